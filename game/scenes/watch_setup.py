"""Watch the computers play: choose how many computers and their levels, then a demo game.

Reached from each title card. The demo (``replay.watch_scene``) never saves, never counts
statistics and can be left at any moment; its speed is chosen in the game.
"""

from __future__ import annotations

import pygame

from game import games, theme
from game.ai.base import LEVELS
from game.i18n import tr
from game.layout import PITCH
from game.scene import Scene, Transition
from game.scenes.setup import C_LEFT, C_RAIL
from game.ui import Button, Choice, Form

PANEL = pygame.Rect(290, 70, 700, 590)


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
        if theme.compact():
            self.build_compact()
            return
        x, w = PANEL.x + 40, PANEL.width - 80
        widgets = [
            Choice((x, PANEL.y + 130, w, 48), lambda: tr("watch.players"), self.counts, lambda: self.count,
                   self.set_count, enabled=len(self.counts) > 1, size=20, value_w=300),
        ]  # fmt: skip
        room = PANEL.bottom - 110 - (PANEL.y + 196)
        step = min(56, room // max(1, self.count))
        for i in range(self.count):
            widgets.append(
                Choice(
                    (x + 30, PANEL.y + 196 + i * step, w - 30, step - 8),
                    lambda i=i: tr("watch.seat", n=i + 1),
                    LEVELS,
                    lambda i=i: self.levels[i],
                    lambda v, i=i: self.set_level(i, v),
                    show=lambda v: tr(f"level.{v}"),
                    size=20,
                    value_w=300,
                )
            )
        y = PANEL.bottom - 84
        widgets.append(
            Button((PANEL.centerx - 250, y, 240, 58), lambda: tr("watch.start"), self.start, "primary")
        )
        widgets.append(
            Button((PANEL.centerx + 10, y, 240, 58), lambda: tr("share.back"), self.back, "secondary")
        )
        focus = self.form.focus if hasattr(self, "form") else len(widgets) - 2
        self.form = Form(widgets, on_back=self.back)
        self.form.focus = min(focus, len(widgets) - 1)

    def build_compact(self) -> None:
        """The computers on the left, one row each; what this is and Start / Back in the rail."""
        left, rail = C_LEFT, C_RAIL
        widgets = [
            Choice((left.x, left.y, left.width, 55), lambda: tr("watch.players"), self.counts, lambda: self.count,
                   self.set_count, enabled=len(self.counts) > 1, size=19, value_w=360),
        ]  # fmt: skip
        for i in range(self.count):
            widgets.append(
                Choice((left.x + 40, left.y + PITCH * (i + 1), left.width - 40, 55), lambda i=i: tr("watch.seat", n=i + 1),
                       LEVELS, lambda i=i: self.levels[i], lambda v, i=i: self.set_level(i, v),
                       show=lambda v: tr(f"level.{v}"), size=19, value_w=360)
            )  # fmt: skip
        widgets.append(
            Button(
                (rail.x, rail.bottom - 123, rail.width, 58), lambda: tr("watch.start"), self.start, "primary"
            )
        )
        widgets.append(
            Button(
                (rail.x, rail.bottom - 58, rail.width, 58), lambda: tr("share.back"), self.back, "secondary"
            )
        )
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

    def handle(self, event) -> None:
        self.form.handle(event)

    def draw(self, surface) -> None:
        if theme.compact():
            surface.blit(theme.background(), (0, 0))
            title = tr("watch.title", game=tr(f"{self.game_id}.name"))
            used = theme.paragraph(surface, title, C_RAIL, 20, theme.ACCENT)
            theme.paragraph(surface, tr("watch.note"), C_RAIL.inflate(0, -used).move(0, used // 2 + 8), 15,
                            theme.TEXT_DIM, 1.3)  # fmt: skip
            self.form.draw(surface)
            return
        surface.blit(theme.background(), (0, 0))
        theme.panel(surface, PANEL, colour=theme.BG_DARK, edge=theme.ACCENT_DARK)
        game = tr(f"{self.game_id}.name")
        theme.text_fit(surface, tr("watch.title", game=game), (PANEL.centerx, PANEL.y + 40), PANEL.width - 60, 30,
                       theme.ACCENT, "center", True)  # fmt: skip
        box = pygame.Rect(PANEL.x + 40, PANEL.y + 72, PANEL.width - 80, 50)
        theme.paragraph(surface, tr("watch.note"), box, 17, theme.TEXT_DIM)
        self.form.draw(surface)
