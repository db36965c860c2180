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
from game.coach import measure, sliced_task
from game.coach.review import review_of
from game.i18n import tr
from game.scene import Scene, Transition
from game.scenes.review_find import STANDARD, FindBetter
from game.scenes.review_position import PositionView, position_picture, position_scene, session_at
from game.scenes.shared import coach_marks
from game.scenes.shared.coach_panel import MARK
from game.scenes.shared.coach_text import caption_key, loss_text, loss_words, reason_text, value_text
from game.scenes.shared.review_ahead import analysis_of
from game.session import Session
from game.ui import Button, Form

BOARD = pygame.Rect(24, 96, 768, 432)  # the position, at 60 %
SCALE = BOARD.width / theme.WIDTH
TEXT_X, TEXT_W = 816, 440
CHOSEN = (236, 110, 96)


def amount_text(game_id: str, unit: str, amount: float) -> str:
    """A loss (or luck) in the game's unit: the one place the review formats an amount."""
    return loss_text(game_id, unit, amount)


def summary_lines(review, seat: int, name: str) -> list[str]:
    """The whole game of one seat in a line (matches and total cost), and a line of luck."""
    game_id, lines = review.game_id, []
    summary = review.summary.get(seat)
    if summary is not None and summary.decisions:
        cost = amount_text(game_id, summary.unit, summary.cost)
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
        lines.append(tr(key, amount=amount_text(game_id, luck.unit, abs(luck.total)), rolls=luck.rolls))
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
        widgets = [
            Button(
                (TEXT_X, 560, 140, 50),
                lambda: tr("coach.review.prev"),
                lambda: self.go(-1),
                "secondary",
                size=20,
                enabled=lambda: self.index > 0,
                visible=self.ready,
            ),
            Button(
                (TEXT_X + 150, 560, 140, 50),
                lambda: tr("coach.review.next"),
                lambda: self.go(1),
                "secondary",
                size=20,
                enabled=lambda: self.index < len(self.items()) - 1,
                visible=self.ready,
            ),
            Button(
                (TEXT_X, 636, 290, 56),
                lambda: tr("coach.review.watch"),
                self.watch,
                "secondary",
                size=20,
                visible=lambda: bool(self.items()),
            ),
            Button((TEXT_X + 300, 636, 140, 56), lambda: tr("coach.review.back"), self.close, "primary"),
        ]
        self.seat_buttons = []
        for k, seat in enumerate(self.humans if len(self.humans) > 1 else []):
            self.seat_buttons.append(
                Button(
                    (24 + k * 170, 640, 160, 50),
                    lambda s=seat: session.name_of(s),
                    lambda s=seat: self.pick(s),
                    "primary" if seat == self.seat else "secondary",
                    size=18,
                )
            )
        lay = layout.current()
        self.phone = lay.compact
        self.form = Form(widgets + self.seat_buttons, on_back=self.close)
        if self.phone:
            self.phone_layout(lay)
        self.find = FindBetter(self, self.find_sizes if self.phone else STANDARD)
        for widget in self.find.widgets():
            self.form.add(widget)

    def phone_layout(self, lay: layout.Layout) -> None:
        """A phone: the facts across the canvas, the buttons at its foot (one row, or rows), the
        position behind "Show position", full size (at 60 % its text would be under 15 px); the two
        choices side by side, or upright one under the other."""
        w, h = lay.size
        prev, nxt, watch, back = self.form.widgets[:4]
        show = Button((0, 0, 10, 10), lambda: tr("coach.review.show"), self.show_position, "primary",
                      visible=lambda: bool(self.items()))  # fmt: skip
        self.form.widgets.insert(2, show)
        order = (prev, nxt, show, watch, back)
        widths = [max(110, theme.font(18, True).size(b.label())[0] + 32) for b in order]
        bh, gap = max(58, lay.min_target), 10
        if sum(widths) + gap * 4 <= w - 32:  # one row, Back at the right
            self.foot = h - bh - 10
            spots = boxes.buttons(Box(16, self.foot, sum(widths) + gap * 4, bh), widths, bh, gap)
            spots[-1] = spots[-1]._replace(x=w - 16 - spots[-1].w)
        else:  # rows from the foot up
            self.foot = h - 8 - 3 * bh - 2 * gap
            rows = boxes.rows(Box(16, self.foot, w - 32, 3 * bh + 2 * gap), [bh] * 3, gap)
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
        self.across = w > h  # the two choices side by side
        below = 0 if self.across else 190  # upright: the loss, the verdict and the summary under both
        block = Box(16, self.top, (w - 48) // 2 if self.across else w - 32,
                    min(172, (self.foot - self.top - 12 - below) // 2))  # fmt: skip
        second = block._replace(x=block.right + 16) if self.across else block._replace(y=block.bottom + 12)
        self.blocks_at = [block, second]
        rows = (self.foot - self.top - 72 - theme.scaled(22)) // 68  # the choices, over More and the question
        more_y = self.top + rows * 68 + 2
        self.prompt_y = more_y + 58 + 12
        columns = 2 if self.across else 1
        choice_w = (w - 32 - 16 * (columns - 1)) // columns
        self.find_sizes = {
            "find": (second.x, second.y + 12, second.w, 58), "answer": (second.x, second.y + 86, second.w, 58),
            "first": (16, self.top), "choice_w": choice_w, "choice_h": 58, "gap": 10,
            "per_page": columns * rows, "columns": columns, "more_y": more_y,
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
        scene = replay_scene(self.app, share.decode(share.encode(self.session)), self.back_from_replay)
        scene.jump(sum(1 for entry in self.session.log[:index] if entry.kind == "a"))
        scene.playing = False
        self.app.play("click")
        self.app.stack.push(scene, Transition("fade", 0.3))

    def back_from_replay(self) -> None:
        self.app.stack.pop(Transition("fade", 0.3))

    def update(self, dt: float) -> None:
        if not self.task.done:
            self.task.step(SLICE_S)

    def handle(self, event) -> None:
        self.form.handle(event)

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
            self._pictures[key] = canvas if full else pygame.transform.smoothscale(canvas, BOARD.size)
        return self._pictures[key]

    def draw(self, surface) -> None:
        surface.blit(theme.background(), (0, 0))
        name = self.session.name_of(self.seat)
        small = self.phone
        beside = [b.rect.x for b in self.seat_buttons if small and b.rect.y < 40]  # the players' in its row
        title_room = min(beside, default=theme.WIDTH) - 40
        theme.text_fit(surface, tr("coach.review.title", name=name), (16 if small else 24, 32 if small else 46),
                       title_room, 28 if small else 34, theme.ACCENT, "midleft", True)  # fmt: skip
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
            y = 110 if small else 96
            for line in theme.wrap(tr("coach.review.none", name=name), 24, theme.WIDTH - 80):
                theme.text(surface, line, (24, y), 24, theme.TEXT)
                y += 32
            self.draw_summary(surface, (24, y + 16), theme.WIDTH - 48, 19, 0 if small else 4)
            if not small:
                self.draw_luck_note(surface, (24, y + 16 + 4 * 22 + 12), theme.WIDTH - 48, 560)
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

    def verdict(self, mistake) -> tuple[str, bool]:
        return self.find.verdict(
            lambda amount: amount_text(self.session.game_id, measure(mistake.best), amount)
        )

    def draw_item(self, surface, mistake) -> None:
        if self.phone:
            self.draw_facts(surface, mistake)
            return
        game_id = self.session.game_id
        pygame.draw.rect(surface, theme.ACCENT_DARK, BOARD.inflate(6, 6), 3, border_radius=6)
        surface.blit(self.picture(mistake), BOARD)
        y = 96
        header = tr("coach.review.item", n=self.index + 1, count=len(self.items()), k=mistake.decision.number)
        theme.text_fit(surface, header, (TEXT_X, y), TEXT_W, 20, theme.TEXT_DIM, "topleft", True)
        y += 40
        state = self.find.state()
        for head, reason, value, colour in self.blocks(mistake) if state != "find" else []:
            pygame.draw.circle(surface, colour, (TEXT_X + 8, y + 11), 8)
            theme.text(surface, head, (TEXT_X + 24, y), 19, colour, "topleft", True)
            theme.text(surface, value, (TEXT_X + TEXT_W, y), 19, colour, "topright", True)
            y += 28
            for line in theme.wrap(reason, 18, TEXT_W - 24)[: 5 if state == "shown" else 2]:
                theme.text(surface, line, (TEXT_X + 24, y), 18, theme.TEXT)
                y += 24
            y += 18
        if state != "shown":  # the question (and, while finding, the choices: widgets)
            for line in theme.wrap(self.find.prompt(), 19, TEXT_W, bold=True)[:3]:
                theme.text(surface, line, (TEXT_X, y), 19, theme.ACCENT, "topleft", True)
                y += 26
            if state == "ask":  # under the question's two buttons
                self.draw_luck_note(surface, (TEXT_X, 444), TEXT_W, 548)
            self.draw_summary(surface, (BOARD.x, BOARD.bottom + 52), BOARD.width, 16, 3)
            return
        lost = tr("coach.review.lost", amount=loss_words(game_id, mistake.best, mistake.chosen))
        verdict, found = self.verdict(mistake)
        for text, colour in ((lost, theme.ACCENT), (verdict, theme.GOOD if found else theme.TEXT)):
            for line in theme.wrap(text, 19, TEXT_W, bold=True)[:3]:
                theme.text(surface, line, (TEXT_X, y), 19, colour, "topleft", True)
                y += 26
        self.draw_luck_note(surface, (TEXT_X, y + 14), TEXT_W, 548)
        caption = tr(caption_key(game_id, [mistake.best]))
        for k, line in enumerate(theme.wrap(caption, 16, BOARD.width)[:2]):
            theme.text(surface, line, (BOARD.x, BOARD.bottom + 12 + k * 20), 16, theme.TEXT_DIM)
        self.draw_summary(surface, (BOARD.x, BOARD.bottom + 52), BOARD.width, 16, 3)

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
            for part in note:
                theme.text(surface, part, (x, y), 15, theme.TEXT_DIM)
                y += 19

    def draw_facts(self, surface, mistake) -> None:
        """Compact: what was chosen and (once revealed) what the coach preferred side by side, then
        the loss; before the answer the coach's side holds the question's two buttons."""
        game_id = self.session.game_id
        header = tr("coach.review.item", n=self.index + 1, count=len(self.items()), k=mistake.decision.number)
        theme.text_fit(surface, header, (16, self.top - 34), theme.WIDTH - 32, 18, theme.TEXT_DIM, "topleft",
                       True)  # fmt: skip
        state = self.find.state()
        if state == "find":  # the choices fill the screen (widgets); the question under them
            theme.text_fit(surface, self.find.prompt(), (16, self.prompt_y), theme.WIDTH - 32, 17, theme.ACCENT,
                           "topleft", True)  # fmt: skip
            return
        for box, (head, reason, value, colour) in zip(self.blocks_at, self.blocks(mistake)):
            x, y, col_w = box.x, box.y, box.w
            pygame.draw.rect(surface, theme.BG_DARK, box, border_radius=12)
            pygame.draw.rect(surface, colour, box, 2, border_radius=12)
            pygame.draw.circle(surface, colour, (x + 18, y + 22), 8)
            value_w = theme.font(19, True).size(value)[0]
            theme.text_fit(surface, head, (x + 34, y + 10), col_w - 60 - value_w, 19, colour, "topleft", True)
            theme.text(surface, value, (x + col_w - 14, y + 10), 19, colour, "topright", True)
            step = theme.scaled(18) + 6
            for i, line in enumerate(theme.at_most(reason, 18, col_w - 48, min(5, (box.h - 52) // step))):
                theme.text(surface, line, (x + 34, y + 42 + i * step), 18, theme.TEXT)
        bottom = self.blocks_at[1].bottom  # under the coach's choice, or the question's buttons in its place
        width, y = theme.WIDTH - 32, bottom + 8

        def say(text: str, size: int, colour, bold: bool) -> None:
            """A line across a sideways screen (fitted), up to two on an upright one."""
            nonlocal y
            if self.across:
                theme.text_fit(surface, text, (16, y), width, size, colour, "topleft", bold)
                y += 28
                return
            for line in theme.at_most(text, size, width, 2, bold):
                theme.text(surface, line, (16, y), size, colour, bold=bold)
                y += theme.scaled(size) + 4
            y += 6

        if state == "ask":
            say(self.find.prompt(), 18, theme.ACCENT, True)
        else:
            say(tr("coach.review.lost", amount=loss_words(game_id, mistake.best, mistake.chosen)), 20,
                theme.ACCENT, True)  # fmt: skip
            verdict, found = self.verdict(mistake)
            if verdict:  # the player's own pick, judged, in the caption's place
                say(verdict, 16, theme.GOOD if found else theme.TEXT, True)
            else:
                say(tr(caption_key(game_id, [mistake.best])), 16, theme.TEXT_DIM, False)
        if self.across:
            self.draw_summary(surface, (16, bottom + 62), width, 16, 3)
        else:  # as many wrapped lines as there is room for above the buttons
            rows = min(5, (self.foot - 10 - y) // (theme.scaled(16) + 3))
            self.draw_summary(surface, (16, y + 4), width, 16, rows)


def add_review_button(results) -> None:
    """The results screen's Review button (left of its row of buttons), when a human played."""
    session = results.session
    if all(seat.is_ai for seat in session.seats):
        return
    y = results.form.widgets[0].rect.y

    def open_review() -> None:
        results.app.play("click")
        results.app.stack.push(ReviewScene(results.app, session), Transition("fade", 0.2))

    results.form.add(Button((140, y, 220, 58), lambda: tr("coach.review"), open_review, "secondary"))
