"""'Skip to my turn' (issue 18): shown only while computers are to play before the human's next decision,
reachable by mouse, touch and keyboard, never running the presentation ahead of the session, and
followed by a summary, per computer seat, of what it did (from the log), closed by a tap or Enter."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.games import GAME_IDS  # noqa: E402
from game.scenes.shared.skip import KEY, SkipSummary  # noqa: E402
from game.session import Seat  # noqa: E402
from tests.uidriver import click, frames, game_app, key, settle_turn  # noqa: E402

SEATS = [Seat("human", "Ana"), Seat("ai", "", "easy"), Seat("ai", "", "medium")]


def play_until_computers(app, scene, limit=4000):
    """The human plays (Enter, or the first legal move) until the computers' turn is on screen."""
    for _ in range(limit):
        frames(app)
        if scene.skip.button.visible:
            return
        if scene.human_to_move():
            assert not scene.skip.button.visible  # never while the human decides
            scene.perform(scene.session.legal_actions()[0])
    raise AssertionError("the computers never moved")


def skip_and_settle(app, scene, how):
    marks = len(scene.log.entries)
    if how == "key":
        key(app, KEY)
    elif how == "click":
        click(app, scene.skip.button.rect.center)
    for _ in range(600):
        frames(app)
        if isinstance(app.stack.top, SkipSummary) or scene.finished:
            break
    return marks


@pytest.mark.parametrize(("game", "how"), [(g, h) for g in GAME_IDS for h in ("key", "click")])
def test_skip_plays_the_computers_at_once_and_the_screen_agrees_with_the_session(game, how):
    app = game_app(game, SEATS, seed=5, speed="normal")
    scene = app.stack.top
    play_until_computers(app, scene)
    mark = skip_and_settle(app, scene, how)
    summary = app.stack.top
    assert isinstance(summary, SkipSummary), type(summary)
    # the presentation caught up exactly: presented state, header, log, and the human may decide
    assert scene.presented is scene.session.state and not scene.busy
    assert scene.human_to_move() and not scene.skip.button.visible
    seat = scene.rules.current_player(scene.presented)
    assert scene.turn_seat == seat and scene.session.name_of(seat) in scene.status_line()
    fresh = scene.log.entries[mark:]
    assert fresh and scene.log.texts() == rebuilt_log(scene)
    # the summary: one heading per computer seat that acted, followed by its log lines
    rows = summary.lines()
    headings = [seat for seat, _, heading in rows if heading]
    acted = sorted({e.seat for e in fresh if e.seat in scene.agents})
    assert headings == acted and acted
    texts = [text for _, text, heading in rows if not heading]
    assert texts[-1] == fresh_text_of(scene, fresh, acted[-1])
    key(app, pygame.K_RETURN)  # Enter closes it ...
    frames(app, 2)
    assert app.stack.top is scene and scene.human_to_move()
    assert app.audio is None or app.audio.muted == app.settings.muted  # ... and the sound is back


def rebuilt_log(scene):
    scene.rebuild_log()
    return scene.log.texts()


def fresh_text_of(scene, fresh, seat):
    return [e for e in fresh if e.seat == seat][-1].text(scene.session.name_of)


def test_the_summary_closes_on_a_tap_and_speaks_german():
    app = game_app("farkle", SEATS, seed=5, speed="normal", lang="de")
    scene = app.stack.top
    play_until_computers(app, scene)
    assert scene.skip.button.label() == "Bis zu meinem Zug (F)"
    skip_and_settle(app, scene, "click")
    assert isinstance(app.stack.top, SkipSummary)
    click(app, (640, 400))
    frames(app, 2)
    assert app.stack.top is scene


def test_no_skip_in_hot_seat_and_the_f_key_does_nothing_then():
    app = game_app("exactly", [Seat("human", "Ana"), Seat("human", "Bo")], speed="normal")
    scene = settle_turn(app)
    for _ in range(200):
        frames(app)
        assert not scene.skip.button.visible
    before = len(scene.session.log)
    key(app, KEY)
    assert len(scene.session.log) == before


def test_tab_reaches_the_skip_button_and_enter_on_it_skips():
    app = game_app("starrows", SEATS, seed=5, speed="normal")
    scene = app.stack.top
    play_until_computers(app, scene)
    for _ in range(6):
        if scene.form.focused is scene.skip.button:
            break
        key(app, pygame.K_TAB)
    assert scene.form.focused is scene.skip.button
    key(app, pygame.K_RETURN)
    for _ in range(600):
        frames(app)
        if isinstance(app.stack.top, SkipSummary):
            break
    assert isinstance(app.stack.top, SkipSummary) and scene.human_to_move()


def test_a_menu_opened_while_skipping_stops_the_skip_and_brings_the_sound_back():
    app = game_app("farkle", SEATS, seed=5, speed="normal")
    scene = app.stack.top
    play_until_computers(app, scene)
    scene.skip.start()
    assert scene.skip.active and (app.audio is None or app.audio.muted)
    key(app, pygame.K_ESCAPE)  # the pause menu, in the same frame
    frames(app, 2)
    assert app.stack.top.name == "pause" and not scene.skip.active
    assert app.audio is None or app.audio.muted == app.settings.muted
