"""Which games exist, without pygame: rules and computer players by game id.

Used by the app, the command line, tests, benchmarks and the in-browser
(Pyodide) test page, none of which should need to know module names.
"""

from __future__ import annotations

import importlib

from game.ai.base import Agent
from game.rules.base import GameRules

# Display order on the title screen. A game is listed only once it is built.
GAME_IDS: tuple[str, ...] = ("farkle", "chains", "buttons", "exactly", "starrows")


def rules_for(game_id: str) -> GameRules:
    """The rules singleton ``game.rules.<id>.RULES``."""
    if game_id not in GAME_IDS:
        raise KeyError(f"unknown game {game_id!r}; available: {', '.join(GAME_IDS)}")
    return importlib.import_module(f"game.rules.{game_id}").RULES


def make_agent(game_id: str, seat: int, level: str, seed: int = 0) -> Agent:
    """A computer player from ``game.ai.<id>.make_agent(rules, seat, level, seed)``."""
    module = importlib.import_module(f"game.ai.{game_id}")
    return module.make_agent(rules_for(game_id), seat, level, seed)
