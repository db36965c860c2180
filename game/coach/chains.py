"""Number Chains advice: the search's value of every move, the chain it builds, the reply.

Values come from the hard player's search (``ChainsAgent.score_moves``: own chains minus the
best opponent's, with the same evaluation and endgame; ``WIN`` marks a decided deal), with a
node budget small enough for the browser. The reason names the chip, the chain it joins and the
chip the next player would most like to take afterwards (their best immediate gain).
"""

from __future__ import annotations

from game.ai.chains import WIN, ChainsAgent, Pos
from game.coach import Advice
from game.rules.chains import runs_of

COACH_NODES = 3000  # search nodes per piece of advice (the hard player uses HARD_NODES, 8,000)


def _chain(state, seat: int, chip: int) -> tuple[int, int]:
    """(low, high) of the chain ``chip`` belongs to in ``state`` (held by ``seat``)."""
    for lo, hi in (*state.chains[seat], *runs_of(state.held[seat])):
        if lo <= chip <= hi:
            return lo, hi
    return chip, chip


def _reply(rules, after) -> tuple[int, int] | None:
    """(seat, chip) of the next player's best immediate take after ``after`` (None: none)."""
    if after.phase != "move" or after.to_move < 0:
        return None
    pos = Pos.from_state(after)
    nxt = after.to_move
    best = max(pos.targets(), key=lambda sq: (pos.gain(nxt, after.board[sq]), -sq), default=None)
    return None if best is None else (nxt, after.board[best])


def _entry(rules, state, value: float, action) -> Advice:
    me = state.to_move
    kind = action[0]
    params: dict = {}
    info: dict = {}
    if abs(value) >= WIN / 2:
        key = "coach.chains.wins" if value > 0 else "coach.chains.loses"
    elif kind in ("take", "assign"):
        chip = state.board[action[1]] if kind == "take" else state.pending
        after, _ = rules.apply(state, action)
        lo, hi = _chain(after, me, chip) if after.phase != "assign" else (chip, chip)
        params = {"chip": chip, "lo": lo, "hi": hi, "length": hi - lo + 1}
        reply = _reply(rules, after)
        info = {"chip": chip, "chain": (lo, hi)}
        if reply is not None and reply[0] != me:
            key = "coach.chains.take_reply" if hi > lo else "coach.chains.new_reply"
            params.update(seat=reply[0], reply=reply[1])
            info["reply"] = reply
        else:
            key = "coach.chains.take" if hi > lo else "coach.chains.take_new"
    elif kind == "swap":
        key, params = "coach.chains.swap", {"mine": action[1], "seat": action[2], "theirs": action[3]}
    else:
        key = "coach.chains.no_swap"
    return Advice(action, value, "lead", key, params, info=info)


def steps(rules, state):
    agent = ChainsAgent(rules, state.to_move, "hard")
    legal = rules.legal_actions(state)
    yield None
    if len(legal) == 1:
        return [_entry(rules, state, 0.0, legal[0])]
    scored = yield from agent.score_moves(state, COACH_NODES)
    out = []
    for i, (value, action) in enumerate(scored):
        out.append(_entry(rules, state, value, action))
        if i % 4 == 3:
            yield None
    return out
