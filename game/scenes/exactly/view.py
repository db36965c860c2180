"""Exactly!'s geometry as the scene uses it (``geometry.regions`` of the canvas as pygame rects),
where the coins lie in each pile's box, and the small view objects its animations move.
"""

from __future__ import annotations

import math
from dataclasses import replace

import pygame

from game import theme
from game.boxes import converted
from game.rules.exactly import BANK, COINS
from game.scenes.exactly import coins
from game.scenes.exactly.geometry import regions

THROW_S = 0.42  # seconds (at speed 1) a throw takes; 0.25 s at normal speed
FLY_S = 0.42  # a coin's flight
TROPHY_DENSE = ((-40, -8), (-16, -8), (-28, 16))  # the €1 pieces beside the coins, from (right, coin row)


def geometry(spec, players: int):
    """Exactly!'s screen on ``spec``'s canvas (``geometry.regions``) with pygame rects for its boxes."""
    found = regions(spec, players)
    return replace(found, **converted(found, pygame.Rect))


def head_h() -> int:
    """A pile box's header (the name and the total) down to where its coins may start."""
    return theme.font(18).get_linesize() + 7  # Large text: lower


class Table:
    """The piles' boxes (``geo.piles``) and where each coin lies in them, chosen from the box's size:
    four stacks in a row, their "×N" under each coin; the €1 pieces won under them in a tall box,
    beside them in one too short for that (``dense``)."""

    def __init__(self, geo, n: int):
        self.n = n
        self.boxes = dict(geo.piles)

    def piles(self) -> list:
        return [*range(self.n), BANK]

    def box(self, pile) -> pygame.Rect:
        return self.boxes[pile]

    def dense(self, pile) -> bool:
        """The €1 pieces beside the coins: the box is too short for them under the coins' counts
        (from the coin row's centre, half-way between the header and the €1 pieces' row, the 50c's
        radius and its count down; the €1 pieces 20 px over the bottom, ``TROPHY_R`` round)."""
        if pile == BANK:
            return False
        box = self.boxes[pile]
        r = coins.BASE_R[50] * min(1.0, ((box.width - 24) / len(COINS) - 6) / 47)  # the roomy form's 50c
        count_h = coins.count_rect(10, (0, 0), 0).height
        return box.height < head_h() + 2 * r + 2 * count_h + 10

    def coin_row(self, pile) -> tuple[float, float, float]:
        """(left, step, centre y) of the four stacks."""
        r = self.boxes[pile]
        right = r.right - 12 - (56 if self.dense(pile) else 0)
        low = r.height - (44 if pile != BANK and not self.dense(pile) else 14)  # above the €1 pieces
        return r.x + 12, (right - r.x - 12) / len(COINS), r.y + (head_h() + low) / 2

    def pile_scale(self, pile) -> float:
        """Neighbouring stacks 6 px apart at least (a 50c beside a 20c: radii 25 + 22 at scale 1), and
        the 50c under the name and the total (a short box with Large text: smaller coins)."""
        _, step, y = self.coin_row(pile)
        under_head = (y - self.boxes[pile].y - head_h()) / coins.BASE_R[50]
        return max(0.0, min(1.12 if pile == BANK else 1.0, (step - 6) / 47, under_head))

    def slot(self, pile, value: int) -> tuple[float, float]:
        """The centre of ``value``'s coin stack in ``pile``'s box."""
        x, step, y = self.coin_row(pile)
        return x + step * (COINS.index(value) + 0.5), y

    def trophy(self, seat: int, i: int) -> tuple[float, float]:
        r = self.boxes[seat]
        if self.dense(seat):
            dx, dy = TROPHY_DENSE[i % 3]
            return r.right + dx, self.coin_row(seat)[2] + dy
        return r.x + 22 + i * 30, r.bottom - 20

    def pile_targets(self) -> list:
        """(pile, touch area) of every pile, its whole box: what a tap hits and what ``tap_targets`` lists."""
        return [(pile, self.boxes[pile]) for pile in self.piles()]

    def pile_at(self, pos):
        for pile, rect in self.pile_targets():
            if rect.collidepoint(pos):
                return pile
        return None

    def step(self, cursor, direction: tuple[int, int], candidates: list):
        """The nearest of ``candidates`` (``cursor`` among them) roughly in ``direction`` from ``cursor``,
        else the next in order."""
        cx, cy = self.boxes[cursor].center
        scored = []
        for pile in candidates:
            dx, dy = self.boxes[pile].centerx - cx, self.boxes[pile].centery - cy
            dist = math.hypot(dx, dy)
            cos = (dx * direction[0] + dy * direction[1]) / dist if dist else 0.0
            if cos >= 0.3:  # that way, give or take 72 degrees
                scored.append((dist * (1 + 2.0 * (1 - cos)), pile))
        if scored:
            return min(scored, key=lambda s: s[0])[1]
        order = [p for p in self.piles() if p in candidates]
        forward = direction in ((1, 0), (0, 1))
        return order[(order.index(cursor) + (1 if forward else -1)) % len(order)]


class Flyer:
    """A coin (or €1 piece) in the air along an arc from ``start`` to ``end``; ``t`` runs 0..1."""

    def __init__(self, value, start, end, r: int, r_end: int | None = None, euro: bool = False, src=None):
        self.value, self.start, self.end = value, start, end
        self.src = src  # the pile it leaves: until it takes off (t = 0) it is still counted there
        self.r0, self.r1 = r, r if r_end is None else r_end
        self.euro = euro
        self.t = 0.0
        self.height = 50 + 0.18 * math.dist(start, end)

    def pos(self) -> tuple[float, float]:
        k = self.t
        x = self.start[0] + (self.end[0] - self.start[0]) * k
        y = self.start[1] + (self.end[1] - self.start[1]) * k - self.height * math.sin(math.pi * k)
        return x, y

    def radius(self) -> int:
        base = self.r0 + (self.r1 - self.r0) * self.t
        return int(round(base * (1 + 0.3 * math.sin(math.pi * self.t))))


class Sparkle:
    """The "exactly one euro" burst around a pile; ``t`` runs 0..1."""

    def __init__(self, pos):
        self.pos = pos
        self.t = 0.0
