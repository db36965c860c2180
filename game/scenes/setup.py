"""Player setup for one game: seats (human / computer level, name), variants, start."""

from __future__ import annotations

from collections.abc import Callable

import pygame
from pygame import Rect

from game import games, i18n, layout, theme
from game.boxes import Box, Part, columns, rows
from game.i18n import tr
from game.layout import MARGIN
from game.names import clean_name
from game.rules.base import RulesError
from game.scene import Scene, Transition
from game.scenes.bylink_list import by_link_button
from game.scenes.bylink_play import trust_line
from game.scenes.option_text import value_text
from game.session import Seat, Session, default_name
from game.ui import Button, Choice, Form, TextField, Widget
from game.warmup import SceneWarmup

SEAT_KINDS = ("human", "easy", "medium", "hard")
RAIL_W = 190  # sideways: the rail with the game's name, the tabs and the buttons
OPTIONS_W = 400  # the options' column, where the canvas has room for it beside the seats


def geometry(lay: layout.Layout, count: int) -> dict:
    """The setup screen from the canvas. With room for both (1280x720): the game's name, the seats
    and the options side by side, a row of buttons at the foot. Else a tab each for the seats and
    the options: held sideways beside a rail with the name, the tabs and the buttons; upright the
    name, the tabs, the seats or options, then two rows of buttons."""
    w, h = lay.size
    t = lay.min_target or 50  # a row's height: a finger's on a phone
    pitch = t + (lay.gap + 1 if lay.gap else 8)
    whole = Box(MARGIN, MARGIN, w - 2 * MARGIN, h - 2 * MARGIN)
    geo: dict = {"tabs": None, "pitch": pitch}
    if whole.w >= 1100 and whole.h >= 600:  # room for the seats and the options side by side
        geo["name"], body, foot = rows(whole.inset(32, 8), [60, Part(0, 1), 56], gap=16)
        both = columns(body, [Part(0, 1), OPTIONS_W], gap=40)
        geo["heads"] = [Box(c.x, c.y, c.w, 30) for c in both]  # "Who is playing?", "Options"
        left, geo["options"] = (rows(c, [30, Part(0, 1)], gap=6)[1] for c in both)
        parts = [200, 240, Part(0, 1), 220, 240]
        geo["back"], geo["howto"], _, geo["bylink"], geo["start"] = columns(foot, parts, gap=20)
    elif whole.w >= 900:
        left, rail = columns(whole, [Part(0, 1), RAIL_W], gap=10)
        geo["name"] = Box(rail.x, 8, rail.w, 36)
        geo["tabs"] = [Box(rail.x, 48, rail.w, t), Box(rail.x, 113, rail.w, t)]
        geo["howto"], geo["back"], geo["bylink"] = (Box(rail.x, y, rail.w, t) for y in (220, 285, 350))
        geo["start"] = Box(rail.x, rail.bottom - 58, rail.w, 58)
    else:
        geo["name"], tabs, left, one, two = rows(whole, [36, t, Part(0, 1), t, t], gap=lay.gap)
        geo["tabs"] = columns(tabs, [Part(0, 1)] * 2, gap=lay.gap)
        geo["howto"], geo["bylink"] = columns(one, [Part(0, 1)] * 2, gap=lay.gap)
        geo["back"], geo["start"] = columns(two, [Part(0, 1)] * 2, gap=lay.gap)
    geo["left"] = left
    geo.setdefault("options", left)
    geo["count"] = Box(left.x, left.y, min(360, left.w), t)
    kind_w = 420 if left.w >= 700 else (left.w - t - 20) * 3 // 5
    geo["seats"] = [
        (Box(left.x, y, t, t), Box(left.x + t + 10, y, kind_w, t), Box(left.x + t + kind_w + 20, y,
         left.right - left.x - t - kind_w - 20, t))
        for y in (left.y + pitch * (i + 1) for i in range(count))
    ]  # fmt: skip
    wide = left.w - 376 >= 300
    geo["hint"] = Rect(left.x + 376, left.y, left.w - 376, 58) if wide else Rect(left.x + 6, left.y + pitch * (count + 1), left.w - 12, 2 * int(theme.scaled(15) * 1.25))  # fmt: skip
    return geo


class StyleButton(Widget):
    """A seat's marker; clicking (or Enter) gives the seat the next free colour and shape."""

    def __init__(self, rect, scene: SetupScene, seat: int, visible=True):
        super().__init__(rect, visible=visible)
        self.scene = scene
        self.seat = seat

    def activate(self) -> None:
        self.scene.next_style(self.seat)

    def draw(self, surface, focused, hovered):
        if hovered or focused:
            pygame.draw.circle(surface, (40, 80, 60), self.rect.center, self.rect.width // 2 + 2)
        theme.seat_marker(
            surface,
            self.rect.center,
            17,
            self.seat,
            self.scene.app.settings.colourblind,
            style=self.scene.styles[self.seat],
        )
        if focused:
            pygame.draw.circle(surface, theme.FOCUS, self.rect.center, self.rect.width // 2 + 4, 3)


class SetupScene(Scene):
    name = "setup"

    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.game_id = game_id
        self.rules = games.rules_for(game_id)
        self.count = max(self.rules.min_players, min(2, self.rules.max_players))
        self.kinds = ["human"] + ["medium"] * (self.rules.max_players - 1)
        self.names = [""] * self.rules.max_players
        self.styles = list(range(self.rules.max_players))
        self.config = self.rules.default_config(self.count)
        self.error = ""
        self.tab = "players"  # without room for both: the seats, or the options, beside the same buttons
        self.build()
        self.warmup = SceneWarmup(app, self.warm_session)  # the game's first drawings, before Start

    def warm_session(self) -> Session | None:
        try:
            return Session(self.game_id, self.config, self.seats(), 0)
        except (RulesError, ValueError):
            return None

    def update(self, dt: float) -> None:
        self.warmup.step()

    def rests(self) -> bool:
        return self.warmup.done and not self.form.typing  # the game is warm; no text cursor blinks

    # --- model ---------------------------------------------------------------------
    def set_count(self, n: int) -> None:
        self.count = n
        old = self.config
        self.config = self.rules.default_config(n)
        for key, value in old.items():
            if key != "players" and key in self.config:
                trial = dict(self.config, **{key: value})
                try:
                    self.config = self.rules.validate_config(trial)
                except RulesError:
                    pass
        self.build()

    def set_option(self, key: str, value) -> None:
        trial = dict(self.config, **{key: value})
        try:
            self.config = self.rules.validate_config(trial)
            self.error = ""
        except RulesError as exc:
            self.error = tr(exc.key, **exc.params) if exc.key else str(exc)

    def next_style(self, seat: int) -> None:
        """Cycle the seat's colour + shape, skipping those other seats wear."""
        taken = {self.styles[i] for i in range(self.count) if i != seat}
        n = len(theme.SEAT_COLOURS)
        for step in range(1, n + 1):
            candidate = (self.styles[seat] + step) % n
            if candidate not in taken:
                self.styles[seat] = candidate
                self.app.play("click")
                return

    def seat(self, i: int, name: str = "") -> Seat:
        kind, style = self.kinds[i], self.styles[i]
        return Seat("human", name, style=style) if kind == "human" else Seat("ai", name, kind, style)

    def placeholder(self, i: int) -> str:
        return default_name(i, self.seat(i))

    def seats(self) -> list[Seat]:
        # an empty name: the default name, shown in the current language
        return [self.seat(i, clean_name(self.names[i])) for i in range(self.count)]

    def start(self) -> None:
        """Start the game; if this game has a save, first ask whether to replace it."""
        from game.scenes.confirm import ask_replace

        ask_replace(self.app, self.game_id, self.start_new)

    def start_new(self) -> None:
        try:
            session = Session(self.game_id, self.config, self.seats(), self.app.new_seed())
        except (RulesError, ValueError) as exc:
            self.error = str(exc)
            self.app.play("error")
            return
        self.app.play("click")
        self.app.start_game(session)

    # --- widgets -------------------------------------------------------------------
    def build(self) -> None:
        geo = self.geo = geometry(layout.current(), self.count)
        tabs, big = geo["tabs"], theme.roomy()
        on_seats = (lambda: self.tab == "players") if tabs else True
        on_options = (lambda: self.tab == "options") if tabs else True
        counts = list(range(self.rules.min_players, self.rules.max_players + 1))
        widgets: list[Widget] = [
            Choice(geo["count"], lambda: tr("setup.seats"), counts, lambda: self.count, self.set_count,
                   enabled=len(counts) > 1, size=19 + big, value_w=190, visible=on_seats)
        ]  # fmt: skip
        widgets += self.seat_widgets(geo["seats"], 18 + 2 * big, 19 + big, 290, on_seats)
        area = geo["options"]
        stacked = area.w < 600  # narrow: each option's name over its value
        pitch = (92 if big else 100) if stacked else geo["pitch"]  # stacked: arrows a finger wide
        options = self.option_choices(
            lambda k: pygame.Rect(area.x, area.y + k * pitch, area.w, pitch - 11 + 3 * big),
            size=19 if stacked else 18, value_w=400, stacked=stacked, visible=on_options
        )  # fmt: skip
        widgets += options
        self.options_bottom = area.y + pitch * len(options)  # the setup note starts below the last option
        if tabs:
            widgets += [
                TabButton(tabs[0], lambda: tr("setup.title"), lambda: self.show_tab("players"), on_seats),
                TabButton(tabs[1], lambda: tr("setup.options"), lambda: self.show_tab("options"), on_options),
            ]  # fmt: skip
        buttons = [
            Button(geo["howto"], lambda: tr("setup.howto"), self.howto, "secondary", size=19 + 2 * big),
            Button(geo["back"], lambda: tr("setup.back"), self.back, "secondary", size=19 + 2 * big),
            by_link_button(geo["bylink"], self, 17 + 3 * big),
            Button(geo["start"], lambda: tr("setup.start"), self.start, "primary", size=21 + big),
        ]
        widgets += sorted(buttons, key=lambda b: (b.rect.y, b.rect.x))  # as they are read; Start last
        self.form = Form(widgets, on_back=self.back)
        self.form.focus = len(widgets) - 1

    def seat_widgets(self, seats, size: int, name_size: int, value_w: int, visible=True) -> list[Widget]:
        """Each seat's marker, kind and name in the rectangles ``seats`` gives; a narrow kind says
        only the level (the marker says which seat)."""
        out: list[Widget] = []
        for i, (marker, kind, field) in enumerate(seats):
            wide = kind.w > 380
            label = (lambda i=i: tr("setup.seat_n", n=i + 1)) if wide else ""
            out.append(StyleButton(marker, self, i, visible=visible))
            out.append(Choice(kind, label, SEAT_KINDS, lambda i=i: self.kinds[i], lambda v, i=i: self._set_kind(i, v),
                              show=lambda v, wide=wide: tr(f"kind.{v}" if wide or v == "human" else f"level.{v}"),
                              brief=lambda v: tr("kind.human" if v == "human" else f"level.{v}"),
                              size=size, value_w=min(value_w, kind.w - 8), visible=visible))  # fmt: skip
            out.append(TextField(field, lambda i=i: self.names[i], lambda v, i=i: self._set_name(i, v), size=name_size,
                                 visible=visible))  # fmt: skip
        return out

    def option_choices(self, rect_of, **style) -> list[Choice]:
        """A Choice for every option that applies now, placed by ``rect_of(index)``, with the
        layout's ``style`` (the Choice's keyword arguments)."""
        out = []
        for opt in self.rules.options():
            if not opt.applies(self.count) or opt.key not in self.config:
                continue
            values = list(opt.choices) + [v for v in opt.more if v not in opt.choices]
            if all(isinstance(v, int) and not isinstance(v, bool) for v in values):
                values.sort()
            out.append(
                Choice(
                    rect_of(len(out)),
                    lambda o=opt: tr(o.label_key),
                    values,
                    lambda k=opt.key: self.config.get(k),
                    lambda v, k=opt.key: self.set_option(k, v),
                    show=lambda v, o=opt: value_text(o, v),
                    **style,
                )
            )
        return out

    def show_tab(self, tab: str) -> None:
        if tab != self.tab:
            self.tab = tab
            self.app.play("click")

    def draw(self, surface) -> None:
        geo, tabs = self.geo, self.geo["tabs"]
        surface.blit(theme.background(), (0, 0))
        name, big = geo["name"], theme.roomy()
        theme.text_fit(surface, tr(f"{self.game_id}.name"), name.center, name.w, 40 if big else 26, theme.ACCENT,
                       "center", True)  # fmt: skip
        for head, key in zip(geo.get("heads", []), ("setup.title", "setup.options")):
            theme.text_fit(surface, tr(key), head[:2], head.w, 22, theme.TEXT_DIM)
        self.form.draw(surface)
        left, area = pygame.Rect(geo["left"]), pygame.Rect(geo["options"])
        if not tabs or self.tab == "players":  # placeholders on top of the empty text fields
            for i, (_, _, field) in enumerate(geo["seats"]):
                if not self.names[i]:
                    pos = (field.x + 10, field.center[1])
                    theme.text_fit(surface, self.placeholder(i), pos, field.w - 14, 19 + big, theme.INK_DIM, "midleft")  # fmt: skip
            hint = tr("setup.style_hint" if big else "setup.style_hint_tap")
            theme.paragraph(surface, hint, geo["hint"], 15 + big, theme.TEXT_DIM, 1.25)
        if (not tabs or self.tab == "options") and i18n.has(f"{self.game_id}.setup_note"):
            box = pygame.Rect(
                area.x + 6, self.options_bottom + 4, area.width - 12, area.bottom - self.options_bottom
            )
            theme.paragraph(surface, tr(f"{self.game_id}.setup_note"), box, 16 + (not big), theme.TEXT_DIM)
        trust = trust_line(self.game_id)  # "" (nothing drawn) where looking ahead gains nothing
        high = len(theme.wrap(trust, 15, left.width - 12)) * int(theme.scaled(15) * 1.25) if trust else 0
        if not self.error and (self.tab == "options" or geo["hint"].bottom <= left.bottom - high - 8):
            theme.paragraph(surface, trust, Rect(left.x + 6, left.bottom - high, left.width - 12, high), 15, theme.TEXT_DIM, 1.25)  # fmt: skip
        if self.error:
            box = pygame.Rect(left.x, left.bottom - 40, left.width, 40)
            pygame.draw.rect(surface, theme.BG_DARK, box, border_radius=8)
            theme.text_fit(surface, self.error, box.center, box.width - 16, 17, theme.BAD, "center", True)

    def _set_kind(self, i: int, value: str) -> None:
        self.kinds[i] = value

    def _set_name(self, i: int, value: str) -> None:
        self.names[i] = value  # cleaned when the game starts (typing "Ana B" needs the space)

    def back(self) -> None:
        self.app.play("click")
        self.app.stack.pop(Transition("slide", 0.3, direction=-1))

    def howto(self) -> None:
        from game.scenes.howto import HowToScene

        self.app.stack.push(HowToScene(self.app, self.game_id), Transition("fade", 0.25))

    # --- frame ---------------------------------------------------------------------


class TabButton(Button):
    """One of a screen's tabs: the chosen one is drawn lit (a tap shows at once which is open)."""

    def __init__(self, rect, label, on_click, chosen: Callable[[], bool], size: int = 19):
        super().__init__(rect, label, on_click, "ghost", size=size)
        self.chosen = chosen

    def draw(self, surface, focused, hovered):
        self.style = "primary" if self.chosen() else "ghost"
        super().draw(surface, focused, hovered)
