"""The frame every game screen shares, as rectangles of the canvas (pure: no pygame).

Standard (1280x720): a 68 px top bar over the game. A phone (``layout.compact``): a 60 px bar of
buttons sized for a finger, the game's name and whose turn beside them; held upright the canvas is
too narrow for both in one row, so whose turn gets a row of its own under the buttons
(``STATUS_H``). The message pill sits at the bottom centre over the game area, ``PILL_H`` tall.
``game/scenes/shared/frame.py`` draws the phone's frame in these; a game's geometry function
(``game/scenes/farkle/geometry.py``) lays its pieces out in ``game_area``.
"""

from __future__ import annotations

import math

from game.boxes import Box
from game.layout import Layout

STANDARD_HEADER_H = 68
BUTTONS_H = 60  # a phone's header: the row of buttons (each 55 px tall from y 3)
STATUS_H = 38  # upright: the game's name and whose turn, under the buttons
PILL_H = 34


def status_h(layout: Layout) -> int:
    return math.ceil(STATUS_H * layout.text_scale) if layout.upright else 0


def header_h(layout: Layout) -> int:
    """The top bar's height, without its 2 px line."""
    if not layout.compact:
        return STANDARD_HEADER_H
    return BUTTONS_H + status_h(layout)


def game_area(layout: Layout) -> Box:
    """Everything below the top bar and its line."""
    top = header_h(layout) + 2
    w, h = layout.size
    return Box(0, top, w, h - top)


def pill_h(layout: Layout) -> int:
    return math.ceil(PILL_H * layout.text_scale)


def pill_top(layout: Layout) -> int:
    """The message pill's zone: the last ``pill_h`` px of the canvas."""
    return layout.size[1] - pill_h(layout)
