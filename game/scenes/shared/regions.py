"""The frame every game screen shares, as rectangles and sizes of the canvas (pure: no pygame).

One computation for every canvas (``header``): a top bar of buttons, the game's name and whose
turn, and the message pill's zone. A desk's canvas (1280x720, a mouse) gets a 68 px bar with 44 px
buttons; a phone's a 60 px bar of finger-sized ones (``layout.min_target``) and smaller text; held
upright, whose turn gets a row of its own under the buttons (``STATUS_H``). ``frame.py`` draws the
frame in these; a game's geometry function lays its pieces out in ``game_area``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from game.boxes import Box
from game.layout import Layout

STATUS_H = 38  # upright: the game's name and whose turn, under the buttons
DESK_TARGET = 44  # px: a button on a canvas without a touch goal (the mouse's 1280x720)


@dataclass(frozen=True)
class Header:
    h: int  # the bar's height, without its 2 px line
    row_h: int  # the row of buttons (upright: the turn's row follows it)
    button_y: int
    button_h: int
    button_size: int  # the buttons' labels
    name_size: int  # the game's name
    note_size: int  # the scene's note under the name
    status_size: int  # whose turn
    pill_h: int  # the message pill's zone at the canvas's bottom
    pill_size: int  # the message's text
    pill_gap: int  # between the pill and the canvas's bottom


@lru_cache(maxsize=64)
def header(layout: Layout) -> Header:
    """The frame's sizes on ``layout``'s canvas: buttons as tall as its touch goal (44 px with a
    mouse), with the room round them a desk's canvas has to spare; text in proportion."""
    button_h = max(DESK_TARGET, layout.min_target)
    desk = button_h == DESK_TARGET  # a desk (a mouse): 12 px above and below the buttons, larger text
    air = 12 if desk else 3
    row_h = air + button_h + (air if desk else 2)
    status = math.ceil(STATUS_H * layout.text_scale) if layout.upright else 0
    pill = 56 if desk else 34
    return Header(
        h=row_h + status,
        row_h=row_h,
        button_y=air,
        button_h=button_h,
        button_size=20 if desk else 18,
        name_size=30 if desk else 20,
        note_size=18 if desk else 15,
        status_size=24 if desk else 22,
        pill_h=math.ceil(pill * layout.text_scale),
        pill_size=22 if desk else 18,
        pill_gap=14 if desk else 0,
    )


def side_panels(layout: Layout) -> bool:
    """The canvas has room beside the game for the log panel and the coach's card (a desk's):
    else the header's Log and Coach buttons open them as sheets."""
    return header(layout).button_h == DESK_TARGET


def header_h(layout: Layout) -> int:
    """The top bar's height, without its 2 px line."""
    return header(layout).h


def game_area(layout: Layout) -> Box:
    """Everything below the top bar and its line."""
    top = header_h(layout) + 2
    w, h = layout.size
    return Box(0, top, w, h - top)


def pill_top(layout: Layout) -> int:
    """The message pill's zone: the canvas's last ``Header.pill_h`` px."""
    return layout.size[1] - header(layout).pill_h
