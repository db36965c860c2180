"""The compact game frame (issue 17): the header bar every game scene shares on a phone held
sideways, and the message pill over the bottom of the game area.

The contract the games build inside (docs in /work/notes/compact-brief.md):

- the header: y 0..``header_h()`` (60 sideways) and its 2 px line, drawn by ``GameScene.draw_hud``.
  On the left the game's name (and the scene's ``header_note`` under it), then whose turn it is with
  the seat's token (upright, where the canvas is too narrow for both, in a row of its own under the
  buttons: ``regions.STATUS_H``); on the right a row of the shared buttons, each ``BUTTON_H`` (55) px tall: Menu,
  Undo, Log, Coach and, while computers play, Skip (a replay puts its own controls there). The
  buttons are laid out right to left from the scene's ``header_buttons`` each frame, so a hidden
  one leaves no hole and a German label gets the width it needs;
- the game area: ``game_area()`` (Rect(0, 62, 960, 418) sideways: ``GAME_AREA``) belongs to the game;
- the message pill (why an action is not allowed) and the "tap to hurry" hint: bottom centre,
  over the game area, at most ``PILL_H`` (34) px tall from the canvas's bottom less that
  (``pill_top()``: 446 sideways).

The rectangles are ``game/scenes/shared/regions.py``'s, computed from the canvas in use.

The standard layout draws none of this (``GameScene.draw_hud`` keeps its own code for it).
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game import layout, theme
from game.i18n import tr
from game.scenes.shared import regions
from game.ui import Button

HEADER_H = regions.BUTTONS_H  # sideways; upright adds the status row (``header_h()``)
BUTTON_Y, BUTTON_H = 3, 55  # every header button: a 55 px touch area inside the bar
BUTTON_SIZE = 18  # px, the header buttons' labels
GAP = 8  # between two header buttons
EDGE = 8  # the row's distance from the canvas's right edge, the name's from its left
GAME_AREA = pygame.Rect(0, HEADER_H + 2, 960, 480 - HEADER_H - 2)
PILL_TOP, PILL_H = 446, regions.PILL_H  # sideways
NAME_SIZE, NOTE_SIZE, STATUS_SIZE = 20, 15, 22
STATUS_MIN = 16  # the turn's text shrinks to this before the game's name is shortened


def header_h() -> int:
    return regions.header_h(layout.current())


def header_area() -> pygame.Rect:
    return pygame.Rect(0, 0, theme.WIDTH, header_h() + 2)


def game_area() -> pygame.Rect:
    return pygame.Rect(regions.game_area(layout.current()))


def label_width(labels, size: int = BUTTON_SIZE) -> int:
    """A header button's width: its widest label and some air (so a label switch moves nothing)."""
    return _label_width(tuple(labels), size, theme.TEXT_SCALE)


@lru_cache(maxsize=256)
def _label_width(labels: tuple, size: int, _scale: float) -> int:  # arranged every frame: measure once
    font = theme.font(size, True)
    return max(64, max(font.size(text)[0] for text in labels) + 28)


def header_button(label, action, style: str = "ghost", **kw) -> Button:
    """A button for the header row (``arrange`` gives it its place)."""
    return Button((0, BUTTON_Y, 64, BUTTON_H), label, action, style, size=BUTTON_SIZE, **kw)


def arrange(scene) -> int:
    """Place the visible header buttons right to left; returns the row's left edge. On a narrow
    canvas (upright) the buttons get less air round their labels when the row needs it, and those
    at the end of the row that still find no room stay out of it (``crowded``: the row's order is
    its priority)."""
    row = scene.header_buttons()
    for button, _ in row:
        button.crowded = False
    shown = [(b, labels() if callable(labels) else labels) for b, labels in row if b.visible]
    air = 28 if sum(label_width(ls) + GAP for _, ls in shown) <= theme.WIDTH - 2 * EDGE else 18
    x = theme.WIDTH - EDGE
    for button, labels in shown:
        width = max(BUTTON_H, label_width(labels) - 28 + air)
        if x - width < EDGE:
            button.crowded = True
            continue
        if button.rect != (x - width, BUTTON_Y, width, BUTTON_H):
            button.rect = pygame.Rect(x - width, BUTTON_Y, width, BUTTON_H)
        x -= width + GAP
    return x + GAP


def draw_header(scene, surface: pygame.Surface) -> None:
    """The compact top bar: name (and note), whose turn, the button row."""
    bottom = header_h()
    pygame.draw.rect(surface, theme.BG_DARK, (0, 0, theme.WIDTH, bottom))
    pygame.draw.line(surface, theme.ACCENT_DARK, (0, bottom), (theme.WIDTH, bottom), 2)
    row = arrange(scene)
    top, cy = 0, HEADER_H // 2  # the name's and the turn's row: beside the buttons, or under them
    if bottom > HEADER_H:
        row, top, cy = theme.WIDTH, HEADER_H - 4, (HEADER_H - 4 + bottom) // 2
    coach = scene.coach
    coach.toggle.style = "secondary" if coach.seat() is not None and coach.on() else "ghost"  # on: lit
    status = scene.status_line()
    k = scene.turn_pulse["k"]
    token = 30 if scene.turn_seat is not None and status else 0
    room = row - 2 * EDGE - 16
    name = tr(f"{scene.session.game_id}.name")
    note = scene.header_note()
    name_w = max(
        theme.font(NAME_SIZE, True).size(name)[0], theme.font(NOTE_SIZE).size(note)[0] if note else 0
    )
    # the name and its note at the smallest size: the turn's text gives up a few px before they are cut
    least = max(theme.font(theme.MIN_TEXT, True).size(name)[0], theme.font(theme.MIN_TEXT).size(note)[0])
    size = STATUS_SIZE

    def short(want: int) -> bool:  # the name's column would be narrower than ``want``
        return room - theme.font(size, True).size(status)[0] - token - 20 < want

    while status and size > STATUS_SIZE - 3 and short(name_w):  # a little for the name at full size
        size -= 1
    while status and size > STATUS_MIN and short(least):  # more only so that it is never cut
        size -= 1
    status_size = size + int(3 * k)
    status_w = (theme.font(size, True).size(status)[0] + token) if status else 0
    column = min(name_w, room - status_w - 20)
    if column < min(
        70, least
    ):  # the turn comes first: a short row shortens or drops the name, never the turn
        column = 0 if status else min(name_w, room)
    if column:
        if note:
            theme.text_fit(
                surface, name, (EDGE + 4, top + 5), column, NAME_SIZE, theme.ACCENT, "topleft", True
            )
            theme.text_fit(surface, note, (EDGE + 4, top + 33), column, NOTE_SIZE, theme.TEXT_DIM, "topleft")
        else:
            theme.text_fit(surface, name, (EDGE + 4, cy), column, NAME_SIZE, theme.ACCENT,
                           "midleft", True)  # fmt: skip
    if not status:
        return
    left = EDGE + 4 + (column + 20 if column else 0)
    right = row - EDGE - 8
    x = max(left, (left + right - status_w) // 2)  # centred in what the row leaves
    if scene.turn_seat is not None and not scene.presented_over():
        theme.seat_marker(surface, (x + 11, cy), 10 + 2 * k, scene.turn_seat, scene.colourblind)
    theme.text_fit(surface, status, (x + token, cy), right - x - token, status_size, theme.TEXT,
                   "midleft", bold=True)  # fmt: skip


def draw_pill(surface: pygame.Surface, message: str, fill, ink, size: int = 18) -> pygame.Rect:
    """One line, bottom centre over the game area, at most ``PILL_H`` tall (the canvas's last px)."""
    width = theme.WIDTH - 48
    size = theme.fit_size(message, size, width - 28)
    text = theme.fit(message, size, width - 28)
    w = theme.font(size).size(text)[0] + 28
    pill = pygame.Rect(0, 0, w, PILL_H - 4)
    pill.midbottom = (theme.WIDTH // 2, theme.HEIGHT)
    pygame.draw.rect(surface, fill, pill, border_radius=15)
    theme.text(surface, text, pill.center, size, ink, "center")
    return pill


def draw_messages(scene, surface: pygame.Surface) -> None:
    if scene.message:
        draw_pill(surface, scene.message, theme.ACCENT, theme.INK)
    elif scene.hurry_hint_showing():
        draw_pill(surface, tr("game.hurry"), theme.BG_DARK, theme.TEXT_DIM, 16)


def setup(scene) -> None:
    """The compact header's buttons: Log and Coach join Menu, Undo and Skip, sized for a finger."""
    scene.log_button = header_button(lambda: tr("game.log.short"), scene.open_log)
    scene.form.add(scene.log_button)
    for button in (scene.menu_button, scene.undo_button, scene.skip.button):
        button.rect = pygame.Rect(0, BUTTON_Y, 64, BUTTON_H)
        button.size = BUTTON_SIZE
    scene.skip.button.label = lambda: tr("game.skip.short")
    scene.skip.button.style = "primary"
    scene.skip.button.hint = lambda: tr("game.skip")
    scene.coach.use_header()


def default_row(scene) -> list:
    """The header's buttons right to left, each with the labels its width must hold."""
    coach = scene.coach
    return [
        (scene.menu_button, lambda: [tr("game.menu")]),
        (scene.undo_button, lambda: [tr("game.undo")]),
        (scene.log_button, lambda: [tr("game.log.short")]),
        (coach.toggle, lambda: [tr("coach.toggle.on"), tr("coach.toggle.off")]),
        (scene.skip.button, lambda: [tr("game.skip.short")]),
        (scene.last_turn.button, lambda: [tr("game.last_turn")]),
    ]
