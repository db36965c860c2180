"""Exactly! figures: random games per second, decision times per level, win rates
between levels (2 and 4 players, seats rotated), rounds and turns per game, and
game lengths of whole tables of computers. Every game is played by the seed's rule
(the default: no round limit); ``bench/exactly_tables.py`` measures every table the
issue asks for, with a blocker.
Run: python -m bench.exactly [--quick] [speed] [times] [2p] [4p] [length] (no part: all
of them; each part alone stays under 10 minutes on this machine).

Win rates: in a two-player match the tested level sits in seat 0 in even games
and seat 1 in odd ones; with four players it takes each seat in turn against
three copies of the other level (a fair share is 25%). Dice come from a
Random seeded per game, so a row is reproducible. Error bars are
± 1.96·sqrt(p(1-p)/n).
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from bench import ci95, pct, play_game, report
from game.ai.exactly import HARD_NODES, Pos, make_agent
from game.rules.base import CHANCE
from game.rules.exactly import COINS, FACES, RULES


def _random_games(seconds: float, players: int = 2) -> tuple[float, float, float]:
    """Random legal play through the rules API: (games/s wall, games/s of CPU time, mean turns).

    CPU time is given too because the machine is shared: it is closer to what the
    code does natively on an idle machine than the wall clock under load.
    """
    rng = random.Random(1)

    def choose(state):
        legal = RULES.legal_actions(state)
        return legal[int(rng.random() * len(legal))]

    games = turns = 0
    t0 = time.perf_counter()
    c0 = time.process_time()
    while time.perf_counter() - t0 < seconds:
        state = RULES.play_out(RULES.initial_state(RULES.default_config(players), games), rng, choose)
        games += 1
        turns += state.turns
    return games / (time.perf_counter() - t0), games / (time.process_time() - c0), turns / games


def _random_games_kernel(seconds: float, players: int = 2, target: int = 3) -> float:
    """Random legal play on the search position (what a playout-based player would use), games/s."""
    rng = random.Random(1)
    start = Pos(RULES.initial_state(RULES.default_config(players)))
    start.seat = 0
    games = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        euros = [0] * players
        seat = 0
        while max(euros) < target:
            pos = Pos.__new__(Pos)
            pos.n, pos.c, pos.t, pos.seat = players, [list(p) for p in start.c], list(start.t), seat
            while True:
                face = FACES[int(rng.random() * 6)]
                if face == 0:
                    seat = (seat + 1) % players
                    continue
                k = int(rng.random() * 4) if face == "?" else COINS.index(face)
                moves = pos.moves(k)
                if not moves:
                    seat = (seat + 1) % players
                    continue
                k, s, d = moves[int(rng.random() * len(moves))]
                pos.do(k, s, d)
                winner = pos.exact_after(k, s, d, seat)
                if winner >= 0:
                    euros[winner] += 1
                    seat = (winner + 1) % players
                    break
                seat = (seat + 1) % players
        games += 1
    return games / (time.perf_counter() - t0)


def _game(levels, seed, times=None, budget=HARD_NODES):
    agents = [
        make_agent(RULES, s, lv, seed * 10 + s, **({"node_budget": budget} if lv == "hard" else {}))
        for s, lv in enumerate(levels)
    ]
    state = RULES.initial_state(RULES.default_config(len(levels)), seed)
    return play_game(RULES, state, agents, random.Random(seed), times, levels)


def _decision_times(levels_list, seeds) -> dict[str, list[float]]:
    """Seconds per decision by "level Np", forced ones (one legal action: the roll) left out."""
    out: dict[str, list[float]] = {}
    for levels, seed in zip(levels_list, seeds):
        agents = [make_agent(RULES, s, lv, seed * 10 + s) for s, lv in enumerate(levels)]
        rng = random.Random(seed)
        state = RULES.initial_state(RULES.default_config(len(levels)), seed)
        while not RULES.is_over(state):
            seat = RULES.current_player(state)
            if seat == CHANCE:
                state, _ = RULES.apply_chance(state, RULES.sample_chance(state, rng))
                continue
            timed = len(RULES.legal_actions(state)) > 1
            t0 = time.perf_counter()
            action = agents[seat].choose(state)
            if timed:
                out.setdefault(f"{levels[seat]} {len(levels)}p", []).append(time.perf_counter() - t0)
            state, _ = RULES.apply(state, action)
    return out


def _match(a: str, b: str, players: int, games: int, seed0: int) -> tuple[float, float, float, float]:
    """(win share of level a, its error bar, mean rounds, mean turns) with a rotating seat."""
    wins = rounds = turns = 0
    for g in range(games):
        seat_a = g % players
        levels = [b] * players
        levels[seat_a] = a
        final = _game(levels, seed0 + g)
        wins += RULES.outcome(final).places[seat_a] == 1 and final.euros[seat_a] == final.target
        rounds += final.round
        turns += final.turns
    p = wins / games
    return p, ci95(p, games), rounds / games, turns / games


def _table_lengths(levels, seeds) -> tuple[list[int], int, int]:
    """Turns of whole games of ``levels`` (one agent per seat), one game per seed:
    (turns per game, rounds in all, rounds decided by a round limit: none by default)."""
    turns, rounds, by_limit = [], 0, 0
    for seed in seeds:
        agents = [make_agent(RULES, s, lv, seed * 10 + s) for s, lv in enumerate(levels)]
        limited = []

        def choose(state, agents=agents):
            return agents[RULES.current_player(state)].choose(state)

        def on_step(before, after, events, limited=limited):
            limited.extend(e for e in events if e["type"] == "euro" and e["why"] == "closest")

        state = RULES.initial_state(RULES.default_config(len(levels)), seed)
        final = RULES.play_out(state, random.Random(seed), choose, on_step)
        turns.append(final.turns)
        rounds += final.round
        by_limit += len(limited)
    return turns, rounds, by_limit


TABLES = (
    ("hard",) * 4,
    ("hard",) * 6,
    ("medium",) * 4,
    ("medium",) * 6,
    ("easy",) * 4,
    ("easy",) * 6,
    ("hard", "medium", "easy", "medium"),
    ("hard", "easy", "medium", "hard", "easy", "medium"),
)


def _length_rows(quick: bool) -> list[tuple[str, str]]:
    rows = []
    games = 10 if quick else 50
    for levels in TABLES:
        turns, rounds, by_limit = _table_lengths(levels, range(1, games + 1))
        err = 1.96 * statistics.stdev(turns) / len(turns) ** 0.5
        names = ", ".join(f"{levels.count(lv)} {lv}" for lv in ("hard", "medium", "easy") if lv in levels)
        rows.append(
            (
                f"game turns, {names}, {games} games",
                f"{statistics.mean(turns):.0f} ± {err:.0f} (max {max(turns)}; {rounds / games:.1f} rounds)",
            )
        )
    return rows


PARTS = ("speed", "times", "2p", "4p", "length")


def run(quick: bool = False, parts=PARTS) -> list[tuple[str, str]]:
    """The figures of the chosen ``parts`` (a full run of everything takes over 10 minutes)."""
    rows: list[tuple[str, str]] = []
    if "speed" in parts:
        rows += _speed_rows(quick)
    if "times" in parts:
        rows += _time_rows(quick)
    for players in (2, 4):
        if f"{players}p" in parts:
            rows += _match_rows(quick, players)
    if "length" in parts:
        rows += _length_rows(quick)
    return rows


def _speed_rows(quick: bool) -> list[tuple[str, str]]:
    rows = []
    secs = 0.5 if quick else 3.0
    for players in (2, 4, 6):
        rate, cpu_rate, turns = _random_games(secs, players)
        rows.append(
            (
                f"random games/s, rules API, {players}p (mean turns {turns:.0f})",
                f"{rate:.0f} wall, {cpu_rate:.0f} per CPU second",
            )
        )
    rows.append(("random games/s, search position, 2p", f"{_random_games_kernel(secs):.0f}"))
    return rows


def _time_rows(quick: bool) -> list[tuple[str, str]]:
    rows = []
    n_time = 2 if quick else 8
    setups = [
        ("easy", "medium", "hard")[i % 3 :] + ("easy", "medium", "hard")[: i % 3] for i in range(n_time)
    ]
    tables = [s[:2] for s in setups] + [s + ("medium",) for s in setups] + [s + s for s in setups]
    times = _decision_times(tables, range(n_time * 3))
    for label in sorted(times):
        ms = [1000 * t for t in times[label]]
        rows.append(
            (
                f"decision ms {label} (median / p95 / max, n={len(ms)})",
                f"{pct(ms, 0.5):.2f} / {pct(ms, 0.95):.2f} / {max(ms):.2f}",
            )
        )
    return rows


def _match_rows(quick: bool, players_wanted: int) -> list[tuple[str, str]]:
    rows = []
    plan = [
        ("hard", "medium", 2, 40 if quick else 600, "goal >= 60%"),
        ("medium", "easy", 2, 40 if quick else 400, "goal >= 70%"),
        ("hard", "easy", 2, 20 if quick else 200, ""),
        ("hard", "medium", 4, 20 if quick else 400, "fair share 25%, goal >= 35%"),
        ("medium", "easy", 4, 20 if quick else 200, "fair share 25%"),
    ]
    for i, (a, b, players, games, note) in enumerate(plan):
        if players != players_wanted:
            continue
        p, err, rounds, turns = _match(a, b, players, games, 10_000 * (i + 1))
        rows.append(
            (
                f"{a} vs {b}, {players}p, {games} games",
                f"{100 * p:.1f}% ± {100 * err:.1f}  (rounds {rounds:.2f}, turns {turns:.0f}) {note}",
            )
        )
    return rows


def main(argv: list[str]) -> None:
    """``--quick`` for a smoke run; name parts (speed, times, 2p, 4p, length) to run only those."""
    parts = [a for a in argv if a in PARTS] or PARTS
    report(lambda: run(quick="--quick" in argv, parts=parts))


if __name__ == "__main__":
    main(sys.argv[1:])
