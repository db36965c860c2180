"""'Skip to my turn': the computers' turns played at once, then a summary of what they did.

The control shows while a human plays and the computers move before the next human decision.
Pressing it (click, tap, or the F key) mutes the table and, frame by frame, hurries every queued
animation to its end and lets the driver go on (the computers still think in their slices) until a
human is asked to decide. Every step still goes through the timeline, so the presented state, the
log and the scores land exactly as in watched play. Then a summary lists each computer's log lines.
"""

from __future__ import annotations

import time

import pygame

from game import theme
from game.i18n import tr, trn
from game.scene import Scene
from game.scenes.shared import frame
from game.scenes.shared.sheet import dismisses
from game.ui import Form

KEY = pygame.K_f  # used by no game; "fast forward" in both languages
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
FRAME_S = 0.010  # wall time a skipping frame may spend (the computers think in their own 4 ms slices)


class SkipControl:
    """The button, the F key and the skipping itself, for one game scene."""

    def __init__(self, scene):
        self.scene = scene
        self.active = False
        self.mark = 0  # log length when the skip began
        self.button = frame.header_button(
            self.label, self.start, "primary", visible=self.useful, hint=lambda: tr("game.skip")
        )
        self.button.full = True  # the header's row says which label it has room for (frame.arrange)

    def label(self) -> str:
        """The button's label: "Skip to my turn (F)" where the header's row has room, else short."""
        return tr("game.skip") if self.button.full else tr("game.skip.short")

    def useful(self) -> bool:
        """A human plays and the computers are to move before the next human decision."""
        scene = self.scene
        session = scene.session
        if self.active or scene.finished or not scene.agents or session.is_over:
            return False
        if all(seat.is_ai for seat in session.seats):
            return False
        return not scene.human_to_move() and scene.computers_step()

    def handle(self, event: pygame.event.Event) -> bool:
        """The F key and clicks on the button, before a click would only hurry the animation."""
        if not self.button.visible:
            return False
        # Enter on the focused button skips (it would otherwise only hurry the animation)
        focused = Form.show_focus and self.scene.form.focused is self.button
        if event.type == pygame.KEYDOWN and (event.key == KEY or (event.key in ENTER and focused)):
            self.start()
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1:
            if self.button.rect.collidepoint(event.pos):
                if event.type == pygame.MOUSEBUTTONUP:
                    self.start()
                return True
        return False

    def start(self) -> None:
        if self.active or not self.useful():
            return
        app = self.scene.app
        app.play("click")
        self.active = True
        self.mark = len(self.scene.log.entries)
        if app.audio is not None:
            app.audio.set_muted(True)  # dozens of dice and coins at once would only be noise

    def update(self) -> None:
        """While skipping: hurry everything queued and drive the game on, within a frame's share."""
        if not self.active:
            return
        scene, anim = self.scene, self.scene.app.anim
        began = time.perf_counter()
        while True:
            anim.finish_all()
            if scene.finished or scene.human_to_move() or anim.timeline.waiting:
                self.stop()
                return
            if time.perf_counter() - began > FRAME_S:
                return  # the next frame goes on (a computer may still be thinking)
            scene.drive()
            if scene.task is not None and not anim.busy:
                return  # thinking: one slice a frame, as always

    def halt(self) -> None:
        """Skipping ends and the sound comes back (a menu opened or the game was left: no summary)."""
        if self.active:
            self.active = False
            app = self.scene.app
            if app.audio is not None:
                app.audio.set_muted(app.settings.muted)

    def stop(self) -> None:
        """A human is to decide: skipping ends with the summary of what the computers did."""
        scene = self.scene
        self.halt()
        entries = scene.log.entries[self.mark :]
        if not scene.finished and entries:
            scene.app.stack.push(SkipSummary(scene.app, scene, entries))


class SkipSummary(Scene):
    """What each computer did while the player skipped, from the log; any tap or Enter closes it."""

    name = "skip_summary"
    opaque = False
    freezes_game = True

    def __init__(self, app, game, entries):
        super().__init__(app)
        self.game = game
        self.groups = self.group(game, entries)
        short = min(theme.WIDTH, theme.HEIGHT)  # text: 30/22/18 px on 1280x720, 24/20/17 on a phone
        self.title_size, self.head_size = min(30, short // 20), min(22, short // 24)
        self.SIZE = min(18, short // 28)  # the rows and Close
        self.step = int(self.SIZE * 1.4)  # a row
        self.top = 2 * self.title_size + 10  # the title's band
        self.heading = self.head_size + 14  # a seat's heading
        self.bottom = self.top - 6  # the close hint's band
        self.title_dy, self.close_dy = self.top // 2, self.bottom * 7 // 16  # their centres
        self.PANEL = pygame.Rect(0, 0, min(920, theme.WIDTH - 40), theme.HEIGHT - 20)
        self.PANEL = self.fitted()  # the room its lines need, at most the canvas

    def fitted(self) -> pygame.Rect:
        """The panel around its content (its lines, title and close hint), centred."""
        rows = self.lines()
        widest = [theme.font(self.title_size, True).size(tr("game.skip.title"))[0] + 60]
        widest.append(theme.font(self.SIZE).size(tr("game.skip.close"))[0] + 60)
        for _, row, heading in rows:
            widest.append(theme.font(self.head_size if heading else self.SIZE, heading).size(row)[0] + 96)
        height = self.top + self.bottom + sum(self.heading if h else self.step for _, _, h in rows)
        rect = pygame.Rect(0, 0, min(self.PANEL.width, max(widest)), min(self.PANEL.height, height))
        rect.center = (theme.WIDTH // 2, theme.HEIGHT // 2)
        return rect

    def tap_targets(self) -> list:
        """Any tap closes the summary: the whole canvas is its one target."""
        return [("the skip summary (a tap anywhere goes on)", pygame.Rect(0, 0, theme.WIDTH, theme.HEIGHT))]

    @staticmethod
    def group(game, entries) -> list[tuple[int, list]]:
        """Per computer seat (in seat order) its log lines; lines of no seat go with the seat before."""
        by_seat: dict[int, list] = {}
        seat = None
        for entry in entries:
            if entry.seat is not None:
                seat = entry.seat
            if seat is not None and seat in game.agents:
                by_seat.setdefault(seat, []).append(entry)
        return sorted(by_seat.items())

    def handle(self, event) -> None:
        if dismisses(event):
            self.app.play("click")
            self.app.stack.pop()

    def lines(self) -> list[tuple[int | None, str, bool]]:
        """(seat, text, heading) rows that fit the panel; the oldest lines of a long turn give way."""
        width = self.PANEL.width - 96
        name_of = self.game.session.name_of
        per_seat = []
        for seat, entries in self.groups:
            rows = []
            for entry in entries:
                rows += theme.wrap(entry.text(name_of), self.SIZE, width)
            per_seat.append((seat, rows))
        room = (self.PANEL.height - self.top - self.bottom - self.heading * len(per_seat)) // self.step
        keep = [len(rows) for _, rows in per_seat]
        while sum(keep) > room and max(keep) > 2:
            keep[keep.index(max(keep))] -= 1  # the longest turn gives way first (the log has it all)
        out: list[tuple[int | None, str, bool]] = []
        for (seat, rows), n in zip(per_seat, keep, strict=True):
            if len(rows) > n:
                rows = [trn("game.skip.earlier", len(rows) - n + 1)] + rows[-(n - 1) :]
            out.append((seat, name_of(seat), True))
            out += [(seat, row, False) for row in rows]
        return out

    def draw(self, surface) -> None:
        theme.veil(surface, 150)
        rect = self.PANEL
        theme.panel(surface, rect, colour=theme.BG_DARK, edge=theme.ACCENT_DARK)
        title_y = rect.y + self.title_dy
        theme.text(surface, tr("game.skip.title"), (rect.centerx, title_y), self.title_size, theme.ACCENT,
                   "center", True)  # fmt: skip
        y = rect.y + self.top
        colourblind = self.game.colourblind
        for seat, row, heading in self.lines():
            if heading:
                mid = y + self.heading // 2
                theme.seat_marker(surface, (rect.x + 44, mid), 10, seat, colourblind)
                theme.text(surface, row, (rect.x + 64, mid), self.head_size, theme.TEXT, "midleft", True)
                y += self.heading
            else:
                theme.text(surface, row, (rect.x + 64, y), self.SIZE, theme.TEXT_DIM)
                y += self.step
        close_y = rect.bottom - self.close_dy
        theme.text(surface, tr("game.skip.close"), (rect.centerx, close_y), self.SIZE, theme.ACCENT,
                   "center")  # fmt: skip
