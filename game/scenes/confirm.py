"""A question over the current screen: a title, a sentence and a few answers (Esc means the last one)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game import theme
from game.i18n import tr
from game.scene import Scene
from game.ui import Button, Form


class ConfirmScene(Scene):
    name = "confirm"
    opaque = False
    freezes_game = True

    def __init__(self, app, title: str, body: str, answers: list[tuple[str, Callable[[], None], str]]):
        """``answers``: (label, action, button style); each closes the question before it acts."""
        super().__init__(app)
        self.title, self.body = title, body
        self.rect = pygame.Rect(0, 0, 760, 300)
        self.rect.center = (theme.WIDTH // 2, theme.HEIGHT // 2)
        n = len(answers)
        w = (self.rect.width - 48 - 16 * (n - 1)) // n
        buttons = [
            Button(
                (self.rect.x + 24 + i * (w + 16), self.rect.bottom - 80, w, 56),
                label,
                self._answer(fn),
                style,
                size=20,
            )
            for i, (label, fn, style) in enumerate(answers)
        ]
        self.form = Form(buttons, on_back=self._answer(answers[-1][1]))

    def _answer(self, fn: Callable[[], None]) -> Callable[[], None]:
        def answer():
            self.app.play("click")
            self.app.stack.pop()
            fn()

        return answer

    def handle(self, event) -> None:
        self.form.handle(event)

    def draw(self, surface) -> None:
        theme.veil(surface, 150)
        theme.panel(surface, self.rect, colour=theme.PANEL, edge=theme.ACCENT_DARK)
        theme.text_fit(surface, self.title, (self.rect.centerx, self.rect.y + 26), self.rect.width - 48, 28,
                       theme.INK, "midtop", True)  # fmt: skip
        body = self.rect.inflate(-60, 0)
        body.y, body.height = self.rect.y + 80, 110
        theme.paragraph(surface, self.body, body, 20, theme.INK)
        self.form.draw(surface)


def ask_replace(app, game_id: str, start_new: Callable[[], None], yes: str = "setup.replace.yes",
                body: str = "setup.replace.body") -> None:  # fmt: skip
    """Start a new game of ``game_id`` with ``start_new``; if one is saved, first ask whether to replace it."""
    question = replace_question(app, game_id, start_new, yes, body)
    if question is None:
        start_new()
    else:
        app.stack.push(question)


def replace_question(app, game_id: str, start_new, yes: str = "setup.replace.yes",
                     body: str = "setup.replace.body") -> ConfirmScene | None:  # fmt: skip
    """ "Replace your saved game?" (replace / continue it / back), or None when the game has no save."""
    saved = app.saved_games().get(game_id)
    if saved is None:
        return None
    answers = [
        (tr(yes), start_new, "danger"),
        (tr("setup.replace.continue"), lambda: app.start_game(saved), "primary"),
        (tr("setup.back"), lambda: None, "secondary"),
    ]
    text = tr(body, game=tr(f"{game_id}.name"), summary=app.save_summary(saved))
    return ConfirmScene(app, tr("setup.replace.title"), text, answers)
