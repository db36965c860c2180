"""Sealed dice (issue 40, game/seal.py): the seal shown at the start matches the seed revealed at
the end by the documented formula, for every game with computers, and a save or code whose dice
were changed fails "Check the dice"."""

from __future__ import annotations

import hashlib
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game import games, seal, share  # noqa: E402
from game.scenes.shared.seal_lines import REVEALED, SEALED  # noqa: E402
from game.session import Seat, Session  # noqa: E402
from tests.uidriver import game_app, play_out  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
ANA, BOT = Seat("human", "Ana"), Seat("ai", "", "easy")


def documented_seal(seed: int) -> str:
    """docs/fair-dice.md's formula, written out here (not game.seal's code)."""
    return hashlib.sha256(b"dicechips/seal/" + str(seed).encode()).hexdigest()


def finished(game_id: str, seed: int, seats=(ANA, BOT)) -> Session:
    session = Session(game_id, games.rules_for(game_id).default_config(len(seats)), list(seats), seed)
    play_out(session, 5)
    return session


def other_outcome(session: Session, index: int):
    """A legal chance outcome at log entry ``index`` other than the one recorded there."""
    rules, recorded = session.rules, session.log[index].value
    state = session._before[index]
    return next(o for o, _p in rules.chance_outcomes(state) if o != recorded)


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_every_game_with_computers_is_sealed_and_its_seal_checks(game_id):
    seed = seal.new_seed()
    assert seed.bit_length() == 129 and seed >= seal.SEALED_FROM  # 128 random bits below the top one
    session = finished(game_id, seed)
    shown = session.sealed  # what the log showed when the game began
    assert shown == documented_seal(seed)
    assert seal.fingerprint(shown) == f"{shown[:4]} {shown[4:8]}".upper()
    result = seal.check(json.loads(json.dumps(session.to_dict())))  # as stored, through JSON
    rolls = sum(1 for entry in session.log if entry.kind == "c")
    assert result.ok and result.rolls == rolls
    if game_id != "chains":  # Number Chains has no dice
        assert rolls > 0


@pytest.mark.parametrize("game_id", [g for g in games.GAME_IDS if g != "chains"])
def test_a_save_with_one_changed_roll_fails_the_check(game_id):
    session = finished(game_id, seal.SEALED_FROM + 987654321)
    data = json.loads(json.dumps(session.to_dict()))
    chances = [i for i, entry in enumerate(session.log) if entry.kind == "c"]
    k = len(chances) // 2
    i = chances[k]
    data["log"][i][2] = json.loads(json.dumps(session.rules.outcome_to_json(other_outcome(session, i))))
    result = seal.check(data)
    assert not result.ok and result.problem == "roll" and result.roll == k
    with pytest.raises(ValueError):  # and the game does not even load as a save
        Session.from_dict(data)


def test_a_changed_seed_or_seal_fails_the_check():
    session = finished("farkle", seal.SEALED_FROM + 5)
    data = session.to_dict()
    assert seal.check(data).ok
    # every roll replayed from another seed, the seal kept: the seed does not give it
    other = finished("farkle", seal.SEALED_FROM + 6).to_dict()
    assert seal.check(other, shown=data["sealed"]).problem == "seal"
    assert seal.check({**other, "sealed": data["sealed"]}).problem == "seal"
    for garbage in (
        None,
        [],
        {"seed": "x"},
        {**data, "seed": True},
        {**data, "log": [[1]]},
        {**data, "sealed": "no"},
    ):
        assert seal.check(garbage).problem == "damaged"


def test_a_code_checks_against_the_seal_shown_at_the_start():
    shown = finished("exactly", seal.SEALED_FROM + 11).sealed
    code = share.encode(finished("exactly", seal.SEALED_FROM + 11))
    decoded = share.decode(code)
    assert decoded.seed == seal.SEALED_FROM + 11 and decoded.session.sealed == shown
    assert seal.check(decoded.session.to_dict(), shown=shown).ok
    # a code of the same table whose dice came from another seed fails against the seal shown
    swapped = share.decode(share.encode(finished("exactly", seal.SEALED_FROM + 12)))
    assert seal.check(swapped.session.to_dict(), shown=shown).problem == "seal"


def test_old_seeds_saves_and_codes_are_not_sealed_and_keep_working():
    old = finished("farkle", 123_456_789)  # a 30-bit seed of earlier versions
    assert old.sealed is None and "sealed" not in old.to_dict()
    again = Session.from_dict(json.loads(json.dumps(old.to_dict())))
    assert again.sealed is None and again.state == old.state
    assert share.decode(share.encode(old)).session.state == old.state
    hot_seat = finished("farkle", seal.new_seed(), seats=(ANA, Seat("human", "Ben")))
    assert hot_seat.sealed is None  # no computer plays: nothing to prove


def test_a_sealed_save_round_trips_and_keeps_the_seal_it_was_made_with():
    session = Session("buttons", games.rules_for("buttons").default_config(2), [ANA, BOT], seal.new_seed())
    share.settle(session)
    session.act(session.legal_actions()[0])
    share.settle(session)
    data = json.loads(json.dumps(session.to_dict()))
    assert Session.from_dict(data).sealed == session.sealed
    data["sealed"] = "0" * 64  # a seal that is not the seed's: loads, but the check says so
    assert Session.from_dict(data).sealed == "0" * 64
    assert seal.check(data).problem == "seal"
    with pytest.raises(ValueError):
        Session.from_dict({**data, "sealed": 7})


def test_resolve_chance_formula_is_defined_for_a_big_seed():
    """Random(f"{seed}:{k}") for a 39-digit seed: the same draw as the documented formula."""
    seed = seal.SEALED_FROM + 42
    session = Session("exactly", games.rules_for("exactly").default_config(2), [ANA, BOT], seed)
    state = session.state
    session.resolve_chance()
    expected = session.rules.sample_chance(state, random.Random(f"{seed}:0"))
    assert session.log[0].value == expected


def test_the_log_shows_the_seal_at_the_start_and_the_seed_only_at_the_end():
    seed = seal.SEALED_FROM + 77
    app = game_app("exactly", [BOT, Seat("ai", "", "easy")], seed=seed)
    scene = app.stack.top
    keys = [e.key for e in scene.log.entries]
    assert SEALED in keys and REVEALED not in keys
    entry = scene.log.entries[keys.index(SEALED)]
    assert entry.text(scene.session.name_of) == f"Dice sealed: {seal.fingerprint(documented_seal(seed))}"
    for _ in range(40_000):
        app.step(1 / 60, [])
        if scene.session.is_over and scene.finished:
            break
        assert REVEALED not in [e.key for e in scene.log.entries] or scene.presented_over()
    assert scene.finished
    last = scene.log.entries[-1]
    assert last.key == REVEALED and str(seed) == last.params["seed"].replace(" ", "")
    assert app.finished_result["sealed"] == documented_seal(seed)
    assert app.finished_result["seed"] == seed


def test_the_results_check_button_says_every_roll_came_from_the_seal():
    from game.scenes.dice_check import CheckScene
    from game.scenes.results import ResultsScene
    from tests.uidriver import button, frames, make_app

    app = make_app()
    session = finished("starrows", seal.SEALED_FROM + 3)
    app.stack.push(ResultsScene(app, session))
    app.stack.apply_pending()
    frames(app, 3)
    button(app, "Check the dice").on_click()
    app.stack.apply_pending()
    top = app.stack.top
    assert isinstance(top, CheckScene) and top.result.ok
    assert top.verdict().startswith("Every roll came from the sealed seed")


def test_command_line_seed_replays_a_sealed_game_exactly(tmp_path):
    seed = seal.SEALED_FROM + 2026
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
    }
    results = []
    for n in (1, 2):
        out = tmp_path / f"r{n}.json"
        args = ["--game", "exactly", "--autoplay", "--headless", "--seed", str(seed), "--result", str(out)]
        subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, env=env, check=True, timeout=300)
        results.append(json.loads(out.read_text()))
    first, second = results
    assert first["seed"] == seed and first["sealed"] == documented_seal(seed)
    assert first["share"] == second["share"]  # the same dice and the same computer choices
    replayed = share.decode(first["share"])
    assert seal.check(replayed.session.to_dict(), shown=first["sealed"]).ok


def doc_script() -> str:
    """The stand-alone check in docs/fair-dice.md (its first Python block)."""
    text = (ROOT / "docs" / "fair-dice.md").read_text(encoding="utf-8")
    return text.split("```python\n", 1)[1].split("```", 1)[0]


def run_doc_script(code, *args) -> list[str]:
    import contextlib
    import io

    out = io.StringIO()
    saved = sys.argv
    sys.argv = ["check.py", *map(str, args)]
    try:
        with contextlib.redirect_stdout(out):
            exec(code, {"__name__": "__main__"})
    finally:
        sys.argv = saved
    return out.getvalue().splitlines()


@pytest.mark.parametrize("game_id", [g for g in games.GAME_IDS if g != "chains"])
def test_the_documented_stand_alone_check_gives_every_roll_of_the_game(game_id):
    from game.rules.buttons import dice_in_play

    code = doc_script()
    assert len([line for line in code.splitlines() if line.strip()]) <= 16  # short enough to read
    dice = {
        "farkle": lambda rules, state: state.dice_to_roll,
        "starrows": lambda rules, state: rules.dice_to_roll(state),
        "buttons": lambda rules, state: dice_in_play(state),
        "exactly": lambda rules, state: 1,
    }[game_id]
    shown = {
        "farkle": lambda o: str(o[1]),
        "starrows": lambda o: str(o[1]),
        "buttons": lambda o: f"{o[1]} {o[2]} {list(o[3])}",
        "exactly": lambda o: str(o[1]),
    }[game_id]
    for seed in (seal.SEALED_FROM + 1, seal.new_seed()):
        session = finished(game_id, seed)
        k = 0
        for i, entry in enumerate(session.log):
            if entry.kind != "c":
                continue
            n = dice(session.rules, session._before[i])
            lines = run_doc_script(code, seed, game_id, k, n)
            assert lines[0] == "seal " + seal.fingerprint(session.sealed).replace(" ", "")
            assert lines[1] == shown(entry.value), (seed, k)
            k += 1
        assert k > 0


def test_new_games_restarts_and_rematches_draw_fresh_seeds_unless_seed_is_given():
    from tests.uidriver import make_app

    app = make_app()
    seeds = {app.new_seed(), app.new_seed(), app.next_seed(seal.SEALED_FROM + 1, 7919)}
    assert len(seeds) == 3 and all(s >= seal.SEALED_FROM for s in seeds)  # never the old seed plus one
    fixed = make_app(seed=12)
    assert fixed.new_seed() == 12 and fixed.next_seed(12, 7919) == 12 + 7919  # --seed: a fixed series
