"""Where the coach's best choice is on the Farkle board (``game.scenes.shared.coach_panel``)."""

from __future__ import annotations

from game.scenes.shared.coach_marks import button, dice


def mark(scene, surface, entry, colour) -> None:
    action = entry.action
    if action[0] == "keep":
        dice(surface, scene.tray, action[1], colour)
    else:
        button(surface, scene.bank_button if action[0] == "bank" else scene.roll_button, colour)
