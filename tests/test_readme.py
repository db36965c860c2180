"""What the README promises about pictures, tests and the command line is there and true."""

from pathlib import Path

import pygame

from game import games

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_readme_shows_every_game_in_a_small_picture_and_a_current_screenshot():
    for game_id in games.GAME_IDS:
        assert f'<img src="docs/shots/{game_id}.png" width="192"' in README
        assert pygame.image.load(str(ROOT / "docs" / "shots" / f"{game_id}.png")).get_size() == (384, 216)
    assert pygame.image.load(str(ROOT / "docs" / "screenshot.png")).get_size() == (1280, 720)


def test_the_readme_says_how_long_the_tests_take_and_why_some_are_skipped():
    testing = README.split(".venv/bin/python -m pytest -n 2 --dist loadfile\n```", 1)[1].split("##", 1)[0]
    assert "minute" in testing and "CPU" in testing
    assert "skipped" in testing and "tests/test_browser.py" in testing


def test_the_readme_documents_help_autoplay_windows_and_the_exit_status_of_max_frames():
    assert "main.py --help" in README
    assert "stays on its results screen" in README
    assert "--max-frames N` stops after N" in README and "exit status" in README
