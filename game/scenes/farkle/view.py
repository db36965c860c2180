"""Farkle's geometry as the scene uses it, and the small view objects its animations move.

``geometry(layout, players)`` is ``geometry.regions`` (the one computation from the canvas) as
pygame rects: the places the scene, its drawing and its animations share.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.boxes import converted
from game.i18n import tr
from game.rules.base import RulesError
from game.scenes.farkle.geometry import regions

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
    """Where every piece of the game screen is, as pygame rects: ``geometry.regions`` of the canvas
    in use (docs/architecture.md, "One layout mechanism"), computed when the scene is built."""

    form: str  # "wide", "sideways" or "upright"
    area: pygame.Rect  # the game area below the header
    tray: pygame.Rect
    bar: pygame.Rect
    shelf: pygame.Rect
    board: pygame.Rect
    roll: pygame.Rect
    bank: pygame.Rect
    log: pygame.Rect | None
    sheet: pygame.Rect | None  # the score sheet a tap on the board opens (None: the board shows all)
    board_row: int
    board_cols: int
    die: int  # tray die size
    small: int  # set-aside die size
    small_gap: float  # between two set-aside dice
    shelf_rows: int
    shelf_cols: int
    row_top: int  # first set-aside row below the shelf's top
    row_pitch: int
    die_pad: int  # a die's touch area reaches this far past its face on every side
    tray_rows: int
    button_size: int
    banner_center: tuple[int, int]

    @property
    def compact(self) -> bool:
        """A phone's canvas: no keyboard keys on the dice, the log behind the header's Log button."""
        return self.form != "wide"

    @property
    def page(self) -> int:
        """Set-aside rows on one page of the shelf (a longer turn starts a fresh page)."""
        return self.shelf_rows * self.shelf_cols

    def row_slot(self, index: int) -> tuple[int, int]:
        """Top-left of set-aside row ``index`` (rows fill the columns top to bottom)."""
        col, row = divmod(index % self.page, self.shelf_rows)
        x0 = self.shelf.x + 12 + col * (self.shelf.width // self.shelf_cols)
        return x0, self.shelf.y + self.row_top + row * self.row_pitch


def geometry(layout, players: int) -> Geometry:
    """Farkle's screen on ``layout``'s canvas (``game/scenes/farkle/geometry.py``), as pygame rects."""
    return Geometry(**converted(regions(layout, players), pygame.Rect))
