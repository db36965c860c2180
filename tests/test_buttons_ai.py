"""Buttons computer players: legal, deterministic, sliced, and each level does what it promises."""

from __future__ import annotations

import random
from dataclasses import replace
from itertools import combinations

import pytest

from game.ai import buttons as ai
from game.ai.base import ThinkingTask
from game.ai.buttons import make_agent
from game.rules import buttons as bt
from game.rules.base import CHANCE, TERMINAL
from game.rules.buttons import RULES, cell_of

RED, YELLOW, GREEN, BLUE = range(4)


def mask(*cells) -> int:
    m = 0
    for r, c in cells:
        m |= 1 << cell_of(r, c)
    return m


def play(levels, seed: int, check=None):
    """A whole game between ``levels``; every chosen action must be legal."""
    agents = [make_agent(RULES, s, lv, seed * 7 + s) for s, lv in enumerate(levels)]
    state = RULES.initial_state({"players": len(levels)}, seed)
    rng = random.Random(seed)
    actions = []
    while RULES.current_player(state) != TERMINAL:
        if state.to_move == CHANCE:
            state, _ = RULES.apply_chance(state, RULES.sample_chance(state, rng))
            continue
        action = agents[state.to_move].choose(state)
        assert action in RULES.legal_actions(state)
        if check:
            check(state, action)
        actions.append(action)
        state, _ = RULES.apply(state, action)
        assert len(actions) < 5000
    return state, actions


@pytest.mark.parametrize(
    "levels",
    [
        ("easy", "medium"),
        ("medium", "hard"),
        ("hard", "easy"),
        ("hard", "hard"),
        ("easy", "medium", "hard"),
        ("hard", "easy", "medium", "hard"),
        ("easy", "easy", "easy", "medium"),
    ],
)
def test_whole_games_between_levels_end(levels):
    state, _ = play(levels, seed=len(levels) * 11 + sum(map(len, levels)))
    outcome = RULES.outcome(state)
    assert len(outcome.places) == len(levels) and min(outcome.places) == 1
    assert state.end_reason in ("line", "stars")


def test_same_seed_same_game():
    assert play(("hard", "medium"), 5)[1] == play(("hard", "medium"), 5)[1]


def turn_state(players=2, **changes):
    state = RULES.initial_state({"players": players, "boards": "fixed"}, 0)
    return replace(state, starter=0, roller=0, to_move=0, **changes)


def test_easy_opts_out_at_a_fixed_number_of_buttons():
    agent = make_agent(RULES, 0, "easy", 1)
    assert agent.choose(turn_state(buttons=(mask((1, 1), (3, 3)), 0))) == ("roll",)
    assert agent.choose(turn_state(buttons=(mask((1, 1), (3, 3), (5, 5)), 0))) == ("opt_out",)


def test_medium_opts_out_when_the_bust_risk_is_high():
    agent = make_agent(RULES, 0, "medium", 1)
    low = turn_state(buttons=(mask((1, 1)), 0))
    assert bt.bust_probability(low) < ai.MEDIUM_RISK and agent.choose(low) == ("roll",)
    crowded = mask(*[(r, c) for r in range(1, 7) for c in range(1, 7) if (r + c) % 2 == 0 and r != 6])
    high = turn_state(buttons=(crowded, 0))
    assert bt.bust_probability(high) > ai.MEDIUM_RISK and agent.choose(high) == ("opt_out",)


def test_hard_opts_out_when_that_completes_a_line():
    stars = mask((1, 4), (2, 4), (3, 4), (4, 4))
    state = turn_state(stars=(stars, 0), buttons=(mask((5, 4)), 0))
    assert make_agent(RULES, 0, "hard", 1).choose(state) == ("opt_out",)
    state, _ = RULES.apply(state, ("opt_out",))
    assert make_agent(RULES, 0, "hard", 1).choose(state) == ("star", 5, 4)


def test_hard_rolls_early_in_a_round():
    state = turn_state(buttons=(mask((2, 2)), 0))
    assert make_agent(RULES, 0, "hard", 1).choose(state) == ("roll",)


def test_hard_places_stars_toward_a_line():
    stars = mask((1, 2), (2, 2), (3, 2))
    buttons = mask((4, 2), (6, 6), (1, 5), (5, 5))
    state = turn_state(stars=(stars, 0), buttons=(buttons, 0), phase=bt.STARS, status=(bt.OPTED, bt.IN))
    state = replace(state, taken=(2, 0), earned=(1, 0), stars_left=1)
    assert make_agent(RULES, 0, "hard", 1).choose(state) == ("star", 4, 2)
    assert make_agent(RULES, 0, "medium", 1).choose(state) == ("star", 4, 2)


def test_best_stars_is_the_true_best_when_exhaustive():
    rng = random.Random(4)
    for _ in range(30):
        stars = sum(1 << i for i in rng.sample(range(36), 5))
        free = [i for i in range(36) if not stars >> i & 1]
        buttons = sum(1 << i for i in rng.sample(free, 7))
        k = rng.randint(1, 4)
        gain, chosen = ai.best_stars(stars, buttons, k)
        brute = max(
            ai.star_value(stars | sum(1 << i for i in combo)) - ai.star_value(stars)
            for combo in combinations(bt.cells_of(buttons), k)
        )
        assert gain == pytest.approx(brute) and chosen.bit_count() == k and chosen & ~buttons == 0


def test_medium_takes_a_gold_cell_that_completes_a_set():
    board = 0
    reds = [i for i in range(36) if bt.BOARDS[board][i] == RED]
    # two red buttons far apart, and a roll offering a third red cell far from both
    for a, b, c in combinations(reds, 3):
        chosen = (1 << a) | (1 << b)
        if not bt.any_adjacent(chosen | 1 << c) and not bt.NEIGHBOURS[c] & chosen:
            break
    row, col = bt.row_col(c)
    state = turn_state(buttons=(0, chosen), boards=(1, board))
    state = replace(state, phase=bt.GOLD, to_move=1, dice=(row, col, (1, 1, 1, 1)), queue=(1,))
    state = replace(state, buttons=(0, chosen))
    assert RULES.legal_actions(state) == [("place", row, col), ("pass",)]
    assert make_agent(RULES, 1, "medium", 1).choose(state) == ("place", row, col)
    assert make_agent(RULES, 1, "hard", 1).choose(state) == ("place", row, col)


@pytest.mark.parametrize(
    ("boards", "chosen", "cell", "expected"),
    [
        ((3, 6), 0b100000000000010000100001000000000001, (6, 1), ("place", 6, 1)),
        ((5, 3), 0b100000000001000000000000000010, (4, 3), ("pass",)),
    ],
)
def test_hard_judges_a_gold_cell_on_its_own_board_not_the_rollers(boards, chosen, cell, expected):
    """Seat 1 decides on seat 0's roll. These cases were searched so that judging the cell on the
    roller's board (seat 0's) gives the opposite answer; medium's simple rule agrees with hard."""
    row, col = cell
    state = turn_state(buttons=(0, chosen), boards=boards)
    state = replace(state, phase=bt.GOLD, to_move=1, dice=(row, col, (1, 1, 1, 1)), queue=(1,))
    assert RULES.legal_actions(state) == [("place", row, col), ("pass",)]
    assert make_agent(RULES, 1, "hard", 1).choose(state) == expected
    assert make_agent(RULES, 1, "medium", 1).choose(state) == expected


def test_hard_thinks_in_small_slices():
    state = turn_state(buttons=(mask((1, 1), (3, 3), (5, 5), (2, 6)), 0))
    task = ThinkingTask(make_agent(RULES, 0, "hard", 1), state)
    while not task.step(0.0):
        pass
    assert task.slices > 3 and task.action in RULES.legal_actions(state)


def test_forced_choices_need_no_thinking():
    state = turn_state()
    task = ThinkingTask(make_agent(RULES, 0, "hard", 1), state)
    assert task.step(0.0) and task.action == ("roll",)


def test_hard_keeps_rolling_when_only_a_line_can_still_win():
    crowded = mask(*[(r, c) for r in range(1, 7) for c in range(1, 7) if (r + c) % 2 == 0 and r != 6])
    their_line = mask(*[(r, 1) for r in range(1, 6)])
    state = turn_state(buttons=(crowded, 0), stars=(0, their_line), status=(bt.IN, bt.OPTED), taken=(0, 2))
    assert bt.bust_probability(state) > 0.5
    assert make_agent(RULES, 0, "hard", 1).choose(state) == ("roll",)
    assert make_agent(RULES, 0, "hard", 1).choose(replace(state, stars=(0, 0))) == ("opt_out",)
