"""Two copies of the app on one data folder (two windows, two browser tabs) never overwrite each
other's save: the second to open a game that the first is playing asks, and the last writer never
silently wins. A copy that crashed or was closed frees its game after ``STALE_S``."""

import json

import pytest

from game import game_lock
from game.app import App
from game.cli import Options
from game.i18n import set_language, tr
from game.scenes.base import GameScene
from game.session import Seat, Session
from game.storage import FileStorage, WebStorage
from tests.test_saves import a_game
from tests.test_storage_settings import FakeLocalStorage
from tests.uidriver import button, click, frames, settle


class Clock:
    def __init__(self):
        self.t = 1_000_000.0

    def __call__(self):
        return self.t


@pytest.fixture
def clock(monkeypatch):
    c = Clock()
    monkeypatch.setattr(game_lock, "now", c)
    return c


def _copy(storage, lang="en") -> App:
    app = App(Options(headless=True, lang=lang, speed="instant"), storage=storage)
    app.init_display()
    app.go_title()
    settle(app)
    return app


def _stores(kind, tmp_path):
    if kind == "files":
        return FileStorage(tmp_path), FileStorage(tmp_path)
    shared = FakeLocalStorage()  # one page's localStorage, seen by both tabs
    return WebStorage(shared), WebStorage(shared)


def _play_one_move(app) -> None:
    scene = app.stack.top
    assert isinstance(scene, GameScene)
    session = scene.session
    if session.at_chance:
        session.resolve_chance()
    session.act(session.legal_actions()[-1])
    app.autosave(session)


@pytest.mark.parametrize("kind", ["files", "tabs"])
def test_the_second_copy_asks_and_read_only_never_overwrites(tmp_path, clock, kind):
    set_language("en")
    store1, store2 = _stores(kind, tmp_path)
    first = _copy(store1)
    first.autosave(a_game(seed=5))
    second = _copy(store2)
    first.start_game(first.saved_games()["farkle"], transition=False)
    settle(first)
    _play_one_move(first)
    saved = store1.read("autosave.farkle")
    second.stack.top.continue_game("farkle")
    second.stack.apply_pending()
    dialog = second.stack.top
    assert dialog.name == "confirm" and dialog.title == tr("lock.title", game="Farkle")
    click(second, button(second, tr("lock.read_only")).rect.center)
    settle(second)
    assert isinstance(second.stack.top, GameScene)
    assert second.notice == "notice.read_only"
    for _ in range(3):
        _play_one_move(second)
        clock.t += 1
        frames(second, 2)
    assert store1.read("autosave.farkle") == saved  # the first copy's save is untouched
    _play_one_move(first)
    assert store1.read("autosave.farkle") != saved  # and the first copy goes on saving it
    assert second.drop_save("farkle") and store1.read("autosave.farkle") is not None  # e.g. game over


def test_a_new_game_elsewhere_is_not_saved_over_the_other_copys(tmp_path, clock):
    set_language("de")
    first, second = _copy(FileStorage(tmp_path), "de"), _copy(FileStorage(tmp_path), "de")
    first.start_game(a_game(seed=5), transition=False)
    saved = (tmp_path / "autosave.farkle.json").read_bytes()
    second.start_game(Session("farkle", {"players": 2}, [Seat("human", "Bo"), Seat("ai", "", "easy")], 8))
    second.stack.apply_pending()
    labels = [w.label() if callable(w.label) else w.label for w in second.stack.top.form.widgets]
    assert labels == [tr("lock.new_unsaved"), tr("lock.back")]  # a new game: nothing to continue
    click(second, button(second, tr("lock.new_unsaved")).rect.center)
    settle(second)
    _play_one_move(second)
    assert second.stack.top.session.seats[0].name == "Bo"
    assert (tmp_path / "autosave.farkle.json").read_bytes() == saved
    set_language("en")


def test_a_crashed_copy_frees_its_game_after_its_heartbeat_stops(tmp_path, clock):
    first = _copy(FileStorage(tmp_path))
    first.start_game(a_game(seed=5), transition=False)
    for _ in range(5):  # playing: the heartbeat keeps the lock fresh
        clock.t += game_lock.BEAT_S
        frames(first, 1)
    second = _copy(FileStorage(tmp_path))
    assert not second.locks.claim("farkle")
    clock.t += game_lock.STALE_S  # the first copy crashed: no more heartbeats
    second.start_game(a_game(seed=6), transition=False)
    settle(second)
    assert isinstance(second.stack.top, GameScene) and "farkle" not in second.read_only
    assert second.autosave(second.stack.top.session)


def test_a_copy_that_was_frozen_and_lost_its_game_stops_saving_and_says_so(tmp_path, clock):
    shared = FakeLocalStorage()
    first = _copy(WebStorage(shared))
    first.start_game(a_game(seed=5), transition=False)
    clock.t += game_lock.STALE_S + 1  # a background tab: no frames, no heartbeat
    second = _copy(WebStorage(shared))
    second.start_game(a_game(seed=6), transition=False)  # takes the game over, no question
    settle(second)
    taken = shared.getItem("dicechips.autosave.farkle")
    frames(first, 2)  # the first tab comes back
    assert first.notice == "notice.lock_lost"
    _play_one_move(first)
    assert shared.getItem("dicechips.autosave.farkle") == taken


def test_leaving_a_game_lets_another_copy_play_it(tmp_path, clock):
    first, second = _copy(FileStorage(tmp_path)), _copy(FileStorage(tmp_path))
    first.start_game(a_game(seed=5), transition=False)
    assert json.loads((tmp_path / "lock.farkle.json").read_text())["owner"] == first.locks.owner
    first.go_title()
    assert not (tmp_path / "lock.farkle.json").exists()
    assert second.locks.claim("farkle")
