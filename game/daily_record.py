"""The player's record of daily games: which were played, their results, streaks, the last 30 days.

Stored under one key (``KEY``, a file ``daily.json`` natively, localStorage in the browser) and
included in Back up. Its JSON::

    {"schema": 1, "best": {game: best streak}, "days": {"YYYY-MM-DD": {game: entry}}}
    entry = {"tries": n, "done": bool, "marks": "gfnb…", "beat": [key, n, place], "code": "DC…"}

``tries`` counts every start of that daily here: the first counts, every later one is practice.
``done`` says the counted try was finished; its story (``marks``: g/f/n/b for ``daily.GOOD``/``FAIR``/
``NONE``/``BAD``), the result a friend is asked to beat and its share code come with it.

The player's data: every read may be garbage. Whatever cannot be used is left out entry by entry
(a damaged file is copied aside before it is next written, ``damaged``), nothing raises, and a lost
write only means that a try is not remembered. A streak is the run of consecutive days, ending
today or yesterday, whose daily of that game was finished.
"""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import dataclass, field

from game import daily
from game.storage import StorageError

KEY = "daily"
SCHEMA = 1
KEEP_DAYS = 400  # days kept (a streak longer than this still counts in "best")
MARKS = {daily.GOOD: "g", daily.FAIR: "f", daily.NONE: "n", daily.BAD: "b"}
LETTERS = {v: k for k, v in MARKS.items()}
MAX_MARKS = 400
BEAT_KEYS = frozenset(("daily.beat.turns", "daily.beat.minus", "daily.beat.buttons", "daily.beat.exactly"))


@dataclass
class Entry:
    tries: int = 0
    done: bool = False
    marks: list[str] = field(default_factory=list)
    beat: tuple[str, int, int] | None = None  # (message key, n, place)
    code: str = ""

    def to_json(self) -> dict:
        data = {"tries": self.tries, "done": self.done}
        if self.done:
            data |= {"marks": "".join(MARKS[m] for m in self.marks), "code": self.code}
            if self.beat is not None:
                data["beat"] = list(self.beat)
        return data

    @classmethod
    def from_json(cls, data) -> Entry | None:
        """An entry, or None for garbage."""
        if not isinstance(data, dict):
            return None
        tries, done = data.get("tries"), data.get("done")
        if type(tries) is not int or not 0 <= tries < 10**6 or not isinstance(done, bool):
            return None
        entry = cls(max(tries, 1 if done else 0), done)
        marks = data.get("marks", "")
        if isinstance(marks, str) and len(marks) <= MAX_MARKS and set(marks) <= set(LETTERS):
            entry.marks = [LETTERS[c] for c in marks]
        beat = data.get("beat")
        if (
            isinstance(beat, list)
            and len(beat) == 3
            and beat[0] in BEAT_KEYS
            and all(type(x) is int and -(10**9) < x < 10**9 for x in beat[1:])
        ):
            entry.beat = (beat[0], beat[1], beat[2])
        code = data.get("code", "")
        entry.code = code if isinstance(code, str) and len(code) < 20_000 else ""
        return entry


@dataclass
class Record:
    days: dict[str, dict[str, Entry]] = field(default_factory=dict)
    best: dict[str, int] = field(default_factory=dict)
    damaged: bool = False  # what was stored could not all be read: copy it aside before writing

    def entry(self, day: str, game: str) -> Entry | None:
        return self.days.get(day, {}).get(game)

    def tries(self, day: str, game: str) -> int:
        entry = self.entry(day, game)
        return entry.tries if entry else 0

    def start(self, day: str, game: str) -> bool:
        """Count a try; True when it is the one that counts (the first of that daily here)."""
        entry = self.days.setdefault(day, {}).setdefault(game, Entry())
        entry.tries += 1
        return entry.tries == 1

    def finish(self, day: str, game: str, marks: list[str], beat, code: str) -> None:
        """The counted try's result."""
        entry = self.days.setdefault(day, {}).setdefault(game, Entry(tries=1))
        entry.done, entry.marks, entry.code = True, list(marks)[:MAX_MARKS], code
        entry.beat = (beat.key, int(beat.params.get("n", 0)), int(beat.params.get("place", 1)))
        self.best[game] = max(self.best.get(game, 0), self.streaks(game, dt.date.fromisoformat(day))[1])

    def done_days(self, game: str) -> set[dt.date]:
        return {
            dt.date.fromisoformat(d) for d, games in self.days.items() if (e := games.get(game)) and e.done
        }

    def streaks(self, game: str, today: dt.date) -> tuple[int, int]:
        """(the current streak, the best streak) of ``game``'s dailies on ``today``."""
        done = self.done_days(game)
        day = today if today in done else today - dt.timedelta(days=1)
        current = 0
        while day in done:
            current += 1
            day -= dt.timedelta(days=1)
        best, run, last = 0, 0, None
        for d in sorted(done):
            run = run + 1 if last is not None and d - last == dt.timedelta(days=1) else 1
            best, last = max(best, run), d
        return current, max(best, current, self.best.get(game, 0))

    def last_days(self, game: str, today: dt.date, n: int = 30) -> list[str]:
        """The last ``n`` days to ``today``, oldest first: "done", "started" (not finished) or ""."""
        out = []
        for k in range(n - 1, -1, -1):
            entry = self.entry((today - dt.timedelta(days=k)).isoformat(), game)
            out.append("done" if entry and entry.done else "started" if entry and entry.tries else "")
        return out

    def to_json(self) -> dict:
        keep = sorted(self.days)[-KEEP_DAYS:]
        days = {d: {g: e.to_json() for g, e in sorted(self.days[d].items())} for d in keep}
        return {"schema": SCHEMA, "best": dict(sorted(self.best.items())), "days": days}


def from_json(data) -> Record:
    """A record from stored JSON; whatever is unusable is left out (``damaged``), never an exception."""
    record = Record()
    if not isinstance(data, dict) or data.get("schema") != SCHEMA:
        record.damaged = data is not None
        return record
    days, best = data.get("days"), data.get("best", {})
    if not isinstance(days, dict) or not isinstance(best, dict):
        record.damaged = True
        days = days if isinstance(days, dict) else {}
    for day, games in days.items():
        if not _is_day(day) or not isinstance(games, dict):
            record.damaged = True
            continue
        for game, raw in games.items():
            entry = Entry.from_json(raw) if game in daily.TABLES else None
            if entry is None:
                record.damaged = True
                continue
            record.days.setdefault(day, {})[game] = entry
    for game, n in best.items() if isinstance(best, dict) else ():
        if game in daily.TABLES and type(n) is int and 0 <= n < 10**6:
            record.best[game] = n
    return record


def _is_day(text) -> bool:
    try:
        daily.parse_date(text)
        return True
    except daily.DailyError:
        return False


def read(storage) -> Record:
    """The stored record (an empty one where nothing, or nothing usable, is stored)."""
    try:
        raw = storage.read(KEY)
        data = json.loads(raw) if raw else None
    except (StorageError, ValueError, RecursionError, UnicodeDecodeError):
        return Record(damaged=True)
    record = from_json(data)
    record.damaged |= bool(raw) and data is None  # "null": nothing usable, but something to keep
    return record


def write(storage, record: Record) -> bool:
    """Store ``record`` (a damaged one's old value copied aside first); False if it was not written."""
    try:
        if record.damaged and not storage.keep_aside(KEY, reason="corrupt", remove=False):
            if storage.read(KEY) is not None:
                return False  # no copy of what is there: it is not overwritten
        storage.write(KEY, json.dumps(record.to_json(), separators=(",", ":")))
    except StorageError:
        return False
    record.damaged = False
    return True


def check(value) -> None:
    """Back up's check of a stored value: ValueError unless it reads back completely."""
    if from_json(value).damaged:
        raise ValueError("not a record of daily games")
