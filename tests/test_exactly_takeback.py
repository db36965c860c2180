"""Exactly! (issue 18): a move stays open until the next roll, a 0 is seen, the table shows what is
current (no stale arrow or die) and the €1 pieces."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import i18n, layout  # noqa: E402
from game.rules import exactly as ex  # noqa: E402
from game.scenes.exactly.takeback import TAKE_BACK_S  # noqa: E402
from game.scenes.exactly.view import Table, geometry  # noqa: E402
from game.session import Seat, Session  # noqa: E402
from tests import uidriver  # noqa: E402
from tests.uidriver import frames, game_app, key  # noqa: E402
from tests.uidriver import settle_turn as settle  # noqa: E402

DT = 1 / 60
ANA, BEN = Seat("human", "Ana"), Seat("human", "Ben")
BOT = Seat("ai", "", "easy")
MOVE = ("move", 50, ex.BANK, 0)


@pytest.fixture(autouse=True)
def english():
    yield
    i18n.set_language("en")


def start(seats, faces, speed="instant"):
    app = game_app("exactly", seats, 3, speed)
    scene = app.stack.top
    uidriver.rig(scene, faces, lambda face: ("die", face))
    settle(app)
    scene.perform(("roll",))
    settle(app)
    return app, scene


def landed(app, scene, limit=600):
    """Step until the human's move has landed on the table."""
    for _ in range(limit):
        frames(app)
        if not scene.busy and scene.presented is scene.session.state:
            frames(app)
            return
    raise AssertionError("the move never landed")


def test_a_move_against_a_computer_can_be_taken_back_until_the_computer_rolls():
    app, scene = start([ANA, BOT], ["?", 0, 50, 20])
    chances = scene.session.chance_count
    assert scene.perform(MOVE)
    landed(app, scene)
    assert scene.take_back_left > 0 and scene.keep_button.visible
    assert scene.can_undo(), i18n.tr(scene.undo_blocker())
    key(app, pygame.K_u)
    assert scene.session.state.phase == ex.MOVE and scene.session.current == 0
    assert scene.session.chance_count == chances  # nothing was rolled, nothing re-rolled
    assert scene.session.state.piles[0] == ex.START_PILE
    settle(app)
    assert scene.perform(("move", 50, ex.BANK, 1))  # the move the player meant
    landed(app, scene)
    for _ in range(int(TAKE_BACK_S / DT) + 30):  # nobody confirms: the computer rolls when the time is up
        frames(app)
    assert scene.session.chance_count > chances and not scene.session.can_undo()
    assert ("die", 20) in [e.value for e in scene.session.log if e.kind == "c"]  # the same next roll


def test_keep_move_lets_the_computer_roll_at_once():
    app, scene = start([ANA, BOT], ["?", 0, 50])
    chances = scene.session.chance_count
    scene.perform(MOVE)
    landed(app, scene)
    assert scene.take_back_left > 0
    key(app, pygame.K_RETURN)  # Keep move (Enter)
    frames(app, 10)
    assert scene.take_back_left == 0 and scene.session.chance_count > chances


def test_hot_seat_move_stays_open_until_the_next_player_rolls():
    s = Session("exactly", {"players": 2, "target": 3}, [ANA, BEN], 3)
    while s.current == ex.CHANCE or s.state.phase != ex.START:
        s.resolve_chance() if s.at_chance else s.act(s.legal_actions()[0])
    s.act(("roll",))
    while s.at_chance:
        s.resolve_chance()
    while s.state.phase in (ex.CHOOSE, ex.MOVE) and s.current == s.state.seat:
        mover = s.current
        s.act(s.legal_actions()[0])
    assert s.state.phase == ex.START and s.current != mover
    assert s.can_undo()  # the next player has not rolled: the move is still open
    s.act(("roll",))
    s.resolve_chance()
    assert not s.can_undo() and s.undo_blocker() == "undo.why.chance"


def test_a_rolled_zero_stays_in_view_before_the_die_passes():
    app = game_app("exactly", [ANA, BOT], 3, "normal")
    scene = app.stack.top
    uidriver.rig(scene, ["?", 0, 0], lambda face: ("die", face))  # Ana wins the roll-off, then rolls 0
    settle(app)
    scene.perform(("roll",))
    shown = 0
    for _ in range(400):
        frames(app)
        die = scene.die
        if die is not None and die.value == "0" and die.settled and die.alpha > 200:
            shown += 1
        if scene.presented.seat == 1:
            break
    assert shown * DT >= 0.5  # half a second at least, at normal speed, before the turn passes


def test_the_last_move_arrow_goes_when_the_next_roll_starts():
    app, scene = start([ANA, BOT], ["?", 0, 50, 20], speed="normal")
    scene.perform(MOVE)
    landed(app, scene)
    assert scene.last_move  # Ana's move is drawn as an arrow while it is the latest
    key(app, pygame.K_RETURN)
    throwing = 0
    for _ in range(300):
        frames(app)
        if scene.die is not None and not scene.die.settled:  # the computer's die is in the air
            throwing += 1
            assert not scene.last_move
        if scene.human_to_move():
            break
    assert throwing


def test_no_die_lies_in_the_tray_before_the_first_roll():
    app = game_app("exactly", [ANA, BOT], 3, "instant")
    scene = app.stack.top
    uidriver.rig(scene, ["?", 0], lambda face: ("die", face))
    settle(app)
    assert scene.presented.phase == ex.START and scene.die is None


def test_the_euro_pieces_lie_on_the_table():
    app = game_app("exactly", [ANA, BOT], 3, "instant")
    scene = settle(app)
    box = scene.geo.trophy_box
    assert box.width >= 40 and scene.euros_left() == ex.EURO_PIECES
    for n in range(2, 7):
        geo = geometry(layout.STANDARD, n)
        lay = Table(geo, n)
        assert not any(geo.trophy_box.colliderect(lay.box(p)) for p in lay.piles())


def test_skip_to_my_turn_keeps_the_move_and_the_computer_rolls_at_once():
    app, scene = start([ANA, BOT], ["?", 0, 50])
    chances = scene.session.chance_count
    scene.perform(MOVE)
    landed(app, scene)
    assert scene.take_back_left > 0 and scene.skip.button.visible
    key(app, pygame.K_f)  # skip to my turn: the player has no more use for the window
    frames(app, 10)
    assert scene.take_back_left == 0 and scene.session.chance_count > chances
