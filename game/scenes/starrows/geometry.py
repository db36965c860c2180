"""Star Rows' game screen as rectangles, computed from the canvas: the one geometry function.

``regions(layout, players)`` gives every piece its rectangle (``Regions``); ``view.Geometry``
places the dice, rows, fields, stars and coins inside them, and each piece of ``drawing.py`` picks
its form from its rectangle. Three results of the same computation:

- *wide* (the standard 1280x720): the tray, the action bar with Keep and Reroll, and the board
  (six rows in one column, the star tray beside them) on the left; the task cards, the players'
  small boards and the log on the right;
- *sideways* (a phone held sideways, 960x480): the tray over the board (rows in two columns of
  three) on the left; Keep and Reroll, what to do now, the six task tiles and the players' list
  on the right (the task texts and every board a tap away, the log behind the header's Log);
- *upright* (a phone held upright): the players as a strip at the top, the task tiles, the board,
  the tray (nine dice in two rows), what to do now, and Keep and Reroll in the thumb zone at the
  bottom. Nothing scrolls.

Pure Python (no pygame): ``view.geometry`` turns a ``Regions`` into the scene's pygame rects.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.boxes import Box, NoRoom, Part, columns, rows
from game.layout import Layout
from game.scenes.shared.regions import game_area, pill_top

SMALLEST_SIDEWAYS = 640 / 960  # CSS px a canvas pixel on the smallest phone held sideways (640x360)
HEAD_H = {1: 34, 2: 56}  # the dense board's header: one line, or two (name and markers; the stars)
COIN_H = 80  # the dense board's coin row: its label and two lines of 20 fields


def head_h(lines: int, scale: float = 1.0) -> int:
    return math.ceil(HEAD_H[lines] * scale)


@dataclass(frozen=True)
class Regions:
    form: str  # "wide", "sideways" or "upright"
    area: Box  # the game area (below the header)
    tray: Box  # the felt the dice lie on
    bar: Box  # what to do now (wide: the action bar, the buttons at its right)
    keep: Box
    main: Box  # Roll / Reroll / End turn
    board: Box  # the board of the seat to move
    tasks: Box
    players: Box
    log: Box | None  # the log panel (wide; a phone opens the log from the header)
    sheet: Box  # the task and board sheets (a phone)
    die: int  # a die's size in the tray
    pitch: int  # a die's place: its tap area's width (dice side by side never overlap)
    tap_h: int  # a die's tap area's height (a phone; wide: the face and 6 px around)
    dice_rows: int  # the nine dice lie in one row, or two (upright)
    board_cols: int  # the dense board's rows: two columns of three, or one of six
    cell_h: int  # a row's height on the dense board (its tap area)
    head_lines: int  # the dense board's header: name, markers and stars on one line or two
    strip_cols: int  # the players' list in one column, or two (the upright strip)
    digits: int  # the coin row's numbers: 12 CSS px on the smallest phone that shows this canvas
    banner_center: tuple[int, int]

    def boxes(self) -> dict[str, Box]:
        named = {"tray": self.tray, "bar": self.bar, "keep": self.keep, "main": self.main}
        named |= {"board": self.board, "tasks": self.tasks, "players": self.players}
        return named | ({"log": self.log} if self.log is not None else {})


def regions(layout: Layout, players: int) -> Regions:
    """Star Rows' game screen on ``layout``'s canvas for ``players`` seats."""
    if layout.upright:
        return _upright(layout, players)
    if layout.compact:
        return _sideways(layout, players)
    return _wide(layout, players)


def _wide(layout: Layout, players: int) -> Regions:
    area = game_area(layout)  # y 70..720
    left, right = columns(Box(24, area.y + 10, area.w - 48, 574), [620, Part(0, 1)], gap=16)
    tray, bar, board = rows(left, [128, 64, Part(0, 1)], gap=10)
    tasks, seats, log = rows(right, [178, 150 if players == 1 else 38 + players * 54, Part(0, 1)], gap=10)
    return Regions(
        form="wide", area=area, tray=tray, bar=bar,
        keep=Box(bar.right - 332, bar.y + 8, 162, 48), main=Box(bar.right - 162, bar.y + 8, 150, 48),
        board=board, tasks=tasks, players=seats, log=log, sheet=area.inset(12, 6),
        die=56, pitch=62, tap_h=68, dice_rows=1, board_cols=1, cell_h=44, head_lines=1, strip_cols=1,
        digits=14, banner_center=(640, 330),
    )  # fmt: skip


def _sideways(layout: Layout, players: int) -> Regions:
    area = game_area(layout)  # y 62..480
    content = Box(8, area.y + 10, layout.size[0] - 16, layout.size[1] - area.y - 20)
    left, right = columns(content, [584, Part(0, 1)], gap=8)
    tray, board = rows(left, [72, Part(0, 1)], gap=12)
    buttons, _, info, tasks, seats = rows(right, [72, 0, 72, 96, Part(0, 1)], gap=6)
    keep, main = columns(buttons.inset(0, 6), [Part(0, 1), Part(0, 1)], gap=8)
    return Regions(
        form="sideways", area=area, tray=tray.inset(6, 0), bar=info, keep=keep, main=main,
        board=board, tasks=tasks, players=seats, log=None, sheet=area.inset(12, 6),
        die=48, pitch=58, tap_h=64, dice_rows=1, board_cols=2, cell_h=64, head_lines=1, strip_cols=1,
        digits=math.ceil(12 / SMALLEST_SIDEWAYS - 1e-9),
        banner_center=(layout.size[0] // 2, board.center[1]),
    )  # fmt: skip


def _upright(layout: Layout, players: int) -> Regions:
    area = game_area(layout)
    w, t = layout.size[0], layout.text_scale
    target = layout.min_target  # 55: a finger (44 CSS px)
    gap = 6
    content = Box(8, area.y + 6, w - 16, pill_top(layout) - 6 - (area.y + 6))  # the buttons end at the pill
    line, info, coin_h = math.ceil(28 * t), 2 * math.ceil(22 * t), math.ceil(COIN_H * t)
    tries = [
        (strip_cols, board_cols, head_lines)
        for board_cols in (1, 2)
        for strip_cols in ((1, 2) if players > 2 else (1,))  # a seat a line, or two seats a line
        for head_lines in (2, 1)
    ]
    tries.append((tries[-1][0], 2, 1, 0))  # the last resort (Large text on a small phone): the rows
    for (
        strip_cols,
        board_cols,
        head_lines,
        *least,
    ) in tries:  # give up their least height; the roomiest that fits
        strip = max(target, math.ceil(max(players, 2) / strip_cols) * line)
        board_h = head_h(head_lines, t) + (6 // board_cols) * (least or [target])[0] + coin_h
        try:
            parts = [strip, target + 6, Part(board_h, 1), Part(2 * target + 4, 1, 2 * 64 + 12), info, target]
            seats, tasks, board, tray, bar, buttons = rows(content, parts, gap=gap)
            break
        except NoRoom:
            continue
    cell_h = min(64, (board.h - head_h(head_lines, t) - coin_h) // (6 // board_cols))
    keep, main = columns(buttons, [Part(0, 1), Part(0, 1)], gap=12)
    return Regions(
        form="upright", area=area, tray=tray, bar=bar, keep=keep, main=main,
        board=board, tasks=tasks, players=seats, log=None, sheet=area.inset(10, 6),
        die=48, pitch=58, tap_h=(tray.h - 4) // 2, dice_rows=2, board_cols=board_cols, cell_h=cell_h,
        head_lines=head_lines, strip_cols=strip_cols, digits=layout.normal_min_text,
        banner_center=board.center,
    )  # fmt: skip
