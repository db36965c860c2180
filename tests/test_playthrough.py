"""Whole games against the computer with scripted input only: mouse only, keyboard only, both languages."""

import pytest

from tools.playthrough import play


@pytest.mark.parametrize(
    ("game", "mode", "lang"),
    [
        ("farkle", "mouse", "de"),
        ("farkle", "keyboard", "en"),
        ("chains", "mouse", "en"),
        ("chains", "keyboard", "de"),
        ("exactly", "mouse", "de"),
        ("exactly", "keyboard", "en"),
    ],
)
def test_a_whole_game_by_one_input_device(game, mode, lang):
    result = play(game, mode, lang, speed="instant")
    assert result["finished"] and result["decisions"] >= 10
    if game == "chains":
        assert result["undone"]  # "take back" against the computer worked along the way
