"""Check the dice: on the results of a sealed game (game/seal.py), the revealed seed against the seal
shown when the game began, and every roll replayed from it.

``add_to_results`` puts the button among the results screen's buttons (saying "Check the dice"
where the button is wide enough, else the short "Check dice": a phone's row holds up to 7).
``CheckScene`` is the answer, over the results.
"""

from __future__ import annotations

import pygame

from game import seal, theme
from game.boxes import Box, centred
from game.i18n import tr, trn
from game.scene import Scene
from game.scenes.shared.seal_lines import grouped
from game.ui import Button, Form

BOX_W = 860


def sealed_over(session) -> bool:
    """A sealed game that has ended: its dice can be checked."""
    return session.sealed is not None and session.is_over


def add_to_results(results) -> None:
    """The "Check the dice" button, for a finished sealed game."""
    if not sealed_over(results.session):
        return

    def label() -> str:  # the whole words where they fit the button (results.arrange sizes it)
        whole = tr("seal.check")
        fits = theme.font(18, True).size(whole)[0] + 20 <= button.rect.width
        return whole if fits else tr("seal.check_compact")

    button = Button((9_000, 0, 250, 44), label, lambda: open_check(results), "secondary", size=18,
                    hint=lambda: tr("seal.check"))  # fmt: skip
    results.form.add(button)


def open_check(results) -> None:
    results.app.play("click")
    results._picture = None  # the results card is drawn again under the overlay
    results.app.stack.push(CheckScene(results.app, results.session))


class CheckScene(Scene):
    """The verdict, the seal, the seed and the formula; Close returns to the results."""

    name = "dice_check"
    opaque = False

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.result = seal.check(session.to_dict())
        width = min(BOX_W, theme.WIDTH - 24)
        self.size = 18 if width == BOX_W else 17
        inner = width - 80
        self.lines: list[tuple[str, tuple, bool]] = []  # (text, colour, bold)
        for line in theme.wrap(self.verdict(), self.size + 2, inner, True):
            self.lines.append((line, (40, 120, 60) if self.result.ok else (170, 50, 40), True))
        facts = [
            tr("seal.shown", seal=seal.fingerprint(session.sealed)),
            tr("seal.seed", seed=grouped(session.seed)),
        ]
        for fact in facts + [tr("seal.formula")]:
            self.lines += [(line, theme.INK, False) for line in theme.wrap(fact, self.size, inner)]
        button_h = 56
        height = 90 + len(self.lines) * theme.scaled(self.size + 8) + 20 + button_h + 20
        self.box = pygame.Rect(centred(Box(0, 0, theme.WIDTH, theme.HEIGHT), width, height))
        self.form = Form(
            [Button((self.box.centerx - 110, self.box.bottom - button_h - 18, 220, button_h), lambda: tr("seal.close"),
                    self.close, "primary")],
            on_back=self.close,
        )  # fmt: skip

    def verdict(self) -> str:
        result = self.result
        if result.ok:
            return trn("seal.ok", result.rolls)
        if result.problem == "roll":
            return tr("seal.bad.roll", n=result.roll + 1)
        return tr(f"seal.bad.{result.problem}")

    def close(self) -> None:
        self.app.play("click")
        self.app.stack.pop()

    def draw(self, surface) -> None:
        theme.veil(surface, 160)
        box = self.box
        theme.panel(surface, box)
        theme.text(surface, tr("seal.title"), (box.centerx, box.y + 40), 30, theme.INK, "center", True)
        y = box.y + 84
        for text, colour, bold in self.lines:
            size = self.size + 2 if bold else self.size
            theme.text(surface, text, (box.x + 40, y), size, colour, bold=bold)
            y += theme.scaled(self.size + 8)
        self.form.draw(surface)
