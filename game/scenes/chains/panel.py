"""Number Chains' racks sharing their panel (``geo.panel``), in every layout.

Above the racks a phone shows what to do now (the standard screen says it in its action area).
Each rack gets what it holds room for; when they do not all fit, every rack but yours folds to a
one-line summary that opens on a tap (``peek``), two to a row where ``geo.fold_cols`` says so;
a rack opened that has no room in the panel shows over the board (``geo.sheet``) until a tap
folds it again. The spare room goes to your rack first (bigger chips).
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game import theme
from game.i18n import tr
from game.rules.chains import SQUARES
from game.scenes.chains.rack import layout_groups

SUMMARY_H = 56  # a folded rack: one line, a full touch area
RACK_GAP = 6


def content_height(groups, width: int, pitch: int) -> int:
    """How tall ``groups`` lay out at ``pitch`` in ``width`` (one row's height for no chips)."""
    return _content_height(tuple((kind, tuple(chips)) for kind, chips in groups), width, pitch)


@lru_cache(maxsize=256)
def _content_height(groups: tuple, width: int, pitch: int) -> int:
    # cached: the panel is arranged every frame (update and draw), the racks change only on a move
    if not groups:
        return pitch
    pos, _, _ = layout_groups(
        [(kind, list(chips)) for kind, chips in groups], pygame.Rect(0, 0, width, 10_000), pitch
    )
    return int(max(p[1] for p in pos.values()) + pitch / 2 + 2)


def chip_rects(pos: dict, pitch: int) -> dict[int, pygame.Rect]:
    """A pitch x pitch touch area round each chip (chips of a row are ``pitch`` apart: they tile)."""
    return {
        c: pygame.Rect(int(x - pitch / 2 + 0.5), int(y - pitch / 2 + 0.5), pitch, pitch)
        for c, (x, y) in pos.items()
    }


def wrapped(text: str, size: int, width: int, colour, bold: bool = False, most: int | None = None) -> list:
    """``text`` wrapped to ``width`` as the lines the prompt and the sheets draw: (text, size, colour, bold)."""
    return [(line, size, colour, bold) for line in theme.wrap(text, size, width, bold)[:most]]


def lines_height(lines) -> int:
    return sum(theme.scaled(size) + 4 for _, size, _, _ in lines)


def draw_lines(surface, lines, x: int, y: int) -> None:
    for line, size, colour, bold in lines:
        theme.text(surface, line, (x, y), size, colour, bold=bold)
        y += theme.scaled(size) + 4


class ChainsPanel:
    """Mixed into ChainsScene."""

    # --- who is "you" -------------------------------------------------------------------
    def focus_seat(self) -> int:
        """Whose rack is large: the human to move, else the first human, else the seat to move."""
        st = self.state
        seats = self.session.seats
        if 0 <= st.to_move < self.n and not seats[st.to_move].is_ai:
            return st.to_move
        humans = [i for i, s in enumerate(seats) if not s.is_ai]
        return humans[0] if humans else max(0, min(st.to_move, self.n - 1))

    def sheet_up(self) -> bool:
        """A phone: the swap or "which chain?" sheet covers the board now."""
        swap = self._swap_active() and not self.busy
        return self.geo.sheet is not None and self.panel is None and bool(self.assign_options() or swap)

    def panel_covered(self) -> bool:
        """The swap sheet needed the room over the racks too (swapping.py)."""
        swap = self.sheet_up() and self._swap_active()
        return swap and bool(self.sheet_layout()) and self.sheet_rect.colliderect(self.geo.panel)

    # --- the prompt, then the racks ---------------------------------------------------
    def prompt_lines(self, width: int) -> list[tuple[str, int, tuple, bool]]:
        """What to do now (or, on others' turns, who is ahead): (text, size, colour, bold). A phone shows
        it above the racks, the standard screen in its action area (with the keys)."""
        wide = self.geo.action is not None
        lines = []
        if self.panel is None and self._board_active() and not self.busy:
            jump = self.state.jump
            key = "chains.ui.jump" if jump else "chains.ui.your_move"
            colour = theme.ACCENT if jump else theme.TEXT
            lines += wrapped(tr(key), 17, width, colour, True, 2 if wide else 3)
            notes = [tr("chains.scene.marks")] if wide or self.chain_marks() else []
            notes += [tr("chains.scene.keys.move")] if wide else []
            if self.hints and notes:
                lines += wrapped(" · ".join(notes), 15, width, theme.TEXT_DIM, most=2)
        elif self.sheet_up():
            key = "chains.compact.choose_left" if self.geo.sideways else "chains.compact.choose_above"
            lines += wrapped(tr(key), 17, width, theme.ACCENT, True, 3)
            if self._swap_active():  # the racks below strike out what a swap cannot take
                lines += wrapped(tr("chains.scene.swap_legend"), 15, width, theme.TEXT_DIM, most=2)
        elif text := self.standing_text():
            lines += wrapped(text, 15, width, theme.TEXT_DIM, most=3)
        return lines

    def _rows(self, opened: set[int]) -> list[list[int]]:
        """The panel's rows top to bottom: an open rack alone, folded ones ``fold_cols`` to a row."""
        out: list[list[int]] = []
        for s in range(self.n):
            if s not in opened and out and out[-1][0] not in opened and len(out[-1]) < self.geo.fold_cols:
                out[-1].append(s)
            else:
                out.append([s])
        return out

    def _stacked(self, opened: set[int], need: list[int]) -> int:
        rows = self._rows(opened)
        return sum(need[r[0]] if r[0] in opened else SUMMARY_H for r in rows) + RACK_GAP * (len(rows) - 1)

    def _arrange(self) -> None:
        """Lay out the panel for the view now: the prompt's height, each rack's rect, which are folded."""
        wide = self.geo.action is not None  # the standard screen's prompt is in its action area
        lines = [] if wide else self.prompt_lines(self.geo.panel.width - 20)
        groups = [self.rack_groups(s) for s in range(self.n)]
        focus = self.focus_seat()
        sheet = self.sheet_up()
        key = (
            tuple(lines),
            tuple(tuple((k, tuple(c)) for k, c in g) for g in groups),
            focus,
            self.peek,
            sheet,
        )
        if key == self._arranged:
            return  # it runs every frame: the same view keeps its layout
        self._arranged = key
        panel, head = self.geo.panel, self.geo.rack_head
        width = panel.width - 2 * self.rack_pad()
        need = [head + content_height(groups[s], width, self.geo.pitches[-1]) + 6 for s in range(self.n)]
        # the prompt's notes give way to your rack, then (upright, where the header's status row says
        # whose turn it is) the prompt too; if your rack has no room even so, the whole prompt stays
        tries = [lines, [line for line in lines if line[3]]] + ([[]] if self.geo.form == "upright" else [])
        fits = [t for t in tries if self._stacked({focus}, need) <= self._room(t)]
        lines = (fits or [t for t in tries if self._stacked(set(), need) <= self._room(t)] or [[]])[0]
        room = self._room(lines)
        top = panel.bottom - room
        peek = self.peek if self.peek is not None and self.peek != focus and self.peek < self.n else None
        over = None  # a rack opened over the board
        opened = {focus} | ({peek} if peek is not None else set())
        if self._stacked(opened, need) > room:
            opened = {peek} if peek is not None and self._stacked({peek}, need) <= room else set()
        for s in [*range(focus, self.n), *range(focus)]:  # then as many more as fit, yours first
            if s not in opened and (opened or s == focus) and self._stacked(opened | {s}, need) <= room:
                opened.add(s)
        if peek is not None and peek not in opened:
            over = peek if self.geo.sheet is not None and not sheet else None
        if self.peek == focus and focus not in opened and not sheet and self.geo.sheet is not None:
            over = focus  # yours, folded for want of room, opened by a tap
        rows = self._rows(opened)
        spare = max(0, room - self._stacked(opened, need))
        heights = [need[s] if s in opened else SUMMARY_H for s in range(self.n)]
        if opened:  # the spare room goes to your rack first (bigger chips), then to the other open ones
            big = focus if focus in opened else min(opened)
            roomiest = head + content_height(groups[big], width, self.geo.pitches[0]) + 6
            grow = max(0, min(spare, roomiest - need[big]))
            heights[big] += grow
            spare -= grow
            others = sorted(opened - {big})
            for s in others:
                heights[s] += spare // len(others)
        racks: list = [None] * self.n
        y = top
        for row in rows:
            w = (panel.width - RACK_GAP * (len(row) - 1)) // len(row)
            for i, s in enumerate(row):
                racks[s] = pygame.Rect(panel.x + i * (w + RACK_GAP), y, w, heights[s])
            y += heights[row[0]] + RACK_GAP
        if over is not None:
            racks[over] = pygame.Rect(self.geo.sheet)
        self.over_board = over
        self.fold_picker.rect = pygame.Rect(self.geo.sheet if over is not None else panel)
        self.racks = racks
        self.folded = {s for s in range(self.n) if s not in opened and s != over}
        self.prompt_rect = pygame.Rect(panel.x, panel.y, panel.width, top - panel.y)
        self.prompt = lines  # drawn as measured (drawing.py's draw_pieces)

    def _room(self, lines) -> int:
        """The racks' height under these prompt lines."""
        return self.geo.panel.height - lines_height(lines) - (10 if lines else 0)

    def rack_pad(self) -> int:
        return 14 if self.geo.action is not None else 10

    def _chip_area(self, seat: int) -> pygame.Rect:
        r = self.racks[seat]
        if seat in self.folded:
            return r.copy()
        pad, head = self.rack_pad(), self.geo.rack_head
        return pygame.Rect(r.x + pad, r.y + head, r.width - 2 * pad, r.height - head - 5)

    def fold_targets(self) -> list[tuple[tuple[str, int], pygame.Rect]]:
        """Racks a tap opens or folds (only while some do not fit): every rack but yours, and yours
        while it is folded or shows over the board."""
        if self.panel is not None or (not self.folded and self.peek is None):
            return []
        if self.panel_covered() or (self.geo.sheet is None and self._swap_active()):
            return []  # a sheet covers the racks, or (standard) a tap on them picks a chip to swap
        focus = self.focus_seat()
        shown = [s for s in range(self.n) if s != focus or s in self.folded or s == self.over_board]
        if self.over_board is not None:
            shown = [self.over_board]  # over the board: a tap on it folds it again
        return [(("rack", s), self.racks[s]) for s in shown]

    def click_fold(self, pos) -> None:
        for (_, seat), rect in self.fold_targets():
            if rect.collidepoint(pos):
                self.peek = None if self.peek == seat else seat
                self.app.play("click")
                self._arrange()
                return

    # --- every tap target ------------------------------------------------------------------
    def board_targets(self) -> list[tuple[int, pygame.Rect]]:
        """The squares a tap acts on now (every square while you move: an illegal one is explained)."""
        if not self._board_active() or self.over_board is not None:
            return []
        return [(sq, self.geom.cell_rect(sq)) for sq in range(len(SQUARES))]

    def piece_targets(self) -> list[tuple[str, pygame.Rect]]:
        out = []
        for sq, rect in self.board_targets():
            chip = self.state.board[sq]
            out.append((f"square {sq} ({chip or 'empty'})", rect))
        if self.geo.sheet is not None and self._swap_active() and self.panel is None:
            for (seat, chip), rect in self.sheet_layout()[2]:
                out.append((f"swap chip {chip} of seat {seat}", rect))
        for (_, seat), rect in self.fold_targets():
            out.append((f"rack of seat {seat}", rect))
        return out
