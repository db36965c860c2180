"""Pacing (a roll is actionable within a second at normal speed), the start banner, the one-time hurry
note, and the focus model (disabled controls are skipped, and explain themselves when used)."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402

from game import i18n, theme  # noqa: E402
from game.scenes.base import GameScene  # noqa: E402
from game.session import Seat  # noqa: E402
from game.ui import Button, Form  # noqa: E402
from tests.test_presentation import DT, make_app  # noqa: E402
from tools import pace  # noqa: E402


def test_normal_speed_is_brisk_and_slow_is_there_for_those_who_want_it():
    first, again = pace.measure("normal")
    assert first <= 1.0 and again <= 1.6, (first, again)
    slow_first, _ = pace.measure("slow")
    assert slow_first > first * 1.4


def test_the_first_player_is_announced_by_a_banner_that_never_hides_a_choice(monkeypatch):
    monkeypatch.setitem(GameScene.hurry_hint, "left", 0.0)
    app = make_app("chains", seats=[Seat("human", "Ana"), Seat("human", "Bo")])
    scene = app.stack.top
    first = scene.session.name_of(scene.session.current)
    app.step(DT, [])
    assert [b.title for b in scene.effects.banners] == [i18n.tr("game.starts", player=first)]
    assert not scene.human_to_move()  # the banner is a timeline step
    for _ in range(300):
        app.step(DT, [])
        if scene.human_to_move():
            break
    assert scene.human_to_move() and not scene.effects.banners
    assert scene.log.texts()[0] == i18n.tr("game.log.starts", player=first)


def _note_frames(app, monkeypatch, n: int) -> int:
    """Steps ``n`` frames; how many pictures showed the hurry note. Each one must be of a frame
    in which something moves (the note's own condition is not trusted: the drawn text is)."""
    drawn = set()

    def spy(real):
        def drawing(surface, string, *args, **kwargs):
            if string == i18n.tr("game.hurry"):
                drawn.add(app.frames)
            return real(surface, string, *args, **kwargs)

        return drawing

    monkeypatch.setattr(theme, "text_fit", spy(theme.text_fit))
    monkeypatch.setattr(theme, "text", spy(theme.text))
    scene, seen = app.stack.top, 0
    for _ in range(n):
        app.step(DT, [])
        on_screen = app.frames - 1 in drawn
        seen += on_screen
        assert not on_screen or scene.busy, "the note shows only while something moves"
    return seen


def test_the_hurry_note_shows_once_while_something_moves(monkeypatch):
    monkeypatch.setattr(GameScene, "hurry_hint", {"left": 3.0, "wait": 0.0})
    app = make_app("farkle", seats=[Seat("ai", "", "easy"), Seat("ai", "", "easy")])
    seen = _note_frames(app, monkeypatch, 60 * 12)
    assert 0 < seen <= 3.0 / DT + 10  # about three seconds of animation, once
    assert GameScene.hurry_hint["left"] <= 0  # and it never comes back


def test_the_hurry_note_goes_when_a_human_must_decide(monkeypatch):
    # long enough to outlast the computer's turn: then Ana decides, nothing moves, the note goes
    monkeypatch.setattr(GameScene, "hurry_hint", {"left": 30.0, "wait": 0.0})
    app = make_app("farkle", seats=[Seat("ai", "", "easy"), Seat("human", "Ana")])
    assert _note_frames(app, monkeypatch, 60 * 12) > 0
    assert app.stack.top.human_to_move() and GameScene.hurry_hint["left"] > 0


def test_focus_skips_disabled_controls_and_a_disabled_control_says_why():
    pygame.init()
    said = []
    a = Button((0, 0, 100, 40), "A", lambda: said.append("a"))
    b = Button(
        (0, 50, 100, 40), "B", lambda: said.append("b"), enabled=False, on_refuse=lambda: said.append("why")
    )
    c = Button((0, 100, 100, 40), "C", lambda: said.append("c"))
    form = Form([a, b, c])
    tab = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="")
    form.handle(tab)
    assert form.focused is c
    form.home = a
    form.set_focus(b)  # a control that became disabled while focused: Enter means the home control
    assert form.focused is a
    form.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        form.handle(pygame.event.Event(kind, pos=(50, 70), button=1))
    assert said == ["a", "why"]
    assert form.focused is a  # the click on the disabled control did not take the focus


def test_undo_from_the_pause_menu_explains_itself_on_the_board_when_it_cannot_apply():
    from game.scenes.pause import PauseScene

    app = make_app("farkle", seats=[Seat("human", "Ana"), Seat("ai", "", "easy")], speed="instant")
    scene = app.stack.top
    for _ in range(5):
        app.step(DT, [])
    scene.open_pause()
    app.stack.apply_pending()
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    undo = pause.form.widgets[1]
    assert not undo.enabled
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.step(DT, [pygame.event.Event(kind, pos=undo.rect.center, button=1)])
    assert app.stack.top is scene and scene.message == i18n.tr("undo.why.nothing")
