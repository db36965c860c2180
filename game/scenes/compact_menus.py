"""Shared pieces of the menu screens' compact layout (a phone held sideways, game/layout.py).

The menus keep their standard geometry untouched and pick a compact one when they are built
(``theme.compact()``); what they share lives here: touch areas cut around other controls, a
tab button, a demo button that stacks its eye over its word, and text cut into pages that fit a
box (long texts are paged, never cut off).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game import theme
from game.ui import STYLES, Button, _text

MARGIN = 8  # from the canvas edge
TARGET = 55  # the compact layout's smallest touch area (layout.COMPACT.min_target)
PITCH = 66  # one row of controls and the gap to the next (55 + 11 > the 10 px goal)


def cut_out(area: pygame.Rect, holes: list[pygame.Rect], smallest: int = 0) -> list[pygame.Rect]:
    """``area`` without ``holes``, as rects that do not overlap; pieces narrower or lower than
    ``smallest`` are left out (too small to be a touch area of their own)."""
    pieces = [pygame.Rect(area)]
    for hole in holes:
        nxt = []
        for r in pieces:
            h = r.clip(hole)
            if not h.width or not h.height:
                nxt.append(r)
                continue
            parts = (
                pygame.Rect(r.x, r.y, r.width, h.top - r.top),
                pygame.Rect(r.x, h.bottom, r.width, r.bottom - h.bottom),
                pygame.Rect(r.x, h.top, h.left - r.left, h.height),
                pygame.Rect(h.right, h.top, r.right - h.right, h.height),
            )
            nxt += [p for p in parts if p.width > 0 and p.height > 0]
        pieces = nxt
    return [p for p in pieces if p.width >= smallest and p.height >= smallest]


class TabButton(Button):
    """One of a screen's tabs: the chosen one is drawn lit (a tap shows at once which is open)."""

    def __init__(self, rect, label, on_click, chosen: Callable[[], bool], size: int = 19):
        super().__init__(rect, label, on_click, "ghost", size=size)
        self.chosen = chosen

    def draw(self, surface, focused, hovered):
        self.style = "primary" if self.chosen() else "ghost"
        super().draw(surface, focused, hovered)


class StackedIconButton(Button):
    """A narrow button: its icon on top, its word below (the title cards' Demo)."""

    def draw(self, surface, focused, hovered):
        icon, self.icon = self.icon, None
        label, self.label = self.label, ""
        try:
            super().draw(surface, focused, hovered)
        finally:
            self.icon, self.label = icon, label
        r = self.rect
        ink = (70, 72, 68) if not self.enabled else STYLES[self.style][2]
        if icon is not None:
            icon(surface, pygame.Rect(r.centerx - 13, r.y + 5, 26, 22), ink)
        theme.text_fit(surface, _text(label), (r.centerx, r.bottom - 6), r.width - 6, self.size, ink,
                       "midbottom", bold=True)  # fmt: skip


def at_most(text: str, size: int, width: int, rows: int, bold: bool = False) -> list[str]:
    """``text`` wrapped to ``width`` in at most ``rows`` lines, the last one cut with an ellipsis."""
    lines = theme.wrap(text, size, width, bold)
    if len(lines) > rows:
        lines = lines[: rows - 1] + [theme.fit(" ".join(lines[rows - 1 :]), size, width, bold)]
    return lines


def pages_of(text: str, size: int, width: int, height: int, spacing: float = 1.35) -> list[list[str]]:
    """``text`` wrapped to ``width`` and cut into pages of at most ``height`` pixels each."""
    step = int(size * spacing)
    pages: list[list[str]] = [[]]
    used = 0
    for line in theme.wrap(text, size, width):
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
    step = int(size * spacing)
    for line in lines:
        if line:
            theme.text(surface, line, (x, y), size, colour)
        y += step if line else step // 2
    return y
