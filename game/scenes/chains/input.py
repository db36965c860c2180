"""Number Chains input: the board picker (move), the Sohtar choice, the rack picker (swap).

Every choice offered is built from ``session.legal_actions()``; anything else
goes to the rules so that their translatable reason is shown. Keyboard play
goes through two picker widgets in the form (board targets, rack chips), so
focus, Tab and Enter behave like every other control.
"""

from __future__ import annotations

import math

import pygame

from game import theme
from game.i18n import tr
from game.rules.base import IllegalAction
from game.rules.chains import SQUARES, sohtar_join
from game.scenes.chains.rack import draw_groups, fit_layout
from game.ui import Button, Widget

ARROWS = {pygame.K_UP: (-1, 0), pygame.K_DOWN: (1, 0), pygame.K_LEFT: (0, -1), pygame.K_RIGHT: (0, 1)}
# the keypad's digits point their way from 5 (7 up and left, 3 down and right)
NUMPAD = {getattr(pygame, f"K_KP{n}"): (1 - (n - 1) // 3, (n - 1) % 3 - 1) for n in (1, 2, 3, 4, 6, 7, 8, 9)}
KEY_DIRS = ARROWS | NUMPAD
CONFIRM = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class _Picker(Widget):
    """A form member covering an area; keys and clicks are passed to the scene."""

    def __init__(self, rect, visible, on_key, on_click):
        super().__init__(rect, True, visible)
        self.on_key = on_key
        self.on_click = on_click

    def key(self, event) -> bool:
        return self.on_key(event)

    def touch_areas(self) -> list[pygame.Rect]:
        return []  # an area, not a target: the scene lists what in it a tap acts on (tap_targets)

    def click(self, pos) -> None:
        self.on_click(pos)

    def activate(self) -> None:
        self.on_key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))


class ChainChoiceButton(Button):
    """A Sohtar assignment option showing the two chains that would result."""

    def __init__(self, rect, scene, index: int):
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
        theme.text(surface, text, (self.rect.centerx, self.rect.y + 8), 17, theme.INK, "midtop", True)


# --- the scene ------------------------------------------------------------------------------


class ChainsInput:
    """Mixed into ChainsScene."""

    # --- move phase: the board picker ---------------------------------------------------------
    def _human_in(self, phase: str) -> bool:
        """A human decides in ``phase`` (the series table is not up)."""
        seat = self.session.seat_to_move()
        return (
            seat is not None
            and not seat.is_ai
            and not self.finished
            and self.state.phase == phase
            and self.panel is None
        )

    def _board_active(self) -> bool:
        return self._human_in("move")

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
            d = self.geom.rules_dir(KEY_DIRS[event.key])  # the compact 8 lies on its side
            if event.key in NUMPAD and not self.state.jump:
                hit = self._line_target(d, cands)
                self.cursor = hit if hit is not None else self._step(d, cands)
            else:
                self.cursor = self._step(d, cands)
            return True
        if event.key in CONFIRM:
            if self.cursor is not None:
                self.take(self.cursor)
            return True
        return False

    def _line_target(self, d, cands) -> int | None:
        """The candidate straight along direction d from the star (numpad picks a line)."""
        sr, sc = SQUARES[self.state.star]
        along = []  # (squares away, square)
        for sq in cands:
            dr, dc = SQUARES[sq][0] - sr, SQUARES[sq][1] - sc
            k = max(abs(dr), abs(dc))
            if k and (dr, dc) == (d[0] * k, d[1] * k):
                along.append((k, sq))
        return min(along)[1] if along else None

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
        sq = next((sq for sq, rect in self.board_targets() if rect.collidepoint(pos)), None)
        if sq is None:
            return
        self.cursor = sq
        self.take(sq)

    def illegal_text(self, action) -> str:
        """Why the rules refuse ``action`` in the presented state, in their own words ("" if they allow it)."""
        try:
            self.rules.apply(self.state, action)
        except IllegalAction as exc:
            return tr(exc.key, **exc.params) if exc.key else str(exc)
        return ""

    def take(self, sq: int) -> None:
        self.perform(("take", sq))

    # --- assign phase --------------------------------------------------------------------------
    def assign_options(self) -> list[tuple[tuple[int, int], tuple[int, int]]]:
        """For each legal ("assign", lo): (the joined chain, the other chain the chip also fits)."""
        if not self._human_in("assign") or self.busy:
            return []
        key = len(self.session.log)
        if self._assign_cache[0] != key:  # cached per log length: asked every frame
            st = self.state
            starts = [a[1] for a in self.session.legal_actions() if a[0] == "assign"]
            chains = st.chains[st.to_move]
            out = []
            for lo in starts:
                _, joined = sohtar_join(chains, st.pending, lo)
                out.append((joined, next((c for c in chains if c[0] in starts and c[0] != lo), joined)))
            self._assign_cache = (key, out)
        return self._assign_cache[1]

    def choose_assign(self, index: int) -> None:
        acts = [a for a in self.session.legal_actions() if a[0] == "assign"]
        if index < len(acts):
            self.perform(acts[index])

    # --- swap phase: the rack picker -------------------------------------------------------------
    def _swap_active(self) -> bool:
        return self._human_in("swap")

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
            self._reasons[key] = self.illegal_text(("swap", mine, seat, chip))
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
        if self.geo.sheet is not None:  # the swap sheet's chips, the very rects tap_targets lists
            return self.sheet_chip_at(pos) if self._swap_active() else None
        for seat in range(self.n):
            if not self.racks[seat].collidepoint(pos):
                continue
            chips, _, pitch = self.rack_layout(seat)
            near = [(math.dist(p, pos), chip) for chip, p in chips.items()]
            near = [hit for hit in near if hit[0] <= max(pitch * 0.6, 24)]  # a touch target of 48 px at least
            return (seat, min(near)[1]) if near else None
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
        elif seat != me and self.swap_theirs is not None:
            # theirs first: the cursor goes to your own chips (which light up as the ones to give)
            slot = next((s for s in self._swap_slots() if s[0] == me), None)
            if slot:
                self.swap_cursor = slot

    def no_swap(self) -> None:
        if ("no_swap",) in self.session.legal_actions():
            self.swap_mine = self.swap_theirs = None
            self.perform(("no_swap",))

    # --- long press -------------------------------------------------------------------------
    def explain_square(self, sq: int) -> str:
        st = self.state
        if sq == st.star:
            return tr("chains.compact.lp.star")
        chip = st.board[sq]
        if not chip:
            return tr("chains.compact.lp.empty")
        parts = [tr("chains.compact.lp.chip", chip=chip)]
        if self._board_active():
            if sq in self.take_targets():
                parts.append(tr("chains.compact.lp.take"))
            else:
                parts.append(self.illegal_text(("take", sq)))
        owners = [s for s in range(self.n) if chip - 1 in st.held[s] or chip + 1 in st.held[s]]
        if owners:
            names = ", ".join(self.session.name_of(s) for s in owners)
            parts.append(tr("chains.compact.lp.extends", names=names))
        return " ".join(p for p in parts if p)

    def explain_rack(self, seat: int) -> str:
        name = self.session.name_of(seat)
        chips = " ".join(str(c) for c in sorted(self.view_held[seat])) or tr("chains.scene.no_chips")
        text = f"{name}: {self.score_text(seat)}. {chips}"
        if seat in self.folded:
            text += " · " + tr("chains.compact.lp.open")
        return text

    def piece_long_press(self, pos) -> str:
        for sq, rect in self.board_targets():
            if rect.collidepoint(pos):
                return self.explain_square(sq)
        if self._swap_active() and self.panel is None:
            hit = self.sheet_chip_at(pos)
            if hit is not None:
                seat, chip = hit
                if seat == self.state.to_move:
                    return tr("chains.compact.lp.give", chip=chip)
                return tr("chains.compact.lp.take_from", chip=chip, name=self.session.name_of(seat))
        if self.geom.rect.collidepoint(pos) and not self._swap_active() and not self.assign_options():
            sq = self.geom.square_at(pos)
            if sq is not None:
                return self.explain_square(sq)
        for seat, rect in enumerate(self.racks):
            if rect.collidepoint(pos) and self.panel is None:
                return self.explain_rack(seat)
        return ""
