"""Tweens, sequences and one global speed factor.

``Animator.animate(target, duration, **props)`` moves attributes (or dict
items) of ``target`` to new values with an easing curve; a new tween of the
same (target, attribute) replaces the old one (Pygame Zero's rule), so a
value never has two owners. ``Animator.timeline`` is a queue of steps run one
after another: scenes put the animations of rule events on it and wait for it
to drain before accepting the next input, so every step can be followed.

Speed: durations are divided by ``speed``; ``speed == 0`` means instant (every
tween jumps to its end value on the next update, callbacks still run in order).
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable
from typing import Any

# Durations in the scenes are written for "slow" (1.0); normal is brisk: a Farkle roll is actionable
# in about 0.6 s and a keep + roll in about 1.3 s (tools/pace.py measures it).
SPEEDS = {"slow": 1.0, "normal": 1.7, "fast": 3.0, "instant": 0.0}


def _out_bounce(t: float) -> float:
    n, d = 7.5625, 2.75
    if t < 1 / d:
        return n * t * t
    if t < 2 / d:
        t -= 1.5 / d
        return n * t * t + 0.75
    if t < 2.5 / d:
        t -= 2.25 / d
        return n * t * t + 0.9375
    t -= 2.625 / d
    return n * t * t + 0.984375


EASINGS: dict[str, Callable[[float], float]] = {
    "linear": lambda t: t,
    "in_quad": lambda t: t * t,
    "out_quad": lambda t: 1 - (1 - t) * (1 - t),
    "in_out_quad": lambda t: 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2,
    "out_cubic": lambda t: 1 - (1 - t) ** 3,
    "in_out_cubic": lambda t: 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2,
    "out_back": lambda t: 1 + 2.70158 * (t - 1) ** 3 + 1.70158 * (t - 1) ** 2,
    "out_elastic": lambda t: (
        t if t in (0.0, 1.0) else 2 ** (-10 * t) * math.sin((t * 10 - 0.75) * (2 * math.pi) / 3) + 1
    ),
    "out_bounce": _out_bounce,
    "out_sine": lambda t: math.sin(t * math.pi / 2),
}


def ease(name: str, t: float) -> float:
    t = 0.0 if t < 0 else 1.0 if t > 1 else t
    return EASINGS[name](t)


def lerp(a, b, t: float):
    """Interpolate numbers or equal-length tuples of numbers."""
    if isinstance(a, tuple | list):
        return type(a)(x + (y - x) * t for x, y in zip(a, b))
    return a + (b - a) * t


def _get(target, name):
    return target[name] if isinstance(target, dict) else getattr(target, name)


def _set(target, name, value):
    if isinstance(target, dict):
        target[name] = value
    else:
        setattr(target, name, value)


class Tween:
    """One timed change of one or more properties of a target."""

    def __init__(self, target, duration: float, props: dict, easing="out_quad", delay=0.0, on_done=None):
        if easing not in EASINGS:
            raise ValueError(f"unknown easing {easing!r}")
        self.target = target
        self.duration = max(0.0, duration)
        self.props = props
        self.easing = easing
        self.delay = max(0.0, delay)
        self.on_done = on_done
        self.area = None  # where on screen the change shows, if the animator is told (a small part)
        self.elapsed = 0.0
        self.start: dict | None = None
        self.done = False

    def update(self, dt: float, speed: float) -> None:
        if self.done:
            return
        if speed <= 0:
            self.finish()
            return
        self.elapsed += dt * speed
        if self.elapsed < self.delay:
            return
        if self.start is None:
            self.start = {k: _get(self.target, k) for k in self.props}
        t = 1.0 if self.duration == 0 else (self.elapsed - self.delay) / self.duration
        if t >= 1:
            self.finish()
            return
        k = ease(self.easing, t)
        for name, end in self.props.items():
            _set(self.target, name, lerp(self.start[name], end, k))

    def finish(self) -> None:
        """Jump to the end values and run the callback (once)."""
        if self.done:
            return
        for name, end in self.props.items():
            _set(self.target, name, end)
        self.done = True
        if self.on_done:
            self.on_done()

    def cancel(self) -> None:
        self.done = True


class Timeline:
    """A queue of steps run strictly one after another.

    A step is a callable that starts something and returns a list of tweens
    (or None); the next step starts when they are all done. ``wait`` adds a
    pause, ``call`` a plain callback, ``tween`` a single tween.
    """

    def __init__(self, animator: Animator):
        self.animator = animator
        self._steps: deque[Callable[[], Any]] = deque()
        self._running: list[Tween] = []

    def then(self, start: Callable[[], Any]) -> Timeline:
        self._steps.append(start)
        return self

    def tween(self, target, duration, easing="out_quad", **props) -> Timeline:
        return self.then(lambda: [self.animator.animate(target, duration, easing=easing, **props)])

    def wait(self, duration: float) -> Timeline:
        return self.then(lambda: [self.animator.wait(duration)])

    def until(self, ready: Callable[[], bool]) -> Timeline:
        """Hold the queue until ``ready()`` is true (a player's choice, not time).

        Hurrying (``Animator.finish_all``) and instant speed run everything up to
        such a step and stop there: they never skip a decision point.
        """
        return self.then(lambda: [Gate(ready)])

    def call(self, fn: Callable[[], Any]) -> Timeline:
        def step():
            fn()
            return None

        return self.then(step)

    @property
    def busy(self) -> bool:
        # Asked every frame, still ones too: a plain loop, since after the frame loop's sleep a
        # generator expression costs a still frame some 0.015 ms more (cold caches; docs/benchmarks.md)
        if self._steps:
            return True
        for t in self._running:
            if not t.done:
                return True
        return False

    def update(self) -> None:
        # Start as many steps as can complete this frame (instant speed drains the queue at once).
        guard = 0
        while guard < 10_000:
            guard += 1
            if any(not t.done for t in self._running):
                return
            if not self._steps:
                self._running = []
                return
            started = self._steps.popleft()()
            self.animator.moved = True  # a step can change anything (a log line, the presented state)
            self._running = [t for t in (started or []) if t is not None]
            if self.animator.speed <= 0:
                for t in self._running:
                    t.finish()

    def resting(self) -> bool:
        """Nothing runs or is queued, or an ``until`` step holds the queue: ``not busy or waiting``,
        in one pass for still frames."""
        running = False
        for t in self._running:
            if not t.done:
                if isinstance(t, Gate):
                    return True
                running = True
        return not running and not self._steps

    @property
    def waiting(self) -> bool:
        """Held by an ``until`` step whose condition is not met yet."""
        for t in self._running:  # a plain loop, as in ``busy``: asked in still frames
            if isinstance(t, Gate) and not t.done:
                return True
        return False

    def clear(self) -> None:
        self.animator.moved = True
        self._steps.clear()
        for t in self._running:
            t.finish()
        self._running = []


class Animator:
    """Owns every running tween; one per app, updated once per frame."""

    def __init__(self, speed: float = 1.0):
        self.speed = speed
        # a scene's extra factor on top of the player's speed (a computer's turn plays brisker)
        self.pace = 1.0
        self._tweens: list[Tween] = []
        self.timeline = Timeline(self)
        # Something visible may have changed since the frame loop last looked (``take_moved``): a
        # tween moved or ended, or a timeline step started. A pure wait that only ticks does not count,
        # nor does a timeline held by an ``until`` step: the picture stands still then. True means
        # anywhere; a rect, only there (every tween that moved was given its ``area``).
        self.moved: bool | Any = True

    def animate(
        self, target, duration: float, easing="out_quad", delay=0.0, on_done=None, area=None, **props
    ) -> Tween:
        """Tween ``target``'s ``props``; ``area`` (a rect) says the change shows only there."""
        for t in self._tweens:
            if t.target is target and not t.done and t.props.keys() & props.keys():
                for name in t.props.keys() & props.keys():
                    del t.props[name]
                if not t.props:
                    t.cancel()
        tween = Tween(target, duration, props, easing, delay, on_done)
        tween.area = area
        self._mark(area)
        if self.speed <= 0:
            tween.finish()
        else:
            self._tweens.append(tween)
        return tween

    def wait(self, duration: float, on_done=None) -> Tween:
        return self.animate(_Dummy(), duration, easing="linear", on_done=on_done)

    def update(self, dt: float) -> None:
        if not self.busy:
            return  # nothing runs or waits: a still frame's update is this test alone
        self.timeline.update()  # steps queued since the last frame start now and get this frame's time
        for tween in list(self._tweens):
            tween.update(dt, self.speed * self.pace)
            if tween.done and tween.on_done is not None:
                self.moved = True  # a callback can change anything
            elif tween.done or not isinstance(tween.target, _Dummy):
                self._mark(tween.area)
        self._tweens = [t for t in self._tweens if not t.done]
        self.timeline.update()

    def _mark(self, area) -> None:
        if area is None or self.moved is True:
            self.moved = True
        else:
            self.moved = area if self.moved is False else self.moved.union(area)

    def take_moved(self):
        """Whether anything visible moved since the last call (the frame loop's question): False,
        True (anywhere) or the rect where it moved."""
        moved, self.moved = self.moved, False
        return moved

    @property
    def busy(self) -> bool:
        return bool(self._tweens) or self.timeline.busy

    def resting(self) -> bool:
        """Nothing moved since the frame loop last looked (``take_moved``) and nothing will by itself:
        no tween runs and the timeline is idle or held by a decision (``FrameGate.still`` asks this in
        every still frame: a method of plain reads, since a property costs more there)."""
        return self.moved is False and not self._tweens and self.timeline.resting()

    @property
    def held(self) -> bool:
        """Nothing moves: the timeline waits for a decision (a card to tap away), no tween runs."""
        return not self._tweens and self.timeline.waiting

    def finish_all(self) -> None:
        """Skip to the end of everything (a click during an animation), up to a waiting ``until`` step."""
        self.moved = True
        for _ in range(1000):
            if not self.busy or self.timeline.waiting:
                return
            for tween in list(self._tweens):
                tween.finish()
            self._tweens = [t for t in self._tweens if not t.done]
            saved, self.speed = self.speed, 0.0
            self.timeline.update()
            self.speed = saved

    def clear(self) -> None:
        self.moved = True
        for t in self._tweens:
            t.cancel()
        self._tweens = []
        self.timeline._steps.clear()
        self.timeline._running = []


class _Dummy:
    """A target for pure waits."""


class Gate:
    """A timeline step that is done when its condition holds; finishing it early does nothing."""

    def __init__(self, ready: Callable[[], bool]):
        self._ready = ready

    @property
    def done(self) -> bool:
        return bool(self._ready())

    def finish(self) -> None:
        pass
