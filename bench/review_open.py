"""How long the Review takes to open after a game, with the game thought out during play (issue 39).

    python -m bench.review_open [--games=farkle,chains] [--think 60] [--seeds 2]

A person (played by the medium computer, through the game scene's own ``perform``) plays a whole
game against the hard computer in the app, headless, at fast animation speed; before each of their
decisions the scene runs ``--think`` frames (60: a second at 60 fps), as a person would look at the
table. Frames are not paced (the thinking slices are 4 ms each whatever the pacing). At the end the
Review is opened; figures per game: the person's decisions, how many the Review still had to think
out, the CPU ms that took (``time.process_time``), and the CPU ms the same Review takes from scratch
(as before issue 39, when it thought out the whole game on opening).
"""

from __future__ import annotations

import os
import sys
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("DICECHIPS_DATA", tempfile.mkdtemp(prefix="dicechips-bench-"))


def one_game(game_id: str, seed: int, think: int) -> tuple[int, int, float, float]:
    import pygame

    from game.ai.base import finish
    from game.coach import review as review_mod
    from game.coach.review import review_of
    from game.games import make_agent
    from game.scenes.review import ReviewScene
    from game.session import Seat
    from tests.uidriver import game_app, settle_turn

    app = game_app(game_id, [Seat("human", "Ann"), Seat("ai", "", "hard")], seed=seed, speed="fast")
    app.lazy = True
    scene = app.stack.top
    person = make_agent(game_id, 0, "medium", seed)
    decisions = 0
    while not scene.session.is_over:
        settle_turn(app, limit=60 * 60 * 5)
        if app.stack.top is not scene or scene.session.is_over:
            break
        if not scene.human_to_move():  # a round's card waits for the person's tap: Enter
            app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")])
            continue
        for _ in range(think):
            app.step(1 / 60, [])
        scene.perform(person.choose(scene.session.state))
        decisions += 1
    for _ in range(60 * 60):
        app.step(1 / 60, [])
        if app.stack.top.name == "results":
            break
    session = scene.session
    asked: list = []
    real = review_mod.advise_steps

    def counting(*args, **kwargs):
        asked.append(1)
        return (yield from real(*args, **kwargs))

    review_mod.advise_steps = counting
    try:
        c0 = time.process_time()
        review = ReviewScene(app, session).review
        finish(review.steps())
        ready_ms = (time.process_time() - c0) * 1000
    finally:
        review_mod.advise_steps = real
    c0 = time.process_time()
    plain = review_of(game_id, session.rules, session._before, session.state, session.log, {0})
    finish(plain.steps())
    scratch_ms = (time.process_time() - c0) * 1000
    return decisions, len(asked), ready_ms, scratch_ms


def main() -> None:
    from game import games

    ids, think, seeds = list(games.GAME_IDS), 60, 2
    args = sys.argv[1:]
    for i, arg in enumerate(args):
        if arg.startswith("--games="):
            ids = arg.split("=", 1)[1].split(",")
        elif arg == "--think":
            think = int(args[i + 1])
        elif arg == "--seeds":
            seeds = int(args[i + 1])
    print(f"the Review on opening, after a game with {think} frames of thought per decision (CPU ms)")
    print(f"{'game':<9} {'seed':>4} {'decisions':>9} {'left':>5} {'on opening':>11} {'from scratch':>13}")
    for game_id in ids:
        for seed in range(1, seeds + 1):
            n, left, ready, scratch = one_game(game_id, seed, think)
            print(f"{game_id:<9} {seed:>4} {n:>9} {left:>5} {ready:>11.0f} {scratch:>13.0f}", flush=True)


if __name__ == "__main__":
    main()
