"""Messages for the player about their data, translated when shown (so a language switch follows)."""

from __future__ import annotations

from dataclasses import dataclass, field

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

    def text(self) -> str:
        what = tr(self.what, **{k: tr(v) if k == "game" else v for k, v in self.what_params.items()})
        return tr(self.key, what=what, where=self.where, detail=self.detail)


def game_what(game_id: str, saved: bool = True) -> dict:
    """``Notice`` arguments naming a game's save ("Your saved Farkle game") or the game being played."""
    return {"what": "what.game" if saved else "what.game_now", "what_params": {"game": f"{game_id}.name"}}


SETTINGS_WHAT = {"what": "what.settings"}


def from_problem(problem: LoadProblem, what: str = "what.data", what_params: dict | None = None) -> Notice:
    return Notice(problem.message_key, what, what_params or {}, problem.moved_to, problem.detail)
