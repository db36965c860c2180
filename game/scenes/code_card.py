"""Opening a share code: paste it ("Open a code"), see what it holds, watch it or play its dice.

``OpenCodeScene`` is a text field for a pasted code or link (Ctrl+V pastes natively); a
code that cannot be used is refused with one sentence naming why, and nothing else
happens. A code is decoded (replayed completely) in slices of ``DECODE_SLICE_S`` per frame
(``share.decode_steps``), so even the longest code never holds up a frame in the browser. ``CodeCardScene`` shows what a good code holds (game, options, players and the
result if the game finished) with the two choices: "Watch the replay" and "Play these dice"
(a challenge: the same game, options and dice, the recipient in the challenger's seat).
"""

from __future__ import annotations

import pygame

from game import daily_play, games, share, theme, webenv
from game.ai.base import ThinkingTask
from game.i18n import tr, trn
from game.scene import Scene, Transition
from game.scenes import registry
from game.scenes.code_field import CodeField, paste_into
from game.scenes.option_text import value_text
from game.scenes.results import detail_text
from game.ui import Button, Form
from game.webenv import paste_native

CARD = pygame.Rect(190, 60, 900, 600)
THUMB = 150
C_CARD, C_THUMB = pygame.Rect(8, 8, 944, 464), 90  # the compact layout's card fills the canvas
DECODE_SLICE_S = 0.008  # seconds of decoding per frame


class OpenCodeScene(Scene):
    """Paste a code or a link; Enter opens it (or says why it cannot)."""

    name = "open_code"

    def __init__(self, app, text: str = ""):
        super().__init__(app)
        self.text = text
        self.error = ""
        self.task: ThinkingTask | None = None  # the code being decoded, a slice a frame
        self.rect = pygame.Rect(0, 0, 900, 330)
        self.rect.center = (theme.WIDTH // 2, theme.HEIGHT // 2)
        r = self.rect
        self.field = CodeField(
            (r.x + 40, r.y + 120, r.width - 240, 54 + theme.compact()), self.get, self.set, share.MAX_CODE, 22
        )
        self.waiting_paste = False
        self.form = Form(
            [
                self.field,
                Button((r.right - 190, r.y + 120, 150, 54 + theme.compact()), lambda: tr("share.paste"), self.paste,
                       "secondary"),
                Button((r.right - 440, r.bottom - 84, 190, 56), lambda: tr("share.open_go"), self.open, "primary"),
                Button((r.right - 230, r.bottom - 84, 190, 56), lambda: tr("share.back"), self.back, "secondary"),
            ],
            on_back=self.back,
        )  # fmt: skip

    def get(self) -> str:
        return self.text

    def set(self, text: str) -> None:
        self.text = text
        self.error = ""
        self.task = None

    def typing(self) -> bool:
        return self.form.typing

    def handle(self, event) -> None:
        if (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_v
            and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        ):
            self.add_pasted(paste_native())
            return
        if (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            and self.form.typing
        ):
            self.open()
            return
        self.form.handle(event)

    def add_pasted(self, text: str) -> None:
        self.set(self.text + text)

    def paste(self) -> None:
        """The Paste button: the browser's clipboard (``navigator.clipboard.readText``), natively pygame's."""
        paste_into(self)

    def update(self, dt: float) -> None:
        if self.waiting_paste:
            text = webenv.pasted()
            if text is not None:
                self.waiting_paste = False
                if text:
                    self.add_pasted(text)
                else:
                    self.error = tr("share.paste_failed")
        if self.task is not None:
            self.decode_slice()

    def open(self) -> None:
        """Start decoding the code (its first slice at once: a refusal of its form shows at once); a
        game by link pasted here (itch.io gives no link home) opens that game instead."""
        if bylink_code(self.text):
            from game.scenes.bylink_play import open_link

            self.app.play("click")
            self.app.stack.pop()
            open_link(self.app, self.text)
            return
        if daily_play.is_link(self.text):  # a friend's daily: that daily, counted as this player's
            self.app.play("click")
            self.error = daily_play.open_link(self.app, self.text)  # or the daily starts (or asks first)
            return
        self.error = ""
        self.task = ThinkingTask.of(share.decode_steps(self.text))
        self.decode_slice()

    def decode_slice(self) -> None:
        try:
            done = self.task.step(DECODE_SLICE_S)
        except share.ShareError as exc:
            self.task = None
            self.error = share.explain(exc)
            self.app.play("error")
            return
        if done:
            shared, self.task = self.task.action, None
            self.app.play("click")
            self.app.stack.replace(CodeCardScene(self.app, shared), Transition("fade", 0.25))

    def back(self) -> None:
        self.app.play("click")
        self.app.stack.pop()

    def draw(self, surface) -> None:
        surface.blit(theme.background(), (0, 0))
        theme.panel(surface, self.rect)
        r = self.rect
        theme.text(surface, tr("share.paste_title"), (r.centerx, r.y + 46), 32, theme.INK, "center", True)
        theme.text_fit(surface, tr("share.paste_hint"), (r.centerx, r.y + 92), r.width - 60, 19, theme.INK_DIM,
                       "center")  # fmt: skip
        if self.error or self.task is not None:
            box = pygame.Rect(r.x + 40, r.y + 184, r.width - 80, 52)
            message = self.error or tr("share.reading")
            theme.paragraph(surface, message, box, 18, theme.BAD if self.error else theme.INK)
        self.form.draw(surface)


class CodeCardScene(Scene):
    """What a code holds, and what to do with it."""

    name = "code_card"

    def __init__(self, app, shared: share.Shared):
        super().__init__(app)
        self.shared = shared
        self._thumb: pygame.Surface | None = None
        r = self.card = C_CARD if theme.compact() else CARD
        y = r.bottom - 80 if r is CARD else r.bottom - 66
        self.form = Form(
            [
                Button((r.x + 30, y, 330, 58), lambda: tr("card.watch"), self.watch, "primary", size=22),
                Button((r.x + 380, y, 330, 58), lambda: tr("card.challenge"), self.challenge, "primary", size=22),
                Button((r.right - 170, y, 140, 58), lambda: tr("share.back"), self.back, "secondary", size=22),
            ],
            on_back=self.back,
            columns=3,
        )  # fmt: skip

    # --- actions -------------------------------------------------------------------------
    def back(self) -> None:
        self.app.play("click")
        self.app.go_title()

    def reopen(self) -> None:
        """Back from a replay to this card."""
        self.app.stack.reset(self, Transition("fade", 0.3))

    def watch(self) -> None:
        from game.scenes.replay import replay_scene

        self.app.play("click")
        self.app.stack.reset(replay_scene(self.app, self.shared, self.reopen), Transition("fade", 0.35))

    def challenge(self) -> None:
        from game.scenes.challenge import play_challenge

        self.app.play("click")
        play_challenge(self.app, self.shared)

    # --- what it says ----------------------------------------------------------------------
    def options_text(self) -> str:
        rules = games.rules_for(self.shared.game_id)
        config = self.shared.config
        defaults = rules.default_config(config["players"])
        parts = [
            f"{tr(o.label_key)}: {value_text(o, config[o.key])}"
            for o in rules.options()
            if o.key in config and config[o.key] != defaults.get(o.key)
        ]
        return tr("card.options", options=" · ".join(parts)) if parts else tr("card.no_options")

    def challenge_of(self) -> str:
        """A challenge code's line: whose dice it was played on (a code does not carry that name)."""
        name = self.shared.session.dice.rival_name
        return tr("card.challenge_of", name=name) if name else tr("card.challenge_code")

    def challenge_text(self) -> str:
        """Whose seat you take, who plays the others, what "the same dice" means, and that a code
        carries its dice (a friendly challenge; a second try is practice)."""
        from game.rules.base import GameRules
        from game.scenes.challenge import tried_before

        shared, session = self.shared, self.shared.session
        mine = shared.challenger_seat()
        name = session.name_of(mine)
        parts = [tr("card.challenge_hint", name=name)]
        if shared.humans_replaced(mine):
            names = ", ".join(session.name_of(i) for i in shared.humans_replaced(mine))
            parts.append(tr("card.computers_for", names=names))
        dice = type(games.rules_for(shared.game_id)).apply_chance is not GameRules.apply_chance
        parts.append(tr("card.same_dice", name=name) if dice else tr("card.same_deal"))
        parts.append(tr("card.friendly"))
        if tried_before(self.app, shared):
            parts.append(tr("card.practice"))
        return " ".join(parts)

    def status_text(self) -> str:
        session = self.shared.session
        if session.is_over:
            return tr("card.finished", turns=trn("results.turns", session.turns()))
        return tr("card.unfinished", n=len(self.shared.decisions))

    def thumbnail(self) -> pygame.Surface:
        """The game's picture, drawn once (the card's layout gives its size)."""
        if self._thumb is None:
            side = C_THUMB if self.card is C_CARD else THUMB
            self._thumb = pygame.Surface((side, side))
            self._thumb.fill(theme.FELT)
            registry.draw_thumbnail(self.shared.game_id, self._thumb, self._thumb.get_rect())
        return self._thumb

    def draw(self, surface) -> None:
        surface.blit(theme.background(), (0, 0))
        r, shared = self.card, self.shared
        if r is C_CARD:
            self.draw_compact(surface)
            return
        theme.panel(surface, r)
        surface.blit(self.thumbnail(), (r.x + 30, r.y + 30))
        pygame.draw.rect(surface, theme.PANEL_EDGE, (r.x + 30, r.y + 30, THUMB, THUMB), 2)
        x, width = r.x + THUMB + 56, r.right - THUMB - 86
        game = tr(f"{shared.game_id}.name")
        theme.text_fit(surface, tr("card.title", game=game), (x, r.y + 34), width, 32, theme.INK, bold=True)
        theme.text_fit(surface, self.options_text(), (x, r.y + 86), width, 19, theme.INK_DIM)
        theme.text_fit(surface, self.status_text(), (x, r.y + 116), width, 19, theme.INK)
        if shared.original is not None:
            theme.text_fit(surface, self.challenge_of(), (x, r.y + 146), width, 19, theme.INK)
        top = self.draw_challenge_text(
            surface, pygame.Rect(r.x + 30, 0, r.width - 60, r.bottom - 92), 17, 1.35
        )
        self.draw_players(surface, r.y + 200, top - 8)
        self.form.draw(surface)

    def draw_compact(self, surface) -> None:
        """The compact card: a smaller picture, the same lines, the players in short rows."""
        r, shared = self.card, self.shared
        theme.panel(surface, r)
        surface.blit(self.thumbnail(), (r.x + 16, r.y + 16))
        pygame.draw.rect(surface, theme.PANEL_EDGE, (r.x + 16, r.y + 16, C_THUMB, C_THUMB), 2)
        x, width = r.x + C_THUMB + 32, r.right - C_THUMB - 48
        game = tr(f"{shared.game_id}.name")
        theme.text_fit(surface, tr("card.title", game=game), (x, r.y + 14), width, 26, theme.INK, bold=True)
        y = r.y + 48
        lines = [self.options_text(), self.status_text()]
        if shared.original is not None:
            lines.append(self.challenge_of())
        for line in lines:
            y += theme.paragraph(surface, line, pygame.Rect(x, y, width, 60), 16, theme.INK)
        top = self.draw_challenge_text(
            surface, pygame.Rect(r.x + 16, 0, r.width - 32, r.bottom - 74), 15, 1.25
        )
        self.draw_players(surface, max(y + 4, r.y + C_THUMB + 24), top - 4)
        self.form.draw(surface)

    def draw_challenge_text(self, surface, room: pygame.Rect, size: int, spacing: float) -> int:
        """``challenge_text`` ending at ``room``'s bottom (above the buttons); returns its top."""
        text = self.challenge_text()
        top = room.bottom - len(theme.wrap(text, size, room.width)) * int(size * spacing)
        theme.paragraph(surface, text, pygame.Rect(room.x, top, room.width, room.bottom - top), size, theme.INK,
                        spacing)  # fmt: skip
        return top

    def draw_players(self, surface, y: int, bottom: int) -> None:
        session, r = self.shared.session, self.card
        outcome = session.outcome() if session.is_over else None
        theme.text(surface, tr("card.players"), (r.x + 30, y), 17, theme.INK_DIM)
        n = len(session.seats)
        row_h = min(40, (bottom - y - 26) // max(1, n))
        names = [session.name_of(i) for i in range(n)]
        styles = session.seat_styles()
        for i, seat in enumerate(session.seats):
            cy = y + 26 + i * row_h + row_h // 2
            if outcome is not None and outcome.places[i] == 1 and n > 1:
                pygame.draw.rect(surface, (250, 226, 160), (r.x + 24, cy - row_h // 2 + 2, r.width - 48, row_h - 4),
                                 border_radius=8)  # fmt: skip
            if outcome is not None and n > 1:
                theme.text(surface, f"{outcome.places[i]}.", (r.x + 36, cy), 20, theme.INK, "midleft", True)
            theme.seat_marker(surface, (r.x + 80, cy), 11, i, self.app.settings.colourblind, style=styles[i])
            theme.text_fit(surface, names[i], (r.x + 102, cy), 300, 20, theme.INK, "midleft", True)
            theme.text_fit(
                surface, tr(f"kind.{seat.stat_kind}"), (r.x + 420, cy), 200, 17, theme.INK_DIM, "midleft"
            )
            if outcome is not None:
                score = detail_text(outcome.scores[i], names)
                theme.text_fit(surface, score, (r.right - 30, cy), 220, 20, theme.INK, "midright", True)

    def handle(self, event) -> None:
        self.form.handle(event)


# --- the title screen's entries ---------------------------------------------------------------------
def bylink_code(text: str) -> bool:
    """The pasted text is a game link (``#m=`` or its bare code), not a share code."""
    from game import bylink

    return bylink.extract(text).startswith(bylink.PREFIX)


def open_code_button(right: int, app) -> Button:
    """ "Open a code" in the title screen's top bar, ending at ``right``."""

    def open_code():
        app.play("click")
        app.stack.push(OpenCodeScene(app), Transition("fade", 0.25))

    return Button((right - 190, 20, 190, 44), lambda: tr("share.open"), open_code, "ghost", size=20)


def demo_button(card: pygame.Rect, game_id: str, app) -> Button:
    """ "Demo" over the corner of a title card's picture: watch the computers play this game."""
    from game.scenes.watch_setup import WatchSetupScene

    def watch():
        app.play("click")
        app.stack.push(WatchSetupScene(app, game_id), Transition("fade", 0.25))

    button = Button((card.x + 18, card.y + 106, 120, 34), lambda: tr("watch.badge"), watch, "ghost", size=17,
                    icon=draw_eye)  # fmt: skip
    button.game_id = game_id
    return button


def draw_eye(surface, rect: pygame.Rect, ink) -> None:
    """An eye: watching, not playing."""
    eye = pygame.Rect(0, 0, rect.width, int(rect.height * 0.62))
    eye.center = rect.center
    pygame.draw.ellipse(surface, ink, eye, 2)
    pygame.draw.circle(surface, ink, rect.center, max(2, rect.height // 5))


def link_scene(app) -> Scene | None:
    """The page was opened with ``#g=CODE``: the paste field with the code, decoding it a slice a
    frame; then the code's card, or the field says why not."""
    from game.webenv import location_hash

    text = location_hash()
    if "g=" not in text:
        return None
    scene = OpenCodeScene(app, share.extract(text))
    scene.task = ThinkingTask.of(share.decode_steps(scene.text))
    return scene
