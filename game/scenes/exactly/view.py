"""Exactly!'s layout (logical 1280x720) and the small view objects its animations move.

The table (left) has the bank in the middle and one pile box per seat around
it, clockwise from the bottom: seat 0 at the bottom, then left, top, right.
The side column (right) holds the die tray with the prompt, the action area
(Roll, the value choice after a ?, the move list) and the log.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.rules.exactly import BANK, COINS

# top bar 0..68; the message pill sits at the bottom centre (y 676..700)
TABLE = pygame.Rect(16, 80, 880, 588)
SIDE_X, SIDE_W = 908, 356
TRAY = pygame.Rect(SIDE_X, 80, SIDE_W, 118)
DIE_AREA = pygame.Rect(SIDE_X + 14, 101, 100, 100)  # where the die lands inside the tray
ACTION = pygame.Rect(SIDE_X, 210, SIDE_W, 262)
LOG = pygame.Rect(SIDE_X, 484, SIDE_W, 180)
DIE = 64
THROW_S = 0.42  # seconds (at speed 1) a throw takes; 0.25 s at normal speed
FLY_S = 0.42  # a coin's flight
ROW_H = 44  # a move-list row (a touch target)
DARK_PANEL, DARK_EDGE = (20, 44, 33), (60, 100, 80)
LIST_ROWS = 4  # move-list rows shown at once


@dataclass(frozen=True)
class Geometry:
    """Where the scene's panels and controls are: one for each layout, picked when the scene is
    built (``compact.GEO`` for a phone). The standard one is this module's constants."""

    table: pygame.Rect
    tray: pygame.Rect
    die_area: pygame.Rect
    action: pygame.Rect
    log: pygame.Rect | None  # None: the log is not drawn (compact: the header's Log button opens it)
    die: int
    row_h: int  # a move-list row (a touch target)
    list_rows: int
    list_rect: pygame.Rect
    roll: pygame.Rect
    values: tuple  # the four value buttons (50c, 20c, 10c, 5c)
    keep: pygame.Rect
    tray_inset: int = 18  # the wooden tray drawn inside ``tray``
    compact: bool = False


def _standard() -> Geometry:
    w = (ACTION.width - 48) // 2
    values = tuple(
        pygame.Rect(ACTION.x + 16 + (i % 2) * (w + 16), ACTION.y + 52 + (i // 2) * 76, w, 64)
        for i in range(4)
    )
    return Geometry(
        table=TABLE,
        tray=TRAY,
        die_area=DIE_AREA,
        action=ACTION,
        log=LOG,
        die=DIE,
        row_h=ROW_H,
        list_rows=LIST_ROWS,
        list_rect=pygame.Rect(ACTION.x + 10, ACTION.y + 40, ACTION.width - 20, ROW_H * LIST_ROWS),
        roll=pygame.Rect(ACTION.x + 16, ACTION.y + 46, ACTION.width - 32, 64),
        values=values,
        keep=pygame.Rect(ACTION.x + 16, ACTION.y + 150, ACTION.width - 32, 56),
    )


GEO = _standard()

BANK_CENTRE = (456, 372)
# seat -> box centre, clockwise from the bottom, per player count
CENTRES = {
    2: [(456, 588), (456, 158)],
    3: [(456, 588), (236, 158), (676, 158)],
    4: [(456, 588), (148, 372), (456, 158), (764, 372)],
    5: [(456, 588), (140, 372), (300, 158), (612, 158), (772, 372)],
    6: [(336, 588), (132, 372), (336, 158), (576, 158), (780, 372), (576, 588)],
}


def seat_box_size(n: int) -> tuple[int, int]:
    return (244, 150) if n <= 4 else (216, 150)


def coin_scale(n: int) -> float:
    return 1.0 if n <= 4 else 0.9


class Layout:
    """Box rectangles and coin slots of one table (player count)."""

    def __init__(self, n: int):
        self.n = n
        w, h = seat_box_size(n)
        self.boxes: dict = {}
        for seat, (cx, cy) in enumerate(CENTRES[n]):
            r = pygame.Rect(0, 0, w, h)
            r.center = (cx, cy)
            self.boxes[seat] = r
        bank = pygame.Rect(0, 0, 316, 150)
        bank.center = BANK_CENTRE
        self.boxes[BANK] = bank
        self.scale = coin_scale(n)

    def piles(self) -> list:
        return [*range(self.n), BANK]

    def box(self, pile) -> pygame.Rect:
        return self.boxes[pile]

    def pile_scale(self, pile) -> float:
        return 1.12 if pile == BANK else self.scale

    def slot(self, pile, value: int) -> tuple[float, float]:
        """The centre of ``value``'s coin stack in ``pile``'s box."""
        r = self.boxes[pile]
        i = COINS.index(value)
        inner = r.width - 24
        return r.x + 12 + inner * (i + 0.5) / len(COINS), r.y + 78

    def trophy(self, seat: int, i: int) -> tuple[float, float]:
        r = self.boxes[seat]
        return r.x + 24 + i * 31, r.bottom - 22

    def trophy_box(self) -> pygame.Rect:
        """Where the €1 pieces not yet won lie: the table's bottom-left corner, clear of every pile box
        and of the labels that rise over the boxes, at every player count."""
        return pygame.Rect(TABLE.x + 12, TABLE.bottom - 58, 150, 46)

    def touch(self, pile) -> pygame.Rect:
        """Where a tap takes or puts ``pile``'s coin: its whole box."""
        return self.boxes[pile]

    def pile_targets(self) -> list:
        """(pile, touch area) of every pile: what a tap hits and what ``tap_targets`` lists."""
        return [(pile, self.touch(pile)) for pile in self.piles()]

    def pile_at(self, pos):
        for pile, rect in self.pile_targets():
            if rect.collidepoint(pos):
                return pile
        return None

    def step(self, cursor, direction: tuple[int, int], candidates: list):
        """The nearest candidate roughly in ``direction`` from ``cursor`` (else the next in order)."""
        if not candidates:
            return None
        if cursor not in candidates and cursor not in self.boxes:
            return candidates[0]
        cx, cy = self.boxes[cursor].center
        best = None
        for pile in candidates:
            if pile == cursor:
                continue
            x, y = self.boxes[pile].center
            dx, dy = x - cx, y - cy
            along = dx * direction[0] + dy * direction[1]
            dist = math.hypot(dx, dy)
            if along <= 0 or dist == 0:
                continue
            cos = along / dist
            if cos < 0.3:
                continue
            score = dist * (1 + 2.0 * (1 - cos))
            if best is None or score < best[0]:
                best = (score, pile)
        if best is not None:
            return best[1]
        order = [p for p in self.piles() if p in candidates]
        if cursor not in order:
            return order[0]
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


def pile_name(pile, name_of) -> str:
    from game.i18n import tr

    return tr("exactly.ui.bank") if pile == BANK else name_of(pile)
