"""Farkle at the table: the scene, its input and the rules' view of the player's selection.

The scene never scores or judges dice itself: what may be kept comes from ``legal_actions()``,
why not from the rules' ``explain_keep`` / IllegalAction, and a keep + roll (or bank) is previewed
by applying it to the pure state, so the buttons can never disagree with the rules.
"""

from __future__ import annotations

import math
import random
from collections import Counter

import pygame

from game import layout, theme
from game.i18n import number, tr
from game.rules.base import IllegalAction, RulesError
from game.rules.farkle import DECIDE, score
from game.scenes.base import GameScene
from game.scenes.farkle.animations import ANIMATIONS, FarkleAnimations
from game.scenes.farkle.board import FarkleBoard
from game.scenes.farkle.drawing import FarkleDrawing
from game.scenes.farkle.view import Plan, Row, Value, dice_text, geometry, reason_text
from game.scenes.shared import dice as dicelib
from game.scenes.shared.log import Entry, SeatList, SeatRef, event_params
from game.scenes.shared.pace import Pace
from game.ui import Button, Form

KEYS = {getattr(pygame, f"K_{row}{i}"): i for row in ("", "KP") for i in range(1, 7)}  # digits and keypad
LOGGED = {"rolled", "kept", "hot_dice", "farkle", "bankrupt", "banked", "final_round", "turn_start"}


class FarkleScene(FarkleAnimations, FarkleBoard, FarkleDrawing, GameScene):
    name = "farkle"
    # a computer turn within the issue-18 limit at normal speed (game/scenes/shared/pace.py)
    PACE = Pace(budget=1.7, boost=2.4, soft=0.45, most=5.0)
    ANIMATIONS = ANIMATIONS
    OFFERS_UNDO = False  # keep + roll / bank is one gesture, and undo never crosses a roll (Ctrl+Z says so)
    REDRAW_IGNORES = frozenset({"clock"})  # drawn only while a tweened shake runs

    def __init__(self, app, session):
        # the screen's geometry, computed once from the canvas in use (geometry.py)
        self.geo = geo = geometry(layout.current(), session.config["players"])
        self.BANNER_CENTER = geo.banner_center
        if geo.roll.x > geo.tray.right:  # Roll and Bank beside the tray: the replay's controls there too
            self.REPLAY_BAR_CENTER = theme.WIDTH
        super().__init__(app, session)
        n = session.config["players"]
        self.solo = n == 1
        self.rng = random.Random(session.seed ^ 0x5EED)  # looks only: jitter and tumbling faces
        self.clock = 0.0
        self.tray: list[dicelib.Die] = []
        self.rows: list[Row] = []
        self.bursts: list = []
        self.totals = [Value() for _ in range(n)]
        self.turn = Value()
        self.turn_red = False
        self.active = 0
        self.hl = Value()  # scoreboard highlight position (row index, tweened)
        self.shake = Value()
        self.flash = Value()
        self.final_seat: int | None = None
        self._pressed: dicelib.Die | None = None
        self._pressed_board = False
        self.sheet_open = False  # a phone: the score sheet over the game area (``geo.sheet``)
        self._plan_key = None
        self._plan = Plan()
        self._static: pygame.Surface | None = None
        # "Roll" where "Roll 6 dice" would be cut (Large text on a phone)
        self.roll_button = self.action_button(
            "roll", geo.roll, self.roll_label, "primary", lambda: tr("farkle.ui.roll")
        )
        self.bank_button = self.action_button("bank", geo.bank, self.bank_label, "secondary")
        self.form.widgets[:0] = [self.roll_button, self.bank_button]
        self.form.focus = 0

    def action_button(self, then: str, rect, label, style: str, short="") -> Button:
        """Roll or Bank: the selection kept (when a keep is due) and ``then`` (``commit``, which says
        why not when pressed while it does not apply)."""

        def act() -> None:
            self.commit(then)

        def enabled() -> bool:
            plan = self.plan()
            return self.human_to_move() and (plan.can_roll if then == "roll" else plan.can_bank)

        return Button(rect, label, act, style, enabled=enabled, size=20, on_refuse=act, short=short)

    # --- the rules' view of the human's selection ---------------------------------------
    def selection(self) -> tuple[int, ...]:
        return tuple(sorted(d.value for d in self.tray if d.selected))

    def plan(self) -> Plan:
        """Keep + roll/bank previewed on the pure state: the buttons follow the rules exactly."""
        state = self.session.state
        sel = self.selection()
        key = (id(state), sel)
        if key == self._plan_key:
            return self._plan
        rules = self.rules
        legal = self.session.legal_actions()
        plan = Plan(turn_after=getattr(state, "turn_total", 0))
        after = state
        if any(a[0] == "keep" for a in legal):
            action = ("keep", sel)
            if action in legal:
                plan.keep, plan.points = action, score(sel)
                after = rules.apply(state, action)[0]
            else:
                err = rules.explain_keep(state, sel) or IllegalAction("illegal", "err.illegal")
                plan.reason = plan.roll_reason = plan.bank_reason = err
                self._plan_key, self._plan = key, plan
                return plan
        next_legal = rules.legal_actions(after) if after is not state else legal
        plan.can_roll = ("roll",) in next_legal
        plan.can_bank = ("bank",) in next_legal
        if not plan.can_roll:
            plan.roll_reason = self._why(after, ("roll",))
        if not plan.can_bank:
            plan.bank_reason = self._why(after, ("bank",))
        plan.next_dice = getattr(after, "dice_to_roll", 6)
        plan.turn_after = getattr(after, "turn_total", 0)
        self._plan_key, self._plan = key, plan
        return plan

    def _why(self, state, action) -> RulesError | None:
        try:
            self.rules.apply(state, action)
        except IllegalAction as exc:
            return exc
        return None

    def roll_label(self) -> str:
        plan = self.plan()
        if self.human_to_move() and plan.can_roll:
            return tr("farkle.ui.roll_n", count=plan.next_dice)
        return tr("farkle.ui.roll")

    def bank_label(self) -> str:
        plan = self.plan()
        if self.human_to_move() and plan.can_bank:
            return tr("farkle.ui.bank", points=number(plan.turn_after))
        return tr("farkle.scene.bank")

    # --- human input ---------------------------------------------------------------------
    def commit(self, then: str) -> None:
        """Keep the selection (when a keep is due) and then roll or bank: one gesture, two actions."""
        if not self.human_to_move():
            return
        plan = self.plan()
        if plan.reason is not None:
            self._refuse(plan.reason)
            return
        allowed, why = (
            (plan.can_roll, plan.roll_reason) if then == "roll" else (plan.can_bank, plan.bank_reason)
        )
        if not allowed:
            self._refuse(why)
            return
        actions = ([plan.keep] if plan.keep else []) + [(then,)]
        events: list[dict] = []
        for action in actions:
            try:
                events += self.session.act(action)
            except IllegalAction as exc:  # cannot happen: the plan came from the rules
                self._refuse(exc)
                break
        if events:
            self.message = ""
            self.app.play("click")
            self.after_action(events)

    def _refuse(self, err: RulesError | None) -> None:
        if err is not None:
            self.explain(err)
        self.app.play("error")

    def toggle(self, die: dicelib.Die) -> None:
        if not self.human_to_move():
            return
        if not any(a[0] == "keep" for a in self.session.legal_actions()):
            self._refuse(self.rules.explain_keep(self.session.state, (die.value,)))
            return
        on = not die.selected
        for d in self.tap_set(die):
            d.selected = on
            self.app.anim.animate(d, 0.12, lift=1.0 if d.selected else 0.0)
        self.app.play("click")
        plan = self.plan()
        self.message = reason_text(plan.reason) if plan.reason and die.selected else ""
        self.message_timer = 3.0 if self.message else 0.0

    def tap_set(self, die: dicelib.Die) -> list[dicelib.Die]:
        """The dice a tap on ``die`` selects or puts back: the die alone when that leaves a keep the
        rules allow (or no better choice exists), else its whole scoring set: the smallest legal
        keep that holds the selection and this die (one 4 of 4-4-4 selects the three)."""
        sel = Counter(self.selection())
        if die.selected:
            sel[die.value] -= 1
        else:
            sel[die.value] += 1
        keeps = [Counter(a[1]) for a in self.session.legal_actions() if a[0] == "keep"]
        if not +sel or any(k == +sel for k in keeps):
            return [die]
        if die.selected:  # putting back one die of a set puts back the set's dice of that value
            return [d for d in self.tray if d.selected and d.value == die.value]
        fits = [k for k in keeps if not sel - k]  # legal keeps holding the selection and this die
        if not fits:
            return [die]
        best = min(fits, key=lambda k: k.total())  # the smallest; legal_actions lists best first
        extra = best - sel
        out = [die]
        for d in self.tray:
            if not d.selected and d is not die and extra[d.value] > 0:
                extra[d.value] -= 1
                out.append(d)
        return out

    def clear_selection(self) -> None:
        for d in self.tray:
            if d.selected:
                d.selected = False
                self.app.anim.animate(d, 0.12, lift=0.0)

    def handle(self, event: pygame.event.Event) -> None:
        if self.geo.sheet is not None and self.handle_sheet(event):
            return
        if event.type == pygame.KEYDOWN and self.human_to_move():
            Form.show_focus = True
            if event.key in KEYS:
                n = KEYS[event.key]
                if n <= len(self.tray):
                    self.toggle(self.tray[n - 1])
                else:
                    self._refuse(self.rules.explain_keep(self.session.state, ()) if not self.tray else None)
                return
            if event.key == pygame.K_b:
                self.commit("bank")
                return
            if event.key in (pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_0, pygame.K_KP0):
                self.clear_selection()
                return
            # Enter is "keep and roll" (or why not) unless the keyboard put the focus on Bank
            focused = self.form.focused
            actions = (None, self.roll_button, self.bank_button)
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and focused in actions:
                self.commit("bank" if focused is self.bank_button else "roll")
                return
        super().handle(event)

    def handle_game(self, event: pygame.event.Event) -> None:
        """A die toggles on release over the same die it was pressed on (misclick protection)."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = self.die_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            die, pressed, self._pressed = self.die_at(event.pos), self._pressed, None
            if die is not None and die is pressed:
                self.toggle(die)

    def die_at(self, pos) -> dicelib.Die | None:
        for die, rect in reversed(self.die_targets()):
            if rect.collidepoint(pos):
                return die
        return None

    def die_targets(self) -> list[tuple[dicelib.Die, pygame.Rect]]:
        """Each die a tap can act on and its touch area (the face and ``geo.die_pad`` around it):
        the one list both the hit test (``die_at``) and ``tap_targets`` read."""
        pad = self.geo.die_pad
        out = []
        for die in self.tray:
            if not die.settled or die.scale < 0.99:
                continue  # thrown and not landed yet, or on its way to the shelf
            x, y, *_ = die.pose()
            half = die.size / 2 + pad
            left, top = math.floor(x - half), math.floor(y - half)
            out.append(
                (die, pygame.Rect(left, top, math.ceil(x + half) + 1 - left, math.ceil(y + half) + 1 - top))
            )
        return out

    # --- touch: what a tap acts on, what a long press says, the score sheet (a phone) ----------
    def tap_targets(self) -> list[tuple[str, pygame.Rect]]:
        if self.sheet_open:
            header = [(n, r) for n, r in super().tap_targets() if not self.geo.area.colliderect(r)]
            return header + [("score sheet (tap closes)", self.geo.area.copy())]
        out = super().tap_targets()
        if self.human_to_move():
            out += [(f"die {i + 1} ({d.value})", r) for i, (d, r) in enumerate(self.die_targets())]
        if self.geo.sheet is not None:
            out.append(("scoreboard (opens the score sheet)", self.geo.board.copy()))
        return out

    def long_press(self, pos) -> str:
        if self.sheet_open:
            return ""
        for button in (self.roll_button, self.bank_button):
            if button.visible and button.rect.collidepoint(pos):
                return self.button_tip(button is self.roll_button)
        die = self.die_at(pos)
        if die is not None:
            return self.die_tip(die)
        if self.geo.sheet is not None and self.geo.board.collidepoint(pos):
            return tr("farkle.tip.board")
        return super().long_press(pos)

    def button_tip(self, roll: bool) -> str:
        """Why Roll / Bank does nothing now, or what it would do."""
        if not self.human_to_move():
            return self.wait_tip()
        plan = self.plan()
        if roll:
            if plan.can_roll and plan.reason is None:
                return tr("farkle.tip.roll", count=plan.next_dice)
            return reason_text(plan.reason or plan.roll_reason)
        if plan.can_bank and plan.reason is None:
            return tr("farkle.tip.bank", points=number(plan.turn_after))
        return reason_text(plan.reason or plan.bank_reason)

    def die_tip(self, die) -> str:
        if not self.human_to_move():
            return self.wait_tip()
        state = self.session.state
        if die.selected:
            return tr("farkle.tip.die_selected", die=die.value)
        if die.value in self.scoring_values():  # (none while no keep is legal: then the rules say why)
            dice = self.tap_set(die)
            if len(dice) > 1:  # what the tap will do: select its whole scoring set
                values = sorted(d.value for d in dice)
                return tr("farkle.tip.die_set", die=die.value, dice=dice_text(values))
            return tr("farkle.tip.die_scores", die=die.value)
        return reason_text(self.rules.explain_keep(state, (die.value,))) or tr(
            "farkle.tip.die_scores", die=die.value
        )

    def wait_tip(self) -> str:
        seat = self.turn_seat
        if self.finished or seat is None:
            return tr("farkle.err.game_over")
        return tr("farkle.tip.wait", player=self.session.name_of(seat))

    def handle_sheet(self, event) -> bool:
        """Compact: the scoreboard opens the score sheet, a tap on the sheet closes it (press and
        release on the same place, like a button); Escape closes it too. True: the event is used."""
        if event.type == pygame.KEYDOWN and self.sheet_open and event.key == pygame.K_ESCAPE:
            self.sheet_open = False
            return True
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or event.button != 1:
            return False
        # open: the whole game area closes it (the header's buttons still work); shut: the board opens it
        area = self.geo.area if self.sheet_open else self.geo.board
        if not area.collidepoint(event.pos):
            self._pressed_board = False
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._pressed_board = True
        elif self._pressed_board:
            self._pressed_board = False
            self.sheet_open = not self.sheet_open
            self.app.play("click")
        return True

    def draw_overlays(self, surface) -> None:
        if self.sheet_open:
            self.draw_sheet(surface)

    # --- driver hooks ------------------------------------------------------------------------
    def holds_before(self, action) -> bool:
        """Every roll that lands is held before its keep, and a turn's end before the next turn's
        first roll clears the table. Rolling on or banking after a keep moves only the dice left
        in the tray or the turn total: the dice just set aside stay in view meanwhile."""
        return action[0] == "keep" or self.presented.phase != DECIDE

    def human_turn_started(self) -> None:
        self.form.set_focus(self.roll_button)

    def update(self, dt: float) -> None:
        self.clock += dt
        shake = self.shake.value
        self.effects.banner_dx = math.sin(self.clock * 47) * 8 * shake if shake > 0 else 0.0
        super().update(dt)

    def sync_view(self) -> None:
        """Rebuild every visual from the presented state (start, load, undo, back from the pause menu)."""
        self._static = None
        if self.busy:
            return  # the queued animations bring the table up to date
        state = self.presented
        roll = tuple(state.roll)
        if tuple(d.value for d in self.tray) != roll or any(d.dead or not d.settled for d in self.tray):
            self.tray = dicelib.lay_out(roll, self.geo.tray, self.rng, self.geo.die, rows=self.geo.tray_rows)
        self.rows = []
        left = 6
        for group in state.kept:
            left -= len(group)
            self.rows.append(Row(group, score(group), hot=left == 0))
            if left == 0:
                left = 6
        self.totals = [Value(t) for t in state.totals]
        self.turn = Value(state.turn_total)
        self.turn_red = False
        self.active = state.seat
        self.hl = Value(state.seat)
        self.final_seat = state.final_trigger
        self.bursts = []
        self.effects.clear()
        self.shake.value = self.flash.value = 0.0
        self._plan_key = None

    # --- the log -------------------------------------------------------------------------------
    def describe(self, event: dict) -> Entry | None:
        kind = event["type"]
        seat = event.get("seat")
        p = event_params(event)
        if "dice" in p:
            p["dice"] = dice_text(p["dice"])
        if kind == "game_over":
            winners = event["winners"]
            if self.solo:
                params = {"limit": self.presented.limit, "turns": self.rules.turn_count(self.step_state)}
                return Entry("farkle.log.solo_done", params, seat=0)
            if len(winners) == 1:
                return Entry("farkle.log.win", {"player": SeatRef(winners[0])}, seat=winners[0])
            return Entry("farkle.log.tie", {"players": SeatList(winners)})
        if kind == "turn_start" and self.solo:
            return None  # solo needs no "your turn" lines
        return Entry(f"farkle.log.{kind}", p, seat=seat) if kind in LOGGED else None

    def final_view(self, winner: int) -> str:
        """View board (game/scenes/final_board.py): the scoreboard stars the winner itself; the
        caption tells the deciding turn (the log's line before the game's end)."""
        entries = self.log.entries
        line = entries[-2].text(self.session.name_of) if len(entries) >= 2 else ""
        return tr("farkle.board.last", name=self.session.name_of(winner), line=line)
