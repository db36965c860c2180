"""Generate game/ai/farkle_solo_data.py: solo Farkle's fewest expected turns to the goal, exactly.

Solo is "reach the limit in as few turns as possible" (rules, seats). For every banked total b
(steps of 50) below the limit L, E[b] is the expected number of turns still to play from the start
of a turn, under the play that makes it smallest: E[b >= L] = 0 and

    E[b] = 1 + (the turn's best play: a bank at turn total t costs E[b + t]; a farkle costs E[b],
           or E[0] on the turn's first roll when bankruptcy is on).

Within a turn the solver is exact (every distinct roll, every useful keep: the best keep per dice
left, bank or roll at every point; a bank needs more than 350; hot dice roll six again). E[b]
appears on both sides (a farkle leaves b as it was), so each b is solved by policy iteration on
that one number: the turn's value is affine in E[b] for a fixed play, solved, and the play
improved until it no longer changes. The levels go from the goal down, so every bank's cost is
known. With bankruptcy, E[0] is unknown until the end: a secant iteration on it to 1e-12.

Run: nice python tools/make_farkle_solo.py (numpy; seconds per limit). docs/farkle.md.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.ai.farkle_win import BANK_LEVEL, farkle_chance, option_sets  # noqa: E402
from game.rules.farkle import DICE, LIMITS  # noqa: E402

OUT = ROOT / "game" / "ai" / "farkle_solo_data.py"
TABLE_LIMITS = tuple(sorted({1000, 1500, 2500, 4000, *LIMITS}))


class Menus:
    """Every menu of every n as flat arrays: entry (score steps, dice left), menu starts, p."""

    def __init__(self):
        s, left, starts, p, owner = [], [], [], [], []
        for n in range(1, DICE + 1):
            for prob, menu in option_sets(n):
                starts.append(len(s))
                p.append(prob)
                owner.append(n - 1)
                for steps, dice in menu:
                    s.append(steps)
                    left.append(dice - 1)
        self.s, self.left = np.array(s), np.array(left)
        self.starts, self.p, self.owner = np.array(starts), np.array(p), np.array(owner)
        self.pf = np.array([farkle_chance(n) for n in range(1, DICE + 1)])
        self.top = int(self.s.max())
        self.counts = np.diff(np.append(self.starts, len(s)))
        self.index = np.arange(len(s))

    def best(self, v: np.ndarray) -> np.ndarray:
        """The index of each menu's first smallest value."""
        low = np.repeat(np.minimum.reduceat(v, self.starts), self.counts)
        return np.minimum.reduceat(np.where(v == low, self.index, len(v)), self.starts)


def solve_level(menus: Menus, bank: np.ndarray, c: float, first_cost: float | None):
    """The turn at one banked total: ``bank[k]`` the cost of banking at turn total 50k (inf where
    not allowed), k beyond the array: 0 (the goal). Returns E for this level by policy iteration
    on its own value ``c`` (farkles cost c; the first roll's farkle ``first_cost`` if given)."""
    size = len(bank)
    for _ in range(50):
        # value of a decision point (k, n) as A + B*c under the play chosen at the guess c
        a = np.zeros((size + menus.top + 1, DICE))
        b = np.zeros_like(a)
        for k in range(size - 1, -1, -1):
            va, vb = a[k + menus.s, menus.left], b[k + menus.s, menus.left]
            pick = menus.best(va + vb * c)  # the best keep of each menu, and its (A, B)
            ra = np.bincount(menus.owner, menus.p * va[pick], DICE)
            rb = np.bincount(menus.owner, menus.p * vb[pick], DICE) + menus.pf
            roll = ra + rb * c
            banks = bank[k] <= roll
            a[k] = np.where(banks, bank[k], ra)
            b[k] = np.where(banks, 0.0, rb)
        # the turn's start: roll six (a first-roll farkle may cost first_cost instead of c)
        va, vb = a[menus.s, menus.left], b[menus.s, menus.left]
        pick = menus.best(va + vb * c)
        six = menus.owner == DICE - 1
        a0 = float(np.sum((menus.p * va[pick])[six]))
        b0 = float(np.sum((menus.p * vb[pick])[six]))
        if first_cost is None:
            b0 += menus.pf[DICE - 1]
        else:
            a0 += menus.pf[DICE - 1] * first_cost
        new = (1.0 + a0) / (1.0 - b0)
        if abs(new - c) < 1e-13:
            return new
        c = new
    raise RuntimeError("policy iteration did not settle")


def solve(limit: int, bankruptcy: bool, menus: Menus | None = None) -> list[float]:
    """E[b] for b = 0, 50, ..., limit - 50."""
    menus = menus or Menus()
    levels = limit // 50

    def table(x: float | None) -> list[float]:
        e = [0.0] * (levels + 1)
        for level in range(levels - 1, -1, -1):
            to_go = levels - level
            size = max(to_go, BANK_LEVEL)
            bank = np.array([np.inf if k < BANK_LEVEL else (e[level + k] if level + k < levels else 0.0)
                             for k in range(size)])  # fmt: skip
            guess = e[level + 1] + 0.1 if level + 1 < levels else 1.0
            first = (x if level else None) if bankruptcy else None
            if bankruptcy and level == 0:
                first = None  # a bankrupt player at 0 stays at 0: the farkle costs E[0] itself
            e[level] = solve_level(menus, bank, guess, first)
        return e[:levels]

    if not bankruptcy:
        return table(None)
    x0, e = 0.0, table(0.0)
    x1 = e[0]
    e1 = table(x1)
    for _ in range(30):
        f0, f1 = e[0] - x0, e1[0] - x1
        if abs(f1) < 1e-12:
            return e1
        x2 = x1 - f1 * (x1 - x0) / (f1 - f0)
        x0, e, x1 = x1, e1, x2
        e1 = table(x1)
    raise RuntimeError("the bankruptcy iteration did not settle")


def main() -> None:
    menus = Menus()
    lines = [
        '"""GENERATED by tools/make_farkle_solo.py -- do not edit; rerun the tool.',
        "",
        "EXPECTED[(limit, bankruptcy)]: solo Farkle's fewest expected turns to the goal from the start",
        "of a turn with 0, 50, 100, ... banked, space-separated (exact; docs/farkle.md; a string per",
        "limit is read faster than a literal of floats and parsed only when a game asks for it).",
        '"""',
        "",
        "# fmt: off",
        "EXPECTED = {",
    ]
    for limit in TABLE_LIMITS:
        for bankruptcy in (True, False):
            e = solve(limit, bankruptcy, menus)
            print(limit, bankruptcy, f"E[0] = {e[0]:.6f}", flush=True)
            row = " ".join(f"{v:.12g}" for v in e)  # one string a limit: parsed on first use
            lines.append(f'    ({limit}, {bankruptcy}): "{row}",')
    lines += ["}", "# fmt: on", ""]
    OUT.write_text("\n".join(lines))


if __name__ == "__main__":
    main()
