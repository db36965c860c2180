"""Farkle's drawing: the tray and its dice, the action bar, the set-aside shelf, the scoreboard, the log.

Everything here reads the *presented* state (``self.presented``) or the view
objects the animations move, never the session's newer state.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game import theme
from game.i18n import number, tr
from game.rules.farkle import START
from game.scenes.farkle.view import (
    BAR,
    C_RIGHT,
    DARK_EDGE,
    DARK_PANEL,
    SHELF,
    SIDE_W,
    SIDE_X,
    reason_text,
)
from game.scenes.shared import dice as dicelib
from game.session import variant_key


def star(surface, center, r, colour, outline=theme.INK) -> None:
    pts = theme.shape_points("star", center, r)
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.polygon(surface, outline, pts, 1)


def bar_lines(text: str, width: int, size: int, height: int = BAR.height) -> tuple[int, list[str]]:
    """``text`` wrapped to ``width`` at the largest size (down to the smallest readable) whose lines
    fit the action bar's ``height``: (size, lines)."""
    for at in range(size, theme.MIN_TEXT - 1, -1):
        lines = theme.wrap(text, at, width)
        if len(lines) * (at + 4) <= height - 10:
            break
    return at, lines


def highlight(surface, rect) -> None:
    """The seat to move's row on a scoreboard or the score sheet."""
    pygame.draw.rect(surface, (255, 250, 236), rect, border_radius=10)
    pygame.draw.rect(surface, theme.ACCENT_DARK, rect, 2, border_radius=10)


@lru_cache(maxsize=24)
def marker(seat: int, radius: int, colourblind: bool, style: int) -> pygame.Surface:
    surf = pygame.Surface((radius * 2 + 8, radius * 2 + 8), pygame.SRCALPHA)
    theme.seat_marker(surf, (radius + 4, radius + 4), radius, seat, colourblind, style=style)
    return surf


@lru_cache(maxsize=4)
def tinted(size: tuple[int, int], colour: tuple[int, int, int]) -> pygame.Surface:
    surf = pygame.Surface(size)
    surf.fill(colour)
    return surf


LEADER_H = 30  # the "who leads by how much" line under the scoreboard rows


class FarkleDrawing:
    """Mixed into FarkleScene."""

    # --- geometry ---------------------------------------------------------------------------
    def board_rect(self) -> pygame.Rect:
        if self.geo.compact:
            return C_RIGHT
        if self.solo:
            return pygame.Rect(SIDE_X, 80, SIDE_W, 250)
        return pygame.Rect(SIDE_X, 80, SIDE_W, 52 + len(self.totals) * self.row_h() + LEADER_H)

    def row_h(self) -> int:
        return 58 if len(self.totals) <= 4 else 50

    def total_pos(self, seat: int) -> tuple[int, int]:
        r = self.board_rect()
        if self.geo.compact:
            return self.compact_total_pos(seat)
        if self.solo:
            return r.right - 20, r.y + 64
        return r.right - 16, r.y + 46 + seat * self.row_h() + 16

    def log_rect(self) -> pygame.Rect:
        top = self.board_rect().bottom + 14
        return pygame.Rect(SIDE_X, top, SIDE_W, 654 - top)

    # --- layers -------------------------------------------------------------------------------
    def turn_total_pos(self) -> tuple[int, int]:
        """Where the turn's total is shown (it flies from here to the score when banked)."""
        bar = self.geo.bar
        return (bar.x + 70, bar.y + 44) if not self.geo.compact else (bar.x + 50, bar.y + 36)

    def static_layer(self) -> pygame.Surface:
        if self._static is None:
            geo = self.geo
            layer = theme.background().copy()
            dicelib.draw_tray(layer, geo.tray)
            theme.panel(layer, geo.bar, colour=DARK_PANEL, edge=DARK_EDGE)
            theme.panel(layer, geo.shelf, colour=DARK_PANEL, edge=DARK_EDGE)
            theme.panel(layer, self.board_rect(), colour=theme.PANEL, edge=theme.PANEL_EDGE)
            self._static = layer
        return self._static

    def draw_table(self, surface: pygame.Surface) -> None:
        surface.blit(self.static_layer(), (0, 0))
        if self.geo.compact:
            self.draw_compact_table(surface)  # compact.py: no log panel (the header's Log opens it)
            return
        self.draw_bar(surface)
        self.draw_shelf_label(surface)
        self.draw_board(surface)
        self.log.draw(surface, self.log_rect())

    def draw_pieces(self, surface: pygame.Surface) -> None:
        self.draw_tray_contents(surface)
        self.draw_shelf(surface)
        for b in self.bursts:
            (self.draw_burst if b.kind == "burst" else self.draw_crumble)(surface, b)

    # --- the tray ------------------------------------------------------------------------------
    def draw_tray_contents(self, surface) -> None:
        tray, size, compact = self.geo.tray, self.geo.die, self.geo.compact
        shake = self.shake.value
        dx = math.sin(self.clock * 52) * 12 * shake if shake > 0 else 0.0
        human = self.human_to_move()
        if not self.tray and self.caught_up and not self.finished:
            seat = self.session.current
            if seat >= 0:
                if human:
                    msg = tr("farkle.scene.prompt_roll", count=self.plan().next_dice)
                else:
                    msg = tr("farkle.scene.ai_rolls", player=self.session.name_of(seat))
                theme.text_fit(surface, msg, tray.center, tray.width - 40, 24, theme.TEXT_DIM, "center")
        scoring = self.scoring_values() if human and self.hints else set()
        keys = human and bool(self.tray) and any(a[0] == "keep" for a in self.session.legal_actions())
        moving = []
        for i, die in enumerate(self.tray):
            if die.t <= 0 or die.alpha <= 0:
                continue
            if die.scale < 0.99 and die.settled:
                moving.append(die)  # on its way to the shelf: drawn above the others
                continue
            die.draw(surface, dx)
            base_y = die.y + size / 2 + (24 if not compact else 18)
            if keys and die.settled and compact:  # no keyboard keys on a phone: the hint's star only
                if die.value in scoring:
                    star(surface, (die.x, base_y), 11, theme.GOOD)
            elif keys and die.settled:
                self.draw_key(
                    surface, (die.x - (12 if die.value in scoring else 0), base_y), str(i + 1), die.selected
                )
                if die.value in scoring:
                    star(surface, (die.x + 20, base_y), 11, theme.GOOD)
            if die.selected and die.settled and not die.dead:
                x, y, *_ = die.pose()
                self.draw_check(surface, (x + size / 2 - 4, y - size / 2 + 4))
        for die in moving:
            die.draw(surface)
        if self.flash.value > 0.01:
            red = tinted(tray.size, (200, 40, 30))
            red.set_alpha(int(110 * self.flash.value))
            surface.blit(red, tray.topleft)

    def draw_key(self, surface, center, text, active) -> None:
        r = pygame.Rect(0, 0, 26, 26)
        r.center = (int(center[0]), int(center[1]))
        pygame.draw.rect(surface, theme.ACCENT if active else (14, 50, 34), r, border_radius=6)
        pygame.draw.rect(surface, theme.ACCENT_DARK if active else (90, 140, 112), r, 1, border_radius=6)
        theme.text(surface, text, r.center, 16, theme.INK if active else theme.TEXT, "center", bold=True)

    def draw_check(self, surface, center) -> None:
        x, y = center
        pygame.draw.circle(surface, theme.INK, (x, y), 12)
        pygame.draw.circle(surface, theme.FOCUS, (x, y), 10)
        pygame.draw.lines(surface, theme.INK, False, [(x - 5, y), (x - 1, y + 4), (x + 6, y - 4)], 3)

    def scoring_values(self) -> set[int]:
        """Die values that appear in some legal keep (the hint marks these dice)."""
        return {v for a in self.session.legal_actions() if a[0] == "keep" for v in a[1]}

    # --- the action bar ---------------------------------------------------------------------------
    def draw_bar(self, surface) -> None:
        x, cy = BAR.x + 18, BAR.centery
        theme.text(surface, tr("farkle.scene.turn"), (x, BAR.y + 10), 16, theme.TEXT_DIM)
        lost = self.turn_red and int(self.turn) > 0  # a farkle: the turn's points are gone
        colour = theme.BAD if lost else theme.TEXT
        shown = theme.text(surface, number(int(self.turn)), (x, BAR.y + 28), 32, colour, bold=True)
        if lost:
            pygame.draw.line(
                surface, colour, (shown.x - 2, shown.centery), (shown.right + 2, shown.centery), 3
            )
        mid = BAR.x + 160
        width = self.roll_button.rect.x - mid - 12
        if not self.human_to_move():
            seat = self.turn_seat
            if self.finished or seat is None or not self.session.seats[seat].is_ai:
                return  # a human watching their own dice needs no caption
            text = tr("farkle.scene.watching", player=self.session.name_of(seat))
            theme.text_fit(surface, text, (mid, cy), width, 20, theme.TEXT_DIM, "midleft")
            return
        plan = self.plan()
        sel = self.selection()
        if self.before_first_roll():  # nothing to bank yet (an empty tray may be hot dice)
            self.draw_bar_note(surface, tr("farkle.scene.start_turn"), mid, width, 18)
        elif sel and plan.points is not None:
            text = tr("farkle.ui.selection", points=plan.points)
            theme.text_fit(surface, text, (mid, BAR.y + 12), width, 22, theme.GOOD, bold=True)
            text = tr("farkle.scene.after_keep", points=plan.turn_after)
            theme.text_fit(surface, text, (mid, BAR.y + 42), width, 17, theme.TEXT_DIM)
        elif plan.reason is not None:
            self.draw_reason(surface, (mid, BAR.y + 12), width, reason_text(plan.reason), bool(sel))
        else:
            why = plan.bank_reason if not plan.can_bank else None
            text = reason_text(why) if why and why.key == "farkle.err.bank_low" else tr("farkle.scene.choose")
            self.draw_bar_note(surface, text, mid, width, 17)

    def before_first_roll(self) -> bool:
        """The seat to move has not rolled this turn yet (an empty tray after a keep is hot dice)."""
        return self.presented.phase == START

    def draw_bar_note(self, surface, text: str, x: int, width: int, size: int, colour=theme.TEXT_DIM) -> None:
        """A note in the bar, wrapped and centred: whole, never cut after two lines (the bank rule's
        "...; this turn has 100." needs three lines in either language; the compact bar holds two)."""
        bar = self.geo.bar
        size, lines = bar_lines(text, width, size, bar.height)
        for i, line in enumerate(lines):
            y = bar.centery + (i - (len(lines) - 1) / 2) * (size + 4)
            theme.text(surface, line, (x, y), size, colour, "midleft")

    def draw_reason(self, surface, pos, width, text, is_error) -> None:
        colour = (255, 150, 138) if is_error else theme.TEXT_DIM
        x, y = pos
        if is_error:
            pygame.draw.line(surface, colour, (x, y + 3), (x + 12, y + 15), 3)
            pygame.draw.line(surface, colour, (x + 12, y + 3), (x, y + 15), 3)
            x += 20
        for i, line in enumerate(theme.wrap(text, 17, width - (x - pos[0]))[:2]):
            theme.text(surface, line, (x, y + i * 22), 17, colour)

    # --- the set-aside shelf ----------------------------------------------------------------------
    def draw_shelf_label(self, surface) -> None:
        theme.text(
            surface, tr("farkle.scene.set_aside"), (SHELF.x + 18, SHELF.y + 10), 16, theme.TEXT_DIM, bold=True
        )
        if not self.rows and self.human_to_move() and self.hints and self.tray:
            theme.text(surface, tr("farkle.scene.tip_select"), SHELF.center, 18, theme.TEXT_DIM, "center")

    def draw_shelf(self, surface) -> None:
        geo = self.geo
        small, gap = geo.small, geo.small_gap
        for i, row in enumerate(self.rows):
            x, y = geo.row_slot(i)
            for j, v in enumerate(row.dice):
                pos = (x + small / 2 + j * (small + gap), y + small / 2 + 2)
                dicelib.draw(surface, v, pos, small, alpha=row.alpha)
            tx = x + 6 * (small + gap) + 8
            label = theme.text(
                surface,
                f"+{number(row.points)}",
                (tx, y + (4 if not geo.compact else 5)),
                20 if not geo.compact else 17,
                theme.ACCENT,
                bold=True,
                alpha=int(row.alpha),
            )
            if row.hot:
                star(
                    surface, (label.right + 14, y + 16 if not geo.compact else label.centery), 10, theme.FOCUS
                )  # after the points, however wide

    # --- the scoreboard -----------------------------------------------------------------------------
    def draw_board(self, surface) -> None:
        r = self.board_rect()
        state = self.presented
        goal = tr("farkle.ui.goal", limit=number(state.limit))
        goal_rect = theme.text(surface, goal, (r.x + 16, r.y + 12), 18, theme.INK, bold=True)
        if self.final_seat is not None and not self.solo:
            text = tr("farkle.ui.final_round")
            badge = theme.text(surface, text, (goal_rect.right + 16, r.y + 13), 16, theme.BAD, bold=True)
            pygame.draw.rect(surface, theme.BAD, badge.inflate(12, 6), 2, border_radius=8)
        if not self.solo:  # the small numbers under each total are that player's last turns
            theme.text(
                surface, tr("farkle.scene.recent"), (r.right - 16, r.y + 16), 14, theme.INK_DIM, "topright"
            )
        if self.solo:
            self.draw_solo(surface, r)
            return
        rh = self.row_h()
        top = r.y + 44
        hl = pygame.Rect(r.x + 6, int(top + self.hl.value * rh), r.width - 12, rh - 4)
        if not self.presented_over():
            highlight(surface, hl)
        styles = self.session.seat_styles()
        for seat, value in enumerate(self.totals):
            y = top + seat * rh
            m = marker(seat, 11, self.colourblind, styles[seat])
            surface.blit(m, m.get_rect(center=(r.x + 28, y + 18)))
            bold = seat == self.active
            name = self.session.name_of(seat)
            if seat == self.final_seat:
                name = "★ " + name
            theme.text(surface, theme.fit(name, 18, 200, bold), (r.x + 48, y + 6), 18, theme.INK, bold=bold)
            theme.text(
                surface, number(int(value)), (r.right - 16, y + 2), 24, theme.INK, "topright", bold=True
            )
            self.draw_progress(surface, pygame.Rect(r.x + 48, y + 32, 150, 8), seat, value.value)
            self.draw_recent(surface, (r.right - 16, y + 30), state.history[seat], 4, 14)
        self.draw_leader(surface, pygame.Rect(r.x + 16, r.bottom - LEADER_H - 2, r.width - 32, LEADER_H))

    def draw_leader(self, surface, rect) -> None:
        """Who leads and by how much, from the presented totals."""
        pygame.draw.line(surface, theme.PANEL_EDGE, rect.topleft, rect.topright, 1)
        theme.text_fit(
            surface,
            self.leader_text(),
            (rect.x, rect.centery + 1),
            rect.width,
            17,
            theme.INK,
            "midleft",
            True,
        )

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

    def draw_solo(self, surface, r) -> None:
        state = self.presented
        turns = self.rules.turn_count(state)
        in_turn = 0 if self.presented_over() else 1
        text = tr("farkle.ui.solo_turn", turn=turns + in_turn)
        theme.text(surface, text, (r.x + 16, r.y + 46), 26, theme.INK, bold=True)
        theme.text(
            surface,
            number(int(self.totals[0])),
            (r.right - 20, r.y + 46),
            26,
            theme.INK,
            "topright",
            bold=True,
        )
        self.draw_progress(
            surface, pygame.Rect(r.x + 16, r.y + 86, r.width - 32, 12), 0, self.totals[0].value
        )
        theme.text(surface, self.best_text(), (r.x + 16, r.y + 110), 18, theme.INK_DIM)
        theme.text(surface, tr("farkle.scene.history"), (r.x + 16, r.y + 142), 16, theme.INK_DIM, bold=True)
        self.draw_turn_grid(surface, state.history[0][-12:], (r.x + 16, r.y + 166), 4, (92, 24), 17)

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

    # --- Farkle's own effects -------------------------------------------------------------------------
    def draw_crumble(self, surface, fx) -> None:
        x, y = fx.pos
        f = theme.font(24, True)
        cx = x - f.size(fx.text)[0]
        for i, ch in enumerate(fx.text):
            t = max(0.0, fx.t * 1.5 - i * 0.1)
            w = f.size(ch)[0]
            img = theme.render(ch, 24, theme.BAD, True)
            if t > 0:
                img = pygame.transform.rotate(img, (i % 2 * 2 - 1) * 70 * t)
                img.set_alpha(max(0, int(255 * (1 - t))))
            surface.blit(img, img.get_rect(center=(cx + w / 2 + 8 * t * (i - 1), y + 14 + 140 * t * t)))
            cx += w

    def draw_burst(self, surface, fx) -> None:
        cx, cy = fx.pos
        k = fx.t
        if k >= 1:
            return
        for i in range(16):
            a = i * math.tau / 16 + 0.2
            r0, r1 = 40 + 260 * k, 70 + 330 * k
            col = theme.FOCUS if i % 2 else theme.ACCENT
            a0 = (cx + r0 * math.cos(a), cy + r0 * math.sin(a) * 0.6)
            a1 = (cx + r1 * math.cos(a), cy + r1 * math.sin(a) * 0.6)
            pygame.draw.line(surface, col, a0, a1, max(1, int(6 * (1 - k))))
            tip = (cx + r1 * math.cos(a + 0.2), cy + r1 * math.sin(a + 0.2) * 0.6)
            star(surface, tip, 9 * (1 - k) + 2, theme.FOCUS, theme.ACCENT_DARK)
