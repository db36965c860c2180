"""Where the coach's best choice is on the Star Rows board (``game.scenes.shared.coach_panel``)."""

from __future__ import annotations

from game.scenes.shared.coach_marks import button, dice, ring


def mark(scene, surface, entry, colour) -> None:
    action = entry.action
    if action[0] == "reroll":
        dice(surface, scene.tray, action[1], colour)  # the dice to select are the ones to reroll
    elif action[0] in ("mark", "advance"):
        ring(surface, scene.geo.row_rect(action[1]), colour, 8)
    elif action[0] == "stop":
        button(surface, getattr(scene, "keep_button", None), colour)
    elif action[0] == "end":
        button(surface, getattr(scene, "main_button", None), colour)
