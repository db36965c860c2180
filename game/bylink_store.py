"""My games by link: one record per game on this device (pure Python, no pygame).

A record (key ``bylink.<game key>``, written through ``game/storage.py``) holds the newest link
of the game this device has seen, its own seat and chain root (the secret that must never leave
the device), the decisions of its open leg not yet sent (so that reopening continues the same
turn: the dice of a leg are fixed by secrets committed before it began, so they cannot change)
and the link it has to send. ``bylink.index`` lists the records for the title screen.

``Device.open`` is the one way a link comes in: it checks the link completely (``bylink.decode``)
and against the record (every revealed element must hash to what this device stored, the
decisions must continue the stored ones, its own reveals must come from its own root); a link
that fails is refused with a ``LinkError`` and nothing is written.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field

from game import bylink
from game.bylink import LinkError, LinkGame, Replay
from game.storage import LoadProblem, StorageError, WriteFailed, load_json, save_json

SCHEMA = 1
INDEX = "bylink.index"


class Taken(Exception):
    """Another copy of the app stored this game's first record meanwhile (two copies opened one
    invitation at once): it took the seat, so this copy goes on from its record."""


def record_key(game_key: str) -> str:
    return f"bylink.{game_key}"


@dataclass
class Opened:
    """A game by link as this device sees it now."""

    key: str
    run: Replay  # replayed with this device's secret and its unsent decisions
    seat: int | None  # this device's seat (None: it only watches)
    status: str  # "your_move", "waiting", "finished", "resigned"
    # the link this device has to send (its leg is complete, or it resigned), kept until the next
    # link of the game arrives: "Send again" gives it while ``sent`` says it was handed on once
    outbox: str = ""
    sent: bool = False  # the outbox was handed to the share sheet or clipboard at least once
    older: bool = False  # the link opened was older than what this device had
    since: float = 0.0  # when the game last changed here
    code: str = ""  # the stored link the view was replayed from
    pending: list[int] = field(default_factory=list)  # this device's decisions of its open leg, not yet sent
    counted: bool = False  # the finished game is in this device's statistics
    resigned: int | None = None  # the seat that gave up (the game ends there)

    @property
    def to_send(self) -> bool:
        """The outbox was never handed on: the card offers it (after that, "Send again")."""
        return bool(self.outbox) and not self.sent

    @property
    def waiting_for(self) -> int | None:
        return None if self.status != "waiting" else self.run.device


def _validate(data: dict) -> dict:
    if set(data) == {"schema", "damaged"} and isinstance(data["damaged"], str):
        return data  # a record that was damaged: kept aside, and its place held (``Device.record``)
    for name, kind in (("code", str), ("pending", list), ("outbox", str), ("changed", (int, float))):
        if not isinstance(data.get(name), kind):
            raise ValueError(f"bad {name}")
    if not all(type(i) is int for i in data["pending"]):
        raise ValueError("bad pending")
    seat, root = data.get("seat"), data.get("root")
    if not (seat is None or type(seat) is int) or not (root is None or isinstance(root, str)):
        raise ValueError("bad seat")
    if root is not None and len(bytes.fromhex(root)) != bylink.SECRET:
        raise ValueError("bad root")
    if type(data.get("sent", False)) is not bool or type(data.get("counted", False)) is not bool:
        raise ValueError("bad sent")
    resigned = data.get("resigned")
    if not (resigned is None or type(resigned) is int):
        raise ValueError("bad resigned")
    return data


def is_record_key(key: str) -> bool:
    """``bylink.<16 hex digits>``: a game's record (not the index, not a kept-aside copy)."""
    name = key[len("bylink.") :]
    return key.startswith("bylink.") and len(name) == 16 and all(c in "0123456789abcdef" for c in name)


class Device:
    """This device's games by link in ``storage``."""

    def __init__(self, storage, clock=time.time):
        self.storage = storage
        self.clock = clock

    # --- records ---------------------------------------------------------------------------
    def keys(self) -> list[str]:
        """The games listed in the index; a damaged index (kept aside by ``load_json``) is rebuilt
        from the records themselves, so that no game by link is hidden by it."""
        try:
            data = load_json(self.storage, INDEX, SCHEMA)
        except LoadProblem:
            return self.rebuild_index()
        if data is None:
            return self.rebuild_index()  # none (or removed): the records may still be there
        keys = data.get("games")
        if not isinstance(keys, list) or not all(isinstance(k, str) for k in keys):
            self.storage.keep_aside(INDEX)
            return self.rebuild_index()
        return keys

    def rebuild_index(self) -> list[str]:
        """Every record in the storage, listed again (and the index written, when it can be)."""
        listing = getattr(self.storage, "stored_keys", None)
        try:
            found = sorted(k[len("bylink.") :] for k in listing() if is_record_key(k)) if listing else []
        except StorageError:
            return []
        if found:
            try:
                save_json(self.storage, INDEX, {"schema": SCHEMA, "games": found})
            except WriteFailed:
                pass  # the list still shows them; the index is rebuilt again next time
        return found

    def record(self, key: str) -> dict | None:
        """The stored record (None: none); LinkError if it cannot be used.

        A damaged record is kept aside and its place held by a note (``damaged``: where the copy
        went), so that the next link of the game is refused again instead of opening the game as
        one this device only watches: its seat and secret are in the copy, not given up."""
        try:
            data = load_json(self.storage, record_key(key), SCHEMA, _validate)
        except LoadProblem as problem:
            if problem.moved_to:
                try:
                    save_json(self.storage, record_key(key), {"schema": SCHEMA, "damaged": problem.moved_to})
                except WriteFailed:
                    pass
            raise LinkError("link.err.record", problem.detail) from None
        if data is not None and "damaged" in data:
            raise LinkError("link.err.record_kept", data["damaged"])
        return data

    def _write(self, key: str, record: dict, new: bool = False) -> None:
        """Store ``record``; ``new``: only if no record of the game exists (else ``Taken``)."""
        record["schema"] = SCHEMA
        record["changed"] = self.clock()
        try:
            if new:
                if not self.storage.create(record_key(key), json.dumps(record, separators=(",", ":"))):
                    raise Taken(key)
            else:
                save_json(self.storage, record_key(key), record)
            keys = self.keys()
            if key not in keys:
                save_json(self.storage, INDEX, {"schema": SCHEMA, "games": keys + [key]})
        except WriteFailed as exc:
            raise LinkError("link.err.not_saved", str(exc)) from None

    def load(self, key: str) -> Opened:
        record = self.record(key)
        if record is None:
            raise LinkError("link.err.record")
        return self._view(key, record)

    def games(self) -> list[Opened]:
        """Every readable game by link on this device, the most recently changed first."""
        out = []
        for key in self.keys():
            try:
                out.append(self.load(key))
            except LinkError:
                continue
        return sorted(out, key=lambda o: -o.since)

    # --- the three ways a game changes --------------------------------------------------------
    def start(self, game_id: str, seats: list[bylink.LinkSeat], options: dict | None = None) -> Opened:
        game, root = bylink.new_game(game_id, seats, options)
        key = game.game_key()
        code = bylink.encode(game)
        record = {"code": code, "seat": game.starter, "root": root.hex(), "pending": [], "outbox": code}
        self._write(key, record)
        return self._view(key, record)

    def open(self, text: str) -> Opened:
        """Open a link (as ``#m=`` does); LinkError (nothing changed) when it is refused."""
        run = bylink.decode(text)
        game = run.game
        key = game.game_key()
        record = self.record(key)
        if record is None:
            self._refuse_a_copy_of_ours(game)
            if game.next_joiner() is not None and game.resigned is None:
                joined, seat, root = bylink.join(game)
                code = bylink.encode(joined)
                record = {"code": code, "seat": seat, "root": root.hex(), "pending": [], "outbox": code}
            else:  # a game this device has no seat in: it can only watch
                record = {
                    "code": bylink.encode(game),
                    "seat": None,
                    "root": None,
                    "pending": [],
                    "outbox": "",
                    "resigned": game.resigned,  # a game that ended before this device had a seat
                }
            try:  # atomic: of two copies opening one invitation at once, one joins
                self._write(key, record, new=True)
                return self._view(key, record)
            except Taken:
                record = self.record(key)
                if record is None:
                    raise LinkError("link.err.changed_here") from None
        try:
            return self._open_known(key, record, game, text)
        except LinkError as exc:
            if exc.key in ("link.err.reveal", "link.err.diverged"):
                exc.game_key = key  # does not fit this device's game: the screen offers a way on
            raise

    def _refuse_a_copy_of_ours(self, game: LinkGame) -> None:
        """A game this device does not know may still carry this device's own secret: then it is a
        game of ours whose starter's secret was changed (the game's id comes from that secret), and
        opening it as another game would list a forged game beside the real one. Refused, naming the
        starter. Secrets are fresh for every game, so no honest game ever carries one of ours."""
        for key in self.keys():
            try:
                record = self.record(key)
            except bylink.LinkError:
                continue  # a damaged record: kept aside by ``record``
            if record is None:
                continue
            seat, root = record.get("seat"), record.get("root")
            if seat is None or root is None or seat not in game.counts or seat == game.starter:
                continue
            if bylink.hash_down(bytes.fromhex(root), bylink.CHAIN - game.counts[seat]) == game.latest[seat]:
                raise bylink.LinkError(
                    "link.err.reveal", "another starter's secret", game.starter, game.seats
                )

    def _open_known(self, key: str, record: dict, game: LinkGame, text: str) -> Opened:
        stored = bylink.game_of(record["code"])
        order = bylink.relation(stored, game)
        if game.resigned is not None and record.get("resigned") is None and game.resigned != record["seat"]:
            return self._resigned(key, record, stored, game, order, text)
        seat, root = record["seat"], record["root"]
        if seat is not None and root is not None and seat in game.counts:
            mine = bytes.fromhex(root)
            if bylink.hash_down(mine, bylink.CHAIN - game.counts[seat]) != game.latest[seat]:
                raise LinkError("link.err.reveal", "this device's own secret", seat, game.seats)
        code = bylink.extract(text)
        if order == "newer":
            if record["pending"] or record["outbox"] and record["outbox"] != code:
                if not self._continues_outbox(record, game):
                    raise LinkError("link.err.diverged", "this device's unsent turn")
            record = dict(record, code=code, pending=[], outbox="", sent=False)
            self._write(key, record)
        opened = self._view(key, record)
        if self._leg_complete(record, opened):
            opened = self._send(key, record, opened.run.radices)
        opened.older = order == "older"
        return opened

    def _resigned(self, key: str, record: dict, stored: LinkGame, game: LinkGame, order: str, text: str):
        """Another seat's resignation: checked (its proof is an element this device has never seen),
        then the game ends here at the newer of the two positions."""
        if not bylink.resignation_fits(stored, game):
            raise LinkError("link.err.reveal", "an old element as a resignation", game.resigned, game.seats)
        code = record["code"] if order == "older" else bylink.extract(text)
        record = dict(record, code=code, pending=[], outbox="", sent=False, resigned=game.resigned)
        self._write(key, record)
        return self._view(key, record)

    def _continues_outbox(self, record: dict, game: LinkGame) -> bool:
        """A newer link that already contains this device's unsent leg (it was sent after all)."""
        if record["pending"] or not record["outbox"]:
            return False
        return bylink.relation(bylink.game_of(record["outbox"]), game) in ("newer", "same")

    def act(self, key: str, index: int, opened: Opened | None = None) -> Opened:
        """This device's decision ``index`` (into the ordered legal actions) in its open leg.

        ``opened``: the game as ``load``/``open``/``act`` last gave it (saves a replay)."""
        record = self.record(key)
        if opened is None or len(opened.run.radices) != len(opened.run.game.decisions) + len(
            record["pending"]
        ):
            opened = self._view(key, record)
        if opened.status != "your_move":
            raise LinkError("link.err.not_yours")
        opened.run.feed(index)
        record = dict(record, pending=record["pending"] + [index])
        if self._leg_complete(record, opened):
            return self._send(key, record, opened.run.radices)
        self._write(key, record)
        opened.since = record["changed"]
        return opened

    @staticmethod
    def _leg_complete(record: dict, opened: Opened) -> bool:
        """This device's open leg is over (also an empty one: the starter's deal) but not yet sent."""
        run = opened.run
        if record.get("resigned") is not None:
            return False  # the game ended with a resignation: nothing more is played
        return record["seat"] is not None and run.device == record["seat"] and run.handed_over()

    def _send(self, key: str, record: dict, radices: list[int] | None = None) -> Opened:
        """Close this device's complete leg: the link for the next player becomes the outbox."""
        game = bylink.game_of(record["code"])
        sent = bylink.close_leg(game, record["seat"], bytes.fromhex(record["root"]), record["pending"])
        code = bylink.encode(sent, radices)
        # checked before it is stored: a screen whose decisions do not replay (a taken-back move
        # still counted) must never write over the game with a link nobody can open
        run = bylink.decode(code, bytes.fromhex(record["root"]), record["seat"])
        record = dict(record, code=code, pending=[], outbox=code, sent=False)
        self._write(key, record)
        return self._view(key, record, run)

    def record_leg(
        self, key: str, pending: list[int], radices: list[int], complete: bool, code: str | None = None
    ) -> Opened | None:
        """A game screen's decisions of this device's open leg, stored as they are taken (no replay).

        ``radices``: how many choices every decision of the game had (the screen's replay knows);
        ``complete``: the leg is over, so its link is made (returned as the new view); ``code``: the
        stored link the screen began from (a record deleted, replaced or moved on meanwhile is
        refused with ``link.err.changed_here`` and left as it is)."""
        record = self.record(key)
        if record is None or record["seat"] is None or code is not None and record["code"] != code:
            raise LinkError("link.err.changed_here")
        record = dict(record, pending=list(pending))
        if complete:
            return self._send(key, record, radices)
        self._write(key, record)
        return None

    def mark_sent(self, key: str) -> None:
        """The player handed the outbox link to the share sheet or the clipboard. The link itself is
        kept until the next link of the game arrives (``open``): a cancelled share sheet, a clipboard
        that lost it or a message never sent must not leave the game with no way on ("Send again")."""
        record = self.record(key)
        if record is not None and record["outbox"] and not record.get("sent"):
            self._write(key, dict(record, sent=True))

    def mark_counted(self, key: str) -> None:
        """The finished game was counted in this device's statistics (never twice)."""
        record = self.record(key)
        if record is not None and not record.get("counted"):
            self._write(key, dict(record, counted=True))

    def resign(self, key: str) -> Opened:
        """Give up: the game ends, and the link that tells the others (they verify it) is the outbox."""
        record = self.record(key)
        if record is None or record["seat"] is None or record.get("resigned") is not None:
            raise LinkError("link.err.not_yours")
        if self._view(key, record).status == "finished":
            raise LinkError("link.err.not_yours", "the game is over")
        game = bylink.game_of(record["code"])
        code = bylink.encode(bylink.resign(game, record["seat"], bytes.fromhex(record["root"])))
        bylink.decode(code)  # like every link made: checked (bounds, depth, proof) before it is stored
        record = dict(record, code=code, pending=[], outbox=code, sent=False, resigned=record["seat"])
        self._write(key, record)
        return self._view(key, record)

    def delete(self, key: str) -> str:
        """Remove a game from this device: its record is first copied aside (``.deleted-<time>``,
        secret and all), then dropped from the list. Returns where the copy is; LinkError if no copy
        could be made (then nothing is removed)."""
        where = self.storage.keep_aside(record_key(key), reason="deleted", remove=False)
        if not where:
            raise LinkError("link.err.not_saved", "no copy could be made")
        try:
            self.storage.remove(record_key(key))
            save_json(self.storage, INDEX, {"schema": SCHEMA, "games": [k for k in self.keys() if k != key]})
        except WriteFailed as exc:
            raise LinkError("link.err.not_saved", str(exc)) from None
        return where

    # --- how it stands ----------------------------------------------------------------------
    def _view(self, key: str, record: dict, run: Replay | None = None) -> Opened:
        """How the game stands here (``run``: the stored link already replayed with this device's secret)."""
        seat = record["seat"]
        root = None if record["root"] is None else bytes.fromhex(record["root"])
        code = record["code"]
        run = bylink.replay_code(code, root, seat) if run is None else run
        for index in record["pending"]:
            run.feed(index)
        if record.get("resigned") is not None:
            status = "resigned"
        elif run.finished:
            status = "finished"
        elif run.device == seat and seat is not None and run.key is not None and not run.handed_over():
            status = "your_move"
        else:
            status = "waiting"
        since = float(record.get("changed", 0))
        return Opened(
            key, run, seat, status, record["outbox"], record.get("sent", False), since=since, code=code,
            pending=list(record["pending"]), counted=record.get("counted", False), resigned=record.get("resigned"),
        )  # fmt: skip
