"""The title screen: a card per game (``title_cards``), each with its own saved game, under a top bar.

Up / Down move between card rows, Left / Right and Tab step through every control.
"""

from __future__ import annotations

import math

import pygame
from pygame import Rect

from game import games, theme
from game.i18n import tr
from game.layout import MARGIN
from game.notices import Notice, game_what
from game.scene import Scene, Transition
from game.scenes.bylink_list import title_button as bylink_button
from game.scenes.code_card import demo_button, open_code_button
from game.scenes.shared import dice
from game.scenes.title_cards import GameCard, button_w, card_rects, shape, thumb_side
from game.scenes.today import title_button as today_button
from game.ui import Button, Form, StackedIconButton, Widget
from game.webenv import IS_WEB, fullscreen_available, toggle_fullscreen

BOB_S = 4.0  # the die and the chip bob for a few seconds after the title appears, then rest
DIE = 40  # px: the die left of the name and the chip right of it, on a roomy canvas


class TitleScene(Scene):
    name = "title"
    REDRAW_IGNORES = frozenset({"t"})

    def __init__(self, app):
        super().__init__(app)
        self.t = 0.0
        self.form = Form()
        self.saves: dict = {}
        self.bob_area = pygame.Rect(0, 0, 0, 0)  # where the name, the die and the chip bob
        self.subtitle: tuple | None = None  # where the subtitle goes, its width and size (when it has room)

    def build(self) -> None:
        self.saves = self.app.saved_games()
        self.place(card_widgets(self))
        self.offer_interrupted()

    enter = resume = build  # built anew whenever it comes on top: the saves may have changed

    def offer_interrupted(self) -> None:
        """After an unexpected end (a reload, a crash): that game's Continue has the focus, and
        a line says the game was restored."""
        game_id = self.app.take_interrupted()
        if game_id not in self.saves:
            return
        for widget in self.form.widgets:
            if getattr(widget, "continues", None) == game_id:
                self.form.set_focus(widget)
                Form.show_focus = True
        self.app.notify(Notice("notice.game_restored", **game_what(game_id)))

    def place(self, widgets: list[Widget]) -> None:
        """The new widgets in a new form, the focus kept on the same game's card."""
        for card in widgets:
            if isinstance(card, GameCard):
                card.buttons = [
                    w for w in widgets if w is not card and getattr(w, "game_id", None) == card.game_id
                ]
        focus = self.form.focused
        self.form = Form(widgets, on_back=None)
        if focus is not None:  # keep the player's place when coming back
            same = [w for w in widgets if getattr(w, "game_id", None) == getattr(focus, "game_id", 0)]
            if same:
                self.form.set_focus(same[0])

    def open_setup(self, game_id: str) -> None:
        from game.scenes.setup import SetupScene

        self.app.play("click")
        self.app.stack.push(SetupScene(self.app, game_id), Transition("slide", 0.35))

    def open_howto(self, game_id: str) -> None:
        from game.scenes.howto import HowToScene

        self.app.play("click")
        self.app.stack.push(HowToScene(self.app, game_id), Transition("fade", 0.25))

    def open_settings(self) -> None:
        from game.scenes.settings import SettingsScene

        self.app.play("click")
        self.app.stack.push(SettingsScene(self.app), Transition("fade", 0.25))

    def continue_game(self, game_id: str) -> None:
        """The save as stored now, not as this screen read it (another copy may have played on)."""
        if game_id not in self.saves:
            return
        session = self.app.saved_game(game_id)
        if session is None:
            self.app.play("error")
            self.build()  # the card without that game
            return
        self.app.play("click")
        self.app.start_game(session)

    def move_between_rows(self, direction: int) -> bool:
        """Up / Down: the nearest control in the card row above or below."""
        here = self.form.focused
        if here is None:
            return False
        candidates = [w for w in self.form.usable() if (w.rect.centery - here.rect.centery) * direction > 30]
        if not candidates:
            return False
        best = min(
            candidates,
            key=lambda w: (
                abs(w.rect.centery - here.rect.centery) // 60,
                abs(w.rect.centerx - here.rect.centerx),
            ),
        )
        self.form.set_focus(best)
        return True

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.app.notices:
            self.app.dismiss_notice()
            return
        if self.app.notices and event.type == pygame.MOUSEBUTTONUP:
            self.app.dismiss_notice()
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            Form.show_focus = True
            if self.move_between_rows(1 if event.key == pygame.K_DOWN else -1):
                return
        self.form.handle(event)

    def update(self, dt: float) -> None:
        self.t += dt

    def rests(self) -> bool:
        still = not self.bob_area.width or self.t >= BOB_S  # the die has stopped bobbing (or is not drawn)
        return still and not self.form.typing

    def bob(self) -> tuple[int, int, int]:
        """Where the name, the die and the chip are drawn (whole pixels), bobbing for BOB_S seconds:
        a frame is drawn only when one of them moves a pixel, and only there (``small_parts``)."""
        bob = math.sin(self.t * 2) * 4 * max(0.0, 1 - self.t / BOB_S)
        return round(4 + bob * 0.3), round(30 + bob), round(30 - bob)

    def small_parts(self) -> list:
        return [(self.bob(), self.bob_area)] if self.bob_area.width else []

    def draw(self, surface) -> None:
        surface.blit(theme.background(), (0, 0))
        self.draw_title(surface)
        self.form.draw(surface)
        size, room = 16 if theme.roomy() else 15, theme.WIDTH - 16
        footer = theme.whole_or(
            tr("title.footer"), tr("title.footer_short"), size, room
        )  # a phone, Large text
        theme.text_fit(
            surface, footer, (theme.WIDTH // 2, theme.HEIGHT - 2), room, size, theme.TEXT_DIM, "midbottom"
        )
        self.draw_notice(surface)

    def draw_notice(self, surface) -> None:
        """The oldest notice over the cards, in a panel as tall as its text (a long, grouped message
        grows it) and how to close it: a short notice leaves the cards' names visible."""
        if not self.app.notices:
            return
        big = theme.roomy()
        size, pad, width = (19, 20, 1000) if big else (17, 16, theme.WIDTH - 2 * MARGIN)
        msg = self.app.notice_text()
        lines = len(theme.wrap(msg, size, width - 2 * pad))
        rect = Rect(0, 0, width, lines * int(theme.scaled(size) * 1.35) + (46 if big else 42) + theme.scaled(16) - 16)  # fmt: skip
        rect.midtop = (theme.WIDTH // 2, 57 if big else 60)
        theme.panel(surface, rect, colour=(255, 232, 200), edge=theme.BAD)
        theme.paragraph(surface, msg, rect.inflate(-2 * pad, -pad - 4), size, theme.INK)
        more = len(self.app.notices) - 1
        hint = tr("title.notice_next", n=more) if more else tr("title.notice_close")
        theme.text(surface, hint, (rect.right - pad, rect.bottom - pad // 2 + 2), 15 + big, theme.INK_DIM, "bottomright")  # fmt: skip

    def draw_title(self, surface) -> None:
        """The name (on a roomy canvas between a die and a chip, bobbing), the subtitle under it."""
        name_size, x, decorated = heading()
        title_y, die_y, chip_y = self.bob() if decorated else (4, 0, 0)  # only a framed name bobs
        r = theme.text(surface, tr("title.name"), (x, title_y), name_size, theme.ACCENT, bold=True)
        if self.subtitle is not None:
            at, room, size = self.subtitle
            theme.text_fit(surface, tr("title.subtitle"), at, room, size, theme.TEXT_DIM)
        if not decorated:
            return
        dice.draw(surface, 5, (16 + DIE // 2, die_y), DIE)  # the games' own die
        chip = (r.right + 12 + DIE // 2, chip_y)
        pygame.draw.circle(surface, theme.SEAT_COLOURS[5], chip, DIE // 2)
        pygame.draw.circle(surface, theme.PANEL, chip, DIE // 2, 4)
        pygame.draw.circle(surface, theme.PANEL, chip, DIE // 2 - 9, 2)


def heading() -> tuple[int, int, bool]:
    """The name's size and left edge, and whether a die and a chip frame it (a roomy canvas)."""
    return (44, 16 + DIE + 12, True) if theme.roomy() else (32, 16, False)


def card_widgets(scene: TitleScene) -> list[Widget]:
    """The top bar, then each card: ? and Demo beside its picture (over each other on a narrow card,
    side by side on a strip), Play (or Continue and New game) at its foot; the cards take the room
    under the top bar and the name (``card_rects``)."""
    widgets: list[Widget] = []
    demos: list[Widget] = []
    bar = top_bar(scene)
    name_size, name_x, decorated = heading()
    name_bottom = 4 + theme.font(name_size, True).get_height()
    if decorated:
        scene.bob_area = pygame.Rect(0, 0, bar_limit(), name_bottom + 6)
    below = [b.rect.y for b in bar if b.rect.y > 4]  # the top bar's second row (upright)
    size = 18 if decorated else 15
    high = theme.font(size).get_height()
    room = min(b.rect.x for b in bar if b.rect.y == 4) - name_x - 12
    n, top = len(games.GAME_IDS), max(b.rect.bottom for b in bar) + 7
    area = lambda y: Rect(MARGIN, y, theme.WIDTH - 2 * MARGIN, theme.HEIGHT - 24 - y)  # noqa: E731
    cards, under = card_rects(n, area(top)), card_rects(n, area(max(top, name_bottom + high + 7)))
    # the subtitle under the name, clear of the bar's second row, where the cards keep their form under it
    fits = name_bottom + high + 4 <= min(below, default=theme.HEIGHT) and shape(under[0]) == shape(cards[0])
    scene.subtitle = ((name_x, name_bottom), room, size) if fits else None
    for game_id, rect in zip(games.GAME_IDS, under if fits else cards):
        card = GameCard(rect, game_id, scene)
        card.hint = lambda g=game_id: tr(f"{g}.tagline")  # a long press on the card says what it is
        widgets.append(card)
        strip, tight = shape(rect)
        w = button_w()
        side = rect.right - 8 - w
        question = Rect(side - w - 6 if strip else side, rect.bottom - 61 if tight else rect.y + 6, w, 55)
        eye = Rect(side, question.y, w, 55) if strip else question.move(0, 61)
        x = rect.x + 8 + (thumb_side(rect) + 10 if strip and not tight else 0)
        foot = Rect(x, rect.bottom - 61, (question.x - 10 if tight else rect.right - 8) - x, 55)
        if game_id in scene.saves:
            half = (foot.width - 10) // 2  # a strip: Continue and New game side by side
            first, second = (Rect(foot.x, foot.y, half, 55), Rect(foot.x + half + 10, foot.y, half, 55)) if strip else (foot.move(0, -61), foot)  # fmt: skip
            buttons = [
                Button(first, lambda: tr("title.continue"), lambda g=game_id: scene.continue_game(g),
                       "primary", size=19),
                Button(second, lambda: tr("title.new_game"), lambda g=game_id: scene.open_setup(g), "secondary",
                       size=19),
            ]  # fmt: skip
            buttons[0].continues = game_id
        else:
            buttons = [
                Button(foot, lambda: tr("title.play"), lambda g=game_id: scene.open_setup(g), "primary")
            ]
        buttons.append(
            Button(question, "?", lambda g=game_id: scene.open_howto(g), "secondary", size=24,
                   hint=lambda: tr("setup.howto"))
        )  # fmt: skip
        demo = demo_button(eye, game_id, scene.app)
        demos.append(demo)
        for b in buttons + [demo]:
            b.game_id = game_id
        widgets += buttons
    widgets += demos  # after every card's own controls, so arrow keys step Play / ? card by card
    widgets += bar
    return widgets


def top_bar(scene: TitleScene) -> list[Widget]:
    """The top bar from the right: Quit (or Full screen), Settings, Open a code, By link, each
    as wide as its label, and Today (a narrow button, its icon over its word), so that the tagline
    beside the name keeps its room in every language. What does not fit beside the name goes to a
    second row (upright)."""
    size = 19 if theme.roomy() else 17  # the labels
    buttons = [
        corner_button(scene.app),
        Button((0, 4, 0, 55), lambda: tr("title.settings"), scene.open_settings, "ghost"),
        open_code_button(scene.app),
        bylink_button(scene.app),
        today_button(scene.app),
    ]
    buttons = [b for b in buttons if b is not None]
    limit = bar_limit()
    lefts = [theme.WIDTH - MARGIN]  # each row's free right edge: a button goes to the first with room
    for button in buttons:
        width = max(88, theme.font(size, True).size(button.label())[0] + 20)
        if isinstance(button, StackedIconButton):  # Today: its icon over its word
            width = max(60, theme.font(15, True).size(button.label())[0] + 10)
        row = next((k for k, x in enumerate(lefts) if x - width >= (limit if k == 0 else MARGIN)), len(lefts))
        lefts += [theme.WIDTH - MARGIN] * (row == len(lefts))
        button.rect, button.size = pygame.Rect(lefts[row] - width, 4 + 61 * row, width, 55), size
        lefts[row] -= width + 6
    return buttons  # "Today" last


def bar_limit() -> int:
    """The top bar's first row ends here on the left: the name's room (and the chip's)."""
    name_size, x, decorated = heading()
    return x + theme.font(name_size, True).size(tr("title.name"))[0] + 12 + (DIE + 12) * decorated


def corner_button(app) -> Button | None:
    """The title's top-right corner: Quit natively; in the browser, Full screen where the browser
    has the Fullscreen API (Android Chrome; not an iPhone), else nothing."""
    if not IS_WEB:
        return Button((0, 4, 0, 55), lambda: tr("title.quit"), app.quit, "ghost")
    if fullscreen_available():
        return Button((0, 4, 0, 55), lambda: tr("title.fullscreen"), toggle_fullscreen, "ghost")
    return None
