"""What every screenshot driver (tools/screens_<game>.py) needs: a headless app, scripted dice, input
events, frame stepping and saving a PNG into build/screenshots/ (gitignored).

The drivers import it as ``shots`` (their own folder is first on ``sys.path`` when run as scripts).
Apps here use a throw-away store, never the player's data.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from tests.uidriver import frames, game_app, settle_turn  # noqa: E402, F401 (frames: for the drivers)
from tests.uidriver import rig as rig_scene  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "build" / "screenshots"
DT = 1 / 60


def make_app(
    game, seats, seed=3, lang="en", colourblind=False, speed="normal", hints=True, variants=None
) -> App:
    """A headless app already showing ``game`` with these seats and settings."""
    return game_app(
        game, seats, seed, speed, variants=variants, lang=lang, hints=hints, colourblind=colourblind
    )


def rig(app, items, outcome=lambda item: item) -> None:
    """The session's next chance outcomes are ``outcome(item)`` for each item, then its seeded ones again."""
    rig_scene(app.stack.top, items, outcome)


def key(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def click(pos):
    pos = (int(pos[0]), int(pos[1]))
    return [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    ]


def settle(app, limit=6000):
    """Step until the human may act, or another scene (results) is on top."""
    settle_turn(app, limit)


def until(app, pred, limit=4000) -> bool:
    for _ in range(limit):
        app.step(DT, [])
        if pred():
            return True
    return False


def shot(app, name: str) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    path = OUT / f"{name}.png"
    pygame.image.save(app.screen, str(path))
    print("wrote", path)
