"""The coach's contract (game.coach.advise): legal, ranked, exact where it promises to be."""

from __future__ import annotations

import random
from dataclasses import replace
from functools import lru_cache
from itertools import combinations_with_replacement, product
from math import factorial

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.coach import SHOWN, UNITS, advice_task, advise, advise_steps, loss, percent
from game.games import GAME_IDS, make_agent, rules_for
from game.rules.base import CHANCE, TERMINAL
from game.rules.buttons import TURN, cell_of, dice_in_play, open_mask
from game.rules.farkle import FarkleState

# --- Farkle: an independent computation from the scoring rules ---------------------------------
# Scoring as the spec states it: 1 = 100, 5 = 50, three of a kind = 100 x face (1s: 1000), each
# die beyond three doubles it; six dice: straight 2000, three pairs 1500, two triples 2500.
# A keep must score with every die. Turn: bank only above 350; hot dice roll six again.


def spec_score(dice: tuple[int, ...]) -> int | None:
    counts = [dice.count(f) for f in range(1, 7)]
    if len(dice) == 6:
        shape = sorted(c for c in counts if c)
        special = {(1, 1, 1, 1, 1, 1): 2000, (2, 2, 2): 1500, (3, 3): 2500}.get(tuple(shape))
        if special:
            return special
    total = 0
    for face, n in zip(range(1, 7), counts, strict=True):
        if n >= 3:
            base = 1000 if face == 1 else 100 * face
            total += base * 2 ** (n - 3)
        elif face == 1:
            total += 100 * n
        elif face == 5:
            total += 50 * n
        elif n:
            return None
    return total


def spec_rolls(n: int):
    """(sorted roll, probability) by counting permutations."""
    out = []
    for roll in combinations_with_replacement(range(1, 7), n):
        ways = factorial(n)
        for f in set(roll):
            ways //= factorial(roll.count(f))
        out.append((roll, ways / 6**n))
    return out


def spec_keeps(roll: tuple[int, ...]) -> set[tuple[int, int]]:
    """(points, dice to roll next) of every keep of ``roll``."""
    out = set()
    for pick in product(*[range(roll.count(f) + 1) for f in range(1, 7)]):
        keep = tuple(f for f in range(1, 7) for _ in range(pick[f - 1]))
        if keep:
            points = spec_score(keep)
            if points is not None:
                out.add((points, len(roll) - len(keep) or 6))
    return out


TOP = 20_000  # at and above this, the turn banks (it is far past where rolling on pays)


@lru_cache(maxsize=1)
def spec_tables():
    """decide[(t, n)]: best expected end of the turn at a roll-or-bank point; roll[(t, n)]."""
    options = {n: [(p, spec_keeps(roll)) for roll, p in spec_rolls(n)] for n in range(1, 7)}
    decide: dict = {}
    roll: dict = {}

    def d(t, n):
        return float(t) if t >= TOP else decide[(t, n)]

    for t in range(TOP - 50, -1, -50):
        for n in range(1, 7):
            roll[(t, n)] = sum(p * max(d(t + s, m) for s, m in keeps) for p, keeps in options[n] if keeps)
        for n in range(1, 7):
            decide[(t, n)] = max(roll[(t, n)], float(t) if t > 350 else -1.0)
    return decide, roll


def farkle_state(phase, roll=(), total=0, kept=()):
    return FarkleState(2, 5000, False, 0, phase, tuple(roll), kept, total, (0, 0), ((), ()))


def test_farkle_start_is_the_optimum_of_a_whole_turn():
    _, roll = spec_tables()
    (entry,) = advise("farkle", farkle_state("start"))
    assert entry.action == ("roll",)
    assert entry.expected_points == pytest.approx(roll[(0, 6)], abs=0.01)
    assert entry.farkle_chance == pytest.approx(
        sum(p for r, p in spec_rolls(6) if not spec_keeps(r)), abs=1e-12
    )


@settings(max_examples=60, deadline=None)
@given(
    roll=st.lists(st.integers(1, 6), min_size=1, max_size=6),
    level=st.integers(0, 60),
)
def test_farkle_keeps_match_the_independent_computation(roll, level):
    """Each keep is two choices on screen (select the dice, then Roll or Bank): a roll-on row and,
    where the total may be banked, a bank row, each with its own number; the better of the two is
    the keep's optimal value."""
    decide, roll_after = spec_tables()
    dice = len(roll)
    kept = ((5,),) * (6 - dice)
    state = farkle_state("keep", sorted(roll), 50 * level + 50 * (6 - dice), kept)
    entries = advise("farkle", state)
    keeps = spec_keeps(tuple(sorted(roll)))
    rows = {(e.action, e.info["then"]): e for e in entries}
    assert len(rows) == len(entries)
    legal = rules_for("farkle").legal_actions(state)
    expected_rows = {(a, "roll") for a in legal}
    expected_rows |= {(a, "bank") for a in legal if state.turn_total + spec_score(a[1]) > 350}
    assert set(rows) == expected_rows
    assert bool(entries) == bool(keeps)
    for (action, then), e in rows.items():
        total = state.turn_total + spec_score(action[1])
        left = dice - len(action[1]) or 6
        if then == "bank":
            assert e.expected_points == total and e.farkle_chance == 0
        else:
            assert e.expected_points == pytest.approx(roll_after[(total, left)], abs=0.01)
            farkled = sum(p for r, p in spec_rolls(left) if not spec_keeps(r))
            assert e.farkle_chance == pytest.approx(farkled, abs=1e-9)
        best = max(x.expected_points for x in entries if x.action == action)
        assert best == pytest.approx(decide[(total, left)], abs=0.01)
    assert [e.value for e in entries] == sorted((e.value for e in entries), reverse=True)


@pytest.mark.parametrize("total,dice", [(400, 1), (400, 6), (1000, 2), (300, 3), (2500, 6), (3000, 5)])
def test_farkle_roll_and_bank_match_the_independent_computation(total, dice):
    decide, roll = spec_tables()
    kept = ((5,),) * (6 - dice) if dice < 6 else ((1,) * 6,)
    entries = {e.action: e for e in advise("farkle", farkle_state("decide", total=total, kept=kept))}
    assert entries[("roll",)].expected_points == pytest.approx(roll[(total, dice)], abs=0.01)
    if total > 350:
        assert entries[("bank",)].expected_points == total
    else:
        assert ("bank",) not in entries
    best = max(entries.values(), key=lambda e: e.expected_points)
    assert best.expected_points == pytest.approx(decide[(total, dice)], abs=0.01)


# --- Buttons: the bust chance, counted roll by roll ----------------------------------------------


def counted_bust(state, seat) -> float:
    """Every (white, gold, plain...) roll counted: bust when no offered cell is open."""
    ok = open_mask(state, seat)
    k = dice_in_play(state)
    busts = 0
    for white, gold, *plain in product(range(1, 7), repeat=2 + k):
        if not any(ok >> cell_of(white, c) & 1 for c in {gold, *plain}):
            busts += 1
    return busts / 6 ** (2 + k)


def buttons_turn_states(n=12, seed=5):
    rules = rules_for("buttons")
    rng = random.Random(seed)
    state = rules.initial_state(rules.default_config(2), seed)
    agents = [make_agent("buttons", i, "medium", seed) for i in range(2)]
    found = []
    while len(found) < n and rules.current_player(state) != TERMINAL:
        if rules.current_player(state) == CHANCE:
            state, _ = rules.apply_chance(state, rules.sample_chance(state, rng))
            continue
        if state.phase == TURN and state.buttons[state.roller]:
            found.append(state)
        state, _ = rules.apply(state, agents[rules.current_player(state)].choose(state))
    return found


def test_buttons_bust_chance_is_exact():
    states = buttons_turn_states()
    assert states
    assert any(0 < counted_bust(s, s.roller) for s in states)
    for state in states:
        entries = {e.action: e for e in advise("buttons", state)}
        bust = counted_bust(state, state.roller)
        assert entries[("roll",)].info["bust"] == pytest.approx(bust, abs=1e-12)
        assert entries[("roll",)].params["bust"] == percent(bust)


# --- every game: legal, ranked, whole games ------------------------------------------------------


def follow_coach(game_id: str, seed: int, config: dict | None = None):
    """One whole game: seat 0 plays the coach's best choice, seat 1 the medium computer."""
    rules = rules_for(game_id)
    cfg = rules.default_config(2)
    cfg.update(config or {})
    state = rules.initial_state(rules.validate_config(cfg), seed)
    medium = make_agent(game_id, 1, "medium", seed)
    decisions = []

    def choose(s):
        if rules.current_player(s) == 1:
            return medium.choose(s)
        entries = advise(game_id, s)
        legal = rules.legal_actions(s)
        assert entries, f"no advice with {len(legal)} legal actions"
        assert {e.action for e in entries} == set(legal)
        assert [e.value for e in entries] == sorted((e.value for e in entries), reverse=True)
        assert all(e.key.startswith("coach.") and e.unit in UNITS for e in entries)
        decisions.append(len(entries))
        return entries[0].action

    end = rules.play_out(state, random.Random(seed), choose, max_steps=20_000)
    return rules.outcome(end), decisions


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_following_the_coach_plays_a_whole_legal_game(game_id):
    outcome, decisions = follow_coach(game_id, 7)
    assert len(outcome.places) == 2
    assert len(decisions) >= 5


def test_chains_variants_follow_the_coach_legally():
    follow_coach("chains", 3, {"scoring": "sohtar"})
    follow_coach("chains", 4, {"swap": True})


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_no_advice_at_chance_or_the_end(game_id):
    rules = rules_for(game_id)
    state = rules.initial_state(rules.default_config(2), 1)
    while rules.current_player(state) not in (CHANCE, TERMINAL):
        state, _ = rules.apply(state, rules.legal_actions(state)[0])
    assert advise(game_id, state) == []
    agents = [make_agent(game_id, i, "medium", 1) for i in range(2)]
    state = rules.play_out(state, random.Random(1), lambda s: agents[rules.current_player(s)].choose(s))
    assert advise(game_id, state) == []


def test_the_sliced_form_gives_the_same_advice_in_several_slices():
    rules = rules_for("starrows")
    state = rules.initial_state(rules.default_config(2), 2)
    rng = random.Random(2)
    while state.phase != "reroll":
        if rules.current_player(state) == CHANCE:
            state, _ = rules.apply_chance(state, rules.sample_chance(state, rng))
        else:
            state, _ = rules.apply(state, rules.legal_actions(state)[0])
    task = advice_task("starrows", state)
    while not task.step(0.0):
        pass
    assert task.slices > 10
    assert task.action == advise("starrows", state)
    steps = advise_steps("starrows", state)
    assert next(steps) is None  # a generator that yields between slices


def two_player_farkle_decisions(seed: int, limit: int = 3000):
    """(state, hard player's choice) at every decision of a whole hard-vs-hard two-player game."""
    rules = rules_for("farkle")
    rng = random.Random(seed)
    state = rules.initial_state({"players": 2, "limit": limit, "bankruptcy": True})
    agents = [make_agent("farkle", seat, "hard", seed) for seat in (0, 1)]
    while not rules.is_over(state):
        if rules.current_player(state) == CHANCE:
            state, _ = rules.apply_chance(state, rules.sample_chance(state, rng))
            continue
        action = agents[state.seat].choose(state)
        yield state, action
        state, _ = rules.apply(state, action)


def test_two_player_farkle_advice_is_the_win_chance_and_the_hard_player_takes_the_best():
    """With a win table every entry's value is the win chance after the choice (unit "win"),
    exactly the model's; expected points stay the points optimum; the hard player's choice is the
    coach's best (the hard player weighs keeps by a cheaper stand-in: at most a hair apart)."""
    from game.ai.farkle import roll_value
    from game.ai.farkle_win import win_chances

    agree = total = 0
    for seed in (1, 2, 3):
        for state, action in two_player_farkle_decisions(seed):
            entries = advise("farkle", state)
            chances = dict(win_chances(state))
            best_rows: dict = {}
            for e in entries:  # a keep's better row (bank or roll on) is the keep played on well
                best_rows.setdefault(e.action, e.value)
            assert best_rows.keys() == chances.keys()
            for a, value in best_rows.items():  # the table's own play, or better where its encoding errs
                assert value >= chances[a] - 1e-12 and value == pytest.approx(chances[a], abs=0.005)
            assert {e.unit for e in entries} == {"win"}
            for e in entries:
                if e.action[0] == "keep" and e.info["then"] == "bank":
                    assert e.expected_points == e.info["total"]
                elif e.action[0] == "keep":
                    assert e.expected_points == roll_value(e.info["total"], e.info["dice"])
                elif e.action == ("roll",):
                    assert e.expected_points == roll_value(state.turn_total, state.dice_to_roll)
            if len(entries) > 1:
                total += 1
                agree += entries[0].action == action
                assert chances[action] == pytest.approx(entries[0].value, abs=0.005)
    assert total > 30 and agree >= 0.95 * total


def test_farkle_solo_advice_counts_points_toward_the_goal_where_no_turns_table_exists():
    """Solo at a limit without a fewest-turns table: far below the goal the value is the turn's
    expected points; near it, points past the goal count nothing, so values fall below them."""
    for limit, capped in ((20000, False), (3050, True)):
        config = {"players": 1, "limit": limit, "bankruptcy": True}
        state = replace(rules_for("farkle").initial_state(config), phase="keep", roll=(1, 1, 5, 3, 4, 6))
        entries = advise("farkle", state)
        assert {e.unit for e in entries} == {"points"}
        if capped:
            assert all(e.value < e.expected_points for e in entries)
        else:
            assert [e.value for e in entries] == pytest.approx([e.expected_points for e in entries], abs=0.01)


def solo_state(limit, banked, in_hand, roll, bankruptcy=True, kept=((1,),)):
    config = {"players": 1, "limit": limit, "bankruptcy": bankruptcy}
    state = rules_for("farkle").initial_state(config)
    return replace(state, phase="keep", roll=roll, kept=kept, turn_total=in_hand, totals=(banked,))


def test_farkle_solo_ranks_by_the_fewest_expected_turns_to_the_goal():
    """The issue's position: goal 5,000, 4,350 banked, 100 in hand, 2-2-2-5-6. Keeping 50 and
    rolling 4 on makes the most points toward the goal, but keeping 2-2-2-5 (350, one die) needs
    0.11 fewer turns on average: the coach ranks by turns, and says so."""
    from game.scenes.shared.coach_text import caption_key, loss_words, value_text

    entries = advise("farkle", solo_state(5000, 4350, 100, (2, 2, 2, 5, 6)))
    assert {e.unit for e in entries} == {"turns"}
    assert entries[0].action == ("keep", (2, 2, 2, 5)) and entries[0].info["then"] == "roll"
    five = next(e for e in entries if e.action == ("keep", (5,)))
    assert entries[0].value - five.value == pytest.approx(0.11, abs=0.005)
    assert value_text("farkle", entries[0]) == "2.72 turns"
    assert loss_words("farkle", entries[0], five) == "0.11 turns (expected) on the way to the goal"
    assert caption_key("farkle", entries) == "coach.caption.farkle.turns"
    # a bank that reaches the goal is one turn, this one: first, and read as such
    done = advise("farkle", solo_state(5000, 4700, 0, (1, 5, 2, 3, 4, 6), kept=()))
    assert done[0].value == -1.0 and done[0].info["then"] == "bank"
    assert value_text("farkle", done[0]) == "reaches the goal"


@pytest.mark.parametrize("bankruptcy", [True, False])
def test_farkle_solo_turns_match_an_independent_fewest_turns_solution(bankruptcy):
    """The shipped table and the turn played out on it against bench/farkle_solo.py's reference
    (its own solver, every keep of the rules): every banked total and every row of some positions."""
    from bench.farkle_solo import Reference
    from game.ai.farkle_solo import expected_turns

    ref = Reference(1000, bankruptcy)
    table = expected_turns(1000, bankruptcy)
    assert table == pytest.approx([ref.e[b] for b in range(0, 1000, 50)], abs=1e-9)
    for banked, in_hand, roll in (
        (350, 100, (2, 2, 2, 5, 6)),
        (0, 0, (1, 1, 5, 3, 4, 6)),
        (800, 300, (1, 5, 5)),
    ):
        state = solo_state(
            1000, banked, in_hand, roll, bankruptcy, kept=((1,) * (6 - len(roll)),) if in_hand else ()
        )
        entries = advise("farkle", state)
        for e in entries:
            assert -e.value == pytest.approx(1 + ref.row(state, e), abs=1e-9)
        assert entries[0].value == max(e.value for e in entries)


def test_two_player_farkle_advice_is_thought_out_in_slices():
    state = replace(farkle_state("keep", (1, 1, 5, 3, 4, 6)), totals=(1200, 2100))
    task = advice_task("farkle", state)
    while not task.step(0.0):
        pass
    assert task.slices > 5
    assert task.action == advise("farkle", state)


def test_loss_is_measured_against_the_best_entry():
    entries = advise("farkle", farkle_state("keep", (1, 1, 5, 3, 4, 6)))
    assert loss(entries, entries[0].action) == 0
    assert loss(entries, entries[-1].action) == pytest.approx(entries[0].value - entries[-1].value)
    assert loss(entries, ("bank",)) is None


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 120), players=st.integers(2, 4))
def test_advice_covers_exactly_the_legal_choices_anywhere(game_id, seed, steps, players):
    """From random positions (random legal play from a random deal): every legal action, best
    first, each with a reason key, and the same answer twice (deterministic). One entry per action,
    but for Farkle's keeps: a row for each way to end the gesture (then bank, then roll on)."""
    rules = rules_for(game_id)
    players = max(rules.min_players, min(players, rules.max_players))
    state = rules.initial_state(rules.default_config(players), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        seat = rules.current_player(state)
        if seat == TERMINAL:
            break
        if seat == CHANCE:
            state, _ = rules.apply_chance(state, rules.sample_chance(state, rng))
        else:
            state, _ = rules.apply(state, rng.choice(rules.legal_actions(state)))
    entries = advise(game_id, state)
    legal = rules.legal_actions(state) if rules.current_player(state) >= 0 else []
    rows = [(e.action, e.info.get("then")) for e in entries]
    assert len(set(rows)) == len(rows)
    assert sorted(map(repr, dict.fromkeys(e.action for e in entries))) == sorted(map(repr, legal))
    if game_id != "farkle":
        assert len(entries) == len(legal)
    assert [e.value for e in entries] == sorted((e.value for e in entries), reverse=True)
    assert all(e.key.startswith("coach.") and e.unit in UNITS for e in entries)
    assert advise(game_id, state) == entries


# --- Farkle: "bank now" and "roll on" each with a number of their own ------------------------------
def _kind(entry) -> str:
    return entry.info.get("then") or entry.action[0]


def farkle_decisions_with_bank_open(players: int, seed: int, limit: int = 5000, count: int = 12):
    """Keep and decide positions of random play where banking is open after some choice."""
    rules = rules_for("farkle")
    rng = random.Random(seed)
    state = rules.initial_state({"players": players, "limit": limit, "bankruptcy": True})
    found = 0
    while not rules.is_over(state) and found < count:
        if rules.current_player(state) == CHANCE:
            state, _ = rules.apply_chance(state, rules.sample_chance(state, rng))
            continue
        legal = rules.legal_actions(state)
        bank_open = ("bank",) in legal or any(
            a[0] == "keep" and state.turn_total + spec_score(a[1]) > 350 for a in legal
        )
        if bank_open:
            found += 1
            yield state
        keeps = [a for a in legal if a[0] == "keep"]
        if keeps:  # keep the most points; roll on while under 1000, then bank
            action = max(keeps, key=lambda a: spec_score(a[1]))
        else:
            action = ("bank",) if ("bank",) in legal and state.turn_total >= 1000 else ("roll",)
        state, _ = rules.apply(state, action)


@pytest.mark.parametrize("players", [1, 2, 3])
def test_farkle_cards_value_bank_now_and_roll_on_both_wherever_both_are_open(players):
    """On screen a keep ends with Bank or Roll (one gesture), so the card shows the best way to bank
    and the best way to roll on, each with its own number, whichever of the two is better (a card
    of three "keep ..., roll on" rows never put a number on banking)."""
    firsts = set()
    for seed in (1, 2):
        for state in farkle_decisions_with_bank_open(players, seed):
            whole = advise("farkle", state)
            card = advise("farkle", state, shown=SHOWN)
            kinds = [_kind(e) for e in card]
            assert "bank" in kinds and "roll" in kinds, [(e.action, _kind(e)) for e in whole]
            assert len(card) == min(SHOWN, len(whole))
            assert [e.value for e in card] == sorted((e.value for e in card), reverse=True)
            assert card[0] == whole[0]  # the best stays first
            for kind in ("bank", "roll"):  # each is the best of its kind
                assert next(e for e in card if _kind(e) == kind) == next(e for e in whole if _kind(e) == kind)
            firsts.add(kinds[0])
    assert firsts == {"bank", "roll"}  # both orders: banking first, and rolling on first


@pytest.mark.parametrize("players", [1, 2, 3])
def test_farkle_advice_from_a_turns_kept_measure_is_the_advice_thought_anew(players):
    """Every decision of a turn reads the turn's measure kept by the first one: each decision's
    advice, so read, equals the advice worked out with nothing kept, entry by entry."""
    from game.coach import farkle as coach_farkle

    rules = rules_for("farkle")
    state = rules.initial_state({"players": players, "limit": 3000}, 0)
    rng, checked = random.Random(players), 0
    while rules.current_player(state) != TERMINAL and checked < 60:
        if rules.current_player(state) == CHANCE:
            state, _ = rules.apply_chance(state, rules.sample_chance(state, rng))
            continue
        kept = advise("farkle", state)  # the turn's measure as the turn's earlier decisions left it
        coach_farkle._MEASURES.clear()
        assert advise("farkle", state) == kept
        checked += 1
        state, _ = rules.apply(state, kept[min(len(kept) - 1, rng.randrange(2))].action)
    assert checked >= 20
