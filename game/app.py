"""The application: window, frame loop, shared services and the scene stack.

Everything a scene needs lives on ``App``: settings, storage, audio, the
animator, the stack and helpers to start, save, load and finish games. The
frame loop is ``async`` and yields once per frame (the browser contract).
"""

from __future__ import annotations

import asyncio
import dataclasses
import gc
import json
import os
import sys
import time
from pathlib import Path

import pygame

from game import i18n, theme
from game.anim import SPEEDS, Animator
from game.cli import Options
from game.scene import SceneStack, Transition
from game.session import Seat, Session, variant_key
from game.settings import load_settings, save_settings
from game.storage import LoadProblem, default_storage, load_json, save_json
from game.webenv import IS_WEB, announce_ready, set_text_focus

AUTOSAVE_KEY = "autosave"
SIZE = (theme.WIDTH, theme.HEIGHT)


class App:
    def __init__(self, options: Options | None = None, storage=None):
        self.options = options or Options()
        self.headless = self.options.headless
        self.storage = storage if storage is not None else default_storage()
        self.settings, settings_problem = load_settings(self.storage)
        self.saved_language = self.settings.language  # --lang is for this run only; saves keep this one
        if self.options.lang:
            self.settings.language = self.options.lang
        i18n.set_language(self.settings.language)
        self.notice: str | None = settings_problem  # message key shown once on the title screen
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
        self.saved_session: Session | None = None

    # --- set-up --------------------------------------------------------------------
    def speed_factor(self) -> float:
        if self.options.autoplay and self.options.headless:
            return 0.0
        if self.options.speed:
            return SPEEDS[self.options.speed]
        return self.settings.speed_factor()

    def init_display(self) -> None:
        if self.headless:
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        pygame.init()
        theme.reset_caches()  # fonts from an earlier pygame.init are invalid now
        pygame.display.set_caption("Dice & Chips")
        if IS_WEB:
            self.window = pygame.display.set_mode(SIZE)
        else:
            self.window = pygame.display.set_mode(SIZE, pygame.RESIZABLE)
        self.screen = pygame.Surface(SIZE).convert()
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
        i18n.set_language(self.settings.language)
        self.anim.speed = self.speed_factor()
        if self.audio is not None:
            self.audio.set_volume(self.settings.volume)
            self.audio.set_muted(self.settings.muted)

    def save_settings(self) -> None:
        stored = self.settings
        if self.options.lang and stored.language == self.options.lang:
            stored = dataclasses.replace(stored, language=self.saved_language)
        save_settings(self.storage, stored)

    def play(self, sound: str) -> None:
        if self.audio is not None:
            self.audio.play(sound)

    # --- games ---------------------------------------------------------------------
    def check_saved_game(self) -> Session | None:
        """The autosave if it is usable; a broken one is moved aside and explained."""
        try:
            self.saved_session = load_json(self.storage, AUTOSAVE_KEY, 1, Session.from_dict)
        except LoadProblem as problem:
            self.saved_session = None
            self.notice = problem.message_key
        return self.saved_session

    def autosave(self, session: Session) -> None:
        if session.is_over:
            self.storage.remove(AUTOSAVE_KEY)
        else:
            save_json(self.storage, AUTOSAVE_KEY, session.to_dict())

    def start_game(self, session: Session, transition: bool = True) -> None:
        from game.scenes.registry import game_scene

        scene = game_scene(self, session)
        self.finished_result = None  # a rematch or new game is not finished yet
        self.stack.reset(scene, Transition("fade", 0.35) if transition else None)
        self.autosave(session)

    def finish_game(self, session: Session) -> None:
        """Record statistics once, drop the autosave, show the results."""
        from game.scenes.results import ResultsScene

        outcome = session.outcome()
        solo = None
        if len(session.seats) == 1 and not session.seats[0].is_ai:
            solo = (variant_key(session.config), outcome.scores[0])
        new_best = self.settings.record_game(
            session.game_id, [s.stat_kind for s in session.seats], outcome.winners, solo
        )
        self.save_settings()
        self.storage.remove(AUTOSAVE_KEY)
        self.finished_result = self.result_dict(session)
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
            "frames": self.frames,
        }

    def go_title(self) -> None:
        from game.scenes.title import TitleScene

        self.stack.reset(TitleScene(self), Transition("fade", 0.3))

    def quit(self) -> None:
        if not IS_WEB:
            self.running = False

    # --- the frame loop --------------------------------------------------------------
    def first_scene(self):
        from game.scenes.title import TitleScene

        opts = self.options
        if opts.game:
            from game import games

            rules = games.rules_for(opts.game)
            if opts.seats is not None:
                seats = opts.seats
            elif opts.autoplay:
                n = max(2, rules.min_players) if rules.max_players >= 2 else rules.min_players
                seats = [Seat("ai", "", "hard") for _ in range(n)]
            else:
                seats = [Seat("human", ""), Seat("ai", "", "medium")][: max(rules.min_players, 2)]
            config = rules.default_config(len(seats))
            config.update(opts.variants)
            seed = opts.seed if opts.seed is not None else int(time.time() * 1000) % 1_000_000_007
            try:
                session = Session(opts.game, config, seats, seed)
            except ValueError as exc:
                print(f"main.py: error: {exc}", file=sys.stderr)
                raise SystemExit(2) from None
            from game.scenes.registry import game_scene

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
        if self.window is None or self.window.get_size() == SIZE:
            return event
        scale, ox, oy = self.viewport()
        x, y = event.pos
        pos = (int((x - ox) / scale), int((y - oy) / scale))
        attrs = dict(event.dict)
        attrs["pos"] = pos
        return pygame.event.Event(event.type, attrs)

    def viewport(self) -> tuple[float, int, int]:
        ww, wh = self.window.get_size()
        scale = min(ww / SIZE[0], wh / SIZE[1])
        return scale, int((ww - SIZE[0] * scale) / 2), int((wh - SIZE[1] * scale) / 2)

    def toggle_fullscreen(self) -> None:
        self.fullscreen = not self.fullscreen
        flags = pygame.FULLSCREEN if self.fullscreen else pygame.RESIZABLE
        self.window = pygame.display.set_mode((0, 0) if self.fullscreen else SIZE, flags)

    def present(self) -> None:
        if self.window.get_size() == SIZE:
            self.window.blit(self.screen, (0, 0))
        else:
            scale, ox, oy = self.viewport()
            self.window.fill((0, 0, 0))
            size = (int(SIZE[0] * scale), int(SIZE[1] * scale))
            self.window.blit(pygame.transform.smoothscale(self.screen, size), (ox, oy))
        pygame.display.flip()

    def step(self, dt: float, events) -> None:
        """One frame: input, update, draw. Separate from ``run`` so tests can drive frames."""
        for event in events:
            mapped = self.handle_window_event(event)
            if mapped is not None:
                self.stack.handle(mapped)
            self.stack.apply_pending(self.screen)
        top = self.stack.top
        if top is None or not top.freezes_game:
            self.anim.update(dt)
        self.stack.update(dt)
        self.stack.apply_pending(self.screen)
        self.stack.draw(self.screen)
        set_text_focus(self.stack.top is not None and self.stack.top.typing())
        if IS_WEB and self.audio is not None:
            self.audio.preload_next()  # decode one sound per frame instead of stalling on first play
        self.frames += 1

    async def run(self) -> int:
        self.init_display()
        self.stack.push(self.first_scene())
        self.stack.apply_pending()
        opts = self.options
        status = 0
        while self.running:
            dt = 1 / 60 if self.headless else min(0.1, self.clock.tick(60) / 1000)
            self.step(dt, pygame.event.get())
            if not self.headless:
                self.present()
            if self.frames == 1:
                announce_ready()
                # Everything loaded so far lives as long as the app: freezing it keeps the collector's
                # full passes (6-9 ms natively, 13 ms in the browser) to the objects made since.
                gc.collect()
                gc.freeze()
            if (
                opts.autoplay
                and self.finished_result is not None
                and not self.anim.busy
                and self.stack.transition is None
            ):
                break
            if opts.max_frames is not None and self.frames >= opts.max_frames:
                break
            await asyncio.sleep(0)
        if opts.autoplay or opts.screenshot or opts.result:
            status = self.write_outputs()
        pygame.quit()
        return status

    def write_outputs(self) -> int:
        opts = self.options
        if opts.screenshot:
            Path(opts.screenshot).parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(self.screen, opts.screenshot)
        result = self.finished_result
        if result is None:
            top = self.stack.top
            session = getattr(top, "session", None)
            result = self.result_dict(session) if session else {"finished": False}
        result["frames"] = self.frames
        if opts.result:
            Path(opts.result).parent.mkdir(parents=True, exist_ok=True)
            Path(opts.result).write_text(json.dumps(result, indent=2))
        return 0 if result.get("finished") else 1


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
