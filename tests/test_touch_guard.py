"""A control that appears under a finger ignores taps for a moment (game/touch.py), and a restart,
which throws the game away, is asked in a dialog whose safe answer lies where the finger was."""

import pygame
import pytest

from game.scenes.confirm import ConfirmScene
from game.scenes.pause import PauseScene
from game.session import Seat
from game.touch import GUARD_S
from tests.uidriver import frames, game_app, key, settle

DT = 1 / 60


def press(pos) -> list:
    pos = (int(pos[0]), int(pos[1]))
    return [
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    ]


def paused(layout: str):
    app = game_app("farkle", [Seat("human", "Ana"), Seat("human", "Ben")], layout=layout)
    settle(app)
    game = app.stack.top
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    return app, game


@pytest.mark.parametrize("layout", ["standard", "compact"])
def test_a_double_tap_on_restart_keeps_the_game(layout):
    app, game = paused(layout)
    frames(app, int(GUARD_S / DT) + 2)  # the menu has been there a while
    restart = app.stack.top.form.widgets[2].rect
    frames(app, 1, press(restart.center))
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmScene), "Restart asks first"
    safe, danger = dialog.form.widgets[1], dialog.form.widgets[0]
    assert safe.rect.collidepoint(restart.center), "the safe answer lies where the finger was"
    assert not danger.rect.colliderect(restart), "Restart is not confirmed where it was asked"
    frames(app, 6)  # 120 ms later, the second tap of the double tap
    frames(app, 1, press(restart.center))
    settle(app)
    assert app.stack.scenes[0] is game, "a double tap on Restart threw the game away"
    assert app.stack.top is dialog, "the second tap, on a dialog that had just opened, acted"
    frames(app, int(GUARD_S / DT) + 2)
    frames(app, 1, press(danger.rect.center))
    settle(app)
    assert app.stack.scenes[0] is not game, "Restart, confirmed in its own place, restarts"


def asked(layout: str):
    """The restart question, opened by a tap on Restart: its safe answer is under the finger."""
    app, game = paused(layout)
    frames(app, int(GUARD_S / DT) + 2)
    restart = app.stack.top.form.widgets[2].rect
    frames(app, 1, press(restart.center))
    assert isinstance(app.stack.top, ConfirmScene)
    return app, game, restart


@pytest.mark.parametrize("layout", ["standard", "compact"])
def test_a_tap_on_a_control_that_has_just_appeared_is_ignored(layout):
    app, game, restart = asked(layout)
    dialog = app.stack.top
    frames(app, int(0.25 / DT))  # a quarter second later: still the same finger's moment
    frames(app, 1, press(restart.center))
    frames(app, 1)
    assert app.stack.top is dialog, "a tap on a control that has just appeared under the finger acted"
    frames(app, int(GUARD_S / DT))
    frames(app, 1, press(restart.center))  # after the guard: Keep playing, back to the menu
    frames(app, 1)
    assert isinstance(app.stack.top, PauseScene), "a tap after the guard did not act"
    assert app.stack.scenes[0] is game


def test_a_control_lit_elsewhere_acts_at_once():
    """Only what appears under the finger waits: the dialog's other answer takes a tap at once."""
    app, game, _ = asked("standard")
    danger = app.stack.top.form.widgets[0].rect
    frames(app, 1, press(danger.center))
    settle(app)
    assert app.stack.scenes[0] is not game


def test_keys_are_never_held_back_and_enter_twice_keeps_the_game():
    app, game = paused("standard")
    app.stack.top.form.set_focus(app.stack.top.form.widgets[2])  # Restart
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, ConfirmScene)
    key(app, pygame.K_RETURN)  # at once, the focused answer is the safe one
    settle(app)
    assert app.stack.scenes[0] is game and isinstance(app.stack.top, PauseScene)


def test_a_new_label_under_the_finger_is_a_new_control():
    app, _, restart = asked("standard")
    frames(app, int(GUARD_S / DT) + 2)
    dialog = app.stack.top
    keep = dialog.form.widgets[1]
    assert not app.tap_guard.blocks(dialog, restart.center)
    keep.label = "Something else"
    app.redraw()  # (set from outside, where no event or update of the scene's own would say so)
    frames(app, 1)
    assert app.tap_guard.blocks(dialog, restart.center)


@pytest.mark.parametrize("layout", ["standard", "compact"])
def test_exactly_hot_seat_two_taps_make_one_move_and_no_roll(layout):
    """Issue 30's case: a tap on a move row and a second tap 0.45 s later on the same spot, where
    the next player's Roll appears: the move is made, the next player has not rolled."""
    from tests.uidriver import rig, settle_turn, tap

    app = game_app("exactly", [Seat("human", "Ana"), Seat("human", "Ben")], layout=layout, speed="normal")
    scene = app.stack.top
    rig(scene, ["?", 0, 50, 20], lambda face: ("die", face))
    settle_turn(app)
    tap(app, scene.roll_button.rect.center)
    settle_turn(app)
    row = next(r for name, r in scene.tap_targets() if name.startswith("move row"))
    assert scene.roll_button.rect.collidepoint(row.center)  # Roll comes where the row was
    frames(app, 1, press(row.center))
    moved = len(scene.session.log)
    frames(app, int(0.45 / DT) - 1)
    assert scene.roll_button.visible, "Ben's Roll is there, under the finger"
    frames(app, 1, press(row.center))
    frames(app, 60)
    assert len(scene.session.log) == moved and scene.session.current == 1, "the second tap rolled for Ben"
