"""Games by link: correspondence play with fair dice and no server (pure Python, no pygame).

A link (``#m=CODE``) holds a whole game: the rules' id and schema, the options, the seats
(``me`` = the device that started it, ``friend`` = another device, ``computer`` at a level),
every decision (indices into the sorted legal actions, packed as one mixed-radix number, as in
``game/share.py``) and, per human seat, the latest revealed element of that device's secret
hash chain. The protocol, what it protects against and what not: ``docs/bylink.md``.

Secrets: each device draws a fresh 16-byte root (``secrets.token_bytes``) when it takes its seat
and derives a chain ``c[i] = H(c[i + 1])``, ``c[CHAIN] = root``. Every link a device sends reveals
its next element; because ``H(c[i + 1]) = c[i]``, each revealed element is at once the reveal of
the earlier commitment and the commitment to the next secret. Verifying a link only needs the
latest element of each device: the earlier ones follow by hashing.

Legs: the game is cut into legs, each played on one device: the turns of the seats that device
owns (its human seat and the computer seats just before it in seat order, which are therefore
played by the device that receives the turn) until a seat of another device is to move. Every
chance outcome of leg ``j`` comes from ``K_j = HMAC(key=m_j, msg=p_j || j)``: ``m_j`` is the
mover device's next chain element (committed before ``p_j`` was revealed), ``p_j`` the element
the previous sender revealed in the link that started the leg (chosen knowing only ``H(m_j)``).
The deal (the session seed: Number Chains' boards, Buttons' boards and bonuses) comes from
``K_0``, which needs every device's commitment first: a joining pass sends the invitation around
the human seats and back to the starter, who plays leg 0.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import random
import secrets
import zlib
from dataclasses import dataclass, field
from functools import lru_cache

from game import games, share
from game.names import clean_name
from game.rules.base import CHANCE, RulesError
from game.session import Seat, Session

FORMAT = 2  # 2: the deal mixes every joiner's secret (1, still read: only the last joiner's)
READS = (1, 2)
PREFIX = "DM"
MARKER = "#m="
SECRET = 16  # bytes of every chain element
CHAIN = 4096  # elements per device: more legs than any game of one seat has
KINDS = ("me", "friend", "computer")
MAX_LINK = 20_000
MAX_RAW = 64_000  # bytes a link's payload may unpack to (the longest whole games hold a few hundred)
_CHAIN_TAG = b"dicechips/bylink/chain/"
_LEG_TAG = b"dicechips/bylink/leg/"
_DEAL_TAG = b"dicechips/bylink/joiners/"


class LinkError(share.ShareError):
    """A link that cannot be used; ``key`` is the translatable one-line reason (``explain``).

    ``seat`` / ``seats``: the seat whose move or secret does not fit, when the protocol can tell
    (attribution: a move that does not replay is that seat's leg; a secret that does not hash to
    its commitment is that device's chain), and the game's seats to name it."""

    def __init__(self, key: str, detail: str = "", seat: int | None = None, seats=None, **params):
        super().__init__(key, detail, **params)
        self.seat, self.seats = seat, seats


def seat_label(seats, seat: int) -> str:
    """A seat's name as the players gave it, else "Player 2" / "Hard 3" (current language)."""
    from game.session import default_name

    link_seat = seats[seat]
    return link_seat.name or default_name(seat, link_seat.seat())


def explain(exc: share.ShareError) -> str:
    """The refusal in the player's language; where the protocol can tell, whose move or secret."""
    text = share.explain(exc)
    seat, seats = getattr(exc, "seat", None), getattr(exc, "seats", None)
    if seat is None or not seats or not 0 <= seat < len(seats):
        return text
    from game.i18n import tr

    return f"{text} {tr(f'{exc.key}.who', name=seat_label(seats, seat))}"


# --- the secret chains -----------------------------------------------------------------------
def chain_step(element: bytes) -> bytes:
    """``H``: the commitment to ``element`` (the element before it in its chain)."""
    return hashlib.sha256(_CHAIN_TAG + element).digest()[:SECRET]


def hash_down(element: bytes, times: int) -> bytes:
    """``H`` applied ``times`` times. The chain below an element is remembered as far as it was
    walked: every check of a link walks the same chains again, up to 4,096 hashes each."""
    chain = _walked(element)
    while len(chain) <= times:
        chain.append(chain_step(chain[-1]))
    return chain[times]


@lru_cache(maxsize=16)
def _walked(element: bytes) -> list[bytes]:
    return [element]


def new_root() -> bytes:
    """A device's fresh secret (the OS's CSPRNG natively; getrandom/crypto in the browser)."""
    return secrets.token_bytes(SECRET)


def leg_key(mover: bytes, previous: bytes, leg: int) -> bytes:
    """The leg's chance key: HMAC keyed by the mover's secret over the previous sender's secret."""
    return hmac.new(mover, _LEG_TAG + previous + leg.to_bytes(4, "big"), hashlib.sha256).digest()


def seed_of(key0: bytes) -> int:
    """The deal (the session seed) from leg 0's key."""
    return int.from_bytes(hmac.new(key0, b"deal", hashlib.sha256).digest()[:6], "big")


class LinkDice:
    """The session's chance source: outcome ``k`` of the current leg from ``Random(K || k)``."""

    rival_seat = None  # not a challenge's dice (the results screen asks)

    def __init__(self, rules):
        self.rules = rules
        self.key = b""
        self.k = 0

    def start_leg(self, key: bytes) -> None:
        self.key, self.k = key, 0

    def draw(self, session: Session):
        rng = random.Random(self.key + self.k.to_bytes(4, "big"))
        self.k += 1
        return self.rules.sample_chance(session.state, rng)


# --- the game a link holds ---------------------------------------------------------------------
@dataclass
class LinkSeat:
    kind: str  # "me", "friend" or "computer"
    name: str = ""
    level: str = "medium"
    style: int = -1

    def seat(self) -> Seat:
        if self.kind == "computer":
            return Seat("ai", self.name, self.level, self.style)
        return Seat("human", self.name, "medium", self.style)


@dataclass
class LinkGame:
    """What a link says: setup, decisions and the latest revealed element of each device."""

    game_id: str
    config: dict
    seats: list[LinkSeat]
    decisions: list[int] = field(default_factory=list)
    counts: dict[int, int] = field(
        default_factory=dict
    )  # human seat -> elements revealed (absent: not joined)
    latest: dict[int, bytes] = field(default_factory=dict)  # human seat -> its latest element (count 0: c[0])
    format: int = FORMAT  # the link format the game was started in (``deal_input``)
    resigned: int | None = None  # the human seat that gave up (its proof: its next chain element)
    proof: bytes = b""  # H(proof) == latest[resigned]: only that device can have made it

    @property
    def starter(self) -> int:
        return next(i for i, s in enumerate(self.seats) if s.kind == "me")

    @property
    def humans(self) -> list[int]:
        """Human seats in joining order: the starter, then the others in seat order."""
        n = len(self.seats)
        ring = [(self.starter + k) % n for k in range(n)]
        return [i for i in ring if self.seats[i].kind != "computer"]

    def owner(self, seat: int) -> int:
        """The device (its human seat) that plays ``seat``: the first human seat at or after it."""
        n = len(self.seats)
        return next((seat + k) % n for k in range(n) if self.seats[(seat + k) % n].kind != "computer")

    def joined(self) -> bool:
        return all(h in self.counts for h in self.humans)

    def next_joiner(self) -> int | None:
        return next((h for h in self.humans if h not in self.counts), None)

    def game_key(self) -> str:
        """A stable id of this game: from the starter's anchor (its first commitment)."""
        anchor = hash_down(self.latest[self.starter], self.counts[self.starter])
        return hashlib.sha256(b"dicechips/bylink/id/" + anchor).hexdigest()[:16]

    def element(self, device: int, index: int, root: bytes | None = None) -> bytes | None:
        """Element ``index`` of ``device``'s chain: from the revealed latest, else from ``root``."""
        count = self.counts.get(device)
        if count is not None and index <= count:
            return hash_down(self.latest[device], count - index)
        if root is not None:
            return hash_down(root, CHAIN - index)
        return None

    def session_seats(self) -> list[Seat]:
        return [s.seat() for s in self.seats]

    def deal_input(self) -> bytes:
        """What leg 0 (the deal) takes from the joiners: every joiner's first element, so that the
        deal changes with any joiner's secret. (Format 1 took only the last joiner's: with three or
        more players the starter and the last joiner could have chosen the deal together. With one
        joiner both are the same.)"""
        joiners = self.humans[1:]
        if self.format < 2 or len(joiners) == 1:
            return self.element(joiners[-1], 1)
        mixed = hashlib.sha256(_DEAL_TAG + b"".join(self.element(h, 1) for h in joiners)).digest()
        return mixed[:SECRET]


class Replay:
    """A link's game replayed step by step: where it stands and who acts next.

    Every decision must be legal, every leg's secret must follow from the revealed elements, and
    exactly the revealed elements must have been used (``check``): else LinkError("link.err.damaged").
    ``root``: this device's own chain root, so that its open leg's dice can be computed (``me``).
    """

    def __init__(self, game: LinkGame, root: bytes | None = None, me: int | None = None):
        self.game, self.root, self.me = game, root, me
        self.session: Session | None = None
        self.radices: list[int] = []
        self.leg = 0
        self.device: int | None = game.next_joiner()
        self.key: bytes | None = None
        self.mover: bytes | None = None
        self.leg_start = 0
        self.counter: dict[int, int] = dict(game.counts)
        if self.device is not None:
            return  # seats are still joining: no deal yet
        humans = game.humans
        self.counter = {h: (0 if h == game.starter else 1) for h in humans}
        if game.counts[humans[-1]] < 1:
            raise LinkError("link.err.damaged", "the last joiner revealed nothing")
        self.previous = game.deal_input()
        self.device = game.starter
        self._open_leg()
        if self.key is None:
            return  # only the starter can deal (with its first secret)
        self.session = Session(game.game_id, game.config, game.session_seats(), seed_of(self.key))
        self.dice = LinkDice(self.session.rules)
        self.session.dice = self.dice
        self.dice.start_leg(self.key)

    def _open_leg(self) -> None:
        device = self.device
        own = self.root if device == self.me else None
        self.mover = self.game.element(device, self.counter[device] + 1, own)
        self.key = None if self.mover is None else leg_key(self.mover, self.previous, self.leg)

    @property
    def finished(self) -> bool:
        return self.session is not None and self.session.is_over

    @property
    def joining(self) -> bool:
        return self.game.next_joiner() is not None

    def handed_over(self) -> bool:
        """The open leg is complete: the game is over or a seat of another device is to move."""
        session = self.session
        return session is not None and (session.is_over or self.game.owner(session.current) != self.device)

    def close_legs(self) -> None:
        """Settle chance; close every complete leg whose element has been revealed."""
        if self.session is None:
            return
        _settle(self.session)
        while self.device is not None and self.handed_over():
            if self.counter[self.device] + 1 > self.game.counts[self.device]:
                return  # complete but not yet sent: the open leg's own device sends it
            self.counter[self.device] += 1
            self.previous, self.leg = self.mover, self.leg + 1
            if self.session.is_over:
                self.device, self.key, self.mover = None, None, None
                return
            self.device = self.game.owner(self.session.current)
            self.leg_start = len(self.radices)
            self._open_leg()
            if self.key is not None:
                self.dice.start_leg(self.key)

    def legal(self) -> list:
        """The ordered legal actions of the next decision; LinkError if none can follow."""
        self.close_legs()
        if self.session is None or self.session.is_over or self.key is None or self.handed_over():
            mover = self.device  # the leg the decision claims to belong to (its device's seat)
            detail = f"decision {len(self.radices) + 1} cannot follow"
            raise LinkError("link.err.damaged", detail, mover, self.game.seats)
        return share.ordered(self.session.legal_actions())

    def feed(self, index: int, legal: list | None = None) -> None:
        """Apply decision ``index`` (``legal``: ``self.legal()`` when the caller has it already)."""
        legal = self.legal() if legal is None else legal
        mover, seats = self.session.current, self.game.seats
        if not 0 <= index < len(legal):
            detail = f"decision {len(self.radices) + 1} is not a legal move"
            raise LinkError("link.err.damaged", detail, mover, seats)
        self.radices.append(len(legal))
        try:
            self.session.act(legal[index])
        except RulesError as exc:
            raise LinkError("link.err.damaged", str(exc), mover, seats) from None
        self.close_legs()

    def check(self) -> Replay:
        """Every revealed element was used, and no more."""
        self.close_legs()
        if self.session is not None:
            for h in self.game.humans:
                if self.counter[h] != self.game.counts[h]:
                    detail = f"seat {h + 1} revealed an element no leg used"
                    raise LinkError("link.err.damaged", detail, h, self.game.seats)
        return self


def replay(game: LinkGame, root: bytes | None = None, me: int | None = None) -> Replay:
    """``game``'s decisions replayed and checked."""
    run = Replay(game, root, me)
    for index in game.decisions:
        run.feed(index)
    return run.check()


def _settle(session: Session) -> None:
    while session.current == CHANCE:
        session.resolve_chance()


# --- encoding -----------------------------------------------------------------------------------
def encode(game: LinkGame, radices: list[int] | None = None) -> str:
    """The link code of ``game`` (zlib-compressed, base64url, after ``PREFIX``).

    ``radices``: each decision's number of choices when known (else the game is replayed)."""
    rules = games.rules_for(game.game_id)
    defaults = rules.default_config(game.config["players"])
    options = {k: v for k, v in sorted(game.config.items()) if k != "players" and defaults.get(k) != v}
    header = {
        "v": game.format,
        "g": game.game_id,
        "r": rules.schema_version,
        "o": options,
        "s": [[s.kind[0], s.name, s.level[0], s.style] for s in game.seats],
        "c": [game.counts.get(i, -1) for i in range(len(game.seats))],
        "n": len(game.decisions),
        "i": game.game_key(),  # the game's id: a changed starter's secret no longer makes "another game"
    }
    if game.resigned is not None:
        header["q"] = game.resigned  # its secret below is the proof, the element after its latest
    head = json.dumps(header, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    body = bytearray(len(head).to_bytes(2, "big") + head)
    for i in range(len(game.seats)):
        if i in game.counts:
            body += game.proof if i == game.resigned else game.latest[i]
    body += share.pack(game.decisions, _radices(game) if radices is None else radices)
    return PREFIX + base64.urlsafe_b64encode(zlib.compress(bytes(body), 9)).decode("ascii").rstrip("=")


def _radices(game: LinkGame) -> list[int]:
    """How many legal actions each decision chose from (the game replayed)."""
    return replay(game).radices


def extract(text: str) -> str:
    text = (text or "").strip()
    for marker in (MARKER, "?m=", "&m="):
        if marker in text:
            text = text.split(marker, 1)[1].split("&", 1)[0]
    return "".join(text.split())


_LEVELS = {"e": "easy", "m": "medium", "h": "hard"}
_KIND = {"m": "me", "f": "friend", "c": "computer"}


_GAMES: dict[str, LinkGame] = {}  # recently decoded codes (a device reads its own record often)


def game_of(code: str) -> LinkGame:
    """The game of a link already checked once in this process (else checked now)."""
    game = _GAMES.get(code)
    return copy_game(game) if game is not None else decode(code).game


def replay_code(code: str, root: bytes | None = None, me: int | None = None) -> Replay:
    """A stored link's game replayed for this device (checked again only the first time)."""
    if code in _GAMES:
        return replay(game_of(code), root, me)
    return decode(code, root, me)


def decode(text: str, root: bytes | None = None, me: int | None = None) -> Replay:
    """Check and replay a link completely; LinkError with a translatable key if unusable.

    ``root`` and ``me``: this device's secret and seat, so that its open leg can be played."""
    code = extract(text)
    if not code:
        raise LinkError("link.err.empty")
    if not code.startswith(PREFIX) or len(code) > MAX_LINK or not set(code[2:]) <= share.ALPHABET:
        raise LinkError("link.err.foreign")
    body = code[len(PREFIX) :]
    try:
        inflate = zlib.decompressobj()
        raw = inflate.decompress(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4)), MAX_RAW)
    except (ValueError, zlib.error):
        raise LinkError("link.err.truncated") from None
    if inflate.unconsumed_tail:
        raise LinkError("link.err.damaged", "more than a game holds")
    if not inflate.eof:
        raise LinkError("link.err.truncated")
    if base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode("ascii").rstrip("=") != body:
        raise LinkError("link.err.damaged", "not our own encoding")
    try:
        size = int.from_bytes(raw[:2], "big")
        head = raw[2 : 2 + size].decode("utf-8")
        if not _shallow(head):
            raise ValueError("the header is nested too deep")
        header = json.loads(head)
        game = _game_from(header)
        pos = 2 + size
        for i, count in enumerate(header["c"]):
            if count >= 0:
                if pos + SECRET > len(raw):
                    raise ValueError("secrets cut off")
                game.latest[i] = raw[pos : pos + SECRET]
                pos += SECRET
        number = int.from_bytes(raw[pos:], "little")
        count = header["n"]
        _resignation(game, header.get("q"))
        if header["i"] != game.game_key():
            raise ValueError("the starter's secret does not belong to this game")
    except LinkError:
        raise
    except (ValueError, KeyError, TypeError, IndexError, AttributeError, RecursionError) as exc:
        # RecursionError: a header nested a thousand deep (zlib makes it a link of 29 characters)
        raise LinkError("link.err.damaged", type(exc).__name__) from None
    if type(count) is not int or not 0 <= count <= share.MAX_DECISIONS:
        raise LinkError("link.err.damaged", "decision count")
    run = _unpack(game, count, number, root, me)
    if len(_GAMES) > 16:
        _GAMES.clear()
    _GAMES[code] = copy_game(game)
    return run


def _shallow(text: str, limit: int = 6) -> bool:
    """JSON ``text`` nests at most ``limit`` deep (a header nests three), checked without recursion
    before parsing: a tiny link can nest a thousand deep, and in the browser a deep parse could run
    out of the WebAssembly stack before Python's recursion limit is reached."""
    depth, quoted, escaped = 0, False, False
    for char in text:
        if quoted:
            escaped, quoted = (False, True) if escaped else (char == "\\", char != '"')
        elif char == '"':
            quoted = True
        elif char in "[{":
            depth += 1
            if depth > limit:
                return False
        elif char in "]}":
            depth -= 1
    return True


def _game_from(header) -> LinkGame:
    if not isinstance(header, dict) or type(header.get("v")) is not int or header["v"] not in READS:
        newer = isinstance(header, dict) and type(header.get("v")) is int and header["v"] > FORMAT
        raise LinkError("link.err.newer" if newer else "link.err.damaged", "format")
    game_id = header["g"]
    if game_id not in games.GAME_IDS:
        raise LinkError("link.err.unknown_game")
    rules = games.rules_for(game_id)
    try:  # a link made under an older rules schema is read as it was made (``migrate_config``)
        rules.migrate_config({"players": rules.min_players}, header["r"])
    except ValueError:
        raise LinkError("link.err.rules_version", game=f"{game_id}.name") from None
    seats = []
    for kind, name, level, style in header["s"]:
        if kind not in _KIND or level not in _LEVELS or clean_name(name) != name:
            raise ValueError("seat")
        if type(style) is not int or not -1 <= style < 6:
            raise ValueError("seat style")
        seats.append(LinkSeat(_KIND[kind], name, _LEVELS[level], style))
    if [s.kind for s in seats].count("me") != 1 or all(s.kind != "friend" for s in seats):
        raise ValueError("a game by link has one starter and at least one friend")
    options = header["o"]
    if not isinstance(options, dict) or "players" in options or not all(map(share._plain, options.values())):
        raise ValueError("options")
    try:
        options = rules.migrate_config({**options, "players": len(seats)}, header["r"])
        config = rules.validate_config(dict(rules.default_config(len(seats)), **options))
    except RulesError as exc:
        raise ValueError(str(exc)) from None
    counts = header["c"]
    if not isinstance(counts, list) or len(counts) != len(seats):
        raise ValueError("counts")
    game = LinkGame(game_id, config, seats, format=header["v"])
    for i, count in enumerate(counts):
        if type(count) is not int or not -1 <= count <= CHAIN or (count >= 0 and seats[i].kind == "computer"):
            raise ValueError("counts")
        if count >= 0:
            game.counts[i] = count
    joined = [h for h in game.humans if h in game.counts]
    if joined != game.humans[: len(joined)] or not joined:
        raise ValueError("seats joined out of order")
    return game


def _resignation(game: LinkGame, seat) -> None:
    """A resignation's seat: its secret in the link is the proof, the element before it its latest."""
    if seat is None:
        return
    if type(seat) is not int or seat not in game.counts or game.counts[seat] >= CHAIN:
        raise ValueError("resignation")
    game.resigned, game.proof = seat, game.latest[seat]
    game.latest[seat] = chain_step(game.proof)


def _unpack(game: LinkGame, count: int, number: int, root=None, me=None) -> Replay:
    """Replay ``count`` packed decisions (each radix is known once the state before it is)."""
    run = Replay(game, root, me)
    for _ in range(count):
        legal = run.legal()
        number, index = divmod(number, len(legal))
        game.decisions.append(index)
        run.feed(index, legal)
    if number:
        raise LinkError("link.err.damaged", "decisions left over")
    return run.check()


# --- what a device does ---------------------------------------------------------------------------
def new_game(game_id: str, seats: list[LinkSeat], options: dict | None = None) -> tuple[LinkGame, bytes]:
    """A game by link on the starter's device: (the invitation's game, the starter's root)."""
    rules = games.rules_for(game_id)
    if [s.kind for s in seats].count("me") != 1 or all(s.kind != "friend" for s in seats):
        raise ValueError("a game by link needs one 'me' seat and at least one friend")
    config = rules.validate_config(dict(rules.default_config(len(seats)), **(options or {})))
    game = LinkGame(game_id, config, [LinkSeat(s.kind, clean_name(s.name), s.level, s.style) for s in seats])
    root = new_root()
    game.counts[game.starter] = 0
    game.latest[game.starter] = hash_down(root, CHAIN)
    return game, root


def join(game: LinkGame) -> tuple[LinkGame, int, bytes]:
    """Take the next free seat: (the game with this device's first element revealed, seat, root)."""
    seat = game.next_joiner()
    if seat is None:
        raise LinkError("link.err.no_seat")
    root = new_root()
    joined = copy_game(game)
    joined.counts[seat] = 1
    joined.latest[seat] = hash_down(root, CHAIN - 1)
    return joined, seat, root


def copy_game(game: LinkGame, extra=()) -> LinkGame:
    return LinkGame(
        game.game_id,
        game.config,
        game.seats,
        list(game.decisions) + list(extra),
        dict(game.counts),
        dict(game.latest),
        game.format,
        game.resigned,
        game.proof,
    )


def resign(game: LinkGame, me: int, root: bytes) -> LinkGame:
    """``game`` with this device's seat resigned: the proof is its chain's next unrevealed element,
    which only this device can compute and every other device checks by hashing it once."""
    if me not in game.counts or game.counts[me] >= CHAIN:
        raise LinkError("link.err.not_yours")
    out = copy_game(game)
    out.resigned, out.proof = me, hash_down(root, CHAIN - game.counts[me] - 1)
    return out


def resignation_fits(stored: LinkGame, new: LinkGame) -> bool:
    """A resignation proves itself only with an element this device has never seen: its seat has
    revealed no more here than in the resignation's game (else anyone holding that element could
    resign for them from an older position)."""
    seat = new.resigned
    return seat is not None and new.counts.get(seat, -1) >= stored.counts.get(seat, 0)


def close_leg(game: LinkGame, me: int, root: bytes, pending: list[int]) -> LinkGame:
    """The game after this device's complete leg: its decisions and its leg's secret revealed."""
    sent = copy_game(game, pending)
    sent.counts[me] = game.counts[me] + 1
    sent.latest[me] = hash_down(root, CHAIN - sent.counts[me])
    return sent


def mover_of(game: LinkGame, decision: int) -> int | None:
    """The seat that took decision ``decision`` (0-based) of ``game`` (None if it does not replay)."""
    run = Replay(game)
    try:
        for index in game.decisions[:decision]:
            run.feed(index)
        run.close_legs()
    except LinkError:
        return None
    session = run.session
    return None if session is None or session.is_over else session.current


def relation(old: LinkGame, new: LinkGame) -> str:
    """ "same", "newer" or "older": how ``new`` stands to the stored ``old`` of the same game.

    LinkError when they cannot both be true: another setup, a reveal that does not hash to the
    stored commitment, or decisions that are not one a prefix of the other."""
    if (old.game_id, old.config, old.seats, old.format) != (new.game_id, new.config, new.seats, new.format):
        raise LinkError("link.err.diverged", "setup")
    ahead = behind = False
    for h in old.humans:
        a, b = old.counts.get(h), new.counts.get(h)
        if a is None or b is None:
            ahead |= a is None and b is not None
            behind |= b is None and a is not None
            continue
        if b >= a and hash_down(new.latest[h], b - a) != old.latest[h]:
            raise LinkError("link.err.reveal", f"seat {h + 1}", h, old.seats)
        if b < a and hash_down(old.latest[h], a - b) != new.latest[h]:
            raise LinkError("link.err.reveal", f"seat {h + 1}", h, old.seats)
        ahead |= b > a
        behind |= b < a
    n = min(len(old.decisions), len(new.decisions))
    if old.decisions[:n] != new.decisions[:n]:
        first = next(k for k in range(n) if old.decisions[k] != new.decisions[k])
        raise LinkError("link.err.diverged", f"decision {first + 1}", mover_of(old, first), old.seats)
    ahead |= len(new.decisions) > len(old.decisions)
    behind |= len(new.decisions) < len(old.decisions)
    if ahead and behind:
        raise LinkError("link.err.diverged", "order")
    return "newer" if ahead else "older" if behind else "same"
