"""Screenshots of the Buttons scene in every phase, English and German, colour-blind mode, 2 and 4 seats.

Run: SDL_VIDEODRIVER=dummy .venv/bin/python tools/screens_buttons.py
Writes PNGs to build/screenshots/buttons_*.png (gitignored). Dice are scripted
where a moment needs them (a bust, the gold cell); otherwise the session's own
seeded dice roll.
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
from game.i18n import tr  # noqa: E402
from game.rules import buttons as bt  # noqa: E402
from game.session import Seat  # noqa: E402


def make_app(seats, seed=3, lang="en", colourblind=False, speed="normal", hints=True) -> App:
    return shots.make_app(
        "buttons", seats, seed=seed, lang=lang, colourblind=colourblind, speed=speed, hints=hints
    )


def shot(app, name: str) -> None:
    shots.shot(app, f"buttons_{name}")


def rig(app, rolls) -> None:
    """The next chance outcomes are these (white, gold, plain) rolls, then the seeded dice again."""
    session = app.stack.top.session
    queue = list(rolls)
    real = session.resolve_chance

    def resolve():
        if queue:
            w, g, plain = queue.pop(0)
            k = bt.dice_in_play(session.state)
            return session._apply_chance(("dice", w, g, tuple(sorted(plain))[:k]))
        return real()

    session.resolve_chance = resolve


def banner(scene, word=""):
    return lambda: any(b.alpha > 200 and word in b.title for b in scene.effects.banners)


def human_plays(app, scene, stop) -> None:
    """Let the human take the first legal choice (roll, first cell, gold cell, stars) until ``stop()``."""
    for _ in range(20000):
        if stop():
            return
        if scene.human_to_move():
            legal = scene.session.legal_actions()
            scene.perform(legal[0])
        if scene.summary is not None and scene.summary["human"]:
            scene.close_summary()  # the round summary waits for the player
        app.step(DT, [])
    raise RuntimeError("stop condition never met")


def series(lang, colourblind, seats, tag, seed=3):
    app = make_app(seats, seed=seed, lang=lang, colourblind=colourblind)
    scene = app.stack.top
    s = scene.session
    me = next(i for i, seat in enumerate(s.seats) if not seat.is_ai)
    until(app, banner(scene))
    frames(app, 6)
    shot(app, f"{tag}_00_starts")
    settle(app)
    # make sure the human's roll gives a choice of cells: white 3, gold 2, plain 4, 5, 5
    human_plays(
        app, scene, lambda: scene.human_to_move() and s.state.roller == me and s.state.phase == bt.TURN
    )
    rig(app, [(3, 2, (4, 5, 5, 1))])
    shot(app, f"{tag}_01_turn")
    frames(app, 20, [key(pygame.K_r)])
    shot(app, f"{tag}_02_throw")
    settle(app)
    shot(app, f"{tag}_03_place")
    frames(app, 4, [key(pygame.K_1)])  # column 1 was not rolled: the rules say why
    shot(app, f"{tag}_04_refused")
    frames(app, 2, [key(pygame.K_4)])
    frames(app, 12)
    shot(app, f"{tag}_05_dropping")
    # another player's roll: the gold cell (3, 4) for the human
    rig(app, [(2, 4, (1, 6, 6, 6)), (2, 4, (1, 6, 6, 6)), (2, 4, (1, 6, 6, 6))])
    if not until(app, lambda: scene.human_to_move() and s.state.phase == bt.GOLD, 3000):
        print("no gold phase reached")
    frames(app, 30)
    shot(app, f"{tag}_06_gold")
    frames(app, 3, [key(pygame.K_RETURN)])
    human_plays(
        app, scene, lambda: scene.human_to_move() and s.state.phase == bt.TURN and s.state.roller == me
    )
    frames(app, 30)
    shot(app, f"{tag}_07_turn_risk")
    frames(app, 2, [key(pygame.K_o)])
    until(app, banner(scene))
    frames(app, 8)
    shot(app, f"{tag}_08_opted")
    until(app, lambda: scene.counting is not None, 400)
    frames(app, 10)
    shot(app, f"{tag}_09_counting")
    settle(app)
    shot(app, f"{tag}_10_stars")
    frames(app, 2, [key(pygame.K_a)])
    until(app, lambda: any(p.kind == "star" and p.t > 0.6 for p in scene.pops), 300)
    shot(app, f"{tag}_11_star_pop")
    over = tr("buttons.scene.round_over", round=1)
    human_plays(app, scene, lambda: any(b.alpha > 200 and b.title == over for b in scene.effects.banners))
    frames(app, 10)
    shot(app, f"{tag}_12_round_over")
    until(app, lambda: any(f.kind == "bonus" and f.t > 0.4 for f in scene.flying), 6000)
    shot(app, f"{tag}_13_bonus")
    until(app, lambda: scene.summary is not None, 6000)
    frames(app, 10)
    shot(app, f"{tag}_13b_summary")
    frames(app, 2, [key(pygame.K_RETURN)])  # the player has read it: the next round
    human_plays(
        app, scene, lambda: scene.human_to_move() and s.state.phase == bt.TURN and s.state.roller == me
    )
    shot(app, f"{tag}_14_new_round")
    return app, scene


def bust_shot(lang, colourblind, seats, tag):
    app = make_app(seats, seed=5, lang=lang, colourblind=colourblind)
    scene = app.stack.top
    s = scene.session
    me = 0
    mine = lambda: scene.human_to_move() and s.state.roller == me and s.state.phase == bt.TURN  # noqa: E731
    human_plays(app, scene, mine)
    rig(app, [(4, 3, (3, 3, 3, 3))])
    frames(app, 2, [key(pygame.K_r)])
    settle(app)
    frames(app, 2, [key(pygame.K_3)])
    human_plays(app, scene, mine)
    rig(app, [(4, 2, (3, 4, 4, 4))])
    frames(app, 2, [key(pygame.K_r)])
    until(app, banner(scene))
    frames(app, 10)
    shot(app, f"{tag}_15_bust")


def game_over(lang, colourblind, players, tag):
    seats = [Seat("ai", "", ("hard", "medium", "easy", "hard")[i]) for i in range(players)]
    app = make_app(seats, seed=7, lang=lang, colourblind=colourblind, speed="fast")
    scene = app.stack.top
    s = scene.session
    until(app, lambda: s.is_over, 60000)
    names = [s.name_of(w) for w in s.outcome().winners]
    titles = {tr("buttons.scene.wins", player=n) for n in names} | {tr("buttons.scene.tie")}
    until(app, lambda: any(b.alpha > 200 and b.title in titles for b in scene.effects.banners), 6000)
    frames(app, 20)
    shot(app, f"{tag}_16_game_over")
    until(app, lambda: app.stack.top is not scene, 3000)
    frames(app, 40)
    shot(app, f"{tag}_17_results")


def main() -> None:
    two = [Seat("human", "Ana"), Seat("ai", "", "medium")]
    four = [
        Seat("human", "Ana"),
        Seat("human", "Bernadette-Sophie"),
        Seat("ai", "", "easy"),
        Seat("ai", "", "hard"),
    ]
    series("en", False, two, "en2")
    series("de", True, four, "de4cb")
    series("en", True, four, "en4cb")
    series("de", True, two, "de2cb")
    bust_shot("en", True, two, "en2")
    bust_shot("de", True, four, "de4cb")
    game_over("en", True, 2, "en2")
    game_over("de", True, 4, "de4cb")
    surf = pygame.Surface((360, 200))
    surf.fill((30, 60, 45))
    from game.i18n import set_language
    from game.scenes import buttons

    buttons.draw_thumbnail(surf, surf.get_rect())
    pygame.image.save(surf, str(OUT / "buttons_thumb.png"))
    for lang in ("en", "de"):
        set_language(lang)
        page = pygame.Surface((520 * 3 + 40, 440 * 2 + 30))
        page.fill((14, 32, 24))
        for i in range(1, 6):
            r = pygame.Rect(10 + (i - 1) % 3 * 530, 10 + (i - 1) // 3 * 450, 520, 440)
            page.fill((30, 74, 52), r)
            buttons.draw_howto(page, r, i)
        pygame.image.save(page, str(OUT / f"buttons_howto_{lang}.png"))
    print("wrote thumbnail and how-to pages")


if __name__ == "__main__":
    main()
