"""Restore under real use (issue 37): all or nothing at every failing step, the real reason when the
storage cannot take it, what it restored used at once, never under an open game (Enter included),
by taps alone (Paste), no traceback from a crafted date, and never waiting on a FIFO."""

from __future__ import annotations

import io
import json
import os
import threading

import pygame
import pytest

from game import backup, webenv
from game.game_lock import GameLocks
from game.i18n import tr
from game.scenes.backup_page import BackupScene
from game.scenes.confirm import ConfirmScene
from game.settings import Settings, load_settings, save_settings
from game.storage import FileStorage, MemoryStorage, WriteFailed
from tests.test_backup import _reencode, player_data
from tests.test_saves import a_game
from tests.uidriver import button, click, frames, key, make_app


def _code_and_changed_store(storage) -> str:
    """A backup of the player's things, then the store changed so that a restore writes, replaces
    and removes (settings differ, farkle differs, chains is not in the backup)."""
    player_data(storage)
    code, _ = backup.make(storage)
    save_settings(storage, Settings(language="en", volume=1.0, layout="compact"))
    from game.saves import SaveShelf

    shelf = SaveShelf(storage)
    shelf.load_all()
    assert shelf.write(a_game("farkle", steps=14, seed=11))[0] and shelf.write(a_game("chains", seed=2))[0]
    storage.remove("autosave.buttons")
    return code


class Failing(MemoryStorage):
    """Every change (write, rename, removal) counted; the ``at``-th one fails, or with ``full`` every
    write from the ``at``-th on fails (a full disk: renames and removals still work)."""

    def __init__(self, at: int = -1, full: bool = False):
        super().__init__()
        self.at, self.full, self.count = at, full, 0

    def _step(self, writing: bool) -> None:
        self.count += 1
        if self.count - 1 == self.at or (self.full and writing and self.count - 1 >= self.at >= 0):
            raise WriteFailed("No space left on device")

    def write(self, key, text):
        self._step(True)
        super().write(key, text)

    def rename(self, src, dst):  # as a file system does it: no write, no free space needed
        self._step(False)
        self.data[dst] = self.data.pop(src)

    def remove(self, key):
        self._step(False)
        self.data.pop(key, None)


def _player_keys(storage) -> dict:
    return {k: storage.data.get(k) for k in backup.keys()}


@pytest.mark.parametrize("full", [False, True])
def test_a_restore_that_fails_at_any_step_leaves_everything_as_it_was(full):
    probe = Failing()
    code = _code_and_changed_store(probe)
    data = backup.read(code)
    ok = Failing()
    ok.data = dict(probe.data)
    backup.restore(ok, data)
    restored, steps = _player_keys(ok), ok.count
    assert steps > 8
    for at in range(steps):
        storage = Failing(at, full)
        storage.data = dict(probe.data)
        before = _player_keys(storage)
        try:
            backup.restore(storage, data)
        except backup.RestoreFailed as exc:
            assert exc.key == "backup.err.unwritable" and "No space left" in str(exc), at
            assert _player_keys(storage) == before, f"mixed after a failure at step {at}"
            assert not [k for k in storage.data if ".restore-old-" in k], at
        else:  # (a removal of an old value held aside may fail after the switch: that copy stays)
            assert _player_keys(storage) == restored, at
        assert not [k for k in storage.data if ".restoring-" in k], at


def test_a_full_disk_or_read_only_folder_is_named_not_another_copy(tmp_path):
    class ReadOnly(FileStorage):
        def write(self, key, text):
            raise WriteFailed("Read-only file system")

    writable = FileStorage(tmp_path)
    code = _code_and_changed_store(writable)
    stored = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    app = make_app(storage=ReadOnly(tmp_path))
    frames(app, 3)
    scene = BackupScene(app)
    app.stack.push(scene)
    frames(app, 5)
    scene.text = code
    scene.ask_restore()
    frames(app, 5)
    click(app, button(app, "Restore").rect.center)
    frames(app, 5)
    assert scene.result == tr("backup.err.unwritable", detail="Read-only file system"), scene.result
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == stored
    path = tmp_path.parent / "backup.txt"
    path.write_text(code)
    with pytest.raises(backup.BackupError) as refused:  # the command line says the same
        backup.command(ReadOnly(tmp_path), GameLocks(ReadOnly(tmp_path)), None, str(path), io.StringIO())
    assert "Read-only file system" in str(refused.value) and refused.value.key != "backup.err.busy"


@pytest.mark.parametrize("made", ["2026-01-01\x00 10:00", "2026 \ud800", "\x1b[2J"])
def test_a_backup_whose_date_cannot_be_drawn_is_refused_in_one_line(made, tmp_path):
    storage = MemoryStorage()
    player_data(storage)
    code, _ = backup.make(storage)
    payload = json.loads(backup.zlib.decompress(backup.base64.urlsafe_b64decode(code.split(".")[1] + "==")))
    payload["made"] = made
    crafted = _reencode(payload)
    with pytest.raises(backup.BackupError) as refused:
        backup.read(crafted)
    assert refused.value.key == "backup.err.contents" and str(refused.value).isprintable()
    path = tmp_path / "crafted.txt"
    path.write_text(crafted + "\n", encoding="utf-8", errors="surrogatepass")
    with pytest.raises(backup.BackupError):
        backup.command(MemoryStorage(), None, None, str(path), io.StringIO())
    app = make_app(storage=MemoryStorage())
    frames(app, 3)
    scene = BackupScene(app)
    app.stack.push(scene)
    scene.text = crafted
    scene.ask_restore()
    frames(app, 5)  # drawn: no crash
    assert app.stack.top is scene and scene.result_bad


def test_enter_in_the_field_restores_nothing_under_an_open_game(tmp_path):
    storage = FileStorage(tmp_path / "data")
    code = _code_and_changed_store(storage)
    app = make_app(storage=storage)
    frames(app, 3)
    app.start_game(app.saved_games()["farkle"])
    frames(app, 30)
    scene = BackupScene(app)
    app.stack.push(scene)
    frames(app, 5)
    stored = {p.name: p.read_bytes() for p in (tmp_path / "data").iterdir() if not p.name.startswith("lock.")}
    scene.text = code
    scene.form.set_focus(scene.field)
    assert scene.typing()
    key(app, pygame.K_RETURN)
    frames(app, 5)
    assert not isinstance(app.stack.top, ConfirmScene)
    scene.restore(backup.read(code))  # a confirmation left open from before cannot restore either
    now = {p.name: p.read_bytes() for p in (tmp_path / "data").iterdir() if not p.name.startswith("lock.")}
    assert now == stored


def test_the_settings_screen_and_the_app_use_the_restored_settings(tmp_path):
    storage = FileStorage(tmp_path)
    code = _code_and_changed_store(storage)
    app = make_app(storage=storage)
    frames(app, 3)
    app.stack.top.open_settings()
    frames(app, 10)
    settings_scene = app.stack.top
    assert settings_scene.name == "settings"
    settings_scene.open_backup()
    frames(app, 10)
    scene = app.stack.top
    scene.text = code
    scene.ask_restore()
    frames(app, 5)
    click(app, button(app, "Restore").rect.center)
    frames(app, 10)
    scene.close()
    frames(app, 10)
    shown = app.stack.top
    assert shown.name == "settings"
    volume = [w for w in shown.form.widgets if getattr(w, "values", None) and 30 in w.values][0]
    assert volume.get() == 30  # the restored volume, not the old 100 %
    shown.change("hints", False)  # a change writes the settings: the restored ones, with it
    stored = load_settings(storage)[0]
    assert (stored.volume, stored.muted, stored.coach, stored.hints) == (0.3, True, ["Ana"], False)


@pytest.mark.parametrize("web", [False, True])
def test_paste_restores_by_taps_alone(web, monkeypatch):
    storage = MemoryStorage()
    code = _code_and_changed_store(storage)
    if web:
        monkeypatch.setattr(webenv, "IS_WEB", True)
        monkeypatch.setattr(webenv, "request_paste", lambda: True)
        monkeypatch.setattr(webenv, "pasted", lambda: code)
    else:
        monkeypatch.setattr(webenv, "paste_native", lambda: code)
    app = make_app(storage=storage)
    frames(app, 3)
    scene = BackupScene(app)
    app.stack.push(scene)
    frames(app, 5)
    click(app, button(app, "Paste").rect.center)
    frames(app, 3)
    assert scene.text == code
    click(app, button(app, "Restore").rect.center)
    frames(app, 5)
    assert isinstance(app.stack.top, ConfirmScene)
    click(app, button(app, "Restore").rect.center)
    frames(app, 10)
    assert load_settings(storage)[0].volume == 0.3


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifos_path_is_refused_at_once(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    app = make_app(storage=MemoryStorage())
    frames(app, 3)
    scene = BackupScene(app)
    app.stack.push(scene)
    scene.text = str(fifo)

    outcome = []

    def ask() -> None:
        scene.ask_restore()
        outcome.append(scene.result)

    reader = threading.Thread(target=ask, daemon=True)
    reader.start()
    reader.join(3)
    if reader.is_alive():  # it waits for a writer: give it one, so the test ends
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
        reader.join(3)
    assert outcome, "the app waited on a FIFO"
    assert outcome == [tr("backup.err.file", detail="it is not a file")] and scene.result_bad
