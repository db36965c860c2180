"""Today on the title screen, driven headless: the first try counts, later ones are practice, the card,
a friend's daily link, and both layouts in both languages measured (text size, touch areas, overlap)."""

from __future__ import annotations

import datetime
import random

import pytest

from game import daily, daily_play, daily_record, share, webenv
from game.coach.compare import differences_steps, turn_firsts
from game.i18n import tr
from game.scenes.daily_card import DailyCardScene
from game.scenes.daily_compare import CompareScene
from game.scenes.today import TodayScene
from game.share import finish as finish_steps
from tests.compact import Measure, check
from tests.test_share_scenes import press
from tests.uidriver import click, frames, make_app


def row_button(app, game_id: str, key: str):
    for w in app.stack.top.form.widgets:
        if getattr(w, "game_id", None) == game_id and w.label() == tr(key):
            return w
    raise AssertionError(f"no {key} on the {game_id} row")


def open_today(app) -> TodayScene:
    press(app, "title.today")
    frames(app, 20)
    assert isinstance(app.stack.top, TodayScene)
    return app.stack.top


def finish(app):
    """Play the game on screen to its end by random legal choices, as the scene would end it."""
    session = app.stack.top.session
    rng = random.Random(7)
    while not session.is_over:
        session.resolve_chance() if session.at_chance else session.act(rng.choice(session.legal_actions()))
    app.finish_game(session)
    app.stack.apply_pending()
    return session


@pytest.mark.parametrize("layout", ["standard", "compact"])
def test_first_try_counts_a_second_is_practice_and_the_card_shares(layout, monkeypatch):
    app = make_app(layout=layout)
    open_today(app)
    click(app, row_button(app, "starrows", "daily.play").rect.center)
    app.stack.apply_pending()
    frames(app, 30)
    session = app.stack.top.session
    assert daily.day_of(session) == daily.today().isoformat() and not session.dice.practice
    assert session.seed == daily.seed_for(daily.today(), "starrows")
    assert daily_record.read(app.storage).tries(daily.today().isoformat(), "starrows") == 1
    app.go_title()
    app.stack.apply_pending()
    open_today(app)
    row_button(app, "starrows", "daily.continue")  # today's daily is the game in progress
    click(app, row_button(app, "starrows", "daily.continue").rect.center)
    app.stack.apply_pending()
    frames(app, 10)
    played = finish(app)
    entry = daily_record.read(app.storage).entry(daily.today().isoformat(), "starrows")
    assert entry.done and entry.marks == daily.story(played) and share.decode(entry.code).seed == played.seed
    copied = []
    monkeypatch.setattr(webenv, "copy_native", lambda text: copied.append(text) or True)
    press(app, "share.button")  # the results' Share opens a daily's card
    card = app.stack.top
    assert isinstance(card, DailyCardScene) and not card.practice
    press(app, "daily.card.share")
    turns = played.state.turns[0]
    assert (
        copied and tr("daily.beat.turns", n=turns) in copied[0] and daily.emoji_line(entry.marks) in copied[0]
    )
    link = copied[0].splitlines()[-1]
    assert daily.parse_link(link) == (daily.today(), entry.code)
    app.go_title()
    app.stack.apply_pending()
    open_today(app)
    row_button(app, "starrows", "daily.card_button")
    click(app, row_button(app, "starrows", "daily.practice").rect.center)
    app.stack.apply_pending()
    frames(app, 10)
    practice = app.stack.top.session
    assert practice.dice.practice and practice.seed == played.seed
    finish(app)
    again = daily_record.read(app.storage).entry(daily.today().isoformat(), "starrows")
    assert again.tries == 2 and again.marks == entry.marks  # a practice try leaves the result alone
    press(app, "share.button")
    assert app.stack.top.practice


def test_a_friends_daily_opens_from_open_a_code_and_compares():
    mine = daily.session_for("farkle", daily.today())
    rng = random.Random(3)
    while not mine.is_over:
        mine.resolve_chance() if mine.at_chance else mine.act(rng.choice(mine.legal_actions()))
    text = tr("daily.share_text", game="Farkle", date="x", story="", beat="") + "\n"
    text += "https://example.org/#" + daily.link_text(daily.today().isoformat(), share.encode(mine))
    app = make_app()
    press(app, "share.open")
    frames(app, 10)
    app.stack.top.set(text.splitlines()[-1])
    app.stack.top.open()
    app.stack.apply_pending()
    frames(app, 10)
    session = app.stack.top.session
    assert session.dice.rival_seat == 0 and daily.day_of(session) == daily.today().isoformat()
    finish(app)
    from game.scenes.share_box import comparison

    title, you, them = comparison(session)
    assert tr("challenge.you") in you and them
    press(app, "share.button")
    press(app, "daily.card.compare")  # both games side by side, valued by the coach
    scene = app.stack.top
    assert isinstance(scene, CompareScene)
    for _ in range(2000):
        if scene.task is None:
            break
        frames(app)
    assert scene.task is None and scene.rows
    expected = finish_steps(differences_steps(session, mine, 0))
    assert [(d.turn, d.mine.action, d.theirs.action) for d in scene.rows] == [
        (d.turn, d.mine.action, d.theirs.action) for d in expected
    ]
    firsts_mine, firsts_theirs = turn_firsts(session, 0), turn_firsts(mine, 0)
    for d in scene.rows:  # each row: a turn where the two first choices differ, each costed
        assert firsts_mine[d.turn].action == d.mine.action != d.theirs.action == firsts_theirs[d.turn].action
        assert d.my_loss >= 0 and d.their_loss >= 0


def test_a_page_opened_with_a_friends_daily_plays_it_and_a_bad_one_says_why(monkeypatch):
    mine = daily.session_for("exactly", datetime.date(2026, 11, 29))  # the link's own day, not today's
    monkeypatch.setattr(
        "game.webenv.location_hash", lambda: "#" + daily.link_text("2026-11-29", share.encode(mine))
    )
    app = make_app()
    assert daily_play.open_page_link(app)
    app.stack.apply_pending()
    assert daily.day_of(app.stack.top.session) == "2026-11-29"
    monkeypatch.setattr("game.webenv.location_hash", lambda: "#d=2026-11-28&g=" + share.encode(mine))
    app = make_app()
    assert daily_play.open_page_link(app) and app.notices  # the wrong date for this code: told
    monkeypatch.setattr("game.webenv.location_hash", lambda: "#g=" + share.encode(mine))
    assert not daily_play.open_page_link(make_app())  # a plain share link is the code card's


@pytest.mark.parametrize("lang", ["en", "de"])
def test_today_and_the_card_are_readable_when_compact(lang, monkeypatch):
    app = make_app(layout="compact", lang=lang)
    record = daily_record.Record()
    today = daily.today().isoformat()
    session = daily.session_for("buttons", daily.today())
    rng = random.Random(1)
    while not session.is_over:
        session.resolve_chance() if session.at_chance else session.act(rng.choice(session.legal_actions()))
    record.start(today, "buttons")
    record.finish(today, "buttons", daily.story(session), daily.headline(session), share.encode(session))
    record.start(today, "exactly")
    daily_record.write(app.storage, record)
    open_today(app)
    m = Measure(monkeypatch)
    check(app, m, f"today-{lang}")
    click(app, row_button(app, "buttons", "daily.card_button").rect.center)
    app.stack.apply_pending()
    assert isinstance(app.stack.top, DailyCardScene)
    check(app, m, f"daily-card-{lang}")
    friend = daily.friend_session(share.decode(share.encode(session)), daily.today())
    rng = random.Random(2)
    while not friend.is_over:
        friend.resolve_chance() if friend.at_chance else friend.act(rng.choice(friend.legal_actions()))
    compare = CompareScene(app, friend)
    app.stack.push(compare)
    app.stack.apply_pending()
    while compare.task is not None:
        frames(app)
    assert compare.rows
    check(app, m, f"daily-compare-{lang}")


def test_rematch_of_a_daily_is_the_same_daily_as_practice_and_says_so():
    app = make_app()
    open_today(app)
    click(app, row_button(app, "exactly", "daily.play").rect.center)
    app.stack.apply_pending()
    frames(app, 10)
    played = finish(app)
    assert app.stack.top.name == "results" and daily.day_of(played) == daily.today().isoformat()
    press(app, "results.rematch")
    frames(app, 10)
    again = app.stack.top.session
    assert again is not played and again.seed == played.seed
    assert daily.day_of(again) == daily.day_of(played) and again.dice.practice
    assert daily_record.read(app.storage).tries(daily.day_of(played), "exactly") == 2


@pytest.mark.parametrize(
    "garbage", ['{"schema": 1, "days": {"2026-11-29": {"farkle": [1]}}}', "\udcff{", "null", "[]"]
)
def test_today_opens_over_a_damaged_record_and_keeps_a_copy_before_writing(garbage):
    app = make_app()
    app.storage.write(daily_record.KEY, garbage)
    open_today(app)
    frames(app, 3)
    click(app, row_button(app, "farkle", "daily.play").rect.center)
    app.stack.apply_pending()
    assert daily.day_of(app.stack.top.session) and not app.stack.top.session.dice.practice
    kept = [k for k in app.storage.data if k.startswith(daily_record.KEY + ".corrupt-")]
    assert daily_record.read(app.storage).tries(daily.today().isoformat(), "farkle") == 1
    assert [app.storage.data[k] for k in kept] == [garbage]
