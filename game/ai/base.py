"""The computer-player interface shared by every game.

A decision is a generator: ``Agent.think(state)`` yields ``None`` between small
slices of work (each well under a millisecond or two) and finally returns the
chosen action (``return action`` ends the generator). The app's frame loop
drives it with ``ThinkingTask.step(budget)`` so that a decision never blocks a
frame, natively or in the browser; tests and benchmarks call ``choose``.

An agent owns a ``random.Random`` seeded by the app; it never sees the RNG that
rolls the app's dice. It must only return actions from ``rules.legal_actions``.
"""

from __future__ import annotations

import random
import time
from collections.abc import Generator
from typing import Any

from game.rules.base import Action, GameRules

LEVELS = ("easy", "medium", "hard")
SLICE_S = 0.004  # the frame loop lets a computer player think at most this long per frame

Thinking = Generator[None, None, Action]


class Agent:
    """Base class; subclasses implement ``think``."""

    def __init__(self, rules: GameRules, seat: int, level: str, seed: int = 0):
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}")
        self.rules = rules
        self.seat = seat
        self.level = level
        self.rng = random.Random(seed)
        self.table: tuple[str, ...] | None = None  # each seat's level, "human" for a person, when told

    def think(self, state: Any) -> Thinking:  # pragma: no cover - interface
        raise NotImplementedError
        yield

    def choose(self, state: Any) -> Action:
        """Run ``think`` to completion (tests, benchmarks, the browser test page)."""
        return finish(self.think(state))


def finish(steps: Generator[None, None, Any]) -> Any:
    """Run a sliced computation (a generator that yields between slices) to its end at once
    and return its result."""
    while True:
        try:
            next(steps)
        except StopIteration as stop:
            return stop.value


class _Work:
    """A generator dressed as an agent whose ``think`` returns it (``ThinkingTask.of``)."""

    def __init__(self, gen: Generator):
        self.gen = gen

    def think(self, _state) -> Generator:
        return self.gen


class ThinkingTask:
    """Drives an agent's generator in time-boxed slices across frames."""

    def __init__(self, agent: Agent, state: Any, clock=time.perf_counter):
        self._gen = agent.think(state)
        self._clock = clock
        self.done = False
        self.action: Action | None = None
        self.slices = 0

    @classmethod
    def of(cls, work: Generator, clock=time.perf_counter) -> ThinkingTask:
        """Any work done in slices: a generator that yields between slices and returns its result
        (``action``); decoding a share code in the browser, for example."""
        return cls(_Work(work), None, clock)

    def step(self, budget_s: float = SLICE_S) -> bool:
        """Work for about ``budget_s`` seconds; True once the action is ready."""
        if self.done:
            return True
        deadline = self._clock() + budget_s
        self.slices += 1
        while True:
            try:
                next(self._gen)
            except StopIteration as stop:
                self.done = True
                self.action = stop.value
                return True
            if self._clock() >= deadline:
                return False
