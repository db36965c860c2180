"""The coach: for the seat to move, every choice ranked by what the computer players know.

Pure Python (no pygame, no I/O), deterministic for a state, runs in Pyodide. Each game has a
module ``game.coach.<id>`` whose ``steps(rules, state, shown)`` is a generator that yields between
small slices of work and returns the advice list, best first; ``advise`` runs it at once (tests,
review, benchmarks) and ``advice_task`` drives it across frames exactly like a computer player
(it returns a ``ThinkingTask``). ``shown`` (None: all) asks for the first entries only, the ones
a card shows (``SHOWN``): the same entries as the first of the whole list, which a game may find
with less work (Number Chains does: its full-window search proves the others below them). The
evaluations are the computer players' own (``game.ai.*``); this package only turns them into
entries a player can read: a value in a unit and one reason (a message key with parameters,
translated by ``game/locale/coach.py``).

Nothing here looks at dice that have not been rolled: the values are expectations over every
outcome (``chance_outcomes``), never the session's future.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any

from game.ai.base import ThinkingTask, finish
from game.rules.base import GameRules

UNITS = ("points", "stars", "win", "lead", "score", "turns")
SHOWN = 3  # choices a coach card shows (the live coach values these; the Review, every choice)


@dataclass(frozen=True)
class Advice:
    """One choice and what it is worth.

    ``value`` is in ``unit``: "points" (Farkle: expected points the turn ends with), "lead"
    (Number Chains: the search's chain points ahead of the best opponent; "score" in solitaire:
    the search's own score), "stars" (Buttons,
    Star Rows: star-equivalents), "turns" (solo Farkle: minus the expected turns to the goal, this
    one included, so higher is better) or "win" (Exactly!, two-player Farkle: chance to win the game, 0..1). ``key``/``params`` are the one short reason.
    ``expected_points`` and ``farkle_chance`` are Farkle's (None elsewhere); ``info`` holds
    figures the panel shows beside the reason (bust chance, chain, reply, ...).
    """

    action: tuple
    value: float
    unit: str
    key: str
    params: dict = field(default_factory=dict)
    expected_points: float | None = None
    farkle_chance: float | None = None
    info: dict = field(default_factory=dict)


def measure(entry: Advice) -> str:
    """What an entry's number measures: its unit, or a narrower reading of it in ``info["measure"]``
    (Farkle at three or more players: "race", the duel against the top rival, in the unit "win")."""
    return entry.info.get("measure", entry.unit)


def percent(p: float) -> str:
    """A chance as a whole percentage for a reason, never "0" or "100" for what may still happen."""
    if 0 < p < 0.005:
        return "<1"
    if 0.995 < p < 1:
        return ">99"
    return str(round(100 * p))


def _module(game_id: str):
    return importlib.import_module(f"game.coach.{game_id}")


def advise_steps(game_id: str, state: Any, rules: GameRules | None = None, shown: int | None = None):
    """The advice for ``state`` as a sliced computation (a generator that returns the list; with
    ``shown``, its first ``shown`` entries)."""
    if rules is None:
        from game.games import rules_for

        rules = rules_for(game_id)
    if rules.current_player(state) < 0:
        return []
    entries = yield from _module(game_id).steps(rules, state, shown)
    return rank(entries)[:shown]


def rank(entries: list[Advice]) -> list[Advice]:
    """Best first; ties keep the rules' order of legal actions (stable sort). An entry marked
    ``info["first"]`` (the hard player's choice where a deeper search says so) stays first."""
    return sorted(entries, key=lambda a: (not a.info.get("first"), -a.value))


def advise(
    game_id: str, state: Any, rules: GameRules | None = None, shown: int | None = None
) -> list[Advice]:
    """Every legal choice of the seat to move, best first (empty at chance and at the end; with
    ``shown``, the first ``shown`` of them)."""
    return finish(advise_steps(game_id, state, rules, shown))


class _Sliced:
    """Looks like an agent to ``ThinkingTask``: its "thinking" is any sliced computation."""

    def __init__(self, make_steps):
        self.make_steps = make_steps

    def think(self, state: Any):
        return self.make_steps(state)


def sliced_task(make_steps, state: Any = None) -> ThinkingTask:
    """A ``ThinkingTask`` over ``make_steps(state)`` (a generator); its ``action`` is the result."""
    return ThinkingTask(_Sliced(make_steps), state)


def advice_task(
    game_id: str, state: Any, rules: GameRules | None = None, shown: int | None = None
) -> ThinkingTask:
    """A ``ThinkingTask`` whose ``action`` ends up as the advice list (``step`` it each frame)."""
    return sliced_task(lambda s: advise_steps(game_id, s, rules, shown), state)


def loss(entries: list[Advice], action: tuple) -> float | None:
    """How much ``action`` gave away against the best entry (None if it is not listed)."""
    for entry in entries:
        if entry.action == action:
            return entries[0].value - entry.value
    return None
