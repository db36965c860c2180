"""Scene changes stay light (issue 18): every game's computer player is imported before the app's first
frame (and so frozen with it, out of the collector's full passes), and the setup screen draws the coming
game offscreen, in slices, before Start is pressed."""

import os
import subprocess
import sys
import textwrap

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from game import theme  # noqa: E402
from game.i18n import tr  # noqa: E402
from tests.uidriver import frames, make_app  # noqa: E402


def test_the_app_imports_every_computer_player_before_its_first_frame(tmp_path):
    script = textwrap.dedent(
        """
        import asyncio, sys
        from game.app import App
        from game.cli import Options
        from game.games import GAME_IDS
        seen = {}
        real = App.step
        def step(self, dt, events):
            seen.setdefault("first", {g: {f"game.ai.{g}", f"game.coach.{g}"} <= set(sys.modules) for g in GAME_IDS})
            real(self, dt, events)
        App.step = step
        asyncio.run(App(Options(headless=True, max_frames=2)).run())
        print(sorted(g for g, loaded in seen["first"].items() if not loaded))
        """
    )
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", DICECHIPS_DATA=str(tmp_path))
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1] == "[]"  # none left to load when a game starts


def test_the_setup_screen_draws_the_coming_game_offscreen_before_start(monkeypatch):
    """... and builds Star Rows' lattice (the first hard or coached reroll would build it)."""
    from game.ai import starrows

    monkeypatch.setattr(starrows, "_LATTICE", [])
    monkeypatch.setattr(starrows, "_BUILDING", [])
    app = make_app("en", speed="normal")
    theme._render_cache.clear()
    app.stack.top.open_setup("starrows")
    frames(app, 2)
    setup = app.stack.top
    assert setup.name == "setup" and not setup.warmup.done
    frames(app, 40)
    assert not starrows._LATTICE  # one slice a frame: the lattice is still being built
    frames(app, 120)
    assert setup.warmup.done and len(starrows._LATTICE) == 1
    # the game's header (drawn by the game scene only) is in the render cache before the game exists
    assert (tr("starrows.name"), 30, theme.ACCENT, True) in theme._render_cache
    assert not app.anim.busy and app.stack.top is setup  # the throwaway scene had its own animator
