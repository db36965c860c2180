"""The pieces Buttons' how-to pictures share in both layouts (howto.py and howto_compact.py)."""

from __future__ import annotations

import pygame

from game import theme
from game.rules import buttons as bt
from game.scenes.buttons.view import cell_rect
from game.scenes.shared import dice as dicelib

BOARD = 0  # the layout every picture uses


def mask(cells) -> int:
    return sum(1 << bt.cell_of(r, c) for r, c in cells)


def _ring(surface, grid, row, col, colour, width=4) -> None:
    pygame.draw.rect(surface, colour, cell_rect(grid, row, col).inflate(4, 4), width, border_radius=8)


def _cross(surface, r: pygame.Rect) -> None:
    k = r.width * 0.25
    c = r.center
    for a, b in (((-k, -k), (k, k)), ((-k, k), (k, -k))):
        pygame.draw.line(surface, theme.BAD, (c[0] + a[0], c[1] + a[1]), (c[0] + b[0], c[1] + b[1]), 5)


def _hatch(surface, r: pygame.Rect) -> None:
    layer = pygame.Surface(r.size, pygame.SRCALPHA)
    for x in range(-r.height, r.width, 8):
        pygame.draw.line(layer, (40, 34, 28, 160), (x, r.height), (x + r.height, 0), 2)
    surface.blit(layer, r)


def _dice_on(surface, grid, white, gold, plain, size) -> None:
    """The white die beside its row, the black dice above their columns, and the guides."""
    c = grid.width // 6
    band = pygame.Surface((grid.width + size + 10, c), pygame.SRCALPHA)
    band.fill((255, 255, 255, 50))
    surface.blit(band, (grid.x - size - 10, grid.y + (white - 1) * c))
    seen: dict[int, int] = {}
    for role, v in [("plain", p) for p in plain] + [("gold", gold)]:
        colour = (255, 206, 64, 70) if role == "gold" else (255, 255, 255, 44)
        col = pygame.Surface((c, grid.height + size + 8), pygame.SRCALPHA)
        col.fill(colour)
        surface.blit(col, (grid.x + (v - 1) * c, grid.y - size - 8))
    for role, v in [("plain", p) for p in plain] + [("gold", gold)]:
        k = seen.get(v, 0)
        seen[v] = k + 1
        style = "black_gold" if role == "gold" else "black_white"
        dicelib.draw(
            surface, v, (grid.x + (v - 0.5) * c + k * 8, grid.y - size / 2 - 6 - k * 5), size, style=style
        )
    dicelib.draw(
        surface, white, (grid.x - size / 2 - 8, grid.y + (white - 0.5) * c), size, style="white_gold"
    )
