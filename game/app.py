"""The application: window, frame loop, shared services and the scene stack.

Everything a scene needs lives on ``App``: settings, storage, audio, the
animator, the stack and helpers to start, save, load and finish games. The
frame loop is ``async`` and yields once per frame (the browser contract).
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import os
import sys
from pathlib import Path

import pygame

from game import dice_stats, i18n, layout, redraw, seal, theme, webenv
from game.anim import SPEEDS, Animator
from game.cli import Options, default_seats
from game.collector import QuietCollector
from game.game_lock import GameLocks
from game.notices import SETTINGS_WHAT, Notice, from_problem, game_what
from game.redraw import FrameGate
from game.resume import PlayingFlag
from game.saves import SaveShelf, summary
from game.scene import SceneStack, Transition
from game.session import Session, variant_key
from game.settings import load_settings, save_settings, stored_stats
from game.storage import FileStorage, MemoryStorage, WriteFailed, default_storage
from game.touch import LongPress, TapGuard, Tip
from game.warmup import freeze_loaded, preload_games
from game.webenv import (
    IS_WEB,
    PageVisibility,
    PhoneKeyboard,
    announce_ready,
    refit_canvas,
    set_text_focus,
    viewport,
)

TOAST_S = 6.0  # how long a data problem shows over a game


def storage_for(options: Options):
    """--data-dir wins; --autoplay / --headless runs (tests, benchmarks, demos) never touch the player's data."""
    if options.data_dir:
        return FileStorage(Path(options.data_dir))
    if options.autoplay or options.headless:
        return MemoryStorage()
    return default_storage()


class App:
    # tests: a frame that a resting scene would skip runs in full, and fails if anything changed
    check_rest = False

    def __init__(self, options: Options | None = None, storage=None):
        self.options = options or Options()
        self.headless = self.options.headless
        # Frames in which nothing can have changed are not drawn (game/redraw.py), headless runs
        # (tests, autoplay, screenshots) as players have it; a benchmark of whole frames turns it off.
        self.lazy = True
        self.gate = FrameGate()
        self.drawn_area: pygame.Rect | None = None  # set by step: the part drawn, None for all of it
        self.page = PageVisibility()
        self.keyboard = PhoneKeyboard()  # a phone's on-screen keyboard for text fields (browser only)
        self.storage = storage if storage is not None else storage_for(self.options)
        self.notices: list[Notice] = []  # shown on the title screen, oldest first, until dismissed
        self.toast: Notice | None = None  # shown over any other scene for TOAST_S seconds
        self.toast_left = 0.0
        self.settings, settings_problem = load_settings(self.storage)
        self.saved_language = self.settings.language  # --lang is for this run only; saves keep this one
        self.settings_writable = settings_problem is None or not settings_problem.untouched
        self.stats_unsaved = False  # a counted game this copy could not write yet
        if settings_problem is not None:
            self.notify(from_problem(settings_problem, **SETTINGS_WHAT))
        if self.options.lang:
            self.settings.language = self.options.lang
        i18n.set_language(self.settings.language)
        self.saves = SaveShelf(self.storage)
        self.locks = GameLocks(self.storage)  # two copies never save the same game
        self.playing = PlayingFlag.for_app(self.storage)  # game/resume.py: a game open at a reload
        self.interrupted = self.playing.interrupted(self.locks)  # the title screen offers it (once)
        self.kept_asked = False  # the browser was asked to keep this site's storage
        self.read_only: set[str] = set()  # games another running copy is playing: never saved here
        self.counted_elsewhere: set[str] = set()  # another copy's game played on here: counted there
        self.saved: dict[str, Session] = {}
        self.anim = Animator(self.speed_factor())
        self.stack = SceneStack(lambda: self.anim.speed)
        self.running = True
        self.frames = 0
        self.fullscreen = False
        self.window: pygame.Surface | None = None
        self.screen: pygame.Surface | None = None
        self.audio = None
        self.clock = None
        self.finished_result: dict | None = None
        self.finished_session: Session | None = None  # the game finished_result is of
        self.collector = QuietCollector()  # full garbage collections at still moments (game/collector.py)
        self.long_press = LongPress()
        self.tap_guard = TapGuard()
        self.tip: Tip | None = None  # a long press's explanation, over everything

    # --- set-up --------------------------------------------------------------------
    def speed_factor(self) -> float:
        if (self.options.autoplay or self.options.replay is not None) and self.options.headless:
            return 0.0
        if self.options.speed:
            return SPEEDS[self.options.speed]
        return self.settings.speed_factor()

    @property
    def size(self) -> tuple[int, int]:
        """The logical canvas every scene draws on (1280x720, or 960x480 in the compact layout)."""
        return theme.WIDTH, theme.HEIGHT

    def chosen_layout(self) -> layout.Layout:
        """--layout for this run, else the setting; "auto" asks the browser page (or the page
        ``--viewport`` describes) for its size (game/layout.py); the text size (--text-size, else the
        setting) scales every text and the geometry makes room."""
        choice = self.options.layout or self.settings.layout
        text_scale = layout.TEXT_SIZES[self.options.text_size or self.settings.text_size]
        return layout.choose(choice, self.options.viewport or viewport(), text_scale)

    def open_window(self) -> None:
        if IS_WEB:
            self.window = pygame.display.set_mode(self.size)
            refit_canvas()
        else:
            self.window = pygame.display.set_mode(self.size, pygame.RESIZABLE)
        self.screen = pygame.Surface(self.size).convert()

    def init_display(self) -> None:
        if self.headless:
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        if not (pygame.get_init() and pygame.font.get_init()):
            pygame.init()
            theme.reset_caches()  # fonts from an earlier pygame.init are invalid now
        theme.use_layout(self.chosen_layout())
        pygame.display.set_caption("Dice & Chips")
        self.open_window()
        try:
            pygame.display.set_icon(_icon())
        except pygame.error:
            pass
        from game.audio import Audio

        self.audio = Audio()
        self.apply_settings()
        self.clock = pygame.time.Clock()
        pygame.key.set_repeat(350, 40)

    def apply_settings(self) -> None:
        self.redraw()
        if self.screen is not None and self.chosen_layout() != layout.current():
            self.relayout()
        i18n.set_language(self.settings.language)
        self.anim.speed = self.speed_factor()
        if self.audio is not None:
            self.audio.set_volume(self.settings.volume)
            self.audio.set_muted(self.settings.muted)

    def follow_viewport(self) -> None:
        """The phone turned (or the window changed size): when the automatic layout's canvas is
        another now, lay every screen out for it (``relayout``), mid-game, nothing lost. A browser's
        bars coming and going change an upright viewport's height by a few per cent: the page
        fits the canvas to that by itself, so only a change of kind or of more than 10% relays out."""
        chosen, now = self.chosen_layout(), layout.current()
        if chosen.name != now.name or chosen.text_scale != now.text_scale:
            self.relayout()
        elif any(abs(a - b) > 0.1 * b for a, b in zip(chosen.size, now.size)):
            self.relayout()

    def relayout(self) -> None:
        """Switch to the layout chosen now (standard, sideways or upright): a new canvas, and every scene
        built anew for it (a game in progress goes on from its session; nothing is lost; one whose
        end is still being animated is rebuilt too, so it reaches its results and is counted). The
        stack takes the new scenes at the end of the frame, as any other stack change."""
        from game.scenes.base import GameScene
        from game.scenes.pause import PauseScene
        from game.scenes.registry import game_scene
        from game.scenes.settings import SettingsScene
        from game.scenes.title import TitleScene

        theme.use_layout(self.chosen_layout())
        self.open_window()
        scenes = self.stack.scenes
        game = next((s for s in scenes if isinstance(s, GameScene) and not s.session.ephemeral), None)
        live = game is not None and not game.finished  # finished: counted, its results were shown
        first = game_scene(self, game.session) if live else TitleScene(self)
        self.anim.clear()  # the old scenes' steps (a round card waiting for its tap) go with them
        self.stack.reset(first)
        if live and any(isinstance(s, PauseScene) for s in scenes):  # opened from the pause menu: keep it
            self.stack.push(PauseScene(self, first))
        if scenes and isinstance(scenes[-1], SettingsScene):  # the switch was made there: stay there
            self.stack.push(SettingsScene(self))
        self.tip = None
        self.redraw()

    def refresh_stats(self) -> None:
        """Take the statistics as stored: another copy of the game running at the same time
        may have counted games since. Skipped while this copy holds a count it could not
        write (it would be lost); then the next successful save writes this copy's view."""
        if self.stats_unsaved or not self.settings_writable:
            return
        fresh = stored_stats(self.storage)
        if fresh is not None:
            self.settings.stats = fresh

    def save_settings(self) -> bool:
        """Store the settings; a failure is told to the player and tried again at the next change.
        The statistics written are the stored ones (see refresh_stats) plus this copy's counts."""
        if not self.settings_writable:
            return False
        self.refresh_stats()
        stored = self.settings
        if self.options.lang and stored.language == self.options.lang:
            stored = dataclasses.replace(stored, language=self.saved_language)  # --lang is for this run only
        try:
            save_settings(self.storage, stored)
        except WriteFailed as exc:
            self.notify(Notice("err.save_failed", **SETTINGS_WHAT, detail=str(exc)))
            return False
        self.stats_unsaved = False
        self.ask_to_keep()
        return True

    # --- notices -------------------------------------------------------------------
    def notify(self, notice: Notice) -> None:
        """Tell the player about their data: on the title screen, and at once over a game."""
        for i, told in enumerate(self.notices):
            grouped = told.grouped_with(notice)
            if grouped is not None:
                self.notices[i] = notice = grouped
                break
        else:
            if notice not in self.notices:
                self.notices.append(notice)
        self.toast = notice
        self.toast_left = TOAST_S
        self.redraw()

    @property
    def notice(self) -> str | None:
        """The message key of the oldest notice not yet dismissed."""
        return self.notices[0].key if self.notices else None

    def notice_text(self) -> str:
        return self.notices[0].text() if self.notices else ""

    def dismiss_notice(self) -> None:
        if self.notices:
            self.notices.pop(0)

    def play(self, sound: str) -> None:
        if self.audio is not None:
            self.audio.play(sound)

    # --- games ---------------------------------------------------------------------
    def saved_games(self) -> dict[str, Session]:
        """Every game in progress by game id; unusable saves are kept aside and explained (notices)."""
        self.saved, notices = self.saves.load_all()
        for notice in notices:
            self.notify(notice)
        return dict(self.saved)

    def autosave(self, session: Session) -> bool:
        """Save a game in progress (a finished one drops its save). False, with a notice, if it failed."""
        if session.ephemeral:
            return True  # replays and demos never touch the player's saves
        game_id = session.game_id
        if (
            game_id not in self.read_only
            and game_id in self.locks.held
            and not self.locks.still_mine(game_id)
        ):
            self.lock_lost(game_id)
        if game_id in self.read_only:
            return False
        if game_id in self.locks.failed and not self.locks.claim(game_id):
            if game_id not in self.locks.failed:  # taken by another copy meanwhile
                self.lock_lost(game_id)
                return False
            # Still no lock: another copy could not see this one play, so nothing is saved either.
            failed = self.locks.failed[game_id]
            self.notify(Notice("err.save_failed", **game_what(game_id, saved=False), detail=failed))
            return False
        stored, notices = self.saves.write(session)
        for notice in notices:
            self.notify(notice)
            if notice.key == "err.save_newer":  # newer progress is stored: this game is no longer saved
                self.read_only.add(game_id)
        if stored and session.is_over:
            self.saved.pop(session.game_id, None)
        elif stored:
            self.saved[session.game_id] = session
            self.ask_to_keep()
        return stored

    def saved_game(self, game_id: str) -> Session | None:
        """One game's save read again now (Continue: another copy may have played on since the
        title read it); its problems are told; None when there is none any more."""
        session, notices = self.saves.load(game_id)
        for notice in notices:
            self.notify(notice)
        if session is None:
            self.saved.pop(game_id, None)
            if not notices:
                self.notify(Notice("notice.save_gone", **game_what(game_id)))
        else:
            self.saved[game_id] = session
        return session

    def ask_to_keep(self) -> None:
        """After the first save, ask the browser to keep this site's storage (once a run)."""
        if not self.kept_asked:
            self.kept_asked = True
            webenv.request_persistent_storage()

    def reload_data(self) -> None:
        """After a restore: the settings, statistics and saved games as stored now. The settings
        are changed in place: every screen holding them (Settings under the backup page) shows
        the restored values, and nothing writes the old ones back."""
        fresh, problem = load_settings(self.storage)
        for name in (f.name for f in dataclasses.fields(fresh)):
            setattr(self.settings, name, getattr(fresh, name))
        self.saved_language = self.settings.language
        self.settings_writable = problem is None or not problem.untouched
        self.stats_unsaved = False
        if problem is not None:
            self.notify(from_problem(problem, **SETTINGS_WHAT))
        self.saves = SaveShelf(self.storage)
        self.saved_games()  # what a game still open would write over is what was restored (refused)
        self.apply_settings()

    def take_interrupted(self) -> str | None:
        """The game open when the last run ended unexpectedly (once; None afterwards)."""
        game_id, self.interrupted = self.interrupted, None
        return game_id

    def drop_save(self, game_id: str) -> bool:
        if game_id in self.read_only:
            return True  # the save is the other copy's
        self.saved.pop(game_id, None)
        notices = self.saves.drop(game_id)
        for notice in notices:
            self.notify(notice)
        return not notices

    def save_summary(self, session: Session) -> str:
        return summary(session)

    def new_seed(self) -> int:
        """A seed for a new game: --seed if given (reproducible runs and tests), else 128 random
        bits (``game/seal.py``: a game against the computer seals them)."""
        if self.options.seed is not None:
            return self.options.seed
        return seal.new_seed()

    def next_seed(self, seed: int, step: int) -> int:
        """The seed of a restart or rematch of a game with ``seed``: fresh, or with --seed the
        next one in a fixed series (the same run gives the same games)."""
        return seed + step if self.options.seed is not None else seal.new_seed()

    def start_game(self, session: Session, transition: bool = True) -> None:
        """Start (or continue) a game; if another running copy plays this game, ask first."""
        if self.locks.claim(session.game_id) or session.game_id in self.locks.failed:
            self.read_only.discard(session.game_id)  # a lock that cannot be written: see autosave
        elif session.game_id not in self.read_only:
            from game.scenes.lock_dialog import ask

            ask(self, session, lambda s: self.start_read_only(s, transition))
            return
        self._start_game(session, transition)

    def start_read_only(self, session: Session, transition: bool = True) -> None:
        self.play_read_only(session.game_id)
        if session.log:  # the other copy's game, played on here: that copy counts it when it ends
            self.counted_elsewhere.add(session.game_id)
        self._start_game(session, transition)

    def play_read_only(self, game_id: str) -> None:
        """Another running copy holds this game: this copy never saves it, and the player is told."""
        self.read_only.add(game_id)
        self.notify(Notice("notice.read_only", **game_what(game_id, saved=False)))

    def lock_lost(self, game_id: str) -> None:
        """Another copy took this game over while this one was frozen or slow: stop saving it."""
        self.read_only.add(game_id)
        self.locks.held.pop(game_id, None)
        self.notify(Notice("notice.lock_lost", **game_what(game_id, saved=False)))

    def _start_game(self, session: Session, transition: bool = True) -> None:
        from game.scenes.registry import game_scene

        scene = game_scene(self, session)
        if not session.log:
            self.counted_elsewhere.discard(session.game_id)  # a new game (or a rematch) is this copy's
        self.finished_result = self.finished_session = None  # a rematch or new game is not finished yet
        self.stack.reset(scene, Transition("fade", 0.35) if transition else None)
        self.playing.mark(session.game_id, self.locks.owner)
        self.autosave(session)

    def finish_game(self, session: Session) -> None:
        """Record statistics once, drop the autosave, show the results."""
        from game.scenes.results import ResultsScene

        outcome = session.outcome()
        solo = None
        if len(session.seats) == 1 and not session.seats[0].is_ai:
            solo = (variant_key(session.config), outcome.scores[0])
        new_best = False
        if session.game_id in self.counted_elsewhere:  # the copy that saves this game counts it
            self.counted_elsewhere.discard(session.game_id)
            self.notify(Notice("notice.counted_elsewhere", **game_what(session.game_id, saved=False)))
        else:
            self.refresh_stats()  # count onto what is stored, not onto this copy's old view
            # the faces of its rolls (a challenge's or a link's dice are another game's: not counted)
            dice = dice_stats.counts(session) if session.dice is None else None
            new_best = self.settings.record_game(
                session.game_id, [s.stat_kind for s in session.seats], outcome.winners, solo, dice
            )
            self.stats_unsaved = True
            self.save_settings()
            from game.daily_play import finished

            finished(self, session)  # a daily's counted try goes into its record
        self.drop_save(session.game_id)
        self.locks.release(session.game_id)
        self.playing.clear()
        self.finished_result = self.result_dict(session)  # its share code only if --result writes it
        self.finished_session = session
        self.stack.push(ResultsScene(self, session, new_best), Transition("fade", 0.4))

    def result_dict(self, session: Session) -> dict:
        outcome = session.outcome()
        return {
            "game": session.game_id,
            "seed": session.seed,
            "config": session.config,
            "players": [
                f"ai:{s.level}" if s.is_ai else f"human:{session.name_of(i)}"
                for i, s in enumerate(session.seats)
            ],
            "finished": session.is_over,
            "winners": outcome.winners if session.is_over else [],
            "places": list(outcome.places) if session.is_over else [],
            "scores": [_plain(s) for s in outcome.scores] if session.is_over else [],
            "turns": session.turns(),
            "sealed": session.sealed,  # game/seal.py: SHA-256 of the seed, or None (not sealed)
            "frames": self.frames,
        }

    def go_title(self) -> None:
        from game.scenes.title import TitleScene

        self.locks.release()  # no game is being played here now
        self.playing.clear()
        self.stack.reset(TitleScene(self), Transition("fade", 0.3))

    def open_game_link(self) -> None:
        """``--link LINK`` (with a window), or the page's ``#m=CODE``: that game by link on screen."""
        from game.webenv import location_hash

        text = self.options.link if self.options.link is not None else location_hash()
        if self.options.link is not None or "m=" in text:
            from game.scenes.bylink_play import open_link

            open_link(self, text)

    def quit(self) -> None:
        if not IS_WEB:
            self.playing.clear()  # a goodbye: the next start is not a recovery
            self.running = False

    # --- the frame loop --------------------------------------------------------------
    def first_scene(self):
        from game.scenes.title import TitleScene

        opts = self.options
        if opts.replay is not None or opts.challenge is not None:
            from game.scenes.replay import cli_scene

            return cli_scene(self)
        if opts.daily is not None:
            from game.daily_play import cli_daily

            return cli_daily(self)
        if opts.game:
            from game import games

            rules = games.rules_for(opts.game)
            seats = opts.seats if opts.seats is not None else default_seats(rules, opts.autoplay)
            config = rules.default_config(len(seats))
            config.update(opts.variants)
            seed = self.new_seed()
            try:
                session = Session(opts.game, config, seats, seed)
            except ValueError as exc:
                print(f"main.py: error: {exc}", file=sys.stderr)
                raise SystemExit(2) from None
            from game.scenes.confirm import replace_question
            from game.scenes.registry import game_scene

            def start() -> None:
                self.start_game(session, transition=False)

            # a demo on the throw-away store starts at once; on a --data-dir it may hold a save
            asks = not opts.autoplay or opts.data_dir is not None
            question = replace_question(self, opts.game, start) if asks else None
            if question is not None and opts.autoplay and self.headless:  # nobody there to ask
                print(
                    f"main.py: error: --game {opts.game}: {opts.data_dir} holds a saved game of it,"
                    " which --autoplay does not replace (use another --data-dir)",
                    file=sys.stderr,
                )
                raise SystemExit(2)
            if question is not None:  # a game of it is saved: never replaced without asking
                self.go_title()  # under the question (applied before it is pushed)
                return question
            if not self.locks.claim(opts.game) and opts.game not in self.locks.failed:
                self.play_read_only(opts.game)  # started from the command line: told, not asked
            return game_scene(self, session)
        return TitleScene(self)

    def handle_window_event(self, event) -> pygame.event.Event | None:
        """Window-level keys and mouse mapping; returns the event for the scenes (or None)."""
        if event.type == pygame.QUIT:
            self.quit()
            return None
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and self.audio is not None:
            self.audio.unlock()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11 and not IS_WEB:
            self.toggle_fullscreen()
            return None
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return self.map_mouse(event)
        return event

    def map_mouse(self, event):
        if self.window is None or self.window.get_size() == self.size:
            return event
        scale, ox, oy = self.viewport()
        x, y = event.pos
        pos = (int((x - ox) / scale), int((y - oy) / scale))
        attrs = dict(event.dict)
        attrs["pos"] = pos
        return pygame.event.Event(event.type, attrs)

    def viewport(self) -> tuple[float, int, int]:
        ww, wh = self.window.get_size()
        w, h = self.size
        scale = min(ww / w, wh / h)
        return scale, int((ww - w * scale) / 2), int((wh - h * scale) / 2)

    def toggle_fullscreen(self) -> None:
        self.fullscreen = not self.fullscreen
        flags = pygame.FULLSCREEN if self.fullscreen else pygame.RESIZABLE
        self.window = pygame.display.set_mode((0, 0) if self.fullscreen else self.size, flags)
        self.redraw()

    def present(self) -> None:
        area = self.drawn_area
        if area is not None and self.window.get_size() == self.size:
            self.window.blit(self.screen, area, area)
            pygame.display.update(area)  # only the part that changed goes to the window (or canvas)
            return
        if self.window.get_size() == self.size:
            self.window.blit(self.screen, (0, 0))
        else:
            scale, ox, oy = self.viewport()
            self.window.fill((0, 0, 0))
            size = (int(self.size[0] * scale), int(self.size[1] * scale))
            self.window.blit(pygame.transform.smoothscale(self.screen, size), (ox, oy))
        pygame.display.flip()

    def redraw(self) -> None:
        """Draw the next frame whatever else happened (for what game/redraw.py cannot see)."""
        self.gate.request()

    def step(self, dt: float, events) -> bool | pygame.Rect:
        """One frame: input, update, draw. Separate from ``run`` so tests can drive frames.

        Returns whether the frame was drawn: a lazy app skips drawing when nothing can have
        changed since the picture on screen (game/redraw.py); then there is nothing to present.
        When only a small part changed it returns that rect, drawn and presented alone."""
        if not events and self.rest_frame(dt):
            return False
        for event in events:
            mapped = self.handle_window_event(event)
            if mapped is not None:
                self.close_tip(mapped)
                self.stack.handle(self.tap_guard.event(self.long_press.event(mapped), self.stack.top))
            self.stack.apply_pending(self.screen)
        self.check_long_press(dt)
        self.keep_locks()
        top = self.stack.top
        if top is None or not top.freezes_game:
            self.anim.update(dt)
        still = self.lazy and self.gate.still(self, bool(events))
        self.collector.frame(still)
        if still and not self.check_rest:
            drew = False  # the scene on top rests: no update, nothing to draw (game/redraw.py)
        else:
            before = redraw.snapshot(self.stack.top) if still else None
            self.stack.update(dt)
            self.stack.apply_pending(self.screen)
            self.tick_toast(dt)
            drew = self.gate.due(self, bool(events)) if self.lazy else True
            if still and (drew or self.gate.resting is None):
                raise AssertionError(redraw.broke_rest(self.stack.top, before, self.gate.why))
        self.tap_guard.watch(self.stack.top, dt, changed=bool(drew))  # what shows can change only so
        self.drawn_area = drew if isinstance(drew, pygame.Rect) else None  # only that part changed
        if drew:
            self.draw_frame(self.screen, self.drawn_area)
        self.sync_text_field()
        self.preload_sound()
        self.frames += 1
        return drew

    def rest_frame(self, dt: float) -> bool:
        """A frame of a still screen with no input, cut short: only what ``step`` would do in it.

        Taken when the scene on top rests (``FrameGate.still``: no request, toast, transition, stack
        change or animation since a frame that drew nothing), no finger is held, no tip shows and no
        lock's heartbeat is due; otherwise returns False having done nothing, and ``step`` runs in
        full. What the full frame would do then is kept: the collector counts the still frame (its
        collection comes at the right one), the tap guard's clock runs, and in the browser the phone
        keyboard is asked for typed text and a sound is decoded. The rest is skipped because it
        would do nothing: the scene's update and the drawing (as in every still frame), the long
        press and the heartbeat (checked above) and the animator (idle, or held by a decision)."""
        gate = self.gate
        if (
            gate.resting is None
            or not self.lazy
            or self.check_rest
            or self.long_press.pos is not None
            or self.tip is not None
            or self.locks.due()
            or not gate.still(self, False)
        ):
            return False
        self.collector.frame(True)
        self.tap_guard.watch(gate.resting, dt, changed=False)
        self.drawn_area = None
        if IS_WEB:  # natively the text field's sync has no page to tell (set_text_focus, PhoneKeyboard)
            self.sync_text_field()
            self.preload_sound()
        self.frames += 1
        return True

    def preload_sound(self) -> None:
        """In the browser, decode one sound a frame instead of stalling on its first play."""
        if IS_WEB and self.audio is not None:
            self.audio.preload_next()

    def draw_frame(self, surface: pygame.Surface, area: pygame.Rect | None = None) -> None:
        """The picture of this moment on ``surface`` (only ``area`` of it when given): the scenes, then
        a data problem's toast and a long press's tip over everything."""
        surface.set_clip(area)
        self.stack.draw(surface)
        self.draw_toast(surface)
        if self.tip is not None:
            self.tip.draw(surface)
        surface.set_clip(None)

    def sync_text_field(self) -> None:
        """The page learns whether a text field has the focus; on a phone its keyboard types into it."""
        top = self.stack.top
        field = top.text_field() if top is not None else None
        set_text_focus(field is not None)
        if self.keyboard.frame(field, self.screen.get_size()):  # Enter or Done on the phone's keyboard
            pygame.event.post(
                pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40)
            )

    def check_long_press(self, dt: float) -> None:
        """A finger held still shows what the thing under it means (game/touch.py)."""
        if self.long_press.pos is None and self.tip is None:
            return  # no finger down, no tip showing: a still frame does no more
        pos = self.long_press.update(dt)
        top = self.stack.top
        if pos is not None and top is not None and self.stack.transition is None:
            text = top.long_press(pos)
            if text:
                self.tip = Tip(text, pos)
                self.redraw()
        if self.tip is not None:
            self.tip.left -= dt
            if self.tip.left <= 0:
                self.tip = None
                self.redraw()

    def close_tip(self, event) -> None:
        if self.tip is not None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.tip = None
            self.redraw()

    def tick_toast(self, dt: float) -> None:
        if self.toast is not None:
            self.toast_left -= dt
            if self.toast_left <= 0:
                self.toast = None

    def keep_locks(self) -> None:
        """The heartbeat of the games this copy plays (game/game_lock.py), also while its tab is hidden."""
        for game_id in self.locks.beat():
            self.lock_lost(game_id)

    def hidden_step(self, dt: float) -> None:
        """The browser tab is hidden: no drawing, no animation; computer players go on thinking."""
        self.keep_locks()
        top = self.stack.top
        if top is not None:
            top.background(dt)
        self.redraw()  # the first frame back shows the page as it is
        self.frames += 1

    def draw_toast(self, surface: pygame.Surface) -> None:
        """A data problem over a game or menu (the title screen shows its own notice panel)."""
        if self.toast is None:
            return
        top = self.stack.top
        if top is None or top.name == "title":
            return
        msg = self.toast.text()
        size = max(17, theme.MIN_TEXT)
        width = min(920, theme.WIDTH - 40)
        lines = len(theme.wrap(msg, size, width - 32))
        rect = pygame.Rect(0, 0, width, max(74, lines * int(size * 1.35) + 16))
        rect.midbottom = (theme.WIDTH // 2, theme.HEIGHT - (70 if not theme.compact() else 64))
        theme.panel(surface, rect, colour=(255, 232, 200), edge=theme.BAD)
        theme.paragraph(surface, msg, rect.inflate(-32, -16), size, theme.INK)

    async def run(self) -> int:
        self.init_display()
        preload_games()  # before the first frame and gc.freeze(): see game/warmup.py
        self.stack.push(self.first_scene())
        if not (self.options.game or self.options.replay or self.options.challenge or self.options.daily):
            from game.daily_play import open_page_link
            from game.scenes.code_card import link_scene

            # the page was opened with a friend's daily (#d=DATE&g=CODE) or a share link (#g=CODE)
            link = None if open_page_link(self) else link_scene(self)
            if link is not None:
                self.stack.push(link)
            self.open_game_link()  # or with a game by link (#m=CODE), or --link
        self.stack.apply_pending()
        opts = self.options
        status = 0
        while self.running:
            dt = 1 / 60 if self.headless else min(0.1, self.clock.tick(60) / 1000)
            events = pygame.event.get()
            if self.autoplay_over() and any(e.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP) for e in events):
                break  # a watched --autoplay game: its results stay until a key or click
            if IS_WEB and self.frames % 30 == 0:
                self.follow_viewport()
            if self.page.hidden():  # a hidden browser tab: no input, no drawing (see hidden_step)
                self.hidden_step(dt)
            elif self.step(dt, events) and not self.headless:
                self.present()
            if self.frames == 1:
                announce_ready()
                freeze_loaded()
                QuietCollector.start()
            if self.headless and self.autoplay_over():
                break
            if opts.max_frames is not None and self.frames >= opts.max_frames:
                break
            await asyncio.sleep(0)
        self.locks.release()
        if opts.autoplay or opts.screenshot or opts.result:
            status = self.write_outputs()
        pygame.quit()
        return status

    def autoplay_over(self) -> bool:
        """An --autoplay game (or a headless --replay) has finished and its results screen is in place."""
        return (
            (self.options.autoplay or (self.options.replay is not None and self.headless))
            and self.finished_result is not None
            and not self.anim.busy
            and self.stack.transition is None
        )

    def write_outputs(self) -> int:
        """--screenshot and --result (their places were checked before the game started)."""
        try:
            return self._write_outputs()
        except (OSError, pygame.error) as exc:
            print(f"main.py: error: could not write the output: {exc}", file=sys.stderr)
            return 2

    def _write_outputs(self) -> int:
        opts = self.options
        if opts.screenshot:
            pygame.image.save(self.screen, opts.screenshot)
        result, session = self.finished_result, self.finished_session
        if result is None:
            session = getattr(self.stack.top, "session", None)
            result = self.result_dict(session) if session else {"finished": False}
        result["frames"] = self.frames
        if opts.result and "share" not in result and self.finished_session is not None:
            # encoding replays the whole game (about half of the game-over frame): only when written
            result |= share_entry(self.finished_session)
        if opts.result and session is not None:
            result |= daily_entry(
                session
            )  # a daily's date, practice mark, first dice, link (encoded here too)
        if opts.result:
            Path(opts.result).write_text(json.dumps(result, indent=2))
        return 0 if result.get("finished") else 1


def share_entry(session: Session) -> dict:
    """A finished game's share code, for --result (a replay writes the code it was opened with)."""
    if not session.is_over:
        return {}
    from game import share

    return {"share": share.encode(session)}


def daily_entry(session: Session) -> dict:
    """A daily game's date, practice mark, first dice and link, for --result (game/daily_play.py)."""
    from game.daily_play import result_entry

    return result_entry(session)


def _plain(value):
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    return value


def _icon() -> pygame.Surface:
    icon = pygame.Surface((32, 32), pygame.SRCALPHA)
    pygame.draw.rect(icon, theme.PANEL, (2, 2, 28, 28), border_radius=6)
    for x, y in ((9, 9), (16, 16), (23, 23)):
        pygame.draw.circle(icon, theme.INK, (x, y), 3)
    return icon
