"""Results: the ranking with the game's score detail and why, rematch, menu."""

from __future__ import annotations

import pygame

from game import theme
from game.i18n import tr
from game.rules.base import SEAT_PARAMS, Explanation
from game.scene import Scene
from game.ui import Button, Form


def detail_text(detail, names=()) -> str:
    """Outcome details may be a message (Explanation), a sequence of numbers or plain text."""
    if isinstance(detail, Explanation):
        params = {
            k: names[v] if k in SEAT_PARAMS and isinstance(v, int) and 0 <= v < len(names) else v
            for k, v in detail.params.items()
        }
        return tr(detail.key, **params)
    if isinstance(detail, tuple | list):
        return " · ".join(str(d) for d in detail) if detail else "–"
    return "" if detail is None else str(detail)


class ResultsScene(Scene):
    """Drawn over the final board. The picture is static, so after the first
    frame it is kept as one surface and the scene turns opaque (the board below
    is not redrawn every frame)."""

    name = "results"

    def __init__(self, app, session, new_best: bool = False):
        super().__init__(app)
        self.session = session
        self.outcome = session.outcome()
        self.new_best = new_best
        self.t = 0.0
        self._picture: pygame.Surface | None = None
        rows = len(session.seats)
        height = 230 + 50 * rows + 44 * len(self.outcome.explanation[:3]) + (40 if new_best else 0)
        self.rect = pygame.Rect(240, 0, 800, min(520, height))
        self.rect.centery = 330
        buttons_y = self.rect.bottom + 22
        self.form = Form(
            [
                Button((400, buttons_y, 220, 58), lambda: tr("results.rematch"), self.rematch, "primary"),
                Button((660, buttons_y, 220, 58), lambda: tr("results.menu"), self.app.go_title, "secondary"),
            ],
            on_back=self.app.go_title,
            columns=2,
        )
        self.order = sorted(range(len(session.seats)), key=lambda i: (self.outcome.places[i], i))

    @property
    def opaque(self) -> bool:
        return self._picture is not None

    def enter(self) -> None:
        self.app.play("win")

    def rematch(self) -> None:
        self.app.play("click")
        self.app.start_game(self.session.restarted(seed=self.session.seed + 7919))

    def handle(self, event) -> None:
        self.form.handle(event)

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface) -> None:
        if self._picture is None:
            self.draw_picture(surface)
            if self.t > 0.5:  # let the board's last animation land first
                self._picture = surface.copy()
        else:
            surface.blit(self._picture, (0, 0))
        self.form.draw(surface)

    def draw_picture(self, surface) -> None:
        theme.veil(surface, 170)
        rect = self.rect
        theme.panel(surface, rect)
        winners = self.outcome.winners
        seats = self.session.seats
        names = [self.session.name_of(i) for i in range(len(seats))]
        if len(seats) == 1:
            headline = tr("results.solo_done")
        elif len(winners) > 1:
            headline = tr("results.tie", names=", ".join(names[i] for i in winners))
        else:
            headline = tr("results.winner", name=names[winners[0]])
        theme.text(surface, headline, (rect.centerx, rect.y + 46), 36, theme.INK, "center", True)
        y = rect.y + 100
        theme.text(surface, tr("results.place"), (rect.x + 40, y), 17, theme.INK_DIM)
        theme.text(surface, tr("results.player"), (rect.x + 140, y), 17, theme.INK_DIM)
        theme.text(surface, tr("results.score"), (rect.x + 490, y), 17, theme.INK_DIM, "topright")
        theme.text(surface, tr("results.detail"), (rect.x + 510, y), 17, theme.INK_DIM)
        y += 30
        for i in self.order:
            place = self.outcome.places[i]
            row = pygame.Rect(rect.x + 24, y, rect.width - 48, 44)
            if place == 1:
                pygame.draw.rect(surface, (250, 226, 160), row, border_radius=10)
            theme.text(surface, f"{place}.", (rect.x + 40, y + 22), 24, theme.INK, "midleft", True)
            theme.seat_marker(surface, (rect.x + 112, y + 22), 14, i, self.app.settings.colourblind)
            kind = tr(f"kind.{seats[i].stat_kind}")
            theme.text_fit(surface, names[i], (rect.x + 140, y + 14), 200, 22, theme.INK, "midleft", True)
            theme.text_fit(surface, kind, (rect.x + 140, y + 36), 200, 14, theme.INK_DIM, "midleft")
            score = self.outcome.scores[i] if i < len(self.outcome.scores) else ""
            theme.text_fit(
                surface,
                detail_text(score, names),
                (rect.x + 490, y + 22),
                140,
                22,
                theme.INK,
                "midright",
                True,
            )
            if i < len(self.outcome.details):
                theme.text_fit(
                    surface,
                    detail_text(self.outcome.details[i], names),
                    (rect.x + 510, y + 22),
                    266,
                    17,
                    theme.INK_DIM,
                    "midleft",
                )
            y += 50
        y += 6
        for line in self.outcome.explanation[:3]:
            used = theme.paragraph(
                surface,
                detail_text(line, names),
                pygame.Rect(rect.x + 40, y, rect.width - 80, 60),
                18,
                theme.INK,
            )
            y += used + 4
        if self.new_best:
            theme.text(
                surface,
                tr("results.new_best"),
                (rect.centerx, rect.bottom - 36),
                24,
                theme.GOOD,
                "center",
                True,
            )
        turns = self.session.turns()
        if turns:
            theme.text(
                surface,
                tr("results.turns", n=turns),
                (rect.right - 24, rect.bottom - 24),
                16,
                theme.INK_DIM,
                "bottomright",
            )
