"""The coach's advice before and after a change that must not change it (a speed-up).

``record`` writes, for the positions ``bench.coach_vs_hard`` reaches in play (every player count
and option; seeded, so the same positions each run), a digest of each position and of its whole
advice: every entry's action, value (the float's exact repr), reason, parameters and figures, in
order. ``check`` computes the same again and counts the positions whose advice differs (and the
positions that differ themselves: then a computer player changed, and the check says nothing).

Run: nice python -m bench.coach_same record FILE [positions per game, default 200] [game ids...]
     nice python -m bench.coach_same check FILE [game ids...]
Before a speed-up: ``record`` on the old code; after it: ``check`` on the new one.
"""

from __future__ import annotations

import hashlib
import json
import sys

from bench.coach_vs_hard import positions
from game.coach import advise
from game.games import GAME_IDS


def _digest(value) -> str:
    return hashlib.sha256(repr(value).encode()).hexdigest()[:16]


def fingerprints(game_id: str, count: int) -> list[tuple[str, str]]:
    """(position digest, advice digest) of ``count`` positions of ``game_id``."""
    out = []
    for state, _hard, rules in positions(game_id, count):
        entries = advise(game_id, state, rules)
        advice = [
            (e.action, repr(e.value), e.unit, e.key, e.params, e.expected_points, e.farkle_chance, e.info)
            for e in entries
        ]
        out.append((_digest(state), _digest(advice)))
    return out


def main(argv: list[str]) -> None:
    mode, path = argv[0], argv[1]
    if mode == "record":
        count = int(argv[2]) if len(argv) > 2 else 200
        games = argv[3:] or list(GAME_IDS)
        data = {"count": count, "games": {g: fingerprints(g, count) for g in games}}
        with open(path, "w") as f:
            json.dump(data, f)
        print(f"recorded {sum(len(v) for v in data['games'].values())} positions of {', '.join(games)}")
        return
    with open(path) as f:
        data = json.load(f)
    for game_id, stored in data["games"].items():
        if argv[2:] and game_id not in argv[2:]:
            continue
        now = fingerprints(game_id, data["count"])
        moved = sum(a[0] != b[0] for a, b in zip(stored, now, strict=True))
        differ = sum(a[0] == b[0] and a[1] != b[1] for a, b in zip(stored, now, strict=True))
        print(f"{game_id}: {len(now)} positions, advice differs at {differ}, positions differ at {moved}")


if __name__ == "__main__":
    main(sys.argv[1:])
