"""Star Rows' lattice is built ahead whichever way a game begins, not only from the setup screen:
the game scene builds it a few ms a frame from its first frame (``GameScene.warm_up``), and the
first coached or hard reroll decision waits for it instead of building it (the browser's advice
budget is 100 ms; the lattice alone took most of it there)."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest  # noqa: E402

from game import games  # noqa: E402
from game.ai import starrows  # noqa: E402
from game.rules.starrows import REROLL, START  # noqa: E402
from game.scenes.results import ResultsScene  # noqa: E402
from game.scenes.shared import coach_panel  # noqa: E402
from game.session import Seat, Session  # noqa: E402
from game.storage import MemoryStorage  # noqa: E402
from tests.test_flow import _finished_session  # noqa: E402
from tests.uidriver import frames, make_app  # noqa: E402

SEATS = [Seat("human", "Ana"), Seat("ai", "Hard", "hard")]


@pytest.fixture
def decisions(monkeypatch):
    """No lattice yet (whatever ran before), and every coach advice and hard decision as
    (who, phase, whether the lattice was built when it started)."""
    monkeypatch.setattr(starrows, "_LATTICE", [])
    monkeypatch.setattr(starrows, "_BUILDING", [])
    seen = []
    advice_task = coach_panel.advice_task

    def advice(game_id, state, rules, shown=None):
        seen.append(("coach", state.phase, bool(starrows._LATTICE)))
        return advice_task(game_id, state, rules, shown)

    think = starrows.StarRowsAgent.think

    def thinking(self, state):
        seen.append((self.level, state.phase, bool(starrows._LATTICE)))
        return (yield from think(self, state))

    monkeypatch.setattr(coach_panel, "advice_task", advice)
    monkeypatch.setattr(starrows.StarRowsAgent, "think", thinking)
    return seen


def new_session(seed: int = 4) -> Session:
    return Session("starrows", games.rules_for("starrows").default_config(2), list(SEATS), seed)


def at_human_reroll(seed: int = 4) -> Session:
    """A game saved where the human decides whether to reroll: the first thing Continue asks."""
    session = new_session(seed)
    while not (session.current == 0 and session.state.phase == REROLL and session.state.turns[0] > 1):
        if session.at_chance:
            session.resolve_chance()
        else:
            session.act(session.legal_actions()[-1])
    return session


def coached_app(storage=None, **opts):
    app = make_app(speed="normal", storage=storage or MemoryStorage(), **opts)
    app.settings.coach = [coach_panel.EVERYONE]
    return app


def first_rerolls(app, seen, limit: int = 600) -> list:
    """Frames until a reroll decision (the coach's or the hard player's) has started; the human
    rolls when a turn of theirs starts."""
    for _ in range(limit):
        frames(app)
        scene = app.stack.top
        if scene.human_to_move() and scene.session.state.phase == START:
            scene.perform(scene.session.legal_actions()[0])
        rerolls = [entry for entry in seen if entry[1] == REROLL]
        if rerolls:
            return rerolls
    raise AssertionError(f"no reroll decision in {limit} frames: {seen}")


def continued(lazy: bool = False, **opts):
    """An app whose title's Continue has just resumed a game saved at a coached human's reroll;
    ``lazy``: frames at rest are skipped, and a scene that says it rests must not change."""
    storage = MemoryStorage()
    saving = make_app(storage=storage)
    assert saving.autosave(at_human_reroll())
    saving.locks.release()
    app = coached_app(storage, **opts)
    app.lazy = app.check_rest = lazy
    frames(app, 2)
    app.stack.top.continue_game("starrows")  # the title's Continue
    frames(app)
    return app, app.stack.top


def test_continue_of_a_saved_game_builds_the_lattice_before_the_coach_needs_it(decisions):
    app, scene = continued(lazy=True)
    assert scene.session.state.phase == REROLL and scene.session.current == 0  # the coach is wanted at once
    assert not starrows._LATTICE and not scene.rests()  # work left: no resting
    assert first_rerolls(app, decisions)[0] == ("coach", REROLL, True)
    assert len(starrows._LATTICE) == 1
    for _ in range(300):  # the advice comes, then the scene rests again
        frames(app)
        if scene.coach.advice_key == scene.coach.key():
            break
    assert scene.coach.entries() and scene.warm.done
    for _ in range(120):  # the header's turn pulse ends, then the frames are skipped
        frames(app)
        if app.gate.resting is scene:
            break
    assert scene.rests() and app.gate.resting is scene


def test_a_rematch_builds_the_lattice_before_the_first_reroll_decision(decisions):
    finished = _finished_session(9, "starrows", SEATS)
    app = coached_app()
    frames(app, 2)
    app.stack.push(ResultsScene(app, finished, False))
    frames(app, 2)
    app.stack.top.rematch()
    frames(app)
    assert app.stack.top.session is not finished and not starrows._LATTICE
    rerolls = first_rerolls(app, decisions)
    assert rerolls[0][2], rerolls  # built before the first reroll decision started


def test_a_decision_that_starts_while_the_warm_up_builds_finishes_that_same_build(monkeypatch):
    monkeypatch.setattr(starrows, "_LATTICE", [])
    monkeypatch.setattr(starrows, "_BUILDING", [])
    builds = []
    build = starrows.Lattice.build
    monkeypatch.setattr(starrows.Lattice, "build", lambda self: builds.append(self) or build(self))
    warm = starrows.warm_steps()
    for _ in range(20):
        next(warm)
    lat = starrows.lattice()  # a decision that needs it now: it goes on from the warm-up's 20 slices
    assert builds == [lat] and len(lat.sets) == 5005 and starrows._LATTICE == [lat]
    assert next(warm, "done") == "done"  # the warm-up has nothing left to do


def test_the_coach_sheet_opened_at_once_gets_the_advice_after_the_warm_up(decisions):
    """Compact: the coach's sheet over the game at the first frame (the game scene is not updated
    under it; the sheet lets its coach think, and so its warm-up run)."""
    app, scene = continued(layout="compact")
    scene.coach.open_sheet()
    frames(app)
    assert app.stack.top is not scene
    for _ in range(300):
        frames(app)
        if scene.coach.entries():
            break
    assert scene.coach.entries() and decisions[0] == ("coach", REROLL, True)
