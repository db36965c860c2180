"""Share codes: a whole game in one URL-safe string (pure Python, runs in Pyodide).

A game is ``config + seed + seats + decisions``: every chance outcome comes from the seed
(``game/session.py``), so a code stores only the decisions, each as its index into that
moment's legal actions (sorted by ``repr``, so the order never depends on the process).
The indices are packed as one mixed-radix number: a decision among ``n`` legal actions
costs ``log2(n)`` bits and a forced one costs nothing.

Layout (bytes, then base64url without padding, after the prefix ``DC``)::

    varint length of the payload | payload | CRC-32 of the payload (4 bytes)
    payload = varint FORMAT, flags, game id (ASCII, length first), rules schema, players, seed;
              per seat: kind/level/style byte, name (UTF-8, length first);
              options that differ from the rules' bare config (compact JSON, length first);
              decisions: count, then the packed number (length first);
              challenge games (flag 1): the original game's decisions, the same way.

``decode`` refuses anything it cannot replay completely with a ``ShareError`` whose
``key`` names why (translated in ``game/locale/share.py``): never a half-loaded game.

Challenges (``SameDice``): the recipient plays the same game, options and seed. Chance
outcome ``k`` of a session depends on the seed, ``k`` and the state (how many dice are
rolled), so once a challenger rolls a different number of times, plain ``seed:k`` would
shift every later roll. A challenge therefore deals by position instead, each seat its own
dice (``SEAT_DICE``, format 2): the r-th roll of seat s's k-th turn with dice shows what
seat s's k-th such turn showed at roll r in the original whenever the rules accept it (the
same number of dice; Buttons shows as many of them as are in play, ``like_chance``);
otherwise it is drawn from ``Random(f"{seed}:s{s}:t{k}:r{r}")``. Codes and saves of the
first scheme (``TURN_DICE``, format 1: the r-th roll of the game's t-th turn, otherwise
``Random(f"{seed}:t{t}:r{r}")``) keep it, so they replay exactly the game they were made of.

A code holds at most ``MAX_DECISIONS`` decisions per game (real games have a few hundred;
``bench/share_codes.py`` measures them) and decoding is linear in them; ``decode_steps``
does the work in slices for the browser's frame loop.
"""

from __future__ import annotations

import base64
import json
import random
import weakref
import zlib
from collections.abc import Generator
from dataclasses import dataclass, field
from datetime import date

from game import games
from game.i18n import tr
from game.names import clean_name
from game.rules.base import CHANCE, TERMINAL, RulesError
from game.session import Seat, Session

TURN_DICE, SEAT_DICE = 1, 2  # how a challenge deals the original's dice (the module's doc)
FORMAT = SEAT_DICE  # the newest format: a challenge code's format is its dice scheme, others stay 1
PREFIX = "DC"
KINDS = ("human", "easy", "medium", "hard")
ALPHABET = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
MAX_CODE = 20_000  # characters; anything longer is not ours
MAX_DECISIONS = 10_000  # per game: ~10x the longest game of random legal moves we measured (1,065)
SLICE = 16  # decisions replayed between two yields of ``decode_steps``
FLAG_CHALLENGE = 1
MAX_SEED = 1 << 130  # zigzagged: the seeds of sealed games (2**128 + 128 random bits) and every smaller one


class ShareError(ValueError):
    """A code that cannot be used; ``key`` is the translatable reason."""

    def __init__(self, key: str, detail: str = "", **params):
        super().__init__(f"{key}: {detail}" if detail else key)
        self.key = key
        self.params = params


def explain(exc: ShareError) -> str:
    """The refusal in the player's language (a game parameter is a game's name key)."""
    return tr(exc.key, **{k: tr(v) for k, v in exc.params.items()})


@dataclass
class Shared:
    """What a code holds, checked by replaying it completely."""

    game_id: str
    config: dict
    seats: list[Seat]
    seed: int
    decisions: list[int]  # indices into the sorted legal actions
    original: list[int] | None = None  # a challenge's original decisions (its dice)
    session: Session | None = field(default=None, repr=False)  # the replayed game

    @property
    def finished(self) -> bool:
        return self.session is not None and self.session.is_over

    def fresh_session(self) -> Session:
        """The game at its start, with the same dice as the code's game."""
        session = Session(self.game_id, self.config, self.seats, self.seed)
        session.dice = self.session.dice if self.session is not None else None
        return session

    def challenger_seat(self) -> int:
        """The seat a challenger takes: the first human's in this game, else the first."""
        return next((i for i, seat in enumerate(self.seats) if not seat.is_ai), 0)

    def challenge_seats(self, mine: int | None = None) -> list[Seat]:
        """The table of a challenge: a nameless human in seat ``mine`` (default ``challenger_seat``),
        every other seat a computer: at its own level, or a medium one where a human played."""
        mine = self.challenger_seat() if mine is None else mine
        seats = []
        for i, seat in enumerate(self.seats):
            if i == mine:
                seats.append(Seat("human", "", "medium", seat.style))
            else:
                seats.append(seat if seat.is_ai else Seat("ai", "", "medium", seat.style))
        return seats

    def humans_replaced(self, mine: int | None = None) -> list[int]:
        """The seats where a human played that a medium computer plays in a challenge."""
        mine = self.challenger_seat() if mine is None else mine
        return [i for i, seat in enumerate(self.seats) if not seat.is_ai and i != mine]

    def dice_id(self) -> str:
        """Which dice a challenge of this code deals (the same for every code of a chain of
        challenges): a try on dice already played here is practice."""
        root = self.original if self.original is not None else self.decisions
        data = json.dumps([self.game_id, self.config, self.seed, root], sort_keys=True).encode()
        return f"{self.game_id}:{zlib.crc32(data):08x}"

    def challenge_session(self, seats: list[Seat] | None = None, mine: int | None = None) -> Session:
        """This game's start for a challenger: the same options, seed and dice.

        ``seats`` default to ``challenge_seats(mine)``. The dice always come from the first game
        of a chain of challenges (for a challenge code, its original), so everyone who takes up a
        challenge meets the same dice."""
        mine = self.challenger_seat() if mine is None else mine
        if seats is None:
            seats = self.challenge_seats(mine)
        session = Session(self.game_id, self.config, seats, self.seed)
        root = self.original if self.original is not None else self.decisions
        session.dice = SameDice(self.game_id, self.config, self.seed, root)
        session.dice.rival_seat = mine
        session.dice.rival_name = self.session.name_of(mine) if self.session is not None else ""
        session.dice.rival_result = self.session
        return session


# --- decisions as indices ----------------------------------------------------------------------
def ordered(actions: list) -> list:
    """The legal actions in a process-independent order."""
    return sorted(actions, key=repr)


def index_of(session: Session, action) -> tuple[int, int]:
    """(index, number of choices) of ``action`` among the legal actions now."""
    legal = ordered(session.legal_actions())
    return legal.index(action), len(legal)


def finish(work: Generator):
    """Run sliced work (a generator) to its end and return its result."""
    while True:
        try:
            next(work)
        except StopIteration as stop:
            return stop.value


def decisions_of(session: Session) -> list[int]:
    """The session's decisions as indices (the log replayed from the start)."""
    replay = Session(session.game_id, session.config, session.seats, session.seed)
    replay.dice = session.dice
    out = []
    for entry in session.log:
        if entry.kind == "a":
            out.append(index_of(replay, entry.value)[0])
            replay.act(entry.value)
        else:
            replay._apply_chance(entry.value)
    return out


def play_decisions(session: Session, decisions: list[int]) -> Session:
    """Apply ``decisions`` to ``session`` (chance resolved from its seed); ShareError if they do not fit."""
    finish(_play_steps(session, decisions))
    return session


def _play_steps(session: Session, decisions: list[int]) -> Generator[None, None, list[int]]:
    for i, index in enumerate(decisions):
        legal = _legal_now(session, i)
        if not 0 <= index < len(legal):
            raise ShareError("share.err.damaged", f"decision {i + 1} is not a legal move")
        session.act(legal[index])
        if i % SLICE == SLICE - 1:
            yield
    settle(session)
    return list(decisions)


def settle(session: Session) -> None:
    while session.current == CHANCE:
        session.resolve_chance()


def _legal_now(session: Session, i: int) -> list:
    """The ordered legal actions for decision ``i`` (chance settled first); ShareError if the game is over."""
    settle(session)
    if session.current == TERMINAL:
        raise ShareError("share.err.damaged", f"the game ends before decision {i + 1}")
    return ordered(session.legal_actions())


def _radices(session: Session, decisions: list[int]) -> list[int]:
    """How many legal actions each decision chose from."""
    counts = []
    for i, index in enumerate(decisions):
        legal = _legal_now(session, i)
        counts.append(len(legal))
        session.act(legal[index])
    return counts


def pack(indices: list[int], radices: list[int]) -> bytes:
    number = 0
    for index, radix in zip(reversed(indices), reversed(radices)):
        number = number * radix + index
    return number.to_bytes((number.bit_length() + 7) // 8, "little")


# --- bytes -------------------------------------------------------------------------------------
def _varint(n: int) -> bytes:
    out = bytearray()
    while True:
        byte = n & 0x7F
        n >>= 7
        if n:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


class _Reader:
    def __init__(self, data: bytes):
        self.data = data
        self.pos = 0

    def varint(self, limit: int = 1 << 64) -> int:
        n = shift = 0
        while True:
            if self.pos >= len(self.data) or shift > limit.bit_length() + 6:
                raise ShareError("share.err.damaged", "a number runs past the end")
            byte = self.data[self.pos]
            self.pos += 1
            n |= (byte & 0x7F) << shift
            shift += 7
            if not byte & 0x80:
                break
        if n > limit:
            raise ShareError("share.err.damaged", f"number {n} out of range")
        return n

    def chunk(self, limit: int = MAX_CODE) -> bytes:
        size = self.varint(limit)
        if self.pos + size > len(self.data):
            raise ShareError("share.err.damaged", "a field runs past the end")
        out = self.data[self.pos : self.pos + size]
        self.pos += size
        return out


def _seat_bytes(seat: Seat) -> bytes:
    kind = 0 if not seat.is_ai else KINDS.index(seat.level)
    name = clean_name(seat.name).encode("utf-8")
    return bytes([kind | (seat.style + 1) << 2]) + _varint(len(name)) + name


def _options_diff(rules, config: dict) -> dict:
    """The options that differ from what a code naming none means: the rules' bare config (an
    option added later reads, when missing, as the game played before it: see Exactly!'s round limit)."""
    defaults = rules.validate_config({"players": config["players"]})
    return {k: v for k, v in sorted(config.items()) if k != "players" and defaults.get(k, object()) != v}


def _decisions_bytes(game_id: str, config: dict, seed: int, decisions: list[int], dice=None) -> bytes:
    start = Session(game_id, config, [Seat("ai", "", "easy")] * config["players"], seed)
    start.dice = dice
    packed = pack(decisions, _radices(start, decisions))
    return _varint(len(decisions)) + _varint(len(packed)) + packed


# --- encode --------------------------------------------------------------------------------------
def encode(session: Session) -> str:
    """The share code of a session (finished or not)."""
    rules = session.rules
    dice = session.dice
    flags = FLAG_CHALLENGE if dice is not None else 0
    payload = bytearray()
    game = session.game_id.encode("ascii")  # the id itself: a new game needs no number here
    payload += (
        _varint(TURN_DICE if dice is None else dice.scheme) + _varint(flags) + _varint(len(game)) + game
    )
    for n in (rules.schema_version, len(session.seats)):
        payload += _varint(n)
    payload += _varint(_zigzag(session.seed))
    for seat in session.seats:
        payload += _seat_bytes(seat)
    options = json.dumps(_options_diff(rules, session.config), separators=(",", ":")).encode()
    payload += _varint(len(options)) + options
    payload += _decisions_bytes(session.game_id, session.config, session.seed, decisions_of(session), dice)
    if dice is not None:
        payload += _decisions_bytes(session.game_id, session.config, session.seed, dice.original)  # its dice
    body = _varint(len(payload)) + bytes(payload) + zlib.crc32(bytes(payload)).to_bytes(4, "little")
    return PREFIX + base64.urlsafe_b64encode(body).decode("ascii").rstrip("=")


def _zigzag(n: int) -> int:
    return n * 2 if n >= 0 else -n * 2 - 1


def _unzigzag(n: int) -> int:
    return n // 2 if n % 2 == 0 else -(n + 1) // 2


# --- decode --------------------------------------------------------------------------------------
def extract(text: str) -> str:
    """The code in what a player pasted: a bare code, or a link with ``#g=CODE`` (or ``?g=`` / ``&g=``;
    whatever follows the code, ``&more=…`` or ``#part``, is not the code's)."""
    text = (text or "").strip()
    for marker in ("#g=", "?g=", "&g="):
        if marker in text:
            text = text.split(marker, 1)[1].split("&", 1)[0].split("#", 1)[0]
    return "".join(text.split())


def decode(text: str, game_id: str | None = None) -> Shared:
    """Check and replay a code completely; ShareError (with a translatable key) if unusable.

    ``game_id``: the game the code must be for (a Farkle card refuses a Buttons code).
    """
    return finish(decode_steps(text, game_id))


def decode_steps(text: str, game_id: str | None = None) -> Generator[None, None, Shared]:
    """``decode`` in slices: yields between slices of the replay (``ThinkingTask.of`` drives it)."""
    code = extract(text)
    if not code:
        raise ShareError("share.err.empty")
    if not code.startswith(PREFIX) or len(code) > MAX_CODE or not set(code[2:]) <= ALPHABET:
        raise ShareError("share.err.foreign")
    body = code[len(PREFIX) :]
    if len(body) % 4 == 1:
        raise ShareError("share.err.truncated")
    try:
        raw = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except ValueError:
        raise ShareError("share.err.foreign") from None
    head = _Reader(raw)
    try:
        size = head.varint(MAX_CODE)
    except ShareError:
        raise ShareError("share.err.truncated") from None
    if len(raw) < head.pos + size + 4:
        raise ShareError("share.err.truncated")
    if base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=") != body:
        raise ShareError("share.err.damaged", "stray bits in the last character")
    payload = raw[head.pos : head.pos + size]
    crc = raw[head.pos + size : head.pos + size + 4]
    if len(raw) != head.pos + size + 4 or zlib.crc32(payload).to_bytes(4, "little") != crc:
        raise ShareError("share.err.damaged", "checksum")
    return (yield from _decode_payload(_Reader(payload), game_id))


def _decode_payload(r: _Reader, want_game: str | None) -> Generator[None, None, Shared]:
    version = r.varint()
    if version > FORMAT:
        raise ShareError("share.err.newer")
    if version not in (TURN_DICE, SEAT_DICE):
        raise ShareError("share.err.damaged", f"format {version}")
    flags = r.varint(FLAG_CHALLENGE)
    game_id = r.chunk(32).decode("ascii", "replace")
    if game_id not in games.GAME_IDS:
        raise ShareError("share.err.unknown_game")
    if want_game is not None and game_id != want_game:
        raise ShareError("share.err.other_game", game=f"{game_id}.name")
    rules = games.rules_for(game_id)
    rules_schema = r.varint()
    try:
        rules.migrate_config({"players": rules.min_players}, rules_schema)
    except ValueError:
        raise ShareError("share.err.rules_version", game=f"{game_id}.name") from None
    players = r.varint(99)
    if not rules.min_players <= players <= rules.max_players:
        raise ShareError("share.err.damaged", f"{players} players")
    seed = _unzigzag(r.varint(MAX_SEED))  # a sealed game's has 129 bits (game/seal.py)
    seats = [_read_seat(r) for _ in range(players)]
    try:
        diff = json.loads(r.chunk(4096).decode("utf-8"))
        if not isinstance(diff, dict) or "players" in diff or not all(map(_plain, diff.values())):
            raise ValueError("options")
        bare = rules.migrate_config({**diff, "players": players}, rules_schema)  # an older code: as it was
        config = rules.validate_config(bare)  # what _options_diff left out: bare
    except (ValueError, TypeError, RulesError, RecursionError):  # RecursionError: nested a 1,000 deep
        raise ShareError("share.err.damaged", "options") from None
    decisions = _read_decisions(r)
    original = _read_decisions(r) if flags & FLAG_CHALLENGE else None
    if r.pos != len(r.data):
        raise ShareError("share.err.damaged", "bytes left over")
    try:
        dice = None
        if original is not None:
            dice = SameDice.__new__(SameDice)
            yield from dice.build(game_id, config, seed, *original, scheme=version)
        session = Session(game_id, config, seats, seed)
        session.dice = dice
        played = yield from _unpack_steps(session, *decisions)
    except RulesError as exc:
        raise ShareError("share.err.damaged", str(exc)) from None
    return Shared(game_id, config, seats, seed, played, None if dice is None else dice.original, session)


def _plain(value) -> bool:
    """An option's value: a number, a word or a switch (nothing nested)."""
    return value is None or isinstance(value, bool | int | float | str)


def _read_seat(r: _Reader) -> Seat:
    byte = r.varint(255)
    kind, style = byte & 3, (byte >> 2) - 1
    if not -1 <= style < 6:
        raise ShareError("share.err.damaged", "seat style")
    raw = r.chunk(200)
    try:
        name = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise ShareError("share.err.damaged", "name") from None
    if clean_name(name) != name:
        raise ShareError("share.err.damaged", "name")
    if kind == 0:
        return Seat("human", name, "medium", style)
    return Seat("ai", name, KINDS[kind], style)


def _read_decisions(r: _Reader) -> tuple[int, int]:
    count = r.varint(MAX_DECISIONS)
    number = int.from_bytes(r.chunk(), "little")
    return count, number


def _unpack_steps(session: Session, count: int, number: int) -> Generator[None, None, list[int]]:
    """Replay ``count`` packed decisions into ``session``; ShareError if they do not fit."""
    out = []
    for i in range(count):
        legal = _legal_now(session, i)
        number, index = divmod(number, len(legal))
        out.append(index)
        session.act(legal[index])
        if i % SLICE == SLICE - 1:
            yield
    settle(session)
    if number:
        raise ShareError("share.err.damaged", "decisions left over")
    return out


# --- challenges: the same dice ---------------------------------------------------------------------
class _Tally:
    """Where a game's rolls stand, kept up to date roll by roll (so dealing a roll is O(1))."""

    def __init__(self, log: list | None = None):
        self.log, self.n, self.last = log, 0, None  # the log counted so far: its first n entries
        self.by_turn: dict[int, int] = {}  # global turn -> rolls in it (TURN_DICE)
        self.seat_turn: dict[int, tuple[int, int, int]] = {}  # seat -> (global turn, own turn, rolls)

    def key(self, rules, state, scheme: int) -> tuple[int, ...]:
        """The pending roll's place: (turn, roll) or (seat, own turn with dice, roll)."""
        turn = rules.turn_count(state)
        if scheme == TURN_DICE:
            return turn, self.by_turn.get(turn, 0)
        seat = rules.chance_seat(state)
        at, own, rolls = self.seat_turn.get(seat, (None, -1, 0))
        return (seat, own, rolls) if at == turn else (seat, own + 1, 0)

    def add(self, rules, state) -> None:
        """Count a roll made in ``state``."""
        turn = rules.turn_count(state)
        self.by_turn[turn] = self.by_turn.get(turn, 0) + 1
        seat = rules.chance_seat(state)
        at, own, rolls = self.seat_turn.get(seat, (None, -1, 0))
        self.seat_turn[seat] = (turn, own, rolls + 1) if at == turn else (turn, own + 1, 1)

    def follows(self, session: Session) -> bool:
        log, n = session.log, self.n
        return self.log is log and n <= len(log) and (n == 0 or log[n - 1] is self.last)

    def catch_up(self, session: Session) -> None:
        rules, log = session.rules, session.log
        for i in range(self.n, len(log)):
            if log[i].kind == "c":
                self.add(rules, session._before[i])
        self.n = len(log)
        self.last = log[-1] if log else None


class SameDice:
    """A challenge's chance source: the original game's dice, roll by roll of each seat's turns.

    ``original`` is the original's decisions (indices), or ``count, number`` still packed.
    ``scheme``: ``SEAT_DICE`` (every new challenge) or ``TURN_DICE`` (codes and saves made before).
    """

    rival_seat: int | None = None  # the challenger's seat in the original game
    rival_name: str = ""  # and their name there
    rival_result: Session | None = None  # the game the challenger compares with (None: the original)
    practice: bool = False  # these dice were played before here: this try is practice
    daily: str = ""  # the date (YYYY-MM-DD) of a daily game (game/daily.py) played on these dice

    def __init__(self, game_id: str, config: dict, seed: int, original, number: int | None = None,
                 scheme: int = SEAT_DICE):  # fmt: skip
        finish(self.build(game_id, config, seed, original, number, scheme))

    def build(self, game_id, config, seed, original, number=None, scheme=SEAT_DICE) -> Generator:
        """Replay the original (in slices) and record each roll by its place."""
        self.seed, self.scheme = seed, scheme
        self.rules = rules = games.rules_for(game_id)
        self.rolls: dict[tuple[int, ...], object] = {}
        self._tallies: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # session -> _Tally
        start = Session(game_id, config, [Seat("ai", "", "easy")] * config["players"], seed)
        tally = _Tally()

        def record(state, outcome):
            self.rolls[tally.key(rules, state, scheme)] = outcome
            tally.add(rules, state)

        start.on_chance = record
        if number is None:
            self.original = yield from _play_steps(start, list(original))
        else:
            self.original = yield from _unpack_steps(start, original, number)
        start.on_chance = None
        self.final = start  # the original game as it ended (for the comparison of results)

    def to_json(self) -> dict:
        data = {"original": list(self.original), "seat": self.rival_seat, "name": self.rival_name}
        data |= {"dice": self.scheme, "practice": self.practice}
        if self.daily:
            data["daily"] = self.daily
        if self.rival_result is not None:
            data["rival"] = encode(self.rival_result)  # a challenge taken up from another challenge
        return data

    def rival_label(self) -> str:
        """What a comparison calls the other game's player: their name; in a daily, whose seat has the
        same default name as yours ("Player 1"), "Friend"."""
        if self.rival_name:
            return self.rival_name
        return tr("daily.friend") if self.daily else self.rival_game().name_of(self.rival_seat)

    def rival_game(self) -> Session:
        """The game the challenger's result is compared with."""
        return self.rival_result if self.rival_result is not None else self.final

    @classmethod
    def from_json(cls, session: Session, data) -> SameDice:
        """A saved challenge's dice; ValueError for anything unusable."""
        ok = isinstance(data, dict) and isinstance(data.get("original"), list)
        if not ok or not all(type(i) is int for i in data["original"]):
            raise ValueError("bad challenge")
        seat, name = data.get("seat"), data.get("name", "")
        if not (seat is None or (type(seat) is int and 0 <= seat < len(session.seats))) or not isinstance(
            name, str
        ):
            raise ValueError("bad challenge")
        scheme = data.get("dice", TURN_DICE)  # saves from before SEAT_DICE have no "dice"
        if scheme not in (TURN_DICE, SEAT_DICE) or len(data["original"]) > MAX_DECISIONS:
            raise ValueError("bad challenge")
        try:
            dice = cls(session.game_id, session.config, session.seed, data["original"], scheme=scheme)
        except (ShareError, RulesError) as exc:
            raise ValueError(f"challenge does not replay: {exc}") from None
        dice.rival_seat, dice.rival_name = seat, clean_name(name)
        dice.practice = data.get("practice") is True
        daily = data.get("daily", "")
        if not isinstance(daily, str) or (daily and not _is_date(daily)):
            raise ValueError("bad daily date")
        dice.daily = daily
        if isinstance(data.get("rival"), str):
            try:
                dice.rival_result = decode(data["rival"], session.game_id).session
            except ShareError:
                pass  # the comparison falls back to the original game
        return dice

    def key(self, session: Session) -> tuple[int, ...]:
        """The place of the session's pending roll (``_Tally.key``); O(1) while the game goes on."""
        tally = self._tallies.get(session)
        if tally is None or not tally.follows(session):
            tally = self._tallies[session] = _Tally(session.log)  # a new game, a jump back, an undo
        tally.catch_up(session)
        return tally.key(self.rules, session.state, self.scheme)

    def rng(self, key: tuple[int, ...]) -> random.Random:
        """The roll's own random source where the original has no dice for it."""
        if self.scheme == TURN_DICE:
            return random.Random(f"{self.seed}:t{key[0]}:r{key[1]}")
        return random.Random(f"{self.seed}:s{key[0]}:t{key[1]}:r{key[2]}")

    def draw(self, session: Session):
        """The outcome the original saw at this roll when the rules allow it, else a seeded one."""
        key = self.key(session)
        outcome = self.rolls.get(key)
        state, rules = session.state, self.rules
        if outcome is not None:
            try:
                rules.apply_chance(state, outcome)
                return outcome
            except RulesError:
                like = rules.like_chance(state, outcome, self.rng(key)) if self.scheme != TURN_DICE else None
                if like is not None:
                    return like
        return rules.sample_chance(state, self.rng(key))


def _is_date(text: str) -> bool:
    try:
        return len(text) == 10 and bool(date.fromisoformat(text))
    except ValueError:
        return False


def session_from_dict(data) -> Session:
    """``Session.from_dict`` that also reads a challenge's dice (a saved game of any kind)."""
    return Session.from_dict(data, SameDice.from_json)
