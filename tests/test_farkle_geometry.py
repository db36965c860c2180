"""Farkle's game screen computed from the canvas (issue 38): ``geometry.regions`` gives today's
standard and sideways rectangles, and on every phone viewport from 360x640 to 430x932 either way up,
Normal and Large, with 1 to 6 players, every region inside the game area, none overlapping, Roll
and Bank big enough to tap and clear of the message pill (the upright ones in the thumb zone)."""

import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import layout
from game.boxes import Box
from game.scenes.farkle.geometry import regions
from game.scenes.shared.regions import game_area, header_h, pill_top
from tests.test_layout_canvas import SCALES, phones

ROOT = Path(__file__).resolve().parent.parent


# --- Farkle's geometry ----------------------------------------------------------------------------
OLD_STANDARD = {  # the standard layout's rectangles before the mechanism (2 players)
    "tray": (24, 80, 820, 292),
    "bar": (24, 384, 820, 72),
    "shelf": (24, 468, 820, 186),
    "board": (862, 80, 396, 198),
    "log": (862, 292, 396, 362),
    "roll": (458, 394, 214, 52),
    "bank": (682, 394, 152, 52),
}
OLD_SIDEWAYS = {
    "tray": (18, 79, 594, 178),
    "bar": (8, 392, 612, 54),
    "shelf": (8, 276, 612, 108),
    "board": (632, 72, 320, 308),
    "log": (8, 452, 944, 26),
    "roll": (632, 390, 164, 56),
    "bank": (806, 390, 146, 56),
}


def test_todays_two_farkle_layouts_come_out_of_the_one_function():
    assert {k: tuple(v) for k, v in regions(layout.STANDARD, 2).boxes().items()} == OLD_STANDARD
    assert {k: tuple(v) for k, v in regions(layout.COMPACT, 2).boxes().items()} == OLD_SIDEWAYS
    assert (
        regions(layout.STANDARD, 6).board.h == 52 + 6 * 50 + 30 and regions(layout.STANDARD, 1).board.h == 250
    )
    assert tuple(regions(layout.COMPACT, 4).sheet) == (24, 70, 912, 404)


def check_farkle(spec, players):
    found = regions(spec, players)
    canvas = Box(0, 0, *spec.size)
    area = game_area(spec)
    named = found.boxes()
    for name, box in named.items():
        assert canvas.contains(box), f"{name} {box} leaves the {spec.size} canvas"
        assert box.y >= area.y, f"{name} {box} reaches into the header ({header_h(spec)} px)"
    pieces = list(named.items())
    for i, (a_name, a) in enumerate(pieces):
        for b_name, b in pieces[i + 1 :]:
            inside = a_name == "bar" and b_name in ("roll", "bank") and a.contains(b)  # standard: in the bar
            assert inside or not a.overlaps(b), f"{a_name} {a} and {b_name} {b} overlap"
    for name in ("roll", "bank"):  # touch areas, clear of the message pill
        assert min(named[name].w, named[name].h) >= spec.min_target, f"{name} {named[name]}"
        assert named[name].bottom <= pill_top(spec)
    return found


@settings(max_examples=300, deadline=None)
@given(phones(), SCALES, st.integers(1, 6))
def test_farkle_fits_every_phone_either_way_up(viewport, text_scale, players):
    spec = layout.canvas(viewport, text_scale)
    found = check_farkle(spec, players)
    if spec.upright:
        # the thumb zone: Roll and Bank are the last thing above the pill's zone, and the board a
        # strip at the top; every seat's row holds a line of text at the layout's minimum
        assert found.roll.bottom == pill_top(spec) - 8 and found.board.y < found.tray.y < found.roll.y
        assert found.board_row >= 2 * spec.min_text
        # dice: six in a row only when their touch areas (die + pad on each side) stay apart
        touch = found.die + 2 * found.die_pad
        if found.tray_rows == 1:
            assert (found.tray.w - found.die) / 5 >= touch + 8
        if found.tray.h < 2 * touch + 8:  # only where nothing else gave way: the bars out and Large text
            assert viewport[1] < 640 and text_scale > 1, (viewport, text_scale, found.tray)
            assert found.tray.h >= touch + 8  # one row of dice at least


@pytest.mark.parametrize("players", range(1, 7))
def test_farkle_fits_the_fixed_canvases(players):
    check_farkle(layout.STANDARD, players)
    check_farkle(layout.COMPACT, players)


def test_a_bad_viewport_exits_2_with_one_line():
    proc = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--viewport", "wide"],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert proc.returncode == 2 and "--viewport" in proc.stderr and len(proc.stderr.strip().splitlines()) == 1
