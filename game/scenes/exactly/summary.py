"""Exactly!'s round summary: who took the €1 piece and why, every pile and every seat's €1 pieces,
read before the next round (or the results) and tapped away (game/scenes/shared/round_card.py).

A round ends with a banner ("Exactly €1.00!" or "Time's up: closest!") that shows for a moment;
the card that follows stays until the player closes it, so the piles the round ended with can
be read before the coins fly back to the bank.
"""

from __future__ import annotations

import pygame

from game import theme
from game.i18n import tr
from game.rules import exactly as ex
from game.scenes.exactly.drawing import money
from game.scenes.shared.round_card import RoundCard

ROW = 36  # a seat's row on the card


class ExactlySummary:
    """Mixed into ExactlyScene (before GameScene)."""

    def init_summary(self) -> None:
        def label() -> str:
            data = self.round_card.data
            return tr("exactly.summary.results" if data and data["last"] else "exactly.summary.next")

        def place() -> tuple[int, int]:
            rect = self.summary_rect()
            return rect.centerx, rect.bottom - 14

        self.round_card = RoundCard(self, label, self.geo.compact, place)

    def queue_summary(self, e: dict) -> None:
        """After the €1 banner: the card, and the timeline waits for it."""

        def make() -> dict:
            return {
                "round": self.presented.round,
                "seat": e["seat"],
                "why": e.get("why", "exact"),
                "piles": [ex.pile_total(self.vpiles[s]) for s in range(self.n)],
                "euros": list(self.veuros),
                "target": e["target"],
                "last": e["euros"] >= e["target"],
            }

        self.round_card.queue(make)

    def handle(self, event) -> None:
        if self.round_card.handle(event):
            return
        super().handle(event)

    def update(self, dt: float) -> None:
        self.round_card.tick(dt)
        super().update(dt)

    def leave(self) -> None:
        super().leave()
        self.round_card.data = None  # never leave the app's one timeline waiting for a card no one sees

    def summary_rect(self) -> pygame.Rect:
        """``geo.card``, as tall as its rows: the heads, the rows, then the button with its margins."""
        card = self.geo.card
        rect = pygame.Rect(0, 0, card.width, 190 + ROW * self.n)
        rect.center = card.center
        return rect

    def draw_overlays(self, surface: pygame.Surface) -> None:
        super().draw_overlays(surface)
        data = self.round_card.data
        if data is None:
            return
        theme.veil(surface, 120)
        rect = self.summary_rect()
        pygame.draw.rect(surface, (8, 16, 12), rect.move(4, 6), border_radius=16)
        theme.panel(surface, rect, shadow=False)
        theme.text(surface, tr("exactly.summary.title", round=data["round"]), (rect.centerx, rect.y + 14),
                   24, theme.INK, "midtop", True)  # fmt: skip
        who = self.session.name_of(data["seat"])
        why = tr(f"exactly.summary.{'closest' if data['why'] == 'closest' else 'exact'}", player=who)
        theme.text_fit(surface, why, (rect.centerx, rect.y + 50), rect.width - 40, 18,
                       theme.INK, "midtop")  # fmt: skip
        x = rect.x + 28
        cols = (0, 380, 540) if rect.width >= 740 else (0, 360, 510) if rect.width >= 700 else (0, 200, 300)
        heads_y = rect.y + 86
        for dx, key in zip(cols, ("exactly.summary.seat", "exactly.summary.pile", "exactly.summary.euros")):
            theme.text(surface, tr(key), (x + dx, heads_y), 15, theme.INK_DIM, bold=True)
        y = heads_y + 24
        for seat in range(self.n):
            cy = y + ROW // 2
            band = pygame.Rect(rect.x + 16, y, rect.width - 32, ROW)
            if seat == data["seat"]:
                pygame.draw.rect(surface, theme.ACCENT, band, border_radius=8)
            elif seat % 2 == 0:
                pygame.draw.rect(surface, theme.PANEL_DARK, band, border_radius=8)
            theme.seat_marker(surface, (x + 14, cy), 10, seat, self.colourblind)
            name = self.session.name_of(seat)
            theme.text_fit(surface, name, (x + 34, cy), cols[1] - 50, 19, theme.INK, "midleft", True)
            theme.text(surface, money(data["piles"][seat]), (x + cols[1], cy), 19, theme.INK, "midleft", True)
            euros = tr("exactly.summary.count", count=data["euros"][seat], target=data["target"])
            theme.text(surface, euros, (x + cols[2], cy), 19, theme.INK, "midleft", True)
            y += ROW
        self.round_card.draw_button(surface)
