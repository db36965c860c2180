"""One autosave per game: ``autosave.<game_id>``, never overwritten unless it was read (or copied) first.

``SaveShelf`` owns the autosave keys of one storage. It migrates the single
``autosave`` key of earlier versions to its game's key (the old value is only
removed once the new key is written, or kept aside when both exist), refuses
to overwrite a save it could not read or copy, and returns every problem as a
``Notice`` for the player instead of raising.

A save is never written over newer progress: the shelf remembers the exact text it last read or
wrote for each key (its ``base``), and a write or removal finds what is stored first. When that is
no longer the base (another copy of the game played on and went back to its title, or a restore
replaced the save), the newer save is left as it is and the player is told (``err.save_newer``).
"""

from __future__ import annotations

from game import games
from game.i18n import tr
from game.notices import Notice, from_problem, game_what
from game.session import SAVE_SCHEMA, Session
from game.share import session_from_dict
from game.storage import LoadProblem, StorageError, WriteFailed, load_json, load_json_text, save_json

LEGACY_KEY = "autosave"


def autosave_key(game_id: str) -> str:
    return f"{LEGACY_KEY}.{game_id}"


def summary(session: Session) -> str:
    """One line for a game card: "Ana vs Hard 2 — round 3"."""
    names = tr("save.vs").join(session.name_of(i) for i in range(len(session.seats)))
    return tr("save.summary", players=names, round=table_round(session))


def table_round(session: Session) -> int:
    """The round being played: the game's own round (Buttons, Exactly!), else one per turn of every seat
    (a turn count would count all seats' turns: "turn 5" of a 2-player game is its third round)."""
    own = getattr(session.state, "round", None)
    if type(own) is int and own > 0:
        return own
    return session.turns() // len(session.seats) + 1


class SaveShelf:
    def __init__(self, storage):
        self.storage = storage
        self.blocked: set[str] = set()  # keys holding data we could not read or copy: never written
        self.checked: set[str] = set()  # keys read at least once (safe to replace)
        self.repaired: dict[str, str] = {}  # key -> where the original of a repaired save was copied
        self.base: dict[str, str | None] = {}  # key -> the text last read or written here (None: none)

    # --- reading -----------------------------------------------------------------------
    def load_all(self) -> tuple[dict[str, Session], list[Notice]]:
        notices = self.migrate_legacy()
        found: dict[str, Session] = {}
        for game_id in games.GAME_IDS:
            session, problems = self.load(game_id)
            notices += problems
            if session is not None:
                found[game_id] = session
        return found, notices

    def load(self, game_id: str) -> tuple[Session | None, list[Notice]]:
        key = autosave_key(game_id)
        what = game_what(game_id)
        try:
            session, self.base[key] = load_json_text(self.storage, key, SAVE_SCHEMA, session_from_dict)
        except LoadProblem as problem:
            self.base.pop(key, None)
            if problem.untouched:
                self.blocked.add(key)
            else:
                self.blocked.discard(key)
                self.checked.add(key)
                self.base[key] = None  # kept aside: nothing is stored now
            return None, [from_problem(problem, **what)]
        self.blocked.discard(key)
        self.checked.add(key)
        if session is not None and session.game_id != game_id:
            moved = self.storage.keep_aside(key)
            if moved:
                self.base[key] = None
            else:
                self.blocked.add(key)
            return None, [Notice("err.save_corrupt" if moved else "err.save_stuck", **what, where=moved)]
        if session is not None and session.repaired_names:
            if key not in self.repaired:  # one copy, however often the title screen reads the save
                self.repaired[key] = self.storage.keep_aside(key, reason="names", remove=False)
                return session, [Notice("notice.names_repaired", **what, where=self.repaired[key])]
        return session, []

    def migrate_legacy(self) -> list[Notice]:
        """Move the single autosave of earlier versions to its game's key; never lose it."""
        try:
            raw = self.storage.read(LEGACY_KEY)
        except StorageError as exc:
            return [Notice("err.save_unreadable", detail=str(exc))]  # left alone: nothing writes that key
        except UnicodeDecodeError:
            raw = ""  # damaged: load_json below keeps it aside and says so
        if raw is None:
            return []
        try:
            session = load_json(self.storage, LEGACY_KEY, SAVE_SCHEMA, session_from_dict)
        except LoadProblem as problem:
            return [from_problem(problem)]
        key = autosave_key(session.game_id)
        try:
            current = self.storage.read(key)
            if current is None:
                self.storage.write(key, raw)
            elif current != raw:
                moved = self.storage.keep_aside(LEGACY_KEY, reason="older")
                if not moved:
                    return []  # the old key stays where it is (nothing writes it) and is tried again
                return [Notice("notice.older_save_kept", **game_what(session.game_id), where=moved)]
            self.storage.remove(LEGACY_KEY)
        except (StorageError, UnicodeDecodeError):
            return []  # the old key stays and is tried again at the next start
        return []

    # --- writing -----------------------------------------------------------------------
    def write(self, session: Session) -> tuple[bool, list[Notice]]:
        """Save a game in progress (drops a finished one): (stored?, notices for the player)."""
        if session.is_over:
            notices = self.drop(session.game_id)
            return not notices, notices
        key = autosave_key(session.game_id)
        what = game_what(session.game_id)
        notices: list[Notice] = []
        if key not in self.checked and key not in self.blocked:
            _, notices = self.load(session.game_id)  # a broken save is kept aside before it is replaced
        if key in self.blocked:
            return False, notices or [Notice("err.save_blocked", **what)]
        try:
            if self.newer_stored(key):
                return False, notices + [Notice("err.save_newer", **what)]
            self.base[key] = save_json(self.storage, key, session.to_dict())
        except WriteFailed as exc:
            failed = Notice("err.save_failed", **game_what(session.game_id, saved=False), detail=str(exc))
            return False, notices + [failed]
        except StorageError as exc:  # what is stored cannot be read now: never written over
            return False, notices + [Notice("err.save_unreadable", **what, detail=str(exc))]
        return True, notices

    def newer_stored(self, key: str) -> bool:
        """Something other than what this shelf last read or wrote is stored under ``key`` (another
        copy's newer progress, a restored save). Nothing stored counts as nothing newer."""
        try:
            current = self.storage.read(key)
        except UnicodeDecodeError:
            return True  # damaged bytes this shelf never wrote: not its to replace
        return current is not None and current != self.base.get(key)

    def drop(self, game_id: str) -> list[Notice]:
        """Remove a game's autosave (finished or abandoned); a blocked or newer one stays."""
        key = autosave_key(game_id)
        if key in self.blocked:
            return []
        try:
            if key in self.checked and self.newer_stored(key):
                return [Notice("err.save_newer", **game_what(game_id))]
            self.storage.remove(key)
            self.base[key] = None
        except StorageError as exc:
            return [Notice("err.remove_failed", **game_what(game_id), detail=str(exc))]
        return []
