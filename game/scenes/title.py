"""The title screen: a card per game (all fit at 1280x720), each with its own saved game.

A card shows the game's drawn thumbnail, name, tagline and player count, and
its actions: Play (or Continue and New game when that game has a save) and
How to play. Up / Down move between card rows, Left / Right and Tab step
through every control.
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
from game.scenes.code_card import demo_button, draw_eye, open_code_button
from game.scenes.title_cards import (
    C_ROOMY,
    C_THUMB,
    GameCard,
    card_rects,
    compact_card_rects,
)
from game.scenes.today import title_button as today_button
from game.ui import Button, Form, StackedIconButton, Widget
from game.webenv import IS_WEB, fullscreen_available, toggle_fullscreen

BOB_S = 4.0  # the die and the chip bob for a few seconds after the title appears, then rest
BOB_AREA = pygame.Rect(120, 0, 600, 96)  # where the title, the die and the chip bob (German included)


class TitleScene(Scene):
    name = "title"
    REDRAW_IGNORES = frozenset({"t"})

    def __init__(self, app):
        super().__init__(app)
        self.t = 0.0
        self.form = Form()
        self.saves: dict = {}
        self.compact = theme.compact()

    def build(self) -> None:
        self.saves = self.app.saved_games()
        if self.compact:
            self.place(compact_widgets(self))
        else:
            self.place(self.standard_widgets())
        self.offer_interrupted()

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

    def standard_widgets(self) -> list[Widget]:
        widgets: list[Widget] = []
        cards = card_rects(len(games.GAME_IDS))
        for game_id, rect in zip(games.GAME_IDS, cards):
            widgets.append(GameCard(rect, game_id, self))
            bottom = pygame.Rect(rect.x + 12, rect.bottom - 58, rect.width - 24, 46)
            if game_id in self.saves:
                half = (bottom.width - 10) // 2
                buttons = [
                    Button((bottom.x, bottom.y, half, 46), lambda: tr("title.continue"),
                           lambda g=game_id: self.continue_game(g), "primary", size=20),
                    Button((bottom.x + half + 10, bottom.y, half, 46), lambda: tr("title.new_game"),
                           lambda g=game_id: self.open_setup(g), "secondary", size=20),
                ]  # fmt: skip
                buttons[0].continues = game_id
            else:
                buttons = [
                    Button(bottom, lambda: tr("title.play"), lambda g=game_id: self.open_setup(g), "primary")
                ]
            buttons.append(
                Button(
                    (rect.right - 56, rect.y + 12, 44, 44),
                    "?",
                    lambda g=game_id: self.open_howto(g),
                    "secondary",
                    size=24,
                    hint=lambda: tr("setup.howto"),
                )
            )
            for b in buttons:
                b.game_id = game_id
            widgets += buttons
        # Demo buttons come after every card's own controls, so arrow keys step Play / ? card by card
        widgets += [demo_button(rect, g, self.app) for g, rect in zip(games.GAME_IDS, cards)]
        right = theme.WIDTH - 24
        corner = corner_button((right - 130, 20, 130, 44), 20, self.app)
        if corner is not None:
            widgets.append(corner)
            right -= 142
        widgets.append(
            Button(
                (right - 200, 20, 200, 44), lambda: tr("title.settings"), self.open_settings, "ghost", size=20
            )
        )
        widgets.append(open_code_button(right - 212, self.app))
        widgets.append(bylink_button(0, self.app, False))
        widgets.append(today_button(self.app, False))
        return widgets

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

    def enter(self) -> None:
        self.build()

    def resume(self) -> None:
        self.build()

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
        return (self.compact or self.t >= BOB_S) and not self.form.typing  # the die has stopped bobbing

    def bob(self) -> tuple[int, int, int]:
        """Where the title, the die and the chip are drawn (whole pixels), bobbing for BOB_S seconds:
        a frame is drawn only when one of them moves a pixel, and only there (``small_parts``)."""
        bob = math.sin(self.t * 2) * 4 * max(0.0, 1 - self.t / BOB_S)
        return round(50 + bob * 0.3), round(54 + bob), round(54 - bob)

    def small_parts(self) -> list:
        return [] if self.compact else [(self.bob(), BOB_AREA)]

    def draw(self, surface) -> None:
        if self.compact:
            compact_draw(self, surface)
            return
        surface.blit(theme.background(), (0, 0))
        self.draw_title(surface)
        self.form.draw(surface)
        theme.text_fit(
            surface, tr("title.footer"), (theme.WIDTH // 2, 712), 1200, 16, theme.TEXT_DIM, "midbottom"
        )
        self.draw_notice(surface)

    def draw_notice(self, surface) -> None:
        """The oldest notice over the cards, in a panel as tall as its text (a long, grouped message
        grows it) and how to close it: a short notice leaves the cards' names visible."""
        if not self.app.notices:
            return
        big = not self.compact
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
        # a die and a chip bobbing either side of the title
        title_y, die_y, chip_y = self.bob()
        cx = 420
        theme.text(surface, tr("title.name"), (cx, title_y), 54, theme.ACCENT, "center", True)
        theme.text(surface, tr("title.subtitle"), (cx, 100), 20, theme.TEXT_DIM, "center")
        die = pygame.Rect(0, 0, 48, 48)
        die.center = (cx - 240, die_y)
        pygame.draw.rect(surface, theme.PANEL, die, border_radius=9)
        pygame.draw.rect(surface, theme.PANEL_EDGE, die, 2, border_radius=9)
        for dx, dy in ((-12, -12), (0, 0), (12, 12), (12, -12), (-12, 12)):
            pygame.draw.circle(surface, theme.INK, (die.centerx + dx, die.centery + dy), 4)
        chip = (cx + 240, chip_y)
        pygame.draw.circle(surface, theme.SEAT_COLOURS[5], chip, 26)
        pygame.draw.circle(surface, theme.PANEL, chip, 26, 4)
        pygame.draw.circle(surface, theme.PANEL, chip, 15, 2)


def compact_widgets(scene: TitleScene) -> list[Widget]:
    """Each card: ? and Demo beside its picture (over each other on a narrow card, side by side on
    a strip), Play (or Continue and New game) at its foot; the top bar: Open a code, Settings, Quit."""
    widgets: list[Widget] = []
    demos: list[Widget] = []
    bar = top_bar(scene)
    top = max(b.rect.bottom for b in bar) + 7
    for game_id, rect in zip(games.GAME_IDS, compact_card_rects(len(games.GAME_IDS), top)):
        card = GameCard(rect, game_id, scene)
        card.hint = lambda g=game_id: tr(f"{g}.tagline")  # a long press on the card says what it is
        widgets.append(card)
        strip, tight = rect.width > rect.height, rect.height < C_ROOMY
        side = rect.right - 8 - 58
        question = Rect(side - 64 if strip else side, rect.bottom - 61 if tight else rect.y + 6, 58, 55)
        eye = Rect(side, question.y, 58, 55) if strip else question.move(0, 61)
        x = rect.x + 8 + (C_THUMB + 10 if strip and not tight else 0)
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
        plain = demo_button(rect, game_id, scene.app)
        demo = StackedIconButton(eye, plain.label, plain.on_click, "ghost", size=15, icon=draw_eye,
                                 hint=lambda: tr("watch.button"))  # fmt: skip
        demos.append(demo)
        for b in buttons + [demo]:
            b.game_id = game_id
        widgets += buttons
    widgets += demos  # after every card's own controls, as in the standard layout
    widgets += bar
    return widgets


TOP_SIZE = 17  # the compact top bar's labels


def top_bar(scene: TitleScene) -> list[Widget]:
    """The compact top bar from the right: Quit (or Full screen), Settings, Open a code, By link, each
    as wide as its label, and Today (a narrow button, its icon over its word), so that the tagline
    beside the name keeps its room in every language. What does not fit beside the name goes to a
    second row (upright)."""
    corner = corner_button((0, 4, 0, 55), TOP_SIZE, scene.app)
    buttons = [
        corner,
        Button((0, 4, 0, 55), lambda: tr("title.settings"), scene.open_settings, "ghost", size=TOP_SIZE),
        open_code_button(0, scene.app),
        bylink_button(0, scene.app, True),
        today_button(scene.app, True),
    ]
    buttons = [b for b in buttons if b is not None]
    limit = 16 + theme.font(32, True).size(tr("title.name"))[0] + 12  # the name's room in the first row
    lefts = [theme.WIDTH - MARGIN]  # each row's free right edge: a button goes to the first with room
    for button in buttons:
        width = max(88, theme.font(TOP_SIZE, True).size(button.label())[0] + 20)
        if isinstance(button, StackedIconButton):  # Today: its icon over its word
            width = max(60, theme.font(15, True).size(button.label())[0] + 10)
        row = next((k for k, x in enumerate(lefts) if x - width >= (limit if k == 0 else MARGIN)), len(lefts))
        lefts += [theme.WIDTH - MARGIN] * (row == len(lefts))
        button.rect, button.size = pygame.Rect(lefts[row] - width, 4 + 61 * row, width, 55), TOP_SIZE
        lefts[row] -= width + 6
    return buttons  # "Today" last


def corner_button(rect, size: int, app) -> Button | None:
    """The title's top-right corner: Quit natively; in the browser, Full screen where the browser
    has the Fullscreen API (Android Chrome; not an iPhone), else nothing."""
    if not IS_WEB:
        return Button(rect, lambda: tr("title.quit"), app.quit, "ghost", size=size)
    if fullscreen_available():
        return Button(rect, lambda: tr("title.fullscreen"), toggle_fullscreen, "ghost", size=size)
    return None


def compact_draw(scene: TitleScene, surface) -> None:
    surface.blit(theme.background(), (0, 0))
    r = theme.text(surface, tr("title.name"), (16, 4), 32, theme.ACCENT, bold=True)
    room = min(w.rect.x for w in scene.form.widgets if w.rect.y == 4) - 16 - 12  # the top bar's first row
    if r.bottom + theme.scaled(15) + 4 <= min(
        w.rect.y for w in scene.form.widgets if w.rect.y > 4
    ):  # above row 2
        theme.text_fit(surface, tr("title.subtitle"), (16, r.bottom), room, 15, theme.TEXT_DIM)
    scene.form.draw(surface)
    theme.text_fit(surface, tr("title.footer"), (theme.WIDTH // 2, theme.HEIGHT - 2), theme.WIDTH - 16, 15,
                   theme.TEXT_DIM, "midbottom")  # fmt: skip
    scene.draw_notice(surface)
