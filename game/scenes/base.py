"""What every game scene shares: the turn driver, the log, undo, pause, autosave.

A game scene subclasses ``GameScene`` and implements the drawing, the human
input (building actions only from ``session.legal_actions()``) and
``animate(event)`` / ``describe(event)`` for the rule events. The driver
resolves chance, lets computer players think in time-boxed slices across
frames, and holds back the next decision until the animation timeline is
empty, so each step can be followed.
"""

from __future__ import annotations

import pygame

from game import games, theme
from game.ai.base import ThinkingTask
from game.i18n import tr
from game.rules.base import IllegalAction, RulesError
from game.scene import Scene
from game.session import Session
from game.ui import Button, Form

AI_PAUSE = 0.45  # seconds (at normal speed) before a computer decision is shown
LOG_LINES = 6


class GameScene(Scene):
    name = "game"

    def __init__(self, app, session: Session):
        super().__init__(app)
        self.session = session
        self.rules = session.rules
        self.log: list[str] = []
        self.message: str = ""  # the latest explanation for the human (e.g. why an action is illegal)
        self.message_timer = 0.0
        self.task: ThinkingTask | None = None
        self.task_seat: int | None = None
        self.finished = False
        self._prompted_at = -1  # log length when the human was last prompted
        self.agents = {
            i: games.make_agent(session.game_id, i, seat.level, seed=session.seed * 31 + i)
            for i, seat in enumerate(session.seats)
            if seat.is_ai
        }
        self.form = Form(on_back=self.open_pause)
        self.menu_button = Button(
            (1160, 12, 108, 44), lambda: tr("game.menu"), self.open_pause, "ghost", size=20
        )
        self.undo_button = Button(
            (1040, 12, 108, 44), lambda: tr("game.undo"), self.undo, "ghost", size=20, enabled=self.can_undo
        )
        self.form.add(self.menu_button)
        self.form.add(self.undo_button)

    # --- hooks for subclasses ------------------------------------------------------
    def sync_view(self) -> None:
        """Set every visual from ``session.state`` (start, load, undo)."""

    def animate(self, event: dict) -> None:
        """Queue the animation of one rule event on ``self.app.anim.timeline``."""

    def describe(self, event: dict) -> str | None:
        """A log line for the event, or None."""
        return None

    def human_turn_started(self) -> None:
        """The driver is now waiting for the human seat to decide."""

    # --- lifecycle -----------------------------------------------------------------
    def enter(self) -> None:
        self.sync_view()

    def resume(self) -> None:
        self.sync_view()

    @property
    def colourblind(self) -> bool:
        return self.app.settings.colourblind

    @property
    def hints(self) -> bool:
        return self.app.settings.hints

    @property
    def busy(self) -> bool:
        """Animations are running: the board is not ready for the next decision."""
        return self.app.anim.timeline.busy

    def human_to_move(self) -> bool:
        seat = self.session.seat_to_move()
        return seat is not None and not seat.is_ai and not self.busy and not self.finished

    # --- actions -------------------------------------------------------------------
    def perform(self, action) -> bool:
        """Apply a human action; an illegal one is explained, nothing changes."""
        if not self.human_to_move():
            return False
        try:
            events = self.session.act(action)
        except IllegalAction as exc:
            self.explain(exc)
            self.app.play("error")
            return False
        self.message = ""
        self.after_action(events)
        return True

    def explain(self, exc: RulesError) -> None:
        self.message = tr(exc.key, **exc.params) if exc.key else str(exc)
        self.message_timer = 4.0

    def after_action(self, events: list[dict]) -> None:
        for event in events:
            line = self.describe(event)
            if line:
                self.add_log(line)
            self.animate(event)
        self.app.autosave(self.session)

    def add_log(self, line: str) -> None:
        self.log.append(line)
        del self.log[:-40]

    def can_undo(self) -> bool:
        return self.session.can_undo() and not self.busy and not self.finished

    def undo(self) -> None:
        if self.can_undo() and self.session.undo():
            self.app.anim.clear()
            self.app.play("click")
            self.add_log(tr("game.undone"))
            self.sync_view()
            self.app.autosave(self.session)

    def open_pause(self) -> None:
        from game.scenes.pause import PauseScene

        self.app.play("click")
        self.app.stack.push(PauseScene(self.app, self))

    # --- the driver ----------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.message_timer > 0:
            self.message_timer -= dt
            if self.message_timer <= 0:
                self.message = ""
        if self.busy or self.finished:
            return
        session = self.session
        if session.is_over:
            self.finished = True
            self.app.finish_game(session)
            return
        if session.at_chance:
            self.after_action(session.resolve_chance())
            return
        seat = session.current
        if seat in self.agents:
            self.drive_agent(seat)
        elif self._prompted_at != len(session.log):
            self._prompted_at = len(session.log)
            self.human_turn_started()

    def drive_agent(self, seat: int) -> None:
        if self.task is None or self.task_seat != seat:
            self.task = ThinkingTask(self.agents[seat], self.session.state)
            self.task_seat = seat
        from game.app import AI_BUDGET_S

        if not self.task.step(AI_BUDGET_S):
            return
        action = self.task.action
        self.task = None
        self.task_seat = None

        def apply_ai():
            events = self.session.act(action)
            self.after_action(events)

        self.app.anim.timeline.wait(AI_PAUSE).call(apply_ai)

    # --- shared input and drawing --------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.busy and (
            (event.type == pygame.MOUSEBUTTONUP and event.button == 1)
            or (event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN))
        ):
            self.app.anim.finish_all()  # hurry the animation along
            return
        if (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_z, pygame.K_u)
            and (event.key == pygame.K_u or event.mod & pygame.KMOD_CTRL)
        ):
            self.undo()
            return
        if self.form.handle(event):
            return
        self.handle_game(event)

    def handle_game(self, event: pygame.event.Event) -> None:
        """Game-specific input (subclasses)."""

    def draw_hud(self, surface: pygame.Surface) -> None:
        """Top bar (game name, whose turn), the message line and the buttons."""
        pygame.draw.rect(surface, theme.BG_DARK, (0, 0, theme.WIDTH, 68))
        pygame.draw.line(surface, theme.ACCENT_DARK, (0, 68), (theme.WIDTH, 68), 2)
        theme.text(
            surface, tr(f"{self.session.game_id}.name"), (24, 34), 30, theme.ACCENT, "midleft", bold=True
        )
        status = self.status_line()
        if status:
            theme.text(surface, status, (640, 34), 24, theme.TEXT, "center")
        if self.message:
            r = theme.text(surface, self.message, (640, 700), 22, theme.INK, "midbottom")
            pill = r.inflate(28, 12)
            pygame.draw.rect(surface, theme.ACCENT, pill, border_radius=16)
            theme.text(surface, self.message, (640, 700), 22, theme.INK, "midbottom")
        self.form.draw(surface)

    def status_line(self) -> str:
        session = self.session
        if session.is_over:
            return tr("game.over")
        seat = session.seat_to_move()
        if seat is None:
            return ""
        if seat.is_ai:
            return tr("game.thinking", name=seat.name)
        return tr("game.your_turn", name=seat.name)

    def draw_log(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        theme.panel(surface, rect, colour=(20, 44, 33), edge=(60, 100, 80))
        theme.text(surface, tr("game.log"), (rect.x + 14, rect.y + 10), 18, theme.TEXT_DIM, bold=True)
        y = rect.y + 36
        lines = self.log[-LOG_LINES:]
        for i, line in enumerate(lines):
            alpha = 150 + int(105 * (i + 1) / max(1, len(lines)))
            for part in theme.wrap(line, 17, rect.width - 24)[:2]:
                theme.text(surface, part, (rect.x + 14, y), 17, theme.TEXT, alpha=alpha)
                y += 21
            if y > rect.bottom - 20:
                break
