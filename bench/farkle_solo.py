"""Solo Farkle: the coach's first choice against an independent fewest-turns reference.

The reference solves "reach the limit in as few turns as possible" on its own: pure Python, every
roll of the rules' dice tables (``ROLLS``) with every scoring keep the rules allow (not the
coach's reduced menus), a bank above 350, hot dice, bankruptcy on a turn's first farkle as the
rules say. Each banked total is solved from the goal down; its own value (a farkle leaves the
total as it was) by a secant search on the fixed point, and E[0] (where bankruptcy sends a player)
by an outer secant search. Then, over solo positions of games played by a mix of the hard player
and random legal choices, it counts the decisions where the coach's first row (a keep then bank or
roll on, or bank / roll) needs more expected turns than the reference's best, by more than 1e-9.

Run: nice python -m bench.farkle_solo [positions, default 300]
"""

from __future__ import annotations

import random
import sys
from dataclasses import replace

from bench import report
from game.coach import advise
from game.games import make_agent, rules_for
from game.rules.base import CHANCE
from game.rules.farkle import DECIDE, DICE, KEEP, ROLLS, score, scoring_subsets

BANK_MIN = 350
TABLES = ((1000, True), (1000, False), (1500, True), (2000, True))
_KEEPS = {
    n: [(p, [(score(k), n - len(k) or DICE) for k in scoring_subsets(roll)]) for roll, p in ROLLS[n]]
    for n in range(1, DICE + 1)
}
_FARKLE = {n: sum(p for p, keeps in _KEEPS[n] if not keeps) for n in _KEEPS}


class Reference:
    """E[b]: the fewest expected turns from the start of a turn with b banked (b < limit)."""

    def __init__(self, limit: int, bankruptcy: bool):
        self.limit, self.bankruptcy = limit, bankruptcy
        self.e: dict[int, float] = {}
        self._solve()

    def after(self, banked: int) -> float:
        return 0.0 if banked >= self.limit else self.e[banked]

    def turn(self, banked: int, c: float):
        """(D, R) of one turn at ``banked`` with farkles costing c turns after it: D(t, n) the
        turns after this one from a decision point, R(t, n) those of rolling there."""
        d_memo: dict = {}
        r_memo: dict = {}

        def roll(t, n):
            if (t, n) not in r_memo:
                value = _FARKLE[n] * c
                for p, keeps in _KEEPS[n]:
                    if keeps:
                        value += p * min(decide(t + s, left) for s, left in keeps)
                r_memo[(t, n)] = value
            return r_memo[(t, n)]

        def decide(t, n):
            if (t, n) not in d_memo:
                if t > BANK_MIN and banked + t >= self.limit:
                    d_memo[(t, n)] = 0.0
                else:
                    bank = self.after(banked + t) if t > BANK_MIN else float("inf")
                    d_memo[(t, n)] = min(bank, roll(t, n))
            return d_memo[(t, n)]

        return decide, roll

    def _level(self, banked: int, first: float | None) -> float:
        """E[banked] as the fixed point c = 1 + (the turn's value with farkles costing c)."""

        def gap(c):
            _, roll = self.turn(banked, c)
            start = roll(0, DICE)
            if first is not None:  # the first roll's farkle costs E[0] (bankrupt), not c
                start += _FARKLE[DICE] * (first - c)
            return 1.0 + start - c

        x0, x1 = 1.0, 30.0
        f0, f1 = gap(x0), gap(x1)
        for _ in range(100):
            if abs(f1) < 1e-12:
                return x1
            x0, x1 = x1, x1 - f1 * (x1 - x0) / (f1 - f0)
            f0, f1 = f1, gap(x1)
        raise RuntimeError("no fixed point")

    def _sweep(self, x: float | None) -> float:
        for banked in range(self.limit - 50, -1, -50):
            first = x if (x is not None and banked > 0) else None
            self.e[banked] = self._level(banked, first)
        return self.e[0]

    def _solve(self) -> None:
        if not self.bankruptcy:
            self._sweep(None)
            return
        x0, x1 = 0.0, self._sweep(0.0)
        f0, f1 = x1 - x0, self._sweep(x1) - x1
        for _ in range(50):
            if abs(f1) < 1e-11:
                return
            x0, x1 = x1, x1 - f1 * (x1 - x0) / (f1 - f0)
            f0, f1 = f1, self._sweep(x1) - x1
        raise RuntimeError("no fixed point for E[0]")

    def row(self, state, entry) -> float:
        """Expected turns after this one of the coach's row ``entry`` at ``state``."""
        banked = state.totals[0]
        decide, roll = self.turn(banked, self.after(banked))
        action = entry.action
        if action[0] == "keep":
            total = state.turn_total + score(action[1])
            dice = len(state.roll) - len(action[1]) or DICE
            if entry.info.get("then") == "bank":
                return self.after(banked + total)
            return roll(total, dice)
        if action == ("bank",):
            return self.after(banked + state.turn_total)
        return roll(state.turn_total, state.dice_to_roll)


def positions(limit: int, bankruptcy: bool, count: int, seed: int):
    """Solo decision positions with a choice, from games of a hard player that takes a random
    legal choice a third of the time (so the positions are not only the hard player's)."""
    rules = rules_for("farkle")
    rng = random.Random(seed)
    found = []
    game = 0
    while len(found) < count:
        game += 1
        state = rules.initial_state({"players": 1, "limit": limit, "bankruptcy": bankruptcy}, seed + game)
        agent = make_agent("farkle", 0, "hard", seed + game)
        while not rules.is_over(state) and len(found) < count:
            if rules.current_player(state) == CHANCE:
                state, _ = rules.apply_chance(state, rules.sample_chance(state, rng))
                continue
            legal = rules.legal_actions(state)
            if len(legal) > 1 and state.phase in (KEEP, DECIDE):
                found.append(state)
            action = rng.choice(legal) if rng.random() < 1 / 3 else agent.choose(state)
            state, _ = rules.apply(state, action)
    return found


def produce(total: int = 300):
    per = -(-total // len(TABLES))
    worse = checked = 0
    worst = 0.0
    for k, (limit, bankruptcy) in enumerate(TABLES):
        ref = Reference(limit, bankruptcy)
        yield f"reference E[0] at {limit}, bankruptcy {'on' if bankruptcy else 'off'}", f"{ref.e[0]:.6f}"
        for state in positions(limit, bankruptcy, per, 1000 * k):
            entries = advise("farkle", state)
            values = [ref.row(state, e) for e in entries]
            gap = values[0] - min(values)
            checked += 1
            worst = max(worst, gap)
            worse += gap > 1e-9
            # the coach's own numbers: minus the turns including this one
            assert abs(-entries[0].value - 1 - values[0]) < 1e-6, (state, entries[0], values[0])
    yield "solo decisions checked", checked
    yield "coach's first row worse than the reference's best", worse
    yield "largest cost of the coach's first row (expected turns)", f"{worst:.2e}"
    issue = replace(
        rules_for("farkle").initial_state({"players": 1, "limit": 5000, "bankruptcy": True}),
        phase=KEEP, roll=(2, 2, 2, 5, 6), kept=((1,),), turn_total=100, totals=(4350,),
    )  # fmt: skip
    first = advise("farkle", issue)[0]
    yield (
        "5,000, 4,350 banked, 100 in hand, 2-2-2-5-6: first row",
        f"{first.action} then {first.info['then']}",
    )


if __name__ == "__main__":
    report(lambda: produce(int(sys.argv[1]) if len(sys.argv) > 1 else 300))
