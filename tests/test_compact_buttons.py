"""Buttons in the compact (phone) layout: every moment of the game scene measured with
``tests/compact.py`` in English and German, colour-blind mode on and off, with 2, 3 and 4 players;
the how-to pictures drawn into a 430x340 surface. Whole games by taps only, sideways and upright,
are in tests/test_upright_buttons.py.

Each moment is measured on the whole screen as the player sees it, unfiltered: the header bar
(whose turn, Menu, Undo, Log, Coach, Skip), the game area, the message pill, banners and sheets
together; and the game's own touch areas (below the header) lie in the game area.
"""

from __future__ import annotations

import pygame
import pytest

from game import i18n, layout, theme
from game.i18n import tr
from game.rules import buttons as bt
from game.scenes.base import GameScene
from game.scenes.buttons.howto import draw_howto
from game.session import Seat
from tests import uidriver
from tests.compact import Measure, check, check_sheets, game_targets
from tests.uidriver import frames, make_app

NAMES = ["Bo", "Cyrillia Longname", "Dee"]
GAME_AREA = pygame.Rect(0, 62, 960, 418)  # below the header bar


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def start(players=3, lang="en", colourblind=False, seed=4, speed="fast", humans=1):
    seats = [Seat("human", "Ana")] + [
        Seat("human" if k < humans - 1 else "ai", name, "easy") for k, name in enumerate(NAMES[: players - 1])
    ]
    app = make_app(lang=lang, speed=speed, game="buttons", seats=seats, seed=seed, layout="compact")
    app.settings.hints = True
    app.settings.colourblind = colourblind
    app.apply_settings()
    scene = app.stack.top
    assert isinstance(scene, GameScene) and scene.geo.compact and theme.compact()
    return app, scene


def game_check(app, measure: Measure, monkeypatch, screen: str, n: int = 2) -> None:
    """``tests.compact.check`` on the whole screen: fails naming screen, element and size."""
    check(app, measure, screen, n)
    if isinstance(app.stack.top, GameScene):
        for name, r in game_targets(app.stack.top):
            assert GAME_AREA.contains(r), f"{screen}: {name} {tuple(r)} is outside the game area"


def rig(scene, rolls):
    """The next chance outcomes are these (white, gold, plain) rolls (plain cut to the dice in play)."""
    session = scene.session

    def outcome(roll):
        w, g, plain = roll
        return ("dice", w, g, tuple(sorted(plain[: bt.dice_in_play(session.state)])))

    uidriver.rig(scene, rolls, outcome)


def until(app, cond, limit=5000):
    """Step frames until ``cond``; a gold-cell choice the human meets on the way is passed (by a tap)."""
    scene = app.stack.top
    for _ in range(limit):
        if cond():
            return
        if scene.human_to_move() and scene.session.state.phase == bt.GOLD:
            tap(app, target(scene, button_name(scene.pass_button)))
        frames(app)
    raise AssertionError("never reached")


def target(scene, name: str) -> pygame.Rect:
    rects = [r for k, r in scene.tap_targets() if k == name]
    assert len(rects) == 1, f"{name!r} is not one of the tap targets: {[k for k, _ in scene.tap_targets()]}"
    return rects[0]


def tap(app, rect: pygame.Rect) -> None:
    uidriver.tap(app, rect.center)


def button_name(button) -> str:
    return button.name()


# --- every moment, measured ------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("colourblind", [False, True])
def test_every_moment_of_a_round_fits_the_phone(players, lang, colourblind, monkeypatch):
    app, scene = start(players, lang, colourblind)
    measure = Measure(monkeypatch)
    until(app, scene.human_to_move)
    game_check(app, measure, monkeypatch, f"start ({players}p {lang} cb={colourblind})")
    # a human decision: a button in row 3
    rig(scene, [(3, 4, (1, 2, 5, 6))])
    tap(app, target(scene, button_name(scene.roll_button)))
    until(app, lambda: scene.human_to_move() and scene.session.state.phase == bt.PLACE)
    game_check(app, measure, monkeypatch, f"place a button ({players}p {lang})")
    check_sheets(app, measure, f"place a button ({players}p {lang} cb={colourblind})")
    tap(app, target(scene, "cell (3,4)"))
    assert scene.session.state.buttons[0] == 1 << bt.cell_of(3, 4)
    # a computer's turn, mid-animation
    until(app, lambda: scene.busy and scene.rules.current_player(scene.presented) not in (0, -1))
    frames(app, 10)
    game_check(app, measure, monkeypatch, f"a computer's turn ({players}p {lang})", n=1)
    # another player's board, large, and back
    seat, panel = scene.panel_targets()[0]
    tap(app, panel)
    assert scene.viewing == seat
    game_check(app, measure, monkeypatch, f"{scene.session.name_of(seat)}'s board shown large ({lang})", n=1)
    tap(app, target(scene, "the board shown large (a tap closes it)"))
    assert scene.viewing is None
    # a bust: white 3 again, every column offered is next to (3,4) or on it
    until(app, lambda: scene.human_to_move() and scene.session.state.phase == bt.TURN)
    rig(scene, [(3, 4, (3, 5, 5, 4, 3))])
    tap(app, target(scene, button_name(scene.roll_button)))
    until(app, lambda: scene.session.state.status[0] == bt.BUST, limit=50)
    until(
        app, lambda: any(b.title == tr("buttons.scene.bust") and b.alpha > 200 for b in scene.effects.banners)
    )
    game_check(app, measure, monkeypatch, f"bust ({players}p {lang})", n=1)
    # the round summary: busts, stars taken home, bonus cards
    until(app, lambda: scene.summary is not None, limit=20000)
    game_check(app, measure, monkeypatch, f"round summary ({players}p {lang} cb={colourblind})")
    names = [k for k, _ in scene.tap_targets() if k.startswith("cell") or k.startswith("board of")]
    assert not names, "the summary takes the taps"
    tap(app, target(scene, button_name(scene.summary_button)))
    assert scene.summary is None


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_decision_on_the_gold_cell_and_the_stars_fit(lang, monkeypatch):
    """Two people at one table (hot seat): the gold choice, then opting out and placing stars."""
    app, scene = start(2, lang, seed=4, humans=2)
    measure = Measure(monkeypatch)
    until(app, lambda: scene.human_to_move() and scene.session.state.to_move == 0)
    rig(scene, [(3, 2, (4, 5, 5, 1))])
    tap(app, target(scene, button_name(scene.roll_button)))
    until(app, scene.human_to_move)
    tap(app, target(scene, "cell (3,5)"))
    until(app, lambda: scene.human_to_move() and scene.session.state.phase == bt.GOLD)
    assert scene.focus.seat == 1  # hot seat: the deciding player's board is the big one
    game_check(app, measure, monkeypatch, f"gold choice ({lang})")
    tap(app, target(scene, button_name(scene.place_button)))
    until(app, lambda: scene.human_to_move() and scene.session.state.phase == bt.TURN)
    tap(app, target(scene, button_name(scene.opt_button)))
    until(app, lambda: scene.human_to_move() and scene.session.state.phase == bt.STARS, limit=2000)
    game_check(app, measure, monkeypatch, f"stars to place ({lang})")


# --- tap targets are the real ones --------------------------------------------------------------
def test_every_cell_target_acts_on_its_own_cell_and_nothing_overlaps():
    app, scene = start(3)
    until(app, scene.human_to_move)
    rig(scene, [(3, 4, (1, 2, 5, 6))])
    tap(app, target(scene, button_name(scene.roll_button)))
    until(app, lambda: scene.human_to_move() and scene.session.state.phase == bt.PLACE)
    tried = []
    scene.try_cell = lambda row, col: tried.append((row, col))
    cells = [(k, r) for k, r in scene.tap_targets() if k.startswith("cell")]
    assert len(cells) == 36
    for name, rect in cells:
        assert rect.width >= 55 and rect.height >= 55 and scene.geo.area.contains(rect)
        tap(app, rect)
        assert f"cell {tried[-1]}".replace(" ", "") == name.replace(" ", ""), name
    # a tap between two cells has a clear winner: the cells tile the board edge to edge
    assert sum(r.width * r.height for _, r in cells) == scene.geo.grid.width * scene.geo.grid.height


def test_a_thumbnail_opens_that_board_large_even_during_an_animation_and_a_tap_closes_it():
    app, scene = start(4)
    until(app, scene.human_to_move)
    rig(scene, [(3, 4, (1, 2, 5, 6))])
    tap(app, target(scene, button_name(scene.roll_button)))
    until(app, scene.human_to_move)
    tap(app, target(scene, "cell (3,4)"))
    until(app, lambda: scene.busy and scene.rules.current_player(scene.presented) != 0)  # computers play
    panels = scene.panel_targets()
    assert [s for s, _ in panels] == [1, 2, 3]
    tap(app, panels[1][1])
    assert scene.viewing == 2
    assert [k for k, _ in scene.tap_targets() if not k.startswith("Button")] == [
        "the board shown large (a tap closes it)"
    ]
    assert not scene.roll_button.visible and not scene.opt_button.visible
    frames(app, 30)
    tap(app, pygame.Rect(500, 300, 1, 1))
    assert scene.viewing is None
    # your decision closes it by itself: your own board is what you need
    tap(app, scene.panel_targets()[0][1])
    until(app, scene.human_to_move)
    assert scene.viewing is None


def test_your_own_board_stays_where_it_is_all_game():
    app, scene = start(3)
    seen = set()
    for _ in range(600):
        frames(app)
        seen.add(scene.focus.seat)
        seen.add(tuple(scene.board_grid(0)))
    assert seen == {0, tuple(scene.geo.grid)}


def test_long_press_explains_cells_boards_and_refused_actions():
    app, scene = start(3)
    until(app, scene.human_to_move)
    cell = scene.cell_targets()[0][1]
    tip = scene.long_press(cell.center)
    assert tr("buttons.tip.cell_empty", row=1, col=1, colour=tr("buttons.colour.red"))[:5] in tip
    seat, panel = scene.panel_targets()[0]
    assert scene.session.name_of(seat) in scene.long_press(panel.center)
    assert tr("buttons.tip.tap_board") in scene.long_press(panel.center)
    assert scene.long_press(scene.opt_button.rect.center) == tr("buttons.err.opt_out_empty")
    assert scene.long_press(scene.roll_button.rect.center) == tr("buttons.tip.roll")
    rig(scene, [(3, 4, (1, 2, 5, 6))])
    tap(app, target(scene, button_name(scene.roll_button)))
    until(app, lambda: scene.human_to_move() and scene.session.state.phase == bt.PLACE)
    assert tr("buttons.tip.may_place") in scene.long_press(target(scene, "cell (3,4)").center)
    assert tr("buttons.err.not_white_row", row=5, white=3) in scene.long_press(
        target(scene, "cell (5,4)").center
    )


def test_a_pressed_cell_shows_at_once(monkeypatch):
    app, scene = start(2)
    until(app, scene.human_to_move)
    rig(scene, [(3, 4, (1, 2, 5, 6))])
    tap(app, target(scene, button_name(scene.roll_button)))
    until(app, lambda: scene.human_to_move() and scene.session.state.phase == bt.PLACE)
    rect = target(scene, "cell (1,1)")
    frames(app, 2)
    before = app.screen.copy()
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1)])
    assert scene._pressed_cell == (1, 1)
    assert app.screen.get_at((rect.x, rect.centery)) != before.get_at((rect.x, rect.centery))


# --- the how-to pictures ------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_how_to_pictures_are_legible_at_phone_size(lang, monkeypatch):
    theme.use_layout(layout.COMPACT)
    pygame.display.init()
    i18n.set_language(lang)
    placed: list[tuple[str, int, pygame.Rect]] = []
    text = theme.text

    def rec(surface, string, pos, size=24, colour=theme.TEXT, anchor="topleft", bold=False, alpha=255):
        rect = text(surface, string, pos, size, colour, anchor, bold, alpha)
        if string.strip():
            placed.append((string, size, rect))
        return rect

    monkeypatch.setattr(theme, "text", rec)
    for page in range(1, 6):
        surface = pygame.Surface((430, 340))
        placed.clear()
        draw_howto(surface, surface.get_rect(), page)
        assert placed, page
        for string, size, rect in placed:
            assert size >= 15, f"how-to {page} ({lang}): {string!r} is {size} px"
            assert surface.get_rect().contains(rect), (
                f"how-to {page} ({lang}): {string!r} at {tuple(rect)} is cut off"
            )
        caption = tr(f"buttons.scene.howto.{page}")
        lines = [s for s, size, _ in placed if size <= 16]  # the caption, drawn from its last line up
        assert " ".join(reversed(lines)) == caption, f"how-to {page} ({lang}): the caption is cut short"


@pytest.mark.parametrize("text_size", ["normal", "large"])
def test_another_board_shown_large_fits_the_smallest_sideways_phone(text_size, monkeypatch):
    """640x360 CSS px (788x443), German: the board, its numbers and what it holds stay on the sheet and
    on the canvas at the layout's text size, for each of three other players."""
    seats = [Seat("human", "Ana")] + [Seat("ai", name, "easy") for name in NAMES]
    app = make_app(lang="de", game="buttons", seats=seats, seed=4, viewport=(640, 360), text_size=text_size)
    scene = app.stack.top
    assert app.size == (788, 443) and scene.geo.form == "sideways"
    measure = Measure(monkeypatch)
    until(app, scene.human_to_move)
    for seat, panel in scene.panel_targets():
        tap(app, panel)
        assert scene.viewing == seat
        check(app, measure, f"{scene.session.name_of(seat)}'s board shown large ({text_size})")
        measure.clear()  # what the sheet itself draws
        scene.draw_sheet(app.screen)
        sheet = scene.geo.sheet.inflate(-4, -4)
        assert measure.rects
        outside = [(s, tuple(r)) for s, r in measure.rects if not sheet.contains(r)]
        assert not outside, f"drawn past the sheet: {outside}"
        tap(app, target(scene, "the board shown large (a tap closes it)"))
        assert scene.viewing is None
