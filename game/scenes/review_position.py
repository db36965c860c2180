"""A moment of a game as a picture (the Review, View board): the session as it stood before a log
entry, the game's own scene for it at rest, and a full-size picture of that scene; on a phone the
Review shows the picture full size (``PositionView``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import theme
from game.i18n import tr
from game.scene import Scene
from game.scenes.shared.coach_panel import MARK
from game.scenes.shared.sheet import dismisses
from game.session import Session

if TYPE_CHECKING:
    from game.scenes.review import ReviewScene


def session_at(session: Session, index: int) -> Session:
    """A copy of ``session`` as it stood before log entry ``index`` (for drawing that moment)."""
    snap = Session(session.game_id, session.config, session.seats, session.seed)
    snap.cut_from(session, index)
    return snap


def position_scene(app, snap: Session):
    """The game's own scene for the session ``snap``, showing its state at rest (not on the stack)."""
    from game.scenes.registry import game_scene

    scene = game_scene(app, snap)
    scene.presented = snap.state
    scene.rebuild_log()
    scene.sync_view()
    return scene


def position_picture(scene, marks) -> pygame.Surface:
    """A full-size picture of ``scene``'s position: its table and pieces, its controls in their
    disabled look, ``marks(canvas)`` over them, and the header saying whose turn it was."""
    from game.scenes.shared import frame

    canvas = pygame.Surface((theme.WIDTH, theme.HEIGHT))
    scene.draw_table(canvas)
    scene.draw_pieces(canvas)
    draw_controls(scene, canvas)
    marks(canvas)
    seat = scene.rules.current_player(scene.presented)  # without buttons that look tappable in a picture
    scene.turn_seat = seat if seat >= 0 else None
    frame.draw_header(scene, canvas)
    return canvas


def draw_controls(scene, canvas: pygame.Surface) -> None:
    """The game's own controls as they stood (Roll, Bank, ...), labelled but in their disabled
    look: a picture of a position is not a place to tap. The header's buttons stay off."""
    header = {id(button) for button, _ in scene.header_buttons()}
    for widget in scene.form.widgets:
        if id(widget) in header or not widget.visible:
            continue
        enabled, widget._enabled = widget._enabled, False
        try:
            widget.draw(canvas, False, False)
        finally:
            widget._enabled = enabled


class PositionView(Scene):
    """The reviewed position full size (its own text at the game's sizes), the coach's
    choice ringed in its colour and the player's in red; a tap anywhere or Esc goes back."""

    name = "review_position"
    freezes_game = True

    def __init__(self, app, review: ReviewScene, mistake):
        super().__init__(app)
        self.review, self.mistake = review, mistake

    def tap_targets(self) -> list:
        return [("the position (a tap anywhere goes back)", pygame.Rect(0, 0, theme.WIDTH, theme.HEIGHT))]

    def handle(self, event) -> None:
        if dismisses(event):
            self.app.play("click")
            self.app.stack.pop()

    def draw(self, surface) -> None:
        surface.blit(self.review.picture(self.mistake, full=True), (0, 0))
        note = tr("coach.review.position_close")
        w = theme.font(17, True).size(note)[0] + 32
        pill = pygame.Rect(0, 0, w, 32)
        pill.midbottom = (theme.WIDTH // 2, theme.HEIGHT - 2)
        pygame.draw.rect(surface, theme.BG_DARK, pill, border_radius=14)
        pygame.draw.rect(surface, MARK, pill, 2, border_radius=14)
        theme.text(surface, note, pill.center, 17, MARK, "center", True)
