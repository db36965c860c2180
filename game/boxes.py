"""Rectangles a screen's geometry is computed in: a canvas split into rows and columns.

Pure Python (no pygame): a ``Box`` is ``(x, y, w, h)`` in canvas px, which ``pygame.Rect`` takes
as it is. ``split`` divides a box along one axis into parts, each a ``Part`` (a minimum, a weight
for what is left over, a maximum) or a plain int (exactly that many px); the parts never overlap,
fill the box exactly (but for the gaps) and keep their minimums, or ``split`` raises ``NoRoom``.
A screen's layout function (e.g. ``game/scenes/farkle/geometry.py``) is a few calls of these.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import NamedTuple


class NoRoom(ValueError):
    """The parts' minimums (and gaps) need more than the box has."""


class Box(NamedTuple):
    x: int
    y: int
    w: int
    h: int

    @property
    def right(self) -> int:
        return self.x + self.w

    @property
    def bottom(self) -> int:
        return self.y + self.h

    @property
    def center(self) -> tuple[int, int]:
        return self.x + self.w // 2, self.y + self.h // 2

    def inset(self, dx: int, dy: int | None = None) -> Box:
        """Smaller by ``dx`` on the left and right, ``dy`` (default ``dx``) at the top and bottom."""
        dy = dx if dy is None else dy
        return Box(self.x + dx, self.y + dy, max(0, self.w - 2 * dx), max(0, self.h - 2 * dy))

    def contains(self, other: Box) -> bool:
        return (
            self.x <= other.x
            and self.y <= other.y
            and other.right <= self.right
            and other.bottom <= self.bottom
        )

    def overlaps(self, other: Box) -> bool:
        return (
            self.x < other.right and other.x < self.right and self.y < other.bottom and other.y < self.bottom
        )


@dataclass(frozen=True)
class Part:
    """One part of a split: at least ``min`` px, then ``weight`` of what the box has left, at most ``max``."""

    min: int = 0
    weight: float = 0.0
    max: int | None = None


def sizes(total: int, parts: list[Part | int], gap: int = 0) -> list[int]:
    """The length of each part when ``total`` px (less the gaps) are shared out."""
    parts = [Part(p, 0.0, p) if isinstance(p, int) else p for p in parts]
    free = total - gap * max(0, len(parts) - 1) - sum(p.min for p in parts)
    if free < 0:
        raise NoRoom(f"{total} px cannot hold {[p.min for p in parts]} with gaps of {gap}")
    out = [p.min for p in parts]
    growing = [i for i, p in enumerate(parts) if p.weight > 0 and (p.max is None or p.max > p.min)]
    while free > 0 and growing:  # share out by weight; a part at its maximum passes its share on
        weights = sum(parts[i].weight for i in growing)
        given = 0
        for n, i in enumerate(growing):
            share = free - given if n == len(growing) - 1 else int(free * parts[i].weight / weights)
            cap = parts[i].max
            if cap is not None:
                share = min(share, cap - out[i])
            out[i] += share
            given += share
        free -= given
        growing = [i for i in growing if parts[i].max is None or out[i] < parts[i].max]
        if given == 0:
            break
    return out


def split(box: Box, parts: list[Part | int], gap: int = 0, across: bool = False) -> list[Box]:
    """``box`` cut into rows top to bottom (``across``: columns left to right), ``gap`` px apart.
    Space no part can take (every one at its maximum) is left at the end."""
    lengths = sizes(box.w if across else box.h, parts, gap)
    out, at = [], box.x if across else box.y
    for n in lengths:
        out.append(Box(at, box.y, n, box.h) if across else Box(box.x, at, box.w, n))
        at += n + gap
    return out


def rows(box: Box, parts: list[Part | int], gap: int = 0) -> list[Box]:
    return split(box, parts, gap)


def columns(box: Box, parts: list[Part | int], gap: int = 0) -> list[Box]:
    return split(box, parts, gap, across=True)


def centred(box: Box, w: int, h: int) -> Box:
    """A box of at most ``w`` x ``h`` in the middle of ``box`` (a card on the canvas)."""
    w, h = min(w, box.w), min(h, box.h)
    return Box(box.x + (box.w - w) // 2, box.y + (box.h - h) // 2, w, h)


def buttons(box: Box, widths: list[int], height: int, gap: int) -> list[Box]:
    """Buttons of these ``widths`` and ``height`` side by side, centred from ``box``'s top (each
    narrower, down to 3/4 of its width, when the box is narrow); when even that does not fit, one
    under another, each as wide as the box. The last box's bottom is the height they take."""
    scale = min(1.0, (box.w - gap * (len(widths) - 1)) / max(1, sum(widths)))
    if scale >= 0.75:
        widths = [int(w * scale) for w in widths]
        x = box.x + (box.w - sum(widths) - gap * (len(widths) - 1)) // 2
        out = []
        for w in widths:
            out.append(Box(x, box.y, w, height))
            x += w + gap
        return out
    return [Box(box.x, box.y + i * (height + gap), box.w, height) for i in range(len(widths))]


def converted(found, convert) -> dict:
    """The fields of the dataclass ``found`` (a game's regions) by name, each Box in them, alone or
    in a tuple or a dict, made ``convert(box)``: a scene's rects with ``convert=pygame.Rect``."""

    def one(value):
        if isinstance(value, Box):
            return convert(value)
        if isinstance(value, tuple) and value and isinstance(value[0], Box):
            return tuple(map(convert, value))
        if isinstance(value, dict):
            return {k: one(v) for k, v in value.items()}
        return value

    return {f.name: one(getattr(found, f.name)) for f in fields(found)}
