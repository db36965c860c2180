"""Star Rows' scene package.

``scene.py`` the scene and its input, ``animations.py`` its rule events as
animations, ``geometry.py`` the screen's regions from the canvas, ``view.py`` the
places inside them and the view the animations move, ``drawing.py`` and
``players.py`` the table, ``howto.py`` the title card and how-to pictures.
"""

from game.scenes.starrows.howto import draw_howto, draw_thumbnail
from game.scenes.starrows.scene import StarRowsScene

SCENE = StarRowsScene
SOUNDS = ("dice", "chip", "coin", "bank", "hotdice")

__all__ = ["SCENE", "SOUNDS", "draw_howto", "draw_thumbnail"]
