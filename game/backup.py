"""Back up and restore everything the player has: settings, statistics and every game's autosave.

A backup is one line of text (a "code") the player can copy, paste, or keep in a file:
``DCBACKUP1.<base64url of the zlib-compressed JSON>.<crc32 of the JSON, 8 hex digits>``. The
JSON is ``{"backup": 1, "made": "<UTC time>", "data": {key: stored object}}`` with the keys
``settings``, ``autosave.<game id>``, ``daily`` (the record of daily games) and the games by link
(``bylink.index`` and every record ``bylink.<game key>``, with this device's secret: restored, the device
can go on playing them), each holding exactly what the storage holds.

Reading a backup (``read``) checks everything before anything is written: the prefix (a foreign
text), the size (a huge one), the checksum (a damaged one), the version, and every value as the
game itself would load it (settings with no unusable field, each autosave a playable game of its
key's game). A bad backup raises ``BackupError`` with a message key and changes nothing.

``restore`` is all or nothing. It first copies every value it will replace aside
(``<key>.replaced-<time>``, like the ``.corrupt-<time>`` copies; they stay), then writes every
restored value aside (``<key>.restoring-<id>``: a full disk or a read-only folder stops it here,
with nothing changed), and only then switches, key by key, by renames that need no free space,
each old value held until all are in. A switch that fails puts every old value back. What cannot
be done raises ``RestoreFailed`` naming the real reason (its key says whether nothing changed).

Pure: no pygame. The app, the Settings scene and ``--backup``/``--restore`` use it.
"""

from __future__ import annotations

import base64
import binascii
import json
import os
import stat
import time
import uuid
import zlib
from dataclasses import dataclass, field

from game import bylink, bylink_store, daily_record, games
from game.saves import autosave_key
from game.session import SAVE_SCHEMA
from game.settings import SETTINGS_KEY, SETTINGS_SCHEMA, read_fields
from game.share import session_from_dict
from game.storage import StorageError

PREFIX = "DCBACKUP"
VERSION = 1
MAX_CODE = 4_000_000  # characters of a code (a real one is a few KB per saved game)
MAX_JSON = 8_000_000  # bytes of JSON inside it
MAX_DEPTH = 40  # nesting of JSON values (saves nest a few levels)
ASIDE = "replaced"
STAGE = "restoring"  # the restored values, written aside before anything is switched
HOLD = "restore-old"  # the old values while the switch is under way
BAD_VALUE = (ValueError, KeyError, TypeError, IndexError, AttributeError, RecursionError, ArithmeticError)


def keys(storage=None, backup: Backup | None = None) -> list[str]:
    """Every storage key a backup holds: the settings, every game's autosave, the daily record and the games by link
    found in ``storage`` (listed, or in its index) and in ``backup``."""
    linked: set[str] = set()
    if storage is not None:
        linked |= set(_bylink_keys(storage))
    if backup is not None:
        linked |= {k for k in backup.data if is_bylink(k)}
    return [SETTINGS_KEY] + [autosave_key(g) for g in games.GAME_IDS] + [daily_record.KEY] + sorted(linked)


def is_bylink(key: str) -> bool:
    return key == bylink_store.INDEX or bylink_store.is_record_key(key)


def _bylink_keys(storage) -> list[str]:
    """The games by link in ``storage``: their index and every record (listed, else indexed)."""
    found = {bylink_store.record_key(k) for k in bylink_store.Device(storage).keys()}
    listing = getattr(storage, "stored_keys", None)
    try:
        found |= {k for k in (listing() if listing else []) if is_bylink(k)}
    except StorageError:
        pass  # the index's games still are
    return sorted(found | {bylink_store.INDEX}) if found else []


class BackupError(ValueError):
    """A backup that cannot be used; ``key`` is the player's message, ``str()`` one English line."""

    def __init__(self, key: str, detail: str):
        detail = printable(detail)  # it is drawn on screen and printed: no NUL, no lone surrogate
        super().__init__(detail)
        self.key = key
        self.detail = detail


class RestoreFailed(BackupError, StorageError):
    """The storage could not take the restore: ``backup.err.unwritable`` (nothing was changed) or
    ``backup.err.storage`` (the old values could not all be put back; ``where`` they are kept)."""

    def __init__(self, key: str, detail: str, where: str = ""):
        super().__init__(key, detail)
        self.where = printable(where)

    def __str__(self) -> str:
        return f"{self.detail}; what it replaced is kept as {self.where}" if self.where else self.detail


def printable(text: str) -> str:
    """``text`` with every character a font or a terminal cannot take shown as "?"."""
    return "".join(c if c.isprintable() else "?" for c in text)


@dataclass
class Backup:
    made: str
    data: dict[str, dict]  # storage key -> the stored JSON object
    left_out: list[str] = field(default_factory=list)  # keys that were stored but unreadable

    @property
    def games(self) -> list[str]:
        """The game ids with a saved game in the backup."""
        return [g for g in games.GAME_IDS if autosave_key(g) in self.data]

    @property
    def by_link(self) -> int:
        """How many games by link the backup holds."""
        return sum(bylink_store.is_record_key(k) for k in self.data)


# --- making a backup -------------------------------------------------------------------------
def collect(storage) -> Backup:
    """What the storage holds now. A value that cannot be read or is not a JSON object is left
    out (and named in ``left_out``): the backup never carries garbage it would refuse itself."""
    data: dict[str, dict] = {}
    left_out: list[str] = []
    for key in keys(storage):
        try:
            raw = storage.read(key)
        except (StorageError, UnicodeDecodeError):
            left_out.append(key)
            continue
        if raw is None:
            continue
        try:
            value = json.loads(raw)
            check_value(key, value)
        except (BackupError, *BAD_VALUE):
            left_out.append(key)
            continue
        data[key] = value
    return Backup(time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), data, left_out)


def encode(backup: Backup) -> str:
    payload = {"backup": VERSION, "made": backup.made, "data": backup.data}
    raw = json.dumps(payload, separators=(",", ":"), sort_keys=True).encode("utf-8")
    body = base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode("ascii").rstrip("=")
    return f"{PREFIX}{VERSION}.{body}.{zlib.crc32(raw):08x}"


def make(storage) -> tuple[str, Backup]:
    """The backup code of everything in ``storage`` and what it holds."""
    backup = collect(storage)
    return encode(backup), backup


# --- reading one -----------------------------------------------------------------------------
def _depth_ok(value, limit: int = MAX_DEPTH) -> bool:
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if depth > limit:
            return False
        if isinstance(item, dict):
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, depth + 1) for v in item)
    return True


def read(text: str) -> Backup:
    """The backup in ``text`` (spaces and line breaks ignored), fully checked; else BackupError."""
    if not isinstance(text, str):
        raise BackupError("backup.err.foreign", "not text")
    if len(text) > MAX_CODE:
        raise BackupError("backup.err.too_big", f"{len(text)} characters, at most {MAX_CODE}")
    code = "".join(text.split())
    if not code:
        raise BackupError("backup.err.empty", "there is no backup code")
    if not code.startswith(PREFIX):
        raise BackupError("backup.err.foreign", "this is not a Dice & Chips backup")
    version, _, rest = code[len(PREFIX) :].partition(".")
    if version != str(VERSION):
        raise BackupError("backup.err.version", f"backup version {version[:12]!r}; this game reads {VERSION}")
    body, _, check = rest.rpartition(".")
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        inflater = zlib.decompressobj()
        raw = inflater.decompress(packed, MAX_JSON + 1)
    except (binascii.Error, ValueError, zlib.error):
        raise BackupError("backup.err.damaged", "the code is damaged (it does not decode)") from None
    if len(raw) > MAX_JSON or inflater.unconsumed_tail:
        raise BackupError("backup.err.too_big", f"more than {MAX_JSON} bytes inside")
    if not inflater.eof:
        raise BackupError("backup.err.damaged", "the code is cut short")
    if f"{zlib.crc32(raw):08x}" != check.lower():
        raise BackupError("backup.err.damaged", "the code is damaged (its checksum does not match)")
    try:
        payload = json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError):
        raise BackupError("backup.err.damaged", "the code holds no readable data") from None
    if not isinstance(payload, dict) or not _depth_ok(payload):
        raise BackupError("backup.err.contents", "the data is not a backup's")
    if payload.get("backup") != VERSION or type(payload.get("backup")) is not int:
        raise BackupError("backup.err.version", f"backup version {payload.get('backup')!r}")
    data, made = payload.get("data"), payload.get("made")
    if not isinstance(data, dict) or not isinstance(made, str) or len(made) > 40:
        raise BackupError("backup.err.contents", "the data is not a backup's")
    if not made.isprintable():  # a NUL or a lone surrogate cannot be drawn or printed
        raise BackupError("backup.err.contents", "its date is not readable text")
    unknown = sorted(k for k in set(data) - set(keys()) if not is_bylink(k))
    if unknown:
        raise BackupError("backup.err.contents", f"unknown part {unknown[0][:40]!r}")
    for key, value in data.items():
        check_value(key, value)
    return Backup(made, dict(data))


def check_value(key: str, value) -> None:
    """A stored value as the game would load it; BackupError naming the part when it would not."""
    if not isinstance(value, dict):
        raise BackupError("backup.err.contents", f"{key}: not a JSON object")
    try:
        if key == SETTINGS_KEY:
            if value.get("schema") != SETTINGS_SCHEMA or type(value.get("schema")) is not int:
                raise ValueError(f"schema {value.get('schema')!r}")
            _, bad = read_fields(value)
            if bad:
                raise ValueError("unusable " + ", ".join(bad))
            return
        if key == daily_record.KEY:
            daily_record.check(value)  # the record of daily games, every entry usable
            return
        if is_bylink(key):
            _check_bylink(key, value)
            return
        if value.get("schema") != SAVE_SCHEMA or type(value.get("schema")) is not int:
            raise ValueError(f"schema {value.get('schema')!r}")
        session = session_from_dict(value)  # a challenge's save included
        if autosave_key(session.game_id) != key:
            raise ValueError(f"holds a game of {session.game_id}")
    except (*BAD_VALUE, bylink.LinkError) as exc:
        raise BackupError("backup.err.contents", f"{key}: {str(exc)[:120]}") from None


def _check_bylink(key: str, value: dict) -> None:
    """The index lists game keys; a record is one the device would open: its link replays, it is
    the game its key names, and its secret is the chain of its seat (ValueError/LinkError if not)."""
    if value.get("schema") != bylink_store.SCHEMA or type(value.get("schema")) is not int:
        raise ValueError(f"schema {value.get('schema')!r}")
    if key == bylink_store.INDEX:
        listed = value.get("games")
        if not isinstance(listed, list) or not all(
            isinstance(k, str) and bylink_store.is_record_key(bylink_store.record_key(k)) for k in listed
        ):
            raise ValueError("not a list of games")
        return
    record = bylink_store._validate(value)
    if "damaged" in record:
        if len(record["damaged"]) > 200:
            raise ValueError("a damaged record's note")
        return  # the note of a damaged record: restored, the game's next link is refused again
    game = bylink.decode(record["code"]).game
    if bylink_store.record_key(game.game_key()) != key:
        raise ValueError("holds another game")
    seat, root = record["seat"], record["root"]
    if seat is not None and root is not None and seat in game.counts:
        latest = game.proof if game.resigned == seat else game.latest[seat]
        shown = game.counts[seat] + (1 if game.resigned == seat else 0)
        if bylink.hash_down(bytes.fromhex(root), bylink.CHAIN - shown) != latest:
            raise ValueError("its secret is not its seat's")


def _same(raw: str, value) -> bool:
    """The stored text holds ``value`` (None: the backup holds nothing for it)."""
    if value is None:
        return False
    try:
        return json.loads(raw) == value
    except (ValueError, RecursionError):
        return False


# --- restoring -------------------------------------------------------------------------------
@dataclass
class Restored:
    written: list[str]
    kept: dict[str, str]  # key -> where its previous value was copied
    removed: list[str]  # keys the backup does not hold, removed after their copy was made


def restore(storage, backup: Backup) -> Restored:
    """Make the storage hold exactly the backup, all or nothing (see the module's docstring).
    Every value that differs is first copied aside; ``RestoreFailed`` says why when the restore
    cannot be done, and then the storage holds what it held before."""
    every = keys(storage, backup)
    current: dict[str, str | None] = {}
    for key in every:
        try:
            current[key] = storage.read(key)
        except UnicodeDecodeError:
            current[key] = ""  # damaged bytes: copied aside like any other value
        except StorageError as exc:
            raise RestoreFailed("backup.err.unwritable", f"{key}: {exc}") from None
    new = {key: json.dumps(value, separators=(",", ":")) for key, value in backup.data.items()}
    changing = [k for k in every if current[k] is not None and not _same(current[k], backup.data.get(k))]
    kept: dict[str, str] = {}
    for key in changing:
        where = storage.keep_aside(key, reason=ASIDE, remove=False)
        if not where:
            why = getattr(storage, "aside_failed", "") or "no copy of the current data could be made"
            raise RestoreFailed("backup.err.unwritable", f"{key}: {why}")
        kept[key] = where
    writing = [k for k in every if k in new and (current[k] is None or k in kept)]
    removing = [k for k in every if k not in new and current[k] is not None]
    token = uuid.uuid4().hex[:8]
    staged = {key: f"{key}.{STAGE}-{token}" for key in writing}
    held = {key: f"{key}.{HOLD}-{token}" for key in writing + removing if current[key] is not None}
    try:
        for key, aside in staged.items():
            storage.write(aside, new[key])
    except StorageError as exc:
        _discard(storage, staged.values())
        raise RestoreFailed("backup.err.unwritable", str(exc)) from None
    switched: list[str] = []
    try:
        for key in writing + removing:
            if key in held:
                storage.rename(key, held[key])
            switched.append(key)
            if key in staged:
                storage.rename(staged[key], key)
    except StorageError as exc:
        _discard(storage, staged.values())  # those not moved in yet (the rest are gone already)
        _roll_back(storage, switched, held, exc)
    _discard(storage, held.values())  # the copies aside (``kept``) stay
    return Restored(writing, kept, removing)


def _roll_back(storage, switched: list[str], held: dict[str, str], exc: StorageError) -> None:
    """Put every switched key's old value back, then raise ``RestoreFailed``."""
    for n in range(len(switched) - 1, -1, -1):
        key = switched[n]
        try:
            if key in held:
                storage.rename(held[key], key)
            else:
                storage.remove(key)
        except StorageError:
            where = ", ".join(storage.where(held[k]) for k in switched[: n + 1] if k in held)
            raise RestoreFailed("backup.err.storage", str(exc), where) from None
    raise RestoreFailed("backup.err.unwritable", str(exc))


def _discard(storage, keys_aside) -> None:
    for key in keys_aside:
        try:
            storage.remove(key)
        except StorageError:
            pass  # a stray copy, never read


def restore_locked(storage, backup: Backup, locks) -> Restored:
    """``restore`` while holding every game's lock (``game.game_lock.GameLocks``): a game another
    running copy is playing would be saved over again by it, so then nothing is restored."""
    claimed = []
    try:
        for game_id in games.GAME_IDS:
            if game_id in locks.held:
                continue
            if not locks.claim(game_id):
                if game_id in locks.failed:  # the lock could not be written: the storage's real reason
                    raise RestoreFailed("backup.err.unwritable", locks.failed[game_id])
                raise BackupError("backup.err.busy", f"another copy of the game is playing {game_id}")
            claimed.append(game_id)
        return restore(storage, backup)
    finally:
        for game_id in claimed:
            locks.release(game_id)


# --- the command line: --backup FILE, --restore FILE ------------------------------------------
def _what(backup: Backup) -> str:
    held = ", ".join(backup.games) or "none"
    stats = "" if SETTINGS_KEY in backup.data else " (none stored)"
    return f"settings and statistics{stats}, saved games: {held}, games by link: {backup.by_link}"


def write_file(path, text: str) -> None:
    """Write a backup file next to nothing it could replace (OSError/FileExistsError on failure)."""
    with open(path, "x", encoding="utf-8") as f:
        f.write(text + "\n")


def read_file(path) -> Backup:
    """The backup in a file, fully checked (BackupError, also for a file that cannot be read). Only
    a regular file is read: a FIFO, a device or a folder is refused without waiting on it."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except (OSError, ValueError) as exc:
        raise BackupError("backup.err.file", getattr(exc, "strerror", None) or str(exc)) from None
    try:
        with open(fd, "rb", closefd=True) as f:
            if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):
                raise BackupError("backup.err.file", "it is not a file")
            raw = f.read(MAX_CODE + 1)
    except OSError as exc:
        raise BackupError("backup.err.file", exc.strerror or str(exc)) from None
    return read(raw.decode("utf-8", errors="replace"))


def command(storage, locks, backup_file: str | None, restore_file: str | None, out) -> int:
    """``--backup FILE`` / ``--restore FILE``: one line on ``out`` and exit 0; a bad backup or a
    file that cannot be written: one line (the caller prints it to stderr) and exit 2."""
    if backup_file is not None:
        code, made = make(storage)
        try:
            write_file(backup_file, code)
        except FileExistsError:
            raise BackupError("backup.err.file", f"{backup_file} exists (nothing is overwritten)") from None
        except OSError as exc:
            raise BackupError("backup.err.file", f"{backup_file}: {exc.strerror or exc}") from None
        left = f"; left out (unreadable): {', '.join(made.left_out)}" if made.left_out else ""
        print(f"backed up {_what(made)} to {backup_file}{left}", file=out)
        return 0
    backup = read_file(restore_file)
    try:
        done = restore_locked(storage, backup, locks)
    except BackupError:
        raise
    except StorageError as exc:
        raise BackupError("backup.err.unwritable", str(exc)) from None
    kept = "; the data it replaced was kept as " + ", ".join(done.kept.values()) if done.kept else ""
    print(f"restored {_what(backup)} from the backup of {backup.made}{kept}", file=out)
    return 0
