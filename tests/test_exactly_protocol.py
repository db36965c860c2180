"""Exactly! against the shared protocol tests and its string catalog."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import test_games_protocol as proto

from game import games, i18n
from game.locale import exactly as loc
from game.rules import exactly as ex

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def registered():
    assert "exactly" in games.GAME_IDS  # listed: the catalogs, setup and generic tests include it
    yield


def test_default_config(registered):
    proto.test_default_config_is_valid_for_every_player_count("exactly")


def test_setup_values(registered):
    proto.test_every_value_the_setup_screen_offers_is_accepted_or_explained("exactly")


def test_illegal_actions_and_random_games(registered):
    proto.test_illegal_actions_raise_and_random_games_finish("exactly")


def test_registry_builds_the_agents(registered):
    for level in ("easy", "medium", "hard"):
        agent = games.make_agent("exactly", 1, level, 3)
        assert agent.seat == 1 and agent.level == level


def test_catalog_merges_without_clashes_and_languages_match(registered):
    cat = i18n.load_catalog()
    assert set(loc.EN) == set(loc.DE)
    bad = [k for k in loc.EN if i18n.placeholders(loc.EN[k]) != i18n.placeholders(loc.DE[k])]
    assert not bad, bad
    assert all(v.strip() for v in (*loc.EN.values(), *loc.DE.values()))
    assert all(k.startswith("exactly.") for k in loc.EN)
    assert cat["de"]["exactly.name"] == "Genau!"
    for form in ("one", "other"):
        assert f"exactly.ui.euros.{form}" in loc.EN


def test_every_key_the_rules_name_exists():
    source = (ROOT / "game/rules/exactly.py").read_text(encoding="utf-8")
    keys = set(re.findall(r'"(exactly\.[a-z_.]+)"', source))
    keys = {k for k in keys if not k.endswith(".")}
    counted = {k for k in loc.COUNTED if f"{k}.one" in loc.EN and f"{k}.other" in loc.EN}
    missing = keys - set(loc.EN) - counted
    assert keys and not missing, sorted(missing)
    for opt in ex.RULES.options():
        assert opt.label_key in loc.EN and all(k in loc.EN for k in opt.choice_keys)
    for page in range(1, 6):
        assert f"exactly.howto.{page}.title" in loc.EN and f"exactly.howto.{page}.body" in loc.EN
    for reason in (ex.PASS_ZERO, ex.PASS_NO_MOVE, ex.PASS_NO_MOVE_ANY):
        assert f"exactly.log.passed.{reason}" in loc.EN
    for kind in ("rolloff_roll", "rolled"):
        for face in ("coin", "zero", "any"):
            assert f"exactly.log.{kind}.{face}" in loc.EN


def test_money_is_shown_in_both_languages(registered):
    i18n.set_language("de")
    try:
        assert (
            i18n.tr("exactly.money", **ex.money_params(155)) == "1,55\u00a0€"
        )  # a no-break space: never split across lines
        assert i18n.tr("exactly.err.closed", seat="Ben", **ex.money_params(155)).startswith(
            "Auf dem Stapel von Ben liegen 1,55\u00a0€"
        )
    finally:
        i18n.set_language("en")
    assert i18n.tr("exactly.money", **ex.money_params(105)) == "€1.05"
    assert i18n.trn("exactly.ui.euros", 1) == "1\u00a0€1 piece"


def test_a_session_saves_and_replays_mid_round(registered):
    import json

    from game.session import Seat, Session

    seats = [Seat("human", "Ann"), Seat("ai", "Ben", "hard"), Seat("ai", "Cy", "easy")]
    session = Session("exactly", {"players": 3}, seats, seed=42)
    agents = {s: games.make_agent("exactly", s, seats[s].level, s) for s in (1, 2)}
    for _ in range(120):
        if session.at_chance:
            session.resolve_chance()
        elif session.current == 0:
            session.act(session.legal_actions()[0])
        else:
            session.act(agents[session.current].choose(session.state))
    assert session.state.phase != ex.OVER or session.is_over
    loaded = Session.from_dict(json.loads(json.dumps(session.to_dict())))
    assert loaded.state == session.state
    for _ in range(30):  # both go on identically: the same dice, the same choices
        if session.is_over:
            break
        if session.at_chance:
            assert session.resolve_chance() == loaded.resolve_chance()
        else:
            action = session.legal_actions()[-1]
            assert session.act(action) == loaded.act(action)
    assert loaded.state == session.state
