"""Number Chains drawing: the board with the star and chips, the racks, the action area, the series table.

Everything reads the presented state (``self.state`` is ``self.presented``) or
the view the animations move.
"""

from __future__ import annotations

import math

import pygame

from game import theme
from game.anim import ease
from game.i18n import tr
from game.rules import chains as rules_mod
from game.rules.chains import chains_of
from game.scenes.chains.panel import draw_lines, lines_height, wrapped
from game.scenes.chains.pieces import (
    GOLD,
    RACK_EDGE,
    RACK_FILL,
    blit_board,
    blit_chip,
    blit_star,
    dashed_line,
    extend_badge,
    shade,
    swap_token,
)
from game.scenes.chains.rack import draw_groups
from game.scenes.outcome_text import detail_text
from game.ui import Form

PROMPT_H = 78  # the move prompt above the log in the action area


def _trimmed(a, b, cut: float):
    """The segment a-b shortened by ``cut`` at both ends (lines stop at a chip's rim, not its number)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    d = math.hypot(dx, dy)
    if d <= 2 * cut:
        return a, a
    k = cut / d
    return (a[0] + dx * k, a[1] + dy * k), (b[0] - dx * k, b[1] - dy * k)


class ChainsDrawing:
    """Mixed into ChainsScene."""

    def status_line(self) -> str:
        st = self.state
        if self.panel is not None:
            return tr("chains.ui.series_table")
        seat = self.rules.current_player(st)
        if seat >= 0 and not self.session.seats[seat].is_ai and st.phase == "swap":
            return tr("chains.scene.status.swap", name=self.session.name_of(seat))
        return super().status_line()

    def draw_table(self, surface: pygame.Surface) -> None:
        if self.static is None:  # the felt and the board, drawn once (and the action area's shadow)
            self.static = theme.background().copy()
            blit_board(self.static, self.geom)
            if self.geo.action is not None:
                theme.panel(self.static, self.geo.action, colour=RACK_FILL, edge=RACK_EDGE, radius=12)
        surface.blit(self.static, (0, 0))
        if self.geo.action is not None:  # a phone has none: the log opens from the header
            self.draw_action_area(surface)

    def pressed_at(self, rect: pygame.Rect) -> bool:
        """A finger is down on ``rect`` now (it lights up at once: a finger has no hover)."""
        return self.press_pos is not None and rect.collidepoint(self.press_pos)

    def draw_pieces(self, surface: pygame.Surface) -> None:
        self._arrange()
        sheet = self.sheet_up()
        if not sheet and self.over_board is None:  # a sheet or a rack opened over the board hides it
            self.draw_board(surface)
            for _sq, rect in self.board_targets():
                if self.pressed_at(rect):
                    pygame.draw.rect(surface, theme.FOCUS, rect.inflate(-4, -4), 4, border_radius=10)
        covered = self.panel_covered()
        if not covered:  # as _arrange sized the prompt
            draw_lines(surface, self.prompt, self.prompt_rect.x + 10, self.prompt_rect.y + 2)
        for seat in range(self.n):
            if seat != self.over_board and not covered:
                self.draw_rack(surface, seat)
        if sheet and self.assign_options():
            self.draw_assign(surface, self.geo.sheet)
        elif sheet:
            self.draw_swap_sheet(surface)
        elif self.over_board is not None:
            self.draw_rack(surface, self.over_board)
        for f in self.fliers:
            blit_chip(surface, f["chip"], (f["x"], f["y"]), f["r"], scale=f["s"])

    def header_note(self) -> str:
        if self.state.series > 1:
            return tr("chains.ui.series", game=self.view_game + 1, total=self.state.series)
        if self.best is not None:
            return tr("chains.ui.personal_best", n=self.best)
        return ""

    def draw_overlays(self, surface: pygame.Surface) -> None:
        if self.panel is not None:
            self.draw_panel(surface)

    def draw_board(self, surface) -> None:
        geom = self.geom
        r = geom.radius
        t = self.deal_in["t"]
        if self.hints and self._board_active() and not self.busy:  # a gold halo under each legal target
            for sq in self.take_targets():
                pygame.draw.circle(surface, theme.ACCENT, geom.center(sq), r + 5)
        for sq, chip in enumerate(self.view_board):
            if chip:
                scale = 1.0
                if t < 1.0:
                    k = (t - sq / 49 * 0.6) / 0.4
                    if k <= 0:
                        continue
                    scale = max(0.05, ease("out_back", k))
                blit_chip(surface, chip, geom.center(sq), r, scale=scale)
        # the previous move, faintly
        if self.last_move and self.glide is None:
            seat, a, b = self.last_move
            dashed_line(surface, shade(theme.seat_colour(seat), 0.8), geom.center(a), geom.center(b), 2, 7)
            theme.seat_marker(surface, geom.center(a), 7, seat, self.colourblind)
        active = self._board_active() and not self.busy
        if active:
            self._draw_targets(surface)
        # the star
        if self.glide is not None:
            g = self.glide
            k = g["t"]
            x = g["a"][0] + (g["b"][0] - g["a"][0]) * k
            y = g["a"][1] + (g["b"][1] - g["a"][1]) * k
            if g["jump"]:
                y -= math.sin(math.pi * k) * geom.cell * 1.4
            else:
                pygame.draw.line(surface, GOLD, g["a"], (x, y), 3)
            blit_star(surface, (x, y), int(r * 1.05))
        elif t >= 1.0 or self.view_star / 49 * 0.6 < t:
            blit_star(surface, geom.center(self.view_star), int(r * 1.05))
        # a chip still flying to its rack is not gone yet: the count drops when it lands
        left = 48 - (self.view_board.count(0) - 1) + sum(1 for f in self.fliers if f.get("board"))
        corner = 2 * geom.cell - 8  # the 8's empty corner
        label = theme.whole_or(tr("chains.scene.chips_left"), tr("chains.scene.chips_left_short"), 15, corner)
        theme.text_fit(surface, label, (geom.rect.x + 4, geom.rect.y + 2), corner, 15, theme.TEXT_DIM)
        theme.text(surface, str(left), (geom.rect.x + 4, geom.rect.y + 20), 28, theme.TEXT, bold=True)
        if active:
            self._draw_chain_marks(surface)

    def _draw_targets(self, surface) -> None:
        geom = self.geom
        r = geom.radius
        star = geom.center(self.state.star)
        targets = self.take_targets()
        focus = self.cursor if Form.show_focus else None
        hover = (
            self.hover_square
            if self.hover_square is not None and self.view_board[self.hover_square]
            else None
        )
        if self.hints:
            jump = self.state.jump
            for sq in targets:
                c = geom.center(sq)
                if not jump:
                    dashed_line(surface, (232, 182, 76), *_trimmed(star, c, r + 4), 2, 6)
                pygame.draw.circle(surface, theme.ACCENT, c, r + 3, 3)
                if self.colourblind:  # a shape cue too: four ticks around the target
                    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                        pygame.draw.line(
                            surface,
                            theme.INK,
                            (c[0] + dx * (r + 1), c[1] + dy * (r + 1)),
                            (c[0] + dx * (r + 7), c[1] + dy * (r + 7)),
                            3,
                        )
        for sq, colour in ((hover, theme.TEXT), (focus, theme.FOCUS)):
            if sq is None:
                continue
            c = geom.center(sq)
            legal = sq in targets
            if self.hints and legal and not self.state.jump:
                pygame.draw.line(surface, theme.FOCUS, *_trimmed(star, c, r + 6), 4)
            pygame.draw.circle(surface, colour if (legal or not self.hints) else theme.BAD, c, r + 6, 4)

    def _draw_chain_marks(self, surface) -> None:
        """On each legal chip, the token of every player whose chain it would extend: yours always,
        the opponents' with hints on (taking it also keeps it from them)."""
        geom = self.geom
        r = geom.radius
        me = self.state.to_move
        for sq, seats in self.chain_marks().items():
            c = geom.center(sq)
            shown = [s for s in seats if s == me or self.hints]
            if shown:  # one badge on the chip's top, inside its square (two would cover a neighbour)
                extend_badge(surface, (c[0], c[1] - r * 0.78), shown, self.colourblind)

    def draw_rack(self, surface, seat: int) -> None:
        """A rack in its rect: the seat's line (name, swaps left, place, score), then its chips;
        folded, the line alone, with a chevron when a tap opens or folds it. A narrow line drops the
        words "swaps left" and then the place before it shortens the name."""
        rect = self.racks[seat]
        st = self.state
        colour = theme.seat_colour(seat)
        folded = seat in self.folded
        tappable = any(s == seat for (_, s), _ in self.fold_targets())
        fill = shade(RACK_FILL, 1.6) if tappable and self.pressed_at(rect) else RACK_FILL
        theme.panel(surface, rect, colour=fill, edge=RACK_EDGE, radius=12, shadow=False)
        if st.phase != "over" and st.to_move == seat and self.panel is None:
            pygame.draw.rect(surface, colour, rect.inflate(4, 4), 3, border_radius=14)
        big = self.geo.rack_head >= 34
        two = folded and rect.width < 320  # a narrow folded rack: the name, and under it the rest
        cy = rect.centery if folded else rect.y + self.geo.rack_head // 2 + (1 if big else 2)
        if two:  # the two lines apart at any text size
            cy = rect.y + 4 + theme.font(17, True).get_height() // 2
        info_y = rect.bottom - 4 - theme.font(16, True).get_height() // 2 if two else cy
        theme.seat_marker(surface, (rect.x + (24 if big else 20), cy), 10, seat, self.colourblind)
        right = rect.right - (14 if big else 12)
        if tappable:  # a chevron: this rack opens (down) or folds (up) on a tap
            k = 7 if folded else -7
            pts = [(right - 14, cy - k / 2), (right, cy - k / 2), (right - 7, cy + k / 2)]
            pygame.draw.polygon(surface, theme.TEXT_DIM, pts)
            right -= 24
        name_x = rect.x + (42 if big else 38)
        name, name_size = self.session.name_of(seat), 19 if big else 17
        name_w = 0 if two else theme.font(name_size, True).size(name)[0]
        info = [(self.score_text(seat), 18 if big else 16, theme.ACCENT, True)]
        place, swaps = self.place_text(seat), str(self.view_swaps[seat])
        words = tr("chains.ui.swaps_left", n=self.view_swaps[seat])
        room = right - (rect.x + 12 if two else name_x + name_w + 10)  # the rest, after the whole name
        width = theme.font(info[0][1], True).size(info[0][0])[0]
        for text, size, bold in (
            (words if st.swap else "", 15, False),
            (swaps if st.swap else "", 16, True),
            (place, 15, False),
        ):
            w = theme.font(size, bold).size(text)[0] + 10 + (34 if text in (words, swaps) else 0)
            if text and width + w <= room and not (text is swaps and any(t is words for t, *_ in info)):
                info.append((text, size, theme.TEXT_DIM, bold))
                width += w
        x = right
        for text, size, ink, bold in info:
            fit = max(40, x - (rect.x + 12 if two else name_x + 40))
            x = theme.text_fit(surface, text, (x, info_y), fit, size, ink, "midright", bold).x - 10
            if text in (words, swaps) and st.swap:
                swap_token(surface, (x - 4, info_y), 10)
                x -= 24
        theme.text_fit(surface, name, (name_x, cy), max(40, (right if two else x) - name_x), name_size,
                       theme.TEXT, "midleft", True)  # fmt: skip
        if folded:
            return
        pos, bars, pitch = self.rack_layout(seat)
        dim: set[int] = set()
        highlight: set[int] = set()
        if self._swap_active() and not self.busy:
            me = st.to_move
            if seat != me:
                ok = {c for s, c in self.swap_targets() if s == seat}
                dim = {c for c in pos if c not in ok}
                highlight = ok
            elif self.swap_theirs is not None and self.swap_mine is None:
                highlight = set(pos)  # their chip is picked: now one of yours, to give
        draw_groups(surface, pos, bars, pitch, shade(colour, 0.8), dim, self.hidden, dict(self.rack_pos))
        if not pos:
            area = self._chip_area(seat)
            theme.text(surface, tr("chains.scene.no_chips"), (area.x + 4, area.y + 4), 15, theme.TEXT_DIM)
        if self._swap_active() and not self.busy and self.geo.sheet is None:  # picked in the racks
            self._draw_swap_marks(surface, seat, pos, pitch, highlight)

    def score_text(self, seat: int) -> str:
        st = self.state
        if st.scoring == "sohtar":
            return tr("chains.scene.sohtar_score", minus=rules_mod.sohtar_minus(self.view_chains[seat]))
        lengths = sorted((hi - lo + 1 for lo, hi in chains_of(self.view_held[seat])), reverse=True)
        text = "·".join(str(n) for n in lengths) if lengths else tr("chains.ui.no_chains")
        if lengths and st.scoring == "standard":
            text = tr("chains.scene.chains_score", chains=text)
        if st.scoring == "tournament":
            pts = rules_mod.tournament_points(self.view_held[seat])
            text = tr("chains.scene.tournament_score", chains=text, pts=pts)
            if st.series > 1:
                text += "  " + tr("chains.scene.series_total", n=self.series_before(seat) + pts)
        return text

    def place_text(self, seat: int) -> str:
        """The seat's place by the game's own ranking if it ended now ("1st", shared places too)."""
        if self.n == 1 or not any(self.view_held):
            return ""
        return tr("chains.scene.place", place=self.standing().places[seat])

    def standing(self):
        """The rules' outcome of the presented state: places and why, as if the game ended now."""
        st = self.state
        if self._standing[0] is not st:
            self._standing = (st, self.rules.outcome(st))
        return self._standing[1]

    def series_before(self, seat: int) -> int:
        """Series points of the deals before the one on screen (the view may still show the last deal)."""
        return sum(row[seat] for row in self.state.results[: self.view_game])

    def _draw_swap_marks(self, surface, seat, pos, pitch, highlight) -> None:
        r = int(pitch * 0.44)
        me = self.state.to_move
        for chip in highlight & pos.keys():
            p = self.rack_pos.get(chip, pos[chip])
            pygame.draw.circle(surface, theme.ACCENT, p, r + 3, 2)
        for s, chip in ((me, self.swap_mine), self.swap_theirs or (None, None)):  # the chips picked
            if s == seat and chip in pos:
                pygame.draw.circle(surface, theme.GOOD, self.rack_pos.get(chip, pos[chip]), r + 4, 4)
        keyed = Form.show_focus and self.form.focused is self.rack_picker and self.swap_cursor
        for s, chip in [slot for slot in (keyed, self.chip_at(self.mouse)) if slot]:  # the keys', the mouse's
            if s != seat or chip not in pos:
                continue
            p = self.rack_pos.get(chip, pos[chip])
            pygame.draw.circle(surface, theme.FOCUS, p, r + 6, 3)
            if s != me and (s, chip) not in self.swap_targets():
                reason = self.swap_reason(s, chip)
                if reason:
                    img = theme.render(reason, 16, theme.INK, True)
                    box = img.get_rect(midbottom=(int(p[0]), int(p[1] - r - 8))).inflate(14, 8)
                    box.clamp_ip(self.geo.panel)
                    pygame.draw.rect(surface, theme.ACCENT, box, border_radius=8)
                    surface.blit(img, img.get_rect(center=box.center))

    def draw_action_area(self, surface) -> None:
        rect = pygame.Rect(self.geo.action)
        if self.assign_options():
            self.draw_assign(surface, rect)
        elif self._swap_active() and not self.busy:
            self.draw_swap_prompt(surface, rect)  # swapping.py: the question above the log
        else:
            lines = self.prompt_lines(rect.width - 28)
            draw_lines(surface, lines, rect.x + 14, rect.y + 10)
            top = max(PROMPT_H, 16 + lines_height(lines))  # Large text's lines push the log down
            self.log.draw(surface, pygame.Rect(rect.x, rect.y + top, rect.width, rect.height - top))

    def draw_assign(self, surface, rect: pygame.Rect) -> None:
        """The "which chain?" question on its panel (the action area, or a phone's sheet over the board)."""
        theme.panel(surface, rect, colour=RACK_FILL, edge=theme.ACCENT, radius=12, shadow=False)
        question = tr("chains.ui.assign", chip=self.state.pending)
        draw_lines(
            surface, wrapped(question, 19, rect.width - 28, theme.ACCENT, True, 2), rect.x + 14, rect.y + 12
        )

    def standing_text(self) -> str:
        """Who is ahead and why if the game ended now ("" before anyone has a chain)."""
        if self.n == 1 or not any(self.view_held) or self.state.phase == "over":
            return ""
        why = self.standing().explanation
        if not why or why[0].key == "chains.expl.tie_none":
            return ""  # nobody has a chain yet: nothing to explain ("Neither Ana nor Bo" left out a third)
        names = [self.session.name_of(i) for i in range(self.n)]
        return tr("chains.scene.if_now", why=detail_text(why[0], names))

    # --- the series table between deals: every game on the standard screen, a page of them on a phone
    def page_rows(self) -> int:
        k = self.panel["k"] if self.panel else 1
        return k if self.geo.action is not None else max(1, (self.geo.area.h - 218) // 24)

    def series_pages(self) -> int:
        k = self.panel["k"] if self.panel else 1
        return (k + self.page_rows() - 1) // self.page_rows()

    def panel_rect(self) -> pygame.Rect:
        rows = min(self.panel["k"] if self.panel else 1, self.page_rows())
        if self.geo.action is not None:
            rect = pygame.Rect(0, 0, max(560, 210 + 130 * self.n), 150 + 34 * (rows + 1) + 70)
        else:
            rect = pygame.Rect(0, 0, min(self.geo.area.w - 20, max(520, 190 + 120 * self.n)), 198 + 24 * rows)
        rect.center = self.geo.area.center
        return rect

    def draw_panel(self, surface) -> None:
        k = self.panel["k"]
        wide = self.geo.action is not None
        row_h, size = (34, 18) if wide else (24, 16)
        page = min(self.series_page, self.series_pages() - 1)
        results = self.session.state.results[:k]  # every deal ended so far (the view may lag one behind)
        rows = list(enumerate(results))[page * self.page_rows() : (page + 1) * self.page_rows()]
        theme.veil(surface, 120)
        rect = self.panel_rect()
        pygame.draw.rect(surface, (8, 16, 12), rect.move(4, 6), border_radius=16)  # shadow, no allocation
        theme.panel(surface, rect, shadow=False)
        title = tr("chains.ui.series_table")
        theme.text(surface, title, (rect.centerx, rect.y + 10), size + 8, theme.INK, "midtop", True)
        sub = tr("chains.scene.series_title", k=k, n=self.state.series)
        theme.text(surface, sub, (rect.centerx, rect.y + 24 + size), size, theme.INK_DIM, "midtop")
        label_w = max(
            theme.font(size).size(tr("chains.scene.series_game", k=k))[0],
            theme.font(size + 1, True).size(tr("chains.ui.series_total"))[0],
        )
        x0 = rect.x + 20
        col_w = (rect.right - 20 - (x0 + label_w + 16)) // self.n

        def cx(s):
            return x0 + label_w + 16 + s * col_w + col_w // 2

        y = rect.y + 30 + 2 * size
        for s in range(self.n):
            theme.seat_marker(surface, (cx(s), y + 8), 8, s, self.colourblind)
            name = self.session.name_of(s)
            theme.text_fit(surface, name, (cx(s), y + 19), col_w - 6, size + 1, theme.INK, "midtop", True)
        y += row_h + 16
        for g, row in rows:
            theme.text(surface, tr("chains.scene.series_game", k=g + 1), (x0, y), size, theme.INK_DIM)
            best = max(row)
            for s, pts in enumerate(row):
                theme.text(surface, str(pts), (cx(s), y), size + 1, theme.INK, "midtop", pts == best)
            y += row_h
        totals = [sum(row[s] for row in results) for s in range(self.n)]
        pygame.draw.line(surface, theme.PANEL_EDGE, (x0, y), (rect.right - 20, y), 2)
        theme.text(surface, tr("chains.ui.series_total"), (x0, y + 6), size + 1, theme.INK, bold=True)
        lead = max(totals)
        for s, tot in enumerate(totals):
            colour = theme.ACCENT_DARK if tot == lead else theme.INK
            theme.text(surface, str(tot), (cx(s), y + 4), size + 4, colour, "midtop", True)
        if self.panel["human"]:  # the buttons were placed when the table opened (_open_panel)
            for b in (self.continue_button, self.page_button):
                if b.visible:
                    focused = Form.show_focus and self.form.focused is b
                    b.draw(surface, focused, self.form.hover is b or self.pressed_at(b.rect))
        else:
            soon = tr("chains.scene.next_soon")
            theme.text(surface, soon, (rect.centerx, rect.bottom - 36), size, theme.INK_DIM, "center")

    def place_panel_buttons(self) -> None:
        """Continue at the bottom right of the table, the page button (a phone's) at its left."""
        rect = self.panel_rect()
        self.continue_button.rect.size = (200, 56)
        self.continue_button.rect.bottomright = (rect.right - 16, rect.bottom - 10)
        self.page_button.rect.size = (200, 56)
        self.page_button.rect.bottomleft = (rect.x + 16, rect.bottom - 10)

    def page_label(self) -> str:
        k = self.panel["k"] if self.panel else 1
        nxt = (self.series_page + 1) % max(1, self.series_pages())
        return tr("chains.compact.page", a=nxt * self.page_rows() + 1, b=min(k, (nxt + 1) * self.page_rows()))

    def next_page(self) -> None:
        self.series_page = (self.series_page + 1) % max(1, self.series_pages())
