"""The README's pictures: docs/screenshot.png (a Farkle game in progress, full size), one small
picture per game (docs/shots/<game>.png, 384x216) for the README's table of games, and the same
moment on a phone held upright (docs/shots/<game>-upright.png: a 390x844 CSS px page, shown at
half that size).

    .venv/bin/python tools/readme_shots.py

Each game is a real one, started as the command line would start it: Ana (a human seat, whose
decisions a hard computer player makes here) against computers, seeded, at normal speed; the
picture is taken when it is Ana's turn again after a few of her decisions, so the screen shows
what a player sees when asked to move. A throw-away store: never the player's data.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game import games  # noqa: E402
from game.session import Seat  # noqa: E402
from tests.uidriver import game_app  # noqa: E402

DOCS = Path(__file__).resolve().parent.parent / "docs"
SMALL = (384, 216)
PHONE = (390, 844)  # CSS px: the upright pictures' page
PHONE_SMALL = (195, 422)
# game id -> (seats after Ana, seed, Ana's decisions before the picture)
TABLES = {
    "farkle": (["hard", "medium"], 5, 7),
    "chains": (["hard"], 4, 9),
    "buttons": (["hard", "medium"], 3, 5),
    "exactly": (["hard", "medium", "easy"], 3, 6),
    "starrows": (["hard"], 3, 8),
}


def in_progress(game_id: str, viewport=None) -> pygame.Surface:
    others, seed, decisions = TABLES[game_id]
    seats = [Seat("human", "Ana")] + [Seat("ai", "", level) for level in others]
    app = game_app(game_id, seats, seed, "normal", viewport=viewport)
    scene = app.stack.top
    helper = games.make_agent(game_id, 0, "hard", seed)
    made = 0
    for _ in range(60 * 600):
        app.step(1 / 60, [])
        if app.stack.top is not scene:
            raise SystemExit(f"{game_id}: the game ended before the picture; use fewer decisions")
        if scene.human_to_move() and not scene.busy:
            if made == decisions:
                for _ in range(30):  # let hover and pulses settle
                    app.step(1 / 60, [])
                return app.screen.copy()
            scene.perform(helper.choose(scene.session.state))
            made += 1
    raise SystemExit(f"{game_id}: no picture")


def main() -> None:
    (DOCS / "shots").mkdir(exist_ok=True)
    for game_id in games.GAME_IDS:
        picture = in_progress(game_id)
        if game_id == "farkle":
            pygame.image.save(picture, str(DOCS / "screenshot.png"))
        pygame.image.save(
            pygame.transform.smoothscale(picture, SMALL), str(DOCS / "shots" / f"{game_id}.png")
        )
        upright = in_progress(game_id, PHONE)
        pygame.image.save(
            pygame.transform.smoothscale(upright, PHONE_SMALL), str(DOCS / "shots" / f"{game_id}-upright.png")
        )
        print(game_id, "done")


if __name__ == "__main__":
    main()
