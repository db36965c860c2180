"""Opening a share code: paste it ("Open a code"), see what it holds, watch it or play its dice.

``OpenCodeScene`` is a text field for a pasted code or link (Ctrl+V pastes natively); a
code that cannot be used is refused with one sentence naming why, and nothing else
happens. ``CodeCardScene`` shows what a good code holds (game, options, players and the
result if the game finished) with the two choices: "Watch the replay" and "Play these dice"
(a challenge: the same game, options and dice, the recipient in the challenger's seat).
"""

from __future__ import annotations

import pygame

from game import games, share, theme, webenv
from game.i18n import tr, trn
from game.scene import Scene, Transition
from game.scenes import registry
from game.scenes.option_text import value_text
from game.scenes.results import detail_text
from game.ui import Button, Form, TextField
from game.webenv import paste_native

CARD = pygame.Rect(190, 60, 900, 600)
THUMB = 150
C_CARD, C_THUMB = pygame.Rect(8, 8, 944, 464), 90  # the compact layout's card fills the canvas


class CodeField(TextField):
    """A one-line field for a long code: shows its end, takes pastes whole."""

    def draw(self, surface, focused, hovered):
        rect = self.rect
        pygame.draw.rect(surface, theme.PANEL, rect, border_radius=8)
        pygame.draw.rect(surface, theme.FOCUS if focused else theme.PANEL_EDGE, rect, 3 if focused else 2,
                         border_radius=8)  # fmt: skip
        text, room = self.get(), rect.width - 30
        text = text[-(room // 4 + 1) :]  # no character is under 4 px wide: the rest cannot show anyway
        while text and theme.font(self.size).size(text)[0] > room:
            text = text[1:]
        if text != self.get():
            text = "…" + text[1:]
        r = theme.text(surface, text, (rect.x + 10, rect.centery), self.size, theme.INK, "midleft")
        if focused and (pygame.time.get_ticks() // 500) % 2 == 0:
            pygame.draw.line(surface, theme.INK, (r.right + 2, rect.y + 8), (r.right + 2, rect.bottom - 8), 2)


class OpenCodeScene(Scene):
    """Paste a code or a link; Enter opens it (or says why it cannot)."""

    name = "open_code"

    def __init__(self, app, text: str = ""):
        super().__init__(app)
        self.text = text
        self.error = ""
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
        self.app.play("click")
        self.form.set_focus(self.field)
        if webenv.IS_WEB:
            self.waiting_paste = webenv.request_paste()
        else:
            self.add_pasted(paste_native())

    def update(self, dt: float) -> None:
        if self.waiting_paste:
            text = webenv.pasted()
            if text is not None:
                self.waiting_paste = False
                if text:
                    self.add_pasted(text)
                else:
                    self.error = tr("share.paste_failed")

    def open(self) -> None:
        if bylink_code(self.text):  # a game by link pasted here (itch.io gives no link home)
            from game.scenes.bylink_play import open_link

            self.app.play("click")
            self.app.stack.pop()
            open_link(self.app, self.text)
            return
        try:
            shared = share.decode(self.text)
        except share.ShareError as exc:
            self.error = share.explain(exc)
            self.app.play("error")
            return
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
        if self.error:
            box = pygame.Rect(r.x + 40, r.y + 184, r.width - 80, 52)
            theme.paragraph(surface, self.error, box, 18, theme.BAD)
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
        self.app.play("click")
        self.app.start_game(self.shared.challenge_session())

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
            dice = shared.session.dice
            theme.text_fit(surface, tr("card.challenge_of", name=dice.rival_name or "?"), (x, r.y + 146), width, 19,
                           theme.INK)  # fmt: skip
        self.draw_players(surface, r.y + 200)
        mine = shared.challenger_seat()
        hint = tr("card.challenge_hint", name=shared.session.name_of(mine))
        box = pygame.Rect(r.x + 30, r.bottom - 176, r.width - 60, 86)
        theme.paragraph(surface, hint + " " + tr("card.same_dice"), box, 17, theme.INK)
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
            lines.append(tr("card.challenge_of", name=shared.session.dice.rival_name or "?"))
        for line in lines:
            y += theme.paragraph(surface, line, pygame.Rect(x, y, width, 60), 16, theme.INK)
        self.draw_players(surface, max(y + 4, r.y + C_THUMB + 24))
        mine = shared.challenger_seat()
        hint = tr("card.challenge_hint", name=shared.session.name_of(mine)) + " " + tr("card.same_dice")
        theme.paragraph(
            surface, hint, pygame.Rect(r.x + 16, r.bottom - 138, r.width - 32, 70), 15, theme.INK, 1.25
        )
        self.form.draw(surface)

    def draw_players(self, surface, y: int) -> None:
        session, r = self.shared.session, self.card
        outcome = session.outcome() if session.is_over else None
        theme.text(surface, tr("card.players"), (r.x + 30, y), 17, theme.INK_DIM)
        n = len(session.seats)
        row_h = min(40, (r.bottom - (190 if r is CARD else 142) - y - 26) // max(1, n))
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
    """The page was opened with ``#g=CODE``: the code's card, or the paste field saying why not."""
    from game.webenv import location_hash

    text = location_hash()
    if "g=" not in text:
        return None
    try:
        return CodeCardScene(app, share.decode(text))
    except share.ShareError as exc:
        scene = OpenCodeScene(app, share.extract(text))
        scene.error = share.explain(exc)
        return scene
