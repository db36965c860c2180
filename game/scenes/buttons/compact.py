"""Buttons in the compact (phone) layout: 960x480, the game area below the frame's header bar.

Left: the big board (56 px cells, every cell a touch area; the dice dock on its edges as in the
standard layout) with the bust risk beside it. Middle: whose board it is (name, status, stars,
bonus cards, the dice taken out), its buttons per colour, the tray, the prompt, the actions and
what opting out earns. Right: the other players as thumbnails; a tap on one shows that board
large over the game area (``viewing``), a tap anywhere closes it. The log is not drawn (the
header's Log button opens it). A long press on a cell, a thumbnail or the board's head explains it.

The standard layout never reaches this module: ``ButtonsScene.geo`` is picked once, when the scene
is built, and only the compact geometry dispatches here.
"""

from __future__ import annotations

import pygame

from game import theme
from game.i18n import tr, trn
from game.rules import buttons as bt
from game.scenes.buttons import pieces
from game.scenes.buttons.view import Geometry, cell_at, cell_rect
from game.scenes.shared import dice as dicelib

AREA = pygame.Rect(0, 62, 960, 418)  # the game area: everything under the frame's header bar
CELL = 56
GRID = pygame.Rect(66, 138, CELL * 6, CELL * 6)
MID_X, MID_W = 470, 244
HEAD = pygame.Rect(MID_X, 66, MID_W, 40)  # the big board's owner: name, status, stars, bonus, taken
COUNTS_Y = 122  # centre line of the big board's buttons per colour
SIDE = pygame.Rect(722, 66, 234, 410)
SHEET = pygame.Rect(10, 68, 940, 408)  # another player's board, large
SHEET_CELL = 52
BANNER_CENTER = (480, 250)
DARK, DARK_EDGE = (20, 44, 33), (60, 100, 80)
GOLD_BAND = (255, 206, 64)

COMPACT = Geometry(
    compact=True,
    big=pygame.Rect(4, 66, 458, 412),
    cell=CELL,
    grid=GRID,
    dock_y=100,
    dock_x=26,
    risk_x=GRID.right + 6,
    tray=pygame.Rect(MID_X + 9, 146, MID_W - 18, 86),
    prompt=pygame.Rect(MID_X, 248, MID_W, 86),
    info=pygame.Rect(MID_X, 404, MID_W, 76),
    bar=(
        pygame.Rect(MID_X, 340, 117, 56),
        pygame.Rect(MID_X + 127, 340, 117, 56),
        pygame.Rect(MID_X, 340, MID_W, 56),
        pygame.Rect(MID_X, 340, 134, 56),  # German "Setzen (3,2)" fits at 15 px
        pygame.Rect(MID_X + 144, 340, 100, 56),
    ),
    die=34,
)


def side_rects(count: int, large: int | None = None) -> list[pygame.Rect]:
    """One thumbnail per other seat, stacked in the right column; the seat playing now (``large``,
    when your own board stays big) gets more room."""
    gap = 8
    room = SIDE.height - gap * (count - 1)
    heights = [room // max(1, count)] * count
    if large is not None and count > 1:
        big = 230 if count == 2 else 190
        heights = [(room - big) // (count - 1)] * count
        heights[large] = big
    out, y = [], SIDE.y
    for height in heights:
        out.append(pygame.Rect(SIDE.x, y, SIDE.width, height))
        y += height + gap
    return out


def tall(panel: pygame.Rect) -> bool:
    """A panel with room for its board on top and its counts below (two players)."""
    return panel.height >= 300


def side_grid(panel: pygame.Rect) -> pygame.Rect:
    if tall(panel):
        c = min(34, (panel.width - 20) // 6)
        return pygame.Rect(panel.centerx - 3 * c, panel.y + 34, c * 6, c * 6)
    c = max(
        10, min(20 if panel.height >= 180 else 16, (panel.height - 40) // 6)
    )  # room on the right for the status and the counts
    return pygame.Rect(panel.x + 8, panel.y + 32, c * 6, c * 6)


def status_ink(status: str):
    return theme.BAD if status == bt.BUST else theme.ACCENT if status == bt.OPTED else theme.TEXT_DIM


class ButtonsCompact:
    """Mixed into ButtonsScene: the compact drawing, its tap targets and its long-press tips."""

    # --- geometry --------------------------------------------------------------------------------
    def compact_taken_spot(self, seat: int, k: int) -> tuple[float, float]:
        if seat == self.focus.seat:
            return HEAD.right - 14 - len(self.seat_views[seat].bonus) * 20 - 16 - k * 24, HEAD.y + 31
        for s, panel in self.side_panels():
            if s == seat:
                g = side_grid(panel)
                if tall(panel):
                    return panel.right - 24 - k * 24, g.bottom + 22
                return panel.right - 16 - k * 22, panel.bottom - 14
        return HEAD.center

    def compact_bonus_spot(self, seat: int, k: int) -> tuple[float, float]:
        if seat == self.focus.seat:
            return HEAD.right - 14 - k * 20, HEAD.y + 31
        for s, panel in self.side_panels():
            if s == seat:
                return panel.right - 84 - k * 18, panel.y + 16
        return HEAD.center

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
            if event.type == pygame.KEYDOWN and event.key in (
                pygame.K_ESCAPE,
                pygame.K_RETURN,
                pygame.K_KP_ENTER,
                pygame.K_SPACE,
            ):
                self.close_board()
                return True
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and AREA.collidepoint(event.pos):
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
        return " ".join(
            [
                tr(
                    "buttons.tip.seat",
                    name=self.session.name_of(seat),
                    status=tr(f"buttons.ui.status.{view.status}"),
                    stars=view.stars.bit_count(),
                ),
                tr("buttons.tip.bonus", colours=colours),
                trn("buttons.tip.taken", view.taken),
            ]
        )

    def compact_long_press(self, pos) -> str | None:
        """The compact tips (None: ask the form)."""
        if self.summary is not None:
            return None
        if self.viewing is not None:
            cell = cell_at(self.sheet_grid(), pos)
            return self.cell_tip(self.viewing, *cell) if cell else self.seat_tip(self.viewing)
        die = self.die_at(pos)
        if die is not None:  # what the die means: the row or the column it chooses, and for whom
            return tr(f"buttons.tip.die_{die.role}", value=die.value)
        cell = cell_at(GRID, pos)
        if cell:
            return self.cell_tip(self.focus.seat, *cell)
        seat = next((s for s, rect in self.side_panels() if rect.collidepoint(pos)), None)
        if seat is not None:
            return self.seat_tip(seat) + " " + tr("buttons.tip.tap_board")
        if HEAD.collidepoint(pos):
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
    def compact_static(self) -> pygame.Surface:
        if self._static is None:
            layer = theme.background().copy()
            dicelib.draw_tray(layer, self.geo.tray)
            for rect in (self.geo.big, self.geo.prompt):
                theme.panel(layer, rect, colour=DARK, edge=DARK_EDGE)
            self._static = layer
        return self._static

    def draw_table_compact(self, surface: pygame.Surface) -> None:
        surface.blit(self.compact_static(), (0, 0))
        self.draw_big(surface)
        if self._pressed_cell is not None and self.cell_targets():  # the tap's feedback, at once
            r = cell_rect(GRID, *self._pressed_cell)
            pygame.draw.rect(surface, (255, 255, 255), r.inflate(4, 4), 3, border_radius=9)
        self.draw_head_compact(surface)
        self.draw_prompt(surface)
        for seat, panel in self.side_panels():
            self.draw_thumbnail(surface, seat, panel)

    def draw_head_compact(self, surface) -> None:
        seat = self.focus.seat
        view = self.seat_views[seat]
        theme.seat_marker(surface, (HEAD.x + 12, HEAD.y + 12), 10, seat, self.colourblind)
        stars = str(view.stars.bit_count())
        pieces.draw_star(surface, (HEAD.right - 40, HEAD.y + 12), 11)
        theme.text(surface, stars, (HEAD.right - 26, HEAD.y + 12), 19, theme.TEXT, "midleft", True)
        name = self.session.name_of(seat)
        theme.text_fit(
            surface, name, (HEAD.x + 28, HEAD.y + 12), HEAD.width - 84, 19, theme.TEXT, "midleft", True
        )
        right = min((self.compact_taken_spot(seat, view.taken - 1)[0] - 12) if view.taken else 10**4,
                    self.compact_bonus_spot(seat, len(view.bonus) - 1)[0] - 12 if view.bonus else 10**4)  # fmt: skip
        room = min(right, HEAD.right) - HEAD.x - 28
        status = tr(f"buttons.ui.status.{view.status}")
        theme.text_fit(
            surface, status, (HEAD.x + 28, HEAD.y + 31), room, 15, status_ink(view.status), "midleft"
        )
        for k, c in enumerate(view.bonus):
            pieces.bonus_chip(surface, c, self.compact_bonus_spot(seat, k), 10)
        for k in range(view.taken):
            pieces.taken_die(surface, self.compact_taken_spot(seat, k), 20)
        counts = bt.colour_counts(self.presented.boards[seat], view.buttons)
        x = HEAD.x
        for c in range(4):
            pieces.draw_button(surface, c, (x + 12, COUNTS_Y), 24)
            if c in view.bonus:
                pieces.draw_star(surface, (x + 22, COUNTS_Y - 10), 7)
            ink = theme.FOCUS if counts[c] >= bt.SET_SIZE else theme.TEXT
            theme.text(surface, f"×{counts[c]}", (x + 27, COUNTS_Y), 17, ink, "midleft", True)
            x += 62

    def draw_thumbnail(self, surface, seat: int, panel: pygame.Rect) -> None:
        """Another player in small: name, stars, bonus cards, board, status and counts."""
        state = self.presented
        view = self.seat_views[seat]
        theme.panel(surface, panel, colour=DARK, edge=DARK_EDGE)
        if self.rules.current_player(state) == seat:
            pygame.draw.rect(surface, theme.ACCENT, panel, 3, border_radius=14)
        if self._pressed_panel == seat:
            pygame.draw.rect(surface, (255, 255, 255), panel, 3, border_radius=14)
        theme.seat_marker(surface, (panel.x + 14, panel.y + 16), 8, seat, self.colourblind)
        bonus_left = (
            self.compact_bonus_spot(seat, len(view.bonus) - 1)[0] - 12 if view.bonus else panel.right - 62
        )
        name = self.session.name_of(seat)
        theme.text_fit(surface, name, (panel.x + 28, panel.y + 16), bonus_left - panel.x - 32, 17,
                       theme.TEXT, "midleft", True)  # fmt: skip
        pieces.draw_star(surface, (panel.right - 42, panel.y + 16), 9)
        stars = str(view.stars.bit_count())
        theme.text(surface, stars, (panel.right - 30, panel.y + 16), 17, theme.TEXT, "midleft", True)
        for k, c in enumerate(view.bonus):
            pieces.bonus_chip(surface, c, self.compact_bonus_spot(seat, k), 9)
        grid = side_grid(panel)
        self.draw_board_of(surface, seat, grid)
        self.draw_offer(surface, seat, grid)
        if tall(panel):
            x, y, width = panel.x + 12, grid.bottom + 10, panel.width - 24
        else:
            x, y, width = grid.right + 10, grid.y - 2, panel.right - grid.right - 18
        status = tr(f"buttons.ui.status.{view.status}")
        for line in theme.wrap(status, 15, width)[:2]:
            theme.text_fit(surface, line, (x, y), width, 15, status_ink(view.status))
            y += 17
        counts = bt.colour_counts(state.boards[seat], view.buttons)
        chip = 22 if tall(panel) else 16
        for c in range(4):
            cx = x + (c % 2) * (width // 2)
            cy = y + 4 + chip // 2 + (c // 2) * (chip + 4)
            pieces.draw_button(surface, c, (cx + chip / 2, cy), chip)
            ink = theme.FOCUS if counts[c] >= bt.SET_SIZE else theme.TEXT
            theme.text(surface, f"×{counts[c]}", (cx + chip + 3, cy), 15, ink, "midleft", True)
        for k in range(view.taken):
            pieces.taken_die(surface, self.compact_taken_spot(seat, k), 18)

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
        return pygame.Rect(SHEET.x + 48, SHEET.y + 62, SHEET_CELL * 6, SHEET_CELL * 6)

    def draw_sheet(self, surface) -> None:
        seat = self.viewing
        if seat is None:
            return
        view = self.seat_views[seat]
        theme.veil(surface, 110)
        theme.panel(surface, SHEET, colour=DARK, edge=theme.ACCENT)
        grid = self.sheet_grid()
        for i in range(1, 7):
            theme.text(surface, str(i), (grid.x + (i - 0.5) * SHEET_CELL, grid.y - 6), 16, theme.TEXT_DIM,
                       "midbottom")  # fmt: skip
            theme.text(surface, str(i), (grid.x - 10, grid.y + (i - 0.5) * SHEET_CELL), 16, theme.TEXT_DIM,
                       "midright")  # fmt: skip
        self.draw_board_of(surface, seat, grid)
        self.draw_offer(surface, seat, grid)
        x, width = grid.right + 40, SHEET.right - grid.right - 64
        y = SHEET.y + 34
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
        counts = bt.colour_counts(self.presented.boards[seat], view.buttons)
        for c in range(4):
            cx = x + c * 100
            pieces.draw_button(surface, c, (cx + 16, y), 32)
            ink = theme.FOCUS if counts[c] >= bt.SET_SIZE else theme.TEXT
            theme.text(surface, f"×{counts[c]}", (cx + 36, y), 20, ink, "midleft", True)
        y += 44
        for k in range(view.taken):
            pieces.taken_die(surface, (x + 14 + k * 32, y), 26)
        tx = x + view.taken * 32
        theme.text_fit(surface, trn("buttons.tip.taken", view.taken), (tx, y), x + width - tx, 17,
                       theme.TEXT_DIM, "midleft")  # fmt: skip
        theme.text_fit(surface, tr("buttons.ui.close_board"), (x + width // 2, SHEET.bottom - 20), width, 17,
                       theme.TEXT_DIM, "midbottom", True)  # fmt: skip
