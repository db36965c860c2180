"""Exactly! advice: each move's chance to win the game and what it does to the race for €1.00.

The value is the hard player's (``ExactlyAgent.rank_moves``: expectimax over the die with its
race model, turned into the chance to win the game), searched full width: every move to the
search's full depth (two turns with two players, one reply with more and the round limit; in an
open race, three or more seats without the limit, the next cycle of rivals' replies played out for
every move, where the hard player plays out its best eight), so no move keeps a shallower value than another and the ranking is by
one measure (bench/coach_vs_hard.py shows the first choices agree). The reason says who the move
brings to exactly €1.00 (a euro now), or else who could reach €1.00 with their next roll and with
what chance (``Pos.hazard``: the faces of the die that let them finish, "?" included).
"""

from __future__ import annotations

from game.ai.exactly import ExactlyAgent, Pos, _internal
from game.coach import Advice, percent
from game.rules.exactly import BANK, CHOOSE, MOVE, money_params, moves_for

EFFECTS_PER_SLICE = 6  # moves described between two yields
COACH_NODES = 1 << 30  # leaf evaluations: no limit, every move is searched to the same depth
# (bench/coach_vs_hard.py gives the time per advice and the longest slice)


def _effect(state, move) -> tuple[str, dict, dict]:
    """(key, params, info) of what ``move`` does: a euro now, or the next roll's chances."""
    me = state.seat
    pos = Pos(state)
    k, s, d = _internal(move, pos.n)
    pos.do(k, s, d)
    winner = pos.exact_after(k, s, d, me)
    if winner == me:
        return "coach.exactly.euro", {}, {"euro": me}
    if winner >= 0:
        return "coach.exactly.gives", {"seat": winner}, {"euro": winner}
    chances = [pos.hazard(i) for i in range(pos.n)]
    mine = chances[me]
    rival = max((i for i in range(pos.n) if i != me), key=lambda i: (chances[i], -((i - me) % pos.n)))
    info = {"chances": chances, "total": pos.t[me]}
    money = money_params(pos.t[me])
    if chances[rival] > 0 and mine > 0:
        return (
            "coach.exactly.race",
            {"mine": percent(mine), "seat": rival, "chance": percent(chances[rival])},
            info,
        )
    if chances[rival] > 0:
        return "coach.exactly.threat", {"seat": rival, "chance": percent(chances[rival]), **money}, info
    if mine > 0:
        return "coach.exactly.setup", {"chance": percent(mine), **money}, info
    return "coach.exactly.quiet", money, info


def steps(rules, state, shown: int | None = None):  # cheap enough to value every choice
    legal = rules.legal_actions(state)
    yield None
    if state.phase not in (CHOOSE, MOVE):
        return [Advice(a, 0.0, "win", "coach.exactly.roll", {}) for a in legal]
    values = [a[1] for a in legal] if state.phase == CHOOSE else [state.value]
    moves = [("move", v, s, d) for v in values for s, d in moves_for(state, v)]
    agent = ExactlyAgent(rules, state.seat, "hard", node_budget=COACH_NODES, cycle_moves=None)
    ranked = yield from agent.rank_moves(state, moves)
    entries = []
    for i, (value, _, move) in enumerate(ranked):
        key, params, info = _effect(state, move)
        entries.append(Advice(move, value, "win", key, params, info=info))
        if i % EFFECTS_PER_SLICE == EFFECTS_PER_SLICE - 1:
            yield None
    if state.phase == MOVE:
        return entries
    out, seen = [], set()  # after "?": a coin value is worth its best move
    for entry in sorted(entries, key=lambda e: -e.value):
        if entry.action[1] not in seen:
            seen.add(entry.action[1])
            out.append(
                Advice(
                    ("value", entry.action[1]),
                    entry.value,
                    "win",
                    entry.key,
                    entry.params,
                    info={**entry.info, "move": entry.action},
                )
            )
    return out


def label(entry, name_of) -> str:
    """A coin move as "50c Bank → Ann" (after "?": the move the coin is worth)."""
    from game.i18n import tr

    move = entry.info.get("move", entry.action)
    if move[0] != "move":
        return ""

    def pile(p):
        return tr("exactly.ui.bank") if p == BANK else name_of(p)

    coin = tr("exactly.coin", value=move[1])
    return tr("coach.exactly.act", coin=coin, src=pile(move[2]), dst=pile(move[3]))
