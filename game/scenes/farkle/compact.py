"""Farkle in the compact layout (960x480, a phone held sideways): the game area below the header.

Left: the tray, the set-aside shelf and the turn's bar; right: the scoreboard and Roll / Bank,
clear of the message pill at the bottom centre; along the bottom the newest log line (the whole
log is behind the header's Log button). Up to four players the scoreboard shows each seat's last
turns; five or six show token, name, total and progress only. A tap on the scoreboard opens the
score sheet (every seat's total, progress and recent turns, who leads, the final round); a tap
anywhere on it closes it. Every text is at least the layout's minimum (15 px).
"""

from __future__ import annotations

import pygame

from game import theme
from game.i18n import number, tr
from game.scenes.farkle.drawing import highlight, marker
from game.scenes.farkle.view import C_RIGHT, LOG_LINE, reason_text

GAME_AREA = pygame.Rect(0, 62, 960, 418)
SHEET = pygame.Rect(24, 70, 912, 404)  # the score sheet (drawn over the game area)
GOAL_H = 34  # the scoreboard's goal line


class FarkleCompact:
    """Mixed into FarkleScene: the compact layout's drawing and its score sheet."""

    # --- geometry --------------------------------------------------------------------------------
    def compact_row_h(self) -> int:
        return 56 if len(self.totals) <= 4 else 39

    def compact_total_pos(self, seat: int) -> tuple[int, int]:
        r = C_RIGHT
        if self.solo:
            return r.right - 16, r.y + 48
        return r.right - 14, r.y + GOAL_H + seat * self.compact_row_h() + 14

    # --- the table -------------------------------------------------------------------------------
    def draw_compact_table(self, surface) -> None:
        self.draw_compact_bar(surface)
        shelf = self.geo.shelf
        theme.text(
            surface, tr("farkle.scene.set_aside"), (shelf.x + 12, shelf.y + 5), 15, theme.TEXT_DIM, bold=True
        )
        if not self.rows and self.human_to_move() and self.hints and self.tray:
            tip = tr("farkle.scene.tip_select")
            theme.text_fit(surface, tip, shelf.center, shelf.width - 24, 17, theme.TEXT_DIM, "center")
        self.draw_compact_board(surface)
        self.draw_log_line(surface)

    def draw_log_line(self, surface) -> None:
        """The newest log line (the header's Log button shows them all)."""
        if not self.log.entries:
            return
        entry = self.log.entries[-1]
        x = LOG_LINE.x + 6
        if entry.seat is not None:
            theme.seat_marker(surface, (x + 8, LOG_LINE.centery), 7, entry.seat, self.colourblind)
            x += 22
        text = entry.text(self.session.name_of)
        theme.text_fit(
            surface, text, (x, LOG_LINE.centery), self.free_right(LOG_LINE) - x, 16, theme.TEXT_DIM, "midleft"
        )

    def free_right(self, rect) -> int:
        """Where text in ``rect`` must end: before the replay's controls when they cover its end."""
        bar = getattr(self, "bar", None) if getattr(self, "controls", None) else None
        if isinstance(bar, pygame.Rect) and bar.colliderect(rect):
            return min(rect.right, bar.x - 8)
        return rect.right

    def draw_compact_bar(self, surface) -> None:
        bar = self.geo.bar
        x = bar.x + 12
        theme.text(surface, tr("farkle.scene.turn"), (x, bar.y + 4), 15, theme.TEXT_DIM)
        lost = self.turn_red and int(self.turn) > 0
        colour = theme.BAD if lost else theme.TEXT
        shown = theme.text(surface, number(int(self.turn)), (x, bar.y + 21), 26, colour, bold=True)
        if lost:
            pygame.draw.line(
                surface, colour, (shown.x - 2, shown.centery), (shown.right + 2, shown.centery), 3
            )
        mid = bar.x + 140
        width = self.free_right(bar) - mid - 10
        if not self.human_to_move():
            seat = self.turn_seat
            if self.finished or seat is None or not self.session.seats[seat].is_ai:
                return
            text = tr("farkle.scene.watching", player=self.session.name_of(seat))
            theme.text_fit(surface, text, (mid, bar.centery), width, 19, theme.TEXT_DIM, "midleft")
            return
        plan = self.plan()
        sel = self.selection()
        if self.before_first_roll():
            self.draw_bar_note(surface, tr("farkle.scene.start_turn"), mid, width, 17)
        elif sel and plan.points is not None:
            text = tr("farkle.ui.selection", points=number(plan.points))
            theme.text_fit(surface, text, (mid, bar.y + 5), width, 20, theme.GOOD, bold=True)
            text = tr("farkle.scene.after_keep", points=number(plan.turn_after))
            theme.text_fit(surface, text, (mid, bar.y + 30), width, 16, theme.TEXT_DIM)
        elif plan.reason is not None:
            colour = (255, 150, 138) if sel else theme.TEXT_DIM
            if sel:  # a cross before a selection that cannot be kept
                cx, cy = mid + 6, bar.y + 16
                pygame.draw.line(surface, colour, (cx - 6, cy - 6), (cx + 6, cy + 6), 3)
                pygame.draw.line(surface, colour, (cx + 6, cy - 6), (cx - 6, cy + 6), 3)
                mid, width = mid + 20, width - 20
            self.draw_bar_note(surface, reason_text(plan.reason), mid, width, 17, colour)
        else:
            why = plan.bank_reason if not plan.can_bank else None
            text = reason_text(why) if why and why.key == "farkle.err.bank_low" else tr("farkle.scene.choose")
            self.draw_bar_note(surface, text, mid, width, 17)

    # --- the scoreboard --------------------------------------------------------------------------
    def draw_compact_board(self, surface) -> None:
        r = C_RIGHT
        goal = tr("farkle.ui.goal", limit=number(self.presented.limit))
        goal_rect = theme.text(surface, goal, (r.x + 14, r.y + 9), 17, theme.INK, bold=True)
        if self.final_seat is not None and not self.solo:
            badge = theme.text(
                surface,
                tr("farkle.ui.final_round"),
                (goal_rect.right + 16, r.y + 10),
                15,
                theme.BAD,
                bold=True,
            )
            pygame.draw.rect(surface, theme.BAD, badge.inflate(10, 6), 2, border_radius=8)
        # the board opens the score sheet: a "more" chevron in its corner says so
        theme.text(surface, "›", (r.right - 12, r.y + 1), 30, theme.INK_DIM, "topright", bold=True)
        if self.solo:
            self.draw_compact_solo(surface, r)
            return
        rh = self.compact_row_h()
        top = r.y + GOAL_H
        if not self.presented_over():
            hl = pygame.Rect(r.x + 6, int(top + self.hl.value * rh), r.width - 12, rh - 3)
            highlight(surface, hl)
        styles = self.session.seat_styles()
        roomy = rh > 50
        for seat, value in enumerate(self.totals):
            y = top + seat * rh
            m = marker(seat, 10, self.colourblind, styles[seat])
            surface.blit(m, m.get_rect(center=(r.x + 24, y + (16 if roomy else 14))))
            bold = seat == self.active
            name = ("★ " if seat == self.final_seat else "") + self.session.name_of(seat)
            total = number(int(value))
            tsize = 22 if roomy else 20
            tw = theme.font(tsize, True).size(total)[0]
            name_w = r.width - 56 - tw - 24
            theme.text(
                surface, theme.fit(name, 17, name_w, bold), (r.x + 42, y + 4), 17, theme.INK, bold=bold
            )
            theme.text(surface, total, (r.right - 14, y + 2), tsize, theme.INK, "topright", bold=True)
            bar_w = 116 if roomy else name_w
            self.draw_progress(
                surface, pygame.Rect(r.x + 42, y + (30 if roomy else 27), bar_w, 7), seat, value.value
            )
            if roomy:
                self.draw_recent(surface, (r.right - 14, y + 29), self.presented.history[seat], 3, 15)
        below = top + len(self.totals) * rh  # the leader line gets what the rows leave (two lines for six)
        self.draw_compact_leader(
            surface, pygame.Rect(r.x + 14, below + 2, r.width - 28, r.bottom - below - 4)
        )

    def draw_compact_leader(self, surface, rect) -> None:
        """Who leads, at the foot of the board: one line, or two when it is long (German)."""
        text = self.leader_text()
        size = theme.fit_size(text, 16, rect.width, True)
        lines = [text]
        if theme.font(size, True).size(text)[0] > rect.width:
            lines = theme.wrap(text, size, rect.width, True)
            if len(lines) > 2:
                lines = [lines[0], theme.fit(" ".join(lines[1:]), size, rect.width, True)]
        step = size + 4
        top = max(rect.y, rect.bottom - 3 - len(lines) * step - 4)  # the rule sits just above the text
        pygame.draw.line(surface, theme.PANEL_EDGE, (rect.x, top), (rect.right, top), 1)
        for i, line in enumerate(lines):
            y = rect.bottom - 3 - (len(lines) - 1 - i) * step
            theme.text(surface, line, (rect.x, y), size, theme.INK, "bottomleft", True)

    def draw_compact_solo(self, surface, r) -> None:
        state = self.presented
        turns = self.rules.turn_count(state)
        in_turn = 0 if self.presented_over() else 1
        theme.text(
            surface,
            tr("farkle.ui.solo_turn", turn=turns + in_turn),
            (r.x + 14, r.y + 40),
            22,
            theme.INK,
            bold=True,
        )
        theme.text(
            surface,
            number(int(self.totals[0])),
            (r.right - 16, r.y + 40),
            22,
            theme.INK,
            "topright",
            bold=True,
        )
        self.draw_progress(
            surface, pygame.Rect(r.x + 14, r.y + 74, r.width - 28, 10), 0, self.totals[0].value
        )
        theme.text_fit(surface, self.best_text(), (r.x + 14, r.y + 94), r.width - 28, 16, theme.INK_DIM)
        theme.text(surface, tr("farkle.scene.history"), (r.x + 14, r.y + 124), 15, theme.INK_DIM, bold=True)
        self.draw_turn_grid(surface, state.history[0][-16:], (r.x + 14, r.y + 148), 4, (74, 24), 16)

    # --- the score sheet -------------------------------------------------------------------------
    def draw_sheet(self, surface) -> None:
        """Every seat's details over the game area; a tap anywhere on it closes it."""
        theme.veil(surface, 120)
        r = SHEET
        theme.panel(surface, r, colour=theme.PANEL, edge=theme.PANEL_EDGE)
        goal = tr("farkle.ui.goal", limit=number(self.presented.limit))
        head = theme.text(surface, goal, (r.x + 20, r.y + 12), 20, theme.INK, bold=True)
        if self.final_seat is not None and not self.solo:
            badge = theme.text(
                surface, tr("farkle.ui.final_round"), (head.right + 20, r.y + 14), 17, theme.BAD, bold=True
            )
            pygame.draw.rect(surface, theme.BAD, badge.inflate(12, 6), 2, border_radius=8)
        theme.text(
            surface, tr("farkle.scene.close_hint"), (r.right - 20, r.y + 15), 16, theme.INK_DIM, "topright"
        )
        theme.text(
            surface, tr("farkle.scene.recent"), (r.right - 20, r.y + 44), 15, theme.INK_DIM, "topright"
        )
        n = len(self.totals)
        rh = min(52, (r.height - 110) // max(1, n))
        top = r.y + 66
        styles = self.session.seat_styles()
        for seat, value in enumerate(self.totals):
            y = top + seat * rh
            if seat == self.active and not self.presented_over():
                hl = pygame.Rect(r.x + 8, y - 3, r.width - 16, rh - 2)
                highlight(surface, hl)
            m = marker(seat, 12, self.colourblind, styles[seat])
            surface.blit(m, m.get_rect(center=(r.x + 32, y + rh // 2 - 2)))
            name = ("★ " if seat == self.final_seat else "") + self.session.name_of(seat)
            bold = seat == self.active
            theme.text(
                surface,
                theme.fit(name, 18, 230, bold),
                (r.x + 56, y + rh // 2 - 2),
                18,
                theme.INK,
                "midleft",
                bold,
            )
            theme.text(
                surface, number(int(value)), (r.x + 392, y + rh // 2 - 2), 22, theme.INK, "midright", True
            )
            bar = pygame.Rect(r.x + 408, y + rh // 2 - 6, 120, 8)
            self.draw_progress(surface, bar, seat, value.value)
            self.draw_recent(surface, (r.right - 20, y + rh // 2 - 12), self.presented.history[seat], 5, 17)
        if self.solo:  # every turn so far (the board shows the last sixteen), and the best
            y = top + rh + 14
            theme.text(surface, self.best_text(), (r.x + 20, y), 17, theme.INK_DIM)
            theme.text(surface, tr("farkle.scene.history"), (r.x + 20, y + 32), 16, theme.INK_DIM, bold=True)
            self.draw_turn_grid(
                surface, self.presented.history[0][-40:], (r.x + 20, y + 58), 8, (108, 26), 17
            )
        else:
            line = pygame.Rect(r.x + 20, r.bottom - 38, r.width - 40, 30)
            pygame.draw.line(surface, theme.PANEL_EDGE, line.topleft, line.topright, 1)
            theme.text_fit(
                surface,
                self.leader_text(),
                (line.x, line.centery + 2),
                line.width,
                18,
                theme.INK,
                "midleft",
                True,
            )
