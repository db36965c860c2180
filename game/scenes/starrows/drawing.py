"""Star Rows' drawing: the dice tray, the action bar, the board of the seat to move (six rows,
markers, star tray, coin row), the task cards, the players' compact boards and the log.

Everything reads the view the animations move (``self.view``, ``self.tray``) or the
*presented* state, never the session's newer state.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game import theme
from game.i18n import tr, trn
from game.rules import starrows as R
from game.scenes.shared import dice as dicelib
from game.scenes.starrows.view import (
    BAR,
    BOARD,
    COIN_CELL,
    COIN_Y,
    DARK_EDGE,
    DARK_PANEL,
    DIE,
    FIELD_X,
    ROW_H,
    ROWS_TOP,
    STARS_X,
    TASKS,
    TRAY,
    coin_pos,
    field_rect,
    log_rect,
    marker_pos,
    players_rect,
    row_rect,
    star_slot,
    stock_pos,
    task_rect,
)

READY, MARK = (120, 214, 140), (250, 214, 120)


@lru_cache(maxsize=64)
def star_image(r: float, filled: bool, colour, outline) -> pygame.Surface:
    """A star drawn once per look: the boards show dozens of them every frame."""
    size = int(r * 2 + 6)
    img = pygame.Surface((size, size), pygame.SRCALPHA)
    pts = theme.shape_points("star", (size / 2, size / 2), r)
    if filled:
        pygame.draw.polygon(img, colour, pts)
    pygame.draw.polygon(img, outline, pts, 1 if filled else 2)
    return img


def draw_field(
    surface, rect, row: int, need: int, done: bool, seat: int, size=16, edge=theme.PANEL_EDGE
) -> None:
    """One field of a number row: ``need`` small dice of face ``row``, faint while empty,
    on the seat's colour once filled."""
    pygame.draw.rect(surface, theme.seat_colour(seat) if done else (250, 246, 234), rect, border_radius=6)
    pygame.draw.rect(surface, theme.INK if done else edge, rect, 2 if done else 1, border_radius=6)
    left = rect.centerx - (need * (size + 3) - 3) / 2
    for k in range(need):
        dicelib.draw(
            surface, row, (left + size / 2 + k * (size + 3), rect.centery), size,
            style="plain" if done else "white_gold", alpha=255 if done else 110,
        )  # fmt: skip


def star(surface, center, r, filled=True, colour=theme.FOCUS, outline=theme.INK) -> None:
    img = star_image(round(r * 2) / 2, bool(filled), tuple(colour), tuple(outline))
    surface.blit(img, img.get_rect(center=(round(center[0]), round(center[1]))))


def glow(surface, rect: pygame.Rect, flash: float) -> None:
    """A row's or a task's golden flash over ``rect`` (``flash`` runs from 1 down to 0)."""
    if flash > 0.01:
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        layer.fill((255, 214, 92, int(230 * flash)))
        surface.blit(layer, rect.topleft)


class StarRowsDrawing:
    """Mixed into StarRowsScene."""

    # --- layers -------------------------------------------------------------------------------
    def static_layer(self) -> pygame.Surface:
        if self._static is None and self.geo.compact:
            self._static = self.static_layer_compact()
        if self._static is None:
            layer = theme.background().copy()
            dicelib.draw_tray(layer, TRAY)
            theme.panel(layer, BAR, colour=DARK_PANEL, edge=DARK_EDGE)
            theme.panel(layer, BOARD)
            theme.panel(layer, TASKS)
            theme.panel(layer, players_rect(self.n))
            self._static = layer
        return self._static

    def draw_table(self, surface: pygame.Surface) -> None:
        if self.geo.compact:  # compact_drawing.py; no log there (the header's Log button opens it)
            self.draw_table_compact(surface)
            return
        surface.blit(self.static_layer(), (0, 0))
        self.draw_bar(surface)
        self.draw_board(surface)
        self.draw_tasks(surface)
        self.draw_players(surface)
        self.log.draw(surface, log_rect(self.n))

    def draw_pieces(self, surface: pygame.Surface) -> None:
        self.draw_tray(surface)
        if self.flying is not None:
            seat = self.flying["seat"]
            theme.seat_marker(surface, (self.flying["x"], self.flying["y"]), 12, seat, self.colourblind)

    # --- the tray -------------------------------------------------------------------------------
    def draw_tray(self, surface) -> None:
        if self.geo.compact:
            self.draw_tray_compact(surface)
            return
        if self.placing and self.human_to_move():
            theme.text_fit(surface, tr("starrows.scene.place"), (TRAY.x + 14, TRAY.y + 8), TRAY.width - 28, 16,
                           theme.TEXT, bold=True)  # fmt: skip
        elif self.rerolls_shown and not self.placing:
            text = trn("starrows.ui.rerolls_left", self.rerolls_shown)
            theme.text_fit(
                surface, text, (TRAY.right - 12, TRAY.y + 8), 260, 16, theme.TEXT, "topright", True
            )
        held = [d for d in self.tray if d.held and d.settled]
        if held:
            x = held[-1].x + DIE / 2 + 12
            pygame.draw.line(surface, (150, 190, 160), (x, TRAY.y + 12), (x, TRAY.bottom - 12), 2)
            theme.text(
                surface, tr("starrows.scene.held"), (TRAY.x + 14, TRAY.y + 6), 14, theme.TEXT_DIM, bold=True
            )
        if not self.tray and self.caught_up and not self.finished:
            seat = self.session.current
            if seat >= 0 and self.presented.phase == R.START:
                if self.human_to_move():
                    msg = tr("starrows.scene.prompt_roll", count=R.DICE)
                else:
                    msg = tr("starrows.scene.ai_rolls", player=self.session.name_of(seat))
                theme.text_fit(surface, msg, TRAY.center, TRAY.width - 40, 22, theme.TEXT_DIM, "center")
        keys = self.human_to_move() and self.presented.phase == R.REROLL
        moving = []
        for i, die in enumerate(self.tray):
            if die.scale < 0.99:
                moving.append(die)
                continue
            die.draw(surface)
            if keys and die.settled:
                self.draw_key(surface, (die.x, TRAY.bottom - 11), str(i + 1), die.selected)
        for die in moving:
            die.draw(surface)

    def draw_key(self, surface, center, text, active) -> None:
        r = pygame.Rect(0, 0, 24, 22)
        r.center = (int(center[0]), int(center[1]))
        pygame.draw.rect(surface, theme.ACCENT if active else (14, 50, 34), r, border_radius=6)
        pygame.draw.rect(surface, theme.ACCENT_DARK if active else (90, 140, 112), r, 1, border_radius=6)
        theme.text(surface, text, r.center, 14, theme.INK if active else theme.TEXT, "center", bold=True)

    # --- the action bar ---------------------------------------------------------------------------
    def draw_bar(self, surface) -> None:
        x = BAR.x + 16
        width = self.main_button.rect.x - x - 12
        if self.keep_button.visible:
            width = self.keep_button.rect.x - x - 12
        lines = self.bar_lines()
        for i, (text, colour) in enumerate(lines[:2]):
            y = BAR.y + (BAR.height // 2 if len(lines) == 1 else 18 + i * 26)
            theme.text_fit(surface, text, (x, y), width, 18 if i == 0 else 16, colour, "midleft", i == 0)

    def bar_lines(self) -> list[tuple[str, tuple]]:
        state = self.presented
        if self.finished or self.presented_over():
            return []
        if not self.human_to_move():
            seat = self.turn_seat
            if seat is None or not self.session.seats[seat].is_ai:
                return []
            out = [(tr("starrows.scene.watching", player=self.session.name_of(seat)), theme.TEXT_DIM)]
            if self.rerolls_shown and not self.placing and state.phase != R.START:
                out.append((trn("starrows.ui.rerolls_left", self.rerolls_shown), theme.TEXT))
            return out
        words = "starrows.compact." if self.geo.compact else "starrows.scene."  # touch: no key names
        if state.phase == R.START:
            return [(tr(words + "start_turn"), theme.TEXT)]
        if state.phase == R.REROLL:
            sel = self.selection()
            if not sel:
                return [
                    (trn("starrows.ui.rerolls_left", state.rerolls_left), theme.TEXT),
                    (tr(words + "pick"), theme.TEXT_DIM),
                ]
            keep = R.remove_dice(state.dice, sel) or ()
            first = tr("starrows.scene.reroll_keep", count=len(sel), kept=len(keep))
            fits = self.kept_fit(keep) if self.hints else None
            if fits is None:
                second = tr(words + "pick")
            elif fits:
                second = tr("starrows.scene.kept_fit", rows=", ".join(str(r) for r in fits))
            else:
                second = tr("starrows.scene.kept_none")
            return [(first, theme.ACCENT), (second, theme.TEXT_DIM)]
        left = len(state.left)
        first = trn("starrows.ui.markers_free", state.free_markers(state.seat))
        preview = self.row_preview(self.cursor_row() or self.hover_row)
        if preview:
            return [(first, theme.TEXT), (preview, theme.ACCENT)]
        second = trn("starrows.ui.dice_lost", left) if left else tr("starrows.scene.all_used")
        return [(first, theme.TEXT), (tr(words + "on_end", what=second), theme.TEXT_DIM)]

    def row_preview(self, row) -> str:
        """What placing on ``row`` would do, from the rules' preview (a marker first if needed)."""
        if row is None or self.presented.phase != R.PLACE:
            return ""
        state = self.presented
        if row not in state.markers[state.seat] and self.rules.explain_mark(state, row) is None:
            state = self.rules.apply(state, ("mark", row))[0]
        p = self.rules.preview_advance(state, row)
        if p is None:
            return ""
        if p["completes"]:
            return tr("starrows.ui.preview_done", stars=p["stars"], coins=p["coins"])
        return tr("starrows.ui.preview", used=p["used"], field=p["field_to"])

    def kept_fit(self, keep) -> list[int]:
        """Rows the kept dice alone could already advance (the rules' hint on the kept dice)."""
        from dataclasses import replace

        return sorted(self.rules.hint_rows(replace(self.presented, dice=tuple(keep))))

    # --- the board ----------------------------------------------------------------------------------
    def draw_board(self, surface) -> None:
        seat = self.board_seat
        if seat is None or seat >= len(self.view.seats):
            return
        sv = self.view.seats[seat]
        alpha = int(255 * self.board_fade.value)
        theme.seat_marker(surface, (BOARD.x + 22, BOARD.y + 17), 11, seat, self.colourblind)
        name = tr("starrows.scene.board_of", player=self.session.name_of(seat))
        theme.text_fit(surface, name, (BOARD.x + 40, BOARD.y + 17), 230, 18, theme.INK, "midleft", True)
        free = 3 - len(sv.markers)
        for i in range(R.MARKERS):
            pos = stock_pos(i)
            if i < free:
                theme.seat_marker(surface, pos, 11, seat, self.colourblind)
            else:
                pygame.draw.circle(surface, theme.PANEL_DARK, pos, 10, 2)
        hints = self.row_hints()
        focus_row = self.cursor_row()
        for row in R.ROWS:
            self.draw_row(surface, row, sv, seat, hints.get(row), row == focus_row, alpha)
        self.draw_star_tray(surface, sv)
        self.draw_coin_row(surface, sv, seat)

    def row_hints(self) -> dict[int, str]:
        if not self.hints or not self.human_to_move() or self.presented.seat != self.board_seat:
            return {}
        return self.rules.hint_rows(self.presented)

    def draw_row(self, surface, row, sv, seat, hint, focused, alpha) -> None:
        rect = row_rect(row)
        base = theme.PANEL if row % 2 else (238, 229, 208)
        pygame.draw.rect(surface, base, rect, border_radius=8)
        if hint:
            colour = READY if hint == "ready" else MARK
            pygame.draw.rect(surface, colour, rect, border_radius=8)
            if hint == "mark":  # dashed edge: "a marker goes here first" (not only a hue)
                for x in range(rect.x + 6, rect.right - 10, 14):
                    pygame.draw.line(surface, theme.INK, (x, rect.bottom - 3), (x + 7, rect.bottom - 3), 2)
        glow(surface, rect, self.view.flash[row].value)
        if focused:
            pygame.draw.rect(surface, theme.FOCUS, rect.inflate(4, 4), 3, border_radius=9)
        elif row == self.hover_row and self.human_to_move() and self.presented.phase == R.PLACE:
            pygame.draw.rect(surface, theme.ACCENT_DARK, rect, 2, border_radius=8)
        cy = rect.centery
        dicelib.draw(surface, row, (BOARD.x + 30, cy), 32, style="white_gold")
        if hint or (self.human_to_move() and self.presented.phase == R.PLACE):
            have = self.presented.left.count(row) if self.presented.phase == R.PLACE else 0
            if have:
                img = theme.render(f"×{have}", 14, theme.TEXT, True)
                pill = img.get_rect(bottomright=(FIELD_X - 4, rect.bottom + 1)).inflate(6, 0)
                pygame.draw.rect(surface, theme.INK, pill, border_radius=6)
                surface.blit(img, img.get_rect(center=pill.center))
        filled = sv.fields[row - 1]
        for i, need in enumerate(R.FIELD_NEEDS):
            draw_field(surface, field_rect(row, i), row, need, i < filled, seat)
        if row in sv.markers:
            pos = marker_pos(row, sv.marker_x[row].value)
            theme.seat_marker(surface, pos, 12, seat, self.colourblind)
        x = FIELD_X + 3 * (R.FIELD_NEEDS and 98) + 4
        if sv.row_stars[row - 1]:
            star(surface, (x + 8, cy), 9)
            theme.text(surface, f"×{sv.row_stars[row - 1]}", (x + 20, cy), 15, theme.INK, "midleft", True)
        order = self.view.row_order[row - 1]
        for place, who in enumerate(order[:2]):
            px = x + 62 + place * 26
            theme.seat_marker(surface, (px, cy - 4), 8, who, self.colourblind)
            theme.text(surface, str(place + 1), (px, cy + 6), 14, theme.INK_DIM, "midtop", True)

    def draw_star_tray(self, surface, sv) -> None:
        area = pygame.Rect(STARS_X, ROWS_TOP, BOARD.right - 8 - STARS_X, 6 * ROW_H - 4)
        pygame.draw.rect(surface, (36, 52, 78), area, border_radius=10)
        theme.text_fit(surface, tr("starrows.ui.star_tray"), (area.centerx, area.y + 6), area.width - 10, 16,
                       theme.TEXT, "midtop", True)  # fmt: skip
        for i in range(R.STAR_GOAL):
            star(
                surface,
                star_slot(i),
                16,
                i < sv.stars,
                outline=(200, 200, 220) if i >= sv.stars else theme.INK,
            )
        text = f"{sv.stars} / {R.STAR_GOAL}"
        theme.text(surface, text, (area.centerx, area.bottom - 6), 16, theme.FOCUS, "midbottom", True)

    def draw_coin_row(self, surface, sv, seat) -> None:
        theme.text_fit(surface, tr("starrows.ui.coin_row"), (BOARD.x + 10, COIN_Y + 40), 82, 15, theme.INK,
                       "midleft")  # fmt: skip
        coins = sv.coins.value
        stars = set(R.coin_star_fields())
        for field in range(1, R.COIN_FIELDS + 1):
            x, y = coin_pos(field)
            cell = pygame.Rect(0, 0, COIN_CELL - 2, 24)
            cell.center = (int(x), int(y))
            passed = field <= coins
            pygame.draw.rect(surface, (240, 214, 150) if passed else (250, 246, 234), cell, border_radius=4)
            pygame.draw.rect(surface, theme.PANEL_EDGE, cell, 1, border_radius=4)
            if field in stars:
                star(surface, cell.center, 9, passed, outline=theme.INK if passed else theme.ACCENT_DARK)
            elif field % 5 == 1 or field == R.COIN_FIELDS:
                theme.text(surface, str(field), cell.center, 14, theme.INK_DIM, "center")
        x, y = coin_pos(coins)
        theme.seat_marker(surface, (x, y - 2), 10, seat, self.colourblind)

    # --- the task cards ---------------------------------------------------------------------------
    def draw_tasks(self, surface) -> None:
        theme.text(surface, tr("starrows.ui.tasks"), (TASKS.x + 16, TASKS.y + 8), 18, theme.INK, bold=True)
        theme.text_fit(surface, tr("starrows.scene.task_rule"), (TASKS.right - 16, TASKS.y + 10), 380, 15,
                       theme.INK_DIM, "topright")  # fmt: skip
        seat = self.board_seat
        for t in R.TASKS:
            rect = task_rect(t)
            mine = (
                seat is not None and seat < len(self.view.seats) and self.view.seats[seat].task_stars[t - 1]
            )
            pygame.draw.rect(surface, (214, 236, 206) if mine else (250, 246, 234), rect, border_radius=8)
            glow(surface, rect, self.view.task_flash[t].value)
            pygame.draw.rect(
                surface, theme.GOOD if mine else theme.PANEL_EDGE, rect, 2 if mine else 1, border_radius=8
            )
            theme.text(surface, str(t), (rect.x + 14, rect.y + 12), 16, theme.INK, "center", True)
            order = self.view.task_order[t - 1]
            for place, who in enumerate(order[:2]):
                theme.seat_marker(surface, (rect.x + 14, rect.y + 32 + place * 19), 7, who, self.colourblind)
            lines = theme.wrap(tr(f"starrows.task.{t}"), 14, rect.width - 36)
            for i, line in enumerate(lines[:3]):
                theme.text(surface, line, (rect.x + 28, rect.y + 5 + i * 18), 14, theme.INK)
            if mine:
                theme.text(
                    surface, "✓", (rect.right - 6, rect.bottom - 2), 16, (40, 120, 60), "bottomright", True
                )

    # --- the players ----------------------------------------------------------------------------------
    def draw_players(self, surface) -> None:
        r = players_rect(self.n)
        title = tr("starrows.ui.goal", goal=R.STAR_GOAL)
        t = theme.text(surface, title, (r.x + 16, r.y + 9), 17, theme.INK, bold=True)
        if self.view.final and not self.solo:
            badge = theme.text(
                surface, tr("starrows.ui.final_round"), (t.right + 16, r.y + 10), 15, theme.BAD, bold=True
            )
            pygame.draw.rect(surface, theme.BAD, badge.inflate(12, 6), 2, border_radius=8)
        if self.solo:
            self.draw_solo(surface, r)
            return
        for seat in range(self.n):
            self.draw_seat(surface, pygame.Rect(r.x + 6, r.y + 34 + seat * 54, r.width - 12, 50), seat)

    def draw_seat(self, surface, rect, seat) -> None:
        sv = self.view.seats[seat]
        active = seat == self.board_seat and not self.presented_over()
        if active:
            pygame.draw.rect(surface, (255, 250, 236), rect, border_radius=10)
            pygame.draw.rect(surface, theme.ACCENT_DARK, rect, 2, border_radius=10)
        theme.seat_marker(surface, (rect.x + 18, rect.y + 16), 10, seat, self.colourblind)
        name = self.session.name_of(seat)
        theme.text_fit(surface, name, (rect.x + 36, rect.y + 5), 250, 17, theme.INK, bold=active)
        stars = trn("starrows.ui.stars", sv.stars)
        theme.text(surface, stars, (rect.right - 124, rect.y + 4), 17, theme.INK, "topright", True)
        coin = tr("starrows.scene.coin_short", field=int(round(sv.coins.value)))
        theme.text(surface, coin, (rect.right - 12, rect.y + 5), 15, theme.INK_DIM, "topright")
        # a compact board: per row its number, three fields, and a bar under a row with a marker
        x = rect.x + 36
        y = rect.y + 28
        for row in R.ROWS:
            theme.text(surface, str(row), (x, y + 8), 14, theme.INK, "midleft", True)
            for i in range(3):
                box = pygame.Rect(x + 12 + i * 11, y + 1, 9, 14)
                done = i < sv.fields[row - 1]
                pygame.draw.rect(surface, theme.seat_colour(seat) if done else theme.PANEL_DARK, box)
                pygame.draw.rect(surface, theme.INK_DIM, box, 1)
            if row in sv.markers:
                pygame.draw.line(surface, theme.INK, (x + 10, y + 18), (x + 44, y + 18), 3)
            x += 50
        x += 8
        for i in range(R.STAR_GOAL):
            star(
                surface,
                (x + i * 15, y + 9),
                7,
                i < sv.stars,
                outline=theme.INK if i < sv.stars else theme.INK_DIM,
            )

    def draw_solo(self, surface, r) -> None:
        self.draw_seat(surface, pygame.Rect(r.x + 6, r.y + 34, r.width - 12, 50), 0)
        turns = self.presented.turns[0] + (0 if self.presented_over() else 1)
        theme.text(
            surface, tr("starrows.ui.solo_turn", turn=turns), (r.x + 16, r.y + 96), 22, theme.INK, bold=True
        )
        best = self.app.settings.best("starrows", self.variant)
        text = tr("starrows.ui.solo_best", turns=best) if best is not None else tr("starrows.scene.no_best")
        theme.text_fit(surface, text, (r.right - 16, r.y + 99), 300, 17, theme.INK_DIM, "topright")
