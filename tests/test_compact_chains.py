"""Number Chains in the compact (phone) layout (issue 17): every moment of the game scene measured
with ``tests/compact.py`` in English and German, colour-blind on and off - the start, a human
decision, a computer's turn, the swap sheet, the "which chain?" sheet, the series table, 2 and 4
players, solitaire, Sohtar scoring - the how-to pictures drawn into 430x340, and a whole game
played to its end by taps only, on the rects ``tap_targets`` lists.

Each moment is measured on the whole screen as the player sees it, unfiltered: the header bar
(whose turn, Menu, Undo, Log, Coach, Skip), the game area, the message pill, banners and sheets
together; and the game's own touch areas (below the header) lie in the game area.
SHOTS=DIR saves each checked screen as the phone shows it (780x390, tests/compact.py);
CHAINS_SHOTS=DIR the how-to pictures.
"""

import dataclasses
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import i18n, layout, theme  # noqa: E402
from game.app import App  # noqa: E402
from game.rules import chains as R  # noqa: E402
from game.scenes.chains import draw_howto  # noqa: E402
from game.scenes.shared.regions import game_area  # noqa: E402
from game.session import Seat  # noqa: E402
from tests import compact, uidriver  # noqa: E402
from tests.compact import Measure, check_sheets, game_targets  # noqa: E402
from tests.uidriver import frames, settle_turn  # noqa: E402

DT = 1 / 60
GAME = pygame.Rect(game_area(layout.COMPACT))
ANA = Seat("human", "Ana")
BO = Seat("ai", "Bo", "easy")
CY = Seat("ai", "Cy", "easy")
DI = Seat("ai", "Di", "easy")
LANGS = [("en", False), ("en", True), ("de", False), ("de", True)]
SHOTS = os.environ.get("CHAINS_SHOTS")


@pytest.fixture(autouse=True)
def english():
    yield
    i18n.set_language("en")


def compact_app(seats, variants=None, lang="en", colourblind=False, seed=3, hints=True) -> App:
    app = uidriver.game_app(
        "chains",
        seats,
        seed,
        variants=variants,
        lang=lang,
        colourblind=colourblind,
        hints=hints,
        layout="compact",
    )
    assert theme.compact() and app.screen.get_size() == (960, 480)
    return app


def check(app, measure, screen, n=2) -> None:
    """The whole screen meets the compact goals (see the module docstring), and nothing in the game
    area is shortened with an ellipsis (a rack's score read "0 Pkt…" beside a three-letter name)."""
    compact.check(app, measure, screen, n)
    if hasattr(app.stack.top, "header_buttons"):
        for name, r in game_targets(app.stack.top):
            assert GAME.contains(r), f"{screen}: {name} {tuple(r)} is outside the game area"
        cut = [s for s, r in measure.rects if s.endswith("…") and r.top >= GAME.y]
        assert not cut, f"{screen}: shortened where the game has room: {cut}"


def advance(scene, takes, game=0):
    """Play the session on (first legal action, never swapping) to ``takes`` chips taken in deal
    ``game`` of a series, and show where it stands."""
    s = scene.session
    while (s.state.game_index < game or s.state.takes < takes) and not s.is_over:
        s.act(("no_swap",) if s.state.phase == "swap" else s.legal_actions()[0])
    scene.presented = s.state
    scene._sync()
    scene._prompted_at = -1


def end_deal(app, scene, game) -> None:
    """Play deal ``game`` of a series to its last chips and on screen to its end: the series table
    opens and waits for Ana."""
    advance(scene, 44, game)
    for _ in range(300):
        if scene.panel is not None:
            break
        if scene.human_to_move():
            tap(app, target(scene, f"square {scene.take_targets()[0]} ").center)
        app.step(DT, [])
    assert scene.panel is not None


def tap(app, pos) -> None:
    uidriver.tap(app, pos)


def target(scene, prefix) -> pygame.Rect:
    hits = [r for name, r in scene.tap_targets() if name.startswith(prefix)]
    assert hits, f"no tap target {prefix!r} in {[n for n, _ in scene.tap_targets()]}"
    return hits[0]


def swap_position(scene, mine, theirs):
    """Ana (seat 0) has just moved and may swap: she holds ``mine``, seat 1 ``theirs``."""
    st = scene.session.state
    gone = set(mine) | set(theirs)
    board = tuple(0 if c in gone else c for c in st.board)
    held = (tuple(mine), tuple(theirs)) + tuple(st.held[2:])
    st = dataclasses.replace(st, board=board, held=held, phase="swap", to_move=0)
    scene.session.state = st
    scene.presented = st
    scene._sync()
    scene._prompted_at = -1


# --- every moment, in both languages and colour-blind on and off -----------------------------


@pytest.mark.parametrize("lang,cb", LANGS)
def test_two_players_start_decision_computer_turn_and_late(monkeypatch, lang, cb):
    measure = Measure(monkeypatch)
    app = compact_app([ANA, BO], lang=lang, colourblind=cb)
    scene = settle_turn(app)
    check(app, measure, f"2p start {lang} cb={cb}")
    advance(scene, 16)
    settle_turn(app)
    assert scene.human_to_move() and scene.chain_marks() is not None
    check(app, measure, f"2p decision {lang} cb={cb}")
    check_sheets(app, measure, f"2p decision {lang} cb={cb}")
    advance(scene, 41)  # Bo (seat 1) to move: the computer's turn, before it answers
    assert scene.state.to_move == 1
    monkeypatch.setattr(scene, "drive", lambda: None)  # hold the computer's turn on screen
    check(app, measure, f"2p computer {lang} cb={cb}")
    assert scene.state.to_move == 1 and not scene.human_to_move()
    monkeypatch.delattr(scene, "drive")
    settle_turn(app)
    check(app, measure, f"2p late {lang} cb={cb}")


@pytest.mark.parametrize("lang,cb", LANGS)
def test_swap_sheet_both_steps(monkeypatch, lang, cb):
    measure = Measure(monkeypatch)
    app = compact_app([ANA, BO], {"swap": True}, lang=lang, colourblind=cb)
    scene = settle_turn(app)
    swap_position(scene, [3, 4, 6, 11, 12, 20, 26, 33, 40, 41, 45], [5, 7, 8, 9, 13, 21, 30, 31, 36, 44, 47])
    frames(app, 2)
    assert scene._swap_active()
    check(app, measure, f"swap sheet {lang} cb={cb}")
    tap(app, target(scene, "swap chip 5 of seat 1").center)
    assert scene.swap_theirs == (1, 5)
    check(app, measure, f"swap sheet theirs picked {lang} cb={cb}")
    tap(app, target(scene, "swap chip 20 of seat 0").center)
    assert ("swap", 20, 1, 5) in [e.value for e in scene.session.log]


@pytest.mark.parametrize("lang,cb", LANGS)
def test_series_table_and_its_pages(monkeypatch, lang, cb):
    measure = Measure(monkeypatch)
    app = compact_app([ANA, BO, CY], {"scoring": "tournament", "series": 12}, lang=lang, colourblind=cb)
    scene = settle_turn(app)
    advance(scene, 20)
    check(app, measure, f"tournament rack {lang} cb={cb}")
    end_deal(app, scene, 9)
    assert scene.panel["k"] == 10
    check(app, measure, f"series table {lang} cb={cb}")
    page = scene.page_button.rect
    assert page in [r for _, r in scene.tap_targets()]
    tap(app, page.center)
    assert scene.series_page == 1
    assert len(scene.session.state.results) >= 10  # page 2 shows games 9 and 10
    check(app, measure, f"series table page 2 {lang} cb={cb}")
    assert scene.continue_button.rect in [r for _, r in scene.tap_targets()]
    tap(app, scene.continue_button.rect.center)
    assert scene.panel is None


@pytest.mark.parametrize("lang,cb", LANGS)
def test_four_players_fold_and_open_by_a_tap(monkeypatch, lang, cb):
    measure = Measure(monkeypatch)
    app = compact_app([ANA, BO, CY, DI], {"swap": True}, lang=lang, colourblind=cb)
    scene = settle_turn(app)
    check(app, measure, f"4p start {lang} cb={cb}")
    advance(scene, 36)
    settle_turn(app)
    check(app, measure, f"4p late {lang} cb={cb}")
    assert scene.folded, "four full racks do not fit: the others fold"
    seat = min(scene.folded)
    tap(app, target(scene, f"rack of seat {seat}").center)
    assert seat not in scene.folded
    check(app, measure, f"4p rack opened {lang} cb={cb}")
    tap(app, target(scene, f"rack of seat {seat}").center)
    assert seat in scene.folded


# each language and colour mode once (the heaviest moment; test_upright_chains measures the sheet
# on every phone in German too)
@pytest.mark.parametrize("lang,cb", [("en", False), ("de", True)])
def test_solitaire_and_the_which_chain_sheet(monkeypatch, lang, cb):
    measure = Measure(monkeypatch)
    app = compact_app([ANA], lang=lang, colourblind=cb, seed=5)
    scene = settle_turn(app)
    check(app, measure, f"solitaire start {lang} cb={cb}")
    for _ in range(48):
        if scene.state.phase == "assign":
            break
        tap(app, target(scene, f"square {scene.take_targets()[0]} ").center)
        settle_turn(app)
    assert scene.state.phase == "assign"
    check(app, measure, f"solitaire which chain {lang} cb={cb}")
    chain = scene.assign_options()[1][0]
    tap(app, scene.choice_buttons[1].rect.center)
    settle_turn(app)
    assert chain in scene.state.chains[0]
    check(app, measure, f"solitaire after {lang} cb={cb}")


@pytest.mark.parametrize("lang,cb", LANGS)
def test_sohtar_scoring_two_players(monkeypatch, lang, cb):
    measure = Measure(monkeypatch)
    app = compact_app([ANA, BO], {"scoring": "sohtar"}, lang=lang, colourblind=cb)
    scene = settle_turn(app)
    advance(scene, 30)
    settle_turn(app)
    check(app, measure, f"sohtar 2p {lang} cb={cb}")


# --- the how-to pictures at 430x340 --------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "de"])
def test_howto_pictures_are_legible_at_430x340(monkeypatch, lang):
    compact_app([ANA], lang=lang)
    measure = Measure(monkeypatch)  # the sizes of every rendered string
    sizes, placed = measure.sizes, []
    text = theme.text

    def rec_text(surface, string, pos, size=24, colour=theme.TEXT, anchor="topleft", bold=False, alpha=255):
        # Measure keeps the rects of canvas-sized frames only: the 430x340 picture's are kept here
        rect = text(surface, string, pos, size, colour, anchor, bold, alpha)
        if string.strip():
            placed.append((string, rect))
        return rect

    monkeypatch.setattr(theme, "text", rec_text)
    from game.scenes.chains import pieces

    pieces.chip_image.cache_clear()
    for page in range(1, 6):
        measure.clear()
        placed.clear()
        surface = pygame.Surface((430, 340))
        draw_howto(surface, surface.get_rect(), page)
        if SHOTS:
            os.makedirs(SHOTS, exist_ok=True)
            pygame.image.save(surface, os.path.join(SHOTS, f"howto_{page}_{lang}.png"))
        small = [(s, n) for s, n in sizes if n < 15]
        assert not small, f"how-to page {page} {lang}: text under 15 px: {small}"
        cut = [(s, tuple(r)) for s, r in placed if not surface.get_rect().contains(r)]
        assert not cut, f"how-to page {page} {lang}: text cut off: {cut}"
        assert sizes, f"how-to page {page}: no text measured"


# --- behaviour --------------------------------------------------------------------------------


def test_the_board_lies_on_its_side_and_every_square_is_a_full_touch_area():
    app = compact_app([ANA, BO])
    scene = settle_turn(app)
    cells = scene.board_targets()
    assert len(cells) == R.N_SQUARES
    for sq, rect in cells:
        assert rect.width >= 55 and rect.height >= 55
        assert scene.geom.square_at(rect.center) == sq
        assert GAME.contains(rect)
        x, y = scene.geom.center(sq)
        assert rect.collidepoint(x, y)
    assert scene.geom.rect.width > scene.geom.rect.height  # 9 columns by 7 rows


def test_long_press_explains_a_chip_the_star_and_a_rack():
    app = compact_app([ANA, BO])
    scene = settle_turn(app)
    st = scene.state
    legal = scene.take_targets()[0]
    text = scene.long_press(scene.geom.cell_rect(legal).center)
    assert str(st.board[legal]) in text and "tap to take" in text
    illegal = next(sq for sq in range(R.N_SQUARES) if st.board[sq] and sq not in scene.take_targets())
    assert scene.illegal_text(("take", illegal)) in scene.long_press(scene.geom.cell_rect(illegal).center)
    assert "star" in scene.long_press(scene.geom.cell_rect(st.star).center)
    assert "Bo" in scene.long_press(scene.racks[1].center)


def test_a_finger_down_on_a_square_lights_it_at_once():
    app = compact_app([ANA, BO])
    scene = settle_turn(app)
    rect = scene.geom.cell_rect(scene.take_targets()[0])
    frames(app, 2)
    before = app.screen.copy()
    app.step(DT, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1)])
    assert scene.press_pos == rect.center
    edge = (rect.x + 4, rect.centery)
    assert app.screen.get_at(edge) != before.get_at(edge)


def test_keyboard_arrows_follow_the_sideways_board():
    app = compact_app([ANA, BO])
    scene = settle_turn(app)
    cur = scene.cursor
    y0 = scene.geom.center(cur)[1]
    from tests.uidriver import key

    key(app, pygame.K_UP)
    assert scene.geom.center(scene.cursor)[1] < y0 or scene.cursor == cur


def test_a_whole_game_by_taps_only():
    """Ana against Bo with swap chips, every decision a tap on a rect ``tap_targets`` lists."""
    app = compact_app([ANA, BO], {"swap": True}, seed=7)
    scene = settle_turn(app)
    swapped = 0
    for _ in range(400):
        if app.stack.top is not scene:
            break
        if scene.panel is not None:
            tap(app, target(scene, "Button 'Continue").center)
        elif scene._swap_active():
            if not swapped and scene.swap_targets():
                other, chip = sorted(scene.swap_targets())[0]
                tap(app, target(scene, f"swap chip {chip} of seat {other}").center)
                mine = scene.state.held[0][0]
                tap(app, target(scene, f"swap chip {mine} of seat 0").center)
                swapped += 1
            else:
                tap(app, target(scene, "Button 'Don't swap'").center)
        else:
            sq = scene.take_targets()[-1]
            tap(app, target(scene, f"square {sq} ").center)
        settle_turn(app)
    assert scene.session.is_over
    assert app.stack.top is not scene  # the results screen follows
    assert swapped == 1


@pytest.mark.parametrize("lang", ["en", "de"])
def test_long_rack_lines_keep_the_names_whole(monkeypatch, lang):
    """Four seats with the computers' own names ("Medium 2"), tournament points of a series and swap
    chips: every rack's line has the whole name and score (the place and the words "swap chips"
    give way first; once read "Mediu…")."""
    measure = Measure(monkeypatch)
    seats = [ANA, Seat("ai", "", "medium"), Seat("ai", "", "medium"), Seat("ai", "", "hard")]
    app = compact_app(seats, {"scoring": "tournament", "series": 3, "swap": True}, lang=lang)
    scene = settle_turn(app)
    advance(scene, 24, game=1)
    settle_turn(app)
    check(app, measure, f"long rack lines {lang}")
    drawn = [text for text, _ in measure.rects]
    for seat in range(4):
        assert scene.session.name_of(seat) in drawn and scene.score_text(seat) in drawn
