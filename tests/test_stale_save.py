"""A save is never written over newer progress (issue 37): Continue reads the save again, and a
write (or a removal) whose base is older than what is stored is refused with a line to the player.

Copy B waits on its title while copy A continues the game, plays on and goes back to its title
(freeing the lock), or a restore replaces the save; then B taps Continue."""

import json

import pytest

from game import backup
from game.i18n import set_language, tr
from game.saves import SaveShelf, autosave_key
from game.scenes.base import GameScene
from game.storage import FileStorage, WebStorage
from tests.test_saves import a_game
from tests.test_storage_settings import FakeLocalStorage
from tests.test_two_copies import _copy, _play_one_move, clock  # noqa: F401 - a fixture
from tests.uidriver import settle


def _stores(kind, tmp_path):
    if kind == "files":
        return FileStorage(tmp_path), FileStorage(tmp_path)
    shared = FakeLocalStorage()
    return WebStorage(shared), WebStorage(shared)


def _a_plays_on_and_leaves(a) -> str:
    a.stack.top.continue_game("farkle")
    settle(a)
    for _ in range(3):
        _play_one_move(a)
    a.go_title()
    settle(a)
    return a.storage.read(autosave_key("farkle"))


@pytest.mark.parametrize("kind", ["files", "tabs"])
def test_continue_takes_the_save_as_stored_now_not_as_the_title_read_it(tmp_path, clock, kind):  # noqa: F811
    set_language("en")
    store_a, store_b = _stores(kind, tmp_path)
    a = _copy(store_a)
    a.autosave(a_game(seed=5))
    a.go_title()
    settle(a)
    b = _copy(store_b)  # B's title shows the game as it was
    newer = _a_plays_on_and_leaves(a)
    b.stack.top.continue_game("farkle")
    settle(b)
    scene = b.stack.top
    assert isinstance(scene, GameScene) and "farkle" not in b.read_only
    played = json.loads(newer)["log"]
    assert len(played) > len(a_game(seed=5).to_dict()["log"])
    assert scene.session.to_dict()["log"][: len(played)] == played  # A's progress, not the old game
    _play_one_move(b)
    assert json.loads(b.storage.read(autosave_key("farkle")))["log"][: len(played)] == played


def test_a_write_whose_base_is_older_than_the_store_is_refused_and_told(tmp_path, clock):  # noqa: F811
    set_language("en")
    b = _copy(FileStorage(tmp_path))
    a = _copy(FileStorage(tmp_path))
    a.autosave(a_game(seed=5))
    a.go_title()
    settle(a)
    b.go_title()  # B's title read the first save
    settle(b)
    stale = b.stack.top.saves["farkle"]
    newer = _a_plays_on_and_leaves(a)
    b.start_game(stale, transition=False)  # a Continue that did not read again (the path under test)
    settle(b)
    _play_one_move(b)
    assert (tmp_path / "autosave.farkle.json").read_text() == newer  # nothing written over A's game
    assert b.notice == "err.save_newer" and "farkle" in b.read_only
    assert tr("err.save_newer", what=tr("what.game", game="Farkle")) == b.notice_text()
    _play_one_move(b)  # and it stays so, without a new message each move
    assert (tmp_path / "autosave.farkle.json").read_text() == newer


def test_the_shelf_refuses_writes_and_removals_over_a_save_it_did_not_read(tmp_path):
    first, second = SaveShelf(FileStorage(tmp_path)), SaveShelf(FileStorage(tmp_path))
    old = a_game(seed=5)
    assert first.write(old)[0]
    assert second.load("farkle")[0] is not None
    newer = a_game(seed=5, steps=20)
    assert first.write(newer)[0]
    text = (tmp_path / "autosave.farkle.json").read_text()
    stored, notices = second.write(a_game(seed=5, steps=14))
    assert not stored and [n.key for n in notices] == ["err.save_newer"]
    assert [n.key for n in second.drop("farkle")] == ["err.save_newer"]
    assert (tmp_path / "autosave.farkle.json").read_text() == text
    assert first.write(a_game(seed=5, steps=24))[0]  # the copy that wrote it goes on saving
    assert second.load("farkle")[0] is not None and second.write(a_game(seed=5, steps=26))[0]


def test_a_restore_elsewhere_is_not_written_over_by_a_stale_continue(tmp_path, clock):  # noqa: F811
    set_language("en")
    code = backup.encode(
        backup.Backup("2026-01-01 10:00 UTC", {autosave_key("farkle"): a_game(seed=9).to_dict()})
    )
    b = _copy(FileStorage(tmp_path))
    b.autosave(a_game(seed=5))
    b.go_title()
    settle(b)
    stale = b.stack.top.saves["farkle"]
    a = _copy(FileStorage(tmp_path))
    backup.restore_locked(a.storage, backup.read(code), a.locks)
    restored = (tmp_path / "autosave.farkle.json").read_text()
    b.start_game(stale, transition=False)
    settle(b)
    _play_one_move(b)
    assert (tmp_path / "autosave.farkle.json").read_text() == restored
    b.go_title()
    settle(b)
    b.stack.top.continue_game("farkle")  # Continue now brings the restored game
    settle(b)
    assert b.stack.top.session.seed == 9


def test_continue_on_a_save_finished_elsewhere_says_so(tmp_path, clock):  # noqa: F811
    set_language("de")
    b = _copy(FileStorage(tmp_path), "de")
    b.autosave(a_game(seed=5))
    b.go_title()
    settle(b)
    (tmp_path / "autosave.farkle.json").unlink()  # another copy finished it
    b.stack.top.continue_game("farkle")
    settle(b)
    assert b.stack.top.name == "title" and "farkle" not in b.stack.top.saves
    assert b.notice == "notice.save_gone"
    set_language("en")
