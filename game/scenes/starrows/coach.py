"""Where the coach's best choice is on the Star Rows board (``game.scenes.shared.coach_panel``)."""

from __future__ import annotations

import pygame

from game.scenes.shared import dice as dicelib
from game.scenes.shared.coach_marks import button, dice, ring


def mark(scene, surface, entry, colour) -> None:
    action = entry.action
    if action[0] == "reroll" and scene.geo.compact:  # square rings as wide as a die's place: none overlap
        for die in dicelib.claim(scene.tray, action[1]):
            x, y, *_ = die.pose()
            rect = pygame.Rect(0, 0, die.size + 6, die.size + 6)
            rect.center = (round(x), round(y))
            pygame.draw.rect(surface, (0, 0, 0), rect.inflate(2, 2), 3, border_radius=12)
            pygame.draw.rect(surface, colour, rect, 3, border_radius=11)
    elif action[0] == "reroll":
        dice(surface, scene.tray, action[1], colour)  # the dice to select are the ones to reroll
    elif action[0] in ("mark", "advance"):
        ring(surface, scene.geo.row_rect(action[1]), colour, 8)
    elif action[0] in ("stop", "end"):  # Keep, End turn
        button(surface, scene.keep_button if action[0] == "stop" else scene.main_button, colour)
