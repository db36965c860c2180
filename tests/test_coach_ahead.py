"""The coach thinks ahead while a coached player decides (game/scenes/shared/coach_ahead.py): when
the player takes a choice of the card, the advice at their next decision is ready at once, it is
the advice the coach would have thought then, and the computers it followed are left untouched."""

from __future__ import annotations

from game.coach import SHOWN, advise
from game.scenes.shared.coach_panel import EVERYONE
from tests.uidriver import frames, game_app, settle_turn


def seats(*levels):
    from game.session import Seat

    return [Seat("human", "Ann")] + [Seat("ai", "", level) for level in levels]


def advice_of(app):
    """Step until the coach's card shows; its entries."""
    scene = app.stack.top
    for _ in range(3000):
        frames(app)
        if scene.coach.entries():
            return scene.coach.entries()
    raise AssertionError("no advice")


def thought_ahead(app) -> None:
    coach = app.stack.top.coach
    for _ in range(3000):
        if not coach.ahead.pending(coach.key()):
            return
        frames(app)
    raise AssertionError("the coach never finished thinking ahead")


def play(app, action) -> int:
    """Take ``action`` for the human; step to their next decision. The number of frames in which
    the coach thought out an advice of its own (it had none ready)."""
    scene = app.stack.top
    scene.perform(action)
    started = 0
    for _ in range(3000):
        frames(app)
        started += scene.coach.task is not None
        if scene.human_to_move() or scene.finished:
            return started
    raise AssertionError("the human was never asked again")


def moves(session):
    return [(e.kind, e.seat, e.value) for e in session.log]


def test_following_the_card_finds_the_next_advice_ready_and_right():
    app = game_app("chains", seats("hard", "medium"), seed=11, speed="normal")
    app.settings.coach = [EVERYONE]
    scene = settle_turn(app)
    session = scene.session
    taken = []
    for _ in range(4):
        entries = advice_of(app)
        medium = scene.agents[2]
        numbers = medium.rng.getstate()
        thought_ahead(app)
        assert scene.coach.ahead.ready  # the line through both computers' replies
        assert medium.rng.getstate() == numbers  # thinking ahead used a copy of its random numbers
        taken.append(entries[0].action)
        assert play(app, entries[0].action) == 0  # the advice was there when the decision came
        assert scene.coach.entries() == advise("chains", session.state, scene.rules, SHOWN)
    # the same game without the coach: the computers chose exactly as they do here
    plain = game_app("chains", seats("hard", "medium"), seed=11, speed="normal")
    again = settle_turn(plain)
    for action in taken:
        again.perform(action)
        settle_turn(plain)
    assert moves(again.session) == moves(session)


def test_a_choice_off_the_card_is_thought_out_as_before():
    app = game_app("chains", seats("hard"), seed=4, speed="normal")
    app.settings.coach = [EVERYONE]
    scene = settle_turn(app)
    entries = advice_of(app)
    thought_ahead(app)
    shown = {e.action for e in entries}
    other = next(a for a in scene.session.legal_actions() if a not in shown)
    started = play(app, other)
    assert started > 0  # nothing was ready for this line: the coach thinks it out now
    assert advice_of(app) == advise("chains", scene.session.state, scene.rules, SHOWN)
