"""Daily games: the seed from the date and the game, the same dice per own turn, counted and practice
tries, a friend's link, and the player's record of them read defensively."""

import datetime as dt
import hashlib
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import backup, daily, daily_record, share
from game.cli import CliError, parse
from game.storage import MemoryStorage
from tests.test_cli import run
from tests.uidriver import play_out

DAY = dt.date(2026, 11, 29)


def play(session, seed):
    play_out(session, seed)
    return session


def rolls(session) -> list:
    return [e.value for e in session.log if e.kind == "c"]


def test_seed_is_the_documented_formula():
    text = b"dice-and-chips/daily/1/farkle/2026-11-29"
    assert daily.seed_for(DAY, "farkle") == int(hashlib.sha256(text).hexdigest()[:8], 16) == 991703434
    seeds = {daily.seed_for(DAY + dt.timedelta(days=k), g) for k in range(30) for g in daily.DAILY_GAMES}
    assert len(seeds) == 150  # every day and game its own


@pytest.mark.parametrize(
    "game, every_turn", [("farkle", True), ("starrows", True), ("exactly", True), ("buttons", False)]
)
def test_players_who_choose_differently_meet_the_same_dice_on_their_own_turns(game, every_turn):
    a, b = play(daily.session_for(game, DAY), 1), play(daily.session_for(game, DAY), 2)
    assert rolls(a)[0] == rolls(b)[0]
    first_a, first_b = _turn_starts(a), _turn_starts(b)
    common = sorted(first_a.keys() & first_b.keys())
    assert len(common) >= 5
    if every_turn:  # every own turn starts on the same dice (Buttons rolls as many as are in play)
        assert [first_a[k] for k in common] == [first_b[k] for k in common]
    assert a.log != b.log  # the games themselves went differently
    other = play(daily.session_for(game, DAY + dt.timedelta(days=1)), 1)
    assert other.seed != a.seed and _turn_starts(other) != first_a


def _turn_starts(session) -> dict:
    """(seat, own turn) -> the first roll of each own turn."""
    out, rules, seen = {}, session.rules, {}
    for entry, before in zip(session.log, session._before):
        if entry.kind != "c":
            continue
        seat, turn = rules.chance_seat(before), rules.turn_count(before)
        last_turn, own = seen.get(seat, (None, -1))
        if last_turn != turn:
            seen[seat] = (turn, own + 1)
            out[(seat, own + 1)] = entry.value
    return out


def test_a_save_of_a_daily_keeps_its_date_and_practice_mark():
    session = daily.session_for("farkle", DAY)
    session.dice.practice = True
    rng = random.Random(3)
    for _ in range(12):
        if session.is_over:
            break
        session.resolve_chance() if session.at_chance else session.act(rng.choice(session.legal_actions()))
    back = share.session_from_dict(json.loads(json.dumps(session.to_dict())))
    assert daily.day_of(back) == "2026-11-29" and back.dice.practice
    assert rolls(play(back, 4))[: len(rolls(session))] == rolls(session)
    data = session.to_dict()
    data["challenge"]["daily"] = "2026-02-30"
    with pytest.raises(ValueError):
        share.session_from_dict(data)


def test_a_friends_code_opens_the_same_daily_and_compares():
    mine = play(daily.session_for("buttons", DAY), 5)
    link = "https://example.org/dice/#" + daily.link_text("2026-11-29", share.encode(mine))
    day, code = daily.parse_link(link)
    friend = daily.friend_session(share.decode(code), day)
    assert day == DAY and friend.seed == mine.seed and daily.day_of(friend) == "2026-11-29"
    assert friend.dice.rival_seat == daily.YOU and friend.seats[daily.YOU].kind == "human"
    play(friend, 6)
    assert rolls(friend)[0] == rolls(mine)[0]
    assert friend.dice.rival_game().outcome().scores == mine.outcome().scores
    plain = share.encode(play(share.Session("buttons", {"players": 2}, mine.seats, mine.seed), 1))
    with pytest.raises(daily.DailyError):
        daily.friend_session(share.decode(plain), day)  # the same seed, but not a daily's dice
    with pytest.raises(daily.DailyError):
        daily.friend_session(share.decode(code), day - dt.timedelta(days=1))


@pytest.mark.parametrize("text", ["", "g=DCxx", "d=2026-11-29", "d=2026-11-31&g=DCA", "d=1999-01-01&g=DCA"])
def test_links_that_are_not_dailies(text):
    try:
        assert daily.parse_link(text) is None
    except daily.DailyError:
        pass


def test_story_has_a_square_per_turn_or_round():
    farkle = play(daily.session_for("farkle", DAY), 1)
    marks = daily.story(farkle)
    assert len(marks) == len(farkle.state.history[0])
    assert [m == daily.BAD for m in marks] == [p == 0 for p in farkle.state.history[0]]
    buttons = play(daily.session_for("buttons", DAY), 1)
    assert len(daily.story(buttons)) == len(buttons.state.history)
    exactly = play(daily.session_for("exactly", DAY), 1)
    assert len(daily.story(exactly)) == sum(exactly.state.euros)
    stars = play(daily.session_for("starrows", DAY), 1)
    assert len(daily.story(stars)) == stars.state.turns[0]
    assert daily.headline(stars).params["n"] == stars.state.turns[0]


# --- the record ------------------------------------------------------------------------------------
def test_streaks_and_last_days():
    record = daily_record.Record()
    beat = daily.headline(play(daily.session_for("farkle", DAY), 1))
    for k in (0, 1, 2, 5, 6, 7, 8):  # the 29th back to the 27th, then the 21st-24th
        day = (DAY - dt.timedelta(days=k)).isoformat()
        record.start(day, "farkle")
        record.finish(day, "farkle", [daily.GOOD], beat, "DC")
    record.start((DAY - dt.timedelta(days=3)).isoformat(), "farkle")  # started, never finished
    assert record.streaks("farkle", DAY) == (3, 4)
    assert record.streaks("farkle", DAY + dt.timedelta(days=1)) == (3, 4)  # today not played yet
    assert record.streaks("farkle", DAY + dt.timedelta(days=2)) == (0, 4)
    assert record.streaks("buttons", DAY) == (0, 0)
    last = record.last_days("farkle", DAY)
    assert len(last) == 30 and last[-3:] == ["done"] * 3 and last[-4] == "started" and last[-5] == ""
    again = daily_record.from_json(json.loads(json.dumps(record.to_json())))
    assert not again.damaged and again.streaks("farkle", DAY) == (3, 4) and again.best == {"farkle": 4}


def test_only_the_first_try_counts():
    record = daily_record.Record()
    assert record.start("2026-11-29", "exactly") is True
    assert record.start("2026-11-29", "exactly") is False
    assert record.start("2026-11-30", "exactly") is True
    assert record.tries("2026-11-29", "exactly") == 2


GARBAGE = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner, max_size=4),
    max_leaves=20,
)


@settings(max_examples=300, deadline=None)
@given(GARBAGE, st.sampled_from(["days", "best", "entry"]))
def test_garbage_never_crashes_the_record(junk, where):
    good = {"tries": 1, "done": True, "marks": "gb", "code": "DC", "beat": ["daily.beat.turns", 9, 1]}
    data = {"schema": 1, "best": {"farkle": 2}, "days": {"2026-11-29": {"farkle": good}}}
    if where == "entry":
        data["days"]["2026-11-29"]["buttons"] = junk
    else:
        data[where] = junk
    record = daily_record.from_json(data)
    record.streaks("farkle", DAY)
    record.last_days("buttons", DAY)
    json.dumps(record.to_json())
    assert daily_record.from_json(junk).days == {} or isinstance(junk, dict)


@pytest.mark.parametrize(
    "raw", ["{not json", "[1,2]", '{"schema": 9}', "\x00\x01", '{"schema":1,"days":{"x":1}}']
)
def test_a_damaged_record_is_kept_aside_before_it_is_written(raw):
    storage = MemoryStorage()
    storage.write(daily_record.KEY, raw)
    record = daily_record.read(storage)
    assert record.damaged and record.tries("2026-11-29", "farkle") == 0
    record.start("2026-11-29", "farkle")
    assert daily_record.write(storage, record)
    kept = [k for k in storage.data if k.startswith("daily.corrupt-")]
    assert len(kept) == 1 and storage.data[kept[0]] == raw
    assert daily_record.read(storage).tries("2026-11-29", "farkle") == 1


def test_backup_holds_the_record():
    storage = MemoryStorage()
    record = daily_record.Record()
    record.start("2026-11-29", "chains")
    daily_record.write(storage, record)
    code, made = backup.make(storage)
    assert daily_record.KEY in made.data
    fresh = MemoryStorage()
    backup.restore(fresh, backup.read(code))
    assert daily_record.read(fresh).tries("2026-11-29", "chains") == 1
    with pytest.raises(backup.BackupError):
        backup.check_value(daily_record.KEY, {"schema": 1, "days": {"2026-11-29": {"farkle": "x"}}})


# --- the command line -------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "args",
    [
        ["--daily", "nope"],
        ["--daily", "farkle", "--date", "2026-02-30"],
        ["--date", "2026-11-29"],
        ["--daily", "farkle", "--game", "farkle"],
        ["--daily", "farkle", "--seed", "3"],
        ["--daily", "d=2026-11-29&g=DCbroken"],
    ],
)
def test_bad_daily_arguments(args):
    with pytest.raises(CliError):
        parse(args)


def _daily_run(tmp_path, name, *args):
    out = tmp_path / f"{name}.json"
    proc = run(*args, "--autoplay", "--headless", "--result", str(out), "--data-dir", str(tmp_path / name[0]))
    assert proc.returncode == 0, proc.stderr
    return json.loads(out.read_text())


def test_two_data_folders_two_dates_practice_and_a_friends_link(tmp_path):
    a1 = _daily_run(tmp_path, "a1", "--daily", "farkle", "--date", "2026-11-29")
    b1 = _daily_run(tmp_path, "b1", "--daily", "farkle", "--date", "2026-11-29")
    assert a1["daily"] == b1["daily"] == "2026-11-29"
    assert a1["seed"] == b1["seed"] == daily.seed_for(DAY, "farkle")
    assert a1["first_dice"] == b1["first_dice"] is not None
    assert not a1["practice"] and not b1["practice"]
    a2 = _daily_run(tmp_path, "a2", "--daily", "farkle", "--date", "2026-11-29")
    assert a2["practice"] and a2["seed"] == a1["seed"]  # a second try the same day
    c1 = _daily_run(tmp_path, "c1", "--daily", "farkle", "--date", "2026-11-30")
    assert c1["seed"] != a1["seed"] and not c1["practice"]
    stored = json.loads((tmp_path / "a" / "daily.json").read_text())
    assert stored["days"]["2026-11-29"]["farkle"]["tries"] == 2
    friend = _daily_run(tmp_path, "f1", "--daily", "https://example.org/#" + a1["daily_link"])
    assert friend["daily"] == "2026-11-29" and friend["seed"] == a1["seed"] and not friend["practice"]
    assert friend["first_dice"] == a1["first_dice"] and friend["friend"] == a1["share"]
