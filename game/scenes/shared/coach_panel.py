"""The coach during play: a switch per player, advice thought out in slices, a card with the top
choices and a mark on the board.

At each decision of a human seat whose coach is on, ``CoachView`` runs ``game.coach.advice_task``
a slice per frame (a computer player's ``SLICE_S``: the two never share a frame) from the moment
the decision is known, while a computer's move still lands on screen, so the advice is mostly ready
when the choice appears; once shown, it thinks ahead (``ThinkAhead``). The switch is remembered per
player name in ``settings.coach`` ("*" = everybody, the settings screen's choice).
"""

from __future__ import annotations

import pygame

from game import theme
from game.ai.base import SLICE_S
from game.coach import SHOWN, advice_task
from game.i18n import tr
from game.scenes.shared import coach_marks, frame
from game.scenes.shared.coach_ahead import ThinkAhead
from game.scenes.shared.coach_card import MARK, draw_card
from game.scenes.shared.coach_sheet import CoachSheet
from game.ui import Button

EVERYONE = "*"


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


def pause_toggle(game_scene) -> Button:
    """The pause menu's switch for the player the game's toggle speaks for (the menu places it)."""
    coach = game_scene.coach
    return Button(
        (0, 0, 0, 0), coach.switch_label, coach.flip, "secondary", visible=lambda: coach.seat() is not None
    )


class CoachView:
    def __init__(self, scene):
        self.scene = scene
        self.task = None
        self.task_key = None
        self.advice: list | None = None
        self.advice_key = None
        self.ahead = ThinkAhead(self)
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
        """No card beside the game (a phone): the switch is the header's Coach button, which opens
        the coach's sheet (the card and the switch, game/scenes/shared/coach_sheet.py); the board
        keeps only the ring."""
        self.compact = True
        frame.fit_to_header(self.toggle)
        self.toggle.on_click = self.open_sheet
        self.toggle.hint = lambda: tr("coach.sheet.hint")
        self.toggle.menu_label = lambda: tr("pause.coach_sheet")

    def open_sheet(self) -> None:
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

    def name(self) -> str:
        """The name of the player the switch speaks for ("" without one)."""
        seat = self.seat()
        return self.scene.session.name_of(seat) if seat is not None else ""

    def switch_label(self) -> str:
        """The pause menu's and the coach sheet's switch: whose coach, and whether it is on."""
        return tr("coach.pause.on" if self.on() else "coach.pause.off", name=self.name())

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

    def thinks(self) -> bool:
        """A coached human is the session's seat to decide: thinking starts at once, while the
        screen may still show the move before (a computer's move lands; the advice is shown only
        once the screen has caught up, ``wanted``)."""
        scene = self.scene
        seat = scene.session.seat_to_move()
        return seat is not None and not seat.is_ai and not scene.finished and self.on(scene.session.current)

    def update(self) -> None:
        """One slice of thinking per frame from the moment a coached human's decision is known."""
        if not self.thinks():
            self.task = None
            return
        key = self.key()
        if self.advice_key == key:
            if self.wanted():  # the advice is shown: think ahead while the player weighs it
                self.ahead.step(key, self.scene.session.state, self.advice)
            return
        if self.task is None or self.task_key != key:
            scene = self.scene
            if not scene.warm.done:
                return  # the session's tables first (``GameScene.warm_up``): the advice does not build them
            ready = self.ahead.take(scene.session.state)
            if ready is not None:  # thought ahead while the player decided before
                self.advice, self.advice_key = ready, key
                return
            self.task = advice_task(scene.session.game_id, scene.session.state, scene.rules, SHOWN)
            self.task_key = key
        if self.task.step(SLICE_S):
            self.advice, self.advice_key = self.task.action, key
            self.task = None

    def rests(self) -> bool:
        """Nothing to think about: the advice for the decision is ready and thought ahead from
        (``ThinkAhead``), or none is wanted."""
        if self.task is not None:
            return False
        if not self.thinks():
            return True
        key = self.key()
        return self.advice_key == key and not (self.wanted() and self.ahead.pending(key))

    def entries(self) -> list | None:
        """The advice for the decision on screen (None while thinking or when not wanted)."""
        if self.wanted() and self.advice_key == self.key() and self.advice:
            return self.advice
        return None

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        rect = None if self.compact else card_rect(scene)  # compact: the card is in the coach's sheet
        if rect is not None:
            if not rect.width:
                return
            width = theme.font(16, True).size(self.toggle_label())[0] + 28
            # 26 px high from 3 px down: its shadow clears the first choice's number
            self.toggle.rect = pygame.Rect(rect.right - 8 - width, rect.y + 3, width, 26)
        entries = self.entries()
        if entries:  # the ring on the board
            coach_marks.draw(scene, surface, entries[0], MARK)
        if rect is not None and self.wanted():
            draw_card(surface, rect, scene, entries)


def card_rect(scene) -> pygame.Rect:
    """Where the card goes: over the game's log panel (the history can wait while a coached
    player decides), unless the game's coach module moves it."""
    rect = pygame.Rect(scene.log.rect)
    hooks = coach_marks.game_hooks(scene.session.game_id)
    return hooks.card_rect(scene, rect) if hasattr(hooks, "card_rect") else rect
