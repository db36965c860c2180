"""A player that always takes the coach's best choice (benchmarks, the browser check, tests).

It asks for what the live coach's card asks for (``SHOWN`` entries), so its thinking times are
the card's."""

from __future__ import annotations

from game.ai.base import Agent, Thinking
from game.coach import SHOWN, advise_steps


class CoachAgent(Agent):
    """Plays ``advise(...)[0]``; ``level`` is only a label ("hard" satisfies ``Agent``)."""

    def __init__(self, rules, seat: int, seed: int = 0):
        super().__init__(rules, seat, "hard", seed)

    def think(self, state) -> Thinking:
        entries = yield from advise_steps(self.rules.game_id, state, self.rules, SHOWN)
        return entries[0].action
