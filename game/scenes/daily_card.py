"""A daily game's result card: the result, a square per turn or round, "Beat my 23 turns!" and Share.

Share copies a text with the emoji line and a link that opens the same daily for a friend
(``#d=DATE&g=CODE``, ``game/daily.py``); in the browser it goes to the clipboard and, on a phone,
to the system share sheet, as the results' Share does (``game/scenes/share_box.py``). Without a
site address (natively, inside itch.io) the text carries ``d=DATE&g=CODE``, which ``--daily``
reads as it is.
"""

from __future__ import annotations

import pygame

from game import boxes, daily, layout, theme, webenv
from game.boxes import Box, centred
from game.i18n import tr
from game.scenes.copied import CopiedOverlay
from game.ui import Button, Form

COLOURS = {
    daily.GOOD: (84, 170, 96),
    daily.FAIR: (232, 182, 76),
    daily.NONE: (236, 230, 216),
    daily.BAD: (214, 84, 72),
}


def score_text(beat) -> str:
    """ "23 turns", "3 stars, place 1": a stored result in words ("" for none)."""
    if beat is None:
        return ""
    key, n, place = beat
    return tr(key.replace("daily.beat.", "daily.score."), n=n, place=place)


class DailyCardScene(CopiedOverlay):
    name = "daily_card"

    def __init__(self, app, game_id: str, day: str, marks: list[str], beat, code: str, practice: bool = False,
                 friend: str = "", session=None):  # fmt: skip
        super().__init__(app)
        self.session = session  # a friend's daily, finished: the two games side by side
        self.game_id, self.day, self.marks, self.beat, self.code = game_id, day, list(marks), beat, code
        self.practice, self.friend = practice, friend
        buttons = [
            Button((0, 0, 0, 0), lambda: tr("daily.card.share"), self.share, "primary"),
            Button((0, 0, 0, 0), lambda: tr("daily.card.close"), self.close, "secondary"),
        ]
        if friend and session is not None:
            buttons.insert(0, Button((0, 0, 0, 0), lambda: tr("daily.card.compare"), self.compare, "primary"))
        self.geometry(layout.current(), buttons)
        self.form = Form(buttons, on_back=self.close, columns=len(buttons))

    def geometry(self, lay: layout.Layout, buttons: list[Button]) -> None:
        """The squares in rows of the card's width, the buttons in a row (or one under another)."""
        w, h = lay.size
        width = min(w - 24, 860)
        self.pad = 40 if width >= 700 else 16
        self.square = 22 if lay.min_target == 0 else 20
        self.per_line = max(1, (width - 2 * self.pad) // (self.square + 4))
        self.lines = max(1, -(-len(self.marks) // self.per_line))  # of squares
        bh = max(52, lay.min_target)
        spots = boxes.buttons(Box(self.pad, 0, width - 2 * self.pad, h), [220] * len(buttons), bh, 20)
        notes = 36 + (30 if self.practice or self.friend else 0) + 26
        text = round(notes * lay.text_scale)
        self.head = 110 + round(40 * (lay.text_scale - 1))  # the title and the score
        height = self.head + self.lines * (self.square + 4) + 12 + text + spots[-1].bottom + 18
        self.box = pygame.Rect(centred(Box(0, 0, w, h), width, height))
        y = self.box.bottom - spots[-1].bottom - 18
        for button, spot in zip(buttons, spots, strict=True):
            button.rect = pygame.Rect(spot).move(self.box.x, y)

    @classmethod
    def of_entry(cls, app, game_id: str, day: str, entry) -> DailyCardScene:
        """The card of a stored result (Today's Card)."""
        beat = entry.beat or ("daily.beat.turns", 0, 1)
        return cls(app, game_id, day, entry.marks, beat, entry.code)

    @classmethod
    def of_session(cls, app, session) -> DailyCardScene:
        """The card of a finished daily (the results' Share)."""
        from game import share

        headline = daily.headline(session)
        beat = (headline.key, headline.params["n"], headline.params.get("place", 1))
        dice = session.dice
        friend = "" if dice.rival_seat is None else tr("daily.card.friend", name=dice.rival_label())
        return cls(app, session.game_id, daily.day_of(session), daily.story(session), beat, share.encode(session),
                   dice.practice, friend, session)  # fmt: skip

    # --- sharing -------------------------------------------------------------------------------
    def beat_text(self) -> str:
        key, n, place = self.beat
        return tr(key, n=n, place=place)

    def link(self) -> str:
        tail = daily.link_text(self.day, self.code)
        base = webenv.share_base()
        return f"{base}#{tail}" if base else tail

    def text(self) -> str:
        story = daily.emoji_line(self.marks)
        head = tr("daily.share_text", game=tr(f"{self.game_id}.name"), date=self.day, story=story,
                  beat=self.beat_text())  # fmt: skip
        return f"{head}\n{self.link()}"

    selectable = text  # the text the browser shows to copy by hand when the clipboard fails

    def share(self) -> None:
        self.app.play("click")
        text = self.text()
        if webenv.IS_WEB:
            webenv.copy_to_clipboard(text)
            self.status = "share.copied_link" if webenv.share_base() else "share.copied_code"
            webenv.share_sheet(text)
        else:
            self.status = "share.copied_code" if webenv.copy_native(text) else "share.copy_failed"

    def compare(self) -> None:
        from game.scenes.daily_compare import CompareScene

        self.app.play("click")
        self.app.stack.push(CompareScene(self.app, self.session))

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        theme.veil(surface, 160)
        box = self.box
        theme.panel(surface, box)
        inner = box.width - 2 * self.pad
        title = tr("daily.card.title", game=tr(f"{self.game_id}.name"), date=self.day)
        theme.text_fit(surface, title, (box.centerx, box.y + 20), inner, 26, theme.INK_DIM, "midtop", True)
        score = score_text(self.beat)
        theme.text_fit(surface, score, (box.centerx, box.y + theme.scaled(26) + 28), inner, 34, theme.INK, "midtop",
                       True)  # fmt: skip
        y = box.y + self.head
        step = self.square + 4
        for i, mark in enumerate(self.marks):
            row, col = divmod(i, self.per_line)
            in_row = min(self.per_line, len(self.marks) - row * self.per_line)
            x0 = box.centerx - (in_row * step - 4) // 2
            r = pygame.Rect(x0 + col * step, y + row * step, self.square, self.square)
            pygame.draw.rect(surface, COLOURS[mark], r, border_radius=4)
            pygame.draw.rect(surface, theme.PANEL_EDGE, r, 1, border_radius=4)
        y += self.lines * step + 12
        theme.text_fit(
            surface, self.beat_text(), (box.centerx, y), inner, 24, theme.ACCENT_DARK, "midtop", True
        )
        y += theme.scaled(36)
        if self.practice or self.friend:
            note = tr("daily.card.practice") if self.practice else self.friend
            theme.text_fit(surface, note, (box.centerx, y), inner, 18, theme.BAD if self.practice else theme.INK,
                           "midtop", True)  # fmt: skip
            y += theme.scaled(30)
        if self.status:
            theme.text_fit(surface, tr(self.status), (box.centerx, y), inner, 16, theme.INK_DIM, "midtop")
        self.form.draw(surface)
