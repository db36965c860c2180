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

# Today's daily game of each (game/daily.py), in the order the Today list shows them: its options and
# seats ("human" for you, a level for a computer); fixed, so a date means one game. The solo form where
# the game has one, you against medium computers where it has none.
DAILY_TABLES: dict[str, tuple[dict, tuple[str, ...]]] = {
    "farkle": ({"players": 1, "limit": 5000, "bankruptcy": True}, ("human",)),
    "starrows": ({"players": 1}, ("human",)),
    "chains": ({"players": 1, "scoring": "sohtar", "series": 1, "swap": False}, ("human",)),
    "buttons": ({"players": 2, "boards": "random"}, ("human", "medium")),
    "exactly": ({"players": 3, "target": 3}, ("human", "medium", "medium")),
}


def rules_for(game_id: str) -> GameRules:
    """The rules singleton ``game.rules.<id>.RULES``."""
    if game_id not in GAME_IDS:
        raise KeyError(f"unknown game {game_id!r}; available: {', '.join(GAME_IDS)}")
    return importlib.import_module(f"game.rules.{game_id}").RULES


def make_agent(
    game_id: str, seat: int, level: str, seed: int = 0, table: tuple[str, ...] | None = None
) -> Agent:
    """A computer player from ``game.ai.<id>.make_agent(rules, seat, level, seed)``, told the
    ``table`` (each seat's level, "human" for a person) when given: the players at a table
    know who they play with."""
    module = importlib.import_module(f"game.ai.{game_id}")
    agent = module.make_agent(rules_for(game_id), seat, level, seed)
    agent.table = table
    return agent
