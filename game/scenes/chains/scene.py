"""Number Chains at the table: the figure-8 board, the star, the players' racks.

The scene keeps a *view* (board, racks, star position) that lags the rules
state while events animate: the star glides along its line (or hops in jump
mode), the taken chip flies to its rack, swapped chips cross over.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from game import layout
from game.boxes import converted
from game.i18n import tr
from game.rules import chains as ch
from game.scenes.base import GameScene
from game.scenes.chains.animations import ANIMATIONS, SILENT, ChainsAnimations
from game.scenes.chains.drawing import ChainsDrawing
from game.scenes.chains.geometry import regions
from game.scenes.chains.input import CONFIRM, ChainChoiceButton, ChainsInput, _Picker
from game.scenes.chains.panel import ChainsPanel
from game.scenes.chains.pieces import BoardGeom
from game.scenes.chains.rack import fit_layout, sohtar_groups, standard_groups
from game.scenes.chains.swapping import ChainsSwapping
from game.scenes.shared.coach_marks import ring
from game.scenes.shared.coach_panel import MARK
from game.scenes.shared.log import Entry, SeatList, SeatRef
from game.scenes.shared.pace import Pace
from game.session import variant_key
from game.ui import Button


class ChainsScene(
    ChainsAnimations,
    ChainsInput,
    ChainsPanel,
    ChainsDrawing,
    ChainsSwapping,
    GameScene,
):
    name = "chains"
    # a computer turn within the issue-18 limit at normal speed (game/scenes/shared/pace.py)
    PACE = Pace(budget=1.8)
    ANIMATIONS = ANIMATIONS
    SILENT = SILENT
    # the panel closes when its timer runs out: that is seen; the caches are derived from what is seen
    REDRAW_IGNORES = frozenset(
        {"panel_timer", "_standing", "_layouts", "_assign_cache", "_targets_cache", "_arranged"}
    )
    REPLAY_BAR_CENTER = 888  # replay controls over the free part of the table (game/scenes/replay.py)

    def __init__(self, app, session):
        # the screen's geometry, computed once from the canvas in use (geometry.py)
        found = regions(layout.current(), session.config["players"])
        self.geo = geo = replace(found, **converted(found, pygame.Rect))  # as pygame rects
        self.BANNER_CENTER = geo.banner_center  # read by GameScene.__init__ for the banners
        super().__init__(app, session)
        self.n = session.config["players"]
        self.geom = BoardGeom(pygame.Rect(geo.board), geo.cell, geo.sideways)
        self.racks = [pygame.Rect(geo.panel)] * self.n  # _arrange shares the panel out
        self.folded: set[int] = set()  # racks shown as a one-line summary (panel.py)
        self.peek: int | None = None  # a folded rack opened by a tap
        self.over_board: int | None = None  # the rack opened over the board for want of room
        self.sheet_rect = pygame.Rect(geo.sheet or geo.panel)  # the swap sheet's (swapping.py)
        self.sheet_text_y = self.sheet_rect.y  # where its question starts (laid out with it)
        self.prompt_rect = pygame.Rect(0, 0, 0, 0)
        self.prompt: list[tuple] = []  # a phone: the prompt's lines, as _arrange measured them
        self.press_pos: tuple[int, int] | None = None  # where a finger is down (pressed look)
        self._sheet: tuple = (None, None)
        self.series_page = 0
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
        self.racks_moving = True  # a chip is still sliding to its place in a rack
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
        self._standing: tuple = (None, None)  # (state, outcome as if it ended now)
        self._arranged: tuple = ()  # what the panel was laid out for (panel.py)
        self._marks: tuple = (None, {})  # (state, {square: seats whose chain its chip extends})
        # the series table between deals
        self.panel: dict | None = None
        self.panel_timer = 0.0
        self.best = self._personal_best()
        self.board_picker = _Picker(self.geom.rect, self._board_active, self.board_key, self.click_board)
        rack_area = pygame.Rect(geo.sheet or geo.panel)  # a phone's swap sheet is over the board
        self.rack_picker = _Picker(rack_area, self._swap_active, self.rack_key, self.click_rack)
        self.fold_picker = _Picker(
            pygame.Rect(geo.panel), self.fold_targets, lambda e: False, self.click_fold
        )
        self.fold_picker.focusable = False
        self.choice_buttons = [ChainChoiceButton(geo.choices[i], self, i) for i in range(2)]
        action = geo.action or geo.sheet
        self.no_swap_button = Button(
            (action.right - 236, action.bottom - 64, 220, 52),
            lambda: tr("chains.ui.no_swap"),
            self.no_swap,
            "primary",
            visible=lambda: self._swap_active() and not self.busy,
            size=22,
        )
        self.continue_button = Button(
            (0, 0, 240, 54),
            lambda: tr("chains.scene.continue"),
            self.close_panel,
            "primary",
            visible=lambda: self.panel is not None and self.panel["human"],
        )
        self.page_button = Button(
            (0, 0, 200, 56),
            self.page_label,
            self.next_page,
            "secondary",
            visible=lambda: self.panel is not None and self.panel["human"] and self.series_pages() > 1,
            size=18,
        )
        pickers = (self.board_picker, self.rack_picker, self.fold_picker)
        buttons = (self.no_swap_button, self.continue_button, self.page_button)
        for widget in (*pickers, *self.choice_buttons, *buttons):
            self.form.add(widget)
        self._arrange()

    def _personal_best(self):
        """Solitaire: the best (fewest) minus points so far, as the app's statistics record it."""
        if self.n != 1 or self.session.seats[0].is_ai:
            return None
        return self.app.settings.best("chains", variant_key(self.session.config))

    # --- layout ----------------------------------------------------------------------
    def rack_groups(self, seat: int):
        if self.session.state.scoring == "sohtar":
            return sohtar_groups(self.view_chains[seat], self.view_pending[seat])
        return standard_groups(self.view_held[seat])

    def rack_layout(self, seat: int):
        groups = self.rack_groups(seat)
        area = self._chip_area(seat)
        key = (seat, tuple(area), tuple((k, tuple(c)) for k, c in groups))
        hit = self._layouts.get(key)
        if hit is None:
            if len(self._layouts) > 64:
                self._layouts.clear()
            hit = self._layouts[key] = fit_layout(groups, area, self.geo.pitches)
        return hit

    # --- view sync ---------------------------------------------------------------------
    def sync_view(self) -> None:
        if self.app.anim.timeline.busy:
            return  # the timeline ends with a sync of its own
        self._sync()

    def _sync(self) -> None:
        st = self.presented
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
        self.swap_mine = self.swap_theirs = None
        self._reasons = {}
        self._assign_cache = (-1, [])
        self._targets_cache = (-1, set())

    def enter(self) -> None:
        super().enter()
        self._sync()  # a new scene has nothing of its own in flight, whatever else the timeline holds
        if not self.session.log:
            self.app.anim.timeline.then(self._start_deal_in)

    def leave(self) -> None:
        super().leave()  # the game's pace back to normal, a skip stopped
        self.panel = None  # never leave the shared timeline waiting for a closed table

    def after_action(self, events: list[dict]) -> None:
        super().after_action(events)
        self.app.anim.timeline.call(self._sync)

    # --- the driver's hooks ------------------------------------------------------------
    @property
    def state(self):
        """The presented state: what the player has seen land (input runs only once it caught up)."""
        return self.presented

    def human_turn_started(self) -> None:
        st = self.state
        self.swap_mine = self.swap_theirs = None
        if st.phase == "move":
            self.cursor = self._default_cursor()
            self.form.set_focus(self.board_picker)
        elif st.phase == "assign":
            self.form.set_focus(self.choice_buttons[0])
        elif st.phase == "swap":
            if self.skip_useless_swap():
                return
            own = [slot for slot in self._swap_slots() if slot[0] == st.to_move]
            self.swap_cursor = own[0] if own else None
            self.form.set_focus(self.rack_picker)
        if sum(1 for s in self.session.seats if not s.is_ai) > 1 and st.phase == "move":
            self.app.play("turn")

    def chain_marks(self) -> dict[int, list[int]]:
        """Legal targets whose chip would extend a player's chain: square -> those seats."""
        st = self.state
        if self._marks[0] is not st:
            marks = {}
            for sq in self.take_targets():
                chip = st.board[sq]
                seats = [s for s in range(self.n) if chip - 1 in st.held[s] or chip + 1 in st.held[s]]
                if seats:
                    marks[sq] = seats
            self._marks = (st, marks)
        return self._marks[1]

    def describe(self, event: dict) -> Entry | None:
        kind = event["type"]
        seat = event.get("seat")
        if kind == "star_moved":
            key = "chains.log.star_jumped" if event["jump"] else "chains.log.star_moved"
            return Entry(key, {"name": SeatRef(seat), "chip": event["chip"]}, seat=seat)
        if kind == "assigned" and self.state.scoring == "sohtar":
            lo, hi = event["chain"]
            if lo == hi:
                return None  # "takes the 17" already said it; only joins are news
            params = {"name": SeatRef(seat), "chip": event["chip"], "low": lo, "high": hi}
            return Entry("chains.log.assigned", params, seat=seat)
        if kind == "swapped":
            params = {"name": SeatRef(seat), "gave": event["gave"], "took": event["took"]}
            return Entry("chains.log.swapped", params | {"other": SeatRef(event["other"])}, seat=seat)
        if kind == "deal_over" and self.state.series > 1:
            return Entry("chains.log.deal_over", {"game": event["game_index"] + 1})
        if kind == "new_deal":
            params = {"game": event["game_index"] + 1, "name": SeatRef(event["first_seat"])}
            return Entry("chains.log.new_deal", params)
        if kind == "game_over":
            return Entry("chains.log.game_over", {"names": SeatList(event["winners"])})
        return None

    # --- per frame --------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.panel is not None and not self.panel["human"] and self.panel_timer > 0:
            self.panel_timer -= dt * max(self.app.anim.speed, 0.001)
            if self.panel_timer <= 0:
                self.close_panel()
        if self.racks_moving or self.busy:
            self._arrange()  # the racks share the panel by what they hold now (drawing arranges too)
        self.racks_moving = self._ease_racks(dt)
        super().update(dt)

    def moving(self) -> bool:
        return self.racks_moving

    def timers_still(self) -> bool:
        return self.panel is None or self.panel["human"] or self.panel_timer <= 0

    def _ease_racks(self, dt: float) -> bool:
        """Chips slide to their places in the racks; True while one is still on its way."""
        speed = self.app.anim.speed
        k = 1.0 if speed <= 0 else min(1.0, dt * 14 * speed)
        moved = False
        for seat in range(self.n):
            pos, _, _ = self.rack_layout(seat)
            for chip, target in pos.items():
                cur = self.rack_pos.get(chip)
                if cur is None or chip in self.hidden:
                    moved = moved or cur is None or list(cur) != list(target)
                    self.rack_pos[chip] = list(target)
                elif abs(target[0] - cur[0]) + abs(target[1] - cur[1]) < 0.5:
                    moved = moved or list(cur) != list(target)
                    cur[0], cur[1] = target  # close enough: rest exactly there
                else:
                    cur[0] += (target[0] - cur[0]) * k
                    cur[1] += (target[1] - cur[1]) * k
                    moved = True
        return moved

    def handle(self, event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.press_pos = event.pos
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.press_pos = None
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

    # --- touch -----------------------------------------------------------------------------
    def tap_targets(self):
        """The form's buttons and, from the same lists the hit tests use, the squares, the swap
        sheet's chips and the racks that open on a tap (the pickers are areas, not targets)."""
        return super().tap_targets() + self.piece_targets()

    def long_press(self, pos) -> str:
        return self.piece_long_press(pos) or super().long_press(pos)  # a finger's question

    def final_view(self, winner: int) -> str:
        """View board (game/scenes/final_board.py): the winner's chains, in words."""
        state = self.presented
        chains = (
            sorted(state.chains[winner]) if state.scoring == "sohtar" else ch.chains_of(state.held[winner])
        )
        text = ", ".join(str(lo) if lo == hi else f"{lo}–{hi}" for lo, hi in chains)
        return tr("chains.board.chains", name=self.session.name_of(winner), chains=text or "–")

    def final_marks(self, winner: int, canvas: pygame.Surface) -> None:
        """View board: a ring round the winner's rack."""
        ring(canvas, self._chip_area(winner), MARK)
