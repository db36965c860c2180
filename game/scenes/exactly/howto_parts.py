"""The pieces Exactly!'s how-to pictures share in both layouts (howto.py and howto_compact.py)."""

from __future__ import annotations

import math

import pygame

from game import theme
from game.i18n import tr
from game.rules import exactly as ex
from game.scenes.exactly import coins
from game.scenes.exactly.drawing import hatch, money
from game.scenes.shared import dice as dicelib

CARD = (246, 239, 222)


def mini_pile(
    surface, center, counts, title: str, seat: int | None = None, w: int = 170, h: int = 96
) -> pygame.Rect:
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
    pts = []
    for i in range(13):
        t = i / 12
        pts.append(
            (
                (1 - t) ** 2 * a[0] + 2 * (1 - t) * t * cx + t * t * b[0],
                (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * cy + t * t * b[1],
            )
        )
    pygame.draw.lines(surface, colour, False, pts, width)
    ex_, ey = pts[-1]
    px, py = pts[-2]
    ang = math.atan2(ey - py, ex_ - px)
    left = (ex_ - head * math.cos(ang - 0.45), ey - head * math.sin(ang - 0.45))
    right = (ex_ - head * math.cos(ang + 0.45), ey - head * math.sin(ang + 0.45))
    pygame.draw.polygon(surface, colour, [(ex_, ey), left, right])


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


def coins_and_faces(surface, rect: pygame.Rect, coin_row: tuple, face_row: tuple, order: tuple) -> None:
    """Page 2: the four coin stacks with their values, the die's six faces and what beats what.
    ``coin_row`` = (margin, shift of the stacks, y, coin scale, label y, label size), ``face_row`` =
    (margin, y, die size), ``order`` = (y, size); every y from the picture's top."""
    margin, shift, y, scale, label_y, label_size = coin_row
    step = (rect.width - 2 * margin) / 4
    for i, v in enumerate(ex.COINS):
        x = rect.x + margin + step * (i + 0.5)
        coins.draw_stack(surface, v, ex.COIN_SUPPLY, (x + shift, rect.y + y), coins.radius(v, scale), False)
        label = tr("exactly.coin", value=v)
        theme.text(surface, label, (x, rect.y + label_y), label_size, theme.TEXT, "midtop", True)
    margin, y, size = face_row
    step = (rect.width - 2 * margin) / 6
    for i, f in enumerate(ex.FACES):
        dicelib.draw(
            surface,
            str(f),
            (rect.x + margin + step * (i + 0.5), rect.y + y),
            size,
            (-1) ** i * 6,
            "black_gold",
        )
    y, size = order
    theme.text(
        surface, "? > 50 > 20 > 10 > 5 > 0", (rect.centerx, rect.y + y), size, theme.ACCENT, "midtop", True
    )


def every_move(surface, rect: pygame.Rect, piles: tuple, arrows: tuple, die: tuple) -> None:
    """Page 3: three players holding a 20c coin and the bank, an arrow for each of the 12 moves.
    ``piles`` = (top y, side x inset, side y, bank y, width, bank width, height), ``arrows`` =
    (gap, head, bend), ``die`` = (inset, size)."""
    top, inset, side_y, bank_y, w, bank_w, h = piles
    cx = rect.centerx
    shown = {
        "a": ((cx, rect.y + top), (0, 1, 0, 0), "Ana", 0, w),
        "b": ((rect.x + inset, rect.y + side_y), (0, 1, 0, 0), "Ben", 1, w),
        "c": ((rect.right - inset, rect.y + side_y), (0, 1, 0, 0), "Cy", 2, w),
        "bank": ((cx, rect.y + bank_y), (10, 7, 10, 7), tr("exactly.ui.bank"), None, bank_w),
    }
    cards = {k: mini_pile(surface, c, n, t, s, w=pw, h=h) for k, (c, n, t, s, pw) in shown.items()}
    gap, head, bend = arrows
    keys = list(cards)
    for i, p in enumerate(keys):
        for q in keys[i + 1 :]:
            ra, rb = cards[p], cards[q]
            for src, dst in ((ra, rb), (rb, ra)):
                arrow(
                    surface,
                    leave(src, dst.center, gap),
                    leave(dst, src.center, gap),
                    theme.ACCENT,
                    2,
                    head,
                    bend,
                )
    for k, r in cards.items():  # the cards over the arrows
        _, n, t, s, pw = shown[k]
        mini_pile(surface, r.center, n, t, s, w=pw, h=h)
    inset, size = die
    dicelib.draw(surface, "20", (rect.x + inset, rect.y + inset), size, -8, "black_gold")
