"""Thousands of random events on every scene: no exception, no stuck state."""

import random

import pygame
import pytest

from game import games
from game.scenes.base import GameScene
from game.scenes.howto import HowToScene
from game.scenes.settings import SettingsScene
from game.scenes.setup import SetupScene
from game.session import Seat, Session
from tests.uidriver import frames, make_app, settle

KEYS = [
    pygame.K_TAB,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_1,
    pygame.K_2,
    pygame.K_3,
    pygame.K_4,
    pygame.K_5,
    pygame.K_6,
    pygame.K_b,
    pygame.K_u,
    pygame.K_BACKSPACE,
    pygame.K_PAGEDOWN,
    pygame.K_a,
    pygame.K_z,
]


def random_event(rng: random.Random):
    roll = rng.random()
    pos = (rng.randrange(1280), rng.randrange(720))
    if roll < 0.35:
        return [
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
        ]
    if roll < 0.5:
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))]
    if roll < 0.55:
        return [pygame.event.Event(pygame.TEXTINPUT, text=rng.choice("aäßZ 1"))]
    if roll < 0.57:
        return [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)]
    k = rng.choice(KEYS)
    mod = pygame.KMOD_SHIFT if rng.random() < 0.1 else (pygame.KMOD_CTRL if rng.random() < 0.05 else 0)
    return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)]


def monkey(app, n: int, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(n):
        app.step(1 / 60, random_event(rng))
        assert app.stack.top is not None


def test_monkey_on_menus():
    app = make_app(speed="fast", seed=1)  # a game the monkey starts is seeded too
    monkey(app, 3000, 1)
    for scene in (SettingsScene(app), HowToScene(app, games.GAME_IDS[-1])):
        app.stack.push(scene)
        settle(app)
        monkey(app, 800, 2)
    for game_id in games.GAME_IDS:
        app.go_title()
        app.stack.push(SetupScene(app, game_id))
        settle(app)
        monkey(app, 800, 3)


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_monkey_on_game_scene_never_strands_the_game(game_id):
    app = make_app(speed="instant", seed=2)
    rules = games.rules_for(game_id)
    seats = [Seat("human", "Ana"), Seat("human", "Ben"), Seat("ai", "Cy", "easy")][
        : min(3, rules.max_players)
    ]
    session = Session(game_id, rules.default_config(len(seats)), seats, 17)
    app.start_game(session, transition=False)
    settle(app)
    rng = random.Random(5)
    for _ in range(4000):
        app.step(1 / 60, random_event(rng))
        top = app.stack.top
        if not isinstance(top, GameScene) and top.name in ("title", "results"):
            break  # the monkey found the way out (menu / game over): fine
    # not stuck: the game still has a legal way on
    s = session if app.stack.top is None else getattr(app.stack.top, "session", session)
    if not s.is_over and s.current >= 0:
        assert s.legal_actions(), "a seat to move with no legal action"
    frames(app, 5)
