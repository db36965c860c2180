"""How to play: paged text (EN/DE) beside a drawn illustration."""

from __future__ import annotations

import pygame

from game import theme
from game.i18n import tr
from game.scene import Scene, Transition
from game.scenes import registry
from game.ui import Button, Form


class HowToScene(Scene):
    name = "howto"
    freezes_game = True

    def __init__(self, app, game_id: str, page: int = 1):
        super().__init__(app)
        self.game_id = game_id
        self.pages = max(1, registry.howto_pages(game_id))
        self.page = min(max(1, page), self.pages)
        self._picture: pygame.Surface | None = None
        self._picture_page = 0
        self.form = Form(
            [
                Button(
                    (80, 630, 180, 56),
                    lambda: tr("howto.prev"),
                    lambda: self.turn(-1),
                    "secondary",
                    enabled=lambda: self.page > 1,
                ),
                Button(
                    (280, 630, 180, 56),
                    lambda: tr("howto.next"),
                    lambda: self.turn(1),
                    "primary",
                    enabled=lambda: self.page < self.pages,
                ),
                Button((1040, 630, 180, 56), lambda: tr("howto.close"), self.close, "secondary"),
            ],
            on_back=self.close,
        )
        self.form.focus = 1 if self.pages > 1 else 2

    def turn(self, delta: int) -> None:
        new = min(max(1, self.page + delta), self.pages)
        if new != self.page:
            self.page = new
            self.app.play("click")

    def close(self) -> None:
        self.app.stack.pop(Transition("fade", 0.2))

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_RIGHT):
            self.turn(1)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_LEFT):
            self.turn(-1)
            return
        self.form.handle(event)

    def picture(self) -> pygame.Surface:
        if self._picture is None or self._picture_page != self.page:
            self._picture = pygame.Surface((520, 440))
            self._picture.fill(theme.FELT)
            registry.draw_howto(self.game_id, self._picture, self._picture.get_rect(), self.page)
            self._picture_page = self.page
        return self._picture

    def draw(self, surface) -> None:
        surface.blit(theme.background(), (0, 0))
        theme.text(
            surface, tr("howto.title", game=tr(f"{self.game_id}.name")), (80, 50), 40, theme.ACCENT, bold=True
        )
        theme.text(
            surface,
            tr("howto.page", n=self.page, total=self.pages),
            (1200, 64),
            20,
            theme.TEXT_DIM,
            "topright",
        )
        frame = pygame.Rect(80, 130, 540, 460)
        theme.panel(surface, frame, colour=theme.BG_DARK, edge=theme.ACCENT_DARK)
        surface.blit(self.picture(), (frame.x + 10, frame.y + 10))
        card = pygame.Rect(660, 130, 560, 460)
        theme.panel(surface, card)
        base = f"{self.game_id}.howto.{self.page}"
        theme.text(surface, tr(f"{base}.title"), (card.x + 28, card.y + 24), 30, theme.INK, bold=True)
        body, area = tr(f"{base}.body"), card.inflate(-56, -110).move(0, 36)
        theme.paragraph(surface, body, area, body_size(body, area), theme.INK)
        # page dots
        for i in range(self.pages):
            col = theme.ACCENT if i + 1 == self.page else theme.TEXT_DIM
            pygame.draw.circle(surface, col, (640 + (i - (self.pages - 1) / 2) * 22, 612), 6)
        theme.paragraph(surface, tr("howto.skip"), pygame.Rect(490, 632, 530, 60), 16, theme.TEXT_DIM, 1.25)
        self.form.draw(surface)


def body_size(body: str, area: pygame.Rect, size: int = 21, smallest: int = 16) -> int:
    """The largest text size (from 21 px down to 16) at which a page's text fits its card."""
    while size > smallest and len(theme.wrap(body, size, area.width)) * int(size * 1.35) > area.height:
        size -= 1
    return size
