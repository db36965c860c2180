"""After an unexpected end (a reload, a crash): the title screen offers that game at once."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from game.resume import KEY
from game.storage import FileStorage
from tests.test_saves import a_game
from tests.uidriver import frames, make_app


def dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def crash(folder) -> None:
    """The copy that wrote the flag is gone (natively: its process ended without a goodbye)."""
    path = folder / f"{KEY}.json"
    path.write_text(json.dumps(dict(json.loads(path.read_text()), pid=dead_pid())))


def started(storage, game_id="buttons"):
    app = make_app(storage=storage)
    frames(app, 5)
    app.start_game(a_game(game_id, steps=8))
    frames(app, 30)
    app.was = [(e.kind, e.value) for e in app.stack.top.session.log]
    return app


def title(storage, layout=None):
    app = make_app(storage=storage, **({"layout": layout} if layout else {}))
    frames(app, 5)
    return app, app.stack.top


@pytest.mark.parametrize("layout", [None, "compact"])
def test_a_game_open_at_an_unexpected_end_has_its_continue_focused_and_a_line(tmp_path, layout):
    storage = FileStorage(tmp_path)
    was = started(storage).was
    crash(tmp_path)  # the page is reloaded, or the app killed: no goodbye
    app, scene = title(storage, layout)
    focused = scene.form.focused
    assert getattr(focused, "continues", None) == "buttons" and focused.label() == "Continue"
    assert "Buttons game was open when the game last stopped unexpectedly" in app.notice_text()
    app.dismiss_notice()
    focused.activate()  # Continue: that very game
    frames(app, 40)
    session = app.stack.top.session
    assert session.game_id == "buttons" and [(e.kind, e.value) for e in session.log[: len(was)]] == was


def test_leaving_to_the_title_or_quitting_is_no_unexpected_end(tmp_path):
    storage = FileStorage(tmp_path)
    app = started(storage)
    app.go_title()
    frames(app, 30)
    app, scene = title(storage)
    assert getattr(scene.form.focused, "continues", None) is None and not app.notices
    app.start_game(a_game("farkle", steps=6))
    frames(app, 30)
    app.quit()
    assert not (tmp_path / f"{KEY}.json").exists()
    app, scene = title(storage)
    assert not app.notices


def test_a_flag_of_a_copy_still_running_is_not_an_unexpected_end(tmp_path):
    """Another copy is playing (a live process, or another App of this process): no recovery,
    and its game lock stays its own."""
    storage = FileStorage(tmp_path)
    first = started(storage)
    for pid in (os.getppid(), os.getpid()):
        path = tmp_path / f"{KEY}.json"
        path.write_text(json.dumps(dict(json.loads(path.read_text()), pid=pid)))
        app, scene = title(storage)
        assert not app.notices and getattr(scene.form.focused, "continues", None) is None
        assert app.locks.holder("buttons") == first.locks.owner


def test_in_the_browser_the_tabs_own_flag_survives_its_reload_and_frees_its_lock():
    """sessionStorage belongs to one tab: its flag after a reload is that tab's own, so the lock its
    previous life holds (heartbeat seconds old) is let go at once, and Continue is not refused."""
    from game.game_lock import GameLocks
    from game.resume import PlayingFlag
    from game.storage import MemoryStorage, WebStorage
    from tests.test_storage_settings import FakeLocalStorage

    local, tab = MemoryStorage(), WebStorage(FakeLocalStorage())
    before = GameLocks(local)
    before.claim("exactly")
    PlayingFlag(tab, check_process=False).mark("exactly", before.owner)
    after = GameLocks(local)
    assert after.holder("exactly") == before.owner
    assert PlayingFlag(tab, check_process=False).interrupted(after) == "exactly"
    assert after.holder("exactly") is None and after.claim("exactly")
    other_tab = WebStorage(FakeLocalStorage())  # another tab sees no flag of this one
    assert PlayingFlag(other_tab, check_process=False).interrupted(after) is None


def test_the_browser_is_asked_to_keep_the_data_after_the_first_save_once(tmp_path, monkeypatch):
    from game import webenv

    asked = []
    monkeypatch.setattr(webenv, "request_persistent_storage", lambda: asked.append(1))
    app = make_app(storage=FileStorage(tmp_path))
    frames(app, 5)
    assert asked == []
    app.start_game(a_game("farkle", steps=6))
    frames(app, 60)
    assert asked == [1] and (tmp_path / "autosave.farkle.json").exists()
