"""The coach in play: off by default, switched per player (game toggle, pause menu, settings),
remembered, thinking in slices, and showing only legal choices for the human who decides."""

from __future__ import annotations

import pygame
import pytest

from game.coach import SHOWN, advise
from game.games import GAME_IDS
from game.scenes.shared.coach_panel import EVERYONE, coach_on
from game.settings import load_settings
from game.storage import MemoryStorage
from tests.uidriver import button, click, frames, game_app, settle_turn

HUMAN_AND_BOT = [("human", "Ann"), ("medium", "")]


def seats(spec):
    from game.session import Seat

    return [Seat("human", name) if kind == "human" else Seat("ai", name, kind) for kind, name in spec]


def advice(app, limit=400):
    scene = app.stack.top
    for _ in range(limit):
        frames(app)
        entries = scene.coach.entries()
        if entries:
            return entries
    return None


def test_the_coach_is_off_by_default_and_shows_nothing():
    app = game_app("farkle", seats(HUMAN_AND_BOT))
    scene = settle_turn(app)
    assert app.settings.coach == []
    assert advice(app, 30) is None
    assert scene.coach.task is None  # it does not even think


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_game_toggle_switches_it_on_and_it_is_remembered(game_id):
    storage = MemoryStorage()
    app = game_app(game_id, seats(HUMAN_AND_BOT), storage=storage)
    scene = settle_turn(app)
    frames(app, 2)  # the toggle finds its place over the log panel
    toggle = button(app, "Coach: off")
    click(app, toggle.rect.center)
    assert app.settings.coach == ["Ann"]
    assert load_settings(storage)[0].coach == ["Ann"]
    entries = advice(app)
    whole = advise(game_id, scene.session.state)  # every legal choice once ...
    assert sorted(map(repr, (e.action for e in whole))) == sorted(map(repr, scene.session.legal_actions()))
    assert entries == whole[:SHOWN]  # ... and the card's are its first
    assert button(app, "Coach: on")
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)  # the card and the board mark draw without error


def test_hot_seat_coaches_only_the_players_who_want_it():
    app = game_app("exactly", seats([("human", "Ann"), ("human", "Bea")]))
    app.settings.coach = ["Bea"]
    scene = app.stack.top
    coached = {0: 0, 1: 0}
    for _ in range(12):
        settle_turn(app)
        seat = scene.session.current
        entries = advice(app, 200)
        coached[seat] += entries is not None
        assert (entries is not None) == (seat == 1)
        scene.perform(scene.session.legal_actions()[0])
    assert coached[1] > 0


def test_switching_off_one_player_keeps_it_for_the_others_at_the_table():
    app = game_app("farkle", seats([("human", "Ann"), ("human", "Bea")]))
    app.settings.coach = [EVERYONE]
    scene = settle_turn(app)
    scene.coach.flip()
    assert app.settings.coach == ["Bea"]
    assert not coach_on(app.settings, scene.session, 0)
    assert coach_on(app.settings, scene.session, 1)


def test_the_pause_menu_and_the_settings_switch_it():
    app = game_app("chains", seats(HUMAN_AND_BOT))
    settle_turn(app)
    app.stack.top.open_pause()
    frames(app, 3)
    click(app, button(app, "Coach: off for Ann").rect.center)
    assert app.settings.coach == ["Ann"]
    frames(app, 2)
    assert button(app, "Coach: on for Ann")
    from game.scenes.settings import SettingsScene

    app.stack.push(SettingsScene(app))
    frames(app, 3)
    choice = next(
        w for w in app.stack.top.form.widgets if hasattr(w, "values") and w.label() == "Coach (best moves)"
    )
    choice.activate()
    assert app.settings.coach == [EVERYONE]


def test_the_coach_thinks_in_slices():
    """Star Rows' exact reroll tables take many slices: the card says the coach is thinking meanwhile."""
    from game.coach import starrows

    starrows._AGENTS.clear()  # no tables kept from an earlier test
    app = game_app("starrows", seats(HUMAN_AND_BOT))
    app.settings.coach = [EVERYONE]
    scene = settle_turn(app)
    scene.perform(("roll",))
    settle_turn(app)
    assert scene.session.state.phase == "reroll"
    for _ in range(60):  # the coach starts once the roll has landed (a few frames after the turn is open)
        frames(app)
        if scene.coach.task is not None:
            break
    assert scene.coach.task is not None and scene.coach.entries() is None
    entries = advice(app)
    assert entries and entries[0].unit == "stars"


def play_like(app, level: str, limit=6000):
    """Play the human seat like the computer ``level`` until the results screen shows."""
    from game.games import make_agent

    scene = app.stack.top
    agent = make_agent(scene.session.game_id, 0, level, 1)
    for _ in range(limit):
        if app.stack.top is not scene:
            return app.stack.top
        frames(app)
        if scene.human_to_move():
            scene.perform(agent.choose(scene.session.state))
    raise AssertionError("the game did not end")


def open_review(app):
    """Review on the results screen, once it has worked through the decisions."""
    from game.scenes.review import ReviewScene

    click(app, button(app, "Review").rect.center)
    frames(app, 20)
    review = app.stack.top
    assert isinstance(review, ReviewScene)
    for _ in range(3000):
        if review.ready():
            return review
        frames(app)
    raise AssertionError("the review never finished")


def test_review_finds_the_costliest_decisions_and_draws_them(monkeypatch):
    from game.coach import advise
    from game.scenes.results import ResultsScene
    from game.scenes.review_position import session_at

    app = game_app("farkle", seats(HUMAN_AND_BOT), seed=4, variants={"limit": 2000})
    results = play_like(app, "easy")
    frames(app, 20)
    assert isinstance(app.stack.top, ResultsScene)
    review = open_review(app)
    items = review.items()
    assert 1 <= len(items) <= 3
    assert [m.loss for m in items] == sorted((m.loss for m in items), reverse=True)
    session = results.session
    for m in items:
        assert m.decision.seat == 0 and session.log[m.decision.index].value == m.decision.action
        entries = advise("farkle", session._before[m.decision.index])
        assert m.best == entries[0] and m.loss == pytest.approx(entries[0].value - m.chosen.value)
        assert session_at(session, m.decision.index).state == m.decision.state
    # every other decision of Ann's lost no more than the smallest one shown
    worst_left = min(m.loss for m in items)
    shown = {m.decision.index for m in items}
    for d in review.review.items:
        if d.index not in shown and len(items) == 3:
            entries = advise("farkle", d.state)
            chosen = next(e for e in entries if e.action == d.action)
            assert entries[0].value - chosen.value <= worst_left + 1e-9
    from game import theme

    drawn, text = [], theme.text
    monkeypatch.setattr(
        theme, "text", lambda surface, string, *a, **k: drawn.append(string) or text(surface, string, *a, **k)
    )
    click(app, button(app, "Show the answer").rect.center)  # the answer, not a hunt for a better move
    review.draw(pygame.Surface((1280, 720)))  # the position picture, the chosen and the preferred
    assert {m.best.unit for m in items} == {"win"}  # two players: the coach counts win chances
    assert any(line.startswith("The numbers: your chance to win") for line in drawn)
    click(app, button(app, "Next").rect.center)
    assert review.index == 1 or len(items) == 1
    click(app, button(app, "Back").rect.center)
    frames(app, 30)
    assert isinstance(app.stack.top, ResultsScene)


def test_a_review_item_opens_the_replay_paused_at_that_decision_and_leaving_comes_back():
    from game.scenes.replay import ReplayMixin
    from game.scenes.results import ResultsScene

    app = game_app("farkle", seats(HUMAN_AND_BOT), seed=4, variants={"limit": 2000})
    results = play_like(app, "easy")
    frames(app, 20)
    review = open_review(app)
    items = review.items()
    assert len(items) >= 2
    click(app, button(app, "Next").rect.center)  # the second item: not simply the replay's start
    mistake = items[1]
    index, session = mistake.decision.index, results.session
    stored = dict(app.storage.data)
    click(app, button(app, "Watch in the replay").rect.center)
    frames(app, 120)  # two seconds: a paused replay stays where it was put
    replay = app.stack.top
    assert isinstance(replay, ReplayMixin) and replay.session is not session
    assert not replay.playing
    assert [(e.kind, e.value) for e in replay.session.log] == [(e.kind, e.value) for e in session.log[:index]]
    assert replay.session.state == mistake.decision.state and replay.position > 0
    replay.step_forward()  # the reviewed choice is the next thing the player sees
    assert replay.session.log[index].value == mistake.decision.action
    click(app, button(app, "Leave").rect.center)
    frames(app, 30)
    assert app.stack.top is review and review.index == 1
    assert dict(app.storage.data) == stored  # the replay touched no save and no statistic
    click(app, button(app, "Back").rect.center)
    frames(app, 30)
    assert isinstance(app.stack.top, ResultsScene)


def test_no_review_without_a_human():
    from game.scenes.results import ResultsScene

    app = game_app("exactly", seats([("easy", ""), ("easy", "")]), speed="instant")
    for _ in range(20000):
        frames(app)
        if isinstance(app.stack.top, ResultsScene):
            break
    frames(app, 20)
    labels = [w.label() for w in app.stack.top.form.widgets if hasattr(w, "label") and callable(w.label)]
    assert "Review" not in labels


def test_the_farkle_card_says_what_its_numbers_are_in_both_languages():
    """Two players with a win table: the card's numbers are win chances and its caption says so
    (English and German); three players: the race against the leader, and its own caption; solo:
    the expected turns to the goal."""
    from dataclasses import replace

    from game.coach import advise
    from game.games import rules_for
    from game.i18n import language, set_language, tr
    from game.scenes.shared.coach_text import caption_key, value_text

    rules = rules_for("farkle")
    before = language()
    try:
        for players, key, unit in (
            (2, "coach.caption.farkle.win", "win"),
            (3, "coach.caption.farkle.race", "duel"),
            (1, "coach.caption.farkle.turns", "turns"),
        ):
            state = rules.initial_state({"players": players, "limit": 3000, "bankruptcy": True})
            state = replace(state, phase="keep", roll=(1, 1, 5, 3, 4, 6))
            entries = advise("farkle", state)
            assert caption_key("farkle", entries) == key
            set_language("en")
            english, number = tr(key), value_text("farkle", entries[0])
            assert unit in number
            assert tr("coach.farkle.roll", dice=1, chance="67") == "Roll 1 die: 67% chance to farkle"
            set_language("de")
            assert tr(key) != english
            if unit == "win":
                assert value_text("farkle", entries[0]) == f"Sieg {round(100 * entries[0].value)}\u00a0%"
    finally:
        set_language(before)


def test_the_coach_thinks_while_the_computers_move_lands_and_shows_once_it_has():
    """Number Chains' advice takes a few hundred ms in the browser: it starts when the computer's
    move is made, not when its animation has landed, and shows only once the screen caught up."""
    app = game_app("chains", seats(HUMAN_AND_BOT), seed=5, speed="normal")
    app.settings.coach = [EVERYONE]
    scene = app.stack.top
    session = scene.session
    for _ in range(3000):  # the computer has moved; its chip is still on its way
        frames(app)
        if session.log and session.seats[session.log[-1].seat].is_ai and session.current == 0 and scene.busy:
            break
    else:
        raise AssertionError("the computer never moved")
    frames(app)
    coach = scene.coach
    assert scene.busy and coach.entries() is None  # nothing shows ahead of the screen
    assert coach.task is not None or coach.advice_key == coach.key()  # but the coach is on it
    while not scene.human_to_move():
        frames(app)
    entries = advice(app, 400)
    assert [(e.action, e.value) for e in entries] == [
        (e.action, e.value) for e in advise("chains", session.state, scene.rules)[:SHOWN]
    ]


@pytest.mark.parametrize("layout", ["standard", "compact"])
def test_the_farkle_card_on_screen_puts_a_number_on_banking_and_on_rolling_on(layout, monkeypatch):
    """A player who keeps the coach on sees "bank" and "roll on" each with a number of their own, on
    the card over the log panel (standard) and in the coach's sheet (compact), whichever is better."""
    from game import theme
    from game.rules.farkle import score
    from game.scenes.shared.coach_sheet import CoachSheet
    from game.scenes.shared.coach_text import value_text

    app = game_app("farkle", seats(HUMAN_AND_BOT), seed=5, layout=layout)
    app.settings.coach = [EVERYONE]
    drawn: list[str] = []
    text = theme.text
    monkeypatch.setattr(
        theme, "text", lambda s, string, *a, **k: drawn.append(string) or text(s, string, *a, **k)
    )
    firsts = set()
    for _ in range(300):
        scene = settle_turn(app)
        state, legal = scene.session.state, scene.session.legal_actions()
        keeps = [a for a in legal if a[0] == "keep"]
        if not keeps:  # the first roll, or (never on screen) a decision after a keep
            scene.perform(("roll",) if state.turn_total < 1000 or ("bank",) not in legal else ("bank",))
            continue
        best = max(keeps, key=lambda a: score(a[1]))
        if state.turn_total + score(best[1]) > 350 and len(firsts) < 2:
            entries = advice(app)
            drawn.clear()
            if layout == "compact":
                app.stack.push(CoachSheet(app, scene))
                app.stack.apply_pending()
                frames(app, 2)
                app.stack.top.draw(app.screen)
                app.stack.top.close()
                frames(app, 2)
            else:
                scene.draw(app.screen)
            banks = [line for line in drawn if "bank" in line.lower() and "keep" in line.lower()]
            rolls = [line for line in drawn if "roll" in line and "keep" in line.lower()]
            assert banks and rolls, drawn
            for entry in entries:  # every row's number is on screen
                assert value_text("farkle", entry) in drawn
            assert {e.info["then"] for e in entries} == {"bank", "roll"}
            firsts.add("bank" if entries[0].info["then"] == "bank" else "roll")
        if len(firsts) == 2:
            return
        scene.perform(best)
    raise AssertionError(f"only {firsts} came first")
