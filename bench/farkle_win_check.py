"""Farkle's win chances at the limits without their own table, against play-outs.

For each limit (2,500, 4,000, 7,500 read on a larger table; 15,000, 20,000 on the largest one
squeezed, ``game.ai.farkle_win.table``) and a few two-player positions at the start of seat 0's
turn: the chance the coach shows for rolling (the table's turn values) and the share of hard-vs-hard
play-outs from there that seat 0 wins (ties half), with its 95% error bar.

Run: nice python -m bench.farkle_win_check [play-outs per position, default 1000] [limits...]
"""

from __future__ import annotations

import random
import sys
from dataclasses import replace

from bench import ci95, report
from game.coach import advise
from game.games import make_agent, rules_for
from game.rules.base import CHANCE

LIMITS = (2500, 4000, 7500, 15000, 20000)


def positions(limit: int):
    return ((0, 0), (limit // 4 // 50 * 50, 0), (limit // 2 // 50 * 50, limit * 3 // 5 // 50 * 50))


def play_outs(limit: int, totals: tuple[int, int], games: int) -> float:
    rules = rules_for("farkle")
    wins = 0.0
    for g in range(games):
        state = rules.initial_state({"players": 2, "limit": limit, "bankruptcy": True}, g)
        state = replace(state, seat=0, totals=totals)
        rng = random.Random(g)
        agents = [make_agent("farkle", s, "hard", g) for s in (0, 1)]
        while not rules.is_over(state):
            if rules.current_player(state) == CHANCE:
                state, _ = rules.apply_chance(state, rules.sample_chance(state, rng))
                continue
            state, _ = rules.apply(state, agents[state.seat].choose(state))
        places = rules.outcome(state).places
        wins += 1.0 if places[0] == 1 and places[1] != 1 else 0.5 if places[0] == 1 else 0.0
    return wins / games


def rows(games: int, limits):
    rules = rules_for("farkle")
    worst = 0.0
    for limit in limits:
        for totals in positions(limit):
            state = replace(
                rules.initial_state({"players": 2, "limit": limit, "bankruptcy": True}, 0),
                seat=0,
                totals=totals,
            )
            shown = advise("farkle", state)[0].value
            p = play_outs(limit, totals, games)
            worst = max(worst, abs(shown - p))
            yield (
                f"limit {limit}, totals {totals[0]}:{totals[1]}: coach / play-outs",
                f"{100 * shown:.1f}% / {100 * p:.1f}% ± {100 * ci95(p, games):.1f} (n={games})",
            )
    yield "largest difference (points)", f"{100 * worst:.1f}"


def main(argv: list[str]) -> None:
    games = int(argv[0]) if argv else 1000
    limits = [int(a) for a in argv[1:]] or list(LIMITS)
    report(lambda: rows(games, limits))


if __name__ == "__main__":
    main(sys.argv[1:])
