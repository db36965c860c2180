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

    def __init__(
        self,
        app,
        title: str,
        body: str,
        answers: list[tuple[str, Callable[[], None], str]],
        finger: pygame.Rect | None = None,
    ):
        """``answers``: (label, action, button style); each closes the question before it acts.
        ``finger``: the control that asked (a tap's place): the last answer, the safe one, is put
        under it and no other answer touches it, so a second tap of a double tap cannot confirm."""
        super().__init__(app)
        self.title, self.body = title, body
        width = min(760, theme.WIDTH - 16)
        self.stacked = width < 600  # a narrow canvas (upright): the answers over each other
        if self.stacked:
            self.body_h = len(theme.wrap(body, 20, width - 60)) * int(theme.scaled(20) * 1.35)
            height = 80 + self.body_h + 14 + 66 * len(answers) + 14
        else:
            height = 300 if finger is None else 250  # low enough to move
            self.body_h = height - 190
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.center = (theme.WIDTH // 2, theme.HEIGHT // 2)
        order = list(range(len(answers))) if finger is None else self._place(len(answers), finger)
        slots = self._slots(len(answers))
        buttons = [
            Button(slots[order.index(i)], label, self._answer(fn), style, size=20)
            for i, (label, fn, style) in enumerate(answers)
        ]
        self.form = Form(buttons, on_back=self._answer(answers[-1][1]))
        if finger is not None:  # Enter pressed twice keeps the game too
            self.form.set_focus(buttons[-1])

    def _slots(self, n: int) -> list[pygame.Rect]:
        """The answer buttons' places, left to right (or top to bottom), at the foot of the panel."""
        if self.stacked:
            x, w, bottom = self.rect.x + 24, self.rect.width - 48, self.rect.bottom - 80
            return [pygame.Rect(x, bottom - (n - 1 - i) * 66, w, 56) for i in range(n)]
        w = (self.rect.width - 48 - 16 * (n - 1)) // n
        return [pygame.Rect(self.rect.x + 24 + i * (w + 16), self.rect.bottom - 80, w, 56) for i in range(n)]

    def _place(self, n: int, finger: pygame.Rect) -> list[int]:
        """Moves the panel so the safe (last) answer lies under ``finger``; returns the answers'
        left-to-right order (the safe one last, or first when the panel would leave the screen)."""
        screen = pygame.Rect(0, 0, theme.WIDTH, theme.HEIGHT).inflate(-16, -16)
        for order in (list(range(n)), [n - 1, *range(n - 1)]):
            safe = self._slots(n)[order.index(n - 1)]
            self.rect.move_ip(finger.centerx - safe.centerx, finger.centery - safe.centery)
            self.rect.clamp_ip(screen)
            slots = self._slots(n)
            others = [r for i, r in enumerate(slots) if order[i] != n - 1]
            if slots[order.index(n - 1)].collidepoint(finger.center) and not any(
                r.colliderect(finger) for r in others
            ):
                return order
        self.rect.center = (theme.WIDTH // 2, theme.HEIGHT // 2)  # no place fits: centred
        return list(range(n))

    def _answer(self, fn: Callable[[], None]) -> Callable[[], None]:
        def answer():
            self.app.play("click")
            self.app.stack.pop()
            fn()

        return answer

    def draw(self, surface) -> None:
        theme.veil(surface, 150)
        theme.panel(surface, self.rect, colour=theme.PANEL, edge=theme.ACCENT_DARK)
        theme.text_fit(surface, self.title, (self.rect.centerx, self.rect.y + 26), self.rect.width - 48, 28,
                       theme.INK, "midtop", True)  # fmt: skip
        body = self.rect.inflate(-60, 0)
        body.y, body.height = self.rect.y + 80, self.body_h
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
