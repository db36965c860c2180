"""Star Rows' drawing: the dice tray, what to do now, the board of the seat to move (six rows,
markers, stars, coin row), the tasks, the players and the log (wide), each in the rectangle
``self.geo`` gives it and in the form that rectangle has room for: the full board or the dense
one, task cards or tiles (a tap opens their texts), the players' small boards, a list or a strip.

Everything reads the view the animations move (``self.view``, ``self.tray``) or the
*presented* state, never the session's newer state.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from game import theme
from game.i18n import tr, trn
from game.rules import starrows as R
from game.scenes.shared import dice as dicelib
from game.scenes.starrows.players import EMPTY, PlayersDrawing, coin_cell, star
from game.scenes.starrows.view import STAR_R, TASKS_TITLE

READY, MARK = (120, 214, 140), (250, 214, 120)
TICK = (40, 120, 60)  # a task this seat has fulfilled


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


def glow(surface, rect: pygame.Rect, flash: float) -> None:
    """A row's or a task's golden flash over ``rect`` (``flash`` runs from 1 down to 0)."""
    if flash > 0.01:
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        layer.fill((255, 214, 92, int(230 * flash)))
        surface.blit(layer, rect.topleft)


class StarRowsDrawing(PlayersDrawing):
    """Mixed into StarRowsScene."""

    # --- layers -------------------------------------------------------------------------------
    def static_layer(self) -> pygame.Surface:
        if self._static is None:
            geo, layer = self.geo, theme.background().copy()
            dicelib.draw_tray(layer, geo.tray)
            theme.panel(layer, geo.bar, colour=theme.DARK_PANEL, edge=theme.DARK_EDGE)
            for box in (geo.board, geo.tasks, geo.players):
                theme.panel(layer, box)
            self._static = layer
        return self._static

    def draw_table(self, surface: pygame.Surface) -> None:
        surface.blit(self.static_layer(), (0, 0))
        self.draw_bar(surface)
        self.draw_board(surface)
        self.draw_tasks(surface)
        self.draw_players(surface)
        if self.geo.log is not None:  # a phone: the header's Log button opens it
            self.log.draw(surface, self.geo.log)

    def draw_pieces(self, surface: pygame.Surface) -> None:
        self.draw_tray(surface)
        if self.flying is not None:
            seat = self.flying["seat"]
            theme.seat_marker(surface, (self.flying["x"], self.flying["y"]), 12, seat, self.colourblind)

    # --- the tray -------------------------------------------------------------------------------
    def draw_tray(self, surface) -> None:
        tray, labels = self.geo.tray, self.geo.labels
        if labels and self.placing and self.human_to_move():
            theme.text_fit(surface, tr("starrows.scene.place"), (tray.x + 14, tray.y + 8), tray.width - 28, 16,
                           theme.TEXT, bold=True)  # fmt: skip
        elif labels and self.rerolls_shown and not self.placing:
            text = trn("starrows.ui.rerolls_left", self.rerolls_shown)
            theme.text_fit(
                surface, text, (tray.right - 12, tray.y + 8), 260, 16, theme.TEXT, "topright", True
            )
        held = [d for d in self.tray if d.held and d.settled]
        if held:  # the line between the kept dice and the thrown ones
            x, top, bottom = self.geo.dice_positions(len(held), 0)[2]
            pygame.draw.line(surface, (150, 190, 160), (x, top), (x, bottom), 3)
        if held and labels:
            theme.text(
                surface, tr("starrows.scene.held"), (tray.x + 14, tray.y + 6), 14, theme.TEXT_DIM, bold=True
            )
        if not self.tray and self.caught_up and not self.finished:
            seat = self.session.current
            if seat >= 0 and self.presented.phase == R.START:
                if self.human_to_move():
                    msg = tr("starrows.scene.prompt_roll", count=R.DICE)
                else:
                    msg = tr("starrows.scene.ai_rolls", player=self.session.name_of(seat))
                theme.text_fit(surface, msg, tray.center, tray.width - 30, 22 if labels else 20, theme.TEXT_DIM,
                               "center")  # fmt: skip
        keys = not self.geo.compact and self.human_to_move() and self.presented.phase == R.REROLL
        moving = []
        for i, die in enumerate(self.tray):
            if die.scale < 0.99:
                moving.append(die)
                continue
            die.draw(surface)
            if keys and die.settled:
                self.draw_key(surface, (die.x, tray.bottom - 11), str(i + 1), die.selected)
        for die in moving:
            die.draw(surface)

    def draw_key(self, surface, center, text, active) -> None:
        r = pygame.Rect(0, 0, 24, 22)
        r.center = (int(center[0]), int(center[1]))
        pygame.draw.rect(surface, theme.ACCENT if active else (14, 50, 34), r, border_radius=6)
        pygame.draw.rect(surface, theme.ACCENT_DARK if active else (90, 140, 112), r, 1, border_radius=6)
        theme.text(surface, text, r.center, 14, theme.INK if active else theme.TEXT, "center", bold=True)

    # --- what to do now ---------------------------------------------------------------------------
    def draw_bar(self, surface) -> None:
        """The lines of ``bar_lines`` in the bar, left of the buttons when they stand in it."""
        box = self.geo.bar
        x = box.x + (16 if box.colliderect(self.main_button.rect) else 12)
        right = box.right - 12
        for button in (self.keep_button, self.main_button):
            if button.visible and box.colliderect(button.rect):
                right = min(right, button.rect.x - 12)
        lines = self.bar_lines()
        if not self.geo.labels:  # no label line in the tray: what it would say goes here
            lines = self.tray_lines(lines)
        most = max(1, min(3, box.height // theme.scaled(22)))
        wrapped = len(lines) == 1 and most > 1  # one line alone: wrapped onto the lines there is room for
        if wrapped:
            lines = [(part, lines[0][1]) for part in theme.wrap(lines[0][0], 18, right - x, True)]
        lines = lines[:most]
        pitch = min(theme.scaled(26), box.height // max(1, len(lines)))
        top = box.y + (box.height - pitch * len(lines)) // 2 + pitch // 2
        for i, (text, colour) in enumerate(lines):
            first = i == 0 or wrapped
            size = (18 if pitch >= theme.scaled(26) else 17) if first else 16
            theme.text_fit(surface, text, (x, top + i * pitch), right - x, size, colour, "midleft", first)

    def tray_lines(self, lines) -> list[tuple[str, tuple]]:
        """What the tray's top line says where the tray has none: the rerolls left, placing."""
        state = self.presented
        if not lines or not self.human_to_move():
            return lines
        if state.phase == R.REROLL and self.selection():
            lines.append((trn("starrows.ui.rerolls_left", state.rerolls_left), theme.TEXT))
        elif state.phase == R.PLACE:
            lines.insert(0, (tr("starrows.compact.place"), theme.TEXT))
        return lines

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
            # with hints, the rows the kept dice alone could already advance (the rules' hint on them)
            fits = sorted(self.rules.hint_rows(replace(state, dice=tuple(keep)))) if self.hints else None
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

    # --- the board ----------------------------------------------------------------------------------
    def draw_board(self, surface) -> None:
        seat, geo = self.board_seat, self.geo
        if seat is None or seat >= len(self.view.seats):
            return
        sv, board, y = self.view.seats[seat], geo.board, geo.head_y()
        theme.seat_marker(surface, (board.x + 22, y), 11, seat, self.colourblind)
        name, size = self.session.name_of(seat), 17  # the token and the name say whose board
        if geo.full:
            name, size = tr("starrows.scene.board_of", player=name), 18
        theme.text_fit(surface, name, (board.x + 38, y), geo.name_room(), size, theme.INK, "midleft", True)
        free = R.MARKERS - len(sv.markers)
        for i in range(R.MARKERS):
            if i < free:
                theme.seat_marker(surface, geo.stock_pos(i), 11, seat, self.colourblind)
            else:
                pygame.draw.circle(surface, theme.PANEL_DARK, geo.stock_pos(i), 10, 2)
        hints = self.row_hints()
        focus_row = self.cursor_row()
        for row in R.ROWS:
            self.draw_row(surface, row, sv, seat, hints.get(row), row == focus_row)
        if geo.full:
            self.draw_star_tray(surface, sv)
        else:
            for i in range(R.STAR_GOAL if geo.star_line else 1):
                outline = theme.INK if i < sv.stars else theme.INK_DIM
                star(surface, geo.star_slot(i), STAR_R, i < sv.stars, outline=outline)
            at = (board.right - 10, geo.star_slot(0)[1])  # the count at the header's end
            theme.text(surface, f"{sv.stars}/{R.STAR_GOAL}", at, 16, theme.INK, "midright", True)
        self.draw_coin_row(surface, sv, seat)

    def row_hints(self) -> dict[int, str]:
        if not self.hints or not self.human_to_move() or self.presented.seat != self.board_seat:
            return {}
        return self.rules.hint_rows(self.presented)

    def draw_row(self, surface, row, sv, seat, hint, focused) -> None:
        geo = self.geo
        rect = geo.row_rect(row)
        base = theme.PANEL if row % 2 else (238, 229, 208)
        pygame.draw.rect(surface, READY if hint == "ready" else MARK if hint else base, rect, border_radius=8)
        if hint == "mark":  # dashed edge: "a marker goes here first" (not only a hue)
            for x in range(rect.x + 6, rect.right - 10, 14):
                pygame.draw.line(surface, theme.INK, (x, rect.bottom - 3), (x + 7, rect.bottom - 3), 2)
        if not geo.full:
            pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 1, border_radius=8)
        glow(surface, rect, self.view.flash[row].value)
        if focused:
            pygame.draw.rect(surface, theme.FOCUS, rect.inflate(4, 4), 3, border_radius=9)
        elif row == self.hover_row and self.human_to_move() and self.presented.phase == R.PLACE:
            pygame.draw.rect(surface, theme.ACCENT_DARK, rect, 2, border_radius=8)
        cy = rect.centery
        dicelib.draw(surface, row, (geo.die_x(row), cy - (0 if geo.full else 2)), 32, style="white_gold")
        have = self.presented.left.count(row) if self.presented.phase == R.PLACE else 0
        if have and (hint or self.human_to_move()):  # the dice left for this row
            img = theme.render(f"×{have}", theme.MIN_TEXT, theme.TEXT, True)
            if geo.full:
                pill = img.get_rect(bottomright=(geo.field_left(row, 0) - 4, rect.bottom + 1)).inflate(6, 0)
            else:
                pill = img.get_rect(midbottom=(geo.die_x(row) + 2, rect.bottom + 1)).inflate(6, -2)
            pygame.draw.rect(surface, theme.INK, pill, border_radius=6)
            surface.blit(img, img.get_rect(center=pill.center))
        small = 16 if geo.full else max(9, round(14 * geo.fit))
        for i, need in enumerate(R.FIELD_NEEDS):
            draw_field(surface, geo.field_rect(row, i), row, need, i < sv.fields[row - 1], seat, small)
        if row in sv.markers:
            pos = geo.marker_pos(row, sv.marker_x[row].value)
            theme.seat_marker(surface, pos, 12 if geo.full else 11, seat, self.colourblind)
        x = geo.field_left(row, 3) + (4 if geo.full else 0)
        stars, order = sv.row_stars[row - 1], self.view.row_order[row - 1][:2]
        if geo.full:
            if stars:
                star(surface, (x + 8, cy), 9)
                theme.text(surface, f"×{stars}", (x + 20, cy), 15, theme.INK, "midleft", True)
            for place, who in enumerate(order):
                px = x + 62 + place * 26
                theme.seat_marker(surface, (px, cy - 4), 8, who, self.colourblind)
                theme.text(surface, str(place + 1), (px, cy + 6), 14, theme.INK_DIM, "midtop", True)
            return
        if stars:
            star(surface, (x + 9, cy - 13), 8)
            theme.text(surface, str(stars), (x + 19, cy - 13), theme.MIN_TEXT, theme.INK, "midleft", True)
        for place, who in enumerate(order):
            theme.seat_marker(surface, (x + 10 + place * 20, cy + 14), 7, who, self.colourblind)

    def draw_star_tray(self, surface, sv) -> None:
        geo = self.geo
        area = pygame.Rect(geo.stars_x, geo.rows_top, geo.board.right - 8 - geo.stars_x, 6 * 44 - 4)
        pygame.draw.rect(surface, (36, 52, 78), area, border_radius=10)
        label, room = tr("starrows.ui.star_tray"), area.width - 10
        bold = theme.fits(label, 16, room, True)  # a long word keeps its letters rather than its weight
        theme.text_fit(surface, label, (area.centerx, area.y + 6), room, 16, theme.TEXT, "midtop", bold)
        for i in range(R.STAR_GOAL):
            outline = (200, 200, 220) if i >= sv.stars else theme.INK
            star(surface, geo.star_slot(i), 16, i < sv.stars, outline=outline)
        text = f"{sv.stars} / {R.STAR_GOAL}"
        theme.text(surface, text, (area.centerx, area.bottom - 6), 16, theme.FOCUS, "midbottom", True)

    def draw_coin_row(self, surface, sv, seat) -> None:
        geo, board, coins = self.geo, self.geo.board, sv.coins.value
        label, y = tr("starrows.ui.coin_row"), geo.coin_label_y()
        if geo.full:  # beside the second line of fields; a word too long for it gives way to its short form
            label = theme.whole_or(label, tr("starrows.ui.coin_row_short"), 15, 82)
            theme.text_fit(surface, label, (board.x + 10, y), 82, 15, theme.INK, "midleft")
        else:
            theme.text(surface, label, (board.x + 10, y), theme.MIN_TEXT, theme.INK, bold=True)
            where = tr("starrows.scene.coin_short", field=int(round(coins)))
            theme.text(surface, where, (board.right - 10, y), theme.MIN_TEXT, theme.INK_DIM, "topright")
        stars = set(R.coin_star_fields())
        w = (26 if geo.full else geo.coin_w) - 2
        for field in range(1, R.COIN_FIELDS + 1):
            cell = coin_cell(surface, geo.coin_pos(field), w, 24, field <= coins)
            if field in stars:
                passed = field <= coins
                star(surface, cell.center, 9, passed, outline=theme.INK if passed else theme.ACCENT_DARK)
            elif field % 5 == 1 or field == R.COIN_FIELDS:
                theme.text(surface, str(field), cell.center, geo.digits, theme.INK_DIM, "center")
        x, y = geo.coin_pos(coins)
        theme.seat_marker(surface, (x, y - 2), 10, seat, self.colourblind)

    # --- the tasks ----------------------------------------------------------------------------------
    def draw_tasks(self, surface) -> None:
        box, geo = self.geo.tasks, self.geo
        cards = box.height >= 150
        if cards:
            theme.text(
                surface, tr("starrows.ui.tasks"), (box.x + 16, box.y + 8), TASKS_TITLE, theme.INK, bold=True
            )
            theme.text_fit(surface, tr("starrows.scene.task_rule"), (box.right - 16, box.y + 10), 380, 15,
                           theme.INK_DIM, "topright")  # fmt: skip
        elif box.height >= 90:  # tiles, the title over them
            title = theme.text(
                surface, tr("starrows.ui.tasks"), (box.x + 10, box.y + 6), 16, theme.INK, bold=True
            )
            theme.text_fit(surface, tr("starrows.compact.tap_more"), (box.right - 10, box.y + 7),
                           box.right - 20 - title.right, theme.MIN_TEXT, theme.INK_DIM, "topright")  # fmt: skip
        else:  # tiles, the title (or the last round's badge) beside them
            room = geo.task_rect(1).x - box.x - 14
            self.draw_title(surface, tr("starrows.ui.tasks"), (box.x + 10, box.centery), "midleft", 16, room)
        seat = self.board_seat
        done = self.view.seats[seat].task_stars if seat is not None and seat < len(self.view.seats) else ()
        for t in R.TASKS:
            rect = geo.task_rect(t) if cards else geo.task_rect(t).inflate(-4, -4)
            mine = bool(done) and done[t - 1]
            pygame.draw.rect(surface, (214, 236, 206) if mine else EMPTY, rect, border_radius=8)
            glow(surface, rect, self.view.task_flash[t].value)
            pygame.draw.rect(surface, theme.GOOD if mine else theme.PANEL_EDGE, rect, 2 if mine else 1,
                             border_radius=8)  # fmt: skip
            order = self.view.task_order[t - 1][:2]
            if not cards:
                theme.text(surface, str(t), (rect.x + 7, rect.y + 3), 18, theme.INK, bold=True)
                if mine:
                    theme.text(surface, "✓", (rect.right - 5, rect.y + 3), 18, TICK, "topright", True)
                for place, who in enumerate(order):
                    theme.seat_marker(
                        surface, (rect.x + 13 + place * 20, rect.bottom - 13), 7, who, self.colourblind
                    )
                continue
            theme.text(surface, str(t), (rect.x + 14, rect.y + 12), 16, theme.INK, "center", True)
            for place, who in enumerate(order):
                theme.seat_marker(surface, (rect.x + 14, rect.y + 32 + place * 19), 7, who, self.colourblind)
            for i, line in enumerate(theme.at_most(tr(f"starrows.task.{t}"), 14, rect.width - 36, 3)):
                theme.text(surface, line, (rect.x + 28, rect.y + 5 + i * 18), 14, theme.INK)
            if mine:
                theme.text(surface, "✓", (rect.right - 6, rect.bottom - 2), 16, TICK, "bottomright", True)

    def draw_title(self, surface, title, pos, anchor, size, room: int = 0) -> pygame.Rect:
        """A panel's title (shortened to ``room`` px when given), or the last round's badge in its
        place (a badge beside it when ``anchor`` is topleft and the panel has room)."""
        final = self.view.final and not self.solo
        room = room or 10_000
        if final and anchor != "topleft":
            badge = theme.text_fit(surface, tr("starrows.ui.final_round"), pos, room, theme.MIN_TEXT, theme.BAD,
                                   anchor, True)  # fmt: skip
        else:
            t = theme.text_fit(surface, title, pos, room, size, theme.INK, anchor, True)
            if not final:
                return t
            badge = theme.text(surface, tr("starrows.ui.final_round"), (t.right + 14, t.y + 1), theme.MIN_TEXT,
                               theme.BAD, bold=True)  # fmt: skip
        pygame.draw.rect(surface, theme.BAD, badge.inflate(10, 4), 2, border_radius=8)
        return badge
