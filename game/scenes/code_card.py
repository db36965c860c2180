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

from game import boxes, daily_play, games, layout, share, theme, webenv
from game.ai.base import ThinkingTask
from game.boxes import Box, Part, centred
from game.i18n import tr, trn
from game.scene import Scene, Transition
from game.scenes import registry
from game.scenes.code_field import CodeField, paste_into
from game.scenes.option_text import value_text
from game.scenes.outcome_text import detail_text
from game.ui import Button, Form, StackedIconButton
from game.webenv import paste_native

DECODE_SLICE_S = 0.008  # seconds of decoding per frame


class OpenCodeScene(Scene):
    """Paste a code or a link; Enter opens it (or says why it cannot)."""

    name = "open_code"

    def __init__(self, app, text: str = ""):
        super().__init__(app)
        self.text = text
        self.error = ""
        self.task: ThinkingTask | None = None  # the code being decoded, a slice a frame
        self.field = CodeField((0, 0, 0, 0), lambda: self.text, self.set, share.MAX_CODE, 22)
        self.waiting_paste = False
        self.form = Form([self.field,
                          Button((0, 0, 0, 0), lambda: tr("share.paste"), lambda: paste_into(self), "secondary"),
                          Button((0, 0, 0, 0), lambda: tr("share.open_go"), self.open, "primary"),
                          Button((0, 0, 0, 0), lambda: tr("share.back"), self.back, "secondary")],
                         on_back=self.back)  # fmt: skip
        self.geometry(layout.current())

    def geometry(self, lay: layout.Layout) -> None:
        """From the canvas: the hint in as many lines as the card's width needs, Open and Back
        one under the other when narrow."""
        w, h = lay.size
        width = min(900, w - 24)
        pad = 40 if width >= 700 else 20
        inner = width - 2 * pad
        self.hint = theme.wrap(tr("share.paste_hint"), 19, inner)
        self.step = int(theme.scaled(19) * 1.35)
        spots = boxes.buttons(Box(0, 0, inner, h), [190, 190], 56, 20)
        heights = [theme.scaled(32) + 38, len(self.hint) * self.step, max(54, lay.min_target), 3 * self.step,
                   spots[-1].bottom]  # fmt: skip
        parts = boxes.rows(Box(0, 20, inner, sum(heights) + 4 * 10), heights, 10)
        self.rect = pygame.Rect(centred(Box(0, 0, w, h), width, parts[-1].bottom + 24))
        self.parts = [pygame.Rect(b).move(self.rect.x + pad, self.rect.y) for b in parts]
        field, paste = boxes.columns(Box(*self.parts[2]), [Part(100, 1), 150], 16)
        self.field.rect, self.form.widgets[1].rect = pygame.Rect(field), pygame.Rect(paste)
        for button, spot in zip(self.form.widgets[2:], spots, strict=True):
            button.rect = pygame.Rect(spot).move(self.parts[4].topleft)

    def set(self, text: str) -> None:
        self.text = text
        self.error = ""
        self.task = None

    def handle(self, event) -> None:
        key = event.key if event.type == pygame.KEYDOWN else None
        if key == pygame.K_v and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.set(self.text + paste_native())
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.form.typing:
            self.open()
        else:
            self.form.handle(event)

    def update(self, dt: float) -> None:
        if self.waiting_paste:
            text = webenv.pasted()
            if text is not None:
                self.waiting_paste = False
                if text:
                    self.set(self.text + text)
                else:
                    self.error = tr("share.paste_failed")
        if self.task is not None:
            self.decode_slice()

    def open(self) -> None:
        """Start decoding the code (its first slice at once: a refusal of its form shows at once); a
        game by link pasted here (itch.io gives no link home) opens that game instead."""
        from game import bylink

        if bylink.extract(self.text).startswith(bylink.PREFIX):  # a game link (``#m=`` or its bare code)
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
        r, parts = self.rect, self.parts
        theme.text_fit(surface, tr("share.paste_title"), parts[0].center, parts[0].width, 32, theme.INK, "center",
                       True)  # fmt: skip
        for i, line in enumerate(self.hint):
            theme.text(surface, line, (r.centerx, parts[1].y + i * self.step), 19, theme.INK_DIM, "midtop")
        if self.error or self.task is not None:
            message = self.error or tr("share.reading")
            theme.paragraph(surface, message, parts[3], 18, theme.BAD if self.error else theme.INK)
        self.form.draw(surface)


class CodeCardScene(Scene):
    """What a code holds, and what to do with it."""

    name = "code_card"

    def __init__(self, app, shared: share.Shared):
        super().__init__(app)
        self.shared = shared
        self._thumb: pygame.Surface | None = None
        self.form = Form([Button((0, 0, 0, 0), lambda: tr("card.watch"), self.watch, "primary", size=22),
                          Button((0, 0, 0, 0), lambda: tr("card.challenge"), self.challenge, "primary", size=22),
                          Button((0, 0, 0, 0), lambda: tr("share.back"), self.back, "secondary", size=22)],
                         on_back=self.back, columns=3)  # fmt: skip
        self.geometry(layout.current())

    def geometry(self, lay: layout.Layout) -> None:
        """900x600 where there is room, else the whole canvas (a smaller picture and text under 600
        px tall); the buttons in a row at its foot, or one under another on a narrow card."""
        w, h = lay.size
        r = self.card = pygame.Rect(centred(Box(0, 0, w, h).inset(8), *((900, 600) if w >= 1200 else (w, h))))
        self.roomy = r.height >= 600
        self.pad, self.thumb_side = (30, 150) if self.roomy else (16, 90)
        widths = [max(140, theme.font(22, True).size(b.label())[0] + 40) for b in self.form.widgets]
        spots = boxes.buttons(Box(r.x + self.pad, 0, r.width - 2 * self.pad, h), widths, 58, 16)
        top = r.bottom - spots[-1].bottom - (22 if self.roomy else 8)
        for button, spot in zip(self.form.widgets, spots, strict=True):
            button.rect = pygame.Rect(spot).move(0, top)
        self.form.columns = 3 if spots[0].y == spots[-1].y else 1

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
            self._thumb = pygame.Surface((self.thumb_side, self.thumb_side))
            self._thumb.fill(theme.FELT)
            registry.draw_thumbnail(self.shared.game_id, self._thumb, self._thumb.get_rect())
        return self._thumb

    def draw(self, surface) -> None:
        """The picture, the title and what the code holds beside it; the players; the challenge
        text over the buttons."""
        surface.blit(theme.background(), (0, 0))
        r, shared, pad, side = self.card, self.shared, self.pad, self.thumb_side
        theme.panel(surface, r)
        surface.blit(self.thumbnail(), (r.x + pad, r.y + pad))
        pygame.draw.rect(surface, theme.PANEL_EDGE, (r.x + pad, r.y + pad, side, side), 2)
        x = r.x + side + 2 * pad - 4
        width = r.right - pad - x
        game = tr(f"{shared.game_id}.name")
        title = tr("card.title", game=game)
        y = r.y + (34 if self.roomy else 14)
        title_size = 32 if self.roomy else 26
        y += theme.text_fit(surface, title, (x, y), width, title_size, theme.INK, bold=True).height + 8
        lines = [self.options_text(), self.status_text()]
        if shared.original is not None:
            lines.append(self.challenge_of())
        size = 19 if self.roomy else 16
        for line in lines:
            y += theme.paragraph(surface, line, pygame.Rect(x, y, width, 60), size, theme.INK) + 4
        buttons = min(b.rect.y for b in self.form.widgets)
        room = pygame.Rect(r.x + pad, 0, r.width - 2 * pad, buttons - 12)
        players = max(y + 4, r.y + pad + side + (20 if self.roomy else 8))
        # the challenge text ends above the players' heading and a row each
        least = players + theme.scaled(17) + 17 + len(shared.session.seats) * (theme.scaled(20) + 6)
        top = self.draw_challenge_text(surface, room, least)
        self.draw_players(surface, players, top - 8)
        self.form.draw(surface)

    def draw_challenge_text(self, surface, room: pygame.Rect, least: int) -> int:
        """``challenge_text`` ending at ``room``'s bottom (above the buttons), in as many lines as fit
        under ``least``; returns its top."""
        size, spacing = (17, 1.35) if self.roomy else (15, 1.25)
        step = int(theme.scaled(size) * spacing)
        lines = theme.at_most(self.challenge_text(), size, room.width, max(1, (room.bottom - least) // step))
        for k, line in enumerate(lines):
            theme.text(surface, line, (room.x, room.bottom - (len(lines) - k) * step), size, theme.INK)
        return room.bottom - len(lines) * step

    def draw_players(self, surface, y: int, bottom: int) -> None:
        """A row per player: place, marker, name, what kind of player, score; on a narrow card the
        kind goes under the name."""
        session, r = self.shared.session, self.card
        outcome = session.outcome() if session.is_over else None
        theme.text(surface, tr("card.players"), (r.x + 30, y), 17, theme.INK_DIM)
        n = len(session.seats)
        narrow = r.width < 700
        y += theme.scaled(17) + 9
        two_lines = theme.scaled(20) + theme.scaled(15) + 14  # a narrow card's row: the kind under the name
        narrow = "two" if narrow and (bottom - y) // max(1, n) >= two_lines else "one" if narrow else ""
        row_h = min(two_lines if narrow == "two" else 40, (bottom - y) // max(1, n))
        names = [session.name_of(i) for i in range(n)]
        styles = session.seat_styles()
        score_w = 110 if narrow else 220
        name_w = r.right - 30 - score_w - 8 - (r.x + 102) if narrow else 300
        for i, seat in enumerate(session.seats):
            cy = y + i * row_h + row_h // 2
            if outcome is not None and outcome.places[i] == 1 and n > 1:
                pygame.draw.rect(surface, (250, 226, 160), (r.x + 24, cy - row_h // 2 + 2, r.width - 48, row_h - 4),
                                 border_radius=8)  # fmt: skip
            if outcome is not None and n > 1:
                theme.text(surface, f"{outcome.places[i]}.", (r.x + 36, cy), 20, theme.INK, "midleft", True)
            theme.seat_marker(surface, (r.x + 80, cy), 11, i, self.app.settings.colourblind, style=styles[i])
            kind = tr(f"kind.{seat.stat_kind}")
            if narrow == "two":
                theme.text_fit(
                    surface, names[i], (r.x + 102, cy + 1), name_w, 20, theme.INK, "bottomleft", True
                )
                theme.text_fit(surface, kind, (r.x + 102, cy + 1), name_w, 15, theme.INK_DIM, "topleft")
            else:  # one line; a narrow card's has no room for the kind (a computer's name says its level)
                theme.text_fit(surface, names[i], (r.x + 102, cy), name_w, 20, theme.INK, "midleft", True)
            if not narrow:
                theme.text_fit(surface, kind, (r.x + 420, cy), 200, 17, theme.INK_DIM, "midleft")
            if outcome is not None:
                score = detail_text(outcome.scores[i], names)
                theme.text_fit(surface, score, (r.right - 30, cy), score_w, 20, theme.INK, "midright", True)


# --- the title screen's entries ---------------------------------------------------------------------
def open_code_button(app) -> Button:
    """ "Open a code" in the title screen's top bar (which places it and sizes its label)."""

    def open_code():
        app.play("click")
        app.stack.push(OpenCodeScene(app), Transition("fade", 0.25))

    return Button((0, 4, 190, 55), lambda: tr("share.open"), open_code, "ghost", size=20)


def demo_button(rect, game_id: str, app) -> StackedIconButton:
    """ "Demo" beside a title card's picture, an eye over its word: watch the computers play this game."""
    from game.scenes.watch_setup import WatchSetupScene

    def watch():
        app.play("click")
        app.stack.push(WatchSetupScene(app, game_id), Transition("fade", 0.25))

    return StackedIconButton(rect, lambda: tr("watch.badge"), watch, "ghost", size=15, icon=draw_eye,
                             hint=lambda: tr("watch.button"))  # fmt: skip


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
