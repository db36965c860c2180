"""The Farkle scene driven headless by synthetic input (keys and clicks) with scripted dice."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import i18n  # noqa: E402
from game.app import App  # noqa: E402
from game.cli import Options  # noqa: E402
from game.session import Seat  # noqa: E402
from game.storage import MemoryStorage  # noqa: E402
from tests import uidriver  # noqa: E402
from tests.uidriver import game_app  # noqa: E402

DT = 1 / 60


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def click(pos):
    return [
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
        pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos),
    ]


@pytest.fixture
def app():
    return game_app("farkle", [Seat("human", "Ana"), Seat("ai", "", "easy")])


def rig(scene, rolls):
    uidriver.rig(scene, rolls, lambda roll: ("dice", roll))


def step(app, events=(), n=3):
    app.step(DT, list(events))
    for _ in range(n - 1):
        app.step(DT, [])


def test_human_turn_by_keyboard_and_invalid_selection(app):
    scene = app.stack.top
    rig(scene, [(1, 2, 2, 3, 5, 6), (1, 1, 1, 4)])
    step(app)
    step(app, [key(pygame.K_RETURN)])
    assert [d.value for d in scene.tray] == [1, 2, 2, 3, 5, 6]
    step(app, [key(pygame.K_2)])  # a 2 alone does not score
    assert scene.plan().reason is not None and scene.plan().reason.key == "farkle.err.nonscoring"
    before = scene.session.state
    step(app, [key(pygame.K_RETURN)])
    assert scene.session.state is before and scene.message
    step(app, [key(pygame.K_2), key(pygame.K_1), key(pygame.K_5)])
    assert scene.plan().points == 150 and not scene.plan().can_bank
    step(app, [key(pygame.K_b)])
    assert scene.session.state is before  # bank below 350 refused
    step(app, [key(pygame.K_RETURN)])
    assert scene.session.state.kept == ((1, 5),)
    assert [d.value for d in scene.tray] == [1, 1, 1, 4]
    # select the three 1s by mouse
    for d in list(scene.tray[:3]):
        step(app, click((int(d.x), int(d.y))))
    assert scene.selection() == (1, 1, 1)
    step(app, [key(pygame.K_b)])
    assert scene.session.state.totals[0] == 1150


def test_computer_game_reaches_results(app):
    a = App(
        Options(
            game="farkle",
            headless=True,
            seats=[Seat("ai", "", "hard"), Seat("ai", "", "easy")],
            seed=5,
            speed="instant",
            variants={"limit": 1000},
        ),
        storage=MemoryStorage(),
    )
    a.init_display()
    a.stack.push(a.first_scene())
    a.stack.apply_pending()
    for _ in range(3000):
        a.step(DT, [])
        if a.finished_result is not None:
            break
    assert a.finished_result and a.finished_result["finished"]


def test_bank_at_exactly_350_says_why_when_clicked_and_focus_skips_it(app):
    scene = app.stack.top
    rig(scene, [(1, 5, 5, 2, 3, 4), (1, 5, 2)])
    step(app)
    step(app, [key(pygame.K_RETURN)])
    for d in [d for d in scene.tray if d.value in (1, 5)]:  # 1 + 5 + 5 = 200
        step(app, click((int(d.x), int(d.y))))
    step(app, click(scene.roll_button.rect.center))
    for d in [d for d in scene.tray if d.value in (1, 5)]:  # 1 + 5 more: the turn is worth exactly 350
        step(app, click((int(d.x), int(d.y))))
    assert scene.plan().turn_after == 350 and scene.plan().can_roll and not scene.plan().can_bank
    assert not scene.bank_button.enabled
    before = scene.session.state
    step(app, click(scene.bank_button.rect.center))
    assert scene.session.state is before
    assert scene.message == i18n.tr("farkle.err.bank_low", need=350, total=350)
    scene.form.set_focus(scene.roll_button)
    step(app, [key(pygame.K_TAB)])
    assert scene.form.focused is not scene.bank_button and scene.form.focused.enabled
