"""A card over the table at the end of a round that the game waits for: the player reads it and
taps it away (Buttons' round summary is the model: game/scenes/buttons/summary.py).

``queue`` puts it on the timeline as a ``timeline.until`` step, so neither a tap that hurries the
animations nor "Skip to my turn" runs past it; a table of computers shows it for ``PAUSE`` seconds,
and "instant" speed skips it like every banner. While it is up it takes the input.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.redraw import token
from game.scenes.shared.sheet import DISMISS_KEYS
from game.ui import Button, Form, Label

PAUSE = 2.4  # seconds (speed 1) an all-computer table shows the card


class RoundCard:
    def __init__(self, scene, label: Label, compact: bool, place: Callable[[], tuple[int, int]]):
        """``place``: where the button's midbottom goes on the card (asked when it opens)."""
        self.scene, self.place = scene, place
        self.data: dict | None = None  # what the card shows, while it is up
        self.timer = 0.0
        self.button = Button(
            (0, 0, 280, 56 if compact else 54),
            label,
            self.close,
            "primary",
            visible=lambda: self.data is not None and self.data["human"],
        )
        scene.form.add(self.button)

    def queue(self, make: Callable[[], dict]) -> None:
        """On the timeline: open the card with ``make()``'s data when its turn comes, then wait."""
        tl = self.scene.app.anim.timeline
        tl.call(lambda: self.open(make()))
        tl.until(lambda: self.data is None)

    def open(self, data: dict) -> None:
        scene = self.scene
        if scene.app.anim.speed <= 0:
            return  # "instant": nothing waits, as no banner does
        human = any(not s.is_ai for s in scene.session.seats)
        self.data = {**data, "human": human}
        self.button.rect.midbottom = self.place()
        if human:
            scene.form.set_focus(self.button)
        else:
            self.timer = PAUSE

    def close(self) -> None:
        if self.data is not None:
            self.data = None
            self.scene.app.play("click")

    def tick(self, dt: float) -> None:
        if self.counting():
            self.timer -= dt * max(self.scene.app.anim.speed, 0.001)
            if self.timer <= 0:
                self.close()

    def counting(self) -> bool:
        """The card closes itself after a while (a computer's round): its timer runs."""
        return self.data is not None and not self.data["human"] and self.timer > 0

    def handle(self, event) -> bool:
        """True while the card is up: it takes the input."""
        if self.data is None:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.scene.open_pause()
        elif self.data["human"]:
            if event.type == pygame.KEYDOWN and event.key in DISMISS_KEYS:  # Esc is taken above
                self.close()
            else:
                self.scene.form.handle(event)
        return True

    def view_key(self):
        """What the card's picture depends on (game/redraw.py)."""
        return token(self.data)

    def draw_button(self, surface: pygame.Surface) -> None:
        """The card's own button, over the HUD layer (a card is drawn over it)."""
        if self.data is not None and self.data["human"]:
            b, form = self.button, self.scene.form
            b.draw(surface, Form.show_focus and form.focused is b, form.hover is b)
