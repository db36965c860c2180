"""Star Rows rules: the spec's worked examples, the turn flow, placing in any order,
tasks and bonuses, the end of the game, property tests over random play, illegal
actions and saved-state validation."""

from __future__ import annotations

import json
import math
import random
from dataclasses import fields, replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import i18n
from game.locale import starrows as strings
from game.rules import starrows as sr
from game.rules.base import CHANCE, TERMINAL, ConfigError, IllegalAction, StateError
from game.rules.starrows import RULES, StarRowsState


def start(players=2) -> StarRowsState:
    return RULES.initial_state({"players": players}, 0)


def pad(dice, fill=None):
    """The spec's examples list 8 dice; fill up to the tuned dice count with ``fill``
    (default: the last die listed), so they hold for any DICE >= 8."""
    dice = tuple(dice)
    return dice + (fill if fill is not None else dice[-1],) * (sr.DICE - len(dice))


def roll_final(state, dice, fill=None):
    """From the start of a turn: roll ``dice`` (padded) and keep them (the roll becomes final)."""
    dice = pad(dice, fill)
    state, _ = RULES.apply(state, ("roll",))
    state, _ = RULES.apply_chance(state, ("dice", tuple(sorted(dice))))
    state, events = RULES.apply(state, ("stop",))
    assert state.phase == sr.PLACE
    return state, events


def with_board(state, seat=0, fields=None, markers=None, coins=None, **shared):
    """A copy of ``state`` where seat ``seat`` has the given fields (row -> filled), markers, coins."""
    row_fields = list(state.fields[seat])
    for row, f in (fields or {}).items():
        row_fields[row - 1] = f
    new = replace(
        state,
        fields=sr._set(state.fields, seat, tuple(row_fields)),
        markers=sr._set(
            state.markers, seat, tuple(sorted(markers if markers is not None else state.markers[seat]))
        ),
        coins=sr._set(state.coins, seat, coins if coins is not None else state.coins[seat]),
    )
    return replace(new, **shared)


def types(events):
    return [e["type"] for e in events]


def key_message(key):
    return key in strings.EN and key in strings.DE


# --- worked examples ------------------------------------------------------------------------
def test_example_1_four_complete_the_row_three_are_surplus_and_first_gets_two_more():
    state = with_board(start(), fields={5: 2}, markers=[5])
    state, _ = roll_final(state, (5, 5, 5, 5, 5, 5, 5, 2))
    preview = RULES.preview_advance(state, 5)
    assert preview["completes"] and preview["used"] == 4 and preview["surplus"] == 3
    state, events = RULES.apply(state, ("advance", 5))
    assert types(events) == ["advance", "row_done", "surplus", "bonus"] + ["coin_star"] * sr.coin_stars(5)
    assert state.row_stars[0][4] == 1 and state.fields[0][4] == 0 and 5 not in state.markers[0]
    surplus = next(e for e in events if e["type"] == "surplus")
    bonus = next(e for e in events if e["type"] == "bonus")
    assert surplus["count"] == 3 and bonus["amount"] == 2 and bonus["place"] == 1
    assert state.coins[0] == 3 + 2 == 5
    assert state.stars(0) == 1 + sr.coin_stars(5)
    assert 5 not in state.left


def test_example_1_second_player_gets_one_more_and_third_none():
    base = start(3)
    seat1 = with_board(base, seat=1, fields={5: 2}, markers=[5])
    seat1 = replace(seat1, seat=1, turns=(1, 0, 0), row_order=sr._set(base.row_order, 4, (0,)))
    seat1 = replace(seat1, row_stars=sr._set(base.row_stars, 0, (0, 0, 0, 0, 1, 0)))
    state, _ = roll_final(seat1, (5, 5, 5, 5, 5, 5, 5, 2))
    state, events = RULES.apply(state, ("advance", 5))
    assert state.coins[1] == sr.START_COINS[3][1] + 3 + 1
    assert state.row_order[4] == (0, 1)
    seat2 = with_board(state, seat=2, fields={5: 2}, markers=[5])
    seat2 = replace(
        seat2, seat=2, turns=(1, 1, 0), phase=sr.START, dice=(), left=(), rolls=0, advanced=(), completed=()
    )
    state, _ = roll_final(seat2, (5, 5, 5, 5, 1, 1, 2, 2))
    state, events = RULES.apply(state, ("advance", 5))
    assert "bonus" not in types(events) and "surplus" not in types(events)
    assert state.coins[2] == sr.START_COINS[3][2] and state.row_stars[2][4] == 1


def test_example_2_place_a_marker_then_two_fields_no_surplus():
    state = with_board(start(), markers=[1, 3])
    state, _ = roll_final(state, (2, 2, 2, 2, 2, 4, 5, 6), fill=1)
    assert RULES.hint_rows(state) == {2: "mark"}
    assert RULES.explain_advance(state, 2).key == "starrows.err.no_marker"
    state, events = RULES.apply(state, ("mark", 2))
    assert events == [{"type": "mark", "seat": 0, "row": 2, "free": 0}]
    state, events = RULES.apply(state, ("advance", 2))
    assert state.fields[0][1] == 1 and events[0]["used"] == 2
    state, events = RULES.apply(state, ("advance", 2))
    assert state.fields[0][1] == 2 and events[0]["used"] == 3
    assert (
        state.left == tuple(sorted((4, 5, 6) + (1,) * (sr.DICE - 8)))
        and state.coins[0] == 0
        and types(events) == ["advance"]
    )


def test_example_3_no_free_marker_means_the_sixes_are_lost():
    state = with_board(start(), fields={1: 1, 3: 1, 4: 2}, markers=[1, 3, 4])
    state, _ = roll_final(state, (6, 6, 6, 6, 2, 2, 5, 5))
    assert RULES.explain_advance(state, 6).key == "starrows.err.no_marker"
    assert RULES.explain_mark(state, 6).key == "starrows.err.no_free_marker"
    assert RULES.legal_actions(state) == [("end",)]
    assert RULES.hint_rows(state) == {}
    before = RULES.state_to_dict(state)
    for action in (("advance", 6), ("mark", 6)):
        with pytest.raises(IllegalAction):
            RULES.apply(state, action)
    assert RULES.state_to_dict(state) == before
    state, events = RULES.apply(state, ("end",))
    assert events[-2]["type"] == "turn_end" and events[-2]["lost"] == sr.DICE


def test_example_4_coins_8_plus_3_pass_field_10_for_a_star():
    base = start()
    state = with_board(
        base, fields={3: 2}, markers=[3], coins=8, row_order=sr._set(base.row_order, 2, (1, 0))
    )
    state = replace(state, row_stars=sr._set(state.row_stars, 1, (0, 0, 1, 0, 0, 0)))
    state = replace(state, row_stars=sr._set(state.row_stars, 0, (0, 0, 1, 0, 0, 0)))
    before = state.stars(0)
    state, _ = roll_final(state, (3, 3, 3, 3, 3, 3, 3, 1))
    state, events = RULES.apply(state, ("advance", 3))
    assert state.coins[0] == 11
    stars = [e for e in events if e["type"] == "coin_star"]
    assert [e["field"] for e in stars] == [10]
    assert state.stars(0) == before + 2  # the row's star and the coin row's star


def test_example_5_three_players_the_others_finish_the_round():
    state = start(3)
    state = replace(state, row_stars=sr._set(state.row_stars, 0, (3, 3, 3, 3, 1, 0)))
    state = with_board(state, fields={6: 2}, markers=[6])
    assert state.stars(0) == 13
    state, _ = roll_final(state, (6, 6, 6, 6, 1, 2, 3, 4))
    state, _ = RULES.apply(state, ("advance", 6))
    state, events = RULES.apply(state, ("end",))
    assert state.stars(0) >= sr.STAR_GOAL
    assert "final_round" in types(events) and events[-1] == {"type": "turn_start", "seat": 1, "round": 1}
    for seat in (1, 2):
        assert RULES.current_player(state) == seat
        state, _ = roll_final(state, (1, 1, 2, 3, 4, 5, 5, 6))
        state, events = RULES.apply(state, ("end",))
    assert RULES.current_player(state) == TERMINAL
    assert events[-1]["type"] == "game_over" and events[-1]["winners"] == [0]
    assert RULES.outcome(state).places[0] == 1
    # seat 1 was first to task 3 (+2 coin fields), seat 2 second (+1)
    assert state.coins[1:] == (sr.START_COINS[3][1] + 2, sr.START_COINS[3][2] + 1)


def test_last_seat_reaching_the_goal_ends_at_once():
    state = replace(start(2), seat=1, turns=(1, 0))
    state = replace(state, row_stars=sr._set(state.row_stars, 1, (3, 3, 3, 3, 3, 0)))
    state, _ = roll_final(state, (1, 2, 3, 4, 5, 6, 6, 6))
    state, events = RULES.apply(state, ("end",))
    assert "final_round" not in types(events) and events[-1]["type"] == "game_over"
    assert RULES.outcome(state).winners == [1]


# --- F3: any order ----------------------------------------------------------------------------
def test_a_freed_marker_starts_a_new_row_in_the_same_turn():
    state = with_board(start(), fields={1: 2, 2: 1, 3: 1}, markers=[1, 2, 3])
    state, _ = roll_final(state, (1, 1, 1, 1, 4, 4, 4, 4), fill=2)
    assert RULES.explain_mark(state, 4).key == "starrows.err.no_free_marker"
    state, _ = RULES.apply(state, ("advance", 1))
    assert state.free_markers(0) == 1
    assert RULES.explain_mark(state, 1).key == "starrows.err.completed_this_turn"
    state, _ = RULES.apply(state, ("mark", 4))
    state, _ = RULES.apply(state, ("advance", 4))
    assert state.fields[0][3] == 1 and 4 not in state.left[:-2] and state.left[-2:] == (4, 4)


def test_placing_order_does_not_matter():
    state = with_board(start(), fields={1: 2, 2: 2, 5: 0}, markers=[1, 2, 5])
    state, _ = roll_final(state, (1, 1, 1, 1, 2, 2, 2, 2))
    a, _ = RULES.apply(state, ("advance", 1))
    a, _ = RULES.apply(a, ("advance", 2))
    b, _ = RULES.apply(state, ("advance", 2))
    b, _ = RULES.apply(b, ("advance", 1))
    assert a == b and a.completed == (1, 2)
    end, events = RULES.apply(a, ("end",))
    tasks = [e["task"] for e in events if e["type"] == "task"]
    assert 6 in tasks and 1 in tasks  # two rows in one turn; two rows in total


# --- tasks -------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "task,args,met",
    [
        (1, (2, (), 0, 0), True),
        (1, (1, (), 0, 0), False),
        (2, (5, (), 0, 0), True),
        (2, (4, (), 0, 0), False),
        (3, (0, (1, 2, 3, 4, 5, 6, 6, 6), 0, 0), True),
        (3, (0, (1, 2, 3, 4, 5, 5, 5, 5), 0, 0), False),
        (4, (0, (2, 2, 2, 2, 2, 1, 3, 4), 0, 0), True),
        (4, (0, (2, 2, 2, 2, 1, 1, 3, 4), 0, 0), False),
        (5, (0, (), 3, 0), True),
        (5, (0, (), 2, 0), False),
        (6, (0, (), 2, 2), True),
        (6, (0, (), 2, 1), False),
    ],
)
def test_task_conditions(task, args, met):
    assert sr.task_met(task, *args) is met


def test_tasks_pay_a_star_once_and_bonuses_to_the_first_two():
    state = start(3)
    for seat in range(3):
        state, _ = roll_final(state, (1, 2, 3, 4, 5, 6, 6, 6))
        state, events = RULES.apply(state, ("end",))
        task = [e for e in events if e["type"] == "task"]
        assert [(e["task"], e["place"]) for e in task] == [(3, seat + 1 if seat < 2 else 0)]
        bonus = [e["amount"] for e in events if e["type"] == "bonus"]
        assert bonus == ([2] if seat == 0 else [1] if seat == 1 else [])
    assert [state.task_stars[s][2] for s in range(3)] == [1, 1, 1]
    status = RULES.task_status(state)[2]
    assert status["first"] == 0 and status["second"] == 1 and status["done_by"] == (0, 1, 2)
    state, _ = roll_final(state, (1, 2, 3, 4, 5, 6, 6, 6))
    state, events = RULES.apply(state, ("end",))
    assert not [e for e in events if e["type"] == "task"]  # each task once per player


def test_advancing_three_rows_fulfils_task_5():
    state = with_board(start(), markers=[1, 2, 3])
    state, _ = roll_final(state, (1, 1, 2, 2, 3, 3, 4, 5))
    for row in (1, 2, 3):
        state, _ = RULES.apply(state, ("advance", row))
    state, events = RULES.apply(state, ("end",))
    assert [e["task"] for e in events if e["type"] == "task"] == [5]


# --- turn flow ---------------------------------------------------------------------------------
def test_turn_flow_rolls_rerolls_and_the_final_roll():
    state = start()
    assert RULES.opening_events(state) == [{"type": "turn_start", "seat": 0, "round": 1}]
    assert RULES.legal_actions(state) == [("roll",)]
    state, events = RULES.apply(state, ("roll",))
    assert RULES.current_player(state) == CHANCE and events[0]["count"] == sr.DICE
    outcomes = RULES.chance_outcomes(state)
    assert len(outcomes) == math.comb(sr.DICE + 5, 5) and abs(sum(p for _, p in outcomes) - 1) < 1e-9
    state, events = RULES.apply_chance(state, ("dice", pad((6, 1, 1, 2, 3, 4, 5, 6), 5)))
    assert state.dice == tuple(sorted(pad((1, 1, 2, 3, 4, 5, 6, 6), 5))) and events[0]["rerolls_left"] == 2
    assert ("reroll", (1, 1)) in RULES.legal_actions(state) and ("stop",) in RULES.legal_actions(state)
    state, events = RULES.apply(state, ("reroll", (1, 1, 6)))
    held = tuple(sorted((2, 3, 4, 5, 6) + (5,) * (sr.DICE - 8)))
    assert events[0]["held"] == held and RULES.dice_to_roll(state) == 3
    assert len(RULES.chance_outcomes(state)) == 56
    state, _ = RULES.apply_chance(state, ("dice", (2, 2, 2)))
    assert state.phase == sr.REROLL and state.rerolls_left == 1
    state, _ = RULES.apply(state, ("reroll", (3,)))
    state, events = RULES.apply_chance(state, ("dice", (2,)))
    assert state.phase == sr.PLACE and types(events) == ["rolled", "stop"]
    assert state.dice == state.left == tuple(sorted(pad((2, 2, 2, 2, 2, 4, 5, 6), 5)))


def test_illegal_actions_explain_themselves_and_change_nothing():
    state = start()
    cases = [
        (state, ("advance", 1), "starrows.err.not_placing"),
        (state, ("stop",), "starrows.err.not_rerolling"),
        (state, ("reroll", (1,)), "starrows.err.not_rerolling"),
        (state, ("end",), "starrows.err.not_placing"),
        (state, ("fly",), "starrows.err.unknown"),
    ]
    rolling, _ = RULES.apply(state, ("roll",))
    cases.append((rolling, ("stop",), "starrows.err.rolling"))
    rerolling, _ = RULES.apply_chance(rolling, ("dice", pad((1, 1, 2, 2, 3, 3, 4, 4))))
    cases += [
        (rerolling, ("roll",), "starrows.err.rolled_already"),
        (rerolling, ("reroll", ()), "starrows.err.reroll_empty"),
        (rerolling, ("reroll", (True,)), "starrows.err.reroll_empty"),
        (rerolling, ("reroll", (6,)), "starrows.err.not_in_roll"),
        (rerolling, ("mark", 1), "starrows.err.not_placing"),
    ]
    placing, _ = RULES.apply(rerolling, ("stop",))
    cases += [
        (placing, ("advance", 7), "starrows.err.no_row"),
        (placing, ("advance", 1), "starrows.err.no_marker"),
        (placing, ("mark", 0), "starrows.err.no_row"),
    ]
    marked, _ = RULES.apply(placing, ("mark", 5))
    cases += [
        (marked, ("mark", 5), "starrows.err.has_marker"),
        (marked, ("advance", 5), "starrows.err.too_few"),
    ]
    for s, action, key in cases:
        snapshot = RULES.state_to_dict(s)
        with pytest.raises(IllegalAction) as info:
            RULES.apply(s, action)
        assert info.value.key == key, (action, info.value.key)
        assert key_message(key)
        assert RULES.state_to_dict(s) == snapshot
    with pytest.raises(IllegalAction) as info:
        RULES.apply_chance(placing, ("dice", (1,)))
    assert info.value.key == "starrows.err.not_rolling"
    with pytest.raises(IllegalAction) as info:
        RULES.apply_chance(rolling, ("dice", (1, 2, 3)))
    assert info.value.key == "starrows.err.bad_dice"
    nine = pad((1, 2, 3, 4, 5, 6, 6, 6))
    garbage = [
        ("dice", (True,) + nine[1:]),  # a bool equals 1 but is not a die
        ("dice", (1.0,) + nine[1:]),
        ("dice", ("1",) + nine[1:]),
        ("dice", ([1],) + nine[1:]),
        ("dice", (0,) + nine[1:]),
        ("dice", (7,) + nine[1:]),
        ("dice", nine + (1,)),
        ("dice", 5),
        ("dice",),
        ("pips", nine),
        None,
    ]
    for outcome in garbage:
        with pytest.raises(IllegalAction) as info:
            RULES.apply_chance(rolling, outcome)
        assert info.value.key == "starrows.err.bad_dice", outcome
    for action in (("advance", True), ("mark", True), ("advance", 1.0), ("mark", 2.0)):
        with pytest.raises(IllegalAction) as info:
            RULES.apply(marked, action)
        assert info.value.key == "starrows.err.no_row", action


def test_a_drawn_roll_is_what_random_choices_draws():
    """Saved games replay their dice from seeded Randoms: the fast draw must pick exactly
    what ``rng.choices`` over the roll table picks."""
    rolling, _ = RULES.apply(start(), ("roll",))
    rerolling = replace(rolling, dice=(1, 1, 1, 2, 2, 6))  # 3 dice to roll
    for state, n in ((rolling, sr.DICE), (rerolling, 3)):
        for k in range(500):
            ours = RULES.sample_chance(state, random.Random(f"7:{k}"))
            theirs = random.Random(f"7:{k}").choices(sr.ROLLS[n], cum_weights=sr._CUMULATIVE[n], k=1)[0][0]
            assert ours == ("dice", theirs)


@given(st.lists(st.integers(1, 6), min_size=1, max_size=sr.DICE))
@settings(max_examples=60, deadline=None)
def test_rerolls_are_every_sub_multiset_once(dice):
    dice = tuple(sorted(dice))
    subs = sr.sub_multisets(dice)
    assert len(set(subs)) == len(subs) == math.prod(dice.count(f) + 1 for f in set(dice)) - 1
    assert all(sr.remove_dice(dice, s) is not None and s == tuple(sorted(s)) for s in subs)
    assert list(subs) == sorted(subs, key=lambda s: (len(s), s))
    assert RULES.legal_actions(replace(start(), phase=sr.REROLL, dice=dice, rolls=1)) == [("stop",)] + [
        ("reroll", s) for s in subs
    ]


def test_config_is_validated():
    assert RULES.validate_config({"players": 3}) == {"players": 3}
    for bad in ({"players": 0}, {"players": 5}, {"players": True}, "x"):
        with pytest.raises(ConfigError) as info:
            RULES.validate_config(bad)
        assert key_message(info.value.key)


# --- random play: invariants -------------------------------------------------------------------
def _sensible(rng, state):
    """A random player that mostly advances and sometimes rerolls, so games finish."""
    legal = RULES.legal_actions(state)
    advances = [a for a in legal if a[0] == "advance"]
    if advances and rng.random() < 0.9:
        return rng.choice(advances)
    if state.phase == sr.PLACE:
        marks = [a for a in legal if a[0] == "mark" and state.left.count(a[1]) >= 2]
        if marks and rng.random() < 0.8:
            return rng.choice(marks)
        return ("end",) if rng.random() < 0.7 else rng.choice(legal)
    if state.phase == sr.REROLL and rng.random() < 0.5:
        return ("stop",)
    return rng.choice(legal)


FIELD_NAMES = {f.name for f in fields(StarRowsState)}


def _check_invariants(before, after, events):
    assert after.__dict__.keys() == FIELD_NAMES  # the fast copy got only real field names
    for seat in range(after.players):
        assert len(after.markers[seat]) <= sr.MARKERS
        assert all(f == 0 or r in after.markers[seat] for r, f in zip(sr.ROWS, after.fields[seat]))
        assert after.stars(seat) == sum(after.row_stars[seat]) + sum(after.task_stars[seat]) + sr.coin_stars(
            after.coins[seat]
        )
        gained = after.stars(seat) - before.stars(seat)
        sources = sum(
            1 for e in events if e.get("seat") == seat and e["type"] in ("row_done", "task", "coin_star")
        )
        assert gained == sources  # stars only from completed rows, tasks and coin star fields
    for e in events:
        if e["type"] == "row_done":
            assert after.fields[e["seat"]][e["row"] - 1] == 0 and e["row"] not in after.markers[e["seat"]]


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(1, 4))
def test_random_games_keep_the_invariants_and_end(seed, players):
    rng = random.Random(seed)

    def choose(state):
        action = _sensible(rng, state)
        assert action in RULES.legal_actions(state)
        return action

    def check(before, after, events):
        _check_invariants(before, after, events)
        assert _roundtrip(after) == after  # every reachable state saves and loads

    state = RULES.play_out(
        RULES.initial_state({"players": players}, seed), rng, choose, check, max_steps=20000
    )
    assert RULES.is_over(state)
    out = RULES.outcome(state)
    assert len(out.places) == players and min(out.places) == 1
    assert max(state.turns) - min(state.turns) == 0  # every seat had the same number of turns


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_independent_placements_commute(seed):
    """F3: in any placing moment, two legal actions on different rows give the same result in either order."""
    rng = random.Random(seed)
    state = RULES.initial_state({"players": 2}, seed)
    checked = games = 0
    for _ in range(30000):
        who = RULES.current_player(state)
        if checked >= 3:
            break
        if who == TERMINAL:  # a game without such a moment: the next one (never checking nothing)
            games += 1
            state = RULES.initial_state({"players": 2}, seed + games)
            continue
        if who == CHANCE:
            state, _ = RULES.apply_chance(state, RULES.sample_chance(state, rng))
            continue
        if state.phase == sr.PLACE:
            acts = [a for a in RULES.legal_actions(state) if a[0] == "advance"]
            for a in acts:
                for b in acts:
                    if a[1] < b[1]:
                        ab = RULES.apply(RULES.apply(state, a)[0], b)[0]
                        ba = RULES.apply(RULES.apply(state, b)[0], a)[0]
                        assert ab == ba
                        checked += 1
        state, _ = RULES.apply(state, _sensible(rng, state))
    assert checked >= 3, f"only {checked} pairs of placements compared"


# --- save / load -------------------------------------------------------------------------------
def _roundtrip(state):
    return RULES.state_from_dict(json.loads(json.dumps(RULES.state_to_dict(state))))


def test_save_and_load_mid_turn():
    state = with_board(start(3), fields={2: 1}, markers=[2, 4])
    state, _ = RULES.apply(state, ("roll",))
    assert _roundtrip(state) == state  # rolling
    state, _ = RULES.apply_chance(state, ("dice", pad((2, 2, 2, 4, 4, 5, 6, 1))))
    assert _roundtrip(state) == state  # between rerolls
    state, _ = RULES.apply(state, ("reroll", (1, 5, 6)))
    assert _roundtrip(state) == state  # a reroll in the air
    state, _ = RULES.apply_chance(state, ("dice", (2, 4, 3)))
    state, _ = RULES.apply(state, ("stop",))
    state, _ = RULES.apply(state, ("advance", 2))
    loaded = _roundtrip(state)
    assert loaded == state and loaded.phase == sr.PLACE and loaded.advanced == (2,)  # mid-placement
    assert RULES.legal_actions(loaded) == RULES.legal_actions(state)


def test_saved_state_validation():
    state = with_board(start(2), fields={2: 1}, markers=[2])
    state, _ = roll_final(state, (2, 2, 2, 3, 3, 4, 5, 6), fill=1)
    good = json.loads(json.dumps(RULES.state_to_dict(state)))
    bad_variants = [
        ("schema", 99),
        ("phase", "dancing"),
        ("markers", [[1, 2, 3, 4], []]),
        ("fields", [[0, 0, 1, 0, 0, 0], [0] * 6]),  # started row 3 without a marker
        ("dice", [3, 2, 2, 2, 3, 4, 5, 6, 1]),  # not sorted
        ("dice", [1, 2, 2, 2, 3, 3, 4, 5]),  # too few dice
        ("left", [6, 6]),  # not part of the roll
        ("coins", [0, -1]),
        ("seat", 1),
        ("row_order", [[0]] + [[]] * 5),  # seat 0 has no star for row 1
        ("final_trigger", 0),  # not enough stars
        ("ended_by_limit", "no"),
    ]
    for key, value in bad_variants:
        data = dict(good, **{key: value})
        with pytest.raises(StateError):
            RULES.state_from_dict(data)
    with pytest.raises(StateError):
        RULES.state_from_dict("nonsense")
    assert RULES.state_from_dict(good) == state


# --- query helpers and strings -----------------------------------------------------------------
def test_query_helpers():
    state = with_board(start(2), fields={4: 2}, markers=[4], coins=3)
    assert RULES.coin_star_fields() == tuple(
        range(sr.COIN_STAR_EVERY, sr.COIN_FIELDS + 1, sr.COIN_STAR_EVERY)
    )
    assert RULES.coin_position(state, 0) == 3 and RULES.star_tray(state) == (0, 0)
    state, _ = roll_final(state, (4, 4, 4, 4, 4, 1, 1, 3), fill=5)
    assert RULES.hint_rows(state) == {4: "ready", 1: "mark"}
    preview = RULES.preview_advance(state, 4)
    assert preview == {
        "row": 4,
        "field_from": 2,
        "field_to": 3,
        "used": 4,
        "completes": True,
        "surplus": 1,
        "coins": 3,
        "stars": 1 + sr.coin_stars(6) - sr.coin_stars(3),
    }
    assert RULES.preview_advance(state, 2) is None
    assert RULES.row_status(state)[3] == {"row": 4, "first": None, "second": None}
    assert RULES.stars_by_source(state, 0) == {"rows": (0,) * 6, "tasks": (0,) * 6, "coins": 0}


def test_every_error_key_and_event_type_has_strings_in_both_languages():
    source = open(sr.__file__, encoding="utf-8").read()
    import re

    keys = set(re.findall(r'"(starrows\.err\.[a-z_]+)"', source))
    assert keys and all(key_message(k) for k in keys)
    event_types = set(re.findall(r'"type": "([a-z_]+)"', source))
    assert {"turn_start", "game_over", "advance", "row_done"} <= event_types
    assert all(key_message(f"starrows.log.{t}") for t in event_types)
    assert strings.EN.keys() == strings.DE.keys()
    assert all(i18n.placeholders(strings.EN[k]) == i18n.placeholders(strings.DE[k]) for k in strings.EN)


def test_outcome_ties_and_solo_score():
    state = start(2)
    state = replace(state, phase=sr.OVER, seat=1, turns=(12, 12), final_trigger=0)
    state = replace(state, row_stars=((3, 3, 3, 3, 3, 0), (3, 3, 3, 3, 3, 0)), coins=(4, 2))
    out = RULES.outcome(state)
    assert out.places == (1, 2) and out.explanation[0].key == "starrows.result.coins"
    tie = RULES.outcome(replace(state, coins=(4, 4)))
    assert tie.places == (1, 1) and tie.explanation[0].key == "starrows.result.tie"
    solo = replace(start(1), phase=sr.OVER, turns=(17,), final_trigger=0, row_stars=((3, 3, 3, 3, 3, 0),))
    assert RULES.outcome(solo).scores == (17,)  # solo: the turn count, lower is better
    assert RULES.outcome(solo).explanation[0].key == "starrows.result.solo"


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_legal_placing_moves_are_exactly_the_explained_ones(seed):
    """The fast legal_actions path and explain_advance/explain_mark agree on every row."""
    rng = random.Random(seed)
    state = RULES.initial_state({"players": 2}, seed)
    for _ in range(400):
        who = RULES.current_player(state)
        if who == TERMINAL:
            break
        if who == CHANCE:
            state, _ = RULES.apply_chance(state, RULES.sample_chance(state, rng))
            continue
        if state.phase == sr.PLACE:
            legal = set(RULES.legal_actions(state))
            for r in sr.ROWS:
                assert (("advance", r) in legal) == (RULES.explain_advance(state, r) is None)
                assert (("mark", r) in legal) == (RULES.explain_mark(state, r) is None)
        state, _ = RULES.apply(state, _sensible(rng, state))


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_later_seats_start_further_on_the_coin_row(players):
    state = start(players)
    assert state.coins == sr.START_COINS[players] and state.coins[0] == 0
    assert list(state.coins) == sorted(state.coins)
    assert all(state.stars(s) == 0 for s in range(players))  # no seat starts on or past a star field
