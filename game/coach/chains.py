"""Number Chains advice: the hard player's search value of every choice, the chain it builds, the reply.

The hard player's own search comes first (``ChainsAgent._search_root``, ``HARD_NODES``: alpha-beta
deepened while the budget lasts), recording the bounds it proves; then every move is searched
with the full window to the depth it reached (``ChainsAgent.exact_values``, cut short by those
bounds), so each value is exact at that depth and the best one is the hard player's choice; ties
are ordered as deepening from depth 2 would order them. Where that second search runs out of
``COACH_NODES``, it is done one depth less and the hard player's choice stays first (its value
there is at least theirs). Values: own chains minus the best opponent's (unit "lead"; ``WIN`` marks a
decided deal, and the margin still ranks lost deals), in solitaire the own score (unit "score").

One entry per legal choice: in Sohtar a chip that fits two chains is one "take", valued by its
better placement and named by the chain it joins there; the "which chain?" question after it is
advised on its own. The reason names the chip, the chain and the next player's best reply.
"""

from __future__ import annotations

from game.ai.chains import ChainsAgent, Pos, _root
from game.coach import Advice
from game.rules.chains import runs_of, sohtar_fits

# full-window nodes after the hard search, per depth tried (bench/coach_vs_hard.py: times)
COACH_NODES = 100_000


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


def _placed(rules, state, action, choice: int):
    """The state after ``action`` and, where it asks "which chain?", the ``choice`` side (-1: the
    lower chain, 1: the upper one, as the search's root moves)."""
    after, _ = rules.apply(state, action)
    if after.phase == "assign":
        fits = sohtar_fits(after.chains[after.to_move], after.pending)
        after, _ = rules.apply(after, ("assign", fits[0] if choice < 0 else fits[-1]))
    return after


def _entry(rules, state, value: float, action, choice: int, unit: str, first: bool = False) -> Advice:
    me = state.to_move
    kind = action[0]
    params: dict = {}
    info: dict = {}
    if kind in ("take", "assign"):
        chip = state.board[action[1]] if kind == "take" else state.pending
        after = _placed(rules, state, action, choice) if kind == "take" else rules.apply(state, action)[0]
        lo, hi = _chain(after, me, chip)
        params = {"chip": chip, "lo": lo, "hi": hi, "length": hi - lo + 1}
        reply = _reply(rules, after)
        info = {"chip": chip, "chain": (lo, hi)}
        if kind == "assign":
            key = "coach.chains.assign"
        elif reply is not None and reply[0] != me:
            key = "coach.chains.take_reply" if hi > lo else "coach.chains.new_reply"
            params.update(seat=reply[0], reply=reply[1])
            info["reply"] = reply
        else:
            key = "coach.chains.take" if hi > lo else "coach.chains.take_new"
    elif kind == "swap":
        key, params = "coach.chains.swap", {"mine": action[1], "seat": action[2], "theirs": action[3]}
    else:
        key = "coach.chains.no_swap"
    if first:
        info["first"] = True  # ranked first whatever its value (see the module's docstring)
    return Advice(action, value, unit, key, params, info=info)


def _scores(rules, state, shown: int | None = None):
    """[(value, action, choice)], best first, one per legal action (the better placement of a
    chip that fits two chains); the hard player's choice first. With ``shown``: the first
    ``shown`` of them only (the same), which the full-window pass finds with less search. (Where
    the whole list's pass runs out of ``COACH_NODES`` and falls back a depth, the shorter one may
    not: then its values are the hard depth's, deeper than the whole list's; 1 of 600 positions
    of bench.coach_vs_hard.)"""
    me = state.to_move
    if state.phase == "swap":
        agent = ChainsAgent(rules, me, "hard")
        scored = yield from agent.score_moves(state, COACH_NODES)
        return [(v, a, 0, False) for v, a in scored][:shown]
    hard = ChainsAgent(rules, me, "hard")
    hard.tt = {}  # what the hard search proves, for the full-window pass (same search, same choice)
    pos = Pos.from_state(state)
    root, to_action = _root(state, pos)
    horizon = pos.left + (1 if root[0][0] < 0 else 0)
    best = yield from hard._search_root(pos, root, me)
    depth = hard.last_depth
    top = None
    if shown is not None:  # a chip that fits two chains has two root moves
        top = shown + len(root) - len(set(to_action.values()))
    values = yield from hard.exact_values(pos, root, me, min(depth, horizon), COACH_NODES, top)
    first = to_action[(best[0], best[1])]
    short = hard.last_depth < depth  # the full-window search ran out: keep hard's first
    out, seen = [], set()
    for value, move in sorted(values, key=lambda t: (to_action[t[1][:2]] != first, -t[0])):
        action = to_action[move[:2]]
        if action not in seen:  # the worse placement of a chip that fits two chains is left out
            seen.add(action)
            out.append((value, action, move[1], short and action == first))
    return out if shown is None else out[:shown]


def steps(rules, state, shown: int | None = None):
    legal = rules.legal_actions(state)
    unit = "score" if state.players == 1 else "lead"
    yield None
    if len(legal) == 1:
        return [_entry(rules, state, 0.0, legal[0], -1, unit)]
    scored = yield from _scores(rules, state, shown)
    out = []
    for i, (value, action, choice, first) in enumerate(scored):
        out.append(_entry(rules, state, value, action, choice, unit, first))
        if i % 4 == 3:
            yield None
    return out
