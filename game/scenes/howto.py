"""How to play: paged text (EN/DE) beside a drawn illustration, laid out from the canvas."""

from __future__ import annotations

from typing import NamedTuple

import pygame

from game import layout, theme
from game.boxes import Box, Part, columns, rows
from game.i18n import tr
from game.layout import MARGIN
from game.scene import Scene, Transition
from game.scenes import registry
from game.ui import Button, Form

PICTURE = (430, 340)  # every layout: each game's draw_howto draws into exactly this size
TURN_KEYS = {pygame.K_PAGEDOWN: 1, pygame.K_RIGHT: 1, pygame.K_PAGEUP: -1, pygame.K_LEFT: -1}


class Geometry(NamedTuple):
    """Where the how-to's pieces go on a canvas, and their type sizes."""

    frame: pygame.Rect  # the picture's frame
    card: pygame.Rect  # the page's title and text
    buttons: list[pygame.Rect]  # Back and Next under the card, Close in the top bar
    title: int  # px: the screen's title; the page's title is 4 px smaller
    body: tuple[int, ...]  # the page's text: the largest size that fits, else the last in parts
    button: int  # px: the buttons' labels


def geometry(lay: layout.Layout) -> Geometry:
    """The picture's frame and the text card under the top bar, above Back and Next: side by side
    when the canvas is wide enough (the standard canvas, a phone sideways), else the card under the
    picture (upright). A roomy canvas takes roomier margins, bar and type."""
    w, h = lay.size
    roomy = lay.roomy
    pad, bar, button = (40, 100, (180, 56)) if roomy else (MARGIN, 66, (150, 55))
    area = Box(pad, bar, w - 2 * pad, h - bar - pad - button[1] - 8)
    frame_w, frame_h = PICTURE[0] + 20, PICTURE[1] + 20
    if area.w >= frame_w + 10 + 400:
        frame, card = columns(area, [frame_w, Part(0, 1)], gap=20 if roomy else 10)
        frame = Box(
            frame.x, frame.y + max(0, (card.h - frame_h) // 2) if roomy else frame.y, frame_w, frame_h
        )
    else:
        frame, card = rows(area, [frame_h, Part(0, 1)], gap=10)
        frame = Box(frame.center[0] - frame_w // 2, frame.y, frame_w, frame_h)
    foot = card.bottom + 8
    buttons = [(card.x, foot, *button), (card.right - button[0], foot, *button),
               (w - pad - button[0], (bar - button[1]) // 2, *button)]  # fmt: skip
    sizes = (36, tuple(range(24, 15, -1)), 24) if roomy else (26, (19, 18, 17, 16, 15), 19)
    return Geometry(pygame.Rect(frame), pygame.Rect(card), [pygame.Rect(r) for r in buttons], *sizes)


def caption(surface: pygame.Surface, rect: pygame.Rect, text: str) -> pygame.Rect:
    """A picture's caption, centred at its bottom (16 px, or 15 px when it takes more than three
    lines); returns the room above it for the picture's pieces."""
    size, step = 16, 19
    lines = theme.wrap(text, size, rect.width - 16, True)
    if len(lines) > 3:
        size, step = 15, 18
        lines = theme.wrap(text, size, rect.width - 12, True)
    for i, line in enumerate(reversed(lines)):
        theme.text(
            surface, line, (rect.centerx, rect.bottom - 6 - i * step), size, theme.TEXT, "midbottom", True
        )
    return pygame.Rect(rect.x, rect.y, rect.width, rect.bottom - 14 - len(lines) * step - rect.y)


class HowToScene(Scene):
    name = "howto"
    freezes_game = True

    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.game_id = game_id
        self.pages = max(1, registry.howto_pages(game_id))
        self.page = 1
        self._picture: pygame.Surface | None = None
        self._picture_page = 0
        self.part = 0  # a page whose text does not fit its card is read in parts
        self._parts: dict = {}
        geo = self.geo = geometry(layout.current())
        self.frame, self.card = geo.frame, geo.card
        rects, size = geo.buttons, geo.button
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
        """The row of page dots between Back and Next; a tap there opens the nearest page."""
        back, ahead = self.form.widgets[0].rect, self.form.widgets[1].rect
        return pygame.Rect(back.right + 6, back.y, ahead.x - back.right - 12, back.height)

    def dot_x(self, page: int) -> float:
        row = self.dots_rect()
        step = min(30, (row.width - 20) / max(1, self.pages))
        return row.centerx + (page - 1 - (self.pages - 1) / 2) * step

    def handle_touch(self, event) -> bool:
        """A swipe across the page turns it; a tap on the dots opens that page."""
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
        if dots.collidepoint(x0, y0) and dots.collidepoint(x1, y1):  # the nearest dot's page
            page = min(range(1, self.pages + 1), key=lambda p: abs(self.dot_x(p) - x1))
            if page != self.page:
                self.page, self.part = page, 0
                self.app.play("click")
            return True
        return False

    def tap_targets(self) -> list[tuple[str, pygame.Rect]]:
        out = super().tap_targets()
        if self.pages > 1:
            out.append(("page dots (a tap opens that page)", self.dots_rect()))
        return out

    def can_go_on(self) -> bool:
        return self.page < self.pages or self.part < len(self.parts(self.page)[1]) - 1

    def parts(self, page: int) -> tuple[int, list[list[str]]]:
        """The page's text and the how-to's note on skipping (on a phone it names the header's
        button, with a keyboard also its key), at the largest size that fits the card whole, else
        at the smallest cut into parts read one after another."""
        key = (page, tr(f"{self.game_id}.howto.{page}.body"))
        if key not in self._parts:
            note = tr("howto.skip.compact" if theme.compact() else "howto.skip", skip=tr("game.skip.short"))
            text = key[1] + "\n\n" + note
            width, height = self.card.w - 36, self.card.h - 32 - theme.scaled(self.geo.title)
            for size in self.geo.body:
                parts = theme.pages_of(text, size, width, height)
                if len(parts) == 1:
                    break
            self._parts = {key: (size, parts)}
        return self._parts[key]

    def turn(self, delta: int) -> None:
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
        if self.handle_touch(event):
            return
        if event.type == pygame.KEYDOWN and event.key in TURN_KEYS:
            self.turn(TURN_KEYS[event.key])
            return
        self.form.handle(event)

    def picture(self) -> pygame.Surface:
        if self._picture is None or self._picture_page != self.page:
            self._picture = pygame.Surface(PICTURE)
            self._picture.fill(theme.FELT)
            registry.draw_howto(self.game_id, self._picture, self._picture.get_rect(), self.page)
            self._picture_page = self.page
        return self._picture

    def draw(self, surface) -> None:
        surface.blit(theme.background(), (0, 0))
        geo, close, card = self.geo, self.form.widgets[2].rect, self.card
        title = tr("howto.title", game=tr(f"{self.game_id}.name"))
        pad = min(card.x, self.frame.x)
        at = theme.text_fit(surface, title, (pad, close.y - 2), close.x - pad - 16, geo.title, theme.ACCENT,
                            bold=True)  # fmt: skip
        size, parts = self.parts(self.page)
        page = tr("howto.page", n=self.page, total=self.pages)
        if len(parts) > 1:
            page += f" · {self.part + 1}/{len(parts)}"
        theme.text(surface, page, (pad, at.bottom - 2), 15, theme.TEXT_DIM)
        theme.panel(surface, self.frame, colour=theme.BG_DARK, edge=theme.ACCENT_DARK)
        surface.blit(self.picture(), (self.frame.x + 10, self.frame.y + 10))
        theme.panel(surface, card)
        heading = geo.title - 4
        theme.text_fit(surface, tr(f"{self.game_id}.howto.{self.page}.title"), (card.x + 18, card.y + 14),
                       card.width - 36, heading, theme.INK, bold=True)  # fmt: skip
        top = card.y + 22 + theme.scaled(heading)
        theme.draw_lines(surface, parts[min(self.part, len(parts) - 1)], (card.x + 18, top), size, theme.INK)
        y = self.dots_rect().centery
        for i in range(self.pages):
            col = theme.ACCENT if i + 1 == self.page else theme.TEXT_DIM
            pygame.draw.circle(surface, col, (self.dot_x(i + 1), y), 7 if i + 1 == self.page else 6)
        self.form.draw(surface)
