"""The shared pieces every game draws: dice faces and throws."""

import os
import random

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import anim  # noqa: E402
from game.scenes.shared import dice  # noqa: E402


@pytest.fixture(autouse=True, scope="module")
def display():
    pygame.init()
    yield


def test_text_faces_and_pip_faces_have_the_same_size():
    assert (
        dice.face(5, 60).get_size()
        == dice.face("50", 60, "black_gold").get_size()
        == dice.face("?", 60).get_size()
    )


def test_a_throw_lands_every_die_inside_the_tray_and_settles_on_its_value():
    rng = random.Random(2)
    tray = pygame.Rect(24, 80, 820, 292)
    thrown = dice.lay_out((1, 2, 3, 4, 5, 6, 6, 2), tray, rng, 64, thrown=True)
    animator = anim.Animator(1.0)
    dice.throw(animator, thrown, 0.5)
    assert not any(d.settled for d in thrown)
    for _ in range(120):
        animator.update(1 / 60)
    for d in thrown:
        assert d.settled and tray.collidepoint(d.x, d.y)
        assert d.pose()[5] == d.value  # a settled die shows the value the rules rolled


def test_claim_finds_the_dice_an_event_means_preferring_the_players_selection():
    tray = [dice.Die(v, i * 90.0, 0.0, 0.0) for i, v in enumerate((5, 1, 5, 3, 5))]
    assert dice.claim(tray, (5, 5)) == [tray[0], tray[2]]  # leftmost first
    assert dice.claim(tray, (5,), prefer=[tray[4]]) == [tray[4]]  # the selected die, not the leftmost
    assert dice.claim(tray, (5, 5), avoid=[tray[0]]) == [tray[2], tray[4]]
    assert dice.claim(tray, (5, 5, 5, 5)) == [tray[0], tray[2], tray[4]]  # never one die twice
