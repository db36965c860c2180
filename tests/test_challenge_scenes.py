"""Taking up a challenge (issues 26 and 28): it never replaces a saved game without asking, claims
the game lock, seats you where the code's first human sat with computers in every other seat, and
calls a second try on the same dice practice. Crafted codes are refused on every way in."""

from __future__ import annotations

import json
import time

import pytest

from game import share
from game.game_lock import lock_key
from game.scenes.challenge import TRIED_KEY
from game.scenes.code_card import CodeCardScene, OpenCodeScene
from game.scenes.confirm import ConfirmScene
from game.scenes.share_box import comparison
from game.session import Seat, Session
from game.storage import MemoryStorage
from tests.test_share import entries, play, rebuilt
from tests.test_share_scenes import finish_against_computer, press, run_main
from tests.uidriver import frames, make_app

ANA_VS_HARD = [Seat("human", "Ana"), Seat("ai", "", "hard")]


def shared_of(game_id="farkle", seats=None, seed=6) -> share.Shared:
    return share.decode(share.encode(play(game_id, seats or ANA_VS_HARD, seed, agents=True)))


def with_save(game_id="farkle") -> tuple[MemoryStorage, str]:
    """A store holding a game in progress of ``game_id`` (a few decisions in)."""
    storage = MemoryStorage()
    app = make_app(storage=storage)
    session = Session(game_id, {"players": 2}, [Seat("human", "Mine"), Seat("ai", "", "easy")], 99)
    for _ in range(5):
        session.resolve_chance() if session.at_chance else session.act(session.legal_actions()[0])
    assert app.autosave(session)
    return storage, storage.read(f"autosave.{game_id}")


def open_card(app, shared) -> CodeCardScene:
    card = CodeCardScene(app, shared)
    app.stack.push(card)
    app.stack.apply_pending()
    frames(app, 5)
    return card


# --- a saved game is never replaced without asking ------------------------------------------------
def test_play_these_dice_asks_before_it_replaces_a_saved_game():
    storage, saved = with_save()
    app = make_app(storage=storage)
    card = open_card(app, shared_of())
    press(app, "card.challenge")
    assert isinstance(app.stack.top, ConfirmScene) and "Mine" in app.stack.top.body
    press(app, "setup.back")
    assert app.stack.top is card and storage.read("autosave.farkle") == saved
    press(app, "card.challenge")
    press(app, "setup.replace.continue")
    frames(app, 30)
    assert app.stack.top.session.seats[0].name == "Mine" and app.stack.top.session.dice is None
    assert storage.read("autosave.farkle") == saved
    app.stack.reset(card)
    app.stack.apply_pending()
    press(app, "card.challenge")
    press(app, "challenge.replace.yes")  # the player's own choice: now the challenge is the save
    frames(app, 30)
    assert app.stack.top.session.dice is not None
    assert "challenge" in json.loads(storage.read("autosave.farkle"))


def test_the_command_line_challenge_asks_too_and_leaves_the_save_alone_until_answered():
    storage, saved = with_save()
    app = make_app(storage=storage, challenge=shared_of())
    assert isinstance(app.stack.top, ConfirmScene)
    assert [s.name for s in app.stack.scenes][-2:] == ["title", "confirm"]
    frames(app, 30)
    assert storage.read("autosave.farkle") == saved
    press(app, "setup.back")
    assert app.stack.top.name == "title" and storage.read("autosave.farkle") == saved


def test_the_command_line_game_asks_before_it_replaces_a_saved_game():
    """``main.py --game farkle`` with a Farkle game saved: the same question as Setup and a challenge."""
    storage, saved = with_save()
    app = make_app(storage=storage, game="farkle", seats=[Seat("human", "New"), Seat("ai", "", "easy")])
    assert [s.name for s in app.stack.scenes][-2:] == ["title", "confirm"]
    frames(app, 30)
    assert storage.read("autosave.farkle") == saved and "farkle" not in app.locks.held
    press(app, "setup.replace.continue")
    frames(app, 30)
    assert app.stack.top.session.seats[0].name == "Mine" and storage.read("autosave.farkle") == saved
    app.locks.release()  # that copy is closed
    app = make_app(storage=storage, game="farkle", seats=[Seat("human", "New"), Seat("ai", "", "easy")])
    press(app, "setup.replace.yes")  # the player's own choice: the new game becomes the save
    frames(app, 30)
    assert app.stack.top.session.seats[0].name == "New" and "farkle" in app.locks.held
    fresh = make_app(game="farkle")  # nothing saved: straight into the game, as before
    assert fresh.stack.top.name == "farkle"


def test_the_command_line_challenge_claims_the_game_lock():
    app = make_app(challenge=shared_of())
    assert app.stack.top.session.dice is not None and "farkle" in app.locks.held
    assert json.loads(app.storage.read(lock_key("farkle")))["owner"] == app.locks.owner
    other = MemoryStorage()  # another copy plays Farkle: this one is read-only, and says so
    other.write(lock_key("farkle"), json.dumps({"owner": "another copy", "beat": time.time()}))
    app = make_app(storage=other, challenge=shared_of())
    assert "farkle" in app.read_only and app.notices
    assert json.loads(other.read(lock_key("farkle")))["owner"] == "another copy"


# --- whose seat -----------------------------------------------------------------------------------
def test_you_take_the_first_humans_seat_and_computers_play_every_other():
    shared = shared_of("exactly", [Seat("ai", "", "hard"), Seat("human", "Ann")], 3)
    app = make_app(challenge=shared)
    seats = app.stack.top.session.seats
    assert seats == [Seat("ai", "", "hard"), Seat("human", "", "medium", -1)]
    assert app.stack.top.session.dice.rival_seat == 1 and app.stack.top.session.dice.rival_name == "Ann"
    hot = [Seat("human", "Ann", style=4), Seat("ai", "", "easy"), Seat("human", "Ben", style=2)]
    shared = shared_of("exactly", hot, 4)
    app = make_app()
    card = open_card(app, shared)
    assert "Ann" in card.challenge_text() and "A medium computer plays for Ben." in card.challenge_text()
    press(app, "card.challenge")
    frames(app, 30)
    session = app.stack.top.session
    assert session.seats == [
        Seat("human", "", "medium", 4),
        Seat("ai", "", "easy"),
        Seat("ai", "", "medium", 2),
    ]


# --- friendly, and practice ------------------------------------------------------------------------
def test_a_second_try_on_the_same_dice_is_practice_on_the_card_and_the_results():
    original = play("farkle", [Seat("human", "Ana")], 6, agents=True)
    app = make_app()
    card = open_card(app, share.decode(share.encode(original)))
    assert "friendly" in card.challenge_text() and "practice" not in card.challenge_text()
    press(app, "card.challenge")
    frames(app, 20)
    assert app.stack.top.session.dice.practice is False
    card = open_card(app, share.decode(share.encode(original)))
    assert "this try is practice" in card.challenge_text()
    press(app, "card.challenge")
    press(app, "challenge.replace.yes")  # the first try is saved: replacing it is asked too
    frames(app, 20)
    session = app.stack.top.session
    assert session.dice.practice is True
    assert share.session_from_dict(session.to_dict()).dice.practice is True
    app = finish_against_computer("farkle", None, dice_from=original)  # a fresh store: a first try
    assert comparison(app.stack.top.session)[0] == "Same dice as Ana"
    app.stack.top.session.dice.practice = True
    assert comparison(app.stack.top.session)[0] == "Practice on Ana’s dice"


def test_garbage_in_the_list_of_tried_dice_is_no_reason_to_fail():
    storage = MemoryStorage()
    storage.write(TRIED_KEY, "[" * 5000)
    app = make_app(storage=storage)
    open_card(app, shared_of())
    press(app, "card.challenge")
    frames(app, 20)
    assert app.stack.top.session.dice.practice is False and len(json.loads(storage.read(TRIED_KEY))) == 1


# --- crafted codes on every way in ------------------------------------------------------------------
def nested_code() -> str:
    code = share.encode(Session("farkle", {"players": 2}, [Seat(), Seat()], 3))
    deep = b'{"limit":' + b"[" * 1000 + b"]" * 1000 + b"}"

    def edit(payload):
        start = payload.index(b"{")
        payload[start - 1 : start + payload[start - 1]] = share._varint(len(deep)) + deep

    return rebuilt(code, edit)


def test_a_nested_code_is_refused_by_open_a_code():
    app = make_app()
    scene = OpenCodeScene(app, nested_code())
    app.stack.push(scene)
    app.stack.apply_pending()
    scene.open()
    frames(app, 5)
    assert scene.error == share.explain(share.ShareError("share.err.damaged")) and app.stack.top is scene


@pytest.mark.parametrize("flag", ["--replay", "--challenge"])
def test_a_nested_code_on_the_command_line_is_one_line_and_exit_2(flag):
    done = run_main(flag, nested_code())
    assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert "damaged" in done.stderr


def test_replay_refuses_any_seed_and_autoplay_with_a_reason():
    code = share.encode(play("exactly", [Seat(), Seat()], 5))
    from game import cli

    for extra, says in (
        (["--seed", "0"], "--seed"),
        (["--seed", "5"], "--seed"),
        (["--autoplay"], "plays itself"),
    ):
        with pytest.raises(cli.CliError, match=says):
            cli.parse(["--replay", code, *extra])
    assert entries(cli.parse(["--replay", code]).replay.session) == entries(share.decode(code).session)


def test_a_challenge_code_replays_on_its_own_dice_also_after_jumps():
    from game.scenes.replay import replay_scene
    from tests.test_share_scenes import run_until

    original = play("farkle", [Seat("human", "Ana"), Seat("ai", "", "easy")], 3, True)
    mine = share.decode(share.encode(original)).challenge_session()
    mine = play("farkle", mine.seats, mine.seed, dice=mine.dice)  # random legal moves on Ana’s dice
    app = make_app()
    scene = replay_scene(app, share.decode(share.encode(mine)), app.go_title)
    app.stack.reset(scene)
    app.stack.apply_pending()
    for _ in range(3):
        scene.next_speed()  # to "instant"
    assert run_until(app, lambda: scene.finished, 60000) and entries(scene.session) == entries(mine)
    scene.to_start()
    scene.to_end()
    scene.step_back()
    scene.step_forward()
    assert run_until(app, lambda: scene.finished) and entries(scene.session) == entries(mine)
