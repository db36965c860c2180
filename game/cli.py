"""The command-line contract (tests, benchmarks and the demo mode use it).

Bad arguments give a one-line error on stderr and exit code 2.
"""

from __future__ import annotations

import argparse
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path

from game import games
from game.layout import CLI_CHOICES, TEXT_SIZES, parse_viewport
from game.names import clean_name
from game.rules.base import RulesError
from game.session import Seat

LEVELS = ("easy", "medium", "hard")


class CliError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message):  # one line, exit 2 (argparse prints usage too by default)
        raise CliError(message)


@dataclass
class Options:
    list_games: bool = False
    game: str | None = None
    seats: list[Seat] | None = None
    seed: int | None = None
    lang: str | None = None
    autoplay: bool = False
    headless: bool = False
    variants: dict = field(default_factory=dict)
    max_frames: int | None = None
    screenshot: str | None = None
    result: str | None = None
    speed: str | None = None
    layout: str | None = None  # --layout: compact, standard, upright or auto (None: the player's setting)
    viewport: tuple[int, int] | None = None  # --viewport WxH: lay out as a browser page of this size would
    text_size: str | None = None  # --text-size normal/large (None: the player's setting)
    data_dir: str | None = None
    replay: object | None = None  # --replay CODE: the decoded game (game.share.Shared)
    challenge: object | None = None  # --challenge CODE: the decoded game to play on its dice
    replay_code: str | None = None
    backup_file: str | None = None  # --backup FILE: write a backup of the player's data and exit
    restore_file: str | None = None  # --restore FILE: restore the player's data from it and exit
    by_link: bool = False  # --by-link: start a game by link (game/bylink_cli.py)
    link: str | None = None  # --link LINK: open a game by link
    daily: object | None = None  # --daily GAME|LINK [--date]: that daily game from its start (a Session)


def parse_players(spec: str) -> list[Seat]:
    """'human:Ana,ai:hard' -> seats. Raises CliError with a clear reason."""
    seats = []
    for i, part in enumerate(p.strip() for p in spec.split(",")):
        kind, _, rest = part.partition(":")
        if kind == "human":
            seats.append(Seat("human", clean_name(rest)))
        elif kind == "ai":
            if rest not in LEVELS:
                raise CliError(f"--players: '{part}': computer level must be one of {', '.join(LEVELS)}")
            seats.append(Seat("ai", "", rest))
        else:
            raise CliError(f"--players: '{part}' (seat {i + 1}) must be human[:Name] or ai:easy|medium|hard")
    return seats


def default_seats(rules, autoplay: bool) -> list[Seat]:
    """The table when --players is not given: computers for --autoplay, else a human and a computer."""
    if autoplay:
        n = max(2, rules.min_players) if rules.max_players >= 2 else rules.min_players
        return [Seat("ai", "", "hard") for _ in range(n)]
    return [Seat("human", ""), Seat("ai", "", "medium")][: max(rules.min_players, 2)]


def _show(value) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value)


def _allowed(opt) -> str:
    values = list(opt.choices) + [v for v in opt.more if v not in opt.choices]
    if all(isinstance(v, int) and not isinstance(v, bool) for v in values):
        values.sort()  # numbers in order (the presets came first, then the custom values)
    return "|".join(_show(v) for v in values)


def _help_epilog() -> str:
    """--help's part on --players and every game's --variant keys, from the rules themselves."""
    from game.i18n import tr

    lines = [
        "players: --players takes one seat per comma, in playing order: human (a player at this",
        "  screen), human:NAME (with a name), or ai:easy, ai:medium, ai:hard (a computer player),",
        "  e.g. --players human:Ana,human:Ben,ai:hard. Without it: you and a medium computer",
        "  (with --autoplay: hard computers only; --autoplay accepts no human seat).",
        "",
        "variants (--variant KEY=VALUE, repeatable):",
    ]
    for game_id in games.GAME_IDS:
        rules = games.rules_for(game_id)
        head = f"  {game_id} ({tr(f'{game_id}.name')}, {rules.min_players}-{rules.max_players} players):"
        opts = list(rules.options())
        if not opts:
            lines.append(f"{head} no options")
            continue
        lines.append(head)
        for o in opts:
            lines.append(f"    {o.key}={_allowed(o)}  {tr(o.label_key)}, default {_show(o.default)}")
    lines += [
        "",
        "exit status: 0 when the run ends normally (--autoplay: the game finished); 1 when --max-frames",
        "  stopped a run with --autoplay, --result or --screenshot before its game finished; 2 for bad",
        "  arguments or an output file that could not be written.",
    ]
    return "\n".join(lines)


def _variant_error(game_id: str, item: str, problem: str, options) -> CliError:
    """Every --variant error has this one form and lists what is allowed."""
    allowed = "; ".join(f"{o.key}={_allowed(o)}" for o in options) or "none"
    return CliError(f"--variant '{item}': {problem} (allowed for {game_id}: {allowed})")


def parse_variants(game_id: str, items: list[str], n_players: int) -> dict:
    rules = games.rules_for(game_id)
    options = {o.key: o for o in rules.options()}
    variants: dict = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key:
            raise _variant_error(game_id, item, "must be KEY=VALUE", options.values())
        if key not in options:
            raise _variant_error(game_id, item, f"no option '{key}'", options.values())
        variants[key] = _coerce(value)
        config = dict(rules.default_config(n_players), **variants)
        try:
            rules.validate_config(config)
        except (RulesError, ValueError, TypeError) as exc:
            raise _variant_error(game_id, item, f"not allowed ({exc})", [options[key]]) from None
    return variants


def check_output(flag: str, path: str) -> None:
    """An output file must be creatable: not a folder, in an existing, writable folder."""
    target = Path(path)
    if target.is_dir():
        raise CliError(f"{flag}: '{path}' is a folder, not a file name")
    parent = target.parent if str(target.parent) else Path(".")
    if not parent.is_dir():
        raise CliError(f"{flag}: the folder '{parent}' does not exist")
    if not os.access(parent, os.W_OK) or (target.exists() and not os.access(target, os.W_OK)):
        raise CliError(f"{flag}: '{path}' cannot be written (no permission)")


def check_data_dir(path: str) -> None:
    target = Path(path)
    if target.exists() and not target.is_dir():
        raise CliError(f"--data-dir: '{path}' is a file, not a folder")


def _coerce(value: str):
    low = value.lower()
    if low in ("true", "on", "yes"):
        return True
    if low in ("false", "off", "no"):
        return False
    try:
        return int(value)
    except ValueError:
        return value


def _viewport(text: str | None) -> tuple[int, int] | None:
    if text is None:
        return None
    try:
        return parse_viewport(text)
    except ValueError as exc:
        raise CliError(str(exc)) from None


def parse(argv: list[str]) -> Options:
    p = _Parser(
        prog="main.py",
        add_help=True,
        description="Dice & Chips: Farkle, Number Chains, Buttons, Exactly! and Star Rows. Without "
        "options it opens the title screen.",
        epilog=_help_epilog(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--list-games", action="store_true", help="print the game ids, one a line, and exit")
    p.add_argument(
        "--backup", metavar="FILE", help="write settings, statistics and saved games to a new FILE"
    )
    p.add_argument(
        "--restore", metavar="FILE", help="replace them with a backup FILE (what is replaced is kept aside)"
    )
    p.add_argument("--game", metavar="ID", help=f"start this game at once ({', '.join(games.GAME_IDS)})")
    p.add_argument(
        "--players",
        metavar="SEATS",
        help="the table, e.g. human:Ana,ai:hard (seat kinds: human, human:NAME, ai:easy|medium|hard; "
        "see below); needs --game",
    )
    p.add_argument(
        "--seed", type=int, metavar="N", help="0 or more: the same dice and computer choices every run"
    )
    p.add_argument(
        "--lang", choices=("en", "de"), help="language for this run only (the saved setting stays)"
    )
    p.add_argument(
        "--autoplay",
        action="store_true",
        help="computers play every seat (needs --game); in a window the results stay until a key or "
        "click, with --headless the run ends when the game does",
    )
    p.add_argument(
        "--headless",
        action="store_true",
        help="no window (tests, benchmarks); instant animations with --autoplay",
    )
    p.add_argument(
        "--variant",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a game option, e.g. --variant limit=2000 --variant bankruptcy=off (keys per game below)",
    )
    p.add_argument(
        "--max-frames",
        type=int,
        metavar="N",
        help="stop after N frames (1 or more); exit status 1 if the game had not finished (see below)",
    )
    p.add_argument("--screenshot", metavar="PNG", help="save the last frame as a PNG image when the run ends")
    p.add_argument(
        "--result", metavar="JSON", help="write the game's outcome (winners, scores, turns, frames) as JSON"
    )
    p.add_argument(
        "--speed", choices=("slow", "normal", "fast", "instant"), help="animation speed for this run"
    )
    p.add_argument(
        "--layout",
        choices=CLI_CHOICES,
        help="screen layout for this run: compact (a phone held sideways, 960x480, bigger text and "
        "tap targets), upright (a phone held upright, the shape of --viewport or of a 390x844 phone), "
        "standard (1280x720), auto (from the browser window's size); default: the saved setting",
    )
    p.add_argument(
        "--viewport",
        metavar="WxH",
        help="lay the app out as a browser page of W x H CSS px would be (automatic layout, canvas "
        "size), e.g. 390x844 for a phone held upright",
    )
    p.add_argument(
        "--text-size",
        choices=tuple(TEXT_SIZES),
        help="text size for this run: large draws every text 1.25x larger; default: the saved setting",
    )
    p.add_argument(
        "--data-dir",
        metavar="DIR",
        help="where saves, settings and statistics live (default: the user data folder; "
        "--autoplay and --headless runs use a throw-away store unless this is given)",
    )
    p.add_argument(
        "--replay",
        metavar="CODE",
        help="play a share code back (the results screen's Share gives one; with --headless as fast as "
        "possible, and --result writes the same winners, scores, places and turns as the original game)",
    )
    p.add_argument(
        "--challenge",
        metavar="CODE",
        help="play a share code's game on its dice: the same game, options and seed, you in the seat of "
        "its first human, computers at their levels in the others (a medium one where a human played; "
        "with --autoplay a computer plays your seat too)",
    )
    p.add_argument(
        "--by-link",
        action="store_true",
        help="start a game by link with --game and --players (the first human seat is you, the other "
        "human seats are friends); prints the link to send; --result gets it as next_link",
    )
    p.add_argument(
        "--link",
        metavar="LINK",
        help="open a game by link (as the browser does with #m=); with --autoplay --headless a computer "
        "plays your turn and --result gets next_link (finished and winners at the end)",
    )
    p.add_argument(
        "--daily",
        metavar="GAME|LINK",
        help="play the daily game of GAME (the same dice for everyone on a date; see docs/daily.md), or a "
        "friend's daily from its link (d=DATE&g=CODE); --result gets daily, practice, first_dice and "
        "daily_link",
    )
    p.add_argument(
        "--date", metavar="YYYY-MM-DD", help="with --daily GAME: that date's daily (default: today, UTC)"
    )
    ns = p.parse_args(argv)
    opts = Options(
        list_games=ns.list_games,
        game=ns.game,
        seed=ns.seed,
        lang=ns.lang,
        autoplay=ns.autoplay,
        headless=ns.headless,
        max_frames=ns.max_frames,
        screenshot=ns.screenshot,
        result=ns.result,
        speed=ns.speed,
        layout=ns.layout,
        viewport=_viewport(ns.viewport),
        text_size=ns.text_size,
        data_dir=ns.data_dir,
        backup_file=ns.backup,
        restore_file=ns.restore,
    )
    if ns.backup is not None or ns.restore is not None:
        _data_command(ns)
    opts.by_link, opts.link = ns.by_link, ns.link
    if opts.link is not None:
        for other in ("game", "players", "variant", "seed", "replay", "challenge", "by_link"):
            if getattr(ns, other):
                raise CliError(
                    f"--link cannot be combined with --{other.replace('_', '-')} (the link holds the game)"
                )
    if opts.link is not None:
        from game import bylink

        try:
            bylink.decode(opts.link)  # a link that cannot be used is refused before any window opens
        except bylink.LinkError as exc:
            raise CliError(f"--link: {bylink.explain(exc)}") from None
    if opts.by_link and opts.game is None:
        raise CliError("--by-link needs --game ID")
    if ns.replay is not None:
        opts.replay = _shared("--replay", ns.replay, ns)
        opts.replay_code = ns.replay.strip()
    if ns.challenge is not None:
        opts.challenge = _shared("--challenge", ns.challenge, ns)
    if ns.daily is not None or ns.date is not None:
        opts.daily = _daily(ns)
    if opts.game is not None and opts.game not in games.GAME_IDS:
        raise CliError(f"--game: unknown game '{opts.game}' (available: {', '.join(games.GAME_IDS)})")
    if opts.seed is not None and opts.seed < 0:
        raise CliError(f"--seed must be 0 or more, not {opts.seed}")
    if opts.max_frames is not None and opts.max_frames <= 0:
        raise CliError("--max-frames must be positive")
    for flag, needs_game in (
        ("--autoplay", opts.autoplay and opts.challenge is None and opts.link is None and opts.daily is None),
        ("--players", ns.players),
        ("--variant", ns.variant),
    ):
        if needs_game and opts.game is None:
            raise CliError(f"{flag} needs --game ID")
    for flag, path in (("--result", opts.result), ("--screenshot", opts.screenshot)):
        if path is not None:
            check_output(flag, path)
    if opts.data_dir is not None:
        check_data_dir(opts.data_dir)
    if opts.game is None:
        return opts
    rules = games.rules_for(opts.game)
    if ns.players is not None:
        opts.seats = parse_players(ns.players)
        if not rules.min_players <= len(opts.seats) <= rules.max_players:
            raise CliError(
                f"--players: {opts.game} takes {rules.min_players}-{rules.max_players} seats, got {len(opts.seats)}"
            )
        if opts.by_link and sum(not s.is_ai for s in opts.seats) < 2:
            raise CliError("--by-link needs at least two human seats (you and a friend)")
        if opts.autoplay and not opts.by_link and any(not s.is_ai for s in opts.seats):
            raise CliError("--autoplay needs computer players in every seat (ai:LEVEL)")
    elif opts.by_link:
        opts.seats = [Seat("human", ""), Seat("human", "")]
    else:
        opts.seats = default_seats(rules, opts.autoplay)
    opts.variants = parse_variants(opts.game, ns.variant, len(opts.seats))
    return opts


def _shared(flag: str, code: str, ns):
    """A --replay / --challenge code, decoded and replayed completely, or CliError with the reason."""
    from game import share

    others = ["game", "players", "variant", "seed", "replay" if flag == "--challenge" else "challenge"]
    for other in others + (["autoplay"] if flag == "--replay" else []):
        value = getattr(ns, other)
        if value is None or value is False or value == []:
            continue  # not given (--seed 0 is given)
        why = "a replay plays itself; --headless plays it as fast as possible" if other == "autoplay" else (
            "the code holds the game"
        )  # fmt: skip
        raise CliError(f"{flag} cannot be combined with --{other} ({why})")
    try:
        return share.decode(code)
    except share.ShareError as exc:
        raise CliError(f"{flag}: {share.explain(exc)}") from None


def _daily(ns):
    """--daily GAME|LINK [--date]: the daily's session from its start, or CliError with the reason."""
    from game import daily
    from game.daily_play import session_of
    from game.i18n import tr

    if ns.daily is None:
        raise CliError("--date needs --daily GAME")
    for other in ("game", "players", "variant", "seed", "replay", "challenge", "by_link", "link"):
        value = getattr(ns, other)
        if value is not None and value is not False and value != []:
            raise CliError(
                f"--daily cannot be combined with --{other.replace('_', '-')} (the daily is fixed)"
            )
    try:
        day = daily.parse_date(ns.date) if ns.date is not None else None
        if day is not None and ns.daily not in daily.TABLES:
            raise CliError("--date goes with --daily GAME (a friend's link carries its own date)")
        return session_of(ns.daily.strip(), day, ns.autoplay)
    except daily.DailyError as exc:
        raise CliError(f"--daily: {tr(exc.key, game=ns.daily)}") from None


def _data_command(ns) -> None:
    """--backup / --restore stand alone (with --data-dir at most)."""
    if ns.backup is not None and ns.restore is not None:
        raise CliError("--backup and --restore cannot be combined")
    flag = "--backup" if ns.backup is not None else "--restore"
    for other in (
        "game",
        "players",
        "variant",
        "seed",
        "replay",
        "challenge",
        "autoplay",
        "headless",
        "list_games",
    ):
        if getattr(ns, other):
            raise CliError(f"{flag} cannot be combined with --{other.replace('_', '-')}")


def data_command(opts: Options) -> int:
    """Run --backup / --restore on the player's data (or --data-dir's): 0, or one line and 2."""
    from game.backup import BackupError, command
    from game.game_lock import GameLocks
    from game.storage import FileStorage, default_storage

    storage = FileStorage(Path(opts.data_dir)) if opts.data_dir else default_storage()
    try:
        return command(storage, GameLocks(storage), opts.backup_file, opts.restore_file, sys.stdout)
    except BackupError as exc:
        flag = "--backup" if opts.backup_file else "--restore"
        print(f"main.py: error: {flag}: {exc}", file=sys.stderr)
        return 2


def parse_or_exit(argv: list[str]) -> Options:
    try:
        return parse(argv)
    except CliError as exc:
        print(f"main.py: error: {exc}", file=sys.stderr)
        raise SystemExit(2) from None
