"""Farkle advice: the exact expected points of the turn for banking and for every keep.

``expected_points`` is what the hard player's table encodes (``game.ai.farkle.decide_value``:
after this choice the player keeps maximising the turn's expected points, banks only above
350, hot dice roll six again, no bankruptcy). ``farkle_chance`` is the chance that the next
roll scores nothing.

In a two-player game with a win table (``game.ai.farkle_win``) each entry's ``value`` is the
mover's chance to win after the choice (unit "win", the hard player's own model), so the best
entry is the choice that wins most often; ``expected_points`` and ``farkle_chance`` stay as
above. Elsewhere (solo, three or more players, limits without a table) the value is the expected
points (unit "points"). The win chances are thought out in slices (``win_chance_steps``).
"""

from __future__ import annotations

from dataclasses import replace

from game.ai.farkle import decide_value, roll_value, should_bank
from game.ai.farkle_win import farkle_chance, turn_values, win_chance_steps
from game.coach import Advice, percent
from game.rules.farkle import BANK_MIN, DECIDE, DICE, KEEP, START, score


def _keep(state, keep) -> Advice:
    total = state.turn_total + score(keep)
    dice = len(state.roll) - len(keep) or DICE
    banks = total > BANK_MIN and should_bank(total, dice)
    expected = decide_value(total, dice)
    return Advice(
        ("keep", keep),
        expected,
        "points",
        "coach.farkle.keep_bank" if banks else "coach.farkle.keep_roll",
        {"points": score(keep), "total": total, "dice": dice, "chance": percent(farkle_chance(dice))},
        expected_points=expected,
        farkle_chance=farkle_chance(dice),
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
        {"dice": dice, "chance": percent(farkle_chance(dice))},
        expected_points=expected,
        farkle_chance=farkle_chance(dice),
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


def _points_entries(rules, state) -> list[Advice]:
    if state.phase == KEEP:
        return [_keep(state, action[1]) for action in rules.legal_actions(state)]
    if state.phase in (DECIDE, START):
        out = [_roll(state)]
        if state.phase == DECIDE and state.turn_total > BANK_MIN:
            out.append(_bank(state))
        return out
    return []


def _win_key(entry: Advice, values) -> str:
    """A keep's reason says what the hard player does next: bank or roll on (its table's
    policy, which near the end of a game differs from the points policy)."""
    if entry.action[0] != "keep":
        return entry.key
    banks = values.banks(entry.info["total"], entry.info["dice"])
    return "coach.farkle.keep_bank" if banks else "coach.farkle.keep_roll"


def steps(rules, state):
    yield None
    entries = _points_entries(rules, state)
    chances = dict((yield from win_chance_steps(state)))
    if not chances:
        return entries
    values = turn_values(state)
    entries = [replace(e, value=chances[e.action], unit="win", key=_win_key(e, values)) for e in entries]
    # best first by the win chance; equal chances: more expected points first, as the hard player
    return sorted(entries, key=lambda e: (-e.value, -e.expected_points))
