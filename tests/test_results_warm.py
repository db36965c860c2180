"""The game-over frames draw only what the outcome says for the first time (issue 39).

A game scene's idle warm-up (``GameScene.warm_up``: ``game.warmup.card_steps``, after the session's tables) makes the results
card's fonts, glyphs, veil and headings before the game ends; the fade to the results shows the old
picture alone in its first frame (alpha 0), so the card is first drawn in the frame after the one
that ends the game; and every transition starts from one kept picture, not a fresh copy."""

import pygame
import pytest

from game import theme
from game.scene import Scene, SceneStack, Transition
from game.scenes.results import ResultsScene
from game.warmup import card_steps
from tests.test_cli import _finished_game
from tests.uidriver import frames, make_app


@pytest.mark.parametrize("layout", ["standard", "compact"])
def test_after_the_warm_up_the_results_card_makes_no_font(layout):
    app = make_app(layout=layout)
    session = _finished_game(2)
    theme.reset_caches()  # as at launch: no screen has drawn anything yet
    frames(app, 2)  # what shows below the card (here the title screen) has drawn its own
    for _ in card_steps(session):
        pass
    fonts = theme._font.cache_info().misses
    shades = dict(theme._bg_cache)
    app.finish_game(session)
    frames(app, 60)  # the fade and the card's first half second, until its picture is kept
    assert isinstance(app.stack.top, ResultsScene) and app.stack.top._picture is not None
    assert theme._font.cache_info().misses == fonts  # every size and weight the card uses was made
    assert shades.items() <= theme._bg_cache.items()  # the veil was made, and is the one drawn


def test_a_game_scenes_warm_up_includes_the_results_card():
    from game.i18n import tr
    from game.session import Seat
    from tests.uidriver import game_app

    app = game_app("farkle", [Seat("human", "Ann"), Seat("ai", "", "medium")], seed=4, speed="normal")
    theme.reset_caches()
    scene = app.stack.top
    frames(app, 60)  # the human thinks: the scene's idle warm-up runs
    assert scene.card_warm.done and not scene.session.is_over
    assert ("veil", (theme.WIDTH, theme.HEIGHT), 170) in theme._bg_cache
    assert (tr("results.place"), 15, theme.INK_DIM, False) in theme._render_cache  # the headings
    assert (tr("kind.human"), 15, theme.INK_DIM, False) in theme._render_cache


class Painted(Scene):
    def __init__(self, colour, log):
        super().__init__(app=None)
        self.colour, self.log = colour, log

    def draw(self, surface):
        self.log.append(self.colour)
        surface.fill(self.colour)


def test_a_fades_first_frame_shows_the_old_picture_alone_and_draws_the_new_scene_next():
    surface = pygame.Surface((100, 60))
    log = []
    stack = SceneStack(lambda: 1.0)
    stack.push(Painted((0, 0, 0), log))
    stack.apply_pending(surface)
    stack.draw(surface)
    stack.push(Painted((200, 200, 200), log), Transition("fade", 0.4))
    stack.apply_pending(surface)
    log.clear()
    stack.draw(surface)  # the frame that pushed it: alpha 0
    assert log == [] and surface.get_at((50, 30))[:3] == (0, 0, 0)
    stack.update(0.2)
    stack.draw(surface)
    assert log == [(200, 200, 200)]  # drawn once it shows, halfway in
    assert 20 < surface.get_at((50, 30))[0] < 180


def test_transitions_start_from_one_kept_picture():
    surface = pygame.Surface((100, 60))
    stack = SceneStack(lambda: 1.0)
    stack.push(Painted((0, 0, 0), []))
    stack.apply_pending(surface)
    firsts = []
    for colour in ((10, 10, 10), (90, 90, 90)):
        surface.fill(colour)
        stack.push(Painted(colour, []), Transition("fade", 0.4))
        stack.apply_pending(surface)
        firsts.append(stack.transition.before)
        assert stack.transition.before.get_at((5, 5))[:3] == colour  # the picture on screen then
    assert firsts[0] is firsts[1]
