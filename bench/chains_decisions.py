"""How long the Number Chains hard player thinks per decision at the app's budget (``HARD_NODES``),
in whole games against medium players (2, 3 and 4 seats), as CPU time natively.

The budget is counted in nodes only, so these figures are what a player waits natively; in the
browser multiply by 1.2-2.1 (Pyodide). The goal: the slowest decision stays under 100 ms in the
browser, i.e. under ~47 ms here. Run: nice python -m bench.chains_decisions [--quick]
"""

from __future__ import annotations

import math
import sys
import time

from bench import play_game
from game.ai.chains import HARD_NODES, make_agent
from game.rules.chains import RULES


def _rank_interval(n: int, q: float) -> tuple[int, int]:
    """95% interval of ranks for the q-quantile of n samples (binomial order statistics)."""
    half = 1.96 * math.sqrt(n * q * (1 - q))
    return max(0, int(n * q - half)), min(n - 1, int(math.ceil(n * q + half)))


def measure(games_per_table: dict[int, int]) -> list[float]:
    ms: list[float] = []
    for players, games in games_per_table.items():
        for g in range(games):
            hard = g % players
            levels = ["medium"] * players
            levels[hard] = "hard"
            agents = [make_agent(RULES, s, lv, 100 * g + s) for s, lv in enumerate(levels)]
            times: dict[str, list[float]] = {}
            state = RULES.initial_state({"players": players}, 31_000 + 10 * players + g)
            play_game(RULES, state, agents, None, times, levels, clock=time.process_time)
            ms += [1000 * t for t in times["hard"]]
    return ms


def main(argv: list[str]) -> None:
    quick = "--quick" in argv
    table = {2: 4, 3: 2, 4: 2} if quick else {2: 24, 3: 12, 4: 12}
    ms = sorted(measure(table))
    n = len(ms)
    print(f"Number Chains hard player, {HARD_NODES} nodes, CPU ms per decision, n={n} decisions")
    for label, q in (("median", 0.5), ("p95", 0.95)):
        lo, hi = _rank_interval(n, q)
        print(f"  {label}: {ms[int(n * q)]:.1f} ms (95% interval {ms[lo]:.1f}-{ms[hi]:.1f})")
    print(f"  max: {ms[-1]:.1f} ms; at 2.1x in the browser: {2.1 * ms[-1]:.0f} ms")


if __name__ == "__main__":
    main(sys.argv[1:])
