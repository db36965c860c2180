"""The Review thought out during the game (issue 39: it opened after ~10 s natively).

The pure layer: an ``Analysis`` thought out during play gives the same review as one thought out at
the end, and the review then asks the coach nothing more; a decision taken back and made again is
thought out anew. The screen: while a person decides, the game scene thinks the review out in its
idle slices and rests only once that is done; at the game's end the Review is ready at once.
"""

from __future__ import annotations

import pygame
import pytest

from game import games
from game.ai.base import finish
from game.coach import review as review_mod
from game.coach.review import Analysis, review_of
from game.scenes.shared.review_ahead import analysis_of, people
from game.session import Seat
from tests.test_review_summary import play
from tests.uidriver import game_app, settle_turn


def counting(monkeypatch) -> list:
    """Every advice the review module asks the coach for from now on."""
    asked: list = []
    real = review_mod.advise_steps

    def advise_steps(game_id, state, rules=None, shown=None):
        asked.append(state)
        return (yield from real(game_id, state, rules, shown))

    monkeypatch.setattr(review_mod, "advise_steps", advise_steps)
    return asked


def outcome(review) -> tuple:
    mistakes = {
        s: [(m.decision.index, m.decision.number, m.loss) for m in ms] for s, ms in review.mistakes.items()
    }
    return mistakes, review.summary, review.luck


@pytest.mark.parametrize("game_id", ["farkle", "exactly", "buttons"])
def test_a_review_from_the_analysis_equals_one_thought_at_the_end_and_asks_nothing_more(game_id, monkeypatch):
    session = play(game_id, 4, first=lambda s: games.rules_for(game_id).legal_actions(s)[-1])
    args = (session.game_id, session.rules, session._before, session.state, session.log, {0})
    plain = review_of(*args)
    finish(plain.steps())
    known = Analysis(game_id, session.rules)
    finish(known.steps(session._before, session.state, session.log, {0}))
    assert known.advice and (game_id == "farkle" or known.luck)
    asked = counting(monkeypatch)
    ready = review_of(*args, known=known)
    finish(ready.steps())
    assert asked == []  # everything came from the analysis
    assert outcome(ready) == outcome(plain)
    assert [(d.index, d.number) for d in ready.items] == [(d.index, d.number) for d in plain.items]


def test_a_decision_taken_back_and_made_otherwise_is_thought_out_anew(monkeypatch):
    session = play("farkle", 5)
    known = Analysis("farkle", session.rules)
    finish(known.steps(session._before, session.state, session.log, {0}))
    made = known.decisions(session._before, session.log, {0})
    first = next(d for d in made if d.number == 3)
    # the game as it would stand had that decision been made from another state (an undo and a new line)
    states = list(session._before)
    other = next(d.state for d in made if d.state != first.state)
    states[first.index] = other
    asked = counting(monkeypatch)
    finish(known.steps(states, session.state, session.log, {0}))
    assert asked == [other]  # that decision alone, from the state it now stands in
    assert known.advice[first.index][0] is other


def test_the_game_scene_thinks_the_review_out_while_a_person_decides_and_the_review_is_ready(monkeypatch):
    app = game_app(
        "farkle", [Seat("human", "Ann"), Seat("ai", "", "medium")], seed=6, variants={"limit": 1000}
    )
    app.lazy = True
    scene = app.stack.top
    rules = scene.rules
    decided = 0
    while not scene.session.is_over and decided < 400:
        settle_turn(app)
        if app.stack.top is not scene or scene.session.is_over:
            break
        for _ in range(600):  # a person thinking: frames go by until the scene rests
            app.step(1 / 60, [])
            if app.gate.resting is scene:
                break
        assert app.gate.resting is scene, "the scene never rested while the person decided"
        known = analysis_of(scene.session)
        so_far = known.decisions(scene.session._before, scene.session.log, people(scene.session))
        assert all(known.advice_of(d) is not None for d in so_far)  # thought out before it rested
        legal = rules.legal_actions(scene.session.state)
        assert scene.perform(legal[decided % len(legal)])
        decided += 1
    for _ in range(3000):
        app.step(1 / 60, [])
        if app.stack.top.name == "results" and app.stack.transition is None:
            break
    assert app.stack.top.name == "results" and decided > 3
    asked = counting(monkeypatch)
    from game.scenes.review import ReviewScene

    review = ReviewScene(app, scene.session)
    finish(review.review.steps())
    assert len(asked) <= 1  # at most the game's last decision was left to think out
    made = analysis_of(scene.session).decisions(scene.session._before, scene.session.log, {0})
    assert review.review.summary[0].decisions == len(made) > 3


def test_a_menu_page_and_the_kept_results_card_rest():
    """Still screens skip their frames (issue 39: settings, how-to, statistics and results did not)."""
    from game.scenes.howto import HowToScene
    from game.scenes.settings import SettingsScene
    from game.scenes.stats_page import StatsScene
    from tests.uidriver import make_app

    app = make_app(speed="normal")
    app.lazy = True
    for scene in (SettingsScene(app), HowToScene(app, "farkle"), StatsScene(app)):
        app.stack.push(scene)
        for _ in range(40):
            app.step(1 / 60, [])
        assert app.gate.resting is scene, type(scene).__name__
        app.stack.pop()
        app.stack.apply_pending()
    assert pygame.display.get_init()
