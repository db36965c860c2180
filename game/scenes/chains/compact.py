"""Number Chains in the compact (phone) layout: where everything goes in the game area.

The game area is ``GAME`` (below the frame's header). The figure 8 lies on its side on the left
(``SideGeom``: 9 columns x 7 rows of 57 px cells, so every square is a 57x57 touch area and the
squares tile without overlapping); the racks fill the panel on the right, yours large. When the
racks do not all fit at a legible chip size, the other players' racks fold to a one-line summary
that opens on a tap (information behind a tap, never dropped). The turn's modal choices - the
Sohtar "which chain?" and the swap - are sheets over the board (the board takes no tap then), with
chips big enough to tap. Drawing is in ``compact_draw.py``; this module is geometry, arrangement
and the one list of tap targets that both the hit tests and ``tap_targets`` use.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game import theme
from game.i18n import tr
from game.rules.chains import SQUARE_INDEX, SQUARES
from game.scenes.chains.pieces import BoardGeom
from game.scenes.chains.rack import COMPACT_PITCHES, layout_groups, standard_groups

GAME = pygame.Rect(0, 62, 960, 418)  # the frame's header is above it
CELL = 57
BOARD_AREA = pygame.Rect(8, 64, 526, 414)  # the sideways 8 (the tray's rim included)
PANEL = pygame.Rect(546, 68, 406, 408)  # prompt and racks
SHEET = pygame.Rect(8, 66, 526, 410)  # the swap and "which chain?" sheets, over the board
SUMMARY_H = 56  # a folded rack: one line, a full touch area
RACK_HEAD = 30  # name and score line of an open rack
RACK_GAP = 6
SHEET_PITCH = 57  # chips on a sheet: 57x57 touch areas that tile


class SideGeom(BoardGeom):
    """The figure 8 on its side: rule row r is drawn as column r, rule column c as row 6 - c."""

    def __init__(self, area: pygame.Rect, cell: int = CELL):
        self.cell = cell
        self.rect = pygame.Rect(0, 0, cell * 9, cell * 7)
        self.rect.center = area.center
        self.radius = int(cell * 0.42)
        self.sideways = True

    def center(self, square: int) -> tuple[float, float]:
        r, c = SQUARES[square]
        return self.cell_center(r, c)

    def cell_center(self, r: int, c: int) -> tuple[float, float]:
        return (self.rect.x + (r + 0.5) * self.cell, self.rect.y + (6 - c + 0.5) * self.cell)

    def square_at(self, pos) -> int | None:
        x, y = pos
        col = (x - self.rect.x) // self.cell
        row = (y - self.rect.y) // self.cell
        return SQUARE_INDEX.get((int(col), int(6 - row)))

    def cell_rect(self, square: int) -> pygame.Rect:
        r, c = SQUARES[square]
        return pygame.Rect(
            self.rect.x + r * self.cell, self.rect.y + (6 - c) * self.cell, self.cell, self.cell
        )

    def rules_dir(self, d: tuple[int, int]) -> tuple[int, int]:
        """A screen direction (rows, columns) as a direction on the rules' board."""
        return (d[1], -d[0])


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
    out = {}
    for chip, (x, y) in pos.items():
        out[chip] = pygame.Rect(int(x - pitch / 2 + 0.5), int(y - pitch / 2 + 0.5), pitch, pitch)
    return out


class ChainsCompact:
    """Mixed into ChainsScene; used only when ``self.compact``."""

    # --- who is "you" -------------------------------------------------------------------
    def focus_seat(self) -> int:
        """Whose rack is large: the human to move, else the first human, else the seat to move."""
        st = self.state
        seats = self.session.seats
        if 0 <= st.to_move < self.n and not seats[st.to_move].is_ai:
            return st.to_move
        humans = [i for i, s in enumerate(seats) if not s.is_ai]
        return humans[0] if humans else max(0, min(st.to_move, self.n - 1))

    # --- the panel: prompt, then the racks ---------------------------------------------
    def prompt_lines(self) -> list[tuple[str, int, tuple, bool]]:
        """What to do now (or, on others' turns, who is ahead): (text, size, colour, bold) lines."""
        width = PANEL.width - 20
        lines = []
        if self.panel is None and self._board_active() and not self.busy:
            jump = self.state.jump
            key = "chains.ui.jump" if jump else "chains.ui.your_move"
            colour = theme.ACCENT if jump else theme.TEXT
            lines += [(line, 17, colour, True) for line in theme.wrap(tr(key), 17, width, True)[:2]]
            if self.hints and self.chain_marks():
                lines += [
                    (line, 15, theme.TEXT_DIM, False)
                    for line in theme.wrap(tr("chains.scene.marks"), 15, width)[:2]
                ]
        elif self.panel is None and (self.assign_options() or (self._swap_active() and not self.busy)):
            key = "chains.compact.choose_left"
            lines += [(line, 17, theme.ACCENT, True) for line in theme.wrap(tr(key), 17, width, True)[:2]]
            if self._swap_active():  # the racks below strike out what a swap cannot take
                legend = theme.wrap(tr("chains.scene.swap_legend"), 15, width)[:2]
                lines += [(line, 15, theme.TEXT_DIM, False) for line in legend]
        else:
            text = self.standing_text()
            if text:
                lines += [(line, 15, theme.TEXT_DIM, False) for line in theme.wrap(text, 15, width)[:3]]
        return lines

    def _arrange(self) -> None:
        """Lay out the panel for the view now: the prompt's height, each rack's rect, which are folded."""
        lines = self.prompt_lines()
        groups = [self.rack_groups(s) for s in range(self.n)]
        focus = self.focus_seat()
        key = (tuple(lines), tuple(tuple((k, tuple(c)) for k, c in g) for g in groups), focus, self.peek)
        if key == self._arranged:
            return  # it runs every frame: the same view keeps its layout
        self._arranged = key
        prompt_h = sum(size + 4 for _, size, _, _ in lines) + (10 if lines else 0)
        top = PANEL.y + prompt_h
        room = PANEL.bottom - top
        width = PANEL.width - 20
        min_pitch = COMPACT_PITCHES[-1]
        need = [RACK_HEAD + content_height(groups[s], width, min_pitch) + 6 for s in range(self.n)]
        peek = self.peek if self.peek is not None and self.peek != focus and self.peek < self.n else None
        total = sum(need) + RACK_GAP * (self.n - 1)
        if total <= room:
            opened = set(range(self.n))
        else:
            opened = {focus} | ({peek} if peek is not None else set())
            folded = self.n - len(opened)
            if (
                sum(need[s] for s in opened) + SUMMARY_H * folded + RACK_GAP * (self.n - 1) > room
                and peek is not None
            ):
                opened = {peek}
        heights = [need[s] if s in opened else SUMMARY_H for s in range(self.n)]
        spare = max(0, room - sum(heights) - RACK_GAP * (self.n - 1))
        # the spare room goes to your rack first (bigger chips), then to the other open ones
        big = focus if focus in opened else next(iter(sorted(opened)))
        grow = min(
            spare,
            RACK_HEAD + content_height(groups[big], width, COMPACT_PITCHES[0]) + 6 - heights[big],
        )
        grow = max(0, grow)
        heights[big] += grow
        spare -= grow
        others = [s for s in sorted(opened) if s != big]
        for s in others:
            heights[s] += spare // len(others)
        racks, y = [], top
        for s in range(self.n):
            racks.append(pygame.Rect(PANEL.x, y, PANEL.width, heights[s]))
            y += heights[s] + RACK_GAP
        self.racks = racks
        self.folded = {s for s in range(self.n) if s not in opened}
        self.prompt_rect = pygame.Rect(PANEL.x, PANEL.y, PANEL.width, prompt_h)
        self.prompt = lines  # drawn as measured (draw_prompt_compact)

    def compact_chip_area(self, seat: int) -> pygame.Rect:
        r = self.racks[seat]
        if seat in self.folded:
            return r.copy()
        return pygame.Rect(r.x + 10, r.y + RACK_HEAD, r.width - 20, r.height - RACK_HEAD - 4)

    def fold_targets(self) -> list[tuple[tuple[str, int], pygame.Rect]]:
        """Racks a tap opens or folds (only while some do not fit): every rack but yours."""
        if self.panel is not None or (not self.folded and self.peek is None):
            return []
        focus = self.focus_seat()
        return [(("rack", s), self.racks[s]) for s in range(self.n) if s != focus]

    def click_fold(self, pos) -> None:
        for (_, seat), rect in self.fold_targets():
            if rect.collidepoint(pos):
                self.peek = None if self.peek == seat else seat
                self.app.play("click")
                self._arrange()
                return

    # --- the swap sheet ---------------------------------------------------------------------
    def sheet_layout(self):
        """The swap sheet: (text lines, sections [(label, seat, pos, bars)], targets [((seat, chip), rect)]).

        Sections: each opponent's chips a swap may take, then your chips to give. When they do not all
        fit, only the step at hand shows (theirs first; yours once theirs is picked)."""
        key = (len(self.session.log), self.swap_mine, self.swap_theirs, self.view_key_swap())
        if self._sheet[0] == key:
            return self._sheet[1]
        st = self.state
        me = st.to_move
        b = self.no_swap_button
        b.rect.size = (max(190, theme.font(b.size, True).size(tr("chains.ui.no_swap"))[0] + 36), 56)
        b.rect.topright = (SHEET.right - 12, SHEET.y + 12)
        if self.swap_mine is None and self.swap_theirs is None:
            key_t, params = "chains.ui.swap", {}
        elif self.swap_mine is None:
            key_t, params = "chains.scene.prompt.swap_mine", {"chip": self.swap_theirs[1]}
        else:
            key_t, params = "chains.scene.prompt.swap_theirs", {"chip": self.swap_mine}
        width = b.rect.x - SHEET.x - 28
        lines = [(line, 17, theme.TEXT, True) for line in theme.wrap(tr(key_t, **params), 17, width, True)]
        text_h = 12 + sum(size + 4 for _, size, _, _ in lines)
        top = max(b.rect.bottom + 8, SHEET.y + text_h + 4)
        targets = self.swap_targets()
        theirs = []
        for s in range(self.n):
            chips = sorted(c for o, c in targets if o == s)
            if s != me and chips:
                theirs.append(
                    (
                        tr("chains.compact.take_from", name=self.session.name_of(s)),
                        s,
                        [("single", chips)],
                    )
                )
        mine = [(tr("chains.compact.give"), me, standard_groups(self.view_held[me]))]
        area_w = SHEET.width - 24
        label_h = 24

        def height(sections):
            return sum(label_h + content_height(g, area_w, SHEET_PITCH) + 4 for _, _, g in sections)

        room = SHEET.bottom - 8 - top
        if height(theirs + mine) <= room:
            shown = theirs + mine
        elif self.swap_theirs is not None:
            shown = mine
        else:
            shown = theirs
        sections, hits, y = [], [], top
        for label, seat, groups in shown:
            area = pygame.Rect(SHEET.x + 12, y + label_h, area_w, 10_000)
            pos, bars, _ = layout_groups(groups, area, SHEET_PITCH)
            sections.append((label, seat, pos, bars, y))
            hits += [((seat, chip), rect) for chip, rect in chip_rects(pos, SHEET_PITCH).items()]
            y += label_h + content_height(groups, area_w, SHEET_PITCH) + 4
        result = (lines, sections, hits)
        self._sheet = (key, result)
        return result

    def view_key_swap(self):
        return tuple(tuple(h) for h in self.view_held)

    def sheet_chip_at(self, pos) -> tuple[int, int] | None:
        for slot, rect in self.sheet_layout()[2]:
            if rect.collidepoint(pos):
                return slot
        return None

    # --- every tap target ------------------------------------------------------------------
    def board_targets(self) -> list[tuple[int, pygame.Rect]]:
        """The squares a tap acts on now (every square while you move: an illegal one is explained)."""
        if not self._board_active():
            return []
        return [(sq, self.geom.cell_rect(sq)) for sq in range(len(SQUARES))]

    def piece_targets(self) -> list[tuple[str, pygame.Rect]]:
        out = []
        for sq, rect in self.board_targets():
            chip = self.state.board[sq]
            out.append((f"square {sq} ({chip or 'empty'})", rect))
        if self.compact and self._swap_active() and self.panel is None:
            for (seat, chip), rect in self.sheet_layout()[2]:
                out.append((f"swap chip {chip} of seat {seat}", rect))
        for (_, seat), rect in self.fold_targets():
            out.append((f"rack of seat {seat}", rect))
        return out

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
                parts.append(self.take_reason(sq))
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

    def compact_long_press(self, pos) -> str:
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
