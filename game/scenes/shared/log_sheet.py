"""The log sheet (compact layout): the whole game's log over the game, opened by the header's Log
button, since a phone's screen has no room for a log panel beside the board.

It shows the newest lines at the bottom and scrolls back by a drag on the lines, the Older / Newer
buttons, the mouse wheel or Page Up / Page Down / Home / End (and the arrow keys). A tap on Close,
a tap outside the sheet, or Esc closes it. While it is open the game waits (``freezes_game``), so
nothing new slides in under the reader's finger.
"""

from __future__ import annotations

import pygame

from game import theme
from game.i18n import language, tr, trn
from game.scenes.shared.drag import DragScroll
from game.scenes.shared.sheet import PANEL, Sheet
from game.ui import Button, Form

SIZE, LINE = 18, 27  # the lines' text and their height
TOP = 72  # the title band
SIDE_W = 130  # the column of scroll buttons


class LogSheet(Sheet):
    name = "log_sheet"

    def __init__(self, app, game):
        super().__init__(app, game)
        self.back = 0  # lines scrolled back from the newest
        self._key = None
        self._lines: list[tuple[str, int | None, bool]] = []
        self._drag = DragScroll()
        p = PANEL
        x = p.right - 12 - SIDE_W
        self.older = Button(
            (x, p.y + TOP + 6, SIDE_W, 90),
            lambda: tr("game.log.older"),
            lambda: self.scroll_by(self.rows() - 1),
            "secondary",
            size=18,
            enabled=lambda: self.back < self.max_back(),
            visible=self.scrolls,
        )
        self.newer = Button(
            (x, p.y + TOP + 106, SIDE_W, 90),
            lambda: tr("game.log.newer"),
            lambda: self.scroll_by(-(self.rows() - 1)),
            "secondary",
            size=18,
            enabled=lambda: self.back > 0,
            visible=self.scrolls,
        )
        self.newest = Button(
            (x, p.y + TOP + 206, SIDE_W, 70),
            lambda: tr("game.log.newest"),
            self.to_newest,
            "ghost",
            size=17,
            enabled=lambda: self.back > 0,
            visible=self.scrolls,
        )
        self.form = Form([self.close_button, self.older, self.newer, self.newest], on_back=self.close)

    # --- the lines ---------------------------------------------------------------------------
    def area(self) -> pygame.Rect:
        """Where the lines are (a drag here scrolls them)."""
        p = PANEL
        return pygame.Rect(p.x + 16, p.y + TOP, p.width - 16 - SIDE_W - 36, p.height - TOP - 12)

    def lines(self) -> list[tuple[str, int | None, bool]]:
        """Every entry wrapped to the sheet: (text, seat of the entry, first line of its entry)."""
        log = self.game.log
        key = (language(), len(log.entries))
        if key != self._key:
            width = self.area().width - 26
            self._lines = [
                (part, e.seat, i == 0)
                for e in log.entries
                for i, part in enumerate(theme.wrap(e.text(log.name_of), SIZE, width))
            ]
            self._key = key
        return self._lines

    def scrolls(self) -> bool:
        """The log is longer than the sheet (else the scroll buttons would only be in the way)."""
        return self.max_back() > 0

    def rows(self) -> int:
        return max(1, self.area().height // LINE)

    def max_back(self) -> int:
        return max(0, len(self.lines()) - self.rows())

    def scroll_by(self, delta: int) -> None:
        self.back = max(0, min(self.max_back(), self.back + delta))

    def to_newest(self) -> None:
        self.back = 0

    # --- input --------------------------------------------------------------------------------
    def handle(self, event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(event.y * 3)
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._drag.release()
        if self.closed_by_tap_outside(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.area().collidepoint(event.pos):
                self._drag.press(event.pos[1], self.back)
        elif event.type == pygame.MOUSEMOTION and event.buttons[0] and self._drag.start is not None:
            back0, steps = self._drag.pull(event.pos[1], LINE)
            self.back = back0
            self.scroll_by(steps)  # pulling the lines down shows older ones
            return
        elif event.type == pygame.KEYDOWN and self.key(event.key):
            return
        self.form.handle(event)

    def key(self, k: int) -> bool:
        page = self.rows() - 1
        moves = {
            pygame.K_PAGEUP: page,
            pygame.K_PAGEDOWN: -page,
            pygame.K_UP: 1,
            pygame.K_DOWN: -1,
            pygame.K_HOME: self.max_back(),
            pygame.K_END: -len(self.lines()),
        }
        if k not in moves:
            return False
        self.scroll_by(moves[k])
        return True

    # --- drawing ----------------------------------------------------------------------------
    def draw(self, surface) -> None:
        p = PANEL
        self.draw_panel(surface, (20, 44, 33), (60, 100, 80))
        title = theme.text(surface, tr("game.log"), (p.x + 20, p.y + 36), 24, theme.ACCENT, "midleft", True)
        if self.back:
            room = self.close_button.rect.x - title.right - 36
            theme.text_fit(surface, trn("game.log.sheet_back", self.back), (title.right + 18, p.y + 37), room,
                           17, theme.TEXT_DIM, "midleft")  # fmt: skip
        area = self.area()
        lines = self.lines()
        rows = self.rows()
        end = len(lines) - self.back
        y = area.y
        for text, seat, first in lines[max(0, end - rows) : end]:
            if first and seat is not None:
                theme.seat_marker(surface, (area.x + 8, y + LINE // 2), 7, seat, self.game.colourblind)
            theme.text(surface, text, (area.x + 24, y + 3), SIZE, theme.TEXT)
            y += LINE
        if len(lines) > rows:  # where this window sits in the whole game
            track = pygame.Rect(area.right + 12, area.y, 6, rows * LINE)
            pygame.draw.rect(surface, (40, 70, 56), track, border_radius=3)
            h = max(20, track.height * rows // len(lines))
            top = track.bottom - h - (track.height - h) * self.back // max(1, len(lines) - rows)
            pygame.draw.rect(surface, theme.TEXT_DIM, (track.x, top, 6, h), border_radius=3)
        self.form.draw(surface)
