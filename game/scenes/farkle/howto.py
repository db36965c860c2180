"""Farkle's title-card thumbnail and the pictures of its how-to pages."""

from __future__ import annotations

import random

import pygame

from game import theme
from game.i18n import number, tr
from game.scenes.farkle.drawing import marker, star
from game.scenes.shared import dice as dicelib


def draw_thumbnail(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A few dice on a felt tray, one lifted and glowing as if just picked."""
    rect = pygame.Rect(rect)
    inner = rect.inflate(-24, -24)
    dicelib.draw_tray(surface, inner)
    size = max(24, min(64, inner.height // 3))
    rng = random.Random(11)
    for i, v in enumerate((1, 5, 5, 3, 6)):
        x = inner.x + inner.width * (0.16 + i * 0.17)
        y = inner.centery + rng.uniform(-0.18, 0.18) * inner.height
        sh = dicelib.soft_shadow(size)
        surface.blit(sh, sh.get_rect(center=(x + 4, y + 6)))
        if i == 0:
            g = dicelib.glow(size)
            surface.blit(g, g.get_rect(center=(x, y - 6)))
            dicelib.draw(surface, v, (x, y - 6), size, rng.uniform(-15, 15), "selected")
        else:
            dicelib.draw(surface, v, (x, y), size, rng.uniform(-20, 20))


def _combo(surface, values, points, x, y, size=40) -> None:
    right = dicelib.draw_row(surface, values, x, y, size)
    theme.text(surface, f"= {number(points)}", (right + 6, y), 24, theme.ACCENT, "midleft", True)


def draw_howto(surface: pygame.Surface, rect: pygame.Rect, page: int) -> None:
    """Pictures for the how-to pages (430x340 in every layout): the goal, what scores, big
    combinations, a turn, the end."""
    rect = pygame.Rect(rect)
    theme.panel(surface, rect, colour=theme.DARK_PANEL, edge=theme.DARK_EDGE)
    x, w = rect.x + 24, rect.width - 48
    if page == 1:
        tray = pygame.Rect(rect.x + 30, rect.y + 30, rect.width - 60, rect.height // 2 - 20)
        dicelib.draw_tray(surface, tray)
        for i, v in enumerate((1, 2, 5, 4, 6, 3)):
            cx = tray.x + tray.width * (0.12 + i * 0.152)
            dicelib.draw(surface, v, (cx, tray.centery + (-8 if i % 2 else 8)), 52, (-1) ** i * 9)
        bar = pygame.Rect(x, rect.bottom - 110, w, 22)
        pygame.draw.rect(surface, theme.PANEL_DARK, bar, border_radius=8)
        pygame.draw.rect(
            surface, theme.seat_colour(0), (bar.x, bar.y, int(bar.width * 0.62), bar.height), border_radius=8
        )
        pygame.draw.rect(surface, theme.INK, bar, 2, border_radius=8)
        theme.text(surface, "0", (bar.x, bar.bottom + 8), 18, theme.TEXT)
        theme.text(
            surface, number(3100), (bar.x + int(bar.width * 0.62), bar.bottom + 8), 18, theme.TEXT, "midtop"
        )
        theme.text(
            surface, number(5000) + " ★", (bar.right, bar.bottom + 8), 18, theme.ACCENT, "topright", True
        )
    elif page == 2:
        rows = [
            ((1,), 100),
            ((5,), 50),
            ((4, 4, 4), 400),
            ((1, 1, 1), 1000),
            ((4, 4, 4, 4), 800),
            ((1, 1, 1, 1), 2000),
        ]
        top, pitch, die = 36, (rect.height - 50) // 6, 38
        for i, (dice, pts) in enumerate(rows):
            _combo(surface, dice, pts, x + 10, rect.y + top + i * pitch, die)
    elif page == 3:
        rows = [((1, 2, 3, 4, 5, 6), 2000), ((2, 2, 3, 3, 6, 6), 1500), ((1, 1, 1, 5, 5, 5), 2500)]
        top, pitch, die = 52, 88, 36
        for i, (dice, pts) in enumerate(rows):
            _combo(surface, dice, pts, x + 4, rect.y + top + i * pitch, die)
        theme.text(
            surface,
            tr("farkle.scene.howto_six"),
            (rect.right - 24, rect.bottom - 30),
            20,
            theme.TEXT_DIM,
            "bottomright",
            True,
        )
    elif page == 4:
        die = 36
        y = rect.y + 50
        right = dicelib.draw_row(surface, (1, 5), x, y, die, "selected")
        dicelib.draw_row(surface, (2, 3, 4, 6), right + 20, y, die)
        theme.text(surface, "+150", (rect.right - 24, y), 24, theme.ACCENT, "midright", True)
        y += 74
        bar = pygame.Rect(x, y, w, 24)
        pygame.draw.rect(surface, theme.PANEL_DARK, bar, border_radius=8)
        cut = bar.x + int(bar.width * 350 / 1000)
        pygame.draw.rect(surface, (150, 150, 140), (bar.x, bar.y, cut - bar.x, bar.height), border_radius=8)
        pygame.draw.rect(surface, theme.GOOD, (cut, bar.y, bar.right - cut, bar.height), border_radius=8)
        pygame.draw.line(surface, theme.INK, (cut, bar.y - 6), (cut, bar.bottom + 6), 3)
        theme.text(surface, "≤ 350", (bar.x + 8, bar.centery), 18, theme.INK, "midleft", True)
        theme.text(surface, "> 350 ✓", (bar.right - 8, bar.centery), 18, theme.INK, "midright", True)
        y += 70
        dicelib.draw_row(surface, (2, 3, 4, 6), x, y, die, "dead")
        theme.text(surface, "Farkle! ✗", (rect.right - 24, y), 26, theme.BAD, "midright", True)
        y += 70
        dicelib.draw_row(surface, (5, 5, 5, 5, 5, 1), x, y, die, "selected")
        star(surface, (rect.right - 40, y), 18, theme.FOCUS, theme.ACCENT_DARK)
        theme.text(surface, "6 ↻", (rect.right - 64, y), 24, theme.FOCUS, "midright", True)
    else:
        y = rect.y + 54
        dicelib.draw_row(surface, (2, 3, 3, 4, 6, 6), x, y, 40, "dead")
        theme.text(surface, number(2400) + " → 0", (rect.right - 24, y + 52), 26, theme.BAD, "midright", True)
        y += 130
        for i in range(4):
            cx = x + 30 + i * (w - 60) / 3
            surface.blit(marker(i, 16, False, i), marker(i, 16, False, i).get_rect(center=(cx, y)))
            theme.text(
                surface,
                "★" if i == 1 else "+1",
                (cx, y + 30),
                20,
                theme.ACCENT if i == 1 else theme.TEXT,
                "midtop",
                True,
            )
        pygame.draw.line(surface, theme.ACCENT, (x + 30 + (w - 60) / 3, y + 62), (x + w - 30, y + 62), 3)
        theme.text(surface, number(5000), (x + 30 + (w - 60) / 3, y + 70), 18, theme.ACCENT, "midtop", True)
