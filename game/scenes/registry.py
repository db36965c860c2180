"""Scene-side registry: for each game id, its scene, thumbnail, how-to pictures and sounds.

A game's scene package ``game.scenes.<id>`` exposes ``SCENE`` (a GameScene subclass), ``SOUNDS``
(the effects it plays besides ``audio.COMMON_SOUNDS``), ``draw_thumbnail(surface, rect)`` and
``draw_howto(surface, rect, page)`` (page counts from 1).
"""

from __future__ import annotations

import importlib

import pygame

from game import i18n, theme
from game.audio import COMMON_SOUNDS
from game.games import GAME_IDS


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


def sound_names() -> tuple[str, ...]:
    """Every effect the collection plays: the common ones and each game's own."""
    names = set(COMMON_SOUNDS)
    for game_id in GAME_IDS:
        names.update(_module(game_id).SOUNDS)
    return tuple(sorted(names))
