"""Frame times as a player gets them: real 60 fps pacing, whole games, transitions included.

    python -m bench.frames [--quick] [--cpu] [--games=farkle,chains] [--layout=compact]

The app runs with a real (dummy-driver) window, so each frame is the whole
frame: input, update, draw and the blit to the window. Frames are paced to
60 per second like ``pygame.time.Clock.tick(60)`` would, so the garbage
collector, caches and the computer players' time slices behave as in play.
A scripted visit goes title -> setup -> (transition) -> a whole game between
two computer players at normal speed -> results (before their picture is
cached) -> title, and every frame is attributed to the scene on top (or to
"transition" while one runs). Figures: median, p95 and max per scene, and how
many frames took over 16 ms after a scene's first frame. ``--layout=compact`` runs the same
visit in the compact (phone) layout's 960x480 canvas (game/layout.py); the default is standard.
"""

from __future__ import annotations

import gc
import os
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

from bench import pct

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("DICECHIPS_DATA", tempfile.mkdtemp(prefix="dicechips-bench-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

FRAME_S = 1 / 60
# --cpu: a frame's cost is the CPU time this thread spent on it, which a machine busy with other work
# does not inflate (wall time, the default, includes waiting for a core)
COST_CLOCK = time.thread_time if "--cpu" in sys.argv else time.perf_counter


def pace(due: float) -> float:
    """Sleep until ``due`` like ``Clock.tick(60)`` would; returns when the next frame is due."""
    now = time.perf_counter()
    if now < due:
        time.sleep(due - now)  # a benchmark, not game code
    return max(due + FRAME_S, time.perf_counter())


class Recorder:
    """Runs paced frames and files each frame's time under the scene that was on top."""

    def __init__(self, app):
        self.app = app
        self.times: dict[str, list[float]] = defaultdict(list)
        self.first: dict[str, list[float]] = defaultdict(list)
        self.frames = 0
        self._last = None
        self._next = time.perf_counter()

    def label(self) -> str:
        stack = self.app.stack
        if stack.transition is not None:
            return "transition"
        top = stack.top
        return getattr(top, "bench_label", None) or top.name

    def frame(self, events=()) -> None:
        self._next = pace(self._next)
        label = self.label()
        t0 = COST_CLOCK()
        if self.app.step(FRAME_S, list(events)):
            self.app.present()  # a frame in which nothing changed is neither drawn nor presented
        ms = (COST_CLOCK() - t0) * 1000
        if label != self._last:
            self.first[label].append(ms)  # a scene's first frame builds its caches: reported apart
        else:
            self.times[label].append(ms)
        self._last = label
        self.frames += 1

    def run(self, frames: int) -> None:
        for _ in range(frames):
            self.frame()

    def until(self, done, limit: int) -> bool:
        for _ in range(limit):
            if done():
                return True
            self.frame()
        return False


def visit(game_id: str, rec: Recorder, quick: bool) -> None:
    """Title -> setup -> a whole computer game at normal speed -> results -> title."""
    from game import games
    from game.session import Seat, Session

    app = rec.app
    app.stack.top.open_setup(game_id)  # the title's own slide transition
    rec.run(60)
    rules = games.rules_for(game_id)
    config = rules.default_config(2)
    if game_id == "farkle":
        config["limit"] = 2000 if quick else 5000
    session = Session(game_id, config, [Seat("ai", "", "hard"), Seat("ai", "", "medium")], 11)
    app.start_game(session)
    top = app.stack
    rec.until(lambda: app.finished_result is not None, 60 * 60 * (3 if quick else 12))
    rec.run(120)  # the results screen fades in and settles: frames before and after its picture is cached
    app.go_title()
    rec.run(60)
    del top


def main() -> None:
    quick = "--quick" in sys.argv
    ids = None
    chosen = "standard"
    for arg in sys.argv[1:]:
        if arg.startswith("--games="):
            ids = arg.split("=", 1)[1].split(",")
        if arg.startswith("--layout="):
            chosen = arg.split("=", 1)[1]
    from game import games

    t0 = time.perf_counter()
    rec = started(chosen, "normal")
    app = rec.app
    full = watch_full_collections(rec)
    rec.run(119)
    for game_id in ids or games.GAME_IDS:
        visit(game_id, rec, quick)
    wall = time.perf_counter() - t0
    size = "x".join(map(str, app.screen.get_size()))
    print(
        f"{rec.frames} paced frames in {wall:.0f} s ({'quick' if quick else 'full'} run, {chosen} layout {size})"
    )
    print(
        f"{'CPU' if COST_CLOCK is time.thread_time else 'wall'} ms per frame; 'first' is the worst first frame of a visit (caches are built then)"
    )
    print(f"{'scene':<14} {'frames':>7} {'first':>7} {'median':>7} {'p95':>7} {'max':>7} {'>16ms':>6}")
    for label, times in sorted(rec.times.items()):
        over = sum(1 for t in times if t > 16)
        print(
            f"{label:<14} {len(times):>7} {max(rec.first[label]):>7.2f} {pct(times, 0.5):>7.2f} "
            f"{pct(times, 0.95):>7.2f} {max(times):>7.2f} {over:>6}"
        )
    said = ", ".join(f"{label} {ms:.1f} ms" for label, ms in full) or "none"
    print(f"full (generation-2) garbage collections after the freeze: {len(full)} ({said})")


def started(layout: str, speed: str) -> Recorder:
    """The app on its title screen as ``App.run`` starts it (everything preloaded before the first
    frame, the heap frozen after it, full collections left to still moments), its first frame run."""
    from game.app import App
    from game.cli import Options
    from game.collector import QuietCollector
    from game.storage import MemoryStorage
    from game.warmup import freeze_loaded, preload_games

    app = App(Options(layout=layout), storage=MemoryStorage())
    app.settings.anim_speed = speed
    app.init_display()
    preload_games()
    app.stack.push(app.first_scene())
    app.stack.apply_pending()
    rec = Recorder(app)
    rec.frame()
    freeze_loaded()
    QuietCollector.start()
    return rec


def watch_full_collections(rec: Recorder) -> list[tuple[str, float]]:
    """(scene, ms) of every generation-2 collection from now on, through ``gc.callbacks``."""
    full: list[tuple[str, float]] = []
    began: list[float] = []

    def note(phase: str, info: dict) -> None:
        if info["generation"] != 2:
            return
        if phase == "start":
            began.append(COST_CLOCK())
        elif began:
            full.append((rec.label(), (COST_CLOCK() - began.pop()) * 1000))

    gc.callbacks.append(note)
    return full


if __name__ == "__main__":
    main()
