"""Full garbage collections at still moments (game/collector.py)."""

import gc

from game import collector
from game.collector import STILL_FRAMES, QuietCollector


def test_it_collects_once_after_half_a_second_still_and_only_when_objects_were_passed_on(monkeypatch):
    promotions = [0]
    monkeypatch.setattr(QuietCollector, "_promotions", staticmethod(lambda: promotions[0]))
    ran = []
    quiet = QuietCollector(collect=lambda: ran.append(1))
    for _ in range(3 * STILL_FRAMES):
        quiet.frame(still=True)
    assert ran == []  # nothing passed on to the oldest generation: nothing to collect
    promotions[0] += 1
    for _ in range(STILL_FRAMES - 1):
        assert not quiet.frame(still=False)  # a moving frame never collects
    for _ in range(STILL_FRAMES - 1):
        quiet.frame(still=True)
    assert ran == []  # not still long enough yet
    assert quiet.frame(still=True) and ran == [1]
    for _ in range(3 * STILL_FRAMES):
        quiet.frame(still=True)
    assert ran == [1]  # once per still moment


def test_start_makes_full_collections_rare_on_their_own():
    before = gc.get_threshold()
    try:
        QuietCollector.start()
        assert gc.get_threshold() == (before[0], before[1], collector.OLDEST_THRESHOLD)
    finally:
        gc.set_threshold(*before)
