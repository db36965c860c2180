"""Exactly!'s how-to pictures for the compact layout: the same five scenes as ``howto.py``, laid
out for the 430x340 picture the compact how-to page gives a game (every text 15 px or more,
nothing outside the picture). ``howto.draw_howto`` hands over to ``draw`` when compact is in use.
"""

from __future__ import annotations

import math

import pygame

from game import theme
from game.i18n import tr, trn
from game.scenes.exactly import coins
from game.scenes.exactly.drawing import money
from game.scenes.exactly.howto_parts import arrow, coins_and_faces, every_move, mini_pile


def lines(surface, string: str, center_x: int, y: int, width: int, size: int, colour, most: int = 2) -> int:
    """``string`` wrapped into at most ``most`` centred lines from ``y``; returns the bottom."""
    for line in theme.wrap(string, size, width, bold=True)[:most]:
        r = theme.text_fit(surface, line, (center_x, y), width, size, colour, "midtop", True)
        y = r.bottom + 2
    return y


def draw(surface: pygame.Surface, rect: pygame.Rect, page: int) -> None:
    rect = pygame.Rect(rect)
    cx = rect.centerx
    if page == 1:
        card = mini_pile(surface, (cx, rect.y + 66), (1, 2, 1, 0), "Ana", 0, w=280, h=100)
        theme.text(
            surface,
            "50 + 20 + 20 + 10 = " + money(100),
            (cx, card.bottom + 12),
            20,
            theme.ACCENT,
            "midtop",
            True,
        )
        y = card.bottom + 88
        for i in range(3):
            coins.draw_euro(surface, (cx - 70 + i * 70, y), 24)
        lines(surface, trn("exactly.scene.goal", 3), cx, y + 36, rect.width - 24, 18, theme.TEXT)
    elif page == 2:
        coins_and_faces(surface, rect, (20, -8, 58, 1.1, 100, 17), (15, 196, 52), (262, 20))
    elif page == 3:
        every_move(surface, rect, (86, 82, 180, 290, 152, 270, 72), (6, 8, 10), (34, 42))
        text = trn("exactly.scene.moves", 12)
        theme.text_fit(
            surface, text, (rect.right - 12, rect.y + 12), rect.width - 90, 18, theme.FOCUS, "topright", True
        )
    elif page == 4:
        full = mini_pile(surface, (rect.x + 106, rect.y + 66), (3, 0, 0, 1), "Ben", 1, w=196, h=96)
        ok = mini_pile(surface, (rect.right - 106, rect.y + 66), (2, 2, 1, 0), "Cy", 2, w=196, h=96)
        img = theme.render(tr("exactly.ui.closed"), 16, theme.TEXT, True)
        pill = img.get_rect(midtop=(full.centerx, full.bottom + 8)).inflate(14, 4)
        pygame.draw.rect(surface, theme.BAD, pill, border_radius=9)
        surface.blit(img, img.get_rect(center=pill.center))
        coin_at = (cx, rect.bottom - 40)
        coins.draw_coin(surface, 5, coin_at, 24)
        arrow(
            surface,
            (coin_at[0] - 30, coin_at[1] - 12),
            (full.centerx + 30, pill.bottom + 8),
            theme.BAD,
            4,
            14,
            -24,
        )
        arrow(
            surface,
            (coin_at[0] + 30, coin_at[1] - 12),
            (ok.centerx - 30, ok.bottom + 8),
            theme.GOOD,
            4,
            14,
            24,
        )
        theme.text(surface, "✗", (full.centerx - 44, pill.bottom + 26), 34, theme.BAD, "midtop", True)
        theme.text(surface, "✓", (ok.centerx + 44, ok.bottom + 26), 34, theme.GOOD, "midtop", True)
        theme.text(
            surface, "> " + money(150), (full.centerx - 30, rect.bottom - 64), 20, theme.BAD, "midtop", True
        )
        theme.text(
            surface, "≤ " + money(150), (ok.centerx + 30, rect.bottom - 64), 20, theme.GOOD, "midtop", True
        )
    else:
        before = mini_pile(surface, (rect.x + 116, rect.y + 58), (1, 2, 0, 1), "Ana", 0, w=210, h=92)
        theme.text(surface, "+", (before.right + 30, before.centery), 34, theme.TEXT, "center", True)
        coins.draw_coin(surface, 5, (before.right + 76, before.centery), 22)
        after = mini_pile(surface, (cx, rect.y + 198), (1, 2, 0, 2), "Ana", 0, w=240, h=96)
        arrow(
            surface,
            (before.centerx - 60, before.bottom + 6),
            (after.x - 6, after.centery),
            theme.ACCENT,
            3,
            12,
            26,
        )
        for i in range(12):
            a = i * math.tau / 12
            p0 = (after.centerx + 136 * math.cos(a), after.centery + 64 * math.sin(a))
            p1 = (after.centerx + 154 * math.cos(a), after.centery + 76 * math.sin(a))
            pygame.draw.line(surface, theme.FOCUS, p0, p1, 3)
        y = rect.bottom - 30
        label = tr("exactly.ui.exact")
        width = theme.font(22, True).size(label)[0]
        coins.draw_euro(surface, (cx - width // 2 - 10, y), 20)
        theme.text(surface, label, (cx - width // 2 + 20, y), 22, theme.ACCENT, "midleft", True)
