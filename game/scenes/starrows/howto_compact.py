"""Star Rows' how-to pictures for the compact layout: the same worked examples as ``howto.py``,
laid out for a 430x340 picture with no text under 15 px (the standard pictures stay as they are)."""

from __future__ import annotations

import pygame

from game import theme
from game.i18n import tr
from game.rules.starrows import START_COINS
from game.scenes.shared import dice as dicelib
from game.scenes.starrows.drawing import star
from game.scenes.starrows.howto_parts import LIGHT, coin_strip, mini_row, rerolls
from game.scenes.starrows.view import DARK_EDGE, DARK_PANEL

SMALL = 15


# page 2's sizes (howto_parts.rerolls): inset, felt, kept dice, dice to roll, the three rolls
REROLLS = (16, (16, 96, 160, 14), (34, 46, 40), (190, 36, 30), (150, 62, 20, 18, 20, 50, 26, 90, 28))


def lines(surface, text, pos, width, size, colour, bold=False, most=2) -> None:
    """``text`` wrapped to ``width`` (at most ``most`` lines), from ``pos`` down."""
    for i, line in enumerate(theme.wrap(text, size, width, bold)[:most]):
        theme.text(surface, line, (pos[0], pos[1] + i * int(size * 1.3)), size, colour, bold=bold)


def draw_howto(surface: pygame.Surface, rect: pygame.Rect, page: int) -> None:
    rect = pygame.Rect(rect)
    theme.panel(surface, rect, colour=DARK_PANEL, edge=DARK_EDGE, shadow=False)
    x, top, width = rect.x + 16, rect.y, rect.width - 32
    if page == 1:
        for i in range(15):
            filled = i < 9
            star(surface, (x + 22 + (i % 5) * 44, top + 36 + (i // 5) * 42), 17, filled,
                 outline=theme.INK if filled else LIGHT)  # fmt: skip
        theme.text(surface, "9 / 15", (rect.right - 24, top + 78), 28, theme.FOCUS, "midright", True)
        coin_strip(surface, x, top + 160, 1, 10, 7, cell=38, size=SMALL)
        theme.seat_marker(surface, (x + 6 * 38 + 17, top + 146), 10, 0)
        card = pygame.Rect(x, top + 212, width, rect.bottom - 12 - top - 212)
        pygame.draw.rect(surface, (250, 246, 234), card, border_radius=8)
        theme.text(surface, "6", (card.x + 12, card.y + 10), 20, theme.INK, bold=True)
        lines(surface, tr("starrows.task.6"), (card.x + 40, card.y + 10), card.width - 52, 17, theme.INK)
        theme.seat_marker(surface, (card.x + 52, card.bottom - 18), 9, 1)
        theme.text(surface, "1.", (card.x + 66, card.bottom - 18), 16, theme.INK, "midleft", True)
    elif page == 2:
        rerolls(surface, rect, *REROLLS)
    elif page == 3:
        dicelib.draw_row(surface, (2, 2, 2, 2, 2, 1, 4, 6, 6), x, top + 34, 34)
        mini_row(surface, x, top + 66, 2, 0, marker_at=0)
        theme.text(surface, "↓", (rect.centerx, top + 102), 26, theme.TEXT, "midtop", True)
        mini_row(surface, x, top + 136, 2, 2, marker_at=2)
        y = top + 210
        for i, row in enumerate((1, 3, 4)):
            dicelib.draw(surface, row, (x + 16 + i * 60, y), 30, style="white_gold")
            theme.seat_marker(surface, (x + 40 + i * 60, y), 9, 0)
        dicelib.draw_row(surface, (6, 6, 6, 6), x + 190, y, 30, style="dead")
        theme.text(surface, "✗", (rect.right - 18, y), 30, theme.BAD, "midright", True)
        lines(surface, tr("starrows.scene.howto_busy"), (x, y + 32), width, 17, theme.TEXT_DIM)
    elif page == 4:
        dicelib.draw_row(surface, (5,) * 7 + (2,), x, top + 34, 34)
        mini_row(surface, x, top + 66, 5, 2, marker_at=2)
        theme.text(surface, "↓", (rect.centerx, top + 102), 26, theme.TEXT, "midtop", True)
        right = mini_row(surface, x, top + 136, 5, 3)
        star(surface, (right + 24, top + 153), 19)
        theme.text(surface, "+1", (right + 46, top + 153), 20, theme.FOCUS, "midleft", True)
        y = top + 222
        dicelib.draw_row(surface, (5, 5, 5), x, y, 30)
        after = theme.text(surface, "→ +3", (x + 112, y), 22, theme.ACCENT, "midleft", True)
        theme.text(surface, tr("starrows.scene.howto_first"), (after.right + 16, y), 18, theme.ACCENT, "midleft",
                   True)  # fmt: skip
        theme.text_fit(surface, tr("starrows.scene.howto_coins", fields=5), (x, y + 40), width, 18, theme.TEXT,
                       bold=True, min_size=SMALL)  # fmt: skip
    elif page == 5:
        cell = 54
        coin_strip(surface, x, top + 84, 6, 12, 8, cell=cell, size=SMALL)
        theme.seat_marker(surface, (x + 2 * cell + 26, top + 70), 11, 0)
        pygame.draw.arc(surface, theme.ACCENT, (x + 2 * cell + 26, top + 40, 3 * cell, 70), 0.3, 2.8, 4)
        theme.text(surface, "+3", (x + 3.5 * cell + 26, top + 38), 22, theme.ACCENT, "midbottom", True)
        star(surface, (rect.centerx - 20, top + 150), 24)
        theme.text(surface, "+1", (rect.centerx + 10, top + 150), 24, theme.FOCUS, "midleft", True)
        for k, players in enumerate((2, 3, 4)):  # the coin-row start field of each seat
            cy = top + 208 + k * 46
            for seat, start in enumerate(START_COINS[players]):
                cx = x + 14 + seat * 100
                theme.seat_marker(surface, (cx, cy), 11, seat)
                coin_strip(surface, cx + 20, cy - 15, start, start, start, cell=40, size=SMALL)
    else:
        theme.text(surface, "?", (x + 40, top + 80), 70, theme.TEXT_DIM, "center", True)
        pygame.draw.rect(surface, (236, 226, 200), (x + 90, top + 28, 150, 100), border_radius=4)
        for i in range(5):
            pygame.draw.line(surface, theme.INK_DIM, (x + 102, top + 44 + i * 17),
                             (x + 102 + (126 if i % 2 else 88), top + 44 + i * 17), 2)  # fmt: skip
        pygame.draw.line(surface, theme.BAD, (x + 210, top + 28), (x + 238, top + 128), 3)
        dicelib.draw_row(surface, (1, 2, 3, 4, 5, 6, 3, 5, 6), x, top + 180, 32, gap=5)
        theme.text(surface, "9", (rect.right - 20, top + 180), 30, theme.FOCUS, "midright", True)
        for seat, start in enumerate(START_COINS[4]):
            cx = x + 16 + seat * 100
            theme.seat_marker(surface, (cx, top + 260), 12, seat)
            theme.text(surface, f"→ {start}", (cx + 20, top + 260), 20, theme.TEXT, "midleft", True)
