"""Where the coach's best choice is on the Farkle board (``game.scenes.shared.coach_panel``): the
dice to keep and the button that ends the gesture (a keep then banks or rolls on)."""

from __future__ import annotations

from game.scenes.shared.coach_marks import button, dice


def mark(scene, surface, entry, colour) -> None:
    action = entry.action
    then = entry.info.get("then") if action[0] == "keep" else action[0]
    if action[0] == "keep":
        dice(surface, scene.tray, action[1], colour)
    button(surface, scene.bank_button if then == "bank" else scene.roll_button, colour)
