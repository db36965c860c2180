"""Messages for the player about their data, translated when shown (so a language switch follows)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from game.i18n import tr
from game.storage import LoadProblem


@dataclass(frozen=True)
class Notice:
    """``key`` from the message catalog; ``what`` names the data (a catalog key and its parameters)."""

    key: str
    what: str = "what.data"
    what_params: dict = field(default_factory=dict)
    where: str = ""
    detail: str = ""
    more: tuple = ()  # further (what, what_params) with the same problem, told in one message

    def text(self) -> str:
        if not self.more:
            return tr(self.key, what=_what(self.what, self.what_params), where=self.where, detail=self.detail)
        named = [(self.what, self.what_params), *self.more]
        saved_games = [tr(p["game"]) for w, p in named if w == "what.game"]
        whats = [_what(w, p) for w, p in named if w != "what.game" or len(saved_games) < 2]
        if len(saved_games) >= 2:  # "your saved Farkle, Buttons and Star Rows games"
            whats.append(tr("what.games", games=_listed(saved_games)))
        listed = [whats[0]] + [w[:1].lower() + w[1:] for w in whats[1:]]  # mid-sentence
        return tr(f"{self.key}.many", what=_listed(listed), where=self.where, detail=self.detail)

    def grouped_with(self, other: Notice) -> Notice | None:
        """One notice for both when only the data they name differs (a store that cannot be read
        at all gave seven identical notices, one per key, to be dismissed one by one)."""
        if self.key not in GROUPED or (other.key, other.where, other.detail) != (
            self.key,
            self.where,
            self.detail,
        ):
            return None
        names = [(self.what, self.what_params), *self.more]
        new = [m for m in [(other.what, other.what_params), *other.more] if m not in names]
        return replace(self, more=self.more + tuple(new))


# problems that can hit several keys for one reason; each has a "<key>.many" message
GROUPED = ("err.save_unreadable", "err.save_stuck")


def _listed(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + tr("list.and") + items[-1]


def _what(what: str, params: dict) -> str:
    return tr(what, **{k: tr(v) if k == "game" else v for k, v in params.items()})


def game_what(game_id: str, saved: bool = True) -> dict:
    """``Notice`` arguments naming a game's save ("Your saved Farkle game") or the game being played."""
    return {"what": "what.game" if saved else "what.game_now", "what_params": {"game": f"{game_id}.name"}}


SETTINGS_WHAT = {"what": "what.settings"}


def from_problem(problem: LoadProblem, what: str = "what.data", what_params: dict | None = None) -> Notice:
    return Notice(problem.message_key, what, what_params or {}, problem.moved_to, problem.detail)
