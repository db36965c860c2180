"""Scene-side registry: for each game id, its scene, thumbnail and how-to pictures.

A game's scene module ``game.scenes.<id>`` exposes ``SCENE`` (a GameScene
subclass), ``draw_thumbnail(surface, rect)`` and ``draw_howto(surface, rect,
page)`` (page counts from 1). Adding a game: a rules module, an AI module, a
scene module, a locale module, and its id in ``game.games.GAME_IDS``.
"""

from __future__ import annotations

import importlib

import pygame

from game import i18n, theme


def _module(game_id: str):
    return importlib.import_module(f"game.scenes.{game_id}")


def game_scene(app, session):
    theme.set_seat_styles(session.seat_styles())  # every seat marker of this game wears the chosen style
    return _module(session.game_id).SCENE(app, session)


def draw_thumbnail(game_id: str, surface: pygame.Surface, rect: pygame.Rect) -> None:
    _module(game_id).draw_thumbnail(surface, rect)


def draw_howto(game_id: str, surface: pygame.Surface, rect: pygame.Rect, page: int) -> None:
    _module(game_id).draw_howto(surface, rect, page)


def howto_pages(game_id: str) -> int:
    """Pages are the consecutive keys '<id>.howto.N.title' from N = 1."""
    n = 0
    while i18n.has(f"{game_id}.howto.{n + 1}.title"):
        n += 1
    return n
