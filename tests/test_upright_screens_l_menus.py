"""The menus on a phone held upright (issue 38): title, setup, settings, statistics, how-to, pause,
results and the questions, at 390x844 and 375x667 CSS px, English and German (and Large text on the smaller phone), measured with
``tests/compact.py`` (text at least 15 px, touch areas at least 55x55 and apart, nothing off the
canvas), with no line of text drawn over another; and the main path driven by taps alone: title ->
setup -> Start, the settings changed and closed, pause -> resume, results -> Rematch.
``SHOTS=DIR`` saves each measured screen at the size the phone shows it.
"""

import pygame
import pytest

from game import games, i18n, layout, theme
from game.i18n import tr
from game.scenes import lock_dialog, registry
from game.scenes.confirm import ConfirmScene
from game.scenes.howto import PICTURE, HowToScene
from game.session import Seat
from tests import compact
from tests.test_compact_menus import finished
from tests.uidriver import frames, game_app, make_app, settle, tap

PHONES = [(390, 844), (375, 667)]
CASES = [(vp, lang, "normal") for vp in PHONES for lang in ("en", "de")] + [((375, 667), "de", "large")]
IDS = [f"{w}x{h}-{lang}-{size}" for (w, h), lang, size in CASES]


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def upright_app(viewport, lang, size):
    app = make_app(lang=lang, viewport=viewport, text_size=size)
    i18n.set_language(lang)
    settle(app, 120)
    assert layout.current().name == "upright" and theme.HEIGHT > theme.WIDTH
    return app


def look(app, measure, screen: str) -> None:
    """The measures, and no text of the screen on top over another of it (a piece drawn past its
    rectangle runs into the next; a screen drawn over another leaves the one below aside)."""
    scene, starts = app.stack.top, []
    scene._picture = None  # the results card: drawn anew, not its kept picture
    scene.draw = lambda surface, draw=scene.draw: (starts.append(len(measure.rects)), draw(surface))
    spec = layout.current()
    compact.check(app, measure, f"{spec.size[0]}x{spec.size[1]} x{spec.text_scale} {screen}")
    del scene.draw
    compact.no_text_over_another(measure, screen, measure.rects[starts[-1] :])  # the top screen's texts


def target(app, label: str) -> pygame.Rect:
    """The touch area of the button that reads ``label`` (first match)."""
    for w in app.stack.top.form.widgets:
        text = getattr(w, "label", None)
        text = text() if callable(text) else text
        if w.visible and text == label:
            return w.rect
    raise AssertionError(f"no {label!r} on {app.stack.top.name}")


def press(app, label: str, opens: str | None = None):
    """Tap the control labelled ``label`` and let what it opens settle in; the scene on top
    (its ``name`` checked when ``opens`` is given)."""
    tap(app, target(app, label))
    settle(app)
    if opens is not None:
        assert app.stack.top.name == opens
    return app.stack.top


def show(app, scene) -> None:
    app.stack.push(scene)
    settle(app, 120)


@pytest.mark.parametrize("viewport,lang,size", CASES, ids=IDS)
def test_title_setup_and_a_game_started_by_taps(viewport, lang, size, monkeypatch):
    app = upright_app(viewport, lang, size)
    m = compact.Measure(monkeypatch)
    look(app, m, f"{lang} title")
    tap(app, target(app, tr("title.play")))  # the first card's Play
    settle(app)
    scene = app.stack.top
    assert scene.name == "setup" and scene.game_id == games.GAME_IDS[0]
    for n in (scene.rules.min_players, scene.rules.max_players):
        scene.set_count(n)
        look(app, m, f"{lang} setup, {n} seats")
    tap(app, target(app, tr("setup.options")))
    assert scene.tab == "options"
    look(app, m, f"{lang} setup, options")
    tap(app, target(app, tr("setup.title")))
    assert scene.tab == "players"
    press(app, tr("setup.start"), games.GAME_IDS[0])
    session = app.stack.top.session
    app.autosave(session)
    app.go_title()
    settle(app)
    look(app, m, f"{lang} title with a saved game")
    press(app, tr("title.continue"), games.GAME_IDS[0])


@pytest.mark.parametrize("viewport,lang,size", CASES, ids=IDS)
def test_settings_statistics_and_how_to(viewport, lang, size, monkeypatch):
    monkeypatch.setattr(registry, "draw_howto", lambda g, surface, rect, page: surface.fill((60, 90, 70)))
    app = upright_app(viewport, lang, size)
    m = compact.Measure(monkeypatch)
    press(app, tr("title.settings"), "settings")
    look(app, m, f"{lang} settings")
    sound = next(w for w in app.stack.top.form.widgets if getattr(w, "label", None) and callable(w.label)
                 and w.label() == tr("settings.sound"))  # fmt: skip
    muted = app.settings.muted
    tap(app, sound.touch_areas()[1])
    assert app.settings.muted != muted
    press(app, tr("stats.title"), "stats")
    look(app, m, f"{lang} statistics")
    press(app, tr("settings.back"))
    press(app, tr("settings.back"), "title")
    press(app, tr("title.today"), "today")
    look(app, m, f"{lang} today")
    press(app, tr("daily.back"))
    scene = HowToScene(app, "farkle")
    show(app, scene)
    assert scene.picture().get_size() == PICTURE  # each game's pictures keep their size
    look(app, m, f"{lang} how to")
    tap(app, target(app, tr("howto.next")))
    assert (scene.page, scene.part) != (1, 0)
    look(app, m, f"{lang} how to, next")
    press(app, tr("howto.close"), "title")


@pytest.mark.parametrize("viewport,lang,size", CASES, ids=IDS)
def test_pause_results_and_questions(viewport, lang, size, monkeypatch):
    seats = [Seat("human", "Ana"), Seat("ai", "", "easy")]
    app = game_app("farkle", seats, lang=lang, viewport=viewport, text_size=size)
    settle(app)
    m = compact.Measure(monkeypatch)
    game = app.stack.top
    tap(app, game.menu_button.rect)
    settle(app)
    assert app.stack.top.name == "pause"
    look(app, m, f"{lang} pause")
    press(app, tr("pause.restart"))
    assert isinstance(app.stack.top, ConfirmScene)
    look(app, m, f"{lang} restart?")
    press(app, tr("pause.restart.no"))
    press(app, tr("pause.resume"))
    assert app.stack.top is game
    for n in (1, 4, 6):
        app.finish_game(finished(n))
        settle(app)
        scene = app.stack.top
        assert scene.name == "results"
        look(app, m, f"{lang} results, {n} seats")
        if scene.form.widgets[-1].label() == tr("results.show_details"):
            tap(app, scene.form.widgets[-1].rect)
            look(app, m, f"{lang} results, {n} seats, details")
    press(app, tr("results.rematch"), games.GAME_IDS[0])
    app.go_title()
    settle(app)
    lock_dialog.ask(app, finished(2), lambda s: None)
    settle(app)
    look(app, m, f"{lang} lock question")
    frames(app, 1)
