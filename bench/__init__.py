"""Benchmarks (not part of the test run): python -m bench.run_all."""

from __future__ import annotations

import time


def pct(values: list[float], q: float) -> float:
    """The ``q`` quantile of ``values`` (nearest rank; 0.5 is the median)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def ci95(p: float, n: int) -> float:
    """Half-width of the 95% interval of a rate ``p`` measured over ``n`` games: 1.96·sqrt(p(1-p)/n)."""
    return 1.96 * (max(p * (1 - p), 1e-12) / n) ** 0.5


def report(produce, width: int = 64) -> None:
    """Print the (metric, value) rows ``produce()`` returns, then how long producing and printing took."""
    t0 = time.perf_counter()
    for metric, value in produce():
        print(f"{metric:<{width}} {value}", flush=True)
    print(f"{'bench time (s)':<{width}} {time.perf_counter() - t0:.0f}")


def play_game(rules, state, agents, rng, times: dict | None = None, labels=None, clock=time.perf_counter):
    """Play ``state`` to the end with one agent per seat; chance from ``rng``.

    With ``times``, each decision's seconds (by ``clock``: wall time, or
    ``time.process_time`` on a shared machine) are appended under ``labels[seat]``.
    Returns the final state.
    """

    def choose(state):
        seat = rules.current_player(state)
        t0 = clock()
        action = agents[seat].choose(state)
        if times is not None:
            times.setdefault(labels[seat], []).append(clock() - t0)
        return action

    return rules.play_out(state, rng, choose)
