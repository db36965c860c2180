"""Buttons' layout (logical 1280x720; the compact 960x480 one is in ``compact.py``), board geometry
and the view the animations move.

The big board (left) belongs to the seat that decides now; the dice dock on its
edges (the white die beside its row, the black dice above their columns), so
the crossing of the dice *is* the set of offered cells. The middle column holds
the dice tray, the prompt, the action buttons and the log; the right column the
other players' boards.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.rules import buttons as bt

BIG = pygame.Rect(16, 78, 560, 586)
CELL = 64
GRID = pygame.Rect(116, 198, CELL * 6, CELL * 6)  # the big board's cells
DOCK_Y = 152  # centre line of the black dice above the columns
DOCK_X = 58  # centre line of the white die beside the rows
RISK_X = GRID.right + 8  # the bust-risk column (hints)
MID_X, MID_W = 588, 252
TRAY = pygame.Rect(MID_X + 10, 90, MID_W - 20, 140)
PROMPT = pygame.Rect(MID_X, 246, MID_W, 92)
BAR_Y = 348  # action buttons
INFO = pygame.Rect(MID_X, 408, MID_W, 76)
LOG = pygame.Rect(MID_X, 486, MID_W, 178)
SIDE = pygame.Rect(852, 78, 412, 586)
DIE = 44  # a die in the tray and at the dock
SMALL_SIDE_H = 160  # the smallest side panel (a 20 px board) beside a large one
THROW_S = 0.6


@dataclass(frozen=True)
class Geometry:
    """Where the scene draws: ``STANDARD`` (the names above) or ``compact.COMPACT``, picked once
    when the scene is built (``ButtonsScene.geo``)."""

    compact: bool
    big: pygame.Rect  # the big board's card
    cell: int
    grid: pygame.Rect
    dock_y: int
    dock_x: int
    risk_x: int
    tray: pygame.Rect
    prompt: pygame.Rect
    info: pygame.Rect
    bar: tuple  # the action buttons: left, right, both, and place / pass (the gold cell)
    die: int


STANDARD = Geometry(
    compact=False,
    big=BIG,
    cell=CELL,
    grid=GRID,
    dock_y=DOCK_Y,
    dock_x=DOCK_X,
    risk_x=RISK_X,
    tray=TRAY,
    prompt=PROMPT,
    info=INFO,
    bar=(
        pygame.Rect(MID_X, BAR_Y, 122, 52),
        pygame.Rect(MID_X + 130, BAR_Y, 122, 52),
        pygame.Rect(MID_X, BAR_Y, 252, 52),
        pygame.Rect(MID_X, BAR_Y, 122, 52),
        pygame.Rect(MID_X + 130, BAR_Y, 122, 52),
    ),
    die=DIE,
)


def other_seats(n: int, big: int) -> list[int]:
    """The seats on the right, in table order after the big board's seat."""
    return [(big + k) % n for k in range(1, n)]


def side_rects(count: int, large: int | None = None) -> list[pygame.Rect]:
    """One panel per other seat, stacked in the right column; panel ``large`` (the seat playing now,
    when your own board stays on the left) gets the room of a 40 px board, the others share the rest."""
    gap = 8
    h = min(300, (SIDE.height - gap * (count - 1)) // max(1, count))
    heights = [h] * count
    if large is not None and count > 1:
        rest = max(SMALL_SIDE_H, (SIDE.height - gap * (count - 1) - 300) // (count - 1))
        heights = [rest] * count
        heights[large] = min(300, SIDE.height - gap * (count - 1) - rest * (count - 1))
    out, y = [], SIDE.y
    for height in heights:
        out.append(pygame.Rect(SIDE.x, y, SIDE.width, height))
        y += height + gap
    return out


def side_cell(panel: pygame.Rect) -> int:
    return max(18, min(40, (panel.height - 40) // 6))


def side_grid(panel: pygame.Rect) -> pygame.Rect:
    c = side_cell(panel)
    return pygame.Rect(panel.x + 10, panel.y + 32, c * 6, c * 6)


def cell_rect(grid: pygame.Rect, row: int, col: int) -> pygame.Rect:
    c = grid.width // 6
    return pygame.Rect(grid.x + (col - 1) * c, grid.y + (row - 1) * c, c, c)


def cell_at(grid: pygame.Rect, pos) -> tuple[int, int] | None:
    if not grid.collidepoint(pos):
        return None
    c = grid.width // 6
    return (pos[1] - grid.y) // c + 1, (pos[0] - grid.x) // c + 1


def column_dock(col: int, k: int = 0, of: int = 1, geo: Geometry = STANDARD) -> tuple[float, float]:
    """Where the k-th of ``of`` black dice showing ``col`` rests above the big board."""
    x = geo.grid.x + (col - 0.5) * geo.cell
    if geo.compact:  # side by side, nearly whole (the plain dice of one value share a spot, counted)
        return x + (k - (of - 1) / 2) * geo.die * 0.85, geo.dock_y
    spread = min(14.0, 36.0 / max(1, of - 1)) if of > 1 else 0.0
    return x + (k - (of - 1) / 2) * spread, geo.dock_y - (k - (of - 1) / 2) * 6


def row_dock(row: int, geo: Geometry = STANDARD) -> tuple[float, float]:
    return geo.dock_x, geo.grid.y + (row - 0.5) * geo.cell


def tray_spots(n: int, geo: Geometry = STANDARD) -> list[tuple[float, float]]:
    """Resting places for n dice in the tray: two rows of three."""
    cols = 3
    tray, die = geo.tray, geo.die
    gap = 22 if not geo.compact else 14
    out = []
    for i in range(n):
        r, c = divmod(i, cols)
        per = min(cols, n - r * cols)
        x = tray.centerx + (c - (per - 1) / 2) * (die + gap)
        y = tray.centery + (r - 0.5) * (die + gap) if n > cols else tray.centery
        if not geo.compact and n > cols:
            y = tray.y + 38 + r * (die + gap)
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
