"""Crowded spots of the compact layout (issue 30): names and headers are whole where a smaller font
(never under 15 px) fits them."""

import pytest

from game import games, i18n
from game.i18n import tr
from game.scenes.shared import frame
from game.session import Seat
from tests.compact import Measure
from tests.uidriver import game_app, settle_turn


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_the_header_keeps_the_games_name_whole_beside_a_long_turn(monkeypatch, game_id, lang):
    seats = [Seat("human", "Maximilian"), Seat("ai", "", "medium"), Seat("ai", "", "hard")]
    app = game_app(game_id, seats, lang=lang, layout="compact")
    scene = settle_turn(app)
    monkeypatch.setattr(scene, "status_line", lambda: tr("game.thinking", name="Maximilian"))
    scene.turn_seat = 1
    measure = Measure(monkeypatch)
    frame.draw_header(scene, app.screen)
    drawn = dict(measure.sizes)
    name, note = tr(f"{game_id}.name"), scene.header_note()
    assert name in drawn and drawn[name] >= 15, measure.sizes
    if note:
        assert note in drawn and drawn[note] >= 15, measure.sizes
    status = tr("game.thinking", name="Maximilian")
    assert status in drawn and drawn[status] >= frame.STATUS_MIN  # the turn stays whole too
