"""The question a copy asks when another running copy is playing the same game (see game_lock.py)."""

from __future__ import annotations

from collections.abc import Callable

from game.i18n import tr
from game.scenes.confirm import ConfirmScene


def ask(app, session, start: Callable) -> None:
    """Offer to continue read-only (this copy never saves the game), to start a new game that is
    not saved either, or to go back. ``start(session)`` starts a game that this copy never saves."""
    game = tr(f"{session.game_id}.name")
    answers = []
    if session.log:  # a game in progress: look at it, even play on, but never save over the other copy
        answers.append((tr("lock.read_only"), lambda: start(session), "primary"))
    fresh = session if not session.log else session.restarted(seed=app.new_seed())
    answers.append((tr("lock.new_unsaved"), lambda: start(fresh), "secondary"))
    answers.append((tr("lock.back"), lambda: None, "secondary"))
    app.stack.push(ConfirmScene(app, tr("lock.title", game=game), tr("lock.body", game=game), answers))
