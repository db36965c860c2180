"""Screenshots of the Exactly! scene at interesting moments (2, 4 and 6 players, English and German).

Run: SDL_VIDEODRIVER=dummy .venv/bin/python tools/screens_exactly.py
Writes PNGs to build/screenshots/exactly_*.png (gitignored). The die is
scripted where a moment needs it; a few positions (a closed pile, a pile one
coin from €1.00) are set directly on the session, for pictures only.
"""

from __future__ import annotations

import dataclasses
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402
import shots  # noqa: E402
from shots import DT, OUT, click, frames, key, settle, until  # noqa: E402, F401

from game.app import App  # noqa: E402
from game.rules import exactly as ex  # noqa: E402
from game.scenes.howto import HowToScene  # noqa: E402
from game.session import Seat  # noqa: E402


def make_app(seats, lang="en", colourblind=False, speed="normal", seed=3, variants=None) -> App:
    return shots.make_app(
        "exactly", seats, seed=seed, lang=lang, colourblind=colourblind, speed=speed, variants=variants
    )


def shot(app, name: str) -> None:
    shots.shot(app, f"exactly_{name}")


NAMES = ["Ana", "Ben", "Cy", "Dora", "Emil", "Fritzi-Marie"]


def rig(app, faces) -> None:
    shots.rig(app, faces, lambda face: ("die", face))


def place(app, **changes) -> None:
    """Pictures only: put the session (and the screen) in a chosen position."""
    scene = app.stack.top
    scene.session.state = dataclasses.replace(scene.session.state, **changes)
    scene.presented = scene.session.state
    scene._sync()
    scene._prompted_at = -1


def seats(n, humans=1, level="medium"):
    return [Seat("human", NAMES[i]) if i < humans else Seat("ai", "", level) for i in range(n)]


def table(n, lang, cb, tag):
    """A human with computers: roll-off, roll, ?, choose the source, an illegal destination, the flight."""
    app = make_app(seats(n), lang, cb)
    scene = app.stack.top
    rig(app, ["?"] + [0] * (n - 1) + ["?"])
    frames(app, 12)
    shot(app, f"{tag}_01_rolloff")
    settle(app)
    shot(app, f"{tag}_02_roll")
    frames(app, 8, [key(pygame.K_RETURN)])
    shot(app, f"{tag}_03_throw")
    settle(app)
    shot(app, f"{tag}_04_choose")
    # a position with a closed pile and a pile one coin from a euro
    bank = list(ex.start_bank(n))
    piles = [list(ex.START_PILE) for _ in range(n)]
    piles[1] = [3, 0, 0, 1]  # 155c: closed
    piles[0] = [1, 2, 0, 1]  # 95c
    bank[0] -= 3 + 1
    bank[1] -= 2
    bank[3] -= 0
    place(app, piles=tuple(tuple(p) for p in piles), bank=tuple(bank), phase=ex.MOVE, value=5, face=5)
    settle(app)
    shot(app, f"{tag}_05_move")
    frames(app, 6, click(scene.layout.box(ex.BANK).center))
    shot(app, f"{tag}_06_source")
    frames(app, 6, click(scene.layout.box(1).center))
    shot(app, f"{tag}_07_closed_explained")
    frames(app, 10, click(scene.layout.box(0).center))
    shot(app, f"{tag}_08_flight")
    until(app, lambda: any(b.alpha > 200 for b in scene.effects.banners))
    frames(app, 10)
    shot(app, f"{tag}_09_euro")
    until(app, lambda: bool(scene.flyers) and not scene.effects.banners, 600)
    frames(app, 8)
    shot(app, f"{tag}_10_round_reset")
    return app


def watch(n, lang, cb, tag):
    """Computers only, mid-game, and the end."""
    app = make_app([Seat("ai", "", "medium") for _ in range(n)], lang, cb, seed=11, variants={"target": 1})
    scene = app.stack.top
    until(app, lambda: scene.presented.turns >= 12, 20000)
    frames(app, 20)
    shot(app, f"{tag}_11_computers")
    until(app, lambda: any(b.alpha > 200 for b in scene.effects.banners) and scene.session.is_over, 60000)
    frames(app, 4)
    shot(app, f"{tag}_12_game_over")
    until(app, lambda: type(app.stack.top).__name__ == "ResultsScene", 6000)
    frames(app, 40)
    shot(app, f"{tag}_13_results")


def howto(lang, cb):
    app = make_app(seats(2), lang, cb)
    app.stack.push(HowToScene(app, "exactly"))
    for page in range(1, 6):
        frames(app, 30)
        shot(app, f"howto_{lang}{'_cb' if cb else ''}_{page}")
        frames(app, 2, [key(pygame.K_RIGHT)])


def limit(lang):
    """The round limit option's last turn: the header says so; a 0 ends the round, the closest pile takes it."""
    app = make_app(seats(4), lang, variants={"round_limit": ex.ROUND_TURNS})
    rig(app, ["?"] + [0] * 3)
    frames(app, 12)
    settle(app)
    st = app.stack.top.session.state
    bank = list(ex.start_bank(4))
    piles = [list(ex.START_PILE) for _ in range(4)]
    piles[2] = [1, 2, 0, 1]  # 95c: the closest pile
    bank[0] -= 1
    bank[1] -= 2
    piles_t = tuple(tuple(p) for p in piles)
    place(app, turns=st.turns + ex.ROUND_TURNS - 1, round_start=st.turns, piles=piles_t, bank=tuple(bank))
    frames(app, 5)
    shot(app, f"limit_{lang}_1_last_turn")
    rig(app, [0])
    frames(app, 4, [key(pygame.K_RETURN)])
    frames(app, 75)
    shot(app, f"limit_{lang}_2_closest")
    frames(app, 50)
    shot(app, f"limit_{lang}_3_log")


def main() -> None:
    only = sys.argv[1:]
    for n, lang, cb in ((2, "en", False), (4, "de", True), (6, "en", True), (6, "de", False)):
        tag = f"{n}p_{lang}{'_cb' if cb else ''}"
        if only and tag not in only:
            continue
        table(n, lang, cb, tag)
        watch(n, lang, cb, tag)
    if not only:
        howto("en", False)
        howto("de", True)
        limit("en")
        limit("de")


if __name__ == "__main__":
    main()
