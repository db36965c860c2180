""" "Last turn" (game/scenes/shared/last_turn.py): the opponents' turns since the player's own,
replayed exactly as they were played (compared against the game's log), and back to the game."""

import pygame
import pytest

from game import games
from game.ai.base import ThinkingTask
from game.i18n import tr
from game.scenes.replay import ReplayMixin
from game.session import Seat
from tests.uidriver import click, frames, game_app, key, settle_turn


def play_my_turns(app, scene, turns: int) -> None:
    """The human seat decides as an easy computer would, through the scene, for ``turns`` turns."""
    me = games.make_agent(scene.session.game_id, 0, "easy", seed=1)
    started = 0
    while started < turns:
        scene = settle_turn(app)
        task = ThinkingTask(me, scene.session.state)
        while not task.step(1.0):
            pass
        before = scene.session.current
        scene.perform(task.action)
        frames(app, 2)
        if scene.session.current != before:
            started += 1
    settle_turn(app)


@pytest.mark.parametrize("game", ["farkle", "exactly"])
@pytest.mark.parametrize("layout", ["standard", "compact"])
def test_last_turn_replays_exactly_what_happened(game, layout):
    app = game_app(
        game, [Seat("human", "Ana"), Seat("ai", "", "easy"), Seat("ai", "", "easy")], layout=layout
    )
    scene = app.stack.top
    play_my_turns(app, scene, 2)
    scene = settle_turn(app)
    log = list(scene.session.log)
    mine = max(k for k, e in enumerate(log) if e.kind == "a" and e.seat == 0)
    since = [e for e in log[mine + 1 :] if e.kind == "a"]
    assert since and all(e.seat != 0 for e in since), "the computers have played since Ana's last decision"
    button = scene.last_turn.button
    assert button.visible and (button.name(), button.rect) in scene.tap_targets()
    click(app, button.rect.center)
    frames(app, 30)
    replay = app.stack.top
    assert isinstance(replay, ReplayMixin)
    first = next(k for k in range(mine + 1, len(log)) if log[k].kind == "a")
    assert replay.session.log[:first] == log[:first]  # it starts where the opponents began
    for _ in range(3000):
        frames(app)
        if replay.at_end() and replay.caught_up:
            break
    assert replay.caught_up, "the end never came to rest"  # it once waited for a next decision forever
    assert tr("replay.done") in replay.header_note()
    assert replay.session.log == log, "the replay did not replay exactly what happened"
    assert replay.session.state == scene.session.state
    key(app, pygame.K_ESCAPE)  # leave: back to the game as it was
    frames(app, 30)
    assert app.stack.top is scene and scene.session.log == log and scene.human_to_move()


def test_no_last_turn_before_anyone_else_has_played():
    app = game_app("farkle", [Seat("human", "Ana"), Seat("human", "Ben")])
    scene = settle_turn(app)
    assert not any(e.kind == "a" for e in scene.session.log) and not scene.last_turn.button.visible


@pytest.mark.parametrize(
    "name", ["Fritzi-Marie", "Fritzi-Marie Ann", "Fritzi-Marie Annabel"]
)  # up to MAX_NAME
def test_a_long_name_s_turn_ends_before_the_last_turn_button(name, monkeypatch):
    from game.names import MAX_NAME
    from game.scenes.shared import frame
    from tests.compact import Measure

    assert len(name) <= MAX_NAME
    app = game_app("farkle", [Seat("human", name), Seat("ai", "", "easy"), Seat("ai", "", "easy")], lang="de")
    scene = app.stack.top
    play_my_turns(app, scene, 1)
    scene = settle_turn(app)
    button = scene.last_turn.button
    assert button.visible
    status = scene.status_line()
    assert name in status
    measure = Measure(monkeypatch)
    frame.draw_header(scene, app.screen)
    drawn = [r for s, r in measure.rects if s == status or (s.endswith("…") and status.startswith(s[:-1]))]
    assert drawn, measure.rects
    assert drawn[0].right <= button.rect.x - 8, (drawn[0], button.rect)
