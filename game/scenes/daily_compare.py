"""Side by side: your daily and your friend's, turn by turn where your choices differed, each with what
it cost by the coach's values (``game/coach/compare.py``), worked out a slice per frame."""

from __future__ import annotations

import pygame

from game import theme
from game.ai.base import SLICE_S, ThinkingTask
from game.coach.compare import differences_steps
from game.i18n import tr
from game.layout import MARGIN
from game.scene import Scene
from game.scenes.shared.coach_text import loss_text, reason_text
from game.ui import Button, Form


class CompareScene(Scene):
    name = "daily_compare"

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        dice = session.dice
        self.seat = dice.rival_seat
        self.rival = dice.rival_game()
        self.friend = dice.rival_label()
        self.rows: list = []  # filled as the coach values them
        self.task = ThinkingTask.of(differences_steps(session, self.rival, self.seat, self.rows))
        self.page = 0
        compact = theme.compact()
        self.top = 70 if compact else 100
        self.row_h = 58 if compact else 66
        bh, w, h = 55, theme.WIDTH, theme.HEIGHT
        self.per_page = max(1, (h - self.top - bh - 24) // self.row_h)
        self.form = Form(
            [
                Button((MARGIN, h - bh - 8, 150, bh), lambda: tr("howto.prev"), lambda: self.turn(-1), "secondary",
                       size=19, visible=lambda: self.pages() > 1, enabled=lambda: self.page > 0),
                Button((w - MARGIN - 150, h - bh - 8, 150, bh), lambda: tr("howto.next"), lambda: self.turn(1),
                       "secondary", size=19, visible=lambda: self.pages() > 1,
                       enabled=lambda: self.page < self.pages() - 1),
                Button((w // 2 - 90, h - bh - 8, 180, bh), lambda: tr("daily.card.close"), self.close, "primary", size=19),
            ],
            on_back=self.close,
            columns=3,
        )  # fmt: skip

    def pages(self) -> int:
        return max(1, -(-len(self.rows) // self.per_page))

    def turn(self, step: int) -> None:
        self.app.play("click")
        self.page = min(max(0, self.page + step), self.pages() - 1)

    def close(self) -> None:
        self.app.play("click")
        self.app.stack.pop()

    def update(self, dt: float) -> None:
        if self.task is not None and self.task.step(SLICE_S):
            self.task = None

    def handle(self, event) -> None:
        self.form.handle(event)

    def draw(self, surface) -> None:
        surface.blit(theme.background(), (0, 0))
        w = theme.WIDTH
        compact = theme.compact()
        title = tr("daily.compare.title", name=self.friend)
        room = w - 2 * MARGIN - (theme.font(17).size(tr("daily.compare.working"))[0] + 20 if self.task else 0)
        theme.text_fit(surface, title, (MARGIN, 8 if compact else 20), room, 26 if compact else 32,
                       theme.ACCENT, bold=True)  # fmt: skip
        col = (w - 2 * MARGIN - 110) // 2
        head_y = self.top - 26
        for i, name in enumerate((tr("challenge.you"), self.friend)):
            theme.text_fit(
                surface, name, (MARGIN + 110 + i * col, head_y), col - 16, 18, theme.TEXT, bold=True
            )
        if self.task is not None:  # beside the title while more rows are valued
            working = tr("daily.compare.working")
            theme.text(surface, working, (w - MARGIN, 14 if compact else 30), 17, theme.TEXT_DIM, "topright")
        elif not self.rows:
            theme.text_fit(surface, tr("daily.compare.same"), (w // 2, theme.HEIGHT // 2), w - 80, 20, theme.TEXT,
                           "center")  # fmt: skip
        start = self.page * self.per_page
        for k, row in enumerate(self.rows[start : start + self.per_page]):
            rect = pygame.Rect(MARGIN, self.top + k * self.row_h, w - 2 * MARGIN, self.row_h - 6)
            self.draw_row(surface, row, rect, col)
        self.form.draw(surface)

    def draw_row(self, surface, row, rect: pygame.Rect, col: int) -> None:
        theme.panel(surface, rect, shadow=False)
        game_id = self.session.game_id
        size = 15 if theme.compact() else 16
        theme.text_fit(surface, tr("daily.compare.turn", n=row.turn), (rect.x + 12, rect.y + 8), 90, 17, theme.INK,
                       bold=True)  # fmt: skip
        names = [self.session.name_of(i) for i in range(len(self.session.seats))]
        costs = [
            self.cost_text(entry, lost)
            for entry, lost in ((row.mine, row.my_loss), (row.theirs, row.their_loss))
        ]
        least = costs[0] if row.my_loss <= row.their_loss else costs[1]
        for i, entry in enumerate((row.mine, row.theirs)):
            x = rect.x + 110 + i * col
            reason = reason_text(game_id, entry, lambda s: names[s] if 0 <= s < len(names) else "")
            theme.text_fit(surface, reason, (x, rect.y + 6), col - 16, size, theme.INK)
            better = costs[i] == least  # as the player reads them: two costs shown alike are alike
            theme.text_fit(surface, costs[i], (x, rect.y + 8 + size + 4), col - 16, size,
                           theme.INK if better else theme.BAD, bold=better)  # fmt: skip

    def cost_text(self, entry, lost: float) -> str:
        if lost <= 1e-9:
            return tr("daily.compare.best")
        return tr("daily.compare.cost", amount=loss_text(self.session.game_id, entry.unit, lost))
