"""The one protocol every game's rules implement.

Rules are pure: no pygame, no I/O, no global random. A game is described by a
``config`` (a JSON-able dict of player count and variants, normalised by
``validate_config``) and an immutable state. Whose decision it is comes from
``current_player``: a seat index, ``CHANCE`` (the app resolves it with its own
seeded RNG and records the outcome) or ``TERMINAL``.

Actions and chance outcomes are small JSON-able values: tuples whose first
element is a string naming the kind, e.g. ``("keep", (1, 1, 5))`` or
``("move", 3, 4)``. JSON turns tuples into lists; ``to_tuple`` turns them back.

``apply`` returns ``(new_state, events)``. Events are dicts with a ``"type"``
key that scenes turn into animations and log lines; scenes never re-derive a
rule. An illegal action raises ``IllegalAction`` and leaves the state as it
was (states are immutable, so that part is free).
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

GOOD, FAIR, NONE, BAD = "good", "fair", "none", "bad"  # a turn of a daily game (``daily_marks``)
DAILY_MARKS = (GOOD, FAIR, NONE, BAD)

CHANCE = -1
TERMINAL = -2

Action = tuple
Event = dict


class RulesError(ValueError):
    """Base of the errors rules raise. ``key``/``params`` let the UI translate the reason."""

    def __init__(self, message: str, key: str | None = None, **params: Any):
        super().__init__(message)
        self.key = key
        self.params = params


class IllegalAction(RulesError):
    """The action is not legal in this state; the state is unchanged."""


class ConfigError(RulesError):
    """The game configuration (player count, variants) is invalid."""


class StateError(RulesError):
    """A serialized state is corrupt, inconsistent or of another schema version."""


def state_corrupt(message: str) -> StateError:
    """The error for a saved state that no real game could have produced."""
    return StateError(f"saved state is inconsistent: {message}", "err.state_corrupt")


def read_list(value: Any, what: str, length: int | None = None) -> list:
    """A list field of a saved state (of ``length`` items when given), or StateError."""
    if not isinstance(value, list | tuple) or (length is not None and len(value) != length):
        raise state_corrupt(f"{what} is not a list" + (f" of {length}" if length is not None else ""))
    return list(value)


def read_ints(value: Any, what: str, length: int | None = None) -> tuple[int, ...]:
    """A list of whole numbers (booleans are not numbers here), or StateError."""
    items = read_list(value, what, length)
    if not all(type(v) is int for v in items):
        raise state_corrupt(f"{what} is not a list of integers")
    return tuple(items)


def read_int(value: Any, what: str, lo: int, hi: int | None = None) -> int:
    """A whole number in [lo, hi] (no upper bound when ``hi`` is None), or StateError."""
    if type(value) is not int:
        raise state_corrupt(f"{what} is not an integer: {value!r}")
    if value < lo or (hi is not None and value > hi):
        raise state_corrupt(f"{what} {value} is out of range")
    return value


def to_tuple(value: Any) -> Any:
    """Turn JSON lists back into (nested) tuples so actions compare and hash."""
    if isinstance(value, list | tuple):
        return tuple(to_tuple(v) for v in value)
    return value


def to_jsonable(value: Any) -> Any:
    """Turn (nested) tuples into lists for json.dumps."""
    if isinstance(value, list | tuple):
        return [to_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {k: to_jsonable(v) for k, v in value.items()}
    return value


@dataclass(frozen=True)
class Option:
    """One setup option of a game (a variant or a setting), for the setup screen.

    ``choices`` are the allowed values in display order; ``label_key`` and
    ``choice_keys`` are message-catalog keys (a choice key may be None, then the
    value itself is shown). ``min_players``/``max_players`` limit when the option
    is offered. ``more`` lists further values the setup screen offers as custom
    choices (e.g. other point limits); ``validate_config`` must accept them.
    """

    key: str
    label_key: str
    choices: tuple
    default: Any
    choice_keys: tuple = ()
    min_players: int = 1
    max_players: int = 99
    more: tuple = ()  # extra values offered after the presets ("custom"), shown as plain values

    def applies(self, n_players: int) -> bool:
        return self.min_players <= n_players <= self.max_players

    def choice_label_key(self, value: Any) -> str | None:
        if self.choice_keys and value in self.choices:
            return self.choice_keys[self.choices.index(value)]
        return None


SEAT_PARAMS = frozenset({"a", "b", "seat", "winner", "loser"})


@dataclass(frozen=True)
class Explanation:
    """A translatable sentence: a message key with its parameters.

    Parameters named in ``SEAT_PARAMS`` hold seat indices; the UI shows the
    seat's name in their place (rules know seats, not names).
    """

    key: str
    params: dict = field(default_factory=dict)


@dataclass(frozen=True)
class Outcome:
    """The final result of a game, for the results screen and statistics.

    ``places[i]`` is seat i's place (1 = won; tied seats share a place),
    ``scores[i]`` the number shown for the seat, ``details[i]`` a short
    per-seat breakdown (e.g. chain lengths) and ``explanation`` why the ranking
    is what it is (e.g. how a tie was broken).
    """

    places: tuple[int, ...]
    scores: tuple
    details: tuple = ()
    explanation: tuple[Explanation, ...] = ()

    @property
    def winners(self) -> list[int]:
        return [i for i, p in enumerate(self.places) if p == 1]


class GameRules(ABC):
    """The interface of one game's rules. Subclasses are stateless singletons."""

    game_id: str = ""
    min_players: int = 1
    max_players: int = 1
    schema_version: int = 1
    # every event "type" apply / apply_chance may emit; a scene must animate each or declare it silent
    event_types: frozenset[str] = frozenset()
    # True: a decision that ends its player's turn may still be taken back until the next dice roll
    # (Exactly!: a move ends the turn and the next seat's only choice is to roll; see Session.undo_span)
    open_until_roll: bool = False

    # --- configuration -------------------------------------------------
    def options(self) -> Sequence[Option]:
        """Variants and settings the setup screen offers."""
        return ()

    def migrate_config(self, config: dict, schema: int) -> dict:
        """A config saved (or put in a code) under rules schema ``schema``, as this version reads
        it; ValueError for a schema this version does not know. Only the same schema by default."""
        if type(schema) is not int or schema != self.schema_version:
            raise ValueError(f"rules schema {schema!r}, expected {self.schema_version}")
        return config

    def default_config(self, n_players: int) -> dict:
        cfg = {"players": n_players}
        for opt in self.options():
            if opt.applies(n_players):
                cfg[opt.key] = opt.default
        return self.validate_config(cfg)

    @abstractmethod
    def validate_config(self, config: dict) -> dict:
        """Return a normalised copy of ``config`` or raise ConfigError."""

    # --- the game ------------------------------------------------------
    @abstractmethod
    def initial_state(self, config: dict, seed: int) -> Any:
        """The state before the first decision; any setup shuffle comes from ``seed``."""

    @abstractmethod
    def current_player(self, state: Any) -> int:
        """A seat index, CHANCE or TERMINAL."""

    @abstractmethod
    def legal_actions(self, state: Any) -> list[Action]:
        """Every legal action of the deciding seat (empty at CHANCE and TERMINAL)."""

    @abstractmethod
    def apply(self, state: Any, action: Action) -> tuple[Any, list[Event]]:
        """Apply a seat's action. Raises IllegalAction and leaves ``state`` untouched."""

    def chance_outcomes(self, state: Any) -> list[tuple[Any, float]]:
        """The outcomes of the pending chance node with their probabilities."""
        raise NotImplementedError(f"{self.game_id} has no chance nodes")

    def sample_chance(self, state: Any, rng: random.Random) -> Any:
        """Draw one outcome of the pending chance node with ``rng``."""
        outcomes = self.chance_outcomes(state)
        values = [o for o, _ in outcomes]
        weights = [p for _, p in outcomes]
        return rng.choices(values, weights=weights, k=1)[0]

    def apply_chance(self, state: Any, outcome: Any) -> tuple[Any, list[Event]]:
        raise NotImplementedError(f"{self.game_id} has no chance nodes")

    def is_over(self, state: Any) -> bool:
        return self.current_player(state) == TERMINAL

    def score_label(self, state: Any, seat: int) -> Explanation | None:
        """What the results show as a finished game's score for ``seat`` when the number alone
        would mislead (Buttons: a line of five beats more stars); None: the outcome's score."""
        return None

    @abstractmethod
    def outcome(self, state: Any) -> Outcome:
        """The final ranking; only valid when ``is_over(state)``."""

    def scores(self, state: Any) -> list:
        """Scores shown during play (the scoreboard), one per seat."""
        return list(self.outcome(state).scores) if self.is_over(state) else []

    def turn_count(self, state: Any) -> int:
        """How many turns have been played (for results and statistics)."""
        return 0

    # A game by link (game/bylink.py): a friend who decodes a link can compute their own next rolls
    # before deciding; where that was measured to pay (docs/bylink.md), "Play by link" says so.
    LINK_LOOK_AHEAD_PAYS = False

    # --- the daily game's card (game/daily.py) -----------------------------------------------
    DAILY_LOWER_IS_BETTER = False  # the seat's score counts down (Number Chains' minus points)

    def daily_marks(self, states: list, seat: int) -> list[str]:
        """The story of a daily game without its dice: one of ``DAILY_MARKS`` per own turn (or per
        round), from the state before the first entry to the last. By default from the seat's score
        over each turn: +2 or more good, +1 fair, nothing none, a loss bad."""
        marks, turns, before = [], self.turn_count(states[0]), self.scores(states[0])[seat]
        for state in states[1:]:
            if self.turn_count(state) == turns:
                continue
            now = self.scores(state)[seat]
            gain = before - now if self.DAILY_LOWER_IS_BETTER else now - before
            marks.append(GOOD if gain >= 2 else FAIR if gain == 1 else NONE if gain == 0 else BAD)
            turns, before = self.turn_count(state), now
        return marks

    def daily_beat(self, state: Any, seat: int) -> Explanation:
        """What a friend is asked to beat ("Beat my 23 turns"), as a message key and its values."""
        return Explanation("daily.beat.turns", {"n": self.turn_count(state)})

    def chance_seat(self, state: Any) -> int:
        """Whose dice the pending chance outcome is (a challenge deals each seat's own turns)."""
        return 0

    FACE_LABELS = ("1", "2", "3", "4", "5", "6")  # the die's faces as the dice statistics name them

    def dice_faces(self, outcome: Any) -> list[int]:
        """Every fair six-sided die shown by a chance outcome, as face numbers 1-6 (the dice
        statistics: game/dice_stats.py); [] for a game whose chance is no dice."""
        return []

    def like_chance(self, state: Any, outcome: Any, rng: random.Random) -> Any:
        """A pending outcome showing as much of ``outcome`` (recorded where the rules rolled other dice)
        as this state's roll can, the rest drawn with ``rng``; None: no such outcome."""
        return None

    # --- serialization -------------------------------------------------
    @abstractmethod
    def state_to_dict(self, state: Any) -> dict:
        """A JSON-able dict; includes ``"schema": self.schema_version``."""

    def state_from_dict(self, data: Any) -> Any:
        """Rebuild and validate a state; raise StateError for anything wrong.

        The shared shape: the schema check, then the game's ``build_state`` (a
        missing key or a wrong type becomes a StateError, never a crash), then
        its ``validate_state`` for what the fields must say together.
        """
        data = self.check_schema(data)
        try:
            state = self.build_state(data)
        except StateError:
            raise
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise StateError(f"corrupt {self.game_id} state: {exc}", "err.state_corrupt") from exc
        self.validate_state(state)
        return state

    def build_state(self, data: dict) -> Any:
        """The state a schema-checked dict describes (see ``state_from_dict``)."""
        raise NotImplementedError(f"{self.game_id} rebuilds its states in state_from_dict")

    def validate_state(self, state: Any) -> None:
        """Raise StateError if the state's fields contradict each other (nothing to check by default)."""
        return None

    def action_from_json(self, data: Any) -> Action:
        return to_tuple(data)

    def action_to_json(self, action: Action) -> Any:
        return to_jsonable(action)

    def outcome_from_json(self, data: Any) -> Any:
        return to_tuple(data)

    def outcome_to_json(self, outcome: Any) -> Any:
        return to_jsonable(outcome)

    # --- helpers ---------------------------------------------------------
    def check_schema(self, data: Any) -> dict:
        """Shared first step of ``state_from_dict``."""
        if not isinstance(data, dict):
            raise StateError("saved state is not an object", "err.state_corrupt")
        if data.get("game") != self.game_id:
            raise StateError(f"saved state is not a {self.game_id} game", "err.state_corrupt")
        if data.get("schema") != self.schema_version:
            raise StateError(
                f"saved state has schema {data.get('schema')!r}, expected {self.schema_version}",
                "err.state_version",
            )
        return data

    def require_legal(self, state: Any, action: Action) -> None:
        """The default legality check: the action must be one of ``legal_actions``."""
        if action not in self.legal_actions(state):
            raise IllegalAction(f"{action!r} is not a legal action now", "err.illegal")

    def play_out(self, state: Any, rng, choose, on_step=None, max_steps: int | None = None) -> Any:
        """Play ``state`` to the end and return the final state: chance outcomes drawn with
        ``sample_chance(state, rng)``, every decision ``choose(state)``. ``on_step(before,
        after, events)`` sees each step; more than ``max_steps`` steps raise RuntimeError (a
        game that does not end). For tests, benchmarks and simulations; the app plays through
        its Session instead."""
        steps = 0
        while True:
            seat = self.current_player(state)
            if seat == TERMINAL:
                return state
            steps += 1
            if max_steps is not None and steps > max_steps:
                raise RuntimeError(f"{self.game_id}: no end after {max_steps} steps")
            if seat == CHANCE:
                after, events = self.apply_chance(state, self.sample_chance(state, rng))
            else:
                after, events = self.apply(state, choose(state))
            if on_step is not None:
                on_step(state, after, events)
            state = after
