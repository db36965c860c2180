"""Watch the computers play: choose how many computers and their levels, then a demo game.

Reached from each title card. The demo (``replay.watch_scene``) never saves, never counts
statistics and can be left at any moment; its speed is chosen in the game.
"""

from __future__ import annotations

from typing import NamedTuple

import pygame

from game import boxes, games, layout, theme
from game.ai.base import LEVELS
from game.boxes import Box, Part
from game.i18n import tr
from game.scene import Scene, Transition
from game.ui import Button, Choice, Form

MARGIN = 8
RAIL_W = 190  # sideways: the title, the note and the buttons in a rail on the right


class Geometry(NamedTuple):
    panel: Box | None  # the card behind it all (none beside a rail)
    head: Box  # the title and the note
    title: list[str]  # the title's lines
    note: list[str]  # the note's lines
    text: tuple[int, int]  # their text sizes
    rows: list[Box]  # the number of computers, then a row per computer
    buttons: list[Box]  # Start, Back
    size: int  # the controls' text size


def geometry(lay: layout.Layout, count: int, most: int, title: str, note: str) -> Geometry:
    """From the canvas: a card with the title and the note over the rows and Start / Back under
    them; where the rows do not fit under the title (a phone held sideways) the title, the note and
    the buttons go to a rail on the right and the rows fill the left (decided for the ``most``
    computers there can be, so that the screen keeps its form as their number changes)."""
    w, h = lay.size
    canvas = Box(0, 0, w, h).inset(MARGIN)
    row, bh = max(48, lay.min_target), 58
    pitch = row + (8 if lay.min_target == 0 else 11)
    wide = w >= 700
    panel = boxes.centred(canvas, 700, 590) if wide else canvas
    inner = panel.inset(40 if wide else 16, 20)
    sizes = (30, 17) if wide else (24, 16)
    lines = [theme.wrap(title, sizes[0], inner.w, True), theme.wrap(note, sizes[1], inner.w)]
    head_h = sum(len(t) * int(theme.scaled(n) * 1.35) for t, n in zip(lines, sizes, strict=True)) + 16
    head = Box(inner.x, inner.y, inner.w, head_h)
    spots = boxes.buttons(Box(inner.x, inner.bottom - 6 - bh, inner.w, bh), [240, 240], bh, 20)
    area = Box(inner.x, head.bottom + 8, inner.w, spots[0].y - 26 - head.bottom - 8)
    if w > h and (area.h - pitch) // most - 8 < lay.min_target:  # the most computers' rows would be too low
        left, rail = boxes.columns(canvas, [Part(0, 1), RAIL_W], 10)
        lines = [theme.wrap(title, 20, rail.w, True), theme.wrap(note, 15, rail.w)]
        rows = seat_rows(left, count, row, pitch, 40, pitch)
        buttons = boxes.rows(Box(rail.x, rail.bottom - 2 * bh - 7, rail.w, 2 * bh + 7), [bh, bh], 7)
        return Geometry(None, rail, *lines, (20, 15), rows, buttons, 19)
    step = min(pitch, (area.h - pitch) // max(1, count))
    return Geometry(panel, head, *lines, sizes, seat_rows(area, count, min(row, step - 8), pitch, 30, step), spots,
                    20 if wide else 19)  # fmt: skip


def seat_rows(area: Box, count: int, row: int, pitch: int, indent: int, step: int) -> list[Box]:
    """The number of computers at the top of ``area``, then one row per computer, indented."""
    seats = [Box(area.x + indent, area.y + pitch + i * step, area.w - indent, row) for i in range(count)]
    return [Box(area.x, area.y, area.w, max(row, 48))] + seats


class WatchSetupScene(Scene):
    name = "watch_setup"

    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.game_id = game_id
        rules = games.rules_for(game_id)
        self.counts = list(range(max(2, rules.min_players), rules.max_players + 1)) or [rules.min_players]
        self.count = self.counts[0]
        self.levels = ["hard", "medium"] + ["medium"] * 4
        self.build()

    def build(self) -> None:
        title = tr("watch.title", game=tr(f"{self.game_id}.name"))
        geo = self.geo = geometry(layout.current(), self.count, self.counts[-1], title, tr("watch.note"))
        size, value_w = geo.size, min(300, geo.rows[0].w // 2)
        widgets = [
            Choice(geo.rows[0], lambda: tr("watch.players"), self.counts, lambda: self.count, self.set_count,
                   enabled=len(self.counts) > 1, size=size, value_w=value_w),
        ]  # fmt: skip
        for i in range(self.count):
            widgets.append(
                Choice(geo.rows[i + 1], lambda i=i: tr("watch.seat", n=i + 1), LEVELS, lambda i=i: self.levels[i],
                       lambda v, i=i: self.set_level(i, v), show=lambda v: tr(f"level.{v}"), size=size,
                       value_w=value_w)
            )  # fmt: skip
        widgets.append(Button(geo.buttons[0], lambda: tr("watch.start"), self.start, "primary"))
        widgets.append(Button(geo.buttons[1], lambda: tr("share.back"), self.back, "secondary"))
        focus = self.form.focus if hasattr(self, "form") else len(widgets) - 2
        self.form = Form(widgets, on_back=self.back)
        self.form.focus = min(focus, len(widgets) - 1)

    def set_count(self, n: int) -> None:
        self.count = n
        self.build()

    def set_level(self, i: int, level: str) -> None:
        self.levels[i] = level

    def start(self) -> None:
        from game.scenes.replay import watch_scene

        self.app.play("click")
        config = games.rules_for(self.game_id).default_config(self.count)
        scene = watch_scene(
            self.app, self.game_id, config, self.levels[: self.count], self.app.new_seed(), self.app.go_title
        )
        self.app.stack.reset(scene, Transition("fade", 0.35))

    def back(self) -> None:
        self.app.play("click")
        self.app.stack.pop()

    def draw(self, surface) -> None:
        surface.blit(theme.background(), (0, 0))
        geo = self.geo
        if geo.panel is not None:
            theme.panel(surface, pygame.Rect(geo.panel), colour=theme.BG_DARK, edge=theme.ACCENT_DARK)
        x, anchor = (geo.head.center[0], "midtop") if geo.panel is not None else (geo.head.x, "topleft")
        y = geo.head.y
        for lines, size, colour, bold in ((geo.title, geo.text[0], theme.ACCENT, True),
                                          (geo.note, geo.text[1], theme.TEXT_DIM, False)):  # fmt: skip
            for line in lines:
                theme.text(surface, line, (x, y), size, colour, anchor, bold)
                y += int(theme.scaled(size) * 1.35)
            y += 8
        self.form.draw(surface)
