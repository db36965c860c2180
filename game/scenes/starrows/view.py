"""Star Rows' geometry as the scene uses it, and the view the animations move.

``Geometry`` is ``geometry.regions`` (the one computation from the canvas) as pygame rects, with
the places inside them the scene, its drawing and its animations share: the dice's places, the
rows, fields, markers, stars and coin fields of the board, full (rows in one column, the star tray
beside them) or dense (rows in two columns of three or one of six, the stars in the header).

The view is a mutable copy of what the player has seen so far (fields, markers,
coins, stars, first/second orders, the dice on the table). ``View(state)``
builds it from a presented state; each animation then changes it one event at a
time, and the scene re-syncs it from the state once a step has been presented.
"""

from __future__ import annotations

import math

import pygame

from game.boxes import converted
from game.rules import starrows as R
from game.scenes.starrows.geometry import HEAD_H, HELD_GAP, TRAY_PAD, regions

THROW_S = 0.6
ROW_H, FIELD_W, FIELD_GAP, COIN_CELL = 44, 92, 6, 26  # the full board
FIELD_WS, FIELD_X = (44, 58, 72), 44  # the dense board: its fields (2, 3 and 4 small dice), from a row's left
STAR_R, STAR_PITCH, STAR_GROUP = 7, 14, 4  # the dense board's line of stars (three groups of five)
STAR_LINE_W = (
    (R.STAR_GOAL - 1) * STAR_PITCH + 2 * STAR_GROUP + 2 * STAR_R
)  # its first star's left to the last's right
TASKS_TITLE = 18  # the wide screen's title over the task cards (a line of 22 px, Large text's more)
NAME_ROOM = 120  # the dense board's header: px a name keeps beside its token


class Geometry:
    """Where every piece of the game screen is (docs/architecture.md, "One layout mechanism"),
    computed once when the scene is built; the animations, the hit tests and the coach ask it."""

    def __init__(self, layout, players: int):
        found = regions(layout, players)
        self.players_n, self.target = players, layout.min_target
        for name, value in converted(found, pygame.Rect).items():
            setattr(self, name, value)
        self.compact = self.form != "wide"  # a phone: touch sizes, the log behind the header's Log
        # the full board where it is wide enough and its rows (ROW_H) are a finger's height, else the dense one
        self.full = self.board.width >= 600 and ROW_H >= layout.min_target
        self.jitter = (0, 0) if self.compact else (4, 5)  # a thrown die lands this far off its place
        self.labels = self.dice_rows == 1 and self.tray.height >= 100  # a line for labels above the dice
        self.dice_y = self.tray.centery + 4  # one row: low in the tray
        b, t = self.board, layout.text_scale
        self.head_h = 32 if self.full else HEAD_H[self.head_lines]
        self.rows_top = b.y + self.head_h
        self.per_col = 6 // self.board_cols
        self.cell_w = (b.width - 12) // self.board_cols
        self.coin_top = self.rows_top + self.per_col * self.cell_h + 2 + math.ceil(22 * t)
        self.tasks_title_h = math.ceil(22 * t)  # the line of the title over the wide screen's task cards
        self.coin_w = (b.width - 12) // (R.COIN_FIELDS // 2 + 1)
        self.fit = min(1.0, (self.cell_w - 6 - FIELD_X - 40) / (sum(FIELD_WS) + 2 * FIELD_GAP))
        self.stars_x = b.x + 486  # the full board's star tray (15 places) at the right of the rows
        # the dense board's one-line header: the 15 stars in a line where the name keeps NAME_ROOM px,
        # else one star and the count (a star won flies to it)
        self.star_line = True
        self.star_line = self.head_lines == 2 or self.name_room() >= NAME_ROOM

    # --- the dice ---------------------------------------------------------------------------------
    def slot(self, i: int) -> tuple[float, float]:
        """Place ``i`` (0-8) of two rows of dice (upright): the first row the longer."""
        per_row = -(-R.DICE // 2)
        line, col = divmod(i, per_row)
        step = min(self.pitch + 14, (self.tray.width - 2 * TRAY_PAD - self.pitch) // (per_row - 1))
        left = self.tray.centerx - step * (per_row - 1) / 2
        return float(round(left + col * step)), float(self.tray.y + 2 + self.tap_h // 2 + line * self.tap_h)

    def dice_positions(self, n_held: int, n_new: int):
        """Centres for the held dice (left, close together) and the new ones; the divider between
        them as (x, top, bottom), or None."""
        if self.dice_rows > 1:
            held = [self.slot(i) for i in range(n_held)]
            new = [self.slot(n_held + i) for i in range(n_new)]
            if not n_held:
                return held, new, None
            x, y = held[-1]
            return held, new, (x + self.pitch / 2, y - self.tap_h / 2 + 6, y + self.tap_h / 2 - 6)
        tray, pitch, y = self.tray, self.pitch, float(self.dice_y)
        held = [(float(round(tray.x + TRAY_PAD + pitch / 2 + i * pitch)), y) for i in range(n_held)]
        left = tray.x + TRAY_PAD + n_held * pitch + (HELD_GAP if n_held else 0)
        room = tray.right - TRAY_PAD - left
        step = max(pitch, min(pitch + 8, (room - pitch) // max(1, n_new - 1))) if n_new > 1 else 0
        start = left + (room - step * (n_new - 1)) / 2 if n_held == 0 else left + pitch / 2
        new = [(float(round(start + i * step)), y) for i in range(n_new)]
        line = left - HELD_GAP / 2
        return held, new, (line, tray.y + 8, tray.bottom - 8) if n_held else None

    def grouped_positions(self, values) -> list[tuple[float, float]]:
        """Centres for the placing phase: the dice sorted in groups of one face."""
        if self.dice_rows > 1:
            return [self.slot(i) for i in range(len(values))]
        gap = 6
        width = len(values) * self.pitch + (len(set(values)) - 1) * gap
        x, out, last = self.tray.centerx - width / 2 + self.pitch / 2, [], None
        for v in values:
            if last is not None and v != last:
                x += gap
            out.append((float(round(x)), float(self.dice_y)))
            x += self.pitch
            last = v
        return out

    def die_touch(self, die) -> pygame.Rect:
        """Where a tap on ``die`` counts: its place (``pitch`` x ``tap_h``, dice lie at whole pixels)."""
        rect = pygame.Rect(0, 0, self.pitch, self.tap_h)
        rect.center = (round(die.x), round(die.y))
        return rect

    # --- the board --------------------------------------------------------------------------------
    def head_y(self, line: int = 0) -> int:
        """The centre line of the board's header (line 1: the dense board's second line)."""
        return self.board.y + (17 if line == 0 else 42)

    def row_hit(self, row: int) -> pygame.Rect:
        """Where a click or tap on row ``row`` counts (the dense board: its cell)."""
        if self.full:
            return self.row_rect(row).inflate(0, 4)
        col, line = divmod(row - 1, self.per_col)
        x, y = self.board.x + 6 + col * self.cell_w, self.rows_top + line * self.cell_h
        return pygame.Rect(x, y, self.cell_w, self.cell_h)

    def row_rect(self, row: int) -> pygame.Rect:
        """The drawn band of row ``row``."""
        if self.full:
            top = self.rows_top + (row - 1) * ROW_H
            return pygame.Rect(self.board.x + 6, top, self.stars_x - self.board.x - 14, ROW_H - 4)
        return self.row_hit(row).inflate(-6, -6)

    def die_x(self, row: int) -> int:
        """The centre of the row's die at its left."""
        return self.board.x + 30 if self.full else self.row_rect(row).x + 21

    def field_left(self, row: int, index: int) -> float:
        """The left edge of field ``index`` (0-3; 3 is just after the last field)."""
        if self.full:
            return self.board.x + 58 + index * (FIELD_W + FIELD_GAP)
        widths = [w * self.fit for w in FIELD_WS[:index]]
        return self.row_rect(row).x + FIELD_X + sum(widths) + FIELD_GAP * index

    def field_rect(self, row: int, index: int) -> pygame.Rect:
        """Field ``index`` (0-2) of row ``row``."""
        band, x = self.row_rect(row), round(self.field_left(row, index))
        if self.full:
            return pygame.Rect(x, band.y + 3, FIELD_W, ROW_H - 10)
        return pygame.Rect(x, band.centery - 19, round(FIELD_WS[index] * self.fit), 38)

    def marker_pos(self, row: int, fields: float) -> tuple[float, float]:
        """Where a row marker stands after ``fields`` filled fields (between the boxes, tweened)."""
        whole = max(0, min(3, int(fields)))
        x = self.field_left(row, whole) - FIELD_GAP / 2
        if whole < 3 and fields > whole:
            x += (fields - whole) * (self.field_left(row, whole + 1) - self.field_left(row, whole))
        return x, self.row_rect(row).centery

    def name_room(self) -> int:
        """The px the board's header leaves the name, between its token and the free markers."""
        return self.stock_pos(0)[0] - 16 - (self.board.x + 38)

    def star_left(self) -> int:
        """The dense board's first star of the 15 (groups of five), in the header."""
        if self.head_lines == 2:
            return self.board.x + 14 + STAR_R
        return self.board.right - 58 - (STAR_LINE_W - STAR_R if self.star_line else STAR_R)

    def star_slot(self, index: int) -> tuple[int, int]:
        """Place ``index`` (0-14) of the star tray (3 columns x 5 rows), or of the header's line."""
        if self.full:
            col, row = index % 3, index // 3
            return self.stars_x + 23 + col * 40, self.rows_top + 44 + row * 42
        x = self.star_left() + (index * STAR_PITCH + (index // 5) * STAR_GROUP if self.star_line else 0)
        return x, self.head_y(self.head_lines - 1)

    def stock_pos(self, index: int) -> tuple[int, int]:
        """The free row markers waiting in the board's header."""
        if self.full:  # at the header's right end: the name has the rest
            return self.board.right - 24 - (R.MARKERS - 1 - index) * 30, self.board.y + 18
        if self.head_lines == 2:
            return self.board.right - 24 - (R.MARKERS - 1 - index) * 24, self.head_y()
        return self.star_left() - STAR_R - 17 - (R.MARKERS - 1 - index) * 22, self.head_y()

    def coin_pos(self, field: float) -> tuple[float, float]:
        """Centre of coin field ``field`` (0 = the start cell, 1-40 in two lines of 20)."""
        f = min(float(field), R.COIN_FIELDS)
        line = 0 if f <= 20 else 1
        col = 0 if f <= 0 else f - 20 * line
        if self.full:
            top = self.rows_top + 6 * ROW_H + 4 + 14
            return (
                (self.board.x + 80, top) if f <= 0 else (self.board.x + 81 + col * COIN_CELL, top + line * 26)
            )
        w = self.coin_w
        return self.board.x + 6 + w * col + w / 2, self.coin_top + 13 + line * 28

    def coin_label_y(self) -> int:
        return self.coin_top - 22 if not self.full else self.rows_top + 6 * ROW_H + 44

    def task_rect(self, task: int) -> pygame.Rect:
        """Task ``task``'s card (1-6: two lines of three) or, in a short box, its tile (and tap
        area): six side by side at the box's bottom right."""
        box = self.tasks
        if box.height >= 150:  # under the title, which Large text makes taller
            col, line = (task - 1) % 3, (task - 1) // 3
            w = (box.width - 32 - 20) // 3
            top = box.y + 10 + self.tasks_title_h
            h = (box.bottom - 14 - top) // 2
            return pygame.Rect(box.x + 16 + col * (w + 10), top + line * (h + 6), w, h)
        beside = box.height < 90  # the title beside the tiles: they leave it what a finger spares
        w, h = min(self.target if beside else 57, (box.width - 10) // 6), min(62, box.height - 6)
        return pygame.Rect(box.right - 5 - (7 - task) * w, box.bottom - h - 4, w, h)

    def player_line(self, seat: int) -> pygame.Rect:
        """Seat ``seat``'s line in the players' list (wide: its block with a small board)."""
        box = self.players
        if self.full:
            return pygame.Rect(box.x + 6, box.y + 34 + seat * 54, box.width - 12, 50)
        if self.form == "upright":  # the strip: a seat a line, or two seats a line
            cols = self.strip_cols
            h = (box.height - 4) // max(2, -(-self.players_n // cols))
            w = (box.width - 8) // cols
            col, line = seat % cols, seat // cols
            return pygame.Rect(box.x + 4 + col * w, box.y + 2 + line * h, w - 4 * (cols - 1), h)
        pitch = min(30, (box.height - 32) // max(2, self.players_n))  # under the list's title
        return pygame.Rect(box.x + 4, box.y + 28 + seat * pitch, box.width - 8, pitch - 2)


class Num:
    """A number the animations tween (a coin marker's field, a flash)."""

    def __init__(self, value: float = 0.0):
        self.value = float(value)


class SeatView:
    def __init__(self, state, seat: int):
        self.fields = list(state.fields[seat])
        self.markers = set(state.markers[seat])
        self.marker_x = {r: Num(f) for r, f in enumerate(self.fields, 1)}  # tweened field position
        self.coins = Num(state.coins[seat])
        self.stars = state.stars(seat)
        self.row_stars = list(state.row_stars[seat])
        self.task_stars = list(state.task_stars[seat])


class View:
    """What the player has seen land (see the module docstring)."""

    def __init__(self, state):
        self.flash = {r: Num() for r in R.ROWS}  # a completed row flashes
        self.task_flash = {t: Num() for t in R.TASKS}
        self.sync(state)

    def sync(self, state) -> None:
        self.seats = [SeatView(state, s) for s in range(state.players)]
        self.row_order = [list(o) for o in state.row_order]
        self.task_order = [list(o) for o in state.task_order]
        for task in R.TASKS:  # third and later seats: listed after the first two
            for s in range(state.players):
                if state.task_stars[s][task - 1] and s not in self.task_order[task - 1]:
                    self.task_order[task - 1].append(s)
        self.final = state.final_trigger is not None
