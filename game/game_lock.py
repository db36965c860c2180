"""Which copy of the app is playing which game, so two copies never overwrite each other's save.

Each game id has a lock (``lock.<game_id>``) in the same storage as the saves: a file in the data
folder natively, a ``localStorage`` key in the browser (shared by every tab of the page). It holds
the owning copy's id and a heartbeat time that the owner rewrites every ``BEAT_S`` seconds while it
plays. A lock whose heartbeat is older than ``STALE_S`` belongs to a copy that crashed, was closed
without a goodbye (a browser tab) or is frozen (a background tab): it is free to take. A copy that
finds its lock taken by another copy stops saving that game and says so, so the last writer never
silently wins. Locks are not the player's data: they are rewritten freely.

The wall clock can jump. A heartbeat that is not a finite number is damaged (free). A heartbeat in
the future (the clock was set back since it was written) cannot be aged by the clock, so a copy
also watches it: a heartbeat that has not changed for ``STALE_S`` of this copy's own steady clock
is stale whatever its time says. The owner renews when its clock has moved ``BEAT_S`` either way.
A copy that cannot write its lock (``failed``) does not save that game either (another copy could
not see it playing): it tries the lock again before each save and says why it did not save.
"""

from __future__ import annotations

import json
import math
import time
import uuid

from game.storage import StorageError

BEAT_S = 2.0  # seconds between heartbeats of a game being played
STALE_S = 10.0  # a heartbeat this old means the copy is gone (crashed, closed, frozen)


def now() -> float:
    """Wall-clock seconds, comparable between processes and browser tabs (tests replace it)."""
    return time.time()


def steady() -> float:
    """This copy's own clock, which never jumps (tests replace it)."""
    return time.monotonic()


def lock_key(game_id: str) -> str:
    return f"lock.{game_id}"


class HeldLocks(dict):
    """Game id -> when this copy last wrote its heartbeat; remembers the latest and the earliest
    of those times (``calm``: between them and one beat later no heartbeat falls due), so that a
    still frame asks ``GameLocks.due`` in two comparisons. Every change forgets them."""

    calm: tuple[float, float] | None = None

    def settle(self) -> tuple[float, float]:
        self.calm = (max(self.values()), min(self.values()))
        return self.calm

    def __setitem__(self, key, value):
        self.calm = None
        super().__setitem__(key, value)

    def __delitem__(self, key):
        self.calm = None
        super().__delitem__(key)

    def pop(self, *args):
        self.calm = None
        return super().pop(*args)

    def popitem(self):
        self.calm = None
        return super().popitem()

    def clear(self):
        self.calm = None
        super().clear()

    def update(self, *args, **kwargs):
        self.calm = None
        super().update(*args, **kwargs)

    def setdefault(self, key, default=None):
        self.calm = None
        return super().setdefault(key, default)


class GameLocks:
    def __init__(self, storage, owner: str | None = None):
        self.storage = storage
        self.owner = owner or uuid.uuid4().hex
        self.held = HeldLocks()  # game id -> when this copy last wrote its heartbeat
        self.failed: dict[str, str] = {}  # game id -> why its lock could not be written
        self._seen: dict[str, tuple] = {}  # game id -> (owner, beat, steady time first seen)

    def holder(self, game_id: str) -> str | None:
        """The id of another live copy playing ``game_id``, or None."""
        try:
            raw = self.storage.read(lock_key(game_id))
            data = json.loads(raw) if raw is not None else None
            owner, beat = data["owner"], float(data["beat"])
        except (StorageError, ValueError, TypeError, KeyError, RecursionError):
            return None  # no lock, or a damaged one: nobody is known to play
        if owner == self.owner or not isinstance(owner, str) or not math.isfinite(beat):
            return None
        if now() - beat >= STALE_S or self._unchanged_for(game_id, owner, beat) >= STALE_S:
            return None
        return owner

    def _unchanged_for(self, game_id: str, owner: str, beat: float) -> float:
        """How long (steady seconds) this copy has seen the same heartbeat in the lock."""
        t = steady()
        seen = self._seen.get(game_id)
        if seen is None or seen[:2] != (owner, beat):
            self._seen[game_id] = seen = (owner, beat, t)
        return t - seen[2]

    def claim(self, game_id: str) -> bool:
        """Take the game's lock; False if another live copy holds it, or if the lock cannot be
        written (then ``failed[game_id]`` says why: another copy would not see this one play)."""
        self.failed.pop(game_id, None)  # an earlier failure says nothing about this attempt
        if self.holder(game_id) is not None:
            return False
        return self._write(game_id)

    def _write(self, game_id: str) -> bool:
        stamp = now()
        try:
            self.storage.write(lock_key(game_id), json.dumps({"owner": self.owner, "beat": stamp}))
        except StorageError as exc:
            self.held.pop(game_id, None)
            self.failed[game_id] = str(exc) or type(exc).__name__
            return False
        self.failed.pop(game_id, None)
        self.held[game_id] = stamp
        return True

    def due(self) -> bool:
        """A heartbeat is due (``beat`` would renew one, or find it lost): a still frame asks this
        instead of beating, and runs in full when it is."""
        held = self.held
        if not held:
            return False
        latest, earliest = held.calm or held.settle()  # every heartbeat's 0 <= t - last < BEAT_S
        t = now()
        return not (t >= latest and t - earliest < BEAT_S)

    def beat(self) -> list[str]:
        """Renew due heartbeats (call every frame; cheap between beats). Returns the games whose
        lock another copy has taken meanwhile (this copy was frozen or too slow): no longer held.
        One whose heartbeat could not be written is no longer held either, and is in ``failed``
        (the next save tries again). A clock set back renews at once."""
        lost = []
        t = now()
        for game_id, last in list(self.held.items()):
            if 0 <= t - last < BEAT_S:
                continue
            if self.holder(game_id) is not None:
                del self.held[game_id]
                lost.append(game_id)
            else:
                self._write(game_id)
        return lost

    def still_mine(self, game_id: str) -> bool:
        """Checked before each save: this copy holds the lock and no other copy has taken it."""
        return game_id in self.held and self.holder(game_id) is None

    def release(self, game_id: str | None = None) -> None:
        """Let go of one game's lock (or all): leaving the game, finishing it, quitting."""
        for gid in [game_id] if game_id else list(self.held):
            if self.held.pop(gid, None) is not None and self.holder(gid) is None:
                try:
                    self.storage.remove(lock_key(gid))
                except StorageError:
                    pass
