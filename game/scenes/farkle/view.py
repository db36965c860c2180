"""Farkle's geometry as the scene uses it, and the small view objects its animations move.

``geometry(layout, players)`` is ``geometry.regions`` (the one computation from the canvas) as
pygame rects: the places the scene, its drawing and its animations share.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import pygame

from game.boxes import converted
from game.i18n import tr
from game.rules.base import RulesError
from game.scenes.farkle.geometry import Regions, regions

THROW_S = 0.7  # seconds a throw takes at normal speed


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


def geometry(layout, players: int) -> Regions:
    """Farkle's screen on ``layout``'s canvas (``game/scenes/farkle/geometry.py``), as pygame rects:
    where every piece is (docs/architecture.md, "One layout mechanism"), computed when the scene is built."""
    found = regions(layout, players)
    return replace(found, **converted(found, pygame.Rect))
