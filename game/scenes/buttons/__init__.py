"""Buttons' scene package.

``scene.py`` the scene and its input, ``animations.py`` its rule events as
animations, ``drawing.py`` the table, ``pieces.py`` cells, buttons, stars and
boards, ``howto.py`` the title card and how-to pictures, ``view.py`` the layout.
"""

from game.scenes.buttons.howto import draw_howto, draw_thumbnail
from game.scenes.buttons.scene import ButtonsScene

SCENE = ButtonsScene
SOUNDS = ("dice", "chip", "coin", "bank", "swap", "farkle")

__all__ = ["SCENE", "SOUNDS", "draw_howto", "draw_thumbnail"]
