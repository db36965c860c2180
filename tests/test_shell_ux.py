"""The shell around the games: --lang is for one run, the browser page lets Space into text fields."""

import json
from pathlib import Path

from game import webenv
from game.scenes.settings import SettingsScene
from game.scenes.setup import SetupScene
from game.storage import MemoryStorage
from game.ui import TextField
from tests.uidriver import frames, make_app


def stored_language(storage) -> str:
    return json.loads(storage.read("settings"))["language"]


def test_lang_option_is_not_saved_into_the_players_settings():
    storage = MemoryStorage()
    make_app(lang="en", storage=storage).save_settings()
    app = make_app(lang="de", storage=storage)
    assert app.settings.language == "de"
    app.settings.volume = 0.3
    app.save_settings()  # any later save (volume, statistics) keeps the player's own language
    assert stored_language(storage) == "en"
    app.stack.push(SettingsScene(app))
    app.stack.apply_pending()
    app.stack.top.set_language("de")  # chosen in the settings: now it is the player's language
    assert stored_language(storage) == "de"


def test_the_game_tells_the_page_when_a_text_field_has_the_focus(monkeypatch):
    class Window:
        dcTextFocus = None

    win = Window()
    monkeypatch.setattr(webenv, "browser_window", lambda: win)
    monkeypatch.setattr(webenv, "_text_focus", None)
    app = make_app()
    app.stack.push(SetupScene(app, "farkle"))
    app.stack.apply_pending()
    form = app.stack.top.form
    frames(app)
    assert win.dcTextFocus is False
    form.set_focus(next(w for w in form.widgets if isinstance(w, TextField) and w.visible))
    frames(app)
    assert win.dcTextFocus is True


def test_the_loader_page_lets_space_through_while_typing():
    page = (Path(__file__).resolve().parent.parent / "web" / "loader.tmpl").read_text()
    assert "window.dcTextFocus &&" in page and 'ev.key === " "' in page


def test_setup_writes_custom_numbers_like_the_presets_in_each_language():
    from game import i18n

    app = make_app(lang="de")
    scene = SetupScene(app, "farkle")
    show = next(w.show for w in scene.form.widgets if 4000 in getattr(w, "values", ()))  # the limit's Choice
    assert show(4000) == "4.000 (eigene)" and "5.000" in show(5000)
    i18n.set_language("en")
    assert show(4000) == "4,000 (custom)" and "5,000" in show(5000)


def test_a_personal_best_names_its_options_in_words():
    from game.scenes.option_text import variant_text
    from game.session import variant_key

    key = variant_key({"players": 1, "limit": 5000, "bankruptcy": True})
    assert variant_text("farkle", key) == "Bankruptcy: On · Point limit: 5,000 (standard)"
