"""A phone's header keeps every action (issue 38): the buttons its row has no room for (German on a
375x667 phone held upright: Coach, "Last turn", "Skip to my turn") are listed in the pause menu that
its Menu button opens, and a tap there does what the header's button does."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest  # noqa: E402

from game import games, i18n  # noqa: E402
from game.i18n import tr  # noqa: E402
from game.scenes.pause import PauseScene  # noqa: E402
from game.scenes.replay import ReplayMixin  # noqa: E402
from game.scenes.shared import frame  # noqa: E402
from game.scenes.shared.coach_sheet import CoachSheet  # noqa: E402
from game.session import Seat, Session  # noqa: E402
from tests import compact  # noqa: E402
from tests.compact import tap  # noqa: E402
from tests.uidriver import MemoryStorage, frames, game_app, make_app, settle_turn  # noqa: E402

GAMES = ["chains", "farkle"]  # one game a canvas's worth of others share the header with


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def start(app, game_id: str):
    """Two computers, then Ana: Skip, then "Last turn" at Ana's decision."""
    rules = games.rules_for(game_id)
    seats = [Seat("ai", "Medium Bo", "medium"), Seat("ai", "Easy Cy", "easy"), Seat("human", "Ana")]
    tables = (Session(game_id, rules.default_config(3), seats, seed) for seed in range(1, 50))
    app.start_game(next(s for s in tables if s.current == 0), transition=False)  # Bo starts
    app.stack.apply_pending()
    return app.stack.top


def through_the_menu(app, scene, button) -> None:
    """Menu, then the pause menu's item for ``button``: it is on the canvas, and a tap on it runs
    the header button's own action."""
    calls = []
    action = button.on_click
    button.on_click = lambda: (calls.append(button), action())
    for _ in range(3):  # a tap while pieces move hurries them first
        tap(app, scene.menu_button.rect)
        frames(app, 2)
        if app.stack.top is not scene:
            break
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    items = [w for w in pause.form.widgets if getattr(w.on_click, "args", None) == (button,)]
    assert len(items) == 1, f"the pause menu does not list {button.name()}"
    assert pause.rect.contains(items[0].rect) and items[0].visible and items[0].enabled
    tap(app, items[0].rect)
    assert calls == [button]
    button.on_click = action


def back_to(app, scene) -> None:
    while app.stack.top is not scene:  # the sheet, replay or skip summary the action opened
        app.stack.pop()
        app.stack.apply_pending()
    frames(app, 2)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_buttons_the_header_leaves_out_are_in_the_pause_menu(game_id):
    app = make_app(lang="de", speed="normal", storage=MemoryStorage(), viewport=(375, 667))
    scene = start(app, game_id)
    frames(app, 2)  # a computer's turn: Skip has no room
    left = frame.left_out(scene)
    assert scene.skip.button in left
    for button in [b for b in left if b is not scene.skip.button]:
        through_the_menu(app, scene, button)
        back_to(app, scene)
    through_the_menu(app, scene, scene.skip.button)
    for _ in range(600):  # the skip runs to Ana's decision
        if scene.human_to_move():
            break
        app.step(1 / 60, [])
    back_to(app, scene)  # Ana decides: Coach and "Last turn" have no room
    left = frame.left_out(scene)
    assert scene.last_turn.button in left
    if game_id == "chains":  # its header has a game's note too: Coach has no room either
        assert left == [scene.coach.toggle, scene.last_turn.button]
    assert not scene.menu_button.crowded and not scene.undo_button.crowded  # they keep their room
    opens = {scene.coach.toggle: CoachSheet, scene.last_turn.button: ReplayMixin}
    for button in left:  # the coach's sheet; the replay of the others' turns
        through_the_menu(app, scene, button)
        frames(app, 1)
        assert isinstance(app.stack.top, opens[button])
        back_to(app, scene)


def test_a_header_with_room_lists_nothing_more():
    """A phone held sideways has room for every button: the pause menu is as it was."""
    app = make_app(lang="de", storage=MemoryStorage(), viewport=(844, 390))
    scene = start(app, "chains")
    frames(app, 2)
    assert frame.left_out(scene) == []
    tap(app, scene.menu_button.rect)
    frames(app, 2)
    assert not any(hasattr(w.on_click, "args") for w in app.stack.top.form.widgets)


@pytest.mark.parametrize("text_size", ["normal", "large"])
@pytest.mark.parametrize("viewport", [(360, 640), (430, 932)], ids=["360x640", "430x932"])
def test_the_game_name_and_its_note_stay_in_the_header(viewport, text_size, monkeypatch):
    """Upright, a series' note under the game's name in the status row under the buttons ends
    above the header's line, with Large text too."""
    measure = compact.Measure(monkeypatch)
    seats = [Seat("human", "Ana"), Seat("ai", "Medium Bo", "medium")]
    app = game_app(
        "chains",
        seats,
        3,
        variants={"scoring": "tournament", "series": 12},
        lang="de",
        viewport=viewport,
        text_size=text_size,
    )
    scene = settle_turn(app)
    measure.frame(app, 2)
    note = scene.header_note()
    drawn = {string: rect for string, rect in measure.rects}
    assert note and note in drawn and tr("chains.name") in drawn
    assert drawn[note].bottom <= frame.header_h(), (drawn[note], frame.header_h())
    assert drawn[tr("chains.name")].bottom <= drawn[note].top
    assert drawn[tr("chains.name")].top >= frame.sizes().row_h - 4
