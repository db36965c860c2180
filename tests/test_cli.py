"""The command-line contract: --list-games, bad arguments, headless autoplay."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game import games
from game.cli import CliError, parse

ROOT = Path(__file__).resolve().parent.parent


def run(*args, timeout=240):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run(
        [sys.executable, "main.py", *args], cwd=ROOT, capture_output=True, text=True, timeout=timeout, env=env
    )


def test_list_games_prints_ids():
    proc = run("--list-games")
    assert proc.returncode == 0
    assert proc.stdout.split() == list(games.GAME_IDS)


@pytest.mark.parametrize(
    "args",
    [
        ["--game", "nope"],
        ["--game", "farkle", "--players", "robot:hard"],
        ["--game", "farkle", "--players", "ai:godlike"],
        ["--autoplay"],
        ["--game", "farkle", "--seed", "abc"],
        ["--game", "chains", "--players", "ai:easy,ai:easy,ai:easy,ai:easy,ai:easy"],
        ["--game", "farkle", "--variant", "colour=blue"],
        ["--bogus"],
    ],
)
def test_bad_arguments_give_one_line_and_exit_2(args):
    proc = run(*args)
    assert proc.returncode == 2
    lines = [line for line in proc.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and "error" in lines[0]


def test_players_spec_parses():
    opts = parse(["--game", "farkle", "--players", "human:Ana,ai:hard"])
    assert [(s.kind, s.name, s.level) for s in opts.seats][0] == ("human", "Ana", "medium")
    assert opts.seats[1].is_ai and opts.seats[1].level == "hard"
    with pytest.raises(CliError):
        parse(["--game", "farkle", "--autoplay", "--players", "human:Ana"])


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_headless_autoplay_finishes_with_result_and_screenshot(tmp_path, game_id):
    result = tmp_path / "r.json"
    shot = tmp_path / "end.png"
    proc = run(
        "--autoplay",
        "--headless",
        "--game",
        game_id,
        "--players",
        "ai:medium,ai:easy",
        "--seed",
        "1",
        "--result",
        str(result),
        "--screenshot",
        str(shot),
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    data = json.loads(result.read_text())
    assert data["finished"] is True and data["game"] == game_id and data["seed"] == 1
    assert data["players"] == ["ai:medium", "ai:easy"]
    assert data["winners"] and all(0 <= w < 2 for w in data["winners"])
    assert len(data["scores"]) == 2 and data["frames"] > 0 and data["turns"] > 0
    import pygame

    img = pygame.image.load(str(shot))
    assert img.get_size() == (1280, 720)


def test_max_frames_stops_an_unfinished_game_with_exit_1(tmp_path):
    result = tmp_path / "r.json"
    proc = run(
        "--autoplay",
        "--headless",
        "--game",
        "farkle",
        "--seed",
        "2",
        "--max-frames",
        "5",
        "--result",
        str(result),
    )
    assert proc.returncode == 1
    assert json.loads(result.read_text())["finished"] is False
