"""Farkle's scoreboard and score sheet, drawn in the rectangles ``self.geo`` gives them.

The board picks its form from its rectangle: ``WIDE`` or wider with no score sheet behind it (the
standard layout) each seat's row holds every detail; narrower (a phone) it is a strip whose chevron
says a tap opens the score sheet, its rows (in columns when the geometry says so) showing what
their height allows. The score sheet fills the game area; a tap anywhere on it closes it.
"""

from __future__ import annotations

import pygame

from game import theme
from game.i18n import number, tr
from game.scenes.farkle.drawing import highlight, marker
from game.session import variant_key

WIDE = 380  # px: a board at least this wide has the standard form
LEADER_H = 30  # the standard board's leader line
GOAL_H = 34  # a phone board's goal line


class FarkleBoard:
    """Mixed into FarkleScene."""

    # --- geometry ---------------------------------------------------------------------------
    def wide_board(self) -> bool:
        """The standard form: a board that shows every detail itself (no score sheet behind it)
        and is wide enough for them."""
        return self.geo.sheet is None and self.geo.board.width >= WIDE

    def seat_cell(self, seat: float) -> pygame.Rect:
        """Seat ``seat``'s row on the board (a fraction: between two rows, for the highlight's tween)."""
        r, rh, cols = self.geo.board, self.geo.board_row, self.geo.board_cols
        top = r.y + (44 if self.wide_board() else GOAL_H)  # under the goal line (and the wide form's heading)
        per_col = -(-len(self.totals) // cols)
        col_w = (r.width - 12) // cols
        low = int(seat)
        cells = []
        for s in (low, min(low + 1, len(self.totals) - 1)):
            col, row = divmod(s, per_col)
            cells.append((r.x + 6 + col * col_w, top + row * rh))
        k = seat - low
        x = cells[0][0] + (cells[1][0] - cells[0][0]) * k
        y = cells[0][1] + (cells[1][1] - cells[0][1]) * k
        return pygame.Rect(int(x), int(y), col_w, rh)

    def total_pos(self, seat: int) -> tuple[int, int]:
        r = self.geo.board
        if self.solo:
            return (r.right - 20, r.y + 64) if self.wide_board() else (r.right - 16, r.y + 48)
        cell = self.seat_cell(seat)
        if self.wide_board():
            return r.right - 16, cell.y + 18
        return cell.right - 8, cell.y + 14

    # --- the board ----------------------------------------------------------------------------
    def draw_board(self, surface) -> None:
        r = self.geo.board
        wide = self.wide_board()
        goal = tr("farkle.ui.goal", limit=number(self.presented.limit))
        at, size, badge_size = ((r.x + 16, r.y + 12), 18, 16) if wide else ((r.x + 14, r.y + 9), 17, 15)
        goal_rect = theme.text(surface, goal, at, size, theme.INK, bold=True)
        self.draw_final_badge(surface, (goal_rect.right + 16, at[1] + 1), badge_size, 12 if wide else 10)
        if self.geo.sheet is not None:  # the board opens the score sheet: a "more" chevron says so
            theme.text(surface, "›", (r.right - 12, r.y + 1), 30, theme.INK_DIM, "topright", bold=True)
        elif not self.solo:  # the small numbers under each total are that player's last turns
            theme.text(
                surface, tr("farkle.scene.recent"), (r.right - 16, r.y + 16), 14, theme.INK_DIM, "topright"
            )
        if self.solo:
            self.draw_solo(surface, r, wide)
            return
        if not self.presented_over():
            hl = self.seat_cell(self.hl.value)
            hl.height -= 4 if wide else 3
            highlight(surface, hl)
        styles = self.session.seat_styles()
        for seat, value in enumerate(self.totals):
            name = ("★ " if seat == self.final_seat else "") + self.session.name_of(seat)
            row = self.draw_wide_row if wide else self.draw_dense_row
            row(surface, self.seat_cell(seat), seat, name, value, styles[seat])
        if wide:
            self.draw_leader(surface, pygame.Rect(r.x + 16, r.bottom - LEADER_H - 2, r.width - 32, LEADER_H))
        else:  # the leader line gets what the rows leave (two lines when it is long)
            below = max(self.seat_cell(s).bottom for s in range(len(self.totals)))
            self.draw_dense_leader(
                surface, pygame.Rect(r.x + 14, below + 2, r.width - 28, r.bottom - below - 4)
            )

    def draw_final_badge(self, surface, at, size: int, pad: int = 12) -> None:
        """The "final round" badge, framed in red, once a player has reached the goal (not solo)."""
        if self.final_seat is not None and not self.solo:
            badge = theme.text(surface, tr("farkle.ui.final_round"), at, size, theme.BAD, bold=True)
            pygame.draw.rect(surface, theme.BAD, badge.inflate(pad, 6), 2, border_radius=8)

    def draw_wide_row(self, surface, cell, seat, name, value, style) -> None:
        x, y, right = cell.x - 6, cell.y, cell.right + 6
        m = marker(seat, 11, self.colourblind, style)
        surface.blit(m, m.get_rect(center=(x + 28, y + 18)))
        bold = seat == self.active
        theme.text(surface, theme.fit(name, 18, 200, bold), (x + 48, y + 6), 18, theme.INK, bold=bold)
        theme.text(surface, number(int(value)), (right - 16, y + 2), 24, theme.INK, "topright", bold=True)
        self.draw_progress(surface, pygame.Rect(x + 48, y + 32, 150, 8), seat, value.value)
        self.draw_recent(surface, (right - 16, y + 30), self.presented.history[seat], 4, 14)

    def draw_dense_row(self, surface, cell, seat, name, value, style) -> None:
        """A seat's row on a phone's board: as much as its height holds."""
        x, y, right, rh = cell.x - 6, cell.y, cell.right - 8, cell.height
        roomy, one_line = rh > 50, rh < 36
        m = marker(seat, 10 if rh >= 36 else 8, self.colourblind, style)
        mid = y + (16 if roomy else 14 if not one_line else rh // 2 - 2)
        surface.blit(m, m.get_rect(center=(x + 24, mid)))
        bold = seat == self.active
        total = number(int(value))
        tsize = 22 if roomy else 20 if not one_line else 18
        tw = theme.font(tsize, True).size(total)[0]
        name_w = right - (x + 42) - tw - 24
        size = 17 if not one_line else 16
        name = theme.fit(name, size, name_w, bold)
        if one_line:
            theme.text(surface, name, (x + 42, mid), size, theme.INK, "midleft", bold)
            theme.text(surface, total, (right, mid), tsize, theme.INK, "midright", bold=True)
            self.draw_progress(surface, pygame.Rect(x + 42, y + rh - 6, right - x - 42, 4), seat, value.value)
            return
        shown = theme.text(surface, name, (x + 42, y + 4), size, theme.INK, bold=bold)
        theme.text(surface, total, (right, y + 2), tsize, theme.INK, "topright", bold=True)
        bar_w = 116 if roomy else name_w
        bar_y = min(max(y + (30 if roomy else 27), shown.bottom), y + rh - 8)  # under the name (Large text)
        self.draw_progress(surface, pygame.Rect(x + 42, bar_y, bar_w, 7), seat, value.value)
        if roomy:
            self.draw_recent(surface, (right, y + 29), self.presented.history[seat], 3, 15)

    def draw_leader(self, surface, rect, size: int = 17, dy: int = 1) -> None:
        """Who leads and by how much, from the presented totals (one line, under a rule)."""
        pygame.draw.line(surface, theme.PANEL_EDGE, rect.topleft, rect.topright, 1)
        at, text = (rect.x, rect.centery + dy), self.leader_text()
        bold = theme.fits(text, size, rect.width, True)  # a long line keeps its words rather than its weight
        theme.text_fit(surface, text, at, rect.width, size, theme.INK, "midleft", bold)

    def draw_dense_leader(self, surface, rect) -> None:
        """Who leads, at the foot of a phone's board: one line, or two when it is long (German) and
        the rectangle holds them."""
        text = self.leader_text()
        size = theme.fit_size(text, 16, rect.width, True)
        lines = theme.at_most(text, size, rect.width, 2 if rect.height >= 30 else 1, True)
        step = size + 4
        top = max(rect.y, rect.bottom - 3 - len(lines) * step - 4)  # the rule sits just above the text
        pygame.draw.line(surface, theme.PANEL_EDGE, (rect.x, top), (rect.right, top), 1)
        for i, line in enumerate(lines):
            y = rect.bottom - 3 - (len(lines) - 1 - i) * step
            theme.text(surface, line, (rect.x, y), size, theme.INK, "bottomleft", True)

    def leader_text(self) -> str:
        """Who leads and by how much (or who is level), from the presented totals."""
        totals = list(self.presented.totals)
        top = max(totals)
        leaders = [i for i, t in enumerate(totals) if t == top]
        if top <= 0:
            return tr("farkle.scene.no_points")
        if len(leaders) > 1:
            names = ", ".join(self.session.name_of(i) for i in leaders)
            return tr("farkle.scene.level", players=names, points=number(top))
        second = max(t for i, t in enumerate(totals) if i != leaders[0])
        return tr("farkle.scene.leads", player=self.session.name_of(leaders[0]), points=number(top - second))

    def draw_progress(self, surface, rect, seat, value) -> None:
        limit = self.presented.limit
        pygame.draw.rect(surface, theme.PANEL_DARK, rect, border_radius=4)
        pending = int(self.turn) if seat == self.active else 0
        if pending > 0:
            w = int(rect.width * min(1.0, (value + pending) / limit))
            pygame.draw.rect(surface, (236, 206, 140), (rect.x, rect.y, w, rect.height), border_radius=4)
        w = int(rect.width * min(1.0, max(0.0, value) / limit))
        if w:
            colour = theme.seat_colour(seat)
            pygame.draw.rect(surface, colour, (rect.x, rect.y, w, rect.height), border_radius=4)
        pygame.draw.rect(surface, theme.INK_DIM, rect, 1, border_radius=4)

    def draw_recent(self, surface, right_top, history, count: int, size: int) -> None:
        """A seat's last ``count`` turns, newest on the right (✗: a farkle)."""
        x, y = right_top
        for points in reversed(history[-count:]):
            text = "✗" if points == 0 else number(points)
            colour = theme.BAD if points == 0 else theme.INK_DIM
            rect = theme.text(surface, text, (x, y), size, colour, "topright", bold=points == 0)
            x = rect.x - 10

    # --- solo ---------------------------------------------------------------------------------------
    def draw_solo(self, surface, r, wide: bool) -> None:
        state = self.presented
        turns = self.rules.turn_count(state)
        in_turn = 0 if self.presented_over() else 1
        pad, top, big = (16, 46, 26) if wide else (14, 40, 22)
        x, w = r.x + pad, r.width - 2 * pad  # the column everything stands in
        text = tr("farkle.ui.solo_turn", turn=turns + in_turn)
        theme.text(surface, text, (x, r.y + top), big, theme.INK, bold=True)
        total = number(int(self.totals[0]))
        theme.text(
            surface, total, (x + w - (4 if wide else 2), r.y + top), big, theme.INK, "topright", bold=True
        )
        bar_y, bar_h = (86, 12) if wide else (74, 10)
        self.draw_progress(surface, pygame.Rect(x, r.y + bar_y, w, bar_h), 0, self.totals[0].value)
        best_y = 110 if wide else 94
        theme.text_fit(surface, self.best_text(), (x, r.y + best_y), w, 18 if wide else 16, theme.INK_DIM)
        head_y = best_y + (32 if wide else 30)
        if r.bottom - (r.y + head_y) < 40:
            return  # a short strip (upright): the turns so far are on the score sheet
        history = tr("farkle.scene.history")
        theme.text(surface, history, (x, r.y + head_y), 16 if wide else 15, theme.INK_DIM, bold=True)
        grid_y = r.y + head_y + 24
        rows = max(0, min(4, (r.bottom - 6 - grid_y) // 24))
        cols = 4 if wide else max(4, w // 74)
        pitch = (92, 24) if wide else (74, 24)
        shown = state.history[0][-(rows * cols) :] if rows else []
        self.draw_turn_grid(surface, shown, (x, grid_y), cols, pitch, 17 if wide else 16)

    def best_text(self) -> str:
        """Solo: the personal best for this variant, or that there is none yet."""
        best = self.app.settings.best("farkle", variant_key(self.session.config))
        return tr("farkle.ui.solo_best", turns=best) if best is not None else tr("farkle.scene.no_best")

    def draw_turn_grid(self, surface, history, topleft, cols: int, pitch, size: int) -> None:
        """Solo: turns in rows of ``cols``, oldest first (✗: a farkle)."""
        x, y = topleft
        for i, points in enumerate(history):
            col, row = i % cols, i // cols
            text = "✗" if points == 0 else number(points)
            colour = theme.BAD if points == 0 else theme.INK
            theme.text(
                surface, text, (x + col * pitch[0], y + row * pitch[1]), size, colour, bold=points == 0
            )

    # --- the score sheet -------------------------------------------------------------------------
    def draw_sheet(self, surface) -> None:
        """Every seat's details over the game area; a tap anywhere on it closes it. Under 700 px
        wide (upright) each seat takes two lines: name and total, then progress and last turns."""
        theme.veil(surface, 120)
        r = self.geo.sheet
        narrow = r.width < 700
        theme.panel(surface, r, colour=theme.PANEL, edge=theme.PANEL_EDGE)
        goal = tr("farkle.ui.goal", limit=number(self.presented.limit))
        head = theme.text(surface, goal, (r.x + 20, r.y + 12), 20, theme.INK, bold=True)
        self.draw_final_badge(surface, (r.x + 20, r.y + 44) if narrow else (head.right + 20, r.y + 14), 17)
        for key, dy, size in (("farkle.scene.close_hint", 15, 16), ("farkle.scene.recent", 44, 15)):
            theme.text(surface, tr(key), (r.right - 20, r.y + dy), size, theme.INK_DIM, "topright")
        rh = min(64 if narrow else 52, (r.height - 110) // max(1, len(self.totals)))
        top = r.y + (76 if narrow else 66)
        styles = self.session.seat_styles()
        for seat, value in enumerate(self.totals):
            y = top + seat * rh
            if seat == self.active and not self.presented_over():
                highlight(surface, pygame.Rect(r.x + 8, y - 3, r.width - 16, rh - 2))
            name = ("★ " if seat == self.final_seat else "") + self.session.name_of(seat)
            bold = seat == self.active
            mid = y + (rh // 4 + 2 if narrow else rh // 2 - 2)  # the name's line
            m = marker(seat, 12, self.colourblind, styles[seat])
            surface.blit(m, m.get_rect(center=(r.x + 32, mid)))
            total_x = r.right - 20 if narrow else r.x + 392
            total = number(int(value))
            name_w = total_x - (r.x + 56) - theme.font(22, True).size(total)[0] - 12 if narrow else 230
            theme.text(
                surface, theme.fit(name, 18, name_w, bold), (r.x + 56, mid), 18, theme.INK, "midleft", bold
            )
            theme.text(surface, total, (total_x, mid), 22, theme.INK, "midright", True)
            # progress and the last turns: beside the total, or (narrow) on a second line
            dx, at, bar_w, count, size = (
                (56, y + rh * 3 // 4 - 4, 100, 4, 16) if narrow else (408, mid, 120, 5, 17)
            )
            self.draw_progress(surface, pygame.Rect(r.x + dx, at - 4, bar_w, 8), seat, value.value)
            self.draw_recent(surface, (r.right - 20, at - 10), self.presented.history[seat], count, size)
        if self.solo:  # every turn so far (the board shows the last sixteen), and the best
            y = top + rh + 14
            theme.text_fit(surface, self.best_text(), (r.x + 20, y), r.width - 40, 17, theme.INK_DIM)
            theme.text(surface, tr("farkle.scene.history"), (r.x + 20, y + 32), 16, theme.INK_DIM, bold=True)
            cols = 8 if not narrow else max(3, (r.width - 40) // 108)
            rows = max(1, (r.bottom - 12 - (y + 58)) // 26)
            shown = self.presented.history[0][-min(40, rows * cols) :]
            self.draw_turn_grid(surface, shown, (r.x + 20, y + 58), cols, (108, 26), 17)
        else:
            self.draw_leader(surface, pygame.Rect(r.x + 20, r.bottom - 38, r.width - 40, 30), 18, 2)
