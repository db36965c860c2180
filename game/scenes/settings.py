"""Settings: language, sound, animation speed, colour-blind mode, hints; statistics."""

from __future__ import annotations

import pygame

from game import games, i18n, theme
from game.anim import SPEEDS
from game.i18n import tr
from game.scene import Scene, Transition
from game.ui import Button, Choice, Form

VOLUMES = tuple(range(0, 101, 10))
STAT_KINDS = ("human", "easy", "medium", "hard")


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
        ]
        widgets = [
            Choice((80, 140 + i * 64, 600, 52), label, values, get, setter, show=show)
            for i, (label, values, get, setter, show) in enumerate(rows)
        ]
        widgets.append(Button((80, 630, 200, 56), lambda: tr("settings.back"), self.close, "primary"))
        self.form = Form(widgets, on_back=self.close)

    def change(self, field: str, value) -> None:
        setattr(self.app.settings, field, value)
        self.app.apply_settings()
        self.app.save_settings()
        self.app.play("click")

    def set_language(self, value: str) -> None:
        self.app.saved_language = value  # chosen here, so it is saved (even when --lang chose it first)
        self.change("language", value)

    def close(self) -> None:
        self.app.stack.pop(Transition("fade", 0.2))

    def handle(self, event) -> None:
        self.form.handle(event)

    def draw(self, surface) -> None:
        surface.blit(theme.background(), (0, 0))
        theme.text(surface, tr("settings.title"), (80, 50), 44, theme.ACCENT, bold=True)
        self.form.draw(surface)
        self.draw_stats(surface, pygame.Rect(740, 140, 480, 440))

    def draw_stats(self, surface, rect) -> None:
        theme.panel(surface, rect)
        theme.text(surface, tr("stats.title"), (rect.x + 24, rect.y + 20), 26, theme.INK, bold=True)
        y = rect.y + 66
        for game_id in games.GAME_IDS:
            entry = self.app.settings.stats.get(game_id, {})
            theme.text(surface, tr(f"{game_id}.name"), (rect.x + 24, y), 21, theme.INK, bold=True)
            theme.text(
                surface,
                tr("stats.games", n=entry.get("games", 0)),
                (rect.right - 24, y),
                19,
                theme.INK_DIM,
                "topright",
            )
            y += 30
            wins = entry.get("wins", {})
            parts = [
                f"{tr('kind.human' if k == 'human' else f'level.{k}')} {wins.get(k, 0)}" for k in STAT_KINDS
            ]
            theme.text(
                surface, tr("stats.wins") + "  " + "  ·  ".join(parts), (rect.x + 24, y), 17, theme.INK_DIM
            )
            y += 26
            for key, value in sorted(entry.get("best", {}).items())[:2]:
                theme.text(
                    surface, tr("stats.best", value=value, variant=key), (rect.x + 24, y), 15, theme.INK_DIM
                )
                y += 22
            y += 16
