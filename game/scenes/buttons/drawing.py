"""Buttons' drawing: the big board with its docked dice and guides, the hints, the tray, the prompt,
the other players' boards and the log.

Pieces come from the view the animations move (``self.seat_views``, ``self.dice``,
``self.pops``); prompts, highlights and hints read the presented state, never the
session's newer one.
"""

from __future__ import annotations

import math

import pygame

from game import theme
from game.i18n import tr
from game.rules import buttons as bt
from game.scenes.buttons import pieces
from game.scenes.buttons.view import (
    cell_rect,
    side_cell,
    side_grid,
    side_rects,
)

GOLD_BAND = (255, 206, 64)
WHITE_BAND = (255, 255, 255)


def status_ink(status: str):
    return theme.BAD if status == bt.BUST else theme.ACCENT if status == bt.OPTED else theme.TEXT_DIM


def draw_numbers(surface, grid: pygame.Rect, size: int, numbers_y: float, anchor: str, beside: int) -> None:
    """A board's column numbers on the line ``numbers_y`` and its row numbers ``beside`` px left of it."""
    cell = grid.width // 6
    for i in range(1, 7):
        theme.text(surface, str(i), (grid.x + (i - 0.5) * cell, numbers_y), size, theme.TEXT_DIM, anchor)
        theme.text(
            surface, str(i), (grid.x - beside, grid.y + (i - 0.5) * cell), size, theme.TEXT_DIM, "midright"
        )


class ButtonsDrawing:
    """Mixed into ButtonsScene."""

    # --- geometry ------------------------------------------------------------------------------
    def side_panels(self) -> list[tuple[int, pygame.Rect]]:
        seats = [(self.focus.seat + k) % self.n for k in range(1, self.n)]  # table order after the big one
        active = self.focus.active
        large = seats.index(active) if active in seats else None
        rects = side_rects(self.geo, len(seats), large)
        return list(zip(seats, rects))

    def board_grid(self, seat: int) -> pygame.Rect:
        panel = dict(self.side_panels()).get(seat) if seat != self.focus.seat else None
        return self.geo.grid if panel is None else side_grid(panel)

    def draw_die_counts(self, surface: pygame.Surface) -> None:
        """Compact: plain dice of one value rest on one spot; a badge there says how many."""
        spots: dict = {}
        for d in self.dice:
            if d.role == "plain":
                spots.setdefault((round(d.x), round(d.y)), []).append(d)
        for (x, y), dice in spots.items():
            if len(dice) > 1:
                half = dice[0].size * dice[0].scale // 2
                label = theme.render(f"×{len(dice)}", 15, theme.INK, True)
                badge = label.get_rect().inflate(8, 2)
                badge.midleft = (x + half - 10, y - half + 2)
                pygame.draw.rect(surface, theme.ACCENT, badge, border_radius=8)
                surface.blit(label, label.get_rect(center=badge.center))

    def draw_pieces(self, surface: pygame.Surface) -> None:
        dx = self.shake.value * 8 * math.sin(self.clock * 50)
        gold_only = self.docked and self.presented.phase == bt.GOLD
        for d in self.dice:
            keep = d.alpha
            if gold_only and d.role == "plain":  # the others may use the gold column only
                d.alpha = min(d.alpha, 110.0)
            d.draw(surface, dx)
            d.alpha = keep
        if self.geo.compact and self.docked:
            self.draw_die_counts(surface)
        for f in self.flying:
            x, y = f.pos()
            if f.kind == "bonus":
                pieces.bonus_chip(surface, f.value, (x, y), 12)
            else:
                pieces.taken_die(surface, (x, y), 30)

    # --- the big board ----------------------------------------------------------------------------
    def draw_big(self, surface: pygame.Surface) -> None:
        geo = self.geo
        GRID, CELL = geo.grid, geo.cell  # noqa: N806  (the standard names, this layout's values)
        seat = self.focus.seat
        view = self.seat_views[seat]
        if self.rules.current_player(self.presented) == seat:
            pygame.draw.rect(surface, theme.ACCENT, geo.big, 2, border_radius=14)
        if self.one_line_head():  # else the head and the counts are drawn in their own rows
            self.draw_seat_head(surface, seat, geo.head, big=True)
        slide = self.focus.slide
        size, above, beside = (15, 3, 8) if CELL < 60 else (16, 6, 10)
        numbers_y, anchor = GRID.y - above, "midbottom"
        if GRID.y - (geo.dock_y + geo.die // 2) < theme.scaled(size) + above:  # a low canvas: in the
            numbers_y, anchor = geo.dock_y, "center"  # dock's line (a docked die shows its column's number)
        draw_numbers(surface, GRID, size, numbers_y, anchor, beside)
        grid = GRID.move(int((1 - slide) * -40), 0)
        self.draw_guides(surface)
        self.draw_board_of(surface, seat, grid)
        if slide < 1:
            veil = pygame.Surface(grid.inflate(8, 8).size, pygame.SRCALPHA)
            veil.fill((*theme.DARK_PANEL, int(255 * (1 - slide))))
            surface.blit(veil, grid.inflate(8, 8))
        self.draw_hints(surface, seat)
        if self.one_line_head():  # under the board: the counts and the taken dice
            self.draw_counts(surface, seat, geo.counts.x, geo.counts.centery, 34, 92, 20, gap=6, stars=True)
            for k in range(view.taken):
                pieces.taken_die(surface, self.taken_spot(seat, k), 30)

    def draw_guides(self, surface) -> None:
        """Bands from the docked dice across the board: the white die's row, the black dice's columns
        (on your own board while another seat rolls: only the gold column, the one you may use too)."""
        white = next((d.value for d in self.dice if d.role == "white"), None)
        if not self.docked or self.guides.value <= 0 or white is None:
            return
        a = self.guides.value
        gold_only = self.presented.phase == bt.GOLD or self.presented.roller != self.focus.seat
        geo = self.geo
        GRID, CELL, DOCK_X, DOCK_Y = geo.grid, geo.cell, geo.dock_x, geo.dock_y  # noqa: N806
        level = lambda k: int(k * a) // 4 * 4  # noqa: E731  (few alpha steps: the strips are cached)
        row_band = pieces.band(GRID.right - DOCK_X + 30, CELL, (*WHITE_BAND, level(48)))
        surface.blit(row_band, (DOCK_X - 26, GRID.y + (white - 1) * CELL))
        for d in self.dice:
            if d.role == "white" or gold_only and d.role != "gold":
                continue
            colour = GOLD_BAND if d.role == "gold" else WHITE_BAND
            col = pieces.band(
                CELL, GRID.bottom - DOCK_Y + 26, (*colour, level(60 if d.role == "gold" else 40))
            )
            surface.blit(col, (GRID.x + (d.value - 1) * CELL, DOCK_Y - 26))

    def draw_board_of(self, surface, seat: int, grid: pygame.Rect) -> None:
        view = self.seat_views[seat]
        board = self.presented.boards[seat]
        pieces.draw_board(surface, grid, board, view.buttons, view.stars, self.colourblind)
        c = grid.width // 6
        layout = bt.BOARDS[board]
        if self.counting and self.counting["seat"] == seat:
            colour = self.counting["colour"]
            for i in bt.cells_of(view.buttons):
                if layout[i] == colour:
                    r = cell_rect(grid, i // 6 + 1, i % 6 + 1)
                    pygame.draw.rect(surface, theme.FOCUS, r.inflate(2, 2), 4, border_radius=8)
        for pop in self.pops:
            if pop.seat != seat:
                continue
            r = cell_rect(grid, pop.row, pop.col)
            colour = layout[bt.cell_of(pop.row, pop.col)]
            t = pop.t
            if pop.kind == "button":
                pieces.draw_button(surface, colour, (r.centerx, r.centery - 30 * (1 - t)), c, 1.5 - 0.5 * t,
                                   int(255 * min(1.0, t * 2)))  # fmt: skip
            elif pop.kind == "gone":
                pieces.draw_button(
                    surface, colour, (r.centerx, r.centery - 20 * t), c, 1 - 0.6 * t, int(255 * (1 - t))
                )
            elif pop.kind == "star":
                if t < 0.5:
                    pieces.draw_button(surface, colour, r.center, c, 1 - t * 1.6)
                else:
                    img = pieces.star_image(c)
                    k = (t - 0.5) * 2
                    img = pygame.transform.rotozoom(img, 72 * (1 - k), 0.4 + 0.6 * k)
                    surface.blit(img, img.get_rect(center=r.center))
            elif pop.kind in ("aim", "pass"):
                ink = theme.FOCUS if pop.kind == "aim" else theme.TEXT_DIM
                ring = r.inflate(int(10 * (1 - t)), int(10 * (1 - t)))
                pygame.draw.rect(surface, ink, ring, 4, border_radius=8)
        w = self.pulse_widths()[1]
        for r_, c_ in self.lines.get(seat, []):
            r = cell_rect(grid, r_, c_)
            pygame.draw.rect(surface, theme.FOCUS, r.inflate(4, 4), w, border_radius=8)

    def draw_hints(self, surface, seat: int) -> None:
        """Legal cells, blocked neighbours, the cursor and (before a roll) the bust risk per row."""
        state = self.presented
        mine = self.rules.current_player(state) == seat and self.human_to_move()
        if not mine:
            return
        GRID, CELL, RISK_X = self.geo.grid, self.geo.cell, self.geo.risk_x  # noqa: N806
        ring = self.pulse_widths()[0]
        if self.hints and state.phase in (bt.PLACE, bt.GOLD, bt.STARS):
            legal = bt.legal_cells(state)
            for row, col in legal:
                r = cell_rect(GRID, row, col)
                pygame.draw.rect(surface, theme.FOCUS, r.inflate(2, 2), ring, border_radius=9)
            for row, col in bt.offered_cells(state):
                if (row, col) not in legal:
                    pieces.cross(surface, cell_rect(GRID, row, col))
        if self.hints and state.phase in (bt.TURN, bt.PLACE, bt.GOLD):
            for row, col in bt.blocked_cells(state, seat):
                pieces.hatch(surface, cell_rect(GRID, row, col))
        if self.hints and state.phase == bt.TURN:
            for row, p in enumerate(bt.bust_by_row(state, seat), start=1):
                y = GRID.y + (row - 0.5) * CELL
                pct = round(100 * p)
                colour = theme.BAD if p >= 0.5 else theme.ACCENT if p >= 0.2 else theme.GOOD
                bar = pygame.Rect(RISK_X, y + 12, int(40 * p) + 2, 6)
                pygame.draw.rect(surface, colour, bar, border_radius=3)
                theme.text(surface, f"{pct}%", (RISK_X, y - 2), 15, colour, "midleft", True)
            theme.text_fit(
                surface,
                tr("buttons.scene.risk"),
                (RISK_X + 22, GRID.y - 6),
                56,
                15,
                theme.TEXT_DIM,
                "midbottom",
            )
        hover = self.hover_cell
        if hover and not self.show_cursor and state.phase in (bt.PLACE, bt.GOLD, bt.STARS):
            pygame.draw.rect(
                surface, (255, 255, 255), cell_rect(GRID, *hover).inflate(4, 4), 2, border_radius=9
            )
        if self.show_cursor and state.phase in (bt.PLACE, bt.STARS):
            r = cell_rect(GRID, *self.cursor)
            pygame.draw.rect(surface, theme.INK, r.inflate(6, 6), 3, border_radius=10)
            pygame.draw.rect(surface, (255, 255, 255), r.inflate(10, 10), 2, border_radius=12)

    def draw_counts(
        self, surface, seat: int, x, y, chip: int, step, size: int, per_row=4, pitch=0, gap=3, stars=False
    ):
        """``seat``'s buttons per colour this round, each a ``chip`` px button and its count: ``per_row``
        a row ``step`` apart, rows ``pitch`` apart, the first button's left edge and centre at (x, y).
        A colour with a set counts in gold; ``stars`` marks the bonus colours."""
        view = self.seat_views[seat]
        counts = bt.colour_counts(self.presented.boards[seat], view.buttons)
        for c in range(4):
            cx, cy = x + c % per_row * step, y + c // per_row * pitch
            pieces.draw_button(surface, c, (cx + chip / 2, cy), chip)
            ink = theme.FOCUS if counts[c] >= bt.SET_SIZE else theme.TEXT
            theme.text(surface, f"×{counts[c]}", (cx + chip + gap, cy), size, ink, "midleft", True)
            if stars and c in view.bonus:
                pieces.draw_star(surface, (cx + chip, cy - chip * 0.4), max(7, chip // 4))

    def draw_seat_head(self, surface, seat: int, rect: pygame.Rect, big: bool) -> None:
        view = self.seat_views[seat]
        size = 22 if big else 17
        theme.seat_marker(surface, (rect.x + 12, rect.centery), 11 if big else 9, seat, self.colourblind)
        stars_w = 70
        bonus_w = 30 * len(view.bonus) + 8
        room = rect.width - 30 - stars_w - bonus_w
        name = self.session.name_of(seat)
        nr = theme.text_fit(
            surface, name, (rect.x + 30, rect.centery), room, size, theme.TEXT, "midleft", True
        )
        status = tr(f"buttons.ui.status.{view.status}")
        if room - nr.width > 60:
            ink = status_ink(view.status)
            theme.text_fit(
                surface, status, (nr.right + 10, rect.centery + 1), room - nr.width - 12, 15, ink, "midleft"
            )
        pieces.draw_star(surface, (rect.right - 54, rect.centery), 12)
        theme.text(
            surface,
            str(bin(view.stars).count("1")),
            (rect.right - 36, rect.centery),
            size,
            theme.TEXT,
            "midleft",
            True,
        )
        for k, c in enumerate(view.bonus):
            pieces.bonus_chip(surface, c, self.bonus_spot(seat, k), 12)

    # --- the other players ---------------------------------------------------------------------------
    def draw_side(self, surface, seat: int, panel: pygame.Rect) -> None:
        if self.rules.current_player(self.presented) == seat:
            pygame.draw.rect(surface, theme.ACCENT, panel, 2, border_radius=14)
        self.draw_seat_head(
            surface, seat, pygame.Rect(panel.x + 8, panel.y + 4, panel.width - 16, 24), big=False
        )
        grid = side_grid(panel)
        self.draw_board_of(surface, seat, grid)
        self.draw_offer(surface, seat, grid)
        chip = 26 if side_cell(panel) >= 24 else 22
        self.draw_counts(surface, seat, grid.right + 16, grid.y + 12 + chip / 2, chip, 74, 17, 2, chip + 8, 4)
        for k in range(self.seat_views[seat].taken):
            pieces.taken_die(surface, self.taken_spot(seat, k), 26)

    # --- the middle column ---------------------------------------------------------------------------
    def draw_prompt(self, surface) -> None:
        PROMPT, INFO = self.geo.prompt, self.geo.info  # noqa: N806
        text = self.prompt()
        if self.human_to_move():
            pygame.draw.rect(surface, theme.ACCENT, PROMPT, 2, border_radius=14)
        cur = self.rules.current_player(self.presented)
        left = PROMPT.x + 12
        if cur >= 0:
            theme.seat_marker(surface, (PROMPT.x + 20, PROMPT.y + 22), 10, cur, self.colourblind)
            left = PROMPT.x + 38
        for size in (17, 15):  # 15 px when 17 px needs more lines than the prompt holds (or 4)
            step = size + 4  # Large text's lines touch rather than losing one on a small phone
            room = min(3 if size == 17 else 4, (PROMPT.height - 8) // step)
            lines = theme.wrap(text, size, PROMPT.right - 10 - left, True)
            if len(lines) <= room:
                break
        for i, line in enumerate(lines[: max(1, room)]):
            theme.text(surface, line, (left, PROMPT.y + 10 + i * step), size, theme.TEXT, bold=True)
        y, step = INFO.y, theme.scaled(15) + 3  # the size drawn
        for line in self.info_lines()[:2]:
            for part in theme.wrap(line, 15, INFO.width - 8)[:3]:
                if y + step - 2 > INFO.bottom:  # the lines the box holds
                    return
                theme.text(surface, part, (INFO.x + 4, y), 15, theme.TEXT_DIM)
                y += step
