"""Farkle at three to six players: what the coach's number is, against play-outs of the real game.

Before the final round the coach values a choice by the hard player's race against the leading
opponent (the two-player table: a duel), so the card reads "duel N%" and the Review speaks of the
duel chance. This bench says how far that number is from the chance to win the game: for each
position (players, limit, totals; seat 0 to start its turn) the coach's value of the turn's roll
and the share of hard-player play-outs from there that seat 0 wins (ties shared), with its 95%
error bar. Beside them a cheap candidate for the real chance, the duels against every opponent
multiplied and normalised over the seats ("product of duels"), to see whether one in the
browser's budget would be within 3 points.

Run: nice python -m bench.farkle_multi_check [play-outs per position, default 600]
"""

from __future__ import annotations

import random
import sys
from dataclasses import replace

from bench import ci95, report
from game.ai.farkle_win import table
from game.coach import advise
from game.games import make_agent, rules_for
from game.rules.base import CHANCE

POSITIONS = (
    (3, 5000, (450, 2750, 0)),
    (3, 2000, (0, 0, 0)),
    (3, 3000, (1500, 1000, 500)),
    (4, 5000, (0, 0, 0, 0)),
    (4, 10000, (2000, 4000, 1000, 3000)),
    (5, 3000, (1000, 0, 500, 1500, 0)),
    (6, 5000, (0, 0, 0, 0, 0, 0)),
    (6, 2000, (800, 400, 0, 1200, 600, 200)),
)


def play_outs(players: int, limit: int, totals: tuple[int, ...], games: int) -> float:
    rules = rules_for("farkle")
    wins = 0.0
    for g in range(games):
        state = rules.initial_state({"players": players, "limit": limit, "bankruptcy": True}, g)
        state = replace(state, seat=0, totals=totals)
        rng = random.Random(g)
        agents = [make_agent("farkle", s, "hard", g) for s in range(players)]
        while not rules.is_over(state):
            if rules.current_player(state) == CHANCE:
                state, _ = rules.apply_chance(state, rules.sample_chance(state, rng))
                continue
            state, _ = rules.apply(state, agents[state.seat].choose(state))
        best = max(state.totals)
        winners = [s for s, t in enumerate(state.totals) if t == best]
        wins += (0 in winners) / len(winners)
    return wins / games


def product_of_duels(players: int, limit: int, totals: tuple[int, ...]) -> float:
    """Seat 0's chance as the product of its duels (as the mover, seat role by the seat's place),
    normalised by the same product for every seat."""
    tbl = table(limit, True)
    scores = []
    for s in range(players):
        p = 1.0
        for o in range(players):
            if o != s:
                mover = s <= o  # who plays first of the two from here
                p *= tbl.win(0, totals[s], totals[o]) if mover else 1 - tbl.win(0, totals[o], totals[s])
        scores.append(p)
    return scores[0] / sum(scores)


def produce(games: int):
    rules = rules_for("farkle")
    worst = 0.0
    for players, limit, totals in POSITIONS:
        state = rules.initial_state({"players": players, "limit": limit, "bankruptcy": True})
        state = replace(state, seat=0, totals=totals)
        duel = advise("farkle", state)[0].value
        real = play_outs(players, limit, totals, games)
        cand = product_of_duels(players, limit, totals)
        err = ci95(real, games)
        worst = max(worst, abs(cand - real))
        yield (
            f"{players} players, {limit:,}, {'/'.join(map(str, totals))}",
            f"duel {100 * duel:.1f}%  play-outs {100 * real:.1f} ± {100 * err:.1f}%  "
            f"product of duels {100 * cand:.1f}%  fair share {100 / players:.1f}%",
        )
    yield "largest gap, product of duels to play-outs (points)", f"{100 * worst:.1f}"


if __name__ == "__main__":
    report(lambda: produce(int(sys.argv[1]) if len(sys.argv) > 1 else 600), width=40)
