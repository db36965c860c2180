"""CPU per frame when nothing moves, and per animated frame (issue 22).

    python -m bench.idle [--seconds 10] [--games=farkle,chains] [--skip-animated] [--layout compact]
    python -m bench.idle --run-loop

The app runs natively with a real (dummy-driver) window, paced at 60 frames a second like
``Clock.tick(60)``; each frame is what ``App.run`` does: take the events, ``App.step`` and,
when the step drew, ``App.present``. CPU time (``time.process_time``: what a battery pays)
is measured per frame, so the pacing sleep and the start-up are not counted.

Idle: the title screen from its second frame (its bobbing die included) and again once it rests,
settings, a how-to page, statistics, the setup screen of each game once it has slid in and warmed
the game up, and each game waiting for the human's decision (human against a medium computer,
normal speed) from the first frame at rest (the header's turn pulse, the tweens that end the
computer's turn and Buttons' 3 s of pulsing cells have played: the scene ``rests()``,
game/redraw.py), and the results of a game between two computers once their card is kept, each
for ``--seconds`` (10 s = 600 frames): mean CPU ms per frame with its 95% interval. The floor is
measured the same way before the first screen and after the last: paced frames that only take the
events (``pygame.event.get()``, which every frame of ``App.run`` does), so each screen's figure
minus the floor is what our own code costs in a still frame. A frame in which the quiet collector
runs its full collection on purpose (game/collector.py: once, at a still moment, so that no
moving frame pays for it) is not counted in the mean: its row names it with its time.

Animated: a whole visit per game, as in bench/frames.py: the title's slide to the setup,
the fade into a game between two computers at normal speed, its dice, chips, coins and
banners for 20 s. A frame counts as animated when the animator moved something or a
transition ran (``FrameGate.why``; before issue 22, when a tween that moves something or a
transition ran). p95 and max CPU ms with the number of frames.

``--layout compact`` (or ``--layout=compact``) runs the same scenes in the compact (phone) layout's
960x480 canvas; the default is the standard layout.

``--run-loop`` measures instead the whole of ``App.run``'s frames on the title screen at rest (from
its 400th frame to its 900th): each iteration's CPU from one ``pygame.event.get()`` to the next, so
``Clock.tick(60)``'s sleep and the ``await asyncio.sleep(0)`` of every frame are counted too.

Works on the code before issue 22 too (every frame drawn), for the before/after figures.
"""

from __future__ import annotations

import statistics
import sys
import time

from bench import pct
from bench.frames import FRAME_S, pace  # also: the dummy drivers and a throw-away data folder


class PacedLoop:
    """The frame loop of ``App.run`` at 60 frames a second, measuring each frame's CPU time."""

    def __init__(self, app):
        import pygame

        self.app = app
        self.get_events = pygame.event.get
        self._next = time.perf_counter()
        self.collections = 0  # the quiet collector's own full collections (game/collector.py)
        collector = getattr(app, "collector", None)
        if collector is not None:
            collect = collector.collect

            def counted_collect():
                self.collections += 1
                return collect()

            collector.collect = counted_collect

    def frame(self) -> tuple[float, bool, bool]:
        """One paced frame: (CPU ms, drawn, animated)."""
        self._next = pace(self._next)
        app = self.app
        moving_before = _moving(app)
        c0 = time.process_time()
        drew = app.step(FRAME_S, self.get_events())
        drew = True if drew is None else drew  # before issue 22 every frame was drawn
        if drew:
            app.present()
        ms = (time.process_time() - c0) * 1000
        gate = getattr(app, "gate", None)
        animated = gate.why in ("animation", "transition") if gate is not None else moving_before
        return ms, drew, animated

    def floor(self) -> float:
        """One paced frame that only takes the events, as every frame does first (CPU ms)."""
        self._next = pace(self._next)
        c0 = time.process_time()
        self.get_events()
        return (time.process_time() - c0) * 1000

    def run(self, frames: int) -> list[float]:
        return [self.frame()[0] for _ in range(frames)]

    def until(self, done, limit: int) -> None:
        for _ in range(limit):
            if done():
                return
            self.frame()
        raise RuntimeError("bench: the awaited moment never came")


def _moving(app) -> bool:
    from game.anim import _Dummy

    return app.stack.transition is not None or any(not isinstance(t.target, _Dummy) for t in app.anim._tweens)


def make_app(layout: str | None = None):
    from game.app import App
    from game.cli import Options
    from game.storage import MemoryStorage

    app = App(Options(layout=layout), storage=MemoryStorage())
    app.settings.anim_speed = "normal"
    app.init_display()
    app.apply_settings()
    app.stack.push(app.first_scene())
    app.stack.apply_pending()
    return app


def summary(times: list[float]) -> str:
    n = len(times)
    mean = statistics.fmean(times)
    half = 1.96 * statistics.stdev(times) / n**0.5
    return f"{mean:6.3f} ± {half:5.3f}"


def idle_rows(ids, frames: int, layout: str | None = None) -> list[tuple[str, int, str, int | None]]:
    """(scene, frames, mean ± 95% ms, frames drawn: None for the floor)."""
    from game import games
    from game.scenes.howto import HowToScene
    from game.scenes.settings import SettingsScene
    from game.scenes.stats_page import StatsScene
    from game.session import Seat, Session

    rows = []
    app = make_app(layout)
    loop = PacedLoop(app)

    def measure(label: str) -> None:
        times, collected, drawn = [], [], 0
        for _ in range(frames):
            before = loop.collections
            ms, drew, _ = loop.frame()
            (times if loop.collections == before else collected).append(ms)
            drawn += bool(drew)
        if collected:  # the one full collection the collector runs on purpose at a still moment
            frames_word = "frame" if len(collected) == 1 else "frames"
            label += f"; not counted: {len(collected)} {frames_word} with the collector's full collection, "
            label += ", ".join(f"{ms:.1f}" for ms in collected) + " ms"
        rows.append((label, len(times), summary(times), drawn))
        print(f"  {label:<28} {rows[-1][2]} ms  ({rows[-1][3]} of {frames} frames drawn)", flush=True)

    def measure_floor(label: str) -> None:
        times = [loop.floor() for _ in range(frames)]
        rows.append((label, len(times), summary(times), None))
        print(f"  {label:<28} {rows[-1][2]} ms", flush=True)

    loop.run(1)  # the first frame builds the caches (start-up, not idling)
    measure_floor("floor, before the screens")
    measure("title (bobbing 4 s, then at rest)")
    title = app.stack.top
    loop.until(lambda: app.gate.resting is title, 600)
    measure("title at rest")
    pages = (("settings", SettingsScene), ("how-to, Farkle", lambda a: HowToScene(a, "farkle")))
    for label, page in pages + (("statistics", StatsScene),):
        app.stack.push(page(app))
        loop.run(30)
        measure(label)
        app.stack.pop()
        loop.run(30)
    for game_id in ids:
        title.open_setup(game_id)
        loop.until(lambda: app.stack.transition is None and app.stack.top is not title, 600)
        loop.until(lambda: app.gate.resting is app.stack.top, 600)  # the game's warm-up is done
        measure(f"setup {game_id}")
        app.stack.pop()
        loop.run(30)
    for game_id in ids:
        rules = games.rules_for(game_id)
        config = rules.default_config(2)
        session = Session(game_id, config, [Seat("human", "Ana"), Seat("ai", "", "medium")], 5)
        app.start_game(session)
        loop.run(2)
        scene = app.stack.top
        loop.until(lambda s=scene: s.human_to_move() and app.stack.transition is None, 60 * 60)
        # the turn's start (header pulse, a last tween, Buttons' cells pulsing 3 s) has played
        loop.until(lambda s=scene: app.gate.resting is s, 600)
        measure(f"{game_id} waiting for the human")
        app.go_title()
        loop.run(40)
    config = games.rules_for("farkle").default_config(2) | {"limit": 1000}
    app.start_game(Session("farkle", config, [Seat("ai", "", "hard"), Seat("ai", "", "medium")], 5))
    loop.until(lambda: app.finished_result is not None, 60 * 60 * 5)
    loop.until(lambda: app.stack.transition is None and app.gate.resting is app.stack.top, 600)
    measure("results (a Farkle game's)")
    app.go_title()
    loop.run(40)
    measure_floor("floor, after the screens")
    return rows


def animated_rows(ids, seconds: float, layout: str | None = None) -> list[tuple[str, int, float, float]]:
    """(game, animated frames, p95 ms, max ms) over a visit: slide to setup, fade in, computers play."""
    from game import games
    from game.session import Seat, Session

    rows = []
    app = make_app(layout)
    loop = PacedLoop(app)
    loop.run(30)
    for game_id in ids:
        times = []
        title = app.stack.top
        title.open_setup(game_id)
        for _ in range(40):
            ms, _, animated = loop.frame()
            if animated:
                times.append(ms)
        rules = games.rules_for(game_id)
        session = Session(
            game_id, rules.default_config(2), [Seat("ai", "", "medium"), Seat("ai", "", "medium")], 11
        )
        app.start_game(session)
        for _ in range(int(seconds * 60)):
            ms, _, animated = loop.frame()
            if animated:
                times.append(ms)
            if app.finished_result is not None:
                break
        rows.append((game_id, len(times), pct(times, 0.95), max(times)))
        print(
            f"  {game_id:<10} p95 {rows[-1][2]:.2f} ms, max {rows[-1][3]:.2f} ms over {len(times)} animated frames"
        )
        app.go_title()
        loop.run(40)
    return rows


def run(
    quick: bool = False, ids=None, seconds: float = 10.0, animated: bool = True, layout: str | None = None
) -> list[tuple[str, str]]:
    """The rows of docs/benchmarks.md's section (bench.run_all calls this); ``layout`` is --layout."""
    from game import games

    ids = ids or list(games.GAME_IDS)
    frames = int((2.0 if quick else seconds) * 60)
    where = f", {layout} layout" if layout else ""
    print(f"idle: mean CPU ms per frame ± 95% interval, {frames} paced frames each{where}", flush=True)
    rows = []
    for label, n, value, drawn in idle_rows(ids, frames, layout):
        what = f"{label}: pygame.event.get() alone" if drawn is None else label
        counted = f"n={n} frames" if drawn is None else f"n={n} frames, {drawn} drawn"
        rows.append((f"idle CPU ms per frame{where}, {what} (mean ± 95%, {counted})", value.strip()))
    if animated:
        print("animated frames: CPU ms including presenting", flush=True)
        for game_id, n, p95, worst in animated_rows(ids, 5.0 if quick else 20.0, layout):
            rows.append(
                (
                    f"animated frame CPU ms{where}, {game_id}: setup slide, fade in, computers play (p95 / max, n={n})",
                    f"{p95:.2f} / {worst:.2f}",
                )
            )
    return rows


def run_loop_row(frames: int = 900, skip: int = 400) -> str:
    """Mean ± 95% CPU ms of ``App.run``'s iterations on the title at rest (``--run-loop``)."""
    import asyncio

    import pygame

    from game.app import App
    from game.cli import Options
    from game.storage import MemoryStorage

    marks = []
    get = pygame.event.get

    def marked_get():
        marks.append(time.process_time())
        return get()

    pygame.event.get = marked_get  # App.run looks it up every frame
    try:
        asyncio.run(App(Options(max_frames=frames), storage=MemoryStorage()).run())
    finally:
        pygame.event.get = get
    times = [(b - a) * 1000 for a, b in zip(marks, marks[1:])][skip:]
    return f"App.run on the title at rest, whole iterations (n={len(times)}): {summary(times)} ms"


def main() -> None:
    args = sys.argv[1:]
    seconds = 10.0
    ids = None
    layout = None
    for i, arg in enumerate(args):
        if arg == "--seconds":
            seconds = float(args[i + 1])
        elif arg.startswith("--games="):
            ids = arg.split("=", 1)[1].split(",")
        elif arg == "--layout":
            layout = args[i + 1]
        elif arg.startswith("--layout="):
            layout = arg.split("=", 1)[1]
    t0 = time.perf_counter()
    if "--run-loop" in args:
        print(run_loop_row())
        return
    rows = run(ids=ids, seconds=seconds, animated="--skip-animated" not in args, layout=layout)
    for metric, value in rows:
        print(f"| {metric} | {value} |")
    print(f"bench wall time {time.perf_counter() - t0:.0f} s")


if __name__ == "__main__":
    main()
