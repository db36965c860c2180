"""The title's game cards (title.py): where they go (``card_rects``, from the room under the top
bar) and how a card draws itself in its rectangle: a narrow card (a row of them on a wide canvas)
or a strip (one under another, upright)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game import games, layout, theme
from game.i18n import tr
from game.scenes import registry
from game.ui import Form, Widget

if TYPE_CHECKING:
    from game.scenes.title import TitleScene

GAP = 8
NARROW_W, NARROW_H = 140, 280  # the least a narrow card needs: a picture, the name, two rows of buttons
STRIP_W, STRIP_H = 360, 180  # the least a strip is wide, the most one is tall
MOST_W = 300  # the widest a narrow card grows
ROOMY = 2 * 55 + 12  # a lower strip is tight: no picture, its words in one line, one row of buttons
THUMB = 100  # a strip's picture


def card_rects(n: int, area: pygame.Rect) -> list[pygame.Rect]:
    """Cards for ``n`` games in ``area``: on a wide area narrow cards (the picture over the words)
    in as few rows as have room (one row when the canvas is wide for them all), else strips (the
    picture left of the words) in as many columns as are wide enough (one upright)."""
    for lines in range(1, n + 1 if area.width >= area.height else 1):
        cols = math.ceil(n / lines)
        w = min(MOST_W, (area.width - GAP * (cols - 1)) // cols)
        h = min(9 * w // 4, (area.height - GAP * (lines - 1)) // lines)  # a card, not a column
        if w >= NARROW_W and h >= NARROW_H:
            break
    else:
        cols = max(1, min(n, (area.width + GAP) // (STRIP_W + GAP)))
        lines = math.ceil(n / cols)
        w = (area.width - GAP * (cols - 1)) // cols
        h = min(STRIP_H, (area.height - GAP * (lines - 1)) // lines)
    rects, y0 = [], area.y + (area.height - lines * h - (lines - 1) * GAP) // 2
    for i in range(n):
        row, col = divmod(i, cols)
        in_row = min(cols, n - row * cols)
        x0 = area.centerx - (in_row * w + (in_row - 1) * GAP) // 2
        rects.append(pygame.Rect(x0 + col * (w + GAP), y0 + row * (h + GAP), w, h))
    return rects


def shape(rect: pygame.Rect) -> tuple[bool, bool]:
    """A card's form: (a strip, wider than tall; tight, lower than ``ROOMY``)."""
    return rect.width > rect.height, rect.height < ROOMY


def button_w() -> int:
    """The width of a card's ? and Demo buttons: a finger's 58 px, wider where "Demo" needs it (Large text)."""
    return max(58, theme.font(15, True).size(tr("watch.badge"))[0] + 10)


def thumb_side(rect: pygame.Rect) -> int:
    """A card's picture: beside ? and Demo on a narrow card, left of the words on a strip."""
    return min(150, rect.width - 24 - button_w()) if rect.width <= rect.height else THUMB


class GameCard(Widget):
    """The card's face: a click anywhere on it does what its main button does (its buttons take the focus).

    Its touch area is the card without its own buttons (they sit on it and win a tap), so no two
    tap targets overlap; slivers under a finger's size (the canvas's ``min_target``) are not targets."""

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
        side = thumb_side(self.rect)
        if self._thumb is None or self._thumb.get_width() != side:
            self._thumb = pygame.Surface((side, side))
            self._thumb.fill(theme.FELT)
            registry.draw_thumbnail(self.game_id, self._thumb, self._thumb.get_rect())
        return self._thumb

    def draw(self, surface, focused, hovered):
        """A narrow card: the picture over the name, the players and the tagline; a strip: the picture
        left of them, the name and the players beside ? and Demo, the tagline above Play when there
        is room. On a roomy canvas every text is a size larger."""
        rect, scene = self.rect, self.scene
        lit = getattr(scene.form.focused, "game_id", None) == self.game_id
        theme.panel(surface, rect, edge=theme.FOCUS if lit and Form.show_focus else theme.PANEL_EDGE)
        strip, tight = shape(rect)
        side, big = thumb_side(rect), theme.roomy()
        thumb = (rect.x + 8, rect.centery - side // 2 if strip else rect.y + 8)
        if not tight:
            surface.blit(self.thumbnail(), thumb)
            pygame.draw.rect(surface, theme.PANEL_EDGE, (*thumb, side, side), 2)
        x = rect.x + 9 + (side + 10 if strip and not tight else 0)
        width = rect.right - 9 - x
        name_w = width // 2 if tight else min(b.rect.x for b in self.buttons if b.rect.y < rect.y + 20) - 8 - x if strip else width  # fmt: skip
        name_y = 8 if strip else max(side + 22, 128)  # under the picture and under ? and Demo
        small = 17 if big else 15
        line = int(theme.scaled(small) * 1.35)  # the tagline's lines (Large text: further apart)
        players_y, text_y = name_y + 28 + big * 6, name_y + 58 + big * 10
        size = min(theme.fit_size(tr(f"{g}.name"), 25 if big else 21, name_w, True) for g in games.GAME_IDS)
        theme.text_fit(surface, tr(f"{self.game_id}.name"), (x, rect.y + name_y), name_w, size, theme.INK, bold=True)  # fmt: skip
        rules = games.rules_for(self.game_id)
        lo, hi = rules.min_players, rules.max_players
        players = tr("title.players", lo=lo, hi=hi) if lo != hi else tr("title.players_n", n=lo)
        saved = scene.saves.get(self.game_id)
        under = [b.rect.top for b in self.buttons if b.rect.top > rect.y + text_y - 20]  # Play, at the foot
        bottom = min(under, default=rect.bottom) - 6
        rows = (bottom - rect.y - text_y) // line
        if saved is not None:  # what the save holds; the tagline is then a long press on the card
            text, colour = tr("title.in_progress", summary=scene.app.save_summary(saved)), theme.INK
        else:
            text, colour = tr(f"{self.game_id}.tagline"), theme.INK_DIM
        if rows < 1 and saved is not None:  # no room under the name: what the save holds replaces the players
            players, text = text, ""
        at = (x + name_w + 10, rect.y + 12) if tight else (x, rect.y + players_y)
        room, size = width - name_w - 10 if tight else name_w, 18 if big else 16
        if tight or at[1] + theme.font(size, True).get_height() <= bottom + 6:  # clear of the buttons
            theme.text_fit(surface, players, at, room, size, theme.ACCENT_DARK, bold=True)
        for i, words in enumerate(theme.at_most(text, small, width, rows) if rows > 0 and text else []):
            theme.text(surface, words, (x, rect.y + text_y + i * line), small, colour)


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
