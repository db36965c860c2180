"""Farkle's scene package.

``scene.py`` the scene and its input, ``animations.py`` its rule events as
animations, ``drawing.py`` the table, ``howto.py`` the title card and how-to
pictures, ``view.py`` the layout and view objects.
"""

from game.scenes.farkle.howto import draw_howto, draw_thumbnail
from game.scenes.farkle.scene import FarkleScene

SCENE = FarkleScene
SOUNDS = ("dice", "chip", "bank", "coin", "farkle", "hotdice", "bankrupt")

__all__ = ["SCENE", "SOUNDS", "draw_howto", "draw_thumbnail"]
