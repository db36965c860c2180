"""Buttons strings: both languages, every error key, one log line per event, counted forms, how-to pages.

The generic protocol tests cover Buttons through GAME_IDS now that it is registered."""

from __future__ import annotations

import re
from pathlib import Path

from game import i18n
from game.locale import buttons as loc
from game.rules import buttons as bt

ROOT = Path(__file__).resolve().parent.parent


def test_both_languages_have_the_same_keys_and_placeholders():
    assert loc.EN.keys() == loc.DE.keys()
    for key, text in loc.EN.items():
        assert i18n.placeholders(text) == i18n.placeholders(loc.DE[key]), key
        assert text.strip() and loc.DE[key].strip()
        assert key.startswith("buttons.")


def test_every_error_key_the_rules_raise_is_translated():
    source = (ROOT / "game" / "rules" / "buttons.py").read_text(encoding="utf-8")
    keys = set(re.findall(r'"(buttons\.err\.[a-z_]+)"', source))
    assert len(keys) >= 15
    assert not keys - loc.EN.keys()


def test_error_params_match_the_placeholders():
    state = bt.RULES.initial_state({"players": 2, "boards": "fixed"}, 0)
    problem = bt.RULES.explain(state, ("place", 1, 1))
    assert i18n.placeholders(loc.EN[problem.key]) <= set(problem.params)


def test_one_log_line_per_event_type():
    events = re.findall(r"^  ([a-z_]+) +\{", bt.__doc__, re.M)
    assert len(events) == 12
    for kind in events:
        assert f"buttons.log.{kind}" in loc.EN, kind


def test_counted_phrases_have_both_forms_and_howto_pages_exist():
    for key in loc.EN:
        if key.endswith(".one"):
            assert key[:-4] + ".other" in loc.EN
    for n in range(1, 6):
        assert f"buttons.howto.{n}.title" in loc.EN and f"buttons.howto.{n}.body" in loc.EN
    # German is translated, not copied: every phrase with words differs from the English one
    copied = [k for k, v in loc.EN.items() if sum(c.isalpha() for c in v) > 3 and loc.DE.get(k) == v]
    assert not copied, copied
