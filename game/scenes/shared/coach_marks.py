"""How the coach marks its best choice on a board: a ring in the coach's colour around dice, a
cell, a chip, a pile or a button. Each game's ``game/scenes/<id>/coach.py`` has ``mark(scene,
surface, entry, colour)`` (and may have ``card_rect(scene, rect)`` to move the card)."""

from __future__ import annotations

import importlib

import pygame

from game.scenes.shared import dice as dicelib


def ring(surface, rect: pygame.Rect, colour, radius: int = 12) -> None:
    pygame.draw.rect(surface, (0, 0, 0), rect.inflate(10, 10), 3, border_radius=radius + 4)
    pygame.draw.rect(surface, colour, rect.inflate(8, 8), 4, border_radius=radius + 3)


def circle(surface, center, r: float, colour) -> None:
    pygame.draw.circle(surface, (0, 0, 0), (int(center[0]), int(center[1])), int(r) + 2, 3)
    pygame.draw.circle(surface, colour, (int(center[0]), int(center[1])), int(r), 4)


def dice(surface, tray, values, colour) -> None:
    for die in dicelib.claim(tray, values):
        circle(surface, (die.x, die.y), die.size * 0.78, colour)


def button(surface, button, colour) -> None:
    if button is not None and button.visible:
        ring(surface, button.rect, colour)


def game_hooks(game_id: str):
    """The game's coach module (``game.scenes.<id>.coach``), or None."""
    try:
        return importlib.import_module(f"game.scenes.{game_id}.coach")
    except ModuleNotFoundError:
        return None


def draw(scene, surface, entry, colour) -> None:
    hooks = game_hooks(scene.session.game_id)
    if hooks is not None:
        hooks.mark(scene, surface, entry, colour)
