"""Where the coach's best choice is on the Exactly! board (``game.scenes.shared.coach_panel``)."""

from __future__ import annotations

from game.rules.exactly import COINS
from game.scenes.exactly.howto_parts import arrow
from game.scenes.shared.coach_marks import button, ring


def mark(scene, surface, entry, colour) -> None:
    move = entry.info.get("move", entry.action)
    if move[0] != "move":
        return
    if entry.action[0] == "value":  # after "?": first the coin, then the move
        button(surface, scene.value_buttons[COINS.index(move[1])], colour)
    a, b = scene.layout.box(move[2]), scene.layout.box(move[3])
    ring(surface, a, colour)
    ring(surface, b, colour)
    arrow(surface, a.center, b.center, colour, width=5, head=16, bend=30)
