"""Replay and watch mode: a game's own scene, driven by a share code's decisions or by computers.

Both wrap the game's scene class (``ReplayMixin`` first in the method order), so the log,
animations, scoreboards and banners are exactly those of play. Every seat is driven here:
a replay takes each decision from the code's recorded game (the "tape"), the demo lets the
computer players think as in play. No input reaches the game (its own buttons and handlers
are not used; the playback controls are the only form), and the session is ``ephemeral``:
never saved, never counted in the statistics, never shown a results screen.

Stepping back is instant: the session is cut back to the log as it was before that decision
(the tape holds every state), then the screen is rebuilt as undo does.
"""

from __future__ import annotations

import pygame

from game import boxes, layout, theme
from game.boxes import Box
from game.i18n import tr
from game.scenes import registry
from game.scenes.shared import frame, seal_lines
from game.session import Seat, Session, TapeDice, default_name
from game.ui import Button, Form

SPEEDS = ((0.5, 0.85), (1, 1.7), (2, 3.4), (4, 6.8), (0, 0.0))  # (shown multiplier, animation speed)
GAP = 6  # px between the bar's buttons
STEP_PAUSE = 0.45  # seconds at speed 1 before a replayed decision is applied and shown


def bar_geometry(lay: layout.Layout, items: list, centre: int | None) -> tuple[pygame.Rect, list, list[str]]:
    """The playback bar, its buttons and their labels as shown: at the canvas's foot, its buttons as
    wide as their labels and as tall as a finger needs; a row too wide (upright) gives up words first."""
    w, h = lay.size
    labels = [[tr("replay.play"), tr("replay.pause")] if key is None else [tr(key)] for key, *_ in items]
    widths = [frame.label_width(text, 17) for text in labels]
    lines = [list(range(len(items)))]
    if sum(widths) + GAP * (len(items) - 1) + 16 > w - 16:  # too wide: the steps by their arrows alone
        labels = [[arrows(text[0])] if len(text) == 1 else text for text in labels]
        widths = [frame.label_width(text, 17) for text in labels]
    if sum(widths) + GAP * (len(items) - 1) + 16 > w - 16:  # still too wide: Play / Pause a row of its own
        play = next(i for i, (key, *_) in enumerate(items) if key is None)
        lines = [[i for i in lines[0] if i != play], [play]]
    row_h = max(42, lay.min_target) + 10
    width = min(w - 16, max(sum(widths[i] for i in line) + GAP * (len(line) - 1) + 16 for line in lines))
    bar = pygame.Rect(0, h - 4 - row_h * len(lines), width, row_h * len(lines))
    bar.centerx = w // 2 if centre is None else centre
    bar.right = min(bar.right, w - 8)  # inside the canvas (a centre near an edge)
    bar.x = max(bar.x, 8)
    spots: list[pygame.Rect] = [pygame.Rect(0, 0, 0, 0)] * len(items)
    for k, line in enumerate(lines):
        row = Box(bar.x + 8, bar.y + 5 + k * row_h, bar.width - 16, row_h - 10)
        fill = [widths[i] for i in line] if len(line) > 1 else [row.w]
        for i, spot in zip(line, boxes.buttons(row, fill, row.h, GAP), strict=True):
            spots[i] = pygame.Rect(spot)
    return bar, spots, [text[0] for text in labels]


def arrows(label: str) -> str:
    """A step's label by its arrows alone ("« Start" -> "«"): the denser form of a narrow bar."""
    return "".join(ch for ch in label if not ch.isalnum()).strip() or label


class ReplayMixin:
    """Mixed in before a game's scene class by ``replay_scene`` / ``watch_scene``."""

    replay_tape: Session | None = None  # the recorded game (None: computers play live)

    def setup_mode(self, tape: Session | None, back) -> None:
        self.replay_tape = tape
        self.playing = True
        self.back_to = back  # called when the player leaves
        self.speed_index = 1
        self.saved_speed = self.app.anim.speed
        self.session.ephemeral = True
        if tape is not None:
            self.agents = {i: None for i in range(len(self.session.seats))}  # every seat is "driven"
            self.marks = [k for k, entry in enumerate(tape.log) if entry.kind == "a"]
        self.build_controls()

    def build_controls(self) -> None:
        """Speed and Leave where Undo and Menu are in play; the playback buttons in a bar below."""
        back, ahead = (lambda: self.position > 0), (lambda: not self.at_end())
        items = [
            ("replay.to_start", self.to_start, back),
            ("replay.back", self.step_back, back),
            (None, self.toggle, ahead),  # Play / Pause: a demo's only one
            ("replay.step", self.step_forward, ahead),
            ("replay.to_end", self.to_end, ahead),
        ]
        if self.replay_tape is None:
            items = items[2:3]
        centre = getattr(self, "REPLAY_BAR_CENTER", None)  # a game may name the free part of its table
        self.bar, spots, shown = bar_geometry(layout.current(), items, centre)
        buttons = []
        for (key, action, enabled), spot, text in zip(items, spots, shown, strict=True):
            words = (lambda k=key: tr(k)) if key is not None and text == tr(key) else text  # or arrows alone
            label = self.play_label if key is None else words
            style = "primary" if key is None else "ghost"
            buttons.append(Button(spot, label, action, style, enabled=enabled, size=17))
        speed = Button(self.undo_button.rect, self.speed_text, self.next_speed, "ghost", size=18)
        leave = Button(self.menu_button.rect, lambda: tr("replay.leave"), self.leave_mode, "ghost", size=18)
        self.controls = buttons
        self.speed_button, self.leave_button = speed, leave
        log = self.log_button  # the header's Log opens the log sheet (shown where there is no log panel)
        self.form = Form([*buttons, speed, leave, log], on_back=self.leave_mode)
        self.form.set_focus(buttons[len(buttons) // 2])

    def speed_text(self, shown: float | None = None) -> str:
        """ "Speed 2×"; upright, where the header's row holds three buttons, "2×" alone."""
        shown = SPEEDS[self.speed_index][0] if shown is None else shown
        x = f"{shown:g}×" if shown else tr("speed.instant")
        return x if layout.current().upright else tr("replay.speed", x=x)

    def play_label(self) -> str:
        return tr("replay.pause") if self.playing and not self.at_end() else tr("replay.play")

    # --- where the replay is ----------------------------------------------------------------
    @property
    def position(self) -> int:
        """Decisions applied so far."""
        return sum(1 for entry in self.session.log if entry.kind == "a")

    @property
    def total(self) -> int:
        return len(self.marks) if self.replay_tape is not None else self.position

    def at_end(self) -> bool:
        if self.replay_tape is None:
            return self.session.is_over
        return self.position >= len(self.marks) and not self.session.at_chance

    # --- controls -------------------------------------------------------------------------
    def toggle(self) -> None:
        self.playing = not self.playing
        self.app.play("click")

    def next_speed(self) -> None:
        self.speed_index = (self.speed_index + 1) % len(SPEEDS)
        self.app.anim.speed = SPEEDS[self.speed_index][1]
        self.app.play("click")

    def step_forward(self) -> None:
        self.playing = False
        if self.busy:
            self.app.anim.finish_all()
            return
        self.apply_next()

    def step_back(self) -> None:
        self.playing = False
        self.jump(max(0, self.position - 1))  # before the last decision applied (shown or in flight)

    def to_start(self) -> None:
        self.playing = False
        self.jump(0)

    def to_end(self) -> None:
        self.playing = False
        self.jump(len(self.marks))

    def jump(self, decisions: int) -> None:
        """Cut the session to the moment before decision ``decisions`` (or the end): instant."""
        tape, session = self.replay_tape, self.session
        session.cut_from(tape, self.marks[decisions] if decisions < len(self.marks) else len(tape.log))
        self.task = self.task_seat = None
        self.finished = False
        self.app.anim.clear()
        self.effects.clear()
        self.presented = self.step_state = session.state
        self.rebuild_log()
        self.sync_view()
        seat = self.rules.current_player(session.state)
        if seat >= 0:
            self.announce_turn(seat)

    def apply_next(self) -> None:
        """The next recorded decision, shown as it was played."""
        session = self.session
        if session.current < 0 or self.position >= len(self.marks):
            return
        action = self.replay_tape.log[self.marks[self.position]].value
        self.after_action(session.act(action))

    def leave_mode(self) -> None:
        self.app.play("click")
        self.app.anim.clear()
        self.app.anim.speed = self.saved_speed
        self.back_to()

    def open_pause(self) -> None:  # Esc in a game's own handler means: leave
        self.leave_mode()

    # --- the driver -----------------------------------------------------------------------------
    def drive_agent(self, seat: int) -> None:
        if not self.playing:
            return
        if self.replay_tape is None:
            super().drive_agent(seat)
            return
        if self.position >= len(self.marks):
            return  # the tape's end (a "Last turn" ends mid-game): nothing to wait for, the scene rests
        self.app.anim.timeline.wait(STEP_PAUSE).call(self.apply_next)

    def update(self, dt: float) -> None:
        if not self.busy and not self.finished and self.session.is_over:
            if self.presented is not self.session.state:
                self.present(self.session.state)
            self.finished = True  # the end: no results screen, no statistics (see the module docstring)
            seal_lines.add_reveal(self.log, self.session)  # a watched game's seed (a tape's is not sealed)
            self.playing = False
            if self.replay_tape is not None and self.app.options.replay is not None:
                self.app.finished_result = self.cli_result()  # --replay: what --result writes
        super().update(dt)

    def human_to_move(self) -> bool:
        return False

    def handle(self, event: pygame.event.Event) -> None:
        if self.log.handle(event):
            return
        if event.type == pygame.KEYDOWN and self.replay_keys(event):
            return
        if self.form.handle(event):
            return
        if self.busy and event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.app.anim.finish_all()  # a tap on the table hurries the animation, as in play

    def replay_keys(self, event) -> bool:
        keys = {pygame.K_p: self.toggle, pygame.K_PLUS: self.next_speed, pygame.K_KP_PLUS: self.next_speed}
        if self.replay_tape is not None:
            keys |= {
                pygame.K_HOME: self.to_start,
                pygame.K_END: self.to_end,
                pygame.K_PERIOD: self.step_forward,
                pygame.K_COMMA: self.step_back,
            }
        action = keys.get(event.key)
        if action is None:
            return False
        action()
        return True

    # --- drawing ------------------------------------------------------------------------------
    def header_note(self) -> str:
        if self.replay_tape is None:
            badge = tr("watch.badge")
        elif self.at_end() and self.caught_up:
            badge = f"{tr('replay.badge')} · {tr('replay.done')}"
        else:
            badge = f"{tr('replay.badge')} · {tr('replay.position', i=self.position, n=self.total)}"
        note = super().header_note()
        return f"{badge} · {note}" if note else badge

    def status_line(self) -> str:
        """Whose turn it is; nobody "thinks" in a replay (the decisions are recorded)."""
        seat = self.rules.current_player(self.presented)
        if self.replay_tape is None or seat < 0:
            return super().status_line()
        return tr("game.turn_of", name=self.session.name_of(seat))

    def header_buttons(self) -> list:
        """Leave and Speed where Menu and Undo are in play, then Log (no log panel); no Coach, no Skip."""
        return [
            (self.leave_button, lambda: [tr("replay.leave")]),
            (self.speed_button, lambda: [self.speed_text(s) for s, _ in SPEEDS]),
            (self.log_button, lambda: [tr("game.log.short")]),
        ]

    def hurry_hint_showing(self) -> bool:
        """The playback bar is where the hint would be (and a replay has its own controls)."""
        return False

    def draw_hud(self, surface: pygame.Surface) -> None:
        self.message = ""  # nothing to explain: nobody here can act
        theme.panel(surface, self.bar, colour=theme.BG_DARK, edge=theme.ACCENT_DARK)
        super().draw_hud(surface)

    def cli_result(self) -> dict:
        """The replayed game's result, with the original seats and code (the viewer's seats are computers)."""
        result = self.app.result_dict(self.session)
        tape = self.replay_tape
        result["players"] = self.app.result_dict(tape)["players"]
        result["share"] = self.app.options.replay_code
        return result

    def leave(self) -> None:
        self.app.anim.speed = self.saved_speed
        super().leave()


def mixed_scene(mixin: type, app, session: Session):
    """The game's own scene for ``session`` with ``mixin`` first in its method order (a replay, a
    demo, a game by link), its seats' colours set."""
    base = registry._module(session.game_id).SCENE
    theme.set_seat_styles(session.seat_styles())
    return type(f"{mixin.__name__.removesuffix('Mixin')}{base.__name__}", (mixin, base), {})(app, session)


def mode_scene(app, session: Session, tape: Session | None, back):
    """A replay of ``tape`` (None: a demo, the computers play) in ``session``; ``back`` leaves it."""
    scene = mixed_scene(ReplayMixin, app, session)
    scene.setup_mode(tape, back)
    return scene


def viewer_seats(seats: list[Seat]) -> list[Seat]:
    """Every seat driven by the replay: humans become computer seats that keep their names."""
    return [
        seat if seat.is_ai else Seat("ai", seat.name or default_name(i, seat), "medium", seat.style)
        for i, seat in enumerate(seats)
    ]


def replay_scene(app, shared, back):
    """The game of a decoded share code (``game.share.Shared``), played back from its start."""
    session = shared.fresh_session()
    session.seats = viewer_seats(session.seats)
    return mode_scene(app, session, shared.session, back)


def since_scene(app, tape: Session, decisions: int, back):
    """A game in play (``tape``, its dice taken from its own log) played back from before its
    decision ``decisions`` to now: "Last turn" (game/scenes/shared/last_turn.py)."""
    session = Session(tape.game_id, tape.config, viewer_seats(tape.seats), tape.seed)
    session.dice = TapeDice(tape)
    scene = mode_scene(app, session, tape, back)
    scene.jump(decisions)
    return scene


def watch_scene(app, game_id: str, config: dict, levels: list[str], seed: int, back):
    """A demo game between computer players of ``levels``."""
    session = Session(game_id, config, [Seat("ai", "", level) for level in levels], seed)
    return mode_scene(app, session, None, back)


def cli_scene(app):
    """--replay CODE (the replay, leaving to the title) or --challenge CODE (game/scenes/challenge.py)."""
    if app.options.replay is not None:
        return replay_scene(app, app.options.replay, app.go_title)
    from game.scenes.challenge import cli_challenge

    return cli_challenge(app)
