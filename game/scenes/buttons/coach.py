"""Where the coach's best choice is on the Buttons board (``game.scenes.shared.coach_panel``)."""

from __future__ import annotations

import pygame

from game.scenes.buttons.view import cell_rect
from game.scenes.shared.coach_marks import button, ring


def mark(scene, surface, entry, colour) -> None:
    action = entry.action
    state = scene.presented
    if action[0] in ("place", "star"):
        ring(surface, cell_rect(scene.board_grid(state.to_move), action[1], action[2]), colour, 8)
    else:
        target = {"roll": "roll_button", "opt_out": "opt_button", "pass": "pass_button"}.get(action[0])
        button(surface, getattr(scene, target, None) if target else None, colour)


def card_rect(scene, rect: pygame.Rect) -> pygame.Rect:
    """Standard layout (the compact frame places the card itself): the card takes the narrow log
    panel and the space above it, the facts under the buttons included (it says the risk itself);
    with the coach off, its switch stands on its own row between those facts and the log."""
    if rect.width and not scene.geo.compact:
        info = scene.geo.info
        top = info.top if scene.coach.wanted() else info.bottom + 2
        rect = pygame.Rect(rect.x, top, rect.width, rect.bottom - top)
    return rect
