"""How long Number Chains' coach thinks at the decisions a coached player meets, beside the hard
computer player's own search at the same positions.

The positions: every decision with more than one choice of a seat that follows the coach, in
whole games against computer players (2 players against hard, against medium, with Sohtar
scoring and with swap chips; 3 against hard and medium; 4 with tournament scoring). Each is timed
``--reps`` times and the least counts (the machine's other work only ever adds). Times are wall
milliseconds of the whole computation, sliced as in the app but run back to back. Three figures:
the live card's advice (``SHOWN`` choices), the whole advice (every choice: the Review's), and
the hard player's decision.

Natively: python -m bench.chains_coach [--reps 3] [--games 1]
In Pyodide under node (the browser's Python): node tests/browser/run_bench.mjs bench.chains_coach
"""

from __future__ import annotations

import argparse
import random
import time

from bench import pct
from game.ai.chains import ChainsAgent
from game.coach import SHOWN, advise
from game.games import make_agent, rules_for
from game.rules.base import CHANCE

# (options, the other seats' levels in turn, games)
TABLES = [
    ({"players": 2}, ("hard",), 4),
    ({"players": 2}, ("medium",), 2),
    ({"players": 2, "scoring": "sohtar"}, ("hard",), 2),
    ({"players": 3}, ("hard", "medium"), 2),
    ({"players": 4, "scoring": "tournament"}, ("hard", "medium", "hard"), 1),
    ({"players": 2, "swap": True}, ("hard",), 1),
]


def positions(games_scale: int = 1) -> list:
    """The coached seat's decisions with more than one choice, in order of play."""
    rules = rules_for("chains")
    out = []
    for t, (options, others, games) in enumerate(TABLES):
        players = options["players"]
        config = rules.validate_config({**rules.default_config(players), **options})
        for g in range(games * games_scale):
            seed = 700 + 100 * t + g
            state = rules.initial_state(config, seed)
            rng = random.Random(seed)
            coached = g % players
            agents = {
                s: make_agent("chains", s, others[(s - coached - 1) % len(others)], seed + s)
                for s in range(players)
                if s != coached
            }
            while not rules.is_over(state):
                seat = rules.current_player(state)
                if seat == CHANCE:
                    state, _ = rules.apply_chance(state, rules.sample_chance(state, rng))
                    continue
                if seat == coached:
                    if len(rules.legal_actions(state)) > 1:
                        out.append(state)
                    action = advise("chains", state, rules, shown=1)[0].action
                else:
                    action = agents[seat].choose(state)
                state, _ = rules.apply(state, action)
    return out


def least_ms(work, states, reps: int) -> list[float]:
    best = [float("inf")] * len(states)
    for _ in range(reps):
        for i, state in enumerate(states):
            t0 = time.perf_counter()
            work(state)
            best[i] = min(best[i], 1000 * (time.perf_counter() - t0))
    return best


def summary(ms: list[float]) -> str:
    return " / ".join(f"{pct(ms, q):.1f}" for q in (0.5, 0.9, 0.95)) + f" / {max(ms):.1f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--games", type=int, default=1, help="games per table (a multiplier)")
    args = parser.parse_args()
    rules = rules_for("chains")
    t0 = time.perf_counter()
    states = positions(args.games)
    print(f"{len(states)} positions of a coached seat ({time.perf_counter() - t0:.0f} s to play the games)")
    print("ms, least of", args.reps, "runs: median / p90 / p95 / max")
    card = least_ms(lambda s: advise("chains", s, rules, shown=SHOWN), states, args.reps)
    print(f"coach, the card ({SHOWN} choices)   {summary(card)}")
    whole = least_ms(lambda s: advise("chains", s, rules), states, args.reps)
    print(f"coach, every choice (Review)  {summary(whole)}")
    hard = least_ms(lambda s: ChainsAgent(rules, s.to_move, "hard").choose(s), states, args.reps)
    print(f"hard player's decision        {summary(hard)}")


if __name__ == "__main__":
    main()
