"""The title screen's notice says how to close it and whether another one follows."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.i18n import set_language, tr  # noqa: E402
from game.notices import Notice, game_what  # noqa: E402
from tests.test_readable import Recorder  # noqa: E402
from tests.uidriver import frames, key, make_app  # noqa: E402


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_notice_says_how_to_close_it_and_that_another_follows(lang, monkeypatch):
    app = make_app(lang)
    set_language(lang)
    try:
        app.notify(Notice("err.save_unreadable", "what.settings", detail="Permission denied"))
        app.notify(Notice("err.save_failed", **game_what("chains"), detail="No space left on device"))
        rec = Recorder(monkeypatch)
        frames(app, 2)
        drawn = dict(rec.rects)
        assert tr("title.notice_next", n=1) in drawn
        hint = drawn[tr("title.notice_next", n=1)]
        assert max(r.bottom for s, r in rec.rects if s in app.notice_text()) < hint.top  # below the text
        key(app, pygame.K_ESCAPE)
        rec.clear()
        frames(app, 2)
        assert len(app.notices) == 1 and tr("title.notice_close") in dict(rec.rects)
        key(app, pygame.K_ESCAPE)
        rec.clear()
        frames(app, 2)
        assert not app.notices and tr("title.notice_close") not in dict(rec.rects)
    finally:
        set_language("en")
