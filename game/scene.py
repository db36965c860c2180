"""Scenes and the scene stack (push / pop / replace) with transitions.

The stack is drawn from the topmost opaque scene upwards, so an overlay (pause
menu, dialog) is drawn over the live scene below it. Only the top scene gets
input and updates; scenes below an overlay keep drawing but are paused, like
Tuxemon's state manager. Stack changes requested during a frame are applied at
the end of the frame, so a scene never vanishes while it handles an event.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game import anim


class Scene:
    """Base class. Override what you need; ``opaque=False`` makes an overlay."""

    opaque = True
    name = "scene"
    freezes_game = False  # menus over a game stop its animations (and so its computer players)

    def __init__(self, app):  # the App: scenes use its services, and never import it
        self.app = app

    def enter(self) -> None:
        """Called when the scene is pushed."""

    def leave(self) -> None:
        """Called when the scene is popped or replaced."""

    def pause(self) -> None:
        """Another scene was pushed on top."""

    def resume(self) -> None:
        """The scene is on top again."""

    def handle(self, event: pygame.event.Event) -> None:
        """Input goes to the scene's form (its buttons, fields and keys), if it has one."""
        form = getattr(self, "form", None)
        if form is not None:
            form.handle(event)

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    # --- redrawing (game/redraw.py decides; a scene only adds what it alone knows) -----------
    REDRAW_IGNORES: frozenset[str] = frozenset()  # attributes that tick without changing the picture

    def view_key(self):
        """What the picture depends on besides the scene's attributes, input and animations."""
        return ()

    def small_parts(self) -> list:
        """Parts that change on their own in a small area, as (what is shown, rect) pairs: when
        only these change, only their rects (old and new) are drawn and presented."""
        return []

    def moving(self) -> bool:
        """The scene's own timers move something on screen (a pulse): redraw every frame."""
        return False

    def rests(self) -> bool:
        """Until input arrives or the animator moves, ``update`` would change nothing: no timer
        runs, nobody thinks, nothing eases. Frames like that skip the update and the redraw check
        (``FrameGate.still``). A scene without an ``update`` of its own (a menu, a page of settings,
        how-to or statistics) rests unless its text cursor blinks or it says it is ``moving()``; a
        scene with one rests only where it says so (a safe answer, never a stale one)."""
        return type(self).update is Scene.update and not self.typing() and not self.moving()

    def background(self, dt: float) -> None:
        """A frame while the page is hidden: nothing is drawn; only work that must go on runs."""

    # --- touch (game/touch.py) ---------------------------------------------------------
    def tap_targets(self) -> list[tuple[str, pygame.Rect]]:
        """Everything the player can tap now, as (name, touch area): the rects the scene's own
        hit tests use. The compact layout's size test measures them; a scene with pieces to tap
        (dice, chips, cells) adds those to its form's."""
        form = getattr(self, "form", None)
        return form.tap_targets() if form is not None else []

    def long_press(self, pos) -> str:
        """What a long press on ``pos`` shows (what a hover or right-click would): "" for nothing."""
        form = getattr(self, "form", None)
        return form.explain_at(pos) if form is not None else ""

    def typing(self) -> bool:
        """A text field has the focus (the browser page then lets Space through)."""
        form = getattr(self, "form", None)
        return form is not None and form.typing

    def text_field(self):
        """The text field that has the focus, or None (the browser puts a phone's keyboard over it)."""
        form = getattr(self, "form", None)
        return form.focused if self.typing() and form is not None else None


class Transition:
    """Blends the picture before a stack change into the picture after it."""

    def __init__(self, kind: str = "fade", duration: float = 0.3, direction: int = 1):
        self.kind = kind
        self.duration = duration
        self.direction = direction
        self.t = 0.0
        self.before: pygame.Surface | None = None

    @property
    def done(self) -> bool:
        return self.t >= 1.0

    def advance(self, dt: float, speed: float) -> None:
        if speed <= 0 or self.duration <= 0:
            self.t = 1.0
        else:
            self.t = min(1.0, self.t + dt * speed / self.duration)

    def shows_after(self, surface: pygame.Surface) -> bool:
        """Whether any of the new picture shows this frame: not at the very start of a fade (alpha 0)
        or a slide (offset 0), where the frame is the picture before alone."""
        if self.before is None:
            return True
        k = anim.ease("in_out_cubic", self.t)
        return (int(surface.get_width() * k) if self.kind == "slide" else int(255 * k)) > 0

    def draw(self, surface: pygame.Surface, after: pygame.Surface) -> None:
        k = anim.ease("in_out_cubic", self.t)
        if self.before is None:
            surface.blit(after, (0, 0))
            return
        if self.kind == "slide":
            w = surface.get_width()
            offset = int(w * k) * self.direction
            surface.blit(self.before, (-offset, 0))
            surface.blit(after, (w * self.direction - offset, 0))
        elif k >= 0.995:  # the last frame: an opaque blit (an alpha blit at 255 costs 9-13 ms)
            surface.blit(after, (0, 0))
        else:  # fade through the new picture
            surface.blit(self.before, (0, 0))
            after.set_alpha(int(255 * k))
            surface.blit(after, (0, 0))
            after.set_alpha(None)


class SceneStack:
    def __init__(self, speed: Callable[[], float] = lambda: 1.0):
        self.scenes: list[Scene] = []
        self._pending: list[tuple[str, Scene | None, Transition | None]] = []
        self.transition: Transition | None = None
        self._speed = speed
        self._after: pygame.Surface | None = None
        self._before: pygame.Surface | None = None  # the picture a transition starts from, kept

    # --- requests (applied by ``apply_pending``) -------------------------------
    def push(self, scene: Scene, transition: Transition | None = None) -> None:
        self._pending.append(("push", scene, transition))

    def pop(self, transition: Transition | None = None) -> None:
        self._pending.append(("pop", None, transition))

    def replace(self, scene: Scene, transition: Transition | None = None) -> None:
        self._pending.append(("replace", scene, transition))

    def reset(self, scene: Scene, transition: Transition | None = None) -> None:
        """Replace the whole stack with one scene (back to the title screen)."""
        self._pending.append(("reset", scene, transition))

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def settled_on(self, scene: Scene) -> bool:
        """``scene`` is on top, no transition runs and no push, pop or replace waits for the end of
        the frame (``FrameGate.still``, every still frame: plain reads, no property)."""
        scenes = self.scenes
        return self.transition is None and not self._pending and len(scenes) > 0 and scenes[-1] is scene

    def apply_pending(self, surface: pygame.Surface | None = None) -> None:
        while self._pending:
            op, scene, transition = self._pending.pop(0)
            if transition is not None and surface is not None and self.scenes:
                # the picture on screen is the last frame drawn: no need to draw the old stack again
                transition.before = self._copy_of(surface)
                self.transition = transition
            if op == "push":
                if self.top:
                    self.top.pause()
                self.scenes.append(scene)
                scene.enter()
            elif op == "pop":
                if self.scenes:
                    self.scenes.pop().leave()
                if self.top:
                    self.top.resume()
            elif op == "replace":
                if self.scenes:
                    self.scenes.pop().leave()
                self.scenes.append(scene)
                scene.enter()
            elif op == "reset":
                while self.scenes:
                    self.scenes.pop().leave()
                self.scenes.append(scene)
                scene.enter()

    def _copy_of(self, surface: pygame.Surface) -> pygame.Surface:
        """The picture on screen, into a surface kept from one transition to the next: a fresh
        full-screen copy costs 3-4 ms natively (new memory), a blit into the kept one 0.2 ms."""
        if self._before is None or self._before.get_size() != surface.get_size():
            self._before = surface.copy()
        else:
            self._before.blit(surface, (0, 0))
        return self._before

    # --- per frame ---------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.transition is not None:
            return  # no input while the picture is changing
        if self.top:
            self.top.handle(event)

    def update(self, dt: float) -> None:
        if self.transition is not None:
            self.transition.advance(dt, self._speed())
            if self.transition.done:
                self.transition = None
        if self.top:
            self.top.update(dt)

    def draw(self, surface: pygame.Surface, use_transition: bool = True) -> None:
        if use_transition and self.transition is not None:
            if not self.transition.shows_after(surface):
                # its first frame shows the old picture alone: the new one is first drawn in the
                # next frame, not in the one that also built the new scene (the game-over frame)
                surface.blit(self.transition.before, (0, 0))
                return
            if self._after is None or self._after.get_size() != surface.get_size():
                self._after = (
                    pygame.Surface(surface.get_size()).convert()
                    if pygame.display.get_surface()
                    else (pygame.Surface(surface.get_size()))
                )
            self.draw(self._after, use_transition=False)
            self.transition.draw(surface, self._after)
            return
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        for scene in self.scenes[start:]:
            scene.draw(surface)
