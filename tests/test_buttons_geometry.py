"""Buttons' game screen computed from the canvas (issue 38): ``geometry.regions`` on every phone from
360x640 to 430x932 CSS px either way up (the browser's bars in or out), Normal and Large text, 2 to 4
players: every region inside the canvas and below the header, none overlapping, the cells and the
action buttons a finger's size and apart, the dock of the black dice between the header and the cells,
and the other players' panels inside the canvas. (A sideways page under 360 CSS px high has no room
for six cells a finger's size under the header: the smallest phone of the layout grid is the floor.)"""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pytest  # noqa: E402
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from game import layout  # noqa: E402
from game.boxes import Box  # noqa: E402
from game.scenes.buttons.geometry import regions  # noqa: E402
from game.scenes.buttons.view import geometry, side_rects  # noqa: E402
from game.scenes.shared.regions import game_area  # noqa: E402
from tests.test_layout_canvas import SCALES  # noqa: E402


@st.composite
def phones(draw):
    """A phone's viewport in CSS px from the layout grid's smallest to its largest, either way up."""
    short, long = draw(st.integers(360, 430)), draw(st.integers(640, 932))
    return (short, long) if draw(st.booleans()) else (long, short)


def check_buttons(spec, players):
    found = regions(spec, players)
    canvas, area = Box(0, 0, *spec.size), game_area(spec)
    left, right, stars, place, pass_ = found.bar
    named = {"big": found.big, "tray": found.tray, "prompt": found.prompt, "info": found.info}
    named |= {"side": found.side, "left": left, "right": right}
    for name, box in (named | {"head": found.head, "counts": found.counts, "grid": found.grid}).items():
        assert canvas.contains(box), f"{name} {box} leaves the {spec.size} canvas"
        assert box.y >= area.y, f"{name} {box} reaches into the header"
    pieces = list(named.items())
    for i, (a_name, a) in enumerate(pieces):
        for b_name, b in pieces[i + 1 :]:
            assert not a.overlaps(b), f"{a_name} {a} and {b_name} {b} overlap"
    assert found.big.contains(found.grid) and found.cell >= spec.min_target
    for name, box in (("left", left), ("right", right), ("place", place), ("pass", pass_)):
        assert min(box.w, box.h) >= spec.min_target, f"{name} {box}"
    assert right.x - left.right >= spec.gap and pass_.x - place.right >= spec.gap
    dock = found.dock_y - found.die // 2, found.dock_y + found.die // 2
    assert found.big.y <= dock[0] and dock[1] <= found.grid.y, (
        f"the dock {dock} leaves {found.big} / {found.grid}"
    )
    if not spec.upright:  # the white die's dock left of the cells, the risk column right of them
        assert found.big.x <= found.dock_x - found.die // 2 and found.dock_x + found.die // 2 < found.grid.x
        assert found.risk_x + round(48 * spec.text_scale) <= found.big.right
        assert found.head.y >= found.big.y and found.head.x >= found.big.right  # the middle column
    geo = geometry(spec, players)
    for large in (None, *range(players - 1)):
        for panel in side_rects(geo, players - 1, large):
            assert canvas.contains(Box(*panel)) and panel.y >= area.y, f"a panel {panel} on {spec.size}"
            assert not Box(*panel).overlaps(found.big), f"a panel {panel} over the big board {found.big}"


@settings(max_examples=200, deadline=None)
@given(phones(), SCALES, st.integers(2, 4))
def test_buttons_fits_every_phone_either_way_up(viewport, text_scale, players):
    check_buttons(layout.canvas(viewport, text_scale), players)


@pytest.mark.parametrize("players", range(2, 5))
@pytest.mark.parametrize("text_scale", [1.0, 1.25])
def test_buttons_fits_the_fixed_and_the_grids_smallest_canvases(players, text_scale):
    check_buttons(layout.sideways(text_scale), players)
    for viewport in ((640, 360), (667, 375), (360, 640)):
        check_buttons(layout.canvas(viewport, text_scale), players)
