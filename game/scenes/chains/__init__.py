"""Number Chains' scene package.

``scene.py`` the scene, ``geometry.py`` its rectangles from the canvas (every
layout), ``input.py`` its pickers and choices, ``animations.py`` its rule events
as animations, ``drawing.py`` the table, ``panel.py`` the racks sharing their
panel, ``swapping.py`` the swap question and sheet, ``pieces.py`` the board
geometry and cached pictures, ``rack.py`` the rack layout, ``howto.py`` the
title card and how-to pictures.
"""

from game.scenes.chains.howto import draw_howto, draw_thumbnail
from game.scenes.chains.scene import ChainsScene

SCENE = ChainsScene
SOUNDS = ("chip", "swap", "dice", "bank")

__all__ = ["SCENE", "SOUNDS", "draw_howto", "draw_thumbnail"]
