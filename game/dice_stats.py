"""Dice statistics: how often each face came up on this device, and whether that looks like fair dice.

Every game with dice counts the faces of its rolls when it finishes (``counts``, from the final log:
a take-back never crosses a roll, and replays, challenges and games by link are not counted, so no
roll is counted twice), onto the statistics stored with the settings (``Settings.record_game``).
Fair six-sided dice show each face on 1/6 of the dice; Pearson's chi-square test says how far the
counts are from that, and its p-value is how often fair dice land at least that far from even
(``chi_square_p``: the chi-square distribution's upper tail, as the regularized upper incomplete
gamma function Q(k/2, x/2), computed here in pure Python). Pure: no pygame, no I/O.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

FACES = 6
FLAG_BELOW = 0.01  # a p-value under this is called out as uneven
MIN_ROLLS = 6 * 5  # Pearson's rule of thumb: at least 5 expected per face, else no verdict


def has_dice(rules) -> bool:
    """Whether a game's chance is dice the statistics count (its rules name the faces)."""
    from game.rules.base import GameRules

    return type(rules).dice_faces is not GameRules.dice_faces


def counts(session) -> list[int]:
    """How many dice of a game's rolls showed each face (index 0: face 1)."""
    tally = [0] * FACES
    for entry in session.log:
        if entry.kind == "c":
            for face in session.rules.dice_faces(entry.value):
                tally[face - 1] += 1
    return tally


def chi_square(observed: list[int]) -> float:
    """Pearson's statistic against equal expected counts."""
    total = sum(observed)
    if not total:
        return 0.0
    expected = total / len(observed)
    return sum((o - expected) ** 2 for o in observed) / expected


def chi_square_p(statistic: float, dof: int) -> float:
    """P(X >= statistic) for X chi-square with ``dof`` degrees of freedom: Q(dof/2, statistic/2)."""
    return _upper_gamma(dof / 2, statistic / 2)


def _upper_gamma(a: float, x: float) -> float:
    """The regularized upper incomplete gamma function Q(a, x): a series below x = a + 1, a
    continued fraction (Lentz's method) above it (Numerical Recipes, 6.2)."""
    if x <= 0:
        return 1.0
    front = math.exp(-x + a * math.log(x) - math.lgamma(a))
    if x < a + 1:
        term = total = 1.0 / a
        n = a
        for _ in range(10_000):
            n += 1
            term *= x / n
            total += term
            if abs(term) < abs(total) * 1e-16:
                break
        return min(1.0, max(0.0, 1.0 - total * front))
    tiny = 1e-300
    b = x + 1 - a
    c, d = 1 / tiny, 1 / b
    h = d
    for i in range(1, 10_000):
        an = -i * (i - a)
        b += 2
        d = an * d + b
        d = tiny if abs(d) < tiny else d
        c = b + an / c
        c = tiny if abs(c) < tiny else c
        d = 1 / d
        step = d * c
        h *= step
        if abs(step - 1) < 1e-16:
            break
    return min(1.0, max(0.0, front * h))


@dataclass(frozen=True)
class Verdict:
    rolls: int  # dice counted
    statistic: float
    p: float
    key: str  # the words: dice.verdict.*

    @property
    def flagged(self) -> bool:
        return self.rolls >= MIN_ROLLS and self.p < FLAG_BELOW


def verdict(observed: list[int]) -> Verdict:
    """The chi-square test of the counts, and what it means in words."""
    total = sum(observed)
    stat = chi_square(observed)
    p = chi_square_p(stat, len(observed) - 1) if total else 1.0
    if total < MIN_ROLLS:
        key = "dice.verdict.too_few"
    elif p >= 0.05:
        key = "dice.verdict.fair"  # as fair as dice get
    elif p >= FLAG_BELOW:
        key = "dice.verdict.a_little"  # fair dice do this about 1 time in 20
    elif p >= 0.001:
        key = "dice.verdict.uneven"
    else:
        key = "dice.verdict.far"
    return Verdict(total, stat, p, key)
