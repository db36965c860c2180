"""Seconds (at 60 frames a second) from a human's Farkle gesture until they can act again, per speed.

SDL_VIDEODRIVER=dummy python tools/pace.py
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.app import App  # noqa: E402
from game.cli import Options  # noqa: E402
from game.session import Seat  # noqa: E402
from game.storage import MemoryStorage  # noqa: E402

DT = 1 / 60


def seconds_until_actionable(app, scene, limit=600) -> float:
    for frame in range(limit):
        app.step(DT, [])
        if scene.human_to_move():
            return (frame + 1) * DT
    return float("inf")


def measure(speed: str) -> tuple[float, float]:
    app = App(
        Options(
            game="farkle",
            headless=True,
            seats=[Seat("human", "Ana"), Seat("human", "Ben")],
            seed=3,
            speed=speed,
        ),
        storage=MemoryStorage(),
    )
    app.init_display()
    app.stack.push(app.first_scene())
    app.stack.apply_pending()
    scene = app.stack.top
    rolls = [(1, 2, 3, 4, 6, 6), (1, 2, 3, 4, 6)]
    real = scene.session.resolve_chance
    scene.session.resolve_chance = lambda: (
        scene.session._apply_chance(("dice", rolls.pop(0))) if rolls else real()
    )
    seconds_until_actionable(app, scene)
    scene.commit("roll")
    first = seconds_until_actionable(app, scene)
    scene.tray[0].selected = True  # the 1
    scene._plan_key = None
    scene.commit("roll")
    again = seconds_until_actionable(app, scene)
    return first, again


if __name__ == "__main__":
    for speed in ("slow", "normal", "fast"):
        first, again = measure(speed)
        print(f"{speed:7s} first roll {first:.2f} s   keep and roll {again:.2f} s")
