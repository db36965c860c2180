"""Playing a daily game: starting it (the first try counts, later ones are practice), recording its
result when it ends, what ``--result`` says of it, and ``--daily GAME|LINK [--date]``.

A daily starts like a challenge (``game/scenes/challenge.py``): never replacing a game in progress
without asking, and claiming the game's lock through ``App.start_game``. Its try is counted when it
starts, so quitting a bad start and beginning again is practice too.
"""

from __future__ import annotations

import datetime as dt

from game import daily, daily_record, share
from game.session import Session


def prepare(app, session: Session) -> Session:
    """Mark ``session`` (a daily from its start) practice when that daily was tried here before."""
    day = daily.day_of(session)
    session.dice.practice = daily_record.read(app.storage).tries(day, session.game_id) > 0
    return session


def count_try(app, session: Session) -> None:
    """Remember this try (a lost write only means the next try is not called practice)."""
    record = daily_record.read(app.storage)
    record.start(daily.day_of(session), session.game_id)
    daily_record.write(app.storage, record)


def start(app, session: Session, transition: bool = True) -> None:
    """Start a prepared daily now: its try counted, then the game on screen."""
    count_try(app, session)
    app.start_game(session, transition)


def rematch(app, session: Session) -> None:
    """The results' Rematch of a daily: the same daily again (practice: it was tried here), against
    the same friend's game where there was one."""
    old = session.dice
    again = session.restarted()
    again.dice = daily.dice_for(session.game_id, session.config, session.seed, daily.parse_date(old.daily))
    if old.rival_seat is not None:
        again.dice.rival_seat, again.dice.rival_name = old.rival_seat, old.rival_name
        again.dice.rival_result = old.rival_game()
    start(app, prepare(app, again))


def finished(app, session: Session) -> None:
    """A daily has ended: the counted try's result goes into the record (a practice try's does not)."""
    day = daily.day_of(session)
    if not day or session.dice.practice or session.ephemeral or not session.is_over:
        return
    record = daily_record.read(app.storage)
    code = share.encode(session)
    record.finish(day, session.game_id, daily.story(session), daily.headline(session), code)
    daily_record.write(app.storage, record)


def first_dice(session: Session):
    """The first chance outcome of the game (JSON), None when it had none."""
    for entry in session.log:
        if entry.kind == "c":
            return session.rules.outcome_to_json(entry.value)
    return None


def result_entry(session: Session) -> dict:
    """What ``--result`` adds for a daily: its date, practice or not, the first dice, its story, its link."""
    day = daily.day_of(session)
    if not day:
        return {}
    data = {"daily": day, "practice": bool(session.dice.practice), "first_dice": first_dice(session)}
    if session.is_over:
        data["story"] = daily.emoji_line(daily.story(session))
        data["daily_link"] = daily.link_text(day, share.encode(session))
    if session.dice.rival_seat is not None:
        data["friend"] = share.encode(session.dice.rival_game())
    return data


def session_of(game_or_link: str, day: dt.date | None, autoplay: bool) -> Session:
    """The daily ``--daily`` names: a game id (on ``day``, default today) or a friend's link."""
    if game_or_link in daily.TABLES:
        return daily.session_for(game_or_link, day or daily.today(), autoplay)
    parsed = daily.parse_link(game_or_link)
    if parsed is None:
        raise daily.DailyError("daily.err.link", game_or_link[:40])
    link_day, code = parsed
    try:
        shared = share.decode(code)
    except share.ShareError as exc:
        raise daily.DailyError(exc.key, str(exc)) from None
    return daily.friend_session(shared, link_day, autoplay)


def cli_daily(app):
    """The first scene of ``--daily``: the game, or the replace question over the title."""
    from game.scenes.confirm import replace_question
    from game.scenes.registry import game_scene

    session = prepare(app, app.options.daily)

    def begin():
        start(app, session, transition=False)

    question = (
        None
        if app.options.autoplay
        else replace_question(app, session.game_id, begin, "daily.replace.yes", "daily.replace.body")
    )
    if question is not None:
        app.go_title()
        return question
    count_try(app, session)
    if not app.locks.claim(session.game_id) and session.game_id not in app.locks.failed:
        app.play_read_only(session.game_id)
    return game_scene(app, session)


def open_link(app, text: str) -> str:
    """Open a friend's daily from its link or text (asking first if it would replace a game in
    progress); "" when it opened, else why not in the player's language."""
    from game.i18n import tr
    from game.scenes.confirm import ask_replace

    try:
        session = prepare(app, session_of(text.strip(), None, False))
    except daily.DailyError as exc:
        return tr(exc.key, game="")
    except share.ShareError as exc:
        return share.explain(exc)
    ask_replace(app, session.game_id, lambda: start(app, session), "daily.replace.yes", "daily.replace.body")
    return ""


def is_link(text: str) -> bool:
    """Does ``text`` name a daily (``d=DATE&g=CODE``), even one that cannot be opened?"""
    try:
        return daily.parse_link(text) is not None
    except daily.DailyError:
        return True


def open_page_link(app) -> bool:
    """The page was opened with a friend's daily (``#d=DATE&g=CODE``): open it (True), or tell why not."""
    from game.notices import Notice
    from game.webenv import location_hash

    text = location_hash()
    if not is_link(text):
        return False
    error = open_link(app, text)
    if error:
        app.notify(Notice("daily.err.page", detail=error))
    return True
