"""Results: the ranking with the game's score, details and why, rematch, menu.

The card is measured before it is drawn (``Layout``): rows, wrapped details and
every explanation line fit inside it at any player count (1-6 seats), nothing
smaller than 15 px, and the buttons sit below it on screen.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

import pygame

from game import theme
from game.i18n import has, tr
from game.scene import Scene
from game.scenes import dice_check, results_stats
from game.scenes.compact_menus import at_most
from game.scenes.outcome_text import detail_text
from game.ui import Button, Form

CARD_W = 820
BUTTON_H, BUTTON_GAP = 58, 18
SCORE_RIGHT, DETAIL_X, DETAIL_W = 470, 490, 306  # card-relative columns
TEXT_W = CARD_W - 80


def two_lines(text: str, size: int) -> list[str]:
    """A detail wrapped to the detail column in at most two lines; a longer one ends in an ellipsis."""
    return at_most(text, size, DETAIL_W, 2)


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
            from game.scenes import results_compact

            dice_check.add_to_results(self)  # "Check the dice", in the row of buttons

            results_compact.arrange(self)
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
        if self.compact:
            from game.scenes import results_compact

            results_compact.draw(self, surface)
            return
        theme.veil(surface, 170)
        rect, lay = self.rect, self.layout
        theme.panel(surface, rect)
        theme.text_fit(
            surface, self.headline(), (rect.centerx, rect.y + 48), CARD_W - 60, 36, theme.INK, "center", True
        )
        y = rect.y + 96
        theme.text(surface, tr("results.place"), (rect.x + 36, y), 17, theme.INK_DIM)
        theme.text(surface, tr("results.player"), (rect.x + 128, y), 17, theme.INK_DIM)
        x, anchor, width = self.score_column()
        theme.text_fit(
            surface, self.score_heading(), (rect.x + x, y), width, 17, theme.INK_DIM, "top" + anchor
        )
        if self.has_details():
            theme.text(surface, tr("results.detail"), (rect.x + DETAIL_X, y), 17, theme.INK_DIM)
        y += 32
        for i in self.order:
            self.draw_row(surface, i, y)
            y += lay.row_h
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
        return any(line for lines in self.layout.details for line in lines)

    def score_column(self) -> tuple[int, str, int]:
        """(card-relative x, "right" or "left", width): a narrow column before the details, or,
        when there are none (the score says it all, e.g. chain lengths), the whole rest of the row."""
        if self.has_details():
            return SCORE_RIGHT, "right", SCORE_RIGHT - 370
        return 380, "left", CARD_W - 380 - 40

    def draw_row(self, surface, seat: int, y: int) -> None:
        rect, lay = self.rect, self.layout
        place = self.outcome.places[seat]
        row = pygame.Rect(rect.x + 20, y, rect.width - 40, lay.row_h - 4)
        if place == 1:
            pygame.draw.rect(surface, (250, 226, 160), row, border_radius=10)
        cy = row.centery
        theme.text(surface, f"{place}.", (rect.x + 36, cy), 24, theme.INK, "midleft", True)
        style = self.session.seat_styles()[seat]
        theme.seat_marker(surface, (rect.x + 100, cy), 13, seat, self.app.settings.colourblind, style=style)
        name = self.session.name_of(seat)
        kind = tr(f"kind.{self.session.seats[seat].stat_kind}")
        theme.text_fit(surface, name, (rect.x + 128, cy - 9), 230, 21, theme.INK, "midleft", True)
        theme.text_fit(surface, kind, (rect.x + 128, cy + 12), 230, 15, theme.INK_DIM, "midleft")
        x, anchor, width = self.score_column()
        theme.text_fit(
            surface, self.score_text(seat), (rect.x + x, cy), width, 21, theme.INK, "mid" + anchor, True
        )
        lines = lay.details[seat]
        top = cy - len(lines) * (lay.detail_size + 3) // 2
        for k, line in enumerate(lines):
            pos = (rect.x + DETAIL_X, top + k * (lay.detail_size + 3))
            theme.text(surface, line, pos, lay.detail_size, theme.INK_DIM)
