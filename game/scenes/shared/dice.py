"""Dice: faces drawn in code, a felt tray, and a die that tumbles in and settles.

A face is a number 1-6 (pips) or a short text ("?", "50"); a style names the colours. Faces
are drawn at 3x and scaled down for smooth corners, and cached: a resting die costs one blit.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from game import theme
from game.anim import ease

SIZE = 80  # a die in a tray, px

PIPS = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.28, 0.24), (0.28, 0.5), (0.28, 0.76), (0.72, 0.24), (0.72, 0.5), (0.72, 0.76)),
}
# style -> (face light, face shade, side, pip); "plain" shows a red one-pip like a casino die
STYLES = {
    "plain": ((252, 249, 240), (232, 224, 206), (176, 162, 136), (38, 34, 30)),
    "selected": ((255, 238, 168), (240, 206, 110), (180, 132, 40), (38, 30, 14)),
    "dead": ((238, 204, 198), (214, 170, 164), (150, 92, 86), (96, 40, 36)),
    "white_gold": ((252, 249, 240), (232, 224, 206), (176, 162, 136), (190, 140, 30)),
    "black_gold": ((58, 56, 60), (34, 32, 36), (14, 12, 16), (240, 196, 64)),
    "black_white": ((58, 56, 60), (34, 32, 36), (14, 12, 16), (246, 244, 238)),
}
WOOD, WOOD_LIGHT, TRAY_FELT = (96, 60, 34), (140, 94, 56), (24, 84, 56)


@lru_cache(maxsize=128)
def face(value: int | str, size: int, style: str = "plain") -> pygame.Surface:
    """A die seen from above with a visible lower edge; ``value`` is 1-6 (pips) or a short text."""
    k = 3
    s = size * k
    depth = max(2, size // 16) * k
    light, shade, side, pip = STYLES[style]
    big = pygame.Surface((s, s + depth), pygame.SRCALPHA)
    r = int(s * 0.2)
    pygame.draw.rect(big, side, (0, depth, s, s), border_radius=r)  # the 3D edge below the face
    pygame.draw.rect(big, shade, (0, 0, s, s), border_radius=r)
    inset = max(2, s // 28)
    pygame.draw.rect(big, light, (0, 0, s - inset, s - inset), border_radius=r)  # bevel: lit from top-left
    gloss = pygame.Surface((s, s), pygame.SRCALPHA)
    pygame.draw.ellipse(gloss, (255, 255, 255, 60), (s * 0.08, s * 0.05, s * 0.6, s * 0.34))
    big.blit(gloss, (0, 0))
    pygame.draw.rect(big, (0, 0, 0, 70), (0, 0, s, s + depth), max(1, k), border_radius=r)
    if isinstance(value, str):
        size_px = int(s * (0.62 if len(value) == 1 else 0.46))
        img = theme.font(size_px, True).render(value, True, pip)
        big.blit(img, img.get_rect(center=(s / 2 - inset / 2, s / 2 - inset / 2)))
    else:
        pr = s * (0.1 if value == 1 else 0.085)
        for fx, fy in PIPS[value]:
            c = (s * fx, s * fy)
            colour = (186, 36, 36) if value == 1 and style == "plain" else pip
            pygame.draw.circle(big, colour, c, pr)
            lit = tuple(min(255, ch + 60) for ch in colour)
            pygame.draw.circle(big, lit, (c[0] + pr * 0.25, c[1] + pr * 0.3), pr * 0.45)
            pygame.draw.circle(big, colour, (c[0] - pr * 0.1, c[1] - pr * 0.1), pr * 0.62)
    return pygame.transform.smoothscale(big, (size, (s + depth) // k))


@lru_cache(maxsize=256)
def rotated(value: int | str, size: int, style: str, angle: int) -> pygame.Surface:
    img = face(value, size, style)
    return pygame.transform.rotate(img, angle) if angle else img


@lru_cache(maxsize=8)
def soft_shadow(size: int) -> pygame.Surface:
    surf = pygame.Surface((size + 16, size + 16), pygame.SRCALPHA)
    for i in range(8):
        pygame.draw.rect(
            surf, (0, 0, 0, 14), (i, i, size + 16 - 2 * i, size + 16 - 2 * i), border_radius=int(size * 0.25)
        )
    return surf


@lru_cache(maxsize=8)
def glow(size: int, colour=(255, 214, 92)) -> pygame.Surface:
    pad = 18
    surf = pygame.Surface((size + 2 * pad, size + 2 * pad), pygame.SRCALPHA)
    for i in range(pad):
        a = int(6 + 110 * (i / pad) ** 2)
        pygame.draw.rect(
            surf,
            (*colour, a),
            (i, i, size + 2 * (pad - i), size + 2 * (pad - i)),
            2,
            border_radius=int(size * 0.22) + pad - i,
        )
    return surf


def draw(surface, value, center, size=SIZE, angle=0.0, style="plain", scale=1.0, alpha=255) -> None:
    """One die at ``center``; rotation and zoom only while it moves (rest poses are cached)."""
    if scale == 1.0:
        img = rotated(value, size, style, int(round(angle)) % 360)
    else:
        img = pygame.transform.rotozoom(face(value, size, style), angle, scale)
    if alpha < 255:
        img = img.copy()
        img.set_alpha(max(0, int(alpha)))
    surface.blit(img, img.get_rect(center=(int(center[0]), int(center[1]))))


def draw_row(surface, values, left, y, size, style="plain", gap=6) -> int:
    """Dice side by side from ``left`` (centred on ``y``); returns the x after the last one."""
    for i, v in enumerate(values):
        draw(surface, v, (left + size / 2 + i * (size + gap), y), size, style=style)
    return left + len(values) * (size + gap)


def draw_tray(surface, rect: pygame.Rect) -> None:
    """A felt dice tray with a wooden rim and a soft inner shadow."""
    rim = rect.inflate(18, 18)
    pygame.draw.rect(surface, (0, 0, 0), rim.move(0, 5), border_radius=22)
    pygame.draw.rect(surface, WOOD, rim, border_radius=22)
    pygame.draw.rect(surface, WOOD_LIGHT, rim, 3, border_radius=22)
    pygame.draw.rect(surface, TRAY_FELT, rect, border_radius=14)
    for i in range(10):
        shade = tuple(max(0, c - 26 + i * 2.6) for c in TRAY_FELT)
        pygame.draw.rect(surface, shade, rect.inflate(-2 * i, -2 * i), 1, border_radius=max(2, 14 - i))
    rng = random.Random(7)
    for _ in range(rect.width * rect.height // 900):  # felt grain
        x, y = rng.randrange(rect.left + 12, rect.right - 12), rng.randrange(rect.top + 12, rect.bottom - 12)
        c = tuple(min(255, ch + rng.choice((-5, 5))) for ch in TRAY_FELT)
        surface.fill(c, (x, y, 2, 1))


class Die:
    """A die on the table: its resting pose plus the tweened throw progress ``t`` (1 = settled)."""

    def __init__(self, value, x: float, y: float, angle: float, size: int = SIZE, style: str = "plain"):
        self.value = value
        self.x, self.y, self.angle = x, y, angle
        self.sx, self.sy, self.spin = x, y, 0.0
        self.t = 1.0
        self.size = size
        self.base_style = style
        self.scale = 1.0
        self.lift = 0.0
        self.alpha = 255.0
        self.selected = False
        self.dead = False
        self.flicker: tuple = (value,)

    @property
    def settled(self) -> bool:
        return self.t >= 1.0

    def pose(self) -> tuple[float, float, float, float, float, object]:
        """(x, y, angle, scale, height above the felt, shown value)."""
        if self.t >= 1.0:
            return self.x, self.y - self.lift * 16, self.angle, self.scale, 0.0, self.value
        e = ease("out_cubic", self.t)
        x = self.sx + (self.x - self.sx) * e
        y = self.sy + (self.y - self.sy) * e
        hop = 90 * abs(math.sin(math.pi * 2.4 * self.t)) * (1 - self.t) ** 1.6
        angle = self.angle + self.spin * (1 - e)
        shown = self.value if self.t > 0.72 else self.flicker[int(self.t * 16) % len(self.flicker)]
        return x, y - hop, angle, self.scale * (1 + hop / 260), hop, shown

    @property
    def style(self) -> str:
        return "dead" if self.dead else "selected" if self.selected else self.base_style

    def draw(self, surface, dx: float = 0.0) -> None:
        """Shadow, selection glow and the die itself at its current pose."""
        if self.t <= 0 or self.alpha <= 0:
            return
        x, y, angle, scale, hop, shown = self.pose()
        x += dx
        size = self.size
        if scale > 0.99 or hop > 0:  # on the felt (or tumbling above it): it casts a shadow
            sh = soft_shadow(size)
            off = 5 + hop * 0.35 + self.lift * 8
            surface.blit(sh, sh.get_rect(center=(x + off * 0.6, y + off + self.lift * 16)))
        if self.lift > 0.02 and not self.dead:
            g = glow(size)
            if self.lift < 0.98:
                g = g.copy()
                g.set_alpha(int(255 * self.lift))
            surface.blit(g, g.get_rect(center=(x, y)))
        draw(
            surface,
            shown,
            (x, y),
            size,
            angle,
            self.style,
            1.0 if abs(scale - 1) < 0.005 else scale,
            self.alpha,
        )


def claim(dice: list[Die], values, prefer=(), avoid=()) -> list[Die]:
    """The dice showing ``values`` (one die each): those in ``prefer`` first, those in ``avoid`` last,
    otherwise leftmost first. Animations use it to find which dice on the table an event means."""
    pool = [d for d in prefer if d in dice]
    pool += [d for d in dice if d not in pool and d not in avoid]
    pool += [d for d in dice if d in avoid and d not in pool]
    chosen: list[Die] = []
    for v in values:
        for d in pool:
            if d.value == v and d not in chosen:
                chosen.append(d)
                break
    return chosen


def faces_for(value) -> tuple:
    """The faces a tumbling die flickers through: pips 1-6, or the die's own text faces."""
    return (1, 2, 3, 4, 5, 6) if isinstance(value, int) else (value,)


def lay_out(
    values,
    rect: pygame.Rect,
    rng: random.Random,
    size: int = SIZE,
    thrown: bool = False,
    styles=None,
    flicker_faces=None,
    rows: int = 1,
) -> list[Die]:
    """Dice resting in a row across ``rect`` with a little jitter; ``thrown`` ones start below it, spinning.
    ``rows=2`` (a narrow tray): more than three dice lie in two rows, the first the longer, far enough
    apart that their touch areas never meet. ``rng`` is the scene's looks-only generator (never the
    game's chance); ``flicker_faces``: shown while tumbling (default: 1-6 for pips)."""
    n = len(values)
    lines = [list(range(n))]
    if rows > 1 and n > 3:
        first = -(-n // 2)
        lines = [list(range(first)), list(range(first, n))]
    spacing = min(size * 1.6, rect.height - size - 16)  # between the two rows' centres
    jitter_x, jitter_y = (8, 14) if len(lines) == 1 else (6, 4)
    dice = [None] * n
    for r, line in enumerate(lines):
        k = len(line)
        pitch = min(size * 1.5, (rect.width - size) / max(1, k - 1)) if k > 1 else 0
        cy = rect.centery - 12 if len(lines) == 1 else rect.centery - 8 + (r - 0.5) * spacing
        for j, i in enumerate(line):
            x = rect.centerx + (j - (k - 1) / 2) * pitch + rng.uniform(-jitter_x, jitter_x)
            y = cy + rng.uniform(-jitter_y, jitter_y)
            die = dice[i] = Die(values[i], x, y, rng.uniform(-14, 14), size, styles[i] if styles else "plain")
            if thrown:
                pool = flicker_faces or faces_for(values[i])
                die.t = 0.0
                die.sx = rect.left + 30 + rng.uniform(0, 160)
                die.sy = rect.bottom + 70 + rng.uniform(0, 40)
                die.spin = rng.choice((-1, 1)) * rng.uniform(300, 680)
                die.flicker = tuple(rng.choice(pool) for _ in range(7))
    return dice


def throw(anim, dice: list[Die], seconds: float) -> list:
    """Tween each die's throw to rest (staggered); returns the tweens for a timeline step."""
    return [anim.animate(d, seconds, "linear", delay=0.05 * i, t=1.0) for i, d in enumerate(dice)]
