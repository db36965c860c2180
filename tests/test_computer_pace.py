"""Computer turns at normal speed stay short (issue 18, "Pace of computer turns"): measured the way a player
waits, in simulated 1/60 s frames through the real scene, from the frame the header names the computer
until the next seat can act (tools/pace_ai.py). Thinking is made instant so the figures are deterministic
frame counts of the animations alone; bench figures with real thinking are in the closing report."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import statistics  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.games import GAME_IDS  # noqa: E402
from game.scenes import computers  # noqa: E402
from tools import pace_ai  # noqa: E402


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_computer_turn_at_normal_speed_stays_within_the_limit(game, monkeypatch):
    """Issue 30: the median turn within its limit, and the result of every step (a roll that has
    landed, a placement, a move) still on screen at least 0.5 s before the next decision moves
    anything; a turn of many steps may take longer."""
    monkeypatch.setattr(computers, "SLICE_S", 60.0)  # a decision within its first frame
    holds = []
    durations = pace_ai.computer_turns(game, turns=14, speed="normal", seed=2, holds=holds)
    limit = pace_ai.LIMITS.get(game, pace_ai.LIMIT)
    assert len(durations) >= 10 and len(holds) >= 10
    assert statistics.median(durations) <= limit, sorted(durations)
    assert min(holds) >= 0.5 - 1e-9, sorted(holds)


def test_only_a_computers_steps_play_brisker():
    """A human's own roll keeps the pace of the speed setting; the computer's steps that follow are faster."""
    from game.session import Seat
    from tests.uidriver import frames, game_app, key, settle_turn

    app = game_app("farkle", [Seat("human", "Ana"), Seat("ai", "", "easy")], speed="normal")
    scene = settle_turn(app)
    key(app, pygame.K_RETURN)  # the human rolls
    paces = set()
    while not scene.caught_up:
        frames(app)
        paces.add(app.anim.pace)
    assert paces == {1.0}
    scene.computers_step = lambda: True  # as if a computer had rolled
    frames(app)
    assert app.anim.pace == scene.PACE.boost > 1.0


def test_pace_survives_a_turn_left_on_screen_for_hours():
    """A computer's turn can stay on screen while a card waits for the player (Buttons' round
    summary): the factor stays at its cap instead of overflowing a float after ~5 minutes."""
    from game.scenes.shared.pace import Pace

    pace = Pace(budget=2.0, boost=1.5, soft=0.5, double=0.15, most=4.0)
    assert pace.factor(0.5) == 1.5
    assert 1.5 < pace.factor(1.3) < 6.0
    for elapsed in (10.0, 400.0, 3600.0 * 5):
        assert pace.factor(elapsed) == 6.0


def test_a_star_rows_computers_reroll_choice_stays_lifted_half_a_second(monkeypatch):
    """The dice a computer throws again lift and stay lifted, the throw in view, at least 0.5 s at
    normal speed before they are gathered and thrown (its reroll has no hold before its choice)."""
    from game.session import Seat
    from tests.uidriver import game_app

    monkeypatch.setattr(computers, "SLICE_S", 60.0)  # a decision within its first frame
    seats = [Seat("ai", "", "medium"), Seat("ai", "", "medium")]
    app = game_app("starrows", seats, seed=2, speed="normal")
    scene = app.stack.top
    runs, run = [], 0
    for _ in range(60 * 30):
        app.step(pace_ai.DT, [])
        if any(d.selected and d.lift >= 0.999 for d in scene.tray):
            run += 1
        elif run:
            runs.append(run * pace_ai.DT)
            run = 0
        if len(runs) >= 4:
            break
    assert len(runs) >= 4, runs
    assert min(runs) >= 0.5 - 1e-9, runs
