"""The game frame every game scene shares, on every canvas: the header bar and the message pill.

The contract the games build inside (sizes: ``regions.header``, computed from the canvas):

- the header: y 0..``header_h()`` and its 2 px line, drawn by ``GameScene.draw_hud``: the game's
  name (and the scene's ``header_note``), whose turn with the seat's token (upright in a row of
  its own under the buttons), and the shared buttons (``default_row``; a replay puts its own
  controls there), laid out right to left each frame, so a hidden one leaves no hole and a German
  label gets the width it needs;
- the game area: ``game_area()`` belongs to the game;
- the message pill (why an action is not allowed) and the "tap to hurry" hint: bottom centre,
  over the game area, in the canvas's last ``pill_h`` px (``regions.pill_top``).
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game import layout, theme
from game.i18n import tr
from game.scenes.shared import regions
from game.ui import Button

STATUS_MIN = 16  # the turn's text shrinks to this before the game's name is shortened
PULSE = 3  # px the turn's text grows when the turn changes


def sizes() -> regions.Header:
    return regions.header(layout.current())


def edge() -> int:
    """The row's distance from the canvas's right edge, the name's from its left, and the gap
    between two buttons: the room above the buttons, at least 8 px."""
    return max(8, sizes().button_y)


def header_h() -> int:
    return sizes().h


def header_area() -> pygame.Rect:
    return pygame.Rect(0, 0, theme.WIDTH, header_h() + 2)


def game_area() -> pygame.Rect:
    return pygame.Rect(regions.game_area(layout.current()))


def label_width(labels, size: int | None = None) -> int:
    """A header button's width: its widest label and some air (so a label switch moves nothing)."""
    return _label_width(tuple(labels), size or sizes().button_size, theme.TEXT_SCALE)


@lru_cache(maxsize=256)
def _label_width(labels: tuple, size: int, _scale: float) -> int:  # arranged every frame: measure once
    font = theme.font(size, True)
    return max(64, max(font.size(text)[0] for text in labels) + 28)


def header_button(label, action, style: str = "ghost", **kw) -> Button:
    """A button for the header row (``arrange`` gives it its place)."""
    button = Button((0, 0, 64, 0), label, action, style, **kw)
    fit_to_header(button)
    return button


def fit_to_header(button: Button) -> None:
    """The header row's height and label size for ``button`` (``arrange`` gives it its x)."""
    s = sizes()
    button.rect = pygame.Rect(button.rect.x, s.button_y, max(64, button.rect.width), s.button_h)
    button.size = s.button_size


def arrange(scene) -> int:
    """Place the visible header buttons right to left; returns the row's left edge. A button
    with a fuller label (``full``: Skip's key) shows it where the row, so labelled, leaves half
    the bar to the game's name and whose turn (1280x720). On a narrow canvas (upright) the
    buttons get less air round their labels when the row needs it, and those at the end of the
    row that still find no room stay out of it (``crowded``: the row's order is its priority);
    the pause menu, which the Menu button at the row's head opens, lists them (``left_out``)."""
    s, gap = sizes(), edge()
    row = scene.header_buttons()
    for button, _ in row:
        button.crowded = False
    fuller = [b for b, _ in row if hasattr(b, "full")]

    def shown():
        return [(b, labels() if callable(labels) else labels) for b, labels in row if b.visible]

    def need() -> int:
        return sum(label_width(ls) + gap for _, ls in shown())

    for button in fuller:
        button.full = True
    if fuller and need() > theme.WIDTH // 2:  # the name and whose turn keep half the bar
        for button in fuller:
            button.full = False
    room = theme.WIDTH - 2 * gap
    air = 28 if need() <= room else 18
    x = theme.WIDTH - gap
    for button, labels in shown():
        width = max(s.button_h, label_width(labels) - 28 + air)
        if x - width < gap:
            button.crowded = True
            continue
        if button.rect != (x - width, s.button_y, width, s.button_h):
            button.rect = pygame.Rect(x - width, s.button_y, width, s.button_h)
        x -= width + gap
    return x + gap


def left_out(scene) -> list[Button]:
    """The header's buttons that the last ``arrange`` found no room for and that would show
    otherwise, in the row's order, but for Menu and Undo (the pause menu has its own Undo)."""
    own = (scene.menu_button, scene.undo_button)
    return [b for b, _ in scene.header_buttons() if b.crowded and b.wanted and b not in own]


def menu_label(button: Button):
    """What the pause menu calls a header button it lists (``left_out``): its own label, unless it
    has one for menus (Coach: its label is the switch's state, the button opens the coach's sheet)."""
    return getattr(button, "menu_label", button.label)


def draw_header(scene, surface: pygame.Surface) -> None:
    """The top bar: name (and note), whose turn, the button row."""
    s, pad = sizes(), edge()
    bottom = s.h
    pygame.draw.rect(surface, theme.BG_DARK, (0, 0, theme.WIDTH, bottom))
    pygame.draw.line(surface, theme.ACCENT_DARK, (0, bottom), (theme.WIDTH, bottom), 2)
    row = arrange(scene)
    top, cy = 0, s.row_h // 2  # the name's and the turn's row: beside the buttons, or under them
    if bottom > s.row_h:
        row, top, cy = theme.WIDTH, s.row_h - 4, (s.row_h - 4 + bottom) // 2
    coach = scene.coach
    coach.toggle.style = "secondary" if coach.seat() is not None and coach.on() else "ghost"  # on: lit
    status = scene.status_line()
    k = scene.turn_pulse["k"]
    token = 30 if scene.turn_seat is not None and status else 0
    room = row - 2 * pad - 16
    name = tr(f"{scene.session.game_id}.name")
    note = scene.header_note()
    name_w = max(
        theme.font(s.name_size, True).size(name)[0], theme.font(s.note_size).size(note)[0] if note else 0
    )
    # the name and its note at the smallest size: the turn's text gives up a few px before they are cut
    least = max(theme.font(theme.MIN_TEXT, True).size(name)[0], theme.font(theme.MIN_TEXT).size(note)[0])
    size = s.status_size

    def short(want: int) -> bool:  # the name's column would be narrower than ``want``
        return room - theme.font(size, True).size(status)[0] - token - 20 < want

    while status and size > s.status_size - 3 and short(name_w):  # a little for the name at full size
        size -= 1
    while status and size > STATUS_MIN and short(least):  # more only so that it is never cut
        size -= 1
    status_w = (theme.font(size, True).size(status)[0] + token) if status else 0
    column = min(name_w, room - status_w - 20)
    # the turn comes first: a short row shortens or drops the name, never the turn
    if column < min(70, least):
        column = 0 if status else min(name_w, room)
    x = pad + 4
    if column and note:  # two lines centred in the row, the name smaller where both would not fit in it
        name_size, note_h = s.name_size, _line_h(s.note_size)
        while name_size > theme.MIN_TEXT and _line_h(name_size, True) + note_h > bottom - top - 2:
            name_size -= 1
        y = max(top, cy - (_line_h(name_size, True) + note_h) // 2)
        theme.text_fit(surface, name, (x, y), column, name_size, theme.ACCENT, "topleft", True)
        y += _line_h(name_size, True)
        theme.text_fit(surface, note, (x, y), column, s.note_size, theme.TEXT_DIM, "topleft")
    elif column:
        theme.text_fit(surface, name, (x, cy), column, s.name_size, theme.ACCENT, "midleft", True)
    if not status:
        return
    left = x + (column + 20 if column else 0)
    right = row - pad - 8
    x = max(left, (left + right - status_w) // 2)  # centred in what the row leaves
    if scene.turn_seat is not None and not scene.presented_over():
        theme.seat_marker(surface, (x + 11, cy), 10 + 2 * k, scene.turn_seat, scene.colourblind)
    theme.text_fit(surface, status, (x + token, cy), right - x - token, size + int(PULSE * k), theme.TEXT,
                   "midleft", bold=True)  # fmt: skip


def _line_h(size: int, bold: bool = False) -> int:
    """A line's height at ``size`` as drawn (Large text too)."""
    return theme.font(size, bold).get_height()


def draw_pill(surface: pygame.Surface, message: str, fill, ink, size: int | None = None) -> pygame.Rect:
    """One line, bottom centre over the game area, in the pill's zone (``regions.pill_top``)."""
    s = sizes()
    size = size or s.pill_size
    width = theme.WIDTH - 48
    size = theme.fit_size(message, size, width - 28)
    text = theme.fit(message, size, width - 28)
    w = theme.font(size).size(text)[0] + 28
    pill = pygame.Rect(0, 0, w, s.pill_h - 4 - s.pill_gap)
    pill.midbottom = (theme.WIDTH // 2, theme.HEIGHT - s.pill_gap)
    pygame.draw.rect(surface, fill, pill, border_radius=15)
    theme.text(surface, text, pill.center, size, ink, "center")
    return pill


def draw_messages(scene, surface: pygame.Surface) -> None:
    if scene.message:
        draw_pill(surface, scene.message, theme.ACCENT, theme.INK)
    elif scene.hurry_hint_showing():
        hint = theme.whole_or(
            tr("game.hurry"), tr("game.hurry_short"), 16, theme.WIDTH - 76
        )  # the pill's room
        draw_pill(surface, hint, theme.BG_DARK, theme.TEXT_DIM, 16)


def default_row(scene) -> list:
    """The header's buttons right to left, each with the labels its width must hold. A desk's
    canvas has the log panel and the coach's card beside the game: no Log or Coach here."""
    coach, skip = scene.coach, scene.skip
    row = [
        (scene.menu_button, lambda: [tr("game.menu")]),
        (scene.undo_button, lambda: [tr("game.undo")]),
    ]
    if not regions.side_panels(layout.current()):
        row += [
            (scene.log_button, lambda: [tr("game.log.short")]),
            (coach.toggle, lambda: [tr("coach.toggle.on"), tr("coach.toggle.off")]),
        ]
    return row + [
        (skip.button, lambda: [skip.label()]),
        (scene.last_turn.button, lambda: [tr("game.last_turn")]),
    ]
