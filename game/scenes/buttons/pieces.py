"""Buttons' pieces drawn in code: cells with a colour *and* a symbol, buttons, stars, whole boards.

Players of the physical game find the transparent buttons hard to see, so a
button here is a saturated disc with a white rim, a dark outline, a drop
shadow and four thread holes, on a pale cell; a star is a gold star on a dark
cell. Every cell carries its colour's symbol (diamond, triangle, plus, bars),
on the empty cell and on the button, so colours never depend on hue alone.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game import theme
from game.rules import buttons as bt

# Okabe-Ito based hues (readable with the common colour-vision deficiencies), then a pale tint
HUES = ((213, 94, 0), (240, 200, 40), (0, 158, 115), (0, 114, 178))
PALE = tuple(tuple(int(c + (255 - c) * 0.72) for c in h) for h in HUES)
INKS = ((120, 44, 0), (120, 90, 0), (0, 80, 58), (0, 52, 96))
SYMBOLS = ("diamond", "triangle", "plus", "bars")
STAR_CELL = (34, 40, 70)
STAR_GOLD = (255, 206, 64)
BOARD_EDGE = (70, 58, 40)


def symbol(surface, kind: str, center, r: float, colour, width: int = 0) -> None:
    """One colour's symbol, filled (``width`` 0) or outlined."""
    cx, cy = center
    if kind == "diamond":
        pts = [(cx, cy - r), (cx + r * 0.8, cy), (cx, cy + r), (cx - r * 0.8, cy)]
        pygame.draw.polygon(surface, colour, pts, width)
    elif kind == "triangle":
        pts = [(cx, cy - r), (cx + r, cy + r * 0.8), (cx - r, cy + r * 0.8)]
        pygame.draw.polygon(surface, colour, pts, width)
    elif kind == "plus":
        t = max(2, r * 0.38)
        pygame.draw.rect(surface, colour, (cx - t, cy - r, 2 * t, 2 * r), width)
        pygame.draw.rect(surface, colour, (cx - r, cy - t, 2 * r, 2 * t), width)
    else:  # bars: two thick horizontal bars
        t = max(2, r * 0.34)
        for dy in (-r * 0.5, r * 0.5):
            pygame.draw.rect(surface, colour, (cx - r, cy + dy - t / 2 - 1, 2 * r, t), width)


def draw_star(surface, center, r: float, colour=STAR_GOLD, outline=theme.INK) -> None:
    pts = theme.shape_points("star", center, r)
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.polygon(surface, outline, pts, max(1, int(r / 9)))


@lru_cache(maxsize=64)
def cell_image(colour: int, size: int, colourblind: bool) -> pygame.Surface:
    """An empty cell: pale tint, its symbol in a mid tone (bolder in colour-blind mode)."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(surf, PALE[colour], (1, 1, size - 2, size - 2), border_radius=max(2, size // 8))
    ink = INKS[colour] if colourblind else tuple((a + b) // 2 for a, b in zip(HUES[colour], INKS[colour]))
    symbol(surf, SYMBOLS[colour], (size / 2, size / 2), size * (0.2 if colourblind else 0.16), ink)
    return surf


@lru_cache(maxsize=64)
def button_image(colour: int, size: int) -> pygame.Surface:
    """A placed button: saturated disc, white rim, dark outline, four holes and the colour's symbol."""
    k = 3
    s = size * k
    big = pygame.Surface((s, s), pygame.SRCALPHA)
    c = (s / 2, s / 2)
    r = s * 0.42
    pygame.draw.circle(big, (0, 0, 0, 90), (c[0] + s * 0.03, c[1] + s * 0.05), r)
    pygame.draw.circle(big, theme.INK, c, r)
    pygame.draw.circle(big, (255, 255, 255), c, r - s * 0.035)
    pygame.draw.circle(big, HUES[colour], c, r - s * 0.09)
    pygame.draw.circle(
        big, tuple(min(255, v + 40) for v in HUES[colour]), (c[0] - r * 0.2, c[1] - r * 0.25), r * 0.35
    )
    pygame.draw.circle(big, HUES[colour], c, r * 0.62)
    for dx, dy in ((-1, -1), (1, -1), (-1, 1), (1, 1)):
        pygame.draw.circle(big, INKS[colour], (c[0] + dx * r * 0.42, c[1] + dy * r * 0.42), r * 0.09)
    symbol(big, SYMBOLS[colour], c, r * 0.3, (255, 255, 255))
    return pygame.transform.smoothscale(big, (size, size))


@lru_cache(maxsize=16)
def star_image(size: int) -> pygame.Surface:
    k = 3
    s = size * k
    big = pygame.Surface((s, s), pygame.SRCALPHA)
    pygame.draw.rect(big, STAR_CELL, (k, k, s - 2 * k, s - 2 * k), border_radius=s // 8)
    draw_star(big, (s / 2, s / 2 + s * 0.02), s * 0.4, STAR_GOLD, (90, 60, 0))
    return pygame.transform.smoothscale(big, (size, size))


@lru_cache(maxsize=32)
def hatch_layer(w: int, h: int, step: int = 9) -> pygame.Surface:
    """Diagonal dark lines over a blocked cell (cached: drawn every frame)."""
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    for x in range(-h, w, step):
        pygame.draw.line(layer, (40, 34, 28, 150), (x, h), (x + h, 0), 2)
    return layer


def hatch(surface, r: pygame.Rect, step: int = 9) -> None:
    """A blocked cell: the hatching over it."""
    surface.blit(hatch_layer(r.width, r.height, step), r)


def cross(surface, r: pygame.Rect, k: float = 0.22) -> None:
    """A red cross over a cell that may not be used (arms ``k`` of the cell's width)."""
    k, (x, y) = r.width * k, r.center
    for dy in (-k, k):
        pygame.draw.line(surface, theme.BAD, (x - k, y + dy), (x + k, y - dy), 5)


@lru_cache(maxsize=64)
def band(w: int, h: int, rgba: tuple) -> pygame.Surface:
    """A translucent strip (the dice guides), cached by size and colour."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.fill(rgba)
    return surf


def draw_button(surface, colour: int, center, size: int, scale: float = 1.0, alpha: int = 255) -> None:
    img = button_image(colour, size)
    if scale != 1.0:
        img = pygame.transform.smoothscale(img, (max(1, int(size * scale)), max(1, int(size * scale))))
    if alpha < 255:
        img = img.copy()
        img.set_alpha(max(0, int(alpha)))
    surface.blit(img, img.get_rect(center=(int(center[0]), int(center[1]))))


def draw_board(surface, grid: pygame.Rect, board: int, buttons: int, stars: int, colourblind: bool) -> None:
    """A whole board: frame, cells, stars and this round's buttons."""
    c = grid.width // 6
    layout = bt.BOARDS[board]
    pygame.draw.rect(surface, BOARD_EDGE, grid.inflate(8, 8), border_radius=8)
    pygame.draw.rect(surface, (250, 246, 236), grid.inflate(2, 2), border_radius=4)
    for i in range(36):
        r, col = divmod(i, 6)
        x, y = grid.x + col * c, grid.y + r * c
        if stars >> i & 1:
            surface.blit(star_image(c), (x, y))
        else:
            surface.blit(cell_image(layout[i], c, colourblind), (x, y))
            if buttons >> i & 1:
                surface.blit(button_image(layout[i], c), (x, y))


def bonus_chip(surface, colour: int, center, r: float) -> pygame.Rect:
    """A bonus card in small: a rounded card in the colour with its symbol and a tiny star."""
    rect = pygame.Rect(0, 0, int(r * 1.5), int(r * 2))
    rect.center = (int(center[0]), int(center[1]))
    pygame.draw.rect(surface, HUES[colour], rect, border_radius=4)
    pygame.draw.rect(surface, theme.INK, rect, 2, border_radius=4)
    symbol(surface, SYMBOLS[colour], (rect.centerx, rect.centery + r * 0.25), r * 0.45, (255, 255, 255))
    draw_star(surface, (rect.centerx, rect.y + r * 0.45), r * 0.32, STAR_GOLD, theme.INK)
    return rect


def taken_die(surface, center, size: int) -> None:
    """A plain black die taken out of play (shown with the seat that took it)."""
    from game.scenes.shared import dice as dicelib

    dicelib.draw(surface, 1, center, size, style="black_white")
