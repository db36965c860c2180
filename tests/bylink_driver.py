"""Games by link on screen, for the by-link screen tests: a link opened as ``#m=`` does, and the way
on to the results by link."""

from __future__ import annotations

import pygame

from game.scenes.bylink_end import ByLinkResultsScene
from tests.uidriver import key, make_app, settle


def open_on_screen(storage, link, layout="standard", lang="en"):
    """The link opened as the page does with ``#m=`` (the app, whatever is on top)."""
    app = make_app(storage=storage, link=link, layout=layout, lang=lang)
    app.open_game_link()
    app.stack.apply_pending()
    return app


def until_results(app):
    """Step on (leaving "Last turn" with Esc) until the results are on top; the results scene."""
    for _ in range(40):
        settle(app)
        if isinstance(app.stack.top, ByLinkResultsScene):
            break
        key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, ByLinkResultsScene)
    return app.stack.top
