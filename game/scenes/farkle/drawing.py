"""Farkle's drawing: the tray and its dice, the action bar, the set-aside shelf, the log (the
scoreboard and the score sheet are board.py's).

Every piece draws in its rectangle of ``self.geo`` and picks its denser form from that rectangle's
size. Everything here reads the *presented* state (``self.presented``) or the view objects the
animations move, never the session's newer state.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game import theme
from game.i18n import number, tr
from game.rules.farkle import START
from game.scenes.farkle.view import reason_text
from game.scenes.shared import dice as dicelib


def star(surface, center, r, colour, outline=theme.INK) -> None:
    pts = theme.shape_points("star", center, r)
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.polygon(surface, outline, pts, 1)


def bar_lines(text: str, width: int, size: int, height: int) -> tuple[int, list[str]]:
    """``text`` wrapped to ``width`` at the largest size (down to the smallest readable) whose lines
    fit the action bar's ``height``: (size, lines)."""
    for at in range(size, theme.MIN_TEXT - 1, -1):
        lines = theme.wrap(text, at, width)
        if len(lines) * (theme.scaled(at) + 4) <= height - 10:
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


@dataclass(frozen=True)
class BarForm:
    """One form of the action bar: its type sizes (px) and offsets from the bar's left and top."""

    pad: int  # the turn's label and total from the left
    label: int
    label_y: int
    total: int
    total_y: int
    note_x: int  # where the note (or the selection's points) starts
    gap: int  # the note ends this far before Roll / Bank or the bar's end
    watch: int  # "watching NAME"
    start: int  # "roll to start your turn"
    sel: int  # the selection's points
    sel_y: int
    after: int  # the turn after keeping them
    after_y: int
    cross_y: int  # the cross before a selection that cannot be kept


ROOMY_BAR = BarForm(18, 16, 10, 32, 28, 160, 12, 20, 18, 22, 12, 17, 42, 21)
DENSE_BAR = BarForm(12, 15, 4, 26, 21, 140, 10, 19, 17, 20, 5, 16, 30, 16)  # a bar under 64 px tall


def turn_total_top(bar) -> int:
    """Where the turn's total starts in the action bar: under its label, whatever the text size."""
    f = DENSE_BAR if dense_bar(bar) else ROOMY_BAR
    return max(bar.y + f.total_y, bar.y + f.label_y + theme.font(f.label).get_height() - 4)


class FarkleDrawing:
    """Mixed into FarkleScene."""

    # --- layers -------------------------------------------------------------------------------
    def turn_total_pos(self) -> tuple[int, int]:
        """Where the turn's total is shown (it flies from here to the score when banked)."""
        bar = self.geo.bar
        dense = dense_bar(bar)
        middle = 15 if dense else 16  # the total's middle under its top, at Normal text
        return (bar.x + (50 if dense else 70), turn_total_top(bar) + round(middle * theme.TEXT_SCALE))

    def static_layer(self) -> pygame.Surface:
        if self._static is None:
            geo = self.geo
            layer = theme.background().copy()
            dicelib.draw_tray(layer, geo.tray)
            theme.panel(layer, geo.bar, colour=theme.DARK_PANEL, edge=theme.DARK_EDGE)
            theme.panel(layer, geo.shelf, colour=theme.DARK_PANEL, edge=theme.DARK_EDGE)
            theme.panel(layer, geo.board, colour=theme.PANEL, edge=theme.PANEL_EDGE)
            self._static = layer
        return self._static

    def draw_table(self, surface: pygame.Surface) -> None:
        surface.blit(self.static_layer(), (0, 0))
        self.draw_bar(surface)
        self.draw_shelf_label(surface)
        self.draw_board(surface)  # board.py
        self.draw_log(surface)

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
            if keys and die.settled:
                hinted = die.value in scoring
                if not compact:  # no keyboard keys on a phone: the hint's star only
                    self.draw_key(surface, (die.x - (12 if hinted else 0), base_y), str(i + 1), die.selected)
                if hinted:
                    star(surface, (die.x + (0 if compact else 20), base_y), 11, theme.GOOD)
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
        bar = self.geo.bar
        f = DENSE_BAR if dense_bar(bar) else ROOMY_BAR
        x = bar.x + f.pad
        theme.text(surface, tr("farkle.scene.turn"), (x, bar.y + f.label_y), f.label, theme.TEXT_DIM)
        lost = self.turn_red and int(self.turn) > 0  # a farkle: the turn's points are gone
        colour = theme.BAD if lost else theme.TEXT
        shown = theme.text(
            surface, number(int(self.turn)), (x, turn_total_top(bar)), f.total, colour, bold=True
        )
        if lost:
            pygame.draw.line(
                surface, colour, (shown.x - 2, shown.centery), (shown.right + 2, shown.centery), 3
            )
        mid = bar.x + f.note_x
        width = self.free_right(bar) - mid - f.gap
        if not self.human_to_move():
            seat = self.turn_seat
            if self.finished or seat is None or not self.session.seats[seat].is_ai:
                return  # a human watching their own dice needs no caption
            text = tr("farkle.scene.watching", player=self.session.name_of(seat))
            theme.text_fit(surface, text, (mid, bar.centery), width, f.watch, theme.TEXT_DIM, "midleft")
            return
        plan = self.plan()
        sel = self.selection()
        if self.presented.phase == START:  # not rolled yet this turn (an empty tray may be hot dice)
            self.draw_bar_note(surface, tr("farkle.scene.start_turn"), mid, width, f.start)
        elif sel and plan.points is not None:
            text = tr("farkle.ui.selection", points=number(plan.points))
            theme.text_fit(surface, text, (mid, bar.y + f.sel_y), width, f.sel, theme.GOOD, bold=True)
            text = tr("farkle.scene.after_keep", points=number(plan.turn_after))
            theme.text_fit(surface, text, (mid, bar.y + f.after_y), width, f.after, theme.TEXT_DIM)
        elif plan.reason is not None:
            colour = (255, 150, 138) if sel else theme.TEXT_DIM
            if sel:  # a cross before a selection that cannot be kept
                cx, cy = mid + 6, bar.y + f.cross_y
                pygame.draw.line(surface, colour, (cx - 6, cy - 6), (cx + 6, cy + 6), 3)
                pygame.draw.line(surface, colour, (cx + 6, cy - 6), (cx - 6, cy + 6), 3)
                mid, width = mid + 20, width - 20
            self.draw_bar_note(surface, reason_text(plan.reason), mid, width, 17, colour)
        else:
            why = plan.bank_reason if not plan.can_bank else None
            text = reason_text(why) if why and why.key == "farkle.err.bank_low" else tr("farkle.scene.choose")
            self.draw_bar_note(surface, text, mid, width, 17)

    def free_right(self, rect) -> int:
        """Where text in ``rect`` must end: before Roll and Bank when they sit in it (the wide
        form's bar), before the replay's controls when they cover its end."""
        right = rect.right
        for button in (self.roll_button, self.bank_button):
            if button.rect.colliderect(rect):
                right = min(right, button.rect.x)
        bar = getattr(self, "bar", None) if getattr(self, "controls", None) else None
        if isinstance(bar, pygame.Rect) and bar.colliderect(rect):
            right = min(right, bar.x - 8)
        return right

    def draw_bar_note(self, surface, text: str, x: int, width: int, size: int, colour=theme.TEXT_DIM) -> None:
        """A note in the bar, wrapped and centred: whole, never cut after two lines (the bank rule's
        "...; this turn has 100." needs three lines in either language; the compact bar holds two)."""
        bar = self.geo.bar
        size, lines = bar_lines(text, width, size, bar.height)
        for i, line in enumerate(lines):
            y = bar.centery + (i - (len(lines) - 1) / 2) * (theme.scaled(size) + 4)
            theme.text(surface, line, (x, y), size, colour, "midleft")

    # --- the set-aside shelf ----------------------------------------------------------------------
    def draw_shelf_label(self, surface) -> None:
        shelf = self.geo.shelf
        dense = shelf.height < 150
        at = (shelf.x + 12, shelf.y + 5) if dense else (shelf.x + 18, shelf.y + 10)
        theme.text(surface, tr("farkle.scene.set_aside"), at, 15 if dense else 16, theme.TEXT_DIM, bold=True)
        if not self.rows and self.human_to_move() and self.hints and self.tray:
            tip = tr("farkle.scene.tip_select")
            theme.text_fit(
                surface, tip, shelf.center, shelf.width - 24, 17 if dense else 18, theme.TEXT_DIM, "center"
            )

    def draw_shelf(self, surface) -> None:
        geo = self.geo
        small, gap = geo.small, geo.small_gap
        for i, row in enumerate(self.rows):
            x, y = geo.row_slot(i)
            for j, v in enumerate(row.dice):
                pos = (x + small / 2 + j * (small + gap), y + small / 2 + 2)
                dicelib.draw(surface, v, pos, small, alpha=row.alpha)
            tx = x + 6 * (small + gap) + 8
            size = 20 if small >= 30 else 17  # the points as large as the row of dice has room for
            label = theme.text(
                surface,
                f"+{number(row.points)}",
                (tx, y + small // 2 + 2),
                size,
                theme.ACCENT,
                "midleft",
                bold=True,
                alpha=int(row.alpha),
            )
            if row.hot:  # after the points, however wide
                star(surface, (label.right + 14, label.centery), 10, theme.FOCUS)

    # --- the log -----------------------------------------------------------------------------------
    def draw_log(self, surface) -> None:
        """The log panel, or in a short rectangle its newest line (the header's Log shows them all)."""
        rect = self.geo.log
        if rect.height >= 60:
            self.log.draw(surface, rect)
            return
        if not self.log.entries:
            return
        entry = self.log.entries[-1]
        x = rect.x + 6
        if entry.seat is not None:
            theme.seat_marker(surface, (x + 8, rect.centery), 7, entry.seat, self.colourblind)
            x += 22
        size = 16 if rect.height < 30 else 18
        text = entry.text(self.session.name_of)
        theme.text_fit(
            surface, text, (x, rect.centery), self.free_right(rect) - x, size, theme.TEXT_DIM, "midleft"
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


def dense_bar(bar) -> bool:
    """The action bar's denser form (smaller type, notes wrapped): a bar under 64 px tall."""
    return bar.height < 64
