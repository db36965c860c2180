"""Number Chains' game screen as rectangles, computed from the canvas: the one geometry function.

``regions(layout, players)`` gives every piece its rectangle (``Regions``); the drawing code
draws each piece in its rectangle (the racks share ``panel`` by what they hold, ``panel.py``).
Three results of the same computation:

- *wide* (the standard 1280x720): the 8 upright on the left at full height; the racks and, under
  them, the action area (the prompt, the log, the "which chain?" choices, the swap question);
- *sideways* (a phone held sideways, 960x480): the 8 on its side on the left; the prompt and the
  racks on the right (those that do not fit fold to a line); the swap and "which chain?" sheets
  over the board; the log behind the header's Log button;
- *upright* (a phone held upright): the 8 upright across the width, as large as leaves the racks
  their least room; the prompt and the racks under it in the thumb zone, the folded racks two to
  a row; the sheets over the board, and a rack opened by a tap that has no room below shows there.

Pure Python (no pygame): the scene makes pygame rects of it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.boxes import Box, Part, columns, rows
from game.layout import Layout
from game.scenes.shared.regions import game_area

PITCHES = (46, 42, 38, 34, 30, 27, 24, 21, 18)  # a rack's chip spacing, roomiest first
PHONE_PITCHES = (46, 42, 38, 36, 34)  # a phone's never show a chip's number under 15 px
SIDEWAYS_CELL, SIDEWAYS_BOARD_W = 57, 526  # the 8 on its side at most (960x480: the board's column)
PANEL_LEAST = 210  # upright: the prompt and two rows of folded racks under the board


@dataclass(frozen=True)
class Regions:
    form: str  # "wide", "sideways" or "upright"
    area: Box  # the game area (below the header)
    board: Box  # the 8 is centred in it
    cell: int  # one square of the 8 (its touch area on a phone)
    sideways: bool  # the 8 lies on its side (rule rows drawn as columns)
    panel: Box  # the racks (and, on a phone, the prompt above them)
    action: Box | None  # wide: the prompt, the log, the choices and the swap question
    sheet: Box | None  # a phone: the swap and "which chain?" sheets (and a rack opened) over the board
    choices: tuple[Box, Box]  # the two "which chain?" buttons
    fold_cols: int  # folded racks side by side
    rack_head: int  # an open rack's name line
    pitches: tuple[int, ...]
    banner_center: tuple[int, int]

    def boxes(self) -> dict[str, Box]:
        return {"board": self.board, "panel": self.panel} | ({"action": self.action} if self.action else {})


def regions(layout: Layout, players: int) -> Regions:
    """Number Chains' screen on ``layout``'s canvas (``players`` is kept for the signature of
    every game's geometry: the racks share the panel as the game goes)."""
    if layout.upright:
        return _upright(layout)
    return _sideways(layout) if layout.compact else _wide(layout)


def _wide(layout: Layout) -> Regions:
    area = game_area(layout)  # y 70..720
    board, right = columns(Box(12, area.y + 4, area.w - 28, 620), [490, Part(0, 1)], gap=14)
    panel, action = rows(Box(right.x, area.y + 10, right.w, 584), [340, Part(0, 1)], gap=10)
    w = (action.w - 48) // 2
    choices = tuple(Box(action.x + 16 + i * (w + 16), action.y + 40, w, 100) for i in range(2))
    return Regions(
        "wide", area, board, int(min(board.w / 7, board.h / 9)), False, panel, action, None, choices,
        1, 34, PITCHES, (640, 380),
    )  # fmt: skip


def _sideways(layout: Layout) -> Regions:
    area = game_area(layout)  # y 62..480 on 960x480, 62..443 on a 640x360 phone's 788x443
    # the 8's 7 rows of squares fill the area's height (less a px either side) up to 57 px each;
    # 640x360 CSS px leaves 381 px, 54 px squares (43.9 CSS px): a finger's 55 would not fit under
    # the header. The wooden rim may run under the header's bar; the squares never do.
    cell = min(SIDEWAYS_CELL, (area.h - 2) // 7)
    board_w = min(SIDEWAYS_BOARD_W, 9 * cell + 2 * (cell // 7))
    board, right = columns(Box(8, area.y + 1, layout.size[0] - 16, area.h - 2), [board_w, Part(0, 1)], gap=12)
    sheet = board.inset(0, 2)
    return Regions(
        "sideways", area, board, cell, True, Box(right.x, area.y + 6, right.w, area.h - 10), None, sheet,
        _sheet_choices(sheet), 1, 30, _pitches(layout), board.center,
    )  # fmt: skip


def _upright(layout: Layout) -> Regions:
    area = game_area(layout)
    content = Box(8, area.y + 6, layout.size[0] - 16, layout.size[1] - 6 - (area.y + 6))  # as sideways:
    # the racks reach under the message pill's zone (a message shows over them for a moment)
    least = math.ceil(PANEL_LEAST * layout.text_scale)
    cell = max(layout.min_target, min(content.w // 7, 60, (content.h - least - 8) // 9))
    board, panel = rows(content, [9 * cell + 6, Part(0, 1)], gap=4)
    return Regions(
        "upright", area, board, cell, False, panel, None, board, _sheet_choices(board), 2, 28,
        _pitches(layout), board.center,
    )  # fmt: skip


def _pitches(layout: Layout) -> tuple[int, ...]:
    """A phone's rack pitches, larger with Large text (the chips' numbers are drawn larger)."""
    return tuple(math.ceil(p * layout.text_scale) for p in PHONE_PITCHES)


def _sheet_choices(sheet: Box) -> tuple[Box, Box]:
    """The two "which chain?" buttons filling a sheet under its question."""
    room = Box(sheet.x + 12, sheet.y + 74, sheet.w - 24, sheet.h - 74 - 12)
    return tuple(rows(room, [Part(0, 1), Part(0, 1)], gap=10))
