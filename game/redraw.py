"""Which frames are drawn: a frame in which nothing can have changed costs (almost) nothing.

The frame loop still runs every frame (input, ``update``, ``await asyncio.sleep(0)``), but it
draws the scene stack and presents the picture only when something can have changed since the
picture on screen was drawn. ``FrameGate.due`` decides, from what the app and the base classes
already know, so a scene rarely has to say anything:

- an input or window event arrived (any event: a click, a key, a mouse move, a resize);
- the scene stack changed or a transition runs;
- the animator moved something (a tween, a timeline step starting: ``Animator.take_moved``);
  a pure wait (a computer's pause before it moves) or a timeline held until the player
  decides does not count;
- the app asked for it (``App.redraw``: a toast appeared or ran out, the settings changed);
- the *fingerprint* of the scene on top changed: every attribute of the scene (``vars``),
  small lists, dicts and tuples by content, rects by place and size (a layout rebuilt in ``draw``
  with the same rects is no change), other objects by identity or by their own
  ``view_key()`` (a ``Form``: focus, hover, enabled buttons and their labels), plus
  the scene's ``view_key()`` (what it draws that is not an attribute). So ``self.message =
  ...`` in ``update`` is seen without the scene saying so;
- the scene on top says it is ``moving()`` (its own timers: a pulse that runs a few seconds).

When nothing but a small part changed (the text cursor blinking, a scene's ``small_parts()``:
the title's bobbing die; a tween given an ``area``: the header's turn pulse), only that part's
rect is drawn (clipped) and presented.

A still screen costs almost nothing more: once a frame drew nothing and the scene on top says
it ``rests()`` (a human decides or a card waits for a tap, no timer runs, nobody thinks), the
frames after it skip the scene's update and this check altogether (``FrameGate.still``) until
input arrives, the animator moves, the app asks for a redraw or the stack changes; ``App.rest_frame``
then runs only what must run on time. Tests run both (``App.check_rest``) and
fail when a scene that said it rests changes anything.

An attribute that counts every frame without changing the picture (a clock that only matters
while something shakes) is listed in the scene's ``REDRAW_IGNORES``; one that is not listed
costs a redraw every frame (safe, and ``bench/idle.py`` shows it), never a stale picture.
"""

from __future__ import annotations

from collections import deque

import pygame

from game import theme

_SMALL = 16  # containers up to this size are compared by content, larger ones by identity and length
_PLAIN = (bool, int, float, str, bytes, type(None))
_PLAIN_TYPES = frozenset(_PLAIN)
_IGNORES: dict[type, frozenset[str]] = {}
_KIND: dict[type, str] = {}  # how token treats a type (see _kind)


def ignores(cls: type) -> frozenset[str]:
    """Every ``REDRAW_IGNORES`` along the class's bases (a subclass adds to its parents' list)."""
    found = _IGNORES.get(cls)
    if found is None:
        names: set[str] = set()
        for base in cls.__mro__:
            names |= set(vars(base).get("REDRAW_IGNORES", ()))
        found = _IGNORES[cls] = frozenset(names)
    return found


def token(value, depth: int = 2):
    """A cheap value that changes when ``value`` may draw differently."""
    kind = type(value)
    if kind in _PLAIN_TYPES:
        return value
    if kind is list or kind is tuple or kind is deque:
        if depth > 0 and len(value) <= _SMALL:
            return tuple([v if type(v) in _PLAIN_TYPES else token(v, depth - 1) for v in value])
        return (id(value), len(value))
    if kind is dict:
        if depth > 0 and len(value) <= _SMALL:
            return tuple(
                [(k, v if type(v) in _PLAIN_TYPES else token(v, depth - 1)) for k, v in value.items()]
            )
        return (id(value), len(value))
    how = _KIND.get(kind)
    if how is None:
        how = _KIND[kind] = _kind(kind)
    if how == "object":
        return id(value)
    if how == "keyed":
        return value.view_key()
    if how == "plain":
        return value
    if how == "rect":  # a rect rebuilt with the same place and size draws the same
        return (value.x, value.y, value.w, value.h)
    if how == "set" and len(value) <= _SMALL:
        return frozenset(value)
    return (id(value), len(value))


def _kind(kind: type) -> str:
    """How ``token`` treats values of a type other than the common ones."""
    if callable(getattr(kind, "view_key", None)) and not issubclass(kind, type):
        return "keyed"
    if issubclass(kind, _PLAIN):
        return "plain"
    if issubclass(kind, pygame.Rect | pygame.FRect):
        return "rect"
    if issubclass(kind, set | frozenset):
        return "set"
    if issubclass(kind, list | tuple | deque | dict):
        return "container"
    return "object"


def fingerprint(scene) -> tuple:
    skip = ignores(type(scene))
    plain = _PLAIN_TYPES  # most attributes are plain values: no call for those (this runs every frame)
    # a copy of the attributes: a value's token may lay something out and set an attribute on the scene
    attrs = tuple(
        [v if type(v) in plain else token(v) for k, v in list(vars(scene).items()) if k not in skip]
    )
    return attrs, scene.view_key()


def snapshot(scene) -> dict:
    """Each attribute's token by name (``App.check_rest``: to say what a resting scene changed)."""
    skip = ignores(type(scene))
    found = {k: token(v) for k, v in list(vars(scene).items()) if k not in skip}
    found["view_key()"] = scene.view_key()
    return found


def broke_rest(scene, before: dict, why: str) -> str:
    """The test failure when a scene that said it rests changed: what changed."""
    after = snapshot(scene)
    names = sorted(k for k in before.keys() | after.keys() if before.get(k) != after.get(k))
    what = ", ".join(names) or (why or "it rests no more")
    return f"{type(scene).__name__} said it rests, then changed: {what}"


def _parts(scene) -> tuple:
    """(what is shown, where) of the scene's small parts that change on their own."""
    if scene is None:
        return ()
    parts = list(scene.small_parts())
    cursor = getattr(getattr(scene, "form", None), "cursor_part", None)
    if cursor is not None:
        parts.append(cursor())
    return tuple((key, pygame.Rect(rect)) for key, rect in parts)


class FrameGate:
    """Remembers what the picture on screen was drawn from, and says when it is out of date."""

    def __init__(self) -> None:
        self.requested = True  # the first frame is always drawn
        self._drawn_from = None
        self._parts: tuple = ()
        self._moving = False
        self.why = "requested"  # why the last frame was drawn ("" when it was skipped)
        self.resting = None  # the scene on top, when it rests since a frame that drew nothing

    def still(self, app, had_events: bool) -> bool:
        """Nothing can change this frame: the scene that rested is still on top, with no input,
        no animation, no request, no toast and no stack change since (its update is skipped too)."""
        scene = self.resting
        if scene is None or had_events or self.requested or app.toast is not None:
            return False
        if not app.stack.settled_on(scene) or not app.anim.resting():
            return False
        self.why = ""
        return True

    def request(self) -> None:
        self.requested = True

    def due(self, app, had_events: bool) -> bool | pygame.Rect:
        """Whether this frame must be drawn (call once per frame, after the update): True for the
        whole screen, a rect when only small parts changed (``Scene.small_parts``, the text cursor)."""
        drew = self._due(app, had_events)
        top = app.stack.top
        self.resting = top if not drew and top is not None and top.rests() else None
        return drew

    def _due(self, app, had_events: bool) -> bool | pygame.Rect:
        stack = app.stack
        top = stack.top
        moved = app.anim.take_moved()
        key = (
            tuple(id(s) for s in stack.scenes),
            id(stack.transition),  # the frame a transition ends shows the scene without it
            id(app.toast),
            fingerprint(top) if top is not None else None,
        )
        changed = key != self._drawn_from
        self._drawn_from = key
        moving = top is not None and top.moving()
        reasons = (
            ("requested", self.requested),
            ("input", had_events),
            ("transition", stack.transition is not None),
            ("animation", moved is True),
            ("scene", changed),
            ("moving", moving or self._moving),  # the frame a scene's timer stops shows where it stopped
        )
        self.why = next((name for name, hit in reasons if hit), "")  # for benchmarks and debugging
        self._moving = moving
        self.requested = False
        parts = _parts(top)
        before, self._parts = self._parts, parts
        if self.why:
            return True
        if len(parts) != len(before):
            self.why = "scene"
            return True
        changed_parts = [(r, r0) for (k, r), (k0, r0) in zip(parts, before) if k != k0]
        if moved:  # tweens that said where they show (the header's turn pulse)
            changed_parts.append((pygame.Rect(moved), pygame.Rect(moved)))
        if not changed_parts:
            return False
        rects = [r for pair in changed_parts for r in pair if r.w and r.h]
        screen = pygame.Rect(0, 0, theme.WIDTH, theme.HEIGHT)
        area = rects[0].unionall(rects[1:]).clip(screen) if rects else screen
        self.why = "part" if area != screen else "scene"
        return area if area != screen else True
