"""Farkle at the table: a felt tray of tumbling dice, set-aside rows and a scoreboard.

The scene never scores or judges dice itself. What may be kept comes from
``session.legal_actions()``, why a selection is refused from the rules'
``explain_keep`` / IllegalAction reasons, and the preview from the rules'
``score``; a keep + roll (or bank) is previewed by applying it to the pure
state, so the buttons can never disagree with the rules. Every rule event
becomes steps on the animation timeline (throw, keep, farkle shake, hot-dice
burst, bankruptcy crumble, banners), so the turn driver waits for the table.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game import theme
from game.anim import ease
from game.i18n import tr
from game.rules.base import IllegalAction, RulesError
from game.rules.farkle import score
from game.scenes.base import GameScene
from game.ui import Button, Form

# --- layout (logical 1280x720; top bar 0..68, message pill at the bottom centre) -------------
TRAY = pygame.Rect(24, 80, 820, 292)
BAR = pygame.Rect(24, 384, 820, 72)
SHELF = pygame.Rect(24, 468, 820, 186)
SIDE_X, SIDE_W = 862, 396
DIE = 80  # tray die size
SMALL = 30  # set-aside die size
SLOT_DX = 122  # distance between tray slots
SHELF_ROWS, SHELF_COLS = 4, 2
THROW_S = 0.95  # seconds a throw takes at normal speed
KEYS = {getattr(pygame, f"K_{i}"): i for i in range(1, 7)} | {
    getattr(pygame, f"K_KP{i}"): i for i in range(1, 7)
}

PIPS = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.28, 0.24), (0.28, 0.5), (0.28, 0.76), (0.72, 0.24), (0.72, 0.5), (0.72, 0.76)),
}
# style -> (face light, face shade, side, pip)
DIE_STYLES = {
    "plain": ((252, 249, 240), (232, 224, 206), (176, 162, 136), (38, 34, 30)),
    "selected": ((255, 238, 168), (240, 206, 110), (180, 132, 40), (38, 30, 14)),
    "dead": ((238, 204, 198), (214, 170, 164), (150, 92, 86), (96, 40, 36)),
}
WOOD, WOOD_LIGHT, TRAY_FELT = (96, 60, 34), (140, 94, 56), (24, 84, 56)
DARK_PANEL, DARK_EDGE = (20, 44, 33), (60, 100, 80)


# --- cached drawing primitives ------------------------------------------------------------
_text_cache: dict = {}


def label(s: str, size: int, colour=theme.TEXT, bold: bool = False) -> pygame.Surface:
    """A rendered line of text, cached: the scene redraws the same strings every frame."""
    key = (s, size, colour, bold)
    surf = _text_cache.get(key)
    if surf is None:
        if len(_text_cache) > 800:
            _text_cache.clear()
        surf = _text_cache[key] = theme.font(size, bold).render(s, True, colour)
    return surf


def put(surface, s, pos, size=20, colour=theme.TEXT, anchor="topleft", bold=False, alpha=255) -> pygame.Rect:
    img = label(s, size, colour, bold)
    rect = img.get_rect(**{anchor: pos})
    if alpha < 255:
        img = img.copy()
        img.set_alpha(max(0, int(alpha)))
    surface.blit(img, rect)
    return rect


def fit(s: str, size: int, width: int, bold: bool = False) -> str:
    """Shorten ``s`` with an ellipsis so it fits ``width`` pixels."""
    f = theme.font(size, bold)
    if f.size(s)[0] <= width:
        return s
    while s and f.size(s + "…")[0] > width:
        s = s[:-1]
    return s + "…"


@lru_cache(maxsize=96)
def die_face(value: int, size: int, style: str = "plain") -> pygame.Surface:
    """A die seen from above with a visible lower edge, drawn at 3x and scaled down for smooth corners."""
    k = 3
    s = size * k
    depth = max(2, size // 16) * k
    light, shade, side, pip = DIE_STYLES[style]
    big = pygame.Surface((s, s + depth), pygame.SRCALPHA)
    r = int(s * 0.2)
    pygame.draw.rect(big, side, (0, depth, s, s), border_radius=r)  # the 3D edge below the face
    pygame.draw.rect(big, shade, (0, 0, s, s), border_radius=r)
    inset = max(2, s // 28)
    pygame.draw.rect(big, light, (0, 0, s - inset, s - inset), border_radius=r)  # bevel: lit from top-left
    gloss = pygame.Surface((s, s), pygame.SRCALPHA)
    pygame.draw.ellipse(gloss, (255, 255, 255, 60), (s * 0.08, s * 0.05, s * 0.6, s * 0.34))
    big.blit(gloss, (0, 0))
    pygame.draw.rect(big, (0, 0, 0, 70), (0, 0, s, s + depth), max(1, k), border_radius=r)
    pr = s * (0.1 if value == 1 else 0.085)
    for fx, fy in PIPS[value]:
        c = (s * fx, s * fy)
        colour = (186, 36, 36) if value == 1 and style == "plain" else pip
        pygame.draw.circle(big, colour, c, pr)
        lit = tuple(min(255, ch + 60) for ch in colour)
        pygame.draw.circle(big, lit, (c[0] + pr * 0.25, c[1] + pr * 0.3), pr * 0.45)
        pygame.draw.circle(big, colour, (c[0] - pr * 0.1, c[1] - pr * 0.1), pr * 0.62)
    return pygame.transform.smoothscale(big, (size, (s + depth) // k))


@lru_cache(maxsize=192)
def die_rotated(value: int, size: int, style: str, angle: int) -> pygame.Surface:
    face = die_face(value, size, style)
    return pygame.transform.rotate(face, angle) if angle else face


@lru_cache(maxsize=8)
def soft_shadow(size: int) -> pygame.Surface:
    surf = pygame.Surface((size + 16, size + 16), pygame.SRCALPHA)
    for i in range(8):
        pygame.draw.rect(
            surf, (0, 0, 0, 14), (i, i, size + 16 - 2 * i, size + 16 - 2 * i), border_radius=int(size * 0.25)
        )
    return surf


@lru_cache(maxsize=8)
def glow(size: int, colour=(255, 214, 92)) -> pygame.Surface:
    pad = 18
    surf = pygame.Surface((size + 2 * pad, size + 2 * pad), pygame.SRCALPHA)
    for i in range(pad):
        a = int(6 + 110 * (i / pad) ** 2)
        pygame.draw.rect(
            surf,
            (*colour, a),
            (i, i, size + 2 * (pad - i), size + 2 * (pad - i)),
            2,
            border_radius=int(size * 0.22) + pad - i,
        )
    return surf


@lru_cache(maxsize=24)
def marker(seat: int, radius: int, colourblind: bool) -> pygame.Surface:
    surf = pygame.Surface((radius * 2 + 8, radius * 2 + 8), pygame.SRCALPHA)
    theme.seat_marker(surf, (radius + 4, radius + 4), radius, seat, colourblind)
    return surf


@lru_cache(maxsize=4)
def tinted(size: tuple[int, int], colour: tuple[int, int, int]) -> pygame.Surface:
    surf = pygame.Surface(size)
    surf.fill(colour)
    return surf


def draw_die(surface, value, center, size=DIE, angle=0.0, style="plain", scale=1.0, alpha=255) -> None:
    """One die at ``center``; rotation and zoom only while it moves (rest poses are cached)."""
    if scale == 1.0:
        img = die_rotated(value, size, style, int(round(angle)) % 360)
    else:
        img = pygame.transform.rotozoom(die_face(value, size, style), angle, scale)
    if alpha < 255:
        img = img.copy()
        img.set_alpha(max(0, int(alpha)))
    surface.blit(img, img.get_rect(center=center))


def star(surface, center, r, colour, outline=theme.INK) -> None:
    pts = theme.shape_points("star", center, r)
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.polygon(surface, outline, pts, 1)


def draw_tray(surface, rect: pygame.Rect) -> None:
    """A felt dice tray with a wooden rim and a soft inner shadow."""
    rim = rect.inflate(18, 18)
    pygame.draw.rect(surface, (0, 0, 0), rim.move(0, 5), border_radius=22)
    pygame.draw.rect(surface, WOOD, rim, border_radius=22)
    pygame.draw.rect(surface, WOOD_LIGHT, rim, 3, border_radius=22)
    pygame.draw.rect(surface, TRAY_FELT, rect, border_radius=14)
    for i in range(10):
        shade = tuple(max(0, c - 26 + i * 2.6) for c in TRAY_FELT)
        pygame.draw.rect(surface, shade, rect.inflate(-2 * i, -2 * i), 1, border_radius=max(2, 14 - i))
    rng = random.Random(7)
    for _ in range(rect.width * rect.height // 900):  # felt grain
        x, y = rng.randrange(rect.left + 12, rect.right - 12), rng.randrange(rect.top + 12, rect.bottom - 12)
        c = tuple(min(255, ch + rng.choice((-5, 5))) for ch in TRAY_FELT)
        surface.fill(c, (x, y, 2, 1))


# --- view objects ---------------------------------------------------------------------------
class Die:
    """A die in the tray: its resting pose plus the tweened throw progress ``t``."""

    def __init__(self, value: int, x: float, y: float, angle: float):
        self.value = value
        self.x, self.y, self.angle = x, y, angle
        self.sx, self.sy, self.spin = x, y, 0.0
        self.t = 1.0
        self.scale = 1.0
        self.lift = 0.0
        self.alpha = 255.0
        self.selected = False
        self.dead = False
        self.flicker: tuple[int, ...] = (value,)

    def pose(self) -> tuple[float, float, float, float, float, int]:
        """(x, y, angle, scale, height above the felt, shown value)."""
        if self.t >= 1.0:
            return self.x, self.y - self.lift * 16, self.angle, self.scale, 0.0, self.value
        e = ease("out_cubic", self.t)
        x = self.sx + (self.x - self.sx) * e
        y = self.sy + (self.y - self.sy) * e
        hop = 90 * abs(math.sin(math.pi * 2.4 * self.t)) * (1 - self.t) ** 1.6
        angle = self.angle + self.spin * (1 - e)
        shown = self.value if self.t > 0.72 else self.flicker[int(self.t * 16) % len(self.flicker)]
        return x, y - hop, angle, self.scale * (1 + hop / 260), hop, shown

    @property
    def style(self) -> str:
        return "dead" if self.dead else "selected" if self.selected else "plain"

    def hit(self, pos) -> bool:
        x, y, *_ = self.pose()
        return abs(pos[0] - x) <= DIE / 2 + 6 and abs(pos[1] - y) <= DIE / 2 + 6


class Row:
    """One set-aside group of this turn (dice kept from one roll)."""

    def __init__(self, dice: tuple[int, ...], points: int, hot: bool = False):
        self.dice, self.points, self.hot = dice, points, hot
        self.alpha = 255.0


class Value:
    """A number that counts up/down when tweened."""

    def __init__(self, value: float = 0.0):
        self.value = float(value)

    def __int__(self) -> int:
        return int(round(self.value))


class Fx:
    """Short-lived effects: a floating label, a banner, a burst or a crumble, driven by ``t``/``alpha``."""

    def __init__(self, kind: str, text: str = "", sub: str = "", pos=(0, 0), end=(0, 0), colour=theme.TEXT):
        self.kind, self.text, self.sub = kind, text, sub
        self.pos, self.end, self.colour = pos, end, colour
        self.t = 0.0
        self.alpha = 0.0
        self.scale = 0.6


@dataclass
class Plan:
    """What the human's current selection would do, worked out by the rules."""

    keep: tuple | None = None
    points: int | None = None
    reason: RulesError | None = None  # why the selection cannot be kept
    can_roll: bool = False
    can_bank: bool = False
    roll_reason: RulesError | None = None
    bank_reason: RulesError | None = None
    next_dice: int = 6
    turn_after: int = 0


def reason_text(err: RulesError | None) -> str:
    if err is None:
        return ""
    return tr(err.key, **err.params) if err.key else str(err)


def dice_text(dice) -> str:
    return ", ".join(str(d) for d in dice)


# --- the scene ------------------------------------------------------------------------------
class FarkleScene(GameScene):
    name = "farkle"

    def __init__(self, app, session):
        super().__init__(app, session)
        n = session.rules.validate_config(session.config)["players"]
        self.solo = n == 1
        self.rng = random.Random(session.seed ^ 0x5EED)  # looks only: jitter and tumbling faces
        self.clock = 0.0
        self.tray: list[Die] = []
        self.rows: list[Row] = []
        self.fx: list[Fx] = []
        self.totals = [Value() for _ in range(n)]
        self.turn = Value()
        self.turn_red = False
        self.active = 0
        self.hl = Value()  # scoreboard highlight position (row index, tweened)
        self.shake = Value()
        self.flash = Value()
        self.final_seat: int | None = None
        self._pressed: Die | None = None
        self._plan_key = None
        self._plan = Plan()
        self._static: pygame.Surface | None = None
        self.roll_button = Button(
            (BAR.right - 336, BAR.y + 10, 178, 52),
            self.roll_label,
            lambda: self.commit("roll"),
            "primary",
            enabled=lambda: self.human_to_move() and self.plan().can_roll,
            size=20,
        )
        self.bank_button = Button(
            (BAR.right - 148, BAR.y + 10, 138, 52),
            self.bank_label,
            lambda: self.commit("bank"),
            "secondary",
            enabled=lambda: self.human_to_move() and self.plan().can_bank,
            size=20,
        )
        self.form.widgets[:0] = [self.roll_button, self.bank_button]
        self.form.focus = 0

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
            return tr("farkle.ui.bank", points=plan.turn_after)
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

    def toggle(self, die: Die) -> None:
        if not self.human_to_move():
            return
        if not any(a[0] == "keep" for a in self.session.legal_actions()):
            self._refuse(self.rules.explain_keep(self.session.state, (die.value,)))
            return
        die.selected = not die.selected
        self.app.anim.animate(die, 0.12, lift=1.0 if die.selected else 0.0)
        self.app.play("click")
        plan = self.plan()
        self.message = reason_text(plan.reason) if plan.reason and die.selected else ""
        self.message_timer = 3.0 if self.message else 0.0

    def clear_selection(self) -> None:
        for d in self.tray:
            if d.selected:
                d.selected = False
                self.app.anim.animate(d, 0.12, lift=0.0)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and not self.busy and self.human_to_move():
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
            focused = self.form.focused
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and focused in (
                self.roll_button,
                self.bank_button,
            ):
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

    def die_at(self, pos) -> Die | None:
        for die in reversed(self.tray):
            if die.t >= 1.0 and die.hit(pos):
                return die
        return None

    # --- driver hooks ------------------------------------------------------------------------
    def human_turn_started(self) -> None:
        self.form.set_focus(self.roll_button)

    def update(self, dt: float) -> None:
        self.clock += dt
        super().update(dt)

    def sync_view(self) -> None:
        """Rebuild every visual from the state (start, load, undo, back from the pause menu)."""
        self._static = None
        if self.busy:
            return  # the queued animations bring the table up to date
        state = self.session.state
        roll = tuple(state.roll)
        if tuple(d.value for d in self.tray) != roll or any(d.dead or d.t < 1 for d in self.tray):
            self.tray = self._make_dice(roll, thrown=False)
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
        self.fx = []
        self.shake.value = self.flash.value = 0.0
        self._plan_key = None

    def _make_dice(self, values, thrown: bool) -> list[Die]:
        n = len(values)
        dice = []
        for i, v in enumerate(values):
            x = TRAY.centerx + (i - (n - 1) / 2) * SLOT_DX + self.rng.uniform(-10, 10)
            y = TRAY.centery - 12 + self.rng.uniform(-16, 16)
            die = Die(v, x, y, self.rng.uniform(-14, 14))
            if thrown:
                die.t = 0.0
                die.sx = TRAY.left + 30 + self.rng.uniform(0, 160)
                die.sy = TRAY.bottom + 70 + self.rng.uniform(0, 40)
                die.spin = self.rng.choice((-1, 1)) * self.rng.uniform(300, 680)
                die.flicker = tuple(self.rng.randint(1, 6) for _ in range(7))
            dice.append(die)
        return dice

    # --- events -> animations ------------------------------------------------------------------
    def name_of(self, seat: int) -> str:
        return self.session.seats[seat].name

    def describe(self, event: dict) -> str | None:
        kind = event["type"]
        p = dict(event)
        if "seat" in p:
            p["player"] = self.name_of(p["seat"])
        if "dice" in p:
            p["dice"] = dice_text(p["dice"])
        if kind == "game_over":
            winners = event["winners"]
            if self.solo:
                return tr("farkle.log.solo_done", limit=self.session.state.limit, turns=self.session.turns())
            if len(winners) == 1:
                return tr("farkle.log.win", player=self.name_of(winners[0]))
            return tr("farkle.log.tie", players=", ".join(self.name_of(w) for w in winners))
        if kind in ("turn_start", "roll") and (self.solo or kind == "roll"):
            return None  # the roll itself gets its line; solo needs no "your turn" lines
        key = f"farkle.log.{kind}"
        return tr(key, **p) if kind in LOGGED else None

    def animate(self, event: dict) -> None:
        handler = getattr(self, f"_on_{event['type']}", None)
        if handler is not None:
            handler(event)

    def _tween(self, target, duration, easing="out_quad", delay=0.0, **props):
        return self.app.anim.animate(target, duration, easing=easing, delay=delay, **props)

    def _on_turn_start(self, e: dict) -> None:
        seat = e["seat"]

        def clear():
            out = [self._tween(d, 0.3, alpha=0.0) for d in self.tray]
            out += [self._tween(r, 0.3, alpha=0.0) for r in self.rows]
            out.append(self._tween(self.hl, 0.35, "in_out_cubic", value=float(seat)))
            return out

        def reset():
            self.tray, self.rows = [], []
            self.active = seat
            self.turn = Value()
            self.turn_red = False
            if not self.session.seats[seat].is_ai and not self.solo:
                self.app.play("turn")

        self.app.anim.timeline.then(clear).call(reset)

    def _on_roll(self, e: dict) -> None:
        def gather():
            return [
                self._tween(d, 0.22, "in_quad", x=TRAY.left + 40.0, y=TRAY.bottom + 20.0, alpha=0.0)
                for d in self.tray
            ]

        def drop():
            self.tray = []

        self.app.anim.timeline.then(gather).call(drop)

    def _on_rolled(self, e: dict) -> None:
        values = tuple(e["dice"])

        def throw():
            self.tray = self._make_dice(values, thrown=True)
            self.app.play("dice")
            return [self._tween(d, THROW_S, "linear", delay=0.05 * i, t=1.0) for i, d in enumerate(self.tray)]

        self.app.anim.timeline.then(throw)

    def _claim(self, values, preferred: list[Die]) -> list[Die]:
        """The tray dice showing ``values``: the human's selection first, else the leftmost matches."""
        pool = [d for d in preferred if d in self.tray] + [d for d in self.tray if d not in preferred]
        chosen = []
        for v in values:
            for d in pool:
                if d.value == v and d not in chosen:
                    chosen.append(d)
                    break
        return chosen

    def row_slot(self, index: int) -> tuple[int, int]:
        """Top-left of set-aside row ``index`` (rows fill two columns of four)."""
        col, row = divmod(index % (SHELF_ROWS * SHELF_COLS), SHELF_ROWS)
        return SHELF.x + 18 + col * (SHELF.width // SHELF_COLS), SHELF.y + 40 + row * 36

    def _on_kept(self, e: dict) -> None:
        values, points, total = tuple(e["dice"]), e["points"], e["turn_total"]
        is_ai = e["seat"] in self.agents
        preferred = [d for d in self.tray if d.selected]
        cell: dict = {}
        tl = self.app.anim.timeline

        def pick():
            cell["dice"] = chosen = self._claim(values, preferred)
            for d in self.tray:
                d.selected = d in chosen
            return [self._tween(d, 0.18, lift=1.0) for d in chosen]

        def move():
            if len(self.rows) >= SHELF_ROWS * SHELF_COLS:
                self.rows = []  # a very long turn: start a fresh page of rows
            x, y = self.row_slot(len(self.rows))
            out = []
            for i, d in enumerate(cell["dice"]):
                out.append(
                    self._tween(
                        d,
                        0.42,
                        "in_out_cubic",
                        delay=0.04 * i,
                        x=x + SMALL / 2 + i * (SMALL + 4.0),
                        y=y + SMALL / 2 + 2.0,
                        angle=0.0,
                        scale=SMALL / DIE,
                        lift=0.0,
                    )
                )
            return out

        def land():
            self.tray = [d for d in self.tray if d not in cell["dice"]]
            for d in self.tray:
                d.selected = False
                d.lift = 0.0
            self.rows.append(Row(values, points))
            x, y = self.row_slot(len(self.rows) - 1)
            pop = Fx("float", f"+{points}", pos=(x + 6 * (SMALL + 4) + 40, y + 16), colour=theme.ACCENT)
            self.fx.append(pop)
            self.app.play("chip")
            return [
                self._tween(self.turn, 0.5, "out_cubic", value=float(total)),
                self._tween(pop, 0.8, "linear", t=1.0),
            ]

        tl.then(pick)
        if is_ai:
            tl.wait(0.6)
        tl.then(move).then(land).call(lambda: self._drop_fx("float"))

    def _drop_fx(self, kind: str) -> None:
        self.fx = [f for f in self.fx if f.kind != kind or f.t < 1.0]

    def _banner(
        self, kind: str, text: str, sub: str = "", hold: float = 0.9, sound: str | None = None, extra=None
    ) -> None:
        """A banner over the tray: pops in, holds, fades; ``extra`` adds tweens to the pop-in step."""
        fx = Fx(kind, text, sub)

        def show():
            self.fx.append(fx)
            if sound:
                self.app.play(sound)
            out = [self._tween(fx, 0.35, "out_back", scale=1.0), self._tween(fx, 0.2, alpha=255.0)]
            return out + (extra() if extra else [])

        def hide():
            return [self._tween(fx, 0.3, "in_quad", alpha=0.0)]

        self.app.anim.timeline.then(show).wait(hold).then(hide).call(lambda: self.fx.remove(fx))

    def _on_hot_dice(self, e: dict) -> None:
        burst = Fx("burst", pos=TRAY.center)

        def mark():
            if self.rows:
                self.rows[-1].hot = True
            self.fx.append(burst)
            return [self._tween(burst, 1.1, "out_cubic", t=1.0)]

        self._banner("hot", tr("farkle.ui.hot_dice"), tr("farkle.scene.hot_sub"), 0.8, "hotdice", mark)
        self.app.anim.timeline.call(lambda: self.fx.remove(burst) if burst in self.fx else None)

    def _on_farkle(self, e: dict) -> None:
        lost = e.get("lost", 0)

        def hit():
            for d in self.tray:
                d.dead = True
                d.selected = False
            self.shake.value, self.flash.value = 1.0, 1.0
            self.turn_red = True
            return [
                self._tween(self.shake, 0.8, "linear", value=0.0),
                self._tween(self.flash, 0.7, value=0.0),
                self._tween(self.turn, 0.9, "in_quad", value=0.0),
            ]

        sub = tr("farkle.scene.farkle_lost", points=lost) if lost else tr("farkle.scene.farkle_sub")
        self._banner("farkle", tr("farkle.ui.farkle"), sub, 1.0, "farkle", hit)

    def _on_bankrupt(self, e: dict) -> None:
        seat, lost = e["seat"], e.get("lost", 0)
        crumble = Fx("crumble", str(lost), pos=self.total_pos(seat), colour=theme.BAD)

        def fall():
            self.fx.append(crumble)
            self.totals[seat].value = 0.0
            return [self._tween(crumble, 1.2, "linear", t=1.0)]

        self._banner(
            "bankrupt",
            tr("farkle.ui.bankrupt"),
            tr("farkle.scene.bankrupt_sub", player=self.name_of(seat), points=lost),
            1.0,
            "bankrupt",
            fall,
        )
        self.app.anim.timeline.call(lambda: self.fx.remove(crumble) if crumble in self.fx else None)

    def _on_banked(self, e: dict) -> None:
        seat, points, total = e["seat"], e["points"], e["total"]
        flyer = Fx(
            "fly", f"+{points}", pos=(BAR.x + 150, BAR.centery), end=self.total_pos(seat), colour=theme.ACCENT
        )

        def fly():
            self.fx.append(flyer)
            self.app.play("bank")
            return [self._tween(flyer, 0.6, "in_out_cubic", t=1.0), self._tween(self.turn, 0.6, value=0.0)]

        def count():
            self.fx.remove(flyer)
            self.app.play("coin")
            return [self._tween(self.totals[seat], 0.7, "out_cubic", value=float(total))]

        self.app.anim.timeline.then(fly).then(count)

    def _on_final_round(self, e: dict) -> None:
        seat = e["seat"]
        self.app.anim.timeline.call(lambda: setattr(self, "final_seat", seat))
        if self.solo:
            return
        sub = tr(
            "farkle.scene.final_sub",
            player=self.name_of(seat),
            limit=e.get("limit", self.session.state.limit),
        )
        self._banner("final", tr("farkle.ui.final_round"), sub, 1.2, "turn")

    def _on_game_over(self, e: dict) -> None:
        winners = e["winners"]
        if self.solo:
            text, sub = (
                tr("farkle.scene.solo_done"),
                tr("farkle.scene.solo_turns", turns=self.session.turns()),
            )
        elif len(winners) == 1:
            text, sub = tr("farkle.scene.wins", player=self.name_of(winners[0])), ""
        else:
            text, sub = tr("farkle.scene.tie"), ", ".join(self.name_of(w) for w in winners)
        self._banner("win", text, sub, 1.2, "win")

    # --- geometry used by effects --------------------------------------------------------------
    def board_rect(self) -> pygame.Rect:
        n = len(self.totals)
        if self.solo:
            return pygame.Rect(SIDE_X, 80, SIDE_W, 250)
        return pygame.Rect(SIDE_X, 80, SIDE_W, 52 + n * self.row_h())

    def row_h(self) -> int:
        return 58 if len(self.totals) <= 4 else 50

    def total_pos(self, seat: int) -> tuple[int, int]:
        r = self.board_rect()
        if self.solo:
            return r.right - 20, r.y + 64
        return r.right - 16, r.y + 46 + seat * self.row_h() + 16

    # --- drawing -------------------------------------------------------------------------------
    def static_layer(self) -> pygame.Surface:
        if self._static is None:
            layer = theme.background().copy()
            draw_tray(layer, TRAY)
            theme.panel(layer, BAR, colour=DARK_PANEL, edge=DARK_EDGE)
            theme.panel(layer, SHELF, colour=DARK_PANEL, edge=DARK_EDGE)
            theme.panel(layer, self.board_rect(), colour=theme.PANEL, edge=theme.PANEL_EDGE)
            self._log_rect = pygame.Rect(SIDE_X, self.board_rect().bottom + 14, SIDE_W, 0)
            self._log_rect.height = 654 - self._log_rect.y
            self._static = layer
        return self._static

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.static_layer(), (0, 0))
        self.draw_tray_contents(surface)
        self.draw_bar(surface)
        self.draw_shelf(surface)
        self.draw_board(surface)
        self.draw_log(surface, self._log_rect)
        self.draw_effects(surface)
        self.draw_hud(surface)

    def draw_tray_contents(self, surface) -> None:
        shake = self.shake.value
        dx = math.sin(self.clock * 52) * 12 * shake if shake > 0 else 0.0
        human = self.human_to_move()
        if not self.tray and not self.busy:
            seat = self.session.seat_to_move()
            if seat is not None:
                plan = self.plan()
                if human:
                    msg = tr("farkle.scene.prompt_roll", count=plan.next_dice)
                else:
                    msg = tr("farkle.scene.ai_rolls", player=seat.name)
                put(surface, msg, TRAY.center, 24, theme.TEXT_DIM, "center")
        scoring = self.scoring_values() if human and self.hints else set()
        keys = human and bool(self.tray) and any(a[0] == "keep" for a in self.session.legal_actions())
        moving = []
        for i, die in enumerate(self.tray):
            if die.t <= 0 or die.alpha <= 0:
                continue
            x, y, angle, scale, hop, shown = die.pose()
            if scale < 0.99 and hop == 0:
                moving.append((die, x, y, angle, scale, shown))
                continue
            x += dx
            size = int(DIE * scale)
            sh = soft_shadow(DIE)
            off = 5 + hop * 0.35 + die.lift * 8
            surface.blit(sh, sh.get_rect(center=(x + off * 0.6, y + off + die.lift * 16)))
            if die.lift > 0.02 and not die.dead:
                g = glow(DIE)
                if die.lift < 0.98:
                    g = g.copy()
                    g.set_alpha(int(255 * die.lift))
                surface.blit(g, g.get_rect(center=(x, y)))
            draw_die(surface, shown, (x, y), DIE, angle, die.style, 1.0 if size == DIE else scale, die.alpha)
            base_y = die.y + DIE / 2 + 24
            if keys and die.t >= 1:
                self.draw_key(
                    surface, (die.x - (12 if die.value in scoring else 0), base_y), str(i + 1), die.selected
                )
                if die.value in scoring:
                    star(surface, (die.x + 20, base_y), 11, theme.GOOD)
            if die.selected and die.t >= 1 and not die.dead:
                self.draw_check(surface, (x + DIE / 2 - 4, y - DIE / 2 + 4))
        for die, x, y, angle, scale, shown in moving:
            draw_die(surface, shown, (x, y), DIE, angle, die.style, scale, die.alpha)
        if self.flash.value > 0.01:
            red = tinted(TRAY.size, (200, 40, 30))
            red.set_alpha(int(110 * self.flash.value))
            surface.blit(red, TRAY.topleft)

    def draw_key(self, surface, center, text, active) -> None:
        r = pygame.Rect(0, 0, 24, 24)
        r.center = (int(center[0]), int(center[1]))
        pygame.draw.rect(surface, theme.ACCENT if active else (14, 50, 34), r, border_radius=6)
        pygame.draw.rect(surface, theme.ACCENT_DARK if active else (90, 140, 112), r, 1, border_radius=6)
        put(surface, text, r.center, 15, theme.INK if active else theme.TEXT, "center", bold=True)

    def draw_check(self, surface, center) -> None:
        x, y = center
        pygame.draw.circle(surface, theme.INK, (x, y), 12)
        pygame.draw.circle(surface, theme.FOCUS, (x, y), 10)
        pygame.draw.lines(surface, theme.INK, False, [(x - 5, y), (x - 1, y + 4), (x + 6, y - 4)], 3)

    def scoring_values(self) -> set[int]:
        """Die values that appear in some legal keep (the hint marks these dice)."""
        return {v for a in self.session.legal_actions() if a[0] == "keep" for v in a[1]}

    def draw_bar(self, surface) -> None:
        x, cy = BAR.x + 18, BAR.centery
        put(surface, tr("farkle.scene.turn"), (x, BAR.y + 10), 16, theme.TEXT_DIM)
        colour = theme.BAD if self.turn_red and int(self.turn) > 0 else theme.TEXT
        put(surface, str(int(self.turn)), (x, BAR.y + 28), 32, colour, bold=True)
        mid = BAR.x + 160
        width = self.roll_button.rect.x - mid - 12
        if not self.human_to_move():
            if self.finished or self.session.is_over:
                return
            seat = self.session.seat_to_move() or self.session.seats[self.active]
            put(
                surface,
                fit(tr("farkle.scene.watching", player=seat.name), 20, width),
                (mid, cy),
                20,
                theme.TEXT_DIM,
                "midleft",
            )
            return
        plan = self.plan()
        sel = self.selection()
        if sel and plan.points is not None:
            put(
                surface,
                fit(tr("farkle.ui.selection", points=plan.points), 22, width, True),
                (mid, BAR.y + 12),
                22,
                theme.GOOD,
                bold=True,
            )
            put(
                surface,
                fit(tr("farkle.scene.after_keep", points=plan.turn_after), 17, width),
                (mid, BAR.y + 42),
                17,
                theme.TEXT_DIM,
            )
        elif plan.reason is not None:
            self.draw_reason(surface, (mid, BAR.y + 12), width, reason_text(plan.reason), bool(sel))
        else:
            why = plan.bank_reason if not plan.can_bank else None
            text = reason_text(why) if why and why.key == "farkle.err.bank_low" else tr("farkle.scene.choose")
            for i, line in enumerate(theme.wrap(text, 17, width)[:2]):
                put(surface, line, (mid, BAR.y + 14 + i * 22), 17, theme.TEXT_DIM)

    def draw_reason(self, surface, pos, width, text, is_error) -> None:
        colour = (255, 150, 138) if is_error else theme.TEXT_DIM
        x, y = pos
        if is_error:
            pygame.draw.line(surface, colour, (x, y + 3), (x + 12, y + 15), 3)
            pygame.draw.line(surface, colour, (x + 12, y + 3), (x, y + 15), 3)
            x += 20
        for i, line in enumerate(theme.wrap(text, 17, width - (x - pos[0]))[:2]):
            put(surface, line, (x, y + i * 22), 17, colour)

    def draw_shelf(self, surface) -> None:
        put(
            surface, tr("farkle.scene.set_aside"), (SHELF.x + 18, SHELF.y + 10), 16, theme.TEXT_DIM, bold=True
        )
        if not self.rows:
            if self.human_to_move() and self.hints and self.tray:
                put(surface, tr("farkle.scene.tip_select"), SHELF.center, 18, theme.TEXT_DIM, "center")
            return
        for i, row in enumerate(self.rows):
            x, y = self.row_slot(i)
            for j, v in enumerate(row.dice):
                draw_die(
                    surface, v, (x + SMALL / 2 + j * (SMALL + 4), y + SMALL / 2 + 2), SMALL, alpha=row.alpha
                )
            tx = x + 6 * (SMALL + 4) + 8
            put(surface, f"+{row.points}", (tx, y + 4), 20, theme.ACCENT, bold=True, alpha=row.alpha)
            if row.hot:
                star(surface, (tx + 86, y + 16), 10, theme.FOCUS)

    def draw_board(self, surface) -> None:
        r = self.board_rect()
        state = self.session.state
        put(surface, tr("farkle.ui.goal", limit=state.limit), (r.x + 16, r.y + 12), 18, theme.INK, bold=True)
        if self.final_seat is not None and not self.solo:
            badge = put(
                surface,
                tr("farkle.ui.final_round"),
                (r.right - 16, r.y + 12),
                16,
                theme.BAD,
                "topright",
                bold=True,
            )
            pygame.draw.rect(surface, theme.BAD, badge.inflate(12, 6), 2, border_radius=8)
        if self.solo:
            self.draw_solo(surface, r)
            return
        rh = self.row_h()
        top = r.y + 44
        hl = pygame.Rect(r.x + 6, int(top + self.hl.value * rh), r.width - 12, rh - 4)
        if not self.session.is_over:
            pygame.draw.rect(surface, (255, 250, 236), hl, border_radius=10)
            pygame.draw.rect(surface, theme.ACCENT_DARK, hl, 2, border_radius=10)
        for seat, value in enumerate(self.totals):
            y = top + seat * rh
            m = marker(seat, 11, self.colourblind)
            surface.blit(m, m.get_rect(center=(r.x + 28, y + 18)))
            bold = seat == self.active
            name = self.session.seats[seat].name
            if seat == self.final_seat:
                name = "★ " + name
            put(surface, fit(name, 18, 200, bold), (r.x + 48, y + 6), 18, theme.INK, bold=bold)
            put(surface, str(int(value)), (r.right - 16, y + 2), 24, theme.INK, "topright", bold=True)
            self.draw_progress(surface, pygame.Rect(r.x + 48, y + 32, 150, 8), seat, value.value)
            self.draw_history(surface, (r.right - 16, y + 28), state.history[seat])

    def draw_progress(self, surface, rect, seat, value) -> None:
        limit = self.session.state.limit
        pygame.draw.rect(surface, theme.PANEL_DARK, rect, border_radius=4)
        pending = int(self.turn) if seat == self.active else 0
        if pending > 0:
            w = int(rect.width * min(1.0, (value + pending) / limit))
            pygame.draw.rect(surface, (236, 206, 140), (rect.x, rect.y, w, rect.height), border_radius=4)
        w = int(rect.width * min(1.0, max(0.0, value) / limit))
        if w:
            pygame.draw.rect(
                surface, theme.seat_colour(seat), (rect.x, rect.y, w, rect.height), border_radius=4
            )
        pygame.draw.rect(surface, theme.INK_DIM, rect, 1, border_radius=4)

    def draw_history(self, surface, right_top, history) -> None:
        x, y = right_top
        for points in reversed(history[-4:]):
            text = "✗" if points == 0 else str(points)
            colour = theme.BAD if points == 0 else theme.INK_DIM
            rect = put(surface, text, (x, y), 14, colour, "topright", bold=points == 0)
            x = rect.x - 10

    def draw_solo(self, surface, r) -> None:
        state = self.session.state
        from game.app import variant_key  # the same key the app records the personal best under

        turns = self.session.turns()
        in_turn = 0 if self.session.is_over else 1
        put(
            surface,
            tr("farkle.ui.solo_turn", turn=turns + in_turn),
            (r.x + 16, r.y + 46),
            26,
            theme.INK,
            bold=True,
        )
        put(surface, str(int(self.totals[0])), (r.right - 20, r.y + 46), 26, theme.INK, "topright", bold=True)
        self.draw_progress(
            surface, pygame.Rect(r.x + 16, r.y + 86, r.width - 32, 12), 0, self.totals[0].value
        )
        best = self.app.settings.best("farkle", variant_key(self.session))
        text = tr("farkle.ui.solo_best", turns=best) if best is not None else tr("farkle.scene.no_best")
        put(surface, text, (r.x + 16, r.y + 110), 18, theme.INK_DIM)
        put(surface, tr("farkle.scene.history"), (r.x + 16, r.y + 142), 16, theme.INK_DIM, bold=True)
        hist = state.history[0][-12:]
        for i, points in enumerate(hist):
            col, row = i % 4, i // 4
            text = "✗" if points == 0 else str(points)
            put(
                surface,
                text,
                (r.x + 16 + col * 92, r.y + 166 + row * 24),
                17,
                theme.BAD if points == 0 else theme.INK,
                bold=points == 0,
            )

    def draw_effects(self, surface) -> None:
        for fx in self.fx:
            if fx.kind == "float":
                a = 255 * (1 - max(0.0, fx.t - 0.6) / 0.4)
                put(
                    surface,
                    fx.text,
                    (fx.pos[0], fx.pos[1] - 30 * fx.t),
                    22,
                    fx.colour,
                    "center",
                    True,
                    alpha=a,
                )
            elif fx.kind == "fly":
                k = fx.t
                x = fx.pos[0] + (fx.end[0] - fx.pos[0]) * k
                y = fx.pos[1] + (fx.end[1] - fx.pos[1]) * k - 90 * math.sin(math.pi * k)
                put(surface, fx.text, (x, y), 30, fx.colour, "center", True)
            elif fx.kind == "crumble":
                self.draw_crumble(surface, fx)
            elif fx.kind == "burst":
                self.draw_burst(surface, fx)
        for fx in self.fx:
            if fx.kind in ("hot", "farkle", "bankrupt", "final", "win") and fx.alpha > 1:
                self.draw_banner(surface, fx)

    def draw_crumble(self, surface, fx) -> None:
        x, y = fx.pos
        f = theme.font(24, True)
        width = f.size(fx.text)[0]
        cx = x - width
        for i, ch in enumerate(fx.text):
            t = max(0.0, fx.t * 1.5 - i * 0.1)
            w = f.size(ch)[0]
            img = label(ch, 24, theme.BAD, True)
            if t > 0:
                img = pygame.transform.rotate(img, (i % 2 * 2 - 1) * 70 * t)
                img.set_alpha(max(0, int(255 * (1 - t))))
            surface.blit(img, img.get_rect(center=(cx + w / 2 + 8 * t * (i - 1), y + 14 + 140 * t * t)))
            cx += w

    def draw_burst(self, surface, fx) -> None:
        cx, cy = fx.pos
        k = fx.t
        if k >= 1:
            return
        for i in range(16):
            a = i * math.tau / 16 + 0.2
            r0, r1 = 40 + 260 * k, 70 + 330 * k
            col = theme.FOCUS if i % 2 else theme.ACCENT
            pygame.draw.line(
                surface,
                col,
                (cx + r0 * math.cos(a), cy + r0 * math.sin(a) * 0.6),
                (cx + r1 * math.cos(a), cy + r1 * math.sin(a) * 0.6),
                max(1, int(6 * (1 - k))),
            )
            star(
                surface,
                (cx + r1 * math.cos(a + 0.2), cy + r1 * math.sin(a + 0.2) * 0.6),
                9 * (1 - k) + 2,
                theme.FOCUS,
                theme.ACCENT_DARK,
            )

    def draw_banner(self, surface, fx) -> None:
        fill, ink = {
            "farkle": (theme.BAD, theme.TEXT),
            "bankrupt": ((60, 20, 18), (255, 120, 104)),
            "hot": (theme.FOCUS, theme.INK),
            "final": (theme.ACCENT, theme.INK),
            "win": (theme.ACCENT, theme.INK),
        }[fx.kind]
        big = label(fx.text, 52, ink, True)
        sub = label(fx.sub, 20, ink) if fx.sub else None
        w = max(big.get_width(), sub.get_width() if sub else 0) + 80
        h = big.get_height() + (sub.get_height() + 8 if sub else 0) + 30
        card = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(card, (0, 0, 0, 110), (4, 8, w - 4, h - 8), border_radius=18)
        pygame.draw.rect(card, fill, (0, 0, w - 6, h - 10), border_radius=18)
        pygame.draw.rect(card, ink, (0, 0, w - 6, h - 10), 3, border_radius=18)
        if fx.kind == "farkle":  # a crack through the card
            pts = [(w * 0.1, h * 0.2), (w * 0.3, h * 0.45), (w * 0.25, h * 0.6), (w * 0.5, h * 0.85)]
            pygame.draw.lines(card, (120, 24, 20), False, pts, 3)
        card.blit(big, big.get_rect(midtop=((w - 6) / 2, 12)))
        if sub:
            card.blit(sub, sub.get_rect(midtop=((w - 6) / 2, 16 + big.get_height())))
        if fx.scale != 1.0:
            card = pygame.transform.rotozoom(card, 0, max(0.05, fx.scale))
        card.set_alpha(int(fx.alpha))
        shake = self.shake.value if fx.kind == "farkle" else 0.0
        surface.blit(
            card,
            card.get_rect(center=(TRAY.centerx + math.sin(self.clock * 47) * 8 * shake, TRAY.centery - 10)),
        )


LOGGED = {"rolled", "kept", "hot_dice", "farkle", "bankrupt", "banked", "final_round", "turn_start"}

SCENE = FarkleScene


# --- title card and how-to pictures ---------------------------------------------------------
def draw_thumbnail(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A few dice on a felt tray, one lifted and glowing as if just picked."""
    rect = pygame.Rect(rect)
    inner = rect.inflate(-24, -24)
    draw_tray(surface, inner)
    size = max(24, min(64, inner.height // 3))
    rng = random.Random(11)
    for i, v in enumerate((1, 5, 5, 3, 6)):
        x = inner.x + inner.width * (0.16 + i * 0.17)
        y = inner.centery + rng.uniform(-0.18, 0.18) * inner.height
        sh = soft_shadow(size)
        surface.blit(sh, sh.get_rect(center=(x + 4, y + 6)))
        if i == 0:
            g = glow(size)
            surface.blit(g, g.get_rect(center=(x, y - 6)))
            draw_die(surface, v, (x, y - 6), size, rng.uniform(-15, 15), "selected")
        else:
            draw_die(surface, v, (x, y), size, rng.uniform(-20, 20))


def _dice_row(surface, values, left, y, size, style="plain", gap=6) -> int:
    for i, v in enumerate(values):
        draw_die(surface, v, (left + size / 2 + i * (size + gap), y), size, style=style)
    return left + len(values) * (size + gap)


def _combo(surface, values, points, x, y, size=40) -> None:
    right = _dice_row(surface, values, x, y, size)
    put(surface, f"= {points}", (right + 6, y), 24, theme.ACCENT, "midleft", True)


def draw_howto(surface: pygame.Surface, rect: pygame.Rect, page: int) -> None:
    """Pictures for the how-to pages: the goal, what scores, big combinations, a turn, the end."""
    rect = pygame.Rect(rect)
    theme.panel(surface, rect, colour=DARK_PANEL, edge=DARK_EDGE)
    x, w = rect.x + 24, rect.width - 48
    if page == 1:
        tray = pygame.Rect(rect.x + 30, rect.y + 30, rect.width - 60, rect.height // 2 - 20)
        draw_tray(surface, tray)
        for i, v in enumerate((1, 2, 5, 4, 6, 3)):
            cx = tray.x + tray.width * (0.12 + i * 0.152)
            draw_die(surface, v, (cx, tray.centery + (-8 if i % 2 else 8)), 52, (-1) ** i * 9)
        bar = pygame.Rect(x, rect.bottom - 110, w, 22)
        pygame.draw.rect(surface, theme.PANEL_DARK, bar, border_radius=8)
        pygame.draw.rect(
            surface, theme.seat_colour(0), (bar.x, bar.y, int(bar.width * 0.62), bar.height), border_radius=8
        )
        pygame.draw.rect(surface, theme.INK, bar, 2, border_radius=8)
        put(surface, "0", (bar.x, bar.bottom + 8), 18, theme.TEXT)
        put(surface, "3100", (bar.x + int(bar.width * 0.62), bar.bottom + 8), 18, theme.TEXT, "midtop")
        put(surface, "5000 ★", (bar.right, bar.bottom + 8), 18, theme.ACCENT, "topright", True)
    elif page == 2:
        rows = [
            ((1,), 100),
            ((5,), 50),
            ((4, 4, 4), 400),
            ((1, 1, 1), 1000),
            ((4, 4, 4, 4), 800),
            ((1, 1, 1, 1), 2000),
        ]
        for i, (dice, pts) in enumerate(rows):
            _combo(surface, dice, pts, x + 10, rect.y + 44 + i * 62, 44)
    elif page == 3:
        rows = [((1, 2, 3, 4, 5, 6), 2000), ((2, 2, 3, 3, 6, 6), 1500), ((1, 1, 1, 5, 5, 5), 2500)]
        for i, (dice, pts) in enumerate(rows):
            _combo(surface, dice, pts, x + 4, rect.y + 60 + i * 96, 46)
        put(surface, "6 / 6", (rect.right - 24, rect.bottom - 30), 20, theme.TEXT_DIM, "bottomright", True)
    elif page == 4:
        y = rect.y + 50
        right = _dice_row(surface, (1, 5), x, y, 44, "selected")
        _dice_row(surface, (2, 3, 4, 6), right + 20, y, 44)
        put(surface, "+150", (rect.right - 24, y), 24, theme.ACCENT, "midright", True)
        y += 74
        bar = pygame.Rect(x, y, w, 24)
        pygame.draw.rect(surface, theme.PANEL_DARK, bar, border_radius=8)
        cut = bar.x + int(bar.width * 350 / 1000)
        pygame.draw.rect(surface, (150, 150, 140), (bar.x, bar.y, cut - bar.x, bar.height), border_radius=8)
        pygame.draw.rect(surface, theme.GOOD, (cut, bar.y, bar.right - cut, bar.height), border_radius=8)
        pygame.draw.line(surface, theme.INK, (cut, bar.y - 6), (cut, bar.bottom + 6), 3)
        put(surface, "≤ 350", (bar.x + 8, bar.centery), 18, theme.INK, "midleft", True)
        put(surface, "> 350 ✓", (bar.right - 8, bar.centery), 18, theme.INK, "midright", True)
        y += 70
        _dice_row(surface, (2, 3, 4, 6), x, y, 44, "dead")
        put(surface, "Farkle! ✗", (rect.right - 24, y), 26, theme.BAD, "midright", True)
        y += 74
        _dice_row(surface, (5, 5, 5, 5, 5, 1), x, y, 44, "selected")
        star(surface, (rect.right - 40, y), 18, theme.FOCUS, theme.ACCENT_DARK)
        put(surface, "6 ↻", (rect.right - 64, y), 24, theme.FOCUS, "midright", True)
    else:
        y = rect.y + 54
        _dice_row(surface, (2, 3, 3, 4, 6, 6), x, y, 40, "dead")
        put(surface, "2400 → 0", (rect.right - 24, y + 52), 26, theme.BAD, "midright", True)
        y += 130
        for i in range(4):
            cx = x + 30 + i * (w - 60) / 3
            surface.blit(marker(i, 16, False), marker(i, 16, False).get_rect(center=(cx, y)))
            put(
                surface,
                "★" if i == 1 else "+1",
                (cx, y + 30),
                20,
                theme.ACCENT if i == 1 else theme.TEXT,
                "midtop",
                True,
            )
        pygame.draw.line(surface, theme.ACCENT, (x + 30 + (w - 60) / 3, y + 62), (x + w - 30, y + 62), 3)
        put(surface, "5000", (x + 30 + (w - 60) / 3, y + 70), 18, theme.ACCENT, "midtop", True)
