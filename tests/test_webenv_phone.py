"""The Python side of the phone page (issue 29): what the game asks of the page through pygbag's
``platform.window``, with a stand-in for the page (``FakePage``: the functions web/loader.tmpl
defines, answering as the page does). The page's side of each call is tested in Chromium
(tests/test_browser.py, tests/browser/run_page_stub.mjs); ``test_every_call_exists_in_the_page``
ties the two together by name.
"""

from __future__ import annotations

import json
import re
import types
from pathlib import Path

import pygame
import pytest

from game import share, webenv
from game.i18n import tr
from game.scenes.code_card import OpenCodeScene
from game.scenes.setup import SetupScene
from game.scenes.share_box import ShareScene
from game.session import Seat
from game.ui import TextField
from tests.test_share import play
from tests.uidriver import _label, click, frames, make_app

ROOT = Path(__file__).resolve().parent.parent


class FakePage:
    """The page's dc* functions as game/webenv.py calls them (web/loader.tmpl)."""

    def __init__(self, touch: bool = True, base: str = "", fullscreen: bool = True):
        self.touch, self.base, self.fullscreen = touch, base, fullscreen
        self.calls: list[tuple] = []
        self.polls: list[str] = []  # what dcTextPoll answers next, oldest first
        self.dcTextFocus = None
        self.dcPasteState = 0  # 0 waiting, 1 read, -1 refused (web/loader.tmpl dcPaste)
        self.dcPastedText = ""
        self.dcCopied = 0
        self.location = types.SimpleNamespace(hash="")

    def dcTextOpen(self, *args):
        self.calls.append(("open", *args))
        return self.touch

    def dcTextClose(self):
        self.calls.append(("close",))

    def dcTextPoll(self):
        return self.polls.pop(0) if self.polls else ""

    def dcShareBase(self):
        return self.base

    def dcShare(self, text):
        self.calls.append(("share", text))
        return True

    def dcPaste(self):
        self.calls.append(("paste",))
        self.dcPasteState, self.dcPastedText = 0, ""  # waiting for the browser
        return True

    def dcPersist(self):
        self.calls.append(("persist",))
        return True

    def dcFullscreenAvailable(self):
        return self.fullscreen

    def dcToggleFullscreen(self):
        self.calls.append(("fullscreen",))
        return True

    def dcSay(self, text):
        self.calls.append(("say", text))

    def matchMedia(self, query):
        return types.SimpleNamespace(matches=self.touch and query == "(pointer: coarse)")

    def eval(self, source):
        self.calls.append(("eval", source))


@pytest.fixture
def page(monkeypatch):
    win = FakePage()
    monkeypatch.setattr(webenv, "browser_window", lambda: win)
    monkeypatch.setattr(webenv, "_text_focus", None)
    return win


def name_field_app():
    app = make_app()
    app.stack.push(SetupScene(app, "farkle"))
    app.stack.apply_pending()
    form = app.stack.top.form
    field = next(w for w in form.widgets if isinstance(w, TextField) and w.visible)
    return app, form, field


def test_a_focused_text_field_opens_the_phone_keyboard_over_it_and_takes_what_is_typed(page):
    app, form, field = name_field_app()
    frames(app)
    assert not [c for c in page.calls if c[0] == "open"]  # no field focused yet
    form.set_focus(field)
    frames(app)
    opened = [c for c in page.calls if c[0] == "open"]
    assert opened == [("open", *field.rect, *app.screen.get_size(), field.get(), field.max_len)]
    page.polls.append(json.dumps({"value": "Zoë Ann", "enter": False}))  # typed, space included
    frames(app)
    assert field.get() == "Zoë Ann"
    page.polls.append(json.dumps({"value": "x" * 40, "enter": False}))  # a paste longer than the field
    frames(app)
    assert field.get() == "x" * field.max_len
    # the field's filtered text goes back to the page, so both show the same
    assert page.calls[-1] == ("open", *field.rect, *app.screen.get_size(), "x" * field.max_len, field.max_len)
    pygame.event.clear()
    page.polls.append(json.dumps({"value": "Zoë", "enter": True}))  # Enter / Done
    frames(app)
    assert field.get() == "Zoë"
    returns = [e for e in pygame.event.get(pygame.KEYDOWN) if e.key == pygame.K_RETURN]
    assert len(returns) == 1  # the game gets Enter as from a keyboard
    form.set_focus(next(w for w in form.widgets if not isinstance(w, TextField) and w.visible))
    frames(app)
    assert page.calls[-1] == ("close",)


def test_on_a_desktop_the_page_declines_and_keys_work_as_before(page):
    page.touch = False
    app, form, field = name_field_app()
    form.set_focus(field)
    page.polls.append(json.dumps({"value": "never read", "enter": False}))
    frames(app, 3)
    assert [c[0] for c in page.calls] == ["open"]  # asked once; the page said no
    assert page.polls  # never polled
    before = field.get()
    frames(app, events=[pygame.event.Event(pygame.TEXTINPUT, text="b")])
    assert field.get() == before + "b"


def test_natively_nothing_is_asked():
    assert webenv.browser_window() is None
    keyboard = webenv.PhoneKeyboard()
    field = TextField((0, 0, 100, 40), lambda: "a", lambda t: None)
    assert keyboard.frame(field, (1280, 720)) is False
    assert webenv.request_persistent_storage() is False
    assert webenv.fullscreen_available() is False
    assert webenv.share_link("CODE") == "CODE"
    webenv.say("a line")  # no page: nothing happens, nothing raises


def test_share_links_start_with_the_site_address_or_are_the_bare_code(page):
    page.base = "https://example.org/dice/"
    assert webenv.share_link("ABC") == "https://example.org/dice/#g=ABC"
    page.base = ""  # no address given, or inside itch.io (the page decides: dcShareBase)
    assert webenv.share_link("ABC") == "ABC"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_share_without_a_home_gives_the_code_and_how_to_open_it(page, monkeypatch, lang):
    monkeypatch.setattr(webenv, "IS_WEB", True)
    session = play("chains", [Seat("human", "Ana"), Seat("ai", "", "easy")], 2)
    app = make_app(lang=lang)
    box = ShareScene(app, session)
    assert box.link == box.code and box.status == "share.copied_code"
    copied = [c[1] for c in page.calls if c[0] == "eval"]
    assert copied and json.dumps(box.code) in copied[0]  # the clipboard gets the code alone
    sheet = [c[1] for c in page.calls if c[0] == "share"]
    assert sheet == [f"{box.code}\n{tr('share.how_to_open')}"]
    assert ("Open a code" if lang == "en" else "Code öffnen") in sheet[0]
    page.calls.clear()
    page.base = "https://example.org/dice/"
    linked = ShareScene(app, session)
    assert (
        linked.link == f"https://example.org/dice/#g={linked.code}" and linked.status == "share.copied_link"
    )
    assert [c[1] for c in page.calls if c[0] == "share"] == [linked.link]


def open_code_app():
    """An app showing "Open a code", and its Paste button."""
    app = make_app()
    scene = OpenCodeScene(app)
    app.stack.push(scene)
    app.stack.apply_pending()
    frames(app)
    (paste,) = labelled(app, tr("share.paste"))
    return app, scene, paste


def test_the_paste_button_opens_a_code_from_the_clipboard(page, monkeypatch):
    code = share.encode(play("chains", [Seat("human", "Ana")], 2))
    monkeypatch.setattr(webenv, "IS_WEB", True)
    app, scene, paste = open_code_app()
    click(app, paste.rect.center)
    assert ("paste",) in page.calls and scene.text == ""
    frames(app)
    assert scene.text == ""  # the browser has not answered yet
    page.dcPasteState, page.dcPastedText = 1, code
    frames(app)
    assert scene.text == code and not scene.error
    click(app, paste.rect.center)
    page.dcPasteState = -1  # refused
    frames(app)
    assert scene.error == tr("share.paste_failed") and scene.text == code


def test_the_paste_button_natively_uses_pygames_clipboard(monkeypatch):
    # the Paste button reads the clipboard through game.webenv (code_field.paste_into)
    monkeypatch.setattr("game.webenv.paste_native", lambda: "PASTED")
    app, scene, paste = open_code_app()
    click(app, paste.rect.center)
    assert scene.text == "PASTED" and scene.form.focused is scene.field


def test_persistent_storage_is_asked_of_the_page(page):
    assert webenv.request_persistent_storage() is True
    assert page.calls == [("persist",)]


def test_every_call_exists_in_the_page():
    """Each page function game/webenv.py calls is defined by web/loader.tmpl (the Chromium tests
    call the same functions)."""
    source = (ROOT / "game" / "webenv.py").read_text(encoding="utf-8")
    used = set(re.findall(r"\bwin\.(dc\w+)\(", source)) | set(re.findall(r'page_call\("(dc\w+)"', source))
    page = (ROOT / "web" / "loader.tmpl").read_text(encoding="utf-8")
    defined = set(re.findall(r"window\.(dc\w+) = function", page))
    assert used >= {
        "dcTextOpen",
        "dcTextPoll",
        "dcTextClose",
        "dcShareBase",
        "dcShare",
        "dcPaste",
        "dcPersist",
    }
    assert used - defined == set()
    assert set(FakePage.__dict__) >= used


def labelled(app, text):
    return [
        w
        for w in app.stack.top.form.widgets
        if w.visible and hasattr(w, "label") and not hasattr(w, "values") and _label(w) == text
    ]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("where", ["standard", "compact"])
def test_full_screen_on_the_title_and_in_the_pause_menu_where_the_browser_has_it(
    page, monkeypatch, lang, where
):
    import game.scenes.title as title_mod
    from game import i18n
    from game.scenes.pause import PauseScene
    from tests.compact import Measure, check
    from tests.uidriver import game_app, settle

    monkeypatch.setattr(title_mod, "IS_WEB", True)
    measure = Measure(monkeypatch)
    try:
        app = make_app(lang=lang, layout=where)
        settle(app)
        (corner,) = labelled(app, tr("title.fullscreen"))
        if where == "compact":
            check(app, measure, "title in the browser, full screen offered")
        click(app, corner.rect.center)
        assert page.calls[-1] == ("fullscreen",)
        game = game_app("farkle", None, lang=lang, layout=where)
        game.stack.push(PauseScene(game, game.stack.top))
        settle(game, 60)
        (item,) = labelled(game, tr("pause.fullscreen"))
        assert game.stack.top.rect.contains(item.rect)
        if where == "compact":
            check(game, measure, "pause menu with full screen")
        click(game, item.rect.center)
        assert page.calls[-1] == ("fullscreen",)
        page.fullscreen = False  # an iPhone: no Fullscreen API, no control
        app.go_title()
        settle(app)
        assert labelled(app, tr("title.fullscreen")) == []
        pause = game.stack.top
        game.stack.push(PauseScene(game, pause.game))
        settle(game, 60)
        assert labelled(game, tr("pause.fullscreen")) == []
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_each_new_log_line_reaches_screen_readers_when_it_lands(page, lang):
    from game import games, i18n
    from tests.uidriver import game_app, settle

    try:
        app = game_app("farkle", None, lang=lang, speed="normal")
        settle(app)
        scene = app.stack.top
        assert [c for c in page.calls if c[0] == "say"] == []  # the rebuilt log is not read out
        shown = len(scene.log.entries)
        me = games.make_agent("farkle", 0, "medium", 1)
        assert scene.perform(me.choose(scene.session.state))
        frames(app)
        said = [c[1] for c in page.calls if c[0] == "say"]
        assert len(said) == len(scene.log.entries) - shown  # nothing ahead of its animation
        settle(app)
        said = [c[1] for c in page.calls if c[0] == "say"]
        assert said and said == scene.log.texts()[shown : shown + len(said)]
        assert len(scene.log.entries) > shown
    finally:
        i18n.set_language("en")
