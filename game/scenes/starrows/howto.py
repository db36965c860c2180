"""Star Rows' title-card thumbnail and the pictures of its how-to pages, drawn from the
spec's worked examples (rows filling, a completed row with surplus, the coin-row star)."""

from __future__ import annotations

import pygame

from game import theme
from game.i18n import tr
from game.rules.starrows import FIELD_NEEDS, START_COINS
from game.scenes.shared import dice as dicelib
from game.scenes.starrows.drawing import draw_field
from game.scenes.starrows.players import EMPTY, coin_cell, star

LIGHT = (200, 200, 220)  # the outline of an empty star place on a dark ground


def mini_row(surface, x, y, row, filled, marker_at=None, seat=0, w=84, h=34) -> int:
    """A number row: its die, three fields (filled ones in the seat colour), the marker."""
    dicelib.draw(surface, row, (x + 16, y + h / 2), 30, style="white_gold")
    for i, need in enumerate(FIELD_NEEDS):
        draw_field(
            surface, pygame.Rect(x + 40 + i * (w + 6), y, w, h), row, need, i < filled, seat, 15, theme.INK
        )
    if marker_at is not None:
        theme.seat_marker(surface, (x + 37 + marker_at * (w + 6), y + h / 2), 11, seat)
    return x + 40 + 3 * (w + 6)


def coin_strip(surface, x, y, first, last, at, cell=34, size=14) -> None:
    """Coin-field numbers ``first``..``last`` as ``cell``-wide boxes, those up to ``at`` passed."""
    for f in range(first, last + 1):
        r = coin_cell(surface, (x + (f - first) * cell + (cell - 3) // 2, y + 15), cell - 3, 30, f <= at)
        if f and f % 5 == 0:
            star(surface, r.center, 11, f <= at)
        else:
            theme.text(surface, str(f), r.center, size, theme.INK_DIM, "center")


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
            colour = theme.seat_colour(0) if i < filled else EMPTY
            pygame.draw.rect(surface, colour, box, border_radius=3)
            pygame.draw.rect(surface, theme.INK, box, 1, border_radius=3)
        theme.seat_marker(surface, (left + filled * fw - 2, cy), max(4, die // 3), 0)
    r = max(5, size // 12)
    for i in range(5):
        pitch = min(2 * r + 6, (inner.width - 16 - 2 * r) / 4)
        star(surface, (inner.x + 8 + r + i * pitch, inner.bottom - 8 - r), r, i < 3)


def draw_howto(surface: pygame.Surface, rect: pygame.Rect, page: int) -> None:
    """Pictures for the how-to pages, drawn for the rectangle: the sizes are written for 520 x 440
    and scaled to a smaller one (the how-to's 430 x 340), the text never under the layout's least size."""
    rect = pygame.Rect(rect)
    k = min(1.0, rect.height / 440, rect.width / 520)

    def s(v: float) -> int:
        return round(v * k)

    def ts(size: int) -> int:
        return max(theme.MIN_TEXT, s(size))

    theme.panel(surface, rect, colour=theme.DARK_PANEL, edge=theme.DARK_EDGE, shadow=k == 1.0)
    x, top, width = rect.x + s(24), rect.y, rect.width - 2 * s(24)
    if page == 1:
        for i in range(15):
            filled = i < 9
            star(surface, (x + s(30) + (i % 5) * s(54), top + s(60) + (i // 5) * s(52)), s(20), filled,
                 outline=theme.INK if filled else LIGHT)  # fmt: skip
        theme.text(
            surface, "9 / 15", (rect.right - s(40), top + s(110)), ts(30), theme.FOCUS, "midright", True
        )
        cell = max(34, s(38))
        coin_strip(surface, x, top + s(250), 1, min(13, width // cell), 7, cell=cell, size=ts(14))
        theme.seat_marker(surface, (x + 6 * cell + cell // 2, top + s(236)), 10, 0)
        card = pygame.Rect(x, top + s(310), width, rect.bottom - s(20) - top - s(310))
        pygame.draw.rect(surface, (250, 246, 234), card, border_radius=8)
        theme.text(surface, "6", (card.x + s(16), card.y + s(14)), ts(20), theme.INK, bold=True)
        task = theme.at_most(tr("starrows.task.6"), ts(18), card.width - s(60), 2)
        theme.draw_lines(surface, task, (card.x + s(44), card.y + s(14)), ts(18), theme.INK, 1.3)
        first = (card.x + s(56), card.bottom - s(22))  # seat 1 fulfilled it first
        theme.seat_marker(surface, first, 9, 1)
        theme.text(surface, "1.", (first[0] + 14, first[1]), ts(16), theme.INK, "midleft", True)
    elif page == 2:  # three 5s kept, six dice to roll again, and up to three rolls (the third keeps)
        tray = pygame.Rect(x, top + s(30), width, s(120))
        dicelib.draw_tray(surface, tray.inflate(-10, -10))
        for i in range(3):
            dicelib.draw(surface, 5, (tray.x + s(44) + i * s(52), tray.centery), s(46))
        line_x, inset = tray.x + s(186), s(16)
        pygame.draw.line(surface, (150, 190, 160), (line_x, tray.y + inset), (line_x, tray.bottom - inset), 2)
        for i, v in enumerate((1, 2, 3, 5, 6, 6)):
            dicelib.draw(surface, v, (tray.x + s(220) + i * s(40), tray.centery + (-6 if i % 2 else 6)), s(36),
                         style="selected" if v != 5 else "plain")  # fmt: skip
        for i in range(3):
            cy = top + s(200) + i * s(70)
            pygame.draw.circle(surface, theme.ACCENT if i < 2 else theme.GOOD, (x + s(24), cy), s(20))
            theme.text(surface, str(i + 1), (x + s(24), cy), s(22), theme.INK, "center", True)
            theme.text(surface, ("↻", "↻", "✓")[i], (x + s(60), cy), s(28), theme.TEXT, "midleft", True)
            dicelib.draw_row(surface, (5,) * (3 + 2 * i), x + s(100), cy, s(30))
    elif page == 3:
        # worked example 2: a free marker goes on row 2; five 2s fill fields 1 (2 dice) and 2 (3 dice)
        dicelib.draw_row(surface, (2, 2, 2, 2, 2, 1, 4, 6, 6), x, top + s(50), s(40))
        mini_row(surface, x, top + s(96), 2, 0, marker_at=0)
        theme.text(surface, "↓", (rect.centerx, top + s(148)), ts(30), theme.TEXT, "midtop", True)
        mini_row(surface, x, top + s(196), 2, 2, marker_at=2)
        # worked example 3: all three markers busy, four 6s cannot be used
        y = top + s(290)
        for i, row in enumerate((1, 3, 4)):
            dicelib.draw(surface, row, (x + s(20) + i * s(70), y), s(34), style="white_gold")
            theme.seat_marker(surface, (x + s(48) + i * s(70), y), 10, 0)
        dicelib.draw_row(surface, (6, 6, 6, 6), x + s(230), y, s(34), style="dead")
        theme.text(surface, "✗", (rect.right - s(30), y), ts(34), theme.BAD, "midright", True)
        busy = theme.at_most(tr("starrows.scene.howto_busy"), ts(17), width, 2)
        theme.draw_lines(surface, busy, (x, y + s(40)), ts(17), theme.TEXT_DIM, 1.3)
    elif page == 4:
        # worked example 1: row 5 at field 2, seven 5s: 4 complete it, 3 are surplus, +2 for the first
        dicelib.draw_row(surface, (5,) * 7 + (2,), x, top + s(50), s(40))
        mini_row(surface, x, top + s(96), 5, 2, marker_at=2)
        theme.text(surface, "↓", (rect.centerx, top + s(146)), ts(30), theme.TEXT, "midtop", True)
        right = mini_row(surface, x, top + s(190), 5, 3)
        star(surface, (right + s(34), top + s(190) + 17), s(24))
        theme.text(surface, "+1", (right + s(62), top + s(190) + 17), ts(22), theme.FOCUS, "midleft", True)
        y = top + s(290)
        dicelib.draw_row(surface, (5, 5, 5), x, y, s(34))
        after = theme.text(surface, "→ +3", (x + s(130), y), ts(24), theme.ACCENT, "midleft", True)
        theme.text(surface, tr("starrows.scene.howto_first"), (after.right + s(20), y), ts(20), theme.ACCENT,
                   "midleft", True)  # fmt: skip
        theme.text_fit(surface, tr("starrows.scene.howto_coins", fields=5), (x, y + s(50)), width, ts(20),
                       theme.TEXT, bold=True)  # fmt: skip
    elif page == 5:
        # worked example 4: coin field 8, +3 -> 11, passing the star on 10
        cell = s(62)
        coin_strip(surface, x, top + s(100), 6, 12, 8, cell=cell, size=ts(14))
        at = x + 2 * cell + s(30)  # the marker on field 8, and its jump
        theme.seat_marker(surface, (at, top + s(84)), s(12), 0)
        pygame.draw.arc(surface, theme.ACCENT, (at, top + s(44), 3 * cell, s(80)), 0.3, 2.8, 4)
        theme.text(
            surface, "+3", (x + 3 * cell + s(60), top + s(50)), ts(24), theme.ACCENT, "midbottom", True
        )
        star(surface, (rect.centerx, top + s(190)), s(30))
        theme.text(surface, "+1", (rect.centerx + s(44), top + s(190)), ts(28), theme.FOCUS, "midleft", True)
        for row, players in enumerate((2, 3, 4)):  # the coin-row start field of each seat
            cy = top + s(266) + row * s(62)
            for seat, start in enumerate(START_COINS[players]):
                cx = x + s(20) + seat * s(112)
                theme.seat_marker(surface, (cx, cy), s(12), seat)
                coin_strip(surface, cx + s(22), cy - 15, start, start, start, cell=s(46), size=ts(14))
    else:
        theme.text(surface, "?", (rect.x + s(70), top + s(90)), ts(80), theme.TEXT_DIM, "center", True)
        paper = pygame.Rect(rect.x + s(120), top + s(40), s(160), s(110))
        pygame.draw.rect(surface, (236, 226, 200), paper, border_radius=4)
        for i in range(5):
            y = paper.y + s(16) + i * s(18)
            pygame.draw.line(
                surface, theme.INK_DIM, (paper.x + s(12), y), (paper.x + s(152 if i % 2 else 108), y), 2
            )
        pygame.draw.line(surface, theme.BAD, (paper.x + s(130), paper.y), (paper.x + s(160), paper.bottom), 3)
        dicelib.draw_row(surface, (1, 2, 3, 4, 5, 6, 3, 5, 6), x, top + s(200), s(40), gap=6)
        theme.text(surface, "9", (rect.right - s(30), top + s(200)), ts(34), theme.FOCUS, "midright", True)
        for seat, start in enumerate(START_COINS[4]):
            cx = x + s(40) + seat * s(120)
            theme.seat_marker(surface, (cx, top + s(300)), s(14), seat)
            theme.text(surface, f"→ {start}", (cx + s(22), top + s(300)), ts(22), theme.TEXT, "midleft", True)
