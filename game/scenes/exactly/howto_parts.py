"""The pieces Exactly!'s how-to pictures share in both layouts (howto.py, small and roomy pictures)."""

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


def pile_limit(surface, rect: pygame.Rect, piles: tuple, coin: tuple, place) -> None:
    """Page 4: the 5c coin may not go onto Ben's pile (over €1.50: closed), it may go onto Cy's.
    ``piles`` = (inset, y, width, height) of the two cards, ``coin`` = (y, radius, lift, bend);
    ``place(rect, full, ok, pill)`` says where the arrows end, the marks and the totals stand:
    ``(closed end, open end), (✗ at, ✓ at, size), (> at, ≤ at, size, anchor)``."""
    inset, y, w, h = piles
    full = mini_pile(surface, (rect.x + inset, rect.y + y), (3, 0, 0, 1), "Ben", 1, w=w, h=h)
    ok = mini_pile(surface, (rect.right - inset, rect.y + y), (2, 2, 1, 0), "Cy", 2, w=w, h=h)
    img = theme.render(tr("exactly.ui.closed"), 16, theme.TEXT, True)
    pill = img.get_rect(midtop=(full.centerx, full.bottom + 8)).inflate(14, 4)
    pygame.draw.rect(surface, theme.BAD, pill, border_radius=9)
    surface.blit(img, img.get_rect(center=pill.center))
    y, radius, lift, bend = coin
    coin_at = (rect.centerx, rect.y + y)
    coins.draw_coin(surface, 5, coin_at, radius)
    ends, marks, totals = place(rect, full, ok, pill)
    for side, end in ((-1, ends[0]), (1, ends[1])):
        colour = theme.BAD if side < 0 else theme.GOOD
        arrow(surface, (coin_at[0] + 30 * side, coin_at[1] - lift), end, colour, 4, 14, bend * side)
    for i, (sign, colour) in enumerate((("✗", theme.BAD), ("✓", theme.GOOD))):
        theme.text(surface, sign, marks[i], marks[2], colour, "midtop", True)
    for i, (sign, colour) in enumerate((("> ", theme.BAD), ("≤ ", theme.GOOD))):
        theme.text(surface, sign + money(150), totals[i], totals[2], colour, totals[3], True)


def rays(surface, center, inner: tuple, outer: tuple) -> None:
    """Page 5's twelve rays around the pile that is exactly €1: from the ellipse ``inner`` (half
    width, half height) to ``outer``."""
    for i in range(12):
        a = i * math.tau / 12
        p0 = (center[0] + inner[0] * math.cos(a), center[1] + inner[1] * math.sin(a))
        p1 = (center[0] + outer[0] * math.cos(a), center[1] + outer[1] * math.sin(a))
        pygame.draw.line(surface, theme.FOCUS, p0, p1, 3)


def one_euro(surface, rect: pygame.Rect, card: tuple, total: tuple, euros: tuple) -> int:
    """Page 1: a pile of exactly €1 and its sum, and the three €1 pieces a player plays for.
    ``card`` = (y, width, height), ``total`` = (gap below the card, size), ``euros`` = (gap below
    the card, step, radius). Returns the y of the pieces (the goal's words go below them)."""
    y, w, h = card
    shown = mini_pile(surface, (rect.centerx, rect.y + y), (1, 2, 1, 0), "Ana", 0, w=w, h=h)
    gap, size = total
    at = (rect.centerx, shown.bottom + gap)
    theme.text(surface, "50 + 20 + 20 + 10 = " + money(100), at, size, theme.ACCENT, "midtop", True)
    gap, step, radius = euros
    y = shown.bottom + gap
    for i in range(3):
        coins.draw_euro(surface, (rect.centerx - step + i * step, y), radius)
    return y


def exact_again(
    surface, rect: pygame.Rect, before: tuple, coin: tuple, after: tuple, bend: tuple
) -> pygame.Rect:
    """Page 5: a 5c coin makes Ana's pile exactly €1 again (the rays); returns the new pile's card.
    ``before`` = (x inset, y, width, height), ``coin`` = (plus size, coin dx from the card, radius),
    ``after`` = (y, width, height), ``bend`` = (arrow start dx, bend)."""
    inset, y, w, h = before
    was = mini_pile(surface, (rect.x + inset, rect.y + y), (1, 2, 0, 1), "Ana", 0, w=w, h=h)
    plus, dx, radius = coin
    theme.text(surface, "+", (was.right + 30, was.centery), plus, theme.TEXT, "center", True)
    coins.draw_coin(surface, 5, (was.right + dx, was.centery), radius)
    y, w, h = after
    now = mini_pile(surface, (rect.centerx, rect.y + y), (1, 2, 0, 2), "Ana", 0, w=w, h=h)
    dx, bend = bend
    arrow(surface, (was.centerx + dx, was.bottom + 6), (now.x - 6, now.centery), theme.ACCENT, 3, 12, bend)
    return now
