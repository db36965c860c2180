"""Colours, fonts and the small drawing helpers every scene shares.

Seats get a colour *and* a shape (colour-blind friendly by default); in
colour-blind mode seats also get a fill pattern and the palette switches to
higher-contrast Okabe-Ito colours.
"""

from __future__ import annotations

import math
from functools import lru_cache
from pathlib import Path

import pygame

from game import layout as _layout

ASSETS = Path(__file__).resolve().parent.parent / "assets"
FONT_DIR = ASSETS / "fonts"

# The logical canvas: 1280x720 in the standard layout, 960x480 in the compact one (game/layout.py).
# Read as ``theme.WIDTH`` at call time: ``use_layout`` changes them.
WIDTH, HEIGHT = _layout.STANDARD.size

BG = (22, 48, 36)
BG_DARK = (14, 32, 24)
FELT = (30, 74, 52)
FELT_LIGHT = (40, 92, 66)
PANEL = (246, 239, 222)
PANEL_DARK = (222, 211, 186)
PANEL_EDGE = (150, 120, 70)
DARK_PANEL, DARK_EDGE = (20, 44, 33), (60, 100, 80)  # the dark cards on the felt: action bars, the log
INK = (40, 34, 28)
INK_DIM = (110, 100, 88)
TEXT = (244, 238, 224)
TEXT_DIM = (176, 196, 182)
ACCENT = (232, 182, 76)
ACCENT_DARK = (176, 128, 40)
GOOD = (96, 200, 120)
BAD = (222, 92, 80)
FOCUS = (255, 214, 92)
DISABLED = (150, 150, 140)
SHADOW = (0, 0, 0, 90)

# Okabe-Ito based seat colours: distinguishable for the common colour-vision
# deficiencies; shapes carry the identity as well.
SEAT_COLOURS = (
    (230, 159, 0),  # orange
    (86, 180, 233),  # sky blue
    (0, 158, 115),  # bluish green
    (204, 121, 167),  # reddish purple
    (240, 228, 66),  # yellow
    (213, 94, 0),  # vermillion
)
SEAT_SHAPES = ("circle", "square", "triangle", "diamond", "star", "hexagon")
SEAT_PATTERNS = ("solid", "stripes", "dots", "cross", "rings", "checks")


TEXT_SCALE = 1.0  # Large text: every size a scene asks for is drawn (and measured) this much larger


def scaled(size: int) -> int:
    """The pixel size a text of ``size`` is drawn at with the text size in use (Normal 1.0, Large 1.25)."""
    return size if TEXT_SCALE == 1.0 else math.ceil(size * TEXT_SCALE - 1e-9)


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The font for a text of ``size`` (the size a scene asks for; Large text scales it): every
    renderer and every measure below goes through here, so a text is measured as it is drawn."""
    return _font(scaled(size), bold)


@lru_cache(maxsize=64)
def _font(size: int, bold: bool) -> pygame.font.Font:
    """The bundled DejaVu Sans (has umlauts and symbols); pygame's default as fallback."""
    path = FONT_DIR / ("DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf")
    try:
        return pygame.font.Font(str(path), size)
    except (OSError, FileNotFoundError):
        return pygame.font.Font(None, int(size * 1.3))


MIN_TEXT = _layout.STANDARD.min_text  # the least size a scene asks for (15 in compact; drawn scaled)


def use_layout(chosen: _layout.Layout) -> None:
    """Draw every scene built from now on in ``chosen``: the canvas size, the text minimum and the
    text scale (a scene asks for the same sizes with Large text; ``font`` draws them larger, so the
    least size asked for stays the Normal one and is drawn at least ``chosen.min_text``)."""
    global WIDTH, HEIGHT, MIN_TEXT, TEXT_SCALE
    _layout.set_current(chosen)
    WIDTH, HEIGHT = chosen.size
    MIN_TEXT = chosen.normal_min_text
    if chosen.text_scale != TEXT_SCALE:
        TEXT_SCALE = chosen.text_scale
        _render_cache.clear()
        _wrap_cache.clear()


def roomy() -> bool:
    """The canvas in use has room for the larger sizes (``Layout.roomy``)."""
    return _layout.current().roomy


def compact() -> bool:
    """The compact (phone) layout is in use."""
    return _layout.is_compact()


_render_cache: dict = {}


def render(string: str, size: int, colour=TEXT, bold: bool = False) -> pygame.Surface:
    """One line of text as a surface, cached: scenes redraw the same strings every frame.

    This is the app's one text renderer; every helper below draws through it.
    """
    key = (string, size, colour, bold)
    img = _render_cache.get(key)
    if img is None:
        if len(_render_cache) > 1500:
            _render_cache.clear()
        f = font(size, bold)
        try:
            img = f.render(string, True, colour)
        except pygame.error:  # "Text has zero width": marks or joiners alone draw nothing
            img = pygame.Surface((0, f.get_height()), pygame.SRCALPHA)
        _render_cache[key] = img
    return img


def text(
    surface: pygame.Surface,
    string: str,
    pos: tuple[int, int],
    size: int = 24,
    colour=TEXT,
    anchor: str = "topleft",
    bold: bool = False,
    alpha: int = 255,
) -> pygame.Rect:
    """Draw one line of text; ``anchor`` is a pygame.Rect attribute name."""
    img = render(string, size, colour, bold)
    if alpha < 255:
        img = img.copy()
        img.set_alpha(max(0, int(alpha)))
    rect = img.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    surface.blit(img, rect)
    return rect


def fit(string: str, size: int, width: int, bold: bool = False) -> str:
    """``string`` shortened with an ellipsis so that it fits ``width`` pixels at ``size``."""
    return _fit(string, size, width, bold, TEXT_SCALE)


@lru_cache(maxsize=4096)
def _fit(string: str, size: int, width: int, bold: bool, scale: float) -> str:
    """Remembered, as ``wrap`` is: scenes fit the same strings every frame, a few font measures each."""
    f = font(size, bold)
    if f.size(string)[0] <= width:
        return string
    while string and f.size(string + "…")[0] > width:
        string = string[:-1]
    return string.rstrip() + "…"


def fit_size(string: str, size: int, width: int, bold: bool = False, min_size: int | None = None) -> int:
    """The largest size from ``size`` down to ``min_size`` (the layout's minimum) at which ``string``
    fits ``width``."""
    return _fit_size(string, size, width, bold, MIN_TEXT if min_size is None else min_size, TEXT_SCALE)


def fits(string: str, size: int, width: int, bold: bool = False) -> bool:
    """``string`` fits ``width`` whole at some size from ``size`` down to the layout's minimum."""
    return font(fit_size(string, size, width, bold), bold).size(string)[0] <= width


def whole_or(string: str, short: str, size: int, width: int, bold: bool = False) -> str:
    """``string`` where it ``fits`` whole, else its ``short`` form (Large text, a small phone): a label
    says less before its words are cut."""
    return string if fits(string, size, width, bold) else short


@lru_cache(maxsize=4096)
def _fit_size(string: str, size: int, width: int, bold: bool, min_size: int, scale: float) -> int:
    while size > min_size and font(size, bold).size(string)[0] > width:
        size -= 1
    return size


def text_fit(
    surface,
    string: str,
    pos,
    max_width: int,
    size: int = 24,
    colour=TEXT,
    anchor: str = "topleft",
    bold: bool = False,
    min_size: int | None = None,
    alpha: int = 255,
) -> pygame.Rect:
    """Like ``text``, shrunk down to ``min_size`` and then shortened until it fits ``max_width``."""
    size = fit_size(string, size, max_width, bold, min_size)
    return text(surface, fit(string, size, max_width, bold), pos, size, colour, anchor, bold, alpha)


_wrap_cache: dict = {}


def wrap(string: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Greedy word wrap; '\\n' starts a new paragraph (kept as an empty line). Remembered (a scene
    that lays out its text every frame pays for measuring it once)."""
    key = (string, size, width, bold)
    lines = _wrap_cache.get(key)
    if lines is None:
        if len(_wrap_cache) > 1500:
            _wrap_cache.clear()
        lines = _wrap_cache[key] = tuple(_wrap(string, size, width, bold))
    return list(lines)


def _wrap(string: str, size: int, width: int, bold: bool) -> list[str]:
    f = font(size, bold)
    lines: list[str] = []
    for para in string.split("\n"):
        # only plain spaces break: a no-break space holds (1,00\u00a0€)
        words = [w for w in para.split(" ") if w]
        if not words:
            lines.append("")
            continue
        line = words[0]
        for word in words[1:]:
            trial = f"{line} {word}"
            if f.size(trial)[0] <= width:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def paragraph(
    surface: pygame.Surface,
    string: str,
    rect: pygame.Rect,
    size: int = 22,
    colour=TEXT,
    spacing: float = 1.35,
) -> int:
    """Draw wrapped text into ``rect``; returns the height used."""
    y = rect.top
    step = int(scaled(size) * spacing)  # the size drawn: Large text's lines are taller
    for line in wrap(string, size, rect.width):
        if line:
            text(surface, line, (rect.left, y), size, colour)
        y += step if line else step // 2
    return y - rect.top


def at_most(text: str, size: int, width: int, rows: int, bold: bool = False) -> list[str]:
    """``text`` wrapped to ``width`` in at most ``rows`` lines, the last one cut with an ellipsis."""
    lines = wrap(text, size, width, bold)
    if len(lines) > rows:
        lines = lines[: rows - 1] + [fit(" ".join(lines[rows - 1 :]), size, width, bold)]
    return lines


def pages_of(text: str, size: int, width: int, height: int, spacing: float = 1.35) -> list[list[str]]:
    """``text`` wrapped to ``width`` and cut into pages of at most ``height`` pixels each."""
    step = int(scaled(size) * spacing)  # the size drawn (Large text)
    pages: list[list[str]] = [[]]
    used = 0
    for line in wrap(text, size, width):
        h = step if line else step // 2
        if used + h > height and pages[-1]:
            pages.append([])
            used = 0
            if not line:
                continue  # a page never starts with a blank line
        pages[-1].append(line)
        used += h
    return pages


def draw_lines(
    surface, lines: list[str], pos: tuple[int, int], size: int, colour, spacing: float = 1.35
) -> int:
    """Lines from ``pages_of`` drawn from ``pos`` down; returns the y below the last."""
    x, y = pos
    step = int(scaled(size) * spacing)  # the size drawn (Large text)
    for line in lines:
        if line:
            text(surface, line, (x, y), size, colour)
        y += step if line else step // 2
    return y


def panel(
    surface: pygame.Surface, rect: pygame.Rect, colour=PANEL, radius: int = 14, edge=PANEL_EDGE, shadow=True
):
    """A rounded card with a soft drop shadow."""
    if shadow:
        _draw_shadow(surface, rect, radius)
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    if edge:
        pygame.draw.rect(surface, edge, rect, 2, border_radius=radius)


def _draw_shadow(surface: pygame.Surface, rect: pygame.Rect, radius: int) -> None:
    """The shadow 2 px right and 5 px below the card, blended only where the card will not cover it:
    a band along its right side and one along its bottom (the card's rounded corners included).
    Blending the whole shadow under a large card cost several times more for the same pixels."""
    shadow, (w, h), x, y = _shadow(rect.width, rect.height, radius), rect.size, rect.x + 2, rect.y + 5
    right, bottom = w - radius - 2, h - radius - 5  # in the shadow: where the bands begin
    if right <= 0 or bottom <= 0:  # a card smaller than its corners: all of it
        surface.blit(shadow, (x, y))
        return
    surface.blit(shadow, (x + right, y), pygame.Rect(right, 0, w + 8 - right, h + 8))
    surface.blit(shadow, (x, y + bottom), pygame.Rect(0, bottom, right, h + 8 - bottom))


@lru_cache(maxsize=64)
def _shadow(width: int, height: int, radius: int) -> pygame.Surface:
    """A card's drop shadow, made once per size: making it anew cost a large card 2-4 ms a frame."""
    sh = pygame.Surface((width + 8, height + 8), pygame.SRCALPHA)
    pygame.draw.rect(sh, SHADOW, sh.get_rect(), border_radius=radius + 2)
    return sh


def shade(size: tuple[int, int], alpha: int) -> pygame.Surface:
    """The full-screen darkening ``veil`` draws, made once per size and alpha (a full-screen alpha
    surface costs 1-4 ms to make: new memory)."""
    return _canvas_sized(("veil", size, alpha), lambda: _filled(size, (0, 0, 0, alpha)))


def _filled(size: tuple[int, int], colour) -> pygame.Surface:
    made = pygame.Surface(size, pygame.SRCALPHA)
    made.fill(colour)
    return made


def veil(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken what is below an overlay."""
    surface.blit(shade(surface.get_size(), alpha), (0, 0))


def shape_points(shape: str, center: tuple[float, float], r: float) -> list[tuple[float, float]]:
    cx, cy = center
    if shape == "square":
        s = r * 0.85
        return [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    if shape == "triangle":
        return [
            (cx + r * math.cos(a), cy + r * math.sin(a)) for a in (-math.pi / 2, math.pi / 6, 5 * math.pi / 6)
        ]
    if shape == "diamond":
        return [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    if shape == "star":
        pts = []
        for i in range(10):
            rad = r if i % 2 == 0 else r * 0.45
            a = -math.pi / 2 + i * math.pi / 5
            pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
        return pts
    if shape == "hexagon":
        return [(cx + r * math.cos(a), cy + r * math.sin(a)) for a in (math.pi / 3 * i for i in range(6))]
    return []


# Which style (colour + shape + pattern) each seat of the current game wears;
# players pick them in the setup screen, the game scene sets them on entry.
_seat_styles: list[int] = list(range(len(SEAT_COLOURS)))


def set_seat_styles(styles) -> None:
    """Seat i wears style ``styles[i]``; missing or invalid entries fall back to i."""
    n = len(SEAT_COLOURS)
    _seat_styles[:] = [
        styles[i] if i < len(styles) and isinstance(styles[i], int) and 0 <= styles[i] < n else i
        for i in range(n)
    ]


def seat_style(seat: int) -> int:
    return _seat_styles[seat % len(_seat_styles)]


def seat_colour(seat: int) -> tuple[int, int, int]:
    return SEAT_COLOURS[seat_style(seat)]


def seat_marker(
    surface: pygame.Surface,
    center,
    radius: float,
    seat: int,
    colourblind: bool = False,
    colour=None,
    style: int | None = None,
):
    """A seat's token: its colour and its shape, plus a pattern in colour-blind mode."""
    style = seat_style(seat) if style is None else style
    colour = colour or SEAT_COLOURS[style]
    shape = SEAT_SHAPES[style]
    size = int(radius * 2 + 4)
    token = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size / 2, size / 2)
    if shape == "circle":
        pygame.draw.circle(token, colour, c, radius)
    else:
        pygame.draw.polygon(token, colour, shape_points(shape, c, radius))
    if colourblind:
        _pattern(token, SEAT_PATTERNS[style], size)
    outline = INK
    if shape == "circle":
        pygame.draw.circle(token, outline, c, radius, 2)
    else:
        pygame.draw.polygon(token, outline, shape_points(shape, c, radius), 2)
    surface.blit(token, (center[0] - size / 2, center[1] - size / 2))


def _pattern(token: pygame.Surface, pattern: str, size: int) -> None:
    """Overlay a dark pattern, clipped to the token's own pixels."""
    if pattern == "solid":
        return
    layer = pygame.Surface((size, size), pygame.SRCALPHA)
    ink = (20, 20, 20, 150)
    if pattern == "stripes":
        for x in range(-size, size, 6):
            pygame.draw.line(layer, ink, (x, size), (x + size, 0), 2)
    elif pattern == "dots":
        for y in range(3, size, 6):
            for x in range(3, size, 6):
                pygame.draw.circle(layer, ink, (x, y), 1.5)
    elif pattern == "cross":
        for x in range(-size, size, 7):
            pygame.draw.line(layer, ink, (x, size), (x + size, 0), 1)
            pygame.draw.line(layer, ink, (x, 0), (x + size, size), 1)
    elif pattern == "rings":
        for r in range(3, size, 5):
            pygame.draw.circle(layer, ink, (size / 2, size / 2), r, 1)
    elif pattern == "checks":
        for y in range(0, size, 6):
            for x in range(0, size, 6):
                if (x // 6 + y // 6) % 2 == 0:
                    layer.fill(ink, (x, y, 6, 6))
    # keep the pattern only where the token is opaque
    mask = pygame.mask.from_surface(token)
    cut = mask.to_surface(setcolor=(255, 255, 255, 255), unsetcolor=(0, 0, 0, 0))
    layer.blit(cut, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    token.blit(layer, (0, 0))


def felt_background(size=None) -> pygame.Surface:
    """The table: green felt with a soft vignette, drawn once and cached."""
    size = size or (WIDTH, HEIGHT)
    surf = pygame.Surface(size)
    surf.fill(BG_DARK)
    w, h = size
    steps = 28
    for i in range(steps):
        t = i / (steps - 1)
        col = tuple(int(BG_DARK[k] + (FELT_LIGHT[k] - BG_DARK[k]) * t**0.7) for k in range(3))
        rect = pygame.Rect(0, 0, int(w * (1.6 - 0.9 * t)), int(h * (1.6 - 0.9 * t)))
        rect.center = (w // 2, h // 2)
        pygame.draw.ellipse(surf, col, rect)
    return surf


_bg_cache: dict = {}


def background() -> pygame.Surface:
    """The felt of the canvas in use, made once per canvas size."""
    return _canvas_sized(("bg", (WIDTH, HEIGHT)), felt_background)


def _canvas_sized(key: tuple, make) -> pygame.Surface:
    """A surface as large as the canvas, made once per ``key`` (its size first); a few are kept,
    since a browser window that is resized or a phone that turns brings new sizes."""
    made = _bg_cache.get(key)
    if made is None:
        if len(_bg_cache) > 8:
            _bg_cache.clear()
        made = _bg_cache[key] = make()
    return made


def reset_caches() -> None:
    _font.cache_clear()
    _fit.cache_clear()
    _fit_size.cache_clear()
    _shadow.cache_clear()
    _bg_cache.clear()
    _render_cache.clear()
