"""A still screen's frame is cut short (``App.rest_frame``), and does all a full frame would.

While the scene on top rests and no input comes, ``App.step`` skips the work that cannot change
anything. What runs on time must still run in those frames: a lock's heartbeat, the collection
at a still moment, the tap guard's clock, a finger held down, a tip or a toast running out; and
an event that arrives is handled in its own frame. Two identical apps, one with the short frame
and one without, go through the same script and must agree after every frame.
"""

from __future__ import annotations

import pygame
import pytest

from game import game_lock, touch
from game.collector import STILL_FRAMES, QuietCollector
from game.game_lock import BEAT_S
from game.notices import SETTINGS_WHAT, Notice
from game.session import Seat
from tests.uidriver import game_app

DT = 1 / 60
HUMANS = [Seat("human", "Ana"), Seat("human", "Bo")]  # nobody thinks: the same frames in both apps


@pytest.fixture
def clock(monkeypatch):
    """The locks' wall clock, moved by the test (a heartbeat falls due when it says)."""
    now = [1_000_000.0]
    monkeypatch.setattr(game_lock, "now", lambda: now[0])
    return now


@pytest.fixture
def promotions(monkeypatch):
    """The collector's count of objects passed on, raised by the test."""
    count = [0]
    monkeypatch.setattr(QuietCollector, "_promotions", staticmethod(lambda: count[0]))
    return count


def farkle_app(collected: list) -> object:
    app = game_app("farkle", HUMANS, seed=5, speed="normal")
    app.collector.collect = lambda: collected.append(app.frames)
    return app


def resting(app, limit: int = 600) -> None:
    for _ in range(limit):
        if app.gate.resting is app.stack.top:
            return
        app.step(DT, [])
        app.stack.apply_pending(app.screen)
    raise AssertionError("the scene never rested")


def observe(app, drew) -> tuple:
    """What a frame leaves behind that the next frames or the player can tell."""
    area = app.drawn_area
    return (
        bool(drew),
        None if area is None else tuple(area),
        app.frames,
        round(app.tap_guard.clock, 9),
        app.collector.still_for,
        app.gate.why,
        app.gate.resting is app.stack.top,
        app.tip is not None,
        None if app.toast is None else app.toast.key,
        dict(app.locks.held),
        type(app.stack.top).__name__,
        app.stack.top.form.focus,
    )


def test_a_still_frame_cut_short_leaves_what_the_full_frame_leaves(clock, promotions, monkeypatch):
    monkeypatch.setattr(touch, "TIP_S", 0.6)
    short_ones, full_ones = [], []
    short, full = farkle_app(short_ones), farkle_app(full_ones)
    full.rest_frame = lambda dt: False  # every frame in full, as before the short frame
    taken = []
    real = short.rest_frame
    short.rest_frame = lambda dt: taken.append(real(dt)) or taken[-1]
    resting(short)
    resting(full)
    scene = short.stack.top
    updates = []
    real_update = type(scene).update
    monkeypatch.setattr(
        type(scene), "update", lambda self, dt: (updates.append(self), real_update(self, dt))[1]
    )
    target = next(w.rect.center for w in scene.form.widgets if w.visible and scene.long_press(w.rect.center))

    def key(k):
        return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)

    script = (
        [[]] * 40
        + ["objects passed on"]
        + [[]] * (STILL_FRAMES + 5)  # the still moment's collection
        + ["the clock jumps"]
        + [[]] * 5  # a heartbeat falls due while the screen rests
        + [[key(pygame.K_TAB)]]  # input while resting: handled in its frame
        + [[]] * 30
        + [[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=target, button=1)]]
        + [[]] * 40  # a finger held still: its tip appears
        + [[pygame.event.Event(pygame.MOUSEBUTTONUP, pos=target, button=1)]]
        + [[]] * 60  # the tip runs out
        + ["a toast"]
        + [[]] * 40
    )
    for n, events in enumerate(script):
        if events == "objects passed on":
            promotions[0] += 1
            continue
        if events == "the clock jumps":
            clock[0] += BEAT_S + 0.1
            continue
        if events == "a toast":
            for app in (short, full):
                app.notify(Notice("err.save_failed", **SETTINGS_WHAT, detail="disk full"))
                app.toast_left = 0.3
            continue
        seen = []
        for app in (short, full):
            drew = app.step(DT, list(events))
            app.stack.apply_pending(app.screen)
            seen.append(observe(app, drew))
        assert seen[0] == seen[1], f"frame {n} of the script"
    assert short_ones == full_ones and len(short_ones) == 1  # the still moment's collection, once
    assert short.locks.held == {"farkle": clock[0]}  # renewed while resting
    assert taken.count(True) > 100  # the short frame was taken ...
    assert short.stack.top is scene and updates.count(scene) < len(script) - 100  # ... and skipped the update


def test_a_heartbeat_due_on_a_resting_screen_is_written_in_that_frame(clock):
    app = farkle_app([])
    resting(app)
    app.step(DT, [])
    assert app.gate.resting is app.stack.top and app.locks.held == {"farkle": clock[0]}
    beat = clock[0]
    clock[0] += BEAT_S - 0.01
    app.step(DT, [])
    assert app.locks.held == {"farkle": beat}  # not due yet
    clock[0] += 0.02
    app.step(DT, [])
    assert app.locks.held == {"farkle": clock[0]}
    assert f'"beat": {clock[0]}' in app.storage.read(game_lock.lock_key("farkle"))


def test_a_key_on_a_resting_screen_is_handled_in_its_own_frame():
    app = farkle_app([])
    resting(app)
    form = app.stack.top.form
    before = form.focus
    tab = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0)
    assert app.step(DT, [tab])  # drawn in the frame the key came
    assert form.focus != before
