"""Farkle computer players and the generated policy tables."""

from __future__ import annotations

import importlib.util
import random
import struct
from dataclasses import replace
from pathlib import Path

import pytest

from game.ai import farkle_policy as P
from game.ai import farkle_win
from game.ai.base import ThinkingTask
from game.ai.farkle import decide_value, make_agent, reach_probability, should_bank
from game.games import make_agent as make_any_agent
from game.rules.base import CHANCE
from game.rules.farkle import LIMITS, RULES, FarkleState, score

LEVELS = ("easy", "medium", "hard")
TOOL = Path(__file__).resolve().parents[1] / "tools" / "make_farkle_policy.py"


def load_tool():
    spec = importlib.util.spec_from_file_location("make_farkle_policy", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def landed(state, dice):
    if state.phase != "rolling":
        state, _ = RULES.apply(state, ("roll",))
    return RULES.apply_chance(state, ("dice", tuple(sorted(dice))))[0]


def decide_state(kept, totals=(0, 0), seat=0, final_trigger=None, limit=5000, history=None):
    """A mid-turn state at the roll-or-bank point after keeping the groups ``kept``."""
    n = len(totals)
    if history is None:
        history = tuple((t,) if t else () for t in totals)
    return FarkleState(
        players=n,
        limit=limit,
        bankruptcy=False,
        seat=seat,
        phase="decide",
        kept=kept,
        turn_total=sum(score(g) for g in kept),
        totals=tuple(totals),
        history=history,
        final_trigger=final_trigger,
    )


# --- the generated tables ------------------------------------------------------------------
@pytest.fixture(scope="module")
def regenerated():
    tool = load_tool()
    options = {n: tool.roll_options(n) for n in range(1, 7)}
    return tool, options


def test_shipped_policy_matches_the_generator(regenerated):
    tool, options = regenerated
    cap = tool.cap_levels(options)
    assert cap == P.CAP
    low = cap - 60  # a top slice is exact on its own: levels >= cap bank
    roll = tool.solve_roll(options, cap, low)
    for n in range(1, 7):
        assert roll[n] == pytest.approx(P.ROLL[n][low:], abs=1e-3)
    reach = tool.solve_reach(options, 60)
    for n in range(1, 7):
        assert reach[n] == pytest.approx(P.REACH[n][:60], abs=1e-6)


def test_whole_roll_table_and_optimum_match(regenerated):
    tool, options = regenerated
    roll = tool.solve_roll(options, P.CAP)
    assert roll[6][0] == pytest.approx(P.V0, abs=1e-9)
    for n in range(1, 7):
        assert roll[n] == pytest.approx(P.ROLL[n], abs=1e-3)


def test_cap_is_where_banking_is_provably_optimal(regenerated):
    _, options = regenerated
    for n in range(1, 7):
        farkle = sum(p for p, opts in options[n] if not opts)
        expected_best = sum(p * max(s for s, _ in opts) * 50 for p, opts in options[n] if opts)
        assert farkle * P.CAP * 50 > expected_best
        assert should_bank(P.CAP * 50, n)


def test_one_die_value_by_hand():
    """ROLL(t, 1) just below the cap: 1/6 * (t+100 then 6 dice) + 1/6 * (t+50 then 6 dice)."""
    level = P.CAP - 3
    t = level * 50
    expected = (decide_value(t + 100, 6) + decide_value(t + 50, 6)) / 6
    assert P.ROLL[1][level] == pytest.approx(expected, abs=2e-3)


def test_hard_player_reaches_the_exact_optimum_and_the_others_do_not(regenerated):
    """Exact policy evaluation of real decisions: hard must be worth V(0,6), medium less, easy far less."""
    tool, _ = regenerated
    assert tool.evaluate_agent(make_agent(RULES, 0, "hard", 0)) == pytest.approx(P.V0, abs=1e-6)
    medium = tool.evaluate_agent(make_agent(RULES, 0, "medium", 0), levels=80)
    assert 0.95 * P.V0 < medium < P.V0 - 1


def test_reach_probabilities_are_sane():
    assert reach_probability(0, 3) == 1.0
    assert reach_probability(50, 6) == pytest.approx(1 - 0.0231481, abs=1e-5)  # 1 - P(farkle, 6 dice)
    assert reach_probability(50, 1) == pytest.approx(1 / 3, abs=1e-6)
    row = P.REACH[6]
    assert all(a >= b for a, b in zip(row, row[1:]))


# --- decisions ----------------------------------------------------------------------------------
def test_hard_keeps_a_lone_one_rather_than_one_and_fives():
    state = landed(RULES.initial_state(RULES.default_config(2)), (1, 5, 5, 2, 3, 4))
    assert make_agent(RULES, 0, "hard", 0).choose(state) == ("keep", (1,))
    assert make_agent(RULES, 0, "easy", 0).choose(state) == ("keep", (1, 5, 5))


def test_easy_banks_as_soon_as_it_may_and_hard_rolls_on_hot_dice():
    state = decide_state(((1, 1, 1, 5, 5, 5),))  # 2500, hot dice
    assert make_agent(RULES, 0, "easy", 0).choose(state) == ("bank",)
    assert make_agent(RULES, 0, "hard", 0).choose(state) == ("roll",)
    low = decide_state(((3, 3, 3, 5),))  # 350 cannot be banked
    assert all(make_agent(RULES, 0, lv, 0).choose(low) == ("roll",) for lv in LEVELS)


def test_medium_threshold_by_dice_left():
    medium = make_agent(RULES, 0, "medium", 0)
    assert medium.choose(decide_state(((1, 1, 1), (5,)))) == ("bank",)  # 1050, 2 dice left
    assert medium.choose(decide_state(((5,), (1, 1, 1)))) == ("bank",)  # 1050, 2 dice left
    assert medium.choose(decide_state(((1, 1, 1, 1, 5, 5),))) == ("roll",)  # 2100, hot dice
    assert medium.choose(decide_state(((1, 1, 1, 1, 1, 5),))) == ("bank",)  # 4050, hot dice


def test_final_round_trailing_hard_player_chases_the_leader():
    history = ((1000, 1000, 3200), (1000, 1000))
    kept = ((1, 1, 1),)
    state = decide_state(kept, totals=(5200, 2000), seat=1, final_trigger=0, history=history)
    RULES.state_from_dict(RULES.state_to_dict(state))  # a state a real game can reach
    assert make_agent(RULES, 1, "hard", 0).choose(state) == ("roll",)  # 1000 is not enough
    passing = replace(state, kept=((1, 1, 1, 1, 1), (5, 5, 5)), turn_total=4500)
    assert make_agent(RULES, 1, "hard", 0).choose(passing) == ("bank",)  # 6500 > 5200, last seat


def test_final_round_keep_maximises_the_chance_to_pass():
    history = ((1000, 1000, 3200), (1000, 1000))
    state = FarkleState(
        players=2,
        limit=5000,
        bankruptcy=False,
        seat=1,
        phase="rolling",
        totals=(5200, 2000),
        history=history,
        final_trigger=0,
    )
    state = landed(state, (1, 1, 5, 2, 3, 4))
    action = make_agent(RULES, 1, "hard", 0).choose(state)
    assert action in RULES.legal_actions(state)
    best = max(
        (a[1] for a in RULES.legal_actions(state)),
        key=lambda k: reach_probability(3250 - score(k), 6 - len(k)),
    )
    assert reach_probability(3250 - score(action[1]), 6 - len(action[1])) == reach_probability(
        3250 - score(best), 6 - len(best)
    )


def test_last_seat_reaching_the_limit_banks_even_with_hot_dice():
    state = decide_state(((1, 1, 1, 5, 5, 5),), totals=(3000, 2800), seat=1, history=((3000,), (2800,)))
    assert make_agent(RULES, 1, "hard", 0).choose(state) == ("bank",)  # 5300: the game ends, we win
    first = replace(state, seat=0, totals=(2800, 3000), history=((2800,), (3000,)))
    # seat 0 with a follower: banking 5300 leaves the follower a 2350+ turn to beat; 6 dice are cheap to roll
    assert make_agent(RULES, 0, "hard", 0).choose(first) == ("roll",)


def test_think_yields_and_thinking_task_finishes():
    state = landed(RULES.initial_state(RULES.default_config(2)), (1, 1, 5, 2, 3, 4))
    for level in LEVELS:
        agent = make_any_agent("farkle", 0, level, 3)
        gen = agent.think(state)
        assert next(gen) is None
        task = ThinkingTask(agent, state)
        while not task.step(0.004):
            pass
        assert task.action in RULES.legal_actions(state)


# --- whole games ----------------------------------------------------------------------------
def play(levels, seed, bankruptcy, limit=5000):
    rng = random.Random(seed)
    state = RULES.initial_state({"players": len(levels), "limit": limit, "bankruptcy": bankruptcy})
    agents = [make_agent(RULES, i, lv, seed + i) for i, lv in enumerate(levels)]
    for _ in range(20000):
        if RULES.is_over(state):
            return state
        seat = RULES.current_player(state)
        if seat == CHANCE:
            state, _ = RULES.apply_chance(state, RULES.sample_chance(state, rng))
        else:
            action = agents[seat].choose(state)
            assert action in RULES.legal_actions(state)
            state, _ = RULES.apply(state, action)
    raise AssertionError("game did not end")


@pytest.mark.parametrize("bankruptcy", [True, False])
@pytest.mark.parametrize("pair", [(a, b) for a in LEVELS for b in LEVELS])
def test_games_between_computer_players_end_with_a_valid_winner(pair, bankruptcy):
    for players in range(1, 7):
        levels = [pair[i % 2] for i in range(players)]
        state = play(levels, 100 * players + len(pair[0]), bankruptcy, limit=3000)
        out = RULES.outcome(state)
        assert out.winners
        if players == 1:
            assert state.totals[0] >= 3000 and out.scores == (len(state.history[0]),)
        else:
            top = max(state.totals)
            assert top >= 3000 and all(state.totals[w] == top for w in out.winners)
            assert state.totals[state.final_trigger] >= 3000
        assert RULES.state_from_dict(RULES.state_to_dict(state)) == state


# --- the two-player win table (game/ai/farkle_win.py, tools/make_farkle_win.py) ----------------
def far_behind_state(limit=3000):
    """Seat 1 of 2 with 1000 against 2900, 1650 this turn after hot dice, four dice to roll."""
    kept = ((2, 2, 3, 3, 6, 6), (1, 5))
    history = ((1500, 1400), (1000,))
    return decide_state(kept, totals=(2900, 1000), seat=1, limit=limit, history=history)


@pytest.mark.parametrize("limit", farkle_win.limits())
def test_win_table_is_a_probability_monotone_in_both_totals(limit):
    tbl = farkle_win.table(limit)
    scores = range(0, limit, 50)
    for seat in (0, 1):
        for mine in scores:
            row = [tbl.win(seat, mine, theirs) for theirs in scores]
            assert all(0.0 <= w <= 1.0 for w in row)
            assert all(a >= b - 2e-4 for a, b in zip(row, row[1:]))  # the opponent's points hurt
        for theirs in scores:
            col = [tbl.win(seat, mine, theirs) for mine in scores]
            assert all(a <= b + 2e-4 for a, b in zip(col, col[1:]))  # own points help


@pytest.mark.parametrize("limit", farkle_win.limits())
def test_win_table_seat_order_and_the_end(limit):
    """The first seat moves at level totals with less than even chances (the second seat answers
    its final turn); the last seat, which ends the game on reaching the limit, with more."""
    tbl = farkle_win.table(limit)
    assert tbl.win(0, 0, 0) < 0.5 < tbl.win(1, 0, 0)
    near = limit - 100
    assert tbl.win(1, near, near) > 0.5 > tbl.win(0, near, near)
    # any bankable turn of the last seat wins (to 1000 an opponent at 0 may still get there first)
    assert tbl.win(1, limit - 50, 0) > (0.95 if limit >= 2000 else 0.9)
    assert tbl.after_bank(1, limit, limit - 50) == 1.0
    assert tbl.after_bank(0, limit + 2000, 0) > tbl.after_bank(0, limit, 0)  # harder to catch


@pytest.mark.parametrize("limit", farkle_win.limits())
def test_win_table_is_the_value_of_its_own_turn(limit):
    """Bellman check: playing one turn exactly (every roll and keep, the table's bank choices)
    from the table's values gives the table's value back."""
    tbl = farkle_win.table(limit)
    for seat, mine, theirs in (
        (0, 0, 0),
        (1, 0, 0),
        (0, limit // 2, limit // 150 * 50),  # totals are multiples of 50
        (1, limit - 500, limit - 300),
    ):
        turn = farkle_win.TurnValues(tbl, seat, mine, theirs)
        assert turn.roll(0, 6, first_roll=True) == pytest.approx(tbl.win(seat, mine, theirs), abs=2e-3)


def test_hard_keeps_rolling_far_behind_near_the_end_where_the_points_policy_banks():
    state = far_behind_state()
    RULES.state_from_dict(RULES.state_to_dict(state))  # a state a real game can reach
    assert should_bank(state.turn_total, state.dice_to_roll)  # 1650 with 4 dice: points say bank
    assert make_agent(RULES, 1, "hard", 0).choose(state) == ("roll",)
    chances = dict(farkle_win.win_chances(state))
    assert chances[("roll",)] > chances[("bank",)] + 0.01
    # the same turn total with the scores level: bank, as the points policy does
    level = replace(state, totals=(1000, 1000), history=((500, 500), (1000,)))
    assert make_agent(RULES, 1, "hard", 0).choose(level) == ("bank",)


def test_bank_policy_rolls_on_just_below_the_limit_where_reaching_it_ends_the_game():
    """Not a threshold: the last seat banks 1,900 with four dice but rolls on at 1,950 (one more
    scoring die reaches 2,000 and ends the game won) and banks again from 2,000."""
    tbl = farkle_win.table(2000)
    assert [tbl.banks(1, 0, 0, t, 4) for t in (1500, 1900, 1950, 2000)] == [True, True, False, True]
    assert should_bank(1950, 4)  # the points policy banks there


def test_win_chances_lists_every_decision_and_the_hard_player_takes_the_best():
    rng = random.Random(5)
    state = RULES.initial_state({"players": 2, "limit": 3000, "bankruptcy": True})
    agents = [make_agent(RULES, seat, "hard", seat) for seat in (0, 1)]
    checked = 0
    while not RULES.is_over(state):
        if RULES.current_player(state) == CHANCE:
            state, _ = RULES.apply_chance(state, RULES.sample_chance(state, rng))
            continue
        chances = farkle_win.win_chances(state)
        legal = RULES.legal_actions(state)
        assert sorted(a for a, _ in chances) == sorted(legal)
        assert all(0.0 <= p <= 1.0 for _, p in chances)
        assert [p for _, p in chances] == sorted((p for _, p in chances), reverse=True)
        action = agents[state.seat].choose(state)
        if state.phase == "decide" and not state.final_round:
            assert dict(chances)[action] == pytest.approx(chances[0][1], abs=2e-3)
        checked += 1
        state, _ = RULES.apply(state, action)
    assert checked > 30
    assert farkle_win.win_chances(RULES.initial_state({"players": 3, "limit": 3000})) == []


def test_win_chances_think_in_slices_and_slicing_changes_nothing(monkeypatch):
    """``win_chances`` runs ``win_chance_steps`` at once: stepped slice by slice it yields many
    times and returns the same values as one slice holding the whole turn."""
    states = [
        RULES.initial_state({"players": 2, "limit": 3000, "bankruptcy": True}),
        FarkleState(2, 3000, True, 0, "keep", (1, 1, 5, 3, 4, 6), (), 0, (1200, 2100), ((), ())),
        FarkleState(2, 5000, False, 1, "decide", (), ((5,),), 450, (4650, 3200), ((), ())),
    ]
    for state in states:
        steps = farkle_win.win_chance_steps(state)
        yields = 0
        while True:
            try:
                next(steps)
            except StopIteration as stop:
                sliced = stop.value
                break
            yields += 1
        assert yields > 5, state
        assert sliced == farkle_win.win_chances(state)
        monkeypatch.setattr(farkle_win, "FILL_SLICE", 10**9)
        assert farkle_win.win_chances(state) == sliced
        whole = farkle_win.turn_values(state)
        assert len(list(whole.fill_steps(state.turn_total, state.dice_to_roll))) == 0
        monkeypatch.undo()


def test_limits_below_a_table_read_the_next_larger_one_with_the_totals_raised():
    """A game to 2,500 from 0:0 is a game to 3,000 from 500:500 (bankruptcy aside): no total is
    clamped, so a bank early in the game counts (the old shift from below read 400 as 0)."""
    for limit, above in ((2500, 3000), (4000, 5000), (7500, 10000), (500, 1000)):
        tbl, big = farkle_win.table(limit), farkle_win.table(above)
        d = above - limit
        assert (tbl.limit, tbl.shift, tbl.levels) == (limit, -d, above // 50)
        for mine, theirs in ((0, 0), (400, 0), (0, 450), (limit - 450, limit - 900)):
            assert tbl.win(0, mine, theirs) == big.win(0, mine + d, theirs + d)
            assert tbl.banks(1, mine, theirs, 600, 3) == big.banks(1, mine + d, theirs + d, 600, 3)
        assert tbl.win(0, 400, 0) > tbl.win(0, 0, 0)
    assert farkle_win.table(min(farkle_win.limits()) - 50).shift == -50


@pytest.mark.parametrize("limit", (2500, 4000, 7500, 15000, 20000))
def test_limits_without_a_table_give_a_probability_monotone_in_both_totals(limit):
    """From 0 to the limit: a chance in [0, 1], never lower for more own points, never higher
    for more of the opponent's (both seats, both bankruptcy settings)."""
    step = max(50, limit // 60 // 50 * 50)
    totals = range(0, limit, step)
    for bankruptcy in (True, False):
        tbl = farkle_win.table(limit, bankruptcy)
        for seat in (0, 1):
            grid = [[tbl.win(seat, i, j) for j in totals] for i in totals]
            assert all(0.0 <= w <= 1.0 for row in grid for w in row)
            assert all(
                a <= b
                for j in range(len(grid))
                for a, b in zip((r[j] for r in grid), (r[j] for r in grid[1:]))
            )
            assert all(a >= b for row in grid for a, b in zip(row, row[1:]))
            assert grid[-1][0] > grid[0][0] > grid[0][-1]


def test_limits_above_the_largest_table_keep_the_distance_to_the_limit_near_the_end():
    """15,000 and 20,000 read the 10,000 table: within its last half the same distance to the
    limit (exact there), farther out squeezed, so an early lead still counts (no clamp)."""
    base = max(farkle_win.limits())
    small = farkle_win.table(base)
    for limit in (base + base // 2, 2 * base):
        tbl = farkle_win.table(limit)
        assert (tbl.limit, tbl.levels) == (limit, base // 50)
        assert tbl.win(0, limit - 1000, limit - 1500) == small.win(0, base - 1000, base - 1500)
        assert tbl.banks(1, limit - 500, limit - 750, 600, 3) == small.banks(
            1, base - 500, base - 750, 600, 3
        )
        assert tbl.win(0, 2000, 0) > tbl.win(0, 0, 0) > tbl.win(0, 0, 2000)


# seat 0's share of hard-vs-hard play-outs from the start of its turn (ties half), 10,000 games
# each (95% error bar about 1 point): python -m bench.farkle_win_check 10000 15000 20000
PLAYOUTS = {
    (15000, 0, 0): 0.496,
    (15000, 3750, 0): 0.666,
    (15000, 7500, 9000): 0.361,
    (20000, 0, 0): 0.501,
    (20000, 5000, 0): 0.656,
    (20000, 10000, 12000): 0.368,
}


@pytest.mark.parametrize("limit,mine,theirs", sorted(PLAYOUTS))
def test_chances_far_below_a_limit_above_the_largest_table_agree_with_play_outs(limit, mine, theirs):
    """The coach's chance for the turn ahead (the squeezed 10,000 table) is within 2.5 points of
    the play-outs (issue 28 asks for 3); with the lead squeezed by the square root, 10,000:12,000
    at 20,000 read 33.7% for 36.8%."""
    from game.coach import advise

    state = replace(RULES.initial_state({"players": 2, "limit": limit, "bankruptcy": True}, 0), seat=0)
    state = replace(state, totals=(mine, theirs))
    assert abs(advise("farkle", state)[0].value - PLAYOUTS[(limit, mine, theirs)]) < 0.025


def test_win_table_is_shipped_small_in_the_web_build():
    from game import build_web

    assert "game/ai/farkle_win.bin" in build_web.staged_files()
    assert farkle_win.DATA.stat().st_size < 400_000  # zlib inside: about its size in the archive


def test_the_presets_from_1000_to_10000_have_their_own_table():
    """1000, 1500 and the main presets are solved exactly: hard at 10,000 plays its own table,
    not the 5,000 one shifted; the other presets read the next larger one (or, above the
    largest, the largest one)."""
    assert set(farkle_win.limits()) >= {1000, 1500, *LIMITS}
    for limit in (1000, 1500, *LIMITS):
        tbl = farkle_win.table(limit)
        assert (tbl.limit, tbl.shift, tbl.levels) == (limit, 0, limit // 50)
    state = RULES.initial_state({"players": 2, "limit": 10000, "bankruptcy": True})
    assert make_agent(RULES, 0, "hard", 0)._win_view(state)[0] is farkle_win.table(10000)
    shifted = {limit: farkle_win.table(limit).shift for limit in (2500, 4000, 7500, 15000, 20000)}
    assert shifted == {2500: -500, 4000: -1000, 7500: -2500, 15000: 5000, 20000: 10000}


def test_the_10000_table_differs_from_the_5000_one_shifted_far_from_the_end():
    """The shift is exact only when both totals are past 5,000 (bankruptcy aside): early in a
    game to 10,000 the own table's chances differ (the shifted table counts 0 as 5,000)."""
    own, shifted = farkle_win.table(10000), farkle_win.table(5000).shifted(5000)
    assert abs(own.win(0, 0, 0) - shifted.win(0, 0, 0)) > 0.005
    assert own.win(1, 9500, 9000) == pytest.approx(shifted.win(1, 9500, 9000), abs=0.01)


def test_hard_plays_to_win_at_1000_where_it_used_to_play_for_points():
    """Far behind near the end of a game to 1000 (0 against 900, 500 this turn with three dice
    left), hard rolls on where the points policy banks."""
    state = decide_state(((5, 5, 5),), totals=(900, 0), seat=1, limit=1000, history=((500, 400), (0,)))
    RULES.state_from_dict(RULES.state_to_dict(state))
    assert should_bank(state.turn_total, state.dice_to_roll)
    assert make_agent(RULES, 1, "hard", 0).choose(state) == ("roll",)


def load_win_tool():
    spec = importlib.util.spec_from_file_location("make_farkle_win", TOOL.parent / "make_farkle_win.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_generator_reproduces_the_shipped_policy_from_the_shipped_table(tmp_path):
    """One more exact sweep from the shipped 2000 table changes no value beyond its 16-bit
    rounding and writes the same bank policy, decision for decision; the file's layout reads
    back what was written."""
    tool = load_win_tool()
    solver = tool.Solver(tool.Menus(), 2000, True)
    assert solver.resume(farkle_win.DATA)
    assert solver.solve(tol=2e-5, log=lambda *a: None) == 1
    out = tmp_path / "w.bin"
    tool.write(out, [tool.table_of(solver)], solver.g)
    shipped = farkle_win.DATA.read_bytes()
    mine = out.read_bytes()
    head = 8 + 6 * solver.g.shape[1] * 2
    assert mine[8:head] == shipped[8:head]  # the final-round table G (bytes 4-8: table count)
    w, policy = tool.read(out, with_policy=True)[(40, True)]
    w0, policy0 = tool.read(farkle_win.DATA, with_policy=True)[(40, True)]
    assert (policy == policy0).all() and (policy == solver.policy).all()
    assert abs(w - w0).max() <= 1 / 65535 and abs(w - solver.W).max() <= 0.5 / 65535 + 1e-9


def test_medium_model_of_the_best_reply_is_a_whole_turn():
    tool = load_win_tool()
    banked, later = tool.medium_turn()
    assert sum(banked.values()) + later + farkle_win.farkle_chance(6) == pytest.approx(1, abs=1e-12)
    assert min(banked) * 50 == tool.MEDIUM_BANK_AT[1]  # medium banks 400 at the earliest


def clear_win_caches():
    for cached in (farkle_win._load, farkle_win.table):
        cached.cache_clear()
    farkle_win._TABLES.clear()


@pytest.mark.parametrize(
    "content", [None, b"", b"FKW2\x01\x00", b"FKW2" + bytes(5000), b"FKW1" + bytes(5000)]
)
def test_a_missing_or_damaged_win_table_leaves_hard_on_the_points_policy(tmp_path, monkeypatch, content):
    path = tmp_path / "farkle_win.bin"
    if content is not None:
        path.write_bytes(content)
    monkeypatch.setattr(farkle_win, "DATA", path)
    clear_win_caches()
    try:
        assert farkle_win.table(5000) is None and farkle_win.win_chances(far_behind_state()) == []
        assert make_agent(RULES, 1, "hard", 0).choose(far_behind_state(5000)) == ("bank",)  # points
    finally:
        clear_win_caches()


def test_a_damaged_table_inside_the_file_is_skipped_for_the_next_smaller_one(tmp_path, monkeypatch):
    """A flipped byte in the largest table's zlib block fails its checksum: a game to that limit
    then plays on the next smaller table shifted, the other limits keep their own, and nothing
    raises."""
    big = max(farkle_win.limits())
    smaller = max(limit for limit in farkle_win.limits() if limit < big)
    data = bytearray(farkle_win.DATA.read_bytes())
    at = 8 + 6 * struct.unpack_from("<H", data, 6)[0] * 2
    while struct.unpack_from("<H", data, at)[0] != big // 50:  # find the largest table
        at += 8 + struct.unpack_from("<I", data, at + 4)[0]
    data[at + 8 + 1000] ^= 0xFF
    path = tmp_path / "farkle_win.bin"
    path.write_bytes(bytes(data))
    monkeypatch.setattr(farkle_win, "DATA", path)
    clear_win_caches()
    try:
        assert farkle_win._unpack((big, True)) is None
        tbl = farkle_win.table(big)
        assert (tbl.levels, tbl.shift) == (smaller // 50, big - smaller)
        assert farkle_win.table(smaller).shift == 0 and farkle_win.table(1000).shift == 0
        state = RULES.initial_state({"players": 2, "limit": big, "bankruptcy": True})
        assert farkle_win.win_chances(state)
        assert make_agent(RULES, 1, "hard", 0).choose(far_behind_state(big)) in (("bank",), ("roll",))
    finally:
        clear_win_caches()


def test_the_first_use_of_a_table_unpacks_it_in_slices():
    """The 10,000 table is 1.6 MB unpacked: its first use (hard's first decision, the coach's
    first advice) takes several slices of at most UNPACK_SLICE bytes; later uses none."""
    clear_win_caches()
    try:
        steps, yields = farkle_win.table_steps(10000), 0
        while True:
            try:
                next(steps)
                yields += 1
            except StopIteration as stop:
                tbl = stop.value
                break
        assert tbl.levels == 200 and yields >= 1_600_000 // farkle_win.UNPACK_SLICE
        assert list(farkle_win.table_steps(10000)) == []
        state = RULES.initial_state({"players": 2, "limit": 10000, "bankruptcy": True})
        assert farkle_win.table(10000) is tbl and make_agent(RULES, 0, "hard", 0).choose(state) == ("roll",)
    finally:
        clear_win_caches()
