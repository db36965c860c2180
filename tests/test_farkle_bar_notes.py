"""Farkle's action bar: the note left of the buttons is shown whole, never cut after two lines."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest  # noqa: E402

from game import i18n, theme  # noqa: E402
from game.session import Seat  # noqa: E402
from tests import uidriver  # noqa: E402
from tests.test_readable import Recorder  # noqa: E402
from tests.uidriver import game_app, settle_turn  # noqa: E402


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_bank_rule_note_is_drawn_whole_inside_the_bar(lang, monkeypatch):
    app = game_app("farkle", [Seat("human", "Ana"), Seat("ai", "", "easy")], lang=lang)
    scene = app.stack.top
    uidriver.rig(scene, [(1, 2, 3, 4, 6, 6)], lambda roll: ("dice", roll))
    settle_turn(app)
    assert scene.perform(("roll",))
    settle_turn(app)
    assert scene.perform(("keep", (1,)))  # kept, not yet rolled or banked: 100 points cannot be banked
    settle_turn(app)
    rec = Recorder(monkeypatch)
    rec.frame(app)  # what the player sees now
    note = i18n.tr("farkle.err.bank_low", need=350, total=100)
    bar = scene.geo.bar  # the standard layout's action bar
    beside = bar.copy()
    beside.width = scene.roll_button.rect.x - bar.x
    drawn = [(s, r) for s, r in rec.rects if beside.contains(r) and r.x > bar.x + 150]
    assert note in " ".join(s for s, _ in drawn)  # every word, the last ones ("has 100.") included
    assert all(size >= theme.MIN_TEXT for s, size in rec.sizes if s in note)
