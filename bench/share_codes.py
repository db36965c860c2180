"""Share-code lengths over whole two-player computer games: python -m bench.share_codes [--games N].

For each game, N games (default 200) between two computer players whose levels cycle through
every pairing of easy / medium / hard (seeds 0..N-1, standard options, default names; Number
Chains easy / medium only: its hard player thinks up to 2 s a move, and its games always take
the same number of decisions), then
the length of each game's share code and the time to decode (replay) it. Goal (issue 20):
median at most 300 characters, longest at most 2,000. Then the crafted codes of issue 26: an
Exactly! game made endless (always the first legal move that hands out no euro) with as many
decisions as a code may hold (``share.MAX_DECISIONS``), plain and as a challenge, and one of
100,000 decisions: CPU seconds to decode or refuse each (goal: under a second natively). The same
for a Farkle game that never banks.
"""

from __future__ import annotations

import argparse
import base64
import random
import statistics
import time
import zlib

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


def endless_decisions(n: int, seed: int = 1, game_id: str = "exactly") -> tuple[list[int], list[int]]:
    """(indices, radices) of ``n`` decisions of a 2-player game that never ends: each the first legal
    move that hands out no euro (Exactly!) and banks nothing (Farkle: every turn ends in a farkle)."""
    session = Session(game_id, {"players": 2}, [Seat("ai", "", "easy")] * 2, seed)
    indices, radices = [], []
    while len(indices) < n:
        share.settle(session)
        legal = share.ordered(session.legal_actions())
        calm = [
            i
            for i, a in enumerate(legal)
            if a[0] != "bank" and all(e["type"] != "euro" for e in session.rules.apply(session.state, a)[1])
        ]
        indices.append(calm[0] if calm else 0)
        radices.append(len(legal))
        session.act(legal[indices[-1]])
    return indices, radices


def endless_code(n: int, challenge: bool = False, seed: int = 1, count: int | None = None,
                 game_id: str = "exactly") -> str:  # fmt: skip
    """A code with a correct checksum for that game (``challenge``: with itself as its original);
    ``count``: the number of decisions it claims to hold (default ``n``)."""
    packed = share.pack(*endless_decisions(n, seed, game_id))
    decisions = share._varint(n if count is None else count) + share._varint(len(packed)) + packed
    game = game_id.encode()
    head = bytes([share.SEAT_DICE if challenge else share.TURN_DICE, int(challenge), len(game)]) + game
    rules = games.rules_for(game_id)
    payload = head + bytes([rules.schema_version, 2, seed * 2]) + bytes([3 << 2 | 0, 0]) * 2
    payload += bytes([2]) + b"{}" + decisions * (2 if challenge else 1)
    body = share._varint(len(payload)) + payload + zlib.crc32(payload).to_bytes(4, "little")
    return share.PREFIX + base64.urlsafe_b64encode(body).decode("ascii").rstrip("=")


def crafted_rows():
    cap = share.MAX_DECISIONS
    for game_id, n, challenge in (
        ("exactly", cap, False), ("exactly", cap, True), ("farkle", cap, False), ("farkle", cap, True),
        ("exactly", 100_000, True),
    ):  # fmt: skip
        code = endless_code(n, challenge, game_id=game_id)
        t0 = time.process_time()
        try:
            share.decode(code)
            what = "decoded"
        except share.ShareError as exc:
            what = f"refused ({exc.key})"
        kind = "challenge" if challenge else "plain"
        yield (
            f"endless {game_id} code, {n:,} decisions, {kind} ({len(code):,} chars)",
            (f"{what} in {time.process_time() - t0:.3f} s CPU"),
        )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    n = parser.parse_args().games
    random.seed(0)
    report(lambda: [*rows(n), *crafted_rows()], width=80)


if __name__ == "__main__":
    main()
