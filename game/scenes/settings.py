"""Settings: language, sound, animation speed, colour-blind mode, hints, layout, text size, coach;
statistics."""

from __future__ import annotations

import pygame

from game import games, i18n, layout, theme, webenv
from game.anim import SPEEDS
from game.boxes import Box, Part, columns, rows
from game.i18n import tr
from game.layout import CHOICES, TEXT_SIZES
from game.scene import Scene, Transition
from game.scenes.option_text import variant_text
from game.scenes.shared.coach_panel import EVERYONE, settings_label
from game.scenes.stats_page import open_dice
from game.settings import STAT_KINDS
from game.ui import Button, Choice, Form

VOLUMES = tuple(range(0, 101, 10))
STAT_LABEL_W = 90  # the "Wins" label before the columns of player types
STAT_BLOCK_H = 100  # one game's block: title line, then labels over win counts
C_VALUE_W = 240  # a phone: the value's part of a row


def backup_button(rect, action, size: int) -> Button:
    """Settings' way to Back up / Restore (game/scenes/backup_page.py)."""
    return Button(rect, lambda: tr("backup.button"), action, "secondary", size=size)


def phone_geometry(lay: layout.Layout, n: int) -> dict:
    """A phone's settings: rows left, right, left, ... (the arrow keys' order) in as many columns
    as the canvas is wide for (two sideways, one upright), under a bar with Done; Statistics and
    Back up beside it when the bar has room (sideways), else at the foot. Room for a row more."""
    w, h = lay.size
    bar, body = rows(Box(8, 4, w - 16, h - 8), [lay.min_target, Part(0, 1)], gap=21)
    cols = 2 if body.w >= 890 or (w > h and body.w >= 700) else 1  # sideways: two columns always
    done = Box(bar.right - 150, bar.y, 150, bar.h)
    if cols == 2:
        stats, backup = Box(done.x - 230, bar.y, 220, bar.h), Box(done.x - 500, bar.y, 260, bar.h)
    else:
        body, foot = rows(body, [Part(0, 1), lay.min_target], gap=lay.gap)
        stats, backup = columns(foot, [Part(0, 2), Part(0, 3)], gap=lay.gap)
    pitch = lay.min_target + lay.gap + 1
    cells = columns(body, [Part(0, 1)] * cols, gap=10)
    places = [
        Box(cells[i % cols].x, body.y + i // cols * pitch, cells[0].w, lay.min_target) for i in range(n)
    ]
    where = Box(16, body.y + (n + cols) // cols * pitch, w - 32, body.bottom - body.y)
    size = 17 if cols > 1 or lay.text_scale == 1 else 15  # a row's words (upright Large: its label fits)
    return {"rows": places, "done": done, "stats": stats, "backup": backup, "where": where, "columns": cols, "size": size}  # fmt: skip


class SettingsScene(Scene):
    name = "settings"
    freezes_game = True

    def __init__(self, app):
        super().__init__(app)
        s = app.settings
        rows = [
            (
                lambda: tr("settings.language"),
                i18n.LANGUAGES,
                lambda: s.language,
                self.set_language,
                lambda v: tr(f"lang.{v}"),
            ),
            (
                lambda: tr("settings.volume"),
                VOLUMES,
                lambda: int(round(s.volume * 100 / 10)) * 10,
                lambda v: self.change("volume", v / 100),
                lambda v: f"{v} %",
            ),
            (
                lambda: tr("settings.sound"),
                (False, True),
                lambda: not s.muted,
                lambda v: self.change("muted", not v),
                lambda v: tr("on") if v else tr("off"),
            ),
            (
                lambda: tr("settings.speed"),
                tuple(SPEEDS),
                lambda: s.anim_speed,
                lambda v: self.change("anim_speed", v),
                lambda v: tr(f"speed.{v}"),
            ),
            (
                lambda: tr("settings.colourblind"),
                (False, True),
                lambda: s.colourblind,
                lambda v: self.change("colourblind", v),
                lambda v: tr("on") if v else tr("off"),
            ),
            (
                lambda: tr("settings.hints"),
                (False, True),
                lambda: s.hints,
                lambda v: self.change("hints", v),
                lambda v: tr("on") if v else tr("off"),
            ),
            (
                lambda: tr("settings.layout"),
                CHOICES,
                lambda: s.layout,
                lambda v: self.change("layout", v),
                lambda v: tr(f"layout.{v}"),
            ),
            (
                lambda: tr("settings.text_size"),
                tuple(TEXT_SIZES),
                lambda: s.text_size,
                lambda v: self.change("text_size", v),
                lambda v: tr(f"text_size.{v}"),
            ),
            (
                lambda: tr("coach.setting"),
                (False, True),
                lambda: EVERYONE in s.coach,
                lambda v: self.change("coach", [EVERYONE] if v else []),
                lambda v: settings_label(s, v),
            ),
        ]
        self.compact = theme.compact()
        if self.compact:  # rows in columns; the statistics on a page of their own
            geo = phone_geometry(layout.current(), len(rows))
            widgets = [
                Choice(
                    geo["rows"][i], label, values, get, setter, show=show, size=geo["size"], value_w=C_VALUE_W
                )
                for i, (label, values, get, setter, show) in enumerate(rows)
            ]
            widgets.append(Button(geo["done"], lambda: tr("settings.back"), self.close, "primary", size=19))
            widgets.append(
                Button(geo["stats"], lambda: tr("stats.title"), self.open_stats, "secondary", size=19)
            )
            widgets.append(backup_button(geo["backup"], self.open_backup, 19 if geo["columns"] > 1 else 17))
            self.where = geo["where"]
            self.form = Form(widgets, on_back=self.close, columns=geo["columns"])
            return
        widgets = [
            Choice((80, 124 + i * 55, 600, 49), label, values, get, setter, show=show)
            for i, (label, values, get, setter, show) in enumerate(rows)
        ]
        widgets.append(Button((80, 630, 200, 56), lambda: tr("settings.back"), self.close, "primary"))
        widgets.append(backup_button((300, 630, 380, 56), self.open_backup, 22))
        stats = self.stats_rect()  # the dice statistics: a button in the statistics card's title row
        widgets.append(Button((stats.right - 234, stats.y + 10, 220, 48), lambda: tr("dice.button"),
                              lambda: open_dice(self.app), "secondary", size=18))  # fmt: skip
        self.form = Form(widgets, on_back=self.close)

    def change(self, field: str, value) -> None:
        setattr(self.app.settings, field, value)
        self.app.apply_settings()
        self.app.save_settings()
        self.app.play("click")

    def set_language(self, value: str) -> None:
        self.app.saved_language = value  # chosen here, so it is saved (even when --lang chose it first)
        self.change("language", value)

    def open_stats(self) -> None:
        from game.scenes.stats_page import StatsScene

        self.app.play("click")
        self.app.stack.push(StatsScene(self.app), Transition("fade", 0.2))

    def open_backup(self) -> None:
        from game.scenes.backup_page import BackupScene

        self.app.play("click")
        self.app.stack.push(BackupScene(self.app), Transition("fade", 0.2))

    def close(self) -> None:
        self.app.stack.pop(Transition("fade", 0.2))

    def handle(self, event) -> None:
        self.form.handle(event)

    def draw(self, surface) -> None:
        surface.blit(theme.background(), (0, 0))
        if self.compact:
            room = (
                min(w.rect.x for w in self.form.widgets if w.rect.y < 10) - 24
            )  # up to the top bar's buttons
            theme.text_fit(surface, tr("settings.title"), (16, 31), room, 32, theme.ACCENT, "midleft", True)
            self.form.draw(surface)
            self.draw_where(surface, self.where[:2], self.where.w, 16)
            return
        theme.text(surface, tr("settings.title"), (80, 50), 44, theme.ACCENT, bold=True)
        self.draw_stats(surface, self.stats_rect())  # under the form: its dice button sits on the card
        self.form.draw(surface)
        self.draw_where(surface, (740, 76), 480, 15)  # beside the title, above the statistics

    def draw_where(self, surface, at, width: int, size: int) -> None:
        """In the browser, once, in words: where the data lives and how to keep it."""
        if webenv.IS_WEB:  # whole, on as many lines as it takes (one on a phone)
            for k, line in enumerate(theme.wrap(tr("backup.settings_line"), size, width)):
                theme.text(surface, line, (at[0], at[1] + k * (size + 5)), size, theme.TEXT_DIM, "topleft")

    def stats_rect(self) -> pygame.Rect:
        return pygame.Rect(740, 140, 480, self.stats_height())

    def stats_height(self) -> int:
        """The card grows with what it shows: per game a title, a row of wins per player type, bests."""
        bests = sum(min(2, len(self.app.settings.stats.get(g, {}).get("best", {}))) for g in games.GAME_IDS)
        return 74 + len(games.GAME_IDS) * STAT_BLOCK_H + bests * 40

    def draw_stats(self, surface, rect) -> None:
        theme.panel(surface, rect)
        theme.text(surface, tr("stats.title"), (rect.x + 24, rect.y + 20), 26, theme.INK, bold=True)
        width = rect.width - 48
        col_w = (width - STAT_LABEL_W) // len(STAT_KINDS)
        y = rect.y + 66
        for game_id in games.GAME_IDS:
            entry = self.app.settings.stats.get(game_id, {})
            theme.text(surface, tr(f"{game_id}.name"), (rect.x + 24, y), 21, theme.INK, bold=True)
            played = tr("stats.games", n=entry.get("games", 0))
            theme.text(surface, played, (rect.right - 24, y + 2), 18, theme.INK_DIM, "topright")
            y += 32
            theme.text(surface, tr("stats.wins"), (rect.x + 24, y + 24), 17, theme.INK_DIM, "midleft")
            wins = entry.get("wins", {})
            for i, kind in enumerate(STAT_KINDS):
                cx = rect.x + 24 + STAT_LABEL_W + i * col_w + col_w // 2
                label = tr("kind.human" if kind == "human" else f"level.{kind}")
                theme.text_fit(surface, label, (cx, y), col_w - 6, 15, theme.INK_DIM, "midtop")
                theme.text(surface, str(wins.get(kind, 0)), (cx, y + 20), 20, theme.INK, "midtop", True)
            y += STAT_BLOCK_H - 32
            for key, value in sorted(entry.get("best", {}).items())[:2]:
                text = tr("stats.best", value=value, variant=variant_text(game_id, key))
                for k, line in enumerate(theme.wrap(text, 15, width)[:2]):
                    theme.text(surface, line, (rect.x + 24, y + k * 18), 15, theme.INK_DIM)
                y += 40
