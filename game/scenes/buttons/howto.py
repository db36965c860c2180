"""Buttons' title-card thumbnail and how-to pictures (the worked examples of the rules).

Pages follow buttons.howto.N: 1 the goal (a line of five), 2 where the dice
cross, 3 the blocking rule and a bust, 4 opting out with a bonus colour,
5 bonus cards moving on and the tip that columns are easier.
"""

from __future__ import annotations

import pygame

from game import theme
from game.i18n import tr
from game.scenes.buttons import pieces
from game.scenes.buttons.howto_parts import BOARD, _cross, _dice_on, _hatch, _ring, mask
from game.scenes.buttons.view import cell_rect
from game.scenes.shared import dice as dicelib


def _grid(rect: pygame.Rect, cell: int, dx: int = 0, dy: int = 0) -> pygame.Rect:
    g = pygame.Rect(0, 0, cell * 6, cell * 6)
    g.center = (rect.centerx + dx, rect.centery + dy)
    return g


def _caption(surface, rect, key, **params) -> None:
    lines = theme.wrap(tr(key, **params), 17, rect.width - 16, True)[:3]
    for i, line in enumerate(reversed(lines)):
        theme.text(surface, line, (rect.centerx, rect.bottom - 8 - i * 21), 17, theme.TEXT, "midbottom", True)


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


def draw_howto(surface: pygame.Surface, rect: pygame.Rect, page: int) -> None:
    rect = pygame.Rect(rect)
    if theme.compact():  # a 430x340 picture: every text at least 15 px, the pieces fitted to it
        from game.scenes.buttons import howto_compact

        howto_compact.draw(surface, rect, page)
        return
    pages = (_goal, _crossing, _blocking, _scoring, _rounds)
    pages[(page - 1) % len(pages)](surface, rect)


def _goal(surface, rect) -> None:
    """Worked example 5: stars at column 3, rows 1-5 are a line; rows 1,2,3,5,6 are not."""
    half = rect.width // 2
    left, right = (
        pygame.Rect(rect.x, rect.y, half, rect.height),
        pygame.Rect(rect.x + half, rect.y, half, rect.height),
    )
    cell = 36
    g1 = _grid(left, cell, 0, -40)
    line = [(r, 3) for r in range(1, 6)]
    pieces.draw_board(surface, g1, BOARD, mask([(6, 5)]), mask(line), False)
    for r, c in line:
        _ring(surface, g1, r, c, theme.FOCUS, 4)
    theme.text(surface, "✓", (g1.centerx, g1.bottom + 10), 30, theme.GOOD, "midtop", True)
    g2 = _grid(right, cell, 0, -40)
    gap = [(r, 3) for r in (1, 2, 3, 5, 6)]
    pieces.draw_board(surface, g2, BOARD, 0, mask(gap), False)
    _cross(surface, cell_rect(g2, 4, 3))
    theme.text(surface, "✗", (g2.centerx, g2.bottom + 10), 30, theme.BAD, "midtop", True)
    _caption(surface, rect, "buttons.scene.howto.1")


def _crossing(surface, rect) -> None:
    """Worked example 1: white 4; black 2 (gold), 3, 4, 4."""
    cell = 50
    grid = _grid(rect, cell, 24, -4)
    pieces.draw_board(surface, grid, BOARD, 0, 0, False)
    _dice_on(surface, grid, 4, 2, (3, 4, 4), 34)
    _ring(surface, grid, 4, 2, (255, 206, 64), 5)
    for col in (3, 4):
        _ring(surface, grid, 4, col, (255, 255, 255), 4)
    _caption(surface, rect, "buttons.scene.howto.2")


def _blocking(surface, rect) -> None:
    """Worked example 2: a button at (4,3); white 4, black 2 (gold), 3, 4, 4 -> bust."""
    half = rect.width // 2
    cell = 32
    left = pygame.Rect(rect.x, rect.y, half, rect.height)
    right = pygame.Rect(rect.x + half, rect.y, half, rect.height)
    g1 = _grid(left, cell, 8, -30)
    pieces.draw_board(surface, g1, BOARD, mask([(4, 3)]), mask([(1, 1)]), False)
    for r, c in ((3, 3), (5, 3), (4, 2), (4, 4)):
        _hatch(surface, cell_rect(g1, r, c))
    _ring(surface, g1, 4, 3, theme.FOCUS, 3)
    g2 = _grid(right, cell, 14, -30)
    pieces.draw_board(surface, g2, BOARD, mask([(4, 3), (2, 5)]), 0, False)
    _dice_on(surface, g2, 4, 2, (3, 4, 4), 24)
    for c in (2, 3, 4):
        _cross(surface, cell_rect(g2, 4, c))
    theme.text(surface, tr("buttons.scene.bust"), (g2.centerx, g2.bottom + 8), 24, theme.BAD, "midtop", True)
    _caption(surface, rect, "buttons.scene.howto.3")


def _scoring(surface, rect) -> None:
    """Worked example 3: 3 red, 4 blue, 1 green, bonus red -> 1 + 2 + 1 = 4 stars."""
    counts = ((0, 3), (3, 4), (2, 1))
    y = rect.y + 40
    for colour, n in counts:
        x = rect.x + 40
        for i in range(n):
            pieces.draw_button(surface, colour, (x + i * 46, y), 42)
        mark = "✓ +1" if n >= 3 else "–"
        theme.text(
            surface, mark, (rect.x + 250, y), 24, theme.GOOD if n >= 3 else theme.TEXT_DIM, "midleft", True
        )
        if colour == 0:
            pieces.bonus_chip(surface, 0, (rect.x + 346, y), 16)
            theme.text(surface, "+1", (rect.x + 366, y), 24, theme.FOCUS, "midleft", True)
        y += 62
    theme.text(surface, tr("buttons.scene.howto.stop"), (rect.x + 40, y), 20, theme.TEXT, "midleft", True)
    theme.text(surface, "+1", (rect.x + 250, y), 24, theme.GOOD, "midleft", True)
    y += 56
    pygame.draw.line(surface, theme.TEXT_DIM, (rect.x + 40, y - 26), (rect.right - 40, y - 26), 2)
    for i in range(4):
        pieces.draw_star(surface, (rect.x + 60 + i * 44, y + 6), 18)
    theme.text(surface, "= 4", (rect.x + 250, y + 6), 28, theme.ACCENT, "midleft", True)
    _caption(surface, rect, "buttons.scene.howto.4")


def _rounds(surface, rect) -> None:
    """Bonus cards move one seat on; columns are easier because you choose the column."""
    for seat in range(3):
        x = rect.x + 90 + seat * 170
        theme.seat_marker(surface, (x, rect.y + 36), 12, seat)
        pieces.bonus_chip(surface, (0, 3, 1)[seat], (x, rect.y + 74), 16)
        if seat < 2:
            pygame.draw.line(surface, theme.ACCENT, (x + 30, rect.y + 74), (x + 140, rect.y + 74), 3)
            pygame.draw.polygon(
                surface,
                theme.ACCENT,
                [(x + 140, rect.y + 66), (x + 152, rect.y + 74), (x + 140, rect.y + 82)],
            )
    cell = 34
    grid = _grid(rect, cell, 0, 22)
    col = [(r, 5) for r in (1, 2, 4, 5)]
    pieces.draw_board(surface, grid, BOARD, mask([(3, 5)]), mask(col), False)
    surface.blit(pieces.band(cell, grid.height, (255, 206, 64, 60)), (grid.x + 4 * cell, grid.y))
    _ring(surface, grid, 3, 5, theme.FOCUS, 4)
    _caption(surface, rect, "buttons.scene.howto.5")
