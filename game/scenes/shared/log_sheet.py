"""The log sheet (a phone's layout): the whole game's log over the game, opened by the header's Log
button, since a phone's screen has no room for a log panel beside the board.

The newest lines are at the bottom; a drag, the Older / Newer / Newest buttons, the wheel or the
paging and arrow keys scroll back. Close, a tap outside or Esc closes it. While it is open the game
waits (``freezes_game``), so nothing new slides in under the reader's finger.
"""

from __future__ import annotations

from functools import partial

import pygame

from game import theme
from game.i18n import tr, trn
from game.scenes.shared.drag import DragScroll
from game.scenes.shared.log import paging
from game.scenes.shared.sheet import Sheet, band_h
from game.ui import Button, Form

SIZE = 18  # the lines' text
SIDE_W = 130  # the column of scroll buttons
NARROW = 600  # a sheet narrower than this has its scroll buttons in a row at its foot


class LogSheet(Sheet):
    name = "log_sheet"

    def __init__(self, app, game):
        super().__init__(app, game)
        self.back = 0  # lines scrolled back from the newest
        self._drag = DragScroll()
        self.line = round(theme.scaled(SIZE) * 1.5)  # a line's height (Large text: taller)
        scrolls = [  # Older, Newer, Newest: (label, the key that does the same, style, label size, enabled)
            ("game.log.older", pygame.K_PAGEUP, "secondary", 18, lambda: self.back < self.max_back()),
            ("game.log.newer", pygame.K_PAGEDOWN, "secondary", 18, lambda: self.back > 0),
            ("game.log.newest", pygame.K_END, "ghost", 17, lambda: self.back > 0),
        ]
        self.older, self.newer, self.newest = buttons = [
            Button(
                spot, partial(tr, t), partial(self.key, k), style, size=size, enabled=on, visible=self.scrolls
            )
            for spot, (t, k, style, size, on) in zip(self.scroll_spots(), scrolls, strict=True)
        ]
        self.form = Form([self.close_button, *buttons], on_back=self.close)

    def narrow(self) -> bool:
        return self.panel.width < NARROW

    def scroll_spots(self) -> list[pygame.Rect]:
        """Older, Newer, Newest: a column at the right, or a row at the foot of a narrow sheet."""
        p, tall = self.panel, band_h()
        if self.narrow():
            w = (p.width - 24 - 2 * 12) // 3
            return [pygame.Rect(p.x + 12 + i * (w + 12), p.bottom - 12 - tall, w, tall) for i in range(3)]
        x, y = p.right - 12 - SIDE_W, p.y + self.top + 6
        return [pygame.Rect(x, y + dy, SIDE_W, h) for dy, h in ((0, 90), (100, 90), (200, 70))]

    # --- the lines ---------------------------------------------------------------------------
    def area(self) -> pygame.Rect:
        """Where the lines are (a drag here scrolls them)."""
        p, top = self.panel, self.top
        if self.narrow():
            foot = band_h() + 24
            return pygame.Rect(p.x + 16, p.y + top, p.width - 16 - 30, p.height - top - foot)
        return pygame.Rect(p.x + 16, p.y + top, p.width - 16 - SIDE_W - 36, p.height - top - 12)

    def lines(self) -> list[tuple[str, int | None, bool]]:
        """Every entry wrapped to the sheet: (text, seat of the entry, first line of its entry)."""
        return self.game.log.lines(self.area().width - 26, SIZE)

    def scrolls(self) -> bool:
        """The log is longer than the sheet (else the scroll buttons would only be in the way)."""
        return self.max_back() > 0

    def rows(self) -> int:
        return max(1, self.area().height // self.line)

    def max_back(self) -> int:
        return max(0, len(self.lines()) - self.rows())

    def scroll_by(self, delta: int) -> None:
        self.back = max(0, min(self.max_back(), self.back + delta))

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
            self.back, steps = self._drag.pull(event.pos[1], self.line)
            self.scroll_by(steps)  # pulling the lines down shows older ones
            return
        elif event.type == pygame.KEYDOWN and self.key(event.key):
            return
        self.form.handle(event)

    def key(self, k: int) -> bool:
        back = paging(k, self.rows(), self.max_back(), arrows=True)
        if back is not None:
            self.scroll_by(back)
        return back is not None

    # --- drawing ----------------------------------------------------------------------------
    def draw(self, surface) -> None:
        p, line = self.panel, self.line
        self.draw_panel(surface, theme.DARK_PANEL, theme.DARK_EDGE)
        mid = self.close_button.rect.centery
        title = theme.text(surface, tr("game.log"), (p.x + 20, mid), 24, theme.ACCENT, "midleft", True)
        room = self.close_button.rect.x - title.right - 36
        if self.back and room > 60:
            theme.text_fit(surface, trn("game.log.sheet_back", self.back), (title.right + 18, mid + 1), room,
                           17, theme.TEXT_DIM, "midleft")  # fmt: skip
        area = self.area()
        lines = self.lines()
        rows = self.rows()
        end = len(lines) - self.back
        y, dy = area.y, (line - theme.scaled(SIZE)) // 2 - 2  # the text in the middle of its line
        for text, seat, first in lines[max(0, end - rows) : end]:
            if first and seat is not None:
                theme.seat_marker(surface, (area.x + 8, y + line // 2), 7, seat, self.game.colourblind)
            theme.text(surface, text, (area.x + 24, y + dy), SIZE, theme.TEXT)
            y += line
        if len(lines) > rows:  # where this window sits in the whole game
            track = pygame.Rect(area.right + 12, area.y, 6, rows * line)
            pygame.draw.rect(surface, (40, 70, 56), track, border_radius=3)
            h = max(20, track.height * rows // len(lines))
            top = track.bottom - h - (track.height - h) * self.back // max(1, len(lines) - rows)
            pygame.draw.rect(surface, theme.TEXT_DIM, (track.x, top, 6, h), border_radius=3)
        self.form.draw(surface)
