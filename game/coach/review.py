"""After the game: the decisions where a player's choice lost the most against the coach's best,
a one-line summary per player and, for the dice games, how lucky their dice were.

Pure: it replays nothing itself, it takes each decision's state (the session keeps the state
before every log entry) and asks the coach about it, a slice at a time (``steps`` is a generator
that yields between slices, like a computer player's thinking). A choice's loss is the coach's
best value minus the chosen action's value, in the coach's unit for that game. A choice "matches"
the coach when it lost nothing (the first choice, or one exactly as good); it is "close" when it
lost less than the cards can show (both read "win 24%"): not a mistake, and not as good either. Luck is defined per
game in ``game.coach.luck``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from game.coach import Advice, advise_steps, loss, measure
from game.coach import luck as luck_of

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
    entries: tuple = ()  # every choice of the position, best first (for "Find a better move")

    def others(self, legal: list) -> list[Advice]:
        """The choices besides the one made, in the rules' order (which tells nothing of their worth)."""
        by_action: dict = {}
        for entry in self.entries:  # best first: a Farkle keep's better row (bank or roll on) speaks for it
            by_action.setdefault(entry.action, entry)
        return [by_action[a] for a in legal if a != self.decision.action and a in by_action]

    def verdict(self, entry: Advice) -> float:
        """What ``entry`` gives away against the coach's first choice (0 or less: as good)."""
        return self.best.value - entry.value


@dataclass(frozen=True)
class Summary:
    """One seat's whole game: of the decisions with a choice, those exactly as good as the coach's
    (``matched``: no loss at all), those ``close`` to it (a loss too small for the cards to show),
    and what all the others cost together, the close ones included (in ``unit``, the coach's unit
    of the game's cards)."""

    matched: int
    decisions: int
    cost: float
    unit: str
    close: int = 0


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


class Analysis:
    """What a review asks of the coach, thought out while the game goes on (``steps``, in the idle
    slices of a deciding human), so the review at the end finds it ready: each decision's advice
    and each roll's luck, by log index, with the state(s) it was thought for (an undo and a
    different decision at the same index are thought out anew, never mixed up)."""

    def __init__(self, game_id: str, rules):
        self.game_id = game_id
        self.rules = rules
        self.advice: dict[int, tuple[Any, list[Advice]]] = {}  # log index -> (state, every choice)
        self.luck: dict[int, tuple[Any, Any, float]] = {}  # log index -> (before, after, luck)
        self._scanned: list[tuple[Any, Decision | None]] = []  # (state, its decision) by log index

    def advice_of(self, item: Decision) -> list[Advice] | None:
        known = self.advice.get(item.index)
        return known[1] if known is not None and known[0] == item.state else None

    def luck_of(self, roll) -> float | None:
        known = self.luck.get(roll.index)
        return known[2] if known is not None and known[0] == roll.before and known[1] == roll.after else None

    def decisions(self, states: list, log: list, seats: set[int]) -> list[Decision]:
        """``decisions(...)`` of this game, asking the rules only about log entries not seen before."""
        scanned = self._scanned
        keep = 0
        while keep < min(len(scanned), len(log)) and scanned[keep][0] is states[keep]:
            keep += 1
        del scanned[keep:]
        for i in range(keep, len(log)):
            found = decisions(self.rules, states[i : i + 1], log[i : i + 1], seats)
            scanned.append((states[i], replace(found[0], index=i) if found else None))
        out, counts = [], {}
        for _, item in scanned:
            if item is not None and item.seat in seats:
                counts[item.seat] = counts.get(item.seat, 0) + 1
                out.append(replace(item, number=counts[item.seat]))
        return out

    def steps(self, states: list, final: Any, log: list, seats: set[int]):
        """Think out every decision and roll of ``seats`` not known yet, oldest first (a generator
        of slices, like ``Review.steps``); returns when nothing is left."""
        for item in self.decisions(states, log, seats):
            if self.advice_of(item) is None:
                entries = yield from advise_steps(self.game_id, item.state, self.rules)
                self.advice[item.index] = (item.state, entries)
                yield None
        for roll in luck_of.rolls(self.game_id, self.rules, states, final, log, seats):
            if self.luck_of(roll) is None:
                value = yield from luck_of.roll_steps(self.game_id, self.rules, roll)
                self.luck[roll.index] = (roll.before, roll.after, value)
                yield None


class Review:
    """The review of some decisions: ``steps()`` works through them; ``done`` counts progress.

    ``rolls`` (``game.coach.luck.rolls``) are the rolls whose luck is measured, in the same slices;
    what ``known`` (an ``Analysis`` of the same game) thought out already is taken from there."""

    def __init__(self, game_id: str, rules, items: list[Decision], rolls=(), shows_loss=None, known=None):
        self.game_id = game_id
        self.known = known or Analysis(game_id, rules)
        # whether a loss is one the player can see (the UI's cards may round two values alike)
        self.shows_loss = shows_loss or (lambda best, chosen: best.value - chosen.value > EPS)
        self.rules = rules
        self.items = items
        self.rolls = list(rolls)
        self.done = 0
        self.mistakes: dict[int, list[Mistake]] = {}
        self.summary: dict[int, Summary] = {}
        self.luck: dict[int, luck_of.Luck] = {}

    @property
    def total(self) -> int:
        return len(self.items) + len(self.rolls)

    def steps(self):
        found: dict[int, list[Mistake]] = {}
        counts: dict[int, list] = {}
        known = self.known
        for item in self.items:
            entries = known.advice_of(item)
            if entries is None:
                entries = yield from advise_steps(self.game_id, item.state, self.rules)
                known.advice[item.index] = (item.state, entries)
            lost = loss(entries, item.action)
            seat_count = counts.setdefault(item.seat, [0, 0, 0.0, measure(entries[0]) if entries else "", 0])
            seat_count[1] += 1
            if entries and measure(entries[0]) == "race":  # a race at any decision: the cost says so
                seat_count[3] = "race"
            chosen = next((e for e in entries if e.action == item.action), None)
            if chosen is not None and lost > EPS:
                seat_count[2] += lost
                if self.shows_loss(entries[0], chosen):
                    found.setdefault(item.seat, []).append(
                        Mistake(item, chosen, entries[0], lost, tuple(entries))
                    )
                else:
                    seat_count[4] += 1  # close: a loss the cards cannot show
            elif lost is not None:
                seat_count[0] += 1
            self.done += 1
            yield None
        tally = luck_of.Tally(self.game_id)
        for roll in self.rolls:
            value = known.luck_of(roll)
            if value is None:
                value = yield from luck_of.roll_steps(self.game_id, self.rules, roll)
                known.luck[roll.index] = (roll.before, roll.after, value)
            tally.add(roll.seat, value)
            self.done += 1
            yield None
        self.summary = {
            seat: Summary(m, n, cost, unit, close) for seat, (m, n, cost, unit, close) in counts.items()
        }
        self.luck = tally.result()
        self.mistakes = {
            seat: sorted(items, key=lambda m: (-m.loss, m.decision.index))[:TOP]
            for seat, items in found.items()
        }
        return self.mistakes


def review_of(
    game_id: str, rules, states: list, final: Any, log: list, seats: set[int], shows_loss=None, known=None
) -> Review:
    """The review of ``seats``' decisions and rolls in a game (``states[i]`` before ``log[i]``,
    ``final`` the state after the last entry); its ``steps()`` then works through it, taking what
    ``known`` (the game's ``Analysis``) thought out during play.
    ``shows_loss(best, chosen)`` says whether a loss is one the player's cards can show."""
    items = known.decisions(states, log, seats) if known is not None else decisions(rules, states, log, seats)
    rolls = luck_of.rolls(game_id, rules, states, final, log, seats)
    return Review(game_id, rules, items, rolls, shows_loss, known)
