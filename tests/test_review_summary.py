"""The Review's pure layer: the per-seat summary, the numbering of decisions, and luck."""

from __future__ import annotations

import pygame
import pytest

from game.ai.base import finish
from game.coach import advise
from game.coach import luck as luck_of
from game.coach.review import review_of
from game.games import make_agent, rules_for
from game.rules.farkle import DECIDE, FarkleState
from game.session import LogEntry, Seat, Session


def play(game_id: str, seed: int, first=None, players: int = 2) -> Session:
    """Seat 0 plays ``first(state)`` (the coach's first choice by default), the others the medium computer."""
    seats = [Seat("human", "Ann")] + [Seat("ai", "", "medium") for _ in range(players - 1)]
    session = Session(game_id, {"players": players}, seats, seed)
    medium = [make_agent(game_id, i, "medium", seed) for i in range(players)]
    while not session.is_over:
        if session.at_chance:
            session.resolve_chance()
        elif session.current == 0:
            session.act(first(session.state) if first else advise(game_id, session.state)[0].action)
        else:
            session.act(medium[session.current].choose(session.state))
    return session


def reviewed(session: Session, seats=frozenset({0})):
    review = review_of(
        session.game_id, session.rules, session._before, session.state, session.log, set(seats)
    )
    finish(review.steps())
    return review


@pytest.mark.parametrize("game_id", ["exactly", "starrows"])
def test_following_the_coach_gives_an_empty_review_and_a_full_match(game_id):
    session = play(game_id, 5)
    review = reviewed(session)
    assert review.mistakes == {}
    summary = review.summary[0]
    assert summary.matched == summary.decisions == len(review.items) > 5
    assert summary.cost == 0


def test_decision_numbers_count_only_decisions_with_a_choice_without_gaps():
    session = play("farkle", 3, first=lambda s: rules_for("farkle").legal_actions(s)[-1])
    review = reviewed(session)
    with_choice = [
        i
        for i, e in enumerate(session.log)
        if e.kind == "a" and e.seat == 0 and len(session.rules.legal_actions(session._before[i])) > 1
    ]
    single = [i for i, e in enumerate(session.log) if e.kind == "a" and e.seat == 0 and i not in with_choice]
    assert single, "Farkle's opening roll is a decision without a choice: it must not be counted"
    assert [d.index for d in review.items] == with_choice
    assert [d.number for d in review.items] == list(range(1, len(with_choice) + 1))


def test_the_summary_counts_matches_and_adds_up_the_costs():
    """A player who always takes the coach's last choice: every loss is counted, in the card's unit."""
    session = play("buttons", 2, first=lambda s: advise("buttons", s)[-1].action)
    review = reviewed(session)
    summary = review.summary[0]
    losses = []
    for d in review.items:
        entries = advise("buttons", d.state)
        losses.append(entries[0].value - next(e.value for e in entries if e.action == d.action))
    assert summary.decisions == len(review.items)
    assert summary.matched == sum(1 for x in losses if x <= 1e-9) < summary.decisions
    assert summary.cost == pytest.approx(sum(x for x in losses if x > 1e-9))
    assert summary.unit == "stars"
    assert sum(len(v) for v in review.mistakes.values()) == min(3, summary.decisions - summary.matched)


def test_farkle_luck_matches_a_game_computed_by_hand():
    """Turn totals of 18,500 and more, where banking is always best, so every value is arithmetic:
    rolling one die at total t is worth (t + 100)/6 (a 1, hot dice, bank) + (t + 50)/6 (a 5, bank);
    anything else farkles (0). Ann rolls one die at 18,500 and gets a 5: the dice gave
    18,550 - 37,150/6. She banks. Next turn, at 18,500 again, her die shows a 3: a farkle, the dice
    took 37,150/6. Bob's roll between the two is his luck, not hers."""
    rules = Session("farkle", {"players": 2}, [Seat("human"), Seat("human")], 1).rules
    start = FarkleState(
        2, 20000, False, 0, DECIDE, (1, 1, 1, 1, 1), ((1, 1, 1, 1, 1),), 18500, (0, 0), ((), ())
    )
    states, log = [], []

    def step(state, kind, seat, value):
        states.append(state)
        log.append(LogEntry(kind, seat, value))
        if kind == "a":
            return rules.apply(state, value)[0]
        return rules.apply_chance(state, value)[0]

    s = step(start, "a", 0, ("roll",))
    s = step(s, "c", None, ("dice", (5,)))
    s = step(s, "a", 0, ("keep", (5,)))
    s = step(s, "a", 0, ("bank",))  # Bob's turn
    s = step(s, "a", 1, ("roll",))
    s = step(s, "c", None, ("dice", (2, 3, 3, 4, 4, 6)))  # Bob farkles
    from dataclasses import replace

    s = replace(s, turn_total=18500, kept=((1, 1, 1, 1, 1),), phase=DECIDE, roll=(1, 1, 1, 1, 1))
    s = step(s, "a", 0, ("roll",))
    s = step(s, "c", None, ("dice", (3,)))
    review = review_of("farkle", rules, states, s, log, {0})
    finish(review.steps())
    by_hand = (18550 - 37150 / 6) + (0 - 37150 / 6)
    assert review.luck[0].rolls == 2
    assert review.luck[0].total == pytest.approx(by_hand)
    assert review.luck[0].unit == "points"
    assert 1 not in review.luck


@pytest.mark.parametrize("game_id", ["farkle", "buttons", "starrows", "exactly"])
def test_every_rolls_luck_averages_zero_over_its_outcomes(game_id):
    """Luck measures the dice and nothing else: over every outcome of a roll (weighted by its
    chance) the luck is zero, for the rolls of a real game."""
    last = lambda s: rules_for(game_id).legal_actions(s)[-1]  # noqa: E731 - quick to play
    session = play(game_id, 4, first=None if game_id == "starrows" else last)
    rolls = luck_of.rolls(game_id, session.rules, session._before, session.state, session.log, {0})
    assert rolls
    few = sorted(rolls, key=lambda r: len(session.rules.chance_outcomes(session._before[r.index])))
    for roll in few[:1] if game_id == "buttons" else few[:2]:  # rolls of few dice: quick to enumerate
        at = session._before[roll.index]
        outcomes = session.rules.chance_outcomes(at)
        if game_id == "buttons":  # 4,536 rolls; what counts is the white die and the black dice's faces
            groups: dict = {}
            for outcome, p in outcomes:
                key = (outcome[1], frozenset((outcome[2], *outcome[3])))
                groups[key] = (groups.get(key, (outcome, 0.0))[0], groups.get(key, (outcome, 0.0))[1] + p)
            outcomes = list(groups.values())
        total = 0.0
        for outcome, p in outcomes:
            after = session.rules.apply_chance(at, outcome)[0]
            total += p * finish(
                luck_of.roll_steps(
                    game_id,
                    session.rules,
                    luck_of.Roll(roll.index, roll.seat, roll.before, after, roll.action),
                )
            )
        assert total == pytest.approx(0, abs=1e-3)


def review_screen(game_id: str, layout: str, first=None, players: int = 2):
    """A review scene of a game where Ann always took the coach's last choice (or ``first``'s),
    worked through."""
    from game.scenes.review import ReviewScene
    from tests.uidriver import game_app

    app = game_app(game_id, [Seat("human", "Ann"), Seat("ai", "", "medium")], 2, layout=layout)
    session = play(game_id, 2, first or (lambda s: advise(game_id, s)[-1].action), players)
    scene = ReviewScene(app, session)
    app.stack.push(scene)
    app.step(1 / 60, [])
    while not scene.task.done:  # the coach's slices, without drawing a frame between them
        scene.task.step(1.0)
    app.step(1 / 60, [])
    return app, scene


def drawn_text(scene, monkeypatch) -> str:
    """Every string the scene draws now (its buttons' labels included), joined by spaces."""
    import pygame

    from game import theme
    from game.ui import Button

    drawn = []
    with monkeypatch.context() as m:
        for name in ("text", "text_fit"):
            real = getattr(theme, name)
            m.setattr(theme, name, lambda s, t, *a, _r=real, **k: drawn.append(t) or _r(s, t, *a, **k))
        scene.draw(pygame.Surface(scene.app.screen.get_size()))
    drawn += [
        w.label() for w in scene.form.widgets if w.visible and isinstance(w, Button) and callable(w.label)
    ]
    return " ".join(drawn)


@pytest.mark.parametrize("layout", ["standard", "compact"])
def test_the_review_screen_shows_the_summary_and_the_luck_line(layout, monkeypatch):
    app, scene = review_screen("buttons", layout)
    text = drawn_text(scene, monkeypatch)
    summary = scene.review.summary[0]
    assert f"Ann: {summary.matched} of {summary.decisions} choices as good as the coach's" in text
    assert "Luck: the dice gave" in text and f"({scene.review.luck[0].rolls} rolls)" in text


@pytest.mark.parametrize("layout", ["standard", "compact"])
def test_find_a_better_move_hides_the_answer_lists_every_other_choice_and_judges_the_pick(
    layout, monkeypatch
):
    from tests.uidriver import button, click

    app, scene = review_screen("exactly", layout, lambda s: rules_for("exactly").legal_actions(s)[-1], 4)
    session = scene.session
    many = max(range(len(scene.items())), key=lambda i: len(scene.items()[i].entries))
    scene.index = many  # the decision with the most choices: more than a page of them
    mistake = scene.items()[many]
    assert len(mistake.entries) > 6  # more than a page of other choices in the standard layout
    before = drawn_text(scene, monkeypatch)
    assert "The coach sees a better choice here" in before and "The coach preferred" not in before
    click(app, button(app, "Find a better move").rect.center)
    legal = session.rules.legal_actions(mistake.decision.state)
    seen = []
    for _ in range(200):  # every page of choices
        seen += [e.action for e in scene.find.on_page()]
        if len(seen) >= len(legal) - 1:
            break
        click(app, button(app, "More choices").rect.center)
    assert sorted(map(repr, seen)) == sorted(repr(a) for a in legal if a != mistake.decision.action)
    assert "The coach preferred" not in drawn_text(scene, monkeypatch)
    best = mistake.best.action
    while best not in [e.action for e in scene.find.on_page()]:
        click(app, button(app, "More choices").rect.center)
    slot = [e.action for e in scene.find.on_page()].index(best)
    label = scene.find.label(slot)
    click(app, button(app, label).rect.center)
    assert scene.find.state() == "shown", (label, scene.find.state(), scene.find.picked)
    after = drawn_text(scene, monkeypatch)
    assert "The coach preferred" in after and "as good as the coach's first choice: found!" in after
    # another reviewed decision asks again; a worse pick is judged in the card's unit
    click(app, button(app, "Next" if many + 1 < len(scene.items()) else "Previous").rect.center)
    click(app, button(app, "Find a better move").rect.center)
    second = scene.items()[scene.index]
    worst = min(second.others(session.rules.legal_actions(second.decision.state)), key=lambda e: e.value)
    scene.find.picked[second.decision.index] = worst
    scene.find.phase[second.decision.index] = "shown"
    assert "no better: it gives away" in drawn_text(scene, monkeypatch) or "still gives away" in drawn_text(
        scene, monkeypatch
    )


@pytest.mark.parametrize("layout", ["standard", "compact"])
def test_a_choice_to_pick_too_long_for_one_line_is_shown_whole_on_two(layout, monkeypatch):
    from game import theme
    from tests.uidriver import button, click

    app, scene = review_screen("exactly", layout, lambda s: rules_for("exactly").legal_actions(s)[-1])
    click(app, button(app, "Find a better move").rect.center)
    labels = [scene.find.label(k) for k in range(len(scene.find.on_page()))]
    width = scene.form.widgets[2].rect.width - 16  # the first choice's button
    assert any(theme.font(theme.MIN_TEXT, True).size(label)[0] > width for label in labels)
    drawn = []
    real = theme.text
    monkeypatch.setattr(
        theme,
        "text",
        lambda s, t, pos, size=24, *a, **k: drawn.append((t, size)) or real(s, t, pos, size, *a, **k),
    )
    scene.draw(pygame.Surface(app.screen.get_size()))
    words = " ".join(t for t, _ in drawn)
    for label in labels:
        assert label.split()[-1] in words and "…" not in words, label
    assert min(size for _, size in drawn) >= theme.MIN_TEXT


def test_a_loss_the_cards_cannot_show_is_no_mistake():
    """The Review lists a decision only where the player's cards read differently ("gave away 1
    percentage point" while both cards show "win 24%" is no mistake): the screen's rule decides."""
    from game.scenes.shared.coach_text import loss_words

    session = play("farkle", 3, first=lambda s: rules_for("farkle").legal_actions(s)[-1])
    plain = reviewed(session)
    assert plain.mistakes[0], "taking the last choice always must cost something"
    shown = review_of(
        "farkle", session.rules, session._before, session.state, session.log, {0},
        shows_loss=lambda best, chosen: loss_words("farkle", best, chosen) is not None,
    )  # fmt: skip
    finish(shown.steps())
    for mistake in shown.mistakes.get(0, []):
        assert loss_words("farkle", mistake.best, mistake.chosen) is not None
    hidden = review_of(
        "farkle", session.rules, session._before, session.state, session.log, {0},
        shows_loss=lambda best, chosen: False,
    )  # fmt: skip
    finish(hidden.steps())
    assert hidden.mistakes == {}
    # no mistake, yet not "as good as the coach's" either: the losses too small to show are close
    summary, strict = hidden.summary[0], plain.summary[0]
    assert summary.matched == strict.matched and summary.matched + summary.close == summary.decisions
    assert summary.close == strict.decisions - strict.matched > 0
    assert summary.cost == pytest.approx(strict.cost)


def test_the_count_tells_as_good_from_close():
    """A player who takes the coach's second choice: "as good as the coach's" counts only choices
    that lost nothing; a loss too small for the cards to show is counted as close, and its cost
    is in the rest's cost; every decision is in exactly one of the three."""
    from game.scenes.review import summary_lines
    from game.scenes.shared.coach_text import loss_words

    def second(state):
        entries = advise("farkle", state)
        return entries[1].action if len(entries) > 1 else entries[0].action

    session = play("farkle", 4, first=second)
    review = review_of(
        "farkle", session.rules, session._before, session.state, session.log, {0},
        shows_loss=lambda best, chosen: loss_words("farkle", best, chosen) is not None,
    )  # fmt: skip
    finish(review.steps())
    equal = close = shown = 0
    cost = 0.0
    for d in review.items:
        entries = advise("farkle", d.state)
        chosen = next(e for e in entries if e.action == d.action)
        lost = entries[0].value - chosen.value
        if lost <= 1e-9:
            equal += 1
        else:
            cost += lost
            if loss_words("farkle", entries[0], chosen) is None:
                close += 1
            else:
                shown += 1
    summary = review.summary[0]
    assert (summary.matched, summary.close) == (equal, close) and close > 0 and equal > 0
    assert summary.matched + summary.close + shown == summary.decisions
    assert summary.cost == pytest.approx(cost)
    (line, *_) = summary_lines(review, 0, "Ann")
    assert line.startswith(
        f"Ann: {equal} of {summary.decisions} choices as good as the coach's, {close} close"
    )


def test_at_three_players_the_review_says_its_farkle_numbers_are_a_duel_not_the_chance_to_win():
    """Before the final round the coach's numbers at 3+ players are the duel against the top rival
    (the card reads "duel 37%"), so the Review's losses and its cost say so, not "chance to win"."""
    from game.scenes.review import summary_lines
    from game.scenes.shared.coach_text import loss_words

    session = play("farkle", 3, first=lambda s: rules_for("farkle").legal_actions(s)[-1], players=3)
    review = review_of(
        "farkle", session.rules, session._before, session.state, session.log, {0},
        shows_loss=lambda best, chosen: loss_words("farkle", best, chosen) is not None,
    )  # fmt: skip
    finish(review.steps())
    races = [m for m in review.mistakes[0] if m.best.info.get("caption") == "coach.caption.farkle.race"]
    assert races
    for m in races:
        words = loss_words("farkle", m.best, m.chosen)
        assert words.endswith("of your duel chance against your top rival") and "chance to win" not in words
    assert review.summary[0].unit == "race"
    (line, *_) = summary_lines(review, 0, "Ann")
    assert line.endswith("duel chance against your top rival") and "chance to win" not in line
