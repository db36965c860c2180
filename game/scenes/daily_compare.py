"""Side by side: your daily and your friend's, turn by turn where your choices differed, each with what
it cost by the coach's values (``game/coach/compare.py``), worked out a slice per frame."""

from __future__ import annotations

import pygame

from game import boxes, layout, theme
from game.ai.base import SLICE_S, ThinkingTask
from game.boxes import Box
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
        self.friend = dice.rival_label()
        self.rows: list = []  # filled as the coach values them
        self.task = ThinkingTask.of(differences_steps(session, dice.rival_game(), dice.rival_seat, self.rows))
        self.page = 0
        back, next_, close = self.geometry(layout.current())
        self.form = Form(
            [
                Button(back, lambda: tr("howto.prev"), lambda: self.turn(-1), "secondary", size=19,
                       visible=lambda: self.pages() > 1, enabled=lambda: self.page > 0),
                Button(next_, lambda: tr("howto.next"), lambda: self.turn(1), "secondary", size=19,
                       visible=lambda: self.pages() > 1, enabled=lambda: self.page < self.pages() - 1),
                Button(close, lambda: tr("daily.card.close"), self.close, "primary", size=19),
            ],
            on_back=self.close,
            columns=3,
        )  # fmt: skip

    def geometry(self, lay: layout.Layout) -> tuple[Box, Box, Box]:
        """A row per turn (the two choices side by side, or on a narrow canvas one under the other),
        as many a page as fit; returns the boxes of Back, Next and Close at the foot."""
        w, h = lay.size
        self.wide = w >= 700
        self.size = 16 if lay.min_target == 0 else 15
        self.title_size = 32 if h >= 700 and self.wide else 26
        self.top = 70 if h < 700 else 100
        line = theme.scaled(self.size) + 4
        self.row_h = (58 if lay.min_target else 66) if self.wide else theme.scaled(17) + 4 * line + 25
        bh = max(55, lay.min_target)
        spots = boxes.buttons(Box(MARGIN, h - bh - 8, w - 2 * MARGIN, bh), [150, 180, 150], bh, 10)
        if spots[0].y == spots[1].y:  # Back at the left edge, Next at the right
            spots[0], spots[2] = spots[0]._replace(x=MARGIN), spots[2]._replace(x=w - MARGIN - spots[2].w)
        self.per_page = max(1, (spots[0].y - self.top - 16) // self.row_h)
        return spots[0], spots[2], spots[1]

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

    def draw(self, surface) -> None:
        surface.blit(theme.background(), (0, 0))
        w = theme.WIDTH
        title = tr("daily.compare.title", name=self.friend)
        room = w - 2 * MARGIN - (theme.font(17).size(tr("daily.compare.working"))[0] + 20 if self.task else 0)
        small = self.title_size < 32
        theme.text_fit(surface, title, (MARGIN, 8 if small else 20), room, self.title_size, theme.ACCENT,
                       bold=True)  # fmt: skip
        col = (w - 2 * MARGIN - 110) // 2
        if self.wide:
            for i, name in enumerate((tr("challenge.you"), self.friend)):
                theme.text_fit(surface, name, (MARGIN + 110 + i * col, self.top - 26), col - 16, 18, theme.TEXT,
                               bold=True)  # fmt: skip
        if self.task is not None:  # beside the title while more rows are valued
            working = tr("daily.compare.working")
            theme.text(surface, working, (w - MARGIN, 14 if small else 30), 17, theme.TEXT_DIM, "topright")
        elif not self.rows:
            theme.text_fit(surface, tr("daily.compare.same"), (w // 2, theme.HEIGHT // 2), w - 80, 20, theme.TEXT,
                           "center")  # fmt: skip
        start = self.page * self.per_page
        for k, row in enumerate(self.rows[start : start + self.per_page]):
            rect = pygame.Rect(MARGIN, self.top + k * self.row_h, w - 2 * MARGIN, self.row_h - 6)
            self.draw_row(surface, row, rect, col)
        self.form.draw(surface)

    def draw_row(self, surface, row, rect: pygame.Rect, col: int) -> None:
        """The turn's number, then each choice and its cost (narrow: each under its player's name)."""
        theme.panel(surface, rect, shadow=False)
        game_id = self.session.game_id
        size, line = self.size, theme.scaled(self.size) + 4
        theme.text_fit(surface, tr("daily.compare.turn", n=row.turn), (rect.x + 12, rect.y + 8), 90, 17, theme.INK,
                       bold=True)  # fmt: skip
        names = [self.session.name_of(i) for i in range(len(self.session.seats))]
        costs = [
            self.cost_text(entry, lost)
            for entry, lost in ((row.mine, row.my_loss), (row.theirs, row.their_loss))
        ]
        least = costs[0] if row.my_loss <= row.their_loss else costs[1]
        for i, (who, entry) in enumerate(((tr("challenge.you"), row.mine), (self.friend, row.theirs))):
            reason = reason_text(game_id, entry, lambda s: names[s] if 0 <= s < len(names) else "")
            if self.wide:
                x, y, width = rect.x + 110 + i * col, rect.y + 6, col - 16
            else:
                x, y, width = rect.x + 12, rect.y + theme.scaled(17) + 11 + 2 * line * i, rect.width - 24
                reason = f"{who}: {reason}"
            better = costs[i] == least  # as the player reads them: two costs shown alike are alike
            theme.text_fit(surface, reason, (x, y), width, size, theme.INK)
            theme.text_fit(surface, costs[i], (x + (0 if self.wide else 16), y + line), width, size,
                           theme.INK if better else theme.BAD, bold=better)  # fmt: skip

    def cost_text(self, entry, lost: float) -> str:
        if lost <= 1e-9:
            return tr("daily.compare.best")
        return tr("daily.compare.cost", amount=loss_text(self.session.game_id, entry.unit, lost))
