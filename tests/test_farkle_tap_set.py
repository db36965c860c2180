"""A tap on one die of a scoring set selects the set (issue 30): the long-press tip says what the
tap will do, and the tap does it through the rules' legal keeps, so the two never contradict."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.i18n import tr  # noqa: E402
from game.session import Seat  # noqa: E402
from tests import uidriver  # noqa: E402
from tests.uidriver import game_app  # noqa: E402

DT = 1 / 60


def rolled(roll, layout=None):
    app = game_app("farkle", [Seat("human", "Ana"), Seat("ai", "", "easy")], layout=layout)
    scene = app.stack.top
    uidriver.rig(scene, [roll], lambda r: ("dice", r))
    for _ in range(3):
        app.step(DT, [])
    app.step(DT, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)])
    for _ in range(30):
        app.step(DT, [])
    assert sorted(d.value for d in scene.tray) == sorted(roll)
    return app, scene


def tap(app, die) -> None:
    pos = (int(die.x), int(die.y))
    app.step(DT, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos)])
    app.step(DT, [pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)])
    for _ in range(10):
        app.step(DT, [])


@pytest.mark.parametrize("layout", ["standard", "compact"])
def test_one_die_of_a_triple_selects_the_triple_and_the_tip_says_so(layout):
    app, scene = rolled((1, 2, 4, 4, 4, 6), layout)
    four = next(d for d in scene.tray if d.value == 4)
    tip = scene.long_press((int(four.x), int(four.y)))
    assert tip == tr("farkle.tip.die_set", die=4, dice="4, 4, 4")
    tap(app, four)
    assert scene.selection() == (4, 4, 4)  # the smallest legal keep holding this 4
    assert ("keep", (4, 4, 4)) in scene.session.legal_actions()
    assert scene.plan().reason is None and not scene.message  # no "The 4 does not score"
    one = next(d for d in scene.tray if d.value == 1)
    tap(app, one)
    assert scene.selection() == (1, 4, 4, 4)
    tap(app, next(d for d in scene.tray if d.value == 4 and d is not four))
    assert scene.selection() == (1,)  # putting one back puts its set back, not a 4-4 that cannot score


def test_a_die_that_scores_alone_is_selected_alone_and_a_straight_is_taken_whole():
    app, scene = rolled((1, 2, 4, 4, 4, 6))
    tap(app, next(d for d in scene.tray if d.value == 1))
    assert scene.selection() == (1,)
    app, scene = rolled((1, 2, 3, 4, 5, 6))
    tap(app, next(d for d in scene.tray if d.value == 3))
    assert scene.selection() == (1, 2, 3, 4, 5, 6)
    app, scene = rolled((1, 2, 2, 3, 4, 6))
    two = next(d for d in scene.tray if d.value == 2)
    tap(app, two)  # no legal keep holds a 2: the die alone, and the rules say why
    assert scene.selection() == (2,) and scene.plan().reason.key == "farkle.err.nonscoring"
