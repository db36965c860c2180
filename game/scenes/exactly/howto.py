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


def lines(surface, string: str, center_x: int, y: int, width: int, size: int, colour, most: int = 2) -> int:
    """``string`` wrapped into at most ``most`` centred lines from ``y``; returns the bottom."""
    for line in theme.wrap(string, size, width, bold=True)[:most]:
        y = theme.text_fit(surface, line, (center_x, y), width, size, colour, "midtop", True).bottom + 2
    return y


def draw_howto(surface: pygame.Surface, rect: pygame.Rect, page: int) -> None:
    """Page ``page``'s picture: the roomy arrangement in the standard 520x440, the small one (every
    text 15 px or more) in a smaller picture such as a phone's 430x340."""
    rect = pygame.Rect(rect)
    theme.panel(surface, rect, colour=DARK_PANEL, edge=DARK_EDGE)
    small, cx = rect.width < 500, rect.centerx
    if page == 1:
        y = parts.one_euro(surface, rect, *(((66, 280, 100), (12, 20), (88, 70, 24)) if small else
                                            ((110, 300, 120), (16, 22), (110, 80, 28))))  # fmt: skip
        size = 18 if small else 20
        lines(
            surface,
            trn("exactly.scene.goal", 3),
            cx,
            y + (36 if small else 44),
            rect.width - 24,
            size,
            theme.TEXT,
        )
    elif page == 2:
        parts.coins_and_faces(surface, rect, *(((20, -8, 58, 1.1, 100, 17), (15, 196, 52), (262, 20)) if small else
                                              ((30, 0, 80, 1.3, 130, 18), (30, 250, 62), (320, 22))))  # fmt: skip
    elif page == 3:
        parts.every_move(surface, rect, *(((86, 82, 180, 290, 152, 270, 72), (6, 8, 10), (34, 42)) if small else
                                          ((104, 104, 238, 376, 160, 250, 84), (8, 9, 12), (44, 50))))  # fmt: skip
        text, margin = trn("exactly.scene.moves", 12), 12 if small else 20
        theme.text_fit(surface, text, (rect.right - margin, rect.y + margin - (0 if small else 4)), rect.width - 90,
                       18 if small else 20, theme.FOCUS, "topright", True)  # fmt: skip
    elif page == 4:
        places = _small_limit_places if small else _limit_places
        parts.pile_limit(surface, rect, *(((106, 66, 196, 96), (300, 24, 12, 24)) if small else
                                          ((140, 120, 210, 110), (330, 26, 20, 20))), places)  # fmt: skip
    else:
        after = parts.exact_again(surface, rect, *(((116, 58, 210, 92), (34, 76, 22), (198, 240, 96), (-60, 26))
                                  if small else ((140, 100, 220, 104), (36, 70, 22), (260, 260, 110), (0, 30))))  # fmt: skip
        parts.rays(surface, after.center, *(((136, 64), (154, 76)) if small else ((150, 80), (175, 95))))
        label = tr("exactly.ui.exact")
        if small:  # the piece beside the word
            y, width = rect.bottom - 30, theme.font(22, True).size(label)[0]
            coins.draw_euro(surface, (cx - width // 2 - 10, y), 20)
            theme.text(surface, label, (cx - width // 2 + 20, y), 22, theme.ACCENT, "midleft", True)
            return
        coins.draw_euro(surface, (cx, rect.bottom - 70), 30)
        theme.text(surface, label, (cx, rect.bottom - 26), 24, theme.ACCENT, "center", True)


def _limit_places(rect, full, ok, pill):
    """Page 4 at 520x440: arrow ends, marks and totals under each card (see howto_parts.pile_limit)."""
    ends = (full.centerx + 20, full.bottom + 40), (ok.centerx - 20, ok.bottom + 8)
    marks = (full.centerx, full.bottom + 70), (ok.centerx, ok.bottom + 30), 40
    totals = (full.centerx, rect.bottom - 40), (ok.centerx, rect.bottom - 40), 22, "midbottom"
    return ends, marks, totals


def _small_limit_places(rect, full, ok, pill):
    """Page 4 in a small picture: the marks beside the arrows, the totals below them."""
    ends = (full.centerx + 30, pill.bottom + 8), (ok.centerx - 30, ok.bottom + 8)
    marks = (full.centerx - 44, pill.bottom + 26), (ok.centerx + 44, ok.bottom + 26), 34
    totals = (full.centerx - 30, rect.bottom - 64), (ok.centerx + 30, rect.bottom - 64), 20, "midtop"
    return ends, marks, totals
