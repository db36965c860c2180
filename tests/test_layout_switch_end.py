"""Switching the layout while a game's last move is still being animated keeps the finished game:
its results appear, it is counted once, its save is dropped and its lock released (issue 26)."""

from __future__ import annotations

import pytest

from game import games
from game.scenes.base import GameScene
from game.scenes.settings import SettingsScene
from game.session import Seat, Session
from game.storage import MemoryStorage
from tests.uidriver import frames, make_app, play_out


def _near_the_end(game_id: str) -> tuple[Session, object]:
    """A game one human decision before its end (a random game played out, then cut back to the
    human's last decision), and that decision."""
    rules = games.rules_for(game_id)
    session = Session(game_id, rules.default_config(2), [Seat("human", "Ana"), Seat("ai", "", "easy")], 4)
    play_out(session, seed=2)
    data = session.to_dict()
    last = max(i for i, (kind, seat, _) in enumerate(data["log"]) if kind != "c" and seat == 0)
    action = rules.action_from_json(data["log"][last][2])
    data["log"] = data["log"][:last]
    return Session.from_dict(data), action


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_switching_the_layout_during_the_end_animation_keeps_the_finished_game(game_id):
    store = MemoryStorage()
    app = make_app(speed="normal", storage=store)
    session, last = _near_the_end(game_id)
    app.start_game(session, transition=False)
    app.stack.apply_pending()
    scene = app.stack.top
    frames(app, 2)
    assert scene.perform(last)
    for _ in range(3000):  # the computer may still move; stop while the end is being animated
        if session.is_over:
            break
        frames(app, 1)
    assert session.is_over and scene.busy and not scene.finished
    assert store.read(f"lock.{game_id}") is not None
    app.stack.push(SettingsScene(app))  # as the pause menu opens it
    app.stack.apply_pending()
    app.stack.top.change("layout", "compact")
    frames(app, 2)
    assert app.stack.top.name == "settings"
    app.stack.top.close()
    for _ in range(600):
        frames(app, 1)
        if app.stack.top.name == "results":
            break
    top = app.stack.top
    assert top.name == "results" and top.session is session
    assert isinstance(app.stack.scenes[0], GameScene) and app.stack.scenes[0].session is session
    assert app.settings.stats[game_id]["games"] == 1
    assert store.read(f"autosave.{game_id}") is None  # a finished game leaves no save behind
    assert store.read(f"lock.{game_id}") is None and game_id not in app.locks.held
    frames(app, 30)
    assert app.settings.stats[game_id]["games"] == 1  # counted once
