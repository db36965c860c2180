"""Star Rows' players in the rectangle the geometry gives them: the wide screen's blocks with a
small board each, a phone's list (a title over a line a seat) or the upright strip (a seat a line,
or two seats a line, no title); solo adds the turn and the best result. Also the star and the coin
cell the board draws too."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game import theme
from game.i18n import tr, trn
from game.rules import starrows as R

PASSED, EMPTY = (240, 214, 150), (250, 246, 234)


@lru_cache(maxsize=64)
def star_image(r: float, filled: bool, colour, outline) -> pygame.Surface:
    """A star drawn once per look: the boards show dozens of them every frame."""
    size = int(r * 2 + 6)
    img = pygame.Surface((size, size), pygame.SRCALPHA)
    pts = theme.shape_points("star", (size / 2, size / 2), r)
    if filled:
        pygame.draw.polygon(img, colour, pts)
    pygame.draw.polygon(img, outline, pts, 1 if filled else 2)
    return img


def star(surface, center, r, filled=True, colour=theme.FOCUS, outline=theme.INK) -> None:
    img = star_image(round(r * 2) / 2, bool(filled), tuple(colour), tuple(outline))
    surface.blit(img, img.get_rect(center=(round(center[0]), round(center[1]))))


def coin_cell(surface, center, w: int, h: int, passed: bool) -> pygame.Rect:
    cell = pygame.Rect(0, 0, w, h)
    cell.center = (int(center[0]), int(center[1]))
    pygame.draw.rect(surface, PASSED if passed else EMPTY, cell, border_radius=4)
    pygame.draw.rect(surface, theme.PANEL_EDGE, cell, 1, border_radius=4)
    return cell


class PlayersDrawing:
    """Mixed into StarRowsScene through StarRowsDrawing."""

    # --- the players ----------------------------------------------------------------------------------
    def draw_players(self, surface) -> None:
        box, geo = self.geo.players, self.geo
        strip = geo.form == "upright"  # the strip: no title (the tasks' carries the last round)
        if not strip:
            size = 17 if geo.full else 16
            title = self.draw_title(surface, tr("starrows.ui.goal", goal=R.STAR_GOAL), (box.x + 10 + 6 * geo.full,
                                    box.y + 6 + 3 * geo.full), "topleft", size)  # fmt: skip
            if not geo.full and not self.solo and not self.view.final:
                theme.text_fit(surface, tr("starrows.compact.boards_tap"), (box.right - 10, box.y + 7),
                               box.right - 22 - title.right, theme.MIN_TEXT, theme.INK_DIM, "topright")  # fmt: skip
        for seat in range(self.n):
            (self.draw_seat if geo.full else self.draw_seat_line)(surface, geo.player_line(seat), seat)
        if self.solo:
            turns = self.presented.turns[0] + (0 if self.presented_over() else 1)
            best = self.app.settings.best("starrows", self.variant)
            text = tr("starrows.scene.no_best") if best is None else tr("starrows.ui.solo_best", turns=best)
            turn = tr("starrows.ui.solo_turn", turn=turns)
            if geo.full:
                theme.text(surface, turn, (box.x + 16, box.y + 96), 22, theme.INK, bold=True)
                theme.text_fit(
                    surface, text, (box.right - 16, box.y + 99), 300, 17, theme.INK_DIM, "topright"
                )
            elif strip:
                line = geo.player_line(1)
                t = theme.text(surface, turn, (line.x + 10, line.centery), 17, theme.INK, "midleft", True)
                theme.text_fit(surface, text, (line.right - 10, line.centery), line.right - t.right - 30,
                               theme.MIN_TEXT, theme.INK_DIM, "midright")  # fmt: skip
            else:
                y = geo.player_line(1).y + 6
                theme.text(surface, turn, (box.x + 12, y), 20, theme.INK, bold=True)
                theme.text_fit(surface, text, (box.x + 12, y + 30), box.width - 24, 16, theme.INK_DIM)

    def draw_seat(self, surface, rect, seat) -> None:
        """A seat's block: its name, stars and coin field, and a small board (per row its number,
        three fields, and a bar under a row with a marker)."""
        sv = self.view.seats[seat]
        active = seat == self.board_seat and not self.presented_over()
        if active:
            theme.panel(surface, rect, (255, 250, 236), 10, theme.ACCENT_DARK, shadow=False)
        theme.seat_marker(surface, (rect.x + 18, rect.y + 16), 10, seat, self.colourblind)
        name = self.session.name_of(seat)
        theme.text_fit(surface, name, (rect.x + 36, rect.y + 5), 250, 17, theme.INK, bold=active)
        stars = trn("starrows.ui.stars", sv.stars)
        theme.text(surface, stars, (rect.right - 124, rect.y + 4), 17, theme.INK, "topright", True)
        coin = tr("starrows.scene.coin_short", field=int(round(sv.coins.value)))
        theme.text(surface, coin, (rect.right - 12, rect.y + 5), 15, theme.INK_DIM, "topright")
        x, y = rect.x + 36, rect.y + 28
        for row in R.ROWS:
            theme.text(surface, str(row), (x, y + 8), 14, theme.INK, "midleft", True)
            for i in range(3):
                box = pygame.Rect(x + 12 + i * 11, y + 1, 9, 14)
                done = i < sv.fields[row - 1]
                pygame.draw.rect(surface, theme.seat_colour(seat) if done else theme.PANEL_DARK, box)
                pygame.draw.rect(surface, theme.INK_DIM, box, 1)
            if row in sv.markers:
                pygame.draw.line(surface, theme.INK, (x + 10, y + 18), (x + 44, y + 18), 3)
            x += 50
        for i in range(R.STAR_GOAL):
            outline = theme.INK if i < sv.stars else theme.INK_DIM
            star(surface, (x + 8 + i * 15, y + 9), 7, i < sv.stars, outline=outline)

    def draw_seat_line(self, surface, rect, seat) -> None:
        """A seat on one line: its token, name, stars and coin field."""
        sv = self.view.seats[seat]
        active = seat == self.board_seat and not self.presented_over()
        if active:
            theme.panel(surface, rect, (255, 250, 236), 8, theme.ACCENT_DARK, shadow=False)
        cy = rect.centery
        theme.seat_marker(surface, (rect.x + 14, cy), 9, seat, self.colourblind)
        coin = coin_cell(surface, (rect.right - 22, cy), 36, rect.height - 6, True)
        field = str(int(round(sv.coins.value)))
        theme.text(surface, field, coin.center, theme.MIN_TEXT, theme.INK, "center", True)
        stars = theme.text(surface, str(sv.stars), (coin.x - 8, cy), 16, theme.INK, "midright", True)
        star(surface, (stars.x - 12, cy), 8)
        room = stars.x - 26 - (rect.x + 30)
        theme.text_fit(surface, self.session.name_of(seat), (rect.x + 30, cy), room, 16, theme.INK, "midleft",
                       active)  # fmt: skip
