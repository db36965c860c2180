"""The command-line contract (tests, benchmarks and the demo mode use it).

Bad arguments give a one-line error on stderr and exit code 2.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass, field

from game import games
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


def parse_players(spec: str) -> list[Seat]:
    """'human:Ana,ai:hard' -> seats. Raises CliError with a clear reason."""
    seats = []
    for i, part in enumerate(p.strip() for p in spec.split(",")):
        kind, _, rest = part.partition(":")
        if kind == "human":
            seats.append(Seat("human", rest.strip()[:20]))
        elif kind == "ai":
            if rest not in LEVELS:
                raise CliError(f"--players: '{part}': computer level must be one of {', '.join(LEVELS)}")
            seats.append(Seat("ai", "", rest))
        else:
            raise CliError(f"--players: '{part}' (seat {i + 1}) must be human[:Name] or ai:easy|medium|hard")
    return seats


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


def parse(argv: list[str]) -> Options:
    p = _Parser(prog="main.py", add_help=True, description="Dice & Chips game collection")
    p.add_argument("--list-games", action="store_true")
    p.add_argument("--game")
    p.add_argument("--players")
    p.add_argument("--seed", type=int)
    p.add_argument("--lang", choices=("en", "de"))
    p.add_argument("--autoplay", action="store_true")
    p.add_argument("--headless", action="store_true")
    p.add_argument(
        "--variant",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a game option, e.g. --variant limit=2000 --variant bankruptcy=off",
    )
    p.add_argument("--max-frames", type=int)
    p.add_argument("--screenshot")
    p.add_argument("--result")
    p.add_argument("--speed", choices=("slow", "normal", "fast", "instant"))
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
    )
    if opts.game is not None and opts.game not in games.GAME_IDS:
        raise CliError(f"--game: unknown game '{opts.game}' (available: {', '.join(games.GAME_IDS)})")
    if opts.autoplay and opts.game is None:
        raise CliError("--autoplay needs --game ID")
    if opts.max_frames is not None and opts.max_frames <= 0:
        raise CliError("--max-frames must be positive")
    if ns.players is not None:
        if opts.game is None:
            raise CliError("--players needs --game ID")
        opts.seats = parse_players(ns.players)
    for item in ns.variant:
        key, sep, value = item.partition("=")
        if not sep or not key:
            raise CliError(f"--variant: '{item}' must be KEY=VALUE")
        opts.variants[key] = _coerce(value)
    if opts.game is not None:
        rules = games.rules_for(opts.game)
        if opts.seats is not None and not rules.min_players <= len(opts.seats) <= rules.max_players:
            raise CliError(
                f"--players: {opts.game} takes {rules.min_players}-{rules.max_players} seats, got {len(opts.seats)}"
            )
        if opts.autoplay and opts.seats is not None and any(not s.is_ai for s in opts.seats):
            raise CliError("--autoplay needs computer players in every seat (ai:LEVEL)")
        known = {o.key for o in rules.options()}
        for key in opts.variants:
            if key not in known:
                raise CliError(
                    f"--variant: {opts.game} has no option '{key}' (options: {', '.join(sorted(known))})"
                )
    return opts


def parse_or_exit(argv: list[str]) -> Options:
    try:
        return parse(argv)
    except CliError as exc:
        print(f"main.py: error: {exc}", file=sys.stderr)
        raise SystemExit(2) from None
