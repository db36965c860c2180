"""Exactly!'s how-to pictures for the compact layout: the same five scenes as ``howto.py``, laid
out for the 430x340 picture the compact how-to page gives a game (every text 15 px or more,
nothing outside the picture). ``howto.draw_howto`` hands over to ``draw`` when compact is in use.
"""

from __future__ import annotations

import pygame

from game import theme
from game.i18n import tr, trn
from game.scenes.exactly import coins
from game.scenes.exactly import howto_parts as parts


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
        y = parts.one_euro(surface, rect, (66, 280, 100), (12, 20), (88, 70, 24))
        lines(surface, trn("exactly.scene.goal", 3), cx, y + 36, rect.width - 24, 18, theme.TEXT)
    elif page == 2:
        parts.coins_and_faces(surface, rect, (20, -8, 58, 1.1, 100, 17), (15, 196, 52), (262, 20))
    elif page == 3:
        parts.every_move(surface, rect, (86, 82, 180, 290, 152, 270, 72), (6, 8, 10), (34, 42))
        text = trn("exactly.scene.moves", 12)
        theme.text_fit(
            surface, text, (rect.right - 12, rect.y + 12), rect.width - 90, 18, theme.FOCUS, "topright", True
        )
    elif page == 4:
        parts.pile_limit(surface, rect, (106, 66, 196, 96), (300, 24, 12, 24), _limit_places)
    else:
        after = parts.exact_again(surface, rect, (116, 58, 210, 92), (34, 76, 22), (198, 240, 96), (-60, 26))
        parts.rays(surface, after.center, (136, 64), (154, 76))
        y = rect.bottom - 30
        label = tr("exactly.ui.exact")
        width = theme.font(22, True).size(label)[0]
        coins.draw_euro(surface, (cx - width // 2 - 10, y), 20)
        theme.text(surface, label, (cx - width // 2 + 20, y), 22, theme.ACCENT, "midleft", True)


def _limit_places(rect, full, ok, pill):
    """Page 4 at 430x340: the marks beside the arrows, the totals below them."""
    ends = (full.centerx + 30, pill.bottom + 8), (ok.centerx - 30, ok.bottom + 8)
    marks = (full.centerx - 44, pill.bottom + 26), (ok.centerx + 44, ok.bottom + 26), 34
    totals = (full.centerx - 30, rect.bottom - 64), (ok.centerx + 30, rect.bottom - 64), 20, "midtop"
    return ends, marks, totals
