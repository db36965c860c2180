"""Seconds a computer's turn takes at a given speed, the way a player waits for it: simulated frames of
1/60 s through the real game scene, from the frame the header names the computer until the next seat
can act (the next computer is named, or the human is asked to move). Exactly!'s take-back window after
a human's move (game/scenes/exactly/takeback.py) is not counted: the computer may not roll before it closes. The human seat is played by an
easy computer through the scene's own ``perform``, as a player's click would.

    SDL_VIDEODRIVER=dummy python -m tools.pace_ai [--turns 40] [--speed normal] [--games exactly,starrows]

Thinking runs in the scene's real slices of 4 ms a frame, so a slow machine adds frames; pass
``--instant-thinking`` (what the tests do) to count only what the animations take.
"""

from __future__ import annotations

import argparse
import os
import statistics

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game import games  # noqa: E402
from game.ai.base import ThinkingTask  # noqa: E402
from game.app import App  # noqa: E402
from game.cli import Options  # noqa: E402
from game.games import GAME_IDS  # noqa: E402
from game.session import Seat  # noqa: E402
from game.storage import MemoryStorage  # noqa: E402

DT = 1 / 60
LIMITS = {"exactly": 1.5, "starrows": 3.0}  # issue 30's ceilings on the median computer turn; 2.5 s elsewhere
LIMIT = 2.5


def computer_turns(
    game: str, turns: int = 30, speed: str = "normal", seed: int = 1, level: str = "medium", holds=None
):
    """Durations (s) of the first ``turns`` computer turns of a game: a human and two computers.
    ``holds``, a list, gets how long (s) the result of each step stayed still on screen before a
    computer's next decision started moving anything (the presented state unchanged until the
    decision is applied)."""
    seats = [Seat("human", "Ana"), Seat("ai", "", level), Seat("ai", "", level)]
    app = App(Options(game=game, headless=True, seats=seats, seed=seed, speed=speed), storage=MemoryStorage())
    app.init_display()
    app.draw_frame = lambda surface, area=None: None  # the figures are frame counts: no picture is looked at
    app.stack.push(app.first_scene())
    app.stack.apply_pending()
    scene = app.stack.top
    me = games.make_agent(game, 0, "easy", seed=seed)
    durations: list[float] = []
    current, started, timed = None, 0, None  # the computer being timed, from which frame; the last one timed
    shown, landed, logged = scene.presented, 0, len(scene.session.log)  # the result on screen, since when
    for frame in range(60 * 60 * 20):
        app.step(DT, [])
        if app.stack.top is not scene or scene.finished:
            break
        card = getattr(scene, "round_card", None)  # a round's summary waits for the player's tap:
        if card is not None and card.data is not None:  # the reading is the player's time, not the computer's
            card.close()
            started = frame
        log = scene.session.log
        entry = log[logged] if len(log) > logged else None
        if entry is not None and entry.kind == "a" and entry.seat in scene.agents:
            if holds is not None and landed > 0 and scene.paced.get("held"):
                holds.append((frame - landed) * DT)
        logged = len(log)
        if scene.presented is not shown:
            shown, landed = scene.presented, frame
        seat = scene.turn_seat
        if current is not None and (seat != current or scene.human_to_move()):
            durations.append((frame - started) * DT)  # the next seat can act from this frame on
            current = None
            if len(durations) >= turns:
                break
        if current is None and seat is not None and seat != 0 and seat != timed:
            current, started, timed = seat, frame, seat
        if current is not None and getattr(scene, "take_back_left", 0) > 0:
            started = frame  # Exactly!'s take-back window is the human's time: the computer may not roll yet
        if scene.human_to_move():
            timed = None
            task = ThinkingTask(me, scene.session.state)
            while not task.step(1.0):
                pass
            scene.perform(task.action)
    return durations


def summary(durations: list[float]) -> str:
    if not durations:
        return "none"
    return (
        f"n={len(durations):3d}  median {statistics.median(durations):5.2f} s  "
        f"p90 {sorted(durations)[int(0.9 * (len(durations) - 1))]:5.2f} s  "
        f"min {min(durations):5.2f} s  max {max(durations):5.2f} s"
    )


def instant_thinking():
    """Computers decide within their first frame: the figures count only the animations (deterministic)."""
    from game.scenes import computers

    computers.SLICE_S = 60.0


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--turns", type=int, default=40)
    ap.add_argument("--speed", default="normal")
    ap.add_argument("--games", default=",".join(GAME_IDS))
    ap.add_argument("--seeds", type=int, default=2)
    ap.add_argument("--instant-thinking", action="store_true")
    args = ap.parse_args()
    if args.instant_thinking:
        instant_thinking()
    for game in args.games.split(","):
        durations, holds = [], []
        for seed in range(1, args.seeds + 1):
            durations += computer_turns(game, args.turns, args.speed, seed, holds=holds)
        print(f"{game:9s} turns {summary(durations)}  (median limit {LIMITS.get(game, LIMIT)} s)")
        print(f"{'':9s} steps {summary(holds)}  (each at least 0.5 s at normal speed)")
