"""Exactly!'s scene package.

``scene.py`` the scene and its view, ``input.py`` rolling, naming a value and
moving coins, ``animations.py`` its rule events as animations, ``drawing.py``
the table, ``coins.py`` the coins, ``view.py`` the layout, ``howto.py`` the
title card and how-to pictures.
"""

from game.scenes.exactly.howto import draw_howto, draw_thumbnail
from game.scenes.exactly.scene import ExactlyScene

SCENE = ExactlyScene
SOUNDS = ("dice", "coin", "chip", "bank", "hotdice")

__all__ = ["SCENE", "SOUNDS", "draw_howto", "draw_thumbnail"]
