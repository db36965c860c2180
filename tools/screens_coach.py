"""Screenshots of the coach in every game (during play, EN and DE) and of a review after a game.

Run: SDL_VIDEODRIVER=dummy .venv/bin/python tools/screens_coach.py
Writes PNGs to build/screenshots/coach_*.png (gitignored). The human seat follows the coach
for a few decisions so that each game shows a decision past its first move.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import shots  # noqa: E402

from game.session import Seat  # noqa: E402

# decisions the human plays (the coach's choice) before the picture, per game
WARM_UP = {"farkle": 1, "chains": 4, "buttons": 3, "exactly": 2, "starrows": 1}


def coached_app(game: str, lang: str, seed: int = 3):
    app = shots.make_app(game, [Seat("human", "Ann"), Seat("ai", "Bot", "medium")], seed=seed, lang=lang)
    app.settings.coach = ["*"]
    return app


def wait_for_advice(app, limit: int = 2000, choices: int = 1) -> list:
    """Step until the coach has advice for the human (with at least ``choices`` choices)."""
    scene = app.stack.top
    for _ in range(limit):
        shots.settle(app)
        entries = scene.coach.entries()
        if entries and len(entries) < choices:
            scene.perform(entries[0].action)
            continue
        if entries:
            shots.frames(app, 2)
            return entries
        shots.frames(app, 1)
    raise RuntimeError("the coach did not answer")


def play(app, n: int) -> None:
    scene = app.stack.top
    for _ in range(n):
        entries = wait_for_advice(app)
        scene.perform(entries[0].action)
    wait_for_advice(app, choices=2)


def main() -> None:
    for game in ("farkle", "chains", "buttons", "exactly", "starrows"):
        for lang in ("en", "de"):
            app = coached_app(game, lang)
            play(app, WARM_UP[game])
            shots.shot(app, f"coach_{game}_{lang}")


if __name__ == "__main__":
    main()
