"""Farkle figures: hard player's turn mean vs the exact optimum, decision times,
win rates between levels (hard vs medium: 20,000 two-player games per preset
limit, seats alternated, and one hard among two or three mediums), playout speed.

Run: nice python -m bench.farkle [--quick] [--win | --keep-cost]  (--win: only the hard vs medium
win rates; --keep-cost: what the hard player's cheap keep rule costs against exact turn values).
One limit: nice python -m bench.farkle --limit 10000 [--games 20000] [--seed 103]: hard vs medium,
two players, seats alternated, and hard's CPU time per real choice (more than one legal action)."""

from __future__ import annotations

import importlib.util
import random
import statistics
import sys
import time
from pathlib import Path

from bench import ci95, pct, play_game
from game.ai import farkle_policy as P
from game.ai import farkle_win
from game.ai.farkle import make_agent
from game.rules.farkle import CHANCE, LIMITS, RULES


def _turn_mean(turns: int, seed: int) -> tuple[float, float]:
    """Mean banked points per turn of the hard player (bankruptcy off), and its std error."""
    rng = random.Random(seed)
    agent = make_agent(RULES, 0, "hard", seed)
    start = RULES.initial_state({"players": 1, "limit": 100000, "bankruptcy": False})
    results = []
    for _ in range(turns):
        state = start
        while not state.history[0]:
            if RULES.current_player(state) == CHANCE:
                state, _ = RULES.apply_chance(state, RULES.sample_chance(state, rng))
            else:
                state, _ = RULES.apply(state, agent.choose(state))
        results.append(state.history[0][0])
    return statistics.fmean(results), statistics.stdev(results) / len(results) ** 0.5


def _game(levels, rng, times=None, limit=5000):
    state = RULES.initial_state({"players": len(levels), "limit": limit, "bankruptcy": True})
    agents = [make_agent(RULES, i, lv, rng.randrange(1 << 30)) for i, lv in enumerate(levels)]
    return RULES.outcome(play_game(RULES, state, agents, rng, times, levels))


def hard_share(games: int, players: int, limit: int, seed: int, bankruptcy: bool = True, times=None):
    """One hard player among medium ones, its seat rotating game by game: (win share, 95% half-width).

    A shared win counts as 1/k of a win for each of the k winners."""
    rng = random.Random(seed)
    wins = 0.0
    for g in range(games):
        hard = g % players
        levels = ["medium"] * players
        levels[hard] = "hard"
        state = RULES.initial_state({"players": players, "limit": limit, "bankruptcy": bankruptcy})
        agents = [make_agent(RULES, i, lv, rng.randrange(1 << 30)) for i, lv in enumerate(levels)]
        outcome = RULES.outcome(play_game(RULES, state, agents, rng, times, levels))
        if hard in outcome.winners:
            wins += 1 / len(outcome.winners)
    share = wins / games
    return share, ci95(share, games)


def win_rows(quick: bool = False, times=None) -> list[tuple[str, str]]:
    """Hard vs medium: two players per preset limit (both bankruptcy settings at 5,000), 3 and 4 players."""
    games = 400 if quick else 20000
    cases = [(2, limit, True) for limit in LIMITS] + [(2, 5000, False), (3, 5000, True), (4, 5000, True)]
    rows = []
    for k, (players, limit, bankruptcy) in enumerate(cases):
        share, err = hard_share(games, players, limit, 100 + k, bankruptcy, times)
        what = (
            f"hard vs medium, {players} players to {limit}"
            if players == 2
            else (f"one hard among {players - 1} medium, {players} players to {limit}")
        )
        if not bankruptcy:
            what += ", bankruptcy off"
        rows.append((f"{what} ({games} games, seats rotated)", f"{100 * share:.2f}% ± {100 * err:.2f}"))
    return rows


def hard_vs_medium(game: int, limit: int, rng: random.Random) -> tuple[int, object, list]:
    """Game ``game`` of a two-player hard-vs-medium series to ``limit``, seats alternated:
    (hard's seat, the first state, the two agents)."""
    hard = game % 2
    levels = ["medium", "medium"]
    levels[hard] = "hard"
    state = RULES.initial_state({"players": 2, "limit": limit, "bankruptcy": True})
    agents = [make_agent(RULES, i, lv, rng.randrange(1 << 30)) for i, lv in enumerate(levels)]
    return hard, state, agents


def one_limit(limit: int, games: int, seed: int) -> list[tuple[str, str]]:
    """Hard vs medium to ``limit`` (two players, seats alternated) and hard's decision CPU times."""
    times: dict[str, list[float]] = {}
    rng = random.Random(seed)
    wins = 0.0
    for g in range(games):
        hard, state, agents = hard_vs_medium(g, limit, rng)

        def choose(state, agents=agents, hard=hard):
            if state.seat != hard or len(RULES.legal_actions(state)) < 2:
                return agents[state.seat].choose(state)
            t0 = time.process_time()
            action = agents[hard].choose(state)
            times.setdefault("hard", []).append(time.process_time() - t0)
            return action

        outcome = RULES.outcome(RULES.play_out(state, rng, choose))
        if hard in outcome.winners:
            wins += 1 / len(outcome.winners)
    share = wins / games
    ts = times["hard"]
    return [
        (
            f"hard vs medium, 2 players to {limit} ({games} games, seats alternated, seed {seed})",
            f"{100 * share:.2f}% ± {100 * ci95(share, games):.2f}",
        ),
        (
            f"hard decision CPU ms median / p95 / max, real choices ({len(ts)} decisions, to {limit})",
            f"{1e3 * pct(ts, 0.5):.3f} / {1e3 * pct(ts, 0.95):.3f} / {1e3 * max(ts):.3f}",
        ),
    ]


def keep_cost(games: int, limit: int, seed: int = 9) -> tuple[float, float, int]:
    """What the hard player's cheap keep rule costs: over two-player games against medium, at each
    of hard's decisions outside the final round, the exact win chance of the best decision
    (farkle_win.win_chances) minus that of hard's choice. Returns the mean summed loss per game
    (about the win rate it costs), its standard error, and the number of decisions checked."""
    rng = random.Random(seed)
    per_game, checked = [], 0
    for g in range(games):
        hard, state, agents = hard_vs_medium(g, limit, rng)
        found: list[float] = []

        def choose(state, agents=agents, hard=hard, found=found):
            action = agents[state.seat].choose(state)
            if state.seat == hard and not state.final_round and len(RULES.legal_actions(state)) > 1:
                chances = farkle_win.win_chances(state)
                found.append(chances[0][1] - dict(chances)[action])
            return action

        RULES.play_out(state, rng, choose)
        per_game.append(sum(found))
        checked += len(found)
    return statistics.fmean(per_game), statistics.stdev(per_game) / games**0.5, checked


def _random_game(rng, players=2):
    state = RULES.initial_state({"players": players, "limit": 5000, "bankruptcy": True})
    while not RULES.is_over(state):
        if RULES.current_player(state) == CHANCE:
            state, _ = RULES.apply_chance(state, RULES.sample_chance(state, rng))
        else:
            state, _ = RULES.apply(state, rng.choice(RULES.legal_actions(state)))
    return state


def _tool():
    path = Path(__file__).resolve().parents[1] / "tools" / "make_farkle_policy.py"
    spec = importlib.util.spec_from_file_location("make_farkle_policy", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def run(quick: bool = False) -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = []
    if not quick:
        tool = _tool()
        for level in ("hard", "medium", "easy"):
            value = tool.evaluate_agent(make_agent(RULES, 0, level, 0))
            rows.append((f"{level}: exact expected points per turn (policy evaluation)", f"{value:.3f}"))
    turns = 2000 if quick else 150000
    t0 = time.perf_counter()
    mean, err = _turn_mean(turns, 1)
    turn_rate = turns / (time.perf_counter() - t0)
    rows.append(("exact optimum V(0,6)", f"{P.V0:.2f}"))
    rows.append((f"hard mean per turn ({turns} turns, bankruptcy off)", f"{mean:.2f} ± {err:.2f}"))
    rows.append(("hard vs optimum", f"{100 * (mean / P.V0 - 1):+.2f}%"))
    rows.append(("hard single-turn playouts per second (rules + agent)", f"{turn_rate:.0f}"))

    rng = random.Random(2)
    games = 60 if quick else 3000
    times: dict[str, list[float]] = {}
    rows += win_rows(quick, times)
    for a, b in (("hard", "easy"), ("medium", "easy")):
        wins = {a: 0.0, b: 0.0}
        t0 = time.perf_counter()
        for g in range(games):
            levels = (a, b) if g % 2 == 0 else (b, a)
            outcome = _game(levels, rng, times)
            for seat in outcome.winners:
                wins[levels[seat]] += 1 / len(outcome.winners)
        elapsed = time.perf_counter() - t0
        share = wins[a] / games
        rows.append(
            (
                f"{a} vs {b} ({games} games, seats alternated)",
                f"{100 * share:.1f}% ± {100 * ci95(share, games):.1f}",
            )
        )
        rows.append((f"{a} vs {b} AI games per second", f"{games / elapsed:.0f}"))
    for level in ("easy", "medium", "hard"):
        ts = sorted(times[level])
        rows.append(
            (
                f"{level} decision time median / p95 ({len(ts)} decisions)",
                f"{1e3 * ts[len(ts) // 2]:.3f} ms / {1e3 * ts[int(len(ts) * 0.95)]:.3f} ms",
            )
        )

    n = 100 if quick else 1000
    t0 = time.perf_counter()
    for _ in range(n):
        _random_game(rng)
    rows.append(("random-player 2-seat games per second", f"{n / (time.perf_counter() - t0):.0f}"))
    return rows


def main(argv: list[str]) -> int:
    def arg(name: str, default: int) -> int:
        return int(argv[argv.index(name) + 1]) if name in argv else default

    if "--limit" in argv:
        rows = one_limit(arg("--limit", 10000), arg("--games", 20000), arg("--seed", 1))
    elif "--win" in argv:
        rows = win_rows(quick="--quick" in argv)
    elif "--keep-cost" in argv:
        games = 40 if "--quick" in argv else 100
        rows = []
        for limit in farkle_win.limits():
            mean, err, n = keep_cost(games, limit)
            rows.append(
                (
                    f"hard's keep rule vs the exact best decision, to {limit} ({games} games, {n} decisions)",
                    f"{100 * mean:.2f} ± {100 * err:.2f} win-% per game",
                )
            )
    else:
        rows = run(quick="--quick" in argv)
    width = max(len(name) for name, _ in rows)
    for name, value in rows:
        print(f"{name:<{width}}  {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
