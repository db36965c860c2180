"""The "tap to hurry" note: once an animation has run a moment, the header says for a few seconds
that a tap hurries it, once a run (mixed into GameScene)."""

from __future__ import annotations

HURRY_AFTER = 0.4  # seconds an animation runs before the "tap to hurry" note may appear


class HurryHint:
    hurry_hint = {"left": 3.0, "wait": 0.0}  # shared by every game scene: the note shows once a run

    def track_hurry_hint(self, dt: float) -> None:
        """Count the note's time: it waits while an animation runs a moment, then shows for a while."""
        hint = self.hurry_hint
        if hint["left"] <= 0:
            return
        if self.busy:  # the note counts down only while something moves
            if hint["wait"] >= HURRY_AFTER:
                hint["left"] -= dt
            else:
                hint["wait"] += dt

    def hurry_hint_showing(self) -> bool:
        hint = self.hurry_hint
        return self.busy and hint["wait"] >= HURRY_AFTER and hint["left"] > 0 and not self.message
