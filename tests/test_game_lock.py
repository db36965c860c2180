"""The game lock when the clock jumps, when its file is damaged or cannot be written, and the
statistics of a game played on read-only (issue 26). See also tests/test_two_copies.py."""

from __future__ import annotations

import json

import pytest

from game import game_lock
from game.game_lock import GameLocks
from game.storage import FileStorage
from tests.test_saves import a_game
from tests.test_two_copies import _copy, _play_one_move
from tests.uidriver import play_out, settle


class Clocks:
    """The wall clock (it can be set back) and a copy's steady clock (it never jumps)."""

    def __init__(self):
        self.t = 1_000_000.0
        self.steady = 50.0

    def wait(self, seconds: float) -> None:
        self.t += seconds
        self.steady += seconds


@pytest.fixture
def clocks(monkeypatch):
    c = Clocks()
    monkeypatch.setattr(game_lock, "now", lambda: c.t)
    monkeypatch.setattr(game_lock, "steady", lambda: c.steady)
    return c


def _beat(tmp_path, game_id="farkle"):
    return json.loads((tmp_path / f"lock.{game_id}.json").read_text())["beat"]


def test_a_copy_that_crashed_after_the_clock_was_set_back_frees_its_game_within_stale_s(tmp_path, clocks):
    crashed = GameLocks(FileStorage(tmp_path))
    assert crashed.claim("farkle")
    clocks.t -= 3600  # the clock is set back an hour; then the copy crashes (no more beats)
    other = GameLocks(FileStorage(tmp_path))
    assert not other.claim("farkle")  # a heartbeat just written may be a live copy's
    clocks.wait(game_lock.STALE_S - 1)
    assert not other.claim("farkle")
    clocks.wait(1)  # the heartbeat has not moved for STALE_S: the copy is gone, as the README says
    assert other.claim("farkle")


@pytest.mark.parametrize("beat", ["NaN", "Infinity", "-Infinity", "1e999"])
def test_a_heartbeat_that_is_no_finite_number_blocks_nothing(tmp_path, clocks, beat):
    (tmp_path / "lock.farkle.json").write_text('{"owner": "someone", "beat": ' + beat + "}")
    assert GameLocks(FileStorage(tmp_path)).claim("farkle")


def test_the_owner_goes_on_beating_after_the_clock_is_set_back(tmp_path, clocks):
    app = _copy(FileStorage(tmp_path))
    app.start_game(a_game(seed=5), transition=False)
    settle(app)
    clocks.t -= 3600
    for _ in range(3):
        clocks.wait(game_lock.BEAT_S)
        app.keep_locks()
    assert _beat(tmp_path) == clocks.t  # renewed in the new time
    clocks.wait(game_lock.STALE_S - game_lock.BEAT_S)
    assert not GameLocks(FileStorage(tmp_path)).claim("farkle")  # still seen as playing
    assert "farkle" not in app.read_only


def test_a_lock_that_cannot_be_written_stops_saving_and_says_so(tmp_path, clocks):
    (tmp_path / "lock.farkle.json").mkdir()  # in the way: the lock cannot be written
    first = _copy(FileStorage(tmp_path))
    first.start_game(a_game(seed=5), transition=False)
    settle(first)
    assert first.toast.key == "err.save_failed" and "Is a directory" in first.toast.text()  # in words
    second = _copy(FileStorage(tmp_path))  # cannot mark it either: neither copy saves over the other
    second.start_game(a_game(seed=6), transition=False)
    settle(second)
    assert second.toast.key == "err.save_failed"
    for app in (first, second):
        _play_one_move(app)
    assert not (tmp_path / "autosave.farkle.json").exists()
    (tmp_path / "lock.farkle.json").rmdir()  # the way is free again: the next save takes the lock
    _play_one_move(first)
    assert json.loads((tmp_path / "lock.farkle.json").read_text())["owner"] == first.locks.owner
    assert (tmp_path / "autosave.farkle.json").exists()
    _play_one_move(second)  # and the other copy now sees it playing
    assert second.toast.key == "notice.lock_lost" and "farkle" in second.read_only


def test_a_lock_that_can_no_longer_be_renewed_stops_saving_and_says_so(tmp_path, clocks, monkeypatch):
    app = _copy(FileStorage(tmp_path))
    app.start_game(a_game(seed=5), transition=False)
    settle(app)
    saved = (tmp_path / "autosave.farkle.json").read_bytes()
    write = app.storage.write

    def no_locks(key, text):
        if key.startswith("lock."):
            raise game_lock.StorageError("disk full")
        write(key, text)

    monkeypatch.setattr(app.storage, "write", no_locks)
    clocks.wait(game_lock.BEAT_S)
    app.keep_locks()
    _play_one_move(app)
    assert app.toast.key == "err.save_failed" and "disk full" in app.toast.text()
    assert (tmp_path / "autosave.farkle.json").read_bytes() == saved  # not saved without a lock


def test_a_game_played_on_read_only_is_counted_once_by_the_copy_that_saves_it(tmp_path, clocks):
    first = _copy(FileStorage(tmp_path))
    first.start_game(a_game(seed=5), transition=False)
    settle(first)
    second = _copy(FileStorage(tmp_path))
    second.start_read_only(second.saved_games()["farkle"], transition=False)  # "Continue read-only"
    settle(second)
    theirs, mine = second.stack.top.session, first.stack.top.session
    play_out(theirs)
    second.finish_game(theirs)
    assert second.toast.key == "notice.counted_elsewhere"
    play_out(mine)
    first.finish_game(mine)
    for app in (first, second):
        app.refresh_stats()
        assert app.settings.stats["farkle"]["games"] == 1, app.settings.stats


def test_a_new_game_played_read_only_is_counted(tmp_path, clocks):
    first = _copy(FileStorage(tmp_path))
    first.start_game(a_game(seed=5), transition=False)
    second = _copy(FileStorage(tmp_path))
    fresh = a_game(seed=5).restarted(seed=9)  # "New game, not saved"
    second.start_read_only(fresh, transition=False)
    settle(second)
    play_out(fresh)
    second.finish_game(fresh)
    assert second.settings.stats["farkle"]["games"] == 1


def test_a_copy_that_lost_its_lock_and_leaves_keeps_the_new_owners_lock(tmp_path, clocks):
    first = _copy(FileStorage(tmp_path))
    first.start_game(a_game(seed=5), transition=False)
    clocks.wait(game_lock.STALE_S + 1)  # frozen: no heartbeat
    second = _copy(FileStorage(tmp_path))
    second.start_game(a_game(seed=6), transition=False)  # takes the game over
    settle(second)
    assert "farkle" in first.locks.held  # the first has not noticed yet (no heartbeat since)
    first.go_title()  # and leaves before its next heartbeat
    assert json.loads((tmp_path / "lock.farkle.json").read_text())["owner"] == second.locks.owner
    third = GameLocks(FileStorage(tmp_path))
    assert third.holder("farkle") == second.locks.owner and not third.claim("farkle")


def test_a_heartbeat_falls_due_by_the_oldest_lock_held_and_a_clock_set_back(tmp_path, clocks):
    # A still frame asks ``due`` instead of beating: it must agree with ``beat`` whatever changed
    # the locks held since it last asked (a claim, a beat, a release, a change made from outside).
    locks = GameLocks(FileStorage(tmp_path))
    assert not locks.due()  # nothing held
    assert locks.claim("farkle")
    clocks.wait(1)
    assert locks.claim("exactly") and not locks.due()
    clocks.wait(game_lock.BEAT_S - 0.5)
    assert locks.due()  # farkle's beat is due, exactly's not yet
    assert locks.beat() == [] and not locks.due() and locks.held["farkle"] == clocks.t
    locks.held["exactly"] = clocks.t - game_lock.BEAT_S  # changed from outside: due at once
    assert locks.due()
    locks.release("exactly")
    assert not locks.due()
    clocks.t -= 60  # the clock is set back: renew at once, as ``beat`` does
    assert locks.due() and locks.beat() == [] and not locks.due()
    locks.release()
    assert not locks.held and not locks.due()
