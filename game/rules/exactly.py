"""Exactly! ("Genau!"): move one coin a turn and be the first to hold exactly €1.00.

Spec: ../shared/rules/exactly.md (seed 003). All money is in integer cents.

Piles and coins
  Every seat has a pile; the ``BANK`` (the string "bank") is the pile in the
  middle. A pile is a tuple of coin counts in ``COINS`` order (50c, 20c, 10c,
  5c). Each value has ``COIN_SUPPLY`` coins in the whole game, so the counts of
  one value over the bank and all piles always add up to 10 (a coin that is not
  there cannot be moved). The €1 pieces are trophies, not coins in play: a seat's
  trophies are ``state.euros[seat]``. A player's pile that holds more than
  ``CLOSED_ABOVE`` (150c) is *closed*: nothing may be put on it (coins may still
  be taken from it). The bank is never closed.

Flow (``state.phase``)
  "rolloff"  CHANCE: the contenders roll one at a time (``state.seat`` rolls next);
             ? is highest, then 50, 20, 10, 5, 0; a tie at the top rolls again.
  "start"    the active seat presses ("roll",).
  "rolling"  CHANCE: the die lands, outcome ("die", face) with face in ``FACES``.
             0 passes; "?" goes to "choose"; a value goes to "move". Without any
             legal move the turn passes (event "passed" with the reason).
  "choose"   after "?": ("value", v) for each v in COINS that has a legal move.
  "move"     ("move", v, src, dst): one coin of value v from pile src to pile dst
             (piles are seat indices or "bank"), any ordered pair of different
             piles, src must hold such a coin, dst must not be a closed player pile.
  "over"     TERMINAL.
  When a move leaves a player's pile at exactly 100c, that player takes a €1
  piece at once (when the move makes two piles exact: the active player if they
  are one of them, else the receiving pile). With ``target`` pieces they win;
  otherwise every pile goes back to the bank, each seat takes a fresh 5c coin and
  the seat after the round's winner starts the next round. A round ends only by
  an exact €1.00 (the seed's rule, the default). The option ``round_limit``
  (3+ players, off by default) ends a round after ``ROUND_TURNS`` turns (0s and
  passes count): its last turn ends it and the pile closest to €1.00 takes the
  €1 (equally close: the first in turn order after the active seat, the active
  seat last) [ours: for quick games]. A config without the key means the option's
  default, off. Saves and codes of rules schema 1 were made when a 3+ player
  config without the key meant the limit on (``LEGACY_LIMIT``): ``migrate_config``
  gives them the key, so those games replay unchanged.

Events (every field named; seats are indices, piles are seat indices or "bank",
money in cents):
  rolloff_roll  seat, face                       one contender's roll in the roll-off
  rolloff_tie   seats, face                      these seats tied at the top and roll again
  round_start   round, seat                      piles reset (5c each); ``seat`` starts
  turn_start    seat
  roll          seat                             the die is thrown
  rolled        seat, face                       the die shows ``face``
  value_chosen  seat, value                      after "?"
  moved         seat, value, src, dst, totals    ``totals``: every player's total after it
  passed        seat, reason, value              reason "zero", "no_move" (value: the coin
                                                 that could not move) or "no_move_any" (a ?)
  euro          seat, by, euros, target          ``seat`` took a €1 piece (now has ``euros``
                                                 of ``target``); ``by`` is the active seat;
                                                 why "exact" (a pile made €1.00) or "closest"
                                                 (the round limit option), total: that pile's total
  game_over     winners, target

``log_line(event)`` turns any event into a translatable Explanation (or None for
silent ones); its params ``seat``, ``a``, ``b``, ``winner`` are seat indices the
scene replaces by names (base.SEAT_PARAMS); ``value`` is a coin value in cents.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.rules.base import (
    BAD,
    CHANCE,
    GOOD,
    TERMINAL,
    Action,
    ConfigError,
    Event,
    Explanation,
    GameRules,
    IllegalAction,
    Option,
    Outcome,
    read_ints,
    read_list,
    state_corrupt,
)

# --- the components and the numbers of the rules ------------------------------
BANK = "bank"
COINS = (50, 20, 10, 5)  # the coin values in play, largest first (the order of pile tuples)
COIN_INDEX = {v: k for k, v in enumerate(COINS)}
COIN_SUPPLY = 10  # coins of each value in the game
EURO_PIECES = 15  # €1 trophies in the box
EXACT = 100  # the goal: a pile worth exactly €1.00
CLOSED_ABOVE = 150  # nothing may be put on a player's pile holding more than this
START_COIN = 5  # every seat starts each round with one coin of this value
ANY = "?"
FACES = (0, ANY, 50, 20, 10, 5)  # the die
FACE_RANK = {ANY: 5, 50: 4, 20: 3, 10: 2, 5: 1, 0: 0}  # roll-off order: ? is highest
ROUND_TURNS = 24  # the round limit option: a round ends after this many turns [ours] ...
ROUND_LIMITS = (0, ROUND_TURNS)  # ... the option's choices (0: off, a round ends only by an exact €1.00) ...
DEFAULT_LIMIT = 0  # ... off by default: the seed's rule ...
LIMIT_PLAYERS = 3  # ... offered from this many players (two players always play the seed's rule) ...
LEGACY_LIMIT = ROUND_TURNS  # ... and what a 3+ player config without the key meant in rules schema 1
TARGETS = (1, 2, 3)  # €1 pieces needed to win (the option); the seed plays to 3
DEFAULT_TARGET = 3
MIN_PLAYERS, MAX_PLAYERS = 2, 6

ROLLOFF, START, ROLLING, CHOOSE, MOVE, OVER = "rolloff", "start", "rolling", "choose", "move", "over"
PHASES = (ROLLOFF, START, ROLLING, CHOOSE, MOVE, OVER)

PASS_ZERO, PASS_NO_MOVE, PASS_NO_MOVE_ANY = "zero", "no_move", "no_move_any"  # why a turn passed

Pile = tuple[int, int, int, int]
START_PILE: Pile = (0, 0, 0, 1)


def pile_total(counts: Pile) -> int:
    """The value of a pile in cents."""
    return counts[0] * 50 + counts[1] * 20 + counts[2] * 10 + counts[3] * 5


def start_bank(players: int) -> Pile:
    """The bank at the start of a round: everything but one 5c coin per seat."""
    return (COIN_SUPPLY, COIN_SUPPLY, COIN_SUPPLY, COIN_SUPPLY - players)


def money_params(cents: int) -> dict:
    """Params for the "exactly.money" message ("€1.55" / "1,55 €"): euros and cents apart."""
    return {"euros": cents // 100, "cents": cents % 100}


# --- state -------------------------------------------------------------------
@dataclass(frozen=True)
class ExactlyState:
    """One moment of a game. ``piles[seat]`` and ``bank`` are coin counts in COINS order.

    ``seat`` is the active seat (in the roll-off: the contender rolling next).
    ``value`` is the coin value to move in the "move" phase (0 otherwise);
    ``face`` the face the die shows this turn (None before the roll).
    ``contenders``/``rolloff`` are the roll-off's seats still in and the faces
    they rolled in this pass. ``last_move`` = (value, src, dst) of the latest move.
    ``round_start`` is ``turns`` when the round began; ``limit`` the round limit option
    (turns a round may last, 0: no limit).
    """

    players: int
    target: int
    phase: str
    seat: int
    piles: tuple[Pile, ...]
    bank: Pile
    euros: tuple[int, ...]
    value: int = 0
    face: Any = None
    contenders: tuple[int, ...] = ()
    rolloff: tuple = ()
    round: int = 1
    starter: int = 0
    turns: int = 0
    last_move: tuple = ()
    round_start: int = 0  # ``turns`` when this round began
    limit: int = DEFAULT_LIMIT  # the round limit option in turns (0: off)

    @property
    def config(self) -> dict:
        return make_config(self.players, self.target, self.limit)

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(pile_total(p) for p in self.piles)


def _with(state: ExactlyState, **changes) -> ExactlyState:
    """A copy with some fields changed (a fast ``dataclasses.replace`` for the hot path)."""
    new = object.__new__(ExactlyState)
    new.__dict__.update(state.__dict__, **changes)
    return new


# --- queries (for scenes, hints and computer players) ---------------------------
def totals(state: ExactlyState) -> tuple[int, ...]:
    """Every player's pile total in cents, by seat."""
    return state.totals


def trophies(state: ExactlyState) -> tuple[int, ...]:
    """€1 pieces per seat."""
    return state.euros


def make_config(players: int, target: int, limit: int) -> dict:
    """The normalised config: ``round_limit`` only where the option is offered (3+ players)."""
    if players < LIMIT_PLAYERS:
        return {"players": players, "target": target}
    return {"players": players, "target": target, "round_limit": limit}


def turns_left(state: ExactlyState) -> int | None:
    """Turns this round has left before the round limit decides it (None: the option is off)."""
    return state.limit - (state.turns - state.round_start) if state.limit else None


def closest_seat(totals: tuple[int, ...], first: int) -> int:
    """The seat whose total is nearest €1.00; among equals the first in turn order from ``first``
    (the rules pass the seat after the active one: the active seat comes last in a tie)."""
    n = len(totals)
    order = [(first + j) % n for j in range(n)]
    return min(order, key=lambda s: abs(totals[s] - EXACT))


def euro_pieces_left(state: ExactlyState) -> int:
    return EURO_PIECES - sum(state.euros)


def pile_counts(state: ExactlyState, pile) -> Pile:
    """Coin counts of a pile (a seat index or BANK)."""
    return state.bank if pile == BANK else state.piles[pile]


def is_closed(state: ExactlyState, pile) -> bool:
    """A player's pile over €1.50 takes no coins; the bank is never closed."""
    return pile != BANK and pile_total(state.piles[pile]) > CLOSED_ABOVE


def closed_piles(state: ExactlyState) -> list[int]:
    """Seats whose pile is closed (over €1.50), ascending."""
    return [s for s in range(state.players) if is_closed(state, s)]


def all_piles(state: ExactlyState) -> list:
    """Every pile id in display order: the seats, then the bank."""
    return [*range(state.players), BANK]


def _is_pile(state: ExactlyState, pile) -> bool:
    return pile == BANK or (type(pile) is int and 0 <= pile < state.players)


def _has_coin(state: ExactlyState, pile, value: int) -> bool:
    return pile_counts(state, pile)[COIN_INDEX[value]] > 0


def _open_destinations(state: ExactlyState) -> list:
    """Piles that may receive a coin: players at or below €1.50, and the bank."""
    out: list = [s for s, p in enumerate(state.piles) if pile_total(p) <= CLOSED_ABOVE]
    out.append(BANK)
    return out


def moves_for(state: ExactlyState, value: int) -> list[tuple]:
    """Every legal (src, dst) for a coin of ``value``, ignoring whose turn it is.

    Order: sources by seat then the bank, destinations likewise.
    """
    k = COIN_INDEX[value]
    open_dst = _open_destinations(state)
    out = []
    for src, pile in enumerate(state.piles):
        if pile[k]:
            out.extend((src, dst) for dst in open_dst if dst != src)
    if state.bank[k]:
        out.extend((BANK, dst) for dst in open_dst if dst != BANK)
    return out


def has_move(state: ExactlyState, value: int) -> bool:
    """Whether a coin of ``value`` can move at all (cheaper than ``moves_for``)."""
    k = COIN_INDEX[value]
    for p in state.piles:
        if p[k]:
            return True  # the bank always takes a coin
    return state.bank[k] > 0 and any(pile_total(p) <= CLOSED_ABOVE for p in state.piles)


def sources(state: ExactlyState, value: int) -> list:
    """Piles a coin of ``value`` may be taken from (each has somewhere to go)."""
    seen = []
    for src, _ in moves_for(state, value):
        if src not in seen:
            seen.append(src)
    return seen


def destinations(state: ExactlyState, value: int, src) -> list:
    """Piles a coin of ``value`` taken from ``src`` may be put on."""
    return [d for s, d in moves_for(state, value) if s == src]


def values_with_moves(state: ExactlyState) -> list[int]:
    """Coin values that have at least one legal move (what "?" may name)."""
    return [v for v in COINS if has_move(state, v)]


def explain_source(state: ExactlyState, value: int, src) -> Explanation | None:
    """Why a coin of ``value`` cannot be taken from ``src`` (None if it can)."""
    if not is_coin(value):
        return Explanation("exactly.err.bad_value", {"value": value})
    if not _is_pile(state, src):
        return Explanation("exactly.err.bad_pile", {})
    if not _has_coin(state, src, value):
        if src == BANK:
            return Explanation("exactly.err.bank_empty", {"value": value})
        return Explanation("exactly.err.no_coin", {"seat": src, "value": value})
    if not destinations(state, value, src):
        return Explanation("exactly.err.nowhere", {"value": value})
    return None


def explain_destination(state: ExactlyState, value: int, src, dst) -> Explanation | None:
    """Why a coin of ``value`` from ``src`` cannot go onto ``dst`` (None if it can).

    E.g. ("exactly.err.closed", {"seat": 1, "total": 155}): "Ben's pile holds
    €1.55: nothing may be put on it".
    """
    why = explain_source(state, value, src)
    if why is not None and why.key != "exactly.err.nowhere":
        return why
    if not _is_pile(state, dst):
        return Explanation("exactly.err.bad_pile", {})
    if dst == src:
        return Explanation("exactly.err.same_pile", {})
    if is_closed(state, dst):
        total = pile_total(state.piles[dst])
        return Explanation("exactly.err.closed", {"seat": dst, "total": total, **money_params(total)})
    return None


def can_make_exact(state: ExactlyState, seat: int, value: int) -> bool:
    """Whether ``seat``, moving a coin of ``value``, could make its own pile exactly €1.00."""
    t = pile_total(state.piles[seat])
    k = COIN_INDEX[value]
    if t + value == EXACT:  # bring one in (t < 100, so the pile is open)
        return state.bank[k] > 0 or any(state.piles[o][k] for o in range(state.players) if o != seat)
    if t - value == EXACT:  # put one out (the bank always takes it)
        return state.piles[seat][k] > 0
    return False


def exact_chance(state: ExactlyState, seat: int) -> float:
    """Chance that ``seat``'s next roll lets it make its own pile exact (piles as they are now)."""
    good = sum(1 for v in COINS if can_make_exact(state, seat, v))
    return (good + (1 if good else 0)) / len(FACES)


def is_face(face) -> bool:
    """Whether ``face`` is a face of the die (0, "?", 50, 20, 10 or 5; never a bool)."""
    return type(face) in (int, str) and face in FACE_RANK


def is_coin(value) -> bool:
    """Whether ``value`` is a coin value in play (50, 20, 10 or 5)."""
    return type(value) is int and value in COIN_INDEX


def rolloff_leaders(faces: tuple) -> list[int]:
    """Positions of the highest faces of a roll-off pass."""
    best = max(FACE_RANK[f] for f in faces)
    return [i for i, f in enumerate(faces) if FACE_RANK[f] == best]


def _face_kind(face) -> str:
    return "zero" if face == 0 else "any" if face == ANY else "coin"


def log_line(event: Event) -> Explanation | None:
    """The log sentence of an event as key + params (None: nothing worth a line)."""
    kind = event["type"]
    seat = event.get("seat")
    if kind in ("rolloff_roll", "rolled"):
        face = event["face"]
        return Explanation(f"exactly.log.{kind}.{_face_kind(face)}", {"seat": seat, "value": face})
    if kind == "rolloff_tie":
        return Explanation("exactly.log.rolloff_tie", {"count": len(event["seats"])})
    if kind in ("round_start", "turn_start", "value_chosen"):
        return Explanation(f"exactly.log.{kind}", {k: v for k, v in event.items() if k != "type"})
    if kind == "moved":
        src, dst = event["src"], event["dst"]
        where = "from_bank" if src == BANK else "to_bank" if dst == BANK else "between"
        params = {"seat": seat, "value": event["value"], "a": src, "b": dst}
        return Explanation(f"exactly.log.moved.{where}", {k: v for k, v in params.items() if v != BANK})
    if kind == "passed":
        return Explanation(f"exactly.log.passed.{event['reason']}", {"seat": seat, "value": event["value"]})
    if kind == "euro":
        params = {"seat": seat, "a": event["by"], "euros": event["euros"], "target": event["target"]}
        if event.get("why") == "closest":  # the log writes numbers as plain ints, so no money here
            params = {"seat": seat, "count": event["euros"], "target": event["target"], "limit": ROUND_TURNS}
            return Explanation("exactly.log.euro_closest", params)
        key = "exactly.log.euro" if event["by"] == seat else "exactly.log.euro_by"
        return Explanation(key, params)
    if kind == "game_over":
        return Explanation(
            "exactly.log.game_over", {"winner": event["winners"][0], "target": event["target"]}
        )
    return None  # "roll": the die animation says it


def _replace_at(t: tuple, i: int, value) -> tuple:
    return t[:i] + (value,) + t[i + 1 :]


def _add(counts: Pile, k: int, delta: int) -> Pile:
    return _replace_at(counts, k, counts[k] + delta)


# --- the rules ------------------------------------------------------------------
class ExactlyRules(GameRules):
    game_id = "exactly"
    event_types = frozenset(
        {"rolloff_roll", "rolloff_tie", "round_start", "turn_start", "roll", "rolled", "value_chosen",
         "moved", "passed", "euro", "game_over"}
    )  # fmt: skip
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    schema_version = 2  # 2: a config without round_limit means it off (in 1: on for 3+ players)
    open_until_roll = True  # a misclicked move can be taken back until the next seat rolls

    def options(self) -> tuple[Option, ...]:
        return (
            Option(
                "target",
                "exactly.opt.target",
                TARGETS,
                DEFAULT_TARGET,
                tuple(f"exactly.opt.target.{t}" for t in TARGETS),
            ),
            Option(
                "round_limit",
                "exactly.opt.round_limit",
                ROUND_LIMITS,
                DEFAULT_LIMIT,
                tuple(f"exactly.opt.round_limit.{t}" for t in ROUND_LIMITS),
                min_players=LIMIT_PLAYERS,
            ),
        )

    def migrate_config(self, config: dict, schema: int) -> dict:
        """Rules schema 1 (before the option's default was off): a 3+ player config without
        ``round_limit`` meant the limit on; schema 2 reads it as off, so the key is given."""
        if type(schema) is int and schema == 1 and isinstance(config, dict):
            players = config.get("players")
            if type(players) is int and players >= LIMIT_PLAYERS and "round_limit" not in config:
                return {**config, "round_limit": LEGACY_LIMIT}
            return config
        return super().migrate_config(config, schema)

    def validate_config(self, config: dict) -> dict:
        if not isinstance(config, dict):
            raise ConfigError("config must be an object", "exactly.err.config")
        players = config.get("players")
        if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ConfigError(
                f"players must be {MIN_PLAYERS}-{MAX_PLAYERS}, not {players!r}",
                "exactly.err.players",
                min=MIN_PLAYERS,
                max=MAX_PLAYERS,
            )
        target = config.get("target", DEFAULT_TARGET)
        if type(target) is not int or target not in TARGETS:
            raise ConfigError(f"target must be one of {TARGETS}", "exactly.err.target")
        limit = config.get("round_limit", DEFAULT_LIMIT)
        if type(limit) is not int or limit not in ROUND_LIMITS or (limit and players < LIMIT_PLAYERS):
            raise ConfigError(
                f"round_limit must be one of {ROUND_LIMITS} (3+ players)", "exactly.err.round_limit"
            )
        return make_config(players, target, limit)

    def initial_state(self, config: dict, seed: int = 0) -> ExactlyState:
        cfg = self.validate_config(config)
        n = cfg["players"]
        return ExactlyState(
            players=n,
            target=cfg["target"],
            phase=ROLLOFF,
            seat=0,
            piles=(START_PILE,) * n,
            bank=start_bank(n),
            euros=(0,) * n,
            contenders=tuple(range(n)),
            limit=cfg.get("round_limit", 0),
        )

    def current_player(self, state: ExactlyState) -> int:
        if state.phase == OVER:
            return TERMINAL
        if state.phase in (ROLLOFF, ROLLING):
            return CHANCE
        return state.seat

    def legal_actions(self, state: ExactlyState) -> list[Action]:
        if state.phase == START:
            return [("roll",)]
        if state.phase == CHOOSE:
            return [("value", v) for v in values_with_moves(state)]
        if state.phase == MOVE:
            return [("move", state.value, s, d) for s, d in moves_for(state, state.value)]
        return []

    # --- actions -----------------------------------------------------------
    def apply(self, state: ExactlyState, action: Action) -> tuple[ExactlyState, list[Event]]:
        kind = action[0] if type(action) is tuple and action else None
        size = len(action) if kind is not None else 0
        if kind == "move" and size == 4 and state.phase == MOVE:  # the hot path first
            return self._move(state, action[1], action[2], action[3])
        if not isinstance(kind, str):
            raise IllegalAction(f"malformed action {action!r}", "exactly.err.bad_action")
        if state.phase == OVER:
            raise IllegalAction("the game is over", "exactly.err.game_over")
        if state.phase in (ROLLOFF, ROLLING):
            raise IllegalAction("the die is rolling", "exactly.err.rolling")
        if kind == "roll" and size == 1:
            if state.phase != START:
                raise IllegalAction("the die has been rolled already", "exactly.err.rolled")
            return _with(state, phase=ROLLING), [{"type": "roll", "seat": state.seat}]
        if kind == "value" and size == 2:
            return self._choose(state, action[1])
        if kind == "move" and size == 4:
            return self._move(state, action[1], action[2], action[3])
        raise IllegalAction(f"unknown action {action!r}", "exactly.err.bad_action")

    def _choose(self, state: ExactlyState, value) -> tuple[ExactlyState, list[Event]]:
        if state.phase != CHOOSE:
            key = "exactly.err.roll_first" if state.phase == START else "exactly.err.not_any"
            raise IllegalAction("there is no ? to name a value for", key)
        if not is_coin(value):
            raise IllegalAction(f"{value!r} is not a coin value", "exactly.err.bad_value", value=value)
        if not has_move(state, value):
            raise IllegalAction(f"no {value}c coin can move", "exactly.err.value_no_move", value=value)
        events = [{"type": "value_chosen", "seat": state.seat, "value": value}]
        return _with(state, phase=MOVE, value=value), events

    def explain_move(self, state: ExactlyState, value, src, dst) -> Explanation | None:
        """Why ("move", value, src, dst) is illegal now (None if it is legal)."""
        if state.phase != MOVE:
            if state.phase == CHOOSE:
                return Explanation("exactly.err.choose_first", {})
            if state.phase == START:
                return Explanation("exactly.err.roll_first", {})
            return Explanation("exactly.err.game_over" if state.phase == OVER else "exactly.err.rolling", {})
        if not is_coin(value):
            return Explanation("exactly.err.bad_value", {"value": value})
        if value != state.value:
            return Explanation("exactly.err.wrong_value", {"value": value, "rolled": state.value})
        return explain_destination(state, value, src, dst)

    def _is_legal_move(self, state: ExactlyState, value, src, dst) -> bool:
        """The fast check of the hot path; ``explain_move`` says why when it fails."""
        if state.phase != MOVE or value != state.value or type(value) is not int or src == dst:
            return False
        k, n = COIN_INDEX[value], state.players
        if src == BANK:
            if not state.bank[k]:
                return False
        elif type(src) is not int or not 0 <= src < n or not state.piles[src][k]:
            return False
        if dst == BANK:
            return True
        return type(dst) is int and 0 <= dst < n and pile_total(state.piles[dst]) <= CLOSED_ABOVE

    def _move(self, state: ExactlyState, value, src, dst) -> tuple[ExactlyState, list[Event]]:
        if not self._is_legal_move(state, value, src, dst):
            why = self.explain_move(state, value, src, dst) or Explanation("exactly.err.bad_action", {})
            raise IllegalAction(f"illegal move {value}c {src!r} -> {dst!r}: {why.key}", why.key, **why.params)
        k = COIN_INDEX[value]
        piles, bank = list(state.piles), state.bank
        if src == BANK:
            bank = _add(bank, k, -1)
        else:
            piles[src] = _add(piles[src], k, -1)
        if dst == BANK:
            bank = _add(bank, k, 1)
        else:
            piles[dst] = _add(piles[dst], k, 1)
        seat = state.seat
        now = tuple([c[0] * 50 + c[1] * 20 + c[2] * 10 + c[3] * 5 for c in piles])  # pile_total, inlined
        events: list[Event] = [
            {"type": "moved", "seat": seat, "value": value, "src": src, "dst": dst, "totals": now}
        ]
        changes = {"piles": tuple(piles), "bank": bank, "last_move": (value, src, dst)}
        if (src != BANK and now[src] == EXACT) or (dst != BANK and now[dst] == EXACT):
            exact = [p for p in (src, dst) if p != BANK and now[p] == EXACT]
            winner = seat if seat in exact else dst if dst in exact else exact[0]
            return self._euro(_with(state, **changes), winner, events)
        return self._next_turn(state, events, **changes)

    # --- chance ------------------------------------------------------------
    def chance_outcomes(self, state: ExactlyState) -> list[tuple[tuple, float]]:
        if state.phase not in (ROLLOFF, ROLLING):
            return []
        return [(("die", f), 1 / len(FACES)) for f in FACES]

    def sample_chance(self, state: ExactlyState, rng) -> tuple:
        """One fair throw of the die (all faces equally likely, as ``chance_outcomes`` says)."""
        return ("die", FACES[int(rng.random() * len(FACES))])

    def apply_chance(self, state: ExactlyState, outcome) -> tuple[ExactlyState, list[Event]]:
        if state.phase not in (ROLLOFF, ROLLING):
            raise IllegalAction("no die is rolling", "exactly.err.not_rolling")
        ok = type(outcome) in (tuple, list) and len(outcome) == 2 and outcome[0] == "die"
        face = outcome[1] if ok else None
        if not ok or not is_face(face):
            raise IllegalAction(f"{outcome!r} is not a face of the die", "exactly.err.bad_face")
        if state.phase == ROLLOFF:
            return self._rolloff(state, face)
        return self._landed(state, face)

    def _rolloff(self, state: ExactlyState, face) -> tuple[ExactlyState, list[Event]]:
        faces = state.rolloff + (face,)
        events: list[Event] = [{"type": "rolloff_roll", "seat": state.seat, "face": face}]
        if len(faces) < len(state.contenders):
            return _with(state, rolloff=faces, seat=state.contenders[len(faces)]), events
        leaders = [state.contenders[i] for i in rolloff_leaders(faces)]
        if len(leaders) > 1:
            events.append(
                {"type": "rolloff_tie", "seats": tuple(leaders), "face": faces[rolloff_leaders(faces)[0]]}
            )
            return _with(state, contenders=tuple(leaders), rolloff=(), seat=leaders[0]), events
        first = leaders[0]
        new = _with(state, phase=START, seat=first, starter=first, contenders=(), rolloff=())
        events.append({"type": "round_start", "round": 1, "seat": first})
        events.append({"type": "turn_start", "seat": first})
        return new, events

    def _landed(self, state: ExactlyState, face) -> tuple[ExactlyState, list[Event]]:
        seat = state.seat
        events: list[Event] = [{"type": "rolled", "seat": seat, "face": face}]
        if face == 0:
            return self._pass(state, PASS_ZERO, 0, events)
        if face == ANY:
            if not values_with_moves(state):  # pragma: no cover - a closed pile always can give
                return self._pass(state, PASS_NO_MOVE_ANY, ANY, events)
            return _with(state, phase=CHOOSE, face=face), events
        if not has_move(state, face):
            return self._pass(state, PASS_NO_MOVE, face, events)
        return _with(state, phase=MOVE, value=face, face=face), events

    # --- turn and round flow -------------------------------------------------
    def _pass(self, state: ExactlyState, reason: str, value, events: list[Event]):
        events.append({"type": "passed", "seat": state.seat, "reason": reason, "value": value})
        return self._next_turn(state, events)

    def _next_turn(self, state: ExactlyState, events: list[Event], **changes):
        """Hand the die to the next seat (``changes``: what this turn changed besides); the
        round's last turn by the round limit option ends the round instead (the closest pile takes
        the €1; in a tie the first after the active seat, which comes last)."""
        nxt = (state.seat + 1) % state.players
        limit = state.limit
        if limit and state.turns + 1 - state.round_start >= limit:
            state = _with(state, **changes)
            return self._euro(state, closest_seat(state.totals, nxt), events, "closest")
        events.append({"type": "turn_start", "seat": nxt})
        new = _with(state, phase=START, seat=nxt, value=0, face=None, turns=state.turns + 1, **changes)
        return new, events

    def _euro(self, state: ExactlyState, winner: int, events: list[Event], why: str = "exact"):
        """``winner`` takes a €1 piece: ``why`` is "exact" (a pile made €1.00) or "closest"
        (the round limit option: the pile nearest €1.00)."""
        euros = _replace_at(state.euros, winner, state.euros[winner] + 1)
        events.append(
            {"type": "euro", "seat": winner, "by": state.seat, "euros": euros[winner], "target": state.target,
             "why": why, "total": state.totals[winner]}
        )  # fmt: skip
        turns = state.turns + 1
        if euros[winner] >= state.target:
            over = _with(state, phase=OVER, euros=euros, value=0, face=None, turns=turns)
            events.append({"type": "game_over", "winners": [winner], "target": state.target})
            return over, events
        n = state.players
        nxt = (winner + 1) % n
        new = _with(
            state,
            phase=START,
            seat=nxt,
            starter=nxt,
            piles=(START_PILE,) * n,
            bank=start_bank(n),
            euros=euros,
            value=0,
            face=None,
            round=state.round + 1,
            turns=turns,
            last_move=(),
            round_start=turns,
        )
        events.append({"type": "round_start", "round": new.round, "seat": nxt})
        events.append({"type": "turn_start", "seat": nxt})
        return new, events

    # --- results --------------------------------------------------------------
    def daily_marks(self, states: list, seat: int) -> list[str]:
        """A round per mark: the seat won its euro (good) or another seat did (bad)."""
        marks, last = [], None
        for state in states:
            if last is not None and state.euros != last:
                marks.append(GOOD if state.euros[seat] > last[seat] else BAD)
            last = state.euros
        return marks

    def daily_beat(self, state: ExactlyState, seat: int) -> Explanation:
        outcome = self.outcome(state)
        return Explanation("daily.beat.exactly", {"n": outcome.scores[seat], "place": outcome.places[seat]})

    def outcome(self, state: ExactlyState) -> Outcome:
        e = state.euros
        places = tuple(1 + sum(1 for o in e if o > mine) for mine in e)
        details = tuple(Explanation("exactly.detail", {"euros": x}) for x in e)
        winners = [s for s in range(state.players) if e[s] >= state.target]
        why = ()
        if winners:
            why = (Explanation("exactly.result.win", {"seat": winners[0], "euros": e[winners[0]]}),)
        return Outcome(places, tuple(e), details, why)

    def scores(self, state: ExactlyState) -> list:
        return list(state.euros)

    def turn_count(self, state: ExactlyState) -> int:
        return state.turns

    FACE_LABELS = ("0", ANY, "50", "20", "10", "5")  # FACES, in order

    def dice_faces(self, outcome) -> list[int]:
        return [FACES.index(outcome[1]) + 1]

    def chance_seat(self, state: ExactlyState) -> int:
        return state.seat  # the roller, or the contender rolling in the roll-off

    # --- serialization ----------------------------------------------------------
    def state_to_dict(self, state: ExactlyState) -> dict:
        return {
            "game": self.game_id,
            "schema": self.schema_version,
            "config": state.config,
            "phase": state.phase,
            "seat": state.seat,
            "piles": [list(p) for p in state.piles],
            "bank": list(state.bank),
            "euros": list(state.euros),
            "value": state.value,
            "face": state.face,
            "contenders": list(state.contenders),
            "rolloff": list(state.rolloff),
            "round": state.round,
            "starter": state.starter,
            "turns": state.turns,
            "last_move": list(state.last_move),
            "round_start": state.round_start,
        }

    def validate_state(self, state: ExactlyState) -> None:
        _validate(state)

    def build_state(self, d: dict) -> ExactlyState:
        try:
            cfg = self.validate_config(d["config"])
        except ConfigError as exc:
            raise state_corrupt(f"bad config: {exc}") from exc
        if cfg != d["config"]:
            raise state_corrupt("config is not normalised")
        d = {
            "round_start": d.get("turns"),
            **d,
        }  # a state saved before round_start existed: the round counts from now
        for key in ("seat", "value", "round", "starter", "turns", "round_start"):
            if type(d[key]) is not int:
                raise state_corrupt(f"{key} must be an integer")
        face = d["face"]
        if face is not None and not is_face(face):
            raise state_corrupt("bad face")
        rolloff = read_list(d["rolloff"], "rolloff")
        if not all(is_face(f) for f in rolloff):
            raise state_corrupt("bad roll-off face")
        last = read_list(d["last_move"], "last_move")
        return ExactlyState(
            players=cfg["players"],
            target=cfg["target"],
            phase=d["phase"],
            seat=d["seat"],
            piles=tuple(_pile(p) for p in read_list(d["piles"], "piles")),
            bank=_pile(d["bank"]),
            euros=read_ints(d["euros"], "euros"),
            value=d["value"],
            face=face,
            contenders=read_ints(d["contenders"], "contenders"),
            rolloff=tuple(rolloff),
            round=d["round"],
            starter=d["starter"],
            turns=d["turns"],
            last_move=tuple(last),
            round_start=d["round_start"],
            limit=cfg.get("round_limit", 0),
        )


def _pile(v) -> Pile:
    t = read_ints(v, "a pile")
    if len(t) != len(COINS) or any(c < 0 for c in t):
        raise state_corrupt("a pile must hold 4 non-negative coin counts")
    return t  # type: ignore[return-value]


def _validate(s: ExactlyState) -> None:
    """Everything a real game keeps; anything else is a corrupt or edited save."""
    n = s.players
    if s.phase not in PHASES:
        raise state_corrupt(f"unknown phase {s.phase!r}")
    if len(s.piles) != n or len(s.euros) != n:
        raise state_corrupt("per-seat lists have the wrong length")
    for k in range(len(COINS)):
        if s.bank[k] + sum(p[k] for p in s.piles) != COIN_SUPPLY:
            raise state_corrupt(f"the {COINS[k]}c coins do not add up to {COIN_SUPPLY}")
    if any(e < 0 for e in s.euros) or sum(s.euros) > EURO_PIECES:
        raise state_corrupt("impossible €1 pieces")
    winners = [i for i in range(n) if s.euros[i] >= s.target]
    if s.phase == OVER:
        if len(winners) != 1 or s.euros[winners[0]] != s.target:
            raise state_corrupt("a finished game has exactly one winner")
    elif winners:
        raise state_corrupt("a seat has enough €1 pieces but the game goes on")
    if s.round != sum(s.euros) + (0 if s.phase == OVER else 1):
        raise state_corrupt("the round number does not match the €1 pieces taken")
    if not 0 <= s.seat < n or not 0 <= s.starter < n or s.turns < 0:
        raise state_corrupt("seat out of range")
    if not 0 <= s.round_start <= s.turns:
        raise state_corrupt("the round began after the turn count")
    if s.limit not in ROUND_LIMITS or (s.limit and n < LIMIT_PLAYERS):
        raise state_corrupt("bad round limit")
    if s.limit and s.phase != OVER and s.turns - s.round_start >= s.limit:
        raise state_corrupt("the round has outlasted its turn limit")
    tots = s.totals
    if s.phase != OVER and any(t == EXACT for t in tots):
        raise state_corrupt("a pile is worth exactly €1 but the round goes on")
    if any(t > CLOSED_ABOVE + max(COINS) for t in tots):
        raise state_corrupt("a pile holds more than any game can put on it")
    if s.phase == ROLLOFF:
        if s.round != 1 or s.turns or s.euros != (0,) * n or s.piles != (START_PILE,) * n:
            raise state_corrupt("the roll-off happens before the first turn")
        c = s.contenders
        if len(c) < 2 or list(c) != sorted(set(c)) or not all(0 <= x < n for x in c):
            raise state_corrupt("bad roll-off contenders")
        if len(s.rolloff) >= len(c) or s.seat != c[len(s.rolloff)]:
            raise state_corrupt("wrong roll-off seat")
    elif s.contenders or s.rolloff:
        raise state_corrupt("roll-off data outside the roll-off")
    if s.phase == MOVE:
        if not is_coin(s.value) or s.face not in (ANY, s.value):
            raise state_corrupt("the move phase needs the rolled value")
    elif s.value != 0:
        raise state_corrupt("a coin value outside the move phase")
    if s.phase == CHOOSE and s.face != ANY:
        raise state_corrupt("choosing a value needs a ?")
    if s.phase in (ROLLOFF, START, ROLLING, OVER) and s.face is not None:
        raise state_corrupt("a face lies on the table outside a turn")
    if s.last_move:
        if len(s.last_move) != 3 or not is_coin(s.last_move[0]):
            raise state_corrupt("bad last move")
        if not all(p == BANK or (type(p) is int and 0 <= p < n) for p in s.last_move[1:]):
            raise state_corrupt("bad last move")


RULES = ExactlyRules()
