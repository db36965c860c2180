"""Buttons figures: random games per second, decision times, win rates between levels,
game length. Run: python -m bench.buttons [--quick].

Each match plays pairs of games with the same seed and the seats swapped, so
first-player advantage and dice luck cancel as far as they can (ties count half).
Win rates come with a 95% interval of ± 1.96·sqrt(p(1-p)/n).
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from bench import ci95, pct, play_game, report
from game.ai.base import ThinkingTask
from game.ai.buttons import make_agent
from game.rules.base import CHANCE, TERMINAL
from game.rules.buttons import RULES


def random_games_per_second(games: int, players: int = 2) -> tuple[float, float]:
    """Full random games (uniform legal actions, chance by the rules' sampler) through the rules API.

    Timed in process CPU seconds, so other work on a shared machine does not count.
    """
    rng = random.Random(1)
    rounds = 0
    t0 = time.process_time()

    def choose(state):
        acts = RULES.legal_actions(state)
        return acts[int(rng.random() * len(acts))]

    for n in range(games):
        state = RULES.play_out(RULES.initial_state({"players": players}, n), rng, choose)
        rounds += state.round
    return games / (time.process_time() - t0), rounds / games


def _game(players: int, levels, seed: int, times=None):
    """One seeded game; with ``times``, each decision's CPU seconds are appended under its level."""
    agents = [make_agent(RULES, s, lv, seed * 10 + s) for s, lv in enumerate(levels)]
    state = RULES.initial_state({"players": players}, seed)
    rng = random.Random(f"bench/{seed}")
    return play_game(RULES, state, agents, rng, times, levels, clock=time.process_time)


def match(a: str, b: str, games: int, times=None, seed0: int = 5000) -> tuple[float, float, int]:
    """(share of points of ``a`` against ``b``, mean rounds, games) in two-player games."""
    points = 0.0
    rounds = 0
    for g in range(games):
        levels = (a, b) if g % 2 == 0 else (b, a)
        seat_a = 0 if g % 2 == 0 else 1
        final = _game(2, levels, seed0 + g // 2, times)
        out = RULES.outcome(final)
        pa, pb = out.places[seat_a], out.places[1 - seat_a]
        points += 1.0 if pa < pb else 0.5 if pa == pb else 0.0
        rounds += final.round
    return points / games, rounds / games, games


def slice_times(level: str, decisions: int) -> list[float]:
    """Longest single slice (ms, CPU time) of each decision, driven like the app does."""
    out: list[float] = []
    seed = 0
    while len(out) < decisions:
        agents = [make_agent(RULES, s, level, s) for s in range(2)]
        state = RULES.initial_state({"players": 2}, 900 + seed)
        rng = random.Random(seed)
        seed += 1
        while state.to_move != TERMINAL and len(out) < decisions:
            if state.to_move == CHANCE:
                state, _ = RULES.apply_chance(state, RULES.sample_chance(state, rng))
                continue
            task = ThinkingTask(agents[state.to_move], state)
            longest = 0.0
            while True:
                t0 = time.process_time()  # CPU time: other processes on the machine do not count
                done = task.step(0.0)
                longest = max(longest, time.process_time() - t0)
                if done:
                    break
            out.append(1000 * longest)
            state, _ = RULES.apply(state, task.action)
    return out


def run(quick: bool = False) -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = []
    for players in (2, 4):
        rate, rounds = random_games_per_second(100 if quick else 1000, players)
        rows.append((f"random full games/s, rules API, {players} players (goal >= 500)", f"{rate:.0f}"))
        rows.append((f"random games: mean rounds, {players} players", f"{rounds:.1f}"))

    times: dict[str, list[float]] = {}
    n = 40 if quick else 400
    for a, b, goal in (("medium", "easy", 70), ("hard", "medium", 60), ("hard", "easy", None)):
        share, rounds, games = match(a, b, n, times)
        goal_txt = f" (goal >= {goal}%)" if goal else ""
        rows.append(
            (
                f"{a} vs {b}, 2 players, {games} games",
                f"{100 * share:.1f}% ± {100 * ci95(share, games):.1f}{goal_txt}, mean {rounds:.1f} rounds",
            )
        )
    for level in ("easy", "medium", "hard"):
        ms = [1000 * t for t in times[level]]
        rows.append(
            (
                f"decision time {level} (ms CPU, median / p95 / max, n={len(ms)})",
                f"{statistics.median(ms):.3f} / {pct(ms, 0.95):.3f} / {max(ms):.2f}",
            )
        )
    sl = slice_times("hard", 200 if quick else 2000)
    rows.append(
        (
            f"hard: longest slice per decision (ms CPU, median / p95 / max, n={len(sl)})",
            f"{statistics.median(sl):.3f} / {pct(sl, 0.95):.3f} / {max(sl):.2f}",
        )
    )
    for players in (3, 4):
        for strong, weak in (("hard", "medium"), ("medium", "easy")):
            games = 12 if quick else 120
            wins = 0.0
            rounds = 0
            for g in range(games):  # one seat plays ``strong``, the others ``weak``; the seat rotates
                levels = [weak] * players
                levels[g % players] = strong
                final = _game(players, levels, 8000 + g // players)
                out = RULES.outcome(final)
                rounds += final.round
                if g % players in out.winners:
                    wins += 1 / len(out.winners)
            p = wins / games
            rows.append(
                (
                    f"{players} players, one {strong} vs {players - 1} {weak}, {games} games",
                    f"{strong} wins {100 * p:.1f}% ± {100 * ci95(p, games):.1f} (fair share {100 / players:.0f}%),"
                    f" mean {rounds / games:.1f} rounds",
                )
            )
    return rows


def main(argv: list[str]) -> None:
    report(lambda: run(quick="--quick" in argv))


if __name__ == "__main__":
    main(sys.argv[1:])
