"""Farkle's layouts (standard 1280x720, compact 960x480) and the small view objects its animations move.

The module constants are the standard layout; ``Geometry`` bundles the places the scene, its
drawing and its animations share, one instance per layout (``STANDARD_GEO``, ``COMPACT_GEO``),
chosen when the scene is built.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.i18n import tr
from game.rules.base import RulesError

# top bar 0..68; the message pill sits at the bottom centre
TRAY = pygame.Rect(24, 80, 820, 292)
BAR = pygame.Rect(24, 384, 820, 72)
SHELF = pygame.Rect(24, 468, 820, 186)
SIDE_X, SIDE_W = 862, 396
DIE = 80  # tray die size
SMALL = 30  # set-aside die size
SHELF_ROWS, SHELF_COLS = 4, 2
THROW_S = 0.7  # seconds a throw takes at normal speed
DARK_PANEL, DARK_EDGE = (20, 44, 33), (60, 100, 80)


class Row:
    """One set-aside group of this turn (dice kept from one roll)."""

    def __init__(self, dice: tuple[int, ...], points: int, hot: bool = False):
        self.dice, self.points, self.hot = dice, points, hot
        self.alpha = 255.0


class Value:
    """A number that counts up/down when tweened."""

    def __init__(self, value: float = 0.0):
        self.value = float(value)

    def __int__(self) -> int:
        return int(round(self.value))


class Burst:
    """Farkle's own effects: the hot-dice burst and the bankruptcy crumble, driven by ``t``."""

    def __init__(self, kind: str, pos, text: str = ""):
        self.kind, self.pos, self.text = kind, pos, text
        self.t = 0.0


@dataclass
class Plan:
    """What the human's current selection would do, worked out by the rules."""

    keep: tuple | None = None
    points: int | None = None
    reason: RulesError | None = None  # why the selection cannot be kept
    can_roll: bool = False
    can_bank: bool = False
    roll_reason: RulesError | None = None
    bank_reason: RulesError | None = None
    next_dice: int = 6
    turn_after: int = 0


def reason_text(err: RulesError | None) -> str:
    if err is None:
        return ""
    return tr(err.key, **err.params) if err.key else str(err)


def dice_text(dice) -> str:
    return ", ".join(str(d) for d in dice)


@dataclass(frozen=True)
class Geometry:
    """Where the tray, the action bar, the shelf, the buttons and the banners are in one layout."""

    compact: bool
    tray: pygame.Rect
    bar: pygame.Rect
    shelf: pygame.Rect
    die: int  # tray die size
    small: int  # set-aside die size
    small_gap: float  # between two set-aside dice
    shelf_rows: int
    shelf_cols: int
    row_top: int  # first set-aside row below the shelf's top
    row_pitch: int
    roll: tuple[int, int, int, int]
    bank: tuple[int, int, int, int]
    button_size: int
    banner_center: tuple[int, int]
    die_pad: int  # a die's touch area reaches this far past its face on every side

    @property
    def page(self) -> int:
        """Set-aside rows on one page of the shelf (a longer turn starts a fresh page)."""
        return self.shelf_rows * self.shelf_cols

    def row_slot(self, index: int) -> tuple[int, int]:
        """Top-left of set-aside row ``index`` (rows fill the columns top to bottom)."""
        col, row = divmod(index % self.page, self.shelf_rows)
        x0 = self.shelf.x + (18 if not self.compact else 12)
        return x0 + col * (
            self.shelf.width // self.shelf_cols
        ), self.shelf.y + self.row_top + row * self.row_pitch


STANDARD_GEO = Geometry(
    compact=False,
    tray=TRAY,
    bar=BAR,
    shelf=SHELF,
    die=DIE,
    small=SMALL,
    small_gap=4.0,
    shelf_rows=SHELF_ROWS,
    shelf_cols=SHELF_COLS,
    row_top=40,
    row_pitch=36,
    roll=(BAR.right - 386, BAR.y + 10, 214, 52),
    bank=(BAR.right - 162, BAR.y + 10, 152, 52),
    button_size=20,
    banner_center=(TRAY.centerx, TRAY.centery - 10),
    die_pad=6,
)

# compact (960x480): the header is y 0..60, the game area y 62..480. Left column: the tray, the
# set-aside shelf and the turn's bar; right column: the scoreboard and Roll / Bank (clear of the
# message pill at the bottom centre); the newest log line along the bottom.
C_RIGHT = pygame.Rect(632, 72, 320, 308)  # the scoreboard
C_TRAY = pygame.Rect(18, 79, 594, 178)
COMPACT_GEO = Geometry(
    compact=True,
    tray=C_TRAY,
    bar=pygame.Rect(8, 392, 612, 54),
    shelf=pygame.Rect(8, 276, 612, 108),
    die=66,
    small=25,
    small_gap=3.0,
    shelf_rows=3,
    shelf_cols=2,
    row_top=26,
    row_pitch=27,
    roll=(C_RIGHT.x, 390, 164, 56),
    bank=(C_RIGHT.x + 174, 390, C_RIGHT.width - 174, 56),
    button_size=20,
    banner_center=(480, C_TRAY.centery),
    die_pad=7,
)
LOG_LINE = pygame.Rect(8, 452, 944, 26)  # compact: the newest log line
