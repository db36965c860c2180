"""Results: the ranking with the game's score, details and why, rematch, menu.

One computation for every canvas (``arrange``): the card as wide as the canvas has room for (at
most ``CARD_W``), its columns chosen from that width (``columns``: a details column from 700 px),
its rows as tall as the seats leave room for, and what the game says besides the ranking (why,
statistics, a challenge's two results, the turns) under the ranking when it fits, else in the
views Details turns to. The buttons stand in rows at the foot; nothing is smaller than 15 px.
"""

from __future__ import annotations

from collections import namedtuple
from collections.abc import Iterator

import pygame

from game import layout, seal, theme
from game.boxes import Box
from game.i18n import has, tr
from game.layout import MARGIN
from game.scene import Scene, Transition
from game.scenes import dice_check, results_stats
from game.scenes.outcome_text import detail_text
from game.ui import Button, Form

CARD_W = 900  # px: the widest the card grows on a wide canvas
TOP, SIZE = 82, 16  # the card's first row (card-relative); its explanation and statistics
DETAIL_SIZE = 15  # a seat's details, in at most two lines


def score_heading(session) -> str:
    """The game may name its score column, per scoring variant ("Chains, longest first")."""
    game_id, scoring = session.game_id, session.config.get("scoring")
    for key in (f"{game_id}.results.score.{scoring}", f"{game_id}.results.score"):
        if has(key):
            return tr(key)
    return tr("results.score")


# The type of the card: (size, bold). A font at a size no screen used before is
# made and its glyphs loaded the first time the card draws: 5-8 ms of the game-over frames natively.
CARD_FONTS = (
    (36, True), (30, True), (21, True), (20, True), (18, True), (16, False), (15, False),
)  # fmt: skip
GLYPHS = "0123456789.,:;·–-+%€()!? abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZäöüÄÖÜß"


def warm_steps(session) -> Iterator[None]:
    """What the results card of ``session`` draws first that can be known before the game ends,
    made one piece a slice (run by the game scene's warm-up, ``GameScene.warm_up``, in its idle
    time): its fonts with their glyphs, the veil, the column headings, the names and the places.
    The game-over frames then draw only what the outcome says for the first time."""
    for size, bold in CARD_FONTS:
        theme.font(size, bold).size(GLYPHS)  # measuring loads the glyphs
        yield
    theme.shade((theme.WIDTH, theme.HEIGHT), 170)
    yield
    size = 15
    for heading in (tr("results.place"), tr("results.player"), score_heading(session), tr("results.detail")):
        theme.render(heading, size, theme.INK_DIM)
    yield
    for seat in range(len(session.seats)):
        theme.render(f"{seat + 1}.", 21, theme.INK, True)
        theme.fit_size(session.name_of(seat), 21, 230, True)
        theme.render(tr(f"kind.{session.seats[seat].stat_kind}"), 15, theme.INK_DIM)
        yield


class ResultsScene(Scene):
    """Drawn over the final board. The picture is static, so after the first
    frame it is kept as one surface and the scene turns opaque (the board below
    is not redrawn every frame)."""

    name = "results"
    REDRAW_IGNORES = frozenset({"t"})

    def __init__(self, app, session, new_best: bool = False):
        super().__init__(app)
        self.session = session
        self.outcome = session.outcome()
        self.new_best = new_best
        self.t = 0.0
        self._picture: pygame.Surface | None = None
        self._keep: pygame.Surface | None = None  # where the picture is kept (see ``enter``)
        self.order = sorted(range(len(session.seats)), key=lambda i: (self.outcome.places[i], i))
        self.stats = results_stats.stats_lines(app.settings, session)  # this game's statistics
        self.form = Form(
            [
                Button((400, 0, 220, 56), lambda: tr("results.rematch"), self.rematch, "primary"),
                Button((660, 0, 220, 56), lambda: tr("results.menu"), self.app.go_title, "secondary"),
            ],
            on_back=self.app.go_title,
        )
        from game.scenes.final_board import FinalBoard
        from game.scenes.review import ReviewScene
        from game.scenes.share_box import share_scene

        if not session.ephemeral and session.is_over:  # Share, right of Rematch and Menu (not a replay's)
            self.add_opener(920, "share.button", lambda: share_scene(self), fade=0)
        if not all(seat.is_ai for seat in session.seats):  # the coach's review of each human's decisions
            self.add_opener(140, "coach.review", lambda: ReviewScene(app, session))
        self.add_opener(120, "board.view", lambda: FinalBoard(app, session))  # the final board, leftmost
        dice_check.add_to_results(self)  # "Check the dice", last
        self.arrange(layout.current())

    def add_opener(self, x: int, key: str, make, fade: float = 0.2) -> None:
        """A button of the row (``arrange`` orders them by ``x``) that opens ``make()`` over the card."""

        def open_it() -> None:
            self.app.play("click")
            self.app.stack.push(make(), Transition("fade", fade) if fade else None)

        self.form.add(Button((x, 0, 220, 58), lambda: tr(key), open_it, "secondary"))

    # --- what the card says ------------------------------------------------------------
    def names(self) -> list[str]:
        return [self.session.name_of(i) for i in range(len(self.session.seats))]

    def score_text(self, seat: int) -> str:
        scores, session = self.outcome.scores, self.session
        label = session.rules.score_label(session.state, seat) if session.is_over else None
        if label is not None:
            return detail_text(label, self.names())
        return detail_text(scores[seat], self.names()) if seat < len(scores) else ""

    def detail_of(self, seat: int) -> str:
        """The seat's details, unless they only repeat its score."""
        details = self.outcome.details
        text = detail_text(details[seat], self.names()) if seat < len(details) else ""
        return "" if text == self.score_text(seat) else text

    def headline(self) -> str:
        if getattr(self.session.dice, "daily", ""):
            from game.scenes.share_box import daily_line

            return daily_line(self.session)  # which daily, and whether this try counts
        winners, names = self.outcome.winners, self.names()
        if len(names) == 1:
            return tr("results.solo_done")
        if len(winners) > 1:
            return tr("results.tie", names=", ".join(names[i] for i in winners))
        return tr("results.winner", name=names[winners[0]])

    # --- scene ---------------------------------------------------------------------------
    @property
    def opaque(self) -> bool:
        return self._picture is not None

    def enter(self) -> None:
        self.app.play("win")
        # the surface its picture will be kept in, made now (in the light frame that ends the game):
        # a full-screen copy made in the frame that keeps the picture costs that frame 3-4 ms
        screen = getattr(self.app, "screen", None)
        self._keep = screen.copy() if isinstance(screen, pygame.Surface) else None

    def rematch(self) -> None:
        self.app.play("click")
        if getattr(self.session.dice, "daily", ""):
            from game.daily_play import rematch

            rematch(self.app, self.session)  # the same daily again, as practice
            return
        self.app.start_game(self.session.restarted(seed=self.app.next_seed(self.session.seed, 7919)))

    def update(self, dt: float) -> None:
        self.t += dt

    def moving(self) -> bool:
        return self._picture is None  # drawn every frame until its picture is kept

    def rests(self) -> bool:
        return self._picture is not None and not self.typing()  # the card is kept: nothing changes by itself

    def draw(self, surface) -> None:
        if self._picture is None:
            self.draw_picture(surface)
            if self.t > 0.5:  # let the board's last animation land first
                keep = self._keep
                if keep is None or keep.get_size() != surface.get_size():
                    keep = self._keep = surface.copy()
                else:
                    keep.blit(surface, (0, 0))
                self._picture = keep
        else:
            surface.blit(self._picture, (0, 0))
        self.form.draw(surface)

    def draw_picture(self, surface) -> None:
        """The card: its headline, the ranking and what more the game says (under the ranking when
        it fits, else in the views Details turns to)."""
        theme.veil(surface, 170)
        rect = self.rect
        theme.panel(surface, rect)
        theme.text_fit(surface, self.headline(), (rect.centerx, rect.y + 32), rect.width - 40, self.headline_size,
                       theme.INK, "center", True)  # fmt: skip
        if self.view > 0:
            theme.draw_lines(surface, self.parts[self.view - 1], (rect.x + 30, rect.y + 70), SIZE, theme.INK)
            if len(self.parts) > 1:
                where = f"{self.view}/{len(self.parts)}"
                theme.text(surface, where, (rect.right - 20, rect.bottom - 10), 15, theme.INK_DIM, "bottomright")  # fmt: skip
            return
        y = self.draw_headings(surface, rect.y + TOP - 24)
        for i in self.order:
            self.draw_row(surface, i, y)
            y += self.row_h
        if self.inline:
            pygame.draw.line(surface, theme.PANEL_EDGE, (rect.x + 30, y + 6), (rect.right - 30, y + 6), 1)
            theme.draw_lines(surface, self.parts[0], (rect.x + 30, y + 14), SIZE, theme.INK)

    def has_details(self) -> bool:
        return self.cols.detail_w > 0 and any(line for lines in self.details for line in lines)

    def score_column(self) -> tuple[int, str, int]:
        """(card-relative x, "right" or "left", width): a narrow column before the details, or,
        when there are none (the score says it all, e.g. chain lengths), the whole rest of the row."""
        c = self.cols
        if self.has_details():
            return c.score_right, "right", c.score_right - NAME_X - c.name_w - 10
        x = NAME_X + c.name_w + 20
        return x, "left", self.rect.width - x - 20

    def draw_row(self, surface, seat: int, y: int) -> None:
        rect, c = self.rect, self.cols
        place = self.outcome.places[seat]
        row = pygame.Rect(rect.x + INSET, y, rect.width - 2 * INSET, self.row_h - 4)
        if place == 1:
            pygame.draw.rect(surface, (250, 226, 160), row, border_radius=10)
        cy = row.centery
        theme.text(surface, f"{place}.", (rect.x + PLACE_X, cy), PLACE_SIZE, theme.INK, "midleft", True)
        style = self.session.seat_styles()[seat]
        marker = (rect.x + NAME_X - 28, cy)
        theme.seat_marker(surface, marker, MARKER_R, seat, self.app.settings.colourblind, style=style)
        name = self.session.name_of(seat)
        kind = tr(f"kind.{self.session.seats[seat].stat_kind}")
        at = rect.x + NAME_X
        theme.text_fit(
            surface, name, (at, cy - theme.scaled(9)), c.name_w, NAME_SIZE, theme.INK, "midleft", True
        )
        theme.text_fit(surface, kind, (at, cy + theme.scaled(11)), c.name_w, 15, theme.INK_DIM, "midleft")  # fmt: skip
        x, anchor, width = self.score_column()
        theme.text_fit(
            surface, self.score_text(seat), (rect.x + x, cy), width, 20,
            theme.INK, "mid" + anchor, True,
        )  # fmt: skip
        lines, size = self.details[seat] if self.has_details() else [], DETAIL_SIZE
        top = cy - len(lines) * (size + 3) // 2
        for k, line in enumerate(lines):
            theme.text(surface, line, (rect.x + c.detail_x, top + k * (size + 3)), size, theme.INK_DIM)

    # --- where everything goes ---------------------------------------------------------------
    def arrange(self, lay: layout.Layout) -> None:
        """The card and its views over the buttons (one row on a wide canvas, two columns on a
        narrow one; Details only when there is more than the card holds). The card is as tall as
        what it shows, in the middle of the room above the buttons."""
        w, h = lay.size
        per_row = 7 if w >= 900 else 2
        self.form.columns = per_row
        lines = -(-(len(self.form.widgets) + (per_row < 7)) // per_row)  # narrow: room for Details
        room = Box(MARGIN, MARGIN, w - 2 * MARGIN, h - 2 * MARGIN - lines * 64)
        card_w = min(room.w, CARD_W)
        self.headline_size = 36 if lay.roomy else 30
        self.cols = columns(card_w)
        n = len(self.session.seats)
        self.row_h = min(theme.scaled(52), (room.h - TOP - 30) // max(1, n))
        self.details = [
            theme.at_most(self.detail_of(i), DETAIL_SIZE, self.cols.detail_w, 2) for i in range(n)
        ]
        self.view = 0  # 0: the ranking; 1..: the parts of the rest
        rest = "\n".join(self.rest_lines())
        rows_h = TOP + n * self.row_h + 10
        whole = theme.pages_of(rest, SIZE, card_w - 60, room.h - rows_h - 30)
        self.inline = len(whole) == 1  # everything fits on the card at once
        self.parts = whole if self.inline else theme.pages_of(rest, SIZE, card_w - 60, room.h - 80)
        height = room.h
        if self.inline:
            step = int(theme.scaled(SIZE) * 1.35)
            height = min(room.h, rows_h + 20 + sum(step if line else step // 2 for line in whole[0]))
        self.rect = pygame.Rect(
            room.x + (room.w - card_w) // 2, room.y + (room.h - height) // 2, card_w, height
        )
        if not self.inline:
            label = lambda: tr("results.show_ranking" if self.at_last() else "results.show_details")  # noqa: E731
            self.form.add(Button((10_000, 0, 10, 55), label, self.next_view, "secondary", size=19))
        row = sorted(self.form.widgets, key=lambda b: b.rect.x)  # Details last
        per_row = min(per_row, len(row))
        width = min(210, (room.w - 12 * (per_row - 1)) // per_row)
        x0 = (w - width * per_row - 12 * (per_row - 1)) // 2
        bottom = h - MARGIN - (-(-len(row) // per_row) - 1) * 64 - 56
        for k, widget in enumerate(row):
            widget.rect = pygame.Rect(x0 + k % per_row * (width + 12), bottom + k // per_row * 64, width, 56)
            widget.size = min(widget.size, 20)

    def at_last(self) -> bool:
        return self.view == len(self.parts)

    def next_view(self) -> None:
        self.view = 0 if self.at_last() else self.view + 1
        self._picture = None  # drawn anew
        self.app.play("click")

    def rest_lines(self) -> list[str]:
        """What the card says besides the ranking: details without a column of their own, the
        game's why, a new best, the statistics, a challenge's two results and the number of turns."""
        from game.scenes.share_box import comparison

        lines = []
        if not self.cols.detail_w:
            lines += [f"{self.session.name_of(i)}: {d}" for i in self.order if (d := self.detail_of(i))]
        lines += [line for line in (detail_text(e, self.names()) for e in self.outcome.explanation) if line]
        if self.new_best:
            lines.append(tr("results.new_best"))
        lines += self.stats
        if dice_check.sealed_over(self.session):  # the seal shown when the game began
            lines.append(tr("seal.shown", seal=seal.fingerprint(self.session.sealed)))
        lines += comparison(self.session) or ()  # a challenge's headline and its two results
        turns = self.session.turns()
        if turns:
            lines.append(tr("results.turns", n=turns))
        return lines

    def draw_headings(self, surface, y: int) -> int:
        """The columns' names; the y of the first row under them."""
        rect, c, size = self.rect, self.cols, 15
        theme.text(surface, tr("results.place"), (rect.x + PLACE_X, y), size, theme.INK_DIM)
        theme.text(surface, tr("results.player"), (rect.x + NAME_X, y), size, theme.INK_DIM)
        x, anchor, width = self.score_column()
        theme.text_fit(
            surface, score_heading(self.session), (rect.x + x, y), width, size, theme.INK_DIM, "top" + anchor
        )
        if self.has_details():
            theme.text(surface, tr("results.detail"), (rect.x + c.detail_x, y), size, theme.INK_DIM)
        return y + 24


# a row's pieces, card-relative (x), and their sizes, the same on every card
INSET, PLACE_X, PLACE_SIZE, MARKER_R, NAME_X, NAME_SIZE = 8, 18, 21, 12, 90, 18
# the columns that follow the card's width; ``detail_w`` 0: no details column
Columns = namedtuple("Columns", "name_w score_right detail_x detail_w")


def columns(width: int) -> Columns:
    """The card's columns for its width; a card under 700 px has no details column."""
    if width >= 700:
        return Columns(250, 530, 550, width - 570)
    return Columns(min(200, width - 250), width - 20, 0, 0)
