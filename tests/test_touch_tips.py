"""Touch details no other test pins (issue 26): a slide along one axis is a drag, not a long press;
a long-press tip that runs out leaves no trace on a screen whose idle frames are skipped."""

from __future__ import annotations

import pygame
import pytest

from game import touch
from game.touch import HOLD_S, SLOP, LongPress
from tests.test_idle_frames import DT, Checker
from tests.uidriver import make_app


def _down(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)


def _move(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))


@pytest.mark.parametrize("dx, dy", [(SLOP + 1, 0), (0, SLOP + 1), (-SLOP - 1, 0), (0, -SLOP - 1)])
def test_a_finger_sliding_past_the_slop_along_one_axis_is_a_drag_not_a_long_press(dx, dy):
    press = LongPress()
    press.event(_down((300, 200)))
    assert press.update(HOLD_S / 2) is None
    press.event(_move((300 + dx, 200 + dy)))
    for _ in range(3):
        assert press.update(HOLD_S) is None


def test_a_finger_within_the_slop_still_holds():
    press = LongPress()
    press.event(_down((300, 200)))
    press.event(_move((300 + SLOP, 200 - SLOP)))
    assert press.update(HOLD_S) == (300, 200)


@pytest.mark.parametrize("layout", ["standard", "compact"])
def test_a_tip_that_runs_out_leaves_no_trace_when_idle_frames_are_skipped(layout, monkeypatch):
    monkeypatch.setattr(touch, "TIP_S", 0.6)  # a short tip: the same path, fewer frames
    app = make_app(speed="normal", layout=layout)
    chk = Checker(app, monkeypatch)
    chk.run(10, "title")
    form = app.stack.top.form
    target = next(w.rect.center for w in form.widgets if w.visible and form.explain_at(w.rect.center))
    chk.frame([_down(target)], "finger down")
    chk.until(lambda: app.tip is not None, limit=int(2 * HOLD_S / DT), what="the tip appears")
    tip = app.tip.rect()
    chk.frame([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=target, button=1)], "finger up")
    shown = chk.run(20, "the tip shows")
    assert app.tip is not None and shown > 0  # idle frames with the tip on screen were skipped
    chk.until(lambda: app.tip is None, limit=120, what="the tip runs out")
    skipped = chk.run(10, "after the tip")  # each skipped frame is compared with a fresh redraw
    assert skipped > 0 and tip.w > 0
