"""Drive the app headless through every menu screen and save screenshots.

    python tools/screens.py [OUT_DIR]        (default build/screenshots)

Shots: title, setup, how-to, settings, pause, results for every game, in
English and German, with colour-blind mode on for the German set. Open the
PNGs and look at them: this is how a player sees the app.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game import games  # noqa: E402
from game.app import App  # noqa: E402
from game.cli import Options  # noqa: E402
from game.scenes.howto import HowToScene  # noqa: E402
from game.scenes.settings import SettingsScene  # noqa: E402
from game.scenes.setup import SetupScene  # noqa: E402
from game.session import Seat, Session  # noqa: E402
from game.storage import MemoryStorage  # noqa: E402


def settle(app: App, frames: int = 40) -> None:
    for _ in range(frames):
        app.step(1 / 60, [])


def shot(app: App, out: Path, name: str) -> None:
    settle(app)
    pygame.image.save(app.screen, str(out / f"{name}.png"))
    print("wrote", out / f"{name}.png")


def play_to_end(app: App, session: Session, limit: int = 60_000) -> None:
    app.start_game(session, transition=False)
    app.anim.speed = 0.0
    for _ in range(limit):
        app.step(1 / 60, [])
        if app.finished_result is not None and not app.anim.busy:
            break


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "build/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("DICECHIPS_DATA", tempfile.mkdtemp())
    for lang, cb in (("en", False), ("de", True)):
        app = App(Options(headless=True, lang=lang), storage=MemoryStorage())
        app.settings.colourblind = cb
        app.init_display()
        app.stack.push(app.first_scene())
        app.stack.apply_pending()
        suffix = f"{lang}{'_cb' if cb else ''}"
        shot(app, out, f"title_{suffix}")
        app.stack.push(SettingsScene(app))
        shot(app, out, f"settings_{suffix}")
        app.stack.pop()
        for game_id in games.GAME_IDS:
            app.stack.push(SetupScene(app, game_id))
            shot(app, out, f"setup_{game_id}_{suffix}")
            app.stack.push(HowToScene(app, game_id))
            shot(app, out, f"howto_{game_id}_{suffix}")
            app.stack.pop()
            app.stack.pop()
            rules = games.rules_for(game_id)
            seats = [Seat("ai", f"Bot {i + 1}", "medium") for i in range(2)]
            session = Session(game_id, rules.default_config(2), seats, 5)
            app.start_game(session, transition=False)
            app.anim.speed = 1.0
            settle(app, 200)
            shot(app, out, f"game_{game_id}_{suffix}")
            app.stack.top.open_pause()
            shot(app, out, f"pause_{game_id}_{suffix}")
            app.stack.pop()
            play_to_end(app, session.restarted())
            shot(app, out, f"results_{game_id}_{suffix}")
            app.go_title()
            settle(app)
        pygame.quit()


if __name__ == "__main__":
    main()
