"""Star Rows' layout (logical 1280x720) and the view the animations move.

The view is a mutable copy of what the player has seen so far (fields, markers,
coins, stars, first/second orders, the dice on the table). ``View.from_state``
builds it from a presented state; each animation then changes it one event at a
time, and the scene re-syncs it from the state once a step has been presented.
"""

from __future__ import annotations

import pygame

from game.rules import starrows as R

# left column: dice tray, action bar, the board of the seat to move
TRAY = pygame.Rect(24, 80, 620, 128)
BAR = pygame.Rect(24, 218, 620, 64)
BOARD = pygame.Rect(24, 292, 620, 362)
# right column: the task cards, the players (compact boards), the log
SIDE = pygame.Rect(660, 80, 596, 574)
TASKS = pygame.Rect(660, 80, 596, 178)
DIE = 56  # a die in the tray
DIE_Y = TRAY.centery + 6  # dice rest low in the tray: its top line holds the labels
ROW_H = 44
ROWS_TOP = BOARD.y + 32
FIELD_X = BOARD.x + 58  # left edge of a row's first field
FIELD_W, FIELD_GAP = 92, 6
STARS_X = BOARD.x + 486  # the star tray (15 places) at the right of the rows
COIN_Y = ROWS_TOP + 6 * ROW_H + 4
COIN_CELL = 26
THROW_S = 0.6
DARK_PANEL, DARK_EDGE = (20, 44, 33), (60, 100, 80)


def row_rect(row: int) -> pygame.Rect:
    """The clickable band of number row ``row`` (1-6) on the board."""
    return pygame.Rect(BOARD.x + 6, ROWS_TOP + (row - 1) * ROW_H, STARS_X - BOARD.x - 14, ROW_H - 4)


def row_hit(row: int) -> pygame.Rect:
    """Where a click or tap on row ``row`` counts: the whole 44 px band, gap included."""
    return row_rect(row).inflate(0, ROW_H - row_rect(row).height)


def field_rect(row: int, index: int) -> pygame.Rect:
    """Field ``index`` (0-2) of row ``row``."""
    top = ROWS_TOP + (row - 1) * ROW_H + 3
    return pygame.Rect(FIELD_X + index * (FIELD_W + FIELD_GAP), top, FIELD_W, ROW_H - 10)


def marker_pos(row: int, fields: float) -> tuple[float, float]:
    """Where a row marker stands after ``fields`` filled fields (between the boxes)."""
    x = FIELD_X - FIELD_GAP / 2 + fields * (FIELD_W + FIELD_GAP)
    return x, ROWS_TOP + (row - 1) * ROW_H + (ROW_H - 4) / 2


def star_slot(index: int) -> tuple[int, int]:
    """Place ``index`` (0-14) of the star tray: 3 columns x 5 rows."""
    col, row = index % 3, index // 3
    return STARS_X + 23 + col * 40, ROWS_TOP + 44 + row * 42


def coin_pos(field: float) -> tuple[float, float]:
    """Centre of coin field ``field`` (0 = the start cell, 1-40 in two lines of 20)."""
    if field <= 0:
        return BOARD.x + 80, COIN_Y + 14
    f = min(float(field), R.COIN_FIELDS)
    line = 0 if f <= 20 else 1
    col = f - 1 - 20 * line
    return BOARD.x + 107 + col * COIN_CELL, COIN_Y + 14 + line * 26


def dice_positions(n_held: int, n_new: int) -> tuple[list[float], list[float], float | None]:
    """Centres (x) for the held dice (left, close together) and the new ones; the divider's x."""
    pitch = DIE + 6
    held = [TRAY.x + 14 + DIE / 2 + i * pitch for i in range(n_held)]
    left = TRAY.x + 14 + n_held * pitch + (24 if n_held else 0)
    divider = left - 12 if n_held else None
    room = TRAY.right - 14 - left
    step = min(DIE + 14, (room - DIE) / max(1, n_new - 1)) if n_new > 1 else 0
    span = step * (n_new - 1)
    start = left + (room - span) / 2 if n_held == 0 else left + DIE / 2
    new = [start + i * step for i in range(n_new)]
    return held, new, divider


def grouped_positions(values) -> list[float]:
    """Centres (x) for the placing phase: the dice sorted in groups of one face."""
    pitch, gap = DIE + 4, 10
    groups = len(set(values))
    width = len(values) * pitch - 4 + (groups - 1) * gap
    x = TRAY.centerx - width / 2 + DIE / 2
    out, last = [], None
    for v in values:
        if last is not None and v != last:
            x += gap
        out.append(x)
        x += pitch
        last = v
    return out


class Num:
    """A number the animations tween (a coin marker's field, a flash)."""

    def __init__(self, value: float = 0.0):
        self.value = float(value)


class SeatView:
    def __init__(self, fields, markers, coins, stars, row_stars, task_stars):
        self.fields = list(fields)
        self.markers = set(markers)
        self.marker_x = {r: Num(f) for r, f in enumerate(fields, 1)}  # tweened field position
        self.coins = Num(coins)
        self.stars = stars
        self.row_stars = list(row_stars)
        self.task_stars = list(task_stars)


class View:
    """What the player has seen land (see the module docstring)."""

    def __init__(self):
        self.seats: list[SeatView] = []
        self.row_order: list[list[int]] = [[] for _ in R.ROWS]
        self.task_order: list[list[int]] = [[] for _ in R.TASKS]
        self.flash = {r: Num() for r in R.ROWS}  # a completed row flashes
        self.task_flash = {t: Num() for t in R.TASKS}
        self.final = False

    @classmethod
    def from_state(cls, state) -> View:
        view = cls()
        view.sync(state)
        return view

    def sync(self, state) -> None:
        self.seats = [
            SeatView(
                state.fields[s],
                state.markers[s],
                state.coins[s],
                state.stars(s),
                state.row_stars[s],
                state.task_stars[s],
            )
            for s in range(state.players)
        ]
        self.row_order = [list(o) for o in state.row_order]
        self.task_order = [list(o) for o in state.task_order]
        for task in R.TASKS:  # third and later seats: listed after the first two
            for s in range(state.players):
                if state.task_stars[s][task - 1] and s not in self.task_order[task - 1]:
                    self.task_order[task - 1].append(s)
        self.final = state.final_trigger is not None


def task_rect(task: int) -> pygame.Rect:
    """Task card ``task`` (1-6): two lines of three."""
    col, line = (task - 1) % 3, (task - 1) // 3
    w = (TASKS.width - 32 - 20) // 3
    return pygame.Rect(TASKS.x + 16 + col * (w + 10), TASKS.y + 32 + line * 72, w, 66)


def players_rect(n: int) -> pygame.Rect:
    top = TASKS.bottom + 10
    return pygame.Rect(SIDE.x, top, SIDE.width, 150 if n == 1 else 38 + n * 54)


def log_rect(n: int) -> pygame.Rect:
    top = players_rect(n).bottom + 10
    return pygame.Rect(SIDE.x, top, SIDE.width, SIDE.bottom - top)


def stock_pos(index: int) -> tuple[int, int]:
    """The free row markers waiting in the board's header."""
    return BOARD.x + 300 + index * 30, BOARD.y + 18


class Geometry:
    """Where things are, as one object the scene picks once (``theme.compact()`` in ``__init__``):
    this is the standard layout (the module's numbers above); ``compact.CompactGeometry`` is the
    phone layout. The animations, the hit tests and the coach's ring all ask it."""

    compact = False
    TRAY, DIE, DIE_Y = TRAY, DIE, DIE_Y
    JITTER = (4, 5)  # a thrown die lands this far (x, y) off its place: looks only
    BANNER_CENTER = (640, 330)  # the banner card is wider than the left column
    row_rect = staticmethod(row_rect)
    row_hit = staticmethod(row_hit)
    field_rect = staticmethod(field_rect)
    marker_pos = staticmethod(marker_pos)
    star_slot = staticmethod(star_slot)
    coin_pos = staticmethod(coin_pos)
    dice_positions = staticmethod(dice_positions)
    grouped_positions = staticmethod(grouped_positions)
    task_rect = staticmethod(task_rect)
    stock_pos = staticmethod(stock_pos)

    def die_touch(self, die) -> pygame.Rect:
        """Where a tap on ``die`` counts: its face and 6 px around it, where it stands now."""
        x, y, *_ = die.pose()
        half = die.size / 2 + 6
        return pygame.Rect(round(x - half), round(y - half), round(2 * half) + 1, round(2 * half) + 1)


STANDARD_GEOMETRY = Geometry()
