"""Buttons at the table: the scene, its input and its log lines.

Every button, highlight and key acts only through ``session.legal_actions()``
and the rules' query helpers (``legal_cells``, ``blocked_cells``,
``bust_probability``...); a click on a cell that is not allowed is sent to the
rules, whose reason is shown.
"""

from __future__ import annotations

import math
import random

import pygame

from game import layout
from game.i18n import tr, trn
from game.rules import buttons as bt
from game.rules.base import CHANCE, TERMINAL
from game.scenes.base import GameScene
from game.scenes.buttons.animations import ANIMATIONS, ButtonsAnimations
from game.scenes.buttons.drawing import ButtonsDrawing
from game.scenes.buttons.panels import ButtonsPanels
from game.scenes.buttons.summary import ButtonsSummary
from game.scenes.buttons.view import BoardFocus, Fade, SeatView, cell_at, cell_rect, geometry
from game.scenes.shared.log import Entry, Msg, SeatList, SeatRef, event_params
from game.scenes.shared.pace import Pace
from game.ui import Button, Form

DIGITS = {getattr(pygame, f"K_{i}"): i for i in range(1, 7)} | {
    getattr(pygame, f"K_KP{i}"): i for i in range(1, 7)
}
ARROWS = {pygame.K_UP: (-1, 0), pygame.K_DOWN: (1, 0), pygame.K_LEFT: (0, -1), pygame.K_RIGHT: (0, 1)}
SILENT_LOG = {"roll"}  # the "rolled" line says it
PULSE_S = 3.0  # the legal cells and a finished line pulse this long, then rest


def big_seat_of(state: bt.ButtonsState) -> int:
    """Whose board is drawn large: the seat deciding now (the roller while the dice roll)."""
    return state.to_move if state.to_move >= 0 else state.roller


class ButtonsScene(ButtonsAnimations, ButtonsPanels, ButtonsDrawing, ButtonsSummary, GameScene):
    name = "buttons"
    # a computer turn within the issue-18 limit at normal speed (game/scenes/shared/pace.py)
    PACE = Pace(budget=1.8, boost=1.3, soft=0.45, most=6.0)
    ANIMATIONS = ANIMATIONS
    REDRAW_IGNORES = frozenset({"clock"})  # the picture reads it through pulse_widths or while shaking

    def __init__(self, app, session):
        self.geo = geometry(layout.current(), session.config["players"])  # from the canvas, once
        self.BANNER_CENTER = self.geo.banner_center  # over the board (the bar is hidden meanwhile)
        super().__init__(app, session)
        self.viewing: int | None = None  # compact: the other player whose board is shown large
        self._pressed_panel = None  # compact: the thumbnail (or "sheet") a finger is on
        self.n = session.config["players"]
        self.rng = random.Random(session.seed ^ 0xB077)  # looks only: jitter and tumbling faces
        self.clock = 0.0
        self.pulse_from = 0.0  # the clock when the current pulse began
        self.seat_views = [SeatView() for _ in range(self.n)]
        self.focus = BoardFocus()
        self.dice: list = []  # dicelib.Die objects with a .role ("white", "gold", "plain")
        self.docked = False
        self.guides = Fade(0.0)
        self.pops: list = []
        self.flying: list = []  # bonus cards and taken dice in flight
        self.counting: dict | None = None  # opt-out scoring: which colour is being counted
        self.lines: dict[int, list] = {}
        self.line_glow = Fade(0.0)
        self.shake = Fade(0.0)
        self.cursor = [1, 1]
        self.show_cursor = False  # the keyboard cursor on the big board
        self.hover_cell = None  # the cell under the mouse
        self._pressed_cell = None
        self._static = None
        left, right, both, gold_left, gold_right = (pygame.Rect(r) for r in self.geo.bar)
        bar = (  # the rect, the label, the action it needs, its style, the phases it shows in, its click
            (left, "buttons.ui.roll", ("roll",), "primary", {bt.TURN, bt.ROLLING}, None),
            (right, "buttons.ui.opt_out", ("opt_out",), "secondary", {bt.TURN}, None),
            (gold_left, self.place_label, ("place",), "primary", {bt.GOLD}, self.place_gold),
            (gold_right, "buttons.ui.pass", ("pass",), "secondary", {bt.GOLD}, None),
            (both, "buttons.ui.auto_stars", ("star",), "secondary", {bt.STARS}, self.auto_stars),
        )
        self.actions = [self._action_button(*spec) for spec in bar]
        self.roll_button, self.opt_button, self.place_button, self.pass_button, self.auto_button = (
            self.actions
        )
        self.form.widgets[:0] = self.actions
        self.form.focus = 0
        self.init_summary()

    def _action_button(self, rect, label, action, style, phases, act=None) -> Button:
        """A button of the action bar, shown in ``phases``, enabled while some legal action starts like
        ``action``; ``label`` a locale key or a function, ``act`` its click (by default ``action``)."""
        act = act or (lambda: self.act(action))
        text = label if callable(label) else lambda: tr(label)
        enabled, visible = (lambda: self._can(action)), (lambda: self.bar_shows(phases))
        return Button(rect, text, act, style, enabled=enabled, visible=visible, size=20, on_refuse=act)

    def bar_shows(self, phases) -> bool:
        """An action button shows in its phases, and never under a banner (nor, in compact, under the
        round summary or another player's board shown large: those take the taps)."""
        if self.geo.compact and self.overlay_up():
            return False
        return self.presented.phase in phases and not self.effects.banners

    # --- what the human may do (from the rules) ---------------------------------------------
    def _can(self, action: tuple) -> bool:
        """Some legal action starts like ``action`` (("place",) matches any placement)."""
        if not self.human_to_move():
            return False
        return any(a[: len(action)] == action for a in self.session.legal_actions())

    def act(self, action: tuple) -> None:
        """Send an action to the rules: a legal one is played, an illegal one explained."""
        if not self.human_to_move():
            return
        if self.perform(action):
            self.app.play("click")

    def place_label(self) -> str:
        state = self.presented
        if state.phase == bt.GOLD and state.dice:
            return tr("buttons.scene.place_at", row=state.dice[0], col=state.dice[1])
        return tr("buttons.scene.place")

    def place_gold(self) -> None:
        state = self.session.state
        if state.phase == bt.GOLD and state.dice:
            self.act(("place", state.dice[0], state.dice[1]))
        else:
            self.act(("place", *self.cursor))

    def auto_stars(self) -> None:
        """The rules' suggestion, played one ``star`` action at a time (one legality path)."""
        if not self.human_to_move():
            return
        if self.session.state.phase != bt.STARS:
            self.act(("star", *self.cursor))
            return
        events: list[dict] = []
        for row, col in bt.suggest_stars(self.session.state):
            if self.session.state.phase != bt.STARS:
                break
            events += self.session.act(("star", row, col))
        if events:
            self.message = ""
            self.app.play("click")
            self.after_action(events)

    def try_cell(self, row: int, col: int) -> None:
        kind = "star" if self.session.state.phase == bt.STARS else "place"
        self.cursor = [row, col]
        self.act((kind, row, col))

    # --- input -------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.round_card.handle(event):  # the round summary is up: it takes the input
            return
        if self.geo.compact and self.compact_tap(event):  # thumbnails and the board shown large
            return
        if event.type == pygame.KEYDOWN and self.human_to_move() and self.handle_key(event):
            return
        super().handle(event)

    def draw_overlays(self, surface: pygame.Surface) -> None:
        if self.geo.compact:
            self.draw_sheet(surface)
        self.draw_summary(surface)

    # --- taps ----------------------------------------------------------------------------------------
    def cell_targets(self) -> list[tuple[tuple[int, int], pygame.Rect]]:
        """The big board's cells while its human decides: the click handling's hit test and
        ``tap_targets`` both use this list (a refused cell is explained by the rules)."""
        if not self.human_to_move() or (self.geo.compact and self.overlay_up()):
            return []
        grid = self.geo.grid
        return [((r, c), cell_rect(grid, r, c)) for r in range(1, 7) for c in range(1, 7)]

    def cell_hit(self, pos) -> tuple[int, int] | None:
        return next((cell for cell, rect in self.cell_targets() if rect.collidepoint(pos)), None)

    def tap_targets(self) -> list[tuple[str, pygame.Rect]]:
        out = super().tap_targets()
        out += [(f"cell ({r},{c})", rect) for (r, c), rect in self.cell_targets()]
        out += [(f"board of {self.session.name_of(s)}", rect) for s, rect in self.panel_targets()]
        if self.viewing is not None:
            out.append(("the board shown large (a tap closes it)", self.geo.area))
        return out

    def long_press(self, pos) -> str:
        """A cell, a player's board or card, an action: what it is and why it is refused."""
        if self.geo.compact:
            tip = self.compact_long_press(pos)
            if tip is None:
                tip = self.action_tip(pos)
            if tip:
                return tip
        return super().long_press(pos)

    def action_tip(self, pos) -> str:
        """An action button: why it is refused now (the rules' reason), else what it does."""
        actions = {self.roll_button: ("roll",), self.opt_button: ("opt_out",), self.pass_button: ("pass",)}
        state = self.presented
        if state.phase == bt.GOLD and state.dice:
            actions[self.place_button] = ("place", state.dice[0], state.dice[1])
        for button, action in actions.items():
            if button.visible and button.rect.collidepoint(pos):
                problem = self.rules.explain(state, action) if self.human_to_move() else None
                if problem is not None and problem.key:
                    return tr(problem.key, **problem.params)
                return tr(f"buttons.tip.{action[0]}")
        if self.auto_button.visible and self.auto_button.rect.collidepoint(pos):
            return tr("buttons.tip.auto")
        return ""

    def handle_key(self, event) -> bool:
        Form.show_focus = True
        phase = self.session.state.phase
        k = event.key
        shortcuts = {pygame.K_r: ("roll",), pygame.K_o: ("opt_out",), pygame.K_p: ("pass",)}
        if k in shortcuts:
            self.act(shortcuts[k])
            return True
        if k == pygame.K_a:
            self.auto_stars()
            return True
        if k in DIGITS and phase in (bt.PLACE, bt.GOLD):
            self.try_cell(self.session.state.dice[0], DIGITS[k])
            return True
        if phase in (bt.PLACE, bt.STARS) and k in ARROWS:
            dr, dc = ARROWS[k]
            self.cursor = [min(6, max(1, self.cursor[0] + dr)), min(6, max(1, self.cursor[1] + dc))]
            self.show_cursor = True
            return True
        if phase in (bt.PLACE, bt.STARS) and k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if phase == bt.STARS and self.form.focused is self.auto_button and not self.show_cursor:
                return False
            self.try_cell(*self.cursor)
            return True
        return False

    def handle_game(self, event: pygame.event.Event) -> None:
        """A cell acts on release over the cell it was pressed on (misclick protection)."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed_cell = self.cell_hit(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            cell, pressed, self._pressed_cell = self.cell_hit(event.pos), self._pressed_cell, None
            if cell is not None and cell == pressed:
                self.show_cursor = False
                self.try_cell(*cell)
        elif event.type == pygame.MOUSEMOTION:
            self.hover_cell = cell_at(self.geo.grid, event.pos)
            if self.hover_cell is not None:
                self.show_cursor = False

    # --- driver hooks ----------------------------------------------------------------------------
    def pulse_widths(self) -> tuple[int, int]:
        """Ring widths (px) of the legal cells and of a finished line as they pulse; the pulses stop
        PULSE_S after they began. A frame is drawn only when a width changes (``view_key``)."""
        clock = min(self.clock, self.pulse_from + PULSE_S)
        hint = 3 + int(2 * (0.5 + 0.5 * math.sin(clock * 4)))
        line = max(3, int(6 * self.line_glow.value * (0.6 + 0.4 * math.sin(clock * 5))))
        return hint, line

    def view_key(self):
        return super().view_key(), self.pulse_widths()

    def timers_still(self) -> bool:
        return self.clock >= self.pulse_from + PULSE_S and super().timers_still()  # the pulses have stopped

    def human_turn_started(self) -> None:
        self.pulse_from = self.clock
        self.viewing = None  # compact: your decision shows your own board
        state = self.session.state
        legal = bt.legal_cells(state)
        if legal:
            self.cursor = list(legal[0])
        elif state.dice:
            self.cursor = [state.dice[0], self.cursor[1]]
        self.show_cursor = Form.show_focus and state.phase in (bt.PLACE, bt.STARS)  # keyboard players see it
        target = {bt.TURN: self.roll_button, bt.GOLD: self.place_button, bt.STARS: self.auto_button}
        if state.phase in target:
            self.form.set_focus(target[state.phase])

    def update(self, dt: float) -> None:
        self.clock += dt
        self.round_card.tick(dt)
        self.effects.banner_dx = self.shake.value * 10 * (1 if int(self.clock * 40) % 2 else -1)
        super().update(dt)

    def sync_view(self) -> None:
        """Every visual from the presented state (start, load, undo, back from the pause menu)."""
        self._static = None  # settings (language, window) may have changed
        if self.busy:
            return
        self.seat_views = [SeatView.of(self.presented, s) for s in range(self.n)]
        self.focus = self.board_focus(self.presented)
        self.dice = self.dice_at_rest(self.presented)
        self.docked = bool(self.dice)
        self.guides.value = 1.0 if self.dice else 0.0
        self.pops, self.flying, self.counting = [], [], None
        stars = self.presented.stars if self.presented.phase == bt.OVER else ()
        self.lines = {s: bt.line_cells(mask) for s, mask in enumerate(stars) if bt.has_line(mask)}
        self.line_glow.value = 1.0 if self.lines else 0.0
        self.effects.clear()
        self.shake.value = 0.0

    def board_focus(self, state) -> BoardFocus:
        """One human at the table: their board is the big one for the whole game."""
        humans = [s for s, seat in enumerate(self.session.seats) if not seat.is_ai]
        seat = big_seat_of(state)
        if len(humans) == 1 and self.n > 1:
            return BoardFocus(humans[0], home=humans[0], active=seat if seat != humans[0] else None)
        return BoardFocus(seat)

    def present(self, state) -> None:
        super().present(state)
        self.seat_views = [SeatView.of(state, s) for s in range(self.n)]  # every animation has landed
        self.pops = []
        if state.phase != bt.OVER:
            self.switch_board(big_seat_of(state))

    # --- the header, prompt and info --------------------------------------------------------------
    def header_note(self) -> str:
        return tr("buttons.ui.round", round=self.presented.round)

    def status_line(self) -> str:
        state = self.presented
        cur = self.rules.current_player(state)
        if state.phase == bt.GOLD and cur >= 0 and not self.session.seats[cur].is_ai:
            return tr("buttons.scene.choice_short", name=self.session.name_of(cur))
        return super().status_line()

    def prompt(self) -> str:
        """What the seat to move is asked, from the presented state."""
        state = self.presented
        cur = self.rules.current_player(state)
        if cur == TERMINAL:
            return ""
        if cur == CHANCE:
            return tr("buttons.log.roll", player=self.session.name_of(state.roller))
        name = self.session.name_of(cur)
        if self.session.seats[cur].is_ai:
            if state.phase == bt.GOLD:
                return tr("buttons.scene.ai_gold", name=name, row=state.dice[0], col=state.dice[1])
            return tr("game.thinking" if self.caught_up else "game.turn_of", name=name)
        if state.phase == bt.TURN:
            return tr("buttons.scene.turn" if state.buttons[cur] else "buttons.scene.turn_first", name=name)
        if state.phase == bt.PLACE:
            return tr("buttons.ui.place", row=state.dice[0])
        if state.phase == bt.GOLD:
            return tr("buttons.scene.choice", name=name, row=state.dice[0], col=state.dice[1])
        if state.phase == bt.STARS:
            return trn("buttons.ui.stars_left", state.stars_left)
        return ""

    def info_lines(self) -> list[str]:
        """Under the buttons: what opting out earns, and (hints) the exact chance to bust."""
        state = self.presented
        if state.phase != bt.TURN:
            return [trn("buttons.ui.dice_in_play", bt.dice_in_play(state))] if state.phase != bt.OVER else []
        seat = state.roller
        out = []
        if state.buttons[seat]:
            out.append(trn("buttons.ui.earn_now", bt.stars_if_opting_out(state, seat)))
        if self.hints and not self.session.seats[seat].is_ai:
            out.append(tr("buttons.ui.bust_chance", percent=round(100 * bt.bust_probability(state))))
        else:
            out.append(trn("buttons.ui.dice_in_play", bt.dice_in_play(state)))
        return out

    # --- the log -------------------------------------------------------------------------------------
    def describe(self, event: dict) -> Entry | None:
        kind = event["type"]
        if kind in SILENT_LOG:
            return None
        seat = event.get("seat")
        p = event_params(event)
        if kind == "round_start":
            p["player"] = SeatRef(event["starter"])
            return Entry("buttons.log.round_start", p, seat=event["starter"])
        if kind == "rolled":
            p["plain"] = ", ".join(str(v) for v in event["plain"]) or "–"
        if kind == "placed":
            p["colour"] = Msg(f"buttons.colour.{event['colour']}")
            key = "buttons.log.placed_gold" if event["gold"] else "buttons.log.placed"
            return Entry(key, p, seat=seat)
        if kind == "game_over":
            return Entry("buttons.log.game_over", {"names": SeatList(event["winners"])})
        for drop in ("bonus", "returned", "counts", "colours", "bonus_colours", "earned_list"):
            if drop in p and not isinstance(p[drop], int | str):
                p.pop(drop)
        return Entry(f"buttons.log.{kind}", p, seat=seat)

    def final_view(self, winner: int) -> str:
        """View board (game/scenes/final_board.py): the winner's board, its line of five glowing
        at its widest, and what won in words."""
        self.focus = BoardFocus(winner)
        self.clock = self.pulse_from = math.pi / 10
        name = self.session.name_of(winner)
        if bt.has_line(self.presented.stars[winner]):
            return tr("buttons.board.line", name=name)
        return tr("board.stars", name=name, stars=self.session.outcome().scores[winner])
