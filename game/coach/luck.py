"""Luck: how a seat's dice went against what the coach expected of them, per game.

A roll's luck is the value of the position the roll gave the roller (their best choice there)
minus the value of the choice that asked for the roll (the expectation of that same roll, by the
same measure); over a game the sum tells a bad game from bad dice. The values are the coach's
own, one unit per game, and the expectation of every roll's luck is zero:

- Farkle: expected points of the turn (the hard player's exact points table, whatever unit the
  card shows). Before a roll: rolling these dice at this turn total; after it: the best keep of
  the roll, or 0 when the roll scored nothing (a farkle ends the turn with nothing).
- Buttons: the round's worth in stars (the hard player's round values). Before: "Roll" (its
  value looks two rolls ahead); after: the roller's best cell for these dice valued one roll
  ahead (the same look-ahead), or 0 when the roll busts them.
- Star Rows: the turn's worth in stars (exact over the rest of the turn). Each reroll: the kept
  dice's exact expectation before, the best choice after. The turn's first roll is not counted
  (no choice asks for it).
- Exactly!: the chance to win the game (the hard player's search, one turn deep on both sides so
  they agree). Before: the roller's expectation over the six faces; after: the best move the face
  allows, or, when it allows none (the 0, or no coin of that value), the position as it stands
  with the turn used up.
- Number Chains has no dice.

Pure: no pygame, no I/O. ``rolls(...)`` lists which log entries count; ``roll_steps`` works out
one roll's luck in slices (a generator, like the coach's advice); ``Tally`` adds them up per seat.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.ai.buttons import HARD_DEPTH_TURN, ButtonsAgent
from game.ai.exactly import ExactlyAgent, Pos
from game.ai.farkle import decide_value, roll_value
from game.coach import advise_steps
from game.rules.buttons import cell_of
from game.rules.exactly import CHOOSE as EXACTLY_CHOOSE
from game.rules.exactly import MOVE as EXACTLY_MOVE
from game.rules.exactly import ROLLING as EXACTLY_ROLLING
from game.rules.exactly import moves_for
from game.rules.farkle import DICE, KEEP, score, scoring_subsets

MEASURED = ("farkle", "buttons", "starrows", "exactly")


@dataclass(frozen=True)
class Roll:
    """One counted roll: log entry ``index`` (a chance entry) thrown for ``seat``, ``before`` the
    state of the choice that asked for it (log entry ``index - 1``), ``after`` the state it gave."""

    index: int
    seat: int
    before: Any
    after: Any
    action: tuple


@dataclass(frozen=True)
class Luck:
    total: float  # the dice's gift (+) or cost (-) against the expectation, in ``unit``
    rolls: int  # how many rolls were counted
    unit: str


def unit_of(game_id: str) -> str:
    return {"farkle": "points", "exactly": "win"}.get(game_id, "stars")


def rolls(game_id: str, rules, states: list, final: Any, log: list, seats: set[int]) -> list[Roll]:
    """The rolls of ``seats`` that count for luck (see the module's definition per game).
    ``states[i]`` is the state before ``log[i]``, ``final`` the state after the last entry."""
    if game_id not in MEASURED:
        return []
    out: list[Roll] = []
    for i, entry in enumerate(log):
        after = states[i + 1] if i + 1 < len(states) else final
        if game_id == "exactly":  # no choice asks for the die: every roll of the seat's own turn
            if entry.kind == "c" and states[i].phase == EXACTLY_ROLLING and states[i].seat in seats:
                out.append(Roll(i, states[i].seat, states[i], after, ()))
            continue
        prev = log[i - 1] if i else None
        if entry.kind != "c" or prev is None or prev.kind != "a" or prev.seat not in seats:
            continue
        if game_id == "starrows" and (prev.value[0] != "reroll" or rules.current_player(after) != prev.seat):
            continue
        out.append(Roll(i, prev.seat, states[i - 1], after, tuple(prev.value)))
    return out


def roll_steps(game_id: str, rules, roll: Roll):
    """The luck of one roll (a generator that yields between slices and returns a number)."""
    if game_id == "farkle":
        return _farkle(roll)
    if game_id == "buttons":
        return (yield from _buttons(rules, roll))
    if game_id == "exactly":
        return (yield from _exactly(rules, roll))
    before = yield from advise_steps(game_id, roll.before, rules)
    after = yield from advise_steps(game_id, roll.after, rules)
    expected = next(e.value for e in before if e.action == roll.action)
    return after[0].value - expected


def _farkle(roll: Roll) -> float:
    """The best keep of what the dice showed (0 for a farkle) against rolling them at all."""
    after, seat = roll.after, roll.seat
    best = 0.0
    if after.phase == KEEP and after.seat == seat:
        best = max(
            decide_value(after.turn_total + score(k), len(after.roll) - len(k) or DICE)
            for k in scoring_subsets(after.roll)
        )
    return best - roll_value(roll.before.turn_total, roll.before.dice_to_roll)


def _buttons(rules, roll: Roll):
    """The roller's best cell for these dice (one roll ahead, 0 on a bust) against "Roll"."""
    seat = roll.seat
    ev = ButtonsAgent(rules, seat, "hard").evaluator(roll.before, seat)
    buttons = roll.before.buttons[seat]
    expected = yield from ev.roll_value(buttons, HARD_DEPTH_TURN)
    best = 0.0
    if roll.after.status[seat] != "bust" and rules.current_player(roll.after) == seat:
        for action in rules.legal_actions(roll.after):
            if action[0] == "place":
                cell = 1 << cell_of(action[1], action[2])
                best = max(best, (yield from ev.value(buttons | cell, HARD_DEPTH_TURN - 1)))
    return best - expected


def _exactly(rules, roll: Roll):
    """The best move of the face (static: one turn deep) against the roller's expectation over the
    six faces (``_expect``, one turn deep: the same evaluation of each face's best)."""
    seat = roll.seat
    agent = ExactlyAgent(rules, seat, "hard", node_budget=1 << 30)
    yield from agent.rank_moves(roll.before, [])  # sets the agent's values of each seat's euro
    expected = yield from agent._expect(Pos(roll.before), seat, 1)
    after = roll.after
    if after.phase in (EXACTLY_CHOOSE, EXACTLY_MOVE) and after.seat == seat:
        values = (
            [a[1] for a in rules.legal_actions(after)] if after.phase == EXACTLY_CHOOSE else [after.value]
        )
        moves = [("move", v, s, d) for v in values for s, d in moves_for(after, v)]
        static = ExactlyAgent(rules, seat, "hard", node_budget=0)  # no search beyond the move itself
        ranked = yield from static.rank_moves(after, moves)
        if ranked:
            return ranked[0][0] - expected
    pos = Pos(roll.before)  # nothing to move: the position stays, the turn is used up
    pos.left -= 1
    nxt = (seat + 1) % pos.n
    stay = agent._mine[pos.closest(nxt)] if pos.left == 0 else agent._leaf(pos, nxt)
    return stay - expected


class Tally:
    """Luck per seat, added up roll by roll."""

    def __init__(self, game_id: str):
        self.unit = unit_of(game_id)
        self.values: dict[int, list[float]] = {}

    def add(self, seat: int, value: float) -> None:
        self.values.setdefault(seat, []).append(value)

    def result(self) -> dict[int, Luck]:
        return {seat: Luck(sum(v), len(v), self.unit) for seat, v in self.values.items()}
