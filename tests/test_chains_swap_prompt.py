"""Number Chains (issue 18): the swap question only when a swap builds something, with the log in
view, honest keys and a legend; your chips light up once theirs is picked; the "would extend" badge
is its own glyph; "chips left" drops when the chip lands."""

import dataclasses
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import i18n, theme  # noqa: E402
from game.rules import chains as R  # noqa: E402
from game.scenes.chains import drawing as chains_drawing  # noqa: E402
from game.scenes.shared.log import LogPanel  # noqa: E402
from game.session import Seat  # noqa: E402
from tests.test_readable import Recorder  # noqa: E402
from tests.uidriver import frames, game_app, settle_turn  # noqa: E402

SEATS = [Seat("human", "Ana"), Seat("ai", "", "easy")]


@pytest.fixture(autouse=True)
def english():
    yield
    i18n.set_language("en")


def swap_position(app, mine, theirs):
    """Ana (seat 0) has just moved and may swap: she holds ``mine``, the computer ``theirs``."""
    scene = settle_turn(app)
    st = scene.session.state
    gone = set(mine) | set(theirs)
    board = tuple(0 if c in gone else c for c in st.board)
    st = dataclasses.replace(st, board=board, held=(tuple(mine), tuple(theirs)), phase="swap", to_move=0)
    scene.session.state = st
    scene.presented = st
    scene._sync()
    scene._prompted_at = -1
    return scene


def test_useful_swaps_are_those_that_build_a_chain():
    app = game_app("chains", SEATS, variants={"swap": True})
    scene = swap_position(app, (10, 20), (21, 40))
    assert R.useful_swaps(scene.session.state) == [
        ("swap", 10, 1, 21)
    ]  # 21 joins 20; giving 20 builds nothing
    assert R.swap_gain((10, 20), 10, 21) == R.triangle(2)
    assert R.swap_gain((10, 20), 20, 21) == 0


def test_a_swap_that_builds_nothing_is_not_asked():
    app = game_app("chains", SEATS, variants={"swap": True})
    scene = swap_position(app, (10, 20), (30, 40))
    assert ("swap", 10, 1, 30) in scene.session.legal_actions()  # possible, but useless
    frames(app, 3)
    st = scene.session.state
    assert not (st.phase == "swap" and st.to_move == 0) and st.swaps_left[0] == 2  # answered for Ana
    assert scene.session.log[-1].value == ("no_swap",) or st.to_move == 1


def test_the_swap_question_keeps_the_log_in_view_and_says_what_cannot_be_taken(monkeypatch):
    app = game_app("chains", SEATS, variants={"swap": True})
    scene = swap_position(app, (10, 41), (21, 22, 40))  # 21-22 is a chain (struck out); 40 joins 41
    rec = Recorder(monkeypatch)
    logs = []
    real = LogPanel.draw
    monkeypatch.setattr(
        LogPanel, "draw", lambda self, surface, rect, *a: logs.append(rect) or real(self, surface, rect, *a)
    )
    frames(app, 3)
    assert scene.no_swap_button.visible and scene.session.state.phase == "swap"
    assert logs and logs[-1].height >= 80  # the log stays on screen under the question
    drawn = " ".join(s for s, _ in rec.sizes)
    assert i18n.tr("chains.scene.swap_legend") in drawn or "Struck-out chips" in drawn
    keys = i18n.tr("chains.scene.keys.swap")
    assert "don't swap" not in keys.lower().replace("“don't swap”", "")  # Tab moves focus; it does not answer
    button = scene.no_swap_button.rect
    for string, rect in rec.rects:
        if rect.colliderect(button):
            assert string == i18n.tr("chains.ui.no_swap"), string  # nothing drawn under the button


def test_after_picking_their_chip_your_chips_light_up(monkeypatch):
    app = game_app("chains", SEATS, variants={"swap": True})
    scene = swap_position(app, (10, 41), (21, 22, 40))
    frames(app, 3)
    scene.pick_chip(1, 40)
    assert scene.swap_theirs == (1, 40) and scene.swap_cursor[0] == 0  # the keyboard goes to your chips
    rings = []
    real = pygame.draw.circle
    monkeypatch.setattr(
        chains_drawing.pygame.draw,
        "circle",
        lambda surf, colour, center, radius, width=0, *a, **k: (
            rings.append((tuple(colour)[:3], tuple(int(v) for v in center), width))
            or real(surf, colour, center, radius, width, *a, **k)
        ),
    )
    frames(app)
    pos, _, _ = scene.rack_layout(0)
    lit = {
        c
        for c in (10, 41)
        if any(
            col == theme.ACCENT[:3] and w > 0 and ctr == tuple(int(v) for v in pos[c])
            for col, ctr, w in rings
        )
    }
    assert lit == {10, 41}


def test_the_would_extend_badge_is_its_own_glyph_of_at_least_16_px():
    from game.scenes.chains.pieces import extend_badge

    surf = pygame.Surface((80, 80), pygame.SRCALPHA)
    extend_badge(surf, (40, 40), [0])
    box = surf.get_bounding_rect()
    assert box.width >= 16 and box.height >= 16
    token = pygame.Surface((80, 80), pygame.SRCALPHA)
    theme.seat_marker(token, (40, 40), 7, 0)  # the star's previous square
    assert pygame.image.tobytes(surf, "RGBA") != pygame.image.tobytes(token, "RGBA")


def test_chips_left_drops_when_the_chip_lands(monkeypatch):
    app = game_app("chains", SEATS, speed="normal")
    scene = settle_turn(app)
    rec = Recorder(monkeypatch)
    frames(app)
    counts = [s for s, n in rec.sizes if n == 28 and s.isdigit()]
    assert counts[-1] == "48"
    scene.take(scene.take_targets()[0])
    while not scene.fliers:
        frames(app)
    rec.clear()
    frames(app)
    assert scene.fliers and [s for s, n in rec.sizes if n == 28 and s.isdigit()][-1] == "48"
    for _ in range(120):
        frames(app)
        if not scene.fliers:
            break
    rec.clear()
    frames(app)
    assert [s for s, n in rec.sizes if n == 28 and s.isdigit()][-1] == "47"
