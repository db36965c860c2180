"""Animation timing, easing, cancellation and the serial timeline."""

import pytest

from game.anim import EASINGS, Animator, ease, lerp


class Box:
    def __init__(self):
        self.x = 0.0
        self.pos = (0.0, 0.0)


@pytest.mark.parametrize("name", sorted(EASINGS))
def test_easings_start_at_0_and_end_at_1(name):
    assert ease(name, 0.0) == pytest.approx(0.0, abs=1e-9)
    assert ease(name, 1.0) == pytest.approx(1.0, abs=1e-9)
    assert ease(name, -3) == pytest.approx(0.0, abs=1e-9)  # clamped
    assert ease(name, 7) == pytest.approx(1.0, abs=1e-9)


def test_out_quad_is_ahead_of_linear_midway():
    assert ease("out_quad", 0.5) == pytest.approx(0.75)
    assert ease("in_quad", 0.5) == pytest.approx(0.25)


def test_lerp_tuples():
    assert lerp((0, 10), (10, 20), 0.5) == (5, 15)


def test_tween_reaches_value_after_duration_and_calls_back_once():
    a = Animator(1.0)
    box = Box()
    done = []
    a.animate(box, 1.0, easing="linear", x=100, on_done=lambda: done.append(1))
    a.update(0.25)
    assert box.x == pytest.approx(25)
    a.update(0.5)
    assert box.x == pytest.approx(75)
    a.update(0.5)
    assert box.x == 100 and done == [1]
    a.update(1.0)
    assert done == [1] and not a.busy


def test_speed_factor_scales_time_and_zero_is_instant():
    fast = Animator(2.0)
    box = Box()
    fast.animate(box, 1.0, easing="linear", x=10)
    fast.update(0.25)
    assert box.x == pytest.approx(5)
    instant = Animator(0.0)
    box2 = Box()
    instant.animate(box2, 5.0, x=3, pos=(1, 2))
    assert box2.x == 3 and box2.pos == (1, 2) and not instant.busy


def test_delay_holds_the_start_value():
    a = Animator(1.0)
    box = Box()
    a.animate(box, 1.0, easing="linear", delay=0.5, x=10)
    a.update(0.4)
    assert box.x == 0
    a.update(0.6)
    assert box.x == pytest.approx(5)


def test_new_tween_of_same_attribute_replaces_old():
    a = Animator(1.0)
    box = Box()
    first = a.animate(box, 1.0, easing="linear", x=100)
    a.update(0.5)
    a.animate(box, 1.0, easing="linear", x=0)
    assert first.done
    a.update(1.0)
    assert box.x == 0


def test_dict_targets():
    a = Animator(1.0)
    d = {"alpha": 0}
    a.animate(d, 0.5, easing="linear", alpha=255)
    a.update(0.25)
    assert d["alpha"] == pytest.approx(127.5)


def test_timeline_runs_steps_in_order():
    a = Animator(1.0)
    box = Box()
    order = []
    a.timeline.tween(box, 1.0, easing="linear", x=10).call(lambda: order.append(box.x)).wait(0.5).call(
        lambda: order.append("after wait")
    )
    a.update(0.5)
    assert box.x == pytest.approx(5) and order == []
    a.update(0.6)
    assert order == [10]
    a.update(0.3)
    assert order == [10]
    a.update(0.3)
    assert order == [10, "after wait"]
    assert not a.busy


def test_timeline_drains_at_once_when_instant():
    a = Animator(0.0)
    box = Box()
    seen = []
    a.timeline.tween(box, 3, x=1).wait(2).call(lambda: seen.append(box.x)).tween(box, 3, x=2)
    a.update(0.0)
    assert seen == [1] and box.x == 2 and not a.busy


def test_finish_all_skips_to_the_end():
    a = Animator(1.0)
    box = Box()
    seen = []
    a.timeline.tween(box, 3, x=1).call(lambda: seen.append("a")).wait(5).call(lambda: seen.append("b"))
    a.update(0.1)
    a.finish_all()
    assert seen == ["a", "b"] and box.x == 1 and not a.busy
    assert a.speed == 1.0


def test_resting_says_in_one_pass_what_moved_busy_and_held_say():
    """``FrameGate.still`` asks ``Animator.resting()`` in every still frame instead of the ``busy`` and
    ``held`` properties: in every state the two must agree (nothing moved, and idle or held)."""
    from game.anim import Gate

    decided = [False]
    states = []

    def look(anim, what):
        expected = anim.moved is False and (not anim.busy or anim.held)
        states.append((what, anim.resting(), expected))

    anim = Animator(1.0)
    look(anim, "new: the first frame is drawn (moved)")
    anim.take_moved()
    look(anim, "idle")
    anim.animate(Box(), 1.0, x=5)
    look(anim, "a tween runs")
    anim.finish_all()
    anim.update(0.0)
    anim.take_moved()
    look(anim, "the tween ended")
    anim.timeline.call(lambda: None)
    look(anim, "a step queued")
    anim.timeline.until(lambda: decided[0]).call(lambda: None)
    anim.update(0.0)
    anim.take_moved()
    look(anim, "held by a decision, a step after it")
    anim.timeline.then(lambda: [anim.wait(1.0), Gate(lambda: False)])
    look(anim, "held, more queued")
    decided[0] = True
    look(anim, "decided: the queue goes on")
    anim.update(0.0)
    anim.take_moved()
    look(anim, "a wait and a gate run together")
    anim.update(2.0)
    anim.take_moved()
    look(anim, "the wait ended, the gate holds")
    assert [(what, got) for what, got, _ in states] == [(what, want) for what, _, want in states]
    assert {got for _, got, _ in states} == {True, False}
