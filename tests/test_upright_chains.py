"""Number Chains on a phone held upright (issue 38): the canvas has the viewport's shape and the
game screen is laid out for it by the same geometry function as the other layouts
(game/scenes/chains/geometry.py).

A whole game is played by taps alone at 390x844 and 375x667 CSS px (every tap at the centre of a
rect ``tap_targets`` lists), to the results; moments of games (a human's decision, a computer's
turn, the folded racks and one opened by a tap, the swap sheet, the "which chain?" sheet, the
series table; English and German) are measured with ``tests/compact.py``: text at least 15 px,
touch areas at least 55x55 and apart, nothing off the canvas or across the header's edge, the
game's own targets inside the game area, and no text drawn over another. SHOTS=DIR saves each
measured screen at the size the phone shows it.
"""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest  # noqa: E402

from game import i18n, layout, theme  # noqa: E402
from game.session import Seat  # noqa: E402
from tests import compact  # noqa: E402
from tests.compact import tap  # noqa: E402
from tests.test_compact_chains import advance, end_deal, swap_position, target  # noqa: E402
from tests.uidriver import frames, game_app, settle_turn  # noqa: E402

PHONES = [(390, 844), (375, 667)]
ANA, BO = Seat("human", "Ana"), Seat("ai", "", "easy")


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def upright_game(viewport, seats, lang="en", variants=None, seed=3, text_size=None):
    app = game_app(
        "chains", seats, seed, variants=variants, lang=lang, viewport=viewport, text_size=text_size
    )
    assert layout.current().name == "upright" and app.size == layout.canvas(viewport).size
    assert theme.HEIGHT > theme.WIDTH
    return app, settle_turn(app)


def check(app, measure, screen: str) -> None:
    """The measures of tests/compact.py, the game's targets inside the game area and (with no table
    or banner over the game) no text drawn over another."""
    compact.check(app, measure, screen)
    scene = app.stack.top
    compact.targets_in_game_area(scene, scene.geo.area, screen)
    if scene.panel is not None or scene.effects.banners:
        return
    compact.no_text_over_another(measure, screen)


@pytest.mark.parametrize("viewport", PHONES, ids=["390x844", "375x667"])
def test_a_whole_game_upright_by_taps_only(viewport, monkeypatch):
    """Ana against a computer with swap chips, every decision a tap; the first decisions, a swap
    sheet and the end are measured."""
    app, scene = upright_game(viewport, [ANA, BO], variants={"swap": True}, seed=7)
    measure = compact.Measure(monkeypatch)
    decisions = swapped = 0
    over = False
    for _ in range(400):
        if app.stack.top is not scene:
            break
        if scene.panel is not None:
            tap(app, target(scene, "Button 'Continue"))
        elif scene._swap_active():
            if not swapped:
                check(app, measure, f"{viewport}: the swap sheet")
            if not swapped and scene.swap_targets():
                other, chip = sorted(scene.swap_targets())[0]
                tap(app, target(scene, f"swap chip {chip} of seat {other}"))
                tap(app, target(scene, f"swap chip {scene.state.held[0][0]} of seat 0"))
                swapped += 1
            else:
                tap(app, target(scene, "Button 'Don't swap'"))
        else:
            if decisions in (0, 12):
                check(app, measure, f"{viewport}: decision {decisions}")
            if 0 in scene.folded and not over:  # Ana's rack has no room below the board: a tap
                tap(app, target(scene, "rack of seat 0"))  # opens it over the board
                assert scene.over_board == 0 and not scene.board_targets()
                check(app, measure, f"{viewport}: your rack over the board")
                tap(app, target(scene, "rack of seat 0"))
                assert scene.over_board is None and scene.board_targets()
                over = True
            decisions += 1
            tap(app, target(scene, f"square {scene.take_targets()[-1]} "))
        settle_turn(app)
    assert scene.session.is_over and app.stack.top is not scene  # the results screen follows
    assert swapped == 1
    assert over or viewport == (390, 844), "on the smaller phone Ana's rack ran out of room"
    frames(app, 3)
    assert layout.current().name == "upright"


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("viewport", PHONES, ids=["390x844", "375x667"])
def test_moments_upright(viewport, lang, monkeypatch):
    """Four players late in a deal (racks folded, one opened by a tap), a computer's turn, the swap
    sheet; solitaire's "which chain?" sheet; a series table."""
    measure = compact.Measure(monkeypatch)
    seats = [ANA, BO, Seat("ai", "", "medium"), Seat("ai", "", "hard")]
    app, scene = upright_game(viewport, seats, lang, {"swap": True})
    check(app, measure, f"{viewport} {lang}: four players, the start")
    advance(scene, 36)
    settle_turn(app)
    assert scene.human_to_move()
    check(app, measure, f"{viewport} {lang}: four players, late")
    assert scene.folded or viewport == (390, 844), "on the smaller phone four racks do not all fit"
    for seat in sorted(scene.folded)[-1:]:
        tap(app, target(scene, f"rack of seat {seat}"))
        assert seat not in scene.folded
        check(app, measure, f"{viewport} {lang}: four players, a rack opened")
        tap(app, target(scene, f"rack of seat {seat}"))
        assert seat in scene.folded
    swap_position(scene, [3, 4, 6, 11, 12, 20, 26, 33, 40], [5, 7, 8, 9, 13, 21, 30, 31, 36, 44])
    frames(app, 2)
    check(app, measure, f"{viewport} {lang}: four players, the swap sheet")
    advance(scene, 41)
    monkeypatch.setattr(scene, "drive", lambda: None)  # hold the computer's turn on screen
    assert not scene.human_to_move()
    check(app, measure, f"{viewport} {lang}: four players, a computer's turn")

    app, scene = upright_game(viewport, [ANA], lang, seed=5)
    while scene.state.phase != "assign":
        tap(app, target(scene, f"square {scene.take_targets()[0]} "))
        settle_turn(app)
    check(app, measure, f"{viewport} {lang}: solitaire, which chain")

    app, scene = upright_game(viewport, [ANA, BO, BO], lang, {"scoring": "tournament", "series": 12})
    end_deal(app, scene, 9)
    assert scene.series_pages() == 1  # upright has room for all ten games
    check(app, measure, f"{viewport} {lang}: the series table")


@pytest.mark.parametrize(
    "viewport,text_size",
    [((360, 640), "large"), ((430, 932), "normal"), ((640, 360), "large"), ((932, 430), "normal")],
    ids=["360x640-large", "430x932", "640x360-large", "932x430"],
)
def test_the_grid_of_phones_and_text_sizes(viewport, text_size, monkeypatch):
    """The smallest and largest phones held either way, Normal and Large text, German (the longest
    words): four players late in a deal with the swap sheet up, and the "which chain?" sheet."""
    measure = compact.Measure(monkeypatch)
    seats = [ANA, BO, Seat("ai", "", "medium"), Seat("ai", "", "hard")]
    app = game_app(
        "chains", seats, 3, variants={"swap": True}, lang="de", viewport=viewport, text_size=text_size
    )
    assert layout.current().upright == (viewport[1] > viewport[0])
    scene = settle_turn(app)
    advance(scene, 36)
    settle_turn(app)
    check(app, measure, f"{viewport} {text_size}: four players, late")
    swap_position(scene, [3, 4, 6, 11, 12, 20, 26, 33, 40], [5, 7, 8, 9, 13, 21, 30, 31, 36, 44])
    frames(app, 2)
    check(app, measure, f"{viewport} {text_size}: the swap sheet")
    app = game_app("chains", [ANA], 5, lang="de", viewport=viewport, text_size=text_size)
    scene = settle_turn(app)
    while scene.state.phase != "assign":
        tap(app, target(scene, f"square {scene.take_targets()[0]} "))
        settle_turn(app)
    check(app, measure, f"{viewport} {text_size}: which chain")
