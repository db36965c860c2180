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


# --- share links (game/scenes/share_box.py, game/scenes/code_card.py) ----------------------------
def location_hash() -> str:
    """The page's ``location.hash`` in the browser ("" natively or when unreadable)."""
    win = browser_window()
    if win is None:
        return ""
    try:
        return str(win.location.hash or "")
    except Exception:  # noqa: BLE001
        return ""


def share_link(code: str) -> str:
    """The link that opens ``code``: this page with ``#g=CODE`` in the browser, the bare code natively."""
    win = browser_window()
    if win is None:
        return code
    try:
        return f"{win.location.origin}{win.location.pathname}#g={code}"
    except Exception:  # noqa: BLE001
        return code


def _run_js(source: str) -> bool:
    win = browser_window()
    if win is None:
        return False
    try:
        win.eval(source)
        return True
    except Exception:  # noqa: BLE001
        return False


def copy_to_clipboard(text: str) -> None:
    """``navigator.clipboard.writeText`` (asynchronous: ``clipboard_failed`` tells the outcome)."""
    import json

    ok = _run_js(
        "window.dcCopied = 0; try { navigator.clipboard.writeText(" + json.dumps(text) + ")"
        ".then(() => { window.dcCopied = 1; }, () => { window.dcCopied = -1; }); }"
        " catch (e) { window.dcCopied = -1; }"
    )
    if not ok:
        _failed_copy[0] = True


_failed_copy = [False]


def copy_native(text: str) -> bool:
    """Put ``text`` on pygame's clipboard (native builds); False when there is none."""
    import pygame

    try:
        _native_clipboard().put_text(text)
        return True
    except (pygame.error, AttributeError):
        return False


def paste_native() -> str:
    """The text on pygame's clipboard natively ("" in the browser, which delivers a paste as text input)."""
    if IS_WEB:
        return ""
    import pygame

    try:
        return _native_clipboard().get_text() or ""
    except (pygame.error, AttributeError):
        return ""


def _native_clipboard():
    """pygame-ce's text clipboard (``get_text``/``put_text``: SDL's, needs only the display; the
    old ``init``/``get_init`` are deprecated since 2.2)."""
    import pygame.scrap as scrap

    return scrap


def clipboard_failed() -> bool:
    if _failed_copy[0]:
        return True
    win = browser_window()
    try:
        return win is not None and int(win.dcCopied) == -1
    except Exception:  # noqa: BLE001
        return False


def show_selectable(text: str) -> None:
    """A real text field with ``text`` selected over the page, for copying by hand."""
    import json

    _run_js(
        "(function(t){ var a = document.getElementById('dcShareText') || document.createElement('textarea');"
        " a.id = 'dcShareText'; a.readOnly = true; a.value = t;"
        " a.style.cssText = 'position:fixed;left:10%;top:8%;width:80%;height:5em;z-index:99;font:14px monospace';"
        " document.body.appendChild(a); a.focus(); a.select(); })(" + json.dumps(text) + ")"
    )


def hide_selectable() -> None:
    _run_js("(function(){ var a = document.getElementById('dcShareText'); if (a) a.remove(); })()")


# --- the page's size and pointer (game/layout.py chooses the layout from them) ------------------
def viewport() -> tuple[float, float] | None:
    """The browser window's inner size in CSS px (``innerWidth``, ``innerHeight``); None natively
    or when the page cannot tell."""
    win = browser_window()
    if win is None:
        return None
    try:
        size = float(win.innerWidth), float(win.innerHeight)
    except Exception:  # noqa: BLE001
        return None
    return size if size[0] > 0 and size[1] > 0 else None


def refit_canvas() -> None:
    """After the canvas changed size (a layout switch), let the page fit it to the window again
    (pygbag's ``window_resize`` keeps the canvas's own aspect ratio)."""
    win = browser_window()
    if win is None:
        return
    try:
        win.window_resize()
    except Exception:  # noqa: BLE001 - the next browser resize fits it anyway
        pass
