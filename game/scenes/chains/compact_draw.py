"""Number Chains drawn in the compact (phone) layout (geometry in ``compact.py``).

The sideways board on the left (drawn by the shared ``draw_board``: the geometry turns it), the
prompt and the racks on the right, the swap and "which chain?" sheets over the board, and the
series table sized for the small canvas. Every text is at least 15 px, the chip numbers too.
"""

from __future__ import annotations

import pygame

from game import theme
from game.i18n import tr
from game.scenes.chains.compact import GAME, PANEL, RACK_HEAD, SHEET, SHEET_PITCH
from game.scenes.chains.pieces import blit_board, blit_chip, shade, swap_token
from game.scenes.chains.rack import draw_groups
from game.ui import Form

RACK_FILL = (26, 54, 40)
RACK_EDGE = (64, 104, 84)
PANEL_ROWS = 8  # games of a series the compact table shows at once (more: a tap pages on)


class ChainsCompactDrawing:
    """Mixed into ChainsScene; used only when ``self.compact``."""

    def build_static_compact(self) -> pygame.Surface:
        surf = theme.background().copy()
        blit_board(surf, self.geom)
        return surf

    def pressed_at(self, rect: pygame.Rect) -> bool:
        """A finger is down on ``rect`` now (it lights up at once: a finger has no hover)."""
        return self.press_pos is not None and rect.collidepoint(self.press_pos)

    def draw_pieces_compact(self, surface) -> None:
        self._arrange()
        sheet = self.panel is None and (self.assign_options() or (self._swap_active() and not self.busy))
        if not sheet:
            self.draw_board(surface)
            for _sq, rect in self.board_targets():
                if self.pressed_at(rect):
                    pygame.draw.rect(surface, theme.FOCUS, rect.inflate(-4, -4), 4, border_radius=10)
        self.draw_prompt_compact(surface)
        for seat in range(self.n):
            self.draw_rack_compact(surface, seat)
        if sheet and self.assign_options():
            self.draw_assign_sheet(surface)
        elif sheet:
            self.draw_swap_sheet(surface)
        for f in self.fliers:
            blit_chip(surface, f["chip"], (f["x"], f["y"]), f["r"], scale=f["s"])

    def draw_prompt_compact(self, surface) -> None:
        y = self.prompt_rect.y + 2
        for line, size, colour, bold in self.prompt:  # the lines _arrange sized the prompt for
            theme.text(surface, line, (PANEL.x + 10, y), size, colour, bold=bold)
            y += size + 4

    # --- racks ------------------------------------------------------------------------------
    def draw_rack_compact(self, surface, seat: int) -> None:
        rect = self.racks[seat]
        st = self.state
        colour = theme.seat_colour(seat)
        folded = seat in self.folded
        tappable = any(s == seat for (_, s), _ in self.fold_targets())
        fill = shade(RACK_FILL, 1.6) if tappable and self.pressed_at(rect) else RACK_FILL
        theme.panel(surface, rect, colour=fill, edge=RACK_EDGE, radius=12, shadow=False)
        if st.phase != "over" and st.to_move == seat and self.panel is None:
            pygame.draw.rect(surface, colour, rect.inflate(4, 4), 3, border_radius=14)
        cy = rect.centery if folded else rect.y + RACK_HEAD // 2 + 2
        theme.seat_marker(surface, (rect.x + 20, cy), 10, seat, self.colourblind)
        right = rect.right - 12
        if tappable:  # a chevron: this rack opens (down) or folds (up) on a tap
            k = 7
            pts = [(right - 2 * k, cy - k / 2), (right, cy - k / 2), (right - k, cy + k / 2)]
            if not folded:
                pts = [(right - 2 * k, cy + k / 2), (right, cy + k / 2), (right - k, cy - k / 2)]
            pygame.draw.polygon(surface, theme.TEXT_DIM, pts)
            right -= 2 * k + 10
        score = theme.text_fit(
            surface, self.score_text(seat), (right, cy), rect.width - 150, 16, theme.ACCENT, "midright", True
        )
        x = score.x - 10
        place = self.place_text(seat)
        if place:
            x = theme.text(surface, place, (x, cy), 15, theme.TEXT_DIM, "midright").x - 10
        if st.swap:
            n = theme.text(surface, str(self.view_swaps[seat]), (x, cy), 16, theme.TEXT_DIM, "midright", True)
            swap_token(surface, (n.x - 14, cy), 10)
            x = n.x - 34
        name = self.session.name_of(seat)
        theme.text_fit(
            surface, name, (rect.x + 38, cy), max(40, x - rect.x - 44), 17, theme.TEXT, "midleft", True
        )
        if folded:
            return
        pos, bars, pitch = self.rack_layout(seat)
        dim: set[int] = set()
        if self._swap_active() and not self.busy and seat != st.to_move:
            ok = {c for s, c in self.swap_targets() if s == seat}
            dim = {c for c in pos if c not in ok}
        draw_groups(surface, pos, bars, pitch, shade(colour, 0.8), dim, self.hidden, dict(self.rack_pos))
        if not pos:
            area = self._chip_area(seat)
            theme.text(surface, tr("chains.scene.no_chips"), (area.x + 4, area.y + 4), 15, theme.TEXT_DIM)

    # --- the sheets over the board ----------------------------------------------------------
    def _sheet_panel(self, surface) -> None:
        theme.panel(surface, SHEET, colour=RACK_FILL, edge=theme.ACCENT, radius=14, shadow=False)

    def draw_assign_sheet(self, surface) -> None:
        self._sheet_panel(surface)
        text = tr("chains.ui.assign", chip=self.state.pending)
        y = SHEET.y + 12
        for line in theme.wrap(text, 19, SHEET.width - 28, True)[:2]:
            theme.text(surface, line, (SHEET.x + 14, y), 19, theme.ACCENT, bold=True)
            y += 24

    def draw_swap_sheet(self, surface) -> None:
        self._sheet_panel(surface)
        lines, sections, hits = self.sheet_layout()
        y = SHEET.y + 12
        for line, size, colour, bold in lines:
            theme.text(surface, line, (SHEET.x + 14, y), size, colour, bold=bold)
            y += size + 4
        for label, seat, pos, bars, top in sections:
            theme.seat_marker(surface, (SHEET.x + 22, top + 11), 8, seat, self.colourblind)
            theme.text(surface, label, (SHEET.x + 36, top + 11), 15, theme.TEXT, "midleft", True)
            draw_groups(surface, pos, bars, SHEET_PITCH, shade(theme.seat_colour(seat), 0.8))
        me = self.state.to_move
        r = int(SHEET_PITCH * 0.44)
        focus = self.swap_cursor if Form.show_focus and self.form.focused is self.rack_picker else None
        for (seat, chip), rect in hits:
            c = rect.center
            picked = (seat == me and chip == self.swap_mine) or (
                seat != me and (seat, chip) == self.swap_theirs
            )
            if picked:
                pygame.draw.circle(surface, theme.GOOD, c, r + 4, 4)
            elif seat == me and self.swap_theirs is not None and self.swap_mine is None:
                pygame.draw.circle(surface, theme.ACCENT, c, r + 3, 2)  # now one of yours, to give
            elif seat != me and self.swap_theirs is None:
                pygame.draw.circle(surface, theme.ACCENT, c, r + 3, 3)  # the ringed chips a swap may take
            if self.pressed_at(rect) or (seat, chip) == focus:
                pygame.draw.circle(surface, theme.FOCUS, c, r + 6, 3)

    # --- the series table --------------------------------------------------------------------
    def panel_rect_compact(self) -> pygame.Rect:
        k = self.panel["k"] if self.panel else 1
        rows = min(k, PANEL_ROWS)
        rect = pygame.Rect(0, 0, min(GAME.width - 20, max(520, 190 + 120 * self.n)), 124 + 24 * rows + 70)
        rect.center = GAME.center
        return rect

    def series_pages(self) -> int:
        k = self.panel["k"] if self.panel else 1
        return (k + PANEL_ROWS - 1) // PANEL_ROWS

    def draw_panel_compact(self, surface) -> None:
        st = self.state
        k = self.panel["k"]
        page = min(self.series_page, self.series_pages() - 1)
        results = self.session.state.results[:k]  # every deal ended so far (the view may lag one behind)
        rows = list(enumerate(results))[page * PANEL_ROWS : (page + 1) * PANEL_ROWS]
        theme.veil(surface, 120)
        rect = self.panel_rect_compact()
        theme.panel(surface, rect, shadow=False)
        theme.text(
            surface, tr("chains.ui.series_table"), (rect.centerx, rect.y + 10), 22, theme.INK, "midtop", True
        )
        sub = tr("chains.scene.series_title", k=k, n=st.series)
        theme.text(surface, sub, (rect.centerx, rect.y + 38), 16, theme.INK_DIM, "midtop")
        col_w = (rect.width - 190) // self.n
        x0 = rect.x + 20

        def cx(s):
            return x0 + 160 + s * col_w + col_w // 2

        y = rect.y + 60
        for s in range(self.n):
            theme.seat_marker(surface, (cx(s), y + 8), 8, s, self.colourblind)
            name = theme.fit(self.session.name_of(s), 16, col_w - 8, True)
            theme.text(surface, name, (cx(s), y + 19), 16, theme.INK, "midtop", True)
        y += 40
        for g, row in rows:
            theme.text(surface, tr("chains.scene.series_game", k=g + 1), (x0, y), 16, theme.INK_DIM)
            best = max(row)
            for s, pts in enumerate(row):
                theme.text(surface, str(pts), (cx(s), y), 17, theme.INK, "midtop", pts == best)
            y += 24
        totals = [sum(row[s] for row in results) for s in range(self.n)]
        pygame.draw.line(surface, theme.PANEL_EDGE, (x0, y), (rect.right - 20, y), 2)
        theme.text(surface, tr("chains.ui.series_total"), (x0, y + 6), 18, theme.INK, bold=True)
        lead = max(totals)
        for s, tot in enumerate(totals):
            colour = theme.ACCENT_DARK if tot == lead else theme.INK
            theme.text(surface, str(tot), (cx(s), y + 4), 20, colour, "midtop", True)
        if self.panel["human"]:  # the buttons were placed when the table opened (_open_panel)
            for b in (self.continue_button, self.page_button):
                if b.visible:
                    focused = Form.show_focus and self.form.focused is b
                    b.draw(surface, focused, self.form.hover is b or self.pressed_at(b.rect))
        else:
            theme.text(
                surface,
                tr("chains.scene.next_soon"),
                (rect.centerx, rect.bottom - 34),
                16,
                theme.INK_DIM,
                "center",
            )

    def place_panel_buttons(self) -> None:
        rect = self.panel_rect_compact()
        self.continue_button.rect.size = (200, 56)
        self.continue_button.rect.bottomright = (rect.right - 16, rect.bottom - 10)
        self.page_button.rect.size = (200, 56)
        self.page_button.rect.bottomleft = (rect.x + 16, rect.bottom - 10)

    def page_label(self) -> str:
        k = self.panel["k"] if self.panel else 1
        nxt = (self.series_page + 1) % max(1, self.series_pages())
        return tr("chains.compact.page", a=nxt * PANEL_ROWS + 1, b=min(k, (nxt + 1) * PANEL_ROWS))

    def next_page(self) -> None:
        self.series_page = (self.series_page + 1) % max(1, self.series_pages())
