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


class PhoneKeyboard:
    """The phone's on-screen keyboard for the game's text fields (web/loader.tmpl ``dcText*``).

    pygbag opens no keyboard. While a text field has the focus in the browser, the page puts a real,
    invisible input over the field's rect and focuses it, so a phone opens its keyboard; what is typed,
    pasted or deleted there comes back here each frame and replaces the field's text (through the
    field's own filter). On a desktop the page declines (``dcTextOpen`` answers false) and keys reach
    the game as before; natively nothing happens at all."""

    def __init__(self) -> None:
        self._field = None
        self._sent: tuple | None = None  # (rect, text) last told to the page
        self._open = False

    def frame(self, field, canvas_size: tuple[int, int]) -> bool:
        """Once a frame with the focused text field (or None). True when Enter or Done was pressed."""
        win = browser_window()
        if win is None:
            return False
        try:
            return self._frame(win, field, canvas_size)
        except Exception:  # noqa: BLE001 - an odd page: the keyboard of a desktop still works
            self._open = False
            return False

    def _frame(self, win, field, canvas_size) -> bool:
        if field is not self._field:
            if self._open:
                win.dcTextClose()
            self._field, self._sent, self._open = field, None, False
        if field is None:
            return False
        enter = False
        if self._open:
            raw = str(win.dcTextPoll() or "")
            if raw:
                import json

                data = json.loads(raw)
                field.replace_text(str(data.get("value", "")))
                enter = bool(data.get("enter"))
        now = (tuple(field.rect), field.get())
        if now != self._sent:
            self._sent = now
            x, y, w, h = now[0]
            self._open = bool(
                win.dcTextOpen(x, y, w, h, canvas_size[0], canvas_size[1], now[1], field.max_len)
            )
        return enter


def page_call(name: str, *args, default=None):
    """The page's ``window.<name>(*args)`` (a ``dc…`` function of web/loader.tmpl); ``default``
    natively, or when the page lacks it or it fails (the game goes on without it)."""
    win = browser_window()
    if win is None:
        return default
    try:
        return getattr(win, name)(*args)
    except Exception:  # noqa: BLE001
        return default


def request_persistent_storage() -> bool:
    """Ask the browser to keep our storage (``navigator.storage.persist()``): Safari may otherwise
    delete it after 7 days without a visit. Natively nothing to ask; False when not asked."""
    return bool(page_call("dcPersist", default=False))


def fullscreen_available() -> bool:
    """The browser can show the page full screen (the Fullscreen API; iPhones have none)."""
    return bool(page_call("dcFullscreenAvailable", default=False))


def toggle_fullscreen() -> bool:
    return bool(page_call("dcToggleFullscreen", default=False))


def say(text: str) -> None:
    """A new line of the game's log for screen readers (the page's aria-live region)."""
    page_call("dcSay", text)


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


def share_base() -> str:
    """The site's address that share links start with, or "" where a link would not lead home.

    The build writes the address (``python -m game.build_web --site-url URL``); the page answers ""
    when none was given or when it runs inside itch.io (framed, or on *.itch.zone / *.hwcdn.net:
    a CDN folder of one upload, which the next upload replaces) — web/loader.tmpl ``dcShareBase``.
    Natively always ""."""
    return str(page_call("dcShareBase", default="") or "")


def share_link(code: str) -> str:
    """The link that opens ``code`` (the site's address with ``#g=CODE``), or the bare code where no
    link would lead home (natively, no address given, inside itch.io)."""
    base = share_base()
    return f"{base}#g={code}" if base else code


def share_sheet(text: str) -> bool:
    """On a phone, the system share sheet (``navigator.share``) with ``text``; False where there is none."""
    return coarse_pointer() and bool(page_call("dcShare", text, default=False))


def request_paste() -> bool:
    """Ask the browser for the clipboard's text (``navigator.clipboard.readText``); ``pasted`` gives it."""
    return bool(page_call("dcPaste", default=False))


def pasted() -> str | None:
    """The clipboard's text once the browser gave it ("" when it refused), None while waiting."""
    win = browser_window()
    if win is None:
        return ""
    try:
        state = int(win.dcPasteState)
        if state == 0:
            return None
        return str(win.dcPastedText) if state > 0 else ""
    except Exception:  # noqa: BLE001
        return ""


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
    import pygame.scrap as scrap

    if not scrap.get_init():
        scrap.init()
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


def coarse_pointer() -> bool:
    """The page's main pointer is a finger (``matchMedia('(pointer: coarse)')``); False natively."""
    win = browser_window()
    if win is None:
        return False
    try:
        return bool(win.matchMedia("(pointer: coarse)").matches)
    except Exception:  # noqa: BLE001
        return False


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


# --- storage that survives (issue 29) ---------------------------------------------------------
def download_text(filename: str, text: str) -> bool:
    """Let the browser download ``text`` as a file named ``filename`` (False natively or when the
    page refused)."""
    import json

    return _run_js(
        "(function(n, t){ var a = document.createElement('a');"
        " a.href = URL.createObjectURL(new Blob([t], {type: 'text/plain'})); a.download = n;"
        " document.body.appendChild(a); a.click();"
        " setTimeout(function(){ URL.revokeObjectURL(a.href); a.remove(); }, 1000); })("
        + json.dumps(filename)
        + ", "
        + json.dumps(text)
        + ")"
    )
