"""The coach against the hard computer player, by the hard player's own measure.

For every game, positions reached in play (hard players with one move in five random, so the
positions spread; every player count, solo included, and the options' values in turn): the
coach's first choice against the hard player's choice at the same position. "as good" counts the
positions where the coach's first choice is worth at least what the hard player's choice is worth
by the coach's values (the hard player's measure, searched at least as far); "same" where the two
are one choice. Then Farkle's final-round and solo grids (every last-seat bank and roll decision
over leads, turn totals and dice; solo banks that reach the goal): no certain loss ranked above a
chance to win, no finishing bank below a roll. And the native time per advice (CPU seconds:
median, 95th percentile, max) and its longest slice (what could make a frame late).

Run: nice python -m bench.coach_vs_hard [positions per game, default 500] [game ids...]
"""

from __future__ import annotations

import itertools
import random
import sys

from bench import pct, report
from bench.coach import timed_advice
from game.games import GAME_IDS, make_agent, rules_for
from game.rules.base import CHANCE

RANDOM_SHARE = 0.2  # share of moves played at random, so the positions spread
SAMPLE = 0.15  # share of decisions looked at (spread over whole games, final rounds included)
TOL = 1e-9


def configs(rules):
    """Every player count with each option's values in turn (presets and the "more" values)."""
    out = []
    for players in range(rules.min_players, rules.max_players + 1):
        opts = [o for o in rules.options() if o.applies(players)]
        rounds = max((len(o.choices) + len(o.more) for o in opts), default=1)
        for k in range(rounds):
            config = dict(rules.default_config(players))
            for opt in opts:
                values = tuple(opt.choices) + tuple(opt.more)
                config[opt.key] = values[k % len(values)]
            try:
                config = rules.validate_config(config)
            except Exception:  # a combination of options that does not go together
                config = rules.default_config(players)
            if config not in out:
                out.append(config)
    return out


def positions(game_id: str, count: int):
    """(state, hard player's choice) at ``count`` positions with more than one legal choice."""
    rules = rules_for(game_id)
    cfgs = configs(rules)
    found = 0
    per_game = max(4, count // len(cfgs))
    for g in itertools.count():
        here = 0
        config = cfgs[g % len(cfgs)]
        state = rules.initial_state(config, 5000 + g)
        rng = random.Random(9000 + g)
        agents = [make_agent(game_id, seat, "hard", 5000 + g) for seat in range(config["players"])]
        while not rules.is_over(state) and here < per_game:
            seat = rules.current_player(state)
            if seat == CHANCE:
                state, _ = rules.apply_chance(state, rules.sample_chance(state, rng))
                continue
            legal = rules.legal_actions(state)
            if len(legal) > 1 and rng.random() < SAMPLE:
                hard = make_agent(game_id, seat, "hard", 5000 + g).choose(state)
                yield state, hard, rules
                found += 1
                here += 1
                if found >= count:
                    return
            action = rng.choice(legal) if rng.random() < RANDOM_SHARE else agents[seat].choose(state)
            state, _ = rules.apply(state, action)


def compare(game_id: str, count: int):
    same = good = missing = 0
    worst = 0.0
    times, slices = [], []
    total = 0
    for state, hard, rules in positions(game_id, count):
        entries, seconds, longest = timed_advice(game_id, state, rules)
        times.append(seconds)
        slices.append(longest)
        total += 1
        value = {e.action: e.value for e in entries}
        if hard not in value:
            missing += 1
            continue
        same += entries[0].action == hard
        gap = entries[0].value - value[hard]
        good += gap >= -TOL
        worst = min(worst, gap)
    return total, same, good, missing, worst, times, slices


def farkle_grids():
    """(decisions, violations) over Farkle's final-round last-seat and solo grids."""
    from game.coach import advise
    from game.rules.farkle import FarkleState

    checked = bad = 0
    for players in range(2, 7):
        for lead in range(-300, 1600, 150):
            for turn_total in range(400, 2050, 150):
                for kept in ((1,), (1, 5), (1, 1, 5), (1, 1, 5, 5), (1, 1, 1, 5, 5)):
                    totals = [3000] * players
                    totals[-1] = 3000 - lead - turn_total if lead + turn_total <= 3000 else 0
                    totals[0] = 5000 + max(0, lead)
                    leader = max(totals[:-1])
                    mine = totals[-1]
                    state = FarkleState(
                        players,
                        5000,
                        True,
                        players - 1,
                        "decide",
                        (),
                        (kept,),
                        turn_total,
                        tuple(totals),
                        tuple(() for _ in range(players)),
                        0,
                    )
                    entries = advise("farkle", state)
                    first = entries[0].action
                    checked += 1
                    if mine + turn_total > leader:
                        bad += first != ("bank",)  # a certain win must come first
                    else:
                        bad += first == ("bank",)  # banking at or below the leader cannot win
    for limit in (1000, 2000, 2500, 5000, 10000):
        for mine in range(0, limit, 50 * max(1, limit // 2000)):
            for turn_total in range(400, 1500, 100):
                if mine + turn_total < limit:
                    continue
                for kept in ((1,), (1, 5), (1, 1, 5), (1, 1, 5, 5)):
                    state = FarkleState(1, limit, True, 0, "decide", (), (kept,), turn_total, (mine,), ((),))
                    entries = advise("farkle", state)
                    checked += 1
                    bad += entries[0].action != ("bank",)
    return checked, bad


def rows(count: int, game_ids):
    for game_id in game_ids:
        total, same, good, missing, worst, times, slices = compare(game_id, count)
        yield f"{game_id}: positions", total
        yield f"{game_id}: coach's first as good as hard's choice", f"{good}/{total - missing}"
        yield f"{game_id}: coach's first is hard's choice", f"{same}/{total} ({100 * same / total:.1f}%)"
        yield f"{game_id}: hard's choice missing from the advice", missing
        yield f"{game_id}: worst shortfall of the coach's first", f"{worst:.4g}"
        yield (
            f"{game_id}: advice ms median / p95 / max",
            f"{1000 * pct(times, 0.5):.1f} / {1000 * pct(times, 0.95):.1f} / {1000 * max(times):.1f}",
        )
        yield (
            f"{game_id}: longest slice ms p95 / max",
            f"{1000 * pct(slices, 0.95):.2f} / {1000 * max(slices):.2f}",
        )
    if "farkle" in game_ids:
        checked, bad = farkle_grids()
        yield "farkle grids: final round (2-6 players) and solo decisions", checked
        yield "farkle grids: certain loss above a chance, or finishing bank below a roll", bad


def main(argv: list[str]) -> None:
    count = int(argv[0]) if argv else 500
    game_ids = argv[1:] or list(GAME_IDS)
    report(lambda: rows(count, game_ids))


if __name__ == "__main__":
    main(sys.argv[1:])
