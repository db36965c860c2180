"""Buttons' title-card thumbnail and how-to pictures (the worked examples of the rules).

Pages follow buttons.howto.N: 1 the goal (a line of five), 2 where the dice
cross, 3 the blocking rule and a bust, 4 opting out with a bonus colour,
5 bonus cards moving on and the tip that columns are easier. The caption takes the bottom of the
picture (16 px, or 15 px over four lines) and the pieces are sized from the room left above it.
"""

from __future__ import annotations

import pygame

from game import theme
from game.i18n import tr
from game.rules import buttons as bt
from game.scenes.buttons import pieces
from game.scenes.buttons.view import cell_rect
from game.scenes.howto import caption
from game.scenes.shared import dice as dicelib


def draw_thumbnail(surface: pygame.Surface, rect: pygame.Rect) -> None:
    rect = pygame.Rect(rect)
    pygame.draw.rect(surface, theme.FELT, rect, border_radius=10)
    cell = max(8, min(rect.height - 24, rect.width // 2) // 6)
    grid = pygame.Rect(
        rect.x + rect.width // 2 - cell * 3 + cell, rect.y + rect.height - cell * 6 - 8, cell * 6, cell * 6
    )
    stars = mask([(1, 2), (2, 2), (3, 2)])
    buttons = mask([(4, 4), (2, 5), (5, 1)])
    pieces.draw_board(surface, grid, BOARD, buttons, stars, False)
    size = max(14, int(cell * 0.9))
    dicelib.draw(surface, 4, (grid.x - size, grid.y + 3.5 * cell), size, style="white_gold")
    dicelib.draw(surface, 4, (grid.x + 3.5 * cell, grid.y - size * 0.6), size, style="black_gold")


BOARD = 0  # the layout every picture uses


def mask(cells) -> int:
    return sum(1 << bt.cell_of(r, c) for r, c in cells)


def _ring(surface, grid, row, col, colour, width=4) -> None:
    pygame.draw.rect(surface, colour, cell_rect(grid, row, col).inflate(4, 4), width, border_radius=8)


def _dice_on(surface, grid, white, gold, plain, size) -> None:
    """The white die beside its row, the black dice above their columns, and the guides."""
    c = grid.width // 6
    surface.blit(
        pieces.band(grid.width + size + 10, c, (255, 255, 255, 50)),
        (grid.x - size - 10, grid.y + (white - 1) * c),
    )
    seen: dict[int, int] = {}
    for role, v in [("plain", p) for p in plain] + [("gold", gold)]:
        colour = (255, 206, 64, 70) if role == "gold" else (255, 255, 255, 44)
        surface.blit(
            pieces.band(c, grid.height + size + 8, colour), (grid.x + (v - 1) * c, grid.y - size - 8)
        )
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


def draw_howto(surface: pygame.Surface, rect: pygame.Rect, page: int) -> None:
    rect = pygame.Rect(rect)
    pages = (_goal, _crossing, _blocking, _scoring, _rounds)
    key = f"buttons.scene.howto.{(page - 1) % len(pages) + 1}"
    area = caption(surface, rect, tr(key))
    pages[(page - 1) % len(pages)](surface, area)


def _grid_at(center, cell: int) -> pygame.Rect:
    g = pygame.Rect(0, 0, cell * 6, cell * 6)
    g.center = (int(center[0]), int(center[1]))
    return g


def _goal(surface, area) -> None:
    """Five stars in column 3 make a line; with row 4 missing they do not."""
    cell = max(20, min((area.width // 2 - 24) // 6, (area.height - 44) // 6))
    cy = area.y + 8 + cell * 3
    g1 = _grid_at((area.x + area.width // 4, cy), cell)
    line = [(r, 3) for r in range(1, 6)]
    pieces.draw_board(surface, g1, BOARD, mask([(6, 5)]), mask(line), False)
    for r, c in line:
        _ring(surface, g1, r, c, theme.FOCUS, 3)
    theme.text(surface, "✓", (g1.centerx, g1.bottom + 6), 26, theme.GOOD, "midtop", True)
    g2 = _grid_at((area.x + 3 * area.width // 4, cy), cell)
    pieces.draw_board(surface, g2, BOARD, 0, mask([(r, 3) for r in (1, 2, 3, 5, 6)]), False)
    pieces.cross(surface, cell_rect(g2, 4, 3), 0.25)
    theme.text(surface, "✗", (g2.centerx, g2.bottom + 6), 26, theme.BAD, "midtop", True)


def _crossing(surface, area) -> None:
    """White 4; black 2 (gold), 3, 4, 4: the row meets the columns."""
    die = 26
    cell = max(20, (area.height - die - 22) // 6)
    grid = pygame.Rect(0, area.y + die + 16, cell * 6, cell * 6)
    grid.centerx = area.centerx + die // 2
    pieces.draw_board(surface, grid, BOARD, 0, 0, False)
    _dice_on(surface, grid, 4, 2, (3, 4, 4), die)
    _ring(surface, grid, 4, 2, (255, 206, 64), 4)
    for col in (3, 4):
        _ring(surface, grid, 4, col, (255, 255, 255), 3)


def _blocking(surface, area) -> None:
    """Your button on (4,3) blocks its neighbours; a roll offering only blocked cells is a bust."""
    die = 20
    cell = max(16, min((area.width // 2 - die - 24) // 6, (area.height - die - 44) // 6))
    top = area.y + die + 12
    g1 = pygame.Rect(area.x + 14, top, cell * 6, cell * 6)
    pieces.draw_board(surface, g1, BOARD, mask([(4, 3)]), mask([(1, 1)]), False)
    for r, c in ((3, 3), (5, 3), (4, 2), (4, 4)):
        pieces.hatch(surface, cell_rect(g1, r, c), 8)
    _ring(surface, g1, 4, 3, theme.FOCUS, 3)
    g2 = pygame.Rect(area.right - 10 - cell * 6, top, cell * 6, cell * 6)
    pieces.draw_board(surface, g2, BOARD, mask([(4, 3), (2, 5)]), 0, False)
    _dice_on(surface, g2, 4, 2, (3, 4, 4), die)
    for c in (2, 3, 4):
        pieces.cross(surface, cell_rect(g2, 4, c), 0.25)
    theme.text(surface, tr("buttons.scene.bust"), (g2.centerx, g2.bottom + 6), 20, theme.BAD, "midtop", True)


def _scoring(surface, area) -> None:
    """3 red, 4 blue, 1 green, bonus red: 1 + 2 + 1 = 4 stars."""
    step = max(34, min(44, (area.height - 10) // 5))
    size = step - 8
    y = area.y + max(2, (area.height - 5 * step) // 2) + step // 2
    mark_x = area.x + 30 + 4 * (size + 4) + 16
    for colour, n in ((0, 3), (3, 4), (2, 1)):
        for i in range(n):
            pieces.draw_button(surface, colour, (area.x + 30 + i * (size + 4), y), size)
        mark = "✓ +1" if n >= 3 else "–"
        theme.text(surface, mark, (mark_x, y), 20, theme.GOOD if n >= 3 else theme.TEXT_DIM, "midleft", True)
        if colour == 0:
            pieces.bonus_chip(surface, 0, (mark_x + 100, y), 13)
            theme.text(surface, "+1", (mark_x + 116, y), 20, theme.FOCUS, "midleft", True)
        y += step
    theme.text_fit(surface, tr("buttons.scene.howto.stop"), (area.x + 14, y), mark_x - area.x - 20, 18,
                   theme.TEXT, "midleft", True)  # fmt: skip
    theme.text(surface, "+1", (mark_x, y), 20, theme.GOOD, "midleft", True)
    y += step
    pygame.draw.line(
        surface, theme.TEXT_DIM, (area.x + 20, y - step // 2), (area.right - 20, y - step // 2), 2
    )
    for i in range(4):
        pieces.draw_star(surface, (area.x + 36 + i * 36, y), 15)
    theme.text(surface, "= 4", (mark_x, y), 24, theme.ACCENT, "midleft", True)


def _rounds(surface, area) -> None:
    """Bonus cards move one seat on; a column is easier because you choose the column."""
    gap = (area.width - 80) // 2
    for seat in range(3):
        x = area.x + 40 + seat * gap
        theme.seat_marker(surface, (x, area.y + 18), 11, seat)
        pieces.bonus_chip(surface, (0, 3, 1)[seat], (x, area.y + 50), 14)
        if seat < 2:
            end = x + gap - 24
            pygame.draw.line(surface, theme.ACCENT, (x + 24, area.y + 50), (end, area.y + 50), 3)
            pts = [(end, area.y + 43), (end + 10, area.y + 50), (end, area.y + 57)]
            pygame.draw.polygon(surface, theme.ACCENT, pts)
    cell = max(16, (area.bottom - area.y - 82) // 6)
    grid = pygame.Rect(0, area.y + 76, cell * 6, cell * 6)
    grid.centerx = area.centerx
    col = [(r, 5) for r in (1, 2, 4, 5)]
    pieces.draw_board(surface, grid, BOARD, mask([(3, 5)]), mask(col), False)
    surface.blit(pieces.band(cell, grid.height, (255, 206, 64, 60)), (grid.x + 4 * cell, grid.y))
    _ring(surface, grid, 3, 5, theme.FOCUS, 3)
