"""Screenshots of the Number Chains scene at interesting moments, plus a frame-time figure.

Run: SDL_VIDEODRIVER=dummy .venv/bin/python tools/screens_chains.py
Writes PNGs to build/screenshots/chains_*.png (gitignored).
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
from game.rules import chains as rules_mod  # noqa: E402
from game.scenes import chains as scene_mod  # noqa: E402
from game.session import Seat  # noqa: E402


def make_app(seats, variants=None, seed=3, lang="en", colourblind=False, speed="normal", hints=True) -> App:
    return shots.make_app(
        "chains",
        seats,
        seed=seed,
        lang=lang,
        colourblind=colourblind,
        speed=speed,
        hints=hints,
        variants=variants,
    )


def shot(app, name: str) -> None:
    shots.shot(app, f"chains_{name}")


def motion(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def fast_forward(app, takes: int) -> None:
    """Play the first legal action until ``takes`` chips are taken (setting the view straight)."""
    scene = app.stack.top
    s = scene.session
    while s.state.takes < takes and not s.is_over:
        s.act(s.legal_actions()[0] if s.state.phase != "swap" else ("no_swap",))
    scene.presented = scene.session.state
    scene._sync()


def main() -> None:
    human = Seat("human", "Ana")
    # 1. start of a 2-player game, hints on, mouse hovering a target
    app = make_app([human, Seat("ai", "Bot", "medium")])
    settle(app)
    scene = app.stack.top
    target = scene.take_targets()[0]
    app.step(DT, [motion(scene.geom.center(target))])
    shot(app, "start")
    # 2. mid-game with a computer move in flight
    fast_forward(app, 20)
    settle(app)
    scene.take(scene.take_targets()[0])
    for _ in range(20):
        app.step(DT, [])
    shot(app, "anim")

    # 3. four players, tournament series, swap step, German, colour-blind
    seats = [human, Seat("ai", "Ben", "easy"), Seat("ai", "Cleo", "easy"), Seat("ai", "Dora", "easy")]
    app = make_app(seats, {"scoring": "tournament", "series": 3, "swap": True}, lang="de", colourblind=True)
    scene = app.stack.top
    settle(app)
    fast_forward(app, 24)
    settle(app)
    while scene.state.phase != "swap":
        scene.take(scene.take_targets()[0])
        settle(app)
        fast_forward(app, scene.state.takes + 3)
        settle(app)
    scene.pick_chip(0, scene.state.held[0][0])
    opp = next(s for s in range(1, 4) if scene.state.held[s])
    chip = next(c for c in scene.state.held[opp] if (opp, c) not in scene.swap_targets())
    pos = scene.rack_layout(opp)[0][chip]
    app.step(DT, [motion((int(pos[0]), int(pos[1])))])
    shot(app, "swap_de_cb")
    # series table after game 1
    s = scene.session
    while s.state.game_index == 0:
        s.act(s.legal_actions()[0] if s.state.phase != "swap" else ("no_swap",))
    events = []
    scene.presented = scene.session.state
    scene._sync()
    # replay the deal_over moment for the picture
    scene._open_panel({"game_index": 0})
    app.step(DT, events)
    shot(app, "series_de")
    scene.close_panel()

    # 4. Sohtar assignment choice (solitaire)
    app = make_app([human], seed=5)
    scene = app.stack.top
    settle(app)
    s = scene.session
    for _ in range(60):
        if s.state.phase == "assign":
            break
        s.act(s.legal_actions()[0])
    scene.presented = scene.session.state
    scene._sync()
    settle(app)
    shot(app, "sohtar_assign" if s.state.phase == "assign" else "sohtar")
    # a jump turn, hints off
    app = make_app([human, Seat("human", "Bo")], seed=11, hints=False)
    scene = app.stack.top
    settle(app)
    s = scene.session
    st = s.state
    star = rules_mod.SQUARE_INDEX[(4, 3)]
    in_line = {sq for ray in rules_mod.RAYS[star] for sq in ray}
    free = [sq for sq in range(49) if sq != star and sq not in in_line]
    board = [0] * 49
    for i, sq in enumerate(free[:6]):
        board[sq] = i + 1
    held = (tuple(range(7, 28)), tuple(range(28, 49)))
    s.state = dataclasses.replace(st, board=tuple(board), star=star, held=held, takes=42, to_move=0)
    scene.presented = scene.session.state
    scene._sync()
    scene._prompted_at = -1
    settle(app)
    for _ in range(30):
        app.step(DT, [])
    app.step(DT, [key(pygame.K_RIGHT)])
    shot(app, "jump")
    for _ in range(200):
        app.step(DT, [])
    app.step(DT, [key(pygame.K_TAB)])
    shot(app, "jump_hints_off")

    # a chip in flight and the series table as it appears in play (normal speed, tournament of 2)
    app = make_app([human, Seat("ai", "Bot", "easy")], {"scoring": "tournament", "series": 2, "swap": True})
    scene = app.stack.top
    settle(app)
    fast_forward(app, 40)
    settle(app)
    flown = False
    for _ in range(6000):
        if scene.human_to_move():
            if scene.state.phase == "swap":
                scene.no_swap()
            else:
                scene.take(scene.take_targets()[0])
        app.step(DT, [])
        if scene.fliers and not flown and scene.fliers[0]["s"] < 0.9:
            shot(app, "flight")
            flown = True
        if scene.panel is not None:
            for _ in range(10):
                app.step(DT, [])
            shot(app, "series_panel")
            break
    # German Sohtar, three players with long names
    seats = [
        Seat("human", "Maximiliane Groß"),
        Seat("ai", "Bärbel", "hard"),
        Seat("ai", "Jörg-Friedrich", "easy"),
    ]
    app = make_app(seats, {"scoring": "sohtar"}, lang="de")
    settle(app)
    fast_forward(app, 30)
    settle(app)
    shot(app, "sohtar_de")

    # thumbnail and how-to pages
    surf = pygame.Surface((360, 200))
    surf.fill((30, 30, 30))
    scene_mod.draw_thumbnail(surf, surf.get_rect())
    pygame.image.save(surf, str(OUT / "chains_thumb.png"))
    for page in range(1, 6):
        surf = pygame.Surface((520, 420))
        surf.fill((22, 48, 36))
        scene_mod.draw_howto(surf, surf.get_rect(), page)
        pygame.image.save(surf, str(OUT / f"chains_howto{page}.png"))
    print("wrote thumbnail and how-to pages")


if __name__ == "__main__":
    main()
