"""Player settings and statistics, persisted through the storage module."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

from game import i18n
from game.anim import SPEEDS
from game.storage import LoadProblem, load_json, save_json
from game.webenv import system_language

SETTINGS_KEY = "settings"
SETTINGS_SCHEMA = 1


@dataclass
class Settings:
    language: str = "en"
    volume: float = 0.7
    muted: bool = False
    anim_speed: str = "normal"
    colourblind: bool = False
    hints: bool = True
    # statistics: {game_id: {"games": n, "wins": {"human": n, "easy": n, ...}, "best": {...}}}
    stats: dict = field(default_factory=dict)

    def speed_factor(self) -> float:
        return SPEEDS[self.anim_speed]

    def to_dict(self) -> dict:
        data = asdict(self)
        data["schema"] = SETTINGS_SCHEMA
        return data

    @classmethod
    def from_dict(cls, data: dict) -> Settings:
        s = cls()
        if data.get("language") in i18n.LANGUAGES:
            s.language = data["language"]
        vol = data.get("volume")
        if isinstance(vol, int | float) and not isinstance(vol, bool):
            s.volume = min(1.0, max(0.0, float(vol)))
        if isinstance(data.get("muted"), bool):
            s.muted = data["muted"]
        if data.get("anim_speed") in SPEEDS:
            s.anim_speed = data["anim_speed"]
        if isinstance(data.get("colourblind"), bool):
            s.colourblind = data["colourblind"]
        if isinstance(data.get("hints"), bool):
            s.hints = data["hints"]
        if isinstance(data.get("stats"), dict):
            s.stats = _clean_stats(data["stats"])
        return s

    # --- statistics ------------------------------------------------------------
    def record_game(
        self,
        game_id: str,
        seat_kinds: list[str],
        winners: list[int],
        solo: tuple[str, int | float] | None = None,
    ) -> bool:
        """Count a finished game: games played and wins per seat type (human/easy/medium/hard).

        ``solo`` is (variant key, score) for a solo game, where lower is better
        (turns in Farkle, minus points in solitaire). Returns True for a new best.
        """
        entry = self.stats.setdefault(game_id, {"games": 0, "wins": {}, "best": {}})
        entry["games"] = int(entry.get("games", 0)) + 1
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


def _clean_stats(raw: dict) -> dict:
    clean = {}
    for game_id, entry in raw.items():
        if not isinstance(entry, dict):
            continue
        games = entry.get("games", 0)
        wins = entry.get("wins", {})
        best = entry.get("best", {})
        clean[str(game_id)] = {
            "games": games if isinstance(games, int) and games >= 0 else 0,
            "wins": {str(k): v for k, v in wins.items() if isinstance(v, int) and v >= 0}
            if isinstance(wins, dict)
            else {},
            "best": {
                str(k): v for k, v in best.items() if isinstance(v, int | float) and not isinstance(v, bool)
            }
            if isinstance(best, dict)
            else {},
        }
    return clean


def load_settings(storage) -> tuple[Settings, str | None]:
    """Settings plus a message key when stored settings had to be set aside."""
    try:
        data = load_json(storage, SETTINGS_KEY, SETTINGS_SCHEMA)
    except LoadProblem as problem:
        s = Settings(language=i18n.language_from_locale(system_language()))
        return s, problem.message_key
    if data is None:
        return Settings(language=i18n.language_from_locale(system_language())), None
    return Settings.from_dict(data), None


def save_settings(storage, settings: Settings) -> None:
    save_json(storage, SETTINGS_KEY, settings.to_dict())
