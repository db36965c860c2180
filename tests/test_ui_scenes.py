"""Public behaviour of the shared UI through the App: focus, the pause menu's undo, the settings
scene's controls, window scaling, and data problems shown over a game."""

import json

import pygame
import pytest

from game import games, theme
from game.anim import SPEEDS
from game.i18n import tr
from game.scenes.base import GameScene
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene
from game.session import Seat, Session
from game.settings import load_settings
from game.storage import MemoryStorage
from game.ui import Button, Choice, Form, TextField
from tests.uidriver import FullStorage, button, click, frames, key, make_app, settle, widget


def _tab(form: Form, shift: bool = False) -> None:
    mod = pygame.KMOD_SHIFT if shift else 0
    form.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=mod, unicode="", scancode=0))


def test_focus_never_lands_on_a_hidden_widget():
    pygame.init()
    shown = [False]
    a = Button((0, 0, 10, 10), "a", lambda: None, visible=lambda: shown[0])
    b = Button((0, 20, 10, 10), "b", lambda: None)
    c = Button((0, 40, 10, 10), "c", lambda: None, visible=False)
    d = Button((0, 60, 10, 10), "d", lambda: None)
    form = Form([a, b, c, d])
    assert form.focused is b  # the first widget is hidden
    seen = []
    for _ in range(6):
        _tab(form)
        seen.append(form.focused)
    assert set(seen) == {b, d}
    _tab(form, shift=True)
    assert form.focused in (b, d)
    shown[0] = True
    form.focus = 3
    _tab(form)
    assert form.focused is a  # shown again: reachable again


def _human_keeps(app, scene, session):
    """Play until Ana (seat 0) has kept dice at least twice this turn, or once when only one keep fits."""
    for _ in range(400):
        if session.at_chance or not scene.human_to_move():
            frames(app)
            continue
        legal = session.legal_actions()
        if legal[0][0] == "keep":
            return legal[0]
        scene.perform(("roll",))
        frames(app, 3)
    raise AssertionError("Ana never had dice to keep")


def test_the_pause_menus_undo_takes_back_the_last_move():
    app = make_app()
    session = Session("farkle", {"players": 2}, [Seat("human", "Ana"), Seat("ai", "Bot", "easy")], 21)
    app.start_game(session, transition=False)
    settle(app)
    scene = app.stack.top
    keep = _human_keeps(app, scene, session)
    before, log_len = session.state, len(session.log)
    assert scene.perform(keep)
    settle(app)
    assert session.state != before
    key(app, pygame.K_ESCAPE)
    settle(app)
    assert app.stack.top.name == "pause"
    undo = button(app, tr("pause.undo"))
    assert undo.enabled
    click(app, undo.rect.center)
    settle(app)
    assert app.stack.top is scene
    assert session.state == before and len(session.log) == log_len
    assert (
        json.loads(app.storage.read("autosave.farkle"))["log"]
        == json.loads(json.dumps(session.to_dict()))["log"]
    )
    key(app, pygame.K_ESCAPE)
    settle(app)
    assert not button(app, tr("pause.undo")).enabled  # nothing more to take back: the roll stays


def _open_settings(app):
    click(app, button(app, tr("title.settings")).rect.center)
    settle(app)
    assert app.stack.top.name == "settings"


@pytest.mark.parametrize(
    "label,field,expected",
    [
        ("settings.volume", "volume", 0.8),
        ("settings.sound", "muted", True),
        ("settings.speed", "anim_speed", "fast"),
        ("settings.colourblind", "colourblind", True),
        ("settings.hints", "hints", False),
    ],
)
def test_each_settings_control_changes_applies_and_persists(label, field, expected):
    storage = MemoryStorage()
    app = make_app(storage=storage, speed="normal")
    app.settings.volume = 0.7
    _open_settings(app)
    choice = widget(app, lambda w: isinstance(w, Choice) and w.label() == tr(label))
    left, right = choice.arrow_rects()
    click(app, right.center)
    assert getattr(app.settings, field) == expected
    stored, problem = load_settings(storage)
    assert problem is None and getattr(stored, field) == expected
    if field == "anim_speed":
        assert app.anim.speed == SPEEDS["fast"]
    if field in ("volume", "muted") and app.audio is not None:
        assert app.audio.muted == app.settings.muted
    click(app, left.center)
    assert getattr(load_settings(storage)[0], field) != expected


def test_volume_stays_within_its_range():
    app = make_app()
    app.settings.volume = 1.0
    _open_settings(app)
    choice = widget(app, lambda w: isinstance(w, Choice) and w.label() == tr("settings.volume"))
    for _ in range(15):
        click(app, choice.arrow_rects()[1].center)
        assert 0.0 <= app.settings.volume <= 1.0


def test_a_settings_write_failure_is_told_and_play_goes_on():
    app = make_app(storage=FullStorage())
    _open_settings(app)
    choice = widget(app, lambda w: isinstance(w, Choice) and w.label() == tr("settings.hints"))
    click(app, choice.arrow_rects()[1].center)
    assert app.settings.hints is False  # the change applies for this session
    assert app.notice == "err.save_failed" and "No space left" in app.notice_text()
    key(app, pygame.K_ESCAPE)
    settle(app)
    assert isinstance(app.stack.top, TitleScene)


def test_an_autosave_failure_shows_over_the_game_and_the_game_goes_on():
    storage = FullStorage()
    app = make_app(storage=storage)
    session = Session("farkle", {"players": 2}, [Seat("human", "Ana"), Seat("ai", "Bot", "easy")], 3)
    app.start_game(session, transition=False)
    settle(app)
    scene = app.stack.top
    assert isinstance(scene, GameScene)
    assert app.toast is not None and app.notice == "err.save_failed"
    frames(app)
    assert app.screen.get_at((188, 613))[:3] == (255, 232, 200)  # the message panel is drawn over the game
    assert scene.perform(("roll",))  # play goes on
    storage.full = False
    settle(app)
    _human_keeps(app, scene, session)
    scene.perform(session.legal_actions()[0])
    assert json.loads(storage.read("autosave.farkle"))["log"][-1][0] == "a"  # retried at the next action


def test_the_picture_is_scaled_to_the_window_with_bars():
    app = make_app()
    settle(app)
    app.screen.fill((10, 200, 30))
    app.window = pygame.display.set_mode((1920, 1200))  # 16:10: bars above and below
    app.present()
    scale, ox, oy = app.viewport()
    assert scale == 1.5 and ox == 0 and oy == 60
    assert app.window.get_at((960, 600))[:3] == (10, 200, 30)
    assert app.window.get_at((960, 30))[:3] == (0, 0, 0)  # the bar
    assert app.window.get_at((960, 1200 - 30))[:3] == (0, 0, 0)
    event = app.map_mouse(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(1920 - 1, 60 + 1080 - 1), button=1))
    assert event.pos == (1279, 719)


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_zero_width_characters_typed_into_a_name_field_are_dropped_not_a_crash(game_id):
    """U+FE0F (emoji pickers), U+034F and U+17B4 pass str.isprintable() but draw nothing:
    pygame raised "Text has zero width" at the next frame in every setup screen."""
    app = make_app()
    app.stack.push(SetupScene(app, game_id))
    settle(app)
    field = next(w for w in app.stack.top.form.widgets if isinstance(w, TextField) and w.enabled)
    app.stack.top.form.set_focus(field)
    for text in ("\ufe0f", "\u034f", "\u17b4", "\u200b", "A\ufe0f", "\u034f"):
        app.step(1 / 60, [pygame.event.Event(pygame.TEXTINPUT, text=text)])
        frames(app, 2)
    assert field.get() == "A\ufe0f\u034f"  # a mark after a letter is kept, as names keep it
    field.set("")
    app.step(1 / 60, [pygame.event.Event(pygame.TEXTINPUT, text="\ufe0f")])
    frames(app, 2)
    assert field.get() == ""


@pytest.mark.parametrize("text", ["\ufe0f", "\u034f", "\u17b4", "\u200b", "\ufe0f\u034f"])
def test_the_text_renderer_draws_zero_width_text_as_an_empty_surface(text):
    make_app()
    img = theme.render(text, 20)
    assert img.get_width() == 0 and img.get_height() > 0
    surface = pygame.Surface((100, 40))
    assert theme.text(surface, text, (10, 10), 20).width == 0
