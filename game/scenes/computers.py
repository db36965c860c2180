"""A computer's turn in a game scene: thinking in slices, the pause that shows the position, and the pace.

Mixed into ``GameScene`` (game/scenes/base.py), which owns the state these read (``agents``, ``task``,
``task_seat``, ``paced``, ``presented``, ``session``, ``PACE``). A computer's thinking overlaps the
pause before its move is shown, and its turn plays brisker than a human's (game/scenes/shared/pace.py).

The tables the hard player and the coach keep for the whole session (Star Rows' lattice:
game/warmup.py) are built a few ms a frame from the scene's first frame (``warm_up``), whichever way
the game began; a decision due meanwhile lends them its slice, so no decision builds them itself.
"""

from __future__ import annotations

from game.ai.base import SLICE_S, ThinkingTask
from game.anim import SPEEDS
from game.rules.base import CHANCE

WARM_S = 0.002  # the warm-up's time a frame while no decision waits for it (game/warmup.py)


class ComputerTurns:
    def warm_up(self) -> None:
        """A few ms more of the session's tables (``self.warm``; a waiting decision's whole slice),
        then of what the results card draws first (``self.card_warm``: no decision waits for it)."""
        if not self.warm.done:
            due = self.coach.thinks() or (self.session.current in self.agents and not self.busy)
            self.warm.step(SLICE_S if due else WARM_S)
        elif not self.card_warm.done:
            self.card_warm.step(WARM_S)

    def pace(self, dt: float) -> float:
        """The animator's extra factor now: a computer's turn plays brisker, and a long one more so."""
        paced, seat = self.paced, self.turn_seat
        if paced.get("at") is not self.presented:  # a step's result has just landed
            paced["at"], paced["still"] = self.presented, 0.0
        else:
            paced["still"] = paced.get("still", 0.0) + dt
        if self.finished or not self.computers_step():
            paced["seat"] = None
            return 1.0
        if paced["seat"] != seat:
            paced.update(seat=seat, shown=0.0, thought=0.0)
        paced["shown"] += dt * self.app.anim.speed / SPEEDS["normal"]  # as if at normal speed
        if self.task is not None:
            paced["thought"] += dt
        return self.PACE.factor(paced["shown"])

    def holds_before(self, action) -> bool:
        """Whether this decision waits until the last step's result has been on screen long
        enough (a game says no for one whose animation leaves that result in view)."""
        return True

    def hold_wait(self, still: float = 0.0) -> float:
        """The wait (in animation time) that keeps what is on screen for ``PACE.hold`` seconds at
        normal speed (scaled by the speed setting), less the ``still`` seconds it has been there
        already; counted at the fastest the turn can get by then. A game queues it where a
        computer's choice is shown before its result (Star Rows' lifted dice)."""
        anim, paced = self.app.anim, self.paced
        if anim.speed <= 0:
            return 0.0
        left = self.PACE.hold * SPEEDS["normal"] / anim.speed - still  # seconds
        if left <= 0:
            return 0.0
        shown = paced.get("shown", 0.0) + left * anim.speed / SPEEDS["normal"]
        return left * anim.speed * self.PACE.factor(shown)

    def computers_step(self) -> bool:
        """What is on screen is a computer's: its thinking and pause, or the steps after its decision."""
        cur = self.rules.current_player(self.presented)
        if cur >= 0:
            return cur in self.agents
        last = next((item for item in reversed(self.session.log) if item.kind == "a"), None)
        return cur == CHANCE and last is not None and last.seat in self.agents

    def drive_agent(self, seat: int) -> None:
        if self.task is None or self.task_seat != seat:
            if not self.warm.done:
                return  # the session's tables first (``warm_up``): the decision does not build them
            self.task = ThinkingTask(self.agents[seat], self.session.state)
            self.task_seat = seat
        if not self.task.step(SLICE_S):
            return
        action = self.task.action
        self.task = None
        self.task_seat = None
        anim = self.app.anim
        pause = max(0.0, self.ai_pause(action) - self.paced["thought"] * anim.speed * anim.pace)
        self.paced["held"] = self.holds_before(action)  # (tools/pace_ai.py reads it)
        if self.paced["held"]:
            pause = max(pause, self.hold_wait(self.paced.get("still", 0.0)))  # the last result stays in view
        self.paced["thought"] = 0.0  # the thinking overlapped the pause that shows the position
        anim.timeline.wait(pause).call(lambda: self.after_action(self.session.act(action)))
