"""Star Rows' screen geometry (game/scenes/starrows/geometry.py, view.Geometry): on every canvas
(standard, the 960x480 setting, phones from 360x640 to 430x932 held upright and sideways, Normal
and Large text) and for one to four players, the regions lie in the game area without overlapping,
the buttons end above the message pill, and what a finger taps is at least the layout's touch
size; the dense board's header leaves the name room."""

import pygame
import pytest

from game import layout
from game.scenes.shared.regions import pill_top
from game.scenes.starrows.geometry import regions
from game.scenes.starrows.view import Geometry

PHONES = [(360, 640), (375, 667), (390, 844), (430, 932)]
CANVASES = [layout.STANDARD, layout.COMPACT, layout.sideways(1.25)] + [
    layout.phone(v, t) for w, h in PHONES for v in ((w, h), (h, w)) for t in (1.0, 1.25)
]


def canvas_id(c) -> str:
    return f"{c.name}-{c.size[0]}x{c.size[1]}-{'large' if c.text_scale > 1 else 'normal'}"


@pytest.mark.parametrize("canvas", CANVASES, ids=canvas_id)
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_regions_fit_the_canvas_apart(canvas, players):
    found = regions(canvas, players)
    boxes = found.boxes()
    for name, box in boxes.items():
        assert found.area.contains(box), f"{name} {box} is outside the game area {found.area}"
    named = [(n, b) for n, b in boxes.items() if n not in ("keep", "main") or canvas.name == "standard"]
    for i, (a, ra) in enumerate(named):
        for b, rb in named[i + 1 :]:
            inside = (a, b) in (("bar", "keep"), ("bar", "main"))
            assert inside or not ra.overlaps(rb), f"{a} {ra} overlaps {b} {rb}"
    if canvas.compact:
        assert max(found.keep.bottom, found.main.bottom) <= pill_top(canvas) + 1


@pytest.mark.parametrize("canvas", CANVASES[1:], ids=canvas_id)
def test_what_a_finger_taps_is_large_enough_and_in_its_region(canvas):
    geo = Geometry(canvas, 4)
    least = canvas.min_target
    rows = [geo.row_hit(r) for r in range(1, 7)]
    for i, hit in enumerate(rows):
        assert hit.width >= least and hit.height >= least and geo.board.contains(hit)
        assert not any(hit.colliderect(other) for other in rows[i + 1 :])
    for t in range(1, 7):
        tile = geo.task_rect(t)
        assert tile.width >= least and tile.height >= least and geo.tasks.contains(tile)
    for button in (geo.keep, geo.main):
        assert button.width >= least and button.height >= least
    coin_row = pygame.Rect(geo.board.x, geo.coin_label_y(), geo.board.width, 1)
    assert coin_row.top > rows[-1].bottom and geo.coin_pos(40)[1] + 13 <= geo.board.bottom
    if not geo.full:  # the name beside its token: the markers and stars leave it room
        assert geo.name_room() >= 120


@pytest.mark.parametrize("text_scale", [1.0, 1.25])
def test_any_page_gets_a_screen(text_scale):
    """A page smaller than any phone in the grid (an old 320x568 phone, a phone held sideways under
    its browser's bars, a small window) still gets Star Rows' screen: every region in the game area,
    none overlapping (the rows may be less than a finger's height there)."""
    for w in range(200, 1000, 40):
        for h in range(200, 1000, 40):
            canvas = layout.canvas((w, h), text_scale)
            for players in (1, 4):
                found = regions(canvas, players)
                for name, box in found.boxes().items():
                    assert found.area.contains(box), f"{w}x{h}: {name} {box} is outside {found.area}"
                Geometry(canvas, players)
