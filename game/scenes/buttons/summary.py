"""Buttons' round summary: what happened to every seat this round, read before the next one starts.

A round ends after the last seat busts or opts out, often on a board the player
was not looking at. Once the buttons have gone back and the bonus cards have
moved on, a card over the table lists each seat: bust (in which row, how many
buttons went back) or opted out (stars taken home), its stars now, and the
bonus card it holds for the next round; the next round waits for it (the shared ``RoundCard``).
"""

from __future__ import annotations

import pygame

from game import theme
from game.i18n import tr, trn
from game.scenes.buttons import pieces
from game.scenes.shared.round_card import RoundCard
from game.ui import Button

# the card's measures on every canvas: its width where the game area has room, a seat's row, the
# title's size, the top of the heads and of the first row, and the columns (name, this round, stars,
# bonus) from its left edge
WIDTH, ROW_H, TITLE_SIZE, HEADS_Y, ROWS_Y, COLS = 900, 40, 24, 72, 96, (34, 244, 660, 740)
HOME = (38, 118, 62)  # stars taken home: a green dark enough to read on the cream card


class ButtonsSummary:
    """Mixed into ButtonsScene; the card's timing and input are the shared ``RoundCard``'s."""

    def init_summary(self) -> None:
        self.round_notes: dict[int, tuple] = {}  # seat -> ("bust", row, buttons) | ("opted", stars)
        compact = self.geo.compact

        def place() -> tuple[int, int]:
            rect = self.summary_rect()
            return rect.centerx, rect.bottom - 16

        label = "buttons.scene.next_round_tap" if compact else "buttons.scene.next_round"
        self.round_card = RoundCard(self, lambda: tr(label), compact, place)

    @property
    def summary(self) -> dict | None:
        """The card's contents while it is up: round, notes per seat, whether a human reads it."""
        card = vars(self).get("round_card")  # (asked while the card's button joins the form)
        return card.data if card is not None else None

    @property
    def summary_button(self) -> Button:
        return self.round_card.button

    def queue_summary(self, round_no: int) -> None:
        """After the round's end and the bonus cards: the summary, and the timeline waits for it."""

        def make() -> dict:
            self.viewing = None  # compact: the summary replaces another player's board shown large
            notes, self.round_notes = dict(self.round_notes), {}
            return {"round": round_no, "notes": notes}

        self.round_card.queue(make)

    def leave(self) -> None:
        super().leave()
        self.round_card.data = None  # never leave the app's one timeline waiting for a card no one sees

    def close_summary(self) -> None:
        self.round_card.close()

    def timers_still(self) -> bool:
        return not self.round_card.counting() and super().timers_still()

    # --- drawing ---------------------------------------------------------------------------------
    def summary_rect(self) -> pygame.Rect:
        return self.summary_form()[0]

    def summary_form(self) -> tuple[pygame.Rect, bool, bool, tuple]:
        """The card centred in the game area, whether it is narrower than its full width (the subtitle
        on two lines), two rows a seat (this round's line under the name) or one, and the columns
        (a narrow canvas too low for two rows draws them closer)."""
        area, width, row_h, cols = self.geo.area, WIDTH, ROW_H, COLS
        top, two = 104, False
        if area.width < width + 20:
            two = top + 2 * row_h * self.n + 84 + 20 <= area.height - 8  # the subtitle on two lines too
            width = area.width - 16
            if not two:  # the name's column as wide as before, the cards' (four) and the stars' at the right
                bonus = width - 28 - 16 - 4 * 24
                cols = (cols[0], cols[0] + 160, bonus - 64, bonus)
        narrow = width < WIDTH
        height = top + row_h * (2 if two else 1) * self.n + 84 + (20 if narrow else 0)
        rect = pygame.Rect(0, 0, width, height)
        rect.center = area.center
        return rect, narrow, two, cols

    def summary_line(self, note: tuple | None) -> tuple[str, tuple]:
        if note is None:
            return tr("buttons.scene.summary_none"), theme.INK_DIM
        if note[0] == "bust":
            return trn("buttons.scene.summary_bust", note[2], row=note[1]), theme.BAD
        return trn("buttons.scene.summary_opted", note[1]), HOME

    def draw_summary(self, surface) -> None:
        if self.summary is None:
            return
        theme.veil(surface, 120)
        rect, narrow, two, cols = self.summary_form()
        row_h = ROW_H
        pygame.draw.rect(surface, (8, 16, 12), rect.move(4, 6), border_radius=16)
        theme.panel(surface, rect, shadow=False)
        heads_y, rows_y = HEADS_Y, ROWS_Y
        if narrow:  # the subtitle on two lines
            heads_y, rows_y = heads_y + 20, rows_y + 20
        if two:  # two rows per seat: name, stars, bonus; this round (the stars and the cards at the right)
            row_h, cols = 2 * row_h, (34, 34, rect.width - 150, rect.width - 150)
        title = tr("buttons.scene.round_over", round=self.summary["round"])
        theme.text(surface, title, (rect.centerx, rect.y + 14), TITLE_SIZE, theme.INK, "midtop", True)
        sub = tr("buttons.scene.summary_sub")
        for i, line in enumerate(theme.wrap(sub, 15, rect.width - 40)[:2] if narrow else [sub]):
            theme.text_fit(
                surface,
                line,
                (rect.centerx, rect.y + 46 + max(19, theme.scaled(15) + 3) * i),
                rect.width - 40,
                17,
                theme.INK_DIM,
                "midtop",
            )
        x = rect.x + 28
        keys = ("buttons.scene.summary_seat", "buttons.scene.summary_round")
        keys += ("buttons.scene.summary_stars", "buttons.scene.summary_bonus")
        for dx, key, end in zip(cols, keys, (*cols[1:], rect.right - 16 - x)):
            if not two or key in (keys[0], keys[2]):  # two rows: this round and the cards go unheaded
                room = (rect.right - 16 - x if two else end) - dx - 6
                theme.text_fit(
                    surface, tr(key), (x + dx, rect.y + heads_y), room, 15, theme.INK_DIM, bold=True
                )
        y = rect.y + rows_y
        for seat in range(self.n):
            cy = y + row_h // 2
            if seat % 2 == 0:
                band = pygame.Rect(rect.x + 16, y, rect.width - 32, row_h)
                pygame.draw.rect(surface, theme.PANEL_DARK, band, border_radius=8)
            top, low = (y + row_h // 4, y + 3 * row_h // 4) if two else (cy, cy)
            theme.seat_marker(surface, (x + 14, top), 10, seat, self.colourblind)
            name = self.session.name_of(seat)
            room = (cols[2] if two else cols[1]) - cols[0] - 16
            theme.text_fit(surface, name, (x + cols[0], top), room, 19, theme.INK, "midleft", True)
            text, colour = self.summary_line(self.summary["notes"].get(seat))
            bonus = (x + cols[3] + 12, low) if not two else (rect.right - 40, low)  # two: right to left
            cards = len(self.seat_views[seat].bonus)
            room = (bonus[0] - 20 - 24 * (cards - 1) - x if two else cols[2]) - cols[1] - 12
            theme.text_fit(surface, text, (x + cols[1], low), room, 18, colour, "midleft", True)
            stars = self.seat_views[seat].stars.bit_count()  # a mask of the board's star cells
            theme.text(surface, f"{stars} ★", (x + cols[2], top), 19, theme.INK, "midleft", True)
            for k, c in enumerate(self.seat_views[seat].bonus):
                pieces.bonus_chip(surface, c, (bonus[0] + k * 24 * (-1 if two else 1), bonus[1]), 12)
            y += row_h
        self.round_card.draw_button(surface)  # over the HUD layer, so the overlay draws its own button
