"""My games by link: every game by link kept on this device, whose turn and since when; a tap opens it."""

from __future__ import annotations

import pygame

from game import theme
from game.bylink_cli import seats_from_cli
from game.bylink_store import Device, Opened
from game.i18n import tr
from game.scene import Scene
from game.scenes.bylink_play import seat_name, show, since_text, start
from game.ui import Button, Form

ROWS = 5  # games listed (the most recently changed first)


def row_text(opened: Opened) -> str:
    """ "Farkle · waiting for Ben · since 14:05"."""
    run = opened.run
    if opened.outbox and not opened.sent:
        state = tr("bylink.row.send")
    elif opened.status == "your_move":
        state = tr("bylink.row.yours")
    elif opened.status == "finished":
        state = tr("bylink.row.over")
    else:
        state = tr("bylink.row.waiting", name=seat_name(run, run.device))
    when = tr("bylink.row.since", when=since_text(opened))
    return " · ".join((tr(f"{run.game.game_id}.name"), state, when))


class ByLinkListScene(Scene):
    name = "bylink_list"
    freezes_game = True

    def __init__(self, app):
        super().__init__(app)
        self.device = Device(app.storage)
        self.games = self.device.games()[:ROWS]
        w = theme.WIDTH
        margin = 40 if not theme.compact() else 24
        row_h = 58 if not theme.compact() else 60
        buttons = [
            Button((margin, 96 + i * (row_h + 10), w - 2 * margin, row_h), self._label(o), self._opener(o),
                   "secondary", size=20)
            for i, o in enumerate(self.games)
        ]  # fmt: skip
        buttons.append(Button((w - margin - 150, 16, 150, 56), lambda: tr("bylink.back"), self.close, "primary",
                              size=20))  # fmt: skip
        self.form = Form(buttons, on_back=self.close)

    @staticmethod
    def _label(opened: Opened):
        return lambda: row_text(opened)

    def _opener(self, opened: Opened):
        def go():
            self.app.play("click")
            show(self.app, self.device, opened)

        return go

    def close(self) -> None:
        self.app.play("click")
        self.app.stack.pop()

    def handle(self, event) -> None:
        self.form.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.background(), (0, 0))
        margin = 40 if not theme.compact() else 24
        theme.text(surface, tr("bylink.title"), (margin, 30), 30, theme.ACCENT, "topleft", True)
        if not self.games:
            box = pygame.Rect(margin, 110, theme.WIDTH - 2 * margin, 80)
            theme.paragraph(surface, tr("bylink.none"), box, 20, theme.TEXT)
        self.form.draw(surface)


def title_button(right: int, app, compact: bool) -> Button:
    """ "My games by link" on the title screen: in the compact top bar ending at ``right``, in the
    standard layout in the free corner left of the second row of games."""

    def go():
        app.play("click")
        app.stack.push(ByLinkListScene(app))

    if compact:
        return Button((right - 114, 4, 114, 55), lambda: tr("bylink.short"), go, "ghost", size=17)
    return Button((40, 627, 196, 56), lambda: tr("bylink.title"), go, "secondary", size=17)


def by_link_button(rect, setup, size: int) -> Button:
    """The setup screen's "Play by link": its first player seat is this device, the other player
    seats are friends (by the names given), the computer seats keep their levels."""

    def go():
        seats = seats_from_cli(setup.seats())
        options = {k: v for k, v in setup.config.items() if k != "players"}
        setup.app.play("click")
        start(setup.app, setup.game_id, seats, options)

    def refuse():
        setup.error = tr("bylink.need_friend")
        setup.app.play("error")

    return Button(rect, lambda: tr("bylink.start"), go, "secondary", size=size,
                  enabled=lambda: sum(not s.is_ai for s in setup.seats()) >= 2, on_refuse=refuse)  # fmt: skip
