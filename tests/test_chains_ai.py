"""Number Chains computer players: legality, the search position, sensible choices."""

from __future__ import annotations

import random
import time
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_chains_rules import _final, custom, sq

from game.ai import chains as ai
from game.ai.base import finish
from game.ai.chains import Pos, make_agent
from game.games import make_agent as registry_agent
from game.rules import chains as ch
from game.rules.base import TERMINAL
from game.rules.chains import RULES

FAST = {"node_budget": 1500}  # quick for tests


def play(cfg, levels, seed, **kw):
    agents = [
        make_agent(RULES, s, lv, seed + s, **(kw if lv == "hard" else {})) for s, lv in enumerate(levels)
    ]
    state = RULES.initial_state(cfg, seed)
    while state.to_move != TERMINAL:
        action = agents[state.to_move].choose(state)
        assert action in RULES.legal_actions(state)
        state, _ = RULES.apply(state, action)
    return state


@pytest.mark.parametrize(
    "cfg,levels",
    [
        ({"players": 1}, ["hard"]),
        ({"players": 2}, ["easy", "hard"]),
        ({"players": 2, "swap": True}, ["medium", "hard"]),
        ({"players": 3, "scoring": "sohtar"}, ["easy", "medium", "hard"]),
        ({"players": 4, "swap": True, "scoring": "tournament"}, ["hard", "easy", "medium", "easy"]),
        ({"players": 2, "scoring": "tournament", "series": 2}, ["medium", "easy"]),
    ],
)
def test_agents_play_whole_games_legally(cfg, levels):
    final = play(cfg, levels, 3, **FAST)
    assert RULES.is_over(final)
    assert len(final.results) == final.series


def test_registry_builds_agents():
    for level in ("easy", "medium", "hard"):
        agent = registry_agent("chains", 1, level, 5)
        assert isinstance(agent, ai.ChainsAgent) and agent.seat == 1 and agent.level == level


def test_hard_thinks_in_slices_and_is_deterministic_with_a_node_budget():
    state = RULES.initial_state({"players": 2}, 8)
    a = make_agent(RULES, state.to_move, "hard", 1, **FAST)
    gen = a.think(state)
    slices = 0
    try:
        while True:
            next(gen)
            slices += 1
    except StopIteration as stop:
        first = stop.value
    assert slices > 10
    assert a.nodes >= ai.YIELD_EVERY
    b = make_agent(RULES, state.to_move, "hard", 1, **FAST)
    assert b.choose(state) == first and first in RULES.legal_actions(state)


def test_medium_takes_the_chip_that_joins_its_chains():
    # star at (0,2): east (0,3) holds 12, which joins 10-11 and 13-14; south holds a useless 40
    s = custom(([10, 11, 13, 14], [30]), (0, 2), at={(0, 3): 12, (1, 2): 40, (1, 1): 41, (1, 3): 42})
    for level in ("medium", "hard"):
        agent = make_agent(RULES, 0, level, 0, **(FAST if level == "hard" else {}))
        assert agent.choose(s) == ("take", sq(0, 3)), level


def test_medium_denies_the_opponent():
    # seat 1 holds 20-21 and 23-24: 22 would give it a chain of 5; nothing helps seat 0
    s = custom(([1], [20, 21, 23, 24]), (0, 2), at={(0, 3): 22, (1, 2): 40, (1, 1): 44, (1, 3): 46})
    assert make_agent(RULES, 0, "medium", 0).choose(s) == ("take", sq(0, 3))


def test_hard_solves_a_small_endgame_exactly():
    # seven chips left: the chosen move must be worth what a brute-force minimax says
    rng = random.Random(1)
    for trial in range(6):
        state = RULES.initial_state({"players": 2, "scoring": "tournament"}, 100 + trial)
        while sum(1 for c in state.board if c) > 7:
            acts = RULES.legal_actions(state)
            state, _ = RULES.apply(state, acts[rng.randrange(len(acts))])
        me = state.to_move
        agent = make_agent(RULES, me, "hard", 0, node_budget=10**6)
        action = agent.choose(state)
        if len(RULES.legal_actions(state)) > 1:
            assert agent.exact and agent.last_depth == 7

        def best(s, me=me):
            if s.to_move == TERMINAL:
                pts = RULES.scores(s)
                return pts[me] - pts[1 - me]
            vals = [best(RULES.apply(s, a)[0], me) for a in RULES.legal_actions(s)]
            return max(vals) if s.to_move == me else min(vals)

        assert best(RULES.apply(state, action)[0]) == best(state)


def test_swap_at_the_end_when_it_wins():
    # every chip is taken; seat 0 holds 10-12 and 14, seat 1 holds 21-23 and a lone 13
    final = _final([[10, 11, 12, 14], [13, 21, 22, 23]])
    state = replace(final, swap=True, swaps_left=(2, 2), phase="swap", to_move=0, results=(), totals=(0, 0))
    assert ch.swap_eligible(state, 1) >= {13}
    assert RULES.outcome(replace(state, phase="over", to_move=TERMINAL)).winners != [0]
    for level in ("medium", "hard"):
        action = make_agent(RULES, 0, level, 0, **(FAST if level == "hard" else {})).choose(state)
        assert action[0] == "swap" and action[2] == 1, level
        after, _ = RULES.apply(state, action)
        assert RULES.outcome(after).winners == [0]


def test_easy_is_weaker_than_medium_at_solitaire():
    easy = [play({"players": 1}, ["easy"], seed).results[0][0] for seed in range(4)]
    medium = [play({"players": 1}, ["medium"], seed).results[0][0] for seed in range(4)]
    assert sum(medium) < sum(easy)


# --- the search position --------------------------------------------------------------


def _random_state(cfg, seed, steps):
    rng = random.Random(seed)
    s = RULES.initial_state(cfg, seed)
    for _ in range(steps):
        if s.to_move == TERMINAL:
            break
        acts = RULES.legal_actions(s)
        s, _ = RULES.apply(s, acts[rng.randrange(len(acts))])
    return s


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from([{"players": 2}, {"players": 3, "scoring": "sohtar"}, {"players": 1}, {"players": 4}]),
    st.integers(0, 10**6),
    st.integers(0, 60),
)
def test_pos_agrees_with_the_rules(cfg, seed, steps):
    s = _random_state(cfg, seed, steps)
    if s.phase != "move":
        return
    pos = Pos.from_state(s)
    assert sorted(pos.targets()) == ch.targets(s)
    snapshot = (list(pos.board), pos.star, list(pos.masks), list(pos.breaks), list(pos.val), pos.turn)
    rng = random.Random(seed)
    state = s
    made = 0
    while pos.left and made < 6:
        moves = pos.moves()
        sq_, choice = moves[rng.randrange(len(moves))]
        pos.make(sq_, choice)
        made += 1
        state, _ = RULES.apply(state, ("take", sq_))
        if state.phase == "assign":
            fits = ch.sohtar_fits(state.chains[state.to_move], state.pending)
            state, _ = RULES.apply(state, ("assign", fits[0] if choice == -1 else fits[1]))
        for seat in range(pos.n):
            assert pos.val[seat] == pytest.approx(pos.value_from_scratch(seat))
        if state.to_move != TERMINAL:
            fresh = Pos.from_state(state)
            assert fresh.masks == pos.masks and fresh.board == pos.board and fresh.breaks == pos.breaks
            assert fresh.turn == pos.turn
    for _ in range(made):
        pos.unmake()
    assert snapshot == (pos.board, pos.star, pos.masks, pos.breaks, pos.val, pos.turn)


def test_terminal_value_matches_outcome():
    for seed in range(10):
        final = _random_state({"players": 2}, seed, 200)
        pos = Pos.from_state(final)
        assert pos.left == 0
        places = RULES.outcome(final).places
        v = pos.terminal(0)
        if places[0] < places[1]:
            assert v > ai.WIN / 2
        elif places[0] > places[1]:
            assert v < -ai.WIN / 2
        else:
            assert abs(v) < ai.WIN / 2


def test_random_playout_finishes():
    pos = Pos.from_state(RULES.initial_state({"players": 3}, 4))
    ai.random_playout(pos, random.Random(0))
    assert pos.left == 0 and sum(m.bit_count() for m in pos.masks) == 48


# --- reproducible from a seed: the budget is in nodes only, the clock plays no part ----------------


def _busy_clock(step: float):
    """A perf_counter that runs ``step`` seconds per call: a machine many times slower than this one."""
    now = [0.0]

    def clock():
        now[0] += step
        return now[0]

    return clock


def _decisions(seed: int, moves: int = 6):
    state = RULES.initial_state({"players": 2}, seed)
    agent = make_agent(RULES, state.to_move, "hard", seed)
    chosen = []
    for _ in range(moves):
        if state.to_move == TERMINAL:
            break
        action = agent.choose(state) if state.to_move == agent.seat else RULES.legal_actions(state)[0]
        if state.to_move == agent.seat:
            chosen.append(action)
        state, _ = RULES.apply(state, action)
    return chosen


@pytest.mark.parametrize("step", [0.0005, 0.05])
def test_hard_chooses_the_same_on_a_busy_machine(monkeypatch, step):
    """The same seed gives the same game on any machine: no decision depends on the clock. At
    0.05 s per clock read the old 2-second wall-time cap fired after a few hundred nodes."""
    calm = _decisions(21)
    monkeypatch.setattr(time, "perf_counter", _busy_clock(step))
    monkeypatch.setattr(time, "monotonic", _busy_clock(step))
    monkeypatch.setattr(time, "time", _busy_clock(step))
    assert _decisions(21) == calm


def test_hard_default_budget_is_in_nodes():
    state = RULES.initial_state({"players": 2}, 6)
    agent = make_agent(RULES, state.to_move, "hard", 1)
    agent.choose(state)
    assert agent.node_budget == ai.HARD_NODES
    assert ai.HARD_NODES - ai.YIELD_EVERY <= agent.nodes <= ai.HARD_NODES or agent.exact


def test_leaves_valued_without_making_the_move_match_evaluate():
    """The search's depth-1 shortcut (``_scored_leaves``: each take's evaluation worked out from
    its gain, outside Sohtar) gives exactly ``evaluate`` after making the take, in the search's
    move order, for every seat's view, with and without tournament totals (solo is Sohtar)."""
    checked = 0
    for players, scoring, seed in ((2, "standard", 1), (3, "tournament", 2), (4, "standard", 3)):
        state = RULES.initial_state({"players": players, "scoring": scoring}, seed)
        pos = Pos.from_state(state)
        assert not pos.sohtar
        pos.totals = [7 * s for s in range(players)]
        rng = random.Random(seed)
        while pos.left > 1:
            turn, board = pos.turn, pos.board
            moves = sorted(pos.moves(), key=lambda m: -pos.gain(turn, board[m[0]]))
            for me in range(players):
                made = []
                for move in moves:
                    pos.make(*move)
                    made.append(pos.evaluate(me))
                    pos.unmake()
                assert list(ai._scored_leaves(pos, me)) == made
                checked += 1
            pos.make(*moves[int(rng.random() * len(moves))])
    assert checked > 100


def _midgame_states():
    """Positions of seeded games a few takes in (2-4 players, standard, tournament, Sohtar, and a
    Sohtar "which chain?" question), for the coach's exact pass."""
    out = []
    for players, scoring, seed, takes in (
        (2, "standard", 4, 12),
        (2, "standard", 5, 30),
        (3, "tournament", 6, 18),
        (2, "sohtar", 7, 20),
        (4, "standard", 8, 24),
        (1, "sohtar", 9, 16),
    ):
        state = RULES.initial_state({"players": players, "scoring": scoring}, seed)
        rng = random.Random(seed)
        while takes and state.to_move != TERMINAL:
            legal = RULES.legal_actions(state)
            state, _ = RULES.apply(state, legal[int(rng.random() * len(legal))])
            takes -= 1
        out.append(state)
    assign = [s for s in _sohtar_states() if s.phase == "assign"]
    return out + assign[:1]


def _sohtar_states():
    state = RULES.initial_state({"players": 2, "scoring": "sohtar"}, 11)
    rng = random.Random(11)
    while state.to_move != TERMINAL:
        yield state
        legal = RULES.legal_actions(state)
        state, _ = RULES.apply(state, legal[int(rng.random() * len(legal))])


def _hard_search(state, budget, table):
    agent = make_agent(RULES, state.to_move, "hard", node_budget=budget)
    agent.tt = table
    pos = Pos.from_state(state)
    root, _ = ai._root(state, pos)
    best = finish(agent._search_root(pos, root, state.to_move))
    return agent, pos, root, best


def test_recording_what_the_search_proves_changes_nothing():
    """The coach's copy of the hard search records its bounds; it must count the same nodes,
    reach the same depth and choose the same move as the hard player, which records nothing,
    even into a table already full of this position's bounds (it records, never reads)."""
    for state in _midgame_states():
        plain = _hard_search(state, 3000, None)
        table: dict = {}
        for _ in range(2):
            agent, _, _, best = _hard_search(state, 3000, table)
            assert table and (best, agent.last_depth, agent.nodes) == (
                plain[3],
                plain[0].last_depth,
                plain[0].nodes,
            )


def test_exact_values_with_the_table_match_a_fresh_deepening():
    """Every move's value at the hard search's depth, read with the bounds that search proved,
    is exactly the value of a fresh full-window deepening without any table (``score_moves``),
    and the order is the same (ties broken by the shallower depths, then the root's order). A
    bound taken for an exact value, or a table entry from another depth, would change them."""
    for state in _midgame_states():
        agent, pos, root, _ = _hard_search(state, 3000, {})
        depth = agent.last_depth
        got = finish(agent.exact_values(pos, root, state.to_move, depth, 100_000))
        assert agent.last_depth == depth >= 2
        fresh = make_agent(RULES, state.to_move, "hard")
        finish(fresh.score_moves(state, 10**9, depth))
        assert fresh.last_depth == depth
        assert got == fresh.root_values


def test_exact_values_out_of_budget_keep_the_last_depth_done_within_it():
    """When half the budget does not reach the hard search's depth, the other half deepens from
    depth 2: the values are those of the last depth it completed, exact and ordered as a fresh
    deepening to that depth orders them, and no more nodes are spent than the budget."""
    checked = 0
    for state in _midgame_states():
        agent, pos, root, _ = _hard_search(state, 3000, {})
        depth = agent.last_depth
        finish(agent.exact_values(pos, root, state.to_move, depth, 10**9))
        budget = agent.nodes  # what the whole pass takes: half of it is not enough
        agent, pos, root, _ = _hard_search(state, 3000, {})
        got = finish(agent.exact_values(pos, root, state.to_move, depth, budget))
        assert agent.last_depth < depth and agent.nodes <= budget + ai.YIELD_EVERY
        if agent.last_depth < 2:
            continue
        fresh = make_agent(RULES, state.to_move, "hard")
        finish(fresh.score_moves(state, 10**9, agent.last_depth))
        assert got == fresh.root_values
        checked += 1
    assert checked >= 3
