"""The canvas a run draws on, computed from the viewport and the text size, and which one is in use.

``canvas(viewport, text_scale)`` is the one computation (docs/architecture.md, "One layout
mechanism"). The viewport is the browser page's inner size in CSS px (None natively, unless
``--viewport WxH`` says which page to lay out for); the text scale is 1.0 (Normal) or 1.25 (Large).
Three kinds of result:

- *standard*: 1280x720 for a desktop window (any viewport whose shorter side is 600 CSS px or more,
  and natively);
- *compact*: a phone held sideways (a shorter side under 600 CSS px, wider than tall): the canvas has
  the viewport's own shape at 0.8125 CSS px a pixel, so it fills the page (844x390 CSS px ->
  1039x480, 640x360 -> 788x443); without a viewport (the setting, natively) 960x480, the reference
  phone's height at that scale;
- *upright*: a phone held upright (taller than wide, shorter side under 600): the same, upright
  (390x844 CSS px -> 480x1039). Every minimum below is the same number of canvas pixels on each.

A layout's minimum sizes are the issue's CSS goals turned into canvas pixels at its scale: text
12 CSS px (15 px on a phone canvas), a tap target 44 CSS px (55 px), a gap between two targets
8 CSS px (10 px); the standard canvas keeps its 14 px text. Large text multiplies the text minimum
by the text scale (the canvas stays: the geometry makes room). The setting "Layout" (automatic /
compact / standard) and ``--layout`` (also ``upright``) override the automatic choice. A tablet
(1180x820 with a coarse pointer) has room for the standard layout: the size decides, never the
pointer. Pure Python: no pygame here (``theme.use_layout`` applies a layout to the drawing code;
``game/boxes.py`` splits its canvas into the rectangles a screen draws in).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache, lru_cache

CHOICES = ("auto", "compact", "standard")  # the setting's values, in the order the setting cycles
CLI_CHOICES = (*CHOICES, "upright")  # --layout may also ask for the upright canvas
TEXT_SIZES = {"normal": 1.0, "large": 1.25}  # the text scale of each text size
PHONE = (844, 390)  # CSS px: a typical phone held sideways, where the compact goals are measured
UPRIGHT_PHONE = (390, 844)  # the same phone upright (--layout upright without a viewport)
SHORT_SIDE_CSS = 600  # a viewport whose shorter side is under this gets a phone canvas on "auto"
GOALS_CSS = {"text": 12, "target": 44, "gap": 8}  # the goals on a phone, in CSS px
MARGIN = 8  # px: a phone's menus keep their controls this far from the canvas edge


@dataclass(frozen=True)
class Layout:
    name: str  # "standard", "compact" (a phone held sideways) or "upright" (a phone held upright)
    size: tuple[int, int]  # the logical canvas every scene draws on
    min_text: int  # px on the canvas: nothing a player must read is smaller
    min_target: int  # px on the canvas: the touch area of anything the player taps (0: no goal)
    gap: int  # px between two touch areas, unless they do not overlap at all (a clear winner)
    text_scale: float = 1.0  # 1.25: Large text

    @property
    def compact(self) -> bool:
        """A phone's canvas (sideways or upright): the denser forms, sized for a finger."""
        return self.name != "standard"

    @property
    def normal_min_text(self) -> int:
        """The least text size a scene asks for: the minimum at Normal text (Large draws it scaled)."""
        return math.floor(self.min_text / self.text_scale + 1e-9)

    @property
    def roomy(self) -> bool:
        """The canvas has room for the larger sizes: both sides 600 px or more (the standard
        1280x720, not a phone's). A screen's geometry asks this of the canvas, not its name."""
        return min(self.size) >= 600

    @property
    def upright(self) -> bool:
        """The canvas is taller than wide."""
        return self.size[1] > self.size[0]

    def css_scale(self, viewport: tuple[int, int] | None = None) -> float:
        """CSS px per canvas px when the browser fits this canvas into ``viewport`` (default: the
        reference phone held the way this canvas is)."""
        if viewport is None:
            viewport = UPRIGHT_PHONE if self.upright else PHONE
        return min(viewport[0] / self.size[0], viewport[1] / self.size[1])


def _canvas_px(css: float, scale: float) -> int:
    return math.ceil(css / scale - 1e-9)


_COMPACT_SIZE = (960, 480)
PHONE_SCALE = min(PHONE[0] / _COMPACT_SIZE[0], PHONE[1] / _COMPACT_SIZE[1])  # 0.8125 CSS px a pixel


def _phone(name: str, size: tuple[int, int], scale: float, text_scale: float) -> Layout:
    return Layout(
        name,
        size,
        min_text=math.ceil(_canvas_px(GOALS_CSS["text"], scale) * text_scale - 1e-9),
        min_target=_canvas_px(GOALS_CSS["target"], scale),
        gap=_canvas_px(GOALS_CSS["gap"], scale),
        text_scale=text_scale,
    )


@cache  # one object per result: ``is`` compares layouts
def standard(text_scale: float = 1.0) -> Layout:
    return Layout("standard", (1280, 720), math.ceil(14 * text_scale - 1e-9), 0, 0, text_scale)


@cache
def sideways(text_scale: float = 1.0) -> Layout:
    return _phone("compact", _COMPACT_SIZE, PHONE_SCALE, text_scale)


@lru_cache(maxsize=128)
def phone(viewport: tuple[float, float], text_scale: float = 1.0) -> Layout:
    """The canvas of a phone: the viewport's own shape at the phone scale, so it fills the page held
    either way (upright, or sideways at any phone's width, with or without the browser's bars); the
    minimums are measured at the scale the browser really shows it at. A page more than 3.5 times
    as long as it is wide is letterboxed rather than given a strip of a canvas."""
    w, h = viewport
    size = (round(w / PHONE_SCALE), round(h / PHONE_SCALE))
    size = (min(size[0], round(3.5 * size[1])), min(size[1], round(3.5 * size[0])))
    scale = min(w / size[0], h / size[1])
    return _phone("upright" if size[1] > size[0] else "compact", size, scale, text_scale)


def upright(viewport: tuple[float, float] = UPRIGHT_PHONE, text_scale: float = 1.0) -> Layout:
    """A phone held upright (390x844 CSS px -> 480x1039, 375x667 -> 462x821)."""
    return phone(viewport, text_scale)


STANDARD = standard(1.0)
COMPACT = sideways(1.0)


def canvas(viewport: tuple[float, float] | None, text_scale: float = 1.0) -> Layout:
    """The automatic layout for a browser viewport (CSS px; None natively) and a text scale."""
    if viewport is None or min(viewport) >= SHORT_SIDE_CSS:
        return standard(text_scale)
    return phone(viewport, text_scale)


def choose(choice: str, viewport: tuple[float, float] | None = None, text_scale: float = 1.0) -> Layout:
    """The layout for a setting or ``--layout`` value; ``auto`` looks at the size of the browser's
    viewport only (None natively: standard), never at the pointer alone."""
    if choice == "standard":
        return standard(text_scale)
    if choice == "compact":  # sideways: the page's own shape when it is held so, else the reference phone's
        return phone(viewport, text_scale) if landscape(viewport) else sideways(text_scale)
    if choice == "upright":
        return upright(viewport if portrait(viewport) else UPRIGHT_PHONE, text_scale)
    return canvas(viewport, text_scale)


def landscape(viewport: tuple[float, float] | None) -> bool:
    """A browser viewport of a phone held sideways (wider than tall, shorter side under 600 CSS px)."""
    return viewport is not None and viewport[0] >= viewport[1] and min(viewport) < SHORT_SIDE_CSS


def portrait(viewport: tuple[float, float] | None) -> bool:
    """A browser viewport taller than wide (a phone held upright)."""
    return viewport is not None and viewport[1] > viewport[0]


def parse_viewport(text: str) -> tuple[int, int]:
    """``--viewport WxH`` (CSS px) as a pair; ValueError names what is wrong."""
    parts = text.lower().split("x")
    if len(parts) != 2 or not all(p.strip().isdigit() for p in parts):
        raise ValueError(f"--viewport wants WIDTHxHEIGHT in CSS px (e.g. 390x844), not {text!r}")
    w, h = (int(p) for p in parts)
    if not (200 <= w <= 4000 and 200 <= h <= 4000):
        raise ValueError(f"--viewport {text}: each side must be 200 to 4000 CSS px")
    return w, h


_current = [STANDARD]


def current() -> Layout:
    return _current[0]


def is_compact() -> bool:
    return _current[0].compact


def set_current(layout: Layout) -> None:
    """Only ``theme.use_layout`` calls this: the canvas size lives in both places."""
    _current[0] = layout
