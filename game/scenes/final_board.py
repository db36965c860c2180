"""View board: the finished game's final position, over the results, with what decided it lit.

The position is drawn by the game's own scene, rebuilt at the end of the session (as Review's
"Show position" draws a position), which may ring and name what won (``final_marks``,
``final_view``: the Buttons line of five, the winner's chains); a one-line caption says it. Back
(or Esc) returns to the results, which are left as they were: nothing is counted or saved again.
"""

from __future__ import annotations

import pygame

from game import layout, theme
from game.boxes import Box
from game.i18n import tr
from game.scene import Scene, Transition
from game.scenes.review_position import position_picture, position_scene, session_at
from game.scenes.shared import regions
from game.scenes.shared.coach_panel import MARK
from game.ui import Button, Form

CAPTION_SIZE = 18


def geometry(lay: layout.Layout, name: str) -> tuple[Box, Box, Box]:
    """Back (at the right of the header's row of buttons), the part of the header it covers and
    the caption's room: right of the game's ``name`` as the header draws it, or upright across the
    row under the buttons."""
    w, _ = lay.size
    s = regions.header(lay)
    h = min(56, s.row_h - 4)
    back = Box(w - 12 - 150, (s.row_h - h) // 2, 150, h)
    if lay.upright:
        return back, Box(0, 0, w, s.h), Box(8, s.row_h, w - 16, s.h - s.row_h)
    left = max(8, s.button_y) + 4 + theme.font(s.name_size, True).size(name)[0] + 16
    return (
        back,
        Box(left, 0, w - left, back.bottom + back.y - 2),
        Box(left, back.y, back.x - 12 - left, back.h),
    )


def log_line(scene, back: int = 1) -> str:
    """The log's line ``back`` from the end (1: the game's end; 2: the deciding move before it)."""
    entries = scene.log.entries
    return entries[-back].text(scene.session.name_of) if len(entries) >= back else ""


def caption(scene, winner: int | None) -> str:
    """What won, in one line. A game's scene may put what won in view and say it itself
    (``final_view(winner)``: the Buttons line, the chains); otherwise the deciding turn is told."""
    if winner is None:  # a tie: the log's last line says how it ended
        return log_line(scene)
    own = getattr(scene, "final_view", None)
    said = own(winner) if own is not None else None
    return said or tr("board.last_turn", name=scene.session.name_of(winner), line=log_line(scene, 2))


def marks(scene, winner: int | None, canvas: pygame.Surface) -> None:
    """Rings on what decided the game, where the scene draws them (``final_marks``)."""
    own = getattr(scene, "final_marks", None)
    if winner is not None and own is not None:
        own(winner, canvas)


class FinalBoard(Scene):
    name = "final_board"
    freezes_game = True

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        winners = session.outcome().winners
        self.winner = winners[0] if len(winners) == 1 else None
        self.scene = position_scene(app, session_at(session, len(session.log)))
        self.caption = caption(self.scene, self.winner)
        self.picture = position_picture(self.scene, lambda canvas: marks(self.scene, self.winner, canvas))
        # Back and the caption sit in the header's row, over its title and its own buttons (which
        # are a picture here), so that nothing on the board is covered
        spot, self.cover, self.room = geometry(layout.current(), tr(f"{session.game_id}.name"))
        back = Button(spot, lambda: tr("board.back"), self.close, "primary", size=20)
        self.form = Form([back], on_back=self.close)

    def close(self) -> None:
        self.app.play("click")
        self.app.stack.pop(Transition("fade", 0.2))

    def draw(self, surface) -> None:
        surface.blit(self.picture, (0, 0))
        pygame.draw.rect(surface, theme.BG_DARK, self.cover)
        room = pygame.Rect(self.room)
        size = theme.fit_size(self.caption, CAPTION_SIZE, room.width - 28, True, theme.MIN_TEXT)
        text = theme.fit(self.caption, size, room.width - 28, True)
        pill = pygame.Rect(0, 0, theme.font(size, True).size(text)[0] + 28, min(44, room.height))
        pill.center = room.center
        pygame.draw.rect(surface, MARK, pill, 2, border_radius=14)
        theme.text(surface, text, pill.center, size, MARK, "center", True)
        self.form.draw(surface)
