"""Exactly!'s take-back window: a human's move stays open until the next roll.

A move ends the turn, and the next seat's only choice is to roll, so without a
pause a misclicked move would be final at once. The rules keep such a move
open until the next roll (``rules.open_until_roll``, ``Session.undo_span``);
the scene gives the player the time to use that: when a human's move has
landed and a computer is to roll next, the computer waits ``TAKE_BACK_S``
seconds (a bar runs down in the action area) while Undo takes the move back;
"Keep move" (Enter or Space) lets the computer roll at once. In hot-seat the
next human rolls when ready, so the move stays open until then anyway.
Nothing here touches the dice: the roll that follows comes from the session's
seeded chance, the same whether or not the player waited.
"""

from __future__ import annotations

import pygame

from game import theme
from game.i18n import tr
from game.scenes.exactly.input import CONFIRM
from game.ui import Button

TAKE_BACK_S = 1.6  # seconds (real time, any speed) a computer waits before rolling after a human's move


class ExactlyTakeBack:
    """Mixed into ExactlyScene (before GameScene, so its ``update``/``drive_agent`` wrap the driver's)."""

    def init_take_back(self) -> None:
        self.take_back_left = 0.0
        self._take_back_for = None  # the session state the window was opened for
        self.keep_button = Button(
            self.geo.keep,
            lambda: tr("exactly.ui.keep_move_tap" if self.geo.compact else "exactly.ui.keep_move"),
            self.keep_move,
            "primary",
            visible=lambda: self.take_back_left > 0,
            size=22,
        )
        self.form.widgets.insert(self.form.widgets.index(self.move_list) + 1, self.keep_button)

    def move_open(self) -> bool:
        """A human's move has landed, and the computer to move next has not rolled yet."""
        s = self.session
        if self.busy or self.finished or self.presented is not s.state or not s.log:
            return False
        last = s.log[-1]
        return last.kind == "a" and not s.seats[last.seat].is_ai and s.current in self.agents

    def track_take_back(self, dt: float) -> None:
        if not self.move_open() or self.skip.active:  # skipping to my turn keeps the move
            self.take_back_left, self._take_back_for = 0.0, None
            return
        if self._take_back_for is not self.session.state:  # a new move (also after an undo and redo)
            self._take_back_for = self.session.state
            self.take_back_left = TAKE_BACK_S
            return
        self.take_back_left = max(0.0, self.take_back_left - dt)

    def keep_move(self) -> None:
        """The player confirms the move: the next roll may come now."""
        if self.take_back_left > 0:
            self.take_back_left = 0.0
            self.app.play("click")

    def drive_agent(self, seat: int) -> None:
        if self.take_back_left > 0:
            return  # the computer's roll waits: the human's move is still open
        super().drive_agent(seat)

    def take_back_key(self, event) -> bool:
        """Enter or Space while the window is open keep the move."""
        if self.take_back_left > 0 and event.type == pygame.KEYDOWN and event.key in CONFIRM:
            self.keep_move()
            return True
        return False

    def draw_take_back(self, surface) -> None:
        """The open move: what Undo does now, and a bar that runs down until the next roll."""
        act = self.geo.action
        x, w = act.x + 16, act.width - 32
        theme.text_fit(surface, tr("exactly.ui.move_open"), (x, act.y + 14), w, 18, theme.TEXT, bold=True)
        if act.width < 320:  # four lines of 15 px: the German sentence is long
            key, size, most, top, bar_y = "exactly.ui.move_open_tap", 15, 4, 40, 124
        else:
            key, size, most, top, bar_y = "exactly.ui.move_open_sub", 16, 3, 44, 120
        for i, line in enumerate(theme.wrap(tr(key), size, w)[:most]):
            theme.text(surface, line, (x, act.y + top + i * (size + 4)), size, theme.TEXT_DIM)
        bar = pygame.Rect(x, act.y + bar_y, w, 10)
        pygame.draw.rect(surface, theme.BG_DARK, bar, border_radius=5)
        left = (x, bar.y, int(w * self.take_back_left / TAKE_BACK_S), 10)
        pygame.draw.rect(surface, theme.ACCENT, left, border_radius=5)
