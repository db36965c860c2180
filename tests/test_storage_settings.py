"""Settings and storage: round trips, anything unusable kept aside (never deleted), never a crash."""

import json
import os

import pytest

from game import storage as storage_mod
from game.settings import Settings, load_settings, save_settings, stored_stats
from game.storage import (
    FileStorage,
    LoadProblem,
    MemoryStorage,
    Unreadable,
    WebStorage,
    WriteFailed,
    load_json,
)

AS_ROOT = hasattr(os, "geteuid") and os.geteuid() == 0


def test_settings_round_trip(tmp_path):
    store = FileStorage(tmp_path)
    s = Settings(language="de", volume=0.3, muted=True, anim_speed="fast", colourblind=True, hints=False)
    s.record_game("farkle", ["human", "hard"], [1])
    s.record_game("farkle", ["human"], [0], solo=("limit=5000", 12))
    save_settings(store, s)
    loaded, problem = load_settings(store)
    assert problem is None
    assert loaded == s
    assert loaded.stats["farkle"]["games"] == 2
    assert loaded.stats["farkle"]["wins"] == {"hard": 1, "human": 1}
    assert loaded.best("farkle", "limit=5000") == 12


def test_personal_best_keeps_the_lower_score():
    s = Settings()
    assert s.record_game("chains", ["human"], [0], solo=("solo", 5)) is True
    assert s.record_game("chains", ["human"], [0], solo=("solo", 7)) is False
    assert s.record_game("chains", ["human"], [0], solo=("solo", 2)) is True
    assert s.best("chains", "solo") == 2


@pytest.mark.parametrize(
    "field,value,default",
    [
        ("anim_speed", [], "normal"),  # unhashable: crashed every start
        ("volume", int("9" * 400), 0.7),  # OverflowError: crashed every start
        ("volume", 5, 0.7),  # out of range
        ("volume", 1.5, 0.7),  # above the upper bound (a float: ints take another path)
        ("volume", 1.0000001, 0.7),
        ("volume", -0.5, 0.7),
        ("volume", True, 0.7),
        ("language", "xx", None),
        ("language", {"a": 1}, None),
        ("muted", "yes", False),
        ("colourblind", 1, False),
        ("hints", None, True),
        ("anim_speed", 3, "normal"),
    ],
)
def test_a_bad_field_gets_its_default_is_reported_and_the_original_is_kept(tmp_path, field, value, default):
    store = FileStorage(tmp_path)
    original = json.dumps({"schema": 1, "volume": 0.25, field: value}).encode()
    (tmp_path / "settings.json").write_bytes(original)
    s, problem = load_settings(store)
    assert problem is not None and problem.message_key == "err.settings_fields"
    assert field in problem.detail
    if default is not None:
        assert getattr(s, field) == default
    else:
        assert s.language in ("en", "de")
    if field != "volume":
        assert s.volume == 0.25  # the good fields are kept
    copies = list(tmp_path.glob("settings.invalid-*.json"))
    assert len(copies) == 1 and copies[0].read_bytes() == original
    assert problem.moved_to == str(copies[0])


def test_bad_statistics_keep_their_usable_part_and_are_reported(tmp_path):
    store = FileStorage(tmp_path)
    stats = {"farkle": {"games": -4, "wins": {"human": 2, "hard": "x"}}, "chains": {"games": 3}}
    store.write("settings", json.dumps({"schema": 1, "stats": stats}))
    s, problem = load_settings(store)
    assert problem.message_key == "err.settings_fields" and "stats" in problem.detail
    assert s.stats["farkle"] == {"games": 0, "wins": {"human": 2}, "best": {}}
    assert s.stats["chains"]["games"] == 3


def test_good_settings_are_not_reported_or_copied(tmp_path):
    store = FileStorage(tmp_path)
    store.write("settings", json.dumps({"schema": 1, "volume": 1, "stats": {"farkle": {"games": 1}}}))
    s, problem = load_settings(store)
    assert problem is None and s.volume == 1.0
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]


def test_corrupt_settings_are_kept_aside_with_a_message(tmp_path):
    store = FileStorage(tmp_path)
    (tmp_path / "settings.json").write_bytes(b"\x00\xffnot json")
    s, problem = load_settings(store)
    assert problem.message_key == "err.save_corrupt"
    assert isinstance(s, Settings)
    aside = list(tmp_path.glob("settings.corrupt-*.json"))
    assert len(aside) == 1 and aside[0].read_bytes() == b"\x00\xffnot json"
    assert not (tmp_path / "settings.json").exists()


@pytest.mark.parametrize("schema", [99, True, "1", None])
def test_other_version_is_kept_aside(tmp_path, schema):
    store = FileStorage(tmp_path)
    store.write("autosave", json.dumps({"schema": schema}))
    with pytest.raises(LoadProblem) as info:
        load_json(store, "autosave", 1)
    assert info.value.message_key == "err.save_version"
    assert len(list(tmp_path.glob("autosave.corrupt-*.json"))) == 1


def test_two_corrupt_files_in_the_same_second_are_both_kept(tmp_path, monkeypatch):
    monkeypatch.setattr(storage_mod, "_stamp", lambda: "20260101-120000")
    store = FileStorage(tmp_path)
    for raw in (b"first{", b"second{"):
        (tmp_path / "autosave.json").write_bytes(raw)
        with pytest.raises(LoadProblem):
            load_json(store, "autosave", 1)
    kept = sorted(p.read_bytes() for p in tmp_path.glob("autosave.corrupt-*.json"))
    assert kept == [b"first{", b"second{"]


def test_every_write_uses_its_own_temporary_file(tmp_path, monkeypatch):
    store = FileStorage(tmp_path)
    sources = []
    real_replace = os.replace

    def spy(src, dst):
        sources.append(str(src))
        real_replace(src, dst)

    monkeypatch.setattr(storage_mod.os, "replace", spy)
    store.write("autosave.farkle", "{}")
    store.write("autosave.farkle", "{}")
    assert len(set(sources)) == 2
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.farkle.json"]  # no temporary file left


# --- reads that fail are not "nothing stored" ---------------------------------------------------


def test_an_unreadable_file_is_reported_and_left_alone(tmp_path, monkeypatch):
    (tmp_path / "autosave.farkle.json").write_text('{"schema": 1}')
    real = storage_mod.Path.read_bytes

    def denied(self):
        if self.name == "autosave.farkle.json":
            raise PermissionError(13, "Permission denied")
        return real(self)

    monkeypatch.setattr(storage_mod.Path, "read_bytes", denied)
    store = FileStorage(tmp_path)
    with pytest.raises(Unreadable):
        store.read("autosave.farkle")
    with pytest.raises(LoadProblem) as info:
        load_json(store, "autosave.farkle", 1)
    assert info.value.message_key == "err.save_unreadable" and info.value.untouched
    monkeypatch.undo()
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.farkle.json"]


def _deny(monkeypatch, folder, method):
    """What the file system does to a process without permission, for root too (root reads and
    writes anything, and CI containers run as root): ``Path.<method>`` under ``folder`` raises
    the same PermissionError."""
    real = getattr(storage_mod.Path, method)

    def denied(self, *args, **kwargs):
        if folder in self.parents or self == folder:
            raise PermissionError(13, "Permission denied", str(self))
        return real(self, *args, **kwargs)

    monkeypatch.setattr(storage_mod.Path, method, denied)


def test_a_file_without_read_permission_is_unreadable(tmp_path, monkeypatch):
    path = tmp_path / "autosave.farkle.json"
    path.write_text("{}")
    if os.name != "nt":
        path.chmod(0)
    if AS_ROOT or os.name == "nt":
        _deny(monkeypatch, tmp_path, "read_bytes")
    try:
        store = FileStorage(tmp_path)
        with pytest.raises(Unreadable, match="Permission denied"):
            store.read("autosave.farkle")
        with pytest.raises(LoadProblem) as info:
            load_json(store, "autosave.farkle", 1)
        assert info.value.message_key == "err.save_unreadable" and info.value.untouched
    finally:
        monkeypatch.undo()
        path.chmod(0o600)
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.farkle.json"]
    assert path.read_text() == "{}"


def test_a_folder_in_place_of_a_file_is_unreadable_and_unwritable(tmp_path):
    (tmp_path / "settings.json").mkdir()
    store = FileStorage(tmp_path)
    with pytest.raises(Unreadable):
        store.read("settings")
    with pytest.raises(WriteFailed):
        store.write("settings", "{}")
    assert list(tmp_path.iterdir()) == [tmp_path / "settings.json"]  # no temporary file left behind


def test_a_data_path_that_is_a_file_fails_writes_cleanly(tmp_path):
    data = tmp_path / "data"
    data.write_text("not a folder")
    store = FileStorage(data)
    assert store.read("settings") is None
    with pytest.raises(WriteFailed):
        store.write("settings", "{}")
    assert data.read_text() == "not a folder"


def test_a_read_only_folder_fails_writes_cleanly(tmp_path, monkeypatch):
    (tmp_path / "settings.json").write_text("{}")
    if os.name != "nt":
        tmp_path.chmod(0o500)
    if AS_ROOT or os.name == "nt":
        _deny(monkeypatch, tmp_path, "write_bytes")
        _deny(monkeypatch, tmp_path, "unlink")
    try:
        store = FileStorage(tmp_path)
        with pytest.raises(WriteFailed, match="Permission denied"):
            store.write("settings", '{"schema": 1}')
        with pytest.raises(WriteFailed, match="Permission denied"):
            store.remove("settings")
    finally:
        monkeypatch.undo()
        tmp_path.chmod(0o700)
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]  # no temporary file left
    assert (tmp_path / "settings.json").read_text() == "{}"


# --- the browser: localStorage ---------------------------------------------------------------


class FakeLocalStorage:
    """localStorage with a quota in characters (like the browser's ~5 MB)."""

    def __init__(self, quota=10**9):
        self.items = {}
        self.quota = quota

    def getItem(self, key):  # noqa: N802 - the JS API's name
        return self.items.get(key)

    def setItem(self, key, value):  # noqa: N802
        used = sum(len(k) + len(v) for k, v in self.items.items() if k != key)
        if used + len(key) + len(str(value)) > self.quota:
            raise RuntimeError("QuotaExceededError: the quota has been exceeded")
        self.items[key] = str(value)

    def removeItem(self, key):  # noqa: N802
        self.items.pop(key, None)


def test_web_storage_namespaces_and_treats_null_as_missing():
    ls = FakeLocalStorage()
    web = WebStorage(ls)
    web.write("settings", "{}")
    assert ls.items == {"dicechips.settings": "{}"}
    for missing in ("null", "undefined"):
        ls.items["dicechips.autosave"] = missing
        assert web.read("autosave") is None


def test_web_corrupt_saves_each_get_their_own_copy(monkeypatch):
    monkeypatch.setattr(storage_mod, "_stamp", lambda: "20260101-120000")
    ls = FakeLocalStorage()
    web = WebStorage(ls)
    for raw in ("garbage{", "more garbage{"):
        ls.items["dicechips.autosave"] = raw
        with pytest.raises(LoadProblem) as info:
            load_json(web, "autosave", 1)
        assert info.value.message_key == "err.save_corrupt"
    copies = sorted(v for k, v in ls.items.items() if k.startswith("dicechips.autosave.corrupt-"))
    assert copies == ["garbage{", "more garbage{"]
    assert "dicechips.autosave" not in ls.items


def test_web_original_stays_when_its_copy_does_not_fit():
    ls = FakeLocalStorage(quota=60)
    ls.items["dicechips.autosave"] = "x" * 30 + "{"
    web = WebStorage(ls)
    with pytest.raises(LoadProblem) as info:
        load_json(web, "autosave", 1)
    assert info.value.message_key == "err.save_stuck" and info.value.untouched and not info.value.moved_to
    assert ls.items == {"dicechips.autosave": "x" * 30 + "{"}


def test_web_quota_reaches_the_caller():
    web = WebStorage(FakeLocalStorage(quota=40))
    web.write("a", "1")
    with pytest.raises(WriteFailed, match="quota"):
        web.write("autosave.farkle", "x" * 100)


def test_blocked_local_storage_is_unreadable_not_empty():
    class Blocked:
        def getItem(self, key):  # noqa: N802
            raise RuntimeError("SecurityError")

        setItem = removeItem = getItem  # noqa: N815

    web = WebStorage(Blocked())
    with pytest.raises(Unreadable):
        web.read("x")
    with pytest.raises(LoadProblem) as info:
        load_json(web, "x", 1)
    assert info.value.message_key == "err.save_unreadable"
    with pytest.raises(WriteFailed):
        web.write("x", "1")
    with pytest.raises(WriteFailed):
        web.remove("x")


def test_memory_storage_keeps_every_copy_aside():
    store = MemoryStorage()
    for raw in ("a{", "b{", "c{"):
        store.write("autosave", raw)
        with pytest.raises(LoadProblem):
            load_json(store, "autosave", 1)
    assert sorted(store.data[k] for k in store.keys_aside("autosave")) == ["a{", "b{", "c{"]


WRITER = """
import sys
from game.storage import FileStorage
store = FileStorage(sys.argv[1])
for i in range(400):
    store.write("autosave.farkle", '{"writer": %s, "n": %d}' % (sys.argv[2], i))
"""


@pytest.mark.skipif(os.name == "nt", reason="Windows refuses to replace a file another process is replacing")
def test_two_copies_of_the_game_saving_at_once_never_crash(tmp_path):
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    env = dict(os.environ, PYTHONPATH=str(root))
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, str(tmp_path), str(w)], env=env, stderr=subprocess.PIPE
        )
        for w in (1, 2)
    ]
    for proc in procs:
        _, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err.decode()[-1500:]
    last = json.loads((tmp_path / "autosave.farkle.json").read_text())
    assert last["n"] == 399
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.farkle.json"]


@pytest.mark.parametrize(
    "stats",
    [
        {"starrows": {"best": {"k": int("1" + "0" * 400)}}},
        {"starrows": {"best": {"k": -int("9" * 400)}}},
        {"farkle": {"games": int("9" * 400)}},
        {"farkle": {"wins": {"human": int("9" * 400)}}},
    ],
)
def test_a_huge_number_in_the_statistics_is_reported_not_a_crash(tmp_path, stats):
    store = FileStorage(tmp_path)
    original = json.dumps({"schema": 1, "volume": 0.25, "stats": stats}).encode()
    (tmp_path / "settings.json").write_bytes(original)
    s, problem = load_settings(store)
    assert problem is not None and problem.message_key == "err.settings_fields" and "stats" in problem.detail
    assert s.volume == 0.25
    copies = list(tmp_path.glob("settings.invalid-*.json"))
    assert len(copies) == 1 and copies[0].read_bytes() == original
    # the cleaning that runs before statistics are saved at the end of a game
    assert stored_stats(store) is not None
    s.record_game("starrows", ["human"], [0], solo=("k", 3))
    save_settings(store, s)
    assert load_settings(store)[1] is None


def test_a_full_disk_leaves_no_empty_copies_behind(tmp_path, monkeypatch):
    """Each failed attempt to keep a damaged save aside left an empty *.corrupt-*.json (one more
    at every start): the copy was created, then writing it failed."""
    import errno

    real_open = open

    class FullFile:
        def __init__(self, f):
            self.f = f

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.f.close()

        def close(self):
            self.f.close()

        def write(self, data):
            raise OSError(errno.ENOSPC, "No space left on device")

    def full_disk_open(path, mode="r", *args, **kwargs):
        f = real_open(path, mode, *args, **kwargs)
        return FullFile(f) if "x" in mode else f

    monkeypatch.setattr(storage_mod, "open", full_disk_open, raising=False)
    store = FileStorage(tmp_path)
    (tmp_path / "autosave.farkle.json").write_bytes(b"broken{")
    for _ in range(3):  # three starts
        with pytest.raises(LoadProblem) as info:
            load_json(store, "autosave.farkle", 1)
        assert info.value.message_key == "err.save_stuck" and info.value.untouched
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.farkle.json"]
    assert (tmp_path / "autosave.farkle.json").read_bytes() == b"broken{"
