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
from game.rules.starrows import FIELD_NEEDS, MARKERS, PLACE, REROLL, ROWS, RULES, counts_of


def _random_policy(rng, state):
    """Random play that finishes games the way players do (by 15 stars, not by the
    60-round safety net): every choice is random, but it never throws away a die of a
    row it has a marker on. Between rolls it stops at random (1 in 5), else rerolls
    every die except those of its marked rows and of random faces showing two or more
    (one per free marker); placing, it advances a random row it can, else puts a free
    marker on a random row the dice can start, else ends the turn. ``apply`` checks
    every action it makes."""
    seat = state.seat
    if state.phase == REROLL:
        if rng.random() < 0.2:
            return ("stop",)
        marked = state.markers[seat]
        counts = counts_of(state.dice)
        keep = set(marked)
        groups = [f for f in ROWS if f not in keep and counts[f] >= 2]
        free = MARKERS - len(marked)
        while groups and free:
            keep.add(groups.pop(int(rng.random() * len(groups))))
            free -= 1
        thrown = tuple(d for d in state.dice if d not in keep)
        return ("reroll", thrown) if thrown else ("stop",)
    legal = RULES.legal_actions(state)
    if state.phase == PLACE:
        advances = [a for a in legal if a[0] == "advance"]
        if advances:
            return advances[int(rng.random() * len(advances))]
        fields = state.fields[seat]
        marks = [
            a for a in legal if a[0] == "mark" and state.left.count(a[1]) >= FIELD_NEEDS[fields[a[1] - 1]]
        ]
        if marks:
            return marks[int(rng.random() * len(marks))]
        return ("end",)
    return legal[0]


def _random_games(seconds: float, uniform: bool) -> tuple[float, float, float, int]:
    """(games per wall second, games per CPU second, mean rounds, games ended by the round
    limit) of random two-player games through the rules API."""
    rng = random.Random(1)

    def choose(state):
        if uniform:
            legal = RULES.legal_actions(state)
            return legal[int(rng.random() * len(legal))]
        return _random_policy(rng, state)

    games = rounds = by_limit = 0
    t0, c0 = time.perf_counter(), time.process_time()
    while time.perf_counter() - t0 < seconds:
        state = RULES.play_out(RULES.initial_state({"players": 2}, games), rng, choose)
        games += 1
        rounds += state.turns[0]
        by_limit += state.ended_by_limit
    wall, cpu = time.perf_counter() - t0, time.process_time() - c0
    return games / wall, games / cpu, rounds / max(1, games), by_limit


def _speed_row(label: str, runs: int, seconds: float, uniform: bool) -> tuple[str, str]:
    """Median and range over ``runs`` timed runs (the machine is shared: one run can be slowed)."""
    found = [_random_games(seconds, uniform) for _ in range(runs)]
    wall = sorted(f[0] for f in found)
    cpu = statistics.median(f[1] for f in found)
    rounds = statistics.fmean(f[2] for f in found)
    limit = sum(f[3] for f in found)
    return (
        f"{label} ({runs} runs of {seconds:g} s)",
        f"{statistics.median(wall):.0f} (range {wall[0]:.0f}-{wall[-1]:.0f}; {cpu:.0f} per CPU s; "
        f"{rounds:.1f} rounds; {limit} ended by the round limit)",
    )


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
    runs = 3 if quick else 5
    rows.append(_speed_row("random games/s, rules API, 2p, random play", runs, secs / 2, uniform=False))
    rows.append(
        _speed_row("random games/s, rules API, 2p, uniform random actions", runs, secs / 2, uniform=True)
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
