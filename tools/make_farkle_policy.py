"""Generate game/ai/farkle_policy.py: exact single-turn Farkle tables for our rules.

Two tables over (points, dice to roll n), points in steps of 50:

- ROLL[n][i]: expected banked points of this turn when rolling n dice with a
  turn total of 50*i and playing on optimally ("maximise the turn score", with
  the rule that a bank needs more than 350). A decision point is worth
  D(t, n) = max(t if t > 350, ROLL(t, n)); the hard player compares those.
- REACH[n][j]: the best probability of scoring at least 50*j more points this
  turn starting by rolling n dice (used when chasing a target in the end game).

Scoring comes from game.rules.farkle, so the tables always match the rules.
Above CAP banking is provably optimal for every n: with c = sup_{t>=CAP} D(t,n)-t,
ROLL(t,n)-t <= (1-f_n) c - (f_n t - E_n), where f_n is the farkle chance and
E_n the expected best score of n dice; if f_n*CAP > E_n for all n then c = 0.

Run: python tools/make_farkle_policy.py  (stdlib only, a few seconds).
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

from game.rules.farkle import BANK_MIN, DICE, ROLLS, score, scoring_subsets

STEP = 50
REACH_LEVELS = 300  # chase targets up to 15,000 points ahead
OUT = Path(__file__).resolve().parents[1] / "game" / "ai" / "farkle_policy.py"


def roll_options(n: int) -> list[tuple[float, tuple[tuple[int, int], ...]]]:
    """For each n-dice roll: probability and the useful keeps as (score steps, dice next).

    Only the best keep per number of dice left matters, because more points with
    the same dice left are never worse. A farkle has no options.
    """
    table = []
    for roll, p in ROLLS[n]:
        best: dict[int, int] = {}
        for keep in scoring_subsets(roll):
            left = n - len(keep) or DICE
            points = score(keep)
            best[left] = max(best.get(left, 0), points)
        table.append((p, tuple((pts // STEP, left) for left, pts in sorted(best.items()))))
    return table


def cap_levels(options) -> int:
    """The first level (in steps) from which banking is provably optimal."""
    bound = 0.0
    for n in range(1, DICE + 1):
        f = sum(p for p, opts in options[n] if not opts)
        e = sum(p * max(s for s, _ in opts) * STEP for p, opts in options[n] if opts)
        bound = max(bound, e / f)
    return max(math.floor(bound / STEP) + 1, BANK_MIN // STEP + 1)


def solve_roll(options, cap: int, low: int = 0) -> list[list[float]]:
    """ROLL[n][i] for low <= i < cap (index 0 of each row is level ``low``).

    Levels are filled from the top down; every keep scores at least 50, so a
    level only needs higher levels, and levels >= cap bank (value = t).
    """
    decide = [[0.0] * (cap + 1) for _ in range(DICE + 1)]  # D(t, n) for already solved t
    roll = [[0.0] * cap for _ in range(DICE + 1)]
    bank_min_level = BANK_MIN // STEP + 1

    def d_value(level: int, n: int) -> float:
        return level * STEP if level >= cap else decide[n][level]

    for level in range(cap - 1, low - 1, -1):
        for n in range(1, DICE + 1):
            value = 0.0
            for p, opts in options[n]:
                if opts:
                    value += p * max(d_value(level + s, left) for s, left in opts)
            roll[n][level] = value
        for n in range(1, DICE + 1):
            bank = level * STEP if level >= bank_min_level else -1.0
            decide[n][level] = max(bank, roll[n][level])
    return [row[low:] for row in roll]


def solve_reach(options, levels: int) -> list[list[float]]:
    """REACH[n][j] for 0 <= j < levels: P(score >= 50*j more) rolling n dice first."""
    reach = [[1.0] * levels for _ in range(DICE + 1)]
    for j in range(1, levels):
        for n in range(1, DICE + 1):
            value = 0.0
            for p, opts in options[n]:
                if opts:
                    value += p * max(reach[left][j - s] if j > s else 1.0 for s, left in opts)
            reach[n][j] = value
    return reach


def build() -> tuple[int, list[list[float]], list[list[float]]]:
    options = {n: roll_options(n) for n in range(1, DICE + 1)}
    cap = cap_levels(options)
    return cap, solve_roll(options, cap), solve_reach(options, REACH_LEVELS)


def evaluate_agent(agent, levels: int = 400) -> float:
    """Exact expected banked points of one whole turn played by ``agent`` (1 seat, no limit).

    Policy evaluation over (turn total, dice) with the agent's real decisions on
    real states, so a correct hard player must reproduce V0 exactly.
    """
    from game.rules.farkle import FarkleState

    def state(phase, total, dice, roll=()):
        kept = ((5,),) * (DICE - dice) if dice < DICE else ()
        return FarkleState(1, 100000, False, 0, phase, roll, kept, total, (0,), ((),))

    rolling: dict[tuple[int, int], float] = {}
    deciding: dict[tuple[int, int], float] = {}

    def roll_value(total: int, dice: int) -> float:
        value = 0.0
        for roll, p in ROLLS[dice]:
            keeps = scoring_subsets(roll)
            if keeps:
                keep = agent.pick_keep(state("keep", total, dice, roll), keeps)
                value += p * deciding[(total + score(keep), dice - len(keep) or DICE)]
        return value

    top = levels * STEP + 9000  # above any total a turn started below levels*STEP can need
    for total in range(top, -1, -STEP):
        for dice in range(1, DICE + 1):
            if total + 8000 > top:  # never reached from below: treat as banking
                deciding[(total, dice)] = float(total)
                continue
            rolling[(total, dice)] = roll_value(total, dice)
            banks = total > BANK_MIN and agent.wants_bank(state("decide", total, dice))
            deciding[(total, dice)] = float(total) if banks else rolling[(total, dice)]
    return rolling[(0, DICE)]


def _row(values, fmt: str) -> str:
    items = [format(v, fmt).rstrip("0").rstrip(".") for v in values]
    lines, line = [], "        "
    for item in items:
        if len(line) + len(item) + 2 > 108:
            lines.append(line.rstrip())
            line = "        "
        line += item + ", "
    lines.append(line.rstrip())
    return "\n".join(lines)


def render(cap: int, roll, reach) -> str:
    out = [
        '"""GENERATED by tools/make_farkle_policy.py -- do not edit; rerun the tool.',
        "",
        "ROLL[n][i]: expected banked points when rolling n dice at turn total 50*i (i < CAP);",
        "at or above 50*CAP banking is optimal. REACH[n][j]: best chance to score at least",
        "50*j more points this turn rolling n dice. Index 0 of both is unused (n >= 1).",
        '"""',
        "",
        "# fmt: off",
        f"STEP = {STEP}",
        f"BANK_MIN = {BANK_MIN}",
        f"CAP = {cap}",
        f"V0 = {roll[DICE][0]!r}  # exact optimum of a whole turn: ROLL[6][0]",
        "",
        "ROLL = (",
        "    (),",
    ]
    for n in range(1, DICE + 1):
        out += ["    (", _row(roll[n], ".3f"), "    ),"]
    out += [")", "", "REACH = (", "    (),"]
    for n in range(1, DICE + 1):
        out += ["    (", _row(reach[n], ".6f"), "    ),"]
    out += [")", "# fmt: on", ""]
    return "\n".join(out)


def main(argv: list[str]) -> int:
    cap, roll, reach = build()
    OUT.write_text(render(cap, roll, reach), encoding="utf-8")
    print(
        f"wrote {OUT} ({OUT.stat().st_size} bytes): CAP={cap} ({cap * STEP} points), V(0,6)={roll[DICE][0]:.3f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
