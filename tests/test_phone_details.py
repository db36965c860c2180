"""Phone details (issue 30): long presses explain what a phone player cannot hover (a settings row
its whole value, which the row may shorten; a pause-menu item what it does; a Buttons die what it
means), a layout switch keeps the pause menu, and Star Rows says "the first to", not "number 1"."""

import pytest

from game.i18n import tr
from game.scenes.pause import PauseScene
from game.scenes.settings import SettingsScene
from game.session import Seat
from game.ui import Choice
from tests.uidriver import frames, game_app, settle_turn


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_settings_row_tells_its_whole_value(lang):
    app = game_app("farkle", [Seat("human", "Ana"), Seat("ai", "", "easy")], lang=lang, layout="compact")
    settings = SettingsScene(app)
    app.stack.push(settings)
    frames(app, 2)
    rows = [w for w in settings.form.widgets if isinstance(w, Choice) and w.visible]
    assert rows
    for row in rows:
        tip = settings.long_press(row.rect.center)
        assert tip == f"{row.label()}: {row.show(row.get())}"  # nothing cut ("Compact (ph…")


def test_every_pause_item_says_what_it_does():
    app = game_app("farkle", [Seat("human", "Ana"), Seat("ai", "", "easy")], layout="compact")
    scene = settle_turn(app)
    pause = PauseScene(app, scene)
    app.stack.push(pause)
    frames(app, 2)
    tips = [pause.long_press(w.rect.center) for w in pause.form.widgets if w.visible]
    assert all(tips) and len(set(tips)) == len(tips), tips
    assert tr("pause.tip.restart") in tips and tr("pause.tip.settings") in tips
    undo = next(w for w in pause.form.widgets if w.on_click == pause.undo)
    assert not undo.enabled  # nothing to take back yet: the tip says why
    assert pause.long_press(undo.rect.center) == tr(scene.session.undo_blocker())


def test_a_buttons_die_says_what_it_means():
    app = game_app("buttons", [Seat("human", "Ana"), Seat("ai", "", "easy")], layout="compact")
    scene = settle_turn(app)
    assert scene.dice
    for die in scene.dice:
        tip = scene.long_press((int(die.x), int(die.y)))
        if die is scene.die_at((int(die.x), int(die.y))):  # the one drawn on top there
            assert tip == tr(f"buttons.tip.die_{die.role}", value=die.value)
    assert {d.role for d in scene.dice} >= {"white", "gold"}


def test_switching_the_layout_from_the_pause_menus_settings_keeps_the_pause_menu():
    from game.scenes.base import GameScene

    app = game_app("farkle", [Seat("human", "Ana"), Seat("ai", "", "easy")])  # standard: the setting decides
    scene = settle_turn(app)
    pause = PauseScene(app, scene)
    app.stack.push(pause)
    frames(app, 2)
    pause.settings()
    frames(app, 2)
    settings = app.stack.top
    row = next(
        w for w in settings.form.widgets if isinstance(w, Choice) and w.label() == tr("settings.layout")
    )
    row.set("compact")
    frames(app, 3)
    assert app.screen.get_size() == (960, 480)
    kinds = [type(s) for s in app.stack.scenes]
    assert kinds[1:] == [PauseScene, SettingsScene] and issubclass(kinds[0], GameScene)
    assert app.stack.scenes[1].game is app.stack.scenes[0]  # the new pause menu is over the new board
    app.stack.top.close()
    frames(app, 3)
    assert isinstance(app.stack.top, PauseScene)  # the next tap lands on the menu, not the board


@pytest.mark.parametrize(
    ("lang", "row", "task"),
    [
        ("en", "Ana is the first to complete row 6", "Ana is the second to fulfil task 2"),
        ("de", "Ana beendet Reihe 6 an erster Stelle", "Ana erfüllt Aufgabe 2 an zweiter Stelle"),
    ],
)
def test_star_rows_says_who_was_first_in_words(lang, row, task):
    app = game_app("starrows", [Seat("human", "Ana"), Seat("ai", "", "easy")], lang=lang)
    scene = app.stack.top
    bonus = {"type": "bonus", "seat": 0, "kind": "row", "index": 6, "place": 1, "amount": 3}
    assert scene.describe(bonus).text(scene.session.name_of).startswith(row)
    bonus = {**bonus, "kind": "task", "index": 2, "place": 2, "amount": 1}
    assert scene.describe(bonus).text(scene.session.name_of).startswith(task)
