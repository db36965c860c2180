"""Number Chains' swap question: asked only when a swap would build a chain, above the log.

After a move, the rules offer a swap whenever the player has a swap chip and an
opponent has a loose chip (``phase == "swap"``). Most of those swaps would build
nothing, so the scene asks only when ``rules.useful_swaps`` names one; otherwise
it answers "don't swap" itself (a legal action, so replays and saves are the
same as if the player had clicked it). The question sits in a strip above the
log (the log stays readable) and says what the struck-out chips are.
"""

from __future__ import annotations

import pygame

from game import theme
from game.i18n import tr
from game.rules.chains import useful_swaps
from game.scenes.chains.panel import chip_rects, content_height, draw_lines, lines_height, wrapped
from game.scenes.chains.pieces import RACK_FILL, shade
from game.scenes.chains.rack import draw_groups, layout_groups, standard_groups
from game.ui import Form

SHEET_PITCH = 57  # chips on a phone's swap sheet: 57x57 touch areas that tile


class ChainsSwapping:
    """Mixed into ChainsScene."""

    def skip_useless_swap(self) -> bool:
        """The human is offered a swap that builds nothing: answer "don't swap" for them."""
        st = self.state
        if st.phase == "swap" and not useful_swaps(self.session.state):
            self.perform(("no_swap",))
            return True
        return False

    def undo(self) -> None:
        """Taking back a move whose swap question was answered for the player takes back the move too
        (else the same "don't swap" would follow at once, and Undo would seem to do nothing)."""
        super().undo()
        s = self.session
        seat = s.seat_to_move()
        if s.state.phase == "swap" and seat is not None and not seat.is_ai and not useful_swaps(s.state):
            if self.can_undo():
                super().undo()

    def swap_question(self) -> str:
        if self.swap_mine is None and self.swap_theirs is None:
            return tr("chains.ui.swap")
        if self.swap_mine is None:
            return tr("chains.scene.prompt.swap_mine", chip=self.swap_theirs[1])
        return tr("chains.scene.prompt.swap_theirs", chip=self.swap_mine)

    def draw_swap_prompt(self, surface, rect: pygame.Rect) -> None:
        """The question, what cannot be taken, the keys, and the "Don't swap" button; the log below."""
        b = self.no_swap_button
        b.rect.width = max(200, theme.font(b.size, True).size(tr("chains.ui.no_swap"))[0] + 36)
        b.rect.topright = (rect.right - 14, rect.y + 14)
        x, width = rect.x + 16, b.rect.x - rect.x - 32
        lines = wrapped(self.swap_question(), 17, width, theme.TEXT, True)
        notes = [tr("chains.scene.swap_legend")] + ([tr("chains.scene.keys.swap")] if self.hints else [])
        for note in notes:
            lines += wrapped(note, 15, width, theme.TEXT_DIM)
        height = max(b.rect.height + 28, 20 + lines_height(lines))
        strip = pygame.Rect(rect.x, rect.y, rect.width, height)
        theme.panel(surface, strip, colour=RACK_FILL, edge=theme.ACCENT, radius=12, shadow=False)
        draw_lines(surface, lines, x, rect.y + 10)
        self.log.draw(
            surface, pygame.Rect(rect.x, strip.bottom + 4, rect.width, rect.bottom - strip.bottom - 4)
        )

    # --- the swap sheet ---------------------------------------------------------------------
    def sheet_layout(self):
        """The swap sheet: (text lines, sections [(label, seat, pos, bars)], targets [((seat, chip), rect)]).

        Sections: each opponent's chips a swap may take, then your chips to give. When they do not all
        fit, only the step at hand shows (theirs first; yours once theirs is picked)."""
        key = (
            len(self.session.log),
            self.swap_mine,
            self.swap_theirs,
            tuple(tuple(h) for h in self.view_held),
        )
        if self._sheet[0] == key:
            return self._sheet[1]
        geo, me = self.geo, self.state.to_move
        roomy = pygame.Rect(geo.area.x + 8, geo.sheet.y, geo.area.w - 16, geo.area.bottom - 4 - geo.sheet.y)
        for sheet in (pygame.Rect(geo.sheet), roomy):  # over the board; over the racks too if need be
            result = self._swap_sheet_in(sheet, me)
            if result[3]:
                break
        self.sheet_rect = self.rack_picker.rect = sheet
        self._sheet = (key, result[:3])
        return result[:3]

    def _swap_sheet_in(self, sheet: pygame.Rect, me: int):
        """The swap sheet laid out in ``sheet``: (lines, sections, targets, whether it fits)."""
        b = self.no_swap_button
        b.rect.size = (max(190, theme.font(b.size, True).size(tr("chains.ui.no_swap"))[0] + 36), 56)
        b.rect.topright = (sheet.right - 12, sheet.y + 12)
        width, self.sheet_text_y = b.rect.x - sheet.x - 28, sheet.y + 12
        if width < 220:  # a narrow sheet (Large text): the question under the button, across the sheet
            width, self.sheet_text_y = sheet.width - 28, b.rect.bottom + 8
        lines = wrapped(self.swap_question(), 17, width, theme.TEXT, True)
        top = max(b.rect.bottom + 8, self.sheet_text_y + lines_height(lines) + 4)
        targets = self.swap_targets()
        theirs = []
        for s in range(self.n):
            chips = sorted(c for o, c in targets if o == s)
            if s != me and chips:
                label = tr("chains.compact.take_from", name=self.session.name_of(s))
                theirs.append((label, s, [("single", chips)]))
        mine = [(tr("chains.compact.give"), me, standard_groups(self.view_held[me]))]
        area_w = sheet.width - 24
        label_h = 24

        def height(sections):
            return sum(label_h + content_height(g, area_w, SHEET_PITCH) + 4 for _, _, g in sections)

        room = sheet.bottom - 8 - top
        if height(theirs + mine) <= room:
            shown = theirs + mine
        elif self.swap_theirs is not None:
            shown = mine
        else:
            shown = theirs
        sections, hits, y = [], [], top
        for label, seat, groups in shown:
            area = pygame.Rect(sheet.x + 12, y + label_h, area_w, 10_000)
            pos, bars, _ = layout_groups(groups, area, SHEET_PITCH)
            sections.append((label, seat, pos, bars, y))
            hits += [((seat, chip), rect) for chip, rect in chip_rects(pos, SHEET_PITCH).items()]
            y += label_h + content_height(groups, area_w, SHEET_PITCH) + 4
        return lines, sections, hits, y <= sheet.bottom - 4

    def sheet_chip_at(self, pos) -> tuple[int, int] | None:
        for slot, rect in self.sheet_layout()[2]:
            if rect.collidepoint(pos):
                return slot
        return None

    def draw_swap_sheet(self, surface) -> None:
        lines, sections, hits = self.sheet_layout()
        sheet = self.sheet_rect
        theme.panel(surface, sheet, colour=RACK_FILL, edge=theme.ACCENT, radius=14, shadow=False)
        draw_lines(surface, lines, sheet.x + 14, self.sheet_text_y)
        for label, seat, pos, bars, top in sections:
            theme.seat_marker(surface, (sheet.x + 22, top + 11), 8, seat, self.colourblind)
            theme.text(surface, label, (sheet.x + 36, top + 11), 15, theme.TEXT, "midleft", True)
            draw_groups(surface, pos, bars, SHEET_PITCH, shade(theme.seat_colour(seat), 0.8))
        me = self.state.to_move
        r = int(SHEET_PITCH * 0.44)
        focus = self.swap_cursor if Form.show_focus and self.form.focused is self.rack_picker else None
        for (seat, chip), rect in hits:
            c = rect.center
            picked = (seat == me and chip == self.swap_mine) or (
                seat != me and (seat, chip) == self.swap_theirs
            )
            if picked:
                pygame.draw.circle(surface, theme.GOOD, c, r + 4, 4)
            elif seat == me and self.swap_theirs is not None and self.swap_mine is None:
                pygame.draw.circle(surface, theme.ACCENT, c, r + 3, 2)  # now one of yours, to give
            elif seat != me and self.swap_theirs is None:
                pygame.draw.circle(surface, theme.ACCENT, c, r + 3, 3)  # the ringed chips a swap may take
            if self.pressed_at(rect) or (seat, chip) == focus:
                pygame.draw.circle(surface, theme.FOCUS, c, r + 6, 3)
