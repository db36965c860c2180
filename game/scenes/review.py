"""Review: after a game, the (up to) three decisions of a human player that lost the most against
the coach's best, each with the position as it was, what was chosen, what the coach preferred and
by how much (in the coach's unit for the game).

The coach looks at every decision with a choice a slice per frame (``game.coach.review``), so the
screen stays responsive and shows its progress. Each position is drawn by the game's own scene,
rebuilt at that moment of the session, with the coach's choice ringed in the coach's colour and
the player's in red.
"""

from __future__ import annotations

import pygame

from game import boxes, layout, theme
from game.ai.base import SLICE_S
from game.boxes import Box, Part
from game.coach import sliced_task
from game.coach.review import review_of
from game.i18n import tr
from game.scene import Scene, Transition
from game.scenes.review_find import FindBetter
from game.scenes.review_position import PositionView, position_picture, position_scene, session_at
from game.scenes.shared import coach_marks
from game.scenes.shared.coach_panel import MARK
from game.scenes.shared.coach_text import caption_key, loss_text, loss_words, reason_text, value_text
from game.scenes.shared.review_ahead import analysis_of
from game.session import Session
from game.ui import Button, Form

PICTURE = 0.6  # the position's picture beside the facts, where the canvas has room: 60 % of it
CHOSEN = (236, 110, 96)


def summary_lines(review, seat: int, name: str) -> list[str]:
    """The whole game of one seat in a line (matches and total cost), and a line of luck."""
    game_id, lines = review.game_id, []
    summary = review.summary.get(seat)
    if summary is not None and summary.decisions:
        cost = loss_text(game_id, summary.unit, summary.cost)
        key = "coach.review.summary_close" if summary.close else "coach.review.summary"
        lines.append(
            tr(
                key,
                name=name,
                matched=summary.matched,
                close=summary.close,
                count=summary.decisions,
                cost=cost,
            )
        )
    luck = review.luck.get(seat)
    if luck is not None and luck.rolls:
        key = "coach.review.luck_good" if luck.total >= 0 else "coach.review.luck_bad"
        lines.append(tr(key, amount=loss_text(game_id, luck.unit, abs(luck.total)), rolls=luck.rolls))
    return lines


class ReviewScene(Scene):
    name = "review"
    freezes_game = True

    def __init__(self, app, session: Session):
        super().__init__(app)
        self.session = session
        self.humans = [i for i, s in enumerate(session.seats) if not s.is_ai]
        self.seat = self.humans[0] if self.humans else 0
        self.review = review_of(
            session.game_id,
            session.rules,
            session._before,
            session.state,
            session.log,
            set(self.humans),
            shows_loss=lambda best, chosen: loss_words(session.game_id, best, chosen) is not None,
            known=analysis_of(session),  # what was thought out during the game (ReviewAhead)
        )
        self.task = sliced_task(lambda _: self.review.steps())
        self.index = 0
        self._pictures: dict = {}
        spot = (0, 0, 10, 10)  # ``arrange`` places every button
        self.form = Form(
            [
                Button(spot, lambda: tr("coach.review.prev"), lambda: self.go(-1), "secondary",
                       enabled=lambda: self.index > 0, visible=self.ready),
                Button(spot, lambda: tr("coach.review.next"), lambda: self.go(1), "secondary",
                       enabled=lambda: self.index < len(self.items()) - 1, visible=self.ready),
                Button(spot, lambda: tr("coach.review.show"), self.show_position, "primary",
                       visible=lambda: bool(self.items())),
                Button(spot, lambda: tr("coach.review.watch"), self.watch, "secondary",
                       visible=lambda: bool(self.items())),
                Button(spot, lambda: tr("coach.review.back"), self.close, "primary"),
            ],
            on_back=self.close,
        )  # fmt: skip
        self.seat_buttons = [
            Button(spot, lambda s=seat: session.name_of(s), lambda s=seat: self.pick(s),
                   "primary" if seat == self.seat else "secondary", size=18)
            for seat in (self.humans if len(self.humans) > 1 else [])
        ]  # fmt: skip
        self.form.widgets += self.seat_buttons
        self.arrange(layout.current())
        self.find = FindBetter(self, self.find_sizes)
        for widget in self.find.widgets():
            self.form.add(widget)

    def arrange(self, lay: layout.Layout) -> None:
        """Where everything goes, from the canvas: the facts in a column, beside the position's
        picture where that leaves the column 400 px; the buttons at its foot; the two choices side by
        side in a column wider than tall, else one under the other (the loss and verdict below)."""
        w, h = lay.size
        board = (round(w * PICTURE), round(h * PICTURE))
        self.board = pygame.Rect(24, 96, *board) if w - board[0] - 72 >= 400 else None
        x = self.board.right + 24 if self.board else 16
        column = self.column = Box(x, 0, w - x - (24 if self.board else 16), h)
        order = self.form.widgets[:5]  # Previous, Next, Show position, Watch, Back
        widths = [max(110, theme.font(18, True).size(b.label())[0] + 32) for b in order]
        bh, gap = max(58, lay.min_target), 10
        if sum(widths) + gap * 4 <= column.w:  # one row, Back at the right
            self.foot = h - bh - 10
            spots = boxes.buttons(Box(x, self.foot, sum(widths) + gap * 4, bh), widths, bh, gap)
            spots[-1] = spots[-1]._replace(x=column.right - spots[-1].w)
        else:  # rows from the foot up
            self.foot = h - 8 - 3 * bh - 2 * gap
            rows = boxes.rows(Box(x, self.foot, column.w, 3 * bh + 2 * gap), [bh] * 3, gap)
            halves = [boxes.columns(row, [Part(0, 1)] * 2, gap) for row in (rows[0], rows[2])]
            spots = [*halves[0], halves[1][0], rows[1], halves[1][1]]  # Watch a row of its own, Back last
        for button, spot in zip(order, spots, strict=True):
            button.rect, button.size = pygame.Rect(spot), 18
        seats = [pygame.Rect(w - 16 - (k + 1) * 170 + 10, 4, 160, 56) for k in range(len(self.seat_buttons))]
        self.top = 100
        if seats and seats[-1].x < w // 2:  # the title needs the row: the players under it
            seats = [r.move(0, 56) for r in seats]
            self.top += 56
        for button, rect in zip(reversed(self.seat_buttons), seats, strict=True):
            button.rect = rect
        self.across = column.w > h - self.top  # the two choices side by side
        below = 0 if self.across else 190 - 80 * bool(self.board)  # the loss, the verdict (and the summary)
        block = Box(x, self.top, (column.w - 16) // 2 if self.across else column.w,
                    min(172, (self.foot - self.top - 12 - below) // 2))  # fmt: skip
        second = block._replace(x=block.right + 16) if self.across else block._replace(y=block.bottom + 12)
        self.blocks_at = [block, second]
        rows = (self.foot - self.top - 72 - theme.scaled(22)) // 68  # the choices, over More and the question
        more_y = self.top + rows * 68 + 2
        self.prompt_y = more_y + 58 + 12
        columns = 2 if self.across else 1
        self.find_sizes = {
            "find": (second.x, second.y + 12, second.w, 58), "answer": (second.x, second.y + 86, second.w, 58),
            "first": (x, self.top), "choice_w": (column.w - 16 * (columns - 1)) // columns, "choice_h": 58,
            "gap": 10, "per_page": columns * rows, "columns": columns, "more_y": more_y,
        }  # fmt: skip

    def show_position(self) -> None:
        self.app.play("click")
        self.app.stack.push(PositionView(self.app, self, self.items()[self.index]))

    # --- state -----------------------------------------------------------------------------
    def view_key(self) -> tuple:
        """What the picture depends on besides the attributes: the coach's progress."""
        return self.review.done, self.task.done, self.index, self.seat, self.find.state(), self.find.page

    def ready(self) -> bool:
        return self.task.done

    def items(self) -> list:
        return self.review.mistakes.get(self.seat, []) if self.ready() else []

    def go(self, step: int) -> None:
        self.index = max(0, min(len(self.items()) - 1, self.index + step))
        self.find.page = 0
        self.app.play("click")

    def pick(self, seat: int) -> None:
        self.seat, self.index = seat, 0
        for w in self.seat_buttons:
            w.style = "secondary"
        self.seat_buttons[self.humans.index(seat)].style = "primary"
        self.app.play("click")

    def close(self) -> None:
        self.app.stack.pop(Transition("fade", 0.2))

    def watch(self) -> None:
        """The replay of this game, paused just before the decision on show; leaving it comes back here."""
        from game import share
        from game.scenes.replay import replay_scene

        index = self.items()[self.index].decision.index
        back = lambda: self.app.stack.pop(Transition("fade", 0.3))  # noqa: E731
        scene = replay_scene(self.app, share.decode(share.encode(self.session)), back)
        scene.jump(sum(1 for entry in self.session.log[:index] if entry.kind == "a"))
        scene.playing = False
        self.app.play("click")
        self.app.stack.push(scene, Transition("fade", 0.3))

    def update(self, dt: float) -> None:
        if not self.task.done:
            self.task.step(SLICE_S)

    # --- drawing ---------------------------------------------------------------------------
    def picture(self, mistake, full: bool = False) -> pygame.Surface:
        """The position of ``mistake`` drawn by the game's scene, marks on, at 60 % (or full size)."""
        revealed = self.find.revealed()
        key = (mistake.decision.index, full, revealed)
        if key not in self._pictures:
            scene = position_scene(self.app, session_at(self.session, mistake.decision.index))

            def marks(canvas: pygame.Surface) -> None:
                coach_marks.draw(scene, canvas, mistake.chosen, CHOSEN)
                if revealed:  # before the answer, the coach's choice is not given away
                    coach_marks.draw(scene, canvas, mistake.best, MARK)

            canvas = position_picture(scene, marks)
            self._pictures[key] = canvas if full else pygame.transform.smoothscale(canvas, self.board.size)
        return self._pictures[key]

    def draw(self, surface) -> None:
        surface.blit(theme.background(), (0, 0))
        name = self.session.name_of(self.seat)
        beside = [b.rect.x for b in self.seat_buttons if b.rect.y < 40]  # the players' in its row
        title_room = min(beside, default=theme.WIDTH) - 40
        theme.text_fit(surface, tr("coach.review.title", name=name), (16, 32), title_room, 28, theme.ACCENT,
                       "midleft", True)  # fmt: skip
        if not self.ready():
            text = tr("coach.review.working", name=name, done=self.review.done, total=self.review.total)
            theme.text_fit(surface, text, (24, 120), theme.WIDTH - 48, 22, theme.TEXT, "midleft")
            bar = pygame.Rect(24, 150, min(600, theme.WIDTH - 48), 14)
            pygame.draw.rect(surface, theme.BG_DARK, bar, border_radius=7)
            part = self.review.done / max(1, self.review.total)
            pygame.draw.rect(
                surface, MARK, (bar.x, bar.y, int(bar.width * part), bar.height), border_radius=7
            )
        elif not self.items():
            none = tr("coach.review.none", name=name)
            y = 110 + theme.paragraph(surface, none, pygame.Rect(24, 110, theme.WIDTH - 80, 0), 24)
            self.draw_summary(surface, (24, y + 16), theme.WIDTH - 48, 19)
            self.draw_luck_note(
                surface, (24, y + 16 + 2 * (theme.scaled(19) + 8) + 12), theme.WIDTH - 48, self.foot - 8
            )
        else:
            self.draw_item(surface, self.items()[self.index])
        self.form.draw(surface)

    def blocks(self, mistake) -> list[tuple]:
        """(head, reason, value, colour) of the choice made and, once revealed, of the coach's."""
        game_id, name_of = self.session.game_id, self.session.name_of
        out = [(tr("coach.review.chosen_head"), reason_text(game_id, mistake.chosen, name_of),
                value_text(game_id, mistake.chosen), CHOSEN)]  # fmt: skip
        if self.find.revealed():
            out.append((tr("coach.review.better_head"), reason_text(game_id, mistake.best, name_of),
                        value_text(game_id, mistake.best), MARK))  # fmt: skip
        return out

    def draw_item(self, surface, mistake) -> None:
        """The facts in their column and, where the canvas has room, the position beside them, its
        caption and the seat's summary under it."""
        self.draw_facts(surface, mistake)
        board = self.board
        if board is None:
            return
        pygame.draw.rect(surface, theme.ACCENT_DARK, board.inflate(6, 6), 3, border_radius=6)
        surface.blit(self.picture(mistake), board)
        if self.find.revealed():
            caption = tr(caption_key(self.session.game_id, [mistake.best]))
            lines = theme.wrap(caption, 16, board.width)[:2]
            theme.draw_lines(surface, lines, (board.x, board.bottom + 12), 16, theme.TEXT_DIM, 1.25)
        self.draw_summary(surface, (board.x, board.bottom + 52), board.width, 16, 3)
        self.draw_luck_note(surface, (board.x, board.bottom + 52 + 3 * 19 + 8), board.width, theme.HEIGHT - 8)

    def draw_summary(self, surface, at: tuple[int, int], width: int, size: int, rows: int = 0) -> None:
        """The seat's summary and luck lines: wrapped into at most ``rows`` lines in all where they
        fit, else (and when ``rows`` is 0) each fitted to one line of ``width``."""
        x, y = at
        lines = summary_lines(self.review, self.seat, self.session.name_of(self.seat))
        parts = [part for line in lines for part in theme.wrap(line, size, width)]
        if rows and len(parts) <= rows:
            for part in parts:
                theme.text(surface, part, (x, y), size, theme.TEXT)
                y += theme.scaled(size) + 3
            return
        for line in lines:
            theme.text_fit(surface, line, (x, y), width, size, theme.TEXT, "topleft", not rows)
            y += theme.scaled(size) + (3 if rows else 8)

    def draw_luck_note(self, surface, at: tuple[int, int], width: int, bottom: int) -> None:
        """What luck means, where it fits above ``bottom`` (only when there is a luck line)."""
        if self.review.luck.get(self.seat) is None:
            return
        x, y = at
        note = theme.wrap(tr("coach.review.luck_note"), 15, width)
        if y + len(note) * 19 <= bottom:
            theme.draw_lines(surface, note, (x, y), 15, theme.TEXT_DIM, 1.3)

    def draw_facts(self, surface, mistake) -> None:
        """What was chosen and (once revealed) what the coach preferred, side by side or one under
        the other, then the loss; before the answer the coach's place holds the question's two buttons."""
        game_id, x, width = self.session.game_id, self.column.x, self.column.w
        header = tr("coach.review.item", n=self.index + 1, count=len(self.items()), k=mistake.decision.number)
        theme.text_fit(surface, header, (x, self.top - 34), width, 18, theme.TEXT_DIM, "topleft", True)
        state = self.find.state()
        if state == "find":  # the choices fill the column (widgets); the question under them
            theme.text_fit(
                surface, self.find.prompt(), (x, self.prompt_y), width, 17, theme.ACCENT, "topleft", True
            )
            return
        for box, (head, reason, value, colour) in zip(self.blocks_at, self.blocks(mistake)):
            bx, by, col_w = box.x, box.y, box.w
            pygame.draw.rect(surface, theme.BG_DARK, box, border_radius=12)
            pygame.draw.rect(surface, colour, box, 2, border_radius=12)
            pygame.draw.circle(surface, colour, (bx + 18, by + 22), 8)
            value_w = theme.font(19, True).size(value)[0]
            theme.text_fit(
                surface, head, (bx + 34, by + 10), col_w - 60 - value_w, 19, colour, "topleft", True
            )
            theme.text(surface, value, (bx + col_w - 14, by + 10), 19, colour, "topright", True)
            step = theme.scaled(18) + 6
            for i, line in enumerate(theme.at_most(reason, 18, col_w - 48, min(5, (box.h - 52) // step))):
                theme.text(surface, line, (bx + 34, by + 42 + i * step), 18, theme.TEXT)
        bottom = self.blocks_at[1].bottom  # under the coach's choice, or the question's buttons in its place
        y = bottom + 8

        def say(text: str, size: int, colour, bold: bool) -> None:
            """A line across a sideways screen (fitted), up to two on an upright one."""
            nonlocal y
            if self.across:
                theme.text_fit(surface, text, (x, y), width, size, colour, "topleft", bold)
                y += 28
                return
            for line in theme.at_most(text, size, width, 2, bold):
                theme.text(surface, line, (x, y), size, colour, bold=bold)
                y += theme.scaled(size) + 4
            y += 6

        if state == "ask":
            say(self.find.prompt(), 18, theme.ACCENT, True)
        else:
            say(tr("coach.review.lost", amount=loss_words(game_id, mistake.best, mistake.chosen)), 20,
                theme.ACCENT, True)  # fmt: skip
            verdict, found = self.find.verdict()
            if verdict:  # the player's own pick, judged, in the caption's place
                say(verdict, 16, theme.GOOD if found else theme.TEXT, True)
            elif self.board is None:  # else the caption is under the picture
                say(tr(caption_key(game_id, [mistake.best])), 16, theme.TEXT_DIM, False)
        if self.board is not None:
            return  # the summary is under the picture
        if self.across:
            self.draw_summary(surface, (x, bottom + 62), width, 16, 3)
        else:  # as many wrapped lines as there is room for above the buttons
            rows = min(5, (self.foot - 10 - y) // (theme.scaled(16) + 3))
            self.draw_summary(surface, (x, y + 4), width, 16, rows)
