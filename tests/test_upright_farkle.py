"""Farkle on a phone held upright (issue 38, first phase): the canvas has the viewport's shape and
Farkle's screen is laid out for it by the same geometry function as the other layouts.

Whole games are played by taps alone at 390x844 and 375x667 CSS px (every tap at the centre of a
rect ``tap_targets`` lists), and moments of them (the start, a selection, a computer's turn, the
score sheet, six players, solo; English and German) are measured with ``tests/compact.py``: text at
least 15 px, touch areas at least 55x55 and apart, nothing off the canvas or across the header's
edge, and Farkle's own targets inside the game area. SHOTS=DIR saves each measured screen at the
size the phone shows it.
"""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import i18n, layout, theme  # noqa: E402
from game.app import App  # noqa: E402
from game.session import Seat  # noqa: E402
from tests import compact  # noqa: E402
from tests.compact import tap  # noqa: E402
from tests.test_compact_farkle import play_by_taps, settle, target, until  # noqa: E402
from tests.uidriver import frames, game_app  # noqa: E402

PHONES = [(390, 844), (375, 667)]


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def upright_game(viewport, seats, lang="en", variants=None, seed=3, speed="instant") -> App:
    """The app started into Farkle as a browser page of ``viewport`` CSS px would lay it out."""
    app = game_app("farkle", seats, seed=seed, speed=speed, variants=variants, lang=lang, viewport=viewport)
    assert layout.current().name == "upright" and app.size == layout.canvas(viewport).size
    assert theme.HEIGHT > theme.WIDTH
    return app


def check(app, measure, screen: str) -> None:
    """The measures of tests/compact.py, Farkle's targets inside the game area, and (with no sheet
    over the table) no text drawn over another (a piece drawn past its rectangle runs into the next)."""
    compact.check(app, measure, screen)
    scene = app.stack.top
    compact.targets_in_game_area(scene, scene.geo.area, screen)
    if scene.sheet_open or scene.effects.banners:
        return
    compact.no_text_over_another(measure, screen)


@pytest.mark.parametrize("viewport", PHONES, ids=["390x844", "375x667"])
def test_a_whole_game_upright_by_taps_only(viewport, monkeypatch):
    """Every decision is a tap on a rect from ``tap_targets``: dice, then Roll or Bank; the screen
    meets the measures at the first decisions."""
    app = upright_game(viewport, [Seat("human", "Ana"), Seat("ai", "", "easy")], variants={"limit": 1000})
    measure = compact.Measure(monkeypatch)

    def look(turn, selected):
        if turn < 3:
            check(app, measure, f"{viewport}: decision {turn}" + (", dice selected" if selected else ""))

    play_by_taps(app, look)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("viewport", PHONES, ids=["390x844", "375x667"])
def test_moments_upright(viewport, lang, monkeypatch):
    """A computer's turn and the score sheet with four players, then six players and solo."""
    seats = [
        Seat("human", "Ana"),
        Seat("ai", "", "medium"),
        Seat("human", "Bernadette"),
        Seat("ai", "", "hard"),
    ]
    app = upright_game(viewport, seats, lang=lang, speed="normal")
    measure = compact.Measure(monkeypatch)
    scene = app.stack.top
    settle(app)
    check(app, measure, f"{viewport} {lang}: four players, the start")
    tap(app, scene.roll_button.rect)
    until(app, lambda: scene.human_to_move() and scene.tray or not scene.human_to_move() and scene.busy)
    if scene.human_to_move():
        check(app, measure, f"{viewport} {lang}: four players, a roll")
    tap(app, target(scene, "scoreboard"))
    assert scene.sheet_open
    check(app, measure, f"{viewport} {lang}: four players, the score sheet")
    tap(app, scene.geo.area)
    assert not scene.sheet_open
    for seats, what in (
        ([Seat("human", "Ana")] + [Seat("ai", "", "easy")] * 5, "six players"),
        ([Seat("human", "Ana")], "solo"),
    ):
        app = upright_game(viewport, seats, lang=lang, speed="normal")
        scene = app.stack.top
        settle(app)
        check(app, measure, f"{viewport} {lang}: {what}")
        tap(app, target(scene, "scoreboard"))
        check(app, measure, f"{viewport} {lang}: {what}, the score sheet")


def test_turning_the_phone_mid_game_lays_farkle_out_again_and_loses_nothing():
    """The relayout path: upright -> sideways -> upright with the game going on from its session."""
    app = upright_game((390, 844), [Seat("human", "Ana"), Seat("ai", "", "easy")])
    scene = app.stack.top
    settle(app)
    tap(app, target(scene, "Button 'Roll"))
    settle(app)
    log = len(scene.session.log)
    app.options.viewport = (844, 390)  # the phone turned
    app.follow_viewport()
    frames(app, 2)
    turned = app.stack.top
    assert layout.current().name == "compact" and app.size == (1039, 480)
    assert turned is not scene and turned.geo.form == "sideways" and len(turned.session.log) == log
    app.options.viewport = (390, 844)
    app.follow_viewport()
    frames(app, 2)
    assert app.stack.top.geo.form == "upright" and len(app.stack.top.session.log) == log
    assert pygame.Rect(app.stack.top.geo.roll).bottom <= app.size[1]
    upright = app.stack.top
    app.options.viewport = (390, 790)  # the browser's bars came back: the page fits the canvas
    app.follow_viewport()
    frames(app, 2)
    assert app.stack.top is upright and app.size == (480, 1039)
    app.options.viewport = (390, 664)  # a much shorter page: laid out anew for it
    app.follow_viewport()
    frames(app, 2)
    assert app.stack.top is not upright and app.size == layout.canvas((390, 664)).size
