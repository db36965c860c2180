"""Where players meet share codes: title ("Open a code", Demo), the code card, replay, challenge, results."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game import games, share, webenv
from game.scenes.code_card import CodeCardScene, OpenCodeScene, link_scene
from game.scenes.replay import ReplayMixin
from game.scenes.share_box import ShareScene, comparison
from game.scenes.watch_setup import WatchSetupScene
from game.session import Seat, Session
from tests.test_share import entries, play
from tests.uidriver import click, frames, key, make_app, sparse_drawing

ROOT = Path(__file__).resolve().parent.parent


def run_until(app, pred, limit=20000):
    with sparse_drawing(app):
        for _ in range(limit):
            if pred():
                return True
            app.step(1 / 60, [])
    return pred()


def button(app, key_text):
    from game.i18n import tr

    for w in app.stack.top.form.widgets:
        label = getattr(w, "label", None)
        if label is not None and (label() if callable(label) else label) == tr(key_text):
            return w
    raise AssertionError(f"no button {key_text}")


def press(app, key_text):
    click(app, button(app, key_text).rect.center)
    app.stack.apply_pending()


def stored(app) -> dict:
    return dict(app.storage.data)  # the MemoryStorage of make_app


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_the_replay_scene_plays_the_original_game_and_touches_nothing(game_id):
    original = play(game_id, [Seat("human", "Ana"), Seat("ai", "", "hard")], 21, agents=True)
    app = make_app()
    before = stored(app)
    app.stack.push(CodeCardScene(app, share.decode(share.encode(original))))
    app.stack.apply_pending()
    press(app, "card.watch")
    scene = app.stack.top
    assert isinstance(scene, ReplayMixin)
    assert run_until(app, lambda: scene.finished)
    frames(app, 30)
    assert entries(scene.session) == entries(original)
    assert app.stack.top is scene  # no results screen, no statistics
    assert stored(app) == before and app.finished_result is None
    scene.to_start()
    assert scene.position == 0 and scene.session.log == [] or all(e.kind == "c" for e in scene.session.log)
    scene.to_end()
    assert entries(scene.session) == entries(original) and scene.at_end()
    scene.step_back()
    assert scene.position == len(scene.marks) - 1 and not scene.session.is_over
    scene.step_forward()
    assert run_until(app, lambda: scene.finished)
    assert entries(scene.session) == entries(original)


def test_no_input_reaches_the_game_in_a_replay():
    original = play("farkle", [Seat("human", "Ana"), Seat("ai", "", "easy")], 3, agents=True)
    app = make_app()
    from game.scenes.replay import replay_scene

    scene = replay_scene(app, share.decode(share.encode(original)), app.go_title)
    app.stack.reset(scene)
    app.stack.apply_pending()
    scene.toggle()  # paused
    frames(app, 5)
    log = list(scene.session.log)
    for x in range(20, 1280, 90):
        for y in range(80, 660, 70):
            click(app, (x, y))
    for k in (
        pygame.K_1,
        pygame.K_2,
        pygame.K_3,
        pygame.K_b,
        pygame.K_r,
        pygame.K_z,
        pygame.K_u,
    ):  # Farkle's keys
        key(app, k)
    frames(app, 10)
    assert scene.session.log == log and app.stack.top is scene
    key(app, pygame.K_PERIOD)  # one step forward
    frames(app, 120)
    assert len([e for e in scene.session.log if e.kind == "a"]) == len([e for e in log if e.kind == "a"]) + 1
    key(app, pygame.K_ESCAPE)
    app.stack.apply_pending()
    frames(app, 30)
    assert app.stack.top.name == "title"


def test_open_a_code_from_the_title_refuses_bad_codes_and_opens_good_ones():
    original = play("exactly", [Seat("human", "Ana"), Seat("ai", "", "hard")], 8, agents=True)
    code = share.encode(original)
    app = make_app()
    press(app, "share.open")
    frames(app, 20)
    field = app.stack.top
    assert isinstance(field, OpenCodeScene)
    app.step(1 / 60, [pygame.event.Event(pygame.TEXTINPUT, text=code[:-3])])
    key(app, pygame.K_RETURN)
    assert run_until(app, lambda: field.task is None, 600)  # decoded a slice a frame: more frames under load
    assert field.error == share.explain(share.ShareError("share.err.truncated")) and app.stack.top is field
    field.set("")
    pygame.scrap.put_text("https://example.org/dice/#g=" + code)
    key(app, pygame.K_v, pygame.KMOD_CTRL)
    key(app, pygame.K_RETURN)
    assert run_until(app, lambda: field.task is None, 600)
    app.stack.apply_pending()
    card = app.stack.top
    assert isinstance(card, CodeCardScene) and card.shared.seed == 8
    frames(app, 5)
    press(app, "card.challenge")
    frames(app, 40)
    game = app.stack.top
    session = game.session
    assert session.dice is not None and session.seats[0] == Seat("human", "", "medium", -1)
    assert session.seats[1] == original.seats[1] and session.seed == original.seed
    assert json.loads(app.storage.read("autosave.exactly"))["challenge"]["name"] == "Ana"


def opened_link(app, monkeypatch, text):
    """What the page opened with ``text`` as its address's hash shows once the code is decoded."""
    monkeypatch.setattr(webenv, "location_hash", lambda: text)
    scene = link_scene(app)
    if scene is None:
        return None
    assert isinstance(scene, OpenCodeScene) and scene.task is not None  # decoding, a slice a frame
    app.stack.push(scene)
    app.stack.apply_pending()
    assert run_until(app, lambda: scene.task is None, 600)
    app.stack.apply_pending()
    return app.stack.top


def test_a_link_opens_the_card_or_says_why_not(monkeypatch):
    code = share.encode(play("chains", [Seat("human", "Ana"), Seat("ai", "", "easy")], 2))
    app = make_app()
    assert isinstance(opened_link(app, monkeypatch, f"#g={code}&utm=x"), CodeCardScene)
    refused = opened_link(app, monkeypatch, f"#g={code[:-1]}X")
    assert isinstance(refused, OpenCodeScene) and refused.error
    assert opened_link(app, monkeypatch, "") is None


def finish_against_computer(game_id, seats, seed=4, dice_from=None):
    """A game whose human seat is played by the test (first legal action) to the results screen."""
    app = make_app()
    if dice_from is not None:
        session = share.decode(share.encode(dice_from)).challenge_session()
    else:
        session = Session(game_id, games.rules_for(game_id).default_config(len(seats)), seats, seed)
    app.start_game(session, transition=False)
    app.stack.apply_pending()
    scene = app.stack.top
    me = games.make_agent(session.game_id, 0, "medium", 1)  # plays the human seat, by the scene's input path
    for _ in range(40000):
        if app.stack.top.name == "results":
            return app
        if scene.human_to_move():
            scene.perform(me.choose(scene.session.state))
        app.step(1 / 60, [])
    raise AssertionError("no results")


def test_share_on_the_results_screen_copies_the_code_of_this_game():
    app = finish_against_computer("farkle", [Seat("human", "Ana"), Seat("ai", "", "easy")])
    results = app.stack.top
    session = results.session
    frames(app, 40)
    press(app, "share.button")
    box = app.stack.top
    assert isinstance(box, ShareScene) and box.status == "share.copied_code"
    assert pygame.scrap.get_text() == box.code
    assert entries(share.decode(box.code).session) == entries(session)
    key(app, pygame.K_ESCAPE)
    app.stack.apply_pending()
    assert app.stack.top is results


def test_a_challenge_result_shows_both_results_side_by_side():
    original = play("farkle", [Seat("human", "Ana")], 6, agents=True)
    app = finish_against_computer("farkle", None, dice_from=original)
    results = app.stack.top
    title, you, them = comparison(results.session)
    assert "Ana" in title and you.startswith("You: ") and them.startswith("Ana: ")
    assert f"{original.outcome().scores[0]:,}" in them and str(original.turns()) in them
    frames(app, 40)


def test_watch_the_computers_from_a_title_card_never_saves_or_counts():
    app = make_app()
    stats_before = json.dumps(app.settings.stats, sort_keys=True, default=str)
    before = stored(app)
    demo = [w for w in app.stack.top.form.widgets if getattr(w, "game_id", None) == "buttons"][-1]
    click(app, demo.rect.center)
    app.stack.apply_pending()
    frames(app, 20)
    assert isinstance(app.stack.top, WatchSetupScene)
    press(app, "watch.start")
    frames(app, 30)
    scene = app.stack.top
    assert isinstance(scene, ReplayMixin) and all(s.is_ai for s in scene.session.seats)
    assert run_until(app, lambda: scene.finished, 60000)
    frames(app, 30)
    assert app.stack.top is scene and stored(app) == before
    assert json.dumps(app.settings.stats, sort_keys=True, default=str) == stats_before
    press(app, "replay.leave")
    frames(app, 30)
    assert app.stack.top.name == "title"


def run_main(*args):
    return subprocess.run(
        [sys.executable, "main.py", *args], cwd=ROOT, capture_output=True, text=True, timeout=300
    )


@pytest.mark.parametrize("game_id", ["chains", "starrows"])
def test_cli_autoplay_share_replay_gives_the_same_result(tmp_path, game_id):
    first, second = tmp_path / "a.json", tmp_path / "b.json"
    done = run_main("--autoplay", "--headless", "--game", game_id, "--players", "ai:easy,ai:medium",
                    "--seed", "5", "--result", str(first))  # fmt: skip
    assert done.returncode == 0, done.stderr
    original = json.loads(first.read_text())
    done = run_main("--replay", original["share"], "--headless", "--result", str(second))
    assert done.returncode == 0, done.stderr
    replayed = json.loads(second.read_text())
    for field in ("winners", "scores", "places", "turns", "players", "share"):
        assert replayed[field] == original[field], field


def test_cli_bad_codes_exit_2_with_one_line_and_help_explains_the_flags():
    for args in (["--replay", "DCnonsense"], ["--challenge", "hello"], ["--replay", "x", "--game", "farkle"]):
        done = run_main(*args)
        assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1, done.stderr
    text = run_main("--help").stdout
    assert "--replay CODE" in text and "--challenge CODE" in text
