"""After an unexpected end (a reload, a crash, a kill): which game was open, so the title screen
can offer it at once.

While a game is being played the app keeps a flag, ``playing`` = {"game": id, "pid": process}:
in the browser in ``sessionStorage`` (one per tab: it survives the tab's reload, which is what
iOS does to a background tab when memory runs short, but no other tab sees it); natively a file in
the data folder. Going back to the title, finishing the game or quitting clears it. A flag found
at start-up therefore means the last run ended without a goodbye; natively it is ignored while
the process that wrote it still runs (another copy of the game is playing).

Nothing here is the player's data: every failure to read or write the flag is ignored.
"""

from __future__ import annotations

import json
import os

from game import games
from game.game_lock import lock_key
from game.storage import MemoryStorage, StorageError, WebStorage
from game.webenv import IS_WEB, browser_window

KEY = "playing"


def _alive(pid: int) -> bool:
    """A process with this id runs (this very process included: its flag is a live copy's)."""
    if pid == os.getpid():
        return True
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        return True  # it exists, owned by someone else
    return True


class PlayingFlag:
    def __init__(self, store, check_process: bool = True):
        self.store = store
        self.check_process = check_process

    @classmethod
    def for_app(cls, storage) -> PlayingFlag:
        """The tab's session storage in the browser; natively the app's own storage."""
        if IS_WEB:
            win = browser_window()
            try:
                return cls(WebStorage(win.sessionStorage), check_process=False)
            except Exception:  # noqa: BLE001 - no session storage: nothing to detect
                return cls(MemoryStorage(), check_process=False)
        return cls(storage)

    def mark(self, game_id: str, owner: str = "") -> None:
        """A game is open (``owner``: this copy's game-lock id)."""
        try:
            self.store.write(KEY, json.dumps({"game": game_id, "pid": os.getpid(), "owner": owner}))
        except StorageError:
            pass

    def clear(self) -> None:
        try:
            self.store.remove(KEY)
        except StorageError:
            pass

    def interrupted(self, locks=None) -> str | None:
        """The game that was open when the last run ended unexpectedly, or None. With ``locks``
        (``game.game_lock.GameLocks``), the game lock the ended run still holds is let go: its
        heartbeat may be seconds old, but that copy is gone (it is this page, reloaded)."""
        try:
            raw = self.store.read(KEY)
            data = json.loads(raw) if raw is not None else None
            game_id, pid, owner = data["game"], data.get("pid", 0), data.get("owner", "")
        except (
            StorageError,
            ValueError,
            TypeError,
            KeyError,
            RecursionError,
            UnicodeDecodeError,
            AttributeError,
        ):
            return None
        if game_id not in games.GAME_IDS or type(pid) is not int:
            return None
        if self.check_process and _alive(pid):
            return None
        if locks is not None and owner and locks.holder(game_id) == owner:
            try:
                locks.storage.remove(lock_key(game_id))
            except StorageError:
                pass
        return game_id
