"""Farkle rules: the spec's worked examples, scoring against an independent brute
force, turn flow, end of game, illegal actions and saved-state validation."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from functools import cache
from itertools import combinations, combinations_with_replacement

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules.base import CHANCE, TERMINAL, ConfigError, IllegalAction, StateError
from game.rules.farkle import (
    RULES,
    FarkleState,
    best_score,
    explain_keep,
    keep_value,
    score,
    scoring_subsets,
)


def start(players=2, limit=5000, bankruptcy=True) -> FarkleState:
    return RULES.initial_state({"players": players, "limit": limit, "bankruptcy": bankruptcy}, 0)


def roll(state, dice):
    """Press Roll (if needed) and land ``dice``; returns (state, events of the landing)."""
    if state.phase != "rolling":
        state, _ = RULES.apply(state, ("roll",))
    return RULES.apply_chance(state, ("dice", tuple(sorted(dice))))


def keep(state, dice):
    return RULES.apply(state, ("keep", tuple(sorted(dice))))


# --- an independent scorer: best partition into the spec's combinations -------
@cache
def ref_score(dice: tuple[int, ...]) -> int | None:
    """Max over partitions of ``dice`` into combinations; None if some die is left over."""
    if not dice:
        return 0
    best = None
    options = []
    if len(dice) == 6:
        values = sorted({d: dice.count(d) for d in dice}.values())
        if sorted(dice) == [1, 2, 3, 4, 5, 6]:
            options.append(((), 2000))
        if values == [2, 2, 2]:
            options.append(((), 1500))
        if values == [3, 3]:
            options.append(((), 2500))
    first = dice[0]  # the smallest die must belong to some combination
    n = dice.count(first)
    rest_after = lambda k: tuple(sorted(dice))[k:]  # noqa: E731 - dice are sorted, `first` leads
    if first in (1, 5):
        options.append((rest_after(1), 100 if first == 1 else 50))
    for k in range(3, n + 1):
        base = 1000 if first == 1 else first * 100
        options.append((rest_after(k), base * 2 ** (k - 3)))
    for rest, pts in options:
        sub = ref_score(rest)
        if sub is not None and (best is None or pts + sub > best):
            best = pts + sub
    return best


def all_rolls():
    for n in range(1, 7):
        yield from combinations_with_replacement(range(1, 7), n)


# --- worked examples ------------------------------------------------------------
@pytest.mark.parametrize(
    "dice, best, hot",
    [
        ((1, 1, 1, 1, 2, 3), 2000, False),
        ((5, 5, 5, 5, 5, 1), 2100, True),
        ((4, 4, 4, 4, 4, 4), 3200, True),
        ((1, 1, 1, 5, 5, 5), 2500, True),
        ((2, 2, 3, 3, 6, 6), 1500, True),
        ((1, 2, 3, 4, 5, 6), 2000, True),
    ],
)
def test_examples_1_to_6_best_score_and_hot_dice(dice, best, hot):
    assert best_score(dice) == best
    state, _ = roll(start(), dice)
    top = RULES.legal_actions(state)[0]
    assert score(top[1]) == best
    after, events = RULES.apply(state, top)
    assert any(e["type"] == "hot_dice" for e in events) == hot
    assert after.dice_to_roll == (6 if hot else 6 - len(top[1]))


def test_example_1_twos_and_threes_do_not_score():
    assert ("keep", (1, 1, 1, 1)) in RULES.legal_actions(roll(start(), (1, 1, 1, 1, 2, 3))[0])
    with pytest.raises(ValueError):
        score((1, 1, 1, 1, 2))


def test_example_7_350_may_not_bank():
    state, _ = roll(start(), (3, 3, 3, 5, 2, 6))
    state, events = keep(state, (3, 3, 3, 5))
    assert events[0]["points"] == 350 and state.turn_total == 350
    assert RULES.legal_actions(state) == [("roll",)]
    assert state.dice_to_roll == 2
    with pytest.raises(IllegalAction) as err:
        RULES.apply(state, ("bank",))
    assert err.value.key == "farkle.err.bank_low" and err.value.params["total"] == 350


@pytest.mark.parametrize("bankruptcy, after", [(True, 0), (False, 2400)])
def test_example_8_bankruptcy(bankruptcy, after):
    state = replace(start(bankruptcy=bankruptcy), totals=(2400, 0), history=((2400,), (0,)))
    state, events = roll(state, (2, 3, 4, 6, 6, 3))
    assert state.totals[0] == after
    assert [e["type"] for e in events][:2] == ["rolled", "farkle"]
    assert any(e["type"] == "bankrupt" for e in events) == bankruptcy


def test_example_9_keeping_a_two_is_illegal():
    state, _ = roll(start(), (5, 2, 3, 4, 6, 6))
    with pytest.raises(IllegalAction) as err:
        keep(state, (5, 2))
    assert err.value.key == "farkle.err.nonscoring" and err.value.params == {"die": 2}
    assert RULES.explain_keep(state, (2, 5)).params == {"die": 2}
    assert RULES.explain_keep(state, (5,)) is None


# --- scoring against brute force ----------------------------------------------
def test_score_refuses_what_only_equals_a_die_also_once_the_die_was_scored():
    """Scores are kept per set of dice (the computers ask millions of times): True and 1.0 equal 1
    and hash like it, yet are no die; any order of the same dice gives one score."""
    assert score((1, 5)) == score([5, 1]) == keep_value((5, 1)) == 150
    for bad in [(True,), (1.0,), (5, True), (0,), (7,), ("1",)]:
        with pytest.raises(ValueError, match="not a die value"):
            score(bad)
        assert keep_value(bad) is None


def test_score_matches_independent_partition_scorer_for_every_multiset():
    for dice in all_rolls():
        expected = ref_score(tuple(sorted(dice)))
        if expected is None:
            with pytest.raises(ValueError):
                score(dice)
        else:
            assert score(dice) == expected, dice


def test_best_score_and_keeps_match_brute_force_over_all_subsets_of_every_roll():
    for dice in all_rolls():
        valid = set()
        for k in range(1, len(dice) + 1):
            for idx in combinations(range(len(dice)), k):
                sub = tuple(dice[i] for i in idx)
                if ref_score(sub) is not None:
                    valid.add(sub)
        assert best_score(dice) == max((ref_score(s) for s in valid), default=0), dice
        assert set(scoring_subsets(dice)) == valid, dice


def test_known_values():
    assert score((1, 1, 1, 1)) == 2000 and score((1,) * 5) == 4000 and score((1,) * 6) == 8000
    assert score((4,) * 4) == 800 and score((4,) * 5) == 1600 and score((4,) * 6) == 3200
    assert score((1, 1, 1, 1, 5, 5)) == 2100  # four of a kind + pair is not three pairs
    assert score(()) == 0
    assert keep_value((5, 2)) is None and keep_value((5, 5, 5, 1)) == 600 and keep_value((7,)) is None
    assert best_score((2, 3, 4, 6, 6, 3)) == 0


@pytest.mark.parametrize("single, points", [(1, 100), (5, 50)])
def test_adding_a_single_one_or_five_adds_its_value_unless_it_completes_more(single, points):
    checked = 0
    for dice in all_rolls():
        if len(dice) > 5 or ref_score(dice) is None:
            continue
        bigger = tuple(sorted(dice + (single,)))
        shape = sorted(bigger.count(v) for v in set(bigger))
        special = len(bigger) == 6 and shape in ([1] * 6, [2, 2, 2], [3, 3])
        completes = dice.count(single) >= 2 or special
        if completes:
            assert score(bigger) > score(dice) + points, dice
        else:
            assert score(bigger) == score(dice) + points, dice
            checked += 1
    assert checked >= 40


# --- chance -----------------------------------------------------------------------
@pytest.mark.parametrize("n, count", [(1, 6), (2, 21), (3, 56), (4, 126), (5, 252), (6, 462)])
def test_chance_outcomes_are_all_sorted_multisets_and_sum_to_one(n, count):
    state = RULES.apply(start(), ("roll",))[0]
    state = replace(state, kept=((1,) * (6 - n),) if n < 6 else (), turn_total=score((1,) * (6 - n)))
    outcomes = RULES.chance_outcomes(state)
    assert RULES.current_player(state) == CHANCE and len(outcomes) == count
    assert sum(p for _, p in outcomes) == pytest.approx(1.0, abs=1e-12)
    assert all(o[0] == "dice" and list(o[1]) == sorted(o[1]) and len(o[1]) == n for o, _ in outcomes)


@pytest.mark.parametrize("bad", [("dice", (1, 2, 3)), ("dice", (1, 2, 3, 4, 5, 7)), ("face", (1,) * 6), None])
def test_apply_chance_validates(bad):
    state = RULES.apply(start(), ("roll",))[0]
    with pytest.raises(IllegalAction) as err:
        RULES.apply_chance(state, bad)
    assert err.value.key == "farkle.err.bad_dice"


# --- turn flow ----------------------------------------------------------------------
def test_hot_dice_rolls_six_again_and_table_resets():
    state, _ = roll(start(), (1, 1, 1, 5, 5, 5))
    state, events = keep(state, (1, 1, 1, 5, 5, 5))
    assert events[-1] == {"type": "hot_dice", "seat": 0}
    assert state.dice_to_roll == 6 and state.table_groups == () and state.turn_total == 2500
    state, _ = roll(state, (1, 2, 3, 3, 4, 6))
    state, _ = keep(state, (1,))
    assert state.table_groups == ((1,),) and state.dice_to_roll == 5 and state.turn_total == 2600
    state, events = RULES.apply(state, ("bank",))
    assert events[0] == {"type": "banked", "seat": 0, "points": 2600, "total": 2600}
    assert events[-1] == {"type": "turn_start", "seat": 1} and state.history == ((2600,), ())


def test_farkle_after_keeps_loses_turn_total_but_is_no_bankruptcy():
    state = replace(start(), totals=(0, 1000), history=((0,), (1000,)))
    state, _ = roll(state, (1, 2, 3, 4, 6, 6))
    state, _ = keep(state, (1,))
    state, events = roll(state, (2, 2, 3, 4, 6))
    assert {"type": "farkle", "seat": 0, "lost": 100, "dice": (2, 2, 3, 4, 6)} in events
    assert not any(e["type"] == "bankrupt" for e in events)
    assert state.seat == 1 and state.turn_total == 0 and state.totals == (0, 1000)


def test_final_round_only_seats_after_the_trigger_play_then_game_ends():
    state = start(players=3, limit=2000)
    state, _ = roll(state, (2, 2, 3, 4, 6, 6))  # seat 0 farkles
    state, _ = roll(state, (1, 1, 1, 1, 2, 3))
    state, _ = keep(state, (1, 1, 1, 1))
    state, events = RULES.apply(state, ("bank",))
    assert {"type": "final_round", "seat": 1, "limit": 2000} in events
    assert state.final_round and state.final_trigger == 1 and state.seat == 2
    state, _ = roll(state, (1, 1, 1, 1, 1, 3))
    state, _ = keep(state, (1, 1, 1, 1, 1))
    state, events = RULES.apply(state, ("bank",))
    assert RULES.current_player(state) == TERMINAL and events[-1] == {"type": "game_over", "winners": [2]}
    out = RULES.outcome(state)
    assert out.places == (3, 2, 1) and out.scores == (0, 2000, 4000)
    assert RULES.turn_count(state) == 3


def test_ties_share_the_win():
    state = start(players=2, limit=2000)
    for _ in range(2):
        state, _ = roll(state, (1, 1, 1, 1, 2, 3))
        state, _ = keep(state, (1, 1, 1, 1))
        state, events = RULES.apply(state, ("bank",))
    assert events[-1] == {"type": "game_over", "winners": [0, 1]}
    assert RULES.outcome(state).places == (1, 1)


def test_trigger_by_last_seat_ends_at_once():
    state = replace(start(players=2, limit=2000), seat=1, history=((0,), ()))
    state, _ = roll(state, (1, 1, 1, 1, 2, 3))
    state, _ = keep(state, (1, 1, 1, 1))
    state, events = RULES.apply(state, ("bank",))
    assert [e["type"] for e in events] == ["banked", "game_over"]
    assert state.final_trigger == 1 and state.config == {"players": 2, "limit": 2000, "bankruptcy": True}


def test_solo_counts_turns():
    state = start(players=1, limit=2000)
    state, _ = roll(state, (2, 2, 3, 4, 6, 6))
    assert state.seat == 0 and state.phase == "start"
    state, _ = roll(state, (1, 1, 1, 1, 2, 3))
    state, _ = keep(state, (1, 1, 1, 1))
    state, _ = RULES.apply(state, ("bank",))
    out = RULES.outcome(state)
    assert out.places == (1,) and out.scores == (2,) and out.details[0].params["points"] == 2000
    assert RULES.scores(state) == [2000]


# --- config ---------------------------------------------------------------------------
def test_config_defaults_and_custom_limits():
    assert RULES.default_config(3) == {"players": 3, "limit": 5000, "bankruptcy": True}
    assert RULES.validate_config({"players": 1, "limit": 750})["limit"] == 750
    for bad in (
        {"players": 0},
        {"players": 7},
        {"players": 2, "limit": 525},
        {"players": 2, "limit": 450},
        {"players": 2, "limit": 100050},
        {"players": 2, "limit": True},
        {"players": 2, "bankruptcy": 1},
    ):
        with pytest.raises(ConfigError):
            RULES.validate_config(bad)
    opts = {o.key: o for o in RULES.options()}
    assert opts["limit"].choices == (2000, 3000, 5000, 10000) and opts["limit"].default == 5000
    assert opts["bankruptcy"].default is True


# --- illegal actions ---------------------------------------------------------------------
def test_illegal_actions_raise_with_a_key_and_leave_state_alone():
    fresh = start()
    rolled, _ = roll(fresh, (1, 5, 2, 3, 4, 4))
    kept, _ = keep(rolled, (1,))
    rolling = RULES.apply(fresh, ("roll",))[0]
    cases = [
        (fresh, ("bank",), "farkle.err.bank_now"),
        (fresh, ("keep", (1,)), "farkle.err.no_roll"),
        (rolled, ("roll",), "farkle.err.keep_first"),
        (rolled, ("bank",), "farkle.err.keep_first"),
        (rolled, ("keep", ()), "farkle.err.keep_empty"),
        (rolled, ("keep", (1, 1)), "farkle.err.not_in_roll"),
        (rolled, ("keep", (6, 6, 6)), "farkle.err.not_in_roll"),
        (rolled, ("keep", (1, 4)), "farkle.err.nonscoring"),
        (rolled, ("keep", 1), "farkle.err.malformed"),
        (kept, ("bank",), "farkle.err.bank_low"),
        (kept, ("keep", (5,)), "farkle.err.no_roll"),
        (rolling, ("roll",), "farkle.err.rolling"),
        (fresh, ("fly",), "farkle.err.unknown"),
        (fresh, "roll", "farkle.err.unknown"),
    ]
    for state, action, key in cases:
        before = RULES.state_to_dict(state)
        with pytest.raises(IllegalAction) as err:
            RULES.apply(state, action)
        assert err.value.key == key, action
        assert RULES.state_to_dict(state) == before
    assert explain_keep((1, 5), (5, 5)).key == "farkle.err.not_in_roll"


# --- random play: invariants ----------------------------------------------------------------
def random_game(seed: int, players: int, bankruptcy: bool, limit: int = 2000, check=None):
    rng = random.Random(seed)
    state = start(players, limit, bankruptcy)
    steps = 0
    while not RULES.is_over(state) and steps < 5000:
        steps += 1
        if RULES.current_player(state) == CHANCE:
            nxt, events = RULES.apply_chance(state, RULES.sample_chance(state, rng))
        else:
            legal = RULES.legal_actions(state)
            if state.phase == "decide":
                action = ("bank",) if ("bank",) in legal and rng.random() < 0.6 else ("roll",)
            else:
                action = rng.choice(legal)
            nxt, events = RULES.apply(state, action)
        if check:
            check(state, nxt, events)
            probe_illegal(nxt, rng)
        state = nxt
    return state


def check_invariants(before, after, events):
    assert all(t >= 0 for t in after.totals)
    legal = RULES.legal_actions(after)
    assert (("bank",) in legal) == (after.phase == "decide" and after.turn_total > 350)
    types = [e["type"] for e in events]
    if "farkle" in types:
        assert after.turn_total == 0 and after.history[before.seat][-1] == 0
        assert next(e for e in events if e["type"] == "farkle")["lost"] == before.turn_total
    if "bankrupt" in types:
        assert before.bankruptcy and before.first_roll and after.totals[before.seat] == 0
    elif "farkle" in types:
        assert after.totals[before.seat] == before.totals[before.seat]


def probe_illegal(state, rng):
    """Every action outside legal_actions raises IllegalAction and changes nothing."""
    if RULES.current_player(state) == CHANCE or RULES.is_over(state):
        return
    legal = RULES.legal_actions(state)
    dice = tuple(sorted(rng.choice(range(1, 7)) for _ in range(rng.randint(0, 3))))
    for action in (("bank",), ("roll",), ("keep", dice), ("keep", state.roll + (6,))):
        if action in legal:
            continue
        snapshot = RULES.state_to_dict(state)
        with pytest.raises(IllegalAction) as err:
            RULES.apply(state, action)
        assert err.value.key.startswith("farkle.err.")
        assert RULES.state_to_dict(state) == snapshot


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(1, 6), bankruptcy=st.booleans())
def test_random_games_keep_the_invariants(seed, players, bankruptcy):
    state = random_game(seed, players, bankruptcy, check=check_invariants)
    assert RULES.is_over(state)
    assert RULES.outcome(state).winners


# --- saved states ------------------------------------------------------------------------------
def test_json_round_trip_mid_turn_resumes_identically():
    rng = random.Random(7)
    state = start(3, 3000, True)
    seen_phases = set()
    for _ in range(400):
        if RULES.is_over(state):
            break
        data = json.loads(json.dumps(RULES.state_to_dict(state)))
        restored = RULES.state_from_dict(data)
        assert restored == state
        seen_phases.add(state.phase)
        # both copies continue identically with the same dice and choices
        if RULES.current_player(state) == CHANCE:
            outcome = RULES.sample_chance(state, rng)
            a, b = RULES.apply_chance(state, outcome), RULES.apply_chance(restored, outcome)
        else:
            action = rng.choice(RULES.legal_actions(state))
            a, b = RULES.apply(state, action), RULES.apply(restored, action)
        assert a == b
        state = a[0]
    assert {"start", "rolling", "keep", "decide"} <= seen_phases


def _mid_turn_dict():
    state, _ = roll(start(), (1, 5, 2, 3, 4, 4))
    state, _ = keep(state, (1,))
    state, _ = roll(state, (1, 1, 1, 2, 3))
    return RULES.state_to_dict(state)


@pytest.mark.parametrize(
    "field, value",
    [
        ("game", "chains"),
        ("schema", 2),
        ("players", "2"),
        ("players", 9),
        ("limit", 42),
        ("bankruptcy", "yes"),
        ("seat", 5),
        ("seat", 1),
        ("phase", "dancing"),
        ("roll", [1, 1, 1, 2, 7]),
        ("roll", [1, 1, 1, 2]),
        ("roll", [3, 2, 1, 1, 1]),
        ("roll", [2, 2, 3, 4, 6]),
        ("kept", [[2]]),
        ("kept", "1"),
        ("turn_total", 150),
        ("turn_total", -100),
        ("totals", [-50, 0]),
        ("totals", [0]),
        ("totals", [0, 100]),
        ("history", [[], [], []]),
        ("history", [[300], []]),
        ("final_trigger", 0),
        ("final_trigger", True),
    ],
)
def test_state_from_dict_rejects_inconsistent_data(field, value):
    data = _mid_turn_dict()
    assert RULES.state_from_dict(data).phase == "keep"
    data[field] = value
    with pytest.raises(StateError):
        RULES.state_from_dict(data)


def test_state_from_dict_rejects_non_objects():
    with pytest.raises(StateError):
        RULES.state_from_dict([1, 2])
