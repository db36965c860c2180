"""An overlay that copied a text for the player: the results' Share and a daily's card."""

from __future__ import annotations

from game import webenv
from game.scene import Scene


class CopiedOverlay(Scene):
    """An overlay that copied a text for the player (``status`` says how it went); where the page may
    not write the clipboard, a selectable field with ``selectable()`` appears over the game."""

    opaque = False
    status = ""

    def selectable(self) -> str:
        raise NotImplementedError

    def update(self, dt: float) -> None:
        if (
            webenv.IS_WEB
            and self.status in ("share.copied_link", "share.copied_code")
            and webenv.clipboard_failed()
        ):
            self.status = "share.copy_failed"
            webenv.show_selectable(self.selectable())

    def close(self) -> None:
        self.app.play("click")
        webenv.hide_selectable()
        self.app.stack.pop()
