"""Player settings and statistics, persisted through the storage module."""

from __future__ import annotations

import json
import math
from dataclasses import asdict, dataclass, field

from game import i18n
from game.anim import SPEEDS
from game.layout import CHOICES, TEXT_SIZES
from game.storage import LoadProblem, Unreadable, load_json, save_json
from game.webenv import system_language

SETTINGS_KEY = "settings"
SETTINGS_SCHEMA = 1
STAT_KINDS = ("human", "easy", "medium", "hard")  # the seat types the statistics count wins for


@dataclass
class Settings:
    language: str = "en"
    volume: float = 0.7
    muted: bool = False
    anim_speed: str = "normal"
    colourblind: bool = False
    hints: bool = True
    layout: str = "auto"  # game/layout.py: auto, compact or standard
    text_size: str = "normal"  # game/layout.py TEXT_SIZES: normal or large (every text 1.25x)
    coach: list = field(default_factory=list)  # player names with the coach on ("*": everybody)
    # statistics: {game_id: {"games": n, "wins": {"human": n, "easy": n, ...}, "best": {...}}}
    # and, for a game with dice once one has finished, "dice": [count of face 1, ..., face 6]
    stats: dict = field(default_factory=dict)

    def speed_factor(self) -> float:
        return SPEEDS[self.anim_speed]

    def to_dict(self) -> dict:
        data = asdict(self)
        data["schema"] = SETTINGS_SCHEMA
        return data

    @classmethod
    def from_dict(cls, data: dict) -> Settings:
        """Settings from stored data; any bad field silently gets its default (see ``read_fields``)."""
        return read_fields(data)[0]

    # --- statistics ------------------------------------------------------------
    def record_game(
        self,
        game_id: str,
        seat_kinds: list[str],
        winners: list[int],
        solo: tuple[str, int | float] | None = None,
        dice: list[int] | None = None,
    ) -> bool:
        """Count a finished game: games played and wins per seat type (human/easy/medium/hard).

        ``solo`` is (variant key, score) for a solo game, where lower is better
        (turns in Farkle, minus points in solitaire). Returns True for a new best.
        ``dice``: how many dice of the game showed each face (game/dice_stats.py), added up.
        """
        entry = self.stats.setdefault(game_id, {"games": 0, "wins": {}, "best": {}})
        entry["games"] = int(entry.get("games", 0)) + 1
        if dice is not None and any(dice):
            old = entry.get("dice", [0] * len(dice))
            entry["dice"] = [int(a) + int(b) for a, b in zip(old, dice)]
        wins = entry.setdefault("wins", {})
        for seat in winners:
            kind = seat_kinds[seat]
            wins[kind] = int(wins.get(kind, 0)) + 1
        if solo is None:
            return False
        key, value = solo
        best = entry.setdefault("best", {})
        if key not in best or value < best[key]:
            best[key] = value
            return True
        return False

    def best(self, game_id: str, key: str):
        return self.stats.get(game_id, {}).get("best", {}).get(key)


MAX_STAT = 2**53  # larger numbers are no count or score a game can reach (and floats lose them)


def _finite_number(value) -> bool:
    """A usable best score: a finite float or an int of sane size (``math.isfinite`` raises
    OverflowError for a 400-digit int, which crashed every start)."""
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return abs(value) <= MAX_STAT
    return isinstance(value, float) and math.isfinite(value)


def _volume(value) -> float:
    if isinstance(value, int) and not isinstance(value, bool) and value in (0, 1):
        return float(value)
    if isinstance(value, float) and 0.0 <= value <= 1.0:
        return value
    raise ValueError("volume must be a number from 0 to 1")


def _one_of(choices):
    def check(value):
        if not isinstance(value, str) or value not in choices:
            raise ValueError(f"must be one of {', '.join(choices)}")
        return value

    return check


def _flag(value) -> bool:
    if not isinstance(value, bool):
        raise ValueError("must be true or false")
    return value


def _names(value) -> list:
    if (
        not isinstance(value, list)
        or len(value) > 100
        or not all(isinstance(v, str) and len(v) <= 40 for v in value)
    ):
        raise ValueError("must be a list of player names")
    return list(dict.fromkeys(value))


def _stats(value) -> dict:
    if not isinstance(value, dict):
        raise ValueError("must be an object")
    clean = _clean_stats(value)
    given = {
        str(k): {"games": e.get("games", 0), "wins": e.get("wins", {}), "best": e.get("best", {})}
        | ({"dice": e["dice"]} if "dice" in e else {})
        if isinstance(e, dict)
        else e
        for k, e in value.items()
    }
    if clean != given:
        raise ValueError("some statistics were invalid")
    return clean


# field name -> check(value) returning the value to use or raising ValueError
FIELDS = {
    "language": _one_of(i18n.LANGUAGES),
    "volume": _volume,
    "muted": _flag,
    "anim_speed": _one_of(tuple(SPEEDS)),
    "colourblind": _flag,
    "hints": _flag,
    "layout": _one_of(CHOICES),
    "text_size": _one_of(tuple(TEXT_SIZES)),
    "coach": _names,
    "stats": _stats,
}


def read_fields(data: dict) -> tuple[Settings, list[str]]:
    """Settings from any JSON object, plus the names of the fields that were present but unusable.

    A missing field takes its default quietly (older files); a present but bad
    one takes its default and is reported. Statistics keep their usable entries.
    """
    s = Settings()
    bad: list[str] = []
    for name, check in FIELDS.items():
        if name not in data:
            continue
        try:
            setattr(s, name, check(data[name]))
        except (ValueError, TypeError, OverflowError, RecursionError):
            bad.append(name)
            if name == "stats" and isinstance(data[name], dict):
                s.stats = _clean_stats(data[name])
    return s, bad


def _clean_stats(raw: dict) -> dict:
    """The usable part of stored statistics (never raises for any JSON value)."""
    clean = {}
    for game_id, entry in raw.items():
        if not isinstance(entry, dict):
            continue
        games = entry.get("games", 0)
        wins = entry.get("wins", {})
        best = entry.get("best", {})
        clean[str(game_id)] = {
            "games": games if _count(games) else 0,
            "wins": {str(k): v for k, v in wins.items() if _count(v)} if isinstance(wins, dict) else {},
            "best": {str(k): v for k, v in best.items() if _finite_number(v)}
            if isinstance(best, dict)
            else {},
        }
        dice = entry.get("dice")
        if isinstance(dice, list) and len(dice) == 6 and all(_count(v) for v in dice):
            clean[str(game_id)]["dice"] = list(dice)
    return clean


def _count(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_STAT


def default_settings() -> Settings:
    return Settings(language=i18n.language_from_locale(system_language()))


def load_settings(storage) -> tuple[Settings, LoadProblem | None]:
    """Settings plus the problem to tell the player about, if any.

    Unreadable or foreign settings are kept aside by ``load_json``. Usable
    settings with bad fields are copied aside first (the next save replaces
    them), so the player's original file always survives.
    """
    try:
        data = load_json(storage, SETTINGS_KEY, SETTINGS_SCHEMA)
    except LoadProblem as problem:
        return default_settings(), problem
    if data is None:
        return default_settings(), None
    settings, bad = read_fields(data)
    if "language" not in data:
        settings.language = default_settings().language
    if not bad:
        return settings, None
    detail = ", ".join(bad)
    copy = storage.keep_aside(SETTINGS_KEY, reason="invalid", remove=False)
    if not copy:
        return settings, LoadProblem("err.save_stuck", detail, "", untouched=True)
    return settings, LoadProblem("err.settings_fields", detail, copy)


def stored_stats(storage) -> dict | None:
    """The statistics as stored right now (None if there are none usable). Another copy of
    the game may have counted games since this one loaded them. Reading has no side
    effects: a bad file is dealt with, and told, when the settings are loaded."""
    try:
        raw = storage.read(SETTINGS_KEY)
        data = json.loads(raw) if raw is not None else None
    except (Unreadable, ValueError, RecursionError):
        return None
    if not isinstance(data, dict) or type(data.get("schema")) is not int or data["schema"] != SETTINGS_SCHEMA:
        return None
    stats = data.get("stats")
    return _clean_stats(stats) if isinstance(stats, dict) else None


def save_settings(storage, settings: Settings) -> None:
    """Raises WriteFailed (the app tells the player)."""
    save_json(storage, SETTINGS_KEY, settings.to_dict())
