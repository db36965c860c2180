"""The results screen shows the finished game's statistics, the game just played counted."""

import pytest

from game.i18n import set_language, tr
from game.scenes.results import ResultsScene
from game.session import Seat, Session
from tests.test_cli import _finished_game
from tests.uidriver import make_app, play_out, settle


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_results_screen_shows_this_games_statistics(lang):
    app = make_app(lang=lang)
    app.settings.stats = {
        "farkle": {"games": 4, "wins": {"human": 3, "hard": 1}, "best": {}},
        "chains": {"games": 9, "wins": {"easy": 9}, "best": {}},
    }
    session = _finished_game(1)  # easy against hard
    winner = session.outcome().winners[0]
    app.finish_game(session)
    settle(app)
    scene = app.stack.top
    assert isinstance(scene, ResultsScene)
    kind = session.seats[winner].level
    wins = {"human": 3, "easy": 0, "medium": 0, "hard": 1}
    wins[kind] += 1
    label = {k: tr("kind.human" if k == "human" else f"level.{k}") for k in wins}
    assert scene.stats[0].startswith(tr("results.stats", game=tr("farkle.name"), games="", wins="")[:12])
    text = " ".join(scene.stats)
    assert tr("stats.games", n=5) in text  # four before, and this one
    for k, n in wins.items():
        assert f"{label[k]} {n}" in text
    assert "9" not in text.split(tr("dice.results", game=tr("farkle.name"), verdict="")[:12])[0]  # another
    # game's figures stay in Settings; last, the verdict on every Farkle die rolled here (issue 40)
    assert scene.stats[-1].startswith(tr("dice.results", game=tr("farkle.name"), verdict="")[:12])
    set_language("en")


def test_a_solo_game_shows_its_personal_best_for_its_variant():
    set_language("en")
    app = make_app()
    seats = [Seat("human", "Ana")]
    session = Session("starrows", {"players": 1}, seats, 3)
    play_out(session, seed=3)
    app.settings.stats = {"starrows": {"games": 2, "wins": {"human": 2}, "best": {"": 12, "x": 1}}}
    app.finish_game(session)
    settle(app)
    scene = app.stack.top
    best = min(12, session.outcome().scores[0])
    assert scene.stats[-1] == tr("results.best", value=str(best))
