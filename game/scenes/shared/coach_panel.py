"""The coach during play: a switch per player, advice thought out in slices, a card with the top
choices and a mark on the board.

``CoachView`` belongs to a ``GameScene``. At each decision of a human seat whose coach is on it
runs ``game.coach.advice_task`` for the session's state a slice per frame (the same ``SLICE_S``
budget a computer player gets; the coach only thinks while a human decides, so the two never
share a frame), then draws the top three choices over the game's log panel (``coach_rect``) and
marks the best one on the board (``coach_marks``). The switch is remembered per player name in
``settings.coach`` ("*" = everybody, the settings screen's choice).
"""

from __future__ import annotations

import pygame

from game import theme
from game.ai.base import SLICE_S
from game.coach import advice_task
from game.i18n import tr
from game.scenes.shared import coach_marks
from game.scenes.shared.coach_text import caption_key, reason_text, value_text
from game.ui import Button

EVERYONE = "*"
SHOWN = 3  # choices on the card
TITLE_H, ROW_PAD, LINE = 34, 8, 19
TEXT_SIZE, VALUE_SIZE = 16, 17
VALUE_W = 130
CARD, CARD_EDGE = (24, 52, 64), (110, 190, 230)
MARK = (120, 214, 255)  # the coach's colour on the board and the card


def player_key(session, seat: int) -> str:
    """What the coach switch remembers a player by: the chosen name, else the seat number."""
    return session.seats[seat].name or f"#{seat + 1}"


def coach_on(settings, session, seat: int) -> bool:
    names = settings.coach
    return EVERYONE in names or player_key(session, seat) in names


def set_coach(settings, session, seat: int, on: bool) -> None:
    """Switch the coach for one player (turning one off when it was on for everybody keeps it on
    for the other people at this table)."""
    names = [n for n in settings.coach if n != EVERYONE]
    key = player_key(session, seat)
    if not on and EVERYONE in settings.coach:
        names += [player_key(session, i) for i, s in enumerate(session.seats) if not s.is_ai and i != seat]
    names = [n for n in dict.fromkeys(names) if n != key]
    if on:
        names.append(key)
    settings.coach = names


def settings_label(settings, on: bool) -> str:
    """The settings screen's value: on for everybody, off, or the players who switched it on."""
    if on:
        return tr("on")
    names = [n for n in settings.coach if n != EVERYONE]
    return tr("coach.setting.on", names=", ".join(names)) if names else tr("off")


def pause_toggle(game_scene, y: int) -> Button:
    """The pause menu's switch for the player the game's toggle speaks for."""
    coach = game_scene.coach

    def label() -> str:
        seat = coach.seat()
        name = game_scene.session.name_of(seat) if seat is not None else ""
        return tr("coach.pause.on" if coach.on() else "coach.pause.off", name=name)

    return Button((490, y, 300, 56), label, coach.flip, "secondary", visible=lambda: coach.seat() is not None)


class CoachView:
    def __init__(self, scene):
        self.scene = scene
        self.task = None
        self.task_key = None
        self.advice: list | None = None
        self.advice_key = None
        self.last_human: int | None = None
        self.toggle = Button(
            (0, -100, 150, 30),
            self.toggle_label,
            self.flip,
            "ghost",
            size=16,
            visible=lambda: self.seat() is not None,
        )
        scene.form.add(self.toggle)
        self.compact = False

    def use_header(self) -> None:
        """Compact: the switch is the header's Coach button, which opens the coach's sheet (the
        card and the switch, game/scenes/shared/coach_sheet.py); the board keeps only the ring."""
        from game.scenes.shared import frame

        self.compact = True
        self.toggle.rect = pygame.Rect(0, frame.BUTTON_Y, 64, frame.BUTTON_H)
        self.toggle.size = frame.BUTTON_SIZE
        self.toggle.on_click = self.open_sheet
        self.toggle.hint = lambda: tr("coach.sheet.hint")

    def open_sheet(self) -> None:
        from game.scenes.shared.coach_sheet import CoachSheet

        app = self.scene.app
        app.play("click")
        app.stack.push(CoachSheet(app, self.scene))

    # --- whose coach ---------------------------------------------------------------------
    def seat(self) -> int | None:
        """The human seat the switch speaks for: the one deciding, else the last human to decide,
        else the only human at the table (None without humans)."""
        session = self.scene.session
        cur = session.current
        if cur >= 0 and not session.seats[cur].is_ai:
            self.last_human = cur
            return cur
        if self.last_human is not None:
            return self.last_human
        humans = [i for i, s in enumerate(session.seats) if not s.is_ai]
        return humans[0] if humans else None

    def on(self, seat: int | None = None) -> bool:
        seat = self.seat() if seat is None else seat
        return seat is not None and coach_on(self.scene.app.settings, self.scene.session, seat)

    def toggle_label(self) -> str:
        return tr("coach.toggle.on") if self.on() else tr("coach.toggle.off")

    def flip(self) -> None:
        seat = self.seat()
        if seat is None:
            return
        app = self.scene.app
        set_coach(app.settings, self.scene.session, seat, not self.on(seat))
        app.save_settings()
        app.play("click")

    def view_key(self) -> tuple:
        """What the card and the mark depend on (a frame is drawn again when this changes)."""
        return self.advice_key, self.task_key, self.task is None, self.on()

    # --- thinking ---------------------------------------------------------------------------
    def key(self):
        session = self.scene.session
        return (len(session.log), id(session.state))

    def wanted(self) -> bool:
        scene = self.scene
        return scene.human_to_move() and self.on(scene.session.current)

    def update(self) -> None:
        """One slice of thinking per frame while a coached human decides."""
        if not self.wanted():
            self.task = None
            return
        key = self.key()
        if self.advice_key == key:
            return
        if self.task is None or self.task_key != key:
            scene = self.scene
            self.task = advice_task(scene.session.game_id, scene.session.state, scene.rules)
            self.task_key = key
        if self.task.step(SLICE_S):
            self.advice, self.advice_key = self.task.action, key
            self.task = None

    def entries(self) -> list | None:
        """The advice for the decision on screen (None while thinking or when not wanted)."""
        if self.wanted() and self.advice_key == self.key() and self.advice:
            return self.advice
        return None

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        if self.compact:  # the card is in the sheet; the ring on the board shows the best choice
            entries = self.entries()
            if entries:
                coach_marks.draw(scene, surface, entries[0], MARK)
            return
        rect = card_rect(scene)
        if not rect.width:
            return
        width = theme.font(16, True).size(self.toggle_label())[0] + 28
        self.toggle.rect = pygame.Rect(rect.right - 8 - width, rect.y + 5, width, 28)
        if not self.wanted():
            return
        entries = self.entries()
        if entries:
            coach_marks.draw(scene, surface, entries[0], MARK)
        draw_card(surface, rect, scene, entries)


def card_rect(scene) -> pygame.Rect:
    """Where the card goes: over the game's log panel (the history can wait while a coached
    player decides), unless the game's coach module moves it."""
    rect = pygame.Rect(scene.log.rect)
    hooks = coach_marks.game_hooks(scene.session.game_id)
    return hooks.card_rect(scene, rect) if hasattr(hooks, "card_rect") else rect


def draw_card(surface, rect: pygame.Rect, scene, entries, title_w: int | None = None) -> None:
    """The card over ``rect``: the coach's title and up to three choices, best first, and what
    the numbers mean when there is room. Wide cards put the number right of the reason, narrow
    ones on a line above it. A decision with one choice shows no number (there is nothing to
    compare)."""
    session = scene.session
    theme.panel(surface, rect, colour=CARD, edge=CARD_EDGE)
    humans = sum(1 for seat in session.seats if not seat.is_ai)
    title = tr("coach.panel.title", name=session.name_of(session.current)) if humans > 1 else tr("coach.name")
    room_w = scene.coach.toggle.rect.x - rect.x - 22 if title_w is None else title_w
    theme.text_fit(surface, title, (rect.x + 14, rect.y + 19), room_w, 17, MARK, "midleft", True)
    if not entries:
        theme.text(
            surface, tr("coach.thinking"), (rect.x + 14, rect.y + TITLE_H + 8), TEXT_SIZE, theme.TEXT_DIM
        )
        return
    game_id = session.game_id
    wide = rect.width >= 500
    text_w = rect.width - 60 - (VALUE_W + 10 if wide else 0)
    room = rect.height - TITLE_H - 6
    rows = max(1, min(SHOWN, len(entries), room // (LINE + ROW_PAD if wide else 3 * LINE + ROW_PAD)))
    row_h = min(room // rows, LINE * (3 if wide else 4) + ROW_PAD)
    lines_fit = max(1, (row_h - ROW_PAD) // LINE - (0 if wide else 1))
    y = rect.y + TITLE_H
    for i, entry in enumerate(entries[:rows]):
        best = i == 0
        if best:
            band = pygame.Rect(rect.x + 6, y - 2, rect.width - 12, row_h - 2)
            pygame.draw.rect(surface, (36, 78, 96), band, border_radius=10)
        badge = (rect.x + 26, y + LINE // 2 + 1)
        pygame.draw.circle(surface, MARK if best else (70, 110, 126), badge, 11)
        theme.text(surface, str(i + 1), badge, 15, theme.INK, "center", True)
        value = value_text(game_id, entry) if len(entries) > 1 else ""
        ink = MARK if best else theme.TEXT
        top = y
        if value and wide:
            theme.text_fit(surface, value, (rect.right - 14, y), VALUE_W, VALUE_SIZE, ink, "topright", True)
        elif value:
            theme.text_fit(surface, value, (rect.x + 46, y), text_w, VALUE_SIZE, ink, "topleft", True)
            top = y + LINE + 1
        lines = theme.wrap(reason_text(game_id, entry, session.name_of), TEXT_SIZE, text_w)
        if len(lines) > lines_fit:
            lines = lines[: lines_fit - 1] + [theme.fit(" ".join(lines[lines_fit - 1 :]), TEXT_SIZE, text_w)]
        for k, line in enumerate(lines):
            colour = theme.TEXT if best else theme.TEXT_DIM
            theme.text(surface, line, (rect.x + 46, top + k * LINE), TEXT_SIZE, colour)
        y += row_h
    caption = caption_key(game_id, entries)
    if len(entries) > 1 and rect.bottom - y >= 2 * LINE + 8:
        for k, line in enumerate(theme.wrap(tr(caption), 15, rect.width - 28)[:2]):
            theme.text(surface, line, (rect.x + 14, y + 6 + k * 18), 15, theme.TEXT_DIM)
