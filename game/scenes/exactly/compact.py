"""Exactly! on a phone held sideways: the compact layout's geometry and drawing (issue 17).

The game area is the canvas below the header (y 62..480 of 960x480, game/layout.py). The table
(left, 652x406) holds the piles on a 3x3 grid, clockwise from the bottom like the standard oval:
seat 0 at the bottom, then left, top, right; the bank in the middle. Every pile box is its own
touch area (206x128, at least 11 px apart), so a tap on a pile takes its coin or puts the coin on
it: tap the source, then the destination, both lit. The side column (right) holds the die tray
with the prompt, the action area (Roll, the four values after a ?, the move list in 55 px rows
that pages when it is long, the take-back window) and the round's countdown. The log is not drawn
here: the header's Log button opens it. Nothing is smaller than the layout's 15 px.
"""

from __future__ import annotations

import pygame

from game import theme
from game.i18n import tr, trn
from game.rules import exactly as ex
from game.scenes.exactly import coins
from game.scenes.exactly.view import DARK_EDGE, DARK_PANEL, Geometry, Layout

TABLE = pygame.Rect(8, 68, 652, 406)
SIDE_X, SIDE_W = 668, 284
TRAY = pygame.Rect(SIDE_X, 68, SIDE_W, 112)
DIE_AREA = pygame.Rect(SIDE_X + 16, 84, 76, 80)
ACTION = pygame.Rect(SIDE_X, 188, SIDE_W, 252)
COUNTDOWN = pygame.Rect(SIDE_X, 446, SIDE_W, 28)  # the round and its turns left
ROW_H = 55  # a move-list row: a touch area of the layout's minimum height
BOX_W, BOX_H = 206, 124
WIDE_BANK = 300  # the bank's width when the middle row holds nothing else (2 or 3 players)
BANNER_CENTER = (TABLE.centerx, TABLE.centery - 10)

_VW = (SIDE_W - 32 - 12) // 2
GEO = Geometry(
    table=TABLE,
    tray=TRAY,
    die_area=DIE_AREA,
    action=ACTION,
    log=None,
    die=52,
    row_h=ROW_H,
    list_rows=4,
    list_rect=pygame.Rect(SIDE_X + 8, ACTION.y + 30, SIDE_W - 16, ROW_H * 4),
    roll=pygame.Rect(SIDE_X + 16, ACTION.y + 12, SIDE_W - 32, 62),
    values=tuple(
        pygame.Rect(SIDE_X + 16 + (i % 2) * (_VW + 12), ACTION.y + 14 + (i // 2) * 72, _VW, 62)
        for i in range(4)
    ),
    keep=pygame.Rect(SIDE_X + 16, ACTION.y + 146, SIDE_W - 32, 58),
    tray_inset=12,
    compact=True,
)

# the grid: three columns, or two boxes centred as a pair; three rows
_COL = {"L": TABLE.x, "C": TABLE.centerx - BOX_W // 2, "R": TABLE.right - BOX_W}
_COL["pL"] = TABLE.centerx - 9 - BOX_W
_COL["pR"] = TABLE.centerx + 9
# the top row starts 12 px below the header's line, so the badges over the boxes' corners show whole
_ROW = {"top": TABLE.y + 6, "mid": TABLE.y + 141, "bottom": TABLE.bottom - BOX_H - 6}
# seat -> (column, row), clockwise from the bottom, per player count
SPOTS = {
    2: [("C", "bottom"), ("C", "top")],
    3: [("C", "bottom"), ("pL", "top"), ("pR", "top")],
    4: [("C", "bottom"), ("L", "mid"), ("C", "top"), ("R", "mid")],
    5: [("C", "bottom"), ("L", "mid"), ("pL", "top"), ("pR", "top"), ("R", "mid")],
    6: [("pL", "bottom"), ("L", "mid"), ("pL", "top"), ("pR", "top"), ("R", "mid"), ("pR", "bottom")],
}


class CompactLayout(Layout):
    """The compact table: pile boxes on a grid, the bank's coins in two rows when it is narrow."""

    def __init__(self, n: int):
        self.n = n
        self.boxes = {}
        for seat, (col, row) in enumerate(SPOTS[n]):
            self.boxes[seat] = pygame.Rect(_COL[col], _ROW[row], BOX_W, BOX_H)
        bank = pygame.Rect(0, 0, WIDE_BANK if n <= 3 else BOX_W, BOX_H)
        bank.center = (TABLE.centerx, _ROW["mid"] + BOX_H // 2)
        self.boxes[ex.BANK] = bank
        self.scale = 0.8

    def narrow_bank(self) -> bool:
        return self.boxes[ex.BANK].width < WIDE_BANK

    def pile_scale(self, pile) -> float:
        if pile == ex.BANK:
            return 0.8 if self.narrow_bank() else 1.0
        return self.scale

    def slot(self, pile, value: int) -> tuple[float, float]:
        r = self.boxes[pile]
        i = ex.COINS.index(value)
        inner = r.width - 24
        if pile == ex.BANK and self.narrow_bank():  # two by two under the name, the counts beside
            return r.x + 36 + (i % 2) * 91, r.y + 56 + (i // 2) * 42
        return r.x + 12 + inner * (i + 0.5) / len(ex.COINS), r.y + 60

    def trophy(self, seat: int, i: int) -> tuple[float, float]:
        r = self.boxes[seat]
        return r.x + 22 + i * 30, r.bottom - 17

    def trophy_box(self) -> pygame.Rect:
        """The €1 pieces still to win: the table's bottom-left corner (free at every player count)."""
        return pygame.Rect(TABLE.x, TABLE.bottom - 48, 104, 48)


class CompactDrawing:
    """Mixed into ExactlyScene: what the compact layout draws differently."""

    def draw_table_compact(self, surface: pygame.Surface) -> None:
        surface.blit(self.static_layer(), (0, 0))
        for pile in self.layout.piles():
            self.draw_pile(surface, pile)
        for pile in self.layout.piles():  # the counts over every coin, so no coin hides one
            self.draw_counts(surface, pile)
        self.draw_trophies_compact(surface)
        self.draw_tray_text_compact(surface)
        self.draw_action_compact(surface)
        self.draw_countdown(surface)

    def draw_counts(self, surface, pile) -> None:
        counts = self.pile_counts_shown(pile)
        scale = self.layout.pile_scale(pile)
        for k, value in enumerate(ex.COINS):
            if counts[k] > 1:
                coins.draw_count(
                    surface, counts[k], self.layout.slot(pile, value), coins.radius(value, scale)
                )

    def draw_trophies_compact(self, surface) -> None:
        box = self.layout.trophy_box()
        left = self.euros_left()
        pygame.draw.rect(surface, (22, 72, 48), box, border_radius=12)
        pygame.draw.rect(surface, (60, 120, 84), box, 2, border_radius=12)
        for i in range(min(left, 3)):
            coins.draw_euro(surface, (box.x + 22 + i * 8, box.centery - i * 2), coins.TROPHY_R)
        theme.text(surface, f"×{left}", (box.x + 62, box.centery), 18, theme.TEXT, "midleft", True)

    def draw_tray_text_compact(self, surface) -> None:
        tray, die_area = self.geo.tray, self.geo.die_area
        x = die_area.right + 8 if self.die is not None else tray.x + 22
        width = tray.right - 18 - x
        text = self.tray_text()
        for size in (18, 17, 16, 15):
            lines = theme.wrap(text, size, width, bold=self.human_to_move())
            if len(lines) <= 4:
                break
        lines = lines[:4]
        step = size + 4
        y = tray.centery - len(lines) * step // 2
        colour = theme.FOCUS if self.human_to_move() else theme.TEXT
        for line in lines:
            theme.text_fit(surface, line, (x, y), width, size, colour, bold=self.human_to_move())
            y += step

    def draw_countdown(self, surface) -> None:
        """The round, and with 3+ players the turns it has left (lit in its last five)."""
        strip = COUNTDOWN
        pygame.draw.rect(surface, DARK_PANEL, strip, border_radius=10)
        pygame.draw.rect(surface, DARK_EDGE, strip, 2, border_radius=10)
        left = ex.turns_left(self.presented)
        colour = theme.FOCUS if left is not None and left <= 5 else theme.TEXT
        theme.text_fit(
            surface, self.header_note(), strip.center, strip.width - 20, 17, colour, "center", True
        )

    # --- the action area ---------------------------------------------------------------------
    def draw_action_compact(self, surface) -> None:
        act = self.geo.action
        if self.take_back_left > 0:
            self.draw_take_back(surface)
            return
        phase = self.phase_for_human()
        x, w = act.x + 16, act.width - 32
        if phase == ex.MOVE:
            rows = self.move_rows()
            title = trn("exactly.scene.moves", len(rows))
            theme.text_fit(surface, title, (x, act.y + 7), w, 17, theme.TEXT_DIM, bold=True)
            shown = min(len(rows) - self.list_scroll, self.list_shown())
            if self.source is not None and shown < self.geo.list_rows:
                y = self.move_list.rect.y + shown * self.geo.row_h + 6
                for i, line in enumerate(theme.wrap(tr("exactly.scene.cancel"), 15, w)[:3]):
                    theme.text(surface, line, (x, y + i * 19), 15, theme.TEXT_DIM)
            return
        if phase == ex.CHOOSE:
            return  # the tray says what to do; the enabled buttons are the values that can move
        if phase == ex.START:
            self.draw_chance(surface, x, act.y + 84, w)
            self.draw_legend(surface, act.y + 136)
            return
        y = act.y + 10
        for line in theme.wrap(trn("exactly.scene.goal", self.presented.target), 17, w, bold=True)[:2]:
            y = theme.text_fit(surface, line, (x, y), w, 17, theme.TEXT, bold=True).bottom + 1
        for i, line in enumerate(theme.wrap(tr("exactly.scene.closed_rule"), 16, w)[:3]):
            theme.text(surface, line, (x, y + 6 + i * 20), 16, theme.TEXT_DIM)
        self.draw_legend(surface, act.y + 134)

    def draw_more_row(self, surface, rect: pygame.Rect) -> None:
        """The paged list's last row: which moves show, and that a tap shows the next ones."""
        rows = self.move_rows()
        shown = self.list_shown()
        first, last = self.list_scroll + 1, min(len(rows), self.list_scroll + shown)
        r = rect.inflate(0, -4).move(0, -2)
        hover = r.collidepoint(self.mouse)
        pygame.draw.rect(surface, (58, 98, 78) if hover else (28, 56, 42), r, border_radius=10)
        pygame.draw.rect(surface, DARK_EDGE, r, 2, border_radius=10)
        text = tr("exactly.scene.more", first=first, last=last, count=len(rows)) + "  ▼"
        theme.text_fit(surface, text, r.center, r.width - 20, 17, theme.TEXT, "center", True)
