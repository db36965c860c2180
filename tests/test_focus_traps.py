"""Keyboard focus in every game: Enter does what the screen says Enter does, and the focus never rests on
a disabled or hidden control (issue 18, "Keyboard focus traps"), driven by scripted keys and clicks."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.games import GAME_IDS  # noqa: E402
from game.scenes.pause import PauseScene  # noqa: E402
from game.session import Seat  # noqa: E402
from tests import uidriver  # noqa: E402
from tests.uidriver import click, frames, game_app, key, settle_turn  # noqa: E402

SEATS = [Seat("human", "Ana"), Seat("ai", "", "easy")]


@pytest.mark.parametrize("game", GAME_IDS)
def test_after_the_pause_menu_enter_does_the_main_action_not_reopen_the_menu(game):
    app = game_app(game, SEATS, seed=4)
    scene = settle_turn(app)
    click(app, scene.menu_button.rect.center)  # the mouse opens the menu ...
    frames(app, 2)
    assert isinstance(app.stack.top, PauseScene)
    key(app, pygame.K_ESCAPE)  # ... the keyboard closes it
    frames(app, 2)
    assert app.stack.top is scene
    moves = len(scene.session.log)
    key(app, pygame.K_RETURN)
    frames(app, 2)
    assert not isinstance(app.stack.top, PauseScene)
    assert len(scene.session.log) > moves  # Enter made the move the main control offers


@pytest.mark.parametrize("game", GAME_IDS)
def test_the_focus_never_rests_on_a_disabled_or_hidden_control(game):
    app = game_app(game, SEATS, seed=4)
    scene = app.stack.top
    for _ in range(6):
        for _ in range(3000):  # the computer's turns and the animations: no ring on the greyed controls
            frames(app)
            w = scene.form.focused
            assert w is None or (w.enabled and w.visible), (game, w)
            if scene.human_to_move() or app.stack.top is not scene:
                break
        if app.stack.top is not scene:
            break
        key(app, pygame.K_RETURN)  # the human plays by keyboard only
        w = scene.form.focused
        assert w is None or (w.enabled and w.visible), (game, w)


def test_farkle_a_click_on_the_disabled_bank_leaves_enter_as_keep_and_roll():
    app = game_app("farkle", SEATS)
    scene = app.stack.top
    uidriver.rig(scene, [(1, 2, 3, 4, 6, 6), (1, 2, 3, 4, 6)], lambda roll: ("dice", roll))
    settle_turn(app)
    key(app, pygame.K_RETURN)
    settle_turn(app)
    key(app, pygame.K_1)  # keep the 1: 100 points, too few to bank
    assert not scene.bank_button.enabled
    click(app, scene.bank_button.rect.center)
    assert scene.message  # the refusal says why
    key(app, pygame.K_u)  # "take back" explains itself and moves no focus ring onto Bank
    assert scene.form.focused is scene.roll_button
    key(app, pygame.K_RETURN)
    assert scene.session.state.kept == ((1,),)  # keep and roll, not Bank's refusal again


@pytest.mark.parametrize("game", GAME_IDS)
def test_after_the_keyboard_opened_the_menu_and_closed_it_enter_is_the_main_action_again(game):
    app = game_app(game, SEATS, seed=4)
    scene = settle_turn(app)
    scene.form.set_focus(
        scene.menu_button
    )  # as Tab would put it there (in Number Chains Tab walks the board)
    key(app, pygame.K_RETURN)
    frames(app, 2)
    assert isinstance(app.stack.top, PauseScene)
    key(app, pygame.K_ESCAPE)
    frames(app, 2)
    moves = len(scene.session.log)
    key(app, pygame.K_RETURN)
    frames(app, 2)
    assert app.stack.top is scene and len(scene.session.log) > moves
