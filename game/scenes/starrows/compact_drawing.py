"""Star Rows drawn in the compact layout (``compact.py`` has the geometry): the tray, the box that
says what to do now, the board of the seat to move, the task tiles and the players' list.

No text under 15 px. The log is not drawn (the header's Log button opens it); the task texts and
every player's board are a tap away (``sheet.py``), and a long press explains a piece
(``explain.py``).
"""

from __future__ import annotations

import pygame

from game import theme
from game.i18n import tr, trn
from game.rules import starrows as R
from game.scenes.shared import dice as dicelib
from game.scenes.starrows import compact as C
from game.scenes.starrows.drawing import MARK, READY, draw_field, glow, star
from game.scenes.starrows.view import DARK_EDGE, DARK_PANEL

SMALL = 15  # the compact layout's smallest text
PASSED, EMPTY = (240, 214, 150), (250, 246, 234)


def coin_cell(surface, center, number: int, passed: bool, w=C.COIN_W - 2, h=C.COIN_H - 2) -> pygame.Rect:
    cell = pygame.Rect(0, 0, w, h)
    cell.center = (int(center[0]), int(center[1]))
    pygame.draw.rect(surface, PASSED if passed else EMPTY, cell, border_radius=4)
    pygame.draw.rect(surface, theme.PANEL_EDGE, cell, 1, border_radius=4)
    return cell


class CompactDrawing:
    """Mixed into StarRowsScene (through StarRowsDrawing, which hands over in compact)."""

    def static_layer_compact(self) -> pygame.Surface:
        layer = theme.background().copy()
        dicelib.draw_tray(layer, C.TRAY)
        theme.panel(layer, C.BOARD)
        theme.panel(layer, C.INFO, colour=DARK_PANEL, edge=DARK_EDGE)
        theme.panel(layer, C.TASKS)
        theme.panel(layer, C.PLAYERS)
        return layer

    def draw_table_compact(self, surface) -> None:
        surface.blit(self.static_layer(), (0, 0))
        self.draw_info(surface)
        self.draw_board_compact(surface)
        self.draw_tasks_compact(surface)
        self.draw_players_compact(surface)

    # --- the tray -------------------------------------------------------------------------------
    def draw_tray_compact(self, surface) -> None:
        tray = C.TRAY
        held = [d for d in self.tray if d.held and d.settled]
        if held:
            x = held[-1].x + C.PITCH / 2 + C.HELD_GAP / 2
            pygame.draw.line(surface, (150, 190, 160), (x, tray.y + 6), (x, tray.bottom - 6), 3)
        if not self.tray and self.caught_up and not self.finished:
            seat = self.session.current
            if seat >= 0 and self.presented.phase == R.START:
                if self.human_to_move():
                    msg = tr("starrows.scene.prompt_roll", count=R.DICE)
                else:
                    msg = tr("starrows.scene.ai_rolls", player=self.session.name_of(seat))
                theme.text_fit(surface, msg, tray.center, tray.width - 30, 20, theme.TEXT_DIM, "center")
        moving = []
        for die in self.tray:
            if die.scale < 0.99:
                moving.append(die)
                continue
            die.draw(surface)
        for die in moving:
            die.draw(surface)

    # --- what to do now ---------------------------------------------------------------------------
    def info_lines(self) -> list[tuple[str, tuple]]:
        """The standard bar's lines, worded for touch, and what the standard tray's top line says."""
        lines = self.bar_lines()
        state = self.presented
        if not lines or not self.human_to_move():
            return lines
        if state.phase == R.REROLL and self.selection():
            lines.append((trn("starrows.ui.rerolls_left", state.rerolls_left), theme.TEXT))
        elif state.phase == R.PLACE:
            lines.insert(0, (tr("starrows.compact.place"), theme.TEXT))
        return lines

    def draw_info(self, surface) -> None:
        box = C.INFO
        lines = self.info_lines()[:3]
        top = box.y + (box.height - 22 * len(lines)) // 2 + 11
        for i, (text, colour) in enumerate(lines):
            y = top + i * 22
            theme.text_fit(surface, text, (box.x + 12, y), box.width - 24, 17 if i == 0 else 16, colour,
                           "midleft", i == 0, min_size=SMALL)  # fmt: skip

    # --- the board ---------------------------------------------------------------------------------
    def draw_board_compact(self, surface) -> None:
        seat = self.board_seat
        if seat is None or seat >= len(self.view.seats):
            return
        sv = self.view.seats[seat]
        board, y = C.BOARD, C.HEADER_Y
        theme.seat_marker(surface, (board.x + 18, y), 10, seat, self.colourblind)
        name = self.session.name_of(seat)  # the token and the name say whose board: room for long names
        room = C.stock_pos(0)[0] - 14 - (board.x + 32)
        theme.text_fit(surface, name, (board.x + 32, y), room, 17, theme.INK, "midleft", True, SMALL)
        free = R.MARKERS - len(sv.markers)
        for i in range(R.MARKERS):
            if i < free:
                theme.seat_marker(surface, C.stock_pos(i), 10, seat, self.colourblind)
            else:
                pygame.draw.circle(surface, theme.PANEL_DARK, C.stock_pos(i), 9, 2)
        for i in range(R.STAR_GOAL):
            filled = i < sv.stars
            star(surface, C.star_slot(i), C.STAR_R, filled, outline=theme.INK if filled else theme.INK_DIM)
        count = f"{sv.stars}/{R.STAR_GOAL}"
        theme.text(surface, count, (board.right - 10, y), 16, theme.INK, "midright", True)
        hints = self.row_hints()
        focus_row = self.cursor_row()
        for row in R.ROWS:
            self.draw_row_compact(surface, row, sv, seat, hints.get(row), row == focus_row)
        self.draw_coin_row_compact(surface, sv, seat)

    def draw_row_compact(self, surface, row, sv, seat, hint, focused) -> None:
        rect = C.row_rect(row)
        base = theme.PANEL if row % 2 else (238, 229, 208)
        pygame.draw.rect(surface, READY if hint == "ready" else MARK if hint else base, rect, border_radius=8)
        if hint == "mark":  # dashed edge: "a marker goes here first" (not only a hue)
            for x in range(rect.x + 6, rect.right - 10, 14):
                pygame.draw.line(surface, theme.INK, (x, rect.bottom - 3), (x + 7, rect.bottom - 3), 2)
        pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 1, border_radius=8)
        glow(surface, rect, self.view.flash[row].value)
        if focused:
            pygame.draw.rect(surface, theme.FOCUS, rect.inflate(2, 2), 3, border_radius=9)
        elif row == self.hover_row and self.human_to_move() and self.presented.phase == R.PLACE:
            pygame.draw.rect(surface, theme.ACCENT_DARK, rect, 2, border_radius=8)
        cy = rect.centery
        dicelib.draw(surface, row, (rect.x + 21, cy - 2), 32, style="white_gold")
        if hint or (self.human_to_move() and self.presented.phase == R.PLACE):
            have = self.presented.left.count(row) if self.presented.phase == R.PLACE else 0
            if have:
                img = theme.render(f"×{have}", SMALL, theme.TEXT, True)
                pill = img.get_rect(midbottom=(rect.x + 23, rect.bottom + 1)).inflate(6, -2)
                pygame.draw.rect(surface, theme.INK, pill, border_radius=6)
                surface.blit(img, img.get_rect(center=pill.center))
        filled = sv.fields[row - 1]
        for i, need in enumerate(R.FIELD_NEEDS):
            draw_field(surface, C.field_rect(row, i), row, need, i < filled, seat, 14)
        if row in sv.markers:
            theme.seat_marker(surface, C.marker_pos(row, sv.marker_x[row].value), 11, seat, self.colourblind)
        x = C.field_left(row, 3)
        if sv.row_stars[row - 1]:
            star(surface, (x + 9, cy - 13), 8)
            theme.text(
                surface, str(sv.row_stars[row - 1]), (x + 19, cy - 13), SMALL, theme.INK, "midleft", True
            )
        for place, who in enumerate(self.view.row_order[row - 1][:2]):
            theme.seat_marker(surface, (x + 10 + place * 20, cy + 14), 7, who, self.colourblind)

    def draw_coin_row_compact(self, surface, sv, seat) -> None:
        board = C.BOARD
        theme.text(
            surface, tr("starrows.ui.coin_row"), (board.x + 10, C.COIN_LABEL_Y), SMALL, theme.INK, bold=True
        )
        coins = sv.coins.value
        where = tr("starrows.scene.coin_short", field=int(round(coins)))
        theme.text(surface, where, (board.right - 10, C.COIN_LABEL_Y), SMALL, theme.INK_DIM, "topright")
        stars = set(R.coin_star_fields())
        for field in range(1, R.COIN_FIELDS + 1):
            cell = coin_cell(surface, C.coin_pos(field), field, field <= coins)
            if field in stars:
                passed = field <= coins
                star(surface, cell.center, 9, passed, outline=theme.INK if passed else theme.ACCENT_DARK)
            elif field % 5 == 1 or field == R.COIN_FIELDS:
                theme.text(surface, str(field), cell.center, SMALL, theme.INK_DIM, "center")
        x, y = C.coin_pos(coins)
        theme.seat_marker(surface, (x, y - 2), 10, seat, self.colourblind)

    # --- the tasks and the players ---------------------------------------------------------------
    def draw_tasks_compact(self, surface) -> None:
        box = C.TASKS
        title = theme.text(
            surface, tr("starrows.ui.tasks"), (box.x + 10, box.y + 6), 16, theme.INK, bold=True
        )
        theme.text_fit(surface, tr("starrows.compact.tap_more"), (box.right - 10, box.y + 7),
                       box.right - 20 - title.right, SMALL, theme.INK_DIM, "topright")  # fmt: skip
        seat = self.board_seat
        for t in R.TASKS:
            rect = C.task_tile(t).inflate(-4, -4)
            mine = (
                seat is not None and seat < len(self.view.seats) and self.view.seats[seat].task_stars[t - 1]
            )
            pygame.draw.rect(surface, (214, 236, 206) if mine else EMPTY, rect, border_radius=8)
            glow(surface, rect, self.view.task_flash[t].value)
            pygame.draw.rect(surface, theme.GOOD if mine else theme.PANEL_EDGE, rect, 2 if mine else 1,
                             border_radius=8)  # fmt: skip
            theme.text(surface, str(t), (rect.x + 7, rect.y + 3), 18, theme.INK, bold=True)
            if mine:
                theme.text(surface, "✓", (rect.right - 5, rect.y + 3), 18, (40, 120, 60), "topright", True)
            for place, who in enumerate(self.view.task_order[t - 1][:2]):
                theme.seat_marker(
                    surface, (rect.x + 13 + place * 20, rect.bottom - 13), 7, who, self.colourblind
                )

    def draw_players_compact(self, surface) -> None:
        box = C.PLAYERS
        title = tr("starrows.ui.goal", goal=R.STAR_GOAL)
        t = theme.text(surface, title, (box.x + 10, box.y + 6), 16, theme.INK, bold=True)
        right = box.right - 10
        if self.view.final and not self.solo:
            badge = theme.text(surface, tr("starrows.ui.final_round"), (t.right + 14, box.y + 7), SMALL,
                               theme.BAD, bold=True)  # fmt: skip
            pygame.draw.rect(surface, theme.BAD, badge.inflate(10, 4), 2, border_radius=8)
        elif not self.solo:
            theme.text_fit(surface, tr("starrows.compact.boards_tap"), (right, box.y + 7), right - t.right - 12,
                           SMALL, theme.INK_DIM, "topright")  # fmt: skip
        pitch = 26 if self.n > 3 else 30
        for seat in range(self.n):
            line = pygame.Rect(box.x + 4, box.y + 28 + seat * pitch, box.width - 8, pitch - 2)
            self.draw_seat_line(surface, line, seat)
        if self.solo:
            turns = self.presented.turns[0] + (0 if self.presented_over() else 1)
            y = box.y + 28 + pitch + 6
            theme.text(
                surface, tr("starrows.ui.solo_turn", turn=turns), (box.x + 12, y), 20, theme.INK, bold=True
            )
            best = self.app.settings.best("starrows", self.variant)
            text = (
                tr("starrows.ui.solo_best", turns=best) if best is not None else tr("starrows.scene.no_best")
            )
            theme.text_fit(
                surface, text, (box.x + 12, y + 30), box.width - 24, 16, theme.INK_DIM, min_size=SMALL
            )

    def draw_seat_line(self, surface, rect, seat) -> None:
        sv = self.view.seats[seat]
        active = seat == self.board_seat and not self.presented_over()
        if active:
            pygame.draw.rect(surface, (255, 250, 236), rect, border_radius=8)
            pygame.draw.rect(surface, theme.ACCENT_DARK, rect, 2, border_radius=8)
        cy = rect.centery
        theme.seat_marker(surface, (rect.x + 14, cy), 9, seat, self.colourblind)
        coin = coin_cell(surface, (rect.right - 22, cy), 0, True, 36, rect.height - 6)
        theme.text(surface, str(int(round(sv.coins.value))), coin.center, SMALL, theme.INK, "center", True)
        stars = theme.text(surface, str(sv.stars), (coin.x - 8, cy), 16, theme.INK, "midright", True)
        star(surface, (stars.x - 12, cy), 8)
        room = stars.x - 26 - (rect.x + 30)
        theme.text_fit(surface, self.session.name_of(seat), (rect.x + 30, cy), room, 16, theme.INK, "midleft",
                       active, SMALL)  # fmt: skip
