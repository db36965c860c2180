"""Scripted input for headless scene tests: real pygame events through App.step."""

from __future__ import annotations

import pygame

from game.app import App
from game.cli import Options
from game.storage import MemoryStorage, WriteFailed


class FullStorage(MemoryStorage):
    """A store whose writes fail ("no space left") while ``full`` is true."""

    def __init__(self, full: bool = True):
        super().__init__()
        self.full = full

    def write(self, key, text):
        if self.full:
            raise WriteFailed("No space left on device")
        super().write(key, text)


def make_app(lang: str = "en", speed: str = "instant", storage=None, **opts) -> App:
    app = App(Options(headless=True, lang=lang, **opts), storage=storage or MemoryStorage())
    app.settings.anim_speed = speed
    app.init_display()
    app.apply_settings()
    app.stack.push(app.first_scene())
    app.stack.apply_pending()
    return app


def frames(app: App, n: int = 1, events=()) -> None:
    app.step(1 / 60, list(events))
    for _ in range(n - 1):
        app.step(1 / 60, [])


def settle(app: App, limit: int = 600) -> None:
    """Step until no transition or animation is running."""
    for _ in range(limit):
        app.step(1 / 60, [])
        if app.stack.transition is None and not app.anim.busy:
            return


def click(app: App, pos) -> None:
    pos = (int(pos[0]), int(pos[1]))
    app.step(
        1 / 60,
        [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
        ],
    )


def key(app: App, k: int, mod: int = 0, unicode: str = "") -> None:
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)])


def widget(app: App, predicate):
    form = app.stack.top.form
    for w in form.widgets:
        if w.visible and predicate(w):
            return w
    raise AssertionError("no such widget on " + type(app.stack.top).__name__)


def button(app: App, text: str):
    return widget(app, lambda w: hasattr(w, "label") and not hasattr(w, "values") and _label(w) == text)


def _label(w) -> str:
    return w.label() if callable(w.label) else w.label
