"""Number Chains pieces: the figure-8 tray, ivory chips, the gold star, labels and tokens.

Pure drawing helpers and board geometry with no scene state, shared by the
table scene, the rack drawing and the how-to pictures; the pictures are
cached because the table redraws every frame.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game import theme
from game.rules import chains as rules_mod
from game.rules.chains import SQUARES

IVORY = (250, 244, 228)
RIM = (190, 160, 108)
GOLD = (246, 196, 60)
GOLD_DARK = (150, 104, 20)
WOOD = (92, 62, 34)
WOOD_LIGHT = (138, 98, 56)
WELL = (24, 58, 42)
RACK_FILL, RACK_EDGE = (26, 54, 40), (64, 104, 84)  # a rack, a sheet, the action area


# --- geometry and cached pictures ----------------------------------------------------


class BoardGeom:
    """Where the 7x9 grid of the figure 8 sits inside a rectangle; ``sideways`` lays it on its side
    (rule row r drawn as column r, rule column c as row 6 - c). ``cell`` defaults to the largest
    that fits."""

    def __init__(self, area: pygame.Rect, cell: int | None = None, sideways: bool = False):
        cols, rows = (9, 7) if sideways else (7, 9)
        self.cell = cell or int(min(area.width / cols, area.height / rows))
        self.rect = pygame.Rect(0, 0, self.cell * cols, self.cell * rows)
        self.rect.center = pygame.Rect(area).center
        self.radius = int(self.cell * 0.42)
        self.sideways = sideways

    def _grid(self, r: int, c: int) -> tuple[int, int]:
        """The screen column and row of rule square (r, c)."""
        return (r, 6 - c) if self.sideways else (c, r)

    def center(self, square: int) -> tuple[float, float]:
        return self.cell_center(*SQUARES[square])

    def cell_center(self, r: int, c: int) -> tuple[float, float]:
        x, y = self._grid(r, c)
        return (self.rect.x + (x + 0.5) * self.cell, self.rect.y + (y + 0.5) * self.cell)

    def square_at(self, pos) -> int | None:
        x = math.floor((pos[0] - self.rect.x) / self.cell)
        y = math.floor((pos[1] - self.rect.y) / self.cell)
        return rules_mod.SQUARE_INDEX.get((x, 6 - y) if self.sideways else (y, x))

    def cell_rect(self, square: int) -> pygame.Rect:
        """The square's cell: where a tap picks it (the cells tile, as ``square_at`` reads them)."""
        x, y = self._grid(*SQUARES[square])
        return pygame.Rect(self.rect.x + x * self.cell, self.rect.y + y * self.cell, self.cell, self.cell)

    def rules_dir(self, d: tuple[int, int]) -> tuple[int, int]:
        """A screen direction (rows, columns) as a direction on the rules' board."""
        return (d[1], -d[0]) if self.sideways else d


@lru_cache(maxsize=8)
def board_layer(cell: int, sideways: bool = False) -> pygame.Surface:
    """The wooden figure-8 tray with one well per square (static, cached)."""
    pad = max(3, cell // 7)
    surf = pygame.Surface((cell * 7 + 2 * pad, cell * 9 + 2 * pad), pygame.SRCALPHA)
    for grow, colour in ((pad, WOOD), (pad // 2, WOOD_LIGHT)):
        for r, c in SQUARES:
            rect = pygame.Rect(pad + c * cell, pad + r * cell, cell, cell).inflate(2 * grow, 2 * grow)
            pygame.draw.rect(surf, colour, rect, border_radius=max(2, cell // 5))
    rim = max(2, cell // 10)
    for r, c in SQUARES:
        well = pygame.Rect(pad + c * cell, pad + r * cell, cell, cell).inflate(-rim, -rim)
        pygame.draw.rect(surf, WELL, well, border_radius=max(2, cell // 6))
        pygame.draw.rect(surf, (16, 40, 30), well, 1, border_radius=max(2, cell // 6))
    return pygame.transform.rotate(surf, 90) if sideways else surf  # on its side: rule rows become columns


def blit_board(surface: pygame.Surface, geom: BoardGeom) -> None:
    layer = board_layer(geom.cell, geom.sideways)
    pad = (layer.get_width() - geom.rect.width) // 2
    surface.blit(layer, (geom.rect.x - pad, geom.rect.y - pad))


@lru_cache(maxsize=1024)
def chip_image(number: int, radius: int, dim: bool = False, text_scale: float = 1.0) -> pygame.Surface:
    """An ivory number chip with a rim; ``dim`` greys it and strikes it through. Its number fills
    the chip at any text size (Large text draws it at the least size at most: a larger one would
    spill over the rim)."""
    size = radius * 2 + 6
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (radius + 3, radius + 3)
    pygame.draw.circle(surf, (0, 0, 0, 70), (c[0] + 1, c[1] + 3), radius)
    face = (176, 174, 166) if dim else IVORY
    pygame.draw.circle(surf, (120, 116, 108) if dim else RIM, c, radius)
    pygame.draw.circle(surf, face, c, max(1, radius - max(2, radius // 8)))
    if radius >= 10:
        pygame.draw.circle(
            surf, (150, 146, 138) if dim else (220, 200, 160), c, radius - max(4, radius // 4), 1
        )
    if number and radius >= NUMBER_MIN_RADIUS:  # smaller chips (a title-card miniature) show no number
        ink = (96, 94, 90) if dim else theme.INK
        img = theme.render(str(number), max(theme.MIN_TEXT, int(radius * 0.95 / text_scale)), ink, True)
        surf.blit(img, img.get_rect(center=(c[0], c[1] + 1)))
    if dim:
        k = radius * 0.55
        pygame.draw.line(surf, (90, 88, 84), (c[0] - k, c[1] + k), (c[0] + k, c[1] - k), max(2, radius // 9))
    return surf


NUMBER_MIN_RADIUS = 12  # px: from here a chip's number is drawn at 14 px or more


def blit_chip(surface, number: int, pos, radius: int, dim: bool = False, scale: float = 1.0) -> None:
    img = chip_image(number, radius, dim, theme.TEXT_SCALE)
    if scale != 1.0:
        w = max(1, int(img.get_width() * scale))
        img = pygame.transform.smoothscale(img, (w, w))
    surface.blit(img, img.get_rect(center=(int(pos[0]), int(pos[1]) + 1)))


@lru_cache(maxsize=16)
def star_image(radius: int) -> pygame.Surface:
    """The gold star token: a five-pointed star with a bevel and a shadow."""
    size = radius * 2 + 8
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size / 2, size / 2)
    pygame.draw.circle(surf, (0, 0, 0, 60), (c[0] + 1, c[1] + 3), radius * 0.8)
    pts = theme.shape_points("star", c, radius)
    pygame.draw.polygon(surf, GOLD, pts)
    inner = theme.shape_points("star", (c[0], c[1] - radius * 0.05), radius * 0.55)
    pygame.draw.polygon(surf, (255, 232, 140), inner)
    pygame.draw.polygon(surf, GOLD_DARK, pts, max(2, radius // 10))
    return surf


def blit_star(surface, pos, radius: int) -> None:
    img = star_image(radius)
    surface.blit(img, img.get_rect(center=(int(pos[0]), int(pos[1]))))


def shade(colour, k: float):
    """``colour`` with each channel scaled by ``k`` (lighter above 1, darker below)."""
    return tuple(min(255, int(v * k)) for v in colour)


def dashed_line(surface, colour, a, b, width: int = 3, dash: float = 10) -> None:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy)
    if length < 1:
        return
    n = int(length // dash)
    for i in range(0, n, 2):
        t0, t1 = i * dash / length, min(1.0, (i + 1) * dash / length)
        pygame.draw.line(
            surface, colour, (a[0] + dx * t0, a[1] + dy * t0), (a[0] + dx * t1, a[1] + dy * t1), width
        )


# --- table furniture ----------------------------------------------------------------


def swap_token(surface, center, r) -> None:
    """A swap chip: a small blue-grey disc with two arrows."""
    x, y = center
    pygame.draw.circle(surface, (120, 170, 200), (x, y), r)
    pygame.draw.circle(surface, theme.INK, (x, y), r, 1)
    for k in (r, -r):  # the upper arrow points right, the lower one left
        pygame.draw.line(surface, theme.INK, (x - r * 0.5, y - k * 0.3), (x + r * 0.5, y - k * 0.3), 2)
        head = [(x + k * 0.6, y - k * 0.3), (x + k * 0.2, y - k * 0.6), (x + k * 0.2, y)]
        pygame.draw.polygon(surface, theme.INK, head)


def extend_badge(surface, center, seats: list[int], colourblind: bool = False) -> pygame.Rect:
    """On a chip that would extend the chains of ``seats``: one badge, a chain link, then each seat's
    token (not the bare token, which marks where the star came from), centred on ``center`` and kept
    on the canvas (two badges on a chip stacked, and a badge beside the chip covered its neighbour).
    Returns the badge."""
    step = 15
    badge = pygame.Rect(0, 0, 27 + step * len(seats), 22)
    badge.center = (int(center[0]), int(center[1]))
    badge.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, (255, 250, 236), badge, border_radius=11)
    pygame.draw.rect(surface, theme.seat_colour(seats[0]), badge, 3, border_radius=11)
    y = badge.centery
    link = pygame.Rect(badge.x + 5, y - 5, 11, 10)
    pygame.draw.rect(surface, theme.INK, link, 2, border_radius=5)
    pygame.draw.rect(surface, theme.INK, link.move(6, 0), 2, border_radius=5)
    for k, seat in enumerate(seats):
        theme.seat_marker(surface, (badge.x + 30 + k * step, y), 6, seat, colourblind)
    return badge
