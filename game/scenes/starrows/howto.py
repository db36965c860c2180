"""Star Rows' title-card thumbnail and the pictures of its how-to pages, drawn from the
spec's worked examples (rows filling, a completed row with surplus, the coin-row star)."""

from __future__ import annotations

import pygame

from game import theme
from game.i18n import tr
from game.rules.starrows import START_COINS
from game.scenes.shared import dice as dicelib
from game.scenes.starrows.drawing import star
from game.scenes.starrows.howto_parts import LIGHT, coin_strip, mini_row, rerolls
from game.scenes.starrows.view import DARK_EDGE, DARK_PANEL

# page 2's sizes (howto_parts.rerolls): inset, felt, kept dice, dice to roll, the three rolls; and
# in a small picture (a phone's 430x340)
REROLLS = (24, (30, 120, 186, 16), (44, 52, 46), (220, 40, 36), (200, 70, 24, 20, 22, 60, 28, 100, 30))
SMALL_REROLLS = (16, (16, 96, 160, 14), (34, 46, 40), (190, 36, 30), (150, 62, 20, 18, 20, 50, 26, 90, 28))
SMALL = 15  # a small picture's least text


def draw_thumbnail(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Two number rows filling up, their markers, and stars in the tray (scaled to the card)."""
    rect = pygame.Rect(rect)
    inner = rect.inflate(-14, -14)
    theme.panel(surface, inner, radius=10)
    size = min(inner.width, inner.height)
    die = max(12, size // 6)
    left = inner.x + 8 + die + 6
    fw = (inner.right - 8 - left) / 3
    for k, (row, filled) in enumerate(((5, 2), (2, 1))):
        cy = inner.y + inner.height * (0.22 + 0.3 * k)
        dicelib.draw(surface, row, (inner.x + 8 + die / 2, cy), die, style="white_gold")
        for i in range(3):
            box = pygame.Rect(int(left + i * fw), int(cy - die / 2), int(fw - 3), die)
            colour = theme.seat_colour(0) if i < filled else (250, 246, 234)
            pygame.draw.rect(surface, colour, box, border_radius=3)
            pygame.draw.rect(surface, theme.INK, box, 1, border_radius=3)
        theme.seat_marker(surface, (left + filled * fw - 2, cy), max(4, die // 3), 0)
    r = max(5, size // 12)
    for i in range(5):
        pitch = min(2 * r + 6, (inner.width - 16 - 2 * r) / 4)
        star(surface, (inner.x + 8 + r + i * pitch, inner.bottom - 8 - r), r, i < 3)


def draw_howto(surface: pygame.Surface, rect: pygame.Rect, page: int) -> None:
    """Pictures for the how-to pages, drawn for the rectangle: 520 x 440, or a small picture (a
    phone's 430 x 340) with no text under 15 px."""
    rect = pygame.Rect(rect)
    if rect.height < 400 or rect.width < 500:
        draw_small(surface, rect, page)
        return
    theme.panel(surface, rect, colour=DARK_PANEL, edge=DARK_EDGE)
    x = rect.x + 24
    if page == 1:
        for i in range(15):
            star(
                surface,
                (x + 30 + (i % 5) * 54, rect.y + 60 + (i // 5) * 52),
                20,
                i < 9,
                outline=theme.INK if i < 9 else LIGHT,
            )
        theme.text(surface, "9 / 15", (rect.right - 40, rect.y + 110), 30, theme.FOCUS, "midright", True)
        coin_strip(surface, x, rect.y + 250, 1, 13, 7)
        theme.seat_marker(surface, (x + 6 * 34 + 15, rect.y + 236), 10, 0)
        tray = pygame.Rect(x, rect.y + 310, rect.width - 48, 100)
        pygame.draw.rect(surface, (250, 246, 234), tray, border_radius=8)
        theme.text(surface, "6", (tray.x + 16, tray.y + 14), 20, theme.INK, bold=True)
        lines = theme.wrap(tr("starrows.task.6"), 18, tray.width - 60)
        for i, line in enumerate(lines[:2]):
            theme.text(surface, line, (tray.x + 44, tray.y + 14 + i * 24), 18, theme.INK)
        theme.seat_marker(surface, (tray.x + 56, tray.bottom - 20), 9, 1)
        theme.text(surface, "1.", (tray.x + 70, tray.bottom - 20), 16, theme.INK, "midleft", True)
    elif page == 2:
        rerolls(surface, rect, *REROLLS)
    elif page == 3:
        # worked example 2: a free marker goes on row 2; five 2s fill fields 1 (2 dice) and 2 (3 dice)
        dicelib.draw_row(surface, (2, 2, 2, 2, 2, 1, 4, 6, 6), x, rect.y + 50, 40)
        mini_row(surface, x, rect.y + 110, 2, 0, marker_at=0)
        theme.text(surface, "↓", (rect.centerx, rect.y + 168), 30, theme.TEXT, "midtop", True)
        mini_row(surface, x, rect.y + 210, 2, 2, marker_at=2)
        # worked example 3: all three markers busy, four 6s cannot be used
        y = rect.y + 290
        for i, row in enumerate((1, 3, 4)):
            dicelib.draw(surface, row, (x + 20 + i * 70, y + 24), 34, style="white_gold")
            theme.seat_marker(surface, (x + 48 + i * 70, y + 24), 10, 0)
        dicelib.draw_row(surface, (6, 6, 6, 6), x + 230, y + 24, 34, style="dead")
        theme.text(surface, "✗", (rect.right - 30, y + 24), 34, theme.BAD, "midright", True)
        theme.text_fit(
            surface, tr("starrows.scene.howto_busy"), (x, y + 70), rect.width - 48, 17, theme.TEXT_DIM
        )
    elif page == 4:
        # worked example 1: row 5 at field 2, seven 5s: 4 complete it, 3 are surplus, +2 for the first
        dicelib.draw_row(surface, (5,) * 7 + (2,), x, rect.y + 50, 40)
        mini_row(surface, x, rect.y + 110, 5, 2, marker_at=2)
        theme.text(surface, "↓", (rect.centerx, rect.y + 160), 30, theme.TEXT, "midtop", True)
        right = mini_row(surface, x, rect.y + 200, 5, 3)
        star(surface, (right + 40, rect.y + 217), 24)
        theme.text(surface, "+1", (right + 70, rect.y + 217), 22, theme.FOCUS, "midleft", True)
        y = rect.y + 290
        dicelib.draw_row(surface, (5, 5, 5), x, y, 34)
        theme.text(surface, "→ +3", (x + 130, y), 24, theme.ACCENT, "midleft", True)
        theme.text(surface, tr("starrows.scene.howto_first"), (x + 230, y), 20, theme.ACCENT, "midleft", True)
        theme.text_fit(surface, tr("starrows.scene.howto_coins", fields=5), (x, y + 50), rect.width - 48, 20,
                       theme.TEXT, bold=True)  # fmt: skip
    elif page == 5:
        # worked example 4: coin field 8, +3 -> 11, passing the star on 10
        coin_strip(surface, x, rect.y + 100, 6, 12, 8, cell=62)
        theme.seat_marker(surface, (x + 2 * 62 + 30, rect.y + 84), 12, 0)
        pygame.draw.arc(surface, theme.ACCENT, (x + 2 * 62 + 30, rect.y + 44, 3 * 62, 80), 0.3, 2.8, 4)
        theme.text(surface, "+3", (x + 3 * 62 + 60, rect.y + 50), 24, theme.ACCENT, "midbottom", True)
        star(surface, (rect.centerx, rect.y + 190), 30)
        theme.text(surface, "+1", (rect.centerx + 44, rect.y + 190), 28, theme.FOCUS, "midleft", True)
        for k, players in enumerate((2, 3, 4)):  # the coin-row start field of each seat
            cy = rect.y + 266 + k * 62
            for seat, start in enumerate(START_COINS[players]):
                cx = x + 20 + seat * 112
                theme.seat_marker(surface, (cx, cy), 12, seat)
                coin_strip(surface, cx + 22, cy - 15, start, start, start, cell=46)
    else:
        theme.text(surface, "?", (rect.x + 70, rect.y + 90), 80, theme.TEXT_DIM, "center", True)
        pygame.draw.rect(surface, (236, 226, 200), (rect.x + 120, rect.y + 40, 160, 110), border_radius=4)
        for i in range(5):
            pygame.draw.line(surface, theme.INK_DIM, (rect.x + 132, rect.y + 56 + i * 18),
                             (rect.x + 132 + (140 if i % 2 else 96), rect.y + 56 + i * 18), 2)  # fmt: skip
        pygame.draw.line(surface, theme.BAD, (rect.x + 250, rect.y + 40), (rect.x + 280, rect.y + 150), 3)
        dicelib.draw_row(surface, (1, 2, 3, 4, 5, 6, 3, 5, 6), x, rect.y + 200, 40, gap=6)
        theme.text(surface, "9", (rect.right - 30, rect.y + 200), 34, theme.FOCUS, "midright", True)
        for seat, start in enumerate(START_COINS[4]):
            cx = x + 40 + seat * 120
            theme.seat_marker(surface, (cx, rect.y + 300), 14, seat)
            theme.text(surface, f"→ {start}", (cx + 22, rect.y + 300), 22, theme.TEXT, "midleft", True)


def lines(surface, text, pos, width, size, colour, bold=False, most=2) -> None:
    """``text`` wrapped to ``width`` (at most ``most`` lines), from ``pos`` down."""
    for i, line in enumerate(theme.wrap(text, size, width, bold)[:most]):
        theme.text(surface, line, (pos[0], pos[1] + i * int(size * 1.3)), size, colour, bold=bold)


def draw_small(surface: pygame.Surface, rect: pygame.Rect, page: int) -> None:
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
        rerolls(surface, rect, *SMALL_REROLLS)
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
