"""Exactly! rules: every worked example of the spec, the roll-off, rounds and the end,
illegal actions with their reasons, the query helpers, saved-state validation and
property tests of the invariants (coins conserved, closed piles never receive, a
round ends exactly when a pile is worth €1.00, the bank never goes negative)."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.locale import exactly as loc
from game.rules import exactly as ex
from game.rules.base import CHANCE, TERMINAL, ConfigError, IllegalAction, StateError
from game.rules.exactly import BANK, RULES, ExactlyState

B = BANK


def pile(*coins: int) -> tuple[int, int, int, int]:
    """Counts in COINS order for a list of coin values, e.g. pile(50, 20, 20, 5)."""
    return tuple(coins.count(v) for v in ex.COINS)


def custom(piles, seat=0, phase=ex.START, value=0, face=None, euros=None, target=3, limit=0) -> ExactlyState:
    """A mid-round state with the given player piles; the bank holds every other coin (``limit``: the
    round limit option, off as by default)."""
    n = len(piles)
    bank = tuple(ex.COIN_SUPPLY - sum(p[k] for p in piles) for k in range(4))
    euros = euros or (0,) * n
    state = ExactlyState(
        players=n,
        target=target,
        phase=phase,
        seat=seat,
        piles=tuple(piles),
        bank=bank,
        euros=tuple(euros),
        value=value,
        face=face,
        round=sum(euros) + 1,
        limit=limit,
    )
    assert RULES.state_from_dict(json.loads(json.dumps(RULES.state_to_dict(state)))) == state
    return state


def rolled(state, face):
    """Press roll and land ``face``."""
    state, _ = RULES.apply(state, ("roll",))
    return RULES.apply_chance(state, ("die", face))


def started(players=3, first=0) -> ExactlyState:
    """A fresh game right after the roll-off, ``first`` to move."""
    state = RULES.initial_state(RULES.default_config(players))
    for seat in range(players):
        state, _ = RULES.apply_chance(state, ("die", ex.ANY if seat == first else 0))
    assert state.phase == ex.START and state.seat == first
    return state


def snapshot(state) -> str:
    return json.dumps(RULES.state_to_dict(state), sort_keys=True)


# --- the spec's worked examples ----------------------------------------------------------


def test_example_1_start_of_a_three_player_game_rolling_50():
    state = started(3)
    assert state.piles == (pile(5),) * 3 and state.bank == (10, 10, 10, 7)
    state, events = rolled(state, 50)
    assert state.phase == ex.MOVE and state.value == 50
    assert RULES.legal_actions(state) == [("move", 50, B, 0), ("move", 50, B, 1), ("move", 50, B, 2)]
    assert [e["type"] for e in events] == ["rolled"]


def test_example_2_three_players_with_a_20c_each_have_12_moves():
    state = custom([pile(20), pile(20), pile(20)])
    state, _ = rolled(state, 20)
    moves = RULES.legal_actions(state)
    assert len(moves) == 12
    pairs = {(m[2], m[3]) for m in moves}
    piles = [0, 1, 2, B]
    assert pairs == {(a, b) for a in piles for b in piles if a != b}


def test_example_3_nothing_onto_a_pile_over_150():
    state = custom([pile(5), pile(50, 50, 50, 5), pile(10)], phase=ex.MOVE, value=10, face=10)
    assert ex.totals(state) == (5, 155, 10) and ex.closed_piles(state) == [1]
    moves = RULES.legal_actions(state)
    assert moves and all(m[3] != 1 for m in moves)
    assert ("move", 10, B, 1) not in moves and ("move", 10, 2, 1) not in moves
    why = ex.explain_destination(state, 10, B, 1)
    assert why.key == "exactly.err.closed" and why.params == {
        "seat": 1,
        "total": 155,
        "euros": 1,
        "cents": 55,
    }
    with pytest.raises(IllegalAction) as info:
        RULES.apply(state, ("move", 10, B, 1))
    assert info.value.key == "exactly.err.closed"
    # P2 has no 10c: nothing to take from it; with a 10c it may give one away
    assert ex.explain_source(state, 10, 1).key == "exactly.err.no_coin"
    rich = custom([pile(5), pile(50, 50, 50, 10), pile(10)], phase=ex.MOVE, value=10, face=10)
    assert {m[3] for m in RULES.legal_actions(rich) if m[2] == 1} == {0, 2, B}


def test_example_4_exactly_one_euro_takes_a_euro_and_resets_the_round():
    state = custom([pile(50, 20, 20, 5), pile(5), pile(5)])
    assert ex.totals(state)[0] == 95
    state, _ = rolled(state, 5)
    new, events = RULES.apply(state, ("move", 5, B, 0))
    kinds = [e["type"] for e in events]
    assert kinds == ["moved", "euro", "round_start", "turn_start"]
    assert events[0]["totals"] == (100, 5, 5)
    assert events[1] == {
        "type": "euro",
        "seat": 0,
        "by": 0,
        "euros": 1,
        "target": 3,
        "why": "exact",
        "total": 100,
    }
    assert new.euros == (1, 0, 0) and new.round == 2
    assert new.piles == (pile(5),) * 3 and new.bank == ex.start_bank(3)
    assert new.seat == 1 and new.starter == 1 and new.phase == ex.START  # the next player begins


def test_example_5_moving_a_coin_onto_an_opponent_at_90_gives_them_the_euro():
    state = custom([pile(5), pile(50, 20, 10, 10), pile(5)])
    state, _ = rolled(state, 10)
    new, events = RULES.apply(state, ("move", 10, B, 1))
    euro = next(e for e in events if e["type"] == "euro")
    assert euro["seat"] == 1 and euro["by"] == 0
    assert new.euros == (0, 1, 0) and new.seat == 2  # the seat after the round's winner starts


def test_example_6_rolling_zero_passes():
    state = started(3)
    new, events = rolled(state, 0)
    assert new.phase == ex.START and new.seat == 1 and new.piles == state.piles and new.bank == state.bank
    assert [e["type"] for e in events] == ["rolled", "passed", "turn_start"]
    assert events[1] == {"type": "passed", "seat": 0, "reason": "zero", "value": 0}


def test_example_7_question_mark_then_naming_20_equals_rolling_20():
    base = custom([pile(20), pile(20, 5), pile(50, 20)])
    any_state, _ = rolled(base, ex.ANY)
    assert any_state.phase == ex.CHOOSE
    assert RULES.legal_actions(any_state) == [("value", v) for v in ex.COINS]
    named, events = RULES.apply(any_state, ("value", 20))
    assert events == [{"type": "value_chosen", "seat": 0, "value": 20}]
    direct, _ = rolled(base, 20)
    assert RULES.legal_actions(named) == RULES.legal_actions(direct)


def test_example_8_exactly_150_is_still_open_160_is_closed():
    state = custom([pile(50, 50, 50), pile(50, 50, 50, 10), pile()], phase=ex.MOVE, value=5, face=5)
    assert ex.totals(state)[:2] == (150, 160)
    moves = RULES.legal_actions(state)
    assert ("move", 5, B, 0) in moves and ("move", 5, B, 1) not in moves
    assert ex.destinations(state, 5, B) == [0, 2]
    after, events = RULES.apply(state, ("move", 5, B, 0))  # the move the example allows, made
    assert ex.totals(after)[:2] == (155, 160) and ex.closed_piles(after)[:2] == [0, 1]
    assert events[0] == {
        "type": "moved",
        "seat": 0,
        "value": 5,
        "src": "bank",
        "dst": 0,
        "totals": (155, 160, 0),
    }
    with pytest.raises(IllegalAction) as info:
        RULES.apply(state, ("move", 5, B, 1))
    assert info.value.key == "exactly.err.closed" and ex.totals(state)[:2] == (150, 160)


# --- two piles exact at once, roll-off, rounds and the end ------------------------------------


def test_two_exact_piles_active_player_wins_when_involved():
    # P0 at 120 gives 20c to P1 at 80: both exact, P0 moved -> P0
    state = custom([pile(50, 50, 20), pile(50, 20, 10), pile(5)], phase=ex.MOVE, value=20, face=20)
    _, events = RULES.apply(state, ("move", 20, 0, 1))
    assert next(e for e in events if e["type"] == "euro")["seat"] == 0
    # P0 at 80 takes 20c from P1 at 120 -> P0
    state = custom([pile(50, 20, 10), pile(50, 50, 20), pile(5)], phase=ex.MOVE, value=20, face=20)
    _, events = RULES.apply(state, ("move", 20, 1, 0))
    assert next(e for e in events if e["type"] == "euro")["seat"] == 0


def test_two_exact_piles_without_the_active_player_go_to_the_receiver():
    state = custom([pile(5), pile(50, 50, 20), pile(50, 20, 10)], phase=ex.MOVE, value=20, face=20)
    _, events = RULES.apply(state, ("move", 20, 1, 2))
    euro = next(e for e in events if e["type"] == "euro")
    assert euro["seat"] == 2 and euro["by"] == 0


def test_taking_a_coin_away_can_make_a_pile_exact():
    state = custom([pile(5), pile(50, 50, 10), pile(5)], phase=ex.MOVE, value=10, face=10)
    _, events = RULES.apply(state, ("move", 10, 1, B))
    assert next(e for e in events if e["type"] == "euro")["seat"] == 1


def test_rolloff_question_mark_is_highest_and_ties_roll_again():
    state = RULES.initial_state({"players": 3})
    assert RULES.current_player(state) == CHANCE and state.phase == ex.ROLLOFF
    outcomes = RULES.chance_outcomes(state)
    assert sorted(str(o[1]) for o, _ in outcomes) == sorted(str(f) for f in ex.FACES)
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    seen = []
    for face in (50, 50, 20):  # seats 0 and 1 tie with 50
        state, events = RULES.apply_chance(state, ("die", face))
        seen += events
    assert seen[-1] == {"type": "rolloff_tie", "seats": (0, 1), "face": 50}
    assert state.contenders == (0, 1) and state.seat == 0 and state.phase == ex.ROLLOFF
    state, _ = RULES.apply_chance(state, ("die", 5))
    state, events = RULES.apply_chance(state, ("die", ex.ANY))
    assert [e["type"] for e in events] == ["rolloff_roll", "round_start", "turn_start"]
    assert events[1] == {"type": "round_start", "round": 1, "seat": 1}
    assert state.phase == ex.START and state.seat == 1 and state.starter == 1
    assert ex.rolloff_leaders((0, ex.ANY, 50)) == [1]


def test_three_euros_win_the_game():
    state = custom([pile(50, 20, 20, 5), pile(5)], euros=(2, 1))
    state, _ = rolled(state, 5)
    over, events = RULES.apply(state, ("move", 5, B, 0))
    assert events[-1] == {"type": "game_over", "winners": [0], "target": 3}
    assert RULES.current_player(over) == TERMINAL and RULES.legal_actions(over) == []
    out = RULES.outcome(over)
    assert out.places == (1, 2) and out.scores == (3, 1) and out.winners == [0]
    assert out.explanation[0].key == "exactly.result.win"
    with pytest.raises(IllegalAction) as info:
        RULES.apply(over, ("roll",))
    assert info.value.key == "exactly.err.game_over"


def test_shorter_game_option():
    cfg = RULES.validate_config({"players": 2, "target": 1})
    assert cfg == {"players": 2, "target": 1}
    state = custom([pile(50, 20, 20, 5), pile(5)], target=1)
    state, _ = rolled(state, 5)
    over, _ = RULES.apply(state, ("move", 5, B, 0))
    assert over.phase == ex.OVER


def test_no_legal_move_passes_with_a_reason():
    # five closed piles of 160c hold every 50c, 20c and 10c; the 5c coins are all in the bank
    state = custom([pile(50, 50, 20, 20, 10, 10)] * 5)
    assert ex.closed_piles(state) == [0, 1, 2, 3, 4] and state.bank == (0, 0, 0, 10)
    assert not ex.has_move(state, 5) and ex.values_with_moves(state) == [50, 20, 10]
    assert ex.explain_source(state, 5, B).key == "exactly.err.nowhere"
    new, events = rolled(state, 5)
    assert events[1] == {"type": "passed", "seat": 0, "reason": "no_move", "value": 5}
    assert new.seat == 1 and new.phase == ex.START and new.turns == 1
    chose, _ = rolled(state, ex.ANY)
    with pytest.raises(IllegalAction) as info:
        RULES.apply(chose, ("value", 5))
    assert info.value.key == "exactly.err.value_no_move"


def test_a_coin_that_is_not_there_cannot_move():
    # all ten 50c coins sit on players: the bank has none to give
    piles = [pile(5), pile(*[50] * 3), pile(*[50] * 3), pile(*[50] * 4)]
    state = custom(piles, phase=ex.MOVE, value=50, face=50)
    assert state.bank[0] == 0
    assert B not in ex.sources(state, 50)
    assert ex.explain_source(state, 50, B).key == "exactly.err.bank_empty"
    assert ex.explain_source(state, 50, 0).params == {"seat": 0, "value": 50}


# --- illegal actions and explanations ------------------------------------------------------


@pytest.mark.parametrize(
    "phase,action,key",
    [
        (ex.START, ("move", 5, B, 0), "exactly.err.roll_first"),
        (ex.START, ("value", 5), "exactly.err.roll_first"),
        (ex.MOVE, ("roll",), "exactly.err.rolled"),
        (ex.MOVE, ("value", 5), "exactly.err.not_any"),
        (ex.MOVE, ("move", 10, B, 0), "exactly.err.wrong_value"),
        (ex.MOVE, ("move", 20, 0, 0), "exactly.err.same_pile"),
        (ex.MOVE, ("move", 20, 1, 0), "exactly.err.no_coin"),
        (ex.MOVE, ("move", 20, 7, 0), "exactly.err.bad_pile"),
        (ex.MOVE, ("move", 20, B, "x"), "exactly.err.bad_pile"),
        (ex.MOVE, ("move", [20], B, 1), "exactly.err.bad_value"),
        (ex.MOVE, ("move", 20, B), "exactly.err.bad_action"),
        (ex.MOVE, ("jump",), "exactly.err.bad_action"),
        (ex.MOVE, "roll", "exactly.err.bad_action"),
        (ex.CHOOSE, ("move", 20, B, 0), "exactly.err.choose_first"),
        (ex.CHOOSE, ("value", 15), "exactly.err.bad_value"),
        (ex.CHOOSE, ("value", True), "exactly.err.bad_value"),
        (ex.ROLLING, ("roll",), "exactly.err.rolling"),
    ],
)
def test_illegal_actions_raise_a_translatable_key_and_change_nothing(phase, action, key):
    value, face = {ex.MOVE: (20, 20), ex.CHOOSE: (0, ex.ANY)}.get(phase, (0, None))
    state = custom([pile(20), pile(5)], phase=phase, value=value, face=face)
    before = snapshot(state)
    with pytest.raises(IllegalAction) as info:
        RULES.apply(state, action)
    assert info.value.key == key
    assert key in loc.EN and _placeholders(loc.EN[key]) <= set(info.value.params)
    assert snapshot(state) == before


def test_bad_chance_outcomes_are_refused():
    state = started(2)
    with pytest.raises(IllegalAction) as info:
        RULES.apply_chance(state, ("die", 50))
    assert info.value.key == "exactly.err.not_rolling"
    rolling, _ = RULES.apply(state, ("roll",))
    for bad in (("die", 30), ("die", True), ("die", [50]), ("dice", 50), 50):
        with pytest.raises(IllegalAction) as info:
            RULES.apply_chance(rolling, bad)
        assert info.value.key == "exactly.err.bad_face"


def test_query_helpers_agree_with_legal_actions():
    state = custom([pile(20, 5), pile(50, 50, 50, 10), pile(10, 10)], phase=ex.MOVE, value=10, face=10)
    legal = {(m[2], m[3]) for m in RULES.legal_actions(state)}
    for src in ex.all_piles(state):
        dsts = ex.destinations(state, 10, src)
        assert (src in ex.sources(state, 10)) == bool(dsts)
        assert (ex.explain_source(state, 10, src) is None) == bool(dsts)
        for dst in ex.all_piles(state):
            ok = (src, dst) in legal
            assert (dst in dsts) == ok
            assert (RULES.explain_move(state, 10, src, dst) is None) == ok
    assert ex.trophies(state) == (0, 0, 0) and ex.euro_pieces_left(state) == 15
    assert ex.pile_counts(state, B) == state.bank


def test_exact_chance_counts_the_faces_that_finish():
    state = custom([pile(50, 20, 20, 5), pile(50, 50, 20), pile(5)])
    assert ex.exact_chance(state, 0) == pytest.approx(2 / 6)  # 5c or ?
    assert ex.exact_chance(state, 1) == pytest.approx(2 / 6)  # give away a 20c, or ?
    assert ex.exact_chance(state, 2) == 0
    both = custom([pile(50, 20, 10), pile(50, 50, 10)])  # 80: +20; 110: -10
    assert ex.exact_chance(both, 0) == pytest.approx(2 / 6)
    assert ex.can_make_exact(both, 1, 10) and not ex.can_make_exact(both, 1, 20)


def test_log_lines_exist_for_every_event_and_use_known_keys():
    rng = random.Random(4)
    seen = set()
    for seed in range(6):
        state = RULES.initial_state({"players": 2 + seed % 5, "target": 1})
        while not RULES.is_over(state):
            if RULES.current_player(state) == CHANCE:
                state, events = RULES.apply_chance(state, RULES.sample_chance(state, rng))
            else:
                state, events = RULES.apply(state, rng.choice(RULES.legal_actions(state)))
            for e in events:
                seen.add(e["type"])
                line = ex.log_line(e)
                if line is None:
                    assert e["type"] == "roll"
                    continue
                key = line.key
                if key in loc.COUNTED:  # a counted message: the form its count picks
                    key += ".one" if line.params[loc.COUNTED[key]] == 1 else ".other"
                assert key in loc.EN, key
                assert _placeholders(loc.EN[key]) <= set(line.params), key
    assert seen >= {"rolloff_roll", "round_start", "turn_start", "roll", "rolled", "moved", "passed", "euro"}
    assert "game_over" in seen


# --- configuration and saved states ----------------------------------------------------------


def test_config_validation():
    assert RULES.default_config(4) == {"players": 4, "target": 3, "round_limit": 0}  # the seed's rule
    assert RULES.default_config(2) == {"players": 2, "target": 3}  # the option needs 3+ players
    assert RULES.initial_state(RULES.default_config(3)).limit == 0
    # the rules' own default is the seed's rule, as the game screen says (issue 37) ...
    assert RULES.validate_config({"players": 3}) == {"players": 3, "target": 3, "round_limit": 0}
    # ... and a config saved or coded under rules schema 1, when a missing key meant the limit, keeps it
    assert RULES.migrate_config({"players": 3}, 1) == {"players": 3, "round_limit": 24}
    assert RULES.migrate_config({"players": 3, "round_limit": 0}, 1) == {"players": 3, "round_limit": 0}
    assert RULES.migrate_config({"players": 2}, 1) == {"players": 2}
    assert RULES.migrate_config({"players": 3}, 2) == {"players": 3}
    for unknown in (3, 0, None, "1", True):
        with pytest.raises(ValueError):
            RULES.migrate_config({"players": 3}, unknown)
    assert RULES.validate_config({"players": 2, "round_limit": 0}) == {"players": 2, "target": 3}
    bad_limits = (
        {"players": 2, "round_limit": 24},
        {"players": 4, "round_limit": 12},
        {"players": 4, "round_limit": True},
    )
    for bad in (
        {"players": 1},
        {"players": 7},
        {"players": "2"},
        {"players": 2, "target": 4},
        [],
        *bad_limits,
    ):
        with pytest.raises(ConfigError) as info:
            RULES.validate_config(bad)
        assert info.value.key in loc.EN


def test_save_and_load_mid_round_through_json():
    rng = random.Random(9)
    state = RULES.initial_state({"players": 4})
    checked = set()
    for _ in range(400):
        data = json.loads(json.dumps(RULES.state_to_dict(state)))
        again = RULES.state_from_dict(data)
        assert again == state and RULES.legal_actions(again) == RULES.legal_actions(state)
        checked.add(state.phase)
        if RULES.current_player(state) == CHANCE:
            state, _ = RULES.apply_chance(state, RULES.sample_chance(state, rng))
        elif RULES.is_over(state):
            break
        else:
            state, _ = RULES.apply(state, rng.choice(RULES.legal_actions(state)))
    assert checked >= {ex.ROLLOFF, ex.START, ex.ROLLING, ex.CHOOSE, ex.MOVE}


@pytest.mark.parametrize(
    "change",
    [
        {"schema": 3},
        {"game": "farkle"},
        {"config": {"players": 9}},
        {"phase": "dancing"},
        {"bank": [10, 10, 10, 10]},  # one 5c coin too many
        {"piles": [[0, 0, 0, 1], [0, 0, 0, 1], [0, 0, 0, 1]]},
        {"piles": [[0, 0, 0, 1], [0, 0, 0, -1]], "bank": [10, 10, 10, 10]},
        {"piles": [[2, 0, 0, 0], [0, 0, 0, 1]], "bank": [8, 10, 10, 9]},  # a pile at exactly €1
        {"euros": [3, 0], "round": 4},
        {"round": 5},
        {"seat": 2},
        {"value": 20},
        {"face": 30},
        {"face": 50},
        {"contenders": [0, 1]},
        {"last_move": [20, 0, 9]},
        {"turns": "many"},
        {"piles": "none"},
    ],
)
def test_corrupt_saves_are_refused(change):
    state = custom([pile(20), pile(5)])
    data = json.loads(json.dumps(RULES.state_to_dict(state)))
    data.update(change)
    with pytest.raises(StateError):
        RULES.state_from_dict(data)


# --- properties over random play -------------------------------------------------------------


def _placeholders(text: str) -> set[str]:
    import string

    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@settings(max_examples=30, deadline=None)
@given(
    players=st.integers(2, 6),
    seed=st.integers(0, 10**6),
    target=st.sampled_from(ex.TARGETS),
    limit=st.sampled_from(ex.ROUND_LIMITS),
)
def test_invariants_hold_in_random_games(players, seed, target, limit):
    rng = random.Random(seed)
    limit = limit if players >= ex.LIMIT_PLAYERS else 0
    state = RULES.initial_state({"players": players, "target": target, "round_limit": limit})
    for _ in range(20000):
        if RULES.is_over(state):
            break
        assert all(c >= 0 for c in state.bank)  # the bank never goes negative
        for k in range(4):  # every coin is somewhere, within the round and across rounds
            assert state.bank[k] + sum(p[k] for p in state.piles) == ex.COIN_SUPPLY
        assert ex.EXACT not in state.totals  # a live round never has an exact pile
        assert ex.turns_left(state) is None or ex.turns_left(state) > 0  # nor outlasts its limit
        if RULES.current_player(state) == CHANCE:
            state, _ = RULES.apply_chance(state, RULES.sample_chance(state, rng))
            continue
        action = rng.choice(RULES.legal_actions(state))
        before = state
        state, events = RULES.apply(state, action)
        if action[0] != "move":
            continue
        _, value, src, dst = action
        if dst != BANK:
            assert ex.pile_total(before.piles[dst]) <= ex.CLOSED_ABOVE  # closed piles never receive
        exact = [p for p in (src, dst) if p != BANK and events[0]["totals"][p] == ex.EXACT]
        euro = [e for e in events if e["type"] == "euro"]
        last_turn = ex.turns_left(before) == 1  # the round limit option (3+ players)
        # the round ends when a pile hits €1.00, or with its last turn by the limit
        assert len(euro) == (1 if exact or last_turn else 0)
        if euro:
            if exact:
                assert euro[0]["seat"] in exact and euro[0]["why"] == "exact"
            else:
                gap = abs(euro[0]["total"] - ex.EXACT)
                assert euro[0]["why"] == "closest" and gap == min(
                    abs(t - ex.EXACT) for t in events[0]["totals"]
                )
            assert sum(state.euros) == sum(before.euros) + 1
        else:
            assert state.turns == before.turns + 1 and state.round == before.round
    assert RULES.is_over(state)  # every game ends
    assert max(state.euros) == target and sum(state.euros) == state.round


# --- the round limit option (quick games, 3+ players, off by default) [ours] ----------------------
def test_without_the_option_a_round_goes_on_past_any_number_of_turns():
    state = replace(custom([pile(20), pile(50, 20, 20), pile(50, 50, 10)]), turns=500)
    assert ex.turns_left(state) is None
    new, events = rolled(state, 0)
    assert [e["type"] for e in events] == ["rolled", "passed", "turn_start"]
    assert new.round == 1 and new.turns == 501 and new.euros == (0, 0, 0)


def test_with_the_option_the_last_turn_of_a_round_gives_the_closest_pile_the_euro():
    # 24 turns a round: the 24th ends it. P1 at 90c and P2 at 110c are equally close; P1 rolls first
    # after P0, so P1 takes the euro, even though P0 only rolled a 0
    state = replace(
        custom([pile(20), pile(50, 20, 20), pile(50, 50, 10)], limit=ex.ROUND_TURNS), turns=ex.ROUND_TURNS - 1
    )
    assert ex.turns_left(state) == 1
    new, events = rolled(state, 0)
    euro = next(e for e in events if e["type"] == "euro")
    assert (euro["seat"], euro["by"], euro["why"], euro["total"]) == (1, 0, "closest", 90)
    assert new.euros == (0, 1, 0) and new.round == 2 and new.seat == 2
    assert new.piles == (ex.START_PILE,) * 3 and ex.turns_left(new) == ex.ROUND_TURNS
    line = ex.log_line(euro)
    assert line.key == "exactly.log.euro_closest" and line.params["seat"] == 1 and line.params["count"] == 1


def test_a_move_on_the_last_turn_counts_before_the_limit_decides():
    state = replace(
        custom([pile(50, 20, 10, 10), pile(50, 20, 5), pile(5)], limit=ex.ROUND_TURNS),
        turns=40,
        round_start=17,
    )
    state, _ = rolled(state, 10)  # P0 at 90c (a 10c would finish), P1 at 75c
    new, events = RULES.apply(state, ("move", 10, 0, 2))  # P0 gives a 10c to P2: 80c is now closest
    euro = next(e for e in events if e["type"] == "euro")
    assert euro["seat"] == 0 and euro["why"] == "closest" and euro["total"] == 80


@pytest.mark.parametrize(
    ("active", "totals", "winner"),
    [
        (
            0,
            (90, 50, 110),
            2,
        ),  # the active seat ties P2: P2 (first after the active seat), not the lowest seat
        (1, (110, 90, 50), 0),  # the active seat ties P0, who comes after it in turn order
        (2, (95, 105, 95), 0),  # three-way tie with the active seat: the next seat wins
        (1, (95, 105, 95), 2),
        (0, (95, 100 - 5, 50), 1),  # the active seat and the one right after it: the one after it
    ],
)
def test_with_the_option_a_tie_for_closest_goes_to_the_first_seat_after_the_active_one(
    active, totals, winner
):
    piles = {
        50: pile(50),
        90: pile(50, 20, 20),
        95: pile(50, 20, 20, 5),
        105: pile(50, 50, 5),
        110: pile(50, 50, 10),
    }
    state = custom([piles[t] for t in totals], seat=active, limit=ex.ROUND_TURNS)
    state = replace(state, turns=ex.ROUND_TURNS - 1)
    new, events = rolled(state, 0)  # a 0 on the round's last turn: the limit decides
    euro = next(e for e in events if e["type"] == "euro")
    assert (euro["seat"], euro["by"], euro["why"]) == (winner, active, "closest")
    assert new.euros[winner] == 1


def test_a_save_from_before_the_option_loads_with_the_limit_on():
    # Saved by the game as it was when the 24-turn limit was the rule (tests/data, made by that
    # code): three players, round 1 ended by the limit on turn 24, round 2 is 10 turns old.
    from pathlib import Path

    from game import share
    from game.session import Session

    data = json.loads((Path(__file__).parent / "data" / "exactly_v1_save.json").read_text())
    assert "round_limit" not in data["config"]
    session = Session.from_dict(data)
    assert session.config["round_limit"] == ex.ROUND_TURNS and session.state.limit == ex.ROUND_TURNS
    assert session.state.euros == (0, 1, 0) and session.state.round == 2 and session.state.turns == 34
    assert ex.turns_left(session.state) == ex.ROUND_TURNS - 10
    # its share code, made by the same code, replays the same game; a code of it made now says so
    old_code = "DCJwEAB2V4YWN0bHkBAw4AA0FuYQIAAQACe31HDPpMBTB5J0QivrDpQJO0U4s"
    for code in (old_code, share.encode(session)):
        shared = share.decode(code)
        assert shared.config == session.config and shared.session.state == session.state
    # a game without the limit is carried by its code and its save too
    fresh = Session("exactly", RULES.default_config(3), session.seats, 7)
    assert share.decode(share.encode(fresh)).config["round_limit"] == 0
    assert Session.from_dict(json.loads(json.dumps(fresh.to_dict()))).state.limit == 0


def test_the_round_start_is_saved_checked_and_missing_in_old_saves_means_now():
    state = replace(custom([pile(20), pile(5), pile(50)], limit=ex.ROUND_TURNS), turns=50, round_start=30)
    data = json.loads(json.dumps(RULES.state_to_dict(state)))
    assert RULES.state_from_dict(data) == state
    del data["round_start"]  # a save from before the limit: the round counts from the load
    assert ex.turns_left(RULES.state_from_dict(data)) == ex.ROUND_TURNS
    for bad in (51, -1, "x"):
        with pytest.raises(StateError):
            RULES.state_from_dict({**data, "round_start": bad})
    with pytest.raises(StateError):  # a live round past its limit
        RULES.state_from_dict({**data, "round_start": 50 - ex.ROUND_TURNS})


def test_the_how_to_and_the_log_state_the_round_limit_in_both_languages():
    for catalog in (loc.EN, loc.DE):
        assert f" {ex.ROUND_TURNS} " in catalog["exactly.howto.5.body"]
        line = catalog["exactly.log.euro_closest"].format(seat="Ana", count="1", target="3", limit="24")
        assert "24" in line and "Ana" in line and "{" not in line  # as the log writes numbers: strings
