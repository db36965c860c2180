""" "Last turn": the opponents' turns since the player's own, played again (issue 30).

A phone player who looked away, or whose opponents played briskly, can see again what happened
since their last decision: the header's button (standard: left of Undo; compact: in the row,
where "Skip to my turn" is while computers play) opens the game's replay (game/scenes/replay.py)
at the first decision of another seat after the player's last one and plays it to now, with the
log, animations and banners of play. Leaving the replay comes back to the game as it was.
"""

from __future__ import annotations

from game.i18n import tr
from game.ui import Button

BUTTON = (834, 12, 148, 44)  # standard header: left of Undo


class LastTurn:
    def __init__(self, scene):
        self.scene = scene
        self._known: tuple = ()  # (log length, seat) -> where the replay starts (see ``start``)
        self.button = Button(
            BUTTON,
            lambda: tr("game.last_turn"),
            self.show,
            "ghost",
            size=18,
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
            mine = max((k for k, e in enumerate(log) if e.kind == "a" and e.seat == seat), default=-1)
            first = next((k for k in range(mine + 1, len(log)) if log[k].kind == "a"), None)
            at = None if first is None else sum(1 for e in log[:first] if e.kind == "a")
            self._known = (len(log), seat, at)
        return self._known[2]

    def show(self) -> None:
        decisions = self.start()
        if decisions is None:
            return
        from game import share
        from game.scene import Transition
        from game.scenes.replay import replay_scene

        app = self.scene.app
        replay = replay_scene(app, share.decode(share.encode(self.scene.session)), self.back)
        replay.jump(decisions)
        replay.playing = True
        app.play("click")
        app.stack.push(replay, Transition("fade", 0.3))

    def back(self) -> None:
        from game.scene import Transition

        self.scene.app.stack.pop(Transition("fade", 0.3))
