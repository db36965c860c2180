"""Buttons rules: every worked example of the spec, the board data, invariants, saves."""

from __future__ import annotations

import json
import random
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules import buttons as bt
from game.rules.base import CHANCE, TERMINAL, ConfigError, IllegalAction, StateError
from game.rules.buttons import RULES, ButtonsState, cell_of

ROOT = Path(__file__).resolve().parent.parent
RED, YELLOW, GREEN, BLUE = range(4)


def mask(*cells) -> int:
    m = 0
    for r, c in cells:
        m |= 1 << cell_of(r, c)
    return m


def table(players=4, seed=0, **changes) -> ButtonsState:
    """A fresh game with fixed boards (seat i on board i), changed as asked."""
    state = RULES.initial_state({"players": players, "boards": "fixed"}, seed)
    return replace(state, **changes)


def out_of_round(state: ButtonsState, seats, status=bt.OPTED) -> ButtonsState:
    """Mark ``seats`` as having left the round (with their dice taken)."""
    status_t = list(state.status)
    taken = list(state.taken)
    for s in seats:
        status_t[s] = status
        taken[s] = bt.dice_per_exit(state.players)
    return replace(state, status=tuple(status_t), taken=tuple(taken))


def rolled(state: ButtonsState, white: int, gold: int, plain) -> tuple[ButtonsState, list]:
    state, _ = RULES.apply(state, ("roll",))
    assert RULES.current_player(state) == CHANCE
    return RULES.apply_chance(state, ("dice", white, gold, tuple(plain)))


def pick_cells(board: int, wanted: dict[int, int]) -> int:
    """Non-adjacent cells of ``board`` with ``wanted[colour]`` cells of each colour (a small search)."""
    order = [c for c, n in wanted.items() for _ in range(n)]

    def search(k: int, chosen: int) -> int | None:
        if k == len(order):
            return chosen
        for i in range(36):
            if bt.BOARDS[board][i] == order[k] and not chosen >> i & 1 and not bt.NEIGHBOURS[i] & chosen:
                found = search(k + 1, chosen | 1 << i)
                if found is not None:
                    return found
        return None

    found = search(0, 0)
    assert found is not None
    return found


# --- the boards -------------------------------------------------------------------------


def test_eight_boards_keep_every_constraint():
    assert len(bt.BOARDS) == 8
    for board in bt.BOARDS:
        assert len(board) == 36
        for colour in range(4):
            assert board.count(colour) == 9
        for k in range(6):
            row = board[k * 6 : k * 6 + 6]
            col = board[k::6]
            for colour in range(4):
                assert 1 <= row.count(colour) <= 2
                assert 1 <= col.count(colour) <= 2
        for i in range(36):
            for j in bt.cells_of(bt.NEIGHBOURS[i]):
                assert board[i] != board[j], (i, j)
    assert len(set(bt.BOARDS)) == 8


def test_stored_boards_are_what_the_generator_writes():
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import make_buttons_boards as gen
    finally:
        sys.path.pop(0)
    assert tuple(gen.generate()) == bt.BOARDS
    # no board is another one turned or mirrored
    for a in range(8):
        for b in range(a + 1, 8):
            assert bt.BOARDS[b] not in gen._symmetries(bt.BOARDS[a])


def test_each_player_gets_a_different_board():
    for seed in range(30):
        for n in (2, 3, 4):
            boards = RULES.initial_state({"players": n}, seed).boards
            assert len(set(boards)) == n
    assert RULES.initial_state({"players": 3, "boards": "fixed"}, 5).boards == (0, 1, 2)
    assert len({RULES.initial_state({"players": 2}, s).boards for s in range(20)}) > 5


def test_adjacency_check():
    assert bt.any_adjacent(mask((1, 1), (1, 2))) and bt.any_adjacent(mask((3, 4), (4, 4)))
    assert not bt.any_adjacent(mask((1, 6), (2, 1))) and not bt.any_adjacent(mask((1, 1), (2, 2), (3, 1)))


def test_neighbours_stay_on_the_board():
    assert bt.neighbours(mask((1, 1))) == mask((1, 2), (2, 1))
    assert bt.neighbours(mask((3, 6))) == mask((2, 6), (4, 6), (3, 5))
    assert bt.neighbours(mask((4, 1))) == mask((3, 1), (5, 1), (4, 2))
    assert bt.neighbours(mask((6, 6))) == mask((5, 6), (6, 5))


# --- setup ------------------------------------------------------------------------------


def test_config_and_options():
    assert RULES.validate_config({"players": 3}) == {"players": 3, "boards": "random"}
    for bad in ({"players": 1}, {"players": 5}, {"players": "2"}, {"players": 2, "boards": "mine"}, []):
        with pytest.raises(ConfigError) as info:
            RULES.validate_config(bad)
        assert info.value.key.startswith("buttons.err.")
    opt = RULES.options()[0]
    assert opt.key == "boards" and opt.choices == ("random", "fixed")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_bonus_cards_are_dealt_as_the_spec_says(players):
    for seed in range(40):
        state = RULES.initial_state({"players": players}, seed)
        cards = sorted(c for b in state.bonus for c in b)
        if players == 4:
            assert cards == [0, 1, 2, 3] and all(len(b) == 1 for b in state.bonus)
        elif players == 3:
            assert len(cards) == 3 and RED in cards and all(len(b) == 1 for b in state.bonus)
        else:
            assert cards == [0, 1, 2, 3] and all(len(b) == 2 for b in state.bonus)
        assert RED in state.bonus[state.starter] and state.roller == state.to_move == state.starter


def test_first_turn_offers_only_a_roll():
    state = table()
    assert RULES.legal_actions(state) == [("roll",)]
    with pytest.raises(IllegalAction) as info:
        RULES.apply(state, ("opt_out",))
    assert info.value.key == "buttons.err.opt_out_empty"


# --- worked examples ----------------------------------------------------------------------


def four_players_one_out() -> ButtonsState:
    """Four players, seat 3 has opted out: white + gold + 3 plain dice; seat 0 rolls."""
    return out_of_round(table(4, starter=0, roller=0, to_move=0), [3])


def test_example_1_roller_may_use_any_black_die_others_only_gold():
    state, events = rolled(four_players_one_out(), 4, 2, (3, 4, 4))
    assert events[0] == {"type": "rolled", "seat": 0, "white": 4, "gold": 2, "plain": [3, 4, 4]}
    assert RULES.legal_actions(state) == [("place", 4, 2), ("place", 4, 3), ("place", 4, 4)]
    assert bt.offered_cells(state) == [(4, 2), (4, 3), (4, 4)]
    state, events = RULES.apply(state, ("place", 4, 3))
    assert events[0]["type"] == "placed" and events[0]["gold"] is False
    # seats 1 and 2 are still in the round (3 opted out): they may use only (4,2)
    assert state.phase == bt.GOLD and state.queue == (1, 2)
    assert RULES.legal_actions(state) == [("place", 4, 2), ("pass",)]
    assert bt.legal_cells(state) == [(4, 2)]
    err = RULES.explain(state, ("place", 4, 3))
    assert err.key == "buttons.err.not_gold" and err.params == {"col": 3, "gold": 2}
    state, events = RULES.apply(state, ("place", 4, 2))
    assert events[0]["gold"] is True and state.buttons[1] == mask((4, 2))
    state, events = RULES.apply(state, ("pass",))
    assert events[0] == {"type": "passed", "seat": 2, "row": 4, "col": 2}
    assert events[-1] == {"type": "turn_start", "seat": 1, "round": 1}
    assert state.phase == bt.TURN and state.roller == 1


def test_example_2_no_legal_cell_is_a_bust():
    start = replace(four_players_one_out(), buttons=(mask((4, 3), (1, 1)), 0, 0, 0))
    state, events = rolled(start, 4, 2, (3, 4, 4))
    kinds = [e["type"] for e in events]
    assert kinds[:2] == ["rolled", "bust"]
    bust = events[1]
    assert bust["seat"] == 0 and bust["returned"] == [[1, 1], [4, 3]]
    assert bust["dice_taken"] == 1 and bust["dice_in_play"] == 2
    assert state.buttons[0] == 0 and state.status[0] == bt.BUST and state.taken[0] == 1
    # the others may still use the roll
    assert state.phase == bt.GOLD and state.to_move == 1
    assert RULES.legal_actions(state) == [("place", 4, 2), ("pass",)]


def test_example_2_explains_each_refused_cell():
    start = replace(four_players_one_out(), buttons=(mask((4, 3)), 0, 0, 0))
    state, _ = RULES.apply(start, ("roll",))
    # with another roll the seat is not bust; check the explanations of the example's cells
    state, _ = RULES.apply_chance(state, ("dice", 4, 2, (3, 4, 6)))
    assert RULES.legal_actions(state) == [("place", 4, 6)]
    adj = RULES.explain(state, ("place", 4, 2))
    assert adj.key == "buttons.err.adjacent"
    assert adj.params == {"row": 4, "col": 2, "row2": 4, "col2": 3}
    assert RULES.explain(state, ("place", 4, 4)).params == {"row": 4, "col": 4, "row2": 4, "col2": 3}
    assert RULES.explain(state, ("place", 4, 3)).key == "buttons.err.button_there"
    assert RULES.explain(state, ("place", 4, 5)).key == "buttons.err.not_rolled"
    assert RULES.explain(state, ("place", 3, 6)).key == "buttons.err.not_white_row"
    assert RULES.explain(state, ("pass",)).key == "buttons.err.must_place"
    assert RULES.explain(state, ("place", 4, 6)) is None
    assert bt.blocked_cells(state, 0) == [(3, 3), (4, 2), (4, 4), (5, 3)]


def test_stars_do_not_block_neighbours_but_cannot_be_covered():
    state = replace(four_players_one_out(), stars=(mask((4, 3)), 0, 0, 0))
    state, _ = rolled(state, 4, 2, (3, 4, 4))
    assert RULES.legal_actions(state) == [("place", 4, 2), ("place", 4, 4)]
    assert RULES.explain(state, ("place", 4, 3)).key == "buttons.err.star_there"


def test_example_3_opting_out_with_a_bonus_colour():
    board = 0
    buttons = pick_cells(board, {RED: 3, BLUE: 4, GREEN: 1})
    assert bt.stars_earned(board, buttons, (RED,)) == 4
    state = table(4, starter=0, roller=0, to_move=0, bonus=((RED,), (YELLOW,), (GREEN,), (BLUE,)))
    state = replace(state, buttons=(buttons, 0, 0, 0))
    assert bt.counts_this_round(state, 0) == {"red": 3, "yellow": 0, "green": 1, "blue": 4}
    assert bt.stars_if_opting_out(state, 0) == 4
    assert bt.star_breakdown(state, 0) == {
        "base": 1,
        "colours": ["red", "blue"],
        "bonus_colours": ["red"],
        "total": 4,
        "counts": (3, 0, 1, 4),
    }
    state, events = RULES.apply(state, ("opt_out",))
    assert events[0]["type"] == "opted_out" and events[0]["earned"] == 4
    assert events[0]["dice_taken"] == 1 and events[0]["dice_in_play"] == 3
    assert state.phase == bt.STARS and state.stars_left == 4 and state.to_move == 0


def test_example_4_two_players_two_bonus_colours():
    board = 0  # seat 0's board with fixed boards
    buttons = pick_cells(board, {RED: 3, BLUE: 3})
    assert bt.stars_earned(board, buttons, (RED, BLUE)) == 5
    state = table(2, starter=0, roller=0, to_move=0, bonus=((RED, BLUE), (YELLOW, GREEN)))
    state = replace(state, buttons=(buttons, 0))
    state, events = RULES.apply(state, ("opt_out",))
    assert events[0]["earned"] == 5 and events[0]["dice_taken"] == 2


def test_a_fourth_button_of_a_colour_adds_nothing_and_stars_never_exceed_buttons():
    board = 2
    assert bt.stars_earned(board, pick_cells(board, {RED: 4}), ()) == 2
    assert bt.stars_earned(board, pick_cells(board, {RED: 1}), (RED,)) == 1
    assert bt.stars_earned(board, pick_cells(board, {RED: 2, BLUE: 2}), (RED, BLUE)) == 1
    assert bt.stars_earned(board, 0, (RED,)) == 0


def test_example_5_lines_of_five():
    assert bt.has_line(mask(*[(r, 3) for r in (1, 2, 3, 4, 5)]))
    assert not bt.has_line(mask(*[(r, 3) for r in (1, 2, 3, 5, 6)]))
    assert bt.has_line(mask(*[(2, c) for c in (2, 3, 4, 5, 6)]))
    assert not bt.has_line(mask((1, 1), (2, 2), (3, 3), (4, 4), (5, 5)))  # diagonals do not count
    assert bt.line_cells(mask(*[(r, 3) for r in range(1, 7)])) == [(r, 3) for r in range(1, 7)]


def test_example_6_last_of_four_rolls_one_plain_die():
    state = out_of_round(table(4, starter=0, roller=0, to_move=0), [1, 2, 3])
    assert bt.dice_in_play(state) == 1
    state, events = RULES.apply(state, ("roll",))
    assert events == [{"type": "roll", "seat": 0, "dice_in_play": 1}]
    outcomes = RULES.chance_outcomes(state)
    assert len(outcomes) == 6 * 6 * 6 and all(len(o[3]) == 1 for o, _ in outcomes)
    assert abs(sum(p for _, p in outcomes) - 1) < 1e-12
    assert len(RULES.sample_chance(state, random.Random(1))[3]) == 1
    with pytest.raises(IllegalAction) as info:
        RULES.apply_chance(state, ("dice", 1, 1, (2, 3)))
    assert info.value.key == "buttons.err.bad_dice"


def test_example_7_two_players_one_out_rolls_two_plain_dice():
    state = table(2, starter=0, roller=0, to_move=0)
    state = replace(state, buttons=(mask((1, 1)), 0))
    state, events = RULES.apply(state, ("opt_out",))
    assert events[0]["dice_taken"] == 2 and events[0]["dice_in_play"] == 2
    state, events = RULES.apply(state, ("star", 1, 1))
    assert events[-1] == {"type": "turn_start", "seat": 1, "round": 1}
    state, _ = RULES.apply(state, ("roll",))
    outcomes = RULES.chance_outcomes(state)
    assert all(len(o[3]) == 2 for o, _ in outcomes) and len(outcomes) == 36 * 21
    assert abs(sum(p for _, p in outcomes) - 1) < 1e-12


def test_a_bust_with_two_players_takes_two_dice():
    state = table(2, starter=0, roller=0, to_move=0)
    state = replace(state, buttons=(mask((2, 2)), 0))
    state, events = rolled(state, 2, 1, (1, 3, 3, 1))
    assert events[1]["type"] == "bust" and events[1]["dice_taken"] == 2
    assert bt.dice_in_play(state) == 2 and state.taken == (2, 0)


# --- star placement, round end, game end ---------------------------------------------------


def test_star_placement_is_a_sequence_of_choices():
    state = table(2, starter=0, roller=0, to_move=0, bonus=((RED, BLUE), (YELLOW, GREEN)))
    buttons = pick_cells(0, {RED: 3, YELLOW: 1})
    state = replace(state, buttons=(buttons, 0))
    state, _ = RULES.apply(state, ("opt_out",))
    assert state.stars_left == 3  # 1 + red + red bonus
    legal = RULES.legal_actions(state)
    assert sorted(a[1:] for a in legal) == sorted(bt.row_col(i) for i in bt.cells_of(buttons))
    assert len(bt.suggest_stars(state)) == 3
    assert RULES.explain(state, ("roll",)).key == "buttons.err.stars_first"
    empty = next((r, c) for r in range(1, 7) for c in range(1, 7) if not buttons >> cell_of(r, c) & 1)
    assert RULES.explain(state, ("star", *empty)).key == "buttons.err.star_not_button"
    first = legal[0]
    state, events = RULES.apply(state, first)
    assert events == [
        {"type": "star_placed", "seat": 0, "row": first[1], "col": first[2], "left": 2, "stars": 1}
    ]
    assert RULES.explain(state, first).key == "buttons.err.star_there"
    state, _ = RULES.apply(state, RULES.legal_actions(state)[0])
    state, events = RULES.apply(state, RULES.legal_actions(state)[0])
    assert state.stars[0].bit_count() == 3 and state.buttons[0].bit_count() == 1
    assert state.phase == bt.TURN and state.roller == 1


def play_round_to_end(state, opt_seat_stars: int) -> tuple[ButtonsState, list]:
    """Seat 0 opts out (placing its stars), seat 1 busts: the round ends."""
    state, events = RULES.apply(state, ("opt_out",))
    while state.phase == bt.STARS:
        state, ev = RULES.apply(state, RULES.legal_actions(state)[0])
        events += ev
    return state, events


def test_round_end_passes_bonus_cards_and_red_starts():
    state = table(2, starter=0, roller=0, to_move=0, bonus=((RED, BLUE), (YELLOW, GREEN)))
    state = replace(state, buttons=(mask((1, 1)), mask((3, 3))))
    state = out_of_round(state, [1], bt.BUST)
    state = replace(state, buttons=(mask((1, 1)), 0))
    state, events = play_round_to_end(state, 1)
    kinds = [e["type"] for e in events]
    assert kinds == ["opted_out", "star_placed", "round_end", "bonus_passed", "round_start", "turn_start"]
    assert events[2]["earned"] == [1, 0] and events[2]["stars"] == [1, 0]
    assert state.bonus == ((YELLOW, GREEN), (RED, BLUE)) and state.starter == 1 and state.roller == 1
    assert state.round == 2 and state.buttons == (0, 0) and state.status == (bt.IN, bt.IN)
    assert state.taken == (0, 0) and state.history == ((1, 0),)
    assert events[4] == {
        "type": "round_start",
        "round": 2,
        "starter": 1,
        "bonus": [["yellow", "green"], ["red", "blue"]],
        "dice_in_play": 4,
    }


def test_bonus_cards_pass_clockwise_with_four_players():
    state = table(4, starter=0, roller=0, to_move=0, bonus=((RED,), (YELLOW,), (GREEN,), (BLUE,)))
    state = out_of_round(state, [1, 2, 3], bt.BUST)
    state = replace(state, buttons=(mask((6, 6)), 0, 0, 0))
    state, _ = play_round_to_end(state, 1)
    assert state.bonus == ((BLUE,), (RED,), (YELLOW,), (GREEN,)) and state.starter == 1


def test_a_line_wins_over_more_stars():
    column = mask(*[(r, 2) for r in (1, 2, 3, 4)])
    many = mask(*[(r, c) for r in (1, 3, 5) for c in (1, 3, 5)]) | mask((6, 2), (6, 4))  # 11 stars, no line
    state = table(2, starter=0, roller=0, to_move=0, stars=(column, many))
    state = out_of_round(state, [1], bt.BUST)
    state = replace(state, buttons=(mask((5, 2)), 0))
    state, events = play_round_to_end(state, 1)
    assert state.phase == bt.OVER and RULES.current_player(state) == TERMINAL
    over = events[-1]
    assert over == {"type": "game_over", "winners": [0], "reason": "line", "stars": [5, 11], "lines": [0]}
    outcome = RULES.outcome(state)
    assert outcome.places == (1, 2) and outcome.scores == (5, 11)
    assert outcome.explanation[0].key == "buttons.expl.line"


def test_twelve_stars_end_the_game_and_ties_are_shared():
    eleven = mask(*[(r, c) for r in (1, 3, 5) for c in (1, 3, 5)]) | mask((6, 2), (6, 4))
    twelve = eleven | mask((6, 6))
    state = table(2, starter=0, roller=0, to_move=0, stars=(eleven, twelve))
    state = out_of_round(state, [1], bt.BUST)
    state = replace(state, buttons=(mask((2, 2)), 0))
    state, events = play_round_to_end(state, 1)
    assert events[-1]["reason"] == "stars" and events[-1]["winners"] == [0, 1]
    outcome = RULES.outcome(state)
    assert outcome.places == (1, 1) and outcome.explanation[0].key == "buttons.expl.tie"


def test_no_end_below_twelve_without_a_line():
    state = table(2, starter=0, roller=0, to_move=0)
    state = out_of_round(state, [1], bt.BUST)
    state = replace(state, buttons=(mask((2, 2)), 0))
    state, events = play_round_to_end(state, 1)
    assert state.phase == bt.TURN and state.round == 2


# --- queries ---------------------------------------------------------------------------------


def brute_bust_probability(state: ButtonsState) -> float:
    rolling, _ = RULES.apply(state, ("roll",))
    total = 0.0
    for outcome, p in RULES.chance_outcomes(rolling):
        after, events = RULES.apply_chance(rolling, outcome)
        total += p * any(e["type"] == "bust" for e in events)
    return total


@pytest.mark.parametrize("players,out", [(4, []), (4, [2]), (3, [1, 2]), (2, [1])])
def test_bust_probability_is_exact(players, out):
    buttons = mask((1, 1), (1, 3), (2, 5), (3, 2), (4, 4), (4, 6), (5, 1), (6, 3), (6, 5))
    state = out_of_round(table(players, starter=0, roller=0, to_move=0), out)
    state = replace(
        state, buttons=(buttons,) + (0,) * (players - 1), stars=(mask((2, 1)),) + (0,) * (players - 1)
    )
    assert bt.bust_probability(state) == pytest.approx(brute_bust_probability(state), abs=1e-12)
    assert sum(bt.bust_by_row(state)) / 6 == pytest.approx(bt.bust_probability(state))
    assert bt.bust_by_row(state)[0] == pytest.approx(
        (5 / 6) ** (1 + bt.dice_in_play(state))
    )  # row 1: only (1,6)
    assert bt.bust_probability(replace(state, buttons=(0,) * players, stars=(0,) * players)) == 0.0


def test_legal_cells_query_matches_actions():
    state, _ = rolled(four_players_one_out(), 3, 5, (1, 5, 6))
    assert [("place", r, c) for r, c in bt.legal_cells(state)] == RULES.legal_actions(state)
    assert bt.legal_cells(table()) == []


# --- illegal actions and saves -----------------------------------------------------------------


@pytest.mark.parametrize(
    "action,key",
    [
        (("fly",), "buttons.err.bad_action"),
        ((), "buttons.err.bad_action"),
        ("roll", "buttons.err.bad_action"),
        (("place", 7, 1), "buttons.err.bad_action"),
        (("place", 1), "buttons.err.bad_action"),
        (("roll", 1), "buttons.err.bad_action"),
        (("place", 1, 1), "buttons.err.roll_first"),
        (("pass",), "buttons.err.roll_first"),
        (("star", 1, 1), "buttons.err.roll_first"),
        (("opt_out",), "buttons.err.opt_out_empty"),
    ],
)
def test_illegal_actions_leave_the_state_untouched(action, key):
    state = table()
    before = json.dumps(RULES.state_to_dict(state), sort_keys=True)
    with pytest.raises(IllegalAction) as info:
        RULES.apply(state, action)
    assert info.value.key == key
    assert json.dumps(RULES.state_to_dict(state), sort_keys=True) == before


def test_rolling_and_over_refuse_actions():
    state, _ = RULES.apply(table(), ("roll",))
    assert RULES.legal_actions(state) == []
    with pytest.raises(IllegalAction) as info:
        RULES.apply(state, ("roll",))
    assert info.value.key == "buttons.err.rolling"
    with pytest.raises(IllegalAction):
        RULES.apply_chance(table(), ("dice", 1, 1, (1, 1, 1, 1)))
    over = replace(table(2), phase=bt.OVER, to_move=TERMINAL)
    assert RULES.explain(over, ("roll",)).key == "buttons.err.game_over"


def random_game(seed: int, players: int, rng: random.Random, every=None):
    state = RULES.initial_state({"players": players}, seed)
    steps = 0
    while RULES.current_player(state) != TERMINAL:
        if state.to_move == CHANCE:
            state, events = RULES.apply_chance(state, RULES.sample_chance(state, rng))
        else:
            state, events = RULES.apply(state, rng.choice(RULES.legal_actions(state)))
        if every:
            every(state, events)
        steps += 1
        assert steps < 20000
    return state


def roundtrip(state):
    return RULES.state_from_dict(json.loads(json.dumps(RULES.state_to_dict(state))))


def test_save_and_load_mid_round_and_mid_star_placement():
    seen = set()

    def check(state, _events):
        if (
            state.phase not in seen
            or state.phase == bt.STARS
            and state.stars_left < state.earned[state.to_move]
        ):
            seen.add(state.phase)
            loaded = roundtrip(state)
            assert loaded == state
            assert RULES.legal_actions(loaded) == RULES.legal_actions(state)

    random_game(3, 3, random.Random(3), check)
    assert seen >= {bt.TURN, bt.ROLLING, bt.PLACE, bt.GOLD, bt.STARS, bt.OVER}
    # mid-star-placement, after one of several stars
    state = table(2, starter=0, roller=0, to_move=0, bonus=((RED, BLUE), (YELLOW, GREEN)))
    state = replace(state, buttons=(pick_cells(0, {RED: 3, BLUE: 3}), mask((2, 2))))
    state, _ = RULES.apply(state, ("opt_out",))
    state, _ = RULES.apply(state, RULES.legal_actions(state)[2])
    assert state.stars_left == 4
    assert roundtrip(state) == state


@pytest.mark.parametrize(
    "edit",
    [
        lambda d: d.update(schema=99),
        lambda d: d.update(game="farkle"),
        lambda d: d["buttons"][0].extend([[1, 1], [1, 2]]),
        lambda d: d["buttons"][0].append([7, 1]),
        lambda d: d.update(stars=[[[1, 1]], []], buttons=[[[1, 1]], []]),
        lambda d: d.update(taken=[3, 0]),
        lambda d: d.update(phase="dance"),
        lambda d: d.update(boards=[0, 0]),
        lambda d: d.update(bonus=[["red", "blue"], ["red", "green"]]),
        lambda d: d.update(starter=1),
        lambda d: d.update(dice={"white": 1, "gold": 1, "plain": [1, 1, 1, 1]}),
        lambda d: d.update(queue=[1]),
        lambda d: d.update(status=["in", "sleeping"]),
        lambda d: d.update(config={"players": 3, "boards": "random"}),
        lambda d: d.update(history=[[1, 0]]),
        lambda d: d.pop("round"),
        lambda d: d.update(round="1"),
    ],
)
def test_corrupt_saves_are_refused(edit):
    state = RULES.initial_state({"players": 2}, 4)
    state = replace(state, roller=state.starter, to_move=state.starter)
    data = json.loads(json.dumps(RULES.state_to_dict(state)))
    assert RULES.state_from_dict(data) == state
    edit(data)
    with pytest.raises(StateError):
        RULES.state_from_dict(data)


# --- invariants over random games ----------------------------------------------------------------


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4))
def test_invariants_hold_in_random_games(seed, players):
    rng = random.Random(seed)
    per_exit = bt.dice_per_exit(players)
    last_roll = [None]

    def check(state, events):
        for s in range(players):
            b = state.buttons[s]
            assert not bt.any_adjacent(b), "two adjacent buttons of one round"
            assert not b & state.stars[s]
        exits = sum(1 for st_ in state.status if st_ != bt.IN)
        if state.phase != bt.OVER:
            assert bt.dice_in_play(state) == bt.PLAIN_DICE - per_exit * exits
            assert sum(state.taken) == per_exit * exits
        for e in events:
            if e["type"] == "opted_out":
                assert 1 <= e["earned"] <= sum(e["counts"].values())
            if e["type"] == "roll":
                last_roll[0] = e["dice_in_play"]
            if e["type"] == "rolled":
                assert len(e["plain"]) == last_roll[0]
        if state.phase == bt.STARS:
            assert state.stars_left <= state.buttons[state.to_move].bit_count()

    final = random_game(seed, players, rng, check)
    outcome = RULES.outcome(final)
    assert min(outcome.places) == 1 and len(outcome.places) == players
    assert roundtrip(final) == final


def test_every_event_type_is_documented():
    seen: set[str] = set()
    rng = random.Random(8)
    for seed in range(6):
        random_game(seed, 2 + seed % 3, rng, lambda _s, ev: seen.update(e["type"] for e in ev))
    for kind in seen:
        assert f"  {kind} " in bt.__doc__
    assert {"turn_start", "game_over", "rolled", "placed", "bust", "opted_out", "star_placed"} <= seen


def test_the_fast_legality_test_agrees_with_legal_actions():
    rng = random.Random(12)
    candidates = [("roll",), ("opt_out",), ("pass",), ("roll", 1), ("place", 0, 1)]
    candidates += [(k, r, c) for k in ("place", "star") for r in range(1, 7) for c in range(1, 7)]

    def check(state, _events):
        if state.to_move >= 0:
            legal = set(RULES.legal_actions(state))
            for action in candidates:
                assert bt._is_legal(state, action) == (action in legal), action
                if action not in legal:
                    assert RULES.explain(state, action) is not None, action
            assert not bt._is_legal(state, ("place", 1, True))  # True == 1 in Python, but not a column

    for seed in range(3):
        random_game(seed, 2 + seed, rng, check)
