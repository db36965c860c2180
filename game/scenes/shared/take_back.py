"""Take back ("undo") on a game screen: whether it applies, why not, and doing it.

The session decides what can be taken back (never across a roll: ``Session.undo_blocker``); the
screen adds its own two reasons (an animation still landing, the game over) and, when it takes a
decision back, drops what was in flight and shows the state again with the log rebuilt.
"""

from __future__ import annotations

from game.i18n import tr
from game.scenes.shared.log import Entry


class TakeBack:
    """Mixed into ``GameScene``."""

    def can_undo(self) -> bool:
        return self.session.can_undo() and not self.busy and not self.finished

    def undo_blocker(self) -> str:
        """Why "take back" does not apply now, as a message key ("" when it does)."""
        if self.finished:
            return "undo.why.over"
        if self.busy:
            return "undo.why.busy"
        return self.session.undo_blocker()

    def explain_undo(self) -> None:
        key = self.undo_blocker()
        if key:
            self.message = tr(key)
            self.message_timer = 4.0
            self.app.play("error")

    def undo(self) -> None:
        if not self.can_undo():
            self.explain_undo()
            return
        if self.session.undo():
            self.task = self.task_seat = None  # a computer that was thinking about the old position
            self._prompted_at = -1
            self.message = ""
            self.app.anim.clear()
            self.effects.clear()
            self.app.play("click")
            self.presented = self.session.state
            self.rebuild_log()
            self.log.add(Entry("game.undone"))
            self.sync_view()
            self.app.autosave(self.session)
