"""Today: the five daily games (``game/daily.py``) with today's state, streaks and the last 30 days.

A row per game: its name and table, today's state (not played / started / your result), the
streak and best streak, a strip of the last 30 days, and Play (the first try, which counts),
Continue (today's daily is the game in progress), or Practice and Card once it was played.
"""

from __future__ import annotations

import pygame

from game import daily, daily_play, daily_record, layout, theme
from game.i18n import tr
from game.layout import MARGIN
from game.scene import Scene, Transition
from game.scenes.confirm import ask_replace
from game.scenes.daily_card import DailyCardScene, score_text
from game.ui import Button, Form, StackedIconButton

STRIP = 30  # days in the strip
DAYS = {"done": (theme.ACCENT_DARK, 0), "started": (theme.ACCENT_DARK, 2)}  # a day's square: colour, edge


def state_text(entry: daily_record.Entry | None) -> str:
    if entry is None or not entry.tries:
        return tr("daily.state.new")
    if not entry.done:
        return tr("daily.state.started")
    return tr("daily.state.done", result=score_text(entry.beat))


def table_text(game_id: str) -> str:
    _config, seats = daily.table(game_id)
    computers = len(seats) - 1
    return tr("daily.table.vs", n=computers) if computers else tr("daily.table.solo")


class TodayScene(Scene):
    name = "today"

    def __init__(self, app):
        super().__init__(app)
        self.day = daily.today()
        self.build()

    # --- what each row offers -------------------------------------------------------------------
    def build(self) -> None:
        self.record = daily_record.read(self.app.storage)
        self.saves = self.app.saved_games()
        w, h = theme.WIDTH, theme.HEIGHT
        self.big = big = theme.roomy()  # larger words, and a shadow under each row
        self.title_size, self.intro_size = (36, 19) if big else (26, 15)
        self.intro_y = 4 + theme.font(self.title_size, True).get_height()
        top = self.intro_y + theme.font(self.intro_size).get_height() + 7
        self.row_h = (h - 66 - top) // len(daily.DAILY_GAMES)
        self.rows = [
            pygame.Rect(MARGIN, top + i * self.row_h, w - 2 * MARGIN, self.row_h - 6)
            for i in range(len(daily.DAILY_GAMES))
        ]
        widgets, self.buttons_x = [], {}
        bh = layout.current().min_target or 48  # a finger's height on a phone
        self.narrow = w < 700  # upright: the row's words over its buttons, which sit at its foot
        for game_id, row in zip(daily.DAILY_GAMES, self.rows):
            right, row_buttons = row.right - 10, []
            for label, action, style in reversed(self.actions(game_id)):
                width = max(110, theme.font(19, True).size(tr(label))[0] + 32)
                y = row.bottom - 6 - bh if self.narrow else row.centery - bh // 2
                button = Button((right - width, y, width, bh), lambda k=label: tr(k), action, style, size=19)
                button.game_id = game_id
                row_buttons.insert(0, button)  # left to right for the arrow keys
                right -= width + 10
            widgets += row_buttons
            self.buttons_x[game_id] = right
        back = (w - MARGIN - 150, 4, 150, max(bh, 50))
        widgets.append(Button(back, lambda: tr("daily.back"), self.close, "secondary", size=19))
        kept = getattr(self.form.focused, "game_id", None) if hasattr(self, "form") else None
        self.form = Form(widgets, on_back=self.close)
        same = [x for x in widgets if kept is not None and getattr(x, "game_id", None) == kept]
        if same:  # the focus stays on the game it was on
            self.form.set_focus(same[0])

    resume = build  # on top again: a game may have been played

    def actions(self, game_id: str) -> list[tuple[str, object, str]]:
        day = self.day.isoformat()
        entry = self.record.entry(day, game_id)
        saved = self.saves.get(game_id)
        if saved is not None and daily.day_of(saved) == day:
            return [("daily.continue", lambda: self.app.start_game(saved), "primary")]
        if entry is None or not entry.tries:
            return [("daily.play", lambda: self.play(game_id), "primary")]
        actions = [("daily.practice", lambda: self.play(game_id), "secondary")]
        if entry.done:
            actions.insert(0, ("daily.card_button", lambda: self.open_card(game_id), "primary"))
        return actions

    def play(self, game_id: str) -> None:
        self.app.play("click")
        session = daily_play.prepare(self.app, daily.session_for(game_id, self.day))
        ask_replace(self.app, game_id, lambda: daily_play.start(self.app, session), "daily.replace.yes",
                    "daily.replace.body")  # fmt: skip

    def open_card(self, game_id: str) -> None:
        entry = self.record.entry(self.day.isoformat(), game_id)
        if entry is None or not entry.done:
            return
        self.app.play("click")
        self.app.stack.push(DailyCardScene.of_entry(self.app, game_id, self.day.isoformat(), entry))

    def close(self) -> None:
        self.app.play("click")
        self.app.stack.pop(Transition("fade", 0.25))

    # --- drawing ----------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        surface.blit(theme.background(), (0, 0))
        title, back = tr("daily.title", date=self.day.isoformat()), self.form.widgets[-1].rect
        room = back.x - MARGIN - 10  # up to Back; the intro under it, when Back is above it
        theme.text_fit(surface, title, (MARGIN, 4), room, self.title_size, theme.ACCENT, bold=True)
        room, at = room if self.intro_y < back.bottom else theme.WIDTH - 2 * MARGIN, (MARGIN, self.intro_y)
        theme.text_fit(surface, tr("daily.intro"), at, room, self.intro_size, theme.TEXT_DIM)
        for game_id, row in zip(daily.DAILY_GAMES, self.rows):
            self.draw_row(surface, game_id, row)
        self.form.draw(surface)

    def draw_row(self, surface, game_id: str, row: pygame.Rect) -> None:
        theme.panel(surface, row, shadow=self.big)
        entry = self.record.entry(self.day.isoformat(), game_id)
        name_w = row.width - 28 if self.narrow else 300 if self.big else 230
        big, small = (22, 17) if self.big else (18, 15)
        x, y = row.x + 14, row.y + (10 if self.big else 4)
        theme.text_fit(surface, tr(f"{game_id}.name"), (x, y), name_w, big, theme.INK, bold=True)
        line = theme.scaled(big) + 6  # the name's line (Large text: taller)
        theme.text_fit(surface, table_text(game_id), (x, y + line), name_w, small, theme.INK_DIM)
        sx = x if self.narrow else x + name_w + 14  # narrow: the state under the name, the streak at the foot
        state_y, streak_y = (
            (y + line + theme.scaled(small) + 6, row.bottom - 33) if self.narrow else (y, y + line)
        )
        room = self.buttons_x[game_id] - sx - 10
        colour = theme.INK if entry is not None and entry.done else theme.INK_DIM
        theme.text_fit(surface, state_text(entry), (sx, state_y), name_w if self.narrow else room,
                       small + self.big, colour, bold=True)  # fmt: skip
        current, best = self.record.streaks(game_id, self.day)
        streak = theme.text_fit(surface, tr("daily.streak", n=current, best=best), (sx, streak_y),
                                room if self.narrow else room // 2, small, theme.INK_DIM)  # fmt: skip
        strip = pygame.Rect(streak.right + 16, y + line + 2, room - streak.width - 16, 16)
        if self.narrow:  # between the state and the streak, when there is room
            top = state_y + theme.scaled(small) + 6
            strip = pygame.Rect(sx, top, room if top + 16 <= streak_y else 0, 16)
        self.draw_strip(surface, game_id, strip)

    def draw_strip(self, surface, game_id: str, area: pygame.Rect) -> None:
        """The last 30 days, oldest first: filled when played, outlined when started, faint when not."""
        step = min(14, area.width // STRIP)
        if step < 5:
            return
        size = step - 3
        for i, state in enumerate(self.record.last_days(game_id, self.day, STRIP)):
            r = pygame.Rect(area.x + i * step, area.centery - size // 2, size, size)
            colour, edge = DAYS.get(state, (theme.PANEL_DARK, 0))
            pygame.draw.rect(surface, colour, r, edge, border_radius=2)


def title_button(app) -> StackedIconButton:
    """ "Today" on the title screen's top bar: a narrow button, a calendar leaf over its word."""

    def go():
        app.play("click")
        app.stack.push(TodayScene(app), Transition("fade", 0.25))

    return StackedIconButton((0, 4, 60, 55), lambda: tr("title.today"), go, "primary", size=15, icon=draw_calendar,
                             hint=lambda: tr("daily.title", date=daily.today().isoformat()))  # fmt: skip


def draw_calendar(surface, rect: pygame.Rect, ink) -> None:
    """A calendar leaf: today's page."""
    page = pygame.Rect(0, 0, rect.height, rect.height).move(rect.centerx - rect.height // 2, rect.y)
    pygame.draw.rect(surface, ink, page, 2, border_radius=3)
    pygame.draw.rect(surface, ink, (page.x, page.y, page.width, 6), border_radius=2)
    for i in range(3):
        pygame.draw.rect(surface, ink, (page.x + 4 + i * 5, page.y + 10, 3, 3))
        pygame.draw.rect(surface, ink, (page.x + 4 + i * 5, page.y + 15, 3, 3))
