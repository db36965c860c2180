"""How to play: paged text (EN/DE) beside a drawn illustration."""

from __future__ import annotations

import pygame

from game import layout, theme
from game.boxes import Box, Part, columns, rows
from game.i18n import tr
from game.layout import MARGIN
from game.scene import Scene, Transition
from game.scenes import registry
from game.ui import Button, Form

COMPACT_PICTURE = (430, 340)  # a phone: each game's draw_howto draws into exactly this size
C_BODY_SIZES = (19, 18, 17, 16, 15)  # the page's text: the largest that fits, else 15 px in parts


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
        self.compact = theme.compact()
        self.part = 0  # compact: a page whose text does not fit its card is read in parts
        self._parts: dict = {}
        if self.compact:  # Back and Next under the card, Close in the top bar
            self.frame, self.card = phone_geometry(layout.current())
            foot, size = self.card.bottom + 4, 19
            rects = [(self.card.x, foot, 150, 55), (self.card.right - 150, foot, 150, 55), (theme.WIDTH - MARGIN - 150, 4, 150, 55)]  # fmt: skip
        else:
            size, rects = 24, [(80, 630, 180, 56), (280, 630, 180, 56), (1040, 630, 180, 56)]
        self.form = Form(
            [
                Button(rects[0], lambda: tr("howto.prev"), lambda: self.turn(-1), "secondary", size=size,
                       enabled=lambda: self.page > 1 or self.part > 0),
                Button(rects[1], lambda: tr("howto.next"), lambda: self.turn(1), "primary", size=size,
                       enabled=self.can_go_on),
                Button(rects[2], lambda: tr("howto.close"), self.close, "secondary", size=size),
            ],
            on_back=self.close,
        )  # fmt: skip
        self.form.focus = 1 if self.can_go_on() else 2
        self.press: tuple[int, int] | None = None  # where a finger went down (a swipe turns the page)

    def dots_rect(self) -> pygame.Rect:
        """Compact: the row of page dots between Back and Next; a tap there opens the nearest page."""
        back, ahead = self.form.widgets[0].rect, self.form.widgets[1].rect
        return pygame.Rect(back.right + 6, back.y, ahead.x - back.right - 12, back.height)

    def dot_x(self, page: int) -> float:
        row = self.dots_rect()
        step = min(30, (row.width - 20) / max(1, self.pages))
        return row.centerx + (page - 1 - (self.pages - 1) / 2) * step

    def go_to(self, page: int) -> None:
        if page != self.page and 1 <= page <= self.pages:
            self.page, self.part = page, 0
            self.app.play("click")

    def handle_touch(self, event) -> bool:
        """Compact: a swipe across the page turns it; a tap on the dots opens that page."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.press = None if self.form.widget_at(event.pos) else event.pos
            return False
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1 or self.press is None:
            return False
        (x0, y0), (x1, y1) = self.press, event.pos
        self.press = None
        if abs(x1 - x0) >= 60 and abs(x1 - x0) > 1.5 * abs(y1 - y0):
            self.turn(-1 if x1 > x0 else 1)  # the page follows the finger
            return True
        dots = self.dots_rect()
        if dots.collidepoint(x0, y0) and dots.collidepoint(x1, y1):
            self.go_to(min(range(1, self.pages + 1), key=lambda p: abs(self.dot_x(p) - x1)))
            return True
        return False

    def tap_targets(self) -> list[tuple[str, pygame.Rect]]:
        out = super().tap_targets()
        if self.compact and self.pages > 1:
            out.append(("page dots (a tap opens that page)", self.dots_rect()))
        return out

    def can_go_on(self) -> bool:
        return self.page < self.pages or self.compact and self.part < len(self.parts(self.page)[1]) - 1

    def parts(self, page: int) -> tuple[int, list[list[str]]]:
        """Compact: the page's text and the how-to's note on skipping, at the largest size that fits
        the card whole, else at 15 px cut into parts read one after another."""
        key = (page, tr(f"{self.game_id}.howto.{page}.body"))
        if key not in self._parts:
            text = key[1] + "\n\n" + tr("howto.skip.compact", skip=tr("game.skip.short"))  # no key on a phone
            width, height = self.card.w - 36, self.card.h - 62
            for size in C_BODY_SIZES:
                parts = theme.pages_of(text, size, width, height)
                if len(parts) == 1:
                    break
            self._parts = {key: (size, parts)}
        return self._parts[key]

    def turn(self, delta: int) -> None:
        if self.compact:
            self.turn_compact(delta)
            return
        new = min(max(1, self.page + delta), self.pages)
        if new != self.page:
            self.page = new
            self.app.play("click")

    def turn_compact(self, delta: int) -> None:
        """Next / Back walk through a page's parts, then on to the next page (its first part) or
        back to the previous one (its last part)."""
        part, page = self.part + delta, self.page
        if part < 0:
            page -= 1
            part = len(self.parts(page)[1]) - 1 if page >= 1 else 0
        elif part >= len(self.parts(page)[1]):
            page, part = page + 1, 0
        if 1 <= page <= self.pages and (page, part) != (self.page, self.part):
            self.page, self.part = page, part
            self.app.play("click")

    def close(self) -> None:
        self.app.stack.pop(Transition("fade", 0.2))

    def handle(self, event) -> None:
        if self.compact and self.handle_touch(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_RIGHT):
            self.turn(1)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_LEFT):
            self.turn(-1)
            return
        self.form.handle(event)

    def picture(self) -> pygame.Surface:
        if self._picture is None or self._picture_page != self.page:
            self._picture = pygame.Surface(COMPACT_PICTURE if self.compact else (520, 440))
            self._picture.fill(theme.FELT)
            registry.draw_howto(self.game_id, self._picture, self._picture.get_rect(), self.page)
            self._picture_page = self.page
        return self._picture

    def draw(self, surface) -> None:
        if self.compact:
            self.draw_compact(surface)
            return
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

    def draw_compact(self, surface) -> None:
        surface.blit(theme.background(), (0, 0))
        close = self.form.widgets[2].rect
        title = tr("howto.title", game=tr(f"{self.game_id}.name"))
        theme.text_fit(surface, title, (16, 4), close.x - 24, 26, theme.ACCENT, "topleft", True)
        size, parts = self.parts(self.page)
        page = tr("howto.page", n=self.page, total=self.pages)
        if len(parts) > 1:
            page += f" · {self.part + 1}/{len(parts)}"
        theme.text(surface, page, (16, 58), 15, theme.TEXT_DIM, "bottomleft")
        theme.panel(surface, self.frame, colour=theme.BG_DARK, edge=theme.ACCENT_DARK)
        surface.blit(self.picture(), (self.frame.x + 10, self.frame.y + 10))
        card = self.card
        theme.panel(surface, card)
        base = f"{self.game_id}.howto.{self.page}"
        theme.text_fit(surface, tr(f"{base}.title"), (card.x + 18, card.y + 14), card.width - 36, 22, theme.INK,
                       bold=True)  # fmt: skip
        theme.draw_lines(
            surface, parts[min(self.part, len(parts) - 1)], (card.x + 18, card.y + 50), size, theme.INK
        )
        y = self.dots_rect().centery
        for i in range(self.pages):
            col = theme.ACCENT if i + 1 == self.page else theme.TEXT_DIM
            pygame.draw.circle(surface, col, (self.dot_x(i + 1), y), 7 if i + 1 == self.page else 6)
        self.form.draw(surface)


def phone_geometry(lay: layout.Layout) -> tuple[pygame.Rect, pygame.Rect]:
    """A phone's picture frame and text card under the top bar, above Back and Next: side by side
    when the canvas is wide enough (sideways), else the card under the picture (upright)."""
    w, h = lay.size
    area = Box(MARGIN, 66, w - 2 * MARGIN, h - 66 - 63 - 4)
    frame_w, frame_h = COMPACT_PICTURE[0] + 20, COMPACT_PICTURE[1] + 20
    if area.w >= frame_w + 10 + 400:
        frame, card = columns(area, [frame_w, Part(0, 1)], gap=10)
        return pygame.Rect(frame.x, frame.y, frame_w, frame_h), pygame.Rect(card.x, card.y, card.w, 338)
    frame, card = rows(area, [frame_h, Part(0, 1)], gap=10)
    return pygame.Rect(frame.center[0] - frame_w // 2, frame.y, frame_w, frame_h), pygame.Rect(card)


def body_size(body: str, area: pygame.Rect, size: int = 21, smallest: int = 16) -> int:
    """The largest text size (from 21 px down to 16) at which a page's text fits its card."""
    while size > smallest and len(theme.wrap(body, size, area.width)) * int(size * 1.35) > area.height:
        size -= 1
    return size
