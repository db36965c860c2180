"""A sheet over the game (a phone's layout): the log's and the coach's (log_sheet.py, coach_sheet.py).

One panel over the whole canvas but a margin (``panel_rect``, from the canvas it is on), a Close
button at its top right; Close, a tap outside the panel or Esc closes it. While it is open the game
waits (``freezes_game``).
"""

from __future__ import annotations

import pygame

from game import layout, theme
from game.i18n import tr
from game.scene import Scene
from game.ui import Button

DISMISS_KEYS = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def panel_rect() -> pygame.Rect:
    """The sheet's panel on the canvas in use: all of it but a margin (wider at the sides where the
    canvas is wide enough to show the game around it)."""
    side = 40 if theme.WIDTH >= 900 else 8
    return pygame.Rect(side, 8, theme.WIDTH - 2 * side, theme.HEIGHT - 16)


def band_h() -> int:
    """The height of a sheet's buttons (a finger's on a phone)."""
    return max(56, layout.current().min_target)


def dismisses(event) -> bool:
    """A tap anywhere or Esc / Enter / Space: what closes a picture shown over the game."""
    if event.type == pygame.MOUSEBUTTONUP:
        return event.button == 1
    return event.type == pygame.KEYDOWN and event.key in DISMISS_KEYS


class Sheet(Scene):
    opaque = False
    freezes_game = True

    def __init__(self, app, game):
        super().__init__(app)
        self.game = game
        self._outside = False  # the press began outside the sheet (a release there closes it)
        self.panel = p = panel_rect()
        self.top = band_h() + 16  # the title band (Close, and the sheet's own controls)
        close_w = max(130, theme.font(20, True).size(tr("game.log.close"))[0] + 36)
        self.close_button = Button(
            (p.right - 12 - close_w, p.y + 8, close_w, band_h()),
            lambda: tr("game.log.close"),
            self.close,
            "primary",
            size=20,
        )

    def close(self) -> None:
        self.app.play("click")
        self.app.stack.pop()

    def closed_by_tap_outside(self, event) -> bool:
        """Follow the left button: a press and its release both outside the panel close the sheet."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._outside = not self.panel.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            outside, self._outside = self._outside, False
            if outside and not self.panel.collidepoint(event.pos):
                self.close()
                return True
        return False

    def draw_panel(self, surface, colour, edge) -> None:
        """The veil over the game and the sheet's panel."""
        theme.veil(surface, 170)
        theme.panel(surface, self.panel, colour=colour, edge=edge)
