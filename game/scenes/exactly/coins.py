"""Exactly!'s coins and €1 trophies, drawn in code.

Every value has its own size, colour and edge, so coins tell apart without
colour: 50c is the largest (gold, reeded edge), 20c has seven notches (the
"Spanish flower"), 10c a double ring, 5c the smallest with a ring of dots. The
value is written on every coin. In colour-blind mode the edges are inked
darker and thicker. Coins are drawn at 3x, scaled down and cached.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game import theme

BASE_R = {50: 25, 20: 22, 10: 19, 5: 16}  # radius at scale 1
# value -> (face, rim, text)
COLOURS = {
    50: ((240, 198, 70), (168, 124, 28), (70, 48, 8)),
    20: ((214, 219, 228), (128, 136, 150), (36, 40, 52)),
    10: ((222, 128, 78), (140, 70, 38), (58, 24, 10)),
    5: ((128, 86, 58), (74, 46, 28), (250, 236, 214)),
}
EURO_RING, EURO_CORE = (210, 214, 222), (236, 192, 72)
TROPHY_R = 14  # a €1 piece won, on its owner's card and in the box on the table
K = 3  # drawn at 3x, then scaled down


def _canvas(r: int) -> tuple[pygame.Surface, int, tuple[float, float]]:
    """(the 3x canvas for a piece of radius ``r`` with its shade below, its 3x radius, its centre)."""
    R = r * K
    size = 2 * R + 2 * K
    big = pygame.Surface((size, size + 2 * K), pygame.SRCALPHA)
    c = (size / 2, size / 2)
    pygame.draw.circle(big, (0, 0, 0, 90), (c[0], c[1] + 2 * K), R)  # the edge seen below
    return big, R, c


def radius(value: int, scale: float = 1.0) -> int:
    return max(8, int(round(BASE_R[value] * scale)))


@lru_cache(maxsize=320)
def coin(value: int, r: int, colourblind: bool = False) -> pygame.Surface:
    """A coin of ``value`` with radius ``r`` px (seen from above, a little shade below)."""
    big, R, c = _canvas(r)
    face, rim, ink = COLOURS[value]
    pygame.draw.circle(big, rim, c, R)
    pygame.draw.circle(big, face, c, R - 2 * K)
    lit = tuple(min(255, ch + 28) for ch in face)
    pygame.draw.circle(big, lit, (c[0] - R * 0.12, c[1] - R * 0.14), R * 0.62)
    pygame.draw.circle(big, face, c, R * 0.56)
    edge = (30, 24, 18) if colourblind else rim
    w = (3 if colourblind else 2) * K // 2 + 1
    if value == 50:  # reeded edge: fine ticks all round
        for i in range(32):
            a = i * math.tau / 32
            p0 = (c[0] + (R - 1.5 * K) * math.cos(a), c[1] + (R - 1.5 * K) * math.sin(a))
            p1 = (c[0] + (R - 5 * K) * math.cos(a), c[1] + (R - 5 * K) * math.sin(a))
            pygame.draw.line(big, edge, p0, p1, w)
    elif value == 20:  # seven notches cut into the rim
        for i in range(7):
            a = -math.pi / 2 + i * math.tau / 7
            p = (c[0] + R * math.cos(a), c[1] + R * math.sin(a))
            pygame.draw.circle(big, (0, 0, 0, 0), p, R * 0.2)
            pygame.draw.circle(big, edge, p, R * 0.2 + w, w)
        pygame.draw.circle(big, (0, 0, 0, 0), c, R + 3 * K, 3 * K)
    elif value == 10:  # a double ring
        pygame.draw.circle(big, edge, c, R - 3.5 * K, w)
        pygame.draw.circle(big, edge, c, R - 6.5 * K, w)
    else:  # a ring of dots
        for i in range(12):
            a = i * math.tau / 12
            pygame.draw.circle(
                big, edge, (c[0] + (R - 4 * K) * math.cos(a), c[1] + (R - 4 * K) * math.sin(a)), 1.4 * K
            )
    pygame.draw.circle(big, (0, 0, 0, 110), c, R, K)
    label = theme.font(max(6, int(R * (0.82 if value >= 10 else 0.95))), True).render(str(value), True, ink)
    big.blit(label, label.get_rect(center=(c[0], c[1] + K)))
    return pygame.transform.smoothscale(big, (big.get_width() // K, big.get_height() // K))


def draw_coin(surface, value: int, center, r: int, colourblind: bool = False) -> None:
    img = coin(value, r, colourblind)
    surface.blit(img, img.get_rect(center=(int(center[0]), int(center[1]) + 1)))


@lru_cache(maxsize=16)
def euro(r: int) -> pygame.Surface:
    """A €1 piece: a silver ring round a gold core with a 1."""
    big, R, c = _canvas(r)
    pygame.draw.circle(big, EURO_RING, c, R)
    pygame.draw.circle(big, (150, 156, 168), c, R, K)
    pygame.draw.circle(big, EURO_CORE, c, R * 0.68)
    pygame.draw.circle(big, (176, 132, 36), c, R * 0.68, K)
    label = theme.font(max(6, int(R * 1.0)), True).render("1", True, (70, 48, 8))
    big.blit(label, label.get_rect(center=c))
    return pygame.transform.smoothscale(big, (big.get_width() // K, big.get_height() // K))


def draw_euro(surface, center, r: int) -> None:
    img = euro(r)
    surface.blit(img, img.get_rect(center=(int(center[0]), int(center[1]) + 1)))


def draw_stack(surface, value: int, count: int, center, r: int, colourblind: bool) -> None:
    """``count`` coins of one value as a small stack, with "×N" under it when there is more than one."""
    x, y = center
    shown = min(count, 3)
    for i in range(shown):
        draw_coin(surface, value, (x, y - (shown - 1 - i) * 3), r, colourblind)
    if count > 1:
        pill = count_rect(count, center, r)
        pygame.draw.rect(surface, (255, 250, 236), pill, border_radius=8)
        pygame.draw.rect(surface, theme.INK, pill, 1, border_radius=8)
        img = theme.render(f"×{count}", 15, theme.INK, True)
        surface.blit(img, img.get_rect(center=pill.center))


def count_rect(count: int, center, r: int) -> pygame.Rect:
    """A stack's "×N" pill: centred under the coin, over its rim only (the value stays in view and
    the neighbouring stacks, ``Table.pile_scale`` apart, stay clear)."""
    img = theme.render(f"×{count}", 15, theme.INK, True)  # over the rim's lowest 8 px, at any text size
    return img.get_rect(midtop=(int(center[0]), int(center[1] + r - 7))).inflate(8, 2)


def empty_slot(surface, center, r: int) -> None:
    """Where a value's coins would lie (the bank shows it when it has none left)."""
    x, y = int(center[0]), int(center[1])
    for i in range(12):
        a = i * math.tau / 12
        pygame.draw.arc(surface, (120, 110, 90), (x - r, y - r, 2 * r, 2 * r), a, a + 0.3, 2)
