"""What every game scene shares: the turn driver, the presented state, the log, undo, pause, autosave.

The presentation contract. The session's state may run ahead of the screen:
``apply`` returns the new state and its events at once, but the player sees
them one animation at a time. So the scene draws a *presented* state that
advances only as each step's animations land:

- ``after_action(events)`` queues, for every event, its animation (from the
  game's ``ANIMATIONS``; a type in ``SILENT`` has none) and then the event's
  log line; after the last event, the state after the step becomes the
  presented state. The header ("whose turn"), highlights, scores and enabled
  buttons read ``self.presented``, never ``session.state``.
- A human is asked to decide only when the timeline is empty, i.e. when the
  presented state has caught up. A tap (or Space / Enter) hurries every queued
  animation to its end.
- Whose turn it is gets announced (the header pulses, and at the start of a game
  a log line names who starts) whenever the presented seat to move changes.
"""

from __future__ import annotations

import logging

import pygame

from game import games, layout, theme, webenv
from game.ai.base import ThinkingTask
from game.i18n import tr
from game.rules.base import CHANCE, TERMINAL, IllegalAction, RulesError
from game.scene import Scene
from game.scenes.computers import ComputerTurns
from game.scenes.shared import frame, regions, seal_lines
from game.scenes.shared.coach_panel import CoachView
from game.scenes.shared.fx import Effects
from game.scenes.shared.hurry import HurryHint
from game.scenes.shared.last_turn import LastTurn
from game.scenes.shared.log import Entry, LogPanel, SeatRef
from game.scenes.shared.pace import Pace
from game.scenes.shared.review_ahead import ReviewAhead
from game.scenes.shared.skip import SkipControl
from game.scenes.shared.take_back import TakeBack
from game.session import Session
from game.ui import Form
from game.warmup import card_steps, session_steps

log = logging.getLogger(__name__)

AI_PAUSE = 0.35  # seconds (at speed 1, "slow") before a computer decision is shown


class GameScene(ComputerTurns, HurryHint, TakeBack, Scene):
    name = "game"
    # event type -> name of the method that queues its animation; SILENT: types with nothing to show
    ANIMATIONS: dict[str, str] = {}
    SILENT: frozenset[str] = frozenset()
    BANNER_CENTER = (640, 300)
    OFFERS_UNDO = True  # False: every decision ends in a roll, so the button would never apply
    PACE = Pace()  # how brisk a computer's turn plays (game/scenes/shared/pace.py)
    # a computer's thinking, its turn's pace clock and the message's countdown change nothing on
    # screen (game/redraw.py) (the turn pulse is tweened: the animator reports it, with its area)
    REDRAW_IGNORES = frozenset({"message_timer", "task", "task_seat", "turn_pulse", "paced"})

    def __init__(self, app, session: Session):
        super().__init__(app)
        self.session = session
        self.rules = session.rules
        self.presented = session.state  # what the player has seen land (see the module docstring)
        self.step_state = session.state  # while an event lands: the state its step ends in (see land)
        self.log = LogPanel(session.name_of)
        self.effects = Effects(app.anim, self.BANNER_CENTER)
        self.message: str = ""  # the latest explanation for the human (e.g. why an action is illegal)
        self.message_timer = 0.0
        self.task: ThinkingTask | None = None
        self.task_seat: int | None = None
        self.warm = ThinkingTask.of(session_steps(session.game_id))  # (``warm_up``: game/scenes/computers.py)
        self.card_warm = ThinkingTask.of(card_steps(session))  # then the results card's type
        self.finished = False
        self.turn_seat: int | None = None  # the seat the header names (kept through chance steps)
        self.turn_pulse = {"k": 0.0}
        self._prompted_at = -1  # log length when the human was last prompted
        self.paced = {"seat": None, "shown": 0.0, "thought": 0.0}  # the computer turn on screen (see pace)
        table = tuple(seat.stat_kind for seat in session.seats)
        self.agents = {
            i: games.make_agent(session.game_id, i, seat.level, seed=session.seed * 31 + i, table=table)
            for i, seat in enumerate(session.seats)
            if seat.is_ai
        }
        self.form = Form(on_back=self.open_pause)
        self.coach = CoachView(self)  # the coach switch, its thinking, card and board mark
        self.review_ahead = ReviewAhead(self)  # the Review's thinking, in idle slices (after the coach's)
        self.menu_button = frame.header_button(lambda: tr("game.menu"), self.open_pause)
        self.undo_button = frame.header_button(
            lambda: tr("game.undo"),
            self.undo,
            enabled=self.can_undo,
            visible=lambda: self.OFFERS_UNDO,
            on_refuse=self.explain_undo,
        )
        self.form.add(self.menu_button)
        self.form.add(self.undo_button)
        self.skip = SkipControl(self)  # "skip to my turn" (game/scenes/shared/skip.py)
        self.form.add(self.skip.button)
        self.last_turn = LastTurn(self)  # the opponents' turns since the player's, again
        self.form.add(self.last_turn.button)
        panels = regions.side_panels(layout.current())  # else the log and the coach open as sheets
        self.log_button = frame.header_button(lambda: tr("game.log.short"), self.open_log, visible=not panels)
        self.form.add(self.log_button)
        if not panels:
            self.coach.use_header()

    # --- hooks for subclasses ------------------------------------------------------------
    def sync_view(self) -> None:
        """Set every visual from ``self.presented`` (start, load, undo)."""

    def describe(self, event: dict) -> Entry | None:
        """The log entry of an event (a message key and its parameters), or None."""
        return None

    def human_turn_started(self) -> None:
        """The driver is now waiting for the human seat to decide."""

    def ai_pause(self, action) -> float:
        """Seconds (at speed 1) a computer's decision stays unseen before it is applied and shown."""
        return AI_PAUSE

    def draw_table(self, surface: pygame.Surface) -> None:
        """The board layer: background, board, the game's panels (scoreboard, log, action bar)."""
        surface.blit(theme.background(), (0, 0))

    def draw_pieces(self, surface: pygame.Surface) -> None:
        """Dice, chips, tokens: what the animations move."""

    def draw_overlays(self, surface: pygame.Surface) -> None:
        """Anything drawn over the whole scene (a series table between deals)."""

    # --- lifecycle ---------------------------------------------------------------------------
    def enter(self) -> None:
        self.presented = self.session.state
        self.rebuild_log()
        seat = self.rules.current_player(self.presented)
        if seat >= 0:
            self.announce_turn(seat)  # the log already names who starts (``rebuild_log``)
        self.sync_view()
        if not self.session.log and seat >= 0 and len(self.session.seats) > 1:
            self.announce_start(seat)

    def announce_start(self, seat: int) -> None:
        """A short banner names who starts; it is a timeline step, so it is gone before anyone chooses."""
        self.effects.banner(tr("game.starts", player=self.session.name_of(seat)), "", "gold", 0.5)

    def pause(self) -> None:
        """A menu or the results over the game, or the game left: the player's own speed, no skipping."""
        self.app.anim.pace = 1.0
        self.skip.halt()

    leave = pause

    def resume(self) -> None:
        self.sync_view()
        if self.form.focused in (None, self.menu_button, self.undo_button, self.skip.button):
            self.form.go_home()  # Enter means the main control again, not the Menu button that opened the menu

    @property
    def colourblind(self) -> bool:
        return self.app.settings.colourblind

    @property
    def hints(self) -> bool:
        return self.app.settings.hints

    @property
    def busy(self) -> bool:
        """Animations are running: the screen has not caught up with the session."""
        return self.app.anim.timeline.busy

    @property
    def caught_up(self) -> bool:
        return not self.busy and self.presented is self.session.state

    def view_key(self):
        """The header and hints follow whether the table has caught up (see game/redraw.py)."""
        return self.caught_up, self.hurry_hint_showing()

    def background(self, dt: float) -> None:
        """The page is hidden: a computer to move goes on thinking; its move shows once the page is back."""
        session = self.session
        self.warm_up()
        if self.busy or self.finished or self.presented is not session.state:
            return
        if not session.is_over and not session.at_chance and session.current in self.agents:
            self.drive_agent(session.current)

    def human_to_move(self) -> bool:
        seat = self.session.seat_to_move()
        return seat is not None and not seat.is_ai and self.caught_up and not self.finished

    # --- events: animation, then the log line, then the presented state -----------------------
    def animate(self, event: dict) -> None:
        """Queue the animation of one rule event (the game's ``ANIMATIONS``) on the timeline."""
        method = self.ANIMATIONS.get(event["type"])
        if method is not None:
            getattr(self, method)(event)
        elif event["type"] not in self.SILENT:
            log.warning("%s: no animation for event %r", self.name, event["type"])

    def after_action(self, events: list[dict]) -> None:
        tl = self.app.anim.timeline
        after = self.session.state
        for event in events:
            self.animate(event)
            tl.call(lambda e=event: self.land_live(e, after))
        tl.call(lambda: self.present(after))
        self.app.autosave(self.session)

    def tween(self, target, duration, easing="out_quad", delay=0.0, **props):
        """Animate ``target``'s attributes now (game animations return these from timeline steps)."""
        return self.app.anim.animate(target, duration, easing=easing, delay=delay, **props)

    def land(self, event: dict, step_state) -> None:
        """An event's animation has ended: its log line appears now.

        While ``describe`` runs, ``self.presented`` is still the state before the event's step and
        ``self.step_state`` the state once the whole step is done (for final figures, such as how
        many turns a finished game took), the same in live play and when the log is rebuilt.
        """
        self.step_state = step_state
        entry = self.describe(event)
        if entry is not None:
            self.log.add(entry)

    def land_live(self, event: dict, step_state) -> None:
        """``land`` in play (not a rebuilt log): the new line is also read to screen readers, as shown."""
        before = len(self.log.entries)
        self.land(event, step_state)
        for entry in self.log.entries[before:]:
            webenv.say(entry.text(self.log.name_of))

    def present(self, state) -> None:
        """The screen has caught up with ``state``."""
        self.presented = state
        seat = self.rules.current_player(state)
        if seat >= 0 and seat != self.turn_seat:
            self.announce_turn(seat)

    def announce_turn(self, seat: int) -> None:
        """The seat to move changed: the header names it with its token and pulses."""
        self.turn_seat = seat
        self.turn_pulse["k"] = 1.0
        self.app.anim.animate(self.turn_pulse, 0.6, "out_cubic", area=frame.header_area(), k=0.0)
        humans = sum(1 for s in self.session.seats if not s.is_ai)
        if humans > 1 and not self.session.seats[seat].is_ai:
            self.app.play("turn")  # hot-seat: the next player should look up

    def rebuild_log(self) -> None:
        """The whole game's log, from replaying the session (Continue, undo)."""
        self.log.clear()
        rules, session = self.rules, self.session
        state = rules.initial_state(session.config, session.seed)
        keep = self.presented
        first = rules.current_player(state)
        if first >= 0:
            self.log.add(Entry("game.log.starts", {"player": SeatRef(first)}, seat=first))
        seal_lines.add_start(self.log, session)  # "Dice sealed: 7F3A 91C2"
        for item in session.log:
            self.presented = state  # as in live play: the state before the step ...
            if item.kind == "a":
                state, events = rules.apply(state, item.value)
            else:
                state, events = rules.apply_chance(state, item.value)
            for event in events:
                self.land(event, state)  # ... and the state after it
        self.presented = keep

    # --- actions -------------------------------------------------------------------------------
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

    def open_pause(self) -> None:
        from game.scenes.pause import PauseScene

        self.app.play("click")
        self.app.stack.push(PauseScene(self.app, self))

    def open_log(self) -> None:
        """The whole log in a sheet over the game (the header's Log button on a phone)."""
        from game.scenes.shared.log_sheet import LogSheet

        self.app.play("click")
        self.app.stack.push(LogSheet(self.app, self))

    def header_buttons(self) -> list:
        """The header's buttons, right to left, with the labels each must hold (frame.py)."""
        return frame.default_row(self)

    def tap_targets(self) -> list[tuple[str, pygame.Rect]]:
        """The form's widgets: the header's buttons and the game's own (a game adds its pieces)."""
        frame.arrange(self)
        return super().tap_targets()

    # --- the driver ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.app.anim.pace = self.pace(dt)
        self.warm_up()
        self.coach.update()
        self.review_ahead.update()
        if self.message_timer > 0:
            self.message_timer -= dt
            if self.message_timer <= 0:
                self.message = ""
        self.skip.update()
        frame.arrange(self)  # the header's row follows what shows (Skip) before the next tap
        self.drive()
        self.track_hurry_hint(dt)  # after the driver: it counts the frames the note is drawn in

    def rests(self) -> bool:
        """A human decides (the driver has prompted) or a card waits for a tap, and nothing runs on
        its own (see ``Scene.rests``): no message or skip, no thinking left (the coach, the Review's,
        ``warm_up``'s tables and results type) and no timer of the game's own."""
        deciding = self.human_to_move() and self._prompted_at == len(self.session.log)
        held = self.app.anim.held and self.hurry_hint["left"] <= 0  # a card waits for a tap
        return (
            (deciding or held)
            and self.message_timer <= 0
            and not self.skip.active
            and self.coach.rests()
            and self.review_ahead.rests()
            and self.warm.done
            and self.card_warm.done
            and not self.moving()
            and self.timers_still()
        )

    def timers_still(self) -> bool:
        """No timer of the game's own counts down (a card that closes itself, a take-back window)."""
        return True

    def drive(self) -> None:
        """The driver: present what has landed, resolve chance, let a computer think or prompt the human."""
        if self.busy or self.finished:
            return
        session = self.session
        if self.presented is not session.state:
            self.present(session.state)  # nothing is in flight: the screen shows the session's state
        if session.is_over:
            self.finished = True
            seal_lines.add_reveal(self.log, session)  # the last roll has landed: the seed
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
            offered = self.form.widgets[self.form.focus]  # what the game offers Enter for now
            if offered not in (self.menu_button, self.undo_button):
                self.form.home = offered

    # --- shared input ------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.log.handle(event) or self.skip.handle(event):
            return
        tap = event.type == pygame.MOUSEBUTTONUP and event.button == 1
        key = event.key if event.type == pygame.KEYDOWN else None
        menu = self.menu_button  # a tap on Menu opens it at once (a header with no room lists its
        # left-out buttons there, Skip among them, for while the computers' pieces move)
        on_menu = tap and menu.visible and menu.rect.collidepoint(event.pos)
        if self.busy and not on_menu and (tap or key in (pygame.K_SPACE, pygame.K_RETURN)):
            self.app.anim.finish_all()  # hurry the animation along
            return
        if key == pygame.K_u or (key == pygame.K_z and event.mod & pygame.KMOD_CTRL):
            self.undo()
            return
        if self.form.handle(event):
            return
        self.handle_game(event)

    def handle_game(self, event: pygame.event.Event) -> None:
        """Game-specific input (subclasses)."""

    # --- drawing -----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_table(surface)
        self.draw_pieces(surface)
        self.coach.draw(surface)
        self.effects.draw_floats(surface)
        self.effects.draw_banners(surface)
        self.draw_hud(surface)
        self.draw_overlays(surface)

    def draw_hud(self, surface: pygame.Surface) -> None:
        """Top bar (game name, whose turn), the message line and the buttons."""
        frame.draw_header(self, surface)
        frame.draw_messages(self, surface)
        self.form.draw(surface)

    def header_note(self) -> str:
        """A short note under the game's name in the top bar (e.g. which deal of a series)."""
        return ""

    def presented_over(self) -> bool:
        return self.rules.current_player(self.presented) == TERMINAL

    def status_line(self) -> str:
        cur = self.rules.current_player(self.presented)
        if cur == TERMINAL:
            return tr("game.over")
        seat = cur if cur != CHANCE else self.turn_seat
        if seat is None or seat < 0:
            return ""
        name = self.session.name_of(seat)
        if self.session.seats[seat].is_ai:
            thinking = cur == seat and self.caught_up
            return tr("game.thinking", name=name) if thinking else tr("game.turn_of", name=name)
        return tr("game.your_turn", name=name)
