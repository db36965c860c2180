"""Number Chains' screen geometry (game/scenes/chains/geometry.py) on phones held sideways
(640..1000 x 320..480 CSS px), Normal and Large text: the 8's squares lie in the game area (under
the header, on the canvas), as large as the area's height allows up to 57 px and a finger's size
wherever 7 rows of it fit, and the racks' panel beside the board."""

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from game import layout
from game.rules.chains import N_SQUARES
from game.scenes.chains.geometry import SIDEWAYS_CELL, regions
from game.scenes.chains.pieces import BoardGeom


@settings(max_examples=60, deadline=None)
@given(
    width=st.integers(640, 1000),
    height=st.integers(320, 480),
    text_scale=st.sampled_from(sorted(layout.TEXT_SIZES.values())),
    players=st.integers(1, 4),
)
def test_the_sideways_8_fits_under_the_header(width, height, text_scale, players):
    canvas = layout.phone((width, height), text_scale) if height < width else layout.sideways(text_scale)
    geo = regions(canvas, players)
    assert geo.form == "sideways"
    cells = BoardGeom(pygame.Rect(geo.board), geo.cell, geo.sideways)
    area = pygame.Rect(geo.area)
    for square in range(N_SQUARES):
        assert area.contains(cells.cell_rect(square)), (square, cells.cell_rect(square), area)
    fits = (area.height - 2) // 7
    assert geo.cell == min(SIDEWAYS_CELL, fits)  # as large as the height allows
    if fits >= canvas.min_target:
        assert geo.cell >= canvas.min_target
    panel = pygame.Rect(geo.panel)
    assert area.contains(panel) and not panel.colliderect(cells.rect)
    assert panel.width >= 200  # a rack's name and its chains beside the board


def test_the_smallest_phone_sideways_keeps_its_squares_a_px_short_of_a_finger():
    """640x360 CSS px: 381 px under the header hold 7 rows of 54 px (43.9 CSS px), not 55: the
    shortfall the layout grid lists for this canvas."""
    canvas = layout.phone((640, 360))
    geo = regions(canvas, 3)
    assert (canvas.size, canvas.min_target, geo.area.h, geo.cell) == ((788, 443), 55, 381, 54)
