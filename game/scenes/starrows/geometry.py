"""Star Rows' game screen as rectangles, computed from the canvas: the one geometry function.

``regions(layout, players)`` gives every piece its rectangle (``Regions``; ``view.Geometry`` places
what lies inside them), three results of the same computation:

- *wide* (the standard 1280x720): the tray, the action bar with Keep and Reroll, and the board
  (six rows in one column, the star tray beside them) on the left; the task cards, the players'
  small boards and the log on the right;
- *sideways* (a phone held sideways, a canvas of its page's shape: 788x443 to 1147x529, 960x480
  natively): a band across the top, the tray (nine dice in a row) and what to do now; under it
  the board (rows in two columns of three) and a column six task tiles wide: Keep and Reroll,
  the task tiles, the players' list (the task texts and every board a tap away, the log behind
  the header's Log);
- *upright* (a phone held upright): the players as a strip at the top, the task tiles, the board,
  the tray (nine dice in two rows), what to do now, and Keep and Reroll in the thumb zone at the
  bottom. Nothing scrolls. The roomiest form that fits: with Large text on a small phone the
  players' lines and the gaps tighten, then what to do now takes one line, so that every row of
  the board keeps a finger's height.

Pure Python (no pygame): ``view.geometry`` turns a ``Regions`` into the scene's pygame rects.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.boxes import Box, NoRoom, Part, columns, rows, split
from game.layout import Layout
from game.rules import starrows as R
from game.scenes.shared.regions import game_area, pill_top

# the dense board's header: one line, or two (name and markers; the stars); its lines stand at fixed
# heights (``view.Geometry.head_y``), each room for a token of 22 px and a line of Large text
HEAD_H = {1: 34, 2: 56}
COIN_LINES = 58  # the dense board's coin row below its label: two lines of 20 fields
TRAY_PAD, HELD_GAP = 6, 16  # the tray: its dice this far from its ends, the kept ones this far apart


def coin_h(text_scale: float) -> int:
    """The dense board's coin row: its label's line, then two lines of fields."""
    return math.ceil(22 * text_scale) + COIN_LINES


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


def _fit(box: Box, parts: list[Part | int], gap: int, across: bool = False) -> list[Box]:
    """``box`` split into ``parts``; on a page smaller than any phone's every part shrinks (none is
    left out) rather than the screen failing to open."""
    try:
        return split(box, parts, gap, across)
    except NoRoom:
        least = [p if isinstance(p, int) else p.min for p in parts]
        return split(box, [Part(0, 1, n or None) for n in least], 0, across)


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
    area = game_area(layout)  # y 62..
    w, h = layout.size
    target, t, pitch = layout.min_target, layout.text_scale, layout.min_target + 1
    content = Box(8, area.y + 10, w - 16, h - area.y - 20)
    board_least = HEAD_H[1] + 3 * target + coin_h(t)
    band, below = _fit(content, [Part(target + 8, 1, 72), Part(board_least, 2)], 6)
    board, right = _fit(below, [Part(0, 1), 6 * target + 10], 8, across=True)
    tray_w = max(board.w, R.DICE * pitch + HELD_GAP + 2 * TRAY_PAD)  # nine in a row, the kept apart
    tray, info = _fit(band, [tray_w, Part(0, 1)], 8, across=True)
    buttons, tasks, seats = _fit(right, [target, math.ceil(26 * t) + target + 10, Part(0, 1)], 6)
    keep, main = columns(buttons, [Part(0, 1), Part(0, 1)], gap=layout.gap)
    cell_h = max(0, min(64, (board.h - HEAD_H[1] - coin_h(t)) // 3))
    return Regions(
        form="sideways", area=area, tray=tray, bar=info, keep=keep, main=main,
        board=board, tasks=tasks, players=seats, log=None, sheet=area.inset(12, 6),
        die=48, pitch=pitch, tap_h=tray.h - 8, dice_rows=1, board_cols=2, cell_h=cell_h, head_lines=1,
        strip_cols=1, digits=layout.normal_min_text, banner_center=board.center,
    )  # fmt: skip


def _upright(layout: Layout, players: int) -> Regions:
    area = game_area(layout)
    w, t = layout.size[0], layout.text_scale
    target = layout.min_target  # 55: a finger (44 CSS px)
    content = Box(8, area.y + 6, w - 16, pill_top(layout) - 6 - (area.y + 6))  # the buttons end at the pill
    line = math.ceil(22 * t)  # a line of what to do now
    tries = [
        (strip_cols, board_cols, head_lines, math.ceil(28 * t), 2, 6)
        for board_cols in (1, 2)
        for strip_cols in ((1, 2) if players > 2 else (1,))  # a seat a line, or two seats a line
        for head_lines in (2, 1)
    ]
    last = tries[-1][:3]
    tries += [(*last, line, 2, 4), (*last, line, 1, 4)]  # Large text on a small phone: the players' lines
    for strip_cols, board_cols, head_lines, seat_h, info_lines, gap in tries:  # and the gaps tighter, then
        strip = max(target, math.ceil(max(players, 2) / strip_cols) * seat_h)  # what to do now on one line
        board_h = HEAD_H[head_lines] + (6 // board_cols) * target + coin_h(t)
        parts = [strip, target + 6, Part(board_h, 1), Part(2 * target + 4, 1, 2 * 64 + 12), info_lines * line]
        try:
            seats, tasks, board, tray, bar, buttons = rows(content, [*parts, target], gap=gap)
            break
        except NoRoom:
            continue
    else:  # a page smaller than any phone's: every part gives up height
        seats, tasks, board, tray, bar, buttons = _fit(content, [*parts, target], gap)
    cell_h = max(0, min(64, (board.h - HEAD_H[head_lines] - coin_h(t)) // (6 // board_cols)))
    keep, main = columns(buttons, [Part(0, 1), Part(0, 1)], gap=12)
    return Regions(
        form="upright", area=area, tray=tray, bar=bar, keep=keep, main=main,
        board=board, tasks=tasks, players=seats, log=None, sheet=area.inset(10, 6),
        die=48, pitch=58, tap_h=(tray.h - 4) // 2, dice_rows=2, board_cols=board_cols, cell_h=cell_h,
        head_lines=head_lines, strip_cols=strip_cols, digits=layout.normal_min_text,
        banner_center=board.center,
    )  # fmt: skip
