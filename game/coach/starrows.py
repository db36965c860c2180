"""Star Rows advice: for every keep the exact expected value of the turn, for placing what each
row advances.

Rerolls are valued by the hard player's exact expectimax over the rest of the turn (the
lattice of every kept multiset, ``StarRowsAgent.reroll_values``); placing by its plan search
(``placing_values``). Values are in stars: stars this turn brings plus what its rows, coins and
open bonuses are worth in stars, as the hard player counts them.
"""

from __future__ import annotations

from game.ai.starrows import StarRowsAgent, placing_values
from game.coach import Advice
from game.rules.starrows import (
    FIELD_NEEDS,
    PLACE,
    REROLL,
    ROW_LENGTH,
    TASK_ADVANCE_ROWS,
    remove_dice,
)

ENTRIES_PER_SLICE = 64  # reroll entries written between two yields (up to 512 per decision)
_AGENTS: dict[int, StarRowsAgent] = {}  # one per seat: its tables are reused within a turn


def _agent(rules, seat: int) -> StarRowsAgent:
    agent = _AGENTS.get(seat)
    if agent is None or agent.rules is not rules:
        agent = _AGENTS[seat] = StarRowsAgent(rules, seat, "hard")
    return agent


def _dice_text(dice) -> str:
    return " ".join(str(d) for d in sorted(dice)) or "-"


def _reroll_entry(state, action, value: float) -> Advice:
    if action == ("stop",):
        return Advice(action, value, "stars", "coach.starrows.stop", {"dice": _dice_text(state.dice)})
    kept = remove_dice(state.dice, action[1]) or ()
    key = "coach.starrows.reroll_all" if not kept else "coach.starrows.reroll"
    return Advice(
        action,
        value,
        "stars",
        key,
        {"kept": _dice_text(kept), "count": len(action[1]), "rerolled": _dice_text(action[1])},
        info={"kept": tuple(sorted(kept))},
    )


def _place_entry(state, action, value: float) -> Advice:
    seat = state.seat
    kind = action[0]
    if kind == "end":
        return Advice(action, value, "stars", "coach.starrows.end", {})
    row = action[1]
    field = state.fields[seat][row - 1]
    params = {"row": row, "field": field + 1, "fields": ROW_LENGTH, "dice": FIELD_NEEDS[field]}
    if kind == "mark":
        enough = state.left.count(row) >= FIELD_NEEDS[field]
        return Advice(
            action, value, "stars", "coach.starrows.mark" if enough else "coach.starrows.mark_empty", params
        )
    advanced = set(state.advanced) | {row}
    task5 = not state.task_stars[seat][4] and len(advanced) == TASK_ADVANCE_ROWS > len(set(state.advanced))
    if field + 1 == ROW_LENGTH:
        key = "coach.starrows.complete"
    elif task5:
        key = "coach.starrows.advance_task"
    else:
        key = "coach.starrows.advance"
    return Advice(action, value, "stars", key, params)


def steps(rules, state, shown: int | None = None):  # cheap enough to value every choice
    legal = rules.legal_actions(state)
    yield None
    if state.phase == REROLL:
        agent = _agent(rules, state.seat)
        lat = yield from agent.exact_tables(state)
        values = agent.reroll_values(state, lat)
        yield None
        out = []
        for i, (action, value) in enumerate(values):
            out.append(_reroll_entry(state, action, value))
            if i % ENTRIES_PER_SLICE == ENTRIES_PER_SLICE - 1:
                yield None
        return out
    if state.phase == PLACE:
        values = yield from placing_values(state, legal)
        return [_place_entry(state, a, values[a]) for a in legal]
    return [Advice(a, 0.0, "stars", "coach.starrows.roll", {}) for a in legal]
