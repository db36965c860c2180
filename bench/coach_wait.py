"""How long a player waits for the coach's advice once their choice is on screen (issue 28).

    python -m bench.coach_wait [--decisions 60] [--slow 3] [--think 2] [game ids...]

The app plays a human (the coach on) against a hard computer at normal speed, frame by frame
(``App.step`` with 1/60 s a frame, the dummy video driver). The human always takes the coach's
first choice, ``--think`` seconds after it shows (default 0: at once), and taps a round's card
away. For each human decision: the frames from the moment the choice is on screen
(``human_to_move``) to the advice showing (``CoachView.entries``), in ms at 60 frames a second.
The coach thinks ``SLICE_S`` of wall time a frame (its thinking ahead too, while the human
weighs the card: game/scenes/shared/coach_ahead.py); ``--slow K`` gives it ``SLICE_S / K`` to
stand in for a runtime K times slower (Pyodide is about 2.4 times slower than CPython here for
this code: docs/benchmarks.md), with the animations' frames unchanged.
"""

from __future__ import annotations

import sys

from bench import pct
from bench.frames import FRAME_S  # also: the dummy drivers and a throw-away data folder


def waits(game_id: str, decisions: int, slow: float, seed: int = 5, think: float = 0.0) -> list[float]:
    import pygame

    from bench.idle import make_app
    from game.games import rules_for
    from game.scenes.shared import coach_ahead, coach_panel
    from game.scenes.shared.coach_panel import EVERYONE
    from game.session import Seat, Session

    coach_panel.SLICE_S = coach_ahead.SLICE_S = coach_panel.SLICE_S / slow
    try:
        app = make_app()
        app.lazy = False  # every frame drawn, as while something moves
        app.settings.coach = [EVERYONE]
        seats = [Seat("human", "Ana"), Seat("ai", "", "hard")]
        app.start_game(Session(game_id, rules_for(game_id).default_config(2), seats, seed), transition=False)
        app.stack.apply_pending(app.screen)
        scene = app.stack.top
        ENTER = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40)
        out: list[float] = []
        shown_at = None
        ready_at = None  # the frame the advice showed: the human moves ``think`` s later
        for frame in range(200_000):
            app.step(FRAME_S, [])
            app.stack.apply_pending(app.screen)
            if app.stack.top is not scene or scene.session.is_over or len(out) >= decisions:
                break
            if app.anim.held:  # a round's card waits for its tap
                app.step(FRAME_S, [ENTER])
                continue
            if not scene.human_to_move():
                continue
            if shown_at is None:
                shown_at = frame
            entries = scene.coach.entries()
            if entries is None:
                continue
            if ready_at is None:
                ready_at = frame
                out.append((frame - shown_at) * FRAME_S * 1000)
            if (frame - ready_at) * FRAME_S >= think:
                shown_at = ready_at = None
                scene.perform(entries[0].action)
        return out
    finally:
        coach_panel.SLICE_S = coach_ahead.SLICE_S = coach_panel.SLICE_S * slow


def main() -> None:
    args = sys.argv[1:]
    decisions, slow, think, ids = 60, 1.0, 0.0, []
    i = 0
    while i < len(args):
        if args[i] == "--decisions":
            decisions, i = int(args[i + 1]), i + 2
        elif args[i] == "--slow":
            slow, i = float(args[i + 1]), i + 2
        elif args[i] == "--think":
            think, i = float(args[i + 1]), i + 2
        else:
            ids, i = ids + [args[i]], i + 1
    from game.games import GAME_IDS

    for game_id in ids or GAME_IDS:
        w = []
        for seed in range(1, 100):
            w += waits(game_id, decisions - len(w), slow, seed, think)
            if len(w) >= decisions:
                break
        at_once = sum(1 for x in w if x == 0)
        print(
            f"{game_id:<9} slice/{slow:g}, think {think:g} s: wait ms median / p95 / max {pct(w, 0.5):.0f} / {pct(w, 0.95):.0f} / "
            f"{max(w):.0f}; ready when shown {at_once} of {len(w)} decisions",
            flush=True,
        )


if __name__ == "__main__":
    main()
