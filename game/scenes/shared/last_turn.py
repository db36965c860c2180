""" "Last turn": the opponents' turns since the player's own, played again (issue 30).

A phone player who looked away, or whose opponents played briskly, can see again what happened
since their last decision: the header's button opens the game's replay (game/scenes/replay.py)
there and plays it to now. Leaving the replay comes back to the game as it was.
"""

from __future__ import annotations

from game.i18n import tr
from game.scene import Transition
from game.scenes.shared import frame
from game.session import since_last_turn


class LastTurn:
    def __init__(self, scene):
        self.scene = scene
        self._known: tuple = ()  # (log length, seat) -> where the replay starts (see ``start``)
        self.button = frame.header_button(
            lambda: tr("game.last_turn"),
            self.show,
            visible=lambda: self.start() is not None,
            hint=lambda: tr("game.last_turn.hint"),
        )

    def start(self) -> int | None:
        """How many decisions of the game come before the first decision of another seat since the
        human to move last decided; None when there is nothing to replay (or nobody to replay it for)."""
        scene = self.scene
        if not scene.human_to_move() or scene.finished:
            return None
        session = scene.session
        seat, log = session.current, session.log
        if self._known[:2] != (len(log), seat):
            at = since_last_turn(session, seat)
            total = sum(1 for e in log if e.kind == "a")
            self._known = (len(log), seat, None if at >= total else at)
        return self._known[2]

    def show(self) -> None:
        """The replay from the others' first decision since the player's last one, playing to now."""
        decisions = self.start()
        if decisions is None:
            return
        from game.scenes.replay import since_scene

        app = self.scene.app
        replay = since_scene(app, self.scene.session, decisions, self.back)
        replay.playing = True
        app.play("click")
        app.stack.push(replay, Transition("fade", 0.3))

    def back(self) -> None:
        self.scene.app.stack.pop(Transition("fade", 0.3))
