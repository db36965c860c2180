"""The one switch between the native build and the browser (pygbag) build."""

from __future__ import annotations

import sys

IS_WEB = sys.platform == "emscripten"


def browser_window():
    """pygbag's ``platform.window`` (the JS window object) in the browser, else None."""
    if not IS_WEB:
        return None
    try:
        import platform  # pygbag replaces this module in the browser

        return platform.window
    except Exception:  # noqa: BLE001 - anything odd means "no browser API"
        return None


def system_language() -> str | None:
    """The browser's navigator.language, or the OS locale natively."""
    win = browser_window()
    if win is not None:
        try:
            return str(win.navigator.language)
        except Exception:  # noqa: BLE001
            return None
    import locale
    import os

    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        if os.environ.get(var):
            return os.environ[var]
    try:
        return locale.getlocale()[0]
    except ValueError:
        return None


def announce_ready() -> None:
    """Tell the loader page (and browser tests) that the first frame is drawn."""
    if not IS_WEB:
        return
    try:
        import platform

        platform.console.log("GAME_READY")
    except Exception:  # noqa: BLE001
        pass


_text_focus = False


def set_text_focus(active: bool) -> None:
    """Tell the loader page whether a text field has the focus (``window.dcTextFocus``).

    The page swallows Space so the host page does not scroll; while a player types
    a name it lets keys through. Natively this does nothing.
    """
    global _text_focus
    if active == _text_focus:
        return
    _text_focus = active
    win = browser_window()
    if win is None:
        return
    try:
        win.dcTextFocus = bool(active)
    except Exception:  # noqa: BLE001 - the page works without it; only Space in names is lost
        pass


class PageVisibility:
    """Whether the browser tab is hidden (``document.hidden``); natively never.

    Asked every frame, it looks at the page at most four times a second."""

    EVERY_S = 0.25

    def __init__(self) -> None:
        self._hidden = False
        self._checked = -1.0

    def hidden(self) -> bool:
        if not IS_WEB:
            return False
        import time

        now = time.monotonic()
        if now - self._checked >= self.EVERY_S:
            self._checked = now
            self._hidden = page_hidden()
        return self._hidden


def page_hidden() -> bool:
    win = browser_window()
    if win is None:
        return False
    try:
        return bool(win.document.hidden)
    except Exception:  # noqa: BLE001 - an odd page counts as visible: frames go on as before
        return False
