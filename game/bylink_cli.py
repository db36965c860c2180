"""Games by link from the command line (``--by-link``, ``--link``): pure Python, no window.

``start`` begins a game on this device and gives the invitation; ``take_turn`` opens a link and,
when it is this device's turn, lets a computer play every seat of the open leg (the player's
own at its setup level, else medium; computer seats at theirs) and returns the next link. Both
return the dictionary ``--result`` writes. Tests call them in-process, one ``Device`` (one data
folder) per player.
"""

from __future__ import annotations

import hashlib
import hmac

from game import bylink, games, share
from game.bylink import LinkSeat
from game.bylink_store import Device, Opened
from game.session import Seat


def seats_from_cli(seats: list[Seat]) -> list[LinkSeat]:
    """--players for --by-link: the first human seat is this device ("me"), the other humans friends."""
    out, me = [], False
    for seat in seats:
        if seat.is_ai:
            out.append(LinkSeat("computer", "", seat.level, seat.style))
        else:
            out.append(LinkSeat("friend" if me else "me", seat.name, seat.level, seat.style))
            me = True
    return out


def link_text(code: str, base: str = "") -> str:
    """The link that opens ``code`` (``BASE#m=CODE``; without a site address ``#m=CODE``)."""
    return f"{base}{bylink.MARKER}{code}"


def ai_seed(key: bytes, decision: int) -> int:
    """A computer's seed for one decision: reproducible from the leg's key, unknown before it."""
    digest = hmac.new(key, b"ai" + decision.to_bytes(4, "big"), hashlib.sha256).digest()
    return int.from_bytes(digest[:4], "big")


def play_leg(device: Device, opened: Opened) -> Opened:
    """Play this device's open leg to its end with computers (its own seat at its setup level)."""
    while opened.status == "your_move":
        run = opened.run
        seat = run.session.current
        level = run.game.seats[seat].level
        agent = games.make_agent(run.game.game_id, seat, level, ai_seed(run.key, len(run.radices)))
        action = agent.choose(run.session.state)
        index = share.ordered(run.session.legal_actions()).index(action)
        opened = device.act(opened.key, index, opened)
    return opened


def result_of(opened: Opened, base: str = "") -> dict:
    """What --result writes for a game by link."""
    run = opened.run
    out = {
        "game": run.game.game_id,
        "by_link": opened.key,
        "status": opened.status,
        "finished": run.finished,
        "seat": opened.seat,
        "older": opened.older,
    }
    if opened.outbox:
        out["next_link"] = link_text(opened.outbox, base)
    if run.finished:
        outcome = run.session.outcome()
        out["winners"] = outcome.winners
        out["scores"] = [share_plain(s) for s in outcome.scores]
    elif run.device is not None:
        out["to_move"] = run.device
    return out


def share_plain(value):
    return list(value) if isinstance(value, tuple) else value


def start(device: Device, game_id: str, seats: list[Seat], options: dict | None = None) -> dict:
    return result_of(device.start(game_id, seats_from_cli(seats), options))


def take_turn(device: Device, link: str, autoplay: bool = True) -> dict:
    """Open ``link``; with ``autoplay`` play this device's turn if it is its turn."""
    opened = device.open(link)
    if autoplay:
        opened = play_leg(device, opened)
    return result_of(opened)


def _storage(options):
    """--data-dir, else the player's data; a headless run without --data-dir never touches it."""
    from pathlib import Path

    from game.storage import FileStorage, MemoryStorage, default_storage

    if options.data_dir:
        return FileStorage(Path(options.data_dir))
    return MemoryStorage() if options.headless else default_storage()


def run(options) -> int:
    """``--by-link`` / ``--link``: 0 done, 1 refused a write of --result, 2 a refused link (one line)."""
    import json
    import sys
    from pathlib import Path

    from game.i18n import set_language

    if options.lang:
        set_language(options.lang)
    device = Device(_storage(options))
    try:
        if options.by_link:
            result = start(device, options.game, options.seats, options.variants)
        else:
            result = take_turn(device, options.link, autoplay=options.autoplay)
    except bylink.LinkError as exc:
        print(f"main.py: error: {bylink.explain(exc)}", file=sys.stderr)
        return 2
    if "next_link" in result:
        print(result["next_link"])
    if options.result:
        try:
            Path(options.result).write_text(json.dumps(result, indent=2))
        except OSError as exc:
            print(f"main.py: error: could not write the output: {exc}", file=sys.stderr)
            return 2
    return 0
