"""The coach's figures: a seat that always takes the coach's best choice against the medium
computer player (win share with 95% error bars, seats alternated, dice seeded per game), Farkle's
exact expected points per turn of both policies, and the native decision time of ``advise`` per
game (whole decision, and the longest slice between two yields: what could make a frame late).

Run: nice python -m bench.coach [games per game id, default 200] [game ids...]
Each game id takes one to three minutes with 200 games on this machine.
"""

from __future__ import annotations

import random
import sys
import time

from bench import ci95, pct, report
from game.coach import advice_task, advise
from game.coach.agent import CoachAgent
from game.games import GAME_IDS, make_agent, rules_for


def timed_advice(game_id: str, state, rules):
    """(advice, CPU seconds in all, longest slice): driven like the app drives it,
    ``advice_task(...).step(0)`` runs exactly one slice (CPU time: the machine is shared)."""
    task = advice_task(game_id, state, rules)
    longest, start = 0.0, time.process_time()
    while True:
        t0 = time.process_time()
        done = task.step(0.0)
        longest = max(longest, time.process_time() - t0)
        if done:
            break
    return task.action, time.process_time() - start, longest


def _timed_coach(rules, seat: int, times: list, slices: list):
    """A CoachAgent whose every decision is timed slice by slice (``timed_advice``)."""
    agent = CoachAgent(rules, seat)

    def choose(state):
        entries, seconds, longest = timed_advice(rules.game_id, state, rules)
        times.append(seconds)
        slices.append(longest)
        return entries[0].action

    agent.choose = choose
    return agent


def match(game_id: str, games: int):
    """Coach follower vs medium, two players, the coach in seat 0 in even games, seat 1 in odd."""
    rules = rules_for(game_id)
    wins = 0.0
    times: list = []
    slices: list = []
    for g in range(games):
        coach_seat = g % 2
        state = rules.initial_state(rules.default_config(2), 1000 + g)
        agents = [None, None]
        agents[coach_seat] = _timed_coach(rules, coach_seat, times, slices)
        agents[1 - coach_seat] = make_agent(game_id, 1 - coach_seat, "medium", 1000 + g)
        end = rules.play_out(
            state,
            random.Random(7000 + g),
            lambda s, agents=agents: agents[rules.current_player(s)].choose(s),
            max_steps=50_000,
        )
        winners = rules.outcome(end).winners
        if coach_seat in winners:
            wins += 1.0 / len(winners)
    return wins / games, times, slices


def farkle_exact() -> list[tuple[str, str]]:
    """Exact expected points of a whole turn: the coach's policy and the medium player's."""
    sys.path.insert(0, "tools")
    from make_farkle_policy import evaluate_agent

    rules = rules_for("farkle")

    class CoachPolicy:
        """The coach's best choice as the two decisions ``evaluate_agent`` asks for."""

        def pick_keep(self, state, keeps):
            return advise("farkle", state, rules)[0].action[1]

        def wants_bank(self, state):
            return advise("farkle", state, rules)[0].action == ("bank",)

    medium = make_agent("farkle", 0, "medium")
    return [
        ("farkle: exact expected points per turn, coach policy", f"{evaluate_agent(CoachPolicy()):.3f}"),
        ("farkle: exact expected points per turn, medium", f"{evaluate_agent(medium):.3f}"),
    ]


def produce(games: int, ids: list[str]):
    if "farkle" in ids:
        yield from farkle_exact()
    for game_id in ids:
        p, times, slices = match(game_id, games)
        yield (
            f"{game_id}: coach follower vs medium, 2p, {games} games",
            f"{100 * p:.1f}% ± {100 * ci95(p, games):.1f}",
        )
        ms = [1000 * t for t in times]
        sl = [1000 * t for t in slices]
        yield (
            f"{game_id}: advise CPU ms (median / p95 / max, n={len(ms)})",
            f"{pct(ms, 0.5):.2f} / {pct(ms, 0.95):.2f} / {max(ms):.2f}",
        )
        yield (
            f"{game_id}: longest slice per decision, CPU ms (median / max)",
            f"{pct(sl, 0.5):.3f} / {max(sl):.2f}",
        )


def run(quick: bool = False) -> list[tuple[str, str]]:
    """The rows for docs/benchmarks.md (``bench.run_all``): 200 games per game, 40 when quick."""
    return list(produce(40 if quick else 200, list(GAME_IDS)))


def main() -> None:
    args = sys.argv[1:]
    games = int(args.pop(0)) if args and args[0].isdigit() else 200
    ids = [a for a in args if a in GAME_IDS] or list(GAME_IDS)
    report(lambda: produce(games, ids))


if __name__ == "__main__":
    main()
