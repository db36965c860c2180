"""A scoreboard: one row per seat with its token, name, score and a short line under it.

The row of the seat whose turn the screen presents is lit; seats that are out
(of a round, say) are drawn dimmed. Rows shrink to fit the panel for 1-6 seats
and never draw text under 14 px. Games give the rows' texts (already
translated); the board only lays them out.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game import theme

TITLE_H = 36


@dataclass
class Row:
    seat: int
    name: str
    score: str  # the big number on the right ("7 ★", "€0.85")
    note: str = ""  # one short line under the name ("2 buttons this round", "out")
    out: bool = False


def row_height(rect: pygame.Rect, n: int, title: bool = True) -> int:
    return max(40, min(64, (rect.height - (TITLE_H if title else 8) - 6) // max(1, n)))


def row_rects(rect: pygame.Rect, n: int, title: bool = True) -> list[pygame.Rect]:
    top = rect.y + (TITLE_H if title else 8)
    h = row_height(rect, n, title)
    return [pygame.Rect(rect.x + 6, top + i * h, rect.width - 12, h - 4) for i in range(n)]


def draw(
    surface: pygame.Surface,
    rect: pygame.Rect,
    rows: list[Row],
    active: int | None,
    colourblind: bool,
    title: str = "",
) -> list[pygame.Rect]:
    """Draw the board into ``rect`` (a light card); returns each row's rectangle (for hit tests, effects)."""
    theme.panel(surface, rect, colour=theme.PANEL, edge=theme.PANEL_EDGE)
    if title:
        theme.text_fit(surface, title, (rect.x + 14, rect.y + 10), rect.width - 28, 18, theme.INK, bold=True)
    rects = row_rects(rect, len(rows), bool(title))
    for row, r in zip(rows, rects):
        lit = row.seat == active and not row.out
        if lit:
            pygame.draw.rect(surface, (255, 250, 236), r, border_radius=10)
            pygame.draw.rect(surface, theme.ACCENT_DARK, r, 2, border_radius=10)
        ink = theme.INK_DIM if row.out else theme.INK
        theme.seat_marker(surface, (r.x + 20, r.y + 18), 10, row.seat, colourblind)
        score_w = theme.font(22, True).size(row.score)[0]
        theme.text(surface, row.score, (r.right - 10, r.y + 4), 22, ink, "topright", bold=True)
        name_w = r.width - 44 - score_w - 16
        theme.text_fit(surface, row.name, (r.x + 38, r.y + 6), name_w, 18, ink, bold=lit)
        if row.note and r.height >= 44:
            theme.text_fit(surface, row.note, (r.x + 38, r.y + 28), r.width - 48, 15, theme.INK_DIM)
    return rects
