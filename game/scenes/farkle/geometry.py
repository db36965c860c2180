"""Farkle's game screen as rectangles, computed from the canvas: the one geometry function.

``regions(layout, players)`` gives every piece its rectangle (``Regions``), in three forms: *wide*
(1280x720: tray, bar and shelf left, scoreboard and log right), *sideways* (a phone: the board
with Roll and Bank under it on the right, the newest log line along the bottom) and *upright*
(the board a strip at the top, the tray in the middle, Roll and Bank in the thumb zone; nothing
scrolls). Pure Python: ``view.geometry`` makes pygame rects of it, and ``tools/layout_pictures.py``
draws it for docs/architecture.md.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.boxes import Box, Part, columns, rows
from game.layout import Layout
from game.scenes.shared.regions import game_area, header, pill_top

DIE, SMALL, SMALL_GAP, DIE_PAD = 66, 25, 3, 7  # a phone's dice (the wide form's are larger)


@dataclass(frozen=True)
class Regions:
    form: str  # "wide", "sideways" or "upright"
    area: Box  # the game area (below the header)
    tray: Box
    bar: Box  # the turn's total and what the selection would do
    shelf: Box  # the dice set aside this turn
    board: Box  # the scoreboard
    roll: Box
    bank: Box
    log: Box  # the log panel (wide) or the newest log line (a phone)
    sheet: Box | None  # the score sheet a tap on the board opens (a phone)
    board_row: int  # one seat's row on the board
    shelf_rows: int
    shelf_cols: int
    row_top: int  # the first set-aside row below the shelf's top
    row_pitch: int
    banner_center: tuple[int, int]
    board_cols: int = 1  # columns of seats on the board
    die: int = DIE  # a tray die's size
    small: int = SMALL  # a set-aside die's size
    small_gap: int = SMALL_GAP
    die_pad: int = DIE_PAD  # a die's touch area reaches this far past its face
    tray_rows: int = 1  # the dice of a roll lie in one row, or two when the tray is too narrow

    @property
    def compact(self) -> bool:
        """A phone's canvas: no keyboard keys on the dice, the log behind the header's Log button."""
        return self.form != "wide"

    @property
    def page(self) -> int:
        """Set-aside rows on one page of the shelf (a longer turn starts a fresh page)."""
        return self.shelf_rows * self.shelf_cols

    def row_slot(self, index: int) -> tuple[int, int]:
        """Top-left of set-aside row ``index`` (rows fill the columns top to bottom)."""
        col, row = divmod(index % self.page, self.shelf_rows)
        x0 = self.shelf.x + 12 + col * (self.shelf.w // self.shelf_cols)
        return x0, self.shelf.y + self.row_top + row * self.row_pitch

    def boxes(self) -> dict[str, Box]:
        """Every region by name (the pictures and the tests walk these)."""
        return {
            "board": self.board,
            "tray": self.tray,
            "shelf": self.shelf,
            "bar": self.bar,
            "roll": self.roll,
            "bank": self.bank,
            "log": self.log,
        }


def regions(layout: Layout, players: int) -> Regions:
    """Farkle's game screen on ``layout``'s canvas for ``players`` seats."""
    if layout.upright:
        return _upright(layout, players)
    if layout.compact:
        return _sideways(layout, players)
    return _wide(layout, players)


def _wide(layout: Layout, players: int) -> Regions:
    area = game_area(layout)  # y 70..720
    left, right = columns(Box(24, area.y + 10, area.w - 46, area.h - 76), [Part(0, 1), 396], gap=18)
    tray, bar, shelf = rows(left, [Part(0, 1), 72, 186], gap=12)
    row_h = 58 if players <= 4 else 50
    board_h = 250 if players == 1 else 52 + players * row_h + 30
    board, _, log = rows(right, [board_h, 0, Part(0, 1)], gap=7)
    return Regions(
        form="wide",
        area=area,
        tray=tray,
        bar=bar,
        shelf=shelf,
        board=board,
        roll=Box(bar.right - 386, bar.y + 10, 214, 52),
        bank=Box(bar.right - 162, bar.y + 10, 152, 52),
        log=log,
        sheet=None,
        board_row=row_h,
        shelf_rows=4,
        shelf_cols=2,
        row_top=40,
        row_pitch=36,
        banner_center=(tray.center[0], tray.center[1] - 10),
        die=80,
        small=30,
        small_gap=4,
        die_pad=6,
    )


def _sideways(layout: Layout, players: int) -> Regions:
    area = game_area(layout)  # y 62..480
    w = layout.size[0]
    top = area.y + 10
    left, right = columns(Box(8, top, w - 16, pill_top(layout) - top), [Part(0, 1), 320], gap=12)
    tray_room, shelf, bar = rows(left, [Part(0, 1), 108, 54], gap=8)
    tray = Box(tray_room.x + 10, tray_room.y + 7, tray_room.w - 18, tray_room.h - 18)
    board, buttons = rows(right, [Part(0, 1), 56], gap=10)
    roll, _, bank = columns(buttons, [164, 10, Part(0, 1)])
    return Regions(
        form="sideways",
        area=area,
        tray=tray,
        bar=bar,
        shelf=shelf,
        board=board,
        roll=roll,
        bank=bank,
        log=Box(8, pill_top(layout) + 6, w - 16, header(layout).pill_h - 8),
        sheet=Box(24, area.y + 8, w - 48, area.h - 14),
        board_row=56 if players <= 4 else 39,
        shelf_rows=3,
        shelf_cols=2,
        row_top=26,
        row_pitch=27,
        banner_center=(w // 2, tray.center[1]),
    )


GOAL_H, LEADER_H = 34, 44  # the board's goal line and its leader line (two lines in German)
TRAY_MIN = 184  # upright: two rows of dice whose touch areas (80 px) stay apart, jitter included
ROW_MOST, ROW_LEAST = 56, 30  # upright: a seat's row on the board, roomiest to densest


def _upright(layout: Layout, players: int) -> Regions:
    area = game_area(layout)
    w = layout.size[0]
    t = layout.text_scale
    target = max(56, layout.min_target)
    bar_h, pitch = math.ceil(54 * t), math.ceil(27 * t)
    goal = math.ceil(GOAL_H * t)
    content = Box(8, area.y + 8, w - 16, pill_top(layout) - 8 - (area.y + 8))  # Roll and Bank end at the pill
    # the first arrangement that fits, roomiest first: one column of seats, then two (from five
    # players two, then three); three set-aside rows, then two; the leader line on two lines, then
    # one (a short canvas: Large text on a small phone)
    cols_tried = (1,) if players == 1 else (1, 2) if players <= 4 else (2, 3)
    tries = [(c, r, n) for c in cols_tried for n in (2, 1) for r in (3, 2)]
    for cols, shelf_rows, leader_lines in tries:
        per_col = math.ceil(players / cols)
        densest = math.ceil((3 * 24 if players == 1 else ROW_LEAST) * t)
        least = densest if players == 1 else per_col * densest  # what the seats need at the least
        shelf_h = math.ceil(26 * t) + shelf_rows * pitch + 4
        leader = math.ceil((LEADER_H if leader_lines == 2 else LEADER_H - 20) * t)
        room = content.h - (shelf_h + bar_h + target + 4 * 8) - TRAY_MIN - goal - leader  # for the seats
        if room >= least:
            break
    if players == 1:
        row, seats_h = ROW_MOST, max(least, min(math.ceil(5 * 24 * t), room))
    else:
        row = max(math.ceil(ROW_LEAST * t), min(ROW_MOST, room // per_col))
        seats_h = per_col * row
    # a page shorter than every arrangement (a small phone's bars out, Large text): the tray gives
    # up what is missing, so the screen is squeezed rather than refused
    rest = content.h - (goal + seats_h + leader + shelf_h + bar_h + target + 4 * 8)
    board, tray_room, shelf, bar, buttons = rows(
        content,
        [goal + seats_h + leader, Part(max(0, min(TRAY_MIN, rest)), 1), shelf_h, bar_h, target],
        gap=8,
    )
    tray = tray_room.inset(6, 4)
    side_by_side = (tray.w - DIE) / 5 >= DIE + 2 * DIE_PAD + 16  # six dice in a row, touch areas apart
    shelf_row = 6 * (SMALL + SMALL_GAP) + 8 + math.ceil(90 * t)  # six set-aside dice and their points
    roll, bank = columns(buttons, [Part(0, 1), Part(0, 1)], gap=12)
    return Regions(
        form="upright",
        area=area,
        tray=tray,
        bar=bar,
        shelf=shelf,
        board=board,
        roll=roll,
        bank=bank,
        log=Box(8, pill_top(layout) + 4, w - 16, header(layout).pill_h - 8),  # under the pill when it shows
        sheet=area.inset(12, 8),
        board_row=row,
        shelf_rows=shelf_rows,
        shelf_cols=2 if shelf.w >= 2 * shelf_row else 1,
        row_top=math.ceil(26 * t),
        row_pitch=pitch,
        banner_center=tray.center,
        board_cols=cols,
        tray_rows=1 if side_by_side else 2,
    )
