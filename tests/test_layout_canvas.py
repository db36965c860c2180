"""One layout mechanism (issue 38): the canvas from the viewport and the text scale, and the box
toolkit screens compute their geometry with, checked on every phone viewport from 360x640 to
430x932 either way up, Normal and Large (docs/architecture.md, "One layout mechanism")."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import layout
from game.boxes import Box, NoRoom, Part, columns, rows, sizes
from game.scenes.shared.regions import game_area, header_h, pill_top

SCALES = st.sampled_from(sorted(layout.TEXT_SIZES.values()))
WIDE, LONG = st.integers(360, 430), st.integers(640, 932)  # a phone's two sides, its bars out of the way


@st.composite
def phones(draw):
    """A phone's viewport in CSS px, upright or sideways, the browser's bars in or out (they take up
    to 80 CSS px of the long side upright, up to 70 of the short side sideways)."""
    short, long = draw(WIDE), draw(LONG)
    if draw(st.booleans()):
        return (short, long - draw(st.integers(0, 80)))
    return (long, short - draw(st.integers(0, 70)))


# --- the canvas -----------------------------------------------------------------------------------
def test_todays_two_canvases_are_results_of_the_computation():
    assert layout.canvas(None) is layout.STANDARD  # natively
    assert layout.canvas((1280, 800)) is layout.STANDARD
    assert layout.canvas((844, 390)).size == (1039, 480)  # the reference phone held sideways fills it
    assert layout.canvas((640, 360)).size == (788, 443)  # a small phone: the same scale, less room
    assert layout.choose("compact", None) is layout.COMPACT  # the setting natively: 960x480
    assert layout.STANDARD.size == (1280, 720) and layout.COMPACT.size == (960, 480)
    assert (layout.COMPACT.min_text, layout.COMPACT.min_target, layout.COMPACT.gap) == (15, 55, 10)


def test_upright_fills_the_phone_at_the_sideways_scale():
    spec = layout.canvas((390, 844))
    assert spec.name == "upright" and spec.upright and spec.compact
    assert spec.size == (480, 1039)
    assert (spec.min_text, spec.min_target, spec.gap) == (15, 55, 10)
    assert layout.canvas((375, 667)).size == (462, 821)
    assert layout.choose("upright", None).size == (480, 1039)  # --layout upright without a viewport
    assert layout.choose("compact", (390, 844)) is layout.COMPACT  # the setting still chooses any layout


def test_large_text_raises_the_text_minimum_only():
    normal, large = layout.canvas((390, 844)), layout.canvas((390, 844), 1.25)
    assert large.size == normal.size and large.min_target == normal.min_target
    assert large.min_text == 19 and layout.standard(1.25).min_text == 18


@settings(max_examples=300, deadline=None)
@given(phones(), SCALES)
def test_a_phone_canvas_covers_the_viewport_and_keeps_the_css_goals(viewport, text_scale):
    """Upright and sideways alike (sideways was 960x480 for every phone before: 10 CSS px text on a
    640x360 phone)."""
    spec = layout.canvas(viewport, text_scale)
    assert spec.compact and spec.upright == (viewport[1] > viewport[0])
    scale = spec.css_scale(viewport)
    assert spec.size[0] * scale * spec.size[1] * scale >= 0.99 * viewport[0] * viewport[1]
    assert spec.min_text * scale >= 12 * text_scale - 1e-6
    assert spec.min_target * scale >= 44 - 1e-6 and spec.gap * scale >= 8 - 1e-6


def test_viewport_values_are_checked():
    assert layout.parse_viewport("390x844") == (390, 844)
    for bad in ("390", "390x", "axb", "10x10", "390x844x2"):
        with pytest.raises(ValueError):
            layout.parse_viewport(bad)


# --- boxes --------------------------------------------------------------------------------------
def test_rows_share_what_is_left_by_weight_and_keep_fixed_sizes():
    a, b, c = rows(Box(0, 0, 100, 300), [50, Part(20, 1), Part(0, 2)], gap=10)
    assert (a.h, b.h, c.h) == (50, 20 + 70, 140) and c.bottom == 300  # 210 px left: 1 : 2
    left, right = columns(Box(10, 0, 200, 50), [Part(0, 1), 80], gap=20)
    assert left == Box(10, 0, 100, 50) and right == Box(130, 0, 80, 50)
    with pytest.raises(NoRoom):
        rows(Box(0, 0, 10, 100), [60, 50])


@settings(max_examples=300, deadline=None)
@given(
    st.integers(0, 2000),
    st.lists(
        st.tuples(st.integers(0, 200), st.floats(0, 5), st.one_of(st.none(), st.integers(0, 400))), max_size=8
    ),
    st.integers(0, 20),
)
def test_split_parts_never_overlap_keep_their_minimums_and_maximums(total, spec, gap):
    parts = [Part(m, w, None if cap is None else max(m, cap)) for m, w, cap in spec]
    try:
        out = sizes(total, parts, gap)
    except NoRoom:
        assert sum(p.min for p in parts) + gap * max(0, len(parts) - 1) > total
        return
    assert sum(out) + gap * max(0, len(parts) - 1) <= total
    for n, p in zip(out, parts):
        assert n >= p.min and (p.max is None or n <= p.max)
    boxes = rows(Box(0, 0, 10, total), parts, gap)
    for i, a in enumerate(boxes):
        assert Box(0, 0, 10, total).contains(a)
        assert not any(a.overlaps(b) for b in boxes[i + 1 :])


@settings(max_examples=200, deadline=None)
@given(phones(), SCALES)
def test_the_frame_leaves_the_game_area_between_the_header_and_the_pill(viewport, text_scale):
    spec = layout.canvas(viewport, text_scale)
    area = game_area(spec)
    assert area.y == header_h(spec) + 2 and area.bottom == spec.size[1]
    assert header_h(spec) >= 60 and pill_top(spec) - area.y >= 0.6 * spec.size[1] - 100
    assert header_h(layout.COMPACT) == 60 and header_h(layout.STANDARD) == 68
