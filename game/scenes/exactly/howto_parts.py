"""Exactly!'s how-to pictures, one function a page (drawn into the how-to's 430x340, howto.PICTURE),
and the small pile cards and arrows they (and the coach's picture) are made of."""

from __future__ import annotations

import math

import pygame

from game import theme
from game.i18n import tr
from game.rules import exactly as ex
from game.scenes.exactly import coins
from game.scenes.exactly.drawing import CARD, hatch, money
from game.scenes.shared import dice as dicelib


def mini_pile(surface, center, counts, title: str, seat: int | None, w: int, h: int) -> pygame.Rect:
    """A small pile card: name, total, the coins (counts in COINS order)."""
    rect = pygame.Rect(0, 0, w, h)
    rect.center = (int(center[0]), int(center[1]))
    total = ex.pile_total(tuple(counts))
    closed = seat is not None and total > ex.CLOSED_ABOVE
    theme.panel(surface, rect, colour=CARD, radius=12)
    if closed:
        surface.blit(hatch(rect.size), rect.topleft)
        pygame.draw.rect(surface, theme.BAD, rect, 3, border_radius=12)
    x = rect.x + 10
    if seat is not None:
        theme.seat_marker(surface, (rect.x + 18, rect.y + 16), 8, seat, False, style=seat)
        x = rect.x + 32
    colour = theme.GOOD if total == ex.EXACT else theme.BAD if closed else theme.INK
    tr_ = theme.text(surface, money(total), (rect.right - 8, rect.y + 5), 18, colour, "topright", True)
    theme.text_fit(surface, title, (x, rect.y + 6), tr_.x - x - 6, 16, theme.INK, bold=True)
    shown = [(v, c) for v, c in zip(ex.COINS, counts) if c]
    step = (w - 16) / max(1, len(shown))
    for i, (v, c) in enumerate(shown):
        coins.draw_stack(
            surface, v, c, (rect.x + 8 + step * (i + 0.5), rect.y + h * 0.62), coins.radius(v, 0.8), False
        )
    return rect


def arrow(surface, a, b, colour, width=3, head=11, bend=0.0) -> None:
    """An arrow from ``a`` to ``b``, bent sideways by ``bend`` px."""
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy) or 1
    cx, cy = mx - dy / n * bend, my + dx / n * bend

    def at(t: float, k: int) -> float:  # coordinate k of the curve through the bent middle
        return (1 - t) ** 2 * a[k] + 2 * (1 - t) * t * (cx, cy)[k] + t * t * b[k]

    pts = [(at(i / 12, 0), at(i / 12, 1)) for i in range(13)]
    pygame.draw.lines(surface, colour, False, pts, width)
    (ex_, ey), (px, py) = pts[-1], pts[-2]
    ang = math.atan2(ey - py, ex_ - px)
    wings = [(ex_ - head * math.cos(ang + d), ey - head * math.sin(ang + d)) for d in (-0.45, 0.45)]
    pygame.draw.polygon(surface, colour, [(ex_, ey), *wings])


def leave(rect: pygame.Rect, towards, gap: int = 8):
    """The point where the line from ``rect``'s centre towards ``towards`` leaves it (plus ``gap``)."""
    a = rect.center
    d = math.dist(a, towards) or 1
    ux, uy = (towards[0] - a[0]) / d, (towards[1] - a[1]) / d
    box = rect.inflate(2 * gap, 2 * gap)
    t = 0.0
    while t < d and box.collidepoint(a[0] + ux * t, a[1] + uy * t):
        t += 2
    return a[0] + ux * t, a[1] + uy * t


def coins_and_faces(surface, rect: pygame.Rect) -> None:
    """Page 2: the four coin stacks with their values, the die's six faces and what beats what."""
    step = (rect.width - 40) / 4
    for i, v in enumerate(ex.COINS):
        x = rect.x + 20 + step * (i + 0.5)
        coins.draw_stack(surface, v, ex.COIN_SUPPLY, (x - 8, rect.y + 58), coins.radius(v, 1.1), False)
        label = tr("exactly.coin", value=v)
        theme.text(surface, label, (x, rect.y + 100), 17, theme.TEXT, "midtop", True)
    step = (rect.width - 30) / 6
    for i, f in enumerate(ex.FACES):
        dicelib.draw(
            surface, str(f), (rect.x + 15 + step * (i + 0.5), rect.y + 196), 52, (-1) ** i * 6, "black_gold"
        )
    theme.text(
        surface, "? > 50 > 20 > 10 > 5 > 0", (rect.centerx, rect.y + 262), 20, theme.ACCENT, "midtop", True
    )


def every_move(surface, rect: pygame.Rect) -> None:
    """Page 3: three players holding a 20c coin and the bank, an arrow for each of the 12 moves."""
    cx = rect.centerx
    shown = [  # (centre, counts, name, seat, width)
        ((cx, rect.y + 86), (0, 1, 0, 0), "Ana", 0, 152),
        ((rect.x + 82, rect.y + 180), (0, 1, 0, 0), "Ben", 1, 152),
        ((rect.right - 82, rect.y + 180), (0, 1, 0, 0), "Cy", 2, 152),
        ((cx, rect.y + 290), (10, 7, 10, 7), tr("exactly.ui.bank"), None, 270),
    ]
    cards = [mini_pile(surface, *card, 72) for card in shown]
    for i, ra in enumerate(cards):
        for rb in cards[i + 1 :]:
            for src, dst in ((ra, rb), (rb, ra)):
                arrow(surface, leave(src, dst.center, 6), leave(dst, src.center, 6), theme.ACCENT, 2, 8, 10)
    for card in shown:  # the cards again, over the arrows
        mini_pile(surface, *card, 72)
    dicelib.draw(surface, "20", (rect.x + 34, rect.y + 34), 42, -8, "black_gold")


def pile_limit(surface, rect: pygame.Rect) -> None:
    """Page 4: the 5c coin may not go onto Ben's pile (over €1.50: closed), it may go onto Cy's;
    the marks beside the arrows, the totals below them."""
    full = mini_pile(surface, (rect.x + 106, rect.y + 66), (3, 0, 0, 1), "Ben", 1, w=196, h=96)
    ok = mini_pile(surface, (rect.right - 106, rect.y + 66), (2, 2, 1, 0), "Cy", 2, w=196, h=96)
    img = theme.render(tr("exactly.ui.closed"), 16, theme.TEXT, True)
    pill = img.get_rect(midtop=(full.centerx, full.bottom + 8)).inflate(14, 4)
    pygame.draw.rect(surface, theme.BAD, pill, border_radius=9)
    surface.blit(img, img.get_rect(center=pill.center))
    coin_at = (rect.centerx, rect.y + 300)
    coins.draw_coin(surface, 5, coin_at, 24)
    sides = ((-1, full, pill.bottom, "✗", "> ", theme.BAD), (1, ok, ok.bottom, "✓", "≤ ", theme.GOOD))
    for side, card, low, mark, bound, colour in sides:  # the arrow in, its mark beside it, the total
        end, total = (card.centerx - 30 * side, low + 8), (card.centerx + 30 * side, rect.bottom - 64)
        arrow(surface, (coin_at[0] + 30 * side, coin_at[1] - 12), end, colour, 4, 14, 24 * side)
        theme.text(surface, mark, (card.centerx + 44 * side, low + 26), 34, colour, "midtop", True)
        theme.text(surface, bound + money(150), total, 20, colour, "midtop", True)


def one_euro(surface, rect: pygame.Rect) -> int:
    """Page 1: a pile of exactly €1 and its sum, and the three €1 pieces a player plays for.
    Returns the y of the pieces (the goal's words go below them)."""
    shown = mini_pile(surface, (rect.centerx, rect.y + 66), (1, 2, 1, 0), "Ana", 0, w=280, h=100)
    at = (rect.centerx, shown.bottom + 12)
    theme.text(surface, "50 + 20 + 20 + 10 = " + money(100), at, 20, theme.ACCENT, "midtop", True)
    y = shown.bottom + 88
    for i in range(3):
        coins.draw_euro(surface, (rect.centerx - 70 + i * 70, y), 24)
    return y


def exact_again(surface, rect: pygame.Rect) -> None:
    """Page 5: a 5c coin makes Ana's pile exactly €1 again: twelve rays around the new pile."""
    was = mini_pile(surface, (rect.x + 116, rect.y + 58), (1, 2, 0, 1), "Ana", 0, w=210, h=92)
    theme.text(surface, "+", (was.right + 30, was.centery), 34, theme.TEXT, "center", True)
    coins.draw_coin(surface, 5, (was.right + 76, was.centery), 22)
    now = mini_pile(surface, (rect.centerx, rect.y + 198), (1, 2, 0, 2), "Ana", 0, w=240, h=96)
    arrow(surface, (was.centerx - 60, was.bottom + 6), (now.x - 6, now.centery), theme.ACCENT, 3, 12, 26)
    for i in range(12):
        a = i * math.tau / 12
        p0 = (now.centerx + 136 * math.cos(a), now.centery + 64 * math.sin(a))
        p1 = (now.centerx + 154 * math.cos(a), now.centery + 76 * math.sin(a))
        pygame.draw.line(surface, theme.FOCUS, p0, p1, 3)
