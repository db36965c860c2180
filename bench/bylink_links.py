"""Lengths of game links over whole games by link: python -m bench.bylink_links [--games N].

For each game and 2, 4 and 6 seats (as far as the game allows), N whole games (default 4) played
by links alone between two devices (in memory): the starter and one friend, both played by
medium computers, the other seats easy computers, standard options, default names. Every link
sent (the invitation, the join reply, each turn's link, the last one) is measured in characters
with its ``#m=`` prefix, without a site address (a site's address adds its own length). Goal
(issue 31): the longest link under 2,000 characters.
"""

from __future__ import annotations

import argparse
import statistics
import time

from game import bylink_cli, games
from game.bylink_store import Device
from game.session import Seat
from game.storage import MemoryStorage


def one_game(game_id: str, players: int) -> list[int]:
    seats = [Seat("human", "", "medium") for _ in range(2)] + [Seat("ai", "", "easy")] * (players - 2)
    devs = {0: Device(MemoryStorage()), 1: Device(MemoryStorage())}
    result = bylink_cli.start(devs[0], game_id, seats)
    lengths = []
    while True:
        lengths.append(len(result["next_link"]))
        if result["finished"]:
            return lengths
        result = bylink_cli.take_turn(devs[result["to_move"]], result["next_link"])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=4)
    args = parser.parse_args()
    print("| game | seats | games | links | median chars | max chars | s per game |")
    print("|---|---|---|---|---|---|---|")
    for game_id in games.GAME_IDS:
        for players in (2, 4, 6):
            if players > games.rules_for(game_id).max_players:
                continue
            start, lengths = time.perf_counter(), []
            for _ in range(args.games):
                lengths += one_game(game_id, players)
            took = (time.perf_counter() - start) / args.games
            print(
                f"| {game_id} | {players} | {args.games} | {len(lengths)} | "
                f"{statistics.median(lengths):.0f} | {max(lengths)} | {took:.1f} |",
                flush=True,
            )


if __name__ == "__main__":
    main()
