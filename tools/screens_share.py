"""Screenshots of share codes, replays, challenges and the demo, English and German.

Run: SDL_VIDEODRIVER=dummy .venv/bin/python tools/screens_share.py [game ...]
Writes PNGs to build/screenshots/share_*.png (gitignored): the title screen with "Open a code"
and the Demo buttons, the paste field with a refusal, the code card, the replay controls of
every game (mid-game and at the end), the Share box, a challenge's results, the demo setup.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import shots  # noqa: E402
from shots import until  # noqa: E402

from bench.share_codes import play_out  # noqa: E402
from game import games, i18n, share  # noqa: E402
from game.scenes.code_card import CodeCardScene, OpenCodeScene  # noqa: E402
from game.scenes.replay import replay_scene  # noqa: E402
from game.scenes.share_box import ShareScene  # noqa: E402
from game.scenes.watch_setup import WatchSetupScene  # noqa: E402
from game.session import Seat, Session  # noqa: E402
from tests.uidriver import make_app  # noqa: E402


def finished(game_id: str, seats, seed: int = 5) -> Session:
    """A whole game between medium computers (the names and kinds of ``seats`` kept)."""
    session = Session(game_id, games.rules_for(game_id).default_config(len(seats)), seats, seed)
    return play_out(session, ["medium"] * len(seats))


def app_in(lang: str):
    app = make_app(lang=lang, speed="normal")
    i18n.set_language(lang)
    return app


def show(app, scene, name: str, steps: int = 30) -> None:
    app.stack.push(scene)
    app.stack.apply_pending()
    for _ in range(steps):
        app.step(shots.DT, [])
    shots.shot(app, name)


def main(game_ids) -> None:
    for lang in ("en", "de"):
        app = app_in(lang)
        for _ in range(5):
            app.step(shots.DT, [])
        shots.shot(app, f"share_title_{lang}")
        sample = finished("farkle", [Seat("human", "Ana"), Seat("ai", "", "hard")])
        code = share.encode(sample)
        scene = OpenCodeScene(app, code[:-6])
        scene.open()
        show(app, scene, f"share_paste_refused_{lang}", 5)
        app = app_in(lang)
        show(app, CodeCardScene(app, share.decode(code)), f"share_card_{lang}")
        solo = finished("starrows", [Seat("human", "Ana")])
        show(app, CodeCardScene(app, share.decode(share.encode(solo))), f"share_card_solo_{lang}")
        for game_id in game_ids:
            app = app_in(lang)
            n = 3 if game_id != "chains" else 2
            seats = [Seat("human", "Ana"), Seat("ai", "", "hard"), Seat("human", "")][:n]
            shared = share.decode(share.encode(finished(game_id, seats)))
            scene = replay_scene(app, shared, app.go_title)
            app.stack.reset(scene)
            app.stack.apply_pending()
            until(app, lambda s=scene: s.position >= max(3, len(s.marks) // 2), 20000)
            scene.toggle()
            until(app, lambda s=scene: not s.busy, 2000)
            shots.shot(app, f"share_replay_{game_id}_{lang}")
            scene.to_end()
            for _ in range(20):
                app.step(shots.DT, [])
            shots.shot(app, f"share_replay_end_{game_id}_{lang}")
        app = app_in(lang)
        show(app, WatchSetupScene(app, "exactly"), f"share_watch_setup_{lang}", 5)
        challenge_shots(lang)


def challenge_shots(lang: str) -> None:
    """A solo Farkle challenge and a two-player Star Rows one, played to their results by computers."""
    for game_id, seats in (
        ("farkle", [Seat("human", "Ana")]),
        ("starrows", [Seat("human", "Ana"), Seat("ai", "", "hard")]),
    ):
        shared = share.decode(share.encode(finished(game_id, seats, seed=8)))
        app = app_in(lang)
        session = shared.challenge_session()
        session.seats[0] = Seat("ai", "", "easy")  # the computer plays "you" for the picture
        app.start_game(session, transition=False)
        app.stack.apply_pending()
        until(app, lambda a=app: a.stack.top.name == "results", 40000)
        for _ in range(60):
            app.step(shots.DT, [])
        shots.shot(app, f"share_challenge_{game_id}_{lang}")
        top = app.stack.top
        show(app, ShareScene(app, top.session), f"share_box_{game_id}_{lang}", 10)


if __name__ == "__main__":
    main(sys.argv[1:] or list(games.GAME_IDS))
