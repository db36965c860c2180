"""A sheet over Star Rows' compact game area: what does not fit on a phone's table, one tap away.

``tasks``: the six task texts, the rule of their rewards and who fulfilled each (in order).
``boards``: every player's whole board (rows, markers, stars, coin field, tasks).
A tap anywhere (or Esc, Enter, Space) closes it; the game waits meanwhile.
"""

from __future__ import annotations

import pygame

from game import theme
from game.i18n import tr, trn
from game.rules import starrows as R
from game.scene import Scene
from game.scenes.starrows.drawing import star

SMALL = 15


class Sheet(Scene):
    name = "starrows_sheet"
    opaque = False
    freezes_game = True

    def __init__(self, app, game, kind: str):
        super().__init__(app)
        self.game, self.kind = game, kind
        self.panel = game.geo.sheet  # over the game area; upright taller than wide
        self._down = False

    def close(self) -> None:
        self.app.play("click")
        self.app.stack.pop()

    def handle(self, event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._down = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._down:
            self._down = False
            if event.pos[0] >= 0:  # not the release of a long press (game/touch.py)
                self.close()
        elif event.type == pygame.KEYDOWN and event.key in (
            pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_BACKSPACE,
        ):  # fmt: skip
            self.close()

    def tap_targets(self) -> list[tuple[str, pygame.Rect]]:
        return [("the sheet (a tap closes it)", pygame.Rect(0, 0, theme.WIDTH, theme.HEIGHT))]

    def long_press(self, pos) -> str:
        return tr("starrows.compact.close")

    def draw(self, surface) -> None:
        PANEL = self.panel
        theme.veil(surface, 140)
        theme.panel(surface, PANEL, colour=theme.PANEL, edge=theme.ACCENT_DARK)
        key = "starrows.ui.tasks" if self.kind == "tasks" else "starrows.compact.boards"
        title = theme.text(surface, tr(key), (PANEL.x + 20, PANEL.y + 12), 22, theme.INK, bold=True)
        if self.kind == "tasks":
            self.draw_tasks(surface, title)
        else:
            self.draw_boards(surface)
        theme.text(surface, tr("starrows.compact.close"), (PANEL.right - 16, PANEL.bottom - 8), SMALL,
                   theme.INK_DIM, "bottomright")  # fmt: skip

    # --- the tasks -------------------------------------------------------------------------------------
    def draw_tasks(self, surface, title: pygame.Rect) -> None:
        game, PANEL = self.game, self.panel
        rule, top = tr("starrows.scene.task_rule"), PANEL.y + 50
        if PANEL.width < 700:  # narrow: the rule on lines of its own under the title
            for i, text in enumerate(theme.wrap(rule, 17, PANEL.width - 40)[:2]):
                theme.text(surface, text, (PANEL.x + 20, top + i * 22), 17, theme.INK_DIM)
            top += 50
        else:
            theme.text_fit(surface, rule, (title.right + 20, title.centery), PANEL.right - 40 - title.right, 17,
                           theme.INK_DIM, "midleft", min_size=SMALL)  # fmt: skip
        pitch = min(96, (PANEL.bottom - 30 - top) // 6)
        seat = game.board_seat
        for t in R.TASKS:
            line = pygame.Rect(PANEL.x + 14, top + (t - 1) * pitch, PANEL.width - 28, pitch - 4)
            mine = seat is not None and game.view.seats[seat].task_stars[t - 1]
            pygame.draw.rect(surface, (214, 236, 206) if mine else (250, 246, 234), line, border_radius=8)
            pygame.draw.rect(surface, theme.GOOD if mine else theme.PANEL_EDGE, line, 1, border_radius=8)
            theme.text(surface, str(t), (line.x + 22, line.centery), 22, theme.INK, "center", True)
            order = game.view.task_order[t - 1]
            right = line.right - 12 - 68 * len(order)
            width, size = right - line.x - 56, 18 if line.height < 60 else 17
            texts = theme.at_most(tr(f"starrows.task.{t}"), size, width, max(1, line.height // 22))
            for i, text in enumerate(texts):
                y = line.centery + (i - (len(texts) - 1) / 2) * 22
                theme.text_fit(
                    surface, text, (line.x + 44, y), width, size, theme.INK, "midleft", min_size=SMALL
                )
            for place, who in enumerate(order):
                x = right + place * 68 + 14
                theme.seat_marker(surface, (x, line.centery), 10, who, game.colourblind)
                label = (tr("starrows.ui.first"), tr("starrows.ui.second"), "★")[min(place, 2)]
                theme.text(surface, label, (x + 14, line.centery), SMALL + 1, theme.INK, "midleft", True)

    # --- every board -----------------------------------------------------------------------------------
    def draw_boards(self, surface) -> None:
        game, PANEL = self.game, self.panel
        n = game.n
        pitch = min(100 if PANEL.width >= 700 else 170, (PANEL.height - 80) // n)
        for seat in range(n):
            block = pygame.Rect(PANEL.x + 14, PANEL.y + 48 + seat * pitch, PANEL.width - 28, pitch - 6)
            self.draw_board(surface, block, seat)

    def draw_board(self, surface, rect, seat) -> None:
        game = self.game
        sv = game.view.seats[seat]
        active = seat == game.board_seat and not game.presented_over()
        pygame.draw.rect(surface, (255, 250, 236) if active else (240, 232, 212), rect, border_radius=10)
        pygame.draw.rect(surface, theme.ACCENT_DARK if active else theme.PANEL_EDGE, rect, 2 if active else 1,
                         border_radius=10)  # fmt: skip
        top = rect.y + 16
        theme.seat_marker(surface, (rect.x + 18, top), 10, seat, game.colourblind)
        theme.text_fit(surface, game.session.name_of(seat), (rect.x + 36, top), 250, 18, theme.INK, "midleft",
                       True, SMALL)  # fmt: skip
        x, narrow = rect.x + 300, rect.width < 700  # narrow: stars, coin and tasks on a second line
        if narrow:
            x, top = rect.x + 24, top + 26
        star(surface, (x, top), 9)
        stars = trn("starrows.ui.stars", sv.stars)
        x = theme.text(surface, stars, (x + 14, top), 17, theme.INK, "midleft", True).right
        coin = tr("starrows.scene.coin_short", field=int(round(sv.coins.value)))
        x = theme.text(surface, coin, (x + 24, top), 17, theme.INK, "midleft").right
        done = [str(t) for t in R.TASKS if sv.task_stars[t - 1]]
        if done:
            tasks = f"{tr('starrows.ui.tasks')} ✓ {', '.join(done)}"
            theme.text_fit(surface, tasks, (x + 24, top), rect.right - x - 36, 17, theme.INK, "midleft",
                           min_size=SMALL)  # fmt: skip
        cy = top + (rect.height - 16) // 2 + 12 if rect.height < 80 else rect.bottom - 26
        cy = min(cy, rect.bottom - 20) - (34 if narrow else 0)
        per_line = 3 if narrow else 6
        width = (rect.width - 24) // per_line
        for row in R.ROWS:
            x0 = rect.x + 12 + (row - 1) % per_line * width
            if row == 4 and narrow:
                cy += 34
            theme.text(surface, str(row), (x0 + 8, cy), 18, theme.INK, "center", True)
            for i in range(3):
                box = pygame.Rect(x0 + 22 + i * 24, cy - 12, 20, 24)
                fill = theme.seat_colour(seat) if i < sv.fields[row - 1] else theme.PANEL_DARK
                pygame.draw.rect(surface, fill, box, border_radius=3)
                pygame.draw.rect(surface, theme.INK_DIM, box, 1, border_radius=3)
            if row in sv.markers:
                theme.seat_marker(surface, (x0 + 20 + sv.fields[row - 1] * 24, cy), 8, seat, game.colourblind)
            if sv.row_stars[row - 1]:
                star(surface, (x0 + 104, cy - 1), 8)
                theme.text(
                    surface, str(sv.row_stars[row - 1]), (x0 + 114, cy), SMALL, theme.INK, "midleft", True
                )
