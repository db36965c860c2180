"""My games by link: every game by link kept on this device, whose turn and since when; a tap opens it.

All games are listed, the most recently changed first, as many rows as fit the screen at a time:
the arrows beside them (or the mouse wheel, Page Up/Down) scroll. Each row has its actions: "Send
again" while this device's last link may not have arrived, "Resign" for a game still being played,
"Delete" for one that is over (``game/scenes/bylink_end.py``).
"""

from __future__ import annotations

from functools import partial

import pygame

from game import layout, theme
from game.bylink_cli import seats_from_cli
from game.bylink_store import Device, Opened
from game.i18n import tr
from game.scene import Scene
from game.scenes.bylink_end import ask_delete, ask_resign
from game.scenes.bylink_play import card, seat_name, send, show, since_text, start
from game.ui import Button, Form

TOP = 96  # the first row's y


def row_text(opened: Opened) -> str:
    """ "Farkle · waiting for Ben · since 14:05"."""
    run = opened.run
    if opened.resigned is not None:
        state = tr("bylink.row.resigned", name=seat_name(run, opened.resigned))
    elif opened.to_send:
        state = tr("bylink.row.send")
    elif opened.status == "your_move":
        state = tr("bylink.row.yours")
    elif opened.status == "finished":
        state = tr("bylink.row.over")
    else:
        state = tr("bylink.row.waiting", name=seat_name(run, run.device))
    when = tr("bylink.row.since", when=since_text(opened))
    return " · ".join((tr(f"{run.game.game_id}.name"), state, when))


def actions(opened: Opened) -> list[str]:
    """The row's actions, right to left: what makes sense for a game in this state."""
    over = opened.status in ("finished", "resigned") or opened.seat is None
    out = ["delete" if over else "resign"]
    if opened.outbox and opened.sent:  # the last link may not have arrived (also the final one)
        out.append("send_again")
    return out


class ByLinkListScene(Scene):
    name = "bylink_list"
    freezes_game = True

    def __init__(self, app):
        super().__init__(app)
        self.device = Device(app.storage)
        self.games = self.device.games()
        self.top = 0  # the first game shown
        self.geometry(layout.current())
        self.build()

    # --- layout -------------------------------------------------------------------------------
    def geometry(self, lay: layout.Layout) -> None:
        """From the canvas: a row per game, its opener left of its actions; where a row cannot
        hold both (an upright phone) the actions go under the opener, and the page line under the
        title; as many games as fit, the arrows scroll."""
        w, h = lay.size
        self.margin = 40 if w >= 1200 else 24
        self.row_h, self.gap = (58, 12) if lay.min_target == 0 else (max(60, lay.min_target), 10)
        self.action_w = 170 if w >= 1200 else 150
        self.arrow_w = 60
        room = w - 2 * self.margin - self.arrow_w - 3 * (self.action_w + self.gap)
        self.stacked = room < 240  # the opener over its actions
        self.top_y = TOP + (30 if self.stacked else 0)
        self.step = 2 * self.row_h + 3 * self.gap if self.stacked else self.row_h + self.gap  # a game's rows
        self.rows = max(1, (h - self.top_y - 12) // self.step)

    def build(self) -> None:
        w, m = theme.WIDTH, self.margin
        right = w - m - (self.arrow_w + self.gap if self.scrolls() else 0)
        buttons = []
        step = self.step
        for i, opened in enumerate(self.games[self.top : self.top + self.rows]):
            y = self.top_y + i * step
            x, ay = right, y + (self.row_h + self.gap if self.stacked else 0)
            row = []  # the opener, then the actions from the right
            for action in actions(opened):
                x -= self.action_w
                row.append(Button((x, ay, self.action_w, self.row_h), lambda a=action: tr(f"bylink.{a}"),
                                  partial(self.act, action, opened), "secondary", size=17))  # fmt: skip
                x -= self.gap
            end = right if self.stacked else x
            buttons += [Button((m, y, end - m, self.row_h), lambda o=opened: row_text(o), partial(self.open, opened),
                               "secondary", size=20), *row]  # fmt: skip
        if self.scrolls():
            x, bottom = w - m - self.arrow_w, self.top_y + self.rows * step - self.gap
            buttons.append(Button((x, self.top_y, self.arrow_w, self.row_h), "↑", lambda: self.scroll(-self.rows),
                                  "ghost", size=22, enabled=lambda: self.top > 0))  # fmt: skip
            buttons.append(Button((x, bottom - self.row_h, self.arrow_w, self.row_h), "↓",
                                  lambda: self.scroll(self.rows), "ghost", size=22,
                                  enabled=lambda: self.top + self.rows < len(self.games)))  # fmt: skip
        buttons.append(Button((w - m - 150, 16, 150, 56), lambda: tr("bylink.back"), self.close, "primary",
                              size=20))  # fmt: skip
        self.form = Form(buttons, on_back=self.close)

    def scrolls(self) -> bool:
        return len(self.games) > self.rows

    def scroll(self, by: int) -> None:
        top = max(0, min(self.top + by, len(self.games) - self.rows))
        if top != self.top:
            self.top = top
            self.build()
            self.app.redraw()

    def act(self, action: str, opened: Opened) -> None:
        app, device = self.app, self.device
        app.play("click")
        if action == "send_again":
            send(app, device, opened)
        elif action == "resign":
            ask_resign(app, device, opened.key, self.refresh, card)
        else:
            ask_delete(app, device, opened.key, self.refresh)

    def open(self, opened: Opened) -> None:
        self.app.play("click")
        show(self.app, self.device, opened)

    def refresh(self) -> None:
        """The list as stored now (after a delete or a resignation)."""
        self.games = self.device.games()
        self.top = max(0, min(self.top, len(self.games) - self.rows))
        self.build()

    def close(self) -> None:
        self.app.play("click")
        self.app.stack.pop()

    # --- scene --------------------------------------------------------------------------------
    def handle(self, event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.scroll(self.rows if event.key == pygame.K_PAGEDOWN else -self.rows)
            return
        self.form.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.background(), (0, 0))
        m = self.margin
        back = self.form.widgets[-1].rect
        theme.text_fit(
            surface, tr("bylink.title"), (m, 30), back.x - 16 - m, 30, theme.ACCENT, "topleft", True
        )
        if not self.games:
            box = pygame.Rect(m, 110, theme.WIDTH - 2 * m, 80)
            theme.paragraph(surface, tr("bylink.none"), box, 20, theme.TEXT)
        elif self.scrolls():
            last = min(self.top + self.rows, len(self.games))
            page = tr("bylink.page", first=self.top + 1, last=last, n=len(self.games))
            if self.stacked:  # under the title
                theme.text(surface, page, (m, back.bottom + 12), 17, theme.TEXT)
            else:
                theme.text(surface, page, (back.x - 24, 44), 17, theme.TEXT, "midright")
        self.form.draw(surface)


def title_button(app) -> Button:
    """ "My games by link" in the title screen's top bar (which places it and sizes its label)."""

    def go():
        app.play("click")
        app.stack.push(ByLinkListScene(app))

    return Button((0, 4, 114, 55), lambda: tr("bylink.short"), go, "ghost", size=17)


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

    return Button(rect, lambda: tr("bylink.start"), go, "secondary", size=size, short=lambda: tr("bylink.start_short"),
                  enabled=lambda: sum(not s.is_ai for s in setup.seats()) >= 2, on_refuse=refuse)  # fmt: skip
