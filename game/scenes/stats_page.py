"""Every game's statistics on a page of their own: Settings opens it with a tap where it has no room
to show the same table and bests beside its rows (``draw_table``, ``bests``). The bests are paged
when they do not fit: nothing is cut off.
"""

from __future__ import annotations

import pygame

from game import games, layout, theme
from game.boxes import Box, Part, rows
from game.i18n import tr
from game.layout import MARGIN
from game.scene import Scene, Transition
from game.scenes.option_text import variant_text
from game.settings import STAT_KINDS
from game.ui import Button, Form

NAME_W, PLAYED_W = 250, 150  # the table's first columns when wide (narrower: games played under the name)


def geometry(lay: layout.Layout) -> dict:
    """Done in the top bar, Dice statistics beside it (sideways) or under it (upright), the table,
    then the bests over Back and Next (shown only when the bests take pages)."""
    w, h = lay.size
    t = lay.min_target
    bar, body, foot = rows(Box(MARGIN, 4, w - 2 * MARGIN, h - 4 - MARGIN), [t, Part(0, 1), t], gap=7)
    done = Box(bar.right - 150, bar.y, 150, t)
    if bar.w >= 150 + 250 + 10 + 300:
        dice = Box(done.x - 250, bar.y, 240, t)
    else:
        dice, body = rows(body, [t, Part(0, 1)], gap=7)
        dice = Box(dice.right - 240, dice.y, 240, t)
    return {"done": done, "dice": dice, **table_and_bests(body, lay),
            "prev": Box(foot.x, foot.y, 150, t), "next": Box(foot.right - 150, foot.y, 150, t)}  # fmt: skip


def table_and_bests(body: Box, lay: layout.Layout) -> dict:
    """The table of games in ``body``'s top (a row per game, taller when narrow: games played go
    under the name), the bests under it."""
    n = len(games.GAME_IDS)
    row = min(round((38 if body.w >= 780 else 46) * lay.text_scale), (body.h - 44 - 8 - 12 - 40) // n)
    table, bests = rows(body, [44 + row * n + 8, Part(0, 1)], gap=12)  # bests: two lines at least
    return {"table": table, "row": row, "bests": bests.inset(16, 0)}


class StatsScene(Scene):
    name = "stats"
    freezes_game = True

    def __init__(self, app):
        super().__init__(app)
        self.page = 0
        geo = self.geo = geometry(layout.current())
        self.table, self.bests_box = pygame.Rect(geo["table"]), pygame.Rect(geo["bests"])
        box = self.bests_box
        self.pages = theme.pages_of("\n".join(bests(app)), 15, box.width, box.height) or [[]]
        self.form = Form(
            [
                Button(geo["done"], lambda: tr("settings.back"), self.close, "primary", size=19),
                Button(geo["dice"], lambda: tr("dice.button"), lambda: open_dice(self.app), "secondary", size=19),
                Button(geo["prev"], lambda: tr("howto.prev"), lambda: self.turn(-1), "secondary", size=19,
                       visible=lambda: len(self.pages) > 1, enabled=lambda: self.page > 0),
                Button(geo["next"], lambda: tr("howto.next"), lambda: self.turn(1), "secondary", size=19,
                       visible=lambda: len(self.pages) > 1, enabled=lambda: self.page < len(self.pages) - 1),
            ],
            on_back=self.close,
        )  # fmt: skip

    def turn(self, delta: int) -> None:
        self.page = min(max(0, self.page + delta), len(self.pages) - 1)
        self.app.play("click")

    def close(self) -> None:
        self.app.stack.pop(Transition("fade", 0.2))

    def draw(self, surface) -> None:
        surface.blit(theme.background(), (0, 0))
        theme.text(surface, tr("stats.title"), (16, 31), 32, theme.ACCENT, "midleft", True)
        draw_table(surface, self.app, self.table, self.geo["row"])
        theme.draw_lines(surface, self.pages[self.page], self.bests_box.topleft, 15, theme.TEXT)
        if len(self.pages) > 1:
            page = tr("howto.page", n=self.page + 1, total=len(self.pages))
            theme.text(
                surface, page, (theme.WIDTH // 2, self.geo["prev"].y + 27), 16, theme.TEXT_DIM, "center"
            )
        self.form.draw(surface)


def open_dice(app) -> None:
    """The dice statistics (game/scenes/dice_page.py), from the statistics (Settings or their page)."""
    from game.scenes.dice_page import DiceScene

    app.play("click")
    app.stack.push(DiceScene(app), Transition("fade", 0.2))


def bests(app) -> list[str]:
    """ "Farkle – Personal best: 3,100 (Point limit: 5,000)", every game's first two."""
    lines = []
    for game_id in games.GAME_IDS:
        entry = app.settings.stats.get(game_id, {})
        for key, value in sorted(entry.get("best", {}).items())[:2]:
            variant = variant_text(game_id, key)  # "" for a game without options
            best = tr("stats.best", value=value, variant=variant) if variant else tr("results.best", value=value)  # fmt: skip
            lines.append(f"{tr(f'{game_id}.name')} – {best}")
    return lines


def draw_table(surface, app, t: pygame.Rect, row: int) -> None:
    """Every game's games played and wins by player type, a row each, on a card (``t``)."""
    theme.panel(surface, t)
    wide = t.w >= 780  # games played in a column of their own
    name_w = NAME_W if wide else (t.w - 40) * 7 // 20
    kinds_x = t.x + 20 + name_w + (PLAYED_W if wide else 0)
    col_w = (t.right - 20 - kinds_x) // len(STAT_KINDS)
    centres = [kinds_x + i * col_w + col_w // 2 for i in range(len(STAT_KINDS))]  # a column per player type
    theme.text(surface, tr("stats.wins"), (kinds_x - 12, t.y + 22), 16, theme.INK_DIM, "midright")
    for kind, cx in zip(STAT_KINDS, centres):
        label = tr("kind.human" if kind == "human" else f"level.{kind}")
        theme.text_fit(surface, label, (cx, t.y + 22), col_w - 8, 16, theme.INK_DIM, "center")
    y = t.y + 44
    for game_id in games.GAME_IDS:
        entry = app.settings.stats.get(game_id, {})
        cy, d = y + row // 2, row // 4
        pygame.draw.line(surface, theme.PANEL_DARK, (t.x + 12, y), (t.right - 12, y), 1)
        name_y, played_at = (cy, (t.x + 20 + NAME_W, cy)) if wide else (cy - d, (t.x + 20, cy + d + 1))
        theme.text_fit(surface, tr(f"{game_id}.name"), (t.x + 20, name_y), name_w - 10, 18, theme.INK, "midleft", True)  # fmt: skip
        played = tr("stats.games", n=entry.get("games", 0))
        theme.text_fit(surface, played, played_at, (PLAYED_W if wide else name_w) - 10, 16 if wide else 15,
                       theme.INK_DIM, "midleft")  # fmt: skip
        wins = entry.get("wins", {})
        for kind, cx in zip(STAT_KINDS, centres):
            theme.text(surface, str(wins.get(kind, 0)), (cx, cy), 19, theme.INK, "center", True)
        y += row
