"""One autosave per game, through the App's API: nothing the player has is ever lost or overwritten unseen."""

import json
import os
import string

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.app import App
from game.cli import Options
from game.i18n import set_language, tr
from game.notices import Notice, game_what
from game.rules.base import CHANCE
from game.saves import LEGACY_KEY, autosave_key
from game.session import Seat, Session
from game.storage import FileStorage, MemoryStorage, Unreadable, WriteFailed


def a_game(game_id="farkle", steps=12, seed=5, names=("Ana", "Hard 2")) -> Session:
    seats = [Seat("human", names[0]), Seat("ai", names[1], "hard")]
    from game import games

    session = Session(game_id, games.rules_for(game_id).default_config(2), seats, seed)
    for _ in range(steps):
        if session.current == CHANCE:
            session.resolve_chance()
        else:
            legal = session.legal_actions()
            session.act(legal[-1])
    assert session.log and not session.is_over
    return session


def files(folder) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in folder.iterdir() if p.is_file()}


def test_each_game_has_its_own_autosave(tmp_path):
    app = App(Options(), storage=FileStorage(tmp_path))
    farkle, chains = a_game("farkle"), a_game("chains")
    assert app.autosave(farkle) and app.autosave(chains)
    assert {"autosave.farkle.json", "autosave.chains.json"} <= set(files(tmp_path))
    again = App(Options(), storage=FileStorage(tmp_path)).saved_games()
    assert set(again) == {"farkle", "chains"}
    assert again["farkle"].state == farkle.state and again["chains"].state == chains.state
    assert app.drop_save("farkle")
    assert set(App(Options(), storage=FileStorage(tmp_path)).saved_games()) == {"chains"}


def test_the_single_autosave_of_earlier_versions_moves_to_its_game(tmp_path):
    store = FileStorage(tmp_path)
    old = json.dumps(a_game("chains").to_dict())
    store.write(LEGACY_KEY, old)
    app = App(Options(), storage=store)
    saved = app.saved_games()
    assert set(saved) == {"chains"} and not app.notices
    assert files(tmp_path) == {"autosave.chains.json": old.encode()}


def test_an_older_single_autosave_next_to_a_newer_one_is_kept_aside(tmp_path):
    store = FileStorage(tmp_path)
    old, new = a_game("farkle", steps=4), a_game("farkle", steps=10)
    store.write(LEGACY_KEY, json.dumps(old.to_dict()))
    store.write(autosave_key("farkle"), json.dumps(new.to_dict()))
    app = App(Options(), storage=store)
    assert app.saved_games()["farkle"].state == new.state
    assert app.notice == "notice.older_save_kept"
    kept = list(tmp_path.glob("autosave.older-*.json"))
    assert len(kept) == 1 and json.loads(kept[0].read_text()) == old.to_dict()


def test_a_write_failure_is_told_play_goes_on_and_the_next_save_retries(tmp_path):
    data = tmp_path / "data"
    data.write_text("a file where the data folder should be")
    app = App(Options(), storage=FileStorage(data))
    session = a_game()
    assert app.autosave(session) is False
    assert app.notice == "err.save_failed"
    set_language("en")
    assert app.notice_text().startswith("Your Farkle game could not be saved:")
    data.unlink()
    data.mkdir()
    assert app.autosave(session) is True  # the next action saves again
    assert App(Options(), storage=FileStorage(data)).saved_games()["farkle"].state == session.state


def test_a_settings_write_failure_is_told(tmp_path):
    (tmp_path / "settings.json").mkdir()
    app = App(Options(), storage=FileStorage(tmp_path))
    assert app.notice == "err.save_unreadable"
    app.dismiss_notice()
    assert app.save_settings() is False
    assert app.notices == []  # an unreadable settings file is never written over
    other = App(Options(), storage=FileStorage(tmp_path / "ro"))
    (tmp_path / "ro").write_text("file")
    assert other.save_settings() is False and other.notice == "err.save_failed"


def test_an_unreadable_autosave_is_told_never_overwritten_nor_removed(tmp_path, monkeypatch):
    import pathlib

    original = json.dumps(a_game().to_dict()).encode()
    (tmp_path / "autosave.farkle.json").write_bytes(original)
    real = pathlib.Path.read_bytes

    def denied(self):
        if self.name == "autosave.farkle.json":
            raise PermissionError(13, "Permission denied")
        return real(self)

    monkeypatch.setattr(pathlib.Path, "read_bytes", denied)
    app = App(Options(), storage=FileStorage(tmp_path))
    assert app.saved_games() == {}
    assert app.notice == "err.save_unreadable"
    assert app.autosave(a_game(seed=9)) is False  # a new Farkle game is not saved over it
    assert app.notices[-1].key == "err.save_blocked"
    app.drop_save("farkle")  # e.g. a finished game: the unreadable save still stays
    monkeypatch.undo()
    assert (tmp_path / "autosave.farkle.json").read_bytes() == original


def test_starting_a_game_checks_an_unread_save_before_replacing_it(tmp_path):
    (tmp_path / "autosave.farkle.json").write_bytes(b"\x00garbage")
    app = App(Options(), storage=FileStorage(tmp_path))  # e.g. started with --game: the title never read it
    assert app.autosave(a_game())
    assert app.notice == "err.save_corrupt"
    kept = list(tmp_path.glob("autosave.farkle.corrupt-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == b"\x00garbage"


def test_a_save_whose_copy_cannot_be_made_is_never_overwritten():
    class NoRoom(MemoryStorage):
        def _create(self, key, raw):
            raise WriteFailed("no space left on device")

    store = NoRoom()
    store.data[autosave_key("farkle")] = "broken{"
    app = App(Options(), storage=store)
    assert app.saved_games() == {}
    assert app.notice == "err.save_stuck"
    set_language("en")
    assert "was put aside" not in app.notice_text()
    assert app.autosave(a_game()) is False
    assert store.data[autosave_key("farkle")] == "broken{"


def test_the_summary_names_the_players_and_the_round():
    set_language("en")
    app = App(Options(), storage=MemoryStorage())
    session = a_game(steps=0 + 1)
    rnd = session.turns() // len(session.seats) + 1
    assert app.save_summary(session) == f"Ana vs Hard 2 — round {rnd}"
    set_language("de")
    assert app.save_summary(session) == f"Ana gegen Hard 2 — Runde {rnd}"
    set_language("en")


def test_a_save_with_an_undrawable_name_is_repaired_with_a_message():
    store = MemoryStorage()
    data = a_game().to_dict()
    data["seats"][0]["name"] = "A\x00n\udcffa\u202e"
    store.write(autosave_key("farkle"), json.dumps(data))
    original = store.read(autosave_key("farkle"))
    app = App(Options(), storage=store)
    saved = app.saved_games()
    assert saved["farkle"].seats[0].name == "Ana"
    assert app.notice == "notice.names_repaired"
    assert [store.data[k] for k in store.keys_aside(autosave_key("farkle"))] == [original]
    app.saved_games()  # the title screen reads the saves again: no second copy, no second message
    assert len(store.keys_aside(autosave_key("farkle"))) == 1 and len(app.notices) == 1


def test_autoplay_and_headless_runs_use_a_throw_away_store(tmp_path):
    for opts in (Options(autoplay=True, headless=True, game="farkle"), Options(headless=True)):
        assert isinstance(App(opts).storage, MemoryStorage)
    chosen = App(Options(autoplay=True, headless=True, game="farkle", data_dir=str(tmp_path))).storage
    assert isinstance(chosen, FileStorage) and chosen.directory == tmp_path


# --- fuzz: whatever is in the files, no crash, a message, the original bytes kept ------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
    lambda children: (
        st.lists(children, max_size=4)
        | st.dictionaries(st.text(string.ascii_lowercase, max_size=8), children, max_size=5)
    ),
    max_leaves=20,
)
setting_fields = st.fixed_dictionaries(
    {"schema": st.sampled_from([1, 1, 1, 2, "1", None])},
    optional={
        k: json_values | st.sampled_from(good)
        for k, good in {
            "language": ["en", "de"],
            "volume": [0, 0.5, 1],
            "muted": [True, False],
            "anim_speed": ["fast", "instant"],
            "colourblind": [True],
            "hints": [False],
            "stats": [{}, {"farkle": {"games": 1}}],
        }.items()
    },
)
save_like = st.fixed_dictionaries(
    {"schema": st.sampled_from([1, 1, 2]), "game": st.sampled_from(["farkle", "chains", "x"])},
    optional={"seed": json_values, "config": json_values, "seats": json_values, "log": json_values},
)
FUZZ = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def assert_kept_and_told(folder, name: str, raw: bytes, app: App, usable: bool) -> None:
    everything = [p.read_bytes() for p in folder.iterdir() if p.is_file()]
    if usable:
        assert (folder / name).read_bytes() == raw
    else:
        assert app.notices, "the player must be told"
        assert raw in everything, "the original bytes must survive somewhere"


def _run_app(folder, name: str, raw: bytes) -> None:
    for old in folder.iterdir():
        old.unlink()
    (folder / name).write_bytes(raw)
    app = App(Options(), storage=FileStorage(folder))
    saved = app.saved_games()
    usable = not app.notices and (name == "settings.json" or bool(saved))
    assert_kept_and_told(folder, name, raw, app, usable)
    if not usable:
        app.save_settings()  # the next save must not destroy the kept copy
        assert_kept_and_told(folder, name, raw, app, usable)


@FUZZ
@given(
    raw=st.binary(max_size=300),
    name=st.sampled_from(["autosave.farkle.json", "settings.json", "autosave.json"]),
)
def test_fuzz_arbitrary_bytes(tmp_path_factory, raw, name):
    _run_app(tmp_path_factory.mktemp("bytes"), name, raw)


@FUZZ
@given(
    data=json_values | setting_fields | save_like,
    name=st.sampled_from(["autosave.chains.json", "settings.json"]),
)
def test_fuzz_arbitrary_json(tmp_path_factory, data, name):
    _run_app(tmp_path_factory.mktemp("json"), name, json.dumps(data).encode())


def test_fuzz_helpers_can_fail():
    """The fuzz check itself catches a lost original (a test that cannot fail is a defect)."""
    folder = os.path.join(os.environ["DICECHIPS_DATA"], "fuzz-self-check")
    os.makedirs(folder, exist_ok=True)
    from pathlib import Path

    app = App(Options(), storage=MemoryStorage())
    app.notices.append(object())
    with pytest.raises(AssertionError):
        assert_kept_and_told(Path(folder), "settings.json", b"gone", app, usable=False)


@pytest.mark.parametrize("key", [autosave_key("farkle"), LEGACY_KEY])
def test_a_save_with_invalid_utf8_is_kept_aside_and_told_not_loaded_as_replacement_chars(tmp_path, key):
    """A name byte damaged on disk used to load silently as "\ufffd"; the next autosave then
    overwrote the player's original bytes."""
    set_language("en")
    text = json.dumps(a_game(names=("Zoë", "Hard 2")).to_dict(), ensure_ascii=False)
    original = text.encode("utf-8").replace("ë".encode(), b"\xeb")  # a Latin-1 byte in UTF-8
    (tmp_path / f"{key}.json").write_bytes(original)
    app = App(Options(), storage=FileStorage(tmp_path))
    assert app.saved_games() == {}
    assert app.notice == "err.save_corrupt"
    kept = list(tmp_path.glob(f"{key}.corrupt-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == original
    assert str(kept[0]) in app.notice_text()
    assert app.autosave(a_game(seed=9))  # the new game's save no longer replaces the only copy
    assert kept[0].read_bytes() == original


def test_settings_with_invalid_utf8_are_kept_aside_and_told(tmp_path):
    from game.settings import load_settings, stored_stats

    original = b'{"schema": 1, "volume": 0.25, "stats": {"farkle": {"games": 3}}, "x": "\xff"}'
    (tmp_path / "settings.json").write_bytes(original)
    store = FileStorage(tmp_path)
    assert stored_stats(store) is None  # a read without side effects: no crash either
    s, problem = load_settings(store)
    assert problem is not None and problem.message_key == "err.save_corrupt"
    kept = list(tmp_path.glob("settings.corrupt-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == original


class DeniedStorage(MemoryStorage):
    """A store where every read fails the way a folder without read permission does (also as root)."""

    def _read_exact(self, key):
        raise Unreadable("Permission denied")

    def read(self, key):
        raise Unreadable("Permission denied")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_store_that_cannot_be_read_is_told_in_one_notice(lang):
    """It showed seven identical notices on the title screen (settings, the old autosave and
    one per game), to be dismissed one by one."""
    from game import games

    set_language(lang)
    app = App(Options(), storage=DeniedStorage())
    app.saved_games()
    app.saved_games()  # the title screen reads the saves again: still one notice
    assert len(app.notices) == 1 and app.notice == "err.save_unreadable"
    text = app.notice_text()
    for game_id in games.GAME_IDS:
        assert tr(f"{game_id}.name") in text
    assert tr("what.settings")[1:] in text and "Permission denied" in text
    assert text.count("Permission denied") == 1
    app.dismiss_notice()
    assert app.notices == []
    set_language("en")


def test_different_problems_stay_separate_notices():
    set_language("en")
    app = App(Options(), storage=MemoryStorage())
    app.notify(Notice("err.save_unreadable", "what.settings", detail="Permission denied"))
    app.notify(Notice("err.save_unreadable", **game_what("farkle"), detail="Is a directory"))
    app.notify(Notice("err.save_failed", **game_what("chains"), detail="Permission denied"))
    app.notify(Notice("err.save_unreadable", **game_what("chains"), detail="Permission denied"))
    assert [n.key for n in app.notices] == ["err.save_unreadable"] * 2 + ["err.save_failed"]
    assert app.notice_text() == (
        "Your settings file (with your statistics) and your saved Number Chains game exist but cannot be "
        "read (Permission denied). They stay untouched and will not be overwritten; check the permissions "
        "of the data folder."
    )
