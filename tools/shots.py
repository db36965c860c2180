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
from game.cli import Options  # noqa: E402
from game.storage import MemoryStorage  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "build" / "screenshots"
DT = 1 / 60


def make_app(
    game, seats, seed=3, lang="en", colourblind=False, speed="normal", hints=True, variants=None
) -> App:
    """A headless app already showing ``game`` with these seats and settings."""
    options = Options(game=game, headless=True, seats=seats, seed=seed, variants=variants or {}, speed=speed)
    app = App(options, storage=MemoryStorage())
    app.init_display()
    app.settings.language = lang
    app.settings.colourblind = colourblind
    app.settings.hints = hints
    app.apply_settings()
    app.stack.push(app.first_scene())
    app.stack.apply_pending()
    return app


def rig(app, items, outcome=lambda item: item) -> None:
    """The session's next chance outcomes are ``outcome(item)`` for each item, then its seeded ones again."""
    session = app.stack.top.session
    queue = list(items)
    real = session.resolve_chance
    session.resolve_chance = lambda: session._apply_chance(outcome(queue.pop(0))) if queue else real()


def key(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def click(pos):
    pos = (int(pos[0]), int(pos[1]))
    return [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    ]


def frames(app, n, events=()):
    app.step(DT, list(events))
    for _ in range(n - 1):
        app.step(DT, [])


def settle(app, limit=6000):
    """Step until the human may act, or another scene (results) is on top."""
    scene = app.stack.top
    for _ in range(limit):
        app.step(DT, [])
        if app.stack.top is not scene or scene.human_to_move():
            return
    raise RuntimeError("the table never settled")


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
