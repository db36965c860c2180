"""Dice statistics (issue 40, game/dice_stats.py): the chi-square test in pure Python, fair dice not
flagged and a die weighted toward six flagged, faces counted once per finished game, kept with the
player's statistics (defensive reads, Back up) and drawn as a bar chart."""

from __future__ import annotations

import json
import math
import os
import random

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game import backup, dice_stats, games  # noqa: E402
from game.session import Seat, Session  # noqa: E402
from game.settings import Settings, read_fields  # noqa: E402
from tests.uidriver import frames, game_app, make_app, play_out  # noqa: E402

ANA, BOT = Seat("human", "Ana"), Seat("ai", "", "easy")


def rolls(n: int, rng: random.Random, six: float = 1 / 6) -> list[int]:
    """Counts of faces 1-6 in ``n`` rolls of a die showing six with probability ``six``."""
    weights = [(1 - six) / 5] * 5 + [six]
    counts = [0] * 6
    for face in rng.choices(range(6), weights=weights, k=n):
        counts[face] += 1
    return counts


def closed_form_p5(x: float) -> float:
    """The chi-square upper tail with 5 degrees of freedom in closed form (odd degrees of freedom)."""
    return math.erfc(math.sqrt(x / 2)) + math.sqrt(2 * x / math.pi) * math.exp(-x / 2) * (1 + x / 3)


@pytest.mark.parametrize("x", [0.1, 1.0, 4.35, 6.0, 11.0705, 15.086, 30.0, 80.0])
def test_p_value_matches_the_closed_form_and_known_quantiles(x):
    assert dice_stats.chi_square_p(x, 5) == pytest.approx(closed_form_p5(x), rel=1e-9, abs=1e-300)
    assert dice_stats.chi_square_p(x, 2) == pytest.approx(math.exp(-x / 2), rel=1e-9)


def test_known_critical_values():
    assert dice_stats.chi_square_p(11.0705, 5) == pytest.approx(0.05, abs=1e-5)  # tables: 5 % at 11.07
    assert dice_stats.chi_square_p(15.0863, 5) == pytest.approx(0.01, abs=1e-5)  # 1 % at 15.09
    assert dice_stats.chi_square_p(0, 5) == 1.0


def test_ten_thousand_fair_rolls_are_not_flagged():
    fair = dice_stats.verdict(rolls(10_000, random.Random(2026)))
    assert fair.rolls == 10_000 and not fair.flagged
    # over many such samples fair dice are flagged about as often as the threshold says (1 %)
    flagged = sum(dice_stats.verdict(rolls(10_000, random.Random(seed))).flagged for seed in range(200))
    assert flagged <= 8  # 1 % of 200 is 2; 8 or more has a chance under 0.1 %


def test_a_die_weighted_twenty_percent_toward_six_is_flagged():
    weighted = dice_stats.verdict(rolls(10_000, random.Random(2026), six=1.2 / 6))
    assert weighted.flagged and weighted.key == "dice.verdict.far"
    assert all(dice_stats.verdict(rolls(10_000, random.Random(s), six=1.2 / 6)).flagged for s in range(50))


def test_words_for_each_range_and_too_few_dice():
    assert dice_stats.verdict([0] * 6).key == "dice.verdict.too_few"
    assert dice_stats.verdict([5, 5, 5, 5, 5, 4]).key == "dice.verdict.too_few"
    assert dice_stats.verdict([100] * 6).key == "dice.verdict.fair"
    assert dice_stats.verdict([100, 100, 100, 100, 100, 140]).key == "dice.verdict.a_little"  # p ~ 0.029
    assert dice_stats.verdict([100, 100, 100, 100, 100, 145]).key == "dice.verdict.uneven"  # p ~ 0.008
    assert dice_stats.verdict([100, 100, 100, 100, 100, 170]).key == "dice.verdict.far"


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_counts_are_every_die_of_the_game_log(game_id):
    session = Session(game_id, games.rules_for(game_id).default_config(2), [ANA, BOT], 9)
    play_out(session, 2)
    counts = dice_stats.counts(session)
    if game_id == "chains":
        assert not dice_stats.has_dice(session.rules) and counts == [0] * 6
        return
    assert dice_stats.has_dice(session.rules)
    dice_per_roll = {
        "farkle": lambda o: len(o[1]),
        "starrows": lambda o: len(o[1]),
        "buttons": lambda o: 2 + len(o[3]),  # the white, the gold and the plain dice in play
        "exactly": lambda o: 1,
    }[game_id]
    shown = sum(dice_per_roll(entry.value) for entry in session.log if entry.kind == "c")
    assert sum(counts) == shown > 0


def test_a_finished_game_is_counted_once_and_kept_with_the_statistics():
    app = game_app("exactly", [BOT, Seat("ai", "", "medium")], seed=5)
    scene = app.stack.top
    for _ in range(40_000):
        app.step(1 / 60, [])
        if scene.finished:
            break
    assert scene.finished
    counts = dice_stats.counts(scene.session)
    assert app.settings.stats["exactly"]["dice"] == counts and sum(counts) > 0
    frames(app, 30)  # the results stay; nothing is counted again
    assert app.settings.stats["exactly"]["dice"] == counts
    stored = json.loads(app.storage.read("settings"))
    assert stored["stats"]["exactly"]["dice"] == counts  # written with the statistics
    # a second game adds its faces to the first's
    before = list(counts)
    app.settings.record_game("exactly", ["easy", "easy"], [0], None, [1, 2, 3, 4, 5, 6])
    assert app.settings.stats["exactly"]["dice"] == [a + b for a, b in zip(before, [1, 2, 3, 4, 5, 6])]


def test_undo_and_replays_do_not_count_rolls():
    """Faces come from the final log, once, in ``finish_game``: an undone decision never crosses a
    roll, and a replay (ephemeral) never reaches ``finish_game``."""
    app = make_app()
    session = Session("farkle", games.rules_for("farkle").default_config(2), [ANA, BOT], 4)
    play_out(session, 1)
    app.finish_game(session)
    assert app.settings.stats["farkle"]["dice"] == dice_stats.counts(session)


@pytest.mark.parametrize(
    "bad", ["x", [1, 2, 3], [1, 2, 3, 4, 5, -6], [1, 2, 3, 4, 5, 6.5], [True] * 6, {"a": 1}, [2**60] * 6]
)
def test_damaged_dice_counts_are_dropped_and_reported(bad):
    data = {"stats": {"farkle": {"games": 3, "wins": {"human": 1}, "best": {}, "dice": bad}}}
    settings, problems = read_fields(data)
    assert problems == ["stats"]  # told, and the original is copied aside by load_settings
    assert "dice" not in settings.stats["farkle"] and settings.stats["farkle"]["games"] == 3


def test_good_dice_counts_round_trip_and_go_into_a_backup():
    settings = Settings(stats={"buttons": {"games": 2, "wins": {}, "best": {}, "dice": [4, 5, 6, 7, 8, 9]}})
    again, problems = read_fields(json.loads(json.dumps(settings.to_dict())))
    assert not problems and again.stats["buttons"]["dice"] == [4, 5, 6, 7, 8, 9]
    from game.storage import MemoryStorage

    storage = MemoryStorage()
    storage.write("settings", json.dumps(settings.to_dict()))
    code, _ = backup.make(storage)
    restored = backup.read(code)  # checked as the game loads it
    assert restored.data["settings"]["stats"]["buttons"]["dice"] == [4, 5, 6, 7, 8, 9]


@pytest.mark.parametrize("layout", ["standard", "compact"])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_bar_chart_page_draws_every_game_with_dice(layout, lang):
    from game.scenes.dice_page import DiceScene, dice_games

    app = make_app(lang=lang, layout=layout)
    app.settings.stats["farkle"] = {"games": 4, "wins": {}, "best": {}, "dice": rolls(500, random.Random(1))}
    app.stack.push(DiceScene(app))
    app.stack.apply_pending()
    frames(app, 5)
    scene = app.stack.top
    assert isinstance(scene, DiceScene) and list(scene.cards) == dice_games() == [
        "farkle",
        "buttons",
        "exactly",
        "starrows",
    ]
    for rect in scene.cards.values():
        assert app.screen.get_rect().contains(rect)
