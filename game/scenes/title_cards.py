"""The title's game cards (title.py): where they go (``card_rects`` on the standard canvas,
``compact_card_rects`` on a phone's, from the canvas in use) and how a card draws itself in its
rectangle: a standard card, a narrow card (sideways) or a strip (upright)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game import games, layout, theme
from game.i18n import tr
from game.layout import MARGIN
from game.scenes import registry
from game.ui import Form, Widget

if TYPE_CHECKING:
    from game.scenes.title import TitleScene

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
