"""Settings → Back up / Restore: a file next to the data folder, a restore with a confirmation
that gives everything back, a bad code refused with its reason, no restore inside a game; the
compact page is readable and tappable in both languages, on the web with its words of warning."""

from __future__ import annotations

import pytest

from game import backup, webenv
from game.scenes.backup_page import BackupScene
from game.scenes.confirm import ConfirmScene
from game.settings import Settings, save_settings
from game.storage import FileStorage
from tests.compact import Measure, check
from tests.test_backup import loaded, player_data
from tests.test_saves import a_game
from tests.uidriver import button, click, frames, make_app


def page(storage, **opts):
    app = make_app(storage=storage, **opts)
    frames(app, 3)
    scene = BackupScene(app)
    app.stack.push(scene)
    frames(app, 20)
    return app, scene


def test_a_backup_file_then_a_restore_with_confirmation_gives_everything_back(tmp_path):
    storage = FileStorage(tmp_path / "data")
    player_data(storage)
    before = loaded(storage)
    app, scene = page(storage)
    click(app, button(app, "Save backup file").rect.center)
    files = list(tmp_path.glob("dice-and-chips-backup-*.txt"))
    assert len(files) == 1 and str(files[0]) in scene.status
    save_settings(
        storage, Settings(language="en", volume=1.0, layout="compact")
    )  # things change, games are lost
    (tmp_path / "data" / "autosave.farkle.json").unlink()
    app.reload_data()
    scene.text = str(files[0])  # natively a file's path works as well as the code
    click(app, button(app, "Restore").rect.center)
    frames(app, 10)
    assert isinstance(app.stack.top, ConfirmScene) and "3 saved games" in app.stack.top.body
    click(app, button(app, "Restore").rect.center)  # the confirmation's own
    frames(app, 10)
    assert app.stack.top is scene and "Restored the backup of" in scene.result
    assert loaded(storage) == before
    assert app.settings.language == "de" and app.settings.volume == 0.3  # the app uses them at once
    assert any(".replaced-" in p.name for p in (tmp_path / "data").iterdir())


def test_a_restored_layout_rebuilds_the_screens_and_says_what_was_restored(tmp_path):
    storage = FileStorage(tmp_path / "data")
    player_data(storage)  # the backup's layout: compact
    code, _ = backup.make(storage)
    save_settings(storage, Settings(language="en", layout="standard"))
    app, scene = page(storage)
    scene.text = code
    scene.ask_restore()
    frames(app, 10)
    click(app, button(app, "Restore").rect.center)
    frames(app, 30)
    assert app.settings.layout == "compact" and app.stack.top.name == "title"
    assert app.notice_text().startswith("Die Sicherung vom")  # in the restored language, German


def test_a_bad_code_is_refused_with_its_reason_and_cancel_changes_nothing(tmp_path):
    storage = FileStorage(tmp_path / "data")
    player_data(storage)
    code, _ = backup.make(storage)
    save_settings(storage, Settings(language="en"))
    app, scene = page(storage)
    stored = {p.name: p.read_bytes() for p in (tmp_path / "data").iterdir()}
    scene.text = code[:-30]
    click(app, button(app, "Restore").rect.center)
    frames(app, 5)
    assert app.stack.top is scene and scene.result.startswith("This backup is damaged") and scene.result_bad
    scene.text = code
    click(app, button(app, "Restore").rect.center)
    frames(app, 10)
    click(app, button(app, "Cancel").rect.center)
    frames(app, 10)
    assert app.stack.top is scene
    assert {p.name: p.read_bytes() for p in (tmp_path / "data").iterdir()} == stored


def test_no_restore_while_a_game_is_open(tmp_path):
    storage = FileStorage(tmp_path / "data")
    app = make_app(storage=storage)
    frames(app, 3)
    app.start_game(a_game("farkle", steps=6))
    frames(app, 30)
    scene = BackupScene(app)
    app.stack.push(scene)
    frames(app, 20)
    assert not button(app, "Restore").enabled
    assert scene.in_game()


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("web", [False, True])
def test_the_compact_page_is_readable_and_tappable(lang, web, tmp_path, monkeypatch):
    if web:
        monkeypatch.setattr(webenv, "IS_WEB", True)
    storage = FileStorage(tmp_path / "data")
    player_data(storage)
    app, scene = page(storage, lang=lang, layout="compact")
    m = Measure(monkeypatch)
    check(app, m, f"backup page {lang} web={web}")
    scene.text = "DCBACKUP1.abc.00000000"
    scene.ask_restore()
    scene.say("x " * 120, True)
    check(app, m, f"backup page with messages {lang} web={web}")


def test_copying_the_backup_code_natively_and_in_the_browser(tmp_path, monkeypatch):
    storage = FileStorage(tmp_path / "data")
    player_data(storage)
    code, _ = backup.make(storage)
    app, scene = page(storage)
    copied = []
    monkeypatch.setattr(webenv, "copy_native", lambda text: copied.append(text) or True)
    click(app, button(app, "Copy backup code").rect.center)
    assert copied and backup.read(copied[0]).data == backup.read(code).data
    assert scene.status.startswith("Copied: a backup of settings, statistics and 3 saved games")
    monkeypatch.setattr(webenv, "copy_native", lambda text: False)  # no clipboard: the code is shown
    click(app, button(app, "Copy backup code").rect.center)
    assert scene.status_bad and backup.read(scene.text).games == ["farkle", "buttons", "exactly"]
    shown = []  # in the browser a refused clipboard opens a box with the code selected
    monkeypatch.setattr(webenv, "IS_WEB", True)
    monkeypatch.setattr(webenv, "copy_to_clipboard", lambda text: None)
    monkeypatch.setattr(webenv, "clipboard_failed", lambda: True)
    monkeypatch.setattr(webenv, "show_selectable", shown.append)
    monkeypatch.setattr(webenv, "hide_selectable", lambda: shown.append("hidden"))
    click(app, button(app, "Copy backup code").rect.center)
    frames(app, 2)
    assert len(shown) == 1 and backup.read(shown[0]).games == ["farkle", "buttons", "exactly"]
    downloads = []  # and the file is a download
    monkeypatch.setattr(webenv, "download_text", lambda name, text: downloads.append((name, text)) or True)
    click(app, button(app, "Download backup file").rect.center)
    ((name, text),) = downloads
    assert name.startswith("dice-and-chips-backup-") and backup.read(text).data == backup.read(code).data
    assert scene.status.startswith("The browser downloads a backup of settings")
    click(app, button(app, "Back").rect.center)
    assert shown[-1] == "hidden"
