"""Computer-vs-computer games for the in-browser (Pyodide) check, also runnable natively.

The browser page writes the project's pure-Python packages into Pyodide's
filesystem, imports this module and calls ``run_scenario(i)`` for each of
``scenario_count()`` scenarios (one call each, so the page never blocks for a
whole suite), then ``summary()``. Every result is a JSON string. The checks
are the native tests' invariants: the game ends, winners are valid seats,
every action was legal, the final state survives a JSON round trip, Farkle
totals stay non-negative, all 48 Chains chips are accounted for.

Natively: ``PYTHONPATH=. python tests/browser/harness.py`` prints the same summary, for comparing
decision times with the browser's (``PYTHONPATH=.``: this checkout's ``game``, not one the venv may
point to; ``--coach``: only the coach's games; ``--cpu``: CPU time, for a shared machine).
"""

from __future__ import annotations

import json
import random
import sys
import time

from game.games import GAME_IDS, make_agent, rules_for
from game.rules.base import CHANCE, TERMINAL

MAX_STEPS = 20_000  # decisions + chance nodes; a game that needs more is stuck

# (game, levels per seat, config overrides, seed). Kept small: the browser is
# several times slower than native CPython and the whole run has a few minutes.
SCENARIOS: list[tuple[str, tuple[str, ...], dict, int]] = [
    ("farkle", ("hard", "easy"), {"limit": 2000}, 11),
    ("farkle", ("medium", "medium"), {"limit": 2000}, 12),
    ("farkle", ("easy", "medium", "hard"), {"limit": 2000}, 13),
    ("chains", ("hard", "easy"), {}, 21),
    ("chains", ("medium", "medium"), {}, 22),
    ("chains", ("hard", "medium"), {"scoring": "sohtar"}, 23),
    ("chains", ("medium", "easy"), {"swap": True}, 24),
    # the coach (game.coach): a seat that follows its best choice, timed like a computer player
    ("farkle", ("coach", "medium"), {"limit": 2000}, 41),
    ("chains", ("coach", "medium"), {}, 42),
    ("buttons", ("coach", "medium"), {}, 43),
    ("exactly", ("coach", "medium"), {}, 44),
    ("starrows", ("coach", "medium"), {}, 45),
]

_TIMES: dict[str, dict[str, dict[str, list]]] = {}  # game -> level -> measurements
_RESULTS: list[dict] = []
_EVERY_SLICE: list[float] = []  # ms of every slice of the decision being timed (kept per game and level)


def scenarios() -> list[tuple[str, tuple[str, ...], dict, int]]:
    """The fixed scenarios, plus a default one for any game added to GAME_IDS later."""
    out = [s for s in SCENARIOS if s[0] in GAME_IDS]
    covered = {s[0] for s in out if "coach" not in s[1]}  # the coach scenarios test no level
    for g in GAME_IDS:  # every level plays at least once in a three-seat game (two games if only two fit)
        if g in covered:
            continue
        if rules_for(g).max_players >= 3:
            out.append((g, ("hard", "medium", "easy"), {}, 31))
        else:
            out += [(g, ("hard", "easy"), {}, 31), (g, ("medium", "medium"), {}, 32)]
    return out


def scenario_count() -> int:
    return len(scenarios())


def _check_outcome(outcome, players: int) -> list[str]:
    errors = []
    places = list(outcome.places)
    if len(places) != players:
        errors.append(f"places has {len(places)} entries for {players} seats")
    if any(not 1 <= p <= players for p in places):
        errors.append(f"places out of range: {places}")
    winners = list(outcome.winners)
    if not winners or any(not 0 <= w < players for w in winners):
        errors.append(f"invalid winners {winners}")
    return errors


def _round_trip(rules, state) -> str | None:
    data = rules.state_to_dict(state)
    text = json.dumps(data)
    back = rules.state_from_dict(json.loads(text))
    if rules.state_to_dict(back) != json.loads(text):
        return "state_to_dict(state_from_dict(json)) differs from the original"
    if back != state:
        return "state rebuilt from JSON is not equal to the original"
    return None


def _game_invariants(game: str, state) -> list[str]:
    errors = []
    if game == "farkle":
        if any(t < 0 for t in state.totals):
            errors.append(f"negative Farkle total: {state.totals}")
    elif game == "chains":
        chips = [c for c in state.board if c] + [c for held in state.held for c in held]
        if sorted(chips) != list(range(1, 49)):
            errors.append(f"Chains chips not accounted for: {len(chips)} chips, {len(set(chips))} distinct")
    return errors


def _agent(game: str, seat: int, level: str, seed: int):
    """A computer player, or for "coach" a seat that follows the coach's best choice."""
    if level == "coach":
        from game.coach.agent import CoachAgent

        return CoachAgent(rules_for(game), seat, seed)
    return make_agent(game, seat, level, seed)


def _decide(agent, state) -> tuple:
    """Run ``agent.think`` slice by slice as the app's frame loop would.

    Returns (action, total ms, number of slices, longest slice ms): the app
    gives each frame a few ms of thinking, so the longest slice is what could
    make a frame late in the browser.
    """
    gen = agent.think(state)
    slices = 0
    longest = 0.0
    start = time.perf_counter()
    while True:
        t0 = time.perf_counter()
        try:
            next(gen)
        except StopIteration as stop:
            end = time.perf_counter()
            longest = max(longest, end - t0)
            _EVERY_SLICE.append((end - t0) * 1000.0)
            return stop.value, (end - start) * 1000.0, slices + 1, longest * 1000.0
        slices += 1
        longest = max(longest, time.perf_counter() - t0)
        _EVERY_SLICE.append((time.perf_counter() - t0) * 1000.0)


def run_scenario(index: int) -> str:
    """Play scenario ``index`` to the end; a JSON object describing the result."""
    game, levels, overrides, seed = scenarios()[index]
    rules = rules_for(game)
    players = len(levels)
    result = {"game": game, "levels": list(levels), "seed": seed, "ok": False, "errors": []}
    errors = result["errors"]
    started = time.perf_counter()
    try:
        config = rules.validate_config({**rules.default_config(players), **overrides})
        result["config"] = config
        state = rules.initial_state(config, seed)
        agents = [_agent(game, seat, level, seed * 10 + seat) for seat, level in enumerate(levels)]
        rng = random.Random(seed)
        times = _TIMES.setdefault(game, {})
        decisions = 0
        for step in range(MAX_STEPS):
            seat = rules.current_player(state)
            if seat == TERMINAL:
                break
            if seat == CHANCE:
                state, _ = rules.apply_chance(state, rules.sample_chance(state, rng))
                continue
            legal = rules.legal_actions(state)
            _EVERY_SLICE.clear()
            action, ms, slices, longest = _decide(agents[seat], state)
            record = times.setdefault(levels[seat], {"ms": [], "slices": [], "slice_ms": [], "every": []})
            record["every"].extend(_EVERY_SLICE)
            record["ms"].append(ms)
            record["slices"].append(slices)
            record["slice_ms"].append(longest)
            decisions += 1
            if action not in legal:
                errors.append(f"step {step}: seat {seat} ({levels[seat]}) chose illegal {action!r}")
                break
            state, _ = rules.apply(state, action)
            if decisions % 25 == 0:
                err = _round_trip(rules, state)
                if err:
                    errors.append(f"mid-game (decision {decisions}): {err}")
                    break
        else:
            errors.append(f"no end after {MAX_STEPS} steps")
        result["decisions"] = decisions
        if not errors:
            if not rules.is_over(state):
                errors.append("the game is not over")
            else:
                outcome = rules.outcome(state)
                result["places"] = list(outcome.places)
                result["winners"] = list(outcome.winners)
                result["scores"] = json.loads(json.dumps(outcome.scores, default=str))
                errors += _check_outcome(outcome, players)
                err = _round_trip(rules, state)
                if err:
                    errors.append(f"final state: {err}")
                errors += _game_invariants(game, state)
    except Exception as exc:  # reported, not raised: the page collects every scenario
        errors.append(f"{type(exc).__name__}: {exc}")
    if not errors:
        result["share"] = share_check(game, players, config, seed, errors)
        if index == 0:
            result["bylink"] = bylink_check(errors)
    result["seconds"] = round(time.perf_counter() - started, 3)
    result["ok"] = not errors
    _RESULTS.append(result)
    return json.dumps(result)


def random_moves(session, seed: int, moves: int = MAX_STEPS):
    """``session`` after up to ``moves`` seeded random legal moves (chance resolved on the way)."""
    rng = random.Random(seed)
    for _ in range(moves):
        if session.is_over:
            break
        if session.at_chance:
            session.resolve_chance()
        else:
            session.act(rng.choice(session.legal_actions()))
    return session


def share_check(game: str, players: int, config: dict, seed: int, errors: list) -> dict:
    """The share-code path a link takes in the browser: a game (seeded random moves) encoded,
    read back from a ``#g=CODE`` hash, replayed to the same log; a damaged code refused by name."""
    from game import share
    from game.session import Seat, Session

    session = random_moves(Session(game, config, [Seat("ai", "", "easy")] * players, seed), seed)
    code = share.encode(session)
    shared = share.decode(share.extract("#g=" + code), game)
    if [(e.kind, e.seat, e.value) for e in shared.session.log] != [
        (e.kind, e.seat, e.value) for e in session.log
    ]:
        errors.append("share: the decoded game's log differs from the original")
    damaged = code[:-2] + ("A" if code[-2] != "A" else "B") + code[-1]
    try:
        share.decode(damaged)
        errors.append("share: a damaged code was accepted")
    except share.ShareError as exc:
        refused = exc.key
    return {"chars": len(code), "refused": refused, "finished": shared.finished}


def bylink_check(errors: list) -> dict:
    """A whole Farkle game by links between two devices, each with its own storage namespace
    (``localStorage`` in the page), secrets from this runtime's ``secrets`` module; a link with a
    changed secret refused. Issue 31."""
    import base64
    import zlib

    from game import bylink, bylink_cli
    from game.bylink_store import Device
    from game.session import Seat
    from game.storage import MemoryStorage, WebStorage

    class Namespaced(WebStorage):
        def __init__(self, store, prefix: str):
            super().__init__(store)
            self.prefix = prefix

        def _key(self, key: str) -> str:
            return f"{self.prefix}.{key}"

    try:
        from js import localStorage  # Pyodide in a page

        stores, where = [Namespaced(localStorage, f"bylink-test-{n}") for n in "ab"], "localStorage"
    except ImportError:
        stores, where = [MemoryStorage(), MemoryStorage()], "memory"
    devs = {0: Device(stores[0]), 1: Device(stores[1])}
    seats = [Seat("human", "Ana", "easy"), Seat("human", "Ben", "easy")]
    result = bylink_cli.start(devs[0], "farkle", seats, {"limit": 2000})
    links = []
    while True:
        links.append(result["next_link"])
        if result["finished"]:
            break
        result = bylink_cli.take_turn(devs[result["to_move"]], links[-1])
    seen = bylink_cli.take_turn(devs[1 - result["seat"]], links[-1])
    if not (seen["finished"] and seen["winners"] == result["winners"]):
        errors.append("bylink: the devices disagree on the result")
    game = bylink.decode(links[-2]).game
    game.latest[0] = bytes([game.latest[0][0] ^ 1]) + game.latest[0][1:]
    refused = ""
    try:
        devs[1].open(bylink.encode(game, bylink.decode(links[-2]).radices))
        errors.append("bylink: a changed secret was accepted")
    except bylink.LinkError as exc:
        refused = exc.key
    roots = {bylink.new_root() for _ in range(8)}
    nested = ""  # issue 37: a header nested 1,000 deep behind a 26-character link, in this runtime
    head = b"[" * 1000
    raw = zlib.compress(len(head).to_bytes(2, "big") + head, 9)
    try:
        bylink.decode(bylink.PREFIX + base64.urlsafe_b64encode(raw).decode().rstrip("="))
        errors.append("bylink: a link nested 1,000 deep was accepted")
    except bylink.LinkError as exc:
        nested = exc.key
    return {"links": len(links), "finished": seen["finished"], "refused": refused, "storage": where,
            "roots_distinct": len(roots) == 8, "max_chars": max(len(link) for link in links),
            "nested": nested}  # fmt: skip


def _percentile(sorted_values: list[float], q: float) -> float:
    """Nearest-rank percentile of an ascending list (no statistics module needed)."""
    if not sorted_values:
        return 0.0
    rank = max(1, min(len(sorted_values), round(q * len(sorted_values) + 0.5)))
    return sorted_values[rank - 1]


def _median(sorted_values: list[float]) -> float:
    n = len(sorted_values)
    if not n:
        return 0.0
    mid = n // 2
    return sorted_values[mid] if n % 2 else (sorted_values[mid - 1] + sorted_values[mid]) / 2


def _spread(values: list[float]) -> dict:
    """Count, median, p95, p99 and max of an ascending list of ms."""
    return {
        "n": len(values),
        "median": round(_median(values), 3),
        "p95": round(_percentile(values, 0.95), 3),
        "p99": round(_percentile(values, 0.99), 3),
        "max": round(values[-1], 3) if values else 0.0,
    }


def timing_summary() -> dict:
    """Per game and level: decisions; median/p95/max ms per decision; slices per
    decision (median); the longest single slice (p95 and max ms); every slice's spread."""
    out: dict = {}
    for game, by_level in _TIMES.items():
        for level, rec in by_level.items():
            ms = sorted(rec["ms"])
            slices = sorted(rec["slices"])
            slice_ms = sorted(rec["slice_ms"])
            out.setdefault(game, {})[level] = {
                "decisions": len(ms),
                "median_ms": round(_median(ms), 3),
                "p95_ms": round(_percentile(ms, 0.95), 3),
                "max_ms": round(ms[-1], 3) if ms else 0.0,
                "median_slices": _median(slices),
                "slice_p95_ms": round(_percentile(slice_ms, 0.95), 3),
                "slice_max_ms": round(slice_ms[-1], 3) if slice_ms else 0.0,
                "every_slice_ms": _spread(sorted(rec.get("every", []))),
            }
    return out


def summary() -> str:
    return json.dumps(
        {
            "python": sys.version.split()[0],
            "platform": sys.platform,
            "games": list(GAME_IDS),
            "scenarios": len(_RESULTS),
            "failed": [r for r in _RESULTS if not r["ok"]],
            "timings": timing_summary(),
        }
    )


if __name__ == "__main__":
    # natively: --coach runs only the coach's games, --cpu times in CPU seconds (a shared machine)
    if "--cpu" in sys.argv:
        time = type("CpuClock", (), {"perf_counter": staticmethod(time.process_time)})
    for i in range(scenario_count()):
        if "--coach" in sys.argv and "coach" not in scenarios()[i][1]:
            continue
        r = json.loads(run_scenario(i))
        status = "ok" if r["ok"] else "FAILED " + "; ".join(r["errors"])
        print(
            f"{r['game']:<8} {'/'.join(r['levels']):<22} {r.get('decisions', 0):>5} decisions {r['seconds']:>7.2f} s {status}"
        )
    print(json.dumps(json.loads(summary())["timings"], indent=1))
