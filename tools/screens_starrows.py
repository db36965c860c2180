"""Screenshots of the Star Rows scene through a whole turn, plus the how-to pictures.

Run: SDL_VIDEODRIVER=dummy .venv/bin/python tools/screens_starrows.py
Writes PNGs to build/screenshots/starrows_*.png (gitignored). Dice are scripted
where a moment needs them (a completed row with surplus); otherwise the
session's own seeded dice roll. Every run: English and German, colour-blind mode
on, 1, 2 and 4 players.
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

from game import i18n  # noqa: E402
from game.app import App  # noqa: E402
from game.session import Seat  # noqa: E402


def make_app(seats, seed=3, lang="en", colourblind=True, speed="normal") -> App:
    return shots.make_app("starrows", seats, seed=seed, lang=lang, colourblind=colourblind, speed=speed)


def shot(app, name: str) -> None:
    shots.shot(app, f"starrows_{name}")


def rig(app, rolls) -> None:
    shots.rig(app, rolls, lambda roll: ("dice", tuple(sorted(roll))))


def whole_turn(tag, seats, lang, seed=3):
    """Turn 1 fills two fields of row 5 and one of row 2; turn 2 (shown) completes row 5."""
    app = make_app(seats, seed=seed, lang=lang)
    scene = app.stack.top
    rig(app, [(5, 5, 5, 5, 5, 2, 2, 1, 3)])
    settle(app)
    shot(app, f"{tag}_01_start")
    frames(app, 20, [key(pygame.K_RETURN)])
    shot(app, f"{tag}_02_throw")
    settle(app)
    frames(app, 2, [key(pygame.K_k)])
    settle(app)
    for k in (pygame.K_5, pygame.K_5, pygame.K_2):
        frames(app, 2, [key(k)])
        settle(app)
    frames(app, 2, [key(pygame.K_e)])
    settle(app)
    # turn 2: the sorted roll is 1 2 2 3 4 5 5 5 5; throw the 1, 3 and 4 again: three more 5s
    rig(app, [(5, 5, 5, 5, 2, 2, 1, 3, 4), (5, 5, 5)])
    frames(app, 2, [key(pygame.K_RETURN)])
    settle(app)
    for k in (pygame.K_1, pygame.K_4, pygame.K_5):
        app.step(DT, [key(k)])
    frames(app, 10)
    shot(app, f"{tag}_03_selected")
    frames(app, 16, [key(pygame.K_r)])
    shot(app, f"{tag}_04_reroll_moving")
    settle(app)
    shot(app, f"{tag}_05_rerolled")
    frames(app, 2, [key(pygame.K_k)])
    settle(app)
    row_rect = scene.geo.row_rect
    frames(
        app,
        2,
        [pygame.event.Event(pygame.MOUSEMOTION, pos=row_rect(5).center, rel=(0, 0), buttons=(0, 0, 0))],
    )
    shot(app, f"{tag}_06_placing_hover")
    frames(app, 2, [key(pygame.K_5)])
    until(app, lambda: any(d.scale < 0.9 for d in scene.tray))
    frames(app, 6)
    shot(app, f"{tag}_07_dice_fly")
    until(app, lambda: any(f.value > 0.5 for f in scene.view.flash.values()), 600)
    shot(app, f"{tag}_08_row_done")
    until(app, lambda: any(d.scale < 0.9 and d.value == 5 for d in scene.tray), 600)
    frames(app, 10)
    shot(app, f"{tag}_09_surplus")
    settle(app)
    shot(app, f"{tag}_10_after_row")
    frames(app, 3, [key(pygame.K_2)])  # illegal: row 2's next field needs 3 dice, 2 are left
    shot(app, f"{tag}_11_refused")
    frames(app, 2, [key(pygame.K_e)])
    frames(app, 30)
    shot(app, f"{tag}_12_turn_end")
    if len(seats) > 1:
        until(app, lambda: scene.session.current == 1 and scene.presented.phase == "place", 3000)
        frames(app, 20)
        shot(app, f"{tag}_13_opponent")
    return app


def final_round(tag, seats, lang):
    app = make_app(seats, seed=11, lang=lang, speed="fast")
    scene = app.stack.top
    for _ in range(400):
        if until(app, lambda: any(b.alpha > 200 for b in scene.effects.banners) and scene.view.final, 200):
            break
        if app.finished_result is not None:
            break
        if scene.human_to_move():
            phase = scene.session.state.phase
            if phase == "reroll":
                app.step(DT, [key(pygame.K_k)])
            elif phase == "place":
                hints = scene.rules.hint_rows(scene.session.state)
                app.step(DT, [key(getattr(pygame, f"K_{min(hints)}"))] if hints else [key(pygame.K_e)])
            else:
                app.step(DT, [key(pygame.K_RETURN)])
    shot(app, f"{tag}_14_final_round")


def main() -> None:
    human = Seat("human", "Ana")
    whole_turn("en2", [human, Seat("ai", "", "medium")], "en")
    whole_turn("de2", [human, Seat("ai", "", "medium")], "de")
    four = [human, Seat("ai", "", "easy"), Seat("human", "Bernadette"), Seat("ai", "", "hard")]
    whole_turn("de4", four, "de")
    whole_turn("en4", four, "en")
    whole_turn("en1", [human], "en")
    whole_turn("de1", [human], "de")
    final_round(
        "en4", [Seat("ai", "", "hard"), Seat("ai", "", "easy"), Seat("ai", "", "medium"), human], "en"
    )
    from game.scenes import starrows

    for lang in ("en", "de"):
        i18n.set_language(lang)
        page = pygame.Surface((520 * 3 + 40, 440 * 2 + 30))
        page.fill((14, 32, 24))
        for i in range(1, 7):
            pic = pygame.Surface((520, 440))
            starrows.draw_howto(pic, pic.get_rect(), i)
            page.blit(pic, (10 + ((i - 1) % 3) * 530, 10 + ((i - 1) // 3) * 450))
        pygame.image.save(page, str(OUT / f"starrows_howto_{lang}.png"))
    surf = pygame.Surface((360, 200))
    surf.fill((30, 60, 45))
    starrows.draw_thumbnail(surf, surf.get_rect())
    pygame.image.save(surf, str(OUT / "starrows_thumb.png"))


if __name__ == "__main__":
    main()
