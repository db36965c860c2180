"""Star Rows at the table: the scene and its input.

The scene never judges a move itself: the buttons and the clickable rows and
dice come from ``session.legal_actions()``; a refused click is sent through the
rules' ``explain_advance`` / ``explain_mark`` / IllegalAction, and its reason is
shown. Rerolling: click dice (or press 1-9) to choose the dice to throw again,
then Reroll (R), or keep the roll (K). Placing: click a die group or a row (or
press 1-6, or move the row cursor with the arrows and press Enter); a row
without a marker gets a free marker first, in the same gesture. End the turn
with the button (E).
"""

from __future__ import annotations

import random

import pygame

from game import layout
from game.i18n import tr
from game.rules import starrows as R
from game.rules.base import IllegalAction, RulesError
from game.scenes.base import GameScene
from game.scenes.shared import dice as dicelib
from game.scenes.shared.log import Entry, Msg, SeatList, SeatRef, event_params
from game.scenes.shared.pace import Pace
from game.scenes.starrows import explain
from game.scenes.starrows.animations import ANIMATIONS, StarRowsAnimations
from game.scenes.starrows.drawing import StarRowsDrawing
from game.scenes.starrows.sheet import Sheet
from game.scenes.starrows.view import Geometry, Num, View
from game.session import variant_key
from game.ui import Button, Form

DIE_KEYS = {getattr(pygame, f"K_{i}"): i for i in range(1, 10)} | {
    getattr(pygame, f"K_KP{i}"): i for i in range(1, 10)
}
LOGGED = {
    "turn_start", "rolled", "stop", "mark", "advance", "row_done", "surplus", "coin_star", "task",
    "turn_end", "final_round",
}  # fmt: skip


class StarRowsScene(StarRowsAnimations, StarRowsDrawing, GameScene):
    name = "starrows"
    # the median computer turn within issue 30's 3 s at normal speed, every landed throw held 0.5 s
    # (game/scenes/shared/pace.py): the placements between play brisk
    PACE = Pace(budget=2.7, boost=4.0, soft=0.4)
    ANIMATIONS = ANIMATIONS

    def __init__(self, app, session):
        self.geo = Geometry(layout.current(), session.config["players"])  # this canvas's, once
        self.BANNER_CENTER = self.geo.banner_center
        super().__init__(app, session)
        self.n = session.config["players"]
        self.solo = self.n == 1
        self.variant = variant_key(session.config)
        self.rng = random.Random(session.seed ^ 0x57A2)  # looks only: jitter and tumbling faces
        self.view = View(session.state)
        self.tray: list[dicelib.Die] = []
        self.board_seat: int | None = session.state.seat
        self.board_fade = Num(1.0)
        self.rerolls_shown: int | None = None
        self.placing = False
        self.flying: dict | None = None
        self.cursor: int | None = None
        self.hover_row: int | None = None
        self._held: list = []
        self._pressed = None
        self._static: pygame.Surface | None = None
        self.main_button = Button(
            self.geo.main,
            self.main_label,
            self.press_main,
            "primary",
            enabled=lambda: self.human_to_move() and self.main_action() in self.session.legal_actions(),
            size=18,
            on_refuse=self.press_main,
        )
        self.keep_button = Button(
            self.geo.keep,
            lambda: tr("starrows.ui.stop"),
            lambda: self.act([("stop",)]),
            "secondary",
            enabled=lambda: self.human_to_move() and ("stop",) in self.session.legal_actions(),
            visible=lambda: self.presented.phase == R.REROLL,
            size=18,
            short=lambda: tr("starrows.ui.stop_short"),
        )
        self.form.widgets[:0] = [self.main_button, self.keep_button]
        self.form.focus = 0

    # --- what the buttons do ---------------------------------------------------------------------
    def selection(self) -> tuple[int, ...]:
        return tuple(sorted(d.value for d in self.tray if d.selected))

    def main_action(self) -> tuple:
        """The main button's action in this phase (Roll, Reroll the chosen dice, End turn), legal or not."""
        phase = self.session.state.phase
        if phase == R.REROLL:
            return ("reroll", self.selection())
        return ("end",) if phase == R.PLACE else ("roll",)

    def main_label(self) -> str:
        phase = self.presented.phase
        if phase == R.REROLL:
            sel = self.selection() if self.human_to_move() else ()  # a computer's lifted dice are not ours
            return tr("starrows.scene.reroll_n", count=len(sel)) if sel else tr("starrows.ui.reroll")
        if phase == R.PLACE:
            return tr("starrows.ui.end")
        return tr("starrows.ui.roll")

    def press_main(self) -> None:
        self.act([self.main_action()])  # a refusal is explained

    def act(self, actions: list[tuple]) -> bool:
        """Apply one gesture's actions (a mark and its advance are one gesture); explain a refusal."""
        if not self.human_to_move():
            return False
        events: list[dict] = []
        for action in actions:
            try:
                events += self.session.act(action)
            except IllegalAction as exc:
                self.refuse(exc)
                break
        if not events:
            return False
        self.message = ""
        self.app.play("click")
        self.after_action(events)
        return True

    def refuse(self, err: RulesError | None) -> None:
        if err is not None:
            self.explain(err)
        self.app.play("error")

    def act_row(self, row: int) -> None:
        """Advance ``row``; a row without a marker gets a free marker first (one gesture)."""
        if not self.human_to_move():
            return
        state, rules = self.session.state, self.rules
        legal = self.session.legal_actions()
        if ("advance", row) in legal:
            self.act([("advance", row)])
            return
        if ("mark", row) in legal:
            err = rules.explain_advance(rules.apply(state, ("mark", row))[0], row)  # with the marker placed
            if err is None:
                self.act([("mark", row), ("advance", row)])
            else:
                self.refuse(err)
            return
        err = rules.explain_advance(state, row)
        if err is not None and err.key == "starrows.err.no_marker":
            err = rules.explain_mark(state, row) or err
        self.refuse(err)

    def toggle(self, die) -> None:
        if not self.human_to_move():
            return
        if self.session.state.phase == R.PLACE:
            self.act_row(die.value)
            return
        if self.session.state.phase != R.REROLL:
            self.refuse(IllegalAction("not now", "starrows.err.not_rerolling"))
            return
        die.selected = not die.selected
        self.app.anim.animate(die, 0.12, lift=1.0 if die.selected else 0.0)
        self.app.play("click")

    def clear_selection(self) -> None:
        for d in self.tray:
            if d.selected:
                d.selected = False
                self.app.anim.animate(d, 0.12, lift=0.0)

    def cursor_row(self) -> int | None:
        return self.cursor if self.human_to_move() and self.presented.phase == R.PLACE else None

    # --- input ---------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and self.human_to_move():
            phase = self.session.state.phase
            Form.show_focus = True
            if event.key in DIE_KEYS:
                n = DIE_KEYS[event.key]
                if phase == R.REROLL and n <= len(self.tray):
                    self.toggle(self.tray[n - 1])
                elif phase == R.PLACE and n in R.ROWS:
                    self.act_row(n)
                else:
                    self.refuse(self.rules.explain_advance(self.session.state, n))
                return
            if event.key in (pygame.K_UP, pygame.K_DOWN) and phase == R.PLACE:
                step = -1 if event.key == pygame.K_UP else 1
                self.cursor = (((self.cursor or (0 if step > 0 else 7)) - 1 + step) % 6) + 1
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.cursor_row() is not None:
                self.act_row(self.cursor)
                return
            if event.key == pygame.K_TAB:
                self.cursor = None
            if (event.key, phase) in ((pygame.K_r, R.REROLL), (pygame.K_e, R.PLACE)):  # Reroll, End turn
                self.press_main()
                return
            if event.key in (pygame.K_k, pygame.K_s) and phase == R.REROLL:
                self.act([("stop",)])
                return
            if event.key in (pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_0, pygame.K_KP0):
                self.clear_selection()
                return
        super().handle(event)

    def handle_game(self, event: pygame.event.Event) -> None:
        """A die or a row acts on release over the same target it was pressed on."""
        if event.type == pygame.MOUSEMOTION:
            target = self.target_at(event.pos)
            self.hover_row = None
            if target is not None and target[0] in ("row", "die"):
                self.hover_row = target[1] if target[0] == "row" else target[1].value
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = self.target_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            target, pressed, self._pressed = self.target_at(event.pos), self._pressed, None
            if target is None or target != pressed:
                return
            kind, value = target
            if kind == "die":
                self.toggle(value)
            elif kind == "row":
                self.cursor = None
                self.act_row(value)
            else:
                self.open_sheet(kind)

    def piece_targets(self) -> list[tuple[str, pygame.Rect, tuple]]:
        """Every piece a tap acts on now, topmost first, as (name, tap area, target): the one list
        the hit test (``target_at``) and ``tap_targets`` both read."""
        geo = self.geo
        out = [
            (f"die {i + 1} ({die.value})", geo.die_touch(die), ("die", die))
            for i, die in reversed(list(enumerate(self.tray)))
            if die.settled and die.scale > 0.99
        ]
        if self.board_seat == self.session.state.seat:
            out += [(f"row {row}", geo.row_hit(row), ("row", row)) for row in R.ROWS]
        if geo.compact:
            out += [(f"task {t}", geo.task_rect(t), ("tasks", t)) for t in R.TASKS]
            if not self.solo:
                out.append(("players' boards", geo.players, ("boards", None)))
        return out

    def target_at(self, pos):
        for _name, rect, target in self.piece_targets():
            if rect.collidepoint(pos):
                return target
        return None

    def tap_targets(self) -> list[tuple[str, pygame.Rect]]:
        return super().tap_targets() + [(name, rect) for name, rect, _ in self.piece_targets()]

    def long_press(self, pos) -> str:
        """A button's hint, else what the die, row, task or panel under the finger means."""
        return super().long_press(pos) or explain.at(self, pos)

    def open_sheet(self, kind: str) -> None:
        """The task texts or every player's board, over the game area (compact: a tap away)."""
        self.app.play("click")
        self.app.stack.push(Sheet(self.app, self, kind))

    # --- driver hooks ----------------------------------------------------------------------------------
    def holds_before(self, action) -> bool:
        """A throw that has landed is held before the first choice about it, and a turn's end
        before the next turn's throw; placements in a row move other dice to other rows, so
        each one stays in view while the next is made. A reroll holds after its choice instead:
        the dice it throws lift at once and stay lifted, the throw still in view, for the hold
        (``_on_roll``), so the player sees both the throw and what the computer makes of it."""
        log = self.session.log
        if action[0] == "reroll":
            return False
        return self.presented.phase == R.START or (bool(log) and log[-1].kind == "c")

    def human_turn_started(self) -> None:
        self.form.set_focus(self.main_button)

    def present(self, state) -> None:
        super().present(state)
        self.view.sync(state)  # the numbers catch up exactly with the rules (the dice stay as they lie)
        self.board_seat = state.seat

    def sync_view(self) -> None:
        """Rebuild every visual from the presented state (start, load, undo, back from the pause menu)."""
        self._static = None
        if self.busy:
            return
        state = self.presented
        self.view = View(state)
        self.board_seat = state.seat
        self.board_fade.value = 1.0
        self.flying = None
        self.effects.clear()
        self.placing = state.phase == R.PLACE
        self.rerolls_shown = {R.REROLL: state.rerolls_left, R.PLACE: 0, R.ROLLING: state.rerolls_left}.get(
            state.phase
        )
        rolling = state.phase == R.ROLLING  # the dice lie kept until they are thrown
        if state.phase == R.PLACE:
            values, places = state.left, self.geo.grouped_positions(state.left)
        elif state.phase in (R.REROLL, R.ROLLING):
            values, n = state.dice, len(state.dice)
            held_at, new_at, _ = self.geo.dice_positions(n if rolling else 0, 0 if rolling else n)
            places = held_at + new_at
        else:
            values, places = (), []
        self.tray = [dicelib.Die(v, x, y, 0.0, self.geo.die) for v, (x, y) in zip(values, places)]
        for die in self.tray:
            die.held = rolling

    # --- the log ---------------------------------------------------------------------------------------
    def rebuild_log(self) -> None:
        """The log, with the later seats' head start on the coin row said right after who starts."""
        super().rebuild_log()
        start = self.rules.initial_state(self.session.config, self.session.seed).coins
        ahead = [seat for seat, field in enumerate(start) if field > 0]
        if not ahead or not self.log.entries:
            return
        entries = self.log.entries
        self.log.clear()
        fields = ", ".join(str(start[seat]) for seat in ahead)  # one line, in seat order
        params = {"players": SeatList(ahead), "fields": fields}
        for entry in (entries[0], Entry("starrows.log.head_start", params, count=len(ahead)), *entries[1:]):
            self.log.add(entry)

    def describe(self, event: dict) -> Entry | None:
        kind = event["type"]
        seat = event.get("seat")
        p = event_params(event, drop=("left", "new", "held"))
        if "dice" in p:
            p["dice"] = ", ".join(str(d) for d in p["dice"])
        if kind == "game_over":
            winners = event["winners"]
            if self.solo:
                state = self.step_state
                if event["reason"] == "round_limit":
                    params = {"turns": state.turns[0], "stars": state.stars(0), "goal": R.STAR_GOAL}
                    return Entry("starrows.result.solo_limit", params, seat=0)
                return Entry("starrows.log.solo_done", {"turns": state.turns[0]}, seat=0)
            if len(winners) == 1:
                return Entry("starrows.log.win", {"player": SeatRef(winners[0])}, seat=winners[0])
            return Entry("starrows.log.tie", {"players": SeatList(winners)})
        if kind == "bonus":  # "the second to complete row 6", not "number 2"
            p = {**p, "place": Msg(f"starrows.place.{event['place']}")}  # the bonus goes to the first two
            return Entry(f"starrows.log.bonus.{event['kind']}", p, seat=seat)
        if kind == "turn_start" and self.solo:
            return None
        return Entry(f"starrows.log.{kind}", p, seat=seat) if kind in LOGGED else None

    # --- undo -------------------------------------------------------------------------------------------
    def undo(self) -> None:
        """Take back the last gesture: a row marker placed with its first dice goes back with them."""
        before = len(self.session.log)
        super().undo()
        log = self.session.log
        if len(log) < before and log and log[-1].kind == "a" and log[-1].value[0] == "mark":
            if self.session.can_undo():
                super().undo()

    def final_view(self, winner: int) -> str:
        """View board (game/scenes/final_board.py): the winner's board in view."""
        self.board_seat = winner
        return tr(
            "board.stars", name=self.session.name_of(winner), stars=self.session.outcome().scores[winner]
        )
