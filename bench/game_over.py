"""The frames from a game's last move to its results screen at rest, as a player gets them (issue 39).

    python -m bench.game_over [--games=farkle,chains] [--runs 3] [--layout=compact]

Each run plays one short game between two computers (hard and medium, normal speed) in the app
with a real (dummy-driver) window, paced at 60 frames a second, and records the CPU time
(``time.thread_time``: what the frame cost this process, not the waiting for a core on a busy
machine) of every frame from the one in which the game ends (``App.finish_game``) until the
results screen has kept its picture, plus every full (generation-2) garbage collection that
landed in those frames. Figures per game: the longest such frame and the median of the others.

A first launch has no bytecode: run it as
``PYTHONDONTWRITEBYTECODE=1 PYTHONPYCACHEPREFIX=$(mktemp -d) python -m bench.game_over``
(every module is then compiled as it is imported, as in the browser, which never has bytecode).
"""

from __future__ import annotations

import statistics
import sys
import time

# bench.frames also sets the dummy drivers and a throw-away data folder
from bench.frames import FRAME_S, pace, watch_full_collections


def one_game(app, game_id: str, seed: int, collections: list) -> tuple[list[float], list[str]]:
    """CPU ms of each frame from the game's end to its results at rest, and where full collections ran."""
    from game import games
    from game.session import Seat, Session

    rules = games.rules_for(game_id)
    config = rules.default_config(2)
    if game_id == "farkle":
        config["limit"] = 1000
    if game_id == "exactly":
        config["target"] = 1
    session = Session(game_id, config, [Seat("ai", "", "hard"), Seat("ai", "", "medium")], seed)
    app.start_game(session)
    due = time.perf_counter()
    frames: list[float] = []
    seen = len(collections)
    ended = False
    for _ in range(60 * 60 * 20):
        due = pace(due)
        was_over = app.finished_result is not None
        t0 = time.thread_time()
        if app.step(FRAME_S, []):
            app.present()
        ms = (time.thread_time() - t0) * 1000
        if not was_over and app.finished_result is not None:
            ended = True
        if ended:
            frames.append(ms)
            top = app.stack.top
            if (
                top.name == "results"
                and app.stack.transition is None
                and getattr(top, "_picture", None) is not None
            ):
                break
    return frames, [f"{ms:.1f} ms" for _, ms in collections[seen:]]


def main() -> None:
    ids, runs, chosen = None, 3, "standard"
    args = sys.argv[1:]
    for i, arg in enumerate(args):
        if arg.startswith("--games="):
            ids = arg.split("=", 1)[1].split(",")
        elif arg == "--runs":
            runs = int(args[i + 1])
        elif arg.startswith("--layout="):
            chosen = arg.split("=", 1)[1]
    from bench.frames import started
    from game import games

    rec = started(chosen, "fast")
    app = rec.app
    collections = watch_full_collections(rec)
    print(f"game over -> results at rest, CPU ms per frame ({chosen} layout, {runs} games each)")
    print(f"{'game':<9} {'frames':>6} {'longest':>8} {'median':>7}  full collections in those frames")
    for game_id in ids or games.GAME_IDS:
        for run in range(runs):
            frames, full = one_game(app, game_id, 100 + run, collections)
            rest = sorted(frames)[:-1] or frames
            print(
                f"{game_id:<9} {len(frames):>6} {max(frames):>8.2f} {statistics.median(rest):>7.2f}  {', '.join(full) or '-'}",
                flush=True,
            )


if __name__ == "__main__":
    main()
