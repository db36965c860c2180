"""Sharing from the results screen, and the lines a challenge's or a daily's results card says.

``ShareScene`` shows the finished game's code and copies it: natively the code goes to pygame's
clipboard (``pygame.scrap``); in the browser a link (the site's address with ``#g=CODE``, see
``webenv.share_link``; inside itch.io or without an address the code and a line on how to open it)
goes to ``navigator.clipboard`` through pygbag's ``platform.window`` (on a phone also to the system
share sheet, ``navigator.share``), and when the page may not write the clipboard a selectable text
field with the link appears over the game (``webenv.show_selectable``).
"""

from __future__ import annotations

import pygame

from game import layout, share, theme, webenv
from game.boxes import Box, centred
from game.i18n import tr, trn
from game.scene import Scene
from game.scenes.copied import CopiedOverlay
from game.scenes.outcome_text import detail_text
from game.ui import Button, Form

BOX_W = 900


class ShareScene(CopiedOverlay):
    """The code of a finished game, copied as it opens."""

    name = "share"

    def __init__(self, app, session):
        super().__init__(app)
        self.code = share.encode(session)
        self.link = webenv.share_link(self.code)
        self.status = ""
        self.copy()
        self.geometry(layout.current())
        self.form = Form(
            [Button(self.close_box, lambda: tr("share.close"), self.close, "primary")], on_back=self.close
        )

    def geometry(self, lay: layout.Layout) -> None:
        """As wide as the canvas has room for, the code in lines of that width."""
        w, h = lay.size
        width = min(BOX_W, w - 24)
        pad = self.pad = 40 if width >= 700 else 20
        self.lines = chunks(self.code, 16, width - 2 * pad - 24)
        self.status_h = 56 if pad == 40 else 3 * int(18 * 1.35 * lay.text_scale)
        self.well_h = min(170, 16 + (theme.scaled(16) + 4) * len(self.lines))
        self.box = pygame.Rect(centred(Box(0, 0, w, h), width, 206 + self.status_h + self.well_h))
        self.close_box = Box(self.box.centerx - 110, self.box.bottom - 80, 220, max(56, lay.min_target))

    def copy(self) -> None:
        if webenv.IS_WEB:
            # A link only where it leads home (webenv.share_link); else the code and how to open it.
            webenv.copy_to_clipboard(self.link)
            linked = self.link != self.code
            self.status = "share.copied_link" if linked else "share.copied_code"
            webenv.share_sheet(self.link if linked else f"{self.code}\n{tr('share.how_to_open')}")
        else:
            self.status = "share.copied_code" if webenv.copy_native(self.code) else "share.copy_failed"

    def selectable(self) -> str:
        return self.link

    def draw(self, surface) -> None:
        theme.veil(surface, 160)
        box, lines = self.box, self.lines
        theme.panel(surface, box)
        theme.text_fit(surface, tr("share.title"), (box.centerx, box.y + 40), box.width - 40, 30, theme.INK, "center",
                       True)  # fmt: skip
        inner = box.width - 2 * self.pad
        theme.paragraph(surface, tr(self.status), pygame.Rect(box.x + self.pad, box.y + 74, inner, self.status_h), 18,
                        theme.INK)  # fmt: skip
        well = pygame.Rect(box.x + self.pad, box.y + 82 + self.status_h, inner, self.well_h)
        pygame.draw.rect(surface, (255, 252, 244), well, border_radius=8)
        pygame.draw.rect(surface, theme.PANEL_EDGE, well, 2, border_radius=8)
        size = 16 if len(lines) * (theme.scaled(16) + 4) <= well.height - 16 else max(14, theme.MIN_TEXT)
        step = theme.scaled(size) + 4
        for i, line in enumerate(lines[: (well.height - 16) // step]):
            theme.text(surface, line, (well.x + 12, well.y + 8 + i * step), size, theme.INK)
        theme.text(surface, tr("share.length", n=len(self.code)), (well.right, well.bottom + 8), 15, theme.INK_DIM,
                   "topright")  # fmt: skip
        self.form.draw(surface)


def chunks(code: str, size: int, width: int) -> list[str]:
    """The code cut into lines that fit ``width`` (a code has no spaces to wrap at)."""
    font = theme.font(size)
    lines, line = [], ""
    for ch in code:
        if font.size(line + ch)[0] > width:
            lines.append(line)
            line = ""
        line += ch
    return lines + [line] if line else lines


# --- the results screen's Share and lines -------------------------------------------------------
def share_scene(results) -> Scene:
    """What the results' Share opens: a daily's card, else the finished game's code."""
    results._picture = None  # the results card is drawn again under the overlay
    session = results.session
    if getattr(session.dice, "daily", ""):
        from game.scenes.daily_card import DailyCardScene

        return DailyCardScene.of_session(results.app, session)
    return ShareScene(results.app, session)


def comparison(session) -> tuple[str, str, str] | None:
    """(headline, your line, their line) of a finished challenge, else None."""
    dice = session.dice
    if dice is None or dice.rival_seat is None or not session.is_over:
        return None
    rival = dice.rival_game()
    if not rival.is_over:
        return None
    seat = dice.rival_seat
    name = dice.rival_label()
    you = result_line(session, seat, tr("challenge.you"))
    title = tr("challenge.practice" if dice.practice else "challenge.title", name=name)
    return title, you, result_line(rival, seat, name)


def result_line(session, seat: int, name: str) -> str:
    """ "Ana: 10,050 in 12 turns"; a solo game says it in its own words ("5,100 points in 15 turns")."""
    outcome = session.outcome()
    names = [session.name_of(i) for i in range(len(session.seats))]
    score = detail_text(outcome.scores[seat], names)
    detail = detail_text(outcome.details[seat], names) if seat < len(outcome.details) else ""
    if len(session.seats) == 1 and detail and detail != score:
        return f"{name}: {detail}"
    return tr("challenge.line", name=name, score=score, turns=trn("challenge.turns", session.turns()))


def daily_line(session) -> str:
    """ "Daily Farkle · 2026-11-29: this game counts" (or: practice, not counted)."""
    key = "daily.results.practice" if session.dice.practice else "daily.results.counted"
    return tr(key, game=tr(f"{session.game_id}.name"), date=session.dice.daily)
