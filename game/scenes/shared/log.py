"""The game log: message keys, not text, shown in a panel that scrolls back through the whole game.

Parameters that name seats are ``SeatRef`` / ``SeatList`` values and become the seats' names
when the entry is drawn, so the log follows a language switch, default names included. The panel
shows the newest entry at the bottom and scrolls back by the wheel, a drag or the paging keys.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game import theme
from game.i18n import counted_by, language, number, tr, trn
from game.scenes.shared.drag import DragScroll

SIZE = 17  # px
LINE_H = 22
PAD = 12
TITLE_H = 34


class SeatRef(int):
    """A seat index inside log parameters: drawn as that seat's name."""


class SeatList(tuple):
    """Several seats inside log parameters: drawn as their names joined by commas."""


class Msg(str):
    """A message key inside log parameters (a colour's name, say): translated when drawn,
    so it follows a language switch like the rest of the line."""


def event_params(event: dict, drop: tuple[str, ...] = ()) -> dict:
    """A rules event's fields as log parameters: without ``type``, ``seat`` and ``drop``,
    and the seat (if any) as ``player``, drawn as that seat's name."""
    params = {k: v for k, v in event.items() if k not in ("type", "seat") and k not in drop}
    if event.get("seat") is not None:
        params["player"] = SeatRef(event["seat"])
    return params


def paging(key: int, rows: int, most: int, arrows: bool = False) -> int | None:
    """Lines a key scrolls a log of ``rows`` visible lines back (negative: towards the newest; Home
    and End go all the way), or None for another key."""
    moves = {pygame.K_PAGEUP: rows - 1, pygame.K_PAGEDOWN: 1 - rows, pygame.K_HOME: most, pygame.K_END: -most}
    return (moves | {pygame.K_UP: 1, pygame.K_DOWN: -1} if arrows else moves).get(key)


@dataclass(frozen=True)
class Entry:
    """One log line: ``key`` with ``params``; ``count`` picks the plural form (``key.one`` / ``key.other``)."""

    key: str
    params: dict = field(default_factory=dict)
    count: int | None = None
    seat: int | None = None  # whose line it is (a coloured mark in the margin)

    def text(self, name_of: Callable[[int], str]) -> str:
        params = {}
        for k, v in self.params.items():
            if isinstance(v, SeatRef):
                v = name_of(int(v))
            elif isinstance(v, SeatList):
                v = ", ".join(name_of(int(s)) for s in v)
            elif isinstance(v, Msg):
                v = tr(str(v))
            elif isinstance(v, int) and not isinstance(v, bool):
                v = number(v)  # 1,150 / 1.150, as the scoreboards write it
            params[k] = v
        if self.count is not None:
            return trn(self.key, self.count, **params)
        counter = counted_by(self.key)
        if counter is not None and type(self.params.get(counter)) is int:
            # the raw number picks the form: formatted as text above, 1 would read as "1", not one
            del params[counter]
            return trn(self.key, self.params[counter], **params)
        return tr(self.key, **params)


class LogPanel:
    """The entries of one game and the panel that shows them."""

    def __init__(self, name_of: Callable[[int], str]):
        self.name_of = name_of
        self.entries: list[Entry] = []
        self.scroll = 0  # lines scrolled back from the newest
        self._wrapped: dict = {}  # (language, width, size) -> (lines, entries wrapped into them)
        self._drag = DragScroll()
        self._mouse = (-1, -1)
        self.rect = pygame.Rect(0, 0, 0, 0)

    def add(self, entry: Entry) -> None:
        self.entries.append(entry)
        self.scroll = 0  # something new happened: show it

    def clear(self) -> None:
        self.entries = []
        self.scroll = 0
        self._wrapped = {}

    def texts(self) -> list[str]:
        """Every entry as text in the current language, oldest first."""
        return [e.text(self.name_of) for e in self.entries]

    # --- layout --------------------------------------------------------------------------
    def lines(self, width: int, size: int = SIZE) -> list[tuple[str, int | None, bool]]:
        """Every entry wrapped to ``width`` (the panel's, or the log sheet's with its ``size``):
        (text, seat of the entry, first line of its entry). A long game wraps only new entries."""
        key = (language(), width, size)
        lines, done = self._wrapped.get(key, ([], 0))
        for e in self.entries[done:]:  # entries are only ever appended (or all cleared)
            for i, part in enumerate(theme.wrap(e.text(self.name_of), size, width)):
                lines.append((part, e.seat, i == 0))
        self._wrapped[key] = (lines, len(self.entries))
        return lines

    def visible_rows(self, rect: pygame.Rect) -> int:
        return max(1, (rect.height - TITLE_H - PAD) // LINE_H)

    def max_scroll(self) -> int:
        if not self.rect.width:
            return 0
        return max(0, len(self.lines(self.text_width())) - self.visible_rows(self.rect))

    def text_width(self) -> int:
        return self.rect.width - 2 * PAD - 14

    def window(self) -> list[tuple[str, int | None, bool]]:
        """The lines on screen now, oldest first; the newest is last unless scrolled back."""
        lines = self.lines(self.text_width())
        rows = self.visible_rows(self.rect)
        self.scroll = max(0, min(self.scroll, self.max_scroll()))
        end = len(lines) - self.scroll
        return lines[max(0, end - rows) : end]

    # --- input ---------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """Wheel, drag and paging keys; True when the event scrolled the log."""
        if event.type == pygame.MOUSEWHEEL:  # wheel events carry no position: use the pointer's last one
            if self.rect.collidepoint(self._mouse):
                self.scroll_by(event.y * 3)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self._drag.press(event.pos[1], self.scroll)
            return False
        if event.type == pygame.MOUSEMOTION:
            self._mouse = event.pos
        if event.type == pygame.MOUSEMOTION and event.buttons[0] and self._drag.start is not None:
            self.scroll, steps = self._drag.pull(event.pos[1], LINE_H)
            self.scroll_by(steps)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._drag.release()
            return False
        if event.type == pygame.KEYDOWN:
            back = paging(event.key, self.visible_rows(self.rect), self.max_scroll())
            if back is not None:
                self.scroll_by(back)
            return back is not None
        return False

    def scroll_by(self, delta: int) -> None:
        self.scroll = max(0, min(self.max_scroll(), self.scroll + delta))

    # --- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        theme.panel(surface, rect, colour=theme.DARK_PANEL, edge=theme.DARK_EDGE)
        theme.text(surface, tr("game.log"), (rect.x + PAD, rect.y + 9), 17, theme.TEXT_DIM, bold=True)
        lines = self.window()
        y = rect.y + TITLE_H
        for text, seat, first in lines:
            if first and seat is not None:
                pygame.draw.circle(
                    surface, theme.seat_colour(seat), (rect.x + PAD + 4, y + LINE_H // 2 - 1), 4
                )
            theme.text(surface, text, (rect.x + PAD + 14, y), SIZE, theme.TEXT)
            y += LINE_H
        total = len(self.lines(self.text_width()))
        rows = self.visible_rows(rect)
        if total > rows:  # a scroll bar: where this window sits in the whole game
            track = pygame.Rect(rect.right - 8, rect.y + TITLE_H, 4, rows * LINE_H)
            pygame.draw.rect(surface, (40, 70, 56), track, border_radius=2)
            h = max(16, track.height * rows // total)
            top = track.bottom - h - (track.height - h) * self.scroll // max(1, total - rows)
            pygame.draw.rect(surface, theme.TEXT_DIM, (track.x, top, 4, h), border_radius=2)
        if self.scroll:
            hint = trn("game.log_back", self.scroll)
            theme.text_fit(
                surface,
                hint,
                (rect.right - PAD - 8, rect.y + 9),
                rect.width // 2,
                15,
                theme.ACCENT,
                "topright",
            )
