"""The standard layout's top bar and message line (1280x720), as every game scene has drawn them.

The compact layout's frame is game/scenes/shared/frame.py; ``GameScene.draw_hud`` picks one.
"""

from __future__ import annotations

import pygame

from game import theme
from game.i18n import tr

HEADER_H = 68


def draw_standard(scene, surface: pygame.Surface) -> None:
    """Top bar (game name, whose turn), the message line and the buttons."""
    pygame.draw.rect(surface, theme.BG_DARK, (0, 0, theme.WIDTH, HEADER_H))
    pygame.draw.line(surface, theme.ACCENT_DARK, (0, HEADER_H), (theme.WIDTH, HEADER_H), 2)
    title = theme.text(
        surface, tr(f"{scene.session.game_id}.name"), (24, 34), 30, theme.ACCENT, "midleft", bold=True
    )
    note = scene.header_note()
    if note:
        title = theme.text(surface, note, (title.right + 14, 36), 18, theme.TEXT_DIM, "midleft", True)
    scene.draw_turn(surface, title.right + 24)
    if scene.message:
        r = theme.text_fit(surface, scene.message, (640, 700), 1200, 22, theme.INK, "midbottom")
        pill = r.inflate(28, 12)
        pygame.draw.rect(surface, theme.ACCENT, pill, border_radius=16)
        theme.text_fit(surface, scene.message, (640, 700), 1200, 22, theme.INK, "midbottom")
    elif scene.hurry_hint_showing():
        r = theme.text_fit(surface, tr("game.hurry"), (640, 704), 900, 16, theme.TEXT_DIM, "midbottom")
        r = r.inflate(20, 8)
        pygame.draw.rect(surface, theme.BG_DARK, r, border_radius=12)
        theme.text_fit(surface, tr("game.hurry"), (640, 704), 900, 16, theme.TEXT_DIM, "midbottom")
    scene.form.draw(surface)


def draw_turn(scene, surface: pygame.Surface, left: int = 300) -> None:
    """Whose turn it is, with the seat's token; it pulses when the turn changes."""
    status = scene.status_line()
    if not status:
        return
    k = scene.turn_pulse["k"]
    size = 24 + int(4 * k)
    width = theme.font(size, True).size(status)[0]
    seat = scene.turn_seat
    left += 28  # room for the token
    shown = [b for b in (scene.last_turn.button, scene.undo_button) if b.visible]
    room = min((b.rect.x for b in shown), default=scene.undo_button.rect.x) - 16 - left
    x = max(left, 640 - width // 2 + (14 if seat is not None else 0))
    if x + width > left + room:
        x = left
    if seat is not None and not scene.presented_over():
        theme.seat_marker(surface, (x - 22, 34), 11 + 2 * k, seat, scene.colourblind)
    theme.text_fit(surface, status, (x, 34), room, size, theme.TEXT, "midleft", bold=True)
