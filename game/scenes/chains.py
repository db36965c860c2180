"""Number Chains at the table: the figure-8 board, the star, the players' racks.

The scene keeps a *view* (board, racks, star position) that lags the rules
state while events animate: the star glides along its line (or hops in jump
mode), the taken chip flies to its rack, swapped chips cross over. Every
human choice is built from ``session.legal_actions()``; anything else is sent
to the rules so their translatable reason is shown. Keyboard play goes through
two picker widgets in the form (board targets, rack chips), so focus, Tab and
Enter behave like every other control.

The pieces are drawn by ``chains_draw``, the racks laid out by ``chains_rack``;
the title-card thumbnail and how-to pictures live in ``chains_howto`` and are
re-exported here for ``game.scenes.registry``.
"""

from __future__ import annotations

import math

import pygame

from game import theme
from game.anim import ease
from game.i18n import tr
from game.rules import chains as rules_mod
from game.rules.base import IllegalAction
from game.rules.chains import SQUARES, chains_of, sohtar_join
from game.scenes.base import GameScene
from game.scenes.chains_draw import (
    GOLD,
    BoardGeom,
    banner_card,
    blit_board,
    blit_chip,
    blit_star,
    clip_text,
    dashed_line,
    label,
    shade,
    swap_token,
    text_image,
    veil,
)
from game.scenes.chains_howto import draw_howto, draw_thumbnail
from game.scenes.chains_rack import draw_groups, fit_layout, sohtar_groups, standard_groups, summary_text
from game.ui import Button, Form, Widget

BOARD_AREA = pygame.Rect(28, 80, 440, 530)
RACK_AREA = pygame.Rect(484, 80, 776, 424)
ACTION_AREA = pygame.Rect(484, 514, 776, 150)
SERIES_PAUSE = 2.4  # seconds an all-computer table shows the series table
KEY_DIRS = {
    pygame.K_UP: (-1, 0),
    pygame.K_DOWN: (1, 0),
    pygame.K_LEFT: (0, -1),
    pygame.K_RIGHT: (0, 1),
    pygame.K_KP8: (-1, 0),
    pygame.K_KP2: (1, 0),
    pygame.K_KP4: (0, -1),
    pygame.K_KP6: (0, 1),
    pygame.K_KP7: (-1, -1),
    pygame.K_KP9: (-1, 1),
    pygame.K_KP1: (1, -1),
    pygame.K_KP3: (1, 1),
}
NUMPAD = {
    pygame.K_KP8,
    pygame.K_KP2,
    pygame.K_KP4,
    pygame.K_KP6,
    pygame.K_KP7,
    pygame.K_KP9,
    pygame.K_KP1,
    pygame.K_KP3,
}
CONFIRM = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class _Gate:
    """A timeline step that waits for the player (the series table) rather than for time."""

    def __init__(self):
        self.done = False

    def finish(self) -> None:  # instant speed and hurrying must not skip a decision point
        pass

    def open(self) -> None:
        self.done = True


# --- widgets: keyboard and touch targets ----------------------------------------------------


class _Picker(Widget):
    """A form member covering an area; keys and clicks are passed to the scene."""

    def __init__(self, rect, visible, on_key, on_click):
        super().__init__(rect, True, visible)
        self.on_key = on_key
        self.on_click = on_click

    def key(self, event) -> bool:
        return self.on_key(event)

    def click(self, pos) -> None:
        self.on_click(pos)

    def activate(self) -> None:
        self.on_key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))


class ChainChoiceButton(Button):
    """A Sohtar assignment option showing the two chains that would result."""

    def __init__(self, rect, scene: ChainsScene, index: int):
        super().__init__(
            rect,
            "",
            lambda: scene.choose_assign(index),
            "secondary",
            visible=lambda: scene.assign_options() and index < len(scene.assign_options()),
        )
        self.scene = scene
        self.index = index

    def draw(self, surface, focused, hovered):
        super().draw(surface, focused, hovered)
        opts = self.scene.assign_options()
        if self.index >= len(opts):
            return
        joined, other = opts[self.index]
        groups = [("chain1", list(range(lo, hi + 1))) for lo, hi in sorted([joined, other])]
        area = self.rect.inflate(-24, -36).move(0, 10)
        pos, bars, pitch = fit_layout(groups, area)
        draw_groups(surface, pos, bars, pitch, theme.seat_colour(self.scene.session.current))
        text = tr("chains.ui.assign_to", low=joined[0], high=joined[1])
        label(surface, text, (self.rect.centerx, self.rect.y + 8), 17, theme.INK, "midtop", True)


# --- the scene ------------------------------------------------------------------------------


class ChainsScene(GameScene):
    name = "chains"

    def __init__(self, app, session):
        super().__init__(app, session)
        self.n = session.config["players"]
        self.geom = BoardGeom(BOARD_AREA)
        self.racks = self._rack_rects()
        self.static: pygame.Surface | None = None
        # the view (lags the state while events animate)
        self.view_board: list[int] = [0] * 49
        self.view_star = 0
        self.view_held: list[list[int]] = [[] for _ in range(self.n)]
        self.view_chains: list[list[tuple[int, int]]] = [[] for _ in range(self.n)]
        self.view_pending = [0] * self.n
        self.view_swaps = [0] * self.n
        self.view_game = 0
        self.last_move: tuple = ()
        self.glide: dict | None = None
        self.fliers: list[dict] = []
        self.hidden: set[int] = set()
        self.rack_pos: dict[int, list[float]] = {}
        self.banner = {"a": 0.0}
        self.deal_in = {"t": 1.0}
        self._layouts: dict = {}
        # input
        self.cursor: int | None = None
        self.hover_square: int | None = None
        self.mouse = (0, 0)
        self.swap_mine: int | None = None
        self.swap_theirs: tuple[int, int] | None = None
        self.swap_cursor: tuple[int, int] | None = None
        self._reasons: dict = {}
        self._assign_cache: tuple = (-1, [])
        self._targets_cache: tuple = (-1, set())
        # the series table between deals
        self.panel: dict | None = None
        self.gate: _Gate | None = None
        self.panel_timer = 0.0
        self.best = self._personal_best()
        self.board_picker = _Picker(self.geom.rect, self._board_active, self.board_key, self.click_board)
        self.rack_picker = _Picker(RACK_AREA, self._swap_active, self.rack_key, self.click_rack)
        self.form.add(self.board_picker)
        self.form.add(self.rack_picker)
        w = (ACTION_AREA.width - 48) // 2
        self.choice_buttons = [
            ChainChoiceButton((ACTION_AREA.x + 16 + i * (w + 16), ACTION_AREA.y + 40, w, 100), self, i)
            for i in range(2)
        ]
        for b in self.choice_buttons:
            self.form.add(b)
        self.no_swap_button = Button(
            (ACTION_AREA.right - 236, ACTION_AREA.bottom - 64, 220, 52),
            lambda: tr("chains.ui.no_swap"),
            self.no_swap,
            "primary",
            visible=lambda: self._swap_active() and not self.busy,
            size=22,
        )
        self.form.add(self.no_swap_button)
        self.continue_button = Button(
            (0, 0, 240, 54),
            lambda: tr("chains.scene.continue"),
            self.close_panel,
            "primary",
            visible=lambda: self.panel is not None and self.panel["human"],
        )
        self.form.add(self.continue_button)

    def _personal_best(self):
        """Solitaire: the best (fewest) minus points so far, as the app's statistics record it."""
        if self.n != 1 or self.session.seats[0].is_ai:
            return None
        from game.app import variant_key  # the key App.finish_game records the best under

        return self.app.settings.best("chains", variant_key(self.session))

    # --- layout ----------------------------------------------------------------------
    def _rack_rects(self) -> list[pygame.Rect]:
        gap = 8
        h = (RACK_AREA.height - gap * (self.n - 1)) // self.n
        return [
            pygame.Rect(RACK_AREA.x, RACK_AREA.y + i * (h + gap), RACK_AREA.width, h) for i in range(self.n)
        ]

    def _chip_area(self, seat: int) -> pygame.Rect:
        r = self.racks[seat]
        return pygame.Rect(r.x + 14, r.y + 34, r.width - 28, r.height - 40)

    def rack_groups(self, seat: int):
        if self.session.state.scoring == "sohtar":
            return sohtar_groups(self.view_chains[seat], self.view_pending[seat])
        return standard_groups(self.view_held[seat])

    def rack_layout(self, seat: int):
        groups = self.rack_groups(seat)
        key = (seat, tuple((k, tuple(c)) for k, c in groups))
        hit = self._layouts.get(key)
        if hit is None:
            if len(self._layouts) > 64:
                self._layouts.clear()
            hit = self._layouts[key] = fit_layout(groups, self._chip_area(seat))
        return hit

    def _build_static(self) -> pygame.Surface:
        surf = theme.background().copy()
        blit_board(surf, self.geom)
        for rect in [*self.racks, ACTION_AREA]:  # the action area's shadow is static too
            theme.panel(surf, rect, colour=(26, 54, 40), edge=(64, 104, 84), radius=12)
        return surf

    # --- view sync ---------------------------------------------------------------------
    def sync_view(self) -> None:
        if self.app.anim.timeline.busy:
            return  # the timeline ends with a sync of its own
        self._sync()

    def _sync(self) -> None:
        st = self.session.state
        self.view_board = list(st.board)
        self.view_star = st.star
        self.view_held = [list(h) for h in st.held]
        self.view_chains = [list(c) for c in st.chains]
        self.view_pending = [0] * self.n
        if st.phase == "assign":
            self.view_pending[st.to_move] = st.pending
        self.view_swaps = list(st.swaps_left)
        self.view_game = st.game_index
        self.last_move = tuple(st.last_move)
        self.glide = None
        self.fliers = []
        self.hidden = set()
        self.rack_pos = {}
        self.panel = None
        self.gate = None
        self.swap_mine = self.swap_theirs = None
        self._reasons = {}
        self._assign_cache = (-1, [])
        self._targets_cache = (-1, set())

    def enter(self) -> None:
        self._sync()  # a new scene has nothing of its own in flight, whatever else the timeline holds
        if not self.session.log:
            self.app.anim.timeline.then(self._start_deal_in)

    def leave(self) -> None:
        if self.gate is not None:
            self.gate.open()  # never leave the shared timeline blocked
        self.panel = None

    def after_action(self, events: list[dict]) -> None:
        super().after_action(events)
        self.app.anim.timeline.call(self._sync)

    # --- the driver's hooks ------------------------------------------------------------
    @property
    def state(self):
        return self.session.state

    def human_turn_started(self) -> None:
        st = self.state
        self.swap_mine = self.swap_theirs = None
        if st.phase == "move":
            self.cursor = self._default_cursor()
            self.form.set_focus(self.board_picker)
            if st.jump:
                self._flash_banner()
        elif st.phase == "assign":
            self.form.set_focus(self.choice_buttons[0])
        elif st.phase == "swap":
            own = [slot for slot in self._swap_slots() if slot[0] == st.to_move]
            self.swap_cursor = own[0] if own else None
            self.form.set_focus(self.rack_picker)
        if sum(1 for s in self.session.seats if not s.is_ai) > 1 and st.phase == "move":
            self.app.play("turn")

    def describe(self, event: dict) -> str | None:
        kind = event["type"]
        seats = self.session.seats
        if kind == "star_moved":
            key = "chains.log.star_jumped" if event["jump"] else "chains.log.star_moved"
            return tr(key, name=seats[event["seat"]].name, chip=event["chip"])
        if kind == "assigned" and self.state.scoring == "sohtar":
            lo, hi = event["chain"]
            name = seats[event["seat"]].name
            if lo == hi:
                return None  # "takes the 17" already said it; only joins are news
            return tr("chains.log.assigned", name=name, chip=event["chip"], low=lo, high=hi)
        if kind == "swapped":
            return tr(
                "chains.log.swapped",
                name=seats[event["seat"]].name,
                gave=event["gave"],
                took=event["took"],
                other=seats[event["other"]].name,
            )
        if kind == "deal_over" and self.state.series > 1:
            return tr("chains.log.deal_over", game=event["game_index"] + 1)
        if kind == "new_deal":
            return tr(
                "chains.log.new_deal", game=event["game_index"] + 1, name=seats[event["first_seat"]].name
            )
        if kind == "game_over":
            names = ", ".join(seats[s].name for s in event["winners"])
            return tr("chains.log.game_over", names=names)
        return None

    def animate(self, event: dict) -> None:
        tl = self.app.anim.timeline
        kind = event["type"]
        if kind == "star_moved":
            if event["jump"]:
                tl.then(self._flash_banner)
            tl.then(lambda: self._start_glide(event))
            tl.then(lambda: self._start_take(event))
        elif kind == "assigned":
            tl.then(lambda: self._start_assign(event))
        elif kind == "swapped":
            tl.then(lambda: self._start_swap(event))
        elif kind == "deal_over":
            if event["game_index"] + 1 < self.state.series:
                tl.then(lambda: self._open_panel(event))
        elif kind == "new_deal":
            tl.call(self._sync)
            tl.then(self._start_deal_in)

    # --- animation steps (each returns the tweens the timeline waits for) ----------------
    def _flash_banner(self):
        anim = self.app.anim
        self.banner["a"] = 0.0
        return [
            anim.animate(
                self.banner, 0.25, a=1.0, on_done=lambda: anim.animate(self.banner, 0.6, delay=0.9, a=0.0)
            )
        ]

    def _start_glide(self, ev):
        a, b = self.geom.center(ev["from"]), self.geom.center(ev["to"])
        dist = max(
            abs(SQUARES[ev["from"]][0] - SQUARES[ev["to"]][0]),
            abs(SQUARES[ev["from"]][1] - SQUARES[ev["to"]][1]),
        )
        dur = 0.6 if ev["jump"] else min(0.65, 0.18 + 0.08 * dist)
        self.glide = {"a": a, "b": b, "t": 0.0, "jump": ev["jump"], "seat": ev["seat"]}
        return [self.app.anim.animate(self.glide, dur, easing="in_out_quad", t=1.0)]

    def _start_take(self, ev):
        seat, chip, to = ev["seat"], ev["chip"], ev["to"]
        self.glide = None
        self.view_star = to
        self.view_board[to] = 0
        self.last_move = (seat, ev["from"], to)
        if self.state.scoring == "sohtar":
            self.view_pending[seat] = chip
        elif chip not in self.view_held[seat]:
            self.view_held[seat] = sorted(self.view_held[seat] + [chip])
        return [self._fly(chip, self.geom.center(to), seat, sound="chip")]

    def _fly(self, chip: int, start, seat: int, sound: str | None = None, start_r: float | None = None):
        """Tween a chip from ``start`` to its slot in ``seat``'s rack (hidden there until it lands)."""
        pos, _, pitch = self.rack_layout(seat)
        end = pos.get(chip, self._chip_area(seat).center)
        self.hidden.add(chip)
        s0 = 1.0 if start_r is None else start_r / self.geom.radius
        flier = {"chip": chip, "x": start[0], "y": start[1], "r": self.geom.radius, "s": s0}
        self.fliers.append(flier)
        scale = (pitch * 0.44) / self.geom.radius

        def land():
            self.hidden.discard(chip)
            self.rack_pos[chip] = list(end)
            if flier in self.fliers:
                self.fliers.remove(flier)
            if sound:
                self.app.play(sound)

        return self.app.anim.animate(
            flier, 0.5, easing="out_cubic", on_done=land, x=end[0], y=end[1], s=scale
        )

    def _start_assign(self, ev):
        seat, (lo, hi) = ev["seat"], ev["chain"]
        self.view_pending[seat] = 0
        mine = [c for c in self.view_chains[seat] if not (lo <= c[0] and c[1] <= hi)]
        self.view_chains[seat] = sorted(mine + [(lo, hi)])
        return [self.app.anim.wait(0.3)]

    def _start_swap(self, ev):
        seat, other, gave, took = ev["seat"], ev["other"], ev["gave"], ev["took"]
        pos_seat, _, pitch_seat = self.rack_layout(seat)
        pos_other, _, pitch_other = self.rack_layout(other)
        a = self.rack_pos.get(gave, pos_seat.get(gave, (0, 0)))
        b = self.rack_pos.get(took, pos_other.get(took, (0, 0)))
        self.view_held[seat] = sorted([c for c in self.view_held[seat] if c != gave] + [took])
        self.view_held[other] = sorted([c for c in self.view_held[other] if c != took] + [gave])
        self.view_swaps[seat] = max(0, self.view_swaps[seat] - 1)
        self.app.play("swap")
        return [
            self._fly(took, b, seat, start_r=pitch_other * 0.44),
            self._fly(gave, a, other, start_r=pitch_seat * 0.44),
        ]

    def _start_deal_in(self):
        self.deal_in["t"] = 0.0
        self.app.play("dice")
        return [self.app.anim.animate(self.deal_in, 0.9, easing="linear", t=1.0)]

    def _open_panel(self, ev):
        human = any(not s.is_ai for s in self.session.seats)
        self.panel = {"k": ev["game_index"] + 1, "human": human}
        self.gate = _Gate()
        self.continue_button.rect.midbottom = (640, self.panel_rect().bottom - 18)
        self.app.play("bank")
        if human:
            self.form.set_focus(self.continue_button)
            self.panel_timer = 0.0
        elif self.app.anim.speed <= 0:
            self.close_panel()
        else:
            self.panel_timer = SERIES_PAUSE
        return [self.gate]

    def close_panel(self) -> None:
        if self.gate is not None:
            self.gate.open()
        self.gate = None
        self.panel = None
        self.app.play("click")

    # --- per frame --------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.panel is not None and not self.panel["human"] and self.panel_timer > 0:
            self.panel_timer -= dt * max(self.app.anim.speed, 0.001)
            if self.panel_timer <= 0:
                self.close_panel()
        self._ease_racks(dt)
        super().update(dt)

    def _ease_racks(self, dt: float) -> None:
        speed = self.app.anim.speed
        k = 1.0 if speed <= 0 else min(1.0, dt * 14 * speed)
        for seat in range(self.n):
            pos, _, _ = self.rack_layout(seat)
            for chip, target in pos.items():
                cur = self.rack_pos.get(chip)
                if cur is None or chip in self.hidden:
                    self.rack_pos[chip] = list(target)
                else:
                    cur[0] += (target[0] - cur[0]) * k
                    cur[1] += (target[1] - cur[1]) * k

    def handle(self, event) -> None:
        if self.panel is not None:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.open_pause()
            elif self.panel["human"]:
                if event.type == pygame.KEYDOWN and event.key in CONFIRM:
                    self.close_panel()
                else:
                    self.form.handle(event)
            return
        super().handle(event)

    def handle_game(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover_square = self.geom.square_at(event.pos) if self._board_active() else None

    # --- move phase: the board picker ---------------------------------------------------------
    def _board_active(self) -> bool:
        seat = self.session.seat_to_move()
        return (
            seat is not None
            and not seat.is_ai
            and not self.finished
            and self.state.phase == "move"
            and self.panel is None
        )

    def take_targets(self) -> list[int]:
        return [a[1] for a in self.session.legal_actions() if a[0] == "take"]

    def cursor_candidates(self) -> list[int]:
        """With hints the cursor visits legal targets only; without, every chip (illegal ones are explained)."""
        if self.hints:
            return self.take_targets()
        return [i for i, chip in enumerate(self.state.board) if chip]

    def _default_cursor(self) -> int | None:
        cands = self.cursor_candidates()
        if not cands:
            return None
        sx, sy = self.geom.center(self.state.star)
        return min(cands, key=lambda i: (math.dist((sx, sy), self.geom.center(i)), i))

    def board_key(self, event) -> bool:
        if not self._board_active():
            return False
        cands = self.cursor_candidates()
        if event.key == pygame.K_TAB and cands:
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            i = cands.index(self.cursor) if self.cursor in cands else -step
            self.cursor = cands[(i + step) % len(cands)]
            return True
        if event.key in KEY_DIRS:
            if self.cursor not in cands:
                self.cursor = self._default_cursor()
            elif event.key in NUMPAD and not self.state.jump:
                hit = self._line_target(KEY_DIRS[event.key], cands)
                self.cursor = hit if hit is not None else self._step(KEY_DIRS[event.key], cands)
            else:
                self.cursor = self._step(KEY_DIRS[event.key], cands)
            return True
        if event.key in CONFIRM:
            if self.cursor is not None:
                self.take(self.cursor)
            return True
        return False

    def _line_target(self, d, cands) -> int | None:
        """The candidate straight along direction d from the star (numpad picks a line)."""
        sr, sc = SQUARES[self.state.star]
        best = None
        for sq in cands:
            r, c = SQUARES[sq]
            dr, dc = r - sr, c - sc
            k = max(abs(dr), abs(dc))
            if k and (dr, dc) == (d[0] * k, d[1] * k) and (best is None or k < best[0]):
                best = (k, sq)
        return best[1] if best else None

    def _step(self, d, cands) -> int | None:
        """The nearest candidate roughly in direction d from the cursor."""
        if self.cursor is None:
            return self._default_cursor()
        cr, cc = SQUARES[self.cursor]
        best = None
        for sq in cands:
            if sq == self.cursor:
                continue
            r, c = SQUARES[sq]
            dr, dc = r - cr, c - cc
            along = dr * d[0] + dc * d[1]
            norm = math.hypot(*d)
            if along <= 0:
                continue
            dist = math.hypot(dr, dc)
            cos = along / (dist * norm)
            if cos < 0.38:
                continue
            score = dist * (1 + 2.5 * (1 - cos))
            if best is None or score < best[0]:
                best = (score, sq)
        return best[1] if best else self.cursor

    def click_board(self, pos) -> None:
        sq = self.geom.square_at(pos)
        if sq is None or not self._board_active():
            return
        self.cursor = sq
        self.take(sq)

    def take(self, sq: int) -> None:
        self.perform(("take", sq))

    # --- assign phase --------------------------------------------------------------------------
    def assign_options(self) -> list[tuple[tuple[int, int], tuple[int, int]]]:
        """For each legal ("assign", lo): (the joined chain, the other chain the chip also fits)."""
        st = self.state
        seat = self.session.seat_to_move()
        if st.phase != "assign" or seat is None or seat.is_ai or self.busy:
            return []
        key = len(self.session.log)
        if self._assign_cache[0] != key:
            self._assign_cache = (key, self._assign_options())
        return self._assign_cache[1]

    def _assign_options(self):
        st = self.state
        acts = [a for a in self.session.legal_actions() if a[0] == "assign"]
        chains = st.chains[st.to_move]
        out = []
        for act in acts:
            _, joined = sohtar_join(chains, st.pending, act[1])
            other = next((c for c in chains if c[0] in [a[1] for a in acts] and c[0] != act[1]), joined)
            out.append((joined, other))
        return out

    def choose_assign(self, index: int) -> None:
        acts = [a for a in self.session.legal_actions() if a[0] == "assign"]
        if index < len(acts):
            self.perform(acts[index])

    # --- swap phase: the rack picker -------------------------------------------------------------
    def _swap_active(self) -> bool:
        seat = self.session.seat_to_move()
        return (
            seat is not None
            and not seat.is_ai
            and not self.finished
            and self.state.phase == "swap"
            and self.panel is None
        )

    def swap_targets(self) -> set[tuple[int, int]]:
        """(seat, chip) of every opponent chip a legal swap could take (cached per log length)."""
        key = len(self.session.log)
        if self._targets_cache[0] != key:
            targets = {(a[2], a[3]) for a in self.session.legal_actions() if a[0] == "swap"}
            self._targets_cache = (key, targets)
        return self._targets_cache[1]

    def _swap_slots(self) -> list[tuple[int, int]]:
        """Every chip in reading order of the racks: (seat, chip)."""
        out = []
        for seat in range(self.n):
            pos, _, _ = self.rack_layout(seat)
            out.extend((seat, chip) for chip in sorted(pos, key=lambda c: (round(pos[c][1]), pos[c][0])))
        return out

    def swap_reason(self, seat: int, chip: int) -> str:
        """Why an opponent chip cannot be taken, in the rules' own words."""
        key = (len(self.session.log), seat, chip, self.swap_mine)
        if key not in self._reasons:
            me = self.state.to_move
            mine = self.swap_mine if self.swap_mine is not None else (self.state.held[me] or (0,))[0]
            try:
                self.rules.apply(self.state, ("swap", mine, seat, chip))
                self._reasons[key] = ""
            except IllegalAction as exc:
                self._reasons[key] = tr(exc.key, **exc.params) if exc.key else str(exc)
        return self._reasons[key]

    def rack_key(self, event) -> bool:
        if not self._swap_active():
            return False
        slots = self._swap_slots()
        if not slots:
            return False
        if self.swap_cursor not in slots:
            self.swap_cursor = slots[0]
        seat, chip = self.swap_cursor
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            i = slots.index(self.swap_cursor) + (1 if event.key == pygame.K_RIGHT else -1)
            self.swap_cursor = slots[i % len(slots)]
            return True
        if event.key in (pygame.K_UP, pygame.K_DOWN):
            target = (seat + (1 if event.key == pygame.K_DOWN else -1)) % self.n
            x = self.rack_pos.get(chip, (0, 0))[0]
            row = [s for s in slots if s[0] == target]
            if row:
                self.swap_cursor = min(row, key=lambda s: abs(self.rack_pos.get(s[1], (0, 0))[0] - x))
            return True
        if event.key in CONFIRM:
            self.pick_chip(seat, chip)
            return True
        return False

    def click_rack(self, pos) -> None:
        if not self._swap_active():
            return
        hit = self.chip_at(pos)
        if hit is not None:
            self.swap_cursor = hit
            self.pick_chip(*hit)

    def chip_at(self, pos) -> tuple[int, int] | None:
        for seat in range(self.n):
            if not self.racks[seat].collidepoint(pos):
                continue
            _, _, pitch = self.rack_layout(seat)
            best = None
            for chip, p in self.rack_layout(seat)[0].items():
                d = math.dist(p, pos)
                if d <= max(pitch * 0.6, 24) and (best is None or d < best[0]):  # >= 48 px touch target
                    best = (d, chip)
            return (seat, best[1]) if best else None
        return None

    def pick_chip(self, seat: int, chip: int) -> None:
        me = self.state.to_move
        if seat == me:
            self.swap_mine = None if self.swap_mine == chip else chip
            self.app.play("click")
        else:
            if (seat, chip) not in self.swap_targets():
                self.message = self.swap_reason(seat, chip)
                self.message_timer = 4.0
                self.app.play("error")
                return
            self.swap_theirs = None if self.swap_theirs == (seat, chip) else (seat, chip)
            self.app.play("click")
        if self.swap_mine is not None and self.swap_theirs is not None:
            other, theirs = self.swap_theirs
            mine = self.swap_mine
            self.swap_mine = self.swap_theirs = None
            self.perform(("swap", mine, other, theirs))
        elif seat == me and self.swap_mine is not None:
            # jump the keyboard cursor to the first opponent chip that can be taken
            slot = next((s for s in self._swap_slots() if s in self.swap_targets()), None)
            if slot:
                self.swap_cursor = slot

    def no_swap(self) -> None:
        if ("no_swap",) in self.session.legal_actions():
            self.swap_mine = self.swap_theirs = None
            self.perform(("no_swap",))

    # --- drawing ------------------------------------------------------------------------------------
    def status_line(self) -> str:
        st = self.state
        seat = self.session.seat_to_move()
        if self.panel is not None:
            return tr("chains.ui.series_table")
        if seat is not None and not seat.is_ai and st.phase == "swap":
            return tr("chains.scene.status.swap", name=seat.name)
        return super().status_line()

    def draw(self, surface: pygame.Surface) -> None:
        if self.static is None:
            self.static = self._build_static()
        surface.blit(self.static, (0, 0))
        self.draw_board(surface)
        for seat in range(self.n):
            self.draw_rack(surface, seat)
        self.draw_action_area(surface)
        for f in self.fliers:
            blit_chip(surface, f["chip"], (f["x"], f["y"]), f["r"], scale=f["s"])
        self.draw_banner(surface)
        self.draw_hud(surface)
        if self.state.series > 1:
            label(
                surface,
                tr("chains.ui.series", game=self.view_game + 1, total=self.state.series),
                (1024, 34),
                18,
                theme.TEXT_DIM,
                "midright",
                True,
            )
        elif self.best is not None:
            label(
                surface,
                tr("chains.ui.personal_best", n=self.best),
                (1024, 34),
                18,
                theme.TEXT_DIM,
                "midright",
                True,
            )
        if self.panel is not None:
            self.draw_panel(surface)

    def draw_board(self, surface) -> None:
        geom = self.geom
        r = geom.radius
        t = self.deal_in["t"]
        if self.hints and self._board_active() and not self.busy:  # a gold halo under each legal target
            for sq in self.take_targets():
                pygame.draw.circle(surface, theme.ACCENT, geom.center(sq), r + 5)
        for sq, chip in enumerate(self.view_board):
            if chip:
                scale = 1.0
                if t < 1.0:
                    k = (t - sq / 49 * 0.6) / 0.4
                    if k <= 0:
                        continue
                    scale = max(0.05, ease("out_back", k))
                blit_chip(surface, chip, geom.center(sq), r, scale=scale)
        # the previous move, faintly
        if self.last_move and self.glide is None:
            seat, a, b = self.last_move
            dashed_line(surface, shade(theme.seat_colour(seat), 0.8), geom.center(a), geom.center(b), 2, 7)
            theme.seat_marker(surface, geom.center(a), 7, seat, self.colourblind)
        active = self._board_active() and not self.busy
        if active:
            self._draw_targets(surface)
        # the star
        if self.glide is not None:
            g = self.glide
            k = g["t"]
            x = g["a"][0] + (g["b"][0] - g["a"][0]) * k
            y = g["a"][1] + (g["b"][1] - g["a"][1]) * k
            if g["jump"]:
                y -= math.sin(math.pi * k) * geom.cell * 1.4
            else:
                pygame.draw.line(surface, GOLD, g["a"], (x, y), 3)
            blit_star(surface, (x, y), int(r * 1.05))
        elif t >= 1.0 or self.view_star / 49 * 0.6 < t:
            blit_star(surface, geom.center(self.view_star), int(r * 1.05))
        left = 48 - (self.view_board.count(0) - 1)
        label(surface, tr("chains.scene.chips_left"), (geom.rect.x + 4, geom.rect.y + 2), 15, theme.TEXT_DIM)
        label(surface, str(left), (geom.rect.x + 4, geom.rect.y + 20), 28, theme.TEXT, bold=True)
        if active:  # the prompt under the board
            y = geom.rect.bottom + 10
            jump = self.state.jump
            key = "chains.ui.jump" if jump else "chains.ui.your_move"
            colour = theme.ACCENT if jump else theme.TEXT
            for i, line in enumerate(theme.wrap(tr(key), 17, BOARD_AREA.width, True)[:2]):
                label(surface, line, (BOARD_AREA.x, y + i * 21), 17, colour, bold=True)
            if self.hints:
                label(surface, tr("chains.scene.keys.move"), (BOARD_AREA.x, y + 44), 15, theme.TEXT_DIM)

    def _draw_targets(self, surface) -> None:
        geom = self.geom
        r = geom.radius
        star = geom.center(self.state.star)
        targets = self.take_targets()
        focus = self.cursor if Form.show_focus else None
        hover = (
            self.hover_square
            if self.hover_square is not None and self.view_board[self.hover_square]
            else None
        )
        if self.hints:
            jump = self.state.jump
            for sq in targets:
                c = geom.center(sq)
                if not jump:
                    dashed_line(surface, (232, 182, 76), star, c, 2, 6)
                pygame.draw.circle(surface, theme.ACCENT, c, r + 3, 3)
                if self.colourblind:  # a shape cue too: four ticks around the target
                    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                        pygame.draw.line(
                            surface,
                            theme.INK,
                            (c[0] + dx * (r + 1), c[1] + dy * (r + 1)),
                            (c[0] + dx * (r + 7), c[1] + dy * (r + 7)),
                            3,
                        )
        for sq, colour in ((hover, theme.TEXT), (focus, theme.FOCUS)):
            if sq is None:
                continue
            c = geom.center(sq)
            legal = sq in targets
            if self.hints and legal and not self.state.jump:
                pygame.draw.line(surface, theme.FOCUS, star, c, 4)
            pygame.draw.circle(surface, colour if (legal or not self.hints) else theme.BAD, c, r + 6, 4)

    def draw_rack(self, surface, seat: int) -> None:
        rect = self.racks[seat]
        st = self.state
        colour = theme.seat_colour(seat)
        to_move = st.phase != "over" and st.to_move == seat and self.panel is None
        if to_move:
            pygame.draw.rect(surface, colour, rect.inflate(4, 4), 3, border_radius=14)
        theme.seat_marker(surface, (rect.x + 24, rect.y + 18), 10, seat, self.colourblind)
        name = self.session.seats[seat].name
        label(surface, name, (rect.x + 42, rect.y + 18), 19, theme.TEXT, "midleft", True)
        label(
            surface, self.score_text(seat), (rect.right - 14, rect.y + 18), 18, theme.ACCENT, "midright", True
        )
        if st.swap:
            x = rect.x + 52 + theme.font(19, True).size(name)[0]
            for i in range(self.view_swaps[seat]):
                swap_token(surface, (x + i * 22, rect.y + 18), 8)
        pos, bars, pitch = self.rack_layout(seat)
        dim: set[int] = set()
        highlight: set[int] = set()
        if self._swap_active() and not self.busy:
            me = st.to_move
            if seat != me:
                ok = {c for s, c in self.swap_targets() if s == seat}
                dim = {c for c in pos if c not in ok}
                highlight = ok
        draw_groups(
            surface,
            pos,
            bars,
            pitch,
            shade(colour, 0.8),
            dim,
            self.hidden,
            {c: p for c, p in self.rack_pos.items()},
        )
        if not pos:
            label(surface, tr("chains.scene.no_chips"), (rect.x + 14, rect.y + 38), 16, theme.TEXT_DIM)
        if self._swap_active() and not self.busy:
            self._draw_swap_marks(surface, seat, pos, pitch, highlight)

    def score_text(self, seat: int) -> str:
        st = self.state
        if st.scoring == "sohtar":
            chains = self.view_chains[seat]
            minus = rules_mod.sohtar_minus(chains)
            return tr("chains.scene.sohtar_score", chains=len(chains), minus=minus)
        lengths = sorted((hi - lo + 1 for lo, hi in chains_of(self.view_held[seat])), reverse=True)
        text = summary_text(lengths)
        if st.scoring == "tournament":
            pts = rules_mod.tournament_points(self.view_held[seat])
            text = tr("chains.scene.tournament_score", chains=text, pts=pts)
            if st.series > 1:
                text += "  " + tr("chains.scene.series_total", n=self.series_before(seat) + pts)
        return text

    def series_before(self, seat: int) -> int:
        """Series points of the deals before the one on screen (the view may still show the last deal)."""
        return sum(row[seat] for row in self.state.results[: self.view_game])

    def _draw_swap_marks(self, surface, seat, pos, pitch, highlight) -> None:
        r = int(pitch * 0.44)
        me = self.state.to_move
        for chip in highlight:
            p = self.rack_pos.get(chip, pos[chip])
            pygame.draw.circle(surface, theme.ACCENT, p, r + 3, 2)
        if seat == me and self.swap_mine in pos:
            p = self.rack_pos.get(self.swap_mine, pos[self.swap_mine])
            pygame.draw.circle(surface, theme.GOOD, p, r + 4, 4)
        if self.swap_theirs and self.swap_theirs[0] == seat and self.swap_theirs[1] in pos:
            p = self.rack_pos.get(self.swap_theirs[1], pos[self.swap_theirs[1]])
            pygame.draw.circle(surface, theme.GOOD, p, r + 4, 4)
        focus = []
        if Form.show_focus and self.form.focused is self.rack_picker and self.swap_cursor:
            focus.append(self.swap_cursor)
        hover = self.chip_at(self.mouse)
        if hover:
            focus.append(hover)
        for s, chip in focus:
            if s != seat or chip not in pos:
                continue
            p = self.rack_pos.get(chip, pos[chip])
            pygame.draw.circle(surface, theme.FOCUS, p, r + 6, 3)
            if s != me and (s, chip) not in self.swap_targets():
                reason = self.swap_reason(s, chip)
                if reason:
                    img = text_image(reason, 16, theme.INK, True)
                    box = img.get_rect(midbottom=(int(p[0]), int(p[1] - r - 8))).inflate(14, 8)
                    box.clamp_ip(RACK_AREA)
                    pygame.draw.rect(surface, theme.ACCENT, box, border_radius=8)
                    surface.blit(img, img.get_rect(center=box.center))

    def draw_action_area(self, surface) -> None:
        st = self.state
        rect = ACTION_AREA
        if self.assign_options():
            theme.panel(surface, rect, colour=(26, 54, 40), edge=theme.ACCENT, radius=12, shadow=False)
            label(
                surface,
                tr("chains.ui.assign", chip=st.pending),
                (rect.x + 16, rect.y + 10),
                19,
                theme.ACCENT,
                bold=True,
            )
        elif self._swap_active() and not self.busy:
            theme.panel(surface, rect, colour=(26, 54, 40), edge=theme.ACCENT, radius=12, shadow=False)
            b = self.no_swap_button
            b.rect.width = max(200, theme.font(b.size, True).size(tr("chains.ui.no_swap"))[0] + 36)
            b.rect.right = rect.right - 16
            if self.swap_mine is None and self.swap_theirs is None:
                key, params = "chains.ui.swap", {}
            elif self.swap_mine is None:
                key, params = "chains.scene.prompt.swap_mine", {"chip": self.swap_theirs[1]}
            else:
                key, params = "chains.scene.prompt.swap_theirs", {"chip": self.swap_mine}
            box = pygame.Rect(rect.x + 16, rect.y + 12, b.rect.x - rect.x - 32, rect.height - 20)
            theme.paragraph(surface, tr(key, **params), box, 18, theme.TEXT, 1.3)
            if self.hints:
                lines = theme.wrap(tr("chains.scene.keys.swap"), 15, b.rect.x - rect.x - 32)[:2]
                for i, line in enumerate(reversed(lines)):
                    label(surface, line, (rect.x + 16, rect.bottom - 24 - i * 19), 15, theme.TEXT_DIM)
        else:
            self.draw_log(surface, rect)

    def draw_banner(self, surface) -> None:
        a = self.banner["a"]
        if a <= 0.01:
            return
        layer = banner_card(tr("chains.scene.jump_banner"), tr("chains.scene.jump_sub"))
        layer.set_alpha(int(255 * min(1.0, a)))
        surface.blit(layer, layer.get_rect(center=self.geom.rect.center))

    def panel_rect(self) -> pygame.Rect:
        rows = self.panel["k"] if self.panel else 1
        rect = pygame.Rect(0, 0, max(560, 210 + 130 * self.n), 150 + 34 * (rows + 1) + 70)
        rect.center = (640, 380)
        return rect

    def draw_panel(self, surface) -> None:
        st = self.state
        results = st.results
        k = self.panel["k"]
        rows = results[:k]
        surface.blit(veil(), (0, 0))
        col_w = 130
        rect = self.panel_rect()
        pygame.draw.rect(surface, (8, 16, 12), rect.move(4, 6), border_radius=16)  # shadow, no allocation
        theme.panel(surface, rect, shadow=False)
        label(
            surface, tr("chains.ui.series_table"), (rect.centerx, rect.y + 14), 26, theme.INK, "midtop", True
        )
        label(
            surface,
            tr("chains.scene.series_title", k=k, n=st.series),
            (rect.centerx, rect.y + 46),
            17,
            theme.INK_DIM,
            "midtop",
        )
        x0 = rect.x + 30
        y = rect.y + 80
        for s in range(self.n):
            cx = x0 + 150 + s * col_w + col_w // 2
            theme.seat_marker(surface, (cx, y + 8), 9, s, self.colourblind)
            label(
                surface,
                clip_text(self.session.seats[s].name, 14),
                (cx, y + 22),
                17,
                theme.INK,
                "midtop",
                True,
            )
        y += 56
        totals = [0] * self.n
        for g, row in enumerate(rows):
            label(surface, tr("chains.scene.series_game", k=g + 1), (x0, y), 18, theme.INK_DIM)
            best = max(row)
            for s, pts in enumerate(row):
                totals[s] += pts
                cx = x0 + 150 + s * col_w + col_w // 2
                label(surface, str(pts), (cx, y), 19, theme.INK, "midtop", pts == best)
            y += 34
        pygame.draw.line(surface, theme.PANEL_EDGE, (x0, y - 4), (rect.right - 30, y - 4), 2)
        label(surface, tr("chains.ui.series_total"), (x0, y + 4), 19, theme.INK, bold=True)
        lead = max(totals)
        for s, tot in enumerate(totals):
            cx = x0 + 150 + s * col_w + col_w // 2
            label(
                surface,
                str(tot),
                (cx, y + 2),
                22,
                theme.ACCENT_DARK if tot == lead else theme.INK,
                "midtop",
                True,
            )
        if self.panel["human"]:
            focused = Form.show_focus and self.form.focused is self.continue_button
            self.continue_button.draw(surface, focused, self.form.hover is self.continue_button)
        else:
            label(
                surface,
                tr("chains.scene.next_soon"),
                (rect.centerx, rect.bottom - 40),
                18,
                theme.INK_DIM,
                "center",
            )


SCENE = ChainsScene
__all__ = ["SCENE", "ChainsScene", "draw_howto", "draw_thumbnail"]  # what game.scenes.registry loads
