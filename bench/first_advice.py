"""The first reroll advice of a resumed, coached Star Rows game: does it build the lattice?

    python -m bench.first_advice [--runs 20]          the app: Continue of a saved game, frame by frame
    python -m bench.first_advice --bare [--runs 20]   no pygame (runs in Pyodide): the advice alone

The app (default): for each run a game saved where the human (the coach on for everybody, against
a hard computer) decides whether to reroll, resumed as the title's Continue does it, with no lattice
in the process yet (as after a page load); then 1/60 s frames (``App.step``, the dummy video driver,
normal speed) until the advice shows. Per run: the CPU ms of the advice's own slices, the CPU ms of
the game scene's warm-up (``GameScene.warm``, where there is one) and of its longest step (a frame's
share), the frames from the Continue to the advice on screen, and the slowest frame's CPU ms in
between, after the Continue's own (which builds the scene and its log, the same before and after).
Each run starts from a frozen heap, as after a page load (``freeze_loaded``). With 20 runs the p95
is the max.

``--bare``: the same saved positions without the app: the advice's wall ms with no lattice yet (what
the first advice did before the game scene warmed up) and with the lattice built first, and the
longest single slice of that build (what one warm-up step can cost a frame).
"""

from __future__ import annotations

import gc
import os
import sys
import tempfile
import time

from bench import pct

SEATS = (("human", "Ana", "easy"), ("ai", "Hard", "hard"))


def saved_position(seed: int):
    """A two-player game where the human is to decide whether to reroll (their second turn or later)."""
    from game import games
    from game.rules.starrows import REROLL
    from game.session import Seat, Session

    seats = [Seat(kind, name, level) for kind, name, level in SEATS]
    session = Session("starrows", games.rules_for("starrows").default_config(2), seats, seed)
    while not (session.current == 0 and session.state.phase == REROLL and session.state.turns[0] > 1):
        if session.at_chance:
            session.resolve_chance()
        else:
            legal = session.legal_actions()
            session.act(legal[seed % len(legal)])
    return session


def no_lattice() -> None:
    """As after a page load: no lattice, and no coach that kept a turn's tables."""
    from game.ai import starrows
    from game.coach import starrows as coach

    starrows._LATTICE.clear()
    getattr(starrows, "_BUILDING", []).clear()  # (a half-done build, where there is one)
    coach._AGENTS.clear()


def timed(task, into: list) -> None:
    """Add the CPU seconds of each of ``task``'s steps to ``into[0]``; the longest step in ``into[1]``."""
    step = task.step

    def counted(*args):
        t0 = time.process_time()
        done = step(*args)
        spent = time.process_time() - t0
        into[0] += spent
        into[1] = max(into[1], spent)
        return done

    task.step = counted


def app_run(seed: int) -> tuple[float, float, int, float, float]:
    from game.app import App
    from game.cli import Options
    from game.rules.starrows import REROLL
    from game.scenes.shared import coach_panel
    from game.storage import MemoryStorage
    from game.warmup import freeze_loaded

    storage = MemoryStorage()
    saving = App(Options(headless=True), storage=storage)
    saving.autosave(saved_position(seed))
    saving.locks.release()
    app = App(Options(headless=True), storage=storage)
    app.settings.anim_speed = "normal"
    app.settings.coach = [coach_panel.EVERYONE]
    app.init_display()
    app.apply_settings()
    app.stack.push(app.first_scene())
    app.stack.apply_pending()
    for _ in range(3):
        app.step(1 / 60, [])
    no_lattice()
    freeze_loaded()  # as after a page load: the last run's lattice and apps are no garbage to collect now
    advice, warm = [0.0, 0.0], [0.0, 0.0]
    make = coach_panel.advice_task

    def advice_task(game_id, state, rules, shown=None):
        task = make(game_id, state, rules, shown)
        if state.phase == REROLL:
            timed(task, advice)
        return task

    coach_panel.advice_task = advice_task
    try:
        app.stack.top.continue_game("starrows")
        worst, n, scene = 0.0, 0, None
        while n < 600:
            t0 = time.process_time()
            app.step(1 / 60, [])
            n += 1
            if n > 1:  # (the Continue's own frame builds the scene: the same before and after)
                worst = max(worst, time.process_time() - t0)
            if scene is None and hasattr(app.stack.top, "coach"):
                scene = app.stack.top
                if hasattr(scene, "warm"):
                    timed(scene.warm, warm)
            if scene is not None and scene.coach.entries():
                break
    finally:
        coach_panel.advice_task = make
    return advice[0] * 1000, warm[0] * 1000, n, worst * 1000, warm[1] * 1000


def bare_run(seed: int) -> tuple[float, float, float]:
    from game.ai import starrows
    from game.ai.base import finish
    from game.coach import advice_task

    session = saved_position(seed)
    rules = session.rules

    def advice_ms() -> float:
        t0 = time.perf_counter()
        finish(advice_task("starrows", session.state, rules)._gen)
        return (time.perf_counter() - t0) * 1000

    no_lattice()
    gc.collect()
    gc.freeze()  # as after a page load (``freeze_loaded``, which needs pygame's game.warmup)
    cold = advice_ms()
    no_lattice()
    gc.collect()
    gc.freeze()
    longest, steps = 0.0, starrows.warm_steps()
    while True:
        t0 = time.perf_counter()
        try:
            next(steps)
        except StopIteration:
            break
        finally:
            longest = max(longest, time.perf_counter() - t0)
    return cold, advice_ms(), longest * 1000


def spread(values: list[float]) -> str:
    return f"{pct(values, 0.5):.1f} / {pct(values, 0.95):.1f} / {max(values):.1f}"


def main(argv: list[str]) -> None:
    runs = int(argv[argv.index("--runs") + 1]) if "--runs" in argv else 20
    if "--bare" in argv:
        rows = [bare_run(seed) for seed in range(runs)]
        print(f"Star Rows, first reroll advice, {runs} saved positions, wall ms median / p95 / max")
        print(f"  advice, no lattice yet:       {spread([r[0] for r in rows])}")
        print(f"  advice, lattice built before: {spread([r[1] for r in rows])}")
        print(f"  longest slice of the build:   {spread([r[2] for r in rows])}")
        return
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("DICECHIPS_DATA", tempfile.mkdtemp(prefix="dicechips-bench-"))
    from game.warmup import preload_games

    preload_games()  # as App.run does before its first frame
    rows = [app_run(seed) for seed in range(runs)]
    print(
        f"Star Rows, Continue of a saved game at a coached reroll decision, {runs} runs, median / p95 / max"
    )
    print(f"  advice CPU ms (its own slices):    {spread([r[0] for r in rows])}")
    print(f"  warm-up CPU ms (the game scene's): {spread([r[1] for r in rows])}")
    print(f"  longest warm-up step CPU ms:       {spread([r[4] for r in rows])}")
    print(f"  frames from Continue to advice:    {spread([float(r[2]) for r in rows])}")
    print(f"  slowest frame after it, CPU ms:    {spread([r[3] for r in rows])}")


if __name__ == "__main__":
    main(sys.argv[1:])
