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


def run(*args, timeout=240, env=None):
    env = dict(os.environ if env is None else env, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
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
        ["--game", "farkle", "--seed", "-5"],
        ["--variant", "limit=2000"],
        ["--game", "farkle", "--variant", "limit=7"],
        ["--game", "farkle", "--result", "."],
        ["--game", "farkle", "--screenshot", "no/such/folder/end.png"],
        ["--game", "farkle", "--data-dir", "main.py"],
    ],
)
def test_bad_arguments_give_one_line_and_exit_2(args):
    proc = run(*args, "--headless", "--max-frames", "1")
    assert proc.returncode == 2
    lines = [line for line in proc.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and "error" in lines[0], proc.stderr


VARIANT_ERRORS = [
    (["--variant", "limit"], "must be KEY=VALUE"),
    (["--variant", "colour=blue"], "no option 'colour'"),
    (["--variant", "limit=7"], "not allowed"),
    (["--variant", "bankruptcy=maybe"], "not allowed"),
]


@pytest.mark.parametrize("args,problem", VARIANT_ERRORS)
def test_variant_errors_share_one_form_and_list_the_allowed_values(args, problem):
    with pytest.raises(CliError) as info:
        parse(["--game", "farkle", *args])
    message = str(info.value)
    assert message.startswith(f"--variant '{args[1]}': {problem}")
    assert "(allowed for farkle: " in message
    assert "bankruptcy=on|off" in message or "limit=" in message
    if "limit" in args[1] and "=" in args[1]:
        assert "limit=1000|1500|2000|2500|3000|4000|5000|7500|10000|15000|20000" in message


def test_variant_and_players_need_a_game():
    for args in (["--variant", "limit=2000"], ["--players", "ai:easy"], ["--autoplay"]):
        with pytest.raises(CliError, match="needs --game"):
            parse(args)


def test_seeds_are_zero_or_more():
    assert parse(["--game", "farkle", "--seed", "0"]).seed == 0
    with pytest.raises(CliError, match="--seed"):
        parse(["--game", "farkle", "--seed", "-5"])


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_a_full_table_and_the_smallest_table_are_accepted(game_id):
    rules = games.rules_for(game_id)
    for n in (rules.min_players, rules.max_players):
        opts = parse(["--game", game_id, "--players", ",".join(["ai:easy"] * n)])
        assert len(opts.seats) == n
    with pytest.raises(CliError):
        parse(["--game", game_id, "--players", ",".join(["ai:easy"] * (rules.max_players + 1))])


def test_output_places_are_checked_before_the_game(tmp_path):
    (tmp_path / "folder").mkdir()
    for flag in ("--result", "--screenshot"):
        with pytest.raises(CliError, match="is a folder"):
            parse(["--game", "farkle", flag, str(tmp_path / "folder")])
        with pytest.raises(CliError, match="does not exist"):
            parse(["--game", "farkle", flag, str(tmp_path / "missing" / "x.png")])
        assert parse(["--game", "farkle", flag, str(tmp_path / "ok.png")])
    if os.name != "nt" and os.geteuid() != 0:
        locked = tmp_path / "locked"
        locked.mkdir(mode=0o500)
        with pytest.raises(CliError, match="cannot be written"):
            parse(["--game", "farkle", "--result", str(locked / "r.json")])


def test_names_are_cleaned_on_the_command_line():
    opts = parse(["--game", "farkle", "--players", "human:A\x00na\udcff ,ai:easy"])
    assert opts.seats[0].name == "Ana"
    opts = parse(["--game", "farkle", "--players", "human:" + "x" * 50 + ",ai:easy"])
    assert len(opts.seats[0].name) == 20


def test_an_undecodable_name_from_the_shell_plays(tmp_path):
    """--players $'human:\\xff' arrives as a lone surrogate: it used to crash the first drawing."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", LC_ALL="C.UTF-8")
    args = [b"main.py", b"--headless", b"--game", b"farkle", b"--players", b"human:\xffAna,ai:easy"]
    args += [b"--max-frames", b"30", b"--result", str(tmp_path / "r.json").encode()]
    proc = subprocess.run(
        [sys.executable.encode(), *args], cwd=ROOT, capture_output=True, env=env, timeout=120
    )
    assert proc.returncode == 1, proc.stderr[-2000:]  # stopped by --max-frames, not by a crash
    assert json.loads((tmp_path / "r.json").read_text())["players"][0] == "human:Ana"


def test_players_spec_parses():
    opts = parse(["--game", "farkle", "--players", "human:Ana,ai:hard"])
    assert [(s.kind, s.name, s.level) for s in opts.seats][0] == ("human", "Ana", "medium")
    assert opts.seats[1].is_ai and opts.seats[1].level == "hard"
    with pytest.raises(CliError):
        parse(["--game", "farkle", "--autoplay", "--players", "human:Ana"])


@pytest.mark.parametrize("players", ["human:Ana,ai:easy", "ai:easy,human:Ana", "ai:hard,ai:easy,human"])
def test_autoplay_refuses_any_human_seat(players):
    """A table with a human seat and at least one computer was accepted by a planted bug."""
    with pytest.raises(CliError, match="--autoplay needs computer players in every seat"):
        parse(["--game", "farkle", "--autoplay", "--players", players])


@pytest.mark.parametrize("frames", ["0", "-1"])
def test_max_frames_must_be_positive(frames):
    with pytest.raises(CliError, match="--max-frames must be positive"):
        parse(["--game", "farkle", "--max-frames", frames])
    assert parse(["--game", "farkle", "--max-frames", "1"]).max_frames == 1


# each game in the standard window and as a phone held upright would lay it out (issue 38:
# ``--viewport 390x844 --autoplay --headless --game G`` plays G to the end on a canvas taller than wide)
@pytest.mark.parametrize("view", [None, (390, 844)], ids=["standard", "upright"])
@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_headless_autoplay_finishes_with_result_and_screenshot(tmp_path, game_id, view):
    result = tmp_path / "r.json"
    shot = tmp_path / "end.png"
    where = ["--viewport", "x".join(map(str, view))] if view else []
    proc = run(
        "--autoplay",
        "--headless",
        *where,
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
    assert img.get_size() == ((480, 1039) if view else (1280, 720))


def _folder_state(folder: Path) -> dict:
    return {p.name: p.read_bytes() for p in folder.rglob("*") if p.is_file()}


def test_autoplay_and_headless_never_touch_the_players_data(tmp_path):
    data = tmp_path / "player"
    data.mkdir()
    (data / "settings.json").write_text('{"schema": 1, "stats": {"farkle": {"games": 3}}}')
    (data / "autosave.farkle.json").write_text('{"a game": "in progress"}')
    before = _folder_state(data)
    env = dict(os.environ, DICECHIPS_DATA=str(data))
    proc = run("--autoplay", "--headless", "--game", "farkle", "--seed", "3", env=env)
    assert proc.returncode == 0, proc.stderr[-2000:]
    proc = run("--headless", "--max-frames", "3", env=env)  # the title screen alone (start-up benchmark)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert _folder_state(data) == before


def _finished_game(seed: int):
    from game.session import Seat
    from tests.test_share import play

    return play("farkle", [Seat("ai", "", "easy"), Seat("ai", "", "hard")], seed)  # random legal moves


def test_two_copies_on_one_data_folder_both_count_their_games(tmp_path):
    """Both copies are open at once (each loaded the statistics before the other finished a
    game); each counts its game onto what is stored, so neither count is lost. The order is
    fixed here, not left to two processes that need not overlap."""
    from game.app import App
    from game.cli import Options
    from game.storage import FileStorage

    first, second = (App(Options(headless=True), storage=FileStorage(tmp_path)) for _ in range(2))
    for app in (first, second):
        app.init_display()
    first.finish_game(_finished_game(1))
    second.finish_game(_finished_game(2))
    first.finish_game(_finished_game(3))
    stats = json.loads((tmp_path / "settings.json").read_text())["stats"]["farkle"]
    assert stats["games"] == 3
    assert sum(stats["wins"].values()) >= 3
    assert not list(tmp_path.glob("*.tmp")) and not list(tmp_path.glob(".*.tmp"))


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


def test_allowed_values_in_errors_are_in_order():
    with pytest.raises(CliError) as info:
        parse(["--game", "farkle", "--variant", "limit=abc"])
    assert "limit=1000|1500|2000|2500|3000|4000|5000|7500|10000|15000|20000)" in str(info.value)
    with pytest.raises(CliError) as info:
        parse(["--game", "chains", "--variant", "series=6"])
    assert "series=1|2|3|4|5|7|10)" in str(info.value)


def test_help_explains_every_option_the_players_format_and_each_games_variants():
    proc = run("--help")
    assert proc.returncode == 0
    out = proc.stdout
    parser_options = ["--list-games", "--game", "--players", "--seed", "--lang", "--autoplay", "--headless"]
    parser_options += ["--variant", "--max-frames", "--screenshot", "--result", "--speed", "--data-dir"]
    lines = out.split("options:")[1].split("\n\n")[0].splitlines()
    for flag in parser_options:
        at = next(i for i, line in enumerate(lines) if line.strip().startswith(flag))
        block = [lines[at]] + [line for line in lines[at + 1 :] if line.startswith(" " * 20)][:3]
        words = " ".join(block).split()[1:]  # without the flag
        if words and (words[0].isupper() or words[0].startswith("{")):
            words = words[1:]  # its metavar
        assert len(words) >= 3, f"{flag} is not explained: {block}"
    assert "human:NAME" in out and "ai:easy" in out and "ai:hard" in out
    for game_id in games.GAME_IDS:
        assert f"  {game_id} (" in out
        for opt in games.rules_for(game_id).options():
            assert f"    {opt.key}=" in out
    assert "exit status" in out and "--max-frames" in out.split("exit status")[-1]


def test_the_package_description_names_the_five_games():
    import tomllib

    description = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["description"]
    for game_id in games.GAME_IDS:
        from game.i18n import tr

        assert tr(f"{game_id}.name") in description
