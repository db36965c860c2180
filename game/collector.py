"""Full garbage collections at still moments, not in a frame that moves.

Python collects its oldest generation when enough objects have survived the younger ones: at
some frame of a session it walks every object made since ``gc.freeze()`` (game/warmup.py), 15-25 ms
natively, more in the browser, and that frame stutters wherever it falls (a die in flight, the fade
to the results). ``QuietCollector`` makes those collections rare on their own (a tenfold higher
threshold for the oldest generation) and runs one itself once the screen has been still for half a
second (the frame loop skips a resting scene: a human decides, a menu waits) and the younger
generations have passed objects on since the last one. Nobody sees a frame that draws nothing take
longer. A session with no still moment (computers playing each other) still collects, ten times
less often.
"""

from __future__ import annotations

import gc

STILL_FRAMES = 30  # half a second at rest before collecting
OLDEST_THRESHOLD = 100  # Python's default is 10 younger collections between full ones


class QuietCollector:
    def __init__(self, collect=gc.collect):
        self.collect = collect
        self.still_for = 0
        self.seen = self._promotions()

    @staticmethod
    def start() -> None:
        """Full collections come mostly from here from now on."""
        young, middle, _ = gc.get_threshold()
        gc.set_threshold(young, middle, OLDEST_THRESHOLD)

    @staticmethod
    def _promotions() -> int:
        """Collections of the middle generation so far (each may pass objects to the oldest)."""
        return gc.get_stats()[1]["collections"]

    def frame(self, still: bool) -> bool:
        """Call once a frame; collects (and returns True) at the right still frame."""
        if not still:
            self.still_for = 0
            return False
        self.still_for += 1
        if self.still_for != STILL_FRAMES or self._promotions() == self.seen:
            return False
        self.collect()
        self.seen = self._promotions()
        return True
