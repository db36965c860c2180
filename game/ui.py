"""Shared widgets with one focus model for mouse, touch and keyboard.

A ``Form`` owns a list of widgets and the focus: Tab / Shift+Tab and the arrow
keys move it, Enter / Space activate, Left / Right change a ``Choice``. A click
activates on release over the same widget it was pressed on (misclick
protection for touch). The focus ring shows once the keyboard is used.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game import theme
from game.names import typed

Label = str | Callable[[], str]


def _text(label: Label) -> str:
    return label() if callable(label) else label


def _flag(value: bool | Callable[[], bool]) -> bool:
    return value() if callable(value) else value


class Widget:
    focusable = True
    focus_on_click = True  # a press moves the keyboard focus here (text fields, choices; not buttons)

    def __init__(
        self, rect, enabled: bool | Callable[[], bool] = True, visible: bool | Callable[[], bool] = True
    ):
        self.rect = pygame.Rect(rect)
        self._enabled = enabled
        self._visible = visible
        self.hint: Label = ""

    @property
    def enabled(self) -> bool:
        return _flag(self._enabled)

    crowded = False  # set by a row that had no room left for it (game/scenes/shared/frame.py)

    @property
    def visible(self) -> bool:
        return _flag(self._visible) and not self.crowded

    @property
    def wanted(self) -> bool:
        """Visible but for a row that had no room for it (``crowded``)."""
        return _flag(self._visible)

    def activate(self) -> None:
        pass

    def explain(self) -> str:
        """A long press on a widget without a hint: what it says in full ("" for nothing)."""
        return ""

    def refuse(self) -> None:
        """The player clicked or pressed a disabled widget: say why (buttons with ``on_refuse``)."""

    def key(self, event: pygame.event.Event) -> bool:
        """Keys other than focus movement; True if consumed."""
        return False

    def click(self, pos: tuple[int, int]) -> None:
        self.activate()

    def touch_areas(self) -> list[pygame.Rect]:
        """Where a tap acts, one rect for each different thing it does (see ``Form.tap_targets``)."""
        return [self.rect]

    def name(self) -> str:
        """What the size test calls this widget."""
        label = getattr(self, "label", "")
        return f"{type(self).__name__} '{_text(label)}'"

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        pass


STYLES = {
    "primary": (theme.ACCENT, theme.ACCENT_DARK, theme.INK),
    "secondary": (theme.PANEL, theme.PANEL_EDGE, theme.INK),
    "danger": (theme.BAD, (150, 50, 44), theme.TEXT),
    "ghost": ((40, 70, 56), (90, 130, 110), theme.TEXT),
}


def within(label: str, size: int, room: int, bold: bool = False) -> str:
    """``label`` where it fits ``room`` whole, else without its bracketed addition (a key, a place, a
    detail: "Coach (best moves)" says "Coach"). What still does not fit is shrunk, then cut."""
    return theme.whole_or(label, label[: label.index(" (")], size, room, bold) if " (" in label else label


class Button(Widget):
    focus_on_click = False  # a click acts at once; Enter keeps meaning the control the screen names

    def __init__(
        self,
        rect,
        label: Label,
        on_click: Callable[[], Any],
        style: str = "secondary",
        enabled=True,
        visible=True,
        size: int = 24,
        hint: Label = "",
        icon: Callable | None = None,
        on_refuse: Callable[[], Any] | None = None,
        short: Label = "",
    ):
        super().__init__(rect, enabled, visible)
        self.label = label
        self.short = short  # said instead where the label does not fit whole (Large text, a small phone)
        self.on_click = on_click
        self.on_refuse = on_refuse
        self.style = style
        self.size = size
        self.hint = hint
        self.icon = icon

    def activate(self) -> None:
        if self.enabled:
            self.on_click()
        else:
            self.refuse()

    def refuse(self) -> None:
        if self.on_refuse is not None:
            self.on_refuse()

    def fitting(self, label: str, room: int) -> str:
        """``label``, or where it does not fit ``room`` whole its short form (``short``, else ``within``)."""
        if self.short:
            return theme.whole_or(label, _text(self.short), self.size, room, True)
        return within(label, self.size, room, True)

    def draw(self, surface, focused, hovered):
        fill, edge, ink = STYLES[self.style]
        rect = self.rect
        if not self.enabled:
            fill, edge, ink = (120, 126, 118), (96, 100, 94), (70, 72, 68)
        elif hovered or focused:
            fill = tuple(min(255, c + 18) for c in fill)
        shadow = rect.move(0, 4)
        pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=12)
        pygame.draw.rect(surface, fill, rect, border_radius=12)
        pygame.draw.rect(surface, edge, rect, 2, border_radius=12)
        label = _text(self.label)
        if self.icon:
            self.icon(surface, pygame.Rect(rect.x + 8, rect.y + 6, rect.height - 12, rect.height - 12), ink)
            theme.text(
                surface,
                label,
                (rect.centerx + rect.height // 4, rect.centery),
                self.size,
                ink,
                "center",
                True,
            )
        else:
            room = rect.width - 16
            theme.text_fit(
                surface, self.fitting(label, room), rect.center, room, self.size, ink, "center", bold=True
            )
        if focused:
            pygame.draw.rect(surface, theme.FOCUS, rect.inflate(10, 10), 3, border_radius=15)


class Choice(Widget):
    """A labelled value cycled with ◀ ▶ (click the arrows, Left/Right, Enter = next).

    Inline: label on the left, ``◀ value ▶`` in the last ``value_w`` pixels.
    Stacked: a small label on top and ``◀ value ▶`` across the whole width below
    (for long option names and values). Values shrink to fit.
    """

    def __init__(
        self,
        rect,
        label: Label,
        values: Sequence,
        get: Callable[[], Any],
        set: Callable[[Any], None],
        show: Callable[[Any], str] = str,
        enabled=True,
        visible=True,
        size: int = 22,
        value_w: int = 270,
        stacked: bool = False,
        brief: Callable[[Any], str] | None = None,
    ):
        super().__init__(rect, enabled, visible)
        self.label = label
        self.values = list(values)
        self.get = get
        self.set = set
        self.show = show
        self.brief = brief  # a value's short words, where ``show``'s do not fit whole (Large text, a phone)
        self.size = size
        self.value_w = value_w
        self.stacked = stacked

    def explain(self) -> str:
        """The label and the whole value (the row may show it shortened: "Compact (ph…")."""
        return f"{_text(self.label)}: {self.show(self.get())}"

    def step(self, delta: int) -> None:
        if not self.enabled or not self.values:
            return
        try:
            i = self.values.index(self.get())
        except ValueError:
            i = 0
        self.set(self.values[(i + delta) % len(self.values)])

    def activate(self) -> None:
        self.step(1)

    def key(self, event) -> bool:
        if event.key in (pygame.K_LEFT, pygame.K_a):
            self.step(-1)
            return True
        if event.key in (pygame.K_RIGHT, pygame.K_d):
            self.step(1)
            return True
        return False

    def arrow_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        if self.stacked:
            h = min(44, self.rect.height // 2)
            y = self.rect.bottom - h - 6
            return pygame.Rect(self.rect.x + 8, y, h, h), pygame.Rect(self.rect.right - h - 8, y, h, h)
        h = self.rect.height - 8
        right = pygame.Rect(self.rect.right - h - 4, self.rect.y + 4, h, h)
        left = pygame.Rect(self.rect.right - self.value_w, right.y, h, h)
        return left, right

    def click(self, pos) -> None:
        if pos[0] < self.split():
            self.step(-1)
        else:
            self.step(1)

    def split(self) -> int:
        """A tap left of this x steps back, from it on forward."""
        return self.arrow_rects()[0].right + 7

    def touch_areas(self) -> list[pygame.Rect]:
        r, x = self.rect, self.split()
        return [pygame.Rect(r.x, r.y, x - r.x, r.height), pygame.Rect(x, r.y, r.right - x, r.height)]

    def draw(self, surface, focused, hovered):
        rect = self.rect
        col = theme.TEXT if self.enabled else theme.DISABLED
        bg = (34, 66, 50) if (hovered or focused) else (26, 54, 40)
        pygame.draw.rect(surface, bg, rect, border_radius=10)
        left, right = self.arrow_rects()
        if self.stacked:
            theme.text(
                surface,
                _text(self.label),
                (rect.x + 14, rect.y + 8),
                max(theme.MIN_TEXT, self.size - 4),
                theme.TEXT_DIM,
            )
        else:  # the label in the room left of the arrows: shrunk, then shortened, never under them
            room = left.left - rect.x - 24
            label = within(_text(self.label), self.size, room)
            theme.text_fit(surface, label, (rect.x + 16, rect.centery), room, self.size, col, "midleft")
        for r, pts in (
            (left, ((0.7, 0.2), (0.3, 0.5), (0.7, 0.8))),
            (right, ((0.3, 0.2), (0.7, 0.5), (0.3, 0.8))),
        ):
            pygame.draw.rect(surface, theme.ACCENT if self.enabled else theme.DISABLED, r, border_radius=8)
            pygame.draw.polygon(surface, theme.INK, [(r.x + r.w * x, r.y + r.h * y) for x, y in pts])
        value = self.show(self.get())
        room = right.left - left.right - 12
        if self.brief is not None:
            value = theme.whole_or(value, self.brief(self.get()), self.size, room, True)
        size = theme.fit_size(value, self.size, room, True)
        value = theme.fit(value, size, room, bold=True)  # at the smallest size, an ellipsis
        mid = ((left.right + right.left) // 2, left.centery)
        theme.text(surface, value, mid, size, col, "center", bold=True)
        if focused:
            pygame.draw.rect(surface, theme.FOCUS, rect.inflate(8, 8), 3, border_radius=12)


class TextField(Widget):
    """A one-line text entry (names). Typing works while it has the focus."""

    def __init__(
        self,
        rect,
        get: Callable[[], str],
        set: Callable[[str], None],
        max_len: int = 14,
        size: int = 22,
        enabled=True,
        visible=True,
    ):
        super().__init__(rect, enabled, visible)
        self.get = get
        self.set = set
        self.max_len = max_len
        self.size = size

    def key(self, event) -> bool:
        if not self.enabled:
            return False
        if event.key == pygame.K_BACKSPACE:
            self.set(self.get()[:-1])
            return True
        return False

    def text_input(self, string: str) -> None:
        if self.enabled:
            self.set(typed(self.get(), string, self.max_len))

    def replace_text(self, text: str) -> None:
        """The whole text at once, through the same filter as typing (a phone keyboard's field)."""
        if self.enabled:
            self.set(typed("", text, self.max_len))

    def draw(self, surface, focused, hovered):
        rect = self.rect
        pygame.draw.rect(surface, theme.PANEL if self.enabled else theme.PANEL_DARK, rect, border_radius=8)
        pygame.draw.rect(
            surface, theme.FOCUS if focused else theme.PANEL_EDGE, rect, 3 if focused else 2, border_radius=8
        )
        r = theme.text(surface, self.get(), (rect.x + 10, rect.centery), self.size, theme.INK, "midleft")
        if focused and cursor_on():
            pygame.draw.line(surface, theme.INK, (r.right + 2, rect.y + 8), (r.right + 2, rect.bottom - 8), 2)


def ticks() -> int:
    """Milliseconds since start (tests replace it to freeze the text cursor's blink)."""
    return pygame.time.get_ticks()


def cursor_on() -> bool:
    """The text cursor blinks twice a second."""
    return (ticks() // 500) % 2 == 0


class Form:
    """Focus, hover and activation for a set of widgets.

    The focus never rests on a disabled or hidden widget: while the widget the
    focus was put on cannot act, ``focused`` is the form's ``home`` (the control
    the screen says Enter means, when it can act) or nothing, and the focus goes
    back to that widget once it can act again. A click does not move the focus
    onto a button, so Enter still means what the screen says after mouse use.
    """

    show_focus = False  # shared: the last input device decides for every form

    def __init__(
        self, widgets: Sequence[Widget] = (), on_back: Callable[[], Any] | None = None, columns: int = 1
    ):
        self.widgets: list[Widget] = list(widgets)
        self.on_back = on_back
        self.columns = columns
        self.focus = 0
        self.hover: Widget | None = None
        self.home: Widget | None = None  # where the focus returns (see go_home)
        self._pressed: Widget | None = None
        self._fix_focus(1)

    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        self._fix_focus(1)
        return widget

    def usable(self) -> list[Widget]:
        return [w for w in self.widgets if self.can_focus(w)]

    @staticmethod
    def can_focus(w: Widget | None) -> bool:
        return w is not None and w.visible and w.focusable and w.enabled

    @property
    def focused(self) -> Widget | None:
        """The widget keys act on: never a disabled or hidden one (then ``home``, or nothing)."""
        if 0 <= self.focus < len(self.widgets):
            w = self.widgets[self.focus]
            if self.can_focus(w):
                return w
        if self.home in self.widgets and self.can_focus(self.home):
            return self.home
        return None

    def go_home(self) -> None:
        """The focus back on ``home`` (after a menu over the scene closes, at a new decision)."""
        if self.home is not None:
            self.set_focus(self.home)

    @property
    def typing(self) -> bool:
        """The focus is in a text field: keys are text, not commands. Asked every frame: where
        neither the focus nor ``home`` is a text field, the answer needs no widget's state."""
        at = self.widgets[self.focus] if 0 <= self.focus < len(self.widgets) else None
        if not isinstance(at, TextField) and not isinstance(self.home, TextField):
            return False
        return isinstance(self.focused, TextField)

    def set_focus(self, widget: Widget) -> None:
        if widget in self.widgets:
            self.focus = self.widgets.index(widget)

    def _fix_focus(self, direction: int) -> None:
        n = len(self.widgets)
        for _ in range(n):
            if (
                0 <= self.focus < n
                and self.widgets[self.focus].visible
                and self.widgets[self.focus].focusable
            ):
                return
            self.focus = (self.focus + direction) % n if n else 0

    def move(self, delta: int) -> None:
        """Focus the next widget that can act (visible, focusable, enabled); disabled ones are skipped."""
        n = len(self.widgets)
        if not n:
            return
        here = self.focused
        start = self.widgets.index(here) if here is not None else self.focus
        for step in range(1, n + 1):
            w = self.widgets[(start + delta * step) % n]
            if self.can_focus(w):
                self.focus = (start + delta * step) % n
                return

    def tap_targets(self) -> list[tuple[str, pygame.Rect]]:
        """Every place a tap acts on, named: the touch areas of the visible widgets."""
        return [(w.name(), r) for w in self.widgets if w.visible for r in w.touch_areas()]

    def cancel_press(self) -> None:
        """The press became something else (a drag): its release is no click."""
        self._pressed = None

    def explain_at(self, pos) -> str:
        """What a long press on ``pos`` shows: the widget's hint (why it is disabled, what it does),
        else what the widget says in full (a value shortened to fit its row)."""
        w = self.widget_at(pos)
        if w is None:
            return ""
        return _text(w.hint) if w.hint else w.explain()

    def widget_at(self, pos) -> Widget | None:
        for w in reversed(self.widgets):
            if w.visible and w.rect.collidepoint(pos):
                return w
        return None

    def handle(self, event: pygame.event.Event) -> bool:
        """Returns True when the event was used."""
        if event.type == pygame.MOUSEMOTION:
            Form.show_focus = False
            self.hover = self.widget_at(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            Form.show_focus = False
            w = self.widget_at(event.pos)
            self._pressed = w
            if w is not None and w.focus_on_click and self.can_focus(w):
                self.set_focus(w)
            return w is not None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            w = self.widget_at(event.pos)
            pressed, self._pressed = self._pressed, None
            if w is not None and w is pressed:
                if w.enabled:
                    w.click(event.pos)
                else:
                    w.refuse()  # a disabled action explains itself, as it does for the keyboard
                return True
            return w is not None
        if event.type == pygame.TEXTINPUT:
            w = self.focused
            if isinstance(w, TextField):
                w.text_input(event.text)
                return True
            return False
        if event.type != pygame.KEYDOWN:
            return False
        Form.show_focus = True
        w = self.focused
        if w is not None and w.key(event):
            return True
        if event.key == pygame.K_TAB:
            self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if event.key in (pygame.K_DOWN, pygame.K_RIGHT):
            self.move(self.columns if event.key == pygame.K_DOWN else 1)
            return True
        if event.key in (pygame.K_UP, pygame.K_LEFT):
            self.move(-self.columns if event.key == pygame.K_UP else -1)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if isinstance(w, TextField) and event.key == pygame.K_SPACE:
                return True  # the space arrives as TEXTINPUT
            if w is not None:
                w.activate()
            return True
        if event.key == pygame.K_ESCAPE and self.on_back:
            self.on_back()
            return True
        return False

    def view_key(self) -> tuple:
        """What the form's picture depends on (see game/redraw.py): focus, hover, enabled widgets."""
        shown = [
            (w.visible and (w.enabled, _text(w.label) if isinstance(w, Button) else 0)) for w in self.widgets
        ]
        return self.focus, id(self.hover), id(self._pressed), Form.show_focus, tuple(shown)

    def cursor_part(self) -> tuple[bool, pygame.Rect]:
        """The text cursor's blink and where it is (a small part of the screen, game/redraw.py)."""
        w = self.focused
        if Form.show_focus and isinstance(w, TextField):
            return cursor_on(), w.rect
        return False, pygame.Rect(0, 0, 0, 0)

    def draw(self, surface: pygame.Surface) -> None:
        focused = self.focused if Form.show_focus else None
        for w in self.widgets:
            if w.visible:  # a pressed widget lights up at once: a finger has no hover
                w.draw(surface, w is focused, w is self.hover or w is self._pressed)
        hint_widget = self.hover or focused
        if hint_widget is not None and hint_widget.visible and hint_widget.hint and not hint_widget.enabled:
            hint = _text(hint_widget.hint)
            if hint:
                r = hint_widget.rect
                if r.bottom + 10 + 24 <= theme.HEIGHT:
                    theme.text(surface, hint, (r.centerx, r.bottom + 10), 18, theme.ACCENT, "midtop")
                else:  # no room below (a control at the foot of the compact canvas): above it
                    theme.text(surface, hint, (r.centerx, r.top - 10), 18, theme.ACCENT, "midbottom")


class StackedIconButton(Button):
    """A narrow button: its icon on top, its word below (the title cards' Demo)."""

    def draw(self, surface, focused, hovered):
        icon, self.icon = self.icon, None
        label, self.label = self.label, ""
        try:
            super().draw(surface, focused, hovered)
        finally:
            self.icon, self.label = icon, label
        r = self.rect
        ink = (70, 72, 68) if not self.enabled else STYLES[self.style][2]
        if icon is not None:
            icon(surface, pygame.Rect(r.centerx - 13, r.y + 5, 26, 22), ink)
        theme.text_fit(surface, _text(label), (r.centerx, r.bottom - 6), r.width - 6, self.size, ink,
                       "midbottom", bold=True)  # fmt: skip
