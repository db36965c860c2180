"""Buttons advice: roll or opt out, which cell, which stars, valued by the hard player.

Values are the hard player's round values (``game.ai.buttons``: stars plus progress toward a
line of five, "star-equivalents"); the reasons carry what a player can check: the exact chance
to bust if rolling now (``bust_probability``), the stars opting out takes home, the colour set
a cell completes and the open cells it leaves.
"""

from __future__ import annotations

from game.ai.buttons import (
    HARD_DEPTH_PLACE,
    HARD_DEPTH_TURN,
    HARD_LINE_NEEDED,
    ButtonsAgent,
    _gain,
    best_stars_steps,
)
from game.coach import Advice, percent
from game.rules.buttons import (
    BOARDS,
    COLOURS,
    GOLD,
    NEIGHBOURS,
    PLACE,
    SET_SIZE,
    STARS,
    TURN,
    bust_probability,
    cell_of,
    colour_counts,
    fullest_window,
    legal_mask,
    stars_if_opting_out,
)


def steps(rules, state, shown: int | None = None):  # cheap enough to value every choice
    agent = ButtonsAgent(rules, state.to_move if state.phase != TURN else state.roller, "hard")
    legal = rules.legal_actions(state)
    yield None
    if state.phase == TURN:
        out = yield from _turn(state, agent, legal)
    elif state.phase in (PLACE, GOLD):
        out = yield from _place(state, agent, legal)
    elif state.phase == STARS:
        out = yield from _stars(state, legal)
    else:
        out = []
    return out


def _turn(state, agent, legal):
    seat = state.roller
    ev = agent.evaluator(state, seat)
    buttons = state.buttons[seat]
    bust = bust_probability(state, seat)
    home = stars_if_opting_out(state, seat)
    out = []
    if ("roll",) in legal:
        roll = yield from ev.roll_value(buttons, HARD_DEPTH_TURN)
        out.append(
            Advice(
                ("roll",), roll, "stars", "coach.buttons.roll", {"bust": percent(bust)}, info={"bust": bust}
            )
        )
    if ("opt_out",) in legal:
        opt = ev.opt_value(buttons)
        key = "coach.buttons.opt_out"
        if ev.need_line and opt < HARD_LINE_NEEDED:
            key, opt = "coach.buttons.opt_out_lost", opt - HARD_LINE_NEEDED
        out.append(Advice(("opt_out",), opt, "stars", key, {"stars": home}, info={"stars": home}))
    return out


def _cell_reason(state, seat: int, row: int, col: int) -> tuple[str, dict]:
    i = cell_of(row, col)
    board = state.boards[seat]
    colour = BOARDS[board][i]
    have = colour_counts(board, state.buttons[seat])[colour]
    bonus = colour in state.bonus[seat]
    after = state.buttons[seat] | 1 << i
    open_after = legal_mask(after, state.stars[seat]).bit_count()
    params = {
        "colour_key": f"buttons.colour.{COLOURS[colour]}",
        "open": open_after,
        "have": have + 1,
        "set": SET_SIZE,
    }
    if have == SET_SIZE - 1:
        return ("coach.buttons.completes_bonus" if bonus else "coach.buttons.completes"), params
    if have < SET_SIZE - 1:
        return "coach.buttons.toward", params
    blocked = (NEIGHBOURS[i] & legal_mask(state.buttons[seat], state.stars[seat])).bit_count()
    return "coach.buttons.space", {**params, "blocked": blocked}


def _place(state, agent, legal):
    seat = state.to_move
    ev = agent.evaluator(state, seat)
    buttons = state.buttons[seat]
    out = []
    for action in legal:
        if action[0] == "place":
            v = yield from ev.value(buttons | 1 << cell_of(action[1], action[2]), HARD_DEPTH_PLACE)
            key, params = _cell_reason(state, seat, action[1], action[2])
            out.append(Advice(action, v, "stars", key, params, info={"cell": (action[1], action[2])}))
        else:  # pass on the gold cell
            v = yield from ev.value(buttons, HARD_DEPTH_PLACE)
            out.append(Advice(action, v, "stars", "coach.buttons.pass", {}))
    return out


def _stars(state, legal):
    seat = state.to_move
    stars, buttons, k = state.stars[seat], state.buttons[seat], state.stars_left
    out = []
    for action in legal:
        i = cell_of(action[1], action[2])
        rest, _ = yield from best_stars_steps(stars | 1 << i, buttons & ~(1 << i), k - 1)
        out.append(
            Advice(
                action,
                _gain(stars, i) + rest,
                "stars",
                "coach.buttons.star",
                {"line": fullest_window(stars, i)},
                info={"cell": (action[1], action[2])},
            )
        )
    return out


def label(entry, name_of) -> str:
    """A cell's name as the board writes it: (row,column)."""
    action = entry.action
    return f"({action[1]},{action[2]})" if action[0] in ("place", "star") else ""
