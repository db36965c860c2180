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
from game.scenes.shared import dice as dicelib


def draw_thumbnail(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Coins on felt and a die showing ?."""
    rect = pygame.Rect(rect)
    inner = rect.inflate(-24, -24)
    dicelib.draw_tray(surface, inner)
    h = inner.height
    y = inner.centery
    spots = [(0.15, 50, -0.08), (0.31, 20, 0.16), (0.45, 20, -0.14), (0.59, 10, 0.14), (0.72, 5, -0.1)]
    scale = max(0.6, h / 140)
    for fx, v, fy in spots:
        coins.draw_coin(surface, v, (inner.x + inner.width * fx, y + fy * h), coins.radius(v, scale))
    size = max(28, min(60, h // 3))
    dicelib.draw(surface, "?", (inner.right - size * 0.8, inner.y + size * 0.8), size, 12, "black_gold")
    coins.draw_euro(surface, (inner.right - size * 0.8, inner.bottom - size * 0.6), max(10, size // 3))


def draw_howto(surface: pygame.Surface, rect: pygame.Rect, page: int) -> None:
    """Page ``page``'s picture (howto_parts draws each; every text 15 px or more)."""
    rect = pygame.Rect(rect)
    theme.panel(surface, rect, colour=theme.DARK_PANEL, edge=theme.DARK_EDGE)
    cx = rect.centerx
    if page == 1:
        y, width = parts.one_euro(surface, rect) + 36, rect.width - 24  # the goal under the pieces
        for line in theme.wrap(trn("exactly.scene.goal", 3), 18, width, bold=True)[:2]:
            y = theme.text_fit(surface, line, (cx, y), width, 18, theme.TEXT, "midtop", True).bottom + 2
    elif page == 2:
        parts.coins_and_faces(surface, rect)
    elif page == 3:
        parts.every_move(surface, rect)
        theme.text_fit(surface, trn("exactly.scene.moves", 12), (rect.right - 12, rect.y + 12), rect.width - 90,
                       18, theme.FOCUS, "topright", True)  # fmt: skip
    elif page == 4:
        parts.pile_limit(surface, rect)
    else:
        parts.exact_again(surface, rect)
        label = tr("exactly.ui.exact")  # the piece beside the word
        y, width = rect.bottom - 30, theme.font(22, True).size(label)[0]
        coins.draw_euro(surface, (cx - width // 2 - 10, y), 20)
        theme.text(surface, label, (cx - width // 2 + 20, y), 22, theme.ACCENT, "midleft", True)
