"""The coach thinks ahead while a coached player decides (what chess programs call pondering).

While the player weighs the advice on screen, the coach follows each choice on its card (best
first) through the computer players' replies (each thought by a ``twin``, so the real player later
chooses the same and is left as it was) to the next decision of a coached player, as long as no
dice or person come in between, and thinks out the advice there: when that decision comes, it is
ready at once (``take``). Number Chains gains most: nothing is left to chance between one take and
the next, and its advice takes longest (docs/benchmarks.md). A slice a frame, only while a coached
human decides and the advice is shown; nothing of it is shown, saved or played.
"""

from __future__ import annotations

import copy
import random

from game.ai.base import SLICE_S, Agent, ThinkingTask
from game.coach import SHOWN, advise_steps


def twin(agent: Agent) -> Agent:
    """A computer player that chooses as ``agent`` would from here, without touching it."""
    other = copy.copy(agent)
    other.rng = random.Random()
    other.rng.setstate(agent.rng.getstate())
    return other


class ThinkAhead:
    """The advice for the decisions the card's choices lead to, thought while a player decides."""

    def __init__(self, view):
        self.view = view  # the CoachView (its scene, and whose coach is on)
        self.key = None  # the decision the lines start from
        self.task: ThinkingTask | None = None
        self.ready: list[tuple[object, list]] = []  # (state, its advice)

    def pending(self, key) -> bool:
        """Work left to do at the decision ``key``."""
        return self.key != key or self.task is not None

    def step(self, key, state, advice: list) -> None:
        """One slice of thinking ahead from the decision ``key`` (``state``, with ``advice``)."""
        if self.key != key:
            self.key, self.ready = key, []
            self.task = ThinkingTask.of(self._lines(state, advice))
        if self.task is not None and self.task.step(SLICE_S):
            self.task = None

    def take(self, state) -> list | None:
        """The advice thought ahead for ``state``, if any; everything else is dropped."""
        found = next((advice for known, advice in self.ready if known == state), None)
        self.key, self.task, self.ready = None, None, []
        return found

    def _lines(self, state, advice: list):
        actions = dict.fromkeys(entry.action for entry in advice[:SHOWN])  # Farkle: a keep's two rows
        for action in actions:
            line = yield from self._follow(state, action)
            if line is not None:
                self.ready.append(line)

    def _follow(self, state, action):
        """(state, advice) at the next coached decision after ``action`` (None: dice, the end or a
        person without the coach come first)."""
        scene = self.view.scene
        rules = scene.rules
        twins: dict[int, Agent] = {}
        state, _ = rules.apply(state, action)
        while True:
            yield
            seat = rules.current_player(state)
            if seat < 0:
                return None
            if seat not in scene.agents:
                if not self.view.on(seat):
                    return None
                advice = yield from advise_steps(scene.session.game_id, state, rules, SHOWN)
                return state, advice
            player = twins.setdefault(seat, twin(scene.agents[seat]))
            choice = yield from player.think(state)
            state, _ = rules.apply(state, choice)
