"""Play whole games in a real window at a real pace, as a person at the table would see them.

    xvfb-run -s "-screen 0 1400x900x24" python tools/window_play.py --lang de --layout standard \
        [--games farkle,chains] [--shots build/screenshots/window] [--speed normal]

Each game is started as the title screen would start it: one human seat ("Ana") against three
medium computers (fewer where the game takes fewer). Ana's decisions are the medium player's
choices, handed to the scene exactly as a tap on the chosen piece would hand them
(``scene.perform``); a screen that waits for the player (a round summary, a series table, the
take-back window) gets Enter, as a player would press it. Frames are paced by the real clock at
60 per second (``pygame.time.Clock``) and drawn to a real window (SDL's x11 driver under Xvfb),
so what is measured and photographed is what a player gets. It saves a picture at the start,
every 20 seconds of play and of the results screen, and prints per game the seconds of play, the
turns and the human decisions. Never touches the player's data (a store in memory).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game import games  # noqa: E402
from game.app import App  # noqa: E402
from game.cli import Options  # noqa: E402
from game.session import Seat, Session  # noqa: E402
from game.storage import MemoryStorage  # noqa: E402

ENTER = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)


def play(game_id: str, lang: str, chosen: str, speed: str, shots: Path | None, limit_s: float) -> dict:
    app = App(Options(lang=lang, layout=chosen), storage=MemoryStorage())
    app.settings.anim_speed = speed
    app.init_display()
    app.apply_settings()
    rules = games.rules_for(game_id)
    n = min(4, rules.max_players)
    seats = [Seat("human", "Ana")] + [Seat("ai", "", "medium") for _ in range(n - 1)]
    config = rules.default_config(n)
    if game_id == "farkle":
        config["limit"] = 3000  # a game of a few minutes
    session = Session(game_id, config, seats, 20261126)
    app.stack.push(app.first_scene())
    app.stack.apply_pending()
    app.start_game(session, transition=True)
    ana = games.make_agent(game_id, 0, "medium", seed=7)
    clock = pygame.time.Clock()
    began = time.perf_counter()
    next_shot, decisions, waited = 0.0, 0, 0.0
    frames = 0
    while app.finished_result is None or app.stack.transition is not None or app.anim.busy:
        dt = min(0.1, clock.tick(60) / 1000)
        events = [e for e in pygame.event.get() if e.type != pygame.QUIT]
        top = app.stack.top
        if getattr(top, "session", None) is session and getattr(top, "human_to_move", bool)():
            top.perform(ana.choose(session.state))
            decisions += 1
        elif getattr(top, "summary", None) is not None:  # Buttons' round summary: read it, go on
            waited += dt
            if waited > 2.5:
                events.append(ENTER)
                waited = 0.0
        elif top is not None and top.name not in ("farkle", "chains", "buttons", "exactly", "starrows"):
            waited += dt
            if waited > 1.5 and app.finished_result is None:  # a card that waits for the player
                events.append(ENTER)
                waited = 0.0
        if app.step(dt, events):
            app.present()
        frames += 1
        played = time.perf_counter() - began
        if shots is not None and played >= next_shot:
            pygame.image.save(app.screen, str(shots / f"{game_id}-{lang}-{chosen}-{int(played):04d}s.png"))
            next_shot += 20.0
        if played > limit_s:
            break
    for _ in range(90):  # the results screen settles
        app.step(min(0.1, clock.tick(60) / 1000), [])
        app.present()
    if shots is not None:
        pygame.image.save(app.screen, str(shots / f"{game_id}-{lang}-{chosen}-results.png"))
    played = time.perf_counter() - began
    pygame.quit()
    return {
        "game": game_id,
        "finished": app.finished_result is not None,
        "seconds": round(played, 1),
        "turns": session.turns(),
        "human_decisions": decisions,
        "frames": frames,
        "winners": (app.finished_result or {}).get("winners"),
    }


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", default=",".join(games.GAME_IDS))
    p.add_argument("--lang", default="en", choices=("en", "de"))
    p.add_argument("--layout", default="standard", choices=("standard", "compact"))
    p.add_argument("--speed", default="normal")
    p.add_argument("--shots", default=None)
    p.add_argument("--limit", type=float, default=900.0, help="seconds of play at most per game")
    args = p.parse_args()
    shots = Path(args.shots) if args.shots else None
    if shots is not None:
        shots.mkdir(parents=True, exist_ok=True)
    print(f"video driver: {os.environ.get('SDL_VIDEODRIVER', '(default)')}")
    for game_id in args.games.split(","):
        print(play(game_id, args.lang, args.layout, args.speed, shots, args.limit), flush=True)


if __name__ == "__main__":
    main()
