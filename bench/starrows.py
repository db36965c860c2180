"""Star Rows figures: random full games per second, decision times per level (whole
decisions and the longest slice), win rates between levels (seats alternated, the
same dice seeds for both seatings), and solo turns to 15 stars per level.
Run: python -m bench.starrows [--quick]
"""

from __future__ import annotations

import math
import random
import statistics
import sys
import time

from bench import ci95, pct, play_game, report
from game.ai.base import ThinkingTask
from game.ai.starrows import easy_playout, make_agent
from game.rules.base import CHANCE, TERMINAL
from game.rules.starrows import PLACE, REROLL, RULES


def _random_policy(rng, state):
    """Random but playing: rerolls a random subset or stops, places random legal moves,
    ends the turn only when nothing can be advanced (uniformly random play almost never
    completes a row and would only stop at the round limit)."""
    legal = RULES.legal_actions(state)
    if state.phase == REROLL:
        return legal[int(rng.random() * len(legal))] if rng.random() < 0.6 else ("stop",)
    if state.phase == PLACE:
        advances = [a for a in legal if a[0] == "advance"]
        if advances:
            return advances[int(rng.random() * len(advances))]
        marks = [a for a in legal if a[0] == "mark" and state.left.count(a[1]) >= 2]
        if marks and rng.random() < 0.9:
            return marks[int(rng.random() * len(marks))]
        return ("end",)
    return legal[0]


def _random_games(seconds: float, uniform: bool) -> tuple[float, float]:
    """(games per second, mean rounds) of random two-player games through the rules API."""
    rng = random.Random(1)
    games = rounds = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        state = RULES.initial_state({"players": 2}, games)
        while True:
            who = RULES.current_player(state)
            if who == TERMINAL:
                break
            if who == CHANCE:
                state, _ = RULES.apply_chance(state, RULES.sample_chance(state, rng))
            elif uniform:
                legal = RULES.legal_actions(state)
                state, _ = RULES.apply(state, legal[int(rng.random() * len(legal))])
            else:
                state, _ = RULES.apply(state, _random_policy(rng, state))
        games += 1
        rounds += state.turns[0]
    return games / (time.perf_counter() - t0), rounds / max(1, games)


def _kernel_games(seconds: float) -> tuple[float, float]:
    """(games per second, mean rounds) of two-player games with random dice and the easy
    policy in the flat playout kernel (``easy_playout``; the same games as through the
    rules API, which the tests check)."""
    rnd = random.Random(1).random

    def roll(n):
        counts = [0] * 7
        for _ in range(n):
            counts[1 + int(rnd() * 6)] += 1
        return counts

    games = rounds = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        rounds += easy_playout(2, roll)[2]
        games += 1
    return games / (time.perf_counter() - t0), rounds / games


def _game(levels, seed, times=None):
    agents = [make_agent(RULES, s, lv, seed * 10 + s) for s, lv in enumerate(levels)]
    state = RULES.initial_state({"players": len(levels)}, seed)
    return play_game(RULES, state, agents, random.Random(f"bench:{seed}"), times, levels)


def _match(a: str, b: str, games: int, times=None) -> float:
    """Share of points of level ``a`` against ``b`` (win 1, tie 1/2); each dice seed is
    played with both seatings."""
    points = 0.0
    for g in range(games):
        levels = (a, b) if g % 2 == 0 else (b, a)
        seat_a = g % 2
        out = RULES.outcome(_game(levels, 5000 + g // 2, times))
        pa, pb = out.places[seat_a], out.places[1 - seat_a]
        points += 1.0 if pa < pb else 0.5 if pa == pb else 0.0
    return points / games


def _sliced_decisions(level: str, decisions: int) -> list[tuple[str, float, float]]:
    """(phase, whole decision, longest slice) in seconds for ``decisions`` decisions of a
    two-player game of ``level`` against itself, driven by ThinkingTask.step with a zero
    budget (one slice per step). Measured in process CPU time, so that being preempted on
    a shared machine does not count as a long slice."""
    rng = random.Random(7)
    agents = [make_agent(RULES, s, level, 70 + s) for s in range(2)]
    state = RULES.initial_state({"players": 2}, 7)
    out: list[tuple[str, float, float]] = []
    while len(out) < decisions:
        who = RULES.current_player(state)
        if who == TERMINAL:
            state = RULES.initial_state({"players": 2}, len(out))
            continue
        if who == CHANCE:
            state, _ = RULES.apply_chance(state, RULES.sample_chance(state, rng))
            continue
        task = ThinkingTask(agents[who], state)
        worst = total = 0.0
        while True:
            t0 = time.process_time()
            done = task.step(0.0)
            dt = time.process_time() - t0
            worst, total = max(worst, dt), total + dt
            if done:
                break
        out.append((state.phase, total, worst))
        state, _ = RULES.apply(state, task.action)
    return out


def run(quick: bool = False) -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = []
    secs = 1.0 if quick else 5.0
    rate, rounds = _kernel_games(secs)
    rows.append(
        ("random full games/s, playout kernel, 2p (easy policy)", f"{rate:.0f} ({rounds:.1f} rounds)")
    )
    rate, rounds = _random_games(secs, uniform=False)
    rows.append(
        ("random games/s, rules API, 2p (random-but-playing policy)", f"{rate:.0f} ({rounds:.1f} rounds)")
    )
    rate, rounds = _random_games(secs, uniform=True)
    rows.append(
        ("random games/s, rules API, 2p (uniform random actions)", f"{rate:.1f} ({rounds:.1f} rounds)")
    )

    times: dict[str, list[float]] = {}
    n_me = 40 if quick else 400
    share = _match("medium", "easy", n_me, times)
    rows.append(
        (
            f"medium vs easy, 2p, {n_me} games",
            f"{100 * share:.1f}% ± {100 * ci95(share, n_me):.1f} (goal >= 70%)",
        )
    )
    n_hm = 40 if quick else 400
    share = _match("hard", "medium", n_hm, times)
    rows.append(
        (
            f"hard vs medium, 2p, {n_hm} games",
            f"{100 * share:.1f}% ± {100 * ci95(share, n_hm):.1f} (goal >= 60%)",
        )
    )
    for level in ("easy", "medium", "hard"):
        ms = [1000 * t for t in times[level]]
        rows.append(
            (
                f"decision time {level} (ms, median / p95 / max, n={len(ms)})",
                f"{statistics.median(ms):.3f} / {pct(ms, 0.95):.2f} / {max(ms):.1f}",
            )
        )
    for level in ("easy", "medium", "hard"):
        found = _sliced_decisions(level, 60 if quick else 600)
        rerolls = [1000 * total for phase, total, _ in found if phase == REROLL]
        slices = [1000 * worst for _, _, worst in found]
        rows.append(
            (
                f"{level}: reroll decisions, CPU ms (median / p95 / max, n={len(rerolls)})",
                f"{statistics.median(rerolls):.2f} / {pct(rerolls, 0.95):.1f} / {max(rerolls):.1f}",
            )
        )
        rows.append(
            (
                f"{level}: longest slice of a decision, CPU ms (median / p99 / max)",
                f"{statistics.median(slices):.3f} / {pct(slices, 0.99):.2f} / {max(slices):.2f}",
            )
        )

    solo = 20 if quick else 200
    for level in ("easy", "medium", "hard"):
        turns = [RULES.outcome(_game((level,), 9000 + d)).scores[0] for d in range(solo)]
        mean = statistics.fmean(turns)
        se = statistics.stdev(turns) / math.sqrt(len(turns))
        rows.append(
            (
                f"solo {level}: turns to 15 stars, {solo} games",
                f"{mean:.2f} ± {1.96 * se:.2f} ({min(turns)}-{max(turns)})",
            )
        )
    return rows


def main(argv: list[str]) -> None:
    report(lambda: run(quick="--quick" in argv))


if __name__ == "__main__":
    main(sys.argv[1:])
