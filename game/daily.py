"""Today's dice: one daily game of each game, the same for everyone on a date (pure; runs in Pyodide).

No server is needed: the date and the game alone give the seed (``docs/daily.md`` states the
formula, so anyone can compute it without our code)::

    seed = int.from_bytes(SHA-256(f"dice-and-chips/daily/1/{game_id}/{YYYY-MM-DD}")[:4], "big")

The table is fixed per game (``TABLES``): the solo form where the game has one (Farkle, Star
Rows, Number Chains), you against medium computers where it has none (Buttons, Exactly!). The
computers' own random numbers come from the session's seed (``game/scenes/base.py``), so they
play the same way for everyone who plays the same way.

The dice are dealt per own turn exactly as a challenge deals them (``game.share.SameDice`` with
an empty original game): the r-th roll of seat s's k-th own turn is drawn from
``Random(f"{seed}:s{s}:t{k}:r{r}")``, so two players who choose differently still meet the same
rolls wherever the game allows. A daily's share code is a challenge code of it (its original is
empty), and a friend's link carries the date beside it: ``d=YYYY-MM-DD&g=CODE``.
"""

from __future__ import annotations

import datetime as dt
import hashlib

from game import share
from game.games import DAILY_TABLES
from game.rules.base import BAD, FAIR, GOOD, NONE, Explanation
from game.session import Seat, Session

FORMULA = "dice-and-chips/daily/1/{game}/{date}"
TABLES = DAILY_TABLES  # game -> (options, seats): the fixed table of each game's daily
DAILY_GAMES = tuple(TABLES)  # in the order Today lists them
YOU = 0  # your seat at every daily table
FIRST_DAY = dt.date(2026, 1, 1)  # --date and links before it are refused (no daily existed)


class DailyError(ValueError):
    """A daily that cannot be opened; ``key`` is the translatable reason."""

    def __init__(self, key: str, detail: str = ""):
        super().__init__(f"{key}: {detail}" if detail else key)
        self.key = key


def today() -> dt.date:
    """Today's date in UTC: the daily everyone on Earth plays at this moment (but near midnight)."""
    return dt.datetime.now(dt.UTC).date()


def parse_date(text) -> dt.date:
    """``YYYY-MM-DD`` (a real date, not before ``FIRST_DAY``); DailyError otherwise."""
    if not isinstance(text, str) or len(text) != 10:
        raise DailyError("daily.err.date", repr(text)[:40])
    try:
        day = dt.date.fromisoformat(text)
    except ValueError:
        raise DailyError("daily.err.date", text) from None
    if day < FIRST_DAY:
        raise DailyError("daily.err.date", text)
    return day


def seed_for(day: dt.date, game_id: str) -> int:
    """The daily's seed (the module's formula; 32 bits)."""
    text = FORMULA.format(game=game_id, date=day.isoformat())
    return int.from_bytes(hashlib.sha256(text.encode("ascii")).digest()[:4], "big")


def table(game_id: str, autoplay: bool = False) -> tuple[dict, list[Seat]]:
    """The daily's options and seats (``autoplay``: a medium computer plays your seat too)."""
    if game_id not in TABLES:
        raise DailyError("daily.err.game", game_id)
    config, kinds = TABLES[game_id]
    seats = [Seat("human", "") if kind == "human" else Seat("ai", "", kind) for kind in kinds]
    if autoplay:
        seats[YOU] = Seat("ai", "", "medium")
    return dict(config), seats


def dice_for(game_id: str, config: dict, seed: int, day: dt.date) -> share.SameDice:
    """The daily's chance source: a challenge's dice per own turn with no original game."""
    dice = share.SameDice(game_id, config, seed, [])
    dice.daily = day.isoformat()
    return dice


def session_for(game_id: str, day: dt.date, autoplay: bool = False) -> Session:
    """The daily of ``game_id`` on ``day`` from its start."""
    config, seats = table(game_id, autoplay)
    seed = seed_for(day, game_id)
    session = Session(game_id, config, seats, seed)
    session.dice = dice_for(game_id, session.config, seed, day)
    return session


def day_of(session: Session) -> str:
    """The date (``YYYY-MM-DD``) of a daily session, "" for any other game."""
    return getattr(session.dice, "daily", "") or ""


def is_daily_code(shared: share.Shared, day: dt.date) -> bool:
    """Is this decoded code a game of the daily of its game on ``day``?"""
    if shared.game_id not in TABLES or shared.original != []:
        return False
    config, seats = table(shared.game_id)
    rules = shared.session.rules if shared.session is not None else None
    same = rules is not None and rules.validate_config(config) == shared.config
    return same and shared.seed == seed_for(day, shared.game_id) and len(shared.seats) == len(seats)


def friend_session(shared: share.Shared, day: dt.date, autoplay: bool = False) -> Session:
    """The daily of a friend's code: the same game from its start, their game to compare with."""
    if not is_daily_code(shared, day):
        raise DailyError("daily.err.not_daily", shared.game_id)
    _config, seats = table(shared.game_id, autoplay)
    session = shared.challenge_session(seats, YOU)
    session.dice.daily = day.isoformat()
    session.dice.rival_name = shared.seats[YOU].name  # "" shows as "Friend", not "Player 1" like you
    return session


# --- links --------------------------------------------------------------------------------------
def link_text(day: str, code: str) -> str:
    """What follows the site's address (``#``) in a friend's link: the date, then the code."""
    return f"d={day}&g={code}"


def parse_link(text: str) -> tuple[dt.date, str] | None:
    """(date, code) of a daily link or its text ``d=YYYY-MM-DD&g=CODE``; None when it is not one."""
    text = (text or "").strip()
    for marker in ("#d=", "?d=", "&d=", "d="):
        at = text.find(marker)
        if at >= 0 and (marker != "d=" or at == 0):
            day = text[at + len(marker) : at + len(marker) + 10]
            break
    else:
        return None
    code = share.extract(text)
    if "g=" not in text or not code:
        return None
    return parse_date(day), code


# --- the story: a square per turn or round ----------------------------------------------------------
EMOJI = {
    GOOD: "\U0001f7e9",
    FAIR: "\U0001f7e8",
    NONE: "\u2b1c",
    BAD: "\U0001f7e5",
}  # green, yellow, white, red


def story(session: Session, seat: int = YOU) -> list[str]:
    """One mark per own turn (Farkle, Star Rows, Number Chains) or per round (Buttons, Exactly!):
    how it went, never what was rolled (each game's ``daily_marks``). ``EMOJI`` writes them as squares."""
    return session.rules.daily_marks([*session._before, session.state], seat)


def emoji_line(marks: list[str]) -> str:
    return "".join(EMOJI[m] for m in marks)


def headline(session: Session, seat: int = YOU) -> Explanation:
    """The result a friend is asked to beat ("Beat my 23 turns"), as a message key and its values."""
    return session.rules.daily_beat(session.state, seat)
