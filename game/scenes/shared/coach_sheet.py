"""The coach's sheet (a phone's layout): the coach's card and its switch, over the game.

On a phone the card has no panel to sit on (the log is a sheet too), and a card over the board
would hide what the player must choose. So the header's Coach button opens this sheet; the ring
around the best choice stays on the board, seen once the sheet is closed. The coach keeps thinking
while the sheet is open. Close, a tap outside or Esc closes it.
"""

from __future__ import annotations

import pygame

from game import theme
from game.i18n import tr
from game.scenes.shared.coach_card import CARD, CARD_EDGE, MARK, draw_card
from game.scenes.shared.sheet import Sheet, band_h
from game.ui import Button, Form


class CoachSheet(Sheet):
    name = "coach_sheet"

    def __init__(self, app, game):
        super().__init__(app, game)
        coach = game.coach
        p = self.panel
        self.switch = Button(
            (p.x + 12, p.y + 8, min(460, self.close_button.rect.x - p.x - 24), band_h()),
            coach.switch_label,
            coach.flip,
            "secondary",
            size=20,
            visible=lambda: coach.seat() is not None,
        )
        self.form = Form([self.switch, self.close_button], on_back=self.close)

    def view_key(self) -> tuple:
        return self.game.coach.view_key()

    def update(self, dt: float) -> None:
        self.game.warm_up()  # the game is not on top: its warm-up (the advice waits for it) ...
        self.game.coach.update()  # ... and its coach think here, a slice a frame

    def handle(self, event) -> None:
        if not self.closed_by_tap_outside(event):
            self.form.handle(event)

    def card(self) -> pygame.Rect:
        p, band = self.panel, self.top  # the switch and Close above the card
        return pygame.Rect(p.x + 12, p.y + band, p.width - 24, p.height - band - 12)

    def draw(self, surface) -> None:
        self.draw_panel(surface, theme.BG_DARK, CARD_EDGE)
        coach, game = self.game.coach, self.game
        rect = self.card()
        if coach.wanted():
            draw_card(surface, rect, game, coach.entries(), title_w=rect.width - 28)
        else:
            theme.panel(surface, rect, colour=CARD, edge=CARD_EDGE)
            key = "coach.sheet.wait" if coach.on() else "coach.sheet.off"
            theme.text(surface, tr("coach.name"), (rect.x + 14, rect.y + 19), 20, MARK, "midleft", True)
            body = rect.inflate(-40, 0)
            body.y, body.height = rect.y + 48, rect.height - 60
            theme.paragraph(surface, tr(key, name=coach.name()), body, 19, theme.TEXT)
        self.form.draw(surface)
