"""The Number Chains scene driven headless by scripted input (mouse, touch, keyboard)."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import dataclasses  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import i18n  # noqa: E402
from game.rules import chains as R  # noqa: E402
from game.scenes import chains as scene_mod  # noqa: E402
from game.scenes.chains import input as chains_input  # noqa: E402
from game.scenes.chains import rack  # noqa: E402
from game.scenes.chains.scene import ChainsScene  # noqa: E402
from game.session import Seat  # noqa: E402
from tests import uidriver  # noqa: E402
from tests.uidriver import game_app, key  # noqa: E402
from tests.uidriver import settle_turn as settle  # noqa: E402

DT = 1 / 60
ANA = Seat("human", "Ana")
BO = Seat("human", "Bo")


def make_app(seats, variants=None, seed=3, speed="instant", hints=True):
    return game_app("chains", seats, seed, speed, variants=variants, lang="en", hints=hints)


def click(app, pos):
    uidriver.tap(app, pos)


def fast_forward(scene, takes):
    """Advance the session directly (first legal action, never swapping), then resync the view."""
    s = scene.session
    while s.state.takes < takes and not s.is_over:
        s.act(("no_swap",) if s.state.phase == "swap" else s.legal_actions()[0])
    scene.presented = s.state
    scene._sync()


@pytest.fixture(autouse=True)
def english():
    yield
    i18n.set_language("en")


def test_mouse_take_moves_the_chip_to_the_rack():
    app = make_app([ANA, BO])
    scene = settle(app)
    state = scene.state
    target = scene.take_targets()[0]
    chip = state.board[target]
    click(app, scene.geom.center(target))
    settle(app)
    assert scene.state.takes == 1
    assert chip in scene.state.held[0]
    assert scene.view_board[target] == 0 and scene.view_star == target
    assert chip in scene.view_held[0]
    assert scene.rack_layout(0)[0][chip]  # drawn in Ana's rack
    assert any("takes the" in line for line in scene.log.texts())


def test_normal_speed_star_glides_then_chip_flies_and_a_click_hurries_it():
    app = make_app([ANA, BO], speed="normal")
    scene = settle(app)
    target = scene.take_targets()[0]
    chip = scene.state.board[target]
    click(app, scene.geom.center(target))
    app.step(DT, [])
    assert scene.busy and not scene.human_to_move()
    assert scene.glide is not None and scene.view_board[target] == chip  # the star is still on its way
    for _ in range(120):
        app.step(DT, [])
        if scene.fliers:
            break
    assert scene.fliers and scene.fliers[0]["chip"] == chip and chip in scene.hidden
    assert scene.view_board[target] == 0
    click(app, (640, 400))  # a click during an animation finishes it
    assert not scene.busy
    assert not scene.fliers and chip not in scene.hidden and chip in scene.view_held[0]


def test_illegal_square_is_explained_and_changes_nothing():
    app = make_app([ANA, BO])
    scene = settle(app)
    state = scene.state
    targets = set(scene.take_targets())
    bad = next(i for i, c in enumerate(state.board) if c and i not in targets)
    click(app, scene.geom.center(bad))
    assert scene.state is state and not scene.session.log
    assert scene.message == i18n.tr("chains.err.not_in_line")


def test_keyboard_only_turn_tab_arrows_numpad_enter():
    app = make_app([ANA, BO])
    scene = settle(app)
    targets = scene.take_targets()
    assert scene.cursor in targets and scene.form.focused is scene.board_picker
    first = scene.cursor
    key(app, pygame.K_TAB)
    assert scene.cursor in targets and scene.cursor != first
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert scene.cursor == first
    for k in (pygame.K_UP, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT):
        key(app, k)
        assert scene.cursor in targets  # arrows only visit legal targets with hints on
    # numpad picks the line in that direction from the star
    star_r, star_c = R.SQUARES[scene.state.star]
    for k, (dr, dc) in chains_input.KEY_DIRS.items():
        if k not in chains_input.NUMPAD:
            continue
        hit = next(
            (s for s in R.RAYS[scene.state.star][R.DIRECTIONS.index((dr, dc))] if scene.state.board[s]), None
        )
        if hit is not None:
            key(app, k)
            assert scene.cursor == hit
            break
    chosen = scene.cursor
    chip = scene.state.board[chosen]
    key(app, pygame.K_RETURN)
    settle(app)
    assert chip in scene.state.held[0] and scene.state.to_move == 1


def test_hints_off_cursor_reaches_any_chip_and_illegal_enter_is_explained():
    app = make_app([ANA, BO], hints=False)
    scene = settle(app)
    targets = set(scene.take_targets())
    seen = set()
    for _ in range(60):
        key(app, pygame.K_TAB)
        seen.add(scene.cursor)
    assert seen - targets  # non-targets are reachable
    while scene.cursor in targets:
        key(app, pygame.K_TAB)
    state = scene.state
    key(app, pygame.K_RETURN)
    assert scene.state is state
    assert scene.message == i18n.tr("chains.err.not_in_line")


def test_jump_mode_any_chip_can_be_taken():
    app = make_app([ANA, BO])
    scene = settle(app)
    star = R.SQUARE_INDEX[(4, 3)]
    in_line = {sq for ray in R.RAYS[star] for sq in ray}
    free = [sq for sq in range(49) if sq != star and sq not in in_line]
    board = [0] * 49
    for i, sq in enumerate(free[:6]):
        board[sq] = i + 1
    held = (tuple(range(7, 28)), tuple(range(28, 49)))
    scene.session.state = dataclasses.replace(scene.state, board=tuple(board), star=star, held=held, takes=42)
    scene.presented = scene.session.state
    scene._sync()
    assert scene.state.jump
    scene._prompted_at = -1
    settle(app)
    assert sorted(scene.take_targets()) == sorted(free[:6])
    far = max(free[:6], key=lambda s: abs(R.SQUARES[s][0] - 4))
    click(app, scene.geom.center(far))
    settle(app)
    assert board[far] in scene.state.held[0]


def play_to_phase(app, scene, phase, limit=48):
    """Take chips through the UI (first target) until the human reaches ``phase``."""
    for _ in range(limit):
        settle(app)
        if scene.state.phase == phase:
            return True
        if scene.state.phase == "swap":
            scene.no_swap()
        elif scene.state.phase == "assign":
            scene.choose_assign(0)
        else:
            click(app, scene.geom.center(scene.take_targets()[0]))
    return False


def test_swap_step_mouse_reason_then_swap_and_keyboard_no_swap():
    app = make_app([ANA, BO], {"swap": True})
    scene = settle(app)
    fast_forward(scene, 20)
    assert play_to_phase(app, scene, "swap")
    me = scene.state.to_move
    other = 1 - me
    held = scene.state.held
    protected = next((c for c in held[other] if R.in_chain(held[other], c)), None)
    mine = held[me][0]
    pos_mine = scene.rack_layout(me)[0][mine]
    click(app, pos_mine)
    assert scene.swap_mine == mine
    assert protected is not None  # this deal gives the opponent a chain by now
    if protected is not None:
        state = scene.state
        click(app, scene.rack_layout(other)[0][protected])
        assert scene.state is state
        assert scene.message == i18n.tr("chains.err.in_chain", chip=protected)
    free = sorted(R.swap_eligible(scene.state, other))[0]
    click(app, scene.rack_layout(other)[0][free])
    settle(app)
    assert free in scene.state.held[me] and mine in scene.state.held[other]
    assert scene.state.swaps_left[me] == 1
    assert any("swaps" in line for line in scene.log.texts())
    # next time: Tab to the "keep the swap chip" button and press Enter
    assert play_to_phase(app, scene, "swap")
    who = scene.state.to_move
    left = scene.state.swaps_left[who]
    for _ in range(8):
        if scene.form.focused is scene.no_swap_button:
            break
        key(app, pygame.K_TAB)
    assert scene.form.focused is scene.no_swap_button
    key(app, pygame.K_RETURN)
    settle(app)
    assert scene.state.phase == "move" and scene.state.to_move != who and scene.state.swaps_left[who] == left


def test_undo_after_take_puts_the_chip_back():
    app = make_app([ANA, Seat("ai", "", "easy")], {"swap": True})
    scene = settle(app)
    fast_forward(scene, 20)
    assert play_to_phase(app, scene, "swap")
    before = scene.session._before[-1]
    chip = before.board[scene.state.star]
    click(app, scene.undo_button.rect.center)
    assert scene.state is before and scene.state.phase == "move"
    assert scene.view_board[scene.state.star] == 0 and chip in scene.view_board
    assert chip not in scene.view_held[0]


def test_sohtar_choice_previews_both_and_joins_the_chosen_chain():
    app = make_app([ANA], seed=5)
    scene = settle(app)
    assert play_to_phase(app, scene, "assign")
    st = scene.state
    options = scene.assign_options()
    assert len(options) == 2
    acts = [a for a in scene.session.legal_actions() if a[0] == "assign"]
    expect = R.sohtar_join(st.chains[0], st.pending, acts[1][1])[1]
    assert options[1][0] == expect
    assert scene.view_pending[0] == st.pending  # shown apart until assigned
    button = scene.choice_buttons[1]
    assert button.visible
    click(app, button.rect.center)
    settle(app)
    assert expect in scene.state.chains[0]
    assert scene.view_pending[0] == 0 and expect in scene.view_chains[0]


def test_series_table_waits_for_the_human_then_continues():
    app = make_app([ANA, Seat("ai", "", "easy")], {"scoring": "tournament", "series": 2})
    scene = settle(app)
    fast_forward(scene, 44)
    for _ in range(200):
        if scene.panel is not None:
            break
        if scene.human_to_move():
            click(app, scene.geom.center(scene.take_targets()[0]))
        app.step(DT, [])
    assert scene.panel is not None and scene.session.state.game_index == 1
    assert scene.state.game_index == 0  # the screen still shows the deal that just ended
    assert scene.form.focused is scene.continue_button
    log_len = len(scene.session.log)
    for _ in range(30):
        app.step(DT, [])
    assert len(scene.session.log) == log_len  # nobody moves behind the table
    assert scene.view_board.count(0) == 49  # still the finished deal on screen
    key(app, pygame.K_RETURN)
    assert scene.panel is None
    settle(app)
    assert scene.view_board == list(scene.state.board)
    assert any("Game 2" in line for line in scene.log.texts())


def test_computer_series_reaches_the_results_screen():
    seats = [Seat("ai", "", "easy"), Seat("ai", "", "easy"), Seat("ai", "", "easy")]
    app = make_app(seats, {"scoring": "tournament", "series": 2, "swap": True})
    for _ in range(3000):
        app.step(DT, [])
        if app.finished_result is not None:
            break
    assert app.finished_result is not None and app.finished_result["finished"]
    assert type(app.stack.top).__name__ == "ResultsScene"
    assert len(app.stack.scenes[0].state.results) == 2


def test_drawing_in_german_colourblind_and_pictures():
    app = make_app([ANA, Seat("ai", "", "easy"), Seat("ai", "", "easy"), BO], {"swap": True}, speed="normal")
    app.settings.language = "de"
    app.settings.colourblind = True
    app.apply_settings()
    scene = settle(app)
    name = scene.session.seat_to_move().name
    assert scene.status_line() == i18n.tr("game.your_turn", name=name)
    app.step(DT, [])
    assert scene.score_text(0) == i18n.tr("chains.ui.no_chains")
    surf = pygame.Surface((520, 420))
    for page in range(1, 6):
        surf.fill((0, 0, 0))
        scene_mod.draw_howto(surf, surf.get_rect(), page)
        colours = {tuple(surf.get_at((x, y))) for x in range(0, 520, 13) for y in range(0, 420, 13)}
        assert len(colours) > 8, page
    thumb = pygame.Surface((360, 200))
    scene_mod.draw_thumbnail(thumb, thumb.get_rect())
    assert (
        thumb.get_at((180, 100)) != thumb.get_at((2, 2))
        or len({thumb.get_at((x, 90)) for x in range(360)}) > 8
    )


def test_rack_layout_groups_chains_and_keeps_singles_apart():
    groups = rack.standard_groups([1, 2, 3, 7, 9, 10])
    assert groups == [("chain", [1, 2, 3]), ("chain", [9, 10]), ("single", [7])]
    area = pygame.Rect(0, 0, 500, 200)
    pos, bars, pitch = rack.fit_layout(groups, area)
    assert set(pos) == {1, 2, 3, 7, 9, 10}
    assert all(area.collidepoint(p) for p in pos.values())
    assert pos[2][0] - pos[1][0] == pytest.approx(pitch)  # chain members touch
    assert pos[7][0] - pos[10][0] > pitch  # singles stand apart
    assert [b[3] for b in bars].count("chain") == 2
    # Sohtar: chains never merge, so 31 | 32-36 stay two groups
    assert rack.sohtar_groups([(31, 31), (32, 36)]) == [
        ("chain1", [31]),
        ("chain1", [32, 33, 34, 35, 36]),
    ]


def test_solitaire_records_and_then_shows_the_personal_best():
    app = make_app([ANA], seed=7)
    scene = settle(app)
    assert scene.best is None
    fast_forward(scene, 47)
    settle(app)
    while not scene.session.is_over:
        if scene.state.phase == "assign":
            scene.choose_assign(0)
        else:
            scene.take(scene.take_targets()[0])
        settle(app)
    for _ in range(5):
        app.step(DT, [])
    assert type(app.stack.top).__name__ == "ResultsScene"
    minus = scene.session.outcome().scores[0]
    again = ChainsScene(app, scene.session.restarted())
    assert again.best == minus


def test_take_back_against_the_computer_undoes_my_take_and_its_reply():
    app = make_app([ANA, Seat("ai", "", "easy")])
    scene = settle(app)
    assert not scene.undo_button.enabled
    click(app, scene.undo_button.rect.center)  # disabled: it says why instead of doing nothing
    assert scene.message == i18n.tr("undo.why.nothing")
    before = scene.session.state
    mine = len(scene.session.log)
    click(app, scene.geom.center(scene.take_targets()[0]))
    scene = settle(app)
    assert len(scene.session.log) > mine + 1  # my take and the computer's reply
    assert scene.undo_button.enabled
    click(app, scene.undo_button.rect.center)
    assert scene.session.state is before and len(scene.session.log) == mine
    assert scene.state is before and scene.human_to_move()
    assert scene.log.entries[-1].key == "game.undone"


def test_legal_chips_that_extend_a_chain_are_marked_and_racks_say_what_the_score_is():
    app = make_app([ANA, BO])
    scene = settle(app)
    fast_forward(scene, 10)
    scene = settle(app)
    st = scene.state
    marks = scene.chain_marks()
    for sq in scene.take_targets():
        chip = st.board[sq]
        expect = [s for s in range(2) if chip - 1 in st.held[s] or chip + 1 in st.held[s]]
        assert marks.get(sq, []) == expect
    assert any(marks.values())  # after ten takes some legal chip touches someone's chips
    for seat in range(2):
        has_chain = any(hi > lo for lo, hi in R.chains_of(st.held[seat]))
        assert scene.score_text(seat).startswith("chains ") == has_chain
        assert scene.place_text(seat) == f"place {scene.rules.outcome(st).places[seat]}"


def test_sohtar_rack_counts_minus_points_once_with_the_right_plural():
    app = make_app([ANA, BO], {"scoring": "sohtar"})
    scene = settle(app)
    scene.view_chains[0] = [(3, 3)]
    assert scene.score_text(0) == "1 minus point"
    scene.view_chains[0] = [(3, 3), (10, 15), (20, 21)]  # the six-chain is safe
    assert scene.score_text(0) == "2 minus points"


def test_while_nobody_has_a_chain_no_standing_names_two_of_three_players():
    """It read "If the game ended now: Neither Ana nor Bo built a chain; they share the place." at a
    table of three, where Cy shared that place too."""
    app = make_app([ANA, BO, Seat("human", "Cy")])
    scene = settle(app)
    fast_forward(scene, 3)  # one chip each: no chains yet
    assert scene.standing().explanation[0].key == "chains.expl.tie_none"
    assert scene.standing_text() == ""  # nothing to draw, on any screen
