"""Settings and saves: round trips, corrupt data kept aside (never deleted), never a crash."""

import json
import string

from hypothesis import given, settings
from hypothesis import strategies as st

from game.settings import Settings, load_settings, save_settings
from game.storage import FileStorage, LoadProblem, MemoryStorage, WebStorage, load_json, save_json


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


def test_bad_values_in_settings_fall_back_to_defaults(tmp_path):
    store = FileStorage(tmp_path)
    store.write(
        "settings",
        json.dumps(
            {
                "schema": 1,
                "language": "xx",
                "volume": "loud",
                "anim_speed": 3,
                "muted": "yes",
                "stats": {"farkle": {"games": -4, "wins": []}},
            }
        ),
    )
    s, problem = load_settings(store)
    assert problem is None
    assert s.language in ("en", "de") and s.volume == 0.7 and s.anim_speed == "normal" and s.muted is False
    assert s.stats["farkle"]["games"] == 0


def test_corrupt_settings_are_kept_aside_with_a_message(tmp_path):
    store = FileStorage(tmp_path)
    (tmp_path / "settings.json").write_bytes(b"\x00\xffnot json")
    s, problem = load_settings(store)
    assert problem == "err.save_corrupt"
    assert isinstance(s, Settings)
    aside = list(tmp_path.glob("settings.corrupt-*.json"))
    assert len(aside) == 1 and aside[0].read_bytes() == b"\x00\xffnot json"
    assert not (tmp_path / "settings.json").exists()


def test_other_version_is_kept_aside(tmp_path):
    store = FileStorage(tmp_path)
    store.write("autosave", json.dumps({"schema": 99}))
    try:
        load_json(store, "autosave", 1)
        raise AssertionError("expected LoadProblem")
    except LoadProblem as problem:
        assert problem.message_key == "err.save_version"
    assert list(tmp_path.glob("autosave.corrupt-*.json"))


class FakeLocalStorage:
    def __init__(self):
        self.items = {}

    def getItem(self, key):  # noqa: N802 - the JS API's name
        return self.items.get(key)

    def setItem(self, key, value):  # noqa: N802
        self.items[key] = str(value)

    def removeItem(self, key):  # noqa: N802
        self.items.pop(key, None)


def test_web_storage_namespaces_and_treats_null_as_missing():
    ls = FakeLocalStorage()
    web = WebStorage(ls)
    web.write("settings", "{}")
    assert "dicechips.settings" in ls.items
    ls.items["dicechips.autosave"] = "null"
    assert web.read("autosave") is None
    ls.items["dicechips.autosave"] = "garbage{"
    try:
        load_json(web, "autosave", 1)
    except LoadProblem:
        pass
    assert ls.items["dicechips.autosave.corrupt"] == "garbage{"
    assert "dicechips.autosave" not in ls.items


def test_blocked_local_storage_never_raises():
    class Blocked:
        def getItem(self, key):  # noqa: N802
            raise RuntimeError("SecurityError")

        setItem = removeItem = getItem  # noqa: N815

    web = WebStorage(Blocked())
    assert web.read("x") is None
    web.write("x", "1")
    web.remove("x")


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda children: (
        st.lists(children, max_size=4)
        | st.dictionaries(st.text(string.ascii_lowercase, max_size=8), children, max_size=5)
    ),
    max_leaves=20,
)


@settings(max_examples=200, deadline=None)
@given(raw=st.binary(max_size=300))
def test_arbitrary_bytes_never_crash_and_are_never_deleted(tmp_path_factory, raw):
    from game.session import Session

    folder = tmp_path_factory.mktemp("save")
    store = FileStorage(folder)
    (folder / "autosave.json").write_bytes(raw)
    try:
        result = load_json(store, "autosave", 1, Session.from_dict)
        assert result is not None
    except LoadProblem:
        kept = list(folder.glob("autosave.corrupt-*.json"))
        assert len(kept) == 1 and kept[0].read_bytes() == raw


@settings(max_examples=300, deadline=None)
@given(data=json_values, schema=st.sampled_from([1, 2, None, "1"]))
def test_arbitrary_json_never_crashes_the_save_loader(data, schema):
    from game.session import Session

    store = MemoryStorage()
    if isinstance(data, dict):
        data = dict(data, schema=schema)
    save_json(store, "autosave", data) if isinstance(data, dict) else store.write(
        "autosave", json.dumps(data)
    )
    original = store.read("autosave")
    try:
        load_json(store, "autosave", 1, Session.from_dict)
    except LoadProblem:
        assert store.read("autosave.corrupt") == original
