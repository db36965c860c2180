"""The title screen: one card per available game, Continue, Settings, Quit."""

from __future__ import annotations

import math

import pygame

from game import games, theme
from game.i18n import tr
from game.scene import Scene, Transition
from game.scenes import registry
from game.ui import Button, Form, Widget
from game.webenv import IS_WEB

CARD_W, CARD_H = 380, 330


class GameCard(Widget):
    """A game's card: drawn thumbnail, name, tagline, player count."""

    def __init__(self, rect, game_id: str, on_open):
        super().__init__(rect)
        self.game_id = game_id
        self.on_open = on_open
        self._thumb: pygame.Surface | None = None

    def activate(self) -> None:
        self.on_open(self.game_id)

    def thumbnail(self) -> pygame.Surface:
        if self._thumb is None:
            self._thumb = pygame.Surface((self.rect.width - 24, 190))
            self._thumb.fill(theme.FELT)
            registry.draw_thumbnail(self.game_id, self._thumb, self._thumb.get_rect())
        return self._thumb

    def draw(self, surface, focused, hovered):
        rect = self.rect.move(0, -6 if (hovered or focused) else 0)
        theme.panel(surface, rect)
        surface.blit(self.thumbnail(), (rect.x + 12, rect.y + 12))
        pygame.draw.rect(surface, theme.PANEL_EDGE, (rect.x + 12, rect.y + 12, rect.width - 24, 190), 2)
        theme.text(surface, tr(f"{self.game_id}.name"), (rect.x + 18, rect.y + 214), 30, theme.INK, bold=True)
        tagline = theme.wrap(tr(f"{self.game_id}.tagline"), 18, rect.width - 36)
        for i, line in enumerate(tagline[:2]):
            theme.text(surface, line, (rect.x + 18, rect.y + 254 + i * 22), 18, theme.INK_DIM)
        rules = games.rules_for(self.game_id)
        players = tr("title.players", lo=rules.min_players, hi=rules.max_players)
        theme.text(
            surface,
            players,
            (rect.right - 18, rect.bottom - 14),
            17,
            theme.ACCENT_DARK,
            "bottomright",
            bold=True,
        )
        if focused:
            pygame.draw.rect(surface, theme.FOCUS, rect.inflate(12, 12), 4, border_radius=18)


class TitleScene(Scene):
    name = "title"

    def __init__(self, app):
        super().__init__(app)
        self.t = 0.0
        self.form = Form()
        self.saved: dict = {}

    def build(self) -> None:
        ids = games.GAME_IDS
        gap = 40
        total = len(ids) * CARD_W + (len(ids) - 1) * gap
        x0 = (theme.WIDTH - total) // 2
        widgets: list[Widget] = []
        for i, game_id in enumerate(ids):
            widgets.append(GameCard((x0 + i * (CARD_W + gap), 170, CARD_W, CARD_H), game_id, self.open_setup))
        for i, game_id in enumerate(ids):
            card = widgets[i].rect
            widgets.append(
                Button(
                    (card.right - 60, card.y + 20, 44, 44),
                    "?",
                    lambda g=game_id: self.open_howto(g),
                    "primary",
                    size=24,
                )
            )
        for i, game_id in enumerate(ids):
            session = self.saved.get(game_id)
            if session is not None:
                card = widgets[i].rect
                line = self.app.save_summary(session)
                widgets.append(
                    Button(
                        (card.x, card.bottom + 8, card.width, 44),
                        lambda line=line: tr("title.continue_game", summary=line),
                        lambda g=game_id: self.continue_game(g),
                        "primary",
                        size=18,
                    )
                )
        buttons = []
        buttons.append((lambda: tr("title.settings"), self.open_settings, "secondary"))
        if not IS_WEB:
            buttons.append((lambda: tr("title.quit"), self.app.quit, "secondary"))
        bw, bh = 220, 54
        bx = (theme.WIDTH - (len(buttons) * bw + (len(buttons) - 1) * 24)) // 2
        for i, (label, fn, style) in enumerate(buttons):
            widgets.append(Button((bx + i * (bw + 24), 575, bw, bh), label, fn, style))
        self.form = Form(widgets, on_back=None, columns=len(ids))

    def enter(self) -> None:
        self.saved = self.app.saved_games()
        self.build()

    def resume(self) -> None:
        self.saved = self.app.saved_games()
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
        session = self.saved.get(game_id)
        if session is not None:
            self.app.play("click")
            self.app.start_game(session)

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.app.notices:
            self.app.dismiss_notice()
            return
        if self.app.notices and event.type == pygame.MOUSEBUTTONUP:
            self.app.dismiss_notice()
        self.form.handle(event)

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface) -> None:
        surface.blit(theme.background(), (0, 0))
        self.draw_title(surface)
        self.form.draw(surface)
        theme.text(surface, tr("title.footer"), (theme.WIDTH // 2, 700), 16, theme.TEXT_DIM, "midbottom")
        if self.app.notices:
            msg = self.app.notice_text()
            rect = pygame.Rect(0, 0, 1000, 110)
            rect.center = (theme.WIDTH // 2, 112)
            theme.panel(surface, rect, colour=(255, 232, 200), edge=theme.BAD)
            theme.paragraph(surface, msg, rect.inflate(-40, -24), 19, theme.INK)

    def draw_title(self, surface) -> None:
        # a die and a chip bobbing either side of the title
        bob = math.sin(self.t * 2) * 4
        theme.text(
            surface, tr("title.name"), (theme.WIDTH // 2, 62 + bob * 0.3), 64, theme.ACCENT, "center", True
        )
        theme.text(surface, tr("title.subtitle"), (theme.WIDTH // 2, 118), 22, theme.TEXT_DIM, "center")
        die = pygame.Rect(0, 0, 56, 56)
        die.center = (theme.WIDTH // 2 - 300, 66 + bob)
        pygame.draw.rect(surface, theme.PANEL, die, border_radius=10)
        pygame.draw.rect(surface, theme.PANEL_EDGE, die, 2, border_radius=10)
        for dx, dy in ((-14, -14), (0, 0), (14, 14), (14, -14), (-14, 14)):
            pygame.draw.circle(surface, theme.INK, (die.centerx + dx, die.centery + dy), 5)
        cx, cy = theme.WIDTH // 2 + 300, int(66 - bob)
        pygame.draw.circle(surface, theme.SEAT_COLOURS[5], (cx, cy), 30)
        pygame.draw.circle(surface, theme.PANEL, (cx, cy), 30, 5)
        pygame.draw.circle(surface, theme.PANEL, (cx, cy), 18, 2)
