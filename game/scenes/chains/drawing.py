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
from game.scenes.chains.pieces import (
    GOLD,
    blit_chip,
    blit_star,
    dashed_line,
    extend_badge,
    extend_mark,
    shade,
    swap_token,
)
from game.scenes.chains.rack import draw_groups, summary_text
from game.scenes.results import detail_text
from game.ui import Form

# the board takes the left half at full height (the star and the chips are the game)
BOARD_AREA = pygame.Rect(12, 74, 490, 620)
RACK_AREA = pygame.Rect(516, 80, 748, 340)
ACTION_AREA = pygame.Rect(516, 430, 748, 234)
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
        if self.static is None:
            self.static = self._build_static()
        surface.blit(self.static, (0, 0))
        if not self.compact:  # compact: no action area, the log opens from the header
            self.draw_action_area(surface)

    def draw_pieces(self, surface: pygame.Surface) -> None:
        if self.compact:
            self.draw_pieces_compact(surface)
            return
        self.draw_board(surface)
        for seat in range(self.n):
            self.draw_rack(surface, seat)
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
            (self.draw_panel_compact if self.compact else self.draw_panel)(surface)

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
        theme.text(
            surface, tr("chains.scene.chips_left"), (geom.rect.x + 4, geom.rect.y + 2), 15, theme.TEXT_DIM
        )
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
            if self.compact and shown:  # one badge on the chip's top, inside its square
                extend_badge(surface, (c[0], c[1] - r * 0.78), shown, self.colourblind)
                continue
            for k, seat in enumerate(shown):
                pos = (c[0] + r * 0.7 - k * 42, c[1] - r * 0.78)
                extend_mark(surface, pos, seat, self.colourblind)

    def draw_prompt(self, surface, rect) -> None:
        """What to do now, and (with hints) the keys and what the tokens on the chips mean."""
        jump = self.state.jump
        key = "chains.ui.jump" if jump else "chains.ui.your_move"
        colour = theme.ACCENT if jump else theme.TEXT
        y = rect.y
        for line in theme.wrap(tr(key), 17, rect.width, True)[:2]:
            theme.text(surface, line, (rect.x, y), 17, colour, bold=True)
            y += 21
        if self.hints:
            hint = tr("chains.scene.marks") + " · " + tr("chains.scene.keys.move")
            for line in theme.wrap(hint, 15, rect.width)[:2]:
                theme.text(surface, line, (rect.x, y), 15, theme.TEXT_DIM)
                y += 18

    def draw_rack(self, surface, seat: int) -> None:
        rect = self.racks[seat]
        st = self.state
        colour = theme.seat_colour(seat)
        to_move = st.phase != "over" and st.to_move == seat and self.panel is None
        if to_move:
            pygame.draw.rect(surface, colour, rect.inflate(4, 4), 3, border_radius=14)
        theme.seat_marker(surface, (rect.x + 24, rect.y + 18), 10, seat, self.colourblind)
        name = self.session.name_of(seat)
        name_rect = theme.text(
            surface,
            theme.fit(name, 19, 220, True),
            (rect.x + 42, rect.y + 18),
            19,
            theme.TEXT,
            "midleft",
            True,
        )
        score = theme.text(
            surface, self.score_text(seat), (rect.right - 14, rect.y + 18), 18, theme.ACCENT, "midright", True
        )
        place = self.place_text(seat)
        if place:
            theme.text(surface, place, (score.x - 10, rect.y + 19), 15, theme.TEXT_DIM, "midright")
        if st.swap:
            x = name_rect.right + 24
            swap_token(surface, (x, rect.y + 18), 11)
            left = tr("chains.ui.swaps_left", n=self.view_swaps[seat])
            theme.text(surface, left, (x + 16, rect.y + 19), 15, theme.TEXT_DIM, "midleft")
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
        draw_groups(
            surface,
            pos,
            bars,
            pitch,
            shade(colour, 0.8),
            dim,
            self.hidden,
            {c: p for c, p in self.rack_pos.items()},
        )
        if not pos:
            theme.text(surface, tr("chains.scene.no_chips"), (rect.x + 14, rect.y + 38), 16, theme.TEXT_DIM)
        if self._swap_active() and not self.busy:
            self._draw_swap_marks(surface, seat, pos, pitch, highlight)

    def score_text(self, seat: int) -> str:
        st = self.state
        if st.scoring == "sohtar":
            return tr("chains.scene.sohtar_score", minus=rules_mod.sohtar_minus(self.view_chains[seat]))
        lengths = sorted((hi - lo + 1 for lo, hi in chains_of(self.view_held[seat])), reverse=True)
        text = summary_text(lengths)
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
        if seat == me and self.swap_mine in pos:
            p = self.rack_pos.get(self.swap_mine, pos[self.swap_mine])
            pygame.draw.circle(surface, theme.GOOD, p, r + 4, 4)
        if self.swap_theirs and self.swap_theirs[0] == seat and self.swap_theirs[1] in pos:
            p = self.rack_pos.get(self.swap_theirs[1], pos[self.swap_theirs[1]])
            pygame.draw.circle(surface, theme.GOOD, p, r + 4, 4)
        focus = []
        if Form.show_focus and self.form.focused is self.rack_picker and self.swap_cursor:
            focus.append(self.swap_cursor)
        hover = self.chip_at(self.mouse)
        if hover:
            focus.append(hover)
        for s, chip in focus:
            if s != seat or chip not in pos:
                continue
            p = self.rack_pos.get(chip, pos[chip])
            pygame.draw.circle(surface, theme.FOCUS, p, r + 6, 3)
            if s != me and (s, chip) not in self.swap_targets():
                reason = self.swap_reason(s, chip)
                if reason:
                    img = theme.render(reason, 16, theme.INK, True)
                    box = img.get_rect(midbottom=(int(p[0]), int(p[1] - r - 8))).inflate(14, 8)
                    box.clamp_ip(RACK_AREA)
                    pygame.draw.rect(surface, theme.ACCENT, box, border_radius=8)
                    surface.blit(img, img.get_rect(center=box.center))

    def draw_action_area(self, surface) -> None:
        st = self.state
        rect = ACTION_AREA
        if self.assign_options():
            theme.panel(surface, rect, colour=(26, 54, 40), edge=theme.ACCENT, radius=12, shadow=False)
            theme.text(
                surface,
                tr("chains.ui.assign", chip=st.pending),
                (rect.x + 16, rect.y + 10),
                19,
                theme.ACCENT,
                bold=True,
            )
        elif self._swap_active() and not self.busy:
            self.draw_swap_prompt(surface, rect)  # swapping.py: the question above the log
        else:
            strip = pygame.Rect(rect.x + 14, rect.y + 10, rect.width - 28, PROMPT_H - 12)
            if self._board_active() and not self.busy:
                self.draw_prompt(surface, strip)
            else:
                self.draw_standing(surface, strip)
            self.log.draw(surface, pygame.Rect(rect.x, rect.y + PROMPT_H, rect.width, rect.height - PROMPT_H))

    def draw_standing(self, surface, rect) -> None:
        """Who is ahead and why, in the rules' own words, as if the game ended now."""
        text = self.standing_text()
        if not text:
            return
        for i, line in enumerate(theme.wrap(text, 16, rect.width)[:3]):
            theme.text(surface, line, (rect.x, rect.y + i * 20), 16, theme.TEXT_DIM)

    def standing_text(self) -> str:
        """Who is ahead and why if the game ended now ("" before anyone has a chain)."""
        if self.n == 1 or not any(self.view_held) or self.state.phase == "over":
            return ""
        why = self.standing().explanation
        if not why or why[0].key == "chains.expl.tie_none":
            return ""  # nobody has a chain yet: nothing to explain ("Neither Ana nor Bo" left out a third)
        names = [self.session.name_of(i) for i in range(self.n)]
        return tr("chains.scene.if_now", why=detail_text(why[0], names))

    def panel_rect(self) -> pygame.Rect:
        if self.compact:
            return self.panel_rect_compact()
        rows = self.panel["k"] if self.panel else 1
        rect = pygame.Rect(0, 0, max(560, 210 + 130 * self.n), 150 + 34 * (rows + 1) + 70)
        rect.center = (640, 380)
        return rect

    def draw_panel(self, surface) -> None:
        st = self.state
        results = st.results
        k = self.panel["k"]
        rows = results[:k]
        theme.veil(surface, 120)
        col_w = 130
        rect = self.panel_rect()
        pygame.draw.rect(surface, (8, 16, 12), rect.move(4, 6), border_radius=16)  # shadow, no allocation
        theme.panel(surface, rect, shadow=False)
        theme.text(
            surface, tr("chains.ui.series_table"), (rect.centerx, rect.y + 14), 26, theme.INK, "midtop", True
        )
        theme.text(
            surface,
            tr("chains.scene.series_title", k=k, n=st.series),
            (rect.centerx, rect.y + 46),
            17,
            theme.INK_DIM,
            "midtop",
        )
        x0 = rect.x + 30
        y = rect.y + 80
        for s in range(self.n):
            cx = x0 + 150 + s * col_w + col_w // 2
            theme.seat_marker(surface, (cx, y + 8), 9, s, self.colourblind)
            theme.text(
                surface,
                theme.fit(self.session.name_of(s), 17, 120, True),
                (cx, y + 22),
                17,
                theme.INK,
                "midtop",
                True,
            )
        y += 56
        totals = [0] * self.n
        for g, row in enumerate(rows):
            theme.text(surface, tr("chains.scene.series_game", k=g + 1), (x0, y), 18, theme.INK_DIM)
            best = max(row)
            for s, pts in enumerate(row):
                totals[s] += pts
                cx = x0 + 150 + s * col_w + col_w // 2
                theme.text(surface, str(pts), (cx, y), 19, theme.INK, "midtop", pts == best)
            y += 34
        pygame.draw.line(surface, theme.PANEL_EDGE, (x0, y - 4), (rect.right - 30, y - 4), 2)
        theme.text(surface, tr("chains.ui.series_total"), (x0, y + 4), 19, theme.INK, bold=True)
        lead = max(totals)
        for s, tot in enumerate(totals):
            cx = x0 + 150 + s * col_w + col_w // 2
            theme.text(
                surface,
                str(tot),
                (cx, y + 2),
                22,
                theme.ACCENT_DARK if tot == lead else theme.INK,
                "midtop",
                True,
            )
        if self.panel["human"]:
            focused = Form.show_focus and self.form.focused is self.continue_button
            self.continue_button.draw(surface, focused, self.form.hover is self.continue_button)
        else:
            theme.text(
                surface,
                tr("chains.scene.next_soon"),
                (rect.centerx, rect.bottom - 40),
                18,
                theme.INK_DIM,
                "center",
            )
