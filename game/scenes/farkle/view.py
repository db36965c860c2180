"""Farkle's layout (logical 1280x720) and the small view objects its animations move."""

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


def row_slot(index: int) -> tuple[int, int]:
    """Top-left of set-aside row ``index`` (rows fill two columns of four)."""
    col, row = divmod(index % (SHELF_ROWS * SHELF_COLS), SHELF_ROWS)
    return SHELF.x + 18 + col * (SHELF.width // SHELF_COLS), SHELF.y + 40 + row * 36
