"""App-level behaviour: window scaling, time-boxed thinking, autosave, undo through the scene."""

import json

import pygame
import pytest

from game.ai.base import Agent, ThinkingTask
from game.rules.base import CHANCE
from game.scenes.base import GameScene
from game.session import Seat, Session
from tests.uidriver import frames, key, make_app, settle


def test_mouse_positions_are_mapped_back_to_the_logical_surface():
    app = make_app()
    app.window = pygame.display.set_mode((1920, 1080))
    ev = app.map_mouse(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(960, 540), button=1))
    assert ev.pos == (640, 360)
    app.window = pygame.display.set_mode((1280, 1000))  # letterboxed: bars above and below
    scale, ox, oy = app.viewport()
    assert scale == 1.0 and ox == 0 and oy == 140
    ev = app.map_mouse(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(100, 140 + 50), button=1))
    assert ev.pos == (100, 50)


class CountingAgent(Agent):
    """Does 10 slices of 'work' before answering."""

    def think(self, state):
        for _ in range(10):
            yield
        return ("done",)


def test_thinking_task_stops_at_the_frame_budget_and_resumes():
    now = [0.0]

    def clock():
        now[0] += 0.001  # every slice "takes" 1 ms
        return now[0]

    from game import games

    task = ThinkingTask(CountingAgent(games.rules_for("farkle"), 0, "easy"), None, clock=clock)
    assert task.step(0.0035) is False  # 4 slices of 1 ms pass a 3.5 ms deadline
    assert task.step(0.0035) is False  # 8 done
    assert task.step(0.0035) is True and task.action == ("done",)
    assert task.slices == 3
    assert task.step(0.0035) is True and task.slices == 3  # a finished task does no more work


def test_every_human_action_is_autosaved_and_undo_works_through_the_scene():
    app = make_app()
    session = Session("farkle", {"players": 2}, [Seat("human", "Ana"), Seat("ai", "Bot", "easy")], 21)
    app.start_game(session, transition=False)
    settle(app)
    scene = app.stack.top
    assert isinstance(scene, GameScene)
    for _ in range(100):  # roll until Ana has something to keep
        if session.at_chance or not scene.human_to_move():
            frames(app)
            continue
        legal = session.legal_actions()
        if legal[0][0] == "keep":
            break
        scene.perform(("roll",))
        frames(app, 3)
    keep = session.legal_actions()[0]
    before = session.state
    assert scene.perform(keep)
    saved = json.loads(app.storage.read("autosave.farkle"))
    assert saved["log"][-1] == ["a", 0, [keep[0], list(keep[1])]]
    settle(app)
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert session.state == before
    assert json.loads(app.storage.read("autosave.farkle"))["log"][-1][0] == "c"  # the roll stays


def test_illegal_action_through_the_scene_is_explained_and_changes_nothing():
    app = make_app()
    session = Session("farkle", {"players": 2}, [Seat("human", "Ana"), Seat("human", "Ben")], 4)
    app.start_game(session, transition=False)
    settle(app)
    scene = app.stack.top
    before = (session.state, len(session.log))
    assert scene.perform(("bank",)) is False
    assert scene.message  # the reason is shown
    assert (session.state, len(session.log)) == before
    assert session.current != CHANCE


class _Clock:
    def tick(self, fps=0):
        return 16


@pytest.mark.parametrize("headless", [False, True])
def test_an_autoplay_game_in_a_window_stays_on_its_results_until_a_key(monkeypatch, headless):
    """Watching computers play, the results vanished as the window closed at once; headless
    runs (tests, benchmarks) still end with the game."""
    import asyncio

    from game.app import App
    from game.cli import parse

    opts = parse(["--autoplay", "--game", "exactly", "--players", "ai:easy,ai:easy", "--seed", "4"])
    opts.headless, opts.speed = headless, "instant"
    app = App(opts)
    monkeypatch.setattr(pygame.time, "Clock", _Clock)
    real_get = pygame.event.get
    seen = {"results": 0, "finished_at": None}

    def events(*args, **kwargs):
        real_get(*args, **kwargs)
        if app.finished_result is None:
            assert app.frames < 20000, "the game did not end"
            return []
        seen["finished_at"] = seen["finished_at"] or app.frames
        seen["results"] += app.stack.top is not None and app.stack.top.name == "results"
        if app.frames - seen["finished_at"] < 120:
            return []
        return [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)]

    monkeypatch.setattr(pygame.event, "get", events)
    assert asyncio.run(app.run()) == 0
    if headless:
        assert seen["results"] < 5  # it ended once the results were in place
    else:
        assert seen["results"] >= 100  # two seconds on the results screen, ended by the key
