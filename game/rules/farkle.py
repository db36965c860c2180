"""Farkle: six-dice push-your-luck (spec: ../shared/rules/farkle.md).

Dice are explicit chance nodes: ("roll",) hands the state to CHANCE and the
outcome ("dice", sorted_values) comes back through ``apply_chance``. Everything
a scene shows (events, the kept groups, the turn total) comes from here, so
no scoring rule is ever re-derived in the UI.
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import replace as _replace
from functools import lru_cache
from itertools import accumulate, combinations_with_replacement, product
from math import factorial
from typing import Any

from game.rules.base import (
    BAD,
    CHANCE,
    FAIR,
    GOOD,
    TERMINAL,
    ConfigError,
    Explanation,
    GameRules,
    IllegalAction,
    Option,
    Outcome,
    RulesError,
    StateError,
    read_int,
    read_list,
    state_corrupt,
)

DICE = 6
BANK_MIN = 350  # banking needs a turn total strictly above this
LIMITS = (2000, 3000, 5000, 10000)
LIMIT_MIN, LIMIT_MAX, LIMIT_STEP = 500, 100000, 50

START, ROLLING, KEEP, DECIDE, OVER = "start", "rolling", "keep", "decide", "over"
PHASES = (START, ROLLING, KEEP, DECIDE, OVER)


# --- scoring ----------------------------------------------------------------
def _counts(dice) -> list[int]:
    counts = [0] * 7
    for d in dice:
        if isinstance(d, bool) or not isinstance(d, int) or not 1 <= d <= 6:
            raise ValueError(f"not a die value: {d!r}")
        counts[d] += 1
    return counts


def _kind_value(value: int, n: int) -> int:
    """n >= 3 dice of one value: the triple's base, doubled per extra die."""
    return (1000 if value == 1 else 100 * value) << (n - 3)


def _special(counts: list[int]) -> int:
    """Six-dice combinations: straight, three pairs, two triples (0 if none)."""
    if sum(counts) != DICE:
        return 0
    shape = sorted(c for c in counts if c)
    if shape == [1] * 6:
        return 2000
    if shape == [2, 2, 2]:
        return 1500
    if shape == [3, 3]:
        return 2500
    return 0


def _score_counts(counts: list[int], strict: bool = True) -> int | None:
    """Value of the scoring dice of a set.

    ``strict``: every die must score (a keep), else None. Not strict: dice that
    do not score are left out (the best a roll offers).
    """
    special = _special(counts)
    if special:  # every special beats any other reading of the same six dice
        return special
    total = 0
    for value in range(1, 7):
        n = counts[value]
        if n >= 3:
            total += _kind_value(value, n)
        elif n and value in (1, 5):
            total += n * (100 if value == 1 else 50)
        elif n and strict:
            return None
    return total


def score(dice) -> int:
    """Points of a set of kept dice; ValueError if any die in it does not score."""
    value = _points(dice)
    if value is None:
        raise ValueError(f"{tuple(dice)!r} contains a die that does not score")
    return value


def keep_value(dice) -> int | None:
    """Preview for a selection: its points, or None if some die in it does not score."""
    try:
        return _points(dice)
    except (TypeError, ValueError):
        return None


def _points(dice) -> int | None:
    """``_score_counts`` of ``dice``, kept per sorted set: the computer players score the same few
    hundred sets millions of times. A die that is not a plain int (True, 1.0) is refused before the
    table, which would take it for the int it equals."""
    dice = tuple(dice)
    if set(map(type, dice)) - {int}:
        _counts(dice)  # raises the ValueError that names it
    return _sorted_points(tuple(sorted(dice)))


@lru_cache(maxsize=4096)  # 923 distinct sets of up to six dice; invalid values raise and are not kept
def _sorted_points(dice: tuple[int, ...]) -> int | None:
    return _score_counts(_counts(dice))


def best_score(roll) -> int:
    """The most any fully-scoring subset of ``roll`` is worth; 0 means farkle."""
    return _score_counts(_counts(roll), strict=False)


def scoring_subsets(roll) -> list[tuple[int, ...]]:
    """Every distinct non-empty fully-scoring sub-multiset of ``roll``, best first."""
    return list(_scoring_subsets(tuple(sorted(roll))))


@lru_cache(maxsize=1024)  # there are only 923 distinct rolls
def _scoring_subsets(roll: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    counts = _counts(roll)
    choices = []
    for value in range(1, 7):
        n = counts[value]
        if value in (1, 5):
            choices.append(range(n + 1))
        else:
            choices.append([0, *range(3, n + 1)])
    found = set()
    for pick in product(*choices):
        if any(pick):
            found.add(tuple(v for v in range(1, 7) for _ in range(pick[v - 1])))
    if _special(counts):
        found.add(roll)
    return tuple(sorted(found, key=lambda s: (-score(s), len(s), s)))


def nonscoring_die(dice) -> int | None:
    """A die of ``dice`` that keeps the set from scoring (for error messages)."""
    counts = _counts(dice)
    if _score_counts(counts) is not None:
        return None
    for value in (2, 3, 4, 6):
        if 0 < counts[value] < 3:
            return value
    return None  # pragma: no cover - unreachable: only 2/3/4/6 can fail


def _sub_multiset(small, big) -> int | None:
    """None if ``small`` is contained in ``big``, else a die that is too many."""
    have = _counts(big)
    for d in small:
        if have[d] == 0:
            return d
        have[d] -= 1
    return None


def explain_keep(roll, subset) -> RulesError | None:
    """Why keeping ``subset`` from ``roll`` is illegal (None if it is legal)."""
    try:
        dice = tuple(subset)
        _counts(dice)
    except (TypeError, ValueError):
        return IllegalAction("a keep must be a list of die values", "farkle.err.malformed")
    if not dice:
        return IllegalAction("keep at least one scoring die", "farkle.err.keep_empty")
    extra = _sub_multiset(dice, roll)
    if extra is not None:
        return IllegalAction(f"there is no {extra} left in the roll", "farkle.err.not_in_roll", die=extra)
    bad = nonscoring_die(dice)
    if bad is not None:
        return IllegalAction(f"the {bad} does not score", "farkle.err.nonscoring", die=bad)
    return None


def _roll_table(n: int) -> tuple[tuple[tuple[int, ...], float], ...]:
    total = 6**n
    table = []
    for roll in combinations_with_replacement(range(1, 7), n):
        ways = factorial(n)
        for value in set(roll):
            ways //= factorial(roll.count(value))
        table.append((roll, ways / total))
    return tuple(table)


ROLLS = {n: _roll_table(n) for n in range(1, DICE + 1)}  # sorted rolls with probabilities
_CUMULATIVE = {n: tuple(accumulate(p for _, p in ROLLS[n])) for n in ROLLS}


# --- state ------------------------------------------------------------------
@dataclass(frozen=True)
class FarkleState:
    """One moment of a game. ``kept`` holds this turn's set-aside groups, one per roll."""

    players: int
    limit: int
    bankruptcy: bool
    seat: int
    phase: str
    roll: tuple[int, ...] = ()
    kept: tuple[tuple[int, ...], ...] = ()
    turn_total: int = 0
    totals: tuple[int, ...] = ()
    history: tuple[tuple[int, ...], ...] = ()  # points banked per turn, 0 for a farkle
    final_trigger: int | None = None  # the seat whose bank reached the limit

    @property
    def config(self) -> dict:
        return {"players": self.players, "limit": self.limit, "bankruptcy": self.bankruptcy}

    @property
    def final_round(self) -> bool:
        return self.final_trigger is not None

    @property
    def table_groups(self) -> tuple[tuple[int, ...], ...]:
        """The kept groups since the last hot dice (the dice lying aside now)."""
        groups: list[tuple[int, ...]] = []
        for group in self.kept:
            groups.append(group)
            if sum(len(g) for g in groups) >= DICE:
                groups = []
        return tuple(groups)

    @property
    def dice_to_roll(self) -> int:
        """How many dice the next roll uses (six again after hot dice)."""
        return DICE - sum(len(g) for g in self.table_groups)

    @property
    def first_roll(self) -> bool:
        return not self.kept

    @property
    def turns_played(self) -> int:
        return sum(len(h) for h in self.history)

    @property
    def round(self) -> int:
        """1-based round of the seat to move."""
        return len(self.history[self.seat]) + (0 if self.phase == OVER else 1)


def _next_turn(state: FarkleState, totals, history, events) -> FarkleState:
    """Close the current seat's turn and hand over (or end the game)."""
    seat, trigger = state.seat, state.final_trigger
    if trigger is None and totals[seat] >= state.limit:
        trigger = seat
        if seat != state.players - 1:  # the last seat reaching it ends the game at once
            events.append({"type": "final_round", "seat": seat, "limit": state.limit})
    base = dict(
        players=state.players,
        limit=state.limit,
        bankruptcy=state.bankruptcy,
        totals=tuple(totals),
        history=tuple(history),
        final_trigger=trigger,
    )
    if trigger is not None and seat == state.players - 1:
        over = FarkleState(seat=seat, phase=OVER, **base)
        events.append({"type": "game_over", "winners": RULES.outcome(over).winners})
        return over
    nxt = (seat + 1) % state.players
    events.append({"type": "turn_start", "seat": nxt})
    return FarkleState(seat=nxt, phase=START, **base)


def _add_turn(history, seat: int, points: int):
    history = list(history)
    history[seat] = history[seat] + (points,)
    return history


# --- rules ------------------------------------------------------------------
class FarkleRules(GameRules):
    LINK_LOOK_AHEAD_PAYS = True  # a one-roll look-ahead won 60-68% (not 49%) against the same hard computer
    game_id = "farkle"
    event_types = frozenset(
        {
            "turn_start",
            "roll",
            "rolled",
            "kept",
            "hot_dice",
            "farkle",
            "bankrupt",
            "banked",
            "final_round",
            "game_over",
        }
    )
    min_players = 1
    max_players = 6
    schema_version = 1

    def options(self):
        return (
            Option(
                "limit",
                "farkle.opt.limit",
                LIMITS,
                5000,
                tuple(f"farkle.opt.limit.{v}" for v in LIMITS),
                more=(1000, 1500, 2500, 4000, 7500, 15000, 20000),
            ),
            Option(
                "bankruptcy",
                "farkle.opt.bankruptcy",
                (True, False),
                True,
                ("farkle.opt.bankruptcy.on", "farkle.opt.bankruptcy.off"),
            ),
        )

    def validate_config(self, config: dict) -> dict:
        if not isinstance(config, dict):
            raise ConfigError("config must be an object", "farkle.err.config")
        players = config.get("players", 1)
        if isinstance(players, bool) or not isinstance(players, int) or not 1 <= players <= 6:
            raise ConfigError(f"players must be 1-6, not {players!r}", "farkle.err.players", min=1, max=6)
        limit = config.get("limit", 5000)
        if (
            isinstance(limit, bool)
            or not isinstance(limit, int)
            or not LIMIT_MIN <= limit <= LIMIT_MAX
            or limit % LIMIT_STEP
        ):
            raise ConfigError(
                f"limit must be a multiple of {LIMIT_STEP} in [{LIMIT_MIN}, {LIMIT_MAX}], not {limit!r}",
                "farkle.err.limit",
                min=LIMIT_MIN,
                max=LIMIT_MAX,
                step=LIMIT_STEP,
            )
        bankruptcy = config.get("bankruptcy", True)
        if not isinstance(bankruptcy, bool):
            raise ConfigError("bankruptcy must be true or false", "farkle.err.bankruptcy")
        return {"players": players, "limit": limit, "bankruptcy": bankruptcy}

    def initial_state(self, config: dict, seed: int = 0) -> FarkleState:
        cfg = self.validate_config(config)
        n = cfg["players"]
        return FarkleState(
            players=n,
            limit=cfg["limit"],
            bankruptcy=cfg["bankruptcy"],
            seat=0,
            phase=START,
            totals=(0,) * n,
            history=((),) * n,
        )

    def current_player(self, state: FarkleState) -> int:
        if state.phase == OVER:
            return TERMINAL
        if state.phase == ROLLING:
            return CHANCE
        return state.seat

    def legal_actions(self, state: FarkleState) -> list[tuple]:
        if state.phase == START:
            return [("roll",)]
        if state.phase == KEEP:
            return [("keep", s) for s in scoring_subsets(state.roll)]
        if state.phase == DECIDE:
            return [("roll",), ("bank",)] if state.turn_total > BANK_MIN else [("roll",)]
        return []

    def explain_keep(self, state: FarkleState, subset) -> RulesError | None:
        """For the UI: why a selection cannot be kept now (None if it can)."""
        if state.phase != KEEP:
            return IllegalAction("there is no roll to keep dice from", "farkle.err.no_roll")
        return explain_keep(state.roll, subset)

    def apply(self, state: FarkleState, action) -> tuple[FarkleState, list[dict]]:
        kind = action[0] if isinstance(action, tuple) and action else None
        if state.phase == OVER:
            raise IllegalAction("the game is over", "farkle.err.game_over")
        if state.phase == ROLLING:
            raise IllegalAction("the dice are rolling", "farkle.err.rolling")
        if kind == "roll" and len(action) == 1:
            if state.phase == KEEP:
                raise IllegalAction("set aside scoring dice first", "farkle.err.keep_first")
            return _replace(state, phase=ROLLING), [
                {"type": "roll", "seat": state.seat, "count": state.dice_to_roll}
            ]
        if kind == "keep" and len(action) == 2:
            return self._keep(state, action[1])
        if kind == "bank" and len(action) == 1:
            if state.phase != DECIDE:
                key = "farkle.err.keep_first" if state.phase == KEEP else "farkle.err.bank_now"
                raise IllegalAction("nothing to bank yet", key)
            if state.turn_total <= BANK_MIN:
                raise IllegalAction(
                    f"banking needs more than {BANK_MIN} points, the turn has {state.turn_total}",
                    "farkle.err.bank_low",
                    total=state.turn_total,
                    need=BANK_MIN,
                )
            return self._bank(state)
        raise IllegalAction(f"unknown action {action!r}", "farkle.err.unknown", action=repr(action))

    def _keep(self, state: FarkleState, subset):
        if state.phase != KEEP:
            raise IllegalAction("there is no roll to keep dice from", "farkle.err.no_roll")
        if not isinstance(subset, tuple | list):
            raise IllegalAction("a keep must be a list of die values", "farkle.err.malformed")
        error = explain_keep(state.roll, subset)
        if error is not None:
            raise error
        dice = tuple(sorted(subset))
        points = score(dice)
        kept = state.kept + (dice,)
        total = state.turn_total + points
        new = _replace(state, phase=DECIDE, roll=(), kept=kept, turn_total=total)
        events = [{"type": "kept", "seat": state.seat, "dice": dice, "points": points, "turn_total": total}]
        if not new.table_groups:
            events.append({"type": "hot_dice", "seat": state.seat})
        return new, events

    def _bank(self, state: FarkleState):
        seat, points = state.seat, state.turn_total
        totals = list(state.totals)
        totals[seat] += points
        events = [{"type": "banked", "seat": seat, "points": points, "total": totals[seat]}]
        history = _add_turn(state.history, seat, points)
        return _next_turn(state, totals, history, events), events

    def chance_outcomes(self, state: FarkleState) -> list[tuple[tuple, float]]:
        if state.phase != ROLLING:
            return []
        return [(("dice", roll), p) for roll, p in ROLLS[state.dice_to_roll]]

    def sample_chance(self, state: FarkleState, rng) -> tuple:
        """Same draw as the base class (same cumulative weights), without rebuilding lists."""
        n = state.dice_to_roll
        roll = rng.choices(ROLLS[n], cum_weights=_CUMULATIVE[n], k=1)[0][0]
        return ("dice", roll)

    def apply_chance(self, state: FarkleState, outcome) -> tuple[FarkleState, list[dict]]:
        if state.phase != ROLLING:
            raise IllegalAction("no dice are being rolled", "farkle.err.not_rolling")
        n = state.dice_to_roll
        ok = (
            isinstance(outcome, tuple | list)
            and len(outcome) == 2
            and outcome[0] == "dice"
            and isinstance(outcome[1], tuple | list)
            and len(outcome[1]) == n
        )
        try:
            ok = ok and _counts(outcome[1]) is not None
        except ValueError:
            ok = False
        if not ok:
            raise IllegalAction(f"{outcome!r} is not a roll of {n} dice", "farkle.err.bad_dice", count=n)
        roll = tuple(sorted(outcome[1]))
        seat = state.seat
        events: list[dict] = [{"type": "rolled", "seat": seat, "dice": roll}]
        if best_score(roll):
            return _replace(state, phase=KEEP, roll=roll), events
        totals = list(state.totals)
        events.append({"type": "farkle", "seat": seat, "lost": state.turn_total, "dice": roll})
        if state.bankruptcy and state.first_roll:
            events.append({"type": "bankrupt", "seat": seat, "lost": totals[seat]})
            totals[seat] = 0
        history = _add_turn(state.history, seat, 0)
        return _next_turn(state, totals, history, events), events

    def daily_marks(self, states: list, seat: int) -> list[str]:
        """A turn banked 500 or more is good, less fair, a farkle (nothing banked) bad."""
        return [BAD if p == 0 else GOOD if p >= 500 else FAIR for p in states[-1].history[seat]]

    def daily_beat(self, state: FarkleState, seat: int) -> Explanation:
        return Explanation("daily.beat.turns", {"n": len(state.history[seat])})

    def outcome(self, state: FarkleState) -> Outcome:
        totals = state.totals
        if state.players == 1:
            turns = len(state.history[0])
            detail = Explanation("farkle.detail", {"points": totals[0], "turns": turns})
            why = Explanation("farkle.result.solo", {"turns": turns, "limit": state.limit})
            return Outcome((1,), (turns,), (detail,), (why,))
        places = tuple(1 + sum(o > t for o in totals) for t in totals)
        details = tuple(
            Explanation(
                "farkle.detail",
                {"points": t, "turns": len(h), "farkles": sum(1 for p in h if p == 0)},
            )
            for t, h in zip(totals, state.history)
        )
        winners = [i for i, p in enumerate(places) if p == 1]
        if len(winners) > 1:
            why = Explanation("farkle.result.tie", {"seats": tuple(winners), "points": totals[winners[0]]})
        else:
            why = Explanation("farkle.result.win", {"seat": winners[0], "points": totals[winners[0]]})
        return Outcome(places, tuple(totals), details, (why,))

    def scores(self, state: FarkleState) -> list:
        return list(state.totals)

    def turn_count(self, state: FarkleState) -> int:
        return state.turns_played

    def dice_faces(self, outcome) -> list[int]:
        return list(outcome[1])

    def chance_seat(self, state: FarkleState) -> int:
        return state.seat

    # --- serialization ------------------------------------------------------
    def state_to_dict(self, state: FarkleState) -> dict:
        return {
            "game": self.game_id,
            "schema": self.schema_version,
            "players": state.players,
            "limit": state.limit,
            "bankruptcy": state.bankruptcy,
            "seat": state.seat,
            "phase": state.phase,
            "roll": list(state.roll),
            "kept": [list(g) for g in state.kept],
            "turn_total": state.turn_total,
            "totals": list(state.totals),
            "history": [list(h) for h in state.history],
            "final_trigger": state.final_trigger,
        }

    def state_from_dict(self, data: Any) -> FarkleState:
        data = self.check_schema(data)
        try:
            cfg = self.validate_config({k: data.get(k) for k in ("players", "limit", "bankruptcy")})
        except ConfigError as exc:
            raise StateError(f"bad config: {exc}", "err.state_corrupt") from exc
        n = cfg["players"]
        seat = read_int(data.get("seat"), "seat", 0, n - 1)
        phase = data.get("phase")
        if phase not in PHASES:
            raise state_corrupt(f"unknown phase {phase!r}")
        trigger = data.get("final_trigger")
        if trigger is not None:
            trigger = read_int(trigger, "final_trigger", 0, n - 1)
        state = FarkleState(
            players=n,
            limit=cfg["limit"],
            bankruptcy=cfg["bankruptcy"],
            seat=seat,
            phase=phase,
            roll=_dice(data.get("roll"), "roll"),
            kept=tuple(_dice(g, "kept group") for g in read_list(data.get("kept"), "kept")),
            turn_total=read_int(data.get("turn_total"), "turn_total", 0),
            totals=tuple(read_int(t, "total", 0) for t in read_list(data.get("totals"), "totals")),
            history=tuple(
                tuple(read_int(p, "history entry", 0) for p in read_list(h, "history turn"))
                for h in read_list(data.get("history"), "history")
            ),
            final_trigger=trigger,
        )
        _check_consistent(state)
        return state


def _dice(value, what: str) -> tuple[int, ...]:
    dice = tuple(read_int(d, f"die in {what}", 1, 6) for d in read_list(value, what))
    if list(dice) != sorted(dice):
        raise state_corrupt(f"{what} is not sorted")
    return dice


def _check_consistent(s: FarkleState) -> None:
    """Everything a real game could have produced; anything else is corruption."""
    n = s.players
    if len(s.totals) != n or len(s.history) != n:
        raise state_corrupt("totals/history do not match the player count")
    for t, h in zip(s.totals, s.history):
        if t % 50 or any(p % 50 or 0 < p <= BANK_MIN for p in h):
            raise state_corrupt("points must be multiples of 50 and banks above 350")
        if t > sum(h) or (not s.bankruptcy and t != sum(h)):
            raise state_corrupt("a total does not match its turn history")
    lengths = [len(h) for h in s.history]
    top = max(lengths)
    ahead = sum(1 for x in lengths if x == top)
    if min(lengths) < top - 1 or lengths != sorted(lengths, reverse=True):
        raise state_corrupt("turn histories are out of seat order")
    expected_seat = n - 1 if s.phase == OVER else (0 if ahead == n else ahead)
    if s.seat != expected_seat:
        raise state_corrupt("the seat to move does not match the turn history")
    if s.final_trigger is None:
        if s.phase == OVER or any(t >= s.limit for t in s.totals):
            raise state_corrupt("a total reached the limit without a final round")
    else:
        if s.totals[s.final_trigger] < s.limit:
            raise state_corrupt("the final round trigger has not reached the limit")
        if s.phase != OVER and s.final_trigger >= s.seat:
            raise state_corrupt("the final round trigger must have played before the seat to move")
        if s.phase == OVER and ahead != n:
            raise state_corrupt("a finished game must have complete rounds")
    # the turn in progress
    dice_left = DICE
    for group in s.kept:
        if not group or len(group) > dice_left or nonscoring_die(group) is not None:
            raise state_corrupt("a kept group is empty, too large or does not score")
        dice_left -= len(group)
        if dice_left == 0:
            dice_left = DICE
    if s.turn_total != sum(score(g) for g in s.kept):
        raise state_corrupt("the turn total does not match the kept dice")
    if s.phase in (START, OVER) and (s.kept or s.roll):
        raise state_corrupt(f"no turn can be in progress in phase {s.phase}")
    if s.phase in (ROLLING, DECIDE) and s.roll:
        raise state_corrupt("a roll is lying on the table in the wrong phase")
    if s.phase == DECIDE and not s.kept:
        raise state_corrupt("nothing was kept before deciding")
    if s.phase == KEEP and (len(s.roll) != dice_left or not best_score(s.roll)):
        raise state_corrupt("the roll to keep from has the wrong size or cannot score")


RULES = FarkleRules()
