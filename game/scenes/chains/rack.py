"""Number Chains racks: grouping a player's chips into chains and laying them out in rows.

Layout is geometry only (chip centres and connector bars for a rectangle), so
the scene, the Sohtar choice buttons and the how-to pictures share it.
"""

from __future__ import annotations

import pygame

from game import theme
from game.rules.chains import runs_of
from game.scenes.chains.geometry import PHONE_PITCHES, PITCHES
from game.scenes.chains.pieces import blit_chip, shade


def layout_groups(groups: list[tuple[str, list[int]]], area: pygame.Rect, pitch: int):
    """Place groups of chips left to right, wrapping rows; a long chain may break across rows.

    Returns (positions {chip: (x, y)}, bars [(x0, x1, y, kind)], fits).
    """
    pos: dict[int, tuple[float, float]] = {}
    bars: list[tuple[float, float, float, str]] = []
    gap = pitch * 0.45
    row_h = pitch + 4
    x = area.x
    y = area.y + pitch / 2
    prev_kind = None
    for kind, chips in groups:
        if not chips:
            continue
        if prev_kind is not None:
            x += gap * (
                2.2 if (prev_kind == "chain") != (kind == "chain") and kind in ("single", "pending") else 1
            )
        width = len(chips) * pitch
        if x + width > area.right and x > area.x and width <= area.width:
            x, y = area.x, y + row_h
        seg_start = None
        for chip in chips:
            if x + pitch > area.right + 0.5:
                if seg_start is not None:
                    bars.append((seg_start, x - pitch / 2, y, kind))
                x, y = area.x, y + row_h
                seg_start = None
            cx = x + pitch / 2
            if seg_start is None:
                seg_start = cx
            pos[chip] = (cx, y)
            x += pitch
        bars.append((seg_start, x - pitch / 2, y, kind))
        prev_kind = kind
    fits = y + pitch / 2 <= area.bottom + 0.5
    return pos, bars, fits


def fit_layout(groups, area: pygame.Rect, pitches: tuple[int, ...] | None = None):
    """The largest pitch of ``pitches`` (the layout's own by default: a phone's keep the chips'
    numbers readable) at which ``groups`` fit ``area``."""
    pitches = pitches or (PHONE_PITCHES if theme.compact() else PITCHES)
    for pitch in pitches:
        pos, bars, fits = layout_groups(groups, area, pitch)
        if fits:
            return pos, bars, pitch
    return pos, bars, pitches[-1]


def draw_groups(
    surface, pos, bars, pitch, colour, dim: set | frozenset = frozenset(), hidden=frozenset(), override=None
) -> None:
    """Connector bars behind chains, then the chips (``override`` gives animated positions)."""
    r = int(pitch * 0.44)
    for x0, x1, y, kind in bars:
        if kind == "single":
            continue
        h = int(pitch * 0.98)
        tray = pygame.Rect(0, 0, int(x1 - x0 + h), h)
        tray.center = (int((x0 + x1) / 2), int(y))
        fill = shade(theme.GOOD, 0.75) if kind == "safe" else colour
        pygame.draw.rect(surface, shade(fill, 0.5), tray.move(0, 3), border_radius=h // 2)
        pygame.draw.rect(surface, fill, tray, border_radius=h // 2)
        pygame.draw.rect(surface, shade(fill, 1.3), tray, 2, border_radius=h // 2)
        if kind == "pending":
            pygame.draw.rect(surface, theme.FOCUS, tray.inflate(8, 8), 3, border_radius=h // 2 + 4)
    for chip, p in pos.items():
        if chip in hidden:
            continue
        q = override.get(chip, p) if override else p
        blit_chip(surface, chip, q, r, chip in dim)
    for _x0, x1, y, kind in bars:
        if kind == "safe":
            _check(surface, (x1 + pitch * 0.55, y - pitch * 0.3), max(5, pitch // 5))
        elif kind == "pending":
            badge = (x1 + pitch * 0.45, y - pitch * 0.4)
            pygame.draw.circle(surface, theme.FOCUS, badge, max(7, pitch // 4))
            theme.text(surface, "?", badge, max(theme.MIN_TEXT, pitch // 3), theme.INK, "center", True)


def _check(surface, pos, k) -> None:
    x, y = pos
    pygame.draw.circle(surface, theme.GOOD, (x, y), k + 3)
    pygame.draw.lines(
        surface,
        theme.INK,
        False,
        [(x - k * 0.6, y), (x - k * 0.1, y + k * 0.5), (x + k * 0.7, y - k * 0.5)],
        2,
    )


def standard_groups(chips) -> list[tuple[str, list[int]]]:
    """Chains (joined) in number order, then the single chips apart."""
    runs = runs_of(chips)
    groups = [("chain", list(range(lo, hi + 1))) for lo, hi in runs if hi > lo]
    groups += [("single", [lo]) for lo, hi in runs if hi == lo]
    return groups


def sohtar_groups(chains, pending: int = 0) -> list[tuple[str, list[int]]]:
    groups = [
        ("safe" if hi - lo + 1 >= 6 else "chain1", list(range(lo, hi + 1))) for lo, hi in sorted(chains)
    ]
    if pending:
        groups.append(("pending", [pending]))
    return groups
