"""Number Chains figures: playout speed, decision times, win rates between levels,
the hard player's solitaire score. Run: python -m bench.chains [--quick]; ``--budgets N,M [--games
G]``: hard players of N, M nodes against one of ``HARD_NODES`` instead.

Each deal of a match is played twice with the seats swapped (ties count half),
so first-move advantage cancels. The hard player gets a fixed node budget per
decision (given in the row); its default in the app is ``HARD_NODES``.
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from bench import ci95, pct, play_game, report
from game.ai.chains import HARD_NODES, Pos, make_agent, random_playout
from game.rules.base import TERMINAL
from game.rules.chains import RULES


def _playouts_rules(seconds: float) -> float:
    rng = random.Random(1)
    n = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        state = RULES.initial_state({"players": 2}, n)
        while state.to_move != TERMINAL:
            acts = RULES.legal_actions(state)
            state, _ = RULES.apply(state, acts[int(rng.random() * len(acts))])
        n += 1
    return n / (time.perf_counter() - t0)


def _playouts_kernel(seconds: float) -> float:
    rng = random.Random(1)
    starts = [Pos.from_state(RULES.initial_state({"players": 2}, k)) for k in range(50)]
    n = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        src = starts[n % 50]
        pos = Pos(src.board, src.star, 2, src.turn, src.masks, src.breaks, "standard", (0, 0))
        random_playout(pos, rng)
        n += 1
    return n / (time.perf_counter() - t0)


def _game(cfg, levels, seed, budget, times=None):
    """``budget``: the hard players' nodes, one for all or a tuple per seat."""
    budgets = budget if isinstance(budget, tuple) else (budget,) * len(levels)
    agents = [
        make_agent(RULES, s, lv, seed * 10 + s, **({"node_budget": budgets[s]} if lv == "hard" else {}))
        for s, lv in enumerate(levels)
    ]
    state = RULES.initial_state(cfg, seed)
    return RULES.outcome(play_game(RULES, state, agents, None, times, levels))  # no chance in this game


def _match(cfg, a: str, b: str, games: int, budget: int, times=None) -> float:
    """Share of points of level ``a`` against ``b`` in two-player games (win 1, tie 1/2)."""
    points = 0.0
    for g in range(games):
        levels = (a, b) if g % 2 == 0 else (b, a)
        seat_a = 0 if g % 2 == 0 else 1
        out = _game(cfg, levels, 5000 + g // 2, budget, times)
        pa, pb = out.places[seat_a], out.places[1 - seat_a]
        points += 1.0 if pa < pb else 0.5 if pa == pb else 0.0
    return points / games


def budget_match(budget: int, games: int) -> float:
    """Share of points of a hard player with ``budget`` nodes against one with ``HARD_NODES``
    (two players, standard scoring, each deal twice with the seats swapped; win 1, tie 1/2)."""
    points = 0.0
    for g in range(games):
        seat = g % 2
        budgets = (budget, HARD_NODES) if seat == 0 else (HARD_NODES, budget)
        out = _game({"players": 2}, ("hard", "hard"), 90_000 + g // 2, budgets)
        mine, theirs = out.places[seat], out.places[1 - seat]
        points += 1.0 if mine < theirs else 0.5 if mine == theirs else 0.0
    return points / games


def _solitaire(level: str, deals: int, budget: int) -> tuple[float, float, list[int]]:
    scores = [_game({"players": 1}, [level], 9000 + d, budget).scores[0] for d in range(deals)]
    se = statistics.stdev(scores) / len(scores) ** 0.5 if len(scores) > 1 else 0.0
    return statistics.fmean(scores), se, scores


def run(quick: bool = False) -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = []
    secs = 0.5 if quick else 2.0
    rows.append(("random playouts/s, rules API (2 players, full games)", f"{_playouts_rules(secs):.0f}"))
    rows.append(("random playouts/s, search kernel (2 players, full games)", f"{_playouts_kernel(secs):.0f}"))

    times: dict[str, list[float]] = {}
    n_easy = 40 if quick else 400
    share = _match({"players": 2}, "medium", "easy", n_easy, HARD_NODES, times)
    rows.append((f"medium vs easy, 2p standard, {n_easy} games", f"{100 * share:.1f}% (goal >= 70%)"))
    hard_times: dict[str, list[float]] = {}
    for g in range(2 if quick else 6):  # decision time at the app's default budget
        _game(
            {"players": 2},
            ("hard", "medium") if g % 2 == 0 else ("medium", "hard"),
            7000 + g,
            HARD_NODES,
            hard_times,
        )
    times["hard"] = hard_times["hard"]
    for level in ("easy", "medium", "hard"):
        ms = [1000 * t for t in times[level]]
        rows.append(
            (
                f"decision time {level} (ms, median / p95 / max, n={len(ms)})",
                f"{statistics.median(ms):.2f} / {pct(ms, 0.95):.2f} / {max(ms):.2f}",
            )
        )

    budget = 5000 if quick else 6000  # nodes: about 20-25 ms natively
    n_hard = 40 if quick else 400
    share = _match({"players": 2}, "hard", "medium", n_hard, budget)
    rows.append(
        (
            f"hard ({budget} nodes) vs medium, 2p standard, {n_hard} games",
            f"{100 * share:.1f}% (goal >= 65%)",
        )
    )
    n_var = 10 if quick else 40
    for name, cfg in (
        ("tournament", {"players": 2, "scoring": "tournament"}),
        ("Sohtar", {"players": 2, "scoring": "sohtar"}),
        ("swap chips", {"players": 2, "swap": True}),
    ):
        share = _match(cfg, "hard", "medium", n_var, 5000)
        rows.append((f"hard (5000 nodes) vs medium, 2p {name}, {n_var} games", f"{100 * share:.1f}%"))

    deals = 20 if quick else 200
    sol_budget = 5000
    for level in ("easy", "medium", "hard"):
        mean, se, scores = _solitaire(level, deals, sol_budget)
        dist = (
            ", ".join(f"{k}: {scores.count(k)}" for k in range(0, 4)) + f", 4+: {sum(s >= 4 for s in scores)}"
        )
        label = f"solitaire {level}" + (f" ({sol_budget} nodes)" if level == "hard" else "")
        rows.append((f"{label}: mean Sohtar minus points, {deals} deals", f"{mean:.2f} ± {se:.2f}  ({dist})"))
    return rows


def main(argv: list[str]) -> None:
    if "--budgets" in argv:  # python -m bench.chains --budgets 5000,4000 [--games 300]
        games = int(argv[argv.index("--games") + 1]) if "--games" in argv else 300
        for budget in map(int, argv[argv.index("--budgets") + 1].split(",")):
            p = budget_match(budget, games)
            print(
                f"hard {budget} nodes vs hard {HARD_NODES}: {100 * p:.1f}% ± {100 * ci95(p, games):.1f} ({games} games)"
            )
        return
    report(lambda: run(quick="--quick" in argv))


if __name__ == "__main__":
    main(sys.argv[1:])
