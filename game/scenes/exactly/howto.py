"""Exactly!'s title-card thumbnail and the pictures of its how-to pages.

Page 3 draws the seed's example (three players each holding a 20c coin: 12
possible moves), page 4 the €1.50 limit, page 5 winning a €1 piece.
"""

from __future__ import annotations

import math

import pygame

from game import theme
from game.i18n import tr, trn
from game.scenes.exactly import coins
from game.scenes.exactly.drawing import money
from game.scenes.exactly.howto_parts import arrow, coins_and_faces, every_move, mini_pile
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
        card = mini_pile(surface, (cx, rect.y + 110), (1, 2, 1, 0), "Ana", 0, w=300, h=120)
        theme.text(
            surface,
            "50 + 20 + 20 + 10 = " + money(100),
            (cx, card.bottom + 16),
            22,
            theme.ACCENT,
            "midtop",
            True,
        )
        y = card.bottom + 110
        for i in range(3):
            coins.draw_euro(surface, (cx - 80 + i * 80, y), 28)
        theme.text(surface, trn("exactly.scene.goal", 3), (cx, y + 44), 20, theme.TEXT, "midtop", True)
    elif page == 2:
        coins_and_faces(surface, rect, (30, 0, 80, 1.3, 130, 18), (30, 250, 62), (320, 22))
    elif page == 3:
        every_move(surface, rect, (104, 104, 238, 376, 160, 250, 84), (8, 9, 12), (44, 50))
        text = trn("exactly.scene.moves", 12)
        theme.text(surface, text, (rect.right - 20, rect.y + 16), 20, theme.FOCUS, "topright", True)
    elif page == 4:
        full = mini_pile(surface, (rect.x + 140, rect.y + 120), (3, 0, 0, 1), "Ben", 1, w=210, h=110)
        ok = mini_pile(surface, (rect.right - 140, rect.y + 120), (2, 2, 1, 0), "Cy", 2, w=210, h=110)
        img = theme.render(tr("exactly.ui.closed"), 16, theme.TEXT, True)
        pill = img.get_rect(midtop=(full.centerx, full.bottom + 8)).inflate(14, 4)
        pygame.draw.rect(surface, theme.BAD, pill, border_radius=9)
        surface.blit(img, img.get_rect(center=pill.center))
        coin_at = (cx, rect.y + 330)
        coins.draw_coin(surface, 5, coin_at, 26)
        arrow(
            surface,
            (coin_at[0] - 30, coin_at[1] - 20),
            (full.centerx + 20, full.bottom + 40),
            theme.BAD,
            4,
            14,
            -20,
        )
        arrow(
            surface,
            (coin_at[0] + 30, coin_at[1] - 20),
            (ok.centerx - 20, ok.bottom + 8),
            theme.GOOD,
            4,
            14,
            20,
        )
        theme.text(surface, "✗", (full.centerx, full.bottom + 70), 40, theme.BAD, "midtop", True)
        theme.text(surface, "✓", (ok.centerx, ok.bottom + 30), 40, theme.GOOD, "midtop", True)
        theme.text(
            surface, "> " + money(150), (full.centerx, rect.bottom - 40), 22, theme.BAD, "midbottom", True
        )
        theme.text(
            surface, "≤ " + money(150), (ok.centerx, rect.bottom - 40), 22, theme.GOOD, "midbottom", True
        )
    else:
        before = mini_pile(surface, (rect.x + 140, rect.y + 100), (1, 2, 0, 1), "Ana", 0, w=220, h=104)
        coins.draw_coin(surface, 5, (cx + 60, rect.y + 100), 22)
        theme.text(surface, "+", (cx + 20, rect.y + 100), 36, theme.TEXT, "center", True)
        after = mini_pile(surface, (cx, rect.y + 260), (1, 2, 0, 2), "Ana", 0, w=260, h=110)
        arrow(
            surface,
            (before.centerx, before.bottom + 6),
            (after.x - 6, after.centery),
            theme.ACCENT,
            3,
            12,
            30,
        )
        for i in range(12):
            a = i * math.tau / 12
            p0 = (after.centerx + 150 * math.cos(a), after.centery + 80 * math.sin(a))
            p1 = (after.centerx + 175 * math.cos(a), after.centery + 95 * math.sin(a))
            pygame.draw.line(surface, theme.FOCUS, p0, p1, 3)
        coins.draw_euro(surface, (cx, rect.bottom - 70), 30)
        theme.text(surface, tr("exactly.ui.exact"), (cx, rect.bottom - 26), 24, theme.ACCENT, "center", True)
