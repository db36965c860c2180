"""Farkle advice: the exact expected points of the turn for banking and for every keep.

``expected_points`` is what the hard player's table encodes (``game.ai.farkle.decide_value``:
after this choice the player keeps maximising the turn's expected points, banks only above
350, hot dice roll six again, no bankruptcy). ``farkle_chance`` is the chance that the next
roll scores nothing.
"""

from __future__ import annotations

from game.ai import farkle_policy as P
from game.ai.farkle import BEST_DIST, decide_value, roll_value, should_bank
from game.coach import Advice, percent
from game.rules.farkle import BANK_MIN, DECIDE, DICE, KEEP, START, score

# the chance that a roll of n dice scores nothing: what the hard player's best-score table leaves out
FARKLE_CHANCE = {n: 1.0 - sum(p for _, p in BEST_DIST[n]) for n in range(1, DICE + 1)}


def _keep(state, keep) -> Advice:
    total = state.turn_total + score(keep)
    dice = len(state.roll) - len(keep) or DICE
    banks = total > BANK_MIN and should_bank(total, dice)
    return Advice(
        ("keep", keep),
        decide_value(total, dice),
        "points",
        "coach.farkle.keep_bank" if banks else "coach.farkle.keep_roll",
        {"points": score(keep), "total": total, "dice": dice, "chance": percent(FARKLE_CHANCE[dice])},
        expected_points=decide_value(total, dice),
        farkle_chance=FARKLE_CHANCE[dice],
        info={"total": total, "dice": dice},
    )


def _roll(state) -> Advice:
    dice = state.dice_to_roll
    expected = roll_value(state.turn_total, dice)
    return Advice(
        ("roll",),
        expected,
        "points",
        "coach.farkle.roll",
        {"dice": dice, "chance": percent(FARKLE_CHANCE[dice])},
        expected_points=expected,
        farkle_chance=FARKLE_CHANCE[dice],
        info={"total": state.turn_total, "dice": dice},
    )


def _bank(state) -> Advice:
    total = state.turn_total
    return Advice(
        ("bank",),
        float(total),
        "points",
        "coach.farkle.bank",
        {"total": total},
        expected_points=float(total),
        farkle_chance=0.0,
        info={"total": total, "dice": state.dice_to_roll},
    )


def steps(rules, state):
    yield None
    if state.phase == KEEP:
        return [_keep(state, action[1]) for action in rules.legal_actions(state)]
    if state.phase in (DECIDE, START):
        out = [_roll(state)]
        if state.phase == DECIDE and state.turn_total > BANK_MIN:
            out.append(_bank(state))
        return out
    return []


__all__ = ["FARKLE_CHANCE", "P", "steps"]
