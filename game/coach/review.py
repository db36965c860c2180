"""After the game: the decisions where a player's choice lost the most against the coach's best.

Pure: it replays nothing itself, it takes each decision's state (the session keeps the state
before every log entry) and asks the coach about it, a slice at a time (``steps`` is a generator
that yields between slices, like a computer player's thinking). A choice's loss is the coach's
best value minus the chosen action's value, in the coach's unit for that game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.coach import Advice, advise_steps, loss

TOP = 3  # decisions shown per player
EPS = 1e-9  # a loss smaller than this is a tie, not a mistake


@dataclass(frozen=True)
class Decision:
    index: int  # position in the session's log (the state is the one before this entry)
    seat: int
    number: int  # the seat's own decisions counted from 1 (only those with a choice)
    state: Any
    action: tuple


@dataclass(frozen=True)
class Mistake:
    decision: Decision
    chosen: Advice
    best: Advice
    loss: float


def decisions(rules, states: list, log: list, seats: set[int]) -> list[Decision]:
    """Every decision of ``seats`` that had more than one legal choice, in play order.
    ``states[i]`` is the state before ``log[i]``; log entries have ``kind``, ``seat``, ``value``."""
    out: list[Decision] = []
    counts: dict[int, int] = {}
    for i, entry in enumerate(log):
        if entry.kind != "a" or entry.seat not in seats:
            continue
        if len(rules.legal_actions(states[i])) < 2:
            continue
        counts[entry.seat] = counts.get(entry.seat, 0) + 1
        out.append(Decision(i, entry.seat, counts[entry.seat], states[i], tuple(entry.value)))
    return out


class Review:
    """The review of some decisions: ``steps()`` works through them; ``done`` counts progress."""

    def __init__(self, game_id: str, rules, items: list[Decision]):
        self.game_id = game_id
        self.rules = rules
        self.items = items
        self.done = 0
        self.mistakes: dict[int, list[Mistake]] = {}

    @property
    def total(self) -> int:
        return len(self.items)

    def steps(self):
        found: dict[int, list[Mistake]] = {}
        for item in self.items:
            entries = yield from advise_steps(self.game_id, item.state, self.rules)
            lost = loss(entries, item.action)
            if lost is not None and lost > EPS:
                chosen = next(e for e in entries if e.action == item.action)
                found.setdefault(item.seat, []).append(Mistake(item, chosen, entries[0], lost))
            self.done += 1
            yield None
        self.mistakes = {
            seat: sorted(items, key=lambda m: (-m.loss, m.decision.index))[:TOP]
            for seat, items in found.items()
        }
        return self.mistakes
