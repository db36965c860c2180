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


def review(game: str, lang: str, seed: int = 5) -> None:
    """A whole game where Ann plays like the easy computer, then her review (the worst decision)."""
    from game.games import make_agent
    from game.scenes.review import ReviewScene

    app = shots.make_app(
        game, [Seat("human", "Ann"), Seat("ai", "Bot", "medium")], seed=seed, lang=lang, speed="instant"
    )
    scene = app.stack.top
    easy = make_agent(game, 0, "easy", seed)
    for _ in range(5000):
        if app.stack.top is not scene:
            break
        shots.settle(app)
        if scene.human_to_move():
            scene.perform(easy.choose(scene.session.state))
    shots.frames(app, 30)
    results = app.stack.top
    review = next(w for w in results.form.widgets if w.label() in ("Review", "Rückblick"))
    review.activate()
    shots.frames(app, 20)
    top = app.stack.top
    assert isinstance(top, ReviewScene)
    shots.frames(app, 2)
    shots.shot(app, f"review_{game}_{lang}_working")
    shots.until(app, lambda: top.ready(), limit=20000)
    shots.frames(app, 3)
    shots.shot(app, f"review_{game}_{lang}")
    if top.items():  # the item's "Watch in the replay": the replay paused just before that decision
        watch = next(
            w for w in top.form.widgets if w.label() in ("Watch in the replay", "In der Wiederholung ansehen")
        )
        watch.activate()
        shots.frames(app, 60)
        shots.shot(app, f"review_{game}_{lang}_replay")


def main() -> None:
    games = sys.argv[1:] or ["farkle", "chains", "buttons", "exactly", "starrows"]
    for game in games:
        for lang in ("en", "de"):
            app = coached_app(game, lang)
            play(app, WARM_UP[game])
            shots.shot(app, f"coach_{game}_{lang}")
            review(game, lang)


if __name__ == "__main__":
    main()
