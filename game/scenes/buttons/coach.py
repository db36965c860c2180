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
    """The narrow log panel also takes the empty space above it (standard layout; the compact frame
    places the card itself)."""
    if rect.width and not scene.geo.compact:
        rect = pygame.Rect(rect.x, 432, rect.width, rect.bottom - 432)
    return rect
