"""Exactly!'s title-card thumbnail and the pictures of its how-to pages.

Page 3 draws the seed's example (three players each holding a 20c coin: 12
possible moves), page 4 the €1.50 limit, page 5 winning a €1 piece.
"""

from __future__ import annotations

import pygame

from game import theme
from game.i18n import tr, trn
from game.scenes.exactly import coins
from game.scenes.exactly import howto_parts as parts
from game.scenes.exactly.view import DARK_EDGE, DARK_PANEL
from game.scenes.shared import dice as dicelib


def draw_thumbnail(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Coins on felt and a die showing ?."""
    rect = pygame.Rect(rect)
    inner = rect.inflate(-24, -24)
    dicelib.draw_tray(surface, inner)
    h = inner.height
    y = inner.centery
    spots = [(0.15, 50, -0.08), (0.31, 20, 0.16), (0.45, 20, -0.14), (0.59, 10, 0.14), (0.72, 5, -0.1)]
    for fx, v, fy in spots:
        coins.draw_coin(
            surface, v, (inner.x + inner.width * fx, y + fy * h), coins.radius(v, max(0.6, h / 140))
        )
    size = max(28, min(60, h // 3))
    dicelib.draw(surface, "?", (inner.right - size * 0.8, inner.y + size * 0.8), size, 12, "black_gold")
    coins.draw_euro(surface, (inner.right - size * 0.8, inner.bottom - size * 0.6), max(10, size // 3))


def draw_howto(surface: pygame.Surface, rect: pygame.Rect, page: int) -> None:
    rect = pygame.Rect(rect)
    theme.panel(surface, rect, colour=DARK_PANEL, edge=DARK_EDGE)
    if theme.compact():  # the phone's 430x340 picture: its own arrangement (howto_compact.py)
        from game.scenes.exactly import howto_compact

        howto_compact.draw(surface, rect, page)
        return
    cx = rect.centerx
    if page == 1:
        y = parts.one_euro(surface, rect, (110, 300, 120), (16, 22), (110, 80, 28))
        theme.text(surface, trn("exactly.scene.goal", 3), (cx, y + 44), 20, theme.TEXT, "midtop", True)
    elif page == 2:
        parts.coins_and_faces(surface, rect, (30, 0, 80, 1.3, 130, 18), (30, 250, 62), (320, 22))
    elif page == 3:
        parts.every_move(surface, rect, (104, 104, 238, 376, 160, 250, 84), (8, 9, 12), (44, 50))
        text = trn("exactly.scene.moves", 12)
        theme.text(surface, text, (rect.right - 20, rect.y + 16), 20, theme.FOCUS, "topright", True)
    elif page == 4:
        parts.pile_limit(surface, rect, (140, 120, 210, 110), (330, 26, 20, 20), _limit_places)
    else:
        after = parts.exact_again(surface, rect, (140, 100, 220, 104), (36, 70, 22), (260, 260, 110), (0, 30))
        parts.rays(surface, after.center, (150, 80), (175, 95))
        coins.draw_euro(surface, (cx, rect.bottom - 70), 30)
        theme.text(surface, tr("exactly.ui.exact"), (cx, rect.bottom - 26), 24, theme.ACCENT, "center", True)


def _limit_places(rect, full, ok, pill):
    """Page 4 at 520x440: arrow ends, marks and totals under each card (see howto_parts.pile_limit)."""
    ends = (full.centerx + 20, full.bottom + 40), (ok.centerx - 20, ok.bottom + 8)
    marks = (full.centerx, full.bottom + 70), (ok.centerx, ok.bottom + 30), 40
    totals = (full.centerx, rect.bottom - 40), (ok.centerx, rect.bottom - 40), 22, "midbottom"
    return ends, marks, totals
