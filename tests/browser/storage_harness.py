"""The player's data in the browser's own storage, for tests/browser/run_storage.mjs (issue 29).

Runs in Pyodide inside headless Chromium, with the game's own modules as the browser build uses
them: ``game.webenv.browser_window()`` is pygbag's ``platform.window``; Pyodide has no such
attribute, so ``shim()`` sets ``platform.window`` to Pyodide's ``js`` module (the page's global
object). Everything else is the game's code unchanged: ``storage.default_storage()`` picks
``WebStorage(window.localStorage)``, ``resume.PlayingFlag.for_app`` the tab's ``sessionStorage``,
``webenv.download_text`` runs its JavaScript through ``window.eval``.

Every function returns a JSON string the node script passes to tests/test_browser.py.
"""

from __future__ import annotations

import json

PREFIX = "dicechips."


def shim() -> None:
    import platform

    import js  # Pyodide: the page's globalThis

    platform.window = js


def _local() -> dict:
    """Every ``dicechips.*`` entry of localStorage, as the browser holds it."""
    from js import localStorage

    out = {}
    for i in range(localStorage.length):
        key = str(localStorage.key(i))
        if key.startswith(PREFIX):
            out[key] = str(localStorage.getItem(key))
    return out


def _wipe() -> None:
    from js import localStorage

    for key in list(_local()):
        localStorage.removeItem(key)


def _played(game_id: str, players: int, seed: int, moves: int):
    from harness import random_moves

    from game.games import rules_for
    from game.session import Seat, Session

    rules = rules_for(game_id)
    config = rules.validate_config(rules.default_config(players))
    seats = [Seat("human", "Ana", "easy")] + [Seat("ai", "", "medium")] * (players - 1)
    return random_moves(Session(game_id, config, seats, seed), seed, moves)


def backup_check() -> str:
    """Save settings, statistics and two games into localStorage through the game's storage,
    back them up, wipe localStorage, restore from the code, and compare field by field; then
    show that a damaged code changes nothing."""
    shim()
    from game import backup, storage
    from game.games import GAME_IDS
    from game.saves import SaveShelf, autosave_key
    from game.settings import Settings, load_settings, save_settings

    _wipe()
    store = storage.default_storage()
    out: dict = {"storage": type(store).__name__, "where": store.where("settings")}
    settings = Settings(language="de", volume=0.25, muted=True, anim_speed="fast", layout="compact")
    settings.coach = ["Ana"]
    settings.record_game(GAME_IDS[0], ["human", "hard"], [0])
    settings.record_game(GAME_IDS[0], ["human", "hard"], [1])
    save_settings(store, settings)
    shelf = SaveShelf(store)
    saved = {}
    for n, game_id in enumerate(GAME_IDS[:2]):
        session = _played(game_id, 2, 50 + n, 12)
        stored, notices = shelf.write(session)
        if not stored:
            out.setdefault("errors", []).append(f"{game_id} not saved: {notices}")
        saved[game_id] = session.to_dict()
    before = _local()
    out["keys_before"] = sorted(before)
    code, made = backup.make(store)
    out["code_chars"] = len(code)
    out["backup_games"] = made.games
    out["code"] = code

    _wipe()
    out["keys_after_wipe"] = sorted(_local())
    done = backup.restore(store, backup.read(code))
    out["written"] = done.written
    out["keys_after_restore"] = sorted(_local())
    loaded, problem = load_settings(store)
    want, got = settings.to_dict(), loaded.to_dict()
    out["settings_differ"] = sorted(k for k in set(want) | set(got) if want.get(k) != got.get(k))
    out["settings_problem"] = None if problem is None else problem.message_key
    out["stats"] = got.get("stats")
    games_differ = {}
    fresh = SaveShelf(store)
    for game_id, data in saved.items():
        session, notices = fresh.load(game_id)
        if session is None:
            games_differ[game_id] = ["<missing>"] + [n.key for n in notices]
            continue
        back = session.to_dict()
        games_differ[game_id] = sorted(k for k in set(data) | set(back) if data.get(k) != back.get(k))
    out["games_differ"] = games_differ
    after = _local()  # the same values (the backup's JSON may order an object's keys differently)
    out["raw_same"] = sorted(after) == sorted(before) and all(
        json.loads(after[k]) == json.loads(before[k]) for k in before
    )

    # a damaged code (one character changed in the middle) is refused and changes nothing
    mid = len(code) // 2
    damaged = code[:mid] + ("A" if code[mid] != "A" else "B") + code[mid + 1 :]
    snapshot = _local()
    try:
        backup.restore(store, backup.read(damaged))
        out["damaged"] = "accepted"
    except backup.BackupError as exc:
        out["damaged"] = exc.key
    foreign = backup.encode(backup.Backup("now", {autosave_key(GAME_IDS[0]): saved[GAME_IDS[1]]}))
    try:
        backup.restore(store, backup.read(foreign))
        out["foreign"] = "accepted"
    except backup.BackupError as exc:
        out["foreign"] = exc.key
    out["unchanged_after_bad"] = _local() == snapshot
    return json.dumps(out)


def mark_playing() -> str:
    """The app's flag for a game in progress (game/resume.py), as the browser build keeps it."""
    shim()
    from game import resume, storage
    from game.games import GAME_IDS

    flag = resume.PlayingFlag.for_app(storage.default_storage())
    flag.mark(GAME_IDS[-1], owner="")
    return json.dumps({"game": GAME_IDS[-1], "store": flag.store.where(resume.KEY)})


def interrupted() -> str:
    """What the title screen is told at start-up: the game open when this tab last ended."""
    shim()
    from game import resume, storage

    return json.dumps({"game": resume.PlayingFlag.for_app(storage.default_storage()).interrupted()})


def download(code: str) -> str:
    """The Back up page's "Save a file" in the browser: ``webenv.download_text``."""
    shim()
    from game import webenv

    return json.dumps({"ok": webenv.download_text("dice-and-chips-backup-test.txt", code + "\n")})


def persist() -> str:
    """After the first save the app asks the browser to keep the storage: ``webenv`` calls the
    page's ``dcPersist`` (the loader's own, injected by the node script)."""
    shim()
    from game import webenv

    return json.dumps({"asked": webenv.request_persistent_storage()})


def daily_check() -> str:
    """Daily games in the browser (issue 40): two stores (localStorage, and sessionStorage as a second
    device's) on two dates. The same date gives the same seed and first dice, another date others;
    a second try the same day is practice; a friend's link opens the same daily; the record is in
    localStorage as ``dicechips.daily``."""
    shim()
    import datetime as dt

    from harness import random_moves
    from js import sessionStorage

    from game import daily, daily_play, daily_record, storage

    class Device:  # what daily_play needs of the app: its storage
        def __init__(self, store):
            self.storage = store

    _wipe()
    here, there = Device(storage.default_storage()), Device(storage.WebStorage(sessionStorage))
    day, other_day = dt.date(2026, 11, 29), dt.date(2026, 11, 30)

    def attempt(device, day, seed):
        session = daily_play.prepare(device, daily.session_for("buttons", day))
        daily_play.count_try(device, session)
        random_moves(session, seed)
        daily_play.finished(device, session)
        return session

    first = attempt(here, day, 1)
    second = attempt(here, day, 2)
    elsewhere = attempt(there, day, 3)
    next_day = attempt(there, other_day, 4)
    link = daily_play.result_entry(first)["daily_link"]
    friend = daily_play.session_of(link, None, False)
    out = {
        "storage": type(here.storage).__name__,
        "seeds": [first.seed, second.seed, elsewhere.seed, next_day.seed, friend.seed],
        "expected_seed": daily.seed_for(day, "buttons"),
        "first_dice": [daily_play.first_dice(s) for s in (first, second, elsewhere, next_day)],
        "practice": [
            first.dice.practice,
            second.dice.practice,
            elsewhere.dice.practice,
            next_day.dice.practice,
        ],
        "friend_rival": friend.dice.rival_seat,
        "friend_day": daily.day_of(friend),
        "tries_here": daily_record.read(here.storage).tries(day.isoformat(), "buttons"),
        "done_here": daily_record.read(here.storage).entry(day.isoformat(), "buttons").done,
        "local_keys": sorted(_local()),
    }
    _wipe()
    sessionStorage.clear()
    return json.dumps(out)
