"""Number Chains rules: the spec's worked examples, invariants, variants, saves."""

from __future__ import annotations

import json
import random
import re
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.locale import chains as loc
from game.rules import chains as ch
from game.rules.base import TERMINAL, ConfigError, IllegalAction, StateError
from game.rules.chains import RULES, ChainsState, square_index

sq = square_index


def custom(held, star, empty=(), at=None, scoring="standard", players=2, to_move=0, chains=None, swaps=0):
    """A hand-made position: ``held`` per seat, the star on ``star``, extra ``empty`` squares,
    chips pinned to squares with ``at``; other chips fill the remaining squares in order."""
    at = dict(at or {})
    board = [0] * ch.N_SQUARES
    for pos, chip in at.items():
        board[sq(*pos)] = chip
    taken = {c for h in held for c in h}
    rest = [c for c in range(1, 49) if c not in taken and c not in at.values()]
    blocked = {sq(*star)} | {sq(*e) for e in empty} | {sq(*p) for p in at}
    free = [i for i in range(ch.N_SQUARES) if i not in blocked]
    n_empty = ch.N_SQUARES - len(blocked) - len(rest)
    assert n_empty >= 0
    for i, chip in zip(free[n_empty:], rest):
        board[i] = chip
    if chains is None:
        chains = tuple(tuple(ch.runs_of(h)) if scoring == "sohtar" else () for h in held)
    return ChainsState(
        players=players,
        scoring=scoring,
        swap=bool(swaps),
        series=1,
        seed=0,
        game_index=0,
        first_seat=0,
        board=tuple(board),
        star=sq(*star),
        held=tuple(tuple(sorted(h)) for h in held),
        chains=tuple(chains),
        swaps_left=(swaps,) * players,
        to_move=to_move,
        phase="move",
        pending=0,
        takes=sum(len(h) for h in held),
        turns=0,
        totals=(0,) * players,
        results=(),
    )


def full(star) -> ChainsState:
    """Every square but the star's holds a chip."""
    return custom(((), ()), star)


def squares_of(targets):
    return sorted(ch.SQUARES[i] for i in targets)


# --- geometry and movement -------------------------------------------------------


def test_board_shape():
    assert len(ch.SQUARES) == 49
    rows = [sum(1 for r, _ in ch.SQUARES if r == row) for row in range(9)]
    assert rows == [3, 5, 7, 7, 5, 7, 7, 5, 3]
    assert list(ch.SQUARES) == sorted(ch.SQUARES)  # reading order
    assert ch.SQUARES[0] == (0, 2) and ch.SQUARES[-1] == (8, 4)
    assert (4, 0) not in ch.SQUARE_INDEX and (4, 6) not in ch.SQUARE_INDEX


def test_example_1_waist():
    s = full((4, 1))
    assert squares_of(ch.targets(s)) == [(3, 0), (3, 1), (3, 2), (4, 2), (5, 0), (5, 1), (5, 2)]


def test_example_2_top_corner():
    assert squares_of(ch.targets(full((0, 2)))) == [(0, 3), (1, 1), (1, 2), (1, 3)]


def test_example_3_line_over_empty_squares():
    s = custom(((1, 2), ()), (2, 0), empty=[(2, 1), (2, 2)], at={(2, 3): 17})
    assert sq(2, 3) in ch.targets(s)
    s2, events = RULES.apply(s, ("take", sq(2, 3)))
    assert s2.star == sq(2, 3) and s2.board[sq(2, 3)] == 0
    assert 17 in s2.held[0]
    assert events[0] == {
        "type": "star_moved",
        "seat": 0,
        "from": sq(2, 0),
        "to": sq(2, 3),
        "chip": 17,
        "jump": False,
    }
    with pytest.raises(IllegalAction) as info:
        RULES.apply(s, ("take", sq(2, 4)))  # behind the first chip
    assert info.value.key == "chains.err.not_in_line"


def test_notch_rule_rays_never_cross():
    # from (3,0) going south-east... and from (4,1) going west: off board at once
    assert ch.RAYS[sq(4, 1)][ch.DIRECTIONS.index((0, -1))] == ()
    # (3,0) -> (4,0) is off the board, so nothing south even though (5,0) exists
    assert ch.RAYS[sq(3, 0)][ch.DIRECTIONS.index((1, 0))] == ()
    # star at (3,0) with (4,1) empty: the south-east line continues to (5,2)
    s = custom(((5,), ()), (3, 0), empty=[(4, 1)])
    assert sq(5, 2) in ch.targets(s) and sq(5, 0) not in ch.targets(s)


def test_jump_when_no_chip_in_line():
    chips_left = {sq(8, 4): 48, sq(6, 1): 47}
    held = (tuple(range(1, 24)), tuple(range(24, 47)))
    s = custom(held, (0, 2), at={(8, 4): 48, (6, 1): 47})
    assert set(i for i, c in enumerate(s.board) if c) == set(chips_left)
    assert ch.is_jump(s)
    assert ch.targets(s) == sorted(chips_left)
    s2, events = RULES.apply(s, ("take", sq(6, 1)))
    assert events[0]["jump"] is True and s2.star == sq(6, 1)
    # a chip in line ends jump mode: from (6,1) nothing; (8,4) is not on a line
    assert ch.is_jump(s2) and ch.targets(s2) == [sq(8, 4)]


def test_take_errors_leave_state():
    s = full((4, 1))
    for action, key in [
        (("take", sq(4, 1)), "chains.err.no_chip"),
        (("take", sq(0, 2)), "chains.err.not_in_line"),
        (("take", 99), "chains.err.bad_action"),
        (("assign", 3), "chains.err.wrong_phase"),
        (("no_swap",), "chains.err.wrong_phase"),
        (("fly",), "chains.err.bad_action"),
        ((), "chains.err.bad_action"),
    ]:
        before = s
        with pytest.raises(IllegalAction) as info:
            RULES.apply(s, action)
        assert info.value.key == key
        assert s == before


# --- scoring -----------------------------------------------------------------------


def test_chains_of():
    assert ch.chains_of([4, 5, 9, 1, 2, 3, 20]) == [(1, 5)]
    assert ch.chains_of([7, 8, 9, 20]) == [(7, 9)]
    assert ch.chains_of([4, 5]) == [(4, 5)]
    assert ch.chains_of([4, 6]) == []


def test_example_4_ranking():
    a = ch.chain_lengths([3, 4, 5, 6, 10, 11, 12, 13])
    b = ch.chain_lengths([7, 8, 9, 10, 30, 31, 32])
    assert a == (4, 4) and b == (4, 3) and a > b


def _final(holdings, scoring="standard"):
    """A finished deal where seat i holds ``holdings[i]`` plus singles spread without new chains."""
    held = [set(h) for h in holdings]
    n = len(held)
    free = [c for c in range(1, 49) if not any(c in h for h in held)]

    def place(i: int) -> bool:  # depth-first: give each free chip to a seat without touching its chips
        if i == len(free):
            return True
        c = free[i]
        for s in range(n):
            if c - 1 not in held[s] and c + 1 not in held[s]:
                held[s].add(c)
                if place(i + 1):
                    return True
                held[s].discard(c)
        return False

    assert place(0)
    base = custom([()] * n, (0, 2), players=n, scoring=scoring)
    base = replace(base, first_seat=ch.first_seat_of_series(0, n))
    board = [0] * 49
    chains = tuple(tuple(ch.runs_of(h)) if scoring == "sohtar" else () for h in held)
    state = replace(
        base,
        board=tuple(board),
        held=tuple(tuple(sorted(h)) for h in held),
        chains=chains,
        takes=48,
        to_move=TERMINAL,
        phase="over",
    )
    pts = tuple(ch._deal_score(state, s) for s in range(n))
    totals = pts if scoring == "tournament" else (0,) * n
    return replace(state, results=(pts,), totals=totals)


def test_example_4_outcome_and_explanation():
    s = _final([[3, 4, 5, 6, 10, 11, 12, 13], [20, 21, 22, 23, 31, 32, 33]])
    assert ch.chain_lengths(s.held[0])[:2] == (4, 4)
    assert ch.chain_lengths(s.held[1])[:2] == (4, 3)
    out = RULES.outcome(s)
    assert out.places == (1, 2) and out.winners == [0]
    (expl,) = out.explanation
    assert expl.key == "chains.expl.next_decides"
    assert expl.params == {"a": 0, "b": 1, "same": "4", "x": 4, "y": 3}
    assert RULES.state_from_dict(RULES.state_to_dict(s)) == s  # a legal final state


def test_identical_chains_share_the_win():
    s = _final([[3, 4, 5], [30, 31, 32]])
    assert ch.chain_lengths(s.held[0]) == ch.chain_lengths(s.held[1]) == (3,)
    out = RULES.outcome(s)
    assert out.places == (1, 1) and out.explanation[0].key == "chains.expl.tie"


def test_example_5_tournament_points():
    assert [ch.triangle(n) for n in range(1, 12)] == [0, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66]
    chips = [1, 2, 3, 4, 5, 10, 11, 12, 20, 21]
    assert ch.tournament_points(chips) == 15 + 6 + 3 == 24


def test_example_6_sohtar_choice():
    s = custom(
        ([31, 33, 34, 35, 36], []),
        (0, 2),
        at={(0, 3): 32},
        scoring="sohtar",
        chains=(((31, 31), (33, 36)), ()),
    )
    s1, events = RULES.apply(s, ("take", sq(0, 3)))
    assert s1.phase == "assign" and s1.pending == 32 and s1.to_move == 0
    assert 32 in s1.held[0]
    assert sorted(RULES.legal_actions(s1)) == [("assign", 31), ("assign", 33)]
    low, ev_low = RULES.apply(s1, ("assign", 31))
    high, _ = RULES.apply(s1, ("assign", 33))
    assert low.chains[0] == ((31, 32), (33, 36))
    assert high.chains[0] == ((31, 31), (32, 36))
    assert ev_low == [{"type": "assigned", "seat": 0, "chip": 32, "chain": (31, 32)}]
    assert low.to_move == 1 and low.phase == "move"
    with pytest.raises(IllegalAction) as info:
        RULES.apply(s1, ("assign", 34))
    assert info.value.key == "chains.err.bad_chain"
    # chains never merge: two chains either way, and neither reaches 6
    assert RULES.scores(low)[0] == RULES.scores(high)[0] == 2


def test_sohtar_single_fit_is_automatic():
    s = custom(([10, 11], []), (0, 2), at={(0, 3): 12}, scoring="sohtar")
    s1, events = RULES.apply(s, ("take", sq(0, 3)))
    assert s1.chains[0] == ((10, 12),) and s1.phase == "move"
    assert events[1] == {"type": "assigned", "seat": 0, "chip": 12, "chain": (10, 12)}
    s2 = custom(([10, 11], []), (0, 2), at={(0, 3): 40}, scoring="sohtar")
    s3, _ = RULES.apply(s2, ("take", sq(0, 3)))
    assert s3.chains[0] == ((10, 11), (40, 40))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_sohtar_winner_has_the_fewest_minus_points(players):
    """Sohtar: each chain shorter than 6 is a minus point; the fewest minus points win (any table size)."""
    rng = random.Random(players)
    for seed in range(6):
        final = play_random(RULES.initial_state({"players": players, "scoring": "sohtar"}, seed), rng)
        minus = [sum(1 for lo, hi in final.chains[s] if hi - lo + 1 < 6) for s in range(players)]
        fewest = min(minus)
        assert RULES.outcome(final).winners == [s for s in range(players) if minus[s] == fewest]
        assert RULES.outcome(final).places == tuple(
            1 + sum(m < minus[s] for m in minus) for s in range(players)
        )


def test_example_7_sohtar_end_count():
    assert ch.sohtar_minus([(1, 8), (10, 15), (20, 31), (33, 35), (40, 41)]) == 2
    assert ch.sohtar_minus([]) == 0


def test_example_8_swap_eligibility():
    s = custom(([1, 30], [7, 8, 9, 20]), (0, 2), swaps=2)
    s = replace(s, phase="swap")
    assert ch.swap_eligible(s, 1) == {20}
    acts = RULES.legal_actions(s)
    assert ("no_swap",) in acts
    assert {a[3] for a in acts if a[0] == "swap"} == {20}
    for bad in (7, 8, 9):
        with pytest.raises(IllegalAction) as info:
            RULES.apply(s, ("swap", 1, 1, bad))
        assert info.value.key == "chains.err.in_chain"
    s2, events = RULES.apply(s, ("swap", 30, 1, 20))
    assert s2.held == ((1, 20), (7, 8, 9, 30)) and s2.swaps_left == (1, 2)
    assert events == [{"type": "swapped", "seat": 0, "gave": 30, "took": 20, "other": 1}]
    assert s2.to_move == 1 and s2.phase == "move"
    for action, key in [
        (("swap", 2, 1, 20), "chains.err.not_own_chip"),
        (("swap", 1, 0, 30), "chains.err.bad_opponent"),
        (("swap", 1, 1, 21), "chains.err.not_their_chip"),
    ]:
        with pytest.raises(IllegalAction) as info:
            RULES.apply(s, action)
        assert info.value.key == key
    with pytest.raises(IllegalAction) as info:
        RULES.apply(replace(s, swaps_left=(0, 2)), ("swap", 1, 1, 20))
    assert info.value.key == "chains.err.no_swaps_left"


def test_swap_step_only_when_possible():
    # after a take with swaps left and an eligible opponent chip: swap phase
    s = custom(([], [20]), (0, 2), at={(0, 3): 5}, swaps=2)
    s1, _ = RULES.apply(s, ("take", sq(0, 3)))
    assert s1.phase == "swap" and s1.to_move == 0
    # opponent holds only a chain: nothing to swap, the turn passes
    s = custom(([], [20, 21]), (0, 2), at={(0, 3): 5}, swaps=2)
    s1, _ = RULES.apply(s, ("take", sq(0, 3)))
    assert s1.phase == "move" and s1.to_move == 1


# --- the cancel rule and transitivity ----------------------------------------------


def beats_literal(a: list[int], b: list[int]) -> int:
    """The spec read literally: equal longest chains cancel, next-longest decides; 1, 0 or -1."""
    a, b = sorted(a, reverse=True), sorted(b, reverse=True)
    while a or b:
        x = a.pop(0) if a else 0
        y = b.pop(0) if b else 0
        if x != y:
            return 1 if x > y else -1
    return 0


holdings = st.sets(st.integers(1, 48), max_size=30)


@given(holdings, holdings)
def test_ranking_matches_the_cancel_rule(h1, h2):
    """The ranking key compares like the rule book's cancel rule (longest chains cancel, next decides)."""
    x, y = ch.chain_lengths(h1), ch.chain_lengths(h2)
    assert (x > y) - (x < y) == beats_literal(list(x), list(y))


def test_outcome_places_are_consistent_with_pairwise_comparison():
    rng = random.Random(5)
    for _ in range(30):
        n = rng.randint(2, 4)
        s = play_random(RULES.initial_state({"players": n}, rng.randrange(10**6)), rng)
        out = RULES.outcome(s)
        keys = [ch.chain_lengths(h) for h in s.held]
        for i in range(n):
            for j in range(n):
                assert (out.places[i] < out.places[j]) == (keys[i] > keys[j])
                assert (out.places[i] == out.places[j]) == (keys[i] == keys[j])


# --- configuration -----------------------------------------------------------------


def test_config_validation():
    assert RULES.validate_config({"players": 1, "scoring": "standard", "swap": True}) == {
        "players": 1,
        "scoring": "sohtar",
        "series": 1,
        "swap": False,
    }
    assert RULES.default_config(3) == {"players": 3, "scoring": "standard", "series": 1, "swap": False}
    assert RULES.default_config(1)["scoring"] == "sohtar"
    assert RULES.validate_config({"players": 2, "scoring": "tournament", "series": 7})["series"] == 7
    for cfg, key in [
        ({"players": 5}, "chains.err.players"),
        ({"players": 0}, "chains.err.players"),
        ({"players": 2, "scoring": "golf"}, "chains.err.scoring"),
        ({"players": 2, "scoring": "tournament", "series": 21}, "chains.err.series"),
        ({"players": 2, "scoring": "standard", "series": 3}, "chains.err.series_scoring"),
        ({"players": 2, "scoring": "sohtar", "swap": True}, "chains.err.swap_sohtar"),
    ]:
        with pytest.raises(ConfigError) as info:
            RULES.validate_config(cfg)
        assert info.value.key == key
    opts = {o.key: o for o in RULES.options()}
    assert opts["scoring"].choices == ("standard", "tournament", "sohtar")
    assert opts["series"].choices == (1, 3, 5)
    assert not opts["swap"].applies(1) and opts["swap"].applies(4)


def test_deals_are_deterministic_and_first_seat_rotates():
    a = RULES.initial_state({"players": 3, "scoring": "tournament", "series": 3}, 42)
    b = RULES.initial_state({"players": 3, "scoring": "tournament", "series": 3}, 42)
    assert a == b
    assert sorted(a.board) == list(range(49))
    assert a.board[a.star] == 0
    assert ch.deal(42, 0) != ch.deal(42, 1)
    assert a.swaps_left == (0, 0, 0)
    assert RULES.initial_state({"players": 4, "swap": True}, 1).swaps_left == (1, 1, 1, 1)
    assert RULES.initial_state({"players": 3, "swap": True}, 1).swaps_left == (2, 2, 2)
    rng = random.Random(0)
    firsts = [a.first_seat]
    s = a
    while not RULES.is_over(s):
        acts = RULES.legal_actions(s)
        s, events = RULES.apply(s, acts[rng.randrange(len(acts))])
        firsts += [e["first_seat"] for e in events if e["type"] == "new_deal"]
    assert firsts == [(firsts[0] + k) % 3 for k in range(3)]


# --- whole games and invariants ----------------------------------------------------


def play_random(state, rng, check=None):
    while state.to_move != TERMINAL:
        acts = RULES.legal_actions(state)
        assert acts
        new, events = RULES.apply(state, acts[rng.randrange(len(acts))])
        if check:
            check(state, new, events)
        state = new
    return state


def first_chip_on_each_line(state: ChainsState) -> list[int]:
    """The rule book's move, read directly: walk each of the star's 8 lines to its first chip;
    with no chip on any line, the star may jump to any chip."""
    found = set()
    for ray in ch.RAYS[state.star]:
        for q in ray:
            if state.board[q]:
                found.add(q)
                break
    return sorted(found) if found else [q for q in range(len(state.board)) if state.board[q]]


def check_invariants(state: ChainsState) -> None:
    on_board = [c for c in state.board if c]
    held = [c for h in state.held for c in h]
    assert sorted(on_board + held) == list(range(1, 49))
    assert state.board[state.star] == 0
    assert state.takes == 48 - len(on_board)


CONFIGS = [
    {"players": 1},
    {"players": 2},
    {"players": 3},
    {"players": 4},
    {"players": 2, "swap": True},
    {"players": 3, "swap": True},
    {"players": 4, "swap": True, "scoring": "tournament"},
    {"players": 2, "scoring": "tournament", "series": 3},
    {"players": 3, "scoring": "tournament", "series": 2, "swap": True},
    {"players": 2, "scoring": "sohtar"},
    {"players": 4, "scoring": "sohtar"},
]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(CONFIGS), st.integers(0, 2**32), st.integers(0, 2**32))
def test_random_games_keep_invariants(cfg, seed, play_seed):
    rng = random.Random(play_seed)
    state = RULES.initial_state(cfg, seed)
    takes = []

    def check(old, new, events):
        check_invariants(new)
        kinds = [e["type"] for e in events]
        if "star_moved" in kinds:
            takes.append(1)
        if "deal_over" in kinds:
            assert len(takes) == 48
            takes.clear()
        if new.phase == "move" and new.to_move != TERMINAL:
            assert sorted(t for _, t in RULES.legal_actions(new)) == first_chip_on_each_line(new)
            jumping = not any(new.board[q] for ray in ch.RAYS[new.star] for q in ray)
            assert ch.is_jump(new) == jumping

    final = play_random(state, rng, check)
    assert final.phase == "over" and RULES.is_over(final)
    assert len(final.results) == final.series
    out = RULES.outcome(final)
    n = cfg["players"]
    assert len(out.places) == len(out.scores) == n
    assert 1 in out.places and all(1 <= p <= n for p in out.places)
    for e in out.explanation:
        assert e.key in loc.EN or e.key in loc.COUNTED  # counted keys: key.one / key.other
    assert RULES.state_from_dict(json.loads(json.dumps(RULES.state_to_dict(final)))) == final


def test_every_variant_plays_to_a_valid_result():
    rng = random.Random(11)
    for cfg in CONFIGS:
        events_all = []

        def check(old, new, events, _acc=events_all):
            _acc.extend(events)

        final = play_random(RULES.initial_state(cfg, 3), rng, check)
        over = [e for e in events_all if e["type"] == "game_over"]
        assert len(over) == 1 and over[0]["winners"] == RULES.outcome(final).winners
        assert sum(1 for e in events_all if e["type"] == "deal_over") == final.series
        if final.scoring == "tournament":
            assert RULES.scores(final) == [
                sum(deal[s] for deal in final.results) for s in range(final.players)
            ]
        if final.scoring == "sohtar":
            for seat in range(final.players):
                covered = sorted(c for lo, hi in final.chains[seat] for c in range(lo, hi + 1))
                assert covered == list(final.held[seat])


# --- serialization -----------------------------------------------------------------


def test_round_trip_mid_series():
    cfg = {"players": 3, "scoring": "tournament", "series": 3, "swap": True}
    rng = random.Random(2)
    s = RULES.initial_state(cfg, 9)
    seen_phases = set()
    while s.game_index < 1 or s.takes < 20:
        acts = RULES.legal_actions(s)
        s, _ = RULES.apply(s, acts[rng.randrange(len(acts))])
        seen_phases.add(s.phase)
        back = RULES.state_from_dict(json.loads(json.dumps(RULES.state_to_dict(s))))
        assert back == s
    assert s.results and s.totals == s.results[0]
    assert "swap" in seen_phases
    # both copies continue identically
    back = RULES.state_from_dict(json.loads(json.dumps(RULES.state_to_dict(s))))
    a = play_random(s, random.Random(7))
    b = play_random(back, random.Random(7))
    assert a == b


def test_round_trip_sohtar_assign_phase():
    rng = random.Random(3)
    found = 0
    for seed in range(20):
        s = RULES.initial_state({"players": 2, "scoring": "sohtar"}, seed)
        while s.to_move != TERMINAL:
            acts = RULES.legal_actions(s)
            s, _ = RULES.apply(s, acts[rng.randrange(len(acts))])
            if s.phase == "assign":
                found += 1
                assert RULES.state_from_dict(json.loads(json.dumps(RULES.state_to_dict(s)))) == s
    assert found > 0


def _corrupt(mutate):
    rng = random.Random(4)
    s = RULES.initial_state({"players": 2, "scoring": "tournament", "series": 3}, 5)
    for _ in range(60):
        acts = RULES.legal_actions(s)
        s, _ = RULES.apply(s, acts[rng.randrange(len(acts))])
    d = json.loads(json.dumps(RULES.state_to_dict(s)))
    mutate(d)
    return d


def _star_on_chip(d):
    d["star"] = next(i for i, c in enumerate(d["board"]) if c)


def _duplicate_chip(d):
    i = next(i for i, c in enumerate(d["board"]) if c)
    d["board"][i] = d["held"][0][0]


def _missing_chip(d):
    d["held"][0] = d["held"][0][1:]


@pytest.mark.parametrize(
    "mutate",
    [
        _star_on_chip,
        _duplicate_chip,
        _missing_chip,
        lambda d: d.update(schema=2),
        lambda d: d.update(game="farkle"),
        lambda d: d.update(to_move=(d["to_move"] + 1) % 2),
        lambda d: d.update(totals=[d["totals"][0] + 1, d["totals"][1]]),
        lambda d: d.update(phase="assign"),
        lambda d: d.update(takes=d["takes"] + 1),
        lambda d: d.update(game_index=5),
        lambda d: d.update(board=d["board"][:-1]),
        lambda d: d.update(star="7"),
        lambda d: d.update(held="oops"),
        lambda d: d["config"].update(swap=True, scoring="sohtar"),
        lambda d: d.update(results=[]),
        lambda d: d.update(first_seat=1 - d["first_seat"]),
        lambda d: d.pop("board"),
    ],
)
def test_corrupt_saves_are_rejected(mutate):
    with pytest.raises(StateError):
        RULES.state_from_dict(_corrupt(mutate))


def test_uncorrupted_save_loads():
    d = _corrupt(lambda d: None)
    assert RULES.state_from_dict(d).game_index == 1


# --- translations ------------------------------------------------------------------


def test_every_message_key_is_translated():
    source = Path(ch.__file__).read_text()
    keys = set(re.findall(r'"(chains\.[a-z_.0-9]+)"', source))
    for opt in RULES.options():
        keys.add(opt.label_key)
        keys.update(k for k in opt.choice_keys if k)
    keys.discard("chains.rating.")
    keys.update({"chains.rating.0", "chains.rating.1", "chains.rating.2", "chains.name", "chains.tagline"})
    keys = {k for k in keys if k not in loc.COUNTED} | {
        f"{k}.{f}" for k in loc.COUNTED for f in ("one", "other")
    }
    missing = sorted(k for k in keys if k not in loc.EN or k not in loc.DE)
    assert not missing
    assert loc.EN.keys() == loc.DE.keys()
    pages = [k for k in loc.EN if k.startswith("chains.howto.") and k.endswith(".body")]
    assert 4 <= len(pages) <= 6
    assert all(len(loc.EN[k]) < 450 and len(loc.DE[k]) < 450 for k in pages)
    assert "Sackson" in loc.EN["chains.howto.1.body"] and "Sackson" in loc.DE["chains.howto.1.body"]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(CONFIGS), st.integers(0, 2**32), st.integers(0, 150))
def test_apply_accepts_exactly_the_legal_actions(cfg, seed, steps):
    rng = random.Random(seed)
    state = RULES.initial_state(cfg, seed)
    for _ in range(steps):
        if state.to_move == TERMINAL:
            break
        acts = RULES.legal_actions(state)
        state, _ = RULES.apply(state, acts[rng.randrange(len(acts))])
    legal = set(RULES.legal_actions(state))
    candidates = {("take", i) for i in range(49)} | {("assign", c) for c in range(50)} | {("no_swap",)}
    for _ in range(60):
        candidates.add(("swap", rng.randint(0, 48), rng.randint(-1, 4), rng.randint(0, 48)))
    candidates |= legal
    for action in candidates:
        before = state
        if action in legal:
            RULES.apply(state, action)
        else:
            with pytest.raises(IllegalAction) as info:
                RULES.apply(state, action)
            assert info.value.key in loc.EN
        assert state == before
