"""Review → Show position draws the position as the player saw it (issue 30): the game's own
controls labelled (in their disabled look: a picture is not a place to tap) and the prompt of
that moment, in the compact layout where the review shows the position full size."""

import pytest

from game import games
from game.coach import advise
from game.coach.review import Mistake, decisions
from game.i18n import number, tr
from game.scenes.review import ReviewScene
from game.session import Seat, Session
from tests.compact import Measure
from tests.uidriver import frames, game_app


def farkle_to_decide(seed: int) -> Session:
    """A Farkle game played until its human (seat 0) must choose between Roll and Bank."""
    rules = games.rules_for("farkle")
    session = Session(
        "farkle", rules.default_config(2), [Seat("human", "Ann"), Seat("ai", "", "medium")], seed
    )
    for _ in range(400):
        if session.at_chance:
            session.resolve_chance()
            continue
        legal = session.legal_actions()
        if session.current == 0 and ("bank",) in legal and ("roll",) in legal:
            return session
        keeps = [a for a in legal if a[0] == "keep"]
        session.act(max(keeps, key=lambda a: len(a[1])) if keeps else legal[0])
    raise AssertionError("no roll-or-bank decision")


def position_strings(monkeypatch, session: Session, action) -> list[str]:
    """The texts drawn in the compact review's full-size picture of the human's decision."""
    app = game_app("farkle", [Seat("human", "Ann"), Seat("ai", "", "medium")], layout="compact")
    session.act(action)  # the decision is in the log, as the review finds it
    review = ReviewScene(app, session)
    app.stack.push(review)
    frames(app, 2)
    decision = [d for d in decisions(session.rules, session._before, session.log, {0})][-1]
    advice = advise("farkle", decision.state)
    chosen = next(a for a in advice if a.action == decision.action)
    measure = Measure(monkeypatch)
    picture = review.picture(Mistake(decision, chosen, advice[0], 0.0), full=True)
    assert picture.get_size() == (960, 480)
    return [s for s, _ in measure.sizes]


@pytest.mark.parametrize("seed", [1, 2])
def test_farkle_show_position_labels_roll_and_bank_and_asks_roll_or_bank(monkeypatch, seed):
    session = farkle_to_decide(seed)
    state = session.state
    drawn = position_strings(monkeypatch, session, ("bank",))
    assert tr("farkle.ui.roll_n", count=state.dice_to_roll) in drawn  # the buttons carry their labels
    assert tr("farkle.ui.bank", points=number(state.turn_total)) in drawn
    assert tr("farkle.scene.start_turn") not in drawn  # mid-turn, not "Roll to start your turn"
    assert tr("farkle.scene.choose") in drawn


@pytest.mark.parametrize("lang", ["en", "de"])
def test_farkle_replay_controls_leave_the_turn_panel_and_log_line_readable(monkeypatch, lang):
    from tests.test_compact_frame import paused_replay, some_turns
    from tests.uidriver import settle_turn

    app = game_app("farkle", [Seat("human", "Ann"), Seat("ai", "", "medium")], 4, lang=lang, layout="compact")
    scene = settle_turn(app)
    some_turns(app, scene, 4)
    replay = paused_replay(app, scene, played=30)
    frames(app, 2)
    assert replay.bar.right <= 960 and replay.bar.x >= 0
    measure = Measure(monkeypatch)
    app.stack.top.draw(app.screen)
    labels = {b.label() if callable(b.label) else b.label for b in replay.controls}
    covered = [s for s, r in measure.rects if r.colliderect(replay.bar) and s not in labels]
    assert not covered, covered  # the turn panel's text and the log line end before the controls
