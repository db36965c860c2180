"""Screenshots of the Farkle scene at interesting moments (frame times: python -m bench.frames).

Run: SDL_VIDEODRIVER=dummy .venv/bin/python tools/screens_farkle.py
Writes PNGs to build/screenshots/farkle_*.png (gitignored). Dice are scripted
where a moment needs them (hot dice, farkle, bankruptcy); otherwise the
session's own seeded dice roll.
"""

from __future__ import annotations

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
from game.session import Seat  # noqa: E402


def make_app(seats, variants=None, seed=3, lang="en", colourblind=False, speed="normal") -> App:
    return shots.make_app(
        "farkle", seats, seed=seed, lang=lang, colourblind=colourblind, speed=speed, variants=variants
    )


def shot(app, name: str) -> None:
    shots.shot(app, f"farkle_{name}")


def rig(app, rolls) -> None:
    """Make the next chance outcomes the given rolls (then the seeded dice again)."""
    shots.rig(app, rolls, lambda roll: ("dice", tuple(sorted(roll))))


def has_banner(scene):
    return lambda: any(b.alpha > 200 for b in scene.effects.banners)


def main() -> None:
    human, ai = Seat("human", "Ana"), Seat("ai", "", "medium")
    app = make_app([human, ai])
    scene = app.stack.top
    rig(app, [(1, 2, 2, 3, 5, 6), (1, 1, 1, 4)])
    settle(app)
    shot(app, "01_start")
    frames(app, 24, [key(pygame.K_RETURN)])
    shot(app, "02_throw")
    settle(app)
    shot(app, "03_rolled")
    frames(app, 10, [key(pygame.K_1), key(pygame.K_5)])
    shot(app, "04_selected")
    frames(app, 10, [key(pygame.K_2)])
    shot(app, "05_invalid")
    frames(app, 2, [key(pygame.K_2)])
    frames(app, 14, [key(pygame.K_RETURN)])
    shot(app, "06_keep_moving")
    settle(app)
    shot(app, "07_second_roll")
    frames(app, 4, [key(pygame.K_1), key(pygame.K_2), key(pygame.K_3)])
    frames(app, 4, [key(pygame.K_b)])
    until(app, lambda: any(f.t > 0.5 for f in scene.effects.flyers))
    shot(app, "08_bank_fly")
    until(app, lambda: scene.session.current == 1 and any(d.selected for d in scene.tray))
    frames(app, 12)
    shot(app, "09_ai_keep")
    settle(app)
    rig(app, [(1, 1, 1, 5, 5, 5), (2, 2, 3, 4, 6, 6)])
    frames(app, 4, [key(pygame.K_RETURN)])
    settle(app)
    for k in (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6):
        app.step(DT, [key(k)])
    frames(app, 8)
    shot(app, "10_all_selected")
    app.step(DT, [key(pygame.K_RETURN)])
    until(app, has_banner(scene))
    frames(app, 6)
    shot(app, "11_hot_dice")
    until(app, has_banner(scene))
    frames(app, 4)
    shot(app, "12_farkle")

    # bankruptcy: the human banked before, then farkles on a first roll
    app = make_app([Seat("human", "Ana"), Seat("ai", "", "easy")], seed=5)
    scene = app.stack.top
    rig(app, [(1, 1, 1, 2, 3, 4)])
    settle(app)
    frames(app, 2, [key(pygame.K_RETURN)])
    settle(app)
    for k in (pygame.K_1, pygame.K_2, pygame.K_3):
        app.step(DT, [key(k)])
    frames(app, 2, [key(pygame.K_b)])
    settle(app)
    rig(app, [(2, 3, 4, 6, 6, 3)])
    frames(app, 2, [key(pygame.K_RETURN)])
    until(app, has_banner(scene))
    until(app, lambda: any(b.kind == "crumble" and b.t > 0.3 for b in scene.bursts))
    shot(app, "13_bankrupt")

    # German, colour-blind, six seats, a short game for the final round
    seats = [Seat("human", "Ana")] + [
        Seat("ai", "", lv) for lv in ("easy", "medium", "hard", "medium", "easy")
    ]
    app = make_app(seats, variants={"limit": 1000}, seed=8, lang="de", colourblind=True)
    scene = app.stack.top
    settle(app)
    frames(app, 2, [key(pygame.K_RETURN)])
    settle(app)
    frames(app, 8, [key(pygame.K_1)])
    shot(app, "14_de_colourblind_6seats")
    app.settings.anim_speed = "fast"
    app.apply_settings()
    for _ in range(200):
        if until(app, has_banner(scene), 300):
            break
        if scene.human_to_move():
            plan = scene.plan()
            if scene.session.legal_actions()[0][0] == "keep":
                app.step(DT, [key(pygame.K_1)])
            app.step(DT, [key(pygame.K_b if plan.can_bank else pygame.K_RETURN)])
    shot(app, "15_final_round_de")

    # solo
    app = make_app([Seat("human", "Ana")], seed=4)
    app.settings.stats = {"farkle": {"games": 3, "wins": {}, "best": {"bankruptcy=True,limit=5000": 14}}}
    settle(app)
    frames(app, 2, [key(pygame.K_RETURN)])
    settle(app)
    shot(app, "16_solo")

    # thumbnail and how-to pictures
    surf = pygame.Surface((360, 200))
    surf.fill((30, 60, 45))
    from game.scenes import farkle

    farkle.draw_thumbnail(surf, surf.get_rect())
    pygame.image.save(surf, str(OUT / "farkle_thumb.png"))
    page = pygame.Surface((520 * 3 + 40, 420 * 2 + 30))
    page.fill((14, 32, 24))
    for i in range(1, 6):
        r = pygame.Rect(10 + (i - 1) % 3 * 530, 10 + (i - 1) // 3 * 430, 520, 420)
        farkle.draw_howto(page, r, i)
    pygame.image.save(page, str(OUT / "farkle_howto.png"))
    print("wrote thumbnail and how-to pages")


if __name__ == "__main__":
    main()
