"""Exactly! at the table: the scene, its view of the piles and the human's choices.

The scene never judges a move itself. What may be rolled, named or moved comes
from ``session.legal_actions()``; which piles light up from the rules' query
helpers (``sources``, ``destinations``); why a pile cannot be used from
``explain_source`` / ``explain_destination`` and IllegalAction reasons. The
view (coin counts per pile, €1 pieces, the die) lags the rules state while the
events animate (``animations.py``).
"""

from __future__ import annotations

import random

import pygame

from game import layout
from game.i18n import tr, trn
from game.rules import exactly as ex
from game.rules.base import SEAT_PARAMS, Explanation, RulesError
from game.scenes.base import GameScene
from game.scenes.exactly.animations import ANIMATIONS, SILENT, ExactlyAnimations
from game.scenes.exactly.drawing import ExactlyDrawing
from game.scenes.exactly.input import ExactlyInput, MoveList, TablePicker
from game.scenes.exactly.summary import ExactlySummary
from game.scenes.exactly.takeback import ExactlyTakeBack
from game.scenes.exactly.touch import ExactlyTouch
from game.scenes.exactly.view import Table, geometry
from game.scenes.shared import dice as dicelib
from game.scenes.shared.drag import DragScroll
from game.scenes.shared.log import Entry, SeatRef
from game.scenes.shared.pace import Pace
from game.ui import Button

COMPUTER_ROLL_PAUSE = 0.1  # seconds (speed 1) before a computer's forced roll; 0.06 s at normal speed
COMPUTER_MOVE_PAUSE = 0.28  # before a computer's move or named value: long enough to see the die


class ExactlyScene(
    ExactlySummary,
    ExactlyAnimations,
    ExactlyInput,
    ExactlyTouch,
    ExactlyDrawing,
    ExactlyTakeBack,
    GameScene,
):
    name = "exactly"
    # a computer turn within the issue-18 limit at normal speed (game/scenes/shared/pace.py)
    PACE = Pace(budget=1.4, most=6.0)
    ANIMATIONS = ANIMATIONS
    SILENT = SILENT

    def __init__(self, app, session):
        # the screen's geometry from the canvas, computed once (docs/architecture.md, "One layout mechanism")
        self.n = session.config["players"]
        self.geo = geo = geometry(layout.current(), self.n)
        self.BANNER_CENTER = geo.banner_center  # read by GameScene.__init__ for the banners
        # replay controls over the free part of the table (game/scenes/replay.py)
        self.REPLAY_BAR_CENTER = geo.tray.x + 20 if geo.form == "wide" else geo.table.centerx
        super().__init__(app, session)
        self.layout = Table(geo, self.n)
        self.rng = random.Random(session.seed ^ 0xC01)  # looks only: how the die lands
        self._static: pygame.Surface | None = None
        self._sync()  # the view: piles, €1 pieces, the die (it lags the state while events animate)
        # input
        self.cursor = None  # the keyboard's pile on the table
        self.mouse = (0, 0)
        self.list_cursor = 0
        self.list_scroll = 0
        self.list_drag = DragScroll()  # compact: a finger pulling the move list
        self.roll_button = Button(
            geo.roll,
            lambda: tr("exactly.ui.roll"),
            self.roll,
            "primary",
            visible=lambda: self.phase_for_human() == ex.START,
            size=26,
        )
        self.value_buttons = [
            Button(
                rect,
                "",  # the icon draws the coin and its value (``draw_value_icon``)
                lambda v=v: self.name_value(v),
                "secondary",
                enabled=lambda v=v: ("value", v) in self.legal(),
                visible=lambda: self.phase_for_human() == ex.CHOOSE,
                size=24,
                icon=lambda surf, r, ink, v=v: self.draw_value_icon(surf, r, v, ink),
                on_refuse=lambda v=v: self.name_value(v),
            )
            for v, rect in zip(ex.COINS, geo.values)
        ]
        self.picker = TablePicker(self)
        self.move_list = MoveList(self)
        self.form.widgets[:0] = [self.roll_button, *self.value_buttons, self.picker, self.move_list]
        self.init_take_back()
        self.init_summary()
        self.form.focus = 0

    # --- what the human may do now ------------------------------------------------------
    def legal(self) -> list:
        return self.session.legal_actions() if self.human_to_move() else []

    def phase_for_human(self) -> str | None:
        """The presented phase while a human is to decide in it (None otherwise)."""
        return self.presented.phase if self.human_to_move() else None

    def say(self, why: Explanation | RulesError | None, sound: bool = True) -> None:
        """Show a rules reason, seat numbers turned into names."""
        if why is None:
            return
        self.message = self.words(why)  # touch.py: the same words a long press uses
        self.message_timer = 4.5
        if sound:
            self.app.play("error")

    def explain(self, exc: RulesError) -> None:
        self.say(exc, sound=False)  # ``perform`` plays the error sound itself

    # --- the driver's hooks ---------------------------------------------------------------
    def ai_pause(self, action) -> float:
        return COMPUTER_ROLL_PAUSE if action[0] == "roll" else COMPUTER_MOVE_PAUSE

    def holds_before(self, action) -> bool:
        """A forced roll moves only the die: the last move's coins stay in view while it rolls,
        and the die that lands is held before the move that follows."""
        return action[0] != "roll"

    def human_turn_started(self) -> None:
        st = self.presented
        self.source = None
        if st.phase == ex.START:
            self.form.set_focus(self.roll_button)
        elif st.phase == ex.CHOOSE:
            self.form.set_focus(next((b for b in self.value_buttons if b.enabled), self.value_buttons[0]))
        elif st.phase == ex.MOVE:
            self.cursor = self.default_cursor()
            self.list_cursor = self.list_scroll = 0
            self.form.set_focus(self.picker)

    def sync_view(self) -> None:
        """Every visual from the presented state (start, load, undo, back from the pause menu)."""
        self._static = None
        if self.busy:
            return  # the queued animations bring the table up to date
        self._sync()

    def _sync(self) -> None:
        st = self.presented
        self.vpiles = {pile: list(ex.pile_counts(st, pile)) for pile in self.layout.piles()}
        self.veuros = list(st.euros)
        self.vactive = None if st.phase == ex.OVER else st.seat  # in the roll-off: who throws next
        self.rolloff_faces = {}
        if st.phase == ex.ROLLOFF:
            self.rolloff_faces = dict(zip(st.contenders, st.rolloff))
        self.named = st.value if st.phase == ex.MOVE and st.face == ex.ANY else None
        self.die = None
        if st.face is not None:
            self.die = dicelib.Die(
                str(st.face),  # "0", "?", "50", "20", "10", "5"
                self.geo.die_area.centerx,
                self.geo.die_area.centery - 4,
                -6,
                self.geo.die,
                "black_gold",
            )
        self.flyers, self.sparkles = [], []
        self.last_move = (*st.last_move, None) if st.last_move else ()  # who moved it: not in the state
        self.source = None  # the pile the human took the coin from (None: not chosen yet)
        self.effects.clear()

    def enter(self) -> None:
        super().enter()
        self._sync()

    # --- the log ------------------------------------------------------------------------------
    def describe(self, event: dict) -> Entry | None:
        if event["type"] == "turn_start":
            return None  # the header and the lit pile say whose turn it is; the log stays readable
        line = ex.log_line(event)
        if line is None:
            return None
        params = {k: SeatRef(v) if k in SEAT_PARAMS and type(v) is int else v for k, v in line.params.items()}
        seat = event.get("seat") if event["type"] != "game_over" else event["winners"][0]
        return Entry(line.key, params, seat=seat if type(seat) is int else None)

    def status_line(self) -> str:
        if self.take_back_left > 0:  # the computer is not thinking: it waits for the open move
            return tr("game.turn_of", name=self.session.name_of(self.session.current))
        return super().status_line()

    def header_note(self) -> str:
        """The round beside the game's name; upright, where the header's status row has no room
        for it, the countdown strip says it (``round_note``)."""
        return "" if self.geo.form == "upright" else self.round_note()

    def round_note(self) -> str:
        left = ex.turns_left(self.presented)
        if left is None:
            return tr("exactly.ui.round", round=self.presented.round)
        if self.geo.compact:  # a phone: its header and countdown strip hold the short form
            return trn("exactly.ui.round_left_short", left, round=self.presented.round)
        return trn("exactly.ui.round_left", left, round=self.presented.round)

    def update(self, dt: float) -> None:
        self.track_take_back(dt)
        super().update(dt)

    def timers_still(self) -> bool:
        return not self.round_card.counting() and self.take_back_left <= 0 and super().timers_still()
