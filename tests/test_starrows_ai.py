"""Star Rows computer players: whole games between every pair of levels with 1-4
players, only legal actions, determinism, short slices, sensible choices."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from game.ai import starrows as ai
from game.ai.base import ThinkingTask, finish
from game.ai.starrows import make_agent
from game.rules import starrows as sr
from game.rules.base import CHANCE
from game.rules.starrows import RULES


def play(levels, seed, samples=None):
    agents = [make_agent(RULES, s, lv, seed * 10 + s, samples) for s, lv in enumerate(levels)]

    def choose(state):
        action = agents[state.seat].choose(state)
        assert action in RULES.legal_actions(state), action
        return action

    return RULES.play_out(RULES.initial_state({"players": len(levels)}, seed), random.Random(seed), choose)


@pytest.mark.parametrize(
    "levels",
    [
        ("easy",),
        ("medium",),
        ("hard",),
        ("easy", "medium"),
        ("medium", "hard"),
        ("hard", "easy"),
        ("easy", "medium", "hard"),
        ("hard", "medium", "easy", "medium"),
    ],
)
def test_whole_games_end_with_a_winner_who_reached_the_goal(levels):
    samples = None if len(levels) <= 2 else 6  # fewer samples keep the long games quick
    state = play(levels, seed=len(levels) * 7 + len(levels[0]), samples=samples)
    assert RULES.is_over(state) and not state.ended_by_limit
    assert max(RULES.star_tray(state)) >= sr.STAR_GOAL
    out = RULES.outcome(state)
    assert len(out.places) == len(levels)
    if len(levels) == 1:
        assert out.scores == (state.turns[0],) and 5 <= state.turns[0] <= 40


def _placing_state(fields, markers, dice, players=2):
    state = RULES.initial_state({"players": players}, 0)
    row_fields = [0] * 6
    for row, f in fields.items():
        row_fields[row - 1] = f
    state = replace(
        state,
        fields=sr._set(state.fields, 0, tuple(row_fields)),
        markers=sr._set(state.markers, 0, tuple(sorted(markers))),
    )
    state, _ = RULES.apply(state, ("roll",))
    dice = tuple(dice) + (dice[-1],) * (sr.DICE - len(dice))  # the examples list 8 dice
    state, _ = RULES.apply_chance(state, ("dice", tuple(sorted(dice))))
    return state


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_every_level_completes_the_row_of_example_1(level):
    state = _placing_state({5: 2}, [5], (5, 5, 5, 5, 5, 5, 5, 2))
    state, _ = RULES.apply(state, ("stop",))
    agent = make_agent(RULES, 0, level, 1)
    assert agent.choose(state) == ("advance", 5)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_rerolls_keep_the_dice_of_a_nearly_complete_row(level):
    state = _placing_state({6: 2}, [6], (6, 6, 6, 1, 2, 3, 4, 4))
    action = make_agent(RULES, 0, level, 3).choose(state)
    assert action[0] == "reroll" and 6 not in action[1]


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_perfect_roll_is_kept(level):
    """Two rows at their last field and four of each: stopping completes both (task 6)."""
    state = _placing_state({2: 2, 3: 2}, [2, 3], (2, 2, 2, 2, 3, 3, 3, 3))
    assert make_agent(RULES, 0, level, 5).choose(state) == ("stop",)


def test_medium_places_a_free_marker_where_the_dice_are():
    state = _placing_state({}, [], (4, 4, 4, 4, 4, 1, 2, 6))
    state, _ = RULES.apply(state, ("stop",))
    agent = make_agent(RULES, 0, "medium", 2)
    actions = []
    while state.phase == sr.PLACE:
        action = agent.choose(state)
        actions.append(action)
        state, _ = RULES.apply(state, action)
    assert actions[:3] == [("mark", 4), ("advance", 4), ("advance", 4)]


def test_decisions_are_deterministic_and_sliced():
    state = _placing_state({1: 1, 3: 2}, [1, 3], (1, 1, 2, 3, 4, 5, 6, 6))
    for level in ("medium", "hard"):
        a = make_agent(RULES, 0, level, 11).choose(state)
        b = make_agent(RULES, 0, level, 11).choose(state)
        assert a == b
        # a clock that moves one tick per read: every step runs exactly one slice, whatever the machine
        # (how long a slice takes is measured in bench/starrows.py, not asserted here)
        ticks = iter(range(10**9))
        task = ThinkingTask(make_agent(RULES, 0, level, 11), state, clock=ticks.__next__)
        yields = sum(1 for _ in make_agent(RULES, 0, level, 11).think(state))
        steps = 0
        while not task.step(0.5):
            steps += 1
        assert task.action == a and task.slices == steps + 1 == yields + 1 and yields > 10


def _hard_tables(state):
    return finish(make_agent(RULES, state.seat, "hard", 0)._exact_tables(state, ai.lattice()))


def _brute_keep(final, kept, lat):
    """Expected value of keeping ``kept`` (sorted dice) and rolling the rest once, summed
    over the roll table with its probabilities."""
    n = sr.DICE - len(kept)
    if not n:
        return final[lat.index[sr.counts_of(kept)]]
    return sum(p * final[lat.index[sr.counts_of(kept + roll)]] for roll, p in sr.ROLLS[n])


def test_hard_reroll_tables_are_the_exact_expectations():
    """The lattice recursion (roll one die at a time) gives exactly the expectation over
    the roll tables, and a roll's value with a reroll left is its best choice."""
    state = _placing_state({1: 1, 3: 2}, [1, 3], (1, 1, 2, 3, 4, 5, 6, 6))
    lat = ai.lattice()
    final, (one_left, two_left) = _hard_tables(state)
    for kept in [(), (3,), (1, 1), (3, 3, 3, 6), (1, 2, 3, 4, 5, 6), (3,) * 8]:
        assert one_left[lat.index[sr.counts_of(kept)]] == pytest.approx(
            _brute_keep(final, kept, lat), abs=1e-12
        )
    dice = state.dice
    best_after = max(
        [final[lat.index[sr.counts_of(dice)]]]
        + [_brute_keep(final, sr.remove_dice(dice, r), lat) for r in sr.sub_multisets(dice)]
    )
    with_one_left = [0.0] * len(final)
    for i in lat.full:  # the value of a whole roll when one reroll is still to come
        d = lat.dice[i]
        subs = [one_left[lat.index[sr.counts_of(sr.remove_dice(d, r))]] for r in sr.sub_multisets(d)]
        with_one_left[i] = max([final[i]] + subs)
    assert with_one_left[lat.index[sr.counts_of(dice)]] == pytest.approx(best_after, abs=1e-12)
    for kept in [(), (3, 3), (1, 3, 3)]:
        expected = _brute_keep(with_one_left, kept, lat)
        assert two_left[lat.index[sr.counts_of(kept)]] == pytest.approx(expected, abs=1e-12)


def test_hard_takes_the_reroll_with_the_best_exact_expectation():
    state = _placing_state({1: 1, 3: 2}, [1, 3], (1, 1, 2, 3, 4, 5, 6, 6))
    state, _ = RULES.apply(state, ("reroll", (2, 4, 5, 6, 6, 6)))
    state, _ = RULES.apply_chance(state, ("dice", (2, 3, 3, 4, 5, 6)))
    assert state.rerolls_left == 1
    lat = ai.lattice()
    final, _ = _hard_tables(state)
    options = {("stop",): final[lat.index[sr.counts_of(state.dice)]]}
    for r in sr.sub_multisets(state.dice):
        options[("reroll", r)] = _brute_keep(final, sr.remove_dice(state.dice, r), lat)
    best = max(options.values())
    assert options[make_agent(RULES, 0, "hard", 9).choose(state)] == pytest.approx(best, abs=1e-12)


def test_planner_matches_the_rules():
    """Valuing only this turn (no future), the planner's value of its plan is exactly
    the stars (and, as a tie-break, the coin fields) the rules then award for it."""
    rng = random.Random(4)
    state = RULES.initial_state({"players": 2}, 4)
    checked = 0
    while checked < 40:
        if RULES.is_over(state):
            state = RULES.initial_state({"players": 2}, checked)
        who = RULES.current_player(state)
        if who == CHANCE:
            state, _ = RULES.apply_chance(state, RULES.sample_chance(state, rng))
            continue
        if state.phase == sr.PLACE and not state.advanced:
            seat = state.seat
            ctx = ai.Context(state, seat, "medium")
            ctx.future = 0.0
            counts = sr.counts_of(state.dice)
            stars, coins = ai.roll_task_gain(ctx, counts)
            value, plan = ai.best_plan(
                ctx, state.fields[seat], state.markers[seat], counts, (), (), state.coins[seat] + coins, stars
            )
            after = state
            for action in plan:
                assert action in RULES.legal_actions(after)
                after, _ = RULES.apply(after, action)
            gained = after.stars(seat) - state.stars(seat)
            coins_gained = after.coins[seat] - state.coins[seat]
            assert abs(value - (gained + 0.001 * coins_gained)) < 1e-9, (plan, value, gained)
            checked += 1
        state, _ = RULES.apply(state, make_agent(RULES, state.seat, "medium", checked).choose(state))
    assert checked == 40


@pytest.mark.parametrize("players,seed", [(1, 1), (2, 2), (3, 3), (4, 4)])
def test_fast_playout_kernel_equals_easy_players_through_the_rules(players, seed):
    rng = random.Random(seed)
    agents = [make_agent(RULES, s, "easy", s) for s in range(players)]
    state = RULES.initial_state({"players": players}, seed)
    rolls = []
    while not RULES.is_over(state):
        if RULES.current_player(state) == CHANCE:
            outcome = RULES.sample_chance(state, rng)
            rolls.append(outcome[1])
            state, _ = RULES.apply_chance(state, outcome)
        else:
            state, _ = RULES.apply(state, agents[state.seat].choose(state))
    feed = iter(rolls)

    def roll(n):
        dice = next(feed)
        assert len(dice) == n
        return sr.counts_of(dice)

    stars, coins, rounds = ai.easy_playout(players, roll)
    assert stars == RULES.star_tray(state) and coins == state.coins and rounds == state.turns[0]
    assert next(feed, None) is None


def test_lattice_links_each_multiset_to_one_die_more_and_one_less():
    """The lattice's neighbours, built from digit codes, are the multisets with one die of each
    face more (children, by face) and one die fewer (parents), and ``index`` finds every set."""
    lat = ai.Lattice()
    finish(lat.build())
    assert len(lat.sets) == 5005 and len(lat.full) == 2002
    for i, counts in enumerate(lat.sets):
        assert lat.index[counts] == i
        more = [tuple(c + (f == face) for f, c in enumerate(counts)) for face in range(1, 7)]
        assert [lat.sets[k] for k in lat.children[i]] == (more if sum(counts) < 9 else [])
        fewer = [tuple(c - (f == face) for f, c in enumerate(counts)) for face in range(1, 7) if counts[face]]
        assert [lat.sets[k] for k in lat.parents[i]] == fewer


@pytest.mark.parametrize(
    "fields,markers",
    [({}, []), ({1: 1, 3: 2}, [1, 3]), ({2: 2, 4: 1, 6: 0}, [2, 4, 6]), ({1: 2, 2: 2, 5: 1}, [1, 2, 5])],
)
def test_a_roll_value_shared_between_alike_rolls_is_each_rolls_own(fields, markers):
    """``roll_value`` computes one plan for rolls that advance every row alike: for every roll
    of the turn's dice (boards with no marker, some, all three, rows one field from complete,
    where leftover dice become coins) it equals ``best_plan`` of that very roll, to the bit."""
    state = _placing_state(fields, markers, (1, 2, 3, 4, 5, 6))
    ctx = ai.Context(state, 0, "hard")
    for roll, _ in sr.ROLLS[sr.DICE]:
        counts = sr.counts_of(roll)
        stars, coins = ai.roll_task_gain(ctx, counts)
        own = ai.best_plan(ctx, ctx.fields, ctx.markers, counts, (), (), ctx.coins + coins, stars)[0]
        assert ai.roll_value(ctx, roll) == own
    assert len(ctx.plans) < len(sr.ROLLS[sr.DICE]) / 2
