"""Back up / Restore: everything comes back field by field; a bad backup changes nothing."""

from __future__ import annotations

import base64
import json
import random
import shutil
import zlib

import pytest

from game import backup
from game.games import GAME_IDS
from game.saves import SaveShelf, autosave_key
from game.session import Session
from game.settings import Settings, load_settings, save_settings
from game.storage import FileStorage, MemoryStorage
from tests.test_saves import a_game, files


def player_data(storage) -> tuple[Settings, dict[str, Session]]:
    """A player's things: changed settings, statistics with bests, and three games in progress."""
    settings = Settings(
        language="de", volume=0.3, muted=True, anim_speed="fast", layout="compact", coach=["Ana"]
    )
    settings.record_game("farkle", ["human", "hard"], [0])
    settings.record_game("starrows", ["human"], [0], solo=("tasks=on", 14))
    save_settings(storage, settings)
    sessions = {g: a_game(g, steps=9, seed=3 + i) for i, g in enumerate(["farkle", "buttons", "exactly"])}
    shelf = SaveShelf(storage)
    for session in sessions.values():
        assert shelf.write(session)[0]
    return settings, sessions


def loaded(storage) -> tuple[dict, dict[str, dict]]:
    settings, problem = load_settings(storage)
    assert problem is None
    found, notices = SaveShelf(storage).load_all()
    assert notices == []
    return settings.to_dict(), {g: s.to_dict() for g, s in found.items()}


def test_back_up_wipe_restore_gives_back_the_same_settings_statistics_and_games(tmp_path):
    folder = tmp_path / "data"
    storage = FileStorage(folder)
    player_data(storage)
    before = loaded(storage)
    code, made = backup.make(storage)
    assert made.games == ["farkle", "buttons", "exactly"] and made.left_out == []
    shutil.rmtree(folder)  # the browser forgot the site, or the folder was lost
    fresh = FileStorage(folder)
    result = backup.restore(fresh, backup.read(code))
    assert sorted(result.written) == sorted(["settings"] + [autosave_key(g) for g in made.games])
    after = loaded(fresh)
    assert after[0] == before[0]  # every setting and every statistic
    assert after[0]["stats"]["starrows"]["best"] == {"tasks=on": 14}
    assert after[1].keys() == before[1].keys()
    for game_id, data in before[1].items():
        for name, value in data.items():  # field by field: seats, seed, log, options...
            assert after[1][game_id][name] == value, (game_id, name)


def test_restore_keeps_what_it_replaces_aside_and_removes_nothing_without_a_copy(tmp_path):
    storage = FileStorage(tmp_path)
    player_data(storage)
    code, _ = backup.make(storage)
    save_settings(storage, Settings(language="en", volume=1.0))  # changed since the backup
    SaveShelf(storage).write(a_game("chains", steps=6))  # a game the backup does not hold
    newer = (tmp_path / "settings.json").read_bytes()
    chains = (tmp_path / "autosave.chains.json").read_bytes()
    result = backup.restore(storage, backup.read(code))
    assert set(result.kept) == {"settings", "autosave.chains"} and result.removed == ["autosave.chains"]
    copies = {name: raw for name, raw in files(tmp_path).items() if ".replaced-" in name}
    assert sorted(copies.values()) == sorted([newer, chains])
    assert not (tmp_path / "autosave.chains.json").exists()
    assert json.loads((tmp_path / "settings.json").read_text())["language"] == "de"


def test_restore_writes_nothing_when_a_copy_cannot_be_made():
    class NoCopies(MemoryStorage):
        def _create(self, key, raw):
            return False if ".replaced-" in key else super()._create(key, raw)

        def keep_aside(self, key, reason="corrupt", remove=True):
            return ""

    storage = NoCopies()
    player_data(storage)
    code, _ = backup.make(storage)
    save_settings(storage, Settings(language="en"))
    before = dict(storage.data)
    with pytest.raises(backup.StorageError):
        backup.restore(storage, backup.read(code))
    assert storage.data == before


def _reencode(payload, version: int = 1, deep: int = 0) -> str:
    raw = json.dumps(payload).encode().replace(b'"DEEP"', b"[" * deep + b"1" + b"]" * deep)
    body = base64.urlsafe_b64encode(zlib.compress(raw)).decode().rstrip("=")
    return f"{backup.PREFIX}{version}.{body}.{zlib.crc32(raw):08x}"


def damaged(code: str, rng: random.Random) -> str:
    kind = rng.randrange(9)
    payload = json.loads(zlib.decompress(base64.urlsafe_b64decode(code.split(".")[1] + "==")))
    if kind == 0:  # truncated
        return code[: rng.randrange(len(code) - 1)]
    if kind == 1:  # one flipped byte (as a file read with errors="replace" would give it)
        raw = bytearray(code.encode())
        i = rng.randrange(len(raw))
        raw[i] ^= 1 << rng.randrange(8)
        return raw.decode("utf-8", errors="replace")
    if kind == 2:  # a later version, or a version field that is not ours
        payload["backup"] = rng.choice([2, 0, "1", None, 1.0])
        return _reencode(payload)
    if kind == 3:  # foreign JSON, with or without our envelope
        foreign = rng.choice([[1, 2], {"schema": 1, "volume": 0.5}, "null", {"a": {"b": 1}}])
        return rng.choice([json.dumps(foreign), _reencode(foreign)])
    if kind == 4:  # huge: too many characters, or a small code that inflates past the limit
        if rng.random() < 0.5:
            return code + "A" * backup.MAX_CODE
        raw = b'{"backup":1,"data":{},"made":"' + b" " * (backup.MAX_JSON + 10) + b'"}'
        body = base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode()
        return f"{backup.PREFIX}1.{body}.{zlib.crc32(raw):08x}"
    if kind == 5:  # nested deep (a correct checksum)
        payload["data"]["settings"]["coach"] = "DEEP"
        return _reencode(payload, deep=rng.choice([50, 1000, 100_000]))
    if kind == 6:  # a save of one game under another game's key, or a broken save
        key = rng.choice([k for k in payload["data"] if k.startswith("autosave.")])
        other = rng.choice([g for g in GAME_IDS if autosave_key(g) != key])
        if rng.random() < 0.5:
            payload["data"][autosave_key(other)] = payload["data"].pop(key)
        else:
            payload["data"][key]["log"] = [["a", 0, ["nonsense"]]]
        return _reencode(payload)
    if kind == 7:  # an unusable setting, an unknown part, a wrong schema
        choice = rng.randrange(3)
        if choice == 0:
            payload["data"]["settings"]["volume"] = "loud"
        elif choice == 1:
            payload["data"]["passwords"] = {}
        else:
            payload["data"]["settings"]["schema"] = 7
        return _reencode(payload)
    return rng.choice(["", "   ", "DCBACKUP", "DCBACKUP1.", "DCBACKUP1..", "hello", "DCBACKUP9.abc.00000000"])


def _reads_as(text: str):
    try:
        return backup.read(text)
    except backup.BackupError:
        return None


def test_two_hundred_damaged_backups_are_refused_with_a_reason_and_change_nothing():
    storage = MemoryStorage()
    player_data(storage)
    code, _ = backup.make(storage)
    save_settings(storage, Settings(language="en"))
    before = dict(storage.data)
    rng = random.Random(29)
    reasons = set()
    whole = backup.read(code)
    for _ in range(200):
        text = damaged(code, rng)
        if text != code and _reads_as(text) == whole:
            continue  # a flip that changes nothing: a checksum digit's case, a base64 character's unused bits
        with pytest.raises(backup.BackupError) as refused:
            backup.restore(storage, backup.read(text))
        assert refused.value.key.startswith("backup.err.") and str(refused.value)
        reasons.add(refused.value.key)
        assert storage.data == before
    assert reasons == {
        f"backup.err.{r}" for r in ("damaged", "version", "foreign", "too_big", "contents", "empty")
    }


def test_a_backup_leaves_out_what_it_could_not_read_and_says_so():
    storage = MemoryStorage()
    player_data(storage)
    storage.data[autosave_key("chains")] = '{"schema": 1, "game_id": "chains", "log": ['
    code, made = backup.make(storage)
    assert made.left_out == [autosave_key("chains")]
    assert backup.read(code).games == ["farkle", "buttons", "exactly"]


def test_backup_and_restore_from_the_command_line(tmp_path):
    """--backup FILE writes a new file; --restore FILE gives everything back; a bad file exits 2
    with one line and changes nothing; an existing file is never overwritten."""
    from tests.test_cli import run

    data = tmp_path / "data"
    storage = FileStorage(data)
    player_data(storage)
    before = loaded(storage)
    out = tmp_path / "mine.backup"
    proc = run("--backup", str(out), "--data-dir", str(data))
    assert proc.returncode == 0, proc.stderr
    assert "saved games: farkle, buttons, exactly" in proc.stdout and str(out) in proc.stdout
    again = run("--backup", str(out), "--data-dir", str(data))
    assert again.returncode == 2 and "exists" in again.stderr and len(again.stderr.strip().splitlines()) == 1
    shutil.rmtree(data)
    data.mkdir()
    bad = tmp_path / "bad.backup"
    bad.write_text(out.read_text()[:-40])
    for wrong in (bad, tmp_path / "missing.backup"):
        proc = run("--restore", str(wrong), "--data-dir", str(data))
        assert proc.returncode == 2 and len(proc.stderr.strip().splitlines()) == 1, proc.stderr
        assert proc.stderr.startswith("main.py: error: --restore: ")
        assert list(data.iterdir()) == []
    proc = run("--restore", str(out), "--data-dir", str(data))
    assert proc.returncode == 0, proc.stderr
    assert loaded(FileStorage(data)) == before
    combined = run("--restore", str(out), "--game", "farkle")
    assert combined.returncode == 2 and "cannot be combined" in combined.stderr


def test_no_restore_while_another_copy_plays_a_game():
    from game.game_lock import GameLocks

    storage = MemoryStorage()
    player_data(storage)
    code, _ = backup.make(storage)
    save_settings(storage, Settings(language="en"))
    GameLocks(storage, owner="other").claim("exactly")
    before = dict(storage.data)
    with pytest.raises(backup.BackupError) as refused:
        backup.restore_locked(storage, backup.read(code), GameLocks(storage, owner="me"))
    assert refused.value.key == "backup.err.busy" and "exactly" in str(refused.value)
    assert storage.data == before
    other = GameLocks(storage, owner="other")
    other.held["exactly"] = 0.0
    other.release()  # that copy left the game
    backup.restore_locked(storage, backup.read(code), GameLocks(storage, owner="me"))
    assert load_settings(storage)[0].language == "de"
    assert not any(k.startswith("lock.") for k in storage.data)  # every lock taken was let go
