"""Buttons' scene package.

``scene.py`` the scene and its input, ``animations.py`` its rule events as animations, ``geometry.py``
the screen's rectangles from the canvas (``view.py`` as pygame rects), ``drawing.py`` the big board and
the prompt, ``panels.py`` the seats' panels and a phone's taps, ``pieces.py`` cells, buttons, stars
and boards, ``summary.py`` the round card, ``howto.py`` the title card and how-to pictures.
"""

from game.scenes.buttons.howto import draw_howto, draw_thumbnail
from game.scenes.buttons.scene import ButtonsScene

SCENE = ButtonsScene
SOUNDS = ("dice", "chip", "coin", "bank", "swap", "farkle")

__all__ = ["SCENE", "SOUNDS", "draw_howto", "draw_thumbnail"]
