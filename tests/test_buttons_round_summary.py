"""Buttons (issue 18): the end of a round is summed up on screen and the next round waits for it; your
board stays where it is while the seat playing is shown large."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import i18n  # noqa: E402
from game.session import Seat  # noqa: E402
from tests.test_readable import Recorder  # noqa: E402
from tests.uidriver import frames, game_app, key  # noqa: E402

ANA = [Seat("human", "Ana"), Seat("ai", "", "easy")]


def play_to_summary(app, scene, limit=40000):
    """The human rolls until they can opt out, then opts out; stop when the round summary is up."""
    for _ in range(limit):
        if scene.summary is not None:
            return
        if scene.human_to_move():
            legal = scene.session.legal_actions()
            pick = ("opt_out",) if ("opt_out",) in legal else ("pass",) if ("pass",) in legal else legal[0]
            scene.perform(pick)
        frames(app)
    raise AssertionError("no round summary")


def test_the_round_summary_says_what_happened_and_waits_for_the_player(monkeypatch):
    app = game_app("buttons", ANA, seed=3, speed="normal")
    scene = app.stack.top
    play_to_summary(app, scene)
    assert scene.session.state.round == 2 and scene.presented.round == 1  # round 2 is not shown yet
    summary = scene.summary
    assert summary["round"] == 1 and set(summary["notes"]) == {0, 1}
    earned = scene.session.state.history[0]  # the stars each seat took home in round 1
    for seat, note in summary["notes"].items():
        assert note[0] in ("bust", "opted")
        assert (note[1] if note[0] == "opted" else 0) == earned[seat]
    for _ in range(600):  # ten seconds: it stays until the player goes on
        frames(app)
    assert scene.summary is not None and scene.presented.round == 1
    rec = Recorder(monkeypatch)
    rec.frame(app)  # what the player sees now
    drawn = [s for s, _ in rec.sizes]
    assert i18n.tr("buttons.scene.round_over", round=1) in drawn
    assert any(s.startswith("Opted out") or s.startswith("Bust in row") for s in drawn)
    assert i18n.tr("buttons.scene.next_round") in drawn  # the button is drawn over the veil
    assert any("bonus cards move on" in t for t in scene.log.texts())  # the log has caught up
    key(app, pygame.K_RETURN)
    for _ in range(600):
        frames(app)
        if scene.presented.round == 2:
            break
    assert scene.summary is None and scene.presented.round == 2


def test_a_table_of_computers_shows_the_summary_for_a_moment():
    app = game_app("buttons", [Seat("ai", "", "easy"), Seat("ai", "", "easy")], seed=3, speed="fast")
    scene = app.stack.top
    seen = False
    for _ in range(40000):
        frames(app)
        seen = seen or scene.summary is not None
        if scene.presented.round == 2:
            break
    assert seen and scene.summary is None and scene.presented.round == 2


def test_your_board_stays_big_while_the_seat_playing_is_shown_large_on_the_right():
    seats = [Seat("human", "Ana"), Seat("ai", "", "easy"), Seat("ai", "", "medium"), Seat("ai", "", "hard")]
    app = game_app("buttons", seats, seed=5, speed="fast")
    scene = app.stack.top
    computer_turns = set()
    for _ in range(6000):
        if scene.human_to_move():
            legal = scene.session.legal_actions()
            scene.perform(("roll",) if ("roll",) in legal else legal[0])
        frames(app)
        assert scene.focus.seat == 0 and scene.board_grid(0) == scene.geo.grid  # Ana's board never moves
        roller = scene.presented.roller
        if roller != 0 and scene.presented.phase == "place":
            panels = dict(scene.side_panels())
            assert panels[roller].height == max(p.height for p in panels.values())
            assert panels[roller].height > min(p.height for p in panels.values())
            computer_turns.add(roller)
        if len(computer_turns) == 2:
            break
    assert len(computer_turns) == 2


def test_side_panels_with_one_large_stay_inside_the_column():
    from game import layout
    from game.scenes.buttons import view

    for count in (1, 2, 3):
        standard = view.geometry(layout.STANDARD, count + 1)
        for large in range(count):
            panels = view.side_rects(standard, count, large)
            for p in panels:
                assert standard.side.contains(p) and p.contains(view.side_grid(p).inflate(8, 8))
                assert view.side_cell(p) >= 20
            assert view.side_cell(panels[large]) >= 34
            for a, b in zip(panels, panels[1:]):
                assert not a.colliderect(b)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_summary_card_holds_its_words_and_cards_in_either_language(lang, monkeypatch):
    app = game_app("buttons", ANA + [Seat("ai", "", "easy")], seed=3, speed="normal", lang=lang)
    scene = app.stack.top
    play_to_summary(app, scene)
    for seat in range(scene.n):  # the most bonus cards a seat can hold
        scene.seat_views[seat].bonus = list(range(4))
    rec = Recorder(monkeypatch)
    scene.draw_summary(app.screen)
    card = scene.summary_rect().inflate(-16, -16)
    heads = [i18n.tr(f"buttons.scene.summary_{k}") for k in ("seat", "round", "stars", "bonus")]
    placed = dict(rec.rects)
    assert all(h in placed for h in heads)  # whole words, not shortened
    outside = [(s, r) for s, r in rec.rects if not card.contains(r)]
    assert not outside
    rect, _, _, cols = scene.summary_form()
    right = rect.x + 28 + cols[3] + 12 + 3 * 24 + 12  # the fourth card's right edge
    assert right <= card.right


def test_leaving_the_game_with_the_summary_up_leaves_no_waiting_timeline():
    """The summary's wait is a step of the app's one timeline: a game left while it is up (Menu, then
    the title) must close it, or the next game's driver would wait behind it for ever."""
    from game.session import Session

    app = game_app("buttons", ANA, seed=3, speed="normal")
    scene = app.stack.top
    play_to_summary(app, scene)
    app.go_title()
    frames(app, 60)
    app.start_game(Session("farkle", {"players": 2}, ANA, 5))
    game = None
    for _ in range(900):
        frames(app)
        game = app.stack.top
        if getattr(game, "name", "") == "farkle" and game.human_to_move():
            break
    assert getattr(game, "name", "") == "farkle" and game.human_to_move()


@pytest.mark.parametrize("text_size", ["normal", "large"])
def test_the_summary_card_of_four_seats_fits_the_smallest_sideways_phone(text_size, monkeypatch):
    """640x360 CSS px (a 788x443 canvas): two rows a seat would be taller than the game area, so a row
    a seat; every word and card inside the card, the card and its button inside the game area."""
    seats = ANA + [Seat("ai", "", "easy"), Seat("ai", "", "medium")]
    app = game_app(
        "buttons", seats, seed=3, speed="normal", lang="de", viewport=(640, 360), text_size=text_size
    )
    scene = app.stack.top
    assert app.size == (788, 443)
    play_to_summary(app, scene)
    for seat in range(scene.n):
        scene.seat_views[seat].bonus = list(range(4))
    frames(app, 30)
    rec = Recorder(monkeypatch)
    scene.draw_summary(app.screen)
    rect = scene.summary_rect()
    assert scene.geo.area.contains(rect)
    card = rect.inflate(-16, -16)
    assert not [(s, r) for s, r in rec.rects if not card.contains(r)]
    button = scene.summary_button.rect
    assert card.contains(button) and min(button.size) >= 55
