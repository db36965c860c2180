"""Share-code lengths over whole two-player computer games: python -m bench.share_codes [--games N].

For each game, N games (default 200) between two computer players whose levels cycle through
every pairing of easy / medium / hard (seeds 0..N-1, standard options, default names; Number
Chains easy / medium only: its hard player thinks up to 2 s a move, and its games always take
the same number of decisions), then
the length of each game's share code and the time to decode (replay) it. Goal (issue 20):
median at most 300 characters, longest at most 2,000.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from bench import pct, report
from game import games, share
from game.session import Seat, Session

LEVELS = ("easy", "medium", "hard")
PAIRS = [(a, b) for a in LEVELS for b in LEVELS]


def pairs(game_id: str) -> list[tuple[str, str]]:
    return [p for p in PAIRS if "hard" not in p] if game_id == "chains" else PAIRS


def play(game_id: str, seed: int) -> Session:
    levels = pairs(game_id)[seed % len(pairs(game_id))]
    seats = [Seat("ai", "", level) for level in levels]
    session = Session(game_id, games.rules_for(game_id).default_config(2), seats, seed)
    return play_out(session, levels)


def play_out(session: Session, levels) -> Session:
    """Computer players of ``levels`` play ``session`` to its end (chance from its seed)."""
    game_id, seed = session.game_id, session.seed
    agents = [games.make_agent(game_id, i, level, seed * 31 + i) for i, level in enumerate(levels)]
    while not session.is_over:
        if session.at_chance:
            session.resolve_chance()
        else:
            session.act(agents[session.current].choose(session.state))
    return session


def rows(n: int):
    for game_id in games.GAME_IDS:
        lengths, decode_ms, decisions = [], [], []
        for seed in range(n):
            session = play(game_id, seed)
            code = share.encode(session)
            t0 = time.perf_counter()
            shared = share.decode(code)
            decode_ms.append((time.perf_counter() - t0) * 1000)
            assert shared.session.outcome().scores == session.outcome().scores
            lengths.append(len(code))
            decisions.append(sum(1 for e in session.log if e.kind == "a"))
        mean = statistics.fmean(lengths)
        err = 1.96 * statistics.stdev(lengths) / len(lengths) ** 0.5
        yield (
            f"{game_id}: code chars, {n} 2p games (median / p95 / max; mean ± 95% CI)",
            f"{statistics.median(lengths):.0f} / {pct(lengths, 0.95)} / {max(lengths)}; {mean:.0f} ± {err:.0f}",
        )
        yield (
            f"{game_id}: decisions per game (median / max); decode ms (median / max)",
            f"{statistics.median(decisions):.0f} / {max(decisions)}; "
            f"{statistics.median(decode_ms):.1f} / {max(decode_ms):.1f}",
        )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    n = parser.parse_args().games
    random.seed(0)
    report(lambda: rows(n), width=80)


if __name__ == "__main__":
    main()
