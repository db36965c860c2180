"""Dice & Chips: start the collection (natively or in the browser via pygbag).

Natively the command line is parsed first (see game/cli.py); `--list-games`
prints and exits without opening a window. In the browser there are no
arguments and ``asyncio.run(main())`` must be the last statement.
"""

import asyncio
import os
import sys

from game import cli, games
from game.webenv import IS_WEB


async def main():
    options = cli.parse_or_exit([] if IS_WEB else sys.argv[1:])
    if options.list_games:
        print("\n".join(games.GAME_IDS))
        return 0
    if options.backup_file or options.restore_file:
        sys.exit(cli.data_command(options))
    if options.headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.app import App

    status = await App(options).run()
    if not IS_WEB and status:
        sys.exit(status)
    return status


asyncio.run(main())
