"""Touch on top of the mouse events: a long press, and the tip it shows.

In the browser a finger arrives as mouse events (pygbag synthesizes them), so a tap is a click.
A finger has no hover and no right button: holding it still for ``HOLD_S`` seconds shows what a
hover would (``Scene.long_press``), and the release that ends a long press does not also tap.
"""

from __future__ import annotations

import pygame

from game import theme

HOLD_S = 0.5  # a press held this long without moving is a long press
SLOP = 12  # px a finger may wander and still be holding
TIP_S = 5.0  # how long a tip stays (a tap or key closes it sooner)
AWAY = (-10_000, -10_000)  # where the swallowed release of a long press goes: on nothing


class LongPress:
    """Turns a held press into one long press; ``event`` filters the events the scenes get."""

    def __init__(self) -> None:
        self.pos: tuple[int, int] | None = None
        self.held = 0.0
        self.fired = False

    def event(self, event: pygame.event.Event) -> pygame.event.Event:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pos, self.held, self.fired = event.pos, 0.0, False
        elif event.type == pygame.MOUSEMOTION and self.pos is not None and not self.fired:
            if abs(event.pos[0] - self.pos[0]) > SLOP or abs(event.pos[1] - self.pos[1]) > SLOP:
                self.pos = None  # a drag, not a hold
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            fired, self.pos, self.fired = self.fired, None, False
            if fired:  # the finger lifts after a long press: that is not a tap
                return pygame.event.Event(pygame.MOUSEBUTTONUP, {**event.dict, "pos": AWAY})
        return event

    def update(self, dt: float) -> tuple[int, int] | None:
        """The position of a press that has just become a long press, else None."""
        if self.pos is None or self.fired:
            return None
        self.held += dt
        if self.held >= HOLD_S:
            self.fired = True
            return self.pos
        return None


class Tip:
    """A short explanation next to the finger, over everything (a long press's answer).
    Wrapped and placed once: it is drawn in every frame it shows."""

    def __init__(self, text: str, pos: tuple[int, int]):
        self.text, self.pos, self.left = text, pos, TIP_S
        self.size = max(theme.MIN_TEXT + 2, 18)
        self.box = self._place()

    def _place(self) -> pygame.Rect:
        width = min(theme.WIDTH - 32, 520)
        lines = theme.wrap(self.text, self.size, width - 28)
        w = max(theme.font(self.size).size(line)[0] for line in lines) + 28
        h = len(lines) * int(self.size * 1.35) + 20
        r = pygame.Rect(0, 0, w, h)
        x, y = self.pos
        r.midbottom = (x, y - 36)  # above the finger, which hides what is under it
        if r.top < 8:
            r.midtop = (x, y + 36)
        return r.clamp(pygame.Rect(0, 0, theme.WIDTH, theme.HEIGHT).inflate(-16, -16))

    def rect(self) -> pygame.Rect:
        return self.box

    def draw(self, surface: pygame.Surface) -> None:
        theme.panel(surface, self.box, colour=(255, 246, 214), edge=theme.ACCENT_DARK)
        theme.paragraph(surface, self.text, self.box.inflate(-28, -20), self.size, theme.INK)
