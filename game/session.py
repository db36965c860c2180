"""A game in progress: ``config + seed + log``, replayable, undoable, saveable.

The session is the only place where chance is resolved: the k-th chance
outcome of a game is drawn from ``random.Random(f"{seed}:{k}")`` and written to
the log, so a save replays exactly and undo can never re-roll dice. Every seat
action goes through ``rules.apply`` (the one legality path); loading replays
the whole log through the rules, which validates a save completely.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from game import games, seal
from game.i18n import tr
from game.names import clean_name
from game.rules.base import CHANCE, TERMINAL, IllegalAction, RulesError

SAVE_SCHEMA = 1
KINDS = ("human", "ai")


@dataclass(frozen=True)
class Seat:
    kind: str = "human"  # "human" or "ai"
    name: str = ""
    level: str = "medium"  # for computer seats
    style: int = -1  # colour + shape chosen in setup; -1 = the seat's own index

    @property
    def is_ai(self) -> bool:
        return self.kind == "ai"

    @property
    def stat_kind(self) -> str:
        """The seat type statistics count wins for: 'human' or the computer level."""
        return self.level if self.is_ai else "human"

    def to_dict(self) -> dict:
        return {"kind": self.kind, "name": self.name, "level": self.level, "style": self.style}

    @classmethod
    def from_dict(cls, data: Any) -> Seat:
        if not isinstance(data, dict) or data.get("kind") not in KINDS:
            raise ValueError("bad seat")
        name = data.get("name", "")
        level = data.get("level", "medium")
        style = data.get("style", -1)
        if not isinstance(name, str) or level not in ("easy", "medium", "hard"):
            raise ValueError("bad seat")
        if not isinstance(style, int) or isinstance(style, bool) or not -1 <= style < 6:
            raise ValueError("bad seat style")
        return cls(data["kind"], clean_name(name), level, style)


def default_name(index: int, seat: Seat) -> str:
    """The name of a seat whose player gave none, in the current language ("Player 1", "Hard 2")."""
    if seat.is_ai:
        return tr(f"level.{seat.level}") + f" {index + 1}"
    return tr("setup.player_n", n=index + 1)


def variant_key(config: dict) -> str:
    """The key a solitaire personal best is recorded under: the setup options but the player count."""
    return ",".join(f"{k}={config[k]}" for k in sorted(config) if k != "players")


@dataclass
class LogEntry:
    """("a", seat, action) for a decision, ("c", None, outcome) for chance."""

    kind: str
    seat: int | None
    value: Any


class Session:
    def __init__(self, game_id: str, config: dict, seats: list[Seat], seed: int):
        self.game_id = game_id
        self.rules = games.rules_for(game_id)
        self.config = self.rules.validate_config(config)
        if len(seats) != self.config["players"]:
            raise ValueError(f"{len(seats)} seats for a {self.config['players']}-player game")
        self.seats = list(seats)
        self.seed = int(seed)
        self.state = self.rules.initial_state(self.config, self.seed)
        self.log: list[LogEntry] = []
        self._before: list[Any] = []  # state before each log entry (for undo)
        self.chance_count = 0
        self.repaired_names = False  # set by from_dict when a stored name could not be drawn
        self.dice = None  # a challenge's chance source (game/share.py SameDice); None: Random(seed:k)
        self.on_chance = None  # called with (state before, outcome) for every chance outcome
        self.ephemeral = False  # a replay or a demo: never saved, never counted
        # the seal shown when the game began (game/seal.py); a save keeps the one it was made with
        self._seal = seal.seal_of(self.seed) if seal.sealable(self.seats, self.seed) else None

    # --- queries -------------------------------------------------------------------
    @property
    def sealed(self) -> str | None:
        """The seal of this game's dice (game/seal.py), or None: no computer plays, the seed is
        one of the small seeds of earlier versions, or the dice come from elsewhere (a challenge's
        or a game by link's ``dice``)."""
        return self._seal if self.dice is None else None

    @property
    def current(self) -> int:
        return self.rules.current_player(self.state)

    @property
    def is_over(self) -> bool:
        return self.current == TERMINAL

    @property
    def at_chance(self) -> bool:
        return self.current == CHANCE

    def legal_actions(self) -> list:
        return self.rules.legal_actions(self.state)

    def name_of(self, seat: int) -> str:
        """What the screen calls a seat: its chosen name, or its default name in the current language."""
        return self.seats[seat].name or default_name(seat, self.seats[seat])

    def seat_to_move(self) -> Seat | None:
        cur = self.current
        return self.seats[cur] if cur >= 0 else None

    # --- moves ---------------------------------------------------------------------
    def act(self, action) -> list[dict]:
        """Apply the deciding seat's action; IllegalAction leaves everything unchanged."""
        seat = self.current
        if seat < 0:
            raise IllegalAction("no seat is to move", "err.not_your_turn")
        new_state, events = self.rules.apply(self.state, action)
        self._before.append(self.state)
        self.log.append(LogEntry("a", seat, action))
        self.state = new_state
        return events

    def resolve_chance(self) -> list[dict]:
        """Draw and apply the pending chance outcome with this game's seeded RNG."""
        if self.current != CHANCE:
            raise IllegalAction("no chance event is pending", "err.illegal")
        return self._apply_chance(self._draw())

    def _draw(self):
        """The pending chance outcome: from ``Random(f"{seed}:{k}")``, or a challenge's dice."""
        if self.dice is not None:
            return self.dice.draw(self)
        return self.rules.sample_chance(self.state, random.Random(f"{self.seed}:{self.chance_count}"))

    def _apply_recorded_chance(self, outcome) -> list[dict]:
        """Replay a stored outcome; it must be the one this game's seed gives (else the save was edited)."""
        expected = self._draw()
        if self.rules.outcome_to_json(outcome) != self.rules.outcome_to_json(expected):
            raise ValueError(f"chance outcome {self.chance_count} does not match the game's seed")
        return self._apply_chance(outcome)

    def _apply_chance(self, outcome) -> list[dict]:
        new_state, events = self.rules.apply_chance(self.state, outcome)
        if self.on_chance is not None:
            self.on_chance(self.state, outcome)
        self._before.append(self.state)
        self.log.append(LogEntry("c", None, outcome))
        self.state = new_state
        self.chance_count += 1
        return events

    # --- undo ----------------------------------------------------------------------
    def undo_span(self) -> int:
        """How many log entries "take back" would remove (0: nothing may be taken back).

        Against computers (one human at a table with computer seats): the human's last
        own decision and every computer reply since, provided no chance outcome (a dice
        roll) lies after it. Hot-seat and solo: the deciding human's own decisions since
        the last chance outcome, one at a time, while it is still their turn; in a game
        whose rules keep a turn open until the next roll (``rules.open_until_roll``,
        Exactly!), also a human's turn-ending decision until the next seat rolls.
        """
        cur = self.current
        if not self.log or cur < 0:
            return 0
        humans = [i for i, seat in enumerate(self.seats) if not seat.is_ai]
        if len(humans) == 1 and len(self.seats) > 1:
            for k in range(len(self.log) - 1, -1, -1):
                entry = self.log[k]
                if entry.kind == "c":
                    return 0
                if entry.seat == humans[0]:
                    return len(self.log) - k
            return 0
        last = self.log[-1]
        if last.kind != "a" or self.seats[last.seat].is_ai:
            return 0
        return 1 if last.seat == cur or self.rules.open_until_roll else 0

    def undo_blocker(self) -> str:
        """Why nothing can be taken back now, as a message key ("" when undo applies)."""
        if self.undo_span():
            return ""
        if self.current < 0:
            return "undo.why.over"
        mine = {i for i, seat in enumerate(self.seats) if not seat.is_ai}
        rolled = False  # dice were rolled after the newest of my moves
        for entry in reversed(self.log):
            if entry.kind == "c":
                rolled = True
            elif entry.seat in mine:
                return "undo.why.chance" if rolled else "undo.why.other"
        return "undo.why.nothing"

    def can_undo(self) -> bool:
        return self.undo_span() > 0

    def undo(self) -> bool:
        """Take back ``undo_span()`` entries; False when nothing may be taken back."""
        span = self.undo_span()
        if not span:
            return False
        del self.log[-span:]
        self.state = self._before[-span]
        del self._before[-span:]
        return True

    def cut_from(self, tape: Session, cut: int) -> None:
        """Become ``tape`` as it stood before its log entry ``cut`` (a replay's jump; instant)."""
        self.log = list(tape.log[:cut])
        self._before = list(tape._before[:cut])
        self.state = tape._before[cut] if cut < len(tape.log) else tape.state
        self.chance_count = sum(1 for entry in self.log if entry.kind == "c")

    # --- results -------------------------------------------------------------------
    def outcome(self):
        return self.rules.outcome(self.state)

    def turns(self) -> int:
        return self.rules.turn_count(self.state)

    # --- saving --------------------------------------------------------------------
    def to_dict(self) -> dict:
        data = {
            "schema": SAVE_SCHEMA,
            "game": self.game_id,
            "rules_schema": self.rules.schema_version,
            "config": self.config,
            "seed": self.seed,
            "seats": [s.to_dict() for s in self.seats],
            "log": [
                [
                    e.kind,
                    e.seat,
                    self.rules.action_to_json(e.value)
                    if e.kind == "a"
                    else self.rules.outcome_to_json(e.value),
                ]
                for e in self.log
            ],
        }
        if self.sealed is not None:
            data["sealed"] = self.sealed
        if self.dice is not None:
            data["challenge"] = self.dice.to_json()  # the original game's decisions: its dice
        return data

    @classmethod
    def from_dict(cls, data: dict, read_dice=None) -> Session:
        """Rebuild by replaying the log; raises ValueError for anything unusable.

        ``read_dice(session, data)``: a challenge's chance source from its ``"challenge"`` entry
        (``game.share.session_from_dict`` passes ``SameDice.from_json``; without it a challenge
        cannot be read)."""
        if data.get("schema") != SAVE_SCHEMA:
            raise ValueError(f"save schema {data.get('schema')!r}")
        game_id = data.get("game")
        if game_id not in games.GAME_IDS:
            raise ValueError(f"unknown game {game_id!r}")
        rules = games.rules_for(game_id)
        seed = data.get("seed")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError("bad seed")
        config = data.get("config")
        if not isinstance(config, dict):
            raise ValueError("bad config")
        config = rules.migrate_config(config, data.get("rules_schema"))  # an older save, as it was played
        seats_raw = data.get("seats")
        if not isinstance(seats_raw, list):
            raise ValueError("bad seats")
        seats = [Seat.from_dict(s) for s in seats_raw]
        try:
            session = cls(game_id, config, seats, seed)
        except RulesError as exc:
            raise ValueError(str(exc)) from None
        if "challenge" in data:
            if read_dice is None:
                raise ValueError("a challenge: read it with game.share.session_from_dict")
            session.dice = read_dice(session, data["challenge"])
        if "sealed" in data:  # the seal shown at the start (checked by "Check the dice", not here)
            if not seal.valid_seal(data["sealed"]):
                raise ValueError("bad seal")
            session._seal = data["sealed"]
        session.repaired_names = any(seat.name != raw.get("name", "") for seat, raw in zip(seats, seats_raw))
        log = data.get("log")
        if not isinstance(log, list):
            raise ValueError("bad log")
        for entry in log:
            if not isinstance(entry, list) or len(entry) != 3:
                raise ValueError("bad log entry")
            kind, seat, value = entry
            try:
                if kind == "a":
                    if seat != session.current:
                        raise ValueError("log entry by the wrong seat")
                    session.act(rules.action_from_json(value))
                elif kind == "c":
                    if session.current != CHANCE:
                        raise ValueError("chance entry where none is pending")
                    session._apply_recorded_chance(rules.outcome_from_json(value))
                else:
                    raise ValueError("bad log entry kind")
            except RulesError as exc:
                raise ValueError(f"log does not replay: {exc}") from None
        return session

    def seat_styles(self) -> list[int]:
        return [s.style if s.style >= 0 else i for i, s in enumerate(self.seats)]

    def restarted(self, seed: int | None = None) -> Session:
        """The same table and options from the start (restart, rematch)."""
        return Session(self.game_id, self.config, self.seats, self.seed if seed is None else seed)


# --- what happened since a player's last turn ("Last turn", game/scenes/shared/last_turn.py) ----
def since_last_turn(session: Session, seat: int) -> int:
    """How many decisions of ``session`` come before what ``seat`` has not seen: the first decision
    by another seat after ``seat``'s last own decision (all of them when ``seat`` has not moved)."""
    marks = [k for k, entry in enumerate(session.log) if entry.kind == "a"]
    mine = [n for n, k in enumerate(marks) if session.log[k].seat == seat]
    start = mine[-1] + 1 if mine else 0
    return next((n for n in range(start, len(marks)) if session.log[marks[n]].seat != seat), len(marks))


class TapeDice:
    """A replay's chance source: the recorded game's outcome at the same place of its log (so a game
    by link, whose dice come from its players' secrets, replays with its own dice too)."""

    def __init__(self, tape: Session):
        self.tape = tape

    def draw(self, session: Session):
        return self.tape.log[len(session.log)].value
