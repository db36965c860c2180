"""The pause menu, drawn over the live board."""

from __future__ import annotations

import pygame

from game import theme
from game.i18n import tr
from game.scene import Scene
from game.scenes.shared.coach_panel import pause_toggle
from game.ui import Button, Form


class PauseScene(Scene):
    name = "pause"
    freezes_game = True
    opaque = False

    def __init__(self, app, game_scene):
        super().__init__(app)
        self.game = game_scene
        self.confirm_restart = False
        items = [
            (lambda: tr("pause.resume"), self.resume_game, "primary", True),
            (lambda: tr("pause.undo"), self.undo, "secondary", game_scene.can_undo),
            (self.restart_label, self.restart, "secondary", True),
            (lambda: tr("pause.howto"), self.howto, "secondary", True),
            (lambda: tr("pause.settings"), self.settings, "secondary", True),
            (lambda: tr("pause.menu"), self.to_menu, "secondary", True),
        ]
        self.form = Form(
            [
                Button((490, 170 + i * 70, 300, 56), label, fn, style, enabled=enabled, on_refuse=fn)
                for i, (label, fn, style, enabled) in enumerate(items)
            ],
            on_back=self.resume_game,
        )
        self.form.add(pause_toggle(game_scene, 170 + len(items) * 70))  # the coach switch

    def restart_label(self) -> str:
        return tr("pause.restart_confirm") if self.confirm_restart else tr("pause.restart")

    def resume_game(self) -> None:
        self.app.stack.pop()

    def undo(self) -> None:
        """Take back, or (when it cannot apply) back to the board, where the reason is shown."""
        self.game.undo()
        self.app.stack.pop()

    def restart(self) -> None:
        if not self.confirm_restart:  # misclick protection: a second press restarts
            self.confirm_restart = True
            return
        self.app.start_game(self.game.session.restarted(seed=self.game.session.seed + 1))

    def howto(self) -> None:
        from game.scenes.howto import HowToScene

        self.app.stack.push(HowToScene(self.app, self.game.session.game_id))

    def settings(self) -> None:
        from game.scenes.settings import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def to_menu(self) -> None:
        self.app.go_title()

    def handle(self, event) -> None:
        self.form.handle(event)

    def draw(self, surface) -> None:
        theme.veil(surface, 160)
        rect = pygame.Rect(440, 90, 400, 560)
        theme.panel(surface, rect, colour=theme.BG_DARK, edge=theme.ACCENT_DARK)
        theme.text(surface, tr("pause.title"), (rect.centerx, rect.y + 40), 34, theme.ACCENT, "center", True)
        self.form.draw(surface)
