"""Exactly! in the compact (phone) layout: every moment measured on the whole screen as the player
sees it (the header with Menu, Undo, Log, Coach and Skip, the game area, the message pill, banners,
unfiltered: tests/compact.py), its how-to pictures at 430x340, and a whole game played by taps on
the rects ``tap_targets`` lists.
"""

from __future__ import annotations

import dataclasses
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import i18n, layout, theme  # noqa: E402
from game.rules import exactly as ex  # noqa: E402
from game.scenes import exactly as scene_mod  # noqa: E402
from game.scenes.exactly.input import MORE  # noqa: E402
from game.scenes.exactly.view import Table, geometry  # noqa: E402
from game.session import Seat  # noqa: E402
from tests import uidriver  # noqa: E402
from tests.compact import Measure, check_sheets, game_targets  # noqa: E402
from tests.compact import check as compact_check  # noqa: E402

DT = 1 / 60
GAME_AREA = pygame.Rect(0, 62, 960, 418)
ANA, BEN = Seat("human", "Ana"), Seat("human", "Ben")
BOT = Seat("ai", "", "easy")
FRITZI = Seat("human", "Fritzi-Marie")
COMBOS = [("en", False), ("en", True), ("de", False), ("de", True)]


@pytest.fixture(autouse=True)
def english():
    yield
    i18n.set_language("en")


def make(seats, seed=3, lang="en", colourblind=False, speed="instant", variants=None):
    app = uidriver.make_app(
        lang=lang,
        speed=speed,
        layout="compact",
        game="exactly",
        seats=seats,
        seed=seed,
        variants=variants or {},
    )
    app.settings.colourblind = colourblind
    scene = app.stack.top
    assert theme.compact() and scene.geo.form == "sideways"
    return app, scene


def rig(scene, faces):
    uidriver.rig(scene, faces, lambda face: ("die", face))


def place(scene, **changes):
    scene.session.state = dataclasses.replace(scene.session.state, **changes)
    scene.presented = scene.session.state
    scene._sync()
    scene._prompted_at = -1


def check(app, measure, screen: str, monkeypatch, n: int = 2) -> None:
    """Draw the whole screen and fail on its first violation (all of them listed); the game's own
    targets (below the header) lie on its table or its panel, inside the game area."""
    compact_check(app, measure, screen, n)
    for name, r in game_targets(app.stack.top):
        assert GAME_AREA.contains(r), f"{screen}: {name} {tuple(r)} is outside the game area"


def targets(scene) -> dict:
    return dict(scene.tap_targets())


def tap(app, rect) -> None:
    """A finger's tap: down and up in the middle of ``rect`` (no hover, no hold)."""
    uidriver.tap(app, rect.center)


def tap_named(app, name: str) -> None:
    t = targets(app.stack.top)
    assert name in t, f"no tap target {name!r} in {list(t)}"
    tap(app, t[name])


def pile_name(scene, pile) -> str:
    return f"pile '{scene.pile_label(pile)}'"


def settle(app, limit=4000):
    return uidriver.settle_turn(app, limit)


def until(app, done, limit=600) -> None:
    for _ in range(limit):
        if done():
            return
        app.step(DT, [])
    raise AssertionError("the moment never came")


# --- every moment, EN and DE, colour-blind off and on ---------------------------------------------
@pytest.mark.parametrize("lang,cb", COMBOS[::3])  # each language and each colour mode once: the heavy ones
def test_a_four_player_turn_from_the_roll_to_the_computer(lang, cb, monkeypatch):
    measure = Measure(monkeypatch)
    app, scene = make([ANA, BOT, BOT, BOT], lang=lang, colourblind=cb, speed="normal")
    rig(scene, ["?", 0, 0, 0, 50, 20, 10, 5])
    settle(app)
    check(app, measure, f"{lang} cb={cb} start", monkeypatch)
    assert scene.presented.phase == ex.START
    tap_named(app, f"Button '{i18n.tr('exactly.ui.roll')}'")
    settle(app)
    assert scene.presented.phase == ex.MOVE and scene.presented.value == 50
    check(app, measure, f"{lang} cb={cb} die rolled", monkeypatch)
    check_sheets(app, measure, f"{lang} cb={cb} die rolled")
    tap_named(app, pile_name(scene, ex.BANK))
    assert scene.source == ex.BANK and scene.pile_marks() == (set(), {0, 1, 2, 3})
    check(app, measure, f"{lang} cb={cb} source chosen", monkeypatch)
    tap_named(app, pile_name(scene, 0))
    until(app, lambda: scene.take_back_left > 0)
    check(app, measure, f"{lang} cb={cb} take-back window", monkeypatch, n=1)
    keep = f"Button '{i18n.tr('exactly.ui.keep_move_tap')}'"
    assert keep in targets(scene)
    tap_named(app, keep)
    until(app, lambda: scene.vactive == 1 and scene.die is not None and not scene.die.settled)
    check(app, measure, f"{lang} cb={cb} a computer's throw", monkeypatch, n=1)
    until(app, lambda: scene.flyers)
    check(app, measure, f"{lang} cb={cb} a computer's coin in the air", monkeypatch, n=1)


@pytest.mark.parametrize("lang,cb", COMBOS)
def test_six_players_a_question_mark_and_the_paged_move_list(lang, cb, monkeypatch):
    measure = Measure(monkeypatch)
    app, scene = make([ANA, BEN, BOT, BOT, BOT, FRITZI], seed=5, lang=lang, colourblind=cb)
    rig(scene, ["?", 0, 0, 0, 0, 0, "?"])
    settle(app)
    tap_named(app, f"Button '{i18n.tr('exactly.ui.roll')}'")
    settle(app)
    assert scene.presented.phase == ex.CHOOSE
    check(app, measure, f"{lang} cb={cb} 6 players, name a value", monkeypatch)
    tap_named(app, "value 5c")
    settle(app)
    assert scene.presented.phase == ex.MOVE and scene.presented.value == 5
    rows = scene.move_rows()
    assert len(rows) > scene.geo.list_rows and scene.list_paged()
    check(app, measure, f"{lang} cb={cb} 6 players, the move list", monkeypatch)
    more = [r for i, r in scene.move_list.row_areas() if i == MORE]
    assert more and scene.list_scroll == 0
    tap(app, more[0])
    assert scene.list_scroll == scene.geo.list_rows - 1
    check(app, measure, f"{lang} cb={cb} 6 players, the move list's next page", monkeypatch)
    first = next(i for i, _ in scene.move_list.row_areas())
    action = rows[first]
    tap(app, scene.move_list.row_areas()[0][1])  # a row makes its move
    settle(app)
    assert scene.session.log[-1].value == action or scene.session.log[-2].value == action


@pytest.mark.parametrize("lang,cb", COMBOS[::3])  # each language and each colour mode once: the heavy ones
def test_two_players_a_zero_and_a_euro_won(lang, cb, monkeypatch):
    measure = Measure(monkeypatch)
    app, scene = make([ANA, BEN], lang=lang, colourblind=cb, speed="normal")
    rig(scene, ["?", 0, 0, 5])
    settle(app)
    check(app, measure, f"{lang} cb={cb} 2 players", monkeypatch)
    tap_named(app, f"Button '{i18n.tr('exactly.ui.roll')}'")
    until(app, lambda: scene.die is not None and scene.die.settled and scene.die.value == "0" and scene.busy)
    check(app, measure, f"{lang} cb={cb} a roll of 0", monkeypatch, n=1)
    settle(app)  # Ben's turn now: he rolls 5c
    tap_named(app, f"Button '{i18n.tr('exactly.ui.roll')}'")
    settle(app)
    piles = [list(ex.START_PILE) for _ in range(2)]
    piles[1] = [1, 2, 0, 1]  # Ben: 95c, a 5c from the bank makes his euro
    bank = list(ex.start_bank(2))
    bank[0] -= 1
    bank[1] -= 2
    place(
        scene, piles=tuple(tuple(p) for p in piles), bank=tuple(bank), phase=ex.MOVE, value=5, face=5, seat=1
    )
    settle(app)
    tap_named(app, pile_name(scene, ex.BANK))
    tap_named(app, pile_name(scene, 1))
    until(app, lambda: scene.sparkles and scene.effects.banners)
    check(app, measure, f"{lang} cb={cb} a €1 won", monkeypatch, n=1)
    until(app, lambda: scene.round_card.data is not None)  # the round's summary waits for a tap
    check(app, measure, f"{lang} cb={cb} the round's summary", monkeypatch)
    tap_named(app, scene.round_card.button.name())
    settle(app)
    assert scene.veuros[1] == 1
    check(app, measure, f"{lang} cb={cb} the next round", monkeypatch)


@pytest.mark.parametrize("lang,cb", COMBOS)
def test_the_round_limit_counts_down_and_a_closed_pile(lang, cb, monkeypatch):
    measure = Measure(monkeypatch)
    limit = {"round_limit": ex.ROUND_TURNS}  # the option (off by default)
    app, scene = make([ANA, BOT, BOT, FRITZI], lang=lang, colourblind=cb, variants=limit)
    rig(scene, ["?", 0, 0, 0, 5])
    settle(app)
    piles = [list(ex.START_PILE) for _ in range(4)]
    piles[0] = [1, 2, 0, 1]
    piles[1] = [3, 0, 0, 1]  # 155c: closed
    bank = list(ex.start_bank(4))
    bank[0] -= 4
    bank[1] -= 2
    st = scene.session.state
    place(
        scene,
        piles=tuple(tuple(p) for p in piles),
        bank=tuple(bank),
        turns=st.round_start + 20,
        euros=(1, 0, 2, 0),
    )
    settle(app)
    assert ex.turns_left(scene.presented) == 4
    check(app, measure, f"{lang} cb={cb} 4 turns left, a closed pile, €1 pieces", monkeypatch)
    note = scene.header_note()
    assert any(s == note and scene.geo.countdown.contains(r) for s, r in measure.rects), "the countdown"
    tip = scene.long_press(scene.layout.box(1).center)
    assert i18n.tr("exactly.tip.closed") in tip
    assert scene.long_press(scene.geo.countdown.center).startswith(note)
    assert i18n.tr("exactly.tip.limit", limit=ex.ROUND_TURNS) in scene.long_press(scene.geo.countdown.center)


@pytest.mark.parametrize("lang,cb", COMBOS[::3])
def test_the_coach_rings_the_best_move_on_the_compact_table(lang, cb, monkeypatch):
    measure = Measure(monkeypatch)
    app, scene = make([ANA, BOT, BOT], lang=lang, colourblind=cb)
    app.settings.coach = ["*"]
    rig(scene, ["?", 0, 0, 20])
    settle(app)
    tap_named(app, f"Button '{i18n.tr('exactly.ui.roll')}'")
    settle(app)
    until(app, lambda: scene.coach.entries())
    check(app, measure, f"{lang} cb={cb} the coach's ring", monkeypatch)
    move = scene.coach.entries()[0].info.get("move", scene.coach.entries()[0].action)
    box = scene.layout.box(move[2]).inflate(8, 8)
    ring = {tuple(app.screen.get_at((x, box.y + 1)))[:3] for x in range(box.x + 20, box.right - 20)}
    from game.scenes.shared.coach_panel import MARK

    assert MARK in ring


# --- touch -----------------------------------------------------------------------------------------
def rolled_fifty():
    """Ana and two computers on rigged dice, Ana has tapped Roll: her 50c move waits for taps."""
    app, scene = make([ANA, BOT, BOT])
    rig(scene, ["?", 0, 0, 50])
    settle(app)
    tap_named(app, f"Button '{i18n.tr('exactly.ui.roll')}'")
    settle(app)
    return app, scene


def test_tap_tap_lights_both_steps_and_a_second_tap_on_the_source_cancels():
    app, scene = rolled_fifty()
    assert scene.pile_marks() == ({ex.BANK}, set())  # step 1: where the coin can come from
    tap_named(app, pile_name(scene, ex.BANK))
    assert scene.source == ex.BANK and scene.pile_marks() == (set(), {0, 1, 2})  # step 2: where it can go
    app.step(DT, [])
    box = scene.layout.box(ex.BANK).inflate(6, 6)
    assert tuple(app.screen.get_at((box.centerx, box.y + 2)))[:3] == theme.FOCUS  # the chosen pile's ring
    tap_named(app, pile_name(scene, ex.BANK))
    assert scene.source is None  # chosen again: taken back
    tap_named(app, pile_name(scene, 1))  # Easy 1 has no 50c: said, nothing chosen
    assert scene.source is None and scene.message


def test_every_pile_is_its_own_touch_area_at_every_player_count():
    for n in range(2, 7):
        geo = geometry(layout.COMPACT, n)
        lay = Table(geo, n)
        areas = [r for _, r in lay.pile_targets()]
        for i, r in enumerate(areas):
            assert r.width >= 55 and r.height >= 55 and geo.table.contains(r)
            assert all(not r.colliderect(o) for o in areas[i + 1 :])
            assert lay.pile_at(r.center) == lay.piles()[i]
            pile = lay.piles()[i]
            for v in ex.COINS:
                x, y = lay.slot(pile, v)
                rad = scene_mod.coins.radius(v, lay.pile_scale(pile))
                assert r.contains(pygame.Rect(x - rad, y - rad, 2 * rad, 2 * rad)), (n, pile, v)
            if pile != ex.BANK:
                assert all(r.collidepoint(lay.trophy(pile, k)) for k in range(3))
        assert not any(geo.trophy_box.colliderect(r) for r in areas)


def test_a_long_press_on_a_pile_says_what_lies_there_and_what_a_tap_would_do():
    app, scene = rolled_fifty()
    bank = scene.layout.box(ex.BANK).center
    pos = (bank[0], bank[1])
    app.step(DT, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    for _ in range(40):  # held 0.66 s
        app.step(DT, [])
    assert app.tip is not None
    assert "Bank" in app.tip.text and i18n.tr("exactly.tip.take", value=50) in app.tip.text
    app.step(DT, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    assert scene.source is None  # the release after a long press is no tap
    tip = scene.long_press(scene.layout.box(1).center)
    assert i18n.tr("exactly.err.no_coin", seat=scene.session.name_of(1), value=50) in tip
    assert "€1" in scene.long_press(scene.geo.trophy_box.center)


# --- the how-to pictures ------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_how_to_pictures_are_legible_at_430x340(lang, monkeypatch):
    pygame.init()  # fonts, also when this test runs alone (-k, or another order)
    theme.use_layout(layout.COMPACT)
    i18n.set_language(lang)
    placed, sizes = [], []
    render, text = theme.render, theme.text

    def rec_render(string, size, colour=theme.TEXT, bold=False):
        if string.strip():
            sizes.append((string, size))
        return render(string, size, colour, bold)

    def rec_text(surface, string, pos, size=24, colour=theme.TEXT, anchor="topleft", bold=False, alpha=255):
        rect = text(surface, string, pos, size, colour, anchor, bold, alpha)
        if string.strip():
            placed.append((string, rect))
        return rect

    monkeypatch.setattr(theme, "render", rec_render)
    monkeypatch.setattr(theme, "text", rec_text)
    theme._render_cache.clear()
    surf = pygame.Surface((430, 340))
    for page in range(1, 6):
        placed.clear()
        sizes.clear()
        surf.fill((0, 0, 0))
        scene_mod.draw_howto(surf, surf.get_rect(), page)
        small = [(s, z) for s, z in sizes if z < 15]
        assert not small, f"page {page}: {small}"
        cut = [(s, tuple(r)) for s, r in placed if not surf.get_rect().contains(r)]
        assert not cut, f"page {page}: cut off {cut}"
        assert placed, page
        colours = {tuple(surf.get_at((x, y))) for x in range(0, 430, 15) for y in range(0, 340, 15)}
        assert len(colours) > 8, page


# --- a whole game by taps only ------------------------------------------------------------------------
def test_a_whole_game_to_the_end_by_taps_on_the_listed_targets():
    """Every decision is a tap (down and up) on a rect from ``tap_targets``: Roll, a value, the source
    pile, the destination pile, Keep move. Each tap must do what its name says, or the rects lie."""
    app, scene = make([ANA, BOT, BOT], seed=11, variants={"target": 1})
    roll = f"Button '{i18n.tr('exactly.ui.roll')}'"
    keep = f"Button '{i18n.tr('exactly.ui.keep_move_tap')}'"
    taps = 0
    for _ in range(400):
        for _ in range(4000):
            if app.stack.top is not scene or scene.human_to_move():
                break
            if keep in targets(scene):
                tap_named(app, keep)
                taps += 1
                assert scene.take_back_left == 0
            app.step(DT, [])
        if app.stack.top is not scene:
            break
        st = scene.presented
        n = len(scene.session.log)
        if st.phase == ex.START:
            tap_named(app, roll)
        elif st.phase == ex.CHOOSE:
            value = next(a[1] for a in scene.session.legal_actions() if a[0] == "value")
            tap_named(app, f"value {value}c")
        else:
            moves = [a for a in scene.session.legal_actions() if a[0] == "move"]
            exact = [a for a in moves if scene.makes_exact(a)]
            _, value, src, dst = (exact or moves)[0]
            tap_named(app, pile_name(scene, src))
            assert scene.source == src and len(scene.session.log) == n
            tap_named(app, pile_name(scene, dst))
            assert scene.session.log[n].value == ("move", value, src, dst)
            taps += 1
        taps += 1
        assert len(scene.session.log) > n, f"the tap in phase {st.phase} did nothing"
    else:
        raise AssertionError("the game did not end")
    assert app.finished_result and app.finished_result["finished"] and taps > 3
