"""The two layouts of every screen, and which one this run uses.

*Standard* is the 1280x720 canvas laid out for a desktop window. *Compact* is a smaller
960x480 canvas for a phone held sideways: the browser scales the canvas to fit the page, so at
the reference phone viewport (844x390 CSS px) one canvas pixel is 0.8125 CSS px. Its minimum
sizes are the issue's CSS goals turned into canvas pixels: text 12 CSS px -> 15 px, a tap
target 44 CSS px -> 55 px, a gap between two targets 8 CSS px -> 10 px.

The choice is made once for the whole app (never per game): ``choose`` picks compact in a
browser whose viewport's shorter side is under 600 CSS px, whatever the pointer (a touch tablet,
1180x820 with a coarse pointer, has room for the standard layout; compact there would only be
letterboxed); the setting "Layout" (automatic / compact / standard) and ``--layout`` override it. Pure Python:
no pygame here (``theme.use_layout`` applies a layout to the drawing code).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

CHOICES = ("auto", "compact", "standard")  # the setting's values, in the order the setting cycles
PHONE = (844, 390)  # CSS px: a typical phone held sideways, where the compact goals are measured
SHORT_SIDE_CSS = 600  # a viewport whose shorter side is under this gets compact on "auto"


@dataclass(frozen=True)
class Layout:
    name: str
    size: tuple[int, int]  # the logical canvas every scene draws on
    min_text: int  # px on the canvas: nothing a player must read is smaller
    min_target: int  # px on the canvas: the touch area of anything the player taps (0: no goal)
    gap: int  # px between two touch areas, unless they do not overlap at all (a clear winner)

    @property
    def compact(self) -> bool:
        return self.name == "compact"

    def css_scale(self, viewport: tuple[int, int] = PHONE) -> float:
        """CSS px per canvas px when the browser fits this canvas into ``viewport``."""
        return min(viewport[0] / self.size[0], viewport[1] / self.size[1])


def _canvas_px(css: float, scale: float) -> int:
    return math.ceil(css / scale - 1e-9)


_COMPACT_SIZE = (960, 480)
_COMPACT_SCALE = min(PHONE[0] / _COMPACT_SIZE[0], PHONE[1] / _COMPACT_SIZE[1])
STANDARD = Layout("standard", (1280, 720), min_text=14, min_target=0, gap=0)
COMPACT = Layout(
    "compact",
    _COMPACT_SIZE,
    min_text=_canvas_px(12, _COMPACT_SCALE),
    min_target=_canvas_px(44, _COMPACT_SCALE),
    gap=_canvas_px(8, _COMPACT_SCALE),
)
LAYOUTS = {"standard": STANDARD, "compact": COMPACT}


def choose(choice: str, viewport: tuple[float, float] | None = None) -> Layout:
    """The layout for a setting or ``--layout`` value; ``auto`` looks at the size of the browser's
    viewport only (None natively: standard), never at the pointer alone."""
    if choice in LAYOUTS:
        return LAYOUTS[choice]
    if viewport is None:
        return STANDARD
    return COMPACT if min(viewport) < SHORT_SIDE_CSS else STANDARD


def portrait(viewport: tuple[float, float] | None) -> bool:
    """A browser viewport taller than wide (a phone held upright)."""
    return viewport is not None and viewport[1] > viewport[0]


_current = [STANDARD]


def current() -> Layout:
    return _current[0]


def is_compact() -> bool:
    return _current[0].compact


def set_current(layout: Layout) -> None:
    """Only ``theme.use_layout`` calls this: the canvas size lives in both places."""
    _current[0] = layout
