"""The compact layout's measured goals, checked on a real drawn screen (tests/test_compact_*.py).

At the reference phone viewport (844x390 CSS px, game/layout.py) the 960x480 canvas is shown at
0.8125 CSS px a pixel, so the goals in canvas pixels are: every text at least ``min_text`` (15 px),
every touch area at least ``min_target`` (55x55 px), two touch areas either ``gap`` (10 px) apart or
not overlapping at all (then a tap between them has a clear winner: the one it lands in), and
everything inside the canvas. ``Measure`` records what a frame draws (through the one text
renderer) and ``problems`` names the screen, the element and its size for each violation.

The check is of the WHOLE screen as the player sees it: a game scene's header bar (whose turn, Menu,
Undo, Log, Coach, Skip), its game area, the message pill, banners and any sheet on top, all at
once, unfiltered. On a game scene it also checks the seam between the header and the game: every
touch area lies in the header bar (above ``GAME_TOP``) or in the game area (from it down), none
across the edge, where the header would cover part of it.

``SHOTS=DIR`` saves each checked screen as a phone shows it (780x390) for a person to look at.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pygame

from game import layout, theme
from tests import uidriver
from tests.uidriver import frames

GAME_TOP = 62  # the sideways game area's top (game/scenes/shared/frame.py GAME_AREA): above it the header


def game_top() -> int:
    """The game area's top in the layout in use (62 sideways; upright the header has two rows)."""
    from game.scenes.shared import frame

    return frame.header_h() + 2


class Measure:
    """Every string rendered with the size it is drawn at, and every line ``theme.text`` put on the canvas."""

    def __init__(self, monkeypatch):
        self.sizes: list[tuple[str, int]] = []
        self.rects: list[tuple[str, pygame.Rect]] = []
        render, text = theme.render, theme.text

        def rec_render(string, size, colour=theme.TEXT, bold=False):
            if string.strip():
                self.sizes.append((string, theme.scaled(size)))  # the size drawn (Large text scales)
            return render(string, size, colour, bold)

        def rec_text(
            surface, string, pos, size=24, colour=theme.TEXT, anchor="topleft", bold=False, alpha=255
        ):
            rect = text(surface, string, pos, size, colour, anchor, bold, alpha)
            if string.strip() and surface.get_size() == (theme.WIDTH, theme.HEIGHT):
                self.rects.append((string, rect))
            return rect

        monkeypatch.setattr(theme, "render", rec_render)
        monkeypatch.setattr(theme, "text", rec_text)
        theme._render_cache.clear()

    def clear(self) -> None:
        self.sizes.clear()
        self.rects.clear()

    def too_small(self) -> list[tuple[str, int]]:
        """Strings drawn under the layout's smallest text size."""
        return sorted({(s, n) for s, n in self.sizes if n < theme.scaled(theme.MIN_TEXT)})

    def frame(self, app, n: int = 2) -> None:
        """Draw ``n`` frames, recording only the last (what the player sees now)."""
        frames(app, max(1, n - 1))
        self.clear()
        app.redraw()
        frames(app, 1)


def problems(app, measure: Measure, screen: str) -> list[str]:
    """Every violation of the compact goals on the frame ``measure`` recorded, worded for a person."""
    spec = layout.current()  # the standard layout has no touch goals (min_target 0): text and edges only
    canvas = pygame.Rect(0, 0, *spec.size)
    found: list[str] = []
    for string, size in sorted(set(measure.sizes)):
        if size < spec.min_text:
            found.append(f"{screen}: text {string!r} is {size} px (at least {spec.min_text})")
    for string, rect in measure.rects:
        if not canvas.contains(rect):
            found.append(f"{screen}: text {string!r} at {tuple(rect)} is cut off by the canvas edge")
    targets = app.stack.top.tap_targets()
    for name, rect in targets:
        if rect.width < spec.min_target or rect.height < spec.min_target:
            found.append(
                f"{screen}: {name} touch area is {rect.width}x{rect.height} px "
                f"(at least {spec.min_target}x{spec.min_target})"
            )
        if not canvas.contains(rect):
            found.append(f"{screen}: {name} touch area {tuple(rect)} is outside the canvas")
    if not spec.min_target:  # the standard layout: a mouse, no touch goals
        return found
    for i, (name_a, a) in enumerate(targets):
        for name_b, b in targets[i + 1 :]:
            if a.colliderect(b):
                found.append(f"{screen}: {name_a} and {name_b} touch areas overlap ({tuple(a)} / {tuple(b)})")
    if hasattr(app.stack.top, "header_buttons"):  # a game scene: the header bar over its game area
        top = game_top()
        for name, rect in targets:
            if rect.top < top < rect.bottom:
                found.append(f"{screen}: {name} touch area {tuple(rect)} crosses the header's edge (y {top})")
    return found


def game_targets(scene) -> list[tuple[str, pygame.Rect]]:
    """The touch areas of the game itself: those in the game area, below the header bar."""
    return [(name, rect) for name, rect in scene.tap_targets() if rect.top >= game_top()]


def shot(app, screen: str) -> None:
    """With ``SHOTS=DIR`` set, save the screen at the size a phone shows it (780x390 sideways;
    upright the canvas at its CSS size, 390x844 for 480x1039)."""
    folder = os.environ.get("SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        name = re.sub(r"[^\w.=-]+", "_", screen).strip("_")
        spec = layout.current()
        size = (780, 390) if not spec.upright else tuple(round(n * spec.css_scale()) for n in spec.size)
        pygame.image.save(pygame.transform.smoothscale(app.screen, size), str(Path(folder) / f"{name}.png"))


def check(app, measure: Measure, screen: str, n: int = 2) -> None:
    """Draw the whole screen and fail on its first violation (all of them listed)."""
    measure.frame(app, n)
    shot(app, screen)
    found = problems(app, measure, screen)
    assert not found, "\n".join(found)


def no_text_over_another(measure: Measure, screen: str, rects=None) -> None:
    """No two texts of the recorded frame (or of ``rects``, a part of it) overlap (a piece drawn past
    its rectangle runs into the next); antialiased edges may touch."""
    texts = [(s, r.inflate(-2, -2)) for s, r in (measure.rects if rects is None else rects)]
    for i, (a, ra) in enumerate(texts):
        for b, rb in texts[i + 1 :]:
            assert not ra.colliderect(rb), f"{screen}: {a!r} {tuple(ra)} is drawn over {b!r} {tuple(rb)}"


def targets_in_game_area(scene, area, screen: str) -> None:
    """The game's own touch areas (``game_targets``) lie inside its game area ``area``."""
    for name, r in game_targets(scene):
        assert area.contains(r), f"{screen}: {name} {tuple(r)} is outside the game area {tuple(area)}"


def tap(app, rect: pygame.Rect) -> None:
    """A finger's tap: down and up in the middle of ``rect``."""
    uidriver.tap(app, pygame.Rect(rect).center)


def check_sheets(app, measure: Measure, screen: str) -> None:
    """The frame's sheets over this very game moment, opened and closed by taps on the header's
    listed Log and Coach buttons: the whole screen with each sheet on top meets the goals too."""
    scene = app.stack.top
    for button, what in ((scene.log_button, "log sheet"), (scene.coach.toggle, "coach sheet")):
        listed = dict(scene.tap_targets())
        assert listed.get(button.name()) == button.rect, (
            f"{screen}: the header's {button.name()} is not listed"
        )
        tap(app, button.rect)
        sheet = app.stack.top
        assert sheet is not scene, f"{screen}: a tap on {button.name()} opened no {what}"
        check(app, measure, f"{screen}, {what}")
        tap(app, sheet.close_button.rect)
        frames(app, 2)
        assert app.stack.top is scene, f"{screen}: the {what}'s Close left it open"
