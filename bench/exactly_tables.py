"""Exactly! without the round limit (the seed's rule, the default): does every table finish, and
how long does a game take? Also the win rates the hard level must keep.

Tables: 3, 4 and 6 seats of all easy, all medium, all hard, one medium among hards, one easy
among hards, one hard among easies, and one "blocker" among hards (a stand-in for a human who
always blocks: it takes its own exact euro, never hands one over, and otherwise makes the move
that leaves the best rival the smallest chance to finish on its next roll); and one "builder"
among mediums and among hards (issue 39: the obvious human play, blocks and builds: like the
blocker, but among the moves that block best it takes the one that brings its own pile closest to
finishing, so it builds its own euro whenever nobody threatens). The odd seat moves
round the table from game to game (seat ``g % n`` in game ``g``). Matches: hard vs medium with
two players (seats alternated), one hard among three mediums, one medium among three hards.

Game ``g`` of a row uses dice ``Random(seed0 + g)`` and agent seeds ``10 * (seed0 + g) + seat``,
so a row is reproducible. A game still running after ``--cap`` turns (default 1,000) is stopped
and counted as unfinished. Error bars: ± 1.96·sd/√n for mean turns, ± 1.96·sqrt(p(1-p)/n) for
win shares (the odd seat's).

Run: nice -n 10 python -m bench.exactly_tables [--games N] [--cap T] [--seats 3,4,6]
     [--tables all-hard,...] [--matches] [--only-matches] [--match-games N] [--match-seats 2,4]
     [--rounds]
(``--rounds``: also who won the rounds, counted from the odd seat: "+1" is the seat after it, the
one whose threats only the odd seat can stop when every other seat blocks its own next seat.)
(the issue's measurement: the three seat counts in three processes, e.g. ``--seats 3 --matches
--match-seats 2``, ``--seats 4 --matches --match-seats 4`` and ``--seats 6``).
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from bench import ci95
from game.ai.exactly import MEDIUM_SETUP, SETUP, ExactlyAgent, Pos, _internal, make_agent
from game.rules.base import CHANCE
from game.rules.exactly import RULES

CAP = 1000  # a game needing more turns than this fails the goal


class Blocker(ExactlyAgent):
    """Always blocks when it can: its own exact euro first, never a euro handed over, otherwise
    the move that leaves the most dangerous rival the least chance to finish (ties at random)."""

    BUILDS = 0.0  # weight of its own finishing chance, below any difference in the rival's

    def __init__(self, rules, seat: int, seed: int = 0):
        super().__init__(rules, seat, "medium", seed)

    def _medium_score(self, pos: Pos, move: tuple) -> float:
        k, s, d = _internal(move, pos.n)
        pos.do(k, s, d)
        try:
            winner = pos.exact_after(k, s, d, self.seat)
            if winner >= 0:
                return 100.0 if winner == self.seat else -100.0
            threat = max(pos.hazard(o) for o in range(pos.n) if o != self.seat)
            mine = pos.hazard(self.seat) or MEDIUM_SETUP * SETUP[pos.t[self.seat]]
            return self.BUILDS * mine - threat
        finally:
            pos.undo(k, s, d)


class BlocksAndBuilds(Blocker):
    """The obvious human play (issue 39): the blocker, but among the moves that block best it
    takes the one that brings its own pile closest to finishing (its own chance, or a quarter of
    the share of faces that bring it one move from a finishing total), so it builds its own euro
    whenever nobody threatens."""

    BUILDS = 0.1  # own chances are at most 5/6, rivals' differ by 1/6 at least: blocking first


PLAYERS = {"blocker": Blocker, "builder": BlocksAndBuilds}  # bench players beside the levels


def agent(level: str, seat: int, seed: int, levels: list[str] | None = None):
    """A seat's player, told the table as the game tells its computers (bench players are people)."""
    player = PLAYERS[level](RULES, seat, seed) if level in PLAYERS else make_agent(RULES, seat, level, seed)
    if levels is not None:
        player.table = tuple("human" if lv in PLAYERS else lv for lv in levels)
    return player


def play(levels: list[str], seed: int, cap: int = CAP, limit: int = 0, rounds: list | None = None):
    """One game of ``levels`` (no round limit unless ``limit``): (final state, finished); each
    round's winner is appended to ``rounds`` if given."""
    agents = [agent(lv, s, 10 * seed + s, levels) for s, lv in enumerate(levels)]
    rng = random.Random(seed)
    config = dict(RULES.default_config(len(levels)))
    if len(levels) >= 3:
        config["round_limit"] = limit
    state = RULES.initial_state(config, seed)
    while not RULES.is_over(state) and state.turns < cap:
        seat = RULES.current_player(state)
        if seat == CHANCE:
            state, _ = RULES.apply_chance(state, RULES.sample_chance(state, rng))
        else:
            before = state.euros
            state, _ = RULES.apply(state, agents[seat].choose(state))
            if rounds is not None and state.euros != before:
                rounds.extend(s for s in range(len(levels)) if state.euros[s] > before[s])
    return state, RULES.is_over(state)


MIXES = {
    "all easy": ("easy", "easy"),
    "all medium": ("medium", "medium"),
    "all hard": ("hard", "hard"),
    "medium among hards": ("medium", "hard"),
    "easy among hards": ("easy", "hard"),
    "hard among easies": ("hard", "easy"),
    "blocker among hards": ("blocker", "hard"),
    "builder among mediums": ("builder", "medium"),
    "builder among hards": ("builder", "hard"),
}


def table(odd: str, rest: str, seats: int, games: int, seed0: int, cap: int = CAP) -> dict:
    """Turns per game, the odd seat's wins over ``games`` games, and the rounds won by each seat
    counted from the odd one (``after[j]``: by the seat ``j`` places after it; ``after[0]``: by it)."""
    turns, wins, unfinished, after = [], 0, 0, [0] * seats
    for g in range(games):
        levels = [rest] * seats
        levels[g % seats] = odd
        rounds: list[int] = []
        final, done = play(levels, seed0 + g, cap, rounds=rounds)
        turns.append(final.turns)
        unfinished += not done
        wins += done and final.euros[g % seats] == final.target
        for s in rounds:
            after[(s - g % seats) % seats] += 1
    return {"turns": turns, "wins": wins, "unfinished": unfinished, "games": games, "after": after}


def mean_err(xs: list[int]) -> tuple[float, float]:
    err = 1.96 * statistics.stdev(xs) / len(xs) ** 0.5 if len(xs) > 1 else 0.0
    return statistics.mean(xs), err


def table_row(name: str, seats: int, r: dict) -> str:
    m, e = mean_err(r["turns"])
    odd = ""
    if " among " in name:
        p = r["wins"] / r["games"]
        odd = f"{100 * p:.1f}% ± {100 * ci95(p, r['games']):.1f} (fair {100 / seats:.0f}%)"
    return (
        f"| {seats} | {name} | {r['games']} | {m:.0f} ± {e:.0f} | {max(r['turns'])} | {r['unfinished']} "
        f"| {odd} |"
    )


def match(a: str, b: str, seats: int, games: int, seed0: int, cap: int = CAP) -> tuple[float, float, int]:
    """Win share of level ``a`` against ``seats - 1`` of ``b`` (a's seat rotates): (p, error, unfinished)."""
    r = table(a, b, seats, games, seed0, cap)
    p = r["wins"] / games
    return p, ci95(p, games), r["unfinished"]


def rounds_row(name: str, seats: int, r: dict) -> str:
    """Who won the rounds of a table, counted from the odd seat (``--rounds``)."""
    total = sum(r["after"])
    shares = ", ".join(
        f"{'it' if j == 0 else f'+{j}'} {100 * x / total:.1f}% ± {100 * ci95(x / total, total):.1f}"
        for j, x in enumerate(r["after"])
    )
    return f"{seats} seats, {name}, rounds won ({total} rounds): {shares}"


def main(argv: list[str]) -> None:
    def opt(name: str, default: str) -> str:
        return argv[argv.index(name) + 1] if name in argv else default

    games = int(opt("--games", "100"))
    cap = int(opt("--cap", str(CAP)))
    seat_counts = [int(x) for x in opt("--seats", "3,4,6").split(",")]
    names = opt("--tables", ",".join(MIXES)).replace("-", " ").split(",")
    t0 = time.perf_counter()
    if "--only-matches" not in argv:
        print("| seats | table | games | turns a game (95%) | max | unfinished | odd seat wins |")
        print("|---|---|---|---|---|---|---|")
        for seats in seat_counts:
            for name in names:
                odd, rest = MIXES[name]
                seed0 = 1_000_000 * seats + 10_000 * list(MIXES).index(name)  # the same with --tables
                r = table(odd, rest, seats, games, seed0, cap)
                print(table_row(name, seats, r), flush=True)
                if "--rounds" in argv:
                    print(rounds_row(name, seats, r), flush=True)
    if "--matches" in argv or "--only-matches" in argv:
        match_seats = [int(x) for x in opt("--match-seats", "2,4").split(",")]
        for a, b, seats, note in (
            ("hard", "medium", 2, "goal >= 70%"),
            ("hard", "medium", 4, "goal >= 35%, fair 25%"),
            ("medium", "hard", 4, "goal < 25% (fair share)"),
        ):
            if seats not in match_seats:
                continue
            n = int(opt("--match-games", str(2 * games)))
            seed0 = 50_000_000 + 1_000_000 * seats + 100_000 * (a == "medium")
            if "--rounds" in argv:
                r = table(a, b, seats, n, seed0, cap)
                print(rounds_row(f"{a} among {b}s", seats, r), flush=True)
                p, err, unfinished = r["wins"] / n, ci95(r["wins"] / n, n), r["unfinished"]
            else:
                p, err, unfinished = match(a, b, seats, n, seed0, cap)
            print(
                f"{a} vs {seats - 1} {b}, {n} games: {100 * p:.1f}% ± {100 * err:.1f} ({note});"
                f" unfinished {unfinished}",
                flush=True,
            )
    print(f"bench time {time.perf_counter() - t0:.0f} s")


if __name__ == "__main__":
    main(sys.argv[1:])
