"""Number Chains' scene package.

``scene.py`` the scene, ``input.py`` its pickers and choices, ``animations.py``
its rule events as animations, ``drawing.py`` the table, ``pieces.py`` the
board geometry and cached pictures, ``rack.py`` the rack layout, ``howto.py``
the title card and how-to pictures.
"""

from game.scenes.chains.howto import draw_howto, draw_thumbnail
from game.scenes.chains.scene import ChainsScene

SCENE = ChainsScene
SOUNDS = ("chip", "swap", "dice", "bank")

__all__ = ["SCENE", "SOUNDS", "draw_howto", "draw_thumbnail"]
