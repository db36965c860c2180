"""A bug report must replay: every computer level's choices depend only on the state and its seed."""

import time

import pytest

from game import games
from game.rules.base import CHANCE, TERMINAL
from game.session import Seat, Session


def _game(game_id: str, level: str, seed: int, moves: int = 40) -> list:
    rules = games.rules_for(game_id)
    session = Session(
        game_id, rules.default_config(2), [Seat("ai", "A", level), Seat("ai", "B", level)], seed
    )
    agents = [games.make_agent(game_id, i, level, seed * 31 + i) for i in range(2)]
    chosen = []
    while len(chosen) < moves and session.current != TERMINAL:
        if session.current == CHANCE:
            session.resolve_chance()
            continue
        action = agents[session.current].choose(session.state)
        chosen.append(action)
        session.act(action)
    return chosen


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_same_seed_same_game_even_on_a_slow_machine(monkeypatch, game_id, level):
    moves = 6 if level == "hard" else 40  # a hard decision searches its full node budget
    calm = _game(game_id, level, 8, moves)
    now = [time.perf_counter()]

    def slow_clock():  # every clock read "takes" 0.3 ms
        now[0] += 0.0003
        return now[0]

    monkeypatch.setattr(time, "perf_counter", slow_clock)
    assert _game(game_id, level, 8, moves) == calm
    assert len(calm) == moves
