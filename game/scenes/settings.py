"""Settings: language, sound, animation speed, colour-blind mode, hints, layout, text size, coach;
statistics."""

from __future__ import annotations

from functools import partial

import pygame

from game import i18n, layout, theme, webenv
from game.anim import SPEEDS
from game.boxes import Box, Part, columns, rows
from game.i18n import tr
from game.layout import CHOICES, TEXT_SIZES
from game.scene import Scene, Transition
from game.scenes.shared.coach_panel import EVERYONE, settings_label
from game.scenes.stats_page import bests, draw_table, open_dice, table_and_bests
from game.ui import Button, Choice, Form

VOLUMES = tuple(range(0, 101, 10))
VALUE_W = 240  # the value's part of a row
BOOLS = (False, True)  # an on / off setting's values


def on_off(value: bool) -> str:
    return tr("on") if value else tr("off")


def geometry(lay: layout.Layout, n: int) -> dict:
    """Settings from the canvas: rows left, right, left, ... (the arrow keys' order) in as many
    columns as the canvas is wide for (two sideways, one upright), under a bar with Done; Statistics
    and Back up beside it when the bar has room (sideways), else at the foot. With room for both
    (1280x720) one column of rows with the statistics beside it (the table and the bests of their
    page), and Dice statistics in the bar. Room for a row more, for where the data lives."""
    w, h = lay.size
    t = lay.min_target or 50  # a row's height: a finger's on a phone
    bar, body = rows(Box(8, 4, w - 16, h - 8), [t, Part(0, 1)], gap=21)
    beside = body.w >= 1100 and body.h >= 600  # room for the statistics beside the rows
    cols = 1 if beside else 2 if body.w >= 890 or (w > h and body.w >= 700) else 1  # sideways: two
    done = Box(bar.right - 150, bar.y, 150, bar.h)
    geo: dict = {"done": done, "columns": cols, "stats": None, "dice": None}
    if beside:
        body, stats = columns(body.inset(8, 0), [600, Part(0, 1)], gap=48)
        geo["head"], stats = rows(stats, [30, Part(0, 1)], gap=6)  # "Statistics" over the table
        geo.update(table_and_bests(stats, lay), dice=Box(done.x - 250, bar.y, 240, bar.h))
        geo["backup"] = Box(done.x - 560, bar.y, 300, bar.h)
    elif cols == 2:
        geo["stats"], geo["backup"] = Box(done.x - 230, bar.y, 220, bar.h), Box(done.x - 500, bar.y, 260, bar.h)  # fmt: skip
    else:
        body, foot = rows(body, [Part(0, 1), t], gap=lay.gap)
        geo["stats"], geo["backup"] = columns(foot, [Part(0, 2), Part(0, 3)], gap=lay.gap)
    pitch = t + (lay.gap or 8) + 1
    cells = columns(body, [Part(0, 1)] * cols, gap=10)
    geo["rows"] = [Box(cells[i % cols].x, body.y + i // cols * pitch, cells[0].w, t) for i in range(n)]
    geo["where"] = Box(body.x + 8, body.y + (n + cols) // cols * pitch, body.w - 16, body.bottom - body.y)
    geo["size"] = 20 if beside else 17 if cols > 1 or lay.text_scale == 1 else 15  # upright Large: labels fit
    return geo


class SettingsScene(Scene):
    name = "settings"
    freezes_game = True

    def __init__(self, app):
        super().__init__(app)
        s, put = app.settings, self.change

        def plain(label, values, field: str, words: str = "", setter=None) -> tuple:
            """A row whose value is the setting as stored, shown as ``words.<value>`` (or on / off)."""
            show = (lambda v: tr(f"{words}.{v}")) if words else on_off
            return label, values, lambda: getattr(s, field), setter or (lambda v: put(field, v)), show

        rows = [  # (label, values, get, set, the value in words)
            plain(lambda: tr("settings.language"), i18n.LANGUAGES, "language", "lang", self.set_language),
            (
                lambda: tr("settings.volume"),
                VOLUMES,
                lambda: int(round(s.volume * 100 / 10)) * 10,
                lambda v: put("volume", v / 100),
                lambda v: f"{v} %",
            ),
            (lambda: tr("settings.sound"), BOOLS, lambda: not s.muted, lambda v: put("muted", not v), on_off),
            plain(lambda: tr("settings.speed"), tuple(SPEEDS), "anim_speed", "speed"),
            plain(lambda: tr("settings.colourblind"), BOOLS, "colourblind"),
            plain(lambda: tr("settings.hints"), BOOLS, "hints"),
            plain(lambda: tr("settings.layout"), CHOICES, "layout", "layout"),
            plain(lambda: tr("settings.text_size"), tuple(TEXT_SIZES), "text_size", "text_size"),
            (
                lambda: tr("coach.setting"),
                BOOLS,
                lambda: EVERYONE in s.coach,
                lambda v: put("coach", [EVERYONE] if v else []),
                partial(settings_label, s),
            ),
        ]
        geo = self.geo = geometry(layout.current(), len(rows))
        size, foot = 19 + theme.roomy(), geo["columns"] == 1 and geo["dice"] is None  # the buttons' words
        brief = {CHOICES: lambda v: tr(f"layout.{v}.short")}  # where the value's words do not fit whole
        widgets = [
            Choice(
                box,
                label,
                values,
                get,
                setter,
                show=show,
                size=geo["size"],
                value_w=VALUE_W,
                brief=brief.get(values),
            )
            for box, (label, values, get, setter, show) in zip(geo["rows"], rows, strict=True)
        ]
        buttons = [
            (geo["done"], "settings.back", self.close, "primary", size),
            (geo["stats"], "stats.title", self.open_stats, "secondary", size),  # the statistics' own page
            (geo["dice"], "dice.button", lambda: open_dice(self.app), "secondary", size),  # they are beside
            (geo["backup"], "backup.button", self.open_backup, "secondary", 17 if foot else size),
        ]
        short = {"backup.button": lambda: tr("backup.button_short")}  # where the whole label does not fit
        widgets += [Button(box, lambda k=key: tr(k), action, style, size=n, short=short.get(key, ""))
                    for box, key, action, style, n in buttons if box]  # fmt: skip
        self.form = Form(widgets, on_back=self.close, columns=geo["columns"])

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

    def draw(self, surface) -> None:
        surface.blit(theme.background(), (0, 0))
        geo = self.geo
        room = min(w.rect.x for w in self.form.widgets if w.rect.y < 10) - 24  # up to the bar's buttons
        theme.text_fit(surface, tr("settings.title"), (16, geo["done"].center[1]), room, 40 if theme.roomy() else 32,
                       theme.ACCENT, "midleft", True)  # fmt: skip
        if geo["dice"] is not None:  # the statistics beside the rows
            theme.text_fit(surface, tr("stats.title"), geo["head"][:2], geo["head"].w, 22, theme.TEXT_DIM)
            draw_table(surface, self.app, pygame.Rect(geo["table"]), geo["row"])
            box = geo["bests"]  # their first page (ten bests fill no more)
            lines = (theme.pages_of("\n".join(bests(self.app)), 15, box.w, box.h) or [[]])[0]
            theme.draw_lines(surface, lines, box[:2], 15, theme.TEXT)
        self.form.draw(surface)
        if webenv.IS_WEB:  # where the data lives and how to keep it, whole (one line on a phone)
            where = geo["where"]
            for k, line in enumerate(theme.wrap(tr("backup.settings_line"), 16, where.w)):
                theme.text(surface, line, (where.x, where.y + k * 21), 16, theme.TEXT_DIM)
