"""A one-line field for a long code (a share code, a backup), used by "Open a code" and by
Back up / Restore."""

from __future__ import annotations

import pygame

from game import theme, webenv
from game.ui import TextField, cursor_on


class CodeField(TextField):
    """A one-line field for a long code: shows its end, takes pastes whole."""

    def draw(self, surface, focused, hovered):
        rect = self.rect
        pygame.draw.rect(surface, theme.PANEL, rect, border_radius=8)
        pygame.draw.rect(surface, theme.FOCUS if focused else theme.PANEL_EDGE, rect, 3 if focused else 2,
                         border_radius=8)  # fmt: skip
        text, room = self.get(), rect.width - 30
        text = text[-(room // 4 + 1) :]  # no character is under 4 px wide: the rest cannot show anyway
        while text and theme.font(self.size).size(text)[0] > room:
            text = text[1:]
        if text != self.get():
            text = "…" + text[1:]
        r = theme.text(surface, text, (rect.x + 10, rect.centery), self.size, theme.INK, "midleft")
        if focused and cursor_on():
            pygame.draw.line(surface, theme.INK, (r.right + 2, rect.y + 8), (r.right + 2, rect.bottom - 8), 2)


def paste_into(scene) -> None:
    """A Paste button under a scene's code field (``scene.field``, its text ``scene.text`` and
    ``scene.set``): in the browser the clipboard is asked for (its answer arrives in a later frame,
    ``scene.waiting_paste``), natively pygame's is read at once."""
    scene.app.play("click")
    scene.form.set_focus(scene.field)
    if webenv.IS_WEB:
        scene.waiting_paste = webenv.request_paste()
    else:
        scene.set(scene.text + webenv.paste_native())
