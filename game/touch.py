"""Touch on top of the mouse events: a long press, and the tip it shows.

In the browser a finger arrives as mouse events (pygbag synthesizes them), so a tap is a click.
A finger has no hover and no right button: holding it still for ``HOLD_S`` seconds shows what a
hover would (``Scene.long_press``), and the release that ends a long press does not also tap.
"""

from __future__ import annotations

import pygame

from game import theme
from game.ui import Button

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


GUARD_S = 0.35  # a control that has just appeared under the finger ignores taps this long


class TapGuard:
    """A control that appears under a finger ignores taps for ``GUARD_S`` seconds.

    The second tap of a double tap lands 100-300 ms after the first (phones count up to 300 ms
    as a double tap); a tap aimed at something that has just appeared comes a reaction time
    (about 250 ms) plus the finger's way later. So for 0.35 s after a widget of the scene on top
    becomes tappable (shown, enabled, given a new label or moved, or its scene opened) where the
    last press was, a press on it goes nowhere, and so does its release. A control that lights
    up elsewhere (Roll once a die is chosen) is not under the finger and acts at once; keys are
    never held back.
    """

    def __init__(self) -> None:
        self.clock = 0.0  # frame time, so headless tests and a hidden tab count like the screen
        self.since: dict[int, tuple[tuple, float]] = {}  # id(widget) -> (its look, when it came)
        self.swallowing = False
        self.finger: tuple[int, int] | None = None  # where the last press was
        self.scene = None  # the scene on top when the controls were last looked at

    @staticmethod
    def _widgets(scene) -> list:
        """The buttons the player can tap (a board's picker of many places is no control that
        appears: its look follows every choice made on it)."""
        form = getattr(scene, "form", None)
        if form is None:
            return []
        return [w for w in form.widgets if isinstance(w, Button) and w.visible and w.enabled]

    def watch(self, scene, dt: float, changed: bool = True) -> None:
        """At the end of a frame: note which controls the player can tap now, and since when.
        ``changed``: the frame is drawn (a control can only appear on a frame that shows it), so
        an idle screen costs nothing here."""
        self.clock += dt
        if not changed and scene is self.scene:
            return
        self.scene = scene
        since = {}
        for w in self._widgets(scene):
            label = getattr(w, "label", "")
            look = (tuple(w.rect), label() if callable(label) else label)
            old = self.since.get(id(w))
            since[id(w)] = old if old is not None and old[0] == look else (look, self.clock)
        self.since = since

    def blocks(self, scene, pos) -> bool:
        """A press at ``pos`` lands on a control that appeared under the finger less than
        ``GUARD_S`` ago."""
        form = getattr(scene, "form", None)
        w = form.widget_at(pos) if form is not None and self.finger is not None else None
        seen = self.since.get(id(w)) if w is not None else None
        return (
            seen is not None
            and self.clock - seen[1] < GUARD_S
            and w.rect.inflate(2 * SLOP, 2 * SLOP).collidepoint(self.finger)
        )

    def event(self, event: pygame.event.Event, scene) -> pygame.event.Event:
        """The event the scene gets: a guarded press and its release go to ``AWAY``."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.swallowing = scene is not None and self.blocks(scene, event.pos)
            swallow, self.finger = self.swallowing, event.pos
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            swallow, self.swallowing = self.swallowing, False
        else:
            return event
        return pygame.event.Event(event.type, {**event.dict, "pos": AWAY}) if swallow else event
