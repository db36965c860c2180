"""The pause menu, drawn over the live board."""

from __future__ import annotations

from functools import partial

import pygame

from game import layout, theme, webenv
from game.boxes import Box, Part, columns, rows
from game.i18n import tr
from game.scene import Scene
from game.scenes.shared import frame
from game.scenes.shared.coach_panel import pause_toggle
from game.ui import Button, Form


class PauseScene(Scene):
    name = "pause"
    freezes_game = True
    opaque = False

    def __init__(self, app, game_scene):
        super().__init__(app)
        self.game = game_scene

        def item(label, fn, tip="", enabled=True, style="secondary") -> Button:
            """A menu item; ``tip``: what a long press on it says."""
            return Button((0, 0, 0, 0), label, fn, style, enabled=enabled, on_refuse=fn, size=20, hint=tip)

        buttons = [
            item(lambda: tr("pause.resume"), app.stack.pop, lambda: tr("pause.tip.resume"), style="primary"),
            item(lambda: tr("pause.undo"), self.undo, self.undo_tip, game_scene.can_undo),
            item(lambda: tr("pause.restart"), self.restart, lambda: tr("pause.tip.restart")),
            item(lambda: tr("pause.howto"), self.howto, lambda: tr("pause.tip.howto")),
            item(lambda: tr("pause.settings"), self.settings, lambda: tr("pause.tip.settings")),
            item(lambda: tr("pause.menu"), app.go_title, lambda: tr("pause.tip.menu")),
        ]
        for button in frame.left_out(game_scene):  # no room in the header
            buttons.append(item(frame.menu_label(button), partial(self.header_action, button)))
        if webenv.fullscreen_available():  # the browser has the Fullscreen API (not an iPhone)
            tip = lambda: tr("pause.tip.fullscreen")  # noqa: E731
            buttons.append(item(lambda: tr("pause.fullscreen"), webenv.toggle_fullscreen, tip))
        toggle = pause_toggle(game_scene)  # the coach switch
        toggle.hint = lambda: tr("pause.tip.coach")
        self.form = Form([*buttons, toggle], on_back=app.stack.pop)
        self.place()

    def place(self) -> None:
        """Finger-sized buttons in one column where it fits the canvas's height (a desk's canvas,
        a phone held upright), else in two, row by row (sideways: Up/Down move by a row); the
        coach switch across the bottom; the game's name in the title (the header is covered).
        The panel is as tall as its rows, centred."""
        w, h = layout.current().size
        buttons = self.form.widgets[:-1]  # all but the coach switch
        pitch, gap = 70, 12  # a button 58 px tall and the gap to the next
        cols = 1 if 80 + (len(buttons) + 1) * pitch + 12 <= h - 16 else 2
        lines = (len(buttons) + cols - 1) // cols + 1
        panel = Box(0, 0, min(400 if cols == 1 else 700, w - 16), 80 + lines * pitch + 12)
        panel = Box((w - panel.w) // 2, max(8, (h - panel.h) // 2), panel.w, panel.h)
        self.rect = pygame.Rect(panel)
        self.form.columns = cols
        body = rows(panel.inset(24, 0), [80, Part(0, 1)])[1]
        cells = columns(body, [Part(0, 1)] * cols, gap=gap + 4)
        for i, button in enumerate(buttons):
            cell = cells[i % cols]
            button.rect = pygame.Rect(cell.x, cell.y + i // cols * pitch, cell.w, pitch - gap)
        toggle = self.form.widgets[-1]
        toggle.rect = pygame.Rect(body.x, body.y + (lines - 1) * pitch + 8, body.w, pitch - gap)
        toggle.size = 20

    def header_action(self, button) -> None:
        """A header button that found no room in the header: back to the game, then what it does
        there (the replay of the last turn, the coach's sheet, skipping to your turn)."""
        self.app.stack.pop()
        button.activate()

    def undo(self) -> None:
        """Take back, or (when it cannot apply) back to the board, where the reason is shown."""
        self.game.undo()
        self.app.stack.pop()

    def restart(self) -> None:
        """Asks first, in a dialog whose safe answer lies where the finger was: a restart throws
        the game away (undo cannot bring it back)."""
        from game.scenes.confirm import ConfirmScene

        answers = [
            (tr("pause.restart.yes"), self.restart_now, "danger"),
            (tr("pause.restart.no"), lambda: None, "primary"),
        ]
        body = tr("pause.restart.body", game=tr(self.game.session.game_id + ".name"))
        finger = self.form.widgets[2].rect
        self.app.stack.push(ConfirmScene(self.app, tr("pause.restart.title"), body, answers, finger=finger))

    def restart_now(self) -> None:
        session = self.game.session
        self.app.start_game(session.restarted(seed=self.app.next_seed(session.seed, 1)))

    def howto(self) -> None:
        from game.scenes.howto import HowToScene

        self.app.stack.push(HowToScene(self.app, self.game.session.game_id))

    def settings(self) -> None:
        from game.scenes.settings import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def undo_tip(self) -> str:
        """What Undo does, or (disabled) why nothing can be taken back."""
        why = None if self.game.can_undo() else self.game.session.undo_blocker()
        return tr(why) if why else tr("pause.tip.undo")

    def draw(self, surface) -> None:
        theme.veil(surface, 160)
        rect = self.rect
        theme.panel(surface, rect, colour=theme.BG_DARK, edge=theme.ACCENT_DARK)
        title = f"{tr(self.game.session.game_id + '.name')} · {tr('pause.title')}"
        theme.text_fit(surface, title, (rect.centerx, rect.y + 40), rect.width - 48, 30, theme.ACCENT,
                       "center", True)  # fmt: skip
        self.form.draw(surface)
