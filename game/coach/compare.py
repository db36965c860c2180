"""Two games of the same daily side by side: where your choices differed from your friend's, and
what each cost by the coach's values (pure; sliced like the Review).

A daily deals both of you the same dice per own turn (``game/daily.py``), so the two games are
compared turn by turn: the first decision with a choice in each of your own turns. Where the two
choices differ, the coach values each in its own game's position (the positions may differ after
the first difference; the dice at the start of the turn are the same) and says what it gave away
against that position's best choice, in the coach's unit for the game.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.coach import Advice, advise_steps
from game.coach.review import Decision, decisions

MAX_TURNS = 40  # differing turns valued (a long game's first ones; each asks the coach twice)


@dataclass(frozen=True)
class Difference:
    turn: int  # your own turn, from 1
    mine: Advice  # the choice made, as the coach values it
    theirs: Advice
    my_loss: float  # against the best choice of that game's position (0: as good)
    their_loss: float


def turn_firsts(session, seat: int) -> dict[int, Decision]:
    """Own turn (from 1) -> the first decision with a choice in it."""
    rules, out, turns = session.rules, {}, []
    for item in decisions(rules, session._before, session.log, {seat}):
        turn = rules.turn_count(item.state)
        if not turns or turns[-1] != turn:
            turns.append(turn)
            out[len(turns)] = item
    return out


def differences_steps(mine, theirs, seat: int, out: list | None = None):
    """The turns where the two games' first choices differ, each valued (a generator, sliced); each
    is appended to ``out`` as soon as it is valued (a screen shows them while the rest are worked out)."""
    a, b = turn_firsts(mine, seat), turn_firsts(theirs, seat)
    out = [] if out is None else out
    for turn in sorted(a.keys() & b.keys()):
        if a[turn].action == b[turn].action or len(out) >= MAX_TURNS:
            continue
        valued = []
        for game, item in ((mine, a[turn]), (theirs, b[turn])):
            entries = yield from advise_steps(game.game_id, item.state, game.rules)
            chosen = next((e for e in entries if e.action == item.action), None)
            valued.append((chosen, entries[0].value - chosen.value if chosen and entries else 0.0))
        (my_entry, my_loss), (their_entry, their_loss) = valued
        if my_entry is not None and their_entry is not None:
            out.append(Difference(turn, my_entry, their_entry, max(0.0, my_loss), max(0.0, their_loss)))
        yield None
    return out
