"""The pieces Star Rows' how-to pictures share in both layouts (howto.py and howto_compact.py)."""

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
