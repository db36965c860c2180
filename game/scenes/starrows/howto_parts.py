"""The pieces Star Rows' how-to pictures share in both layouts (howto.py: every picture size)."""

from __future__ import annotations

import pygame

from game import theme
from game.rules.starrows import FIELD_NEEDS
from game.scenes.shared import dice as dicelib
from game.scenes.starrows.drawing import draw_field, star

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
        r = pygame.Rect(x + (f - first) * cell, y, cell - 3, 30)
        passed = f <= at
        pygame.draw.rect(surface, (240, 214, 150) if passed else (250, 246, 234), r, border_radius=4)
        pygame.draw.rect(surface, theme.PANEL_EDGE, r, 1, border_radius=4)
        if f and f % 5 == 0:
            star(surface, r.center, 11, passed)
        else:
            theme.text(surface, str(f), r.center, size, theme.INK_DIM, "center")


def rerolls(surface, rect: pygame.Rect, pad: int, felt: tuple, held: tuple, free: tuple, rows: tuple) -> None:
    """Page 2: three 5s kept, six dice to roll again, and up to three rolls (the third keeps).
    ``felt`` = (y, height, divider x, divider inset), ``held`` and ``free`` = (first die x, step,
    size) on the felt, ``rows`` = (first y, step, mark x, mark radius, number size, sign x, sign
    size, dice x, dice size); x from the picture's left + ``pad``, y from its top."""
    x = rect.x + pad
    y, h, line_x, inset = felt
    tray = pygame.Rect(x, rect.y + y, rect.width - 2 * pad, h)
    dicelib.draw_tray(surface, tray.inflate(-10, -10))
    x0, step, size = held
    for i in range(3):
        dicelib.draw(surface, 5, (tray.x + x0 + i * step, tray.centery), size)
    pygame.draw.line(
        surface, (150, 190, 160), (tray.x + line_x, tray.y + inset), (tray.x + line_x, tray.bottom - inset), 2
    )
    x0, step, size = free
    for i, v in enumerate((1, 2, 3, 5, 6, 6)):
        style = "selected" if v != 5 else "plain"
        dicelib.draw(
            surface, v, (tray.x + x0 + i * step, tray.centery + (-6 if i % 2 else 6)), size, style=style
        )
    y0, step, mark_x, radius, number, sign_x, sign, dice_x, dice = rows
    for i in range(3):
        cy = rect.y + y0 + i * step
        pygame.draw.circle(surface, theme.ACCENT if i < 2 else theme.GOOD, (x + mark_x, cy), radius)
        theme.text(surface, str(i + 1), (x + mark_x, cy), number, theme.INK, "center", True)
        theme.text(surface, ("↻", "↻", "✓")[i], (x + sign_x, cy), sign, theme.TEXT, "midleft", True)
        dicelib.draw_row(surface, (5,) * (3 + 2 * i), x + dice_x, cy, dice)
