"""Buttons' panels: the big board's owner (its head and counts), the other players' panels in their
forms (a wide panel: name and status on one line, counts beside the board; a tall one: board on top;
a small one: counts beside a small board), another player's board shown large, and on a phone (touch)
the taps that open it and the long presses that explain cells, boards and actions.
"""

from __future__ import annotations

import pygame

from game import theme
from game.i18n import tr, trn
from game.rules import buttons as bt
from game.scenes.buttons import pieces
from game.scenes.buttons.drawing import GOLD_BAND, draw_numbers, status_ink
from game.scenes.buttons.view import cell_at, cell_rect, side_grid, tall, wide
from game.scenes.shared import dice as dicelib
from game.scenes.shared.sheet import DISMISS_KEYS

SHEET_CELL = 52  # another player's board shown large (less on a low or narrow sheet)


class ButtonsPanels:
    """Mixed into ButtonsScene."""

    # --- geometry --------------------------------------------------------------------------------
    def taken_spot(self, seat: int, k: int) -> tuple[float, float]:
        head = self.geo.head
        if seat == self.focus.seat:
            if self.one_line_head():  # beside the counts under the board
                return self.geo.big.right - 32 - k * 36, self.geo.counts.centery
            x, y = self.bonus_spot(seat, len(self.seat_views[seat].bonus))  # left of the bonus cards
            return x - 16 - k * 24, y
        for s, panel in self.side_panels():
            if s == seat:
                g = side_grid(panel)
                if wide(panel):
                    return g.right + 30 + k * 32, g.bottom - 14
                if tall(panel):
                    return panel.right - 24 - k * 24, g.bottom + 22
                return panel.right - 16 - k * 22, panel.bottom - 14
        return head.center

    def bonus_spot(self, seat: int, k: int) -> tuple[float, float]:
        head = self.geo.head
        if seat == self.focus.seat:
            if self.one_line_head():
                return self.geo.big.right - 100 - k * 30, self.geo.big.y + 24
            y = head.y + (12 if self.geo.counts.y < head.bottom else 31)  # the counts share line 2
            return head.right - (60 if y < head.y + 22 else 14) - k * 20, y
        for s, panel in self.side_panels():
            if s == seat and wide(panel):
                return panel.right - 96 - k * 28, panel.y + 16
            if s == seat:  # left of the taken dice
                x, y = self.taken_spot(seat, self.seat_views[seat].taken)
                return x - k * 18 + 2, y
        return head.center

    def one_line_head(self) -> bool:
        """The big board's owner on one line in its card (the counts under the board), else on two
        lines with the counts under them."""
        return self.geo.head.height < 40

    def overlay_up(self) -> bool:
        """The round summary or another player's board covers the table (it takes the taps)."""
        return self.summary is not None or self.viewing is not None

    def panel_targets(self) -> list[tuple[int, pygame.Rect]]:
        """The other players' thumbnails a tap opens large (the hit test and ``tap_targets``)."""
        if not self.geo.compact or self.overlay_up():
            return []
        return self.side_panels()

    def panel_at(self, pos) -> int | None:
        return next((seat for seat, rect in self.panel_targets() if rect.collidepoint(pos)), None)

    # --- input -----------------------------------------------------------------------------------
    def compact_tap(self, event) -> bool:
        """Taps on the thumbnails and on the large board of another player; True when used. They act
        even while an animation runs (a tap elsewhere hurries it)."""
        if self.viewing is not None:
            if event.type == pygame.KEYDOWN and event.key in DISMISS_KEYS:
                self.close_board()
                return True
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.geo.area.collidepoint(
                event.pos
            ):
                if (
                    event.type == pygame.MOUSEBUTTONUP
                    and event.button == 1
                    and self._pressed_panel == "sheet"
                ):
                    self.close_board()
                self._pressed_panel = "sheet" if event.type == pygame.MOUSEBUTTONDOWN else None
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed_panel = self.panel_at(event.pos)
            return self._pressed_panel is not None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._pressed_panel is not None:
            seat, self._pressed_panel = self._pressed_panel, None
            if self.panel_at(event.pos) == seat:
                self.viewing = seat
                self.app.play("click")
            return True
        return False

    def close_board(self) -> None:
        self.viewing = None
        self._pressed_panel = None
        self.app.play("click")

    # --- long press ----------------------------------------------------------------------------------
    def cell_tip(self, seat: int, row: int, col: int) -> str:
        """What a cell of ``seat``'s board is, and (your decision on your board) whether you may use it."""
        view = self.seat_views[seat]
        i = bt.cell_of(row, col)
        colour = tr(f"buttons.colour.{bt.COLOURS[bt.BOARDS[self.presented.boards[seat]][i]]}")
        what = "star" if view.stars >> i & 1 else "button" if view.buttons >> i & 1 else "empty"
        text = tr(f"buttons.tip.cell_{what}", row=row, col=col, colour=colour)
        state = self.presented
        if seat == state.to_move and self.human_to_move() and state.phase in (bt.PLACE, bt.GOLD, bt.STARS):
            kind = "star" if state.phase == bt.STARS else "place"
            problem = self.rules.explain(state, (kind, row, col))
            why = tr(problem.key, **problem.params) if problem is not None and problem.key else ""
            text += " " + (why or tr(f"buttons.tip.may_{kind}"))
        return text

    def seat_tip(self, seat: int) -> str:
        view = self.seat_views[seat]
        colours = ", ".join(tr(f"buttons.colour.{bt.COLOURS[c]}") for c in view.bonus) or "–"
        status = tr(f"buttons.ui.status.{view.status}")
        who = tr(
            "buttons.tip.seat", name=self.session.name_of(seat), status=status, stars=view.stars.bit_count()
        )
        return " ".join([who, tr("buttons.tip.bonus", colours=colours), trn("buttons.tip.taken", view.taken)])

    def compact_long_press(self, pos) -> str | None:
        """A phone's tips (None: ask the form)."""
        if self.summary is not None:
            return None
        if self.viewing is not None:
            cell = cell_at(self.sheet_grid(), pos)
            return self.cell_tip(self.viewing, *cell) if cell else self.seat_tip(self.viewing)
        die = self.die_at(pos)
        if die is not None:  # what the die means: the row or the column it chooses, and for whom
            return tr(f"buttons.tip.die_{die.role}", value=die.value)
        cell = cell_at(self.geo.grid, pos)
        if cell:
            return self.cell_tip(self.focus.seat, *cell)
        seat = next((s for s, rect in self.side_panels() if rect.collidepoint(pos)), None)
        if seat is not None:
            return self.seat_tip(seat) + " " + tr("buttons.tip.tap_board")
        if self.geo.head.collidepoint(pos):
            return self.seat_tip(self.focus.seat)
        return None

    def die_at(self, pos):
        """The die drawn at ``pos`` (the one on top where two overlap), or None."""
        for die in reversed(self.dice):
            half = die.size / 2 + 4
            if abs(pos[0] - die.x) <= half and abs(pos[1] - die.y) <= half:
                return die
        return None

    # --- drawing -----------------------------------------------------------------------------------
    def static_layer(self) -> pygame.Surface:
        """The felt, the tray and the cards, drawn once (the side panels change size with the seat playing)."""
        if self._static is None:
            layer = theme.background().copy()
            dicelib.draw_tray(layer, self.geo.tray)
            for rect in (self.geo.big, self.geo.prompt):
                theme.panel(layer, rect, colour=theme.DARK_PANEL, edge=theme.DARK_EDGE)
            self._static = layer
        return self._static

    def draw_table(self, surface: pygame.Surface) -> None:
        surface.blit(self.static_layer(), (0, 0))
        self.draw_big(surface)
        if self._pressed_cell is not None and self.cell_targets():  # the tap's feedback, at once
            r = cell_rect(self.geo.grid, *self._pressed_cell)
            pygame.draw.rect(surface, (255, 255, 255), r.inflate(4, 4), 3, border_radius=9)
        if not self.one_line_head():
            self.draw_head(surface)
        self.draw_prompt(surface)
        for seat, panel in self.side_panels():
            if wide(panel):
                theme.panel(surface, panel, colour=theme.DARK_PANEL, edge=theme.DARK_EDGE)
                self.draw_side(surface, seat, panel)
            else:
                self.draw_thumbnail(surface, seat, panel)
        if self.geo.log is not None:  # a phone's header opens the log
            self.log.draw(surface, self.geo.log)

    def draw_head(self, surface) -> None:
        """The big board's owner on two lines: name and stars, then status; bonus cards and taken dice
        on the right of the second line, or of the first when the counts share the second."""
        head, seat = self.geo.head, self.focus.seat
        view = self.seat_views[seat]
        theme.seat_marker(surface, (head.x + 12, head.y + 12), 10, seat, self.colourblind)
        stars = theme.text(surface, str(view.stars.bit_count()), (head.right - 4, head.y + 12), 19,
                           theme.TEXT, "midright", True)  # fmt: skip
        pieces.draw_star(surface, (stars.x - 14, head.y + 12), 11)
        spots = [self.taken_spot(seat, view.taken - 1)] if view.taken else []
        spots += [self.bonus_spot(seat, len(view.bonus) - 1)] if view.bonus else []
        right = min([x - 12 for x, y in spots if y < head.y + 22] + [stars.x - 28])
        name = self.session.name_of(seat)
        theme.text_fit(
            surface, name, (head.x + 28, head.y + 12), right - head.x - 28, 19, theme.TEXT, "midleft", True
        )
        shared = self.geo.counts.y < head.bottom  # the counts on the right of line 2
        right = min(
            [x - 12 for x, y in spots if y > head.y + 22] + [self.geo.counts.x - 8 if shared else head.right]
        )
        status = tr(f"buttons.ui.status.{view.status}")
        theme.text_fit(
            surface,
            status,
            (head.x + 28, head.y + 31),
            right - head.x - 28,
            15,
            status_ink(view.status),
            "midleft",
        )
        for k, c in enumerate(view.bonus):
            pieces.bonus_chip(surface, c, self.bonus_spot(seat, k), 10)
        for k in range(view.taken):
            pieces.taken_die(surface, self.taken_spot(seat, k), 20)
        step = min(62, self.geo.counts.width // 4)  # a narrow column: 15 px and smaller chips
        size = 17 if theme.font(17, True).size("×9")[0] + 27 + 6 <= step else 15
        chip = max(16, min(24, step - 3 - theme.font(size, True).size("×9")[0] - 6))
        self.draw_counts(
            surface, seat, self.geo.counts.x, self.geo.counts.centery, chip, step, size, stars=True
        )

    def draw_thumbnail(self, surface, seat: int, panel: pygame.Rect) -> None:
        """Another player in small: name and stars on top (the name has the row), the board (none in a
        low strip), status and counts; bonus cards and taken dice along the bottom."""
        view = self.seat_views[seat]
        theme.panel(surface, panel, colour=theme.DARK_PANEL, edge=theme.DARK_EDGE)
        if self.rules.current_player(self.presented) == seat:
            pygame.draw.rect(surface, theme.ACCENT, panel, 3, border_radius=14)
        if self._pressed_panel == seat:
            pygame.draw.rect(surface, (255, 255, 255), panel, 3, border_radius=14)
        theme.seat_marker(surface, (panel.x + 14, panel.y + 16), 8, seat, self.colourblind)
        grid = side_grid(panel)
        below = tall(panel) or not grid.height  # status and counts under the board (or the name)
        if below:
            x, y, width = panel.x + 12, grid.bottom + (10 if grid.height else 0), panel.width - 24
        else:
            x, y, width = grid.right + 10, grid.y - 2, panel.right - grid.right - 18
        narrow = below and panel.width < (150 if grid.height else 200)  # the name has the top row
        line_h = theme.font(15).get_linesize() - 2
        stacked = narrow and (
            grid.height or y + 2 * line_h + 30 <= panel.bottom
        )  # the stars under the status
        star_y = panel.y + 16  # narrow: under the status where the panel has the height, else on its line
        if narrow:
            star_y = y + 6 + (2 * line_h + 4 if stacked else 0)
        stars = theme.text(surface, str(view.stars.bit_count()), (panel.right - 10, star_y), 17, theme.TEXT,
                           "midright", True)  # fmt: skip
        pieces.draw_star(surface, (stars.x - 12, stars.centery), 9)
        name = self.session.name_of(seat)
        right = panel.right - 8 if narrow else stars.x - 26
        theme.text_fit(surface, name, (panel.x + 28, panel.y + 16), right - panel.x - 28, 17,
                       theme.TEXT, "midleft", True)  # fmt: skip
        if grid.height:
            self.draw_board_of(surface, seat, grid)
            self.draw_offer(surface, seat, grid)
        status = tr(f"buttons.ui.status.{view.status}")
        rooms = [width, width]  # a low narrow panel: left of the stars; a stacked one: line 1 left
        if stacked:  # of the taken dice (the stars under the status)
            rooms = [panel.right - 16 - 24 * view.taken - x, width]
        elif narrow:
            rooms = [stars.x - 22 - x]
        lines = theme.wrap(status, 15, rooms[0])
        lines = lines[:1] + theme.wrap(" ".join(lines[1:]), 15, rooms[-1]) if len(lines) > 1 else lines
        for line, room in zip(lines, rooms[: 2 if grid.height or stacked else 1]):
            theme.text_fit(surface, line, (x, y), room, 15, status_ink(view.status))
            y += line_h
        y = max(y, stars.bottom - 4) if stacked else y
        label_w = theme.font(15, True).size("×9")[0]
        chip = 0
        for per_row in (2, 1) if grid.height else (4,):  # one a row where two would touch, if the rows fit
            chip = min(22 if tall(panel) else 16, width // per_row - label_w - 9)  # the next chip kept clear
            pitch = max(chip + 4, line_h)
            if chip >= 12 and y + 4 + (4 // per_row) * pitch <= panel.bottom - 4:
                break
            chip = 0
        if chip:  # else a tap shows them
            self.draw_counts(surface, seat, x, y + 4 + chip // 2, chip, width // per_row, 15, per_row, pitch)
        for k in range(view.taken):
            pieces.taken_die(surface, self.taken_spot(seat, k), 18)
        for k, c in enumerate(view.bonus):
            pieces.bonus_chip(surface, c, self.bonus_spot(seat, k), 9)

    def draw_offer(self, surface, seat: int, grid: pygame.Rect) -> None:
        """On a small board: the roller's offered cells, and the gold cell everyone may use."""
        state = self.presented
        if not state.dice or self.seat_views[seat].status != bt.IN:
            return
        if seat == state.roller and state.phase == bt.PLACE:
            for col in set(state.dice[2]):
                r = cell_rect(grid, state.dice[0], col)
                pygame.draw.rect(surface, theme.INK, r.inflate(2, 2), 2, border_radius=5)
        r = cell_rect(grid, state.dice[0], state.dice[1])
        pygame.draw.rect(surface, GOLD_BAND, r.inflate(4, 4), 3, border_radius=6)

    # --- another player's board, large ------------------------------------------------------------
    def sheet_grid(self) -> pygame.Rect:
        """The board on the left of the sheet and what it holds beside it; upright, above it."""
        sheet = self.geo.sheet
        if sheet.width > sheet.height:  # a low sheet: smaller cells, the numbers kept inside it
            c = min(SHEET_CELL, (sheet.height - 62 - 12) // 6)
            return pygame.Rect(sheet.x + 48, sheet.y + 62, c * 6, c * 6)
        c = min(SHEET_CELL, (sheet.width - 72) // 6)
        return pygame.Rect(sheet.centerx - 3 * c + 8, sheet.y + 40, c * 6, c * 6)

    def draw_sheet(self, surface) -> None:
        seat = self.viewing
        if seat is None:
            return
        view = self.seat_views[seat]
        theme.veil(surface, 110)
        theme.panel(surface, self.geo.sheet, colour=theme.DARK_PANEL, edge=theme.ACCENT)
        grid = self.sheet_grid()
        draw_numbers(surface, grid, 16, grid.y - 6, "midbottom", 10)
        self.draw_board_of(surface, seat, grid)
        self.draw_offer(surface, seat, grid)
        x, width, y = grid.right + 40, self.geo.sheet.right - grid.right - 64, self.geo.sheet.y + 34
        if grid.right + 200 > self.geo.sheet.right:  # upright: under the board
            x, width, y = self.geo.sheet.x + 24, self.geo.sheet.width - 48, grid.bottom + 34
        theme.seat_marker(surface, (x + 12, y), 12, seat, self.colourblind)
        theme.text_fit(
            surface, self.session.name_of(seat), (x + 32, y), width - 32, 26, theme.TEXT, "midleft", True
        )
        y += 40
        status = tr(f"buttons.ui.status.{view.status}")
        theme.text_fit(surface, status, (x, y), width, 19, status_ink(view.status), "midleft", True)
        y += 36
        pieces.draw_star(surface, (x + 14, y), 14)
        theme.text_fit(surface, tr("buttons.ui.stars", count=view.stars.bit_count()), (x + 36, y), width - 36,
                       20, theme.TEXT, "midleft", True)  # fmt: skip
        y += 42
        colours = ", ".join(tr(f"buttons.colour.{bt.COLOURS[c]}") for c in view.bonus) or "–"
        bx = x
        for c in view.bonus:
            pieces.bonus_chip(surface, c, (bx + 12, y), 14)
            bx += 30
        theme.text_fit(surface, tr("buttons.ui.bonus", colours=colours), (bx + 6, y), x + width - bx - 6, 18,
                       theme.TEXT, "midleft")  # fmt: skip
        y += 46
        self.draw_counts(surface, seat, x, y, 32, min(100, width // 4), 20, gap=4)
        y += 44
        for k in range(view.taken):
            pieces.taken_die(surface, (x + 14 + k * 32, y), 26)
        tx = x + view.taken * 32
        theme.text_fit(surface, trn("buttons.tip.taken", view.taken), (tx, y), x + width - tx, 17,
                       theme.TEXT_DIM, "midleft")  # fmt: skip
        lines = theme.wrap(tr("buttons.ui.close_board"), 17, width, True)[:2]  # a narrow sheet: two lines
        for i, line in enumerate(reversed(lines)):
            theme.text_fit(surface, line, (x + width // 2, self.geo.sheet.bottom - 20 - i * (theme.scaled(17) + 4)),
                           width, 17, theme.TEXT_DIM, "midbottom", True)  # fmt: skip
