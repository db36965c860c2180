"""Floating labels and banners: the two effects every game shows over its table.

Layers (drawn in this order by every game scene): board, pieces, floating labels, banners, HUD,
overlays; ``Effects`` owns the middle two. A floating label ("+150") rises and fades; a new one that
would cover a live one is pushed upwards. A banner ("Farkle!") pops in, holds and fades as steps on
the animation timeline, so the turn driver waits for it: it is always gone before a player is asked
to choose, and it never hides a choice.
"""

from __future__ import annotations

import math

import pygame

from game import theme
from game.scenes.shared import frame

PALETTES = {
    "bad": (theme.BAD, theme.TEXT),
    "dark": ((60, 20, 18), (255, 120, 104)),
    "bright": (theme.FOCUS, theme.INK),
    "gold": (theme.ACCENT, theme.INK),
    "calm": ((30, 70, 52), theme.TEXT),
}


class Float:
    """A label that rises ``rise`` px and fades over its tween of ``t`` from 0 to 1."""

    def __init__(self, text: str, pos, colour, size: int, rise: float):
        self.text, self.colour, self.size, self.rise = text, colour, size, rise
        self.x, self.y = pos
        self.t = 0.0

    def rect(self) -> pygame.Rect:
        w, h = theme.font(self.size, True).size(self.text)
        return pygame.Rect(0, 0, w + 6, h + 2).move(self.x - w / 2 - 3, self.y - self.rise * self.t - h / 2)


class Flyer:
    """A label flying along an arc from ``start`` to ``end`` (points travelling to a score)."""

    def __init__(self, text: str, start, end, colour, size: int):
        self.text, self.start, self.end, self.colour, self.size = text, start, end, colour, size
        self.t = 0.0

    def pos(self) -> tuple[float, float]:
        k = self.t
        x = self.start[0] + (self.end[0] - self.start[0]) * k
        y = self.start[1] + (self.end[1] - self.start[1]) * k - 90 * math.sin(math.pi * k)
        return x, y


class Banner:
    def __init__(self, title: str, sub: str, palette: str, crack: bool):
        self.title, self.sub, self.palette, self.crack = title, sub, palette, crack
        self.alpha = 0.0
        self.scale = 0.6
        self._card: pygame.Surface | None = None

    def card(self) -> pygame.Surface:
        if self._card is None:
            fill, ink = PALETTES[self.palette]
            big, sub = lines(self.title, self.sub, ink)
            w = max(big.get_width(), sub.get_width() if sub else 0) + 80
            h = big.get_height() + (sub.get_height() + 8 if sub else 0) + 30
            card = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(card, (0, 0, 0, 110), (4, 8, w - 4, h - 8), border_radius=18)
            pygame.draw.rect(card, fill, (0, 0, w - 6, h - 10), border_radius=18)
            pygame.draw.rect(card, ink, (0, 0, w - 6, h - 10), 3, border_radius=18)
            if self.crack:  # across the title only: the line under it (points lost) stays readable
                top, bottom = 3, 8 + big.get_height()
                left, tw = (w - 6) / 2 - big.get_width() / 2, big.get_width()
                pts = [(left + tw * 0.2, top), (left + tw * 0.34, top + (bottom - top) * 0.45)]
                pts += [(left + tw * 0.28, top + (bottom - top) * 0.65), (left + tw * 0.44, bottom)]
                pygame.draw.lines(card, (120, 24, 20), False, pts, 3)
            card.blit(big, big.get_rect(midtop=((w - 6) / 2, 12)))
            if sub:
                card.blit(sub, sub.get_rect(midtop=((w - 6) / 2, 16 + big.get_height())))
            self._card = card
        return self._card


def lines(title: str, sub: str, ink) -> tuple[pygame.Surface, pygame.Surface | None]:
    """A banner's title and the line under it, sized from the canvas (52 and 22 px on 1280x720,
    43 and 19 on a phone's 480 px): the title shrinks (never under 26 px) to fit the canvas, the
    line under it wraps onto up to three lines."""
    short = min(theme.WIDTH, theme.HEIGHT)
    title_size, sub_size = min(52, short // 11), min(22, short // 25)
    room = theme.WIDTH - 40 - 80
    size = theme.fit_size(title, title_size, room, True, 26)
    big = theme.render(theme.fit(title, size, room, True), size, ink, True)
    if not sub:
        return big, None
    parts = [theme.render(line, sub_size, ink) for line in theme.at_most(sub, sub_size, room, 3)]
    block = pygame.Surface(
        (max(p.get_width() for p in parts), sum(p.get_height() for p in parts)), pygame.SRCALPHA
    )
    y = 0
    for part in parts:
        block.blit(part, part.get_rect(midtop=(block.get_width() // 2, y)))
        y += part.get_height()
    return big, block


def inside(rect: pygame.Rect) -> pygame.Rect:
    """``rect`` moved into the canvas below the header (a label never leaves the screen)."""
    return rect.clamp(frame.game_area())


class Effects:
    """The floating-label and banner layers of one scene."""

    def __init__(self, anim, banner_center: tuple[int, int]):
        self.anim = anim
        self.banner_center = banner_center
        self.floats: list[Float] = []
        self.flyers: list[Flyer] = []
        self.banners: list[Banner] = []
        self.banner_dx = 0.0  # a scene may shake its banner (a bust, say)

    def clear(self) -> None:
        self.floats, self.flyers, self.banners = [], [], []

    # --- floating labels ----------------------------------------------------------------
    def float_label(self, text: str, pos, colour=theme.ACCENT, size: int = 24, seconds: float = 0.8):
        """Start a rising label now; returns its tween (a timeline step may wait for it)."""
        label = Float(text, pos, colour, max(size, theme.MIN_TEXT), rise=30)
        live = [f.rect() for f in self.floats]
        for _ in range(12):
            r = label.rect()
            hit = next((o for o in live if o.colliderect(r)), None)
            if hit is None:
                break
            label.y -= r.bottom - hit.top + 2
        self.floats.append(label)
        return self.anim.animate(
            label, seconds, "linear", on_done=lambda: self._drop(self.floats, label), t=1.0
        )

    def fly(self, text: str, start, end, colour=theme.ACCENT, size: int = 30, seconds: float = 0.6):
        flyer = Flyer(text, start, end, colour, max(size, theme.MIN_TEXT))
        self.flyers.append(flyer)
        return self.anim.animate(
            flyer, seconds, "in_out_cubic", on_done=lambda: self._drop(self.flyers, flyer), t=1.0
        )

    @staticmethod
    def _drop(items: list, item) -> None:
        if item in items:
            items.remove(item)

    # --- banners --------------------------------------------------------------------------
    def banner(
        self,
        title: str,
        sub: str = "",
        palette: str = "gold",
        hold: float = 0.9,
        on_show=None,
        crack: bool = False,
    ) -> None:
        """Queue a banner on the timeline: pop in (with ``on_show``'s tweens), hold, fade out."""
        banner = Banner(title, sub, palette, crack)

        def show():
            self.banners.append(banner)
            out = [
                self.anim.animate(banner, 0.35, "out_back", scale=1.0),
                self.anim.animate(banner, 0.2, alpha=255.0),
            ]
            extra = on_show() if on_show else None
            return out + list(extra or [])

        def hide():
            return [self.anim.animate(banner, 0.3, "in_quad", alpha=0.0)]

        tl = self.anim.timeline
        tl.then(show).wait(hold).then(hide).call(lambda: self._drop(self.banners, banner))

    # --- drawing ----------------------------------------------------------------------------
    def draw_floats(self, surface: pygame.Surface) -> None:
        for f in self.floats:
            alpha = 255 * (1 - max(0.0, f.t - 0.6) / 0.4)
            r = inside(f.rect())
            theme.text(surface, f.text, r.center, f.size, f.colour, "center", True, alpha=int(alpha))
        for fl in self.flyers:
            x, y = fl.pos()
            w, h = theme.font(fl.size, True).size(fl.text)
            pos = inside(pygame.Rect(0, 0, w, h).move(x - w / 2, y - h / 2)).center
            theme.text(surface, fl.text, pos, fl.size, fl.colour, "center", True)

    def draw_banners(self, surface: pygame.Surface) -> None:
        for b in self.banners:
            if b.alpha <= 1:
                continue
            card = b.card()
            if b.scale != 1.0:
                card = pygame.transform.rotozoom(card, 0, max(0.05, b.scale))
            if b.alpha < 254:
                card = card.copy() if card is b.card() else card
                card.set_alpha(int(b.alpha))
            cx, cy = self.banner_center
            rect = card.get_rect(center=(cx + self.banner_dx, cy))
            if b.scale >= 1.0:
                rect = inside(rect)  # a game's banner centre never pushes it off the canvas
            surface.blit(card, rect)
