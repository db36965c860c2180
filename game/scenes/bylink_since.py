"""What happened since your last turn, when a game by link opens: the replay machinery of
``game/scenes/replay.py`` over the link's game, started where ``seat`` last moved.

The seam for "Last turn" (the replay of the opponents' turns since yours): ``since_scene(app,
session, seat, back)`` takes the session and the seat, nothing else of games by link.
"""

from __future__ import annotations

from game import theme
from game.bylink import TapeDice, since_last_turn
from game.scenes.replay import _mode_class, viewer_seats
from game.session import Session


def since_scene(app, session: Session, seat: int, back):
    """A replay of ``session`` from just after ``seat``'s last turn to now (``back`` on leaving)."""
    fresh = Session(session.game_id, session.config, viewer_seats(session.seats), session.seed)
    fresh.dice = TapeDice(session)
    theme.set_seat_styles(session.seat_styles())
    scene = _mode_class(session.game_id)(app, fresh)
    scene.setup_mode(session, back)
    scene.jump(since_last_turn(session, seat))
    return scene
