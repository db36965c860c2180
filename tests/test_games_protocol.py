"""Every registered game honours the shared rules protocol the app relies on."""

import json
import random

import pytest

from game import games, i18n
from game.rules.base import ConfigError, IllegalAction


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_default_config_is_valid_for_every_player_count(game_id):
    rules = games.rules_for(game_id)
    for n in range(rules.min_players, rules.max_players + 1):
        cfg = rules.default_config(n)
        assert cfg["players"] == n
        assert rules.validate_config(cfg) == cfg
    for bad in (rules.min_players - 1, rules.max_players + 1):
        with pytest.raises(ConfigError):
            rules.validate_config(dict(rules.default_config(rules.min_players), players=bad))


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_every_value_the_setup_screen_offers_is_accepted_or_explained(game_id):
    rules = games.rules_for(game_id)
    for n in range(rules.min_players, rules.max_players + 1):
        base = rules.default_config(n)
        for opt in rules.options():
            if not opt.applies(n):
                continue
            for value in tuple(opt.choices) + tuple(opt.more):
                try:
                    assert rules.validate_config(dict(base, **{opt.key: value}))[opt.key] == value
                except ConfigError as exc:  # a combination that is refused must say why, in both languages
                    assert exc.key and i18n.has(exc.key), (opt.key, value)


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_illegal_actions_raise_and_random_games_finish(game_id):
    rules = games.rules_for(game_id)
    rng = random.Random(3)
    emitted: set[str] = set()
    for n in range(rules.min_players, rules.max_players + 1):
        state = rules.initial_state(rules.default_config(n), seed=n)
        snapshot = json.dumps(rules.state_to_dict(state), sort_keys=True)
        with pytest.raises(IllegalAction) as info:
            rules.apply(state, ("no-such-action",))
        assert info.value.key and i18n.has(info.value.key)
        assert json.dumps(rules.state_to_dict(state), sort_keys=True) == snapshot

        def choose(state):
            legal = rules.legal_actions(state)
            assert legal, "a seat to move must have a legal action"
            return rng.choice(legal)

        def collect(before, after, events):
            assert all(isinstance(e, dict) and "type" in e for e in events)
            emitted.update(e["type"] for e in events)

        state = rules.play_out(state, rng, choose, collect, max_steps=5000)
        assert rules.is_over(state)
        outcome = rules.outcome(state)
        assert len(outcome.places) == n and min(outcome.places) == 1
        assert rules.state_from_dict(json.loads(json.dumps(rules.state_to_dict(state)))) == state
    undeclared = emitted - rules.event_types
    assert not undeclared, f"{game_id} emits event types it does not declare in event_types: {undeclared}"


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_play_out_stops_a_game_that_does_not_end(game_id):
    rules = games.rules_for(game_id)
    state = rules.initial_state(rules.default_config(rules.min_players), seed=1)
    with pytest.raises(RuntimeError, match="no end after 3 steps"):
        rules.play_out(state, random.Random(1), lambda s: rules.legal_actions(s)[0], max_steps=3)
