"""Number Chains title-card thumbnail and how-to-play pictures (worked examples from the rules)."""

from __future__ import annotations

import math

import pygame

from game import theme
from game.i18n import tr
from game.rules import chains as rules_mod
from game.rules.chains import deal
from game.scenes.chains.pieces import (
    RACK_EDGE,
    RACK_FILL,
    BoardGeom,
    blit_board,
    blit_chip,
    blit_star,
    dashed_line,
    shade,
    swap_token,
)
from game.scenes.chains.rack import draw_groups, fit_layout, layout_groups, standard_groups
from game.scenes.howto import caption


def _demo_board(star_at=(4, 3), empty=()) -> tuple[list[int], int]:
    board, _ = deal(2, 0)
    board = list(board)
    star = rules_mod.SQUARE_INDEX[star_at]
    zero = board.index(0)
    board[zero], board[star] = board[star], 0
    for rc in empty:
        board[rules_mod.SQUARE_INDEX[rc]] = 0
    return board, star


def _draw_mini_board(surface, area, board, star, numbers=True, highlight=(), dim=False) -> BoardGeom:
    geom = BoardGeom(area)
    blit_board(surface, geom)
    for sq, chip in enumerate(board):
        if chip:
            blit_chip(
                surface, chip if numbers else 0, geom.center(sq), geom.radius, dim and sq not in highlight
            )
    for sq in highlight:
        pygame.draw.circle(surface, theme.ACCENT, geom.center(sq), geom.radius + 2, max(2, geom.cell // 16))
    blit_star(surface, geom.center(star), int(geom.radius * 1.05))
    return geom


def draw_thumbnail(surface: pygame.Surface, rect: pygame.Rect) -> None:
    rect = pygame.Rect(rect)
    pygame.draw.rect(surface, theme.FELT, rect, border_radius=10)
    board, star = _demo_board((4, 3), [(3, 3), (2, 3), (5, 4)])
    geom = _draw_mini_board(
        surface,
        pygame.Rect(rect.x + 8, rect.y + 6, rect.width * 0.5, rect.height - 12),
        board,
        star,
        numbers=rect.height >= 150,
    )
    for d in (0, 2, 4, 6):
        ray = rules_mod.RAYS[star][d]
        hit = next((s for s in ray if board[s]), None)
        if hit is not None:
            dashed_line(surface, theme.ACCENT, geom.center(star), geom.center(hit), 2, 5)
            pygame.draw.circle(surface, theme.ACCENT, geom.center(hit), geom.radius + 2, 2)
    area = pygame.Rect(
        rect.x + rect.width * 0.55, rect.y + rect.height * 0.32, rect.width * 0.42, rect.height * 0.62
    )
    groups = [("chain", [11, 12, 13, 14]), ("chain", [30, 31, 32]), ("single", [7]), ("single", [26])]
    pos, bars, pitch = fit_layout(groups, area)
    draw_groups(surface, pos, bars, pitch, shade(theme.seat_colour(0), 0.8))


def draw_howto(surface: pygame.Surface, rect: pygame.Rect, page: int) -> None:
    """Pages follow chains.howto.N: the idea, moving the star, who wins, tournament and swaps, Sohtar."""
    rect = pygame.Rect(rect)
    pages = (_howto_board, _howto_star, _howto_chains, _howto_variants, _howto_sohtar)
    pages[(page - 1) % len(pages)](surface, rect)


def _howto_star(surface, rect) -> None:
    half = rect.width // 2
    _howto_moves(surface, pygame.Rect(rect.x, rect.y, half - 4, rect.height))
    _howto_jump(surface, pygame.Rect(rect.x + half + 4, rect.y, half - 4, rect.height))


def _howto_board(surface, rect) -> None:
    board, star = _demo_board((4, 3))
    _draw_mini_board(surface, rect.inflate(-20, -40).move(0, -12), board, star)
    caption(surface, rect, tr("chains.scene.howto.board"))


def _howto_moves(surface, rect) -> None:
    """Worked example 1: the star at (4, 1) on a full board; the notch stops the line west."""
    board = [1] * 49  # numbers hidden: every square but the star's holds "a chip"
    star = rules_mod.SQUARE_INDEX[(4, 1)]
    board[star] = 0
    targets = [rules_mod.SQUARE_INDEX[rc] for rc in ((3, 0), (3, 1), (3, 2), (4, 2), (5, 0), (5, 1), (5, 2))]
    geom = _draw_mini_board(
        surface, rect.inflate(-20, -40).move(0, -12), board, star, False, targets, dim=True
    )
    for sq in targets:
        dashed_line(surface, theme.ACCENT, geom.center(star), geom.center(sq), 3, 6)
    blit_star(surface, geom.center(star), int(geom.radius * 1.05))
    # the notch: west of the star is off the board
    nx, ny = geom.cell_center(4, 0)
    k = geom.cell * 0.28
    pygame.draw.line(surface, theme.BAD, (nx - k, ny - k), (nx + k, ny + k), 5)
    pygame.draw.line(surface, theme.BAD, (nx - k, ny + k), (nx + k, ny - k), 5)
    caption(surface, rect, tr("chains.scene.howto.moves"))


def _howto_jump(surface, rect) -> None:
    board = [0] * 49
    for rc, chip in (((0, 3), 17), ((2, 0), 5), ((6, 5), 40), ((8, 2), 23), ((7, 4), 12), ((2, 5), 33)):
        board[rules_mod.SQUARE_INDEX[rc]] = chip
    star = rules_mod.SQUARE_INDEX[(4, 3)]
    geom = _draw_mini_board(
        surface,
        rect.inflate(-20, -40).move(0, -12),
        board,
        star,
        highlight=[i for i, c in enumerate(board) if c],
    )
    a = geom.center(star)
    for sq in (rules_mod.SQUARE_INDEX[(2, 0)], rules_mod.SQUARE_INDEX[(6, 5)]):
        b = geom.center(sq)
        pts = [
            (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t - math.sin(math.pi * t) * geom.cell * 1.2)
            for t in (i / 16 for i in range(17))
        ]
        pygame.draw.lines(surface, theme.ACCENT, False, pts, 3)
    caption(surface, rect, tr("chains.scene.howto.jump"))


def _rack_demo(surface, area, groups, seat, title) -> None:
    theme.panel(surface, area, colour=RACK_FILL, edge=RACK_EDGE, radius=10, shadow=False)
    theme.seat_marker(surface, (area.x + 18, area.y + 18), 9, seat)
    theme.text(surface, title, (area.x + 34, area.y + 18), 18, theme.TEXT, "midleft", True)
    inner = pygame.Rect(area.x + 12, area.y + 36, area.width - 24, area.height - 42)
    pos, bars, pitch = fit_layout(groups, inner)
    draw_groups(surface, pos, bars, pitch, shade(theme.seat_colour(seat), 0.8))


def _howto_chains(surface, rect) -> None:
    """Worked example 4: 4+4 beats 4+3 (the tied fours cancel)."""
    h = (rect.height - 60) // 2
    a = standard_groups([3, 4, 5, 6, 10, 11, 12, 13, 20])
    b = standard_groups([15, 16, 17, 18, 30, 31, 32, 44])  # every chip exists once: none of A's
    _rack_demo(surface, pygame.Rect(rect.x + 10, rect.y + 8, rect.width - 20, h - 6), a, 0, "A: 4·4")
    _rack_demo(surface, pygame.Rect(rect.x + 10, rect.y + 8 + h, rect.width - 20, h - 6), b, 1, "B: 4·3")
    caption(surface, rect, tr("chains.scene.howto.chains"))


def _howto_variants(surface, rect) -> None:
    """Tournament points per chain length, and a swap of a single chip."""
    x0, y = rect.x + 8, rect.y + 14
    theme.text(surface, tr("chains.scene.howto.points"), (x0, y), 17, theme.ACCENT, bold=True)
    y += 30
    pitch = 28
    for i, n in enumerate(range(2, 7)):
        yy = y + i * 40
        area = pygame.Rect(x0, yy, (pitch + 4) * n, 36)
        pos, bars, _ = layout_groups([("chain", list(range(1, n + 1)))], area, pitch)
        draw_groups(surface, pos, bars, pitch, shade(theme.seat_colour(0), 0.8))
        theme.text(
            surface, f"= {n * (n + 1) // 2}", (x0 + pitch * n + 10, yy + 15), 17, theme.TEXT, "midleft", True
        )
    # swap: A gives 40, takes B's single 20; B's 7-8-9 are protected
    sx = rect.x + rect.width * 0.55
    for i, line in enumerate(
        theme.wrap(tr("chains.scene.howto.swap"), 18, int(rect.right - sx - 8), True)[:2]
    ):
        theme.text(surface, line, (sx - 10, rect.y + 14 + i * 22), 18, theme.ACCENT, bold=True)
    pitch = 34
    b_row = pygame.Rect(sx + 10, rect.y + 80, rect.right - sx - 20, pitch)
    pos, bars, _ = layout_groups([("chain", [7, 8, 9]), ("single", [20])], b_row, pitch)
    draw_groups(surface, pos, bars, pitch, shade(theme.seat_colour(1), 0.8), dim={7, 8, 9})
    theme.seat_marker(surface, (sx - 8, b_row.centery), 9, 1)
    p20 = pos[20]
    pygame.draw.circle(surface, theme.GOOD, p20, pitch * 0.44 + 4, 3)
    y40 = rect.y + 250
    blit_chip(surface, 40, (p20[0], y40), int(pitch * 0.44))
    theme.seat_marker(surface, (sx - 8, y40), 9, 0)
    top, bottom = p20[1] + pitch * 0.6, y40 - pitch * 0.6
    for dx, down in ((-12, True), (12, False)):  # 20 goes down to A, 40 goes up to B
        x = p20[0] + dx
        pygame.draw.line(surface, theme.ACCENT, (x, top), (x, bottom), 4)
        tip = bottom + 4 if down else top - 4
        k = -1 if down else 1
        pygame.draw.polygon(surface, theme.ACCENT, [(x, tip), (x - 8, tip + 12 * k), (x + 8, tip + 12 * k)])
    swap_token(surface, (int(p20[0]) - 50, int((top + bottom) / 2)), 14)
    caption(surface, rect, tr("chains.scene.howto.variants"))


def _howto_sohtar(surface, rect) -> None:
    """Worked example 6: 32 fits 31 and 33-36; then the end count."""
    theme.text(
        surface,
        tr("chains.scene.howto.sohtar_choice"),
        (rect.x + 20, rect.y + 12),
        18,
        theme.ACCENT,
        bold=True,
    )
    w = (rect.width - 60) // 2
    for i, groups in enumerate(
        (
            [("chain1", [31, 32]), ("chain1", [33, 34, 35, 36])],
            [("chain1", [31]), ("chain1", [32, 33, 34, 35, 36])],
        )
    ):
        area = pygame.Rect(rect.x + 20 + i * (w + 20), rect.y + 44, w, 84)
        pygame.draw.rect(surface, theme.PANEL, area, border_radius=10)
        pitch = 30
        pos, bars, _ = layout_groups(groups, area.inflate(-16, -16), pitch)
        draw_groups(surface, pos, bars, pitch, shade(theme.seat_colour(0), 0.8))
    end = (rect.x + 20, rect.y + 136)
    theme.text_fit(
        surface, tr("chains.scene.howto.sohtar_end"), end, rect.width - 30, 18, theme.ACCENT, bold=True
    )
    chains = [(1, 8), (10, 15), (20, 31), (33, 35), (40, 41)]
    groups = [("safe" if hi - lo + 1 >= 6 else "chain1", list(range(lo, hi + 1))) for lo, hi in chains]
    area = pygame.Rect(rect.x + 12, rect.y + 162, rect.width - 24, rect.height - 206)
    pos, bars, pitch = fit_layout(groups, area, (30,))
    draw_groups(surface, pos, bars, pitch, shade(theme.seat_colour(0), 0.8))
    caption(surface, rect, tr("chains.scene.howto.sohtar", minus=2))
