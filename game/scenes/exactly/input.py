"""Exactly! input: Roll, naming a value after ?, and moving a coin (source pile, then destination).

Piles are chosen on the table (click or tap; arrows + Enter through the table picker) or a whole
move at once from the move list; a pile that cannot be used is explained with the rules' own reason.
"""

from __future__ import annotations

import pygame

from game import theme
from game.i18n import tr
from game.rules import exactly as ex
from game.rules.base import Explanation
from game.scenes.exactly import coins
from game.ui import Form, Widget

DIRS = {
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
}
CONFIRM = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
MORE = "more"  # the compact move list's last row when the moves do not fit: the next page


class TablePicker(Widget):
    """The table as one form member: arrows choose a pile, Enter takes or puts the coin."""

    def __init__(self, scene):
        super().__init__(scene.geo.table, True, lambda: scene.human_to_move())
        self.scene = scene

    def key(self, event) -> bool:
        return self.scene.table_key(event)

    def touch_areas(self) -> list[pygame.Rect]:
        return [rect for _, rect in self.scene.layout.pile_targets()]  # the rects ``pile_at`` tests

    def click(self, pos) -> None:
        pile = self.scene.layout.pile_at(pos)
        if pile is not None:
            self.scene.cursor = pile
            self.scene.pick_pile(pile)

    def activate(self) -> None:
        if self.scene.cursor is not None:
            self.scene.pick_pile(self.scene.cursor)

    def draw(self, surface, focused, hovered) -> None:
        scene = self.scene
        if focused and scene.cursor is not None and scene.presented.phase == ex.MOVE:
            r = scene.layout.box(scene.cursor).inflate(14, 14)
            pygame.draw.rect(surface, theme.FOCUS, r, 4, border_radius=18)


class MoveList(Widget):
    """Every legal move as a row (coin, from → to); a click or Enter makes it."""

    def __init__(self, scene):
        super().__init__(scene.geo.list_rect, True, lambda: scene.phase_for_human() == ex.MOVE)
        self.scene = scene

    def row_areas(self) -> list[tuple]:
        """(row index or MORE, touch area) of the rows shown: what a click hits, what a tap test measures.
        A row's touch area is its whole slot (the drawn row leaves a small gap below)."""
        scene = self.scene
        rows, shown, h = scene.move_rows(), scene.list_shown(), scene.geo.row_h
        areas = []
        for k, i in enumerate(range(scene.list_scroll, min(len(rows), scene.list_scroll + shown))):
            areas.append((i, pygame.Rect(self.rect.x, self.rect.y + k * h, self.rect.width, h)))
        if scene.list_paged():
            areas.append((MORE, pygame.Rect(self.rect.x, self.rect.y + shown * h, self.rect.width, h)))
        return areas

    def touch_areas(self) -> list[pygame.Rect]:
        return [rect for _, rect in self.row_areas()]

    def key(self, event) -> bool:
        scene = self.scene
        rows = scene.move_rows()
        if not rows:
            return False
        if event.key in (pygame.K_UP, pygame.K_DOWN):
            step = 1 if event.key == pygame.K_DOWN else -1
            scene.list_cursor = max(0, min(len(rows) - 1, scene.list_cursor + step))
            scene.scroll_list_to(scene.list_cursor)
            return True
        if event.key in CONFIRM:
            scene.perform_row(scene.list_cursor)
            return True
        return False

    def click(self, pos) -> None:
        scene = self.scene
        hit = next((i for i, rect in self.row_areas() if rect.collidepoint(pos)), None)
        if hit == MORE:
            scene.next_list_page()
        elif hit is not None:
            scene.list_cursor = hit
            scene.perform_row(hit)

    def activate(self) -> None:
        self.scene.perform_row(self.scene.list_cursor)

    def draw(self, surface, focused, hovered) -> None:
        self.scene.draw_move_list(surface, self.rect, focused)


class ExactlyInput:
    """Mixed into ExactlyScene."""

    # --- rolling and naming a value ----------------------------------------------------
    def roll(self) -> None:
        if self.phase_for_human() == ex.START:
            self.app.play("click")
            self.perform(("roll",))

    def name_value(self, value: int) -> None:
        if self.phase_for_human() == ex.CHOOSE:
            self.perform(("value", value))  # an impossible value is refused with the rules' reason

    # --- piles -----------------------------------------------------------------------------
    def candidates(self) -> list:
        """The piles the keyboard visits: the legal ones with hints on, every pile without."""
        st = self.presented
        if not self.hints or st.phase != ex.MOVE:
            return self.layout.piles()
        if self.source is None:
            return ex.sources(st, st.value)
        return [self.source, *ex.destinations(st, st.value, self.source)]

    def default_cursor(self):
        st = self.presented
        if st.phase != ex.MOVE:
            return None
        if self.source is not None:
            dests = ex.destinations(st, st.value, self.source)
            return dests[0] if dests else self.source
        srcs = ex.sources(st, st.value)
        return srcs[0] if srcs else ex.BANK

    def pick_pile(self, pile) -> None:
        """A pile was chosen (click, tap or Enter): take the coin from it, or put the coin on it."""
        if not self.human_to_move():
            return
        st = self.presented
        if st.phase != ex.MOVE:
            key = "exactly.err.choose_first" if st.phase == ex.CHOOSE else "exactly.err.roll_first"
            self.say(Explanation(key, {}))
            return
        value = st.value
        if self.source is None:
            why = ex.explain_source(st, value, pile)
            if why is not None:
                self.say(why)
                return
            self.source = pile
            self.message = ""
            self.app.play("click")
            self.cursor = self.default_cursor()
            self.list_cursor = 0  # the chosen pile's moves come first (``move_rows``)
            self.scroll_list_to(0)
            return
        if pile == self.source:
            self.cancel_source()
            return
        why = ex.explain_destination(st, value, self.source, pile)
        if why is not None:
            self.say(why)
            return
        src, self.source = self.source, None
        self.perform(("move", value, src, pile))

    def cancel_source(self) -> None:
        if self.source is not None:
            self.cursor = self.source
            self.source = None
            self.message = ""
            self.app.play("click")

    def table_key(self, event) -> bool:
        if self.presented.phase != ex.MOVE or not self.human_to_move():
            return False
        if event.key in DIRS:
            cands = self.candidates()
            if self.cursor not in cands:
                self.cursor = self.default_cursor()
            else:
                self.cursor = self.layout.step(self.cursor, DIRS[event.key], cands)
            return True
        if event.key in CONFIRM and self.cursor is not None:
            self.pick_pile(self.cursor)
            return True
        if event.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            self.cancel_source()
            return True
        return False

    # --- the move list ------------------------------------------------------------------------
    def move_rows(self) -> list[tuple]:
        """The legal moves in list order: those from the chosen pile first."""
        rows = [a for a in self.legal() if a[0] == "move"]
        if self.source is not None:
            rows.sort(key=lambda a: a[2] != self.source)
        return rows

    def list_paged(self) -> bool:
        """The compact list has more moves than rows: its last row turns the page."""
        return self.geo.compact and len(self.move_rows()) > self.geo.list_rows

    def list_shown(self) -> int:
        """How many move rows show at once (the compact list gives one to "more" when it pages)."""
        return self.geo.list_rows - 1 if self.list_paged() else self.geo.list_rows

    def next_list_page(self) -> None:
        """The compact list's "more" row: the next rows, after the last back to the first."""
        nxt = self.list_scroll + self.list_shown()
        self.list_scroll = nxt if nxt < len(self.move_rows()) else 0
        self.list_cursor = self.list_scroll
        self.app.play("click")

    def scroll_list(self, first: int) -> None:
        """The move list's first row shown: ``first``, as far as the rows go."""
        self.list_scroll = max(0, min(first, len(self.move_rows()) - self.list_shown()))

    def scroll_list_to(self, i: int) -> None:
        """Row ``i`` into view, the list moving no further than it must."""
        self.scroll_list(min(i, max(self.list_scroll, i - self.list_shown() + 1)))

    def drag_list(self, event) -> bool:
        """Compact: a finger pulls the move list up or down a row at a time (as the log sheet's
        lines); a drag is no tap, so its release makes no move. True: the event is used."""
        drag = self.list_drag
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.move_list.visible and self.move_list.rect.collidepoint(event.pos):
                drag.press(event.pos[1], self.list_scroll)
            return False
        if event.type == pygame.MOUSEMOTION and event.buttons[0] and drag.start is not None:
            scroll0, steps = drag.pull(event.pos[1], self.geo.row_h)
            self.scroll_list(scroll0 - steps)  # pulling up shows the later moves
            return drag.dragged
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and drag.release():
            self.form.cancel_press()
            return True
        return False

    def perform_row(self, i: int) -> None:
        rows = self.move_rows()
        if 0 <= i < len(rows):
            self.source = None
            self.perform(rows[i])

    def move_label(self, action) -> str:
        _, _, src, dst = action
        return f"{self.pile_label(src)} → {self.pile_label(dst)}"

    def makes_exact(self, action) -> bool:
        """Whether this move leaves some player's pile at exactly €1.00 (a hint in the list)."""
        _, value, src, dst = action
        tots = self.presented.totals
        return (src != ex.BANK and tots[src] - value == ex.EXACT) or (
            dst != ex.BANK and tots[dst] + value == ex.EXACT
        )

    # --- scene input ------------------------------------------------------------------------
    def handle(self, event) -> None:
        if self.take_back_key(event):
            return
        if event.type == pygame.KEYDOWN and self.human_to_move():
            Form.show_focus = True
            if event.key == pygame.K_ESCAPE and self.source is not None:
                self.cancel_source()
                return
            if event.key == pygame.K_r and self.presented.phase == ex.START:
                self.roll()
                return
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self.geo.compact and self.drag_list(event):
            return
        if (
            event.type == pygame.MOUSEWHEEL
            and self.move_list.visible
            and self.move_list.rect.collidepoint(self.mouse)
        ):
            self.scroll_list(self.list_scroll - event.y)
            return
        super().handle(event)

    def draw_value_icon(self, surface, rect, value, ink) -> None:
        """A value button's face: the coin, and its value beside it."""
        r = coins.radius(value, 0.9)
        cx = rect.x + rect.height // 2 + 4
        coins.draw_coin(surface, value, (cx, rect.centery), r, self.colourblind)
        left = cx + r + 10
        right = rect.x - 8 + self.value_buttons[0].rect.width - 10  # ``rect`` is the icon's: the button's end
        label = tr("exactly.coin", value=value)
        theme.text_fit(surface, label, (left, rect.centery), right - left, 24, ink, "midleft", True)
