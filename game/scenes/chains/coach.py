"""Where the coach's best choice is on the Number Chains board (``game.scenes.shared.coach_panel``)."""

from __future__ import annotations

from game.scenes.shared.coach_marks import button, circle


def mark(scene, surface, entry, colour) -> None:
    action = entry.action
    if action[0] == "take":
        circle(surface, scene.geom.center(action[1]), scene.geom.radius + 6, colour)
    elif action[0] == "no_swap":
        button(surface, getattr(scene, "no_swap_button", None), colour)
