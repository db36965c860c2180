"""Star Rows balance figures: two medium computer players (seats alternate by game
seed parity does not matter: both are medium) play many games; prints game length,
the start player's win rate, where the winner's stars come from and how often each
task is fulfilled. Run: python -m bench.starrows_balance [--quick] [--games N]

The spec's targets (../shared/rules/starrows.md, "Balance"):
- an average 2-player medium-vs-medium game lasts 12-18 rounds;
- no single task or row gives more than a third of the winner's stars;
- the start player wins 50 ± 4% of the games between equal players;
- every task is fulfilled (by someone) in at least 20% of games, and no task is
  fulfilled in every game by turn 3.
Beyond the spec: with 3 and 4 equal players every seat should win about its share.

``--set NAME=VALUE`` overrides a rules constant for a what-if run (e.g.
``--set COIN_STAR_EVERY=4``); the default run uses the constants as shipped.
"""

from __future__ import annotations

import ast
import math
import random
import sys
import time
from itertools import accumulate

from bench import ci95
from game.ai import starrows as ai
from game.rules import starrows as rules_module
from game.rules.starrows import ROWS, RULES, TASKS


def _override(name: str, value) -> None:
    """Set a tunable constant in the rules and in the AI (which imported it by name)."""
    setattr(rules_module, name, value)
    if hasattr(ai, name):
        setattr(ai, name, value)
    if name == "DICE":  # the roll tables are built for the dice count at import
        for n in range(1, value + 1):
            rules_module.ROLLS[n] = rules_module._roll_table(n)
            rules_module._CUMULATIVE[n] = tuple(accumulate(p for _, p in rules_module.ROLLS[n]))


def play(seed: int, levels=("medium", "medium")):
    """One game; returns (final state, turn at which each task was first fulfilled)."""
    agents = [ai.make_agent(RULES, s, lv, seed * 10 + s) for s, lv in enumerate(levels)]
    state = RULES.initial_state({"players": len(levels)}, seed)
    rng = random.Random(f"balance:{seed}")
    first_round = {}
    own_by3: dict[int, int] = {}  # task -> how many seats had it by their own turn 3

    def count_tasks(before, state, events):
        for e in events:
            if e["type"] == "task":
                first_round.setdefault(e["task"], state.turns[e["seat"]])
                if state.turns[e["seat"]] <= 3:
                    own_by3[e["task"]] = own_by3.get(e["task"], 0) + 1

    state = RULES.play_out(state, rng, lambda s: agents[s.seat].choose(s), count_tasks)
    return state, first_round, own_by3


def run(games: int) -> list[tuple[str, str]]:
    rounds = []
    first_wins = 0.0
    winner_stars = 0
    source_share_max: dict[str, float] = {}
    source_total: dict[str, int] = {}
    over_third = 0
    task_games = {t: 0 for t in TASKS}
    task_by3 = {t: 0 for t in TASKS}
    seat_by3 = {t: 0 for t in TASKS}
    limit_games = 0
    for g in range(games):
        state, first_round, own_by3 = play(20_000 + g)
        for t, k in own_by3.items():
            seat_by3[t] += k
        out = RULES.outcome(state)
        rounds.append(state.turns[0])
        limit_games += state.ended_by_limit
        first_wins += 1.0 if out.places[0] < out.places[1] else 0.5 if out.places[0] == out.places[1] else 0
        w = out.winners[0]
        src = RULES.stars_by_source(state, w)
        total = max(1, state.stars(w))
        winner_stars += state.stars(w)
        parts = {f"row {r}": src["rows"][r - 1] for r in ROWS}
        parts.update({f"task {t}": src["tasks"][t - 1] for t in TASKS})
        parts["coin row"] = src["coins"]
        single = [v for k, v in parts.items() if k != "coin row"]
        over_third += max(single) * 3 > total
        for k, v in parts.items():
            source_total[k] = source_total.get(k, 0) + v
            source_share_max[k] = max(source_share_max.get(k, 0.0), v / total)
        for t in TASKS:
            if t in first_round:
                task_games[t] += 1
                task_by3[t] += first_round[t] <= 3
    n = games
    mean = sum(rounds) / n
    sd = math.sqrt(sum((r - mean) ** 2 for r in rounds) / max(1, n - 1))
    p1 = first_wins / n
    rows = [
        ("games (2 players, medium vs medium)", f"{n}"),
        (
            "rounds per game (mean ± 95% CI, sd, min-max)",
            f"{mean:.2f} ± {1.96 * sd / math.sqrt(n):.2f}  (sd {sd:.1f}, {min(rounds)}-{max(rounds)}; goal 12-18)",
        ),
        ("games ended by the round limit", f"{limit_games}"),
        ("start player's win rate", f"{100 * p1:.1f}% ± {100 * ci95(p1, n):.1f}  (goal 50 ± 4%)"),
        ("winner's mean stars", f"{winner_stars / n:.2f}"),
        ("games where one row/task gave > 1/3 of the winner's stars", f"{over_third}"),
    ]
    for k in [f"row {r}" for r in ROWS] + [f"task {t}" for t in TASKS] + ["coin row"]:
        rows.append(
            (
                f"winner's stars from {k}: mean share / max share",
                f"{100 * source_total[k] / max(1, winner_stars):.1f}% / {100 * source_share_max[k]:.0f}%",
            )
        )
    for t in TASKS:
        p = task_games[t] / n
        q = task_by3[t] / n
        rows.append(
            (
                f"task {t}: fulfilled in games / by someone by turn 3",
                f"{100 * p:.1f}% ± {100 * ci95(p, n):.1f} / {100 * q:.1f}% ± {100 * ci95(q, n):.1f}"
                "  (goal >= 20% / < 100%)",
            )
        )
    for t in TASKS:
        q = seat_by3[t] / (2 * n)
        rows.append((f"task {t}: a given player has it by their turn 3", f"{100 * q:.1f}%"))
    return rows


def seat_rows(players: int, games: int) -> list[tuple[str, str]]:
    """Win share per seat among ``players`` medium players (ties split): with equal players
    every seat should win 1/players of the games; the coin-row start fields by seat
    (``START_COINS``) are tuned so that none is far from it."""
    share = [0.0] * players
    for g in range(games):
        state, _, _ = play(30_000 + 1000 * players + g, ("medium",) * players)
        winners = RULES.outcome(state).winners
        for s in winners:
            share[s] += 1 / len(winners)
    fair = 100 / players
    cells = [f"{100 * x / games:.1f}% ± {100 * ci95(x / games, games):.1f}" for x in share]
    return [
        (
            f"{players} players: win share by seat, {games} games",
            " / ".join(cells) + f"  (fair {fair:.1f}%; starts {rules_module.START_COINS[players]})",
        )
    ]


def main(argv: list[str]) -> None:
    games = 60 if "--quick" in argv else 1200
    for i, arg in enumerate(argv):
        if arg == "--games":
            games = int(argv[i + 1])
        if arg == "--set":
            name, value = argv[i + 1].split("=", 1)
            _override(name, ast.literal_eval(value))
    t0 = time.perf_counter()
    rows = run(games)
    rows += seat_rows(3, games // 2) + seat_rows(4, games // 2)
    for metric, value in rows:
        print(f"{metric:<62} {value}", flush=True)
    print(f"{'bench time (s)':<62} {time.perf_counter() - t0:.0f}")


if __name__ == "__main__":
    main(sys.argv[1:])
