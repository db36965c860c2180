"""The coach is right by the hard player's measure at every table, and its words mean something
(issue 28). The wide figures are bench/coach_vs_hard.py's; these pin representative cases."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from game.coach import SHOWN, advise, loss
from game.games import make_agent, rules_for
from game.i18n import language, set_language
from game.rules.base import CHANCE
from game.rules.farkle import FarkleState
from game.scenes.shared.coach_text import caption_key, loss_words, reason_text, value_text


def farkle(players, limit, seat, totals, turn_total=0, kept=(), phase="decide", roll=(), trigger=None):
    history = tuple(() for _ in range(players))
    return FarkleState(
        players, limit, True, seat, phase, roll, kept, turn_total, tuple(totals), history, trigger
    )


@pytest.fixture
def english():
    before = language()
    set_language("en")
    yield
    set_language(before)


def texts(game_id, entries):
    return [f"{reason_text(game_id, e, lambda s: f'P{s}')} | {value_text(game_id, e)}" for e in entries]


# --- Farkle -------------------------------------------------------------------------------------
def test_farkle_last_seat_below_the_leader_rolls_banking_cannot_win(english):
    """The issue's example: 3 players, last seat, leader 1,050, 600 in hand with 2 dice."""
    state = farkle(3, 1000, 2, (1050, 300, 0), 600, ((1, 1, 5, 5),), trigger=0)
    entries = advise("farkle", state)
    assert [e.action for e in entries] == [("roll",), ("bank",)]
    assert entries[1].value == 0.0 and entries[0].value > 0.1
    assert entries[1].key == "coach.farkle.bank_short"
    assert "safe" not in " ".join(texts("farkle", entries))
    assert value_text("farkle", entries[1]) == "win 0%"  # a certain loss may read 0%


def test_farkle_last_seat_past_the_leader_banks_a_certain_win(english):
    state = farkle(4, 2000, 3, (2100, 1500, 900, 1500), 650, ((1, 1, 5),), trigger=0)
    entries = advise("farkle", state)
    assert entries[0].action == ("bank",) and entries[0].value == 1.0
    assert entries[0].key == "coach.farkle.bank_wins"
    assert texts("farkle", entries)[0] == "Bank 650 now: wins the game | win 100%"


def test_farkle_final_round_middle_seat_weighs_the_later_seats():
    """Seat 1 of 4 in the final round: banking past the leader wins only if seats 2 and 3 do not
    pass it; a bank at the leader's total cannot win."""
    state = farkle(4, 2000, 1, (2100, 1700, 1000, 1900), 400, ((1, 1, 5, 5),), trigger=0)
    entries = {e.action: e for e in advise("farkle", state)}
    assert entries[("bank",)].value == 0.0
    state = farkle(4, 2000, 1, (2100, 1700, 1000, 1900), 1000, ((1, 1, 5, 5),), trigger=0)
    entries = advise("farkle", state)
    bank = next(e for e in entries if e.action == ("bank",))
    assert 0.5 < bank.value < 1.0  # seat 3 (1,900) may still pass 2,700


def test_farkle_solo_bank_that_reaches_the_goal_comes_first(english):
    for kept in ((1,), (1, 5), (1, 1, 5, 5)):
        state = farkle(1, 2000, 0, (1700,), 400, (kept,))
        entries = advise("farkle", state)
        assert entries[0].action == ("bank",)
        assert entries[0].key == "coach.farkle.bank_goal"
        assert texts("farkle", entries)[0] == "Bank 400 now: reaches the goal of 2,000 | reaches the goal"


def test_farkle_solo_finishing_bank_is_never_called_a_mistake():
    state = farkle(1, 2000, 0, (1700,), 400, ((1,),))  # five dice to roll: more points on average
    entries = advise("farkle", state)
    assert loss(entries, ("bank",)) == 0  # the Review lists only choices that gave something away
    bank = next(e for e in entries if e.action == ("bank",))
    assert all(loss_words("farkle", e, bank) is None for e in entries)


def test_farkle_grids_rank_no_certain_loss_above_a_chance_and_no_finishing_bank_below_a_roll():
    for players in (2, 3, 6):
        for lead, turn_total in ((-100, 500), (0, 400), (300, 600), (200, 1500), (800, 400)):
            totals = [3000] * players
            totals[0] = 5000 + max(0, lead)
            totals[-1] = max(0, totals[0] - lead - turn_total)
            state = farkle(players, 5000, players - 1, totals, turn_total, ((1, 5),), trigger=0)
            first = advise("farkle", state)[0].action
            passes = totals[-1] + turn_total > max(totals[:-1])
            assert (first == ("bank",)) == passes, (players, lead, turn_total)


def test_farkle_equal_win_chances_put_more_expected_points_first():
    """Last seat: every keep passes the leader for sure (win 100%); the keep with more expected
    points comes first (as the hard player)."""
    state = farkle(2, 1000, 1, (1000, 700), 350, ((5,),), phase="keep", roll=(1, 1, 5, 2, 3), trigger=0)
    entries = advise("farkle", state)
    sure = [e for e in entries if e.value == 1.0]
    assert len(sure) >= 2
    assert [e.expected_points for e in sure] == sorted((e.expected_points for e in sure), reverse=True)
    assert sure[0].expected_points > sure[-1].expected_points


def test_farkle_three_players_race_the_leader_and_say_so():
    state = farkle(3, 3000, 1, (1000, 1200, 800), phase="keep", roll=(1, 1, 5, 3, 4, 6))
    entries = advise("farkle", state)
    assert {e.unit for e in entries} == {"win"}
    assert caption_key("farkle", entries) == "coach.caption.farkle.race"


def test_farkle_keep_and_bank_it_reads_once_and_numbers_share_one_format():
    state = farkle(2, 5000, 0, (0, 0), 0, (), phase="keep", roll=(1, 1, 1, 1, 2, 3))
    entries = advise("farkle", state)
    before = language()
    try:
        set_language("en")
        line = next(
            t for e, t in zip(entries, texts("farkle", entries)) if e.action == ("keep", (1, 1, 1, 1))
        )
        assert line.startswith("Keep 2,000 and bank it |"), line
        set_language("de")
        line = next(
            t for e, t in zip(entries, texts("farkle", entries)) if e.action == ("keep", (1, 1, 1, 1))
        )
        assert line.startswith("2.000 behalten und sichern |"), line
        bank = replace(entries[0], action=("bank",), key="coach.farkle.bank", params={"total": 2000})
        assert reason_text("farkle", bank, str) == "Jetzt 2.000 sichern"
    finally:
        set_language(before)


# --- words and units ----------------------------------------------------------------------------
def test_win_chances_below_one_percent_read_less_than_one(english):
    state = farkle(2, 5000, 0, (0, 0), phase="start")
    (entry,) = advise("farkle", state)
    assert value_text("farkle", replace(entry, value=0.003)) == "win <1%"
    assert value_text("farkle", replace(entry, value=0.0)) == "win 0%"


def test_a_loss_of_one_point_is_singular_and_no_loss_reads_when_the_cards_agree(english):
    state = farkle(2, 5000, 0, (0, 0), phase="start")
    (entry,) = advise("farkle", state)
    best = replace(entry, value=0.245)
    assert loss_words("farkle", best, replace(entry, action=("x",), value=0.236)) is None  # both 24%
    assert loss_words("farkle", best, replace(entry, action=("x",), value=0.233)) == (
        "1 percentage point of your chance to win"
    )
    set_language("de")
    assert (
        loss_words("farkle", best, replace(entry, action=("x",), value=0.2)) == "4 Prozentpunkte Siegchance"
    )


def test_buttons_never_counts_a_line_as_stars(english):
    from game.coach import Advice

    lost = Advice(("opt_out",), -98.6, "stars", "coach.buttons.opt_out_lost", {"stars": 1})
    line = Advice(("star", 1, 1), 42.0, "stars", "coach.buttons.star", {"line": 5})
    assert value_text("buttons", lost) == "loses"
    assert value_text("buttons", line) == "wins the game"
    assert value_text("buttons", replace(line, key="coach.buttons.roll")) == "a line of five in reach"
    assert loss_words("buttons", line, replace(lost, action=("x",))) == "your line of five: the game"
    set_language("de")
    assert value_text("buttons", line) == "gewinnt das Spiel"


# --- Exactly! -----------------------------------------------------------------------------------
def exactly_positions(players: int, seed: int, count: int):
    rules = rules_for("exactly")
    state = rules.initial_state(rules.default_config(players), seed)
    rng = random.Random(seed)
    agents = [make_agent("exactly", s, "medium", seed) for s in range(players)]  # quick to reach positions
    found = 0
    while not rules.is_over(state) and found < count:
        if rules.current_player(state) == CHANCE:
            state, _ = rules.apply_chance(state, rules.sample_chance(state, rng))
            continue
        if state.phase in ("choose", "move") and len(rules.legal_actions(state)) > 1:
            found += 1
            yield state
        state, _ = rules.apply(state, agents[rules.current_player(state)].choose(state))


def _played_out(state) -> list:
    """The moves a hard player plays the next cycle out for (an open race): its best by the static look."""
    from game.ai.base import finish
    from game.ai.exactly import CYCLE_MOVES
    from game.ai.exactly import make_agent as exactly_agent
    from game.rules.exactly import moves_for

    values = [state.value] if state.phase == "move" else [v for v in (50, 20, 10, 5) if moves_for(state, v)]
    moves = [("move", v, s, d) for v in values for s, d in moves_for(state, v)]
    static = exactly_agent(rules_for("exactly"), state.seat, "hard", 0, node_budget=0)
    return [m for _, _, m in finish(static.rank_moves(state, moves))[:CYCLE_MOVES]]


def test_exactly_six_players_coach_first_is_the_hard_choice_and_searched_alike():
    # The coach plays the cycle out for every move, the hard player for its best eight by the static
    # look: where the coach's first is one of those, the hard player (among mediums: it never lets
    # go of the next seat there) chooses it.
    rules = rules_for("exactly")
    seen = agreed = 0
    for seed in (3, 11):
        for state in exactly_positions(6, seed, 5):
            entries = advise("exactly", state)
            values = [e.value for e in entries]
            assert values == sorted(values, reverse=True)
            seen += 1
            seat = rules.current_player(state)
            first = entries[0].info.get("move", entries[0].action)
            if first not in _played_out(state):
                continue
            hard = make_agent("exactly", seat, "hard", 0, table=("medium",) * 6)
            assert entries[0].action == hard.choose(state)
            agreed += 1
    assert seen >= 10 and agreed >= seen * 3 // 4, (seen, agreed)


def test_exactly_after_the_question_mark_each_coin_carries_its_best_move():
    checked = 0
    for state in exactly_positions(3, 5, 40):
        if state.phase != "choose":
            continue
        for entry in advise("exactly", state):
            value = entry.action[1]
            move_state = replace(state, phase="move", value=value)
            moves = advise("exactly", move_state)
            assert entry.info["move"] == moves[0].action
            assert entry.value == pytest.approx(moves[0].value)
            checked += 1
        if checked >= 6:
            break
    assert checked >= 6


# --- Number Chains ------------------------------------------------------------------------------
def chains_positions(config: dict, seed: int, want):
    rules = rules_for("chains")
    state = rules.initial_state(config, seed)
    rng = random.Random(seed)
    while not rules.is_over(state):
        if rules.current_player(state) == CHANCE:
            state, _ = rules.apply_chance(state, rules.sample_chance(state, rng))
            continue
        if want(state):
            return state
        state, _ = rules.apply(state, rng.choice(rules.legal_actions(state)))
    return None


def _fits_two(state):
    from game.rules.chains import sohtar_fits

    if state.phase != "move" or state.scoring != "sohtar":
        return False
    rules = rules_for("chains")
    return any(
        len(sohtar_fits(state.chains[state.to_move], state.board[a[1]])) == 2
        for a in rules.legal_actions(state)
    )


def test_chains_a_chip_that_fits_two_chains_is_one_take_with_a_true_reason():
    state = chains_positions({"players": 1, "scoring": "sohtar", "series": 1, "swap": False}, 4, _fits_two)
    assert state is not None
    rules = rules_for("chains")
    entries = advise("chains", state)
    assert sorted(e.action for e in entries) == sorted(rules.legal_actions(state))
    before = language()
    try:
        for lang in ("en", "de"):
            set_language(lang)
            lines = texts("chains", entries)
            assert len(set(lines)) == len(lines)
            assert not any("behind" in t or "zurück" in t or "opponent" in t for t in lines)
        set_language("en")
        assert "opponent" not in caption_key("chains", entries) and caption_key("chains", entries).endswith(
            ".score"
        )
        from game.rules.chains import sohtar_fits

        for e in entries:
            chip = e.params.get("chip")
            if chip and len(sohtar_fits(state.chains[0], chip)) == 2:
                lo, hi = e.info["chain"]
                assert hi > lo and e.key == "coach.chains.take"  # joins a chain, never "a new chain"
        # the "which chain?" question gets its own advice: two entries, two chains
        take = next(e for e in entries if len(sohtar_fits(state.chains[0], e.params.get("chip", 0))) == 2)
        after, _ = rules.apply(state, take.action)
        assign = advise("chains", after)
        assert {e.action for e in assign} == set(rules.legal_actions(after))
        assert len({e.info["chain"] for e in assign}) == 2
    finally:
        set_language(before)


def test_chains_coach_first_is_the_hard_choice():
    """Positions where a 3,000-node coach search and the hard player's 8,000 nodes disagreed."""
    rules = rules_for("chains")
    for players, seed, turns in ((2, 0, 14), (3, 0, 9), (4, 0, 11)):
        config = rules.default_config(players)
        state = chains_positions(config, seed, lambda s, t=turns: s.phase == "move" and s.turns == t)
        entries = advise("chains", state)
        hard = make_agent("chains", state.to_move, "hard", 0).choose(state)
        assert entries[0].action == hard


def test_the_live_card_gets_the_first_entries_of_the_whole_advice():
    """The card's advice (``SHOWN`` entries, which Number Chains finds by proving the other
    moves below them) is the whole advice's first entries: the same choices, values to the bit,
    order, reasons, at every kind of table and phase."""
    tables = [
        ({"players": 2}, 3),
        ({"players": 4, "scoring": "tournament"}, 5),
        ({"players": 3, "scoring": "sohtar"}, 6),
        ({"players": 1}, 4),
        ({"players": 2, "swap": True}, 8),
    ]
    rules = rules_for("chains")
    phases = set()
    for config, seed in tables:
        config = rules.validate_config({**rules.default_config(config["players"]), **config})
        for turns in (2, 9, 17, 30, 40):
            phase = "swap" if config["swap"] else None  # (random play spends its swap chip early)
            state = chains_positions(
                config,
                seed,
                lambda s, t=turns, p=phase: (
                    s.turns >= t and s.phase == (p or s.phase) and len(rules.legal_actions(s)) > 1
                ),
            )
            if state is None:
                continue
            whole = advise("chains", state)
            for shown in range(1, SHOWN + 1):
                assert advise("chains", state, shown=shown) == whole[:shown]
            phases.add(state.phase)
    assert phases == {"move", "swap"}
    # two choices tie for the best value, and the search's order of the tie is not the hard
    # player's (who takes 24): the card still puts the hard player's choice first
    tie = rules.state_from_dict(json.loads(TIED_AT_THE_TOP))
    whole = advise("chains", tie)
    assert whole[0].action == ("take", 24) and whole[0].value == whole[1].value
    for shown in range(1, SHOWN + 1):
        assert advise("chains", tie, shown=shown) == whole[:shown]


TIED_AT_THE_TOP = (  # a 2-player deal at its fifth take (the seat of a coached player against hard)
    '{"game":"chains","schema":1,"config":{"players":2,"scoring":"standard","series":1,"swap":false},'
    '"seed":703,"game_index":0,"first_seat":1,"board":[19,37,23,16,28,24,48,47,34,32,10,42,43,8,44,18,'
    '45,35,0,38,15,29,9,0,13,36,30,27,0,0,7,39,31,40,41,2,0,22,46,3,20,25,14,6,17,12,5,11,1],"star":18,'
    '"held":[[21,33],[4,26]],"chains":[[],[]],"swaps_left":[0,0],"to_move":1,"phase":"move","pending":0,'
    '"takes":4,"turns":4,"totals":[0,0],"results":[],"last_move":[0,28,18]}'
)


def test_chains_lost_deals_still_rank_by_the_margin(english):
    from game.coach import Advice

    worse = Advice(("take", 1), -10000 - 0.05, "lead", "coach.chains.take", {})
    better = Advice(("take", 2), -10000 - 0.01, "lead", "coach.chains.take", {})
    assert value_text("chains", better) == "loses (−1.0)"
    assert value_text("chains", worse) == "loses (−5.0)"
    assert value_text("chains", replace(better, value=10000 + 0.03)) == "wins (+3.0)"


# --- every game: one entry per choice, no two read the same, no nonsense --------------------------
@pytest.mark.parametrize("game_id", ["farkle", "chains", "buttons", "exactly", "starrows"])
def test_entries_are_one_per_choice_read_differently_and_make_sense(game_id):
    import re

    rules = rules_for(game_id)
    before = language()
    looked = 0
    try:
        for players in sorted({rules.min_players, min(3, rules.max_players)}):
            state = rules.initial_state(rules.default_config(players), 7 + players)
            rng = random.Random(players)
            steps = 0
            here = 0
            while not rules.is_over(state) and steps < 200 and here < 5:
                steps += 1
                if rules.current_player(state) == CHANCE:
                    state, _ = rules.apply_chance(state, rules.sample_chance(state, rng))
                    continue
                legal = rules.legal_actions(state)
                if len(legal) > 1 and steps % 3 == 0:
                    entries = advise(game_id, state)
                    actions = [e.action for e in entries]
                    if game_id == "farkle":  # a keep's two rows: then bank, then roll on
                        actions = list(dict.fromkeys(actions))
                    assert sorted(map(repr, actions)) == sorted(map(repr, legal))
                    for lang in ("en", "de"):
                        set_language(lang)
                        lines = texts(game_id, entries)
                        assert len(set(lines)) == len(lines), lines
                        for line, e in zip(lines, entries):
                            assert "{" not in line and "safe" not in line
                            if e.unit == "win" and e.value > 0:
                                assert not re.search(r"\b0\s?%", line), line
                            assert not re.search(r"\d{2,}[.,]\d\d (stars|Sterne)", line), line
                            keep = re.match(r"Keep ([\d,]+), then bank ([\d,]+)", line)
                            assert not keep or keep[1] != keep[2], line
                    looked += 1
                    here += 1
                state, _ = rules.apply(state, rng.choice(legal))
    finally:
        set_language(before)
    assert looked >= 6
