"""Results: the ranking with the game's score, details and why, rematch, menu.

The card is measured before it is drawn (``Layout``): rows, wrapped details and
every explanation line fit inside it at any player count (1-6 seats), nothing
smaller than 15 px, and the buttons sit below it on screen.
"""

from __future__ import annotations

from collections import namedtuple
from collections.abc import Iterator
from dataclasses import dataclass, field

import pygame

from game import layout, seal, theme
from game.boxes import Box
from game.i18n import has, tr
from game.layout import MARGIN
from game.scene import Scene
from game.scenes import dice_check, results_stats
from game.scenes.outcome_text import detail_text
from game.ui import Button, Form

CARD_W = 820
BUTTON_H, BUTTON_GAP = 58, 18
SCORE_RIGHT, DETAIL_X, DETAIL_W = 470, 490, 306  # card-relative columns
TEXT_W = CARD_W - 80


def two_lines(text: str, size: int) -> list[str]:
    """A detail wrapped to the detail column in at most two lines; a longer one ends in an ellipsis."""
    return theme.at_most(text, size, DETAIL_W, 2)


def score_heading(session) -> str:
    """The game may name its score column, per scoring variant ("Chains, longest first")."""
    game_id, scoring = session.game_id, session.config.get("scoring")
    for key in (f"{game_id}.results.score.{scoring}", f"{game_id}.results.score"):
        if has(key):
            return tr(key)
    return tr("results.score")


# The type of the card (standard and compact): (size, bold). A font at a size no screen used before is
# made and its glyphs loaded the first time the card draws: 5-8 ms of the game-over frames natively.
CARD_FONTS = (
    (36, True), (30, True), (24, True), (21, True), (20, True), (18, False),
    (17, False), (16, False), (15, False),
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
    size = 15 if theme.compact() else 17
    for heading in (tr("results.place"), tr("results.player"), score_heading(session), tr("results.detail")):
        theme.render(heading, size, theme.INK_DIM)
    yield
    for seat in range(len(session.seats)):
        theme.render(f"{seat + 1}.", 21 if theme.compact() else 24, theme.INK, True)
        theme.fit_size(session.name_of(seat), 21, 230, True)
        theme.render(tr(f"kind.{session.seats[seat].stat_kind}"), 15, theme.INK_DIM)
        yield


@dataclass
class Layout:
    """Sizes and wrapped lines of the card, worked out before drawing."""

    row_h: int
    detail_size: int
    expl_size: int
    details: list[list[str]] = field(default_factory=list)
    explanation: list[list[str]] = field(default_factory=list)
    height: int = 0


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
        self.stats = results_stats.wrapped(app.settings, session, TEXT_W)  # this game's statistics
        self.cols = STANDARD_COLUMNS
        self.layout = self.measure()
        room = theme.HEIGHT - BUTTON_H - BUTTON_GAP - 24
        self.rect = pygame.Rect(0, 0, CARD_W, self.layout.height)
        self.rect.centerx = theme.WIDTH // 2
        self.rect.y = max(12, (room - self.layout.height) // 2)
        buttons_y = self.rect.bottom + BUTTON_GAP
        self.form = Form(
            [
                Button(
                    (400, buttons_y, 220, BUTTON_H), lambda: tr("results.rematch"), self.rematch, "primary"
                ),
                Button(
                    (660, buttons_y, 220, BUTTON_H),
                    lambda: tr("results.menu"),
                    self.app.go_title,
                    "secondary",
                ),
            ],
            on_back=self.app.go_title,
            columns=2,
        )
        from game.scenes.final_board import add_view_button
        from game.scenes.review import add_review_button
        from game.scenes.share_box import add_to_results

        add_to_results(self)  # Share, right of Rematch and Menu
        add_review_button(self)  # the coach's review of each human player's decisions, on the left
        add_view_button(self)  # the final board, leftmost
        self.compact = theme.compact()
        if self.compact:
            dice_check.add_to_results(self)  # "Check the dice", among the buttons
            self.arrange_phone()
            return
        self.form.columns = len(self.form.widgets)  # one row of buttons for the arrow keys
        row = sorted(self.form.widgets, key=lambda w: w.rect.x)  # centred, whichever buttons there are
        gap = 30
        x = (theme.WIDTH - sum(w.rect.width for w in row) - gap * (len(row) - 1)) // 2
        for widget in row:
            widget.rect.x = x
            x += widget.rect.width + gap
        dice_check.add_to_results(self)  # "Check the dice", in the card's bottom band
        dice_check.place_in_card(self)

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

    def score_heading(self) -> str:
        return score_heading(self.session)

    def headline(self) -> str:
        if self.compact and getattr(self.session.dice, "daily", ""):
            from game.scenes.share_box import daily_line

            return daily_line(self.session)  # no room above the card: which daily, counted or practice
        winners, names = self.outcome.winners, self.names()
        if len(names) == 1:
            return tr("results.solo_done")
        if len(winners) > 1:
            return tr("results.tie", names=", ".join(names[i] for i in winners))
        return tr("results.winner", name=names[winners[0]])

    def measure(self) -> Layout:
        """Row height and text sizes that fit the screen; wrapped details and explanation lines."""
        n = len(self.session.seats)
        lines = [detail_text(e, self.names()) for e in self.outcome.explanation]
        room = theme.HEIGHT - BUTTON_H - BUTTON_GAP - 36
        for row_h, detail_size, expl_size in ((56, 17, 18), (48, 16, 17), (44, 15, 16), (42, 15, 15)):
            lay = Layout(row_h, detail_size, expl_size)
            lay.details = [two_lines(self.detail_of(i), detail_size) for i in range(n)]
            lay.explanation = [theme.wrap(line, expl_size, TEXT_W) for line in lines]
            expl_h = sum(len(w) * (expl_size + 5) + 6 for w in lay.explanation)
            lay.height = 128 + n * row_h + 10 + expl_h + (34 if self.new_best else 0) + 36
            lay.height += results_stats.height(self.stats) + dice_check.band_height(self.session)
            if lay.height <= room:
                break
        return lay

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

    def handle(self, event) -> None:
        self.form.handle(event)

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
        """The card: its headline, the ranking and what more the game says (a phone: under the
        ranking when it fits, else in the views Details turns to)."""
        theme.veil(surface, 170)
        rect, lay, big = self.rect, self.layout, not self.compact
        theme.panel(surface, rect)
        theme.text_fit(surface, self.headline(), (rect.centerx, rect.y + (48 if big else 32)), rect.width - 40 - 20 * big,
                       36 if big else 30, theme.INK, "center", True)  # fmt: skip
        if not big and self.view > 0:
            theme.draw_lines(
                surface, self.c_parts[self.view - 1], (rect.x + 30, rect.y + 70), SIZE, theme.INK
            )
            if len(self.c_parts) > 1:
                where = f"{self.view}/{len(self.c_parts)}"
                theme.text(surface, where, (rect.right - 20, rect.bottom - 10), 15, theme.INK_DIM, "bottomright")  # fmt: skip
            return
        y = self.draw_headings(surface, rect.y + 96 if big else rect.y + TOP - 24, 17 if big else 15)
        for i in self.order:
            self.draw_row(surface, i, y, lay.row_h)
            y += lay.row_h
        if not big:
            if self.c_inline:
                pygame.draw.line(surface, theme.PANEL_EDGE, (rect.x + 30, y + 6), (rect.right - 30, y + 6), 1)
                theme.draw_lines(surface, self.c_parts[0], (rect.x + 30, y + 14), SIZE, theme.INK)
            return
        y += 10
        for lines in lay.explanation:
            for line in lines:
                theme.text(surface, line, (rect.x + 40, y), lay.expl_size, theme.INK)
                y += lay.expl_size + 5
            y += 6
        if self.new_best:
            # a fact, not praise: the game's own verdict above says how good the result is
            theme.text(surface, tr("results.new_best"), (rect.x + 40, y + 4), 20, theme.INK, bold=True)
            y += 34
        results_stats.draw(surface, self.stats, rect.x + 40, y, rect.right - 40)
        dice_check.draw_band(self, surface)

        from game.scenes.share_box import draw_comparison

        draw_comparison(self, surface)
        turns = self.session.turns()
        if turns:
            text = tr("results.turns", n=turns)
            theme.text(surface, text, (rect.right - 24, rect.bottom - 14), 16, theme.INK_DIM, "bottomright")

    def has_details(self) -> bool:
        return self.cols.detail_w > 0 and any(line for lines in self.layout.details for line in lines)

    def score_column(self) -> tuple[int, str, int]:
        """(card-relative x, "right" or "left", width): a narrow column before the details, or,
        when there are none (the score says it all, e.g. chain lengths), the whole rest of the row."""
        c = self.cols
        if self.has_details():
            return c.score_right, "right", c.score_right - c.name_x - c.name_w - 10
        x = c.name_x + c.name_w + 20
        return x, "left", self.rect.width - x - 20

    def draw_row(self, surface, seat: int, y: int, row_h: int) -> None:
        rect, c = self.rect, self.cols
        place = self.outcome.places[seat]
        row = pygame.Rect(rect.x + c.inset, y, rect.width - 2 * c.inset, row_h - 4)
        if place == 1:
            pygame.draw.rect(surface, (250, 226, 160), row, border_radius=10)
        cy = row.centery
        theme.text(surface, f"{place}.", (rect.x + c.place_x, cy), c.place_size, theme.INK, "midleft", True)
        style = self.session.seat_styles()[seat]
        marker = (rect.x + c.name_x - 28, cy)
        theme.seat_marker(surface, marker, c.marker_r, seat, self.app.settings.colourblind, style=style)
        name = self.session.name_of(seat)
        kind = tr(f"kind.{self.session.seats[seat].stat_kind}")
        at = rect.x + c.name_x
        theme.text_fit(
            surface, name, (at, cy - theme.scaled(9)), c.name_w, c.name_size, theme.INK, "midleft", True
        )
        theme.text_fit(surface, kind, (at, cy + theme.scaled(11 + (c.name_size > 18))), c.name_w, 15, theme.INK_DIM, "midleft")  # fmt: skip
        x, anchor, width = self.score_column()
        theme.text_fit(
            surface, self.score_text(seat), (rect.x + x, cy), width, 21 if c.place_size > 21 else 20,
            theme.INK, "mid" + anchor, True,
        )  # fmt: skip
        lines = self.layout.details[seat] if self.has_details() else []
        size = self.layout.detail_size
        top = cy - len(lines) * (size + 3) // 2
        for k, line in enumerate(lines):
            theme.text(surface, line, (rect.x + c.detail_x, top + k * (size + 3)), size, theme.INK_DIM)

    # --- a phone: the card fills the canvas above the buttons ------------------------------
    def arrange_phone(self) -> None:
        """The card and its views over the buttons (one row sideways, two columns upright; Details
        only when there is more than the card holds). A narrow card has no details column: each
        seat's details join the rest, behind Details."""
        lay = layout.current()
        w, h = lay.size
        per_row = 7 if w >= 900 else 2
        self.form.columns = per_row
        lines = -(-(len(self.form.widgets) + (per_row < 7)) // per_row)  # upright: room for Details
        rect = self.rect = pygame.Rect(Box(MARGIN, MARGIN, w - 2 * MARGIN, h - 2 * MARGIN - lines * 64))
        self.cols = phone_columns(self.rect.width)
        n = len(self.session.seats)
        self.layout = Layout(min(theme.scaled(52), (rect.height - TOP - 30) // max(1, n)), 15, SIZE)
        self.layout.details = [theme.at_most(self.detail_of(i), 15, self.cols.detail_w, 2) for i in range(len(self.order))]  # fmt: skip
        self.view = 0  # 0: the ranking; 1..: the parts of the rest
        rest = "\n".join(self.rest_lines())
        rows_h = TOP + n * self.layout.row_h + 10
        whole = theme.pages_of(rest, SIZE, self.rect.width - 60, self.rect.height - rows_h - 30)
        self.c_inline = len(whole) == 1  # everything fits on the card at once
        self.c_parts = whole if self.c_inline else theme.pages_of(rest, SIZE, rect.width - 60, rect.height - 80)  # fmt: skip
        if not self.c_inline:
            label = lambda: tr("results.show_ranking" if self.at_last() else "results.show_details")  # noqa: E731
            self.form.add(Button((10_000, 0, 10, 55), label, self.next_view, "secondary", size=19))
        row = sorted(self.form.widgets, key=lambda b: b.rect.x)  # Details last
        per_row = min(per_row, len(row))
        foot = Box(self.rect.x, self.rect.bottom + 8, self.rect.width, h - MARGIN - self.rect.bottom - 8)
        width = min(210, (foot.w - 12 * (per_row - 1)) // per_row)
        x0 = (w - width * per_row - 12 * (per_row - 1)) // 2
        bottom = foot.bottom - (-(-len(row) // per_row) - 1) * 64 - 56
        for k, widget in enumerate(row):
            widget.rect = pygame.Rect(x0 + k % per_row * (width + 12), bottom + k // per_row * 64, width, 56)
            widget.size = min(widget.size, 20)

    def at_last(self) -> bool:
        return self.view == len(self.c_parts)

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
        lines += results_stats.stats_lines(self.app.settings, self.session)
        if dice_check.band_height(self.session):  # the standard card shows it beside Check the dice
            lines.append(tr("seal.shown", seal=seal.fingerprint(self.session.sealed)))
        compared = comparison(self.session)
        if compared is not None:
            lines += [compared[0], compared[1], compared[2]]
        turns = self.session.turns()
        if turns:
            lines.append(tr("results.turns", n=turns))
        return lines

    def draw_headings(self, surface, y: int, size: int) -> int:
        """The columns' names; the y of the first row under them."""
        rect, c = self.rect, self.cols
        theme.text(surface, tr("results.place"), (rect.x + c.place_x, y), size, theme.INK_DIM)
        theme.text(surface, tr("results.player"), (rect.x + c.name_x, y), size, theme.INK_DIM)
        x, anchor, width = self.score_column()
        theme.text_fit(
            surface, self.score_heading(), (rect.x + x, y), width, size, theme.INK_DIM, "top" + anchor
        )
        if self.has_details():
            theme.text(surface, tr("results.detail"), (rect.x + c.detail_x, y), size, theme.INK_DIM)

        return y + 24 if self.compact else y + 32


# where a row's pieces go, card-relative (x), and their sizes; ``detail_w`` 0: no details column
Columns = namedtuple(
    "Columns", "inset place_x place_size marker_r name_x name_w name_size score_right detail_x detail_w"
)
STANDARD_COLUMNS = Columns(20, 36, 24, 13, 128, 230, 21, SCORE_RIGHT, DETAIL_X, DETAIL_W)
TOP, SIZE = 82, 16  # a phone's card: its first row (card-relative), its explanation and statistics


def phone_columns(width: int) -> Columns:
    """A phone's card: the standard columns narrower; a card under 700 px has no details column."""
    if width >= 700:
        return Columns(8, 18, 21, 12, 90, 250, 18, 530, 550, width - 570)
    return Columns(8, 18, 21, 12, 90, min(200, width - 250), 18, width - 20, 0, 0)
