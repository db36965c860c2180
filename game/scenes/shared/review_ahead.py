"""The review thought out during the game, so it opens at once when the game ends (issue 39).

The Review asks the coach about every decision a person made and every roll they got: asked only
at the end, about 10 s natively and several times that in the browser. So while a person decides
and the scene would otherwise rest (the coach, if on, done), ``ReviewAhead`` thinks out the moves so
far, a slice a frame, into the session's ``Analysis`` (game/coach/review.py); the Review thinks out
only the rest. Nothing of it is shown, saved or played, and no computer player's choice depends on it.
"""

from __future__ import annotations

import weakref

from game.ai.base import SLICE_S, ThinkingTask
from game.coach.review import Analysis

_ANALYSES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def analysis_of(session) -> Analysis:
    """The session's analysis (one per session object, kept as long as the session is)."""
    found = _ANALYSES.get(session)
    if found is None:
        found = _ANALYSES[session] = Analysis(session.game_id, session.rules)
    return found


def people(session) -> set[int]:
    """The seats the Review is for: every seat a person plays."""
    return {i for i, seat in enumerate(session.seats) if not seat.is_ai}


class ReviewAhead:
    def __init__(self, scene):
        self.scene = scene
        self.task: ThinkingTask | None = None
        self.task_at = None  # the session state the task started from
        self.done_at = None  # the session state everything before was thought out for

    def idle(self) -> bool:
        """A person decides, the screen shows it, and the coach (if on) has nothing left to think."""
        scene = self.scene
        return (
            scene.human_to_move()
            and scene._prompted_at == len(scene.session.log)
            and scene.warm.done
            and scene.coach.rests()
        )

    def update(self) -> None:
        """One slice of the review's thinking, in a frame that would otherwise do nothing."""
        session = self.scene.session
        if session.ephemeral or not self.idle() or self.done_at is session.state:
            return
        if self.task is None or self.task_at is not session.state:
            work = analysis_of(session).steps(session._before, session.state, session.log, people(session))
            self.task, self.task_at = ThinkingTask.of(work), session.state
        if self.task.step(SLICE_S):
            self.task, self.done_at = None, session.state

    def rests(self) -> bool:
        """Nothing left to think out until the game moves on."""
        session = self.scene.session
        return session.ephemeral or not self.idle() or self.done_at is session.state
