"""Taking up a challenge: "Play these dice" on a code's card, a ``#g=`` link's card, ``--challenge CODE``.

The challenger sits in the seat of the code's first human (``Shared.challenger_seat``); every other
seat is a computer at the original's level (a medium one where a human played). Starting a
challenge never replaces a game in progress without asking, as Setup asks ("Replace your saved
game?"), and claims the game's lock like every other way into a game (``App.start_game``).

A code carries its dice, so whoever opens it can know them: a challenge is a friendly one. The
dice of every challenge tried here are remembered (``TRIED_KEY``, the last ``KEEP_TRIED``); a
second try on the same dice is called practice on the card and on the results.
"""

from __future__ import annotations

import json

from game.scenes.confirm import ask_replace, replace_question
from game.session import Seat, Session
from game.storage import StorageError

TRIED_KEY = "challenges.tried"
KEEP_TRIED = 200


def tried(app) -> list[str]:
    """The dice of the challenges tried here (``Shared.dice_id``), oldest first; garbage reads as none."""
    try:
        raw = app.storage.read(TRIED_KEY)
        data = json.loads(raw) if raw else []
    except (StorageError, ValueError, RecursionError, UnicodeDecodeError):
        return []
    return [x for x in data if isinstance(x, str)] if isinstance(data, list) else []


def tried_before(app, shared) -> bool:
    return shared.dice_id() in tried(app)


def remember_try(app, shared) -> None:
    """Count this try (a lost write only means the next try is not called practice)."""
    ids = [x for x in tried(app) if x != shared.dice_id()] + [shared.dice_id()]
    try:
        app.storage.write(TRIED_KEY, json.dumps(ids[-KEEP_TRIED:]))
    except StorageError:
        pass


def challenge_for(app, shared, autoplay: bool = False) -> Session:
    """A challenge of ``shared`` for this app's player (``autoplay``: a computer in that seat too)."""
    mine = shared.challenger_seat()
    seats = shared.challenge_seats(mine)
    if autoplay:
        old = shared.seats[mine]
        seats[mine] = old if old.is_ai else Seat("ai", "", "medium", old.style)
    session = shared.challenge_session(seats, mine)
    session.dice.practice = not autoplay and tried_before(app, shared)
    return session


def _count_try(app, shared) -> None:
    if not app.options.autoplay:  # computers in every seat: not the player's try
        remember_try(app, shared)


def play_challenge(app, shared) -> None:
    """ "Play these dice": start the challenge, asking first if it would replace a game in progress."""
    session = challenge_for(app, shared)

    def start():
        remember_try(app, shared)
        app.start_game(session)

    ask_replace(app, shared.game_id, start, "challenge.replace.yes", "challenge.replace.body")


def cli_challenge(app):
    """The first scene of ``--challenge CODE``: the game (its lock claimed; a copy that plays it
    already makes this one read-only, and says so), or the replace question over the title."""
    from game.scenes.registry import game_scene

    shared, autoplay = app.options.challenge, app.options.autoplay
    session = challenge_for(app, shared, autoplay)

    def start():
        _count_try(app, shared)
        app.start_game(session, transition=False)

    question = replace_question(app, shared.game_id, start, "challenge.replace.yes", "challenge.replace.body")
    if question is not None:
        app.go_title()  # under the question (applied before it is pushed)
        return question
    _count_try(app, shared)
    if not app.locks.claim(shared.game_id):
        app.play_read_only(shared.game_id)  # from the command line: told, not asked (as --game)
    return game_scene(app, session)
