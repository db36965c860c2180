"""In the compact layout, tapping a title card's Continue opens that card's saved game (issue 26)."""

from __future__ import annotations

from game import games
from game.i18n import tr
from game.scenes.base import GameScene
from game.session import Seat, Session
from game.storage import MemoryStorage
from tests.uidriver import _label, click, make_app, settle


def _saved(game_id: str, moves: int) -> Session:
    rules = games.rules_for(game_id)
    session = Session(game_id, rules.default_config(2), [Seat("human", "Ana"), Seat("ai", "", "easy")], 4)
    while len([e for e in session.log if e.kind != "c"]) < moves:
        if session.at_chance:
            session.resolve_chance()
        else:
            session.act(session.legal_actions()[0])
    return session


def test_tapping_a_cards_continue_opens_that_cards_saved_game():
    store = MemoryStorage()
    app = make_app(layout="compact", storage=store)
    saved = {game_id: _saved(game_id, 1 + i) for i, game_id in enumerate(games.GAME_IDS)}
    for session in saved.values():
        app.autosave(session)
    for game_id, session in saved.items():
        app.go_title()
        settle(app)
        title = app.stack.top
        card = next(w for w in title.form.widgets if getattr(w, "game_id", None) == game_id)
        (cont,) = [
            w
            for w in title.form.widgets
            if hasattr(w, "label") and _label(w) == tr("title.continue") and card.rect.contains(w.rect)
        ]
        click(app, cont.rect.center)
        settle(app)
        scene = app.stack.top
        assert isinstance(scene, GameScene), f"{game_id}: {scene.name}"
        assert scene.session.game_id == game_id
        opened = [(e.kind, e.value) for e in scene.session.log]
        assert opened[: len(session.log)] == [(e.kind, e.value) for e in session.log]  # then it plays on
