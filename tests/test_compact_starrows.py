"""Star Rows in the compact (phone) layout: every moment of its game scene measured with
``tests/compact.py`` in English and German, colour-blind on and off, with 1, 2 and 4 players (the
start, choosing dice after a roll with dice kept, placing, the task and board sheets, a computer's
turn); the how-to pictures drawn into 430x340; long presses; the dice's tap areas apart (sideways and
upright); the coin row's numbers on the smallest phones. The whole games by taps alone begin sideways
and end upright (tests/test_upright_starrows.py).

Each moment is measured on the whole screen as the player sees it, unfiltered: the header bar
(whose turn, Menu, Undo, Log, Coach, Skip), the game area, the message pill, banners and sheets
together; and the game's own touch areas (below the header) lie in the game area.
"""

import pygame
import pytest

from game import layout, theme
from game.app import App
from game.i18n import set_language
from game.rules import starrows as R
from game.scenes.starrows import howto
from game.scenes.starrows.view import Geometry
from game.session import Seat
from game.touch import HOLD_S
from tests import uidriver
from tests.compact import Measure, check_sheets, game_targets
from tests.compact import check as whole_screen_check
from tests.uidriver import frames, game_app, rig, settle_turn

GAME_AREA = pygame.Rect(0, 62, 960, 418)  # below the header bar


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language("en")


def compact_app(players: int, lang="en", colourblind=False, seed=3, speed="instant") -> App:
    seats = [Seat("human", "Ana")] + [Seat("ai", "", "easy") for _ in range(players - 1)]
    app = game_app(
        "starrows", seats, seed=seed, speed=speed, lang=lang, colourblind=colourblind, layout="compact"
    )
    assert theme.compact() and app.screen.get_size() == layout.COMPACT.size
    return app


def check(app, measure, screen: str) -> None:
    whole_screen_check(app, measure, screen, 2)
    if hasattr(app.stack.top, "header_buttons"):
        for name, r in game_targets(app.stack.top):
            assert GAME_AREA.contains(r), f"{screen}: {name} {tuple(r)} is outside the game area"


def target(app, name_start: str) -> pygame.Rect:
    for name, rect in app.stack.top.tap_targets():
        if name.startswith(name_start):
            return rect
    raise AssertionError(f"no tap target {name_start!r} in {[n for n, _ in app.stack.top.tap_targets()]}")


def listed(app, widget) -> pygame.Rect:
    """``widget``'s touch area, as ``tap_targets`` lists it (a button must be listed to be tapped)."""
    rect = widget.touch_areas()[0]
    assert (widget.name(), rect) in app.stack.top.tap_targets(), f"{widget.name()} is not listed"
    return rect


def tap(app, rect: pygame.Rect, corner: bool = False) -> None:
    """A finger's tap inside ``rect`` (near its top-left corner when ``corner``: the whole area acts)."""
    pos = (rect.x + 2, rect.y + 2) if corner else rect.center
    uidriver.tap(app, pos)


def dice_targets(app) -> list[pygame.Rect]:
    return [r for n, r in app.stack.top.tap_targets() if n.startswith("die ")]


# --- every moment, measured ----------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("colourblind", [False, True])
def test_every_moment_fits_the_phone(monkeypatch, lang, colourblind):
    measure = Measure(monkeypatch)
    for players in (1, 2, 4):
        tag = f"{lang}, colour-blind {'on' if colourblind else 'off'}, {players} player(s)"
        app = compact_app(players, lang, colourblind)
        scene = settle_turn(app)
        rig(scene, [(5, 5, 5, 5, 2, 2, 1, 3, 4), (5, 5, 5)], lambda roll: ("dice", tuple(sorted(roll))))
        check(app, measure, f"start ({tag})")
        tap(app, listed(app, scene.main_button))
        settle_turn(app)
        assert scene.session.state.phase == R.REROLL and len(dice_targets(app)) == 9
        for die in [d for d in scene.tray if d.value in (1, 3, 4)]:
            tap(app, scene.geo.die_touch(die), corner=True)
        assert scene.selection() == (1, 3, 4)
        check(app, measure, f"dice chosen to throw again ({tag})")
        tap(app, listed(app, scene.main_button))
        settle_turn(app)
        assert [d.held for d in scene.tray].count(True) == 6
        tap(app, scene.geo.die_touch(scene.tray[-1]))
        assert scene.selection() == (5,)
        check(app, measure, f"a decision after a roll with dice kept ({tag})")
        tap(app, scene.geo.die_touch(scene.tray[-1]), corner=True)  # chosen again: it stays
        assert scene.selection() == ()
        tap(app, listed(app, scene.keep_button))
        settle_turn(app)
        assert scene.session.state.phase == R.PLACE
        check(app, measure, f"placing ({tag})")
        check_sheets(app, measure, f"placing ({tag})")
        tap(app, target(app, "row 5"), corner=True)
        settle_turn(app)
        assert scene.session.state.markers[0] == (5,)
        check(app, measure, f"placing with a marker on a row ({tag})")
        tap(app, target(app, "task 4"))
        assert app.stack.top is not scene
        check(app, measure, f"the task sheet ({tag})")
        tap(app, pygame.Rect(400, 300, 1, 1))
        assert app.stack.top is scene
        if players > 1:
            tap(app, target(app, "players' boards"))
            check(app, measure, f"every player's board ({tag})")
            tap(app, pygame.Rect(10, 470, 1, 1))
            assert app.stack.top is scene
        tap(app, listed(app, scene.main_button))  # end the turn
        if players > 1:
            for _ in range(600):
                frames(app, 1)
                if scene.board_seat != 0 and scene.tray and not scene.human_to_move():
                    break
            assert scene.board_seat != 0, "the computer's turn never showed"
            check(app, measure, f"a computer's turn ({tag})")
        settle_turn(app)
        check(app, measure, f"the next turn ({tag})")


def test_the_last_round_and_stars_fit(monkeypatch):
    """A board full of stars, completed rows and first/second marks (drawn from a late state)."""
    from dataclasses import replace

    measure = Measure(monkeypatch)
    for lang in ("en", "de"):
        app = compact_app(4, lang, True)
        scene = settle_turn(app)
        state = scene.session.state
        fields = tuple(tuple((r + s) % 3 for r in range(6)) for s in range(4))
        late = replace(
            state,
            fields=fields,
            markers=((1, 2, 3), (4,), (), (5, 6)),
            coins=(38, 21, 9, 40),
            row_stars=tuple((1, 1, 0, 1, 2, 1) for _ in range(4)),
            row_order=tuple((0, 1) for _ in range(6)),
            task_stars=((1, 1, 1, 1, 1, 1), (1, 0, 1, 0, 1, 0), (0,) * 6, (1,) * 6),
            task_order=tuple((0, 3) for _ in range(6)),
            final_trigger=0,
        )
        scene.session.state = scene.presented = late
        scene.sync_view()
        check(app, measure, f"a late board ({lang})")
        tap(app, target(app, "players' boards"))
        check(app, measure, f"every board, late ({lang})")
        tap(app, pygame.Rect(400, 300, 1, 1))
        tap(app, target(app, "task 1"))
        check(app, measure, f"the tasks, late ({lang})")


# --- the how-to pictures -----------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "de"])
def test_howto_pictures_are_legible_at_430x340(monkeypatch, lang):
    pygame.init()
    theme.use_layout(layout.COMPACT)
    set_language(lang)
    placed: list[tuple[str, int, pygame.Rect]] = []
    text = theme.text

    def rec_text(surface, string, pos, size=24, colour=theme.TEXT, anchor="topleft", bold=False, alpha=255):
        rect = text(surface, string, pos, size, colour, anchor, bold, alpha)
        if string.strip():
            placed.append((string, size, rect))
        return rect

    monkeypatch.setattr(theme, "text", rec_text)
    for page in range(1, 8):
        placed.clear()
        surface = pygame.Surface((430, 340))
        howto.draw_howto(surface, surface.get_rect(), page)
        assert placed, f"page {page} draws no text"
        for string, size, rect in placed:
            assert size >= 15, f"how-to page {page} ({lang}): {string!r} is {size} px"
            assert surface.get_rect().contains(rect), (
                f"how-to page {page} ({lang}): {string!r} at {tuple(rect)}"
            )


# --- touch ---------------------------------------------------------------------------------------------------
def long_press(app, pos) -> str:
    frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    frames(app, int(HOLD_S * 60) + 2)
    text = app.tip.text if app.tip is not None else ""
    frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    return text


def test_long_press_explains_a_die_a_row_a_task_and_taps_nothing():
    app = compact_app(2)
    scene = settle_turn(app)
    rig(scene, [(5, 5, 5, 5, 2, 2, 1, 3, 4)], lambda roll: ("dice", tuple(sorted(roll))))
    tap(app, listed(app, scene.main_button))
    settle_turn(app)
    die = scene.tray[0]
    text = long_press(app, scene.geo.die_touch(die).center)
    assert str(die.value) in text and not die.selected  # explained, not chosen
    assert "Row 3" in long_press(app, target(app, "row 3").center)
    text = long_press(app, target(app, "task 4").center)
    assert "5 dice of one number" in text and app.stack.top is scene  # no sheet opened
    assert "Coin row" in long_press(app, scene.geo.coin_pos(3))
    assert "stars" in long_press(app, scene.geo.star_slot(4))


def test_a_sheet_opens_on_a_tap_and_closes_on_the_next():
    app = compact_app(4)
    scene = settle_turn(app)
    tap(app, target(app, "players' boards"), corner=True)
    sheet = app.stack.top
    assert sheet is not scene and sheet.kind == "boards"
    assert [n for n, _ in sheet.tap_targets()] == ["the sheet (a tap closes it)"]
    tap(app, pygame.Rect(900, 100, 1, 1))
    assert app.stack.top is scene
    tap(app, target(app, "task 6"))
    assert app.stack.top.kind == "tasks"
    frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)])
    frames(app, 1)
    assert app.stack.top is scene


@pytest.mark.parametrize("canvas", [layout.COMPACT, layout.upright((390, 844)), layout.upright((375, 667))])
def test_dice_tap_areas_never_overlap_however_many_are_kept(canvas):
    geo = Geometry(canvas, 2)

    def touch(x, y):
        return geo.die_touch(type("Die", (), {"x": x, "y": y})())

    for n_held in range(0, 9):
        held, new, _ = geo.dice_positions(n_held, 9 - n_held)
        rects = [touch(x, y) for x, y in held + new]
        for rect in rects:
            assert geo.tray.inflate(4, 8).contains(rect), (n_held, tuple(rect))
        assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :]), n_held
    for values in ((1, 2, 3, 4, 5, 6, 6, 6, 6), (1, 1, 2, 3, 4, 5, 6, 6, 6), (3,) * 9):
        rects = [touch(x, y) for x, y in geo.grouped_positions(values)]
        assert all(geo.tray.inflate(4, 8).contains(r) for r in rects), values
        assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :]), values


# --- the coin row on the smallest phones --------------------------------------------------------------
@pytest.mark.parametrize("viewport", [(640, 360), (667, 375), (844, 390), (932, 430)])
def test_coin_row_numbers_are_12_css_px_on_every_phone_held_sideways(viewport, monkeypatch):
    """A phone held sideways gets a canvas of its page's shape (640x360 CSS px -> 788x443): the coin
    row's numbers are at least 12 CSS px as the browser shows that canvas."""
    app = game_app("starrows", [Seat("human", "Ana")], viewport=viewport)
    scene = settle_turn(app)
    spec = layout.current()
    assert spec is layout.canvas(viewport) and scene.geo.form == "sideways"
    coin_row = pygame.Rect(scene.geo.board.x, scene.geo.coin_label_y() + 10, scene.geo.board.width, 70)
    numbers = []
    text = theme.text

    def rec(surface, string, pos, size=24, *args, **kwargs):
        rect = text(surface, string, pos, size, *args, **kwargs)
        if string.isdigit() and coin_row.contains(rect):
            numbers.append((int(string), theme.scaled(size)))
        return rect

    monkeypatch.setattr(theme, "text", rec)
    app.redraw()
    frames(app, 1)
    assert sorted(n for n, _ in numbers) == [1, 6, 11, 16, 21, 26, 31, 36]
    scale = spec.css_scale(viewport)
    for number, size in numbers:
        assert size * scale >= 12 - 1e-6, f"{viewport}: coin field {number} is {size * scale:.1f} CSS px"
