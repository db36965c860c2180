"""The coach's card: its title and the top choices, best first, with what the numbers mean.

Drawn over the game's log panel in the standard layout (``coach_panel.py``) and inside the coach's
sheet in the compact layout (``coach_sheet.py``)."""

from __future__ import annotations

import pygame

from game import theme
from game.coach import SHOWN
from game.i18n import tr
from game.scenes.shared.coach_text import caption_key, reason_text, value_text

TITLE_H, ROW_PAD, LINE = 34, 8, 19
TEXT_SIZE, VALUE_SIZE = 16, 17
VALUE_W = 130
CARD, CARD_EDGE = (24, 52, 64), (110, 190, 230)
MARK = (120, 214, 255)  # the coach's colour on the board and the card


def draw_card(surface, rect: pygame.Rect, scene, entries, title_w: int | None = None) -> None:
    """The card over ``rect``: the coach's title and up to three choices, best first, and what
    the numbers mean when there is room. Wide cards put the number right of the reason, narrow
    ones on a line above it. A decision with one choice shows no number (there is nothing to
    compare)."""
    session = scene.session
    theme.panel(surface, rect, colour=CARD, edge=CARD_EDGE)
    humans = sum(1 for seat in session.seats if not seat.is_ai)
    title = tr("coach.panel.title", name=session.name_of(session.current)) if humans > 1 else tr("coach.name")
    room_w = scene.coach.toggle.rect.x - rect.x - 22 if title_w is None else title_w
    theme.text_fit(surface, title, (rect.x + 14, rect.y + 19), room_w, 17, MARK, "midleft", True)
    if not entries:
        theme.text(
            surface, tr("coach.thinking"), (rect.x + 14, rect.y + TITLE_H + 8), TEXT_SIZE, theme.TEXT_DIM
        )
        return
    game_id = session.game_id
    wide = rect.width >= 500
    text_w = rect.width - 60 - (VALUE_W + 10 if wide else 0)
    room = rect.height - TITLE_H - 6
    rows = max(1, min(SHOWN, len(entries), room // (LINE + ROW_PAD if wide else 3 * LINE + ROW_PAD)))
    row_h = min(room // rows, LINE * (3 if wide else 4) + ROW_PAD)
    lines_fit = max(1, (row_h - ROW_PAD) // LINE - (0 if wide else 1))
    y = rect.y + TITLE_H
    for i, entry in enumerate(entries[:rows]):
        best = i == 0
        if best:
            band = pygame.Rect(rect.x + 6, y - 2, rect.width - 12, row_h - 2)
            pygame.draw.rect(surface, (36, 78, 96), band, border_radius=10)
        badge = (rect.x + 26, y + LINE // 2 + 1)
        pygame.draw.circle(surface, MARK if best else (70, 110, 126), badge, 11)
        theme.text(surface, str(i + 1), badge, 15, theme.INK, "center", True)
        value = value_text(game_id, entry) if len(entries) > 1 else ""
        ink = MARK if best else theme.TEXT
        top = y
        if value and wide:
            theme.text_fit(surface, value, (rect.right - 14, y), VALUE_W, VALUE_SIZE, ink, "topright", True)
        elif value:
            theme.text_fit(surface, value, (rect.x + 46, y), text_w, VALUE_SIZE, ink, "topleft", True)
            top = y + LINE + 1
        lines = theme.wrap(reason_text(game_id, entry, session.name_of), TEXT_SIZE, text_w)
        if len(lines) > lines_fit:
            lines = lines[: lines_fit - 1] + [theme.fit(" ".join(lines[lines_fit - 1 :]), TEXT_SIZE, text_w)]
        for k, line in enumerate(lines):
            colour = theme.TEXT if best else theme.TEXT_DIM
            theme.text(surface, line, (rect.x + 46, top + k * LINE), TEXT_SIZE, colour)
        y += row_h
    caption = caption_key(game_id, entries)
    if len(entries) > 1 and rect.bottom - y >= 2 * LINE + 8:
        for k, line in enumerate(theme.wrap(tr(caption), 15, rect.width - 28)[:2]):
            theme.text(surface, line, (rect.x + 14, y + 6 + k * 18), 15, theme.TEXT_DIM)
