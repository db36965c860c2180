"""Buttons' geometry as the scene uses it (``geometry.regions`` of the canvas as pygame rects), the
boards' cells and docks, and the view the animations move. The dice dock on the big board's edges
(the white die beside its row, the black dice above their columns), so the crossing of the dice *is*
the set of offered cells.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

import pygame

from game.boxes import Box, Part, columns, converted
from game.layout import Layout
from game.rules import buttons as bt
from game.scenes.buttons.geometry import Regions as Geometry
from game.scenes.buttons.geometry import regions

THROW_S = 0.6


def geometry(spec: Layout, players: int) -> Geometry:
    """Where the scene draws: ``geometry.regions`` of ``spec``'s canvas as pygame rects (see there
    for the fields), computed once when the scene is built (``ButtonsScene.geo``)."""
    found = regions(spec, players)
    return replace(found, **converted(found, pygame.Rect))


def side_rects(geo: Geometry, count: int, large: int | None = None) -> list[pygame.Rect]:
    """One panel per other seat, stacked in ``geo.side`` (upright: side by side); panel ``large``
    (the seat playing now, when your own board stays big) gets up to ``side_large``, the others at
    least ``side_least``."""
    side, gap = geo.side, 8
    if side.width > side.height:  # a strip across the top
        return [pygame.Rect(b) for b in columns(Box(*side), [Part(0, 1)] * count, gap=gap)]
    room = side.height - gap * (count - 1)
    most = geo.side_large if count > 1 or not geo.compact else room  # a phone: one other, all of it
    heights = [min(most, room // max(1, count))] * count
    if large is not None and count > 1:
        rest = max(geo.side_least, (room - geo.side_large) // (count - 1))
        heights = [rest] * count
        heights[large] = min(geo.side_large, room - rest * (count - 1))
    out, y = [], side.y
    for height in heights:
        out.append(pygame.Rect(side.x, y, side.width, height))
        y += height + gap
    return out


def wide(panel: pygame.Rect) -> bool:
    """A panel with room for its owner's name and status on one line, the counts beside the board."""
    return panel.width >= 380


def tall(panel: pygame.Rect) -> bool:
    """A panel with room for its board on top and its status and counts below."""
    return not wide(panel) and panel.height >= 1.25 * panel.width


def side_cell(panel: pygame.Rect) -> int:
    """A panel's board cell (0: a low strip's panel, or a narrow one too low to hold its board above
    its status, shows no board; a tap shows it large)."""
    if panel.height < 110:
        return 0
    if wide(panel):
        return max(18, min(40, (panel.height - 40) // 6))
    if tall(panel):
        return max(10, min(34, (panel.width - 20) // 6, (panel.height - 110) // 6))
    cell = max(10, min(20 if panel.height >= 180 else 16, (panel.height - 40) // 6))
    return cell if panel.width - 6 * cell - 36 >= 40 else 0  # no room beside it for the status: none


def side_grid(panel: pygame.Rect) -> pygame.Rect:
    c = side_cell(panel)
    if tall(panel):
        return pygame.Rect(panel.centerx - 3 * c, panel.y + 34, c * 6, c * 6)
    return pygame.Rect(panel.x + (10 if wide(panel) else 8), panel.y + 32, c * 6, c * 6)


def cell_rect(grid: pygame.Rect, row: int, col: int) -> pygame.Rect:
    c = grid.width // 6
    return pygame.Rect(grid.x + (col - 1) * c, grid.y + (row - 1) * c, c, c)


def cell_at(grid: pygame.Rect, pos) -> tuple[int, int] | None:
    if not grid.collidepoint(pos):
        return None
    c = grid.width // 6
    return (pos[1] - grid.y) // c + 1, (pos[0] - grid.x) // c + 1


def column_dock(col: int, k: int, of: int, geo: Geometry) -> tuple[float, float]:
    """Where the k-th of ``of`` black dice showing ``col`` rests above the big board."""
    x = geo.grid.x + (col - 0.5) * geo.cell
    if geo.compact:  # side by side in the column's width (the plain dice of one value share a spot)
        return x + (k - (of - 1) / 2) * geo.cell / 2, geo.dock_y
    spread = min(14.0, 36.0 / max(1, of - 1)) if of > 1 else 0.0
    return x + (k - (of - 1) / 2) * spread, geo.dock_y - (k - (of - 1) / 2) * 6


def row_dock(row: int, geo: Geometry) -> tuple[float, float]:
    return geo.dock_x, geo.grid.y + (row - 0.5) * geo.cell


def tray_spots(n: int, geo: Geometry) -> list[tuple[float, float]]:
    """Resting places for n dice in the tray: two rows of three."""
    cols = 3
    tray, die = geo.tray, geo.die
    gap = max(2, min(22, tray.height - 2 * die - 4))  # two rows fill the tray
    out = []
    for i in range(n):
        r, c = divmod(i, cols)
        per = min(cols, n - r * cols)
        x = tray.centerx + (c - (per - 1) / 2) * (die + gap)
        y = tray.centery + (r - 0.5) * (die + gap) if n > cols else tray.centery
        out.append((x, y))
    return out


@dataclass
class Pop:
    """A piece appearing or leaving on a board: ``t`` runs 0 -> 1."""

    seat: int
    row: int
    col: int
    kind: str  # "button", "star", "gone" (a returned button), "pass"
    t: float = 0.0


@dataclass
class SeatView:
    """One seat's pieces as the screen shows them (lagging the session)."""

    buttons: int = 0
    stars: int = 0
    status: str = "in"
    taken: int = 0
    bonus: tuple = ()
    earned: int = 0

    @classmethod
    def of(cls, state: bt.ButtonsState, seat: int) -> SeatView:
        return cls(
            state.buttons[seat],
            state.stars[seat],
            state.status[seat],
            state.taken[seat],
            tuple(state.bonus[seat]),
            state.earned[seat],
        )


@dataclass
class Fade:
    """A number that is tweened (alpha, pulse, slide)."""

    value: float = 0.0


@dataclass
class BoardFocus:
    """The seat on the big board and the slide between two seats; with one human at the table the
    big board stays theirs (``home``) and ``active`` is the seat playing now, drawn large on the right."""

    seat: int = 0
    slide: float = 1.0  # 0 -> 1 while a new seat's board slides in
    pulses: dict = field(default_factory=dict)
    home: int | None = None
    active: int | None = None
