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

from game import games, layout, theme
from game.i18n import tr
from game.layout import MARGIN
from game.notices import Notice, game_what
from game.scene import Scene, Transition
from game.scenes import registry
from game.scenes.bylink_list import title_button as bylink_button
from game.scenes.code_card import demo_button, draw_eye, open_code_button
from game.scenes.today import title_button as today_button
from game.ui import Button, Form, StackedIconButton, Widget
from game.webenv import IS_WEB, fullscreen_available, toggle_fullscreen

AREA = pygame.Rect(40, 136, 1200, 548)  # where the cards go, under the title
GAP = 18
THUMB = 132


def card_rects(n: int, area: pygame.Rect = AREA) -> list[pygame.Rect]:
    """Cards for ``n`` games: one row up to three, then rows of three (four make two rows of two)."""
    cols = n if n <= 3 else 2 if n == 4 else 3
    rows = math.ceil(n / cols)
    w = min(420, (area.width - GAP * (cols - 1)) // cols)
    h = min(330, (area.height - GAP * (rows - 1)) // rows)
    rects = []
    for r in range(rows):
        in_row = min(cols, n - r * cols)
        x0 = area.centerx - (in_row * w + (in_row - 1) * GAP) // 2
        y0 = area.y + (area.height - (rows * h + (rows - 1) * GAP)) // 2
        for c in range(in_row):
            rects.append(pygame.Rect(x0 + c * (w + GAP), y0 + r * (h + GAP), w, h))
    return rects


def tagline_lines(text: str, width: int, rows: int = 3) -> tuple[int, list[str]]:
    """The tagline in at most ``rows`` lines: 16 px, smaller down to 14 px, then an ellipsis."""
    for size in (16, 15, theme.MIN_TEXT):
        lines = theme.wrap(text, size, width)
        if len(lines) <= rows:
            return size, lines
    return size, theme.at_most(text, size, width, rows)


class GameCard(Widget):
    """The card's face: a click anywhere on it does what its main button does (its buttons take the focus).

    Its touch area is the card without its own buttons (they sit on it and win a tap), so no two
    tap targets overlap; in the compact layout slivers under a finger's size are not targets."""

    focusable = False
    buttons: list[Widget] = []

    def touch_areas(self) -> list[pygame.Rect]:
        return cut_out(self.rect, [b.rect for b in self.buttons], layout.current().min_target)

    def click(self, pos) -> None:
        if any(r.collidepoint(pos) for r in self.touch_areas()):
            self.activate()

    def name(self) -> str:
        return f"card '{self.game_id}'"

    def activate(self) -> None:
        if self.game_id in self.scene.saves:
            self.scene.continue_game(self.game_id)
        else:
            self.scene.open_setup(self.game_id)

    def __init__(self, rect, game_id: str, scene: TitleScene):
        super().__init__(rect)
        self.game_id = game_id
        self.scene = scene
        self._thumb: pygame.Surface | None = None

    def thumbnail(self) -> pygame.Surface:
        if self._thumb is None:
            side = C_THUMB if self.scene.compact else THUMB
            self._thumb = pygame.Surface((side, side))
            self._thumb.fill(theme.FELT)
            registry.draw_thumbnail(self.game_id, self._thumb, self._thumb.get_rect())
        return self._thumb

    def draw(self, surface, focused, hovered):
        if self.scene.compact:
            compact_card(self, surface)
            return
        rect = self.rect
        mine = self.scene.form.focused
        lit = mine is not None and getattr(mine, "game_id", None) == self.game_id
        theme.panel(surface, rect, edge=theme.FOCUS if lit and Form.show_focus else theme.PANEL_EDGE)
        surface.blit(self.thumbnail(), (rect.x + 12, rect.y + 12))
        pygame.draw.rect(surface, theme.PANEL_EDGE, (rect.x + 12, rect.y + 12, THUMB, THUMB), 2)
        x = rect.x + THUMB + 26
        width = rect.right - 64 - x
        # one size for every game's name: the size the longest name needs on its card
        size = min(theme.fit_size(tr(f"{g}.name"), 26, width, True) for g in games.GAME_IDS)
        theme.text_fit(
            surface, tr(f"{self.game_id}.name"), (x, rect.y + 14), width, size, theme.INK, bold=True
        )
        size, lines = tagline_lines(tr(f"{self.game_id}.tagline"), rect.right - 14 - x)
        for i, line in enumerate(lines):
            theme.text(surface, line, (x, rect.y + 60 + i * 20), size, theme.INK_DIM)
        rules = games.rules_for(self.game_id)
        lo, hi = rules.min_players, rules.max_players
        players = tr("title.players", lo=lo, hi=hi) if lo != hi else tr("title.players_n", n=lo)
        theme.text(surface, players, (x, rect.y + THUMB - 6), 16, theme.ACCENT_DARK, bold=True)
        saved = self.scene.saves.get(self.game_id)
        if saved is not None:
            text = tr("title.in_progress", summary=self.scene.app.save_summary(saved))
            theme.text_fit(surface, text, (rect.x + 14, rect.y + THUMB + 22), rect.width - 28, 16, theme.INK)


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


# --- a phone: the top bar's buttons, then the cards: side by side (sideways) or one over another (upright)
C_GAP, C_THUMB = 8, 100
C_W, C_STRIP_H = 182, 180  # the most a narrow card is wide, a strip card tall
C_ROOMY = 2 * 55 + 12  # a lower strip is tight: no picture, its words in one line, one row of buttons


def compact_card_rects(n: int, top: int) -> list[pygame.Rect]:
    """The cards under the top bar: one row of narrow cards when five fit across the canvas
    (sideways), else one column of strips (upright), above the footer line."""
    area = pygame.Rect(MARGIN, top, theme.WIDTH - 2 * MARGIN, theme.HEIGHT - 24 - top)
    if area.width >= n * 150:
        w = min(C_W, (area.width - C_GAP * (n - 1)) // max(1, n))
        x0 = (theme.WIDTH - (n * w + (n - 1) * C_GAP)) // 2
        return [pygame.Rect(x0 + i * (w + C_GAP), top, w, min(390, area.height)) for i in range(n)]
    h = min(C_STRIP_H, (area.height - C_GAP * (n - 1)) // max(1, n))
    return [pygame.Rect(area.x, top + i * (h + C_GAP), area.width, h) for i in range(n)]


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


def compact_card(card: GameCard, surface) -> None:
    """A narrow card: the picture over the name, the players and the tagline; a strip: the picture
    left of them, the name and the players beside ? and Demo, the tagline above Play when there is room."""
    rect, scene = card.rect, card.scene
    mine = scene.form.focused
    lit = mine is not None and getattr(mine, "game_id", None) == card.game_id
    theme.panel(surface, rect, edge=theme.FOCUS if lit and Form.show_focus else theme.PANEL_EDGE)
    strip, tight = rect.width > rect.height, rect.height < C_ROOMY
    thumb = (rect.x + 8, rect.centery - C_THUMB // 2 if strip else rect.y + 8)
    if not tight:
        surface.blit(card.thumbnail(), thumb)
        pygame.draw.rect(surface, theme.PANEL_EDGE, (*thumb, C_THUMB, C_THUMB), 2)
    x = rect.x + 9 + (C_THUMB + 10 if strip and not tight else 0)
    width = rect.right - 9 - x
    name_w = width // 2 if tight else min(b.rect.x for b in card.buttons if b.rect.y < rect.y + 20) - 8 - x if strip else width  # fmt: skip
    name_y, players_y, text_y = (8, 36, 66) if strip else (122, 150, 176)
    size = min(theme.fit_size(tr(f"{g}.name"), 21, name_w, True) for g in games.GAME_IDS)
    theme.text_fit(surface, tr(f"{card.game_id}.name"), (x, rect.y + name_y), name_w, size, theme.INK, bold=True)  # fmt: skip
    rules = games.rules_for(card.game_id)
    lo, hi = rules.min_players, rules.max_players
    players = tr("title.players", lo=lo, hi=hi) if lo != hi else tr("title.players_n", n=lo)
    saved = scene.saves.get(card.game_id)
    bottom = min(b.rect.top for b in card.buttons if b.rect.top > rect.y + text_y - 20) - 6
    rows = (bottom - rect.y - text_y) // 20
    if saved is not None:  # what the save holds; the tagline is then a long press on the card
        text, colour = tr("title.in_progress", summary=scene.app.save_summary(saved)), theme.INK
    else:
        text, colour = tr(f"{card.game_id}.tagline"), theme.INK_DIM
    if rows < 1 and saved is not None:  # no room under the name: what the save holds replaces the players
        players, text = text, ""
    at = (x + name_w + 10, rect.y + 12) if tight else (x, rect.y + players_y)
    theme.text_fit(
        surface, players, at, width - name_w - 10 if tight else name_w, 16, theme.ACCENT_DARK, bold=True
    )
    for i, line in enumerate(theme.at_most(text, 15, width, rows) if rows > 0 and text else []):
        theme.text(surface, line, (x, rect.y + text_y + i * 20), 15, colour)


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


def cut_out(area: pygame.Rect, holes: list[pygame.Rect], smallest: int = 0) -> list[pygame.Rect]:
    """``area`` without ``holes``, as rects that do not overlap; pieces narrower or lower than
    ``smallest`` are left out (too small to be a touch area of their own)."""
    pieces = [pygame.Rect(area)]
    for hole in holes:
        nxt = []
        for r in pieces:
            h = r.clip(hole)
            if not h.width or not h.height:
                nxt.append(r)
                continue
            parts = (
                pygame.Rect(r.x, r.y, r.width, h.top - r.top),
                pygame.Rect(r.x, h.bottom, r.width, r.bottom - h.bottom),
                pygame.Rect(r.x, h.top, h.left - r.left, h.height),
                pygame.Rect(h.right, h.top, r.right - h.right, h.height),
            )
            nxt += [p for p in parts if p.width > 0 and p.height > 0]
        pieces = nxt
    return [p for p in pieces if p.width >= smallest and p.height >= smallest]
