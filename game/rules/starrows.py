"""Star Rows ("Sternenreihen"): fill number rows with dice, collect stars.

Spec: ../shared/rules/starrows.md (facts F1-F7 from a rule-book fragment,
the rest is our design, tuned by bench/starrows_balance.py).

Turn flow (``phase``)::

    start --("roll",)--> rolling (CHANCE: ("dice", sorted new dice))
    rolling --> reroll (a reroll is left) | place (the roll is final)
    reroll --("reroll", dice)--> rolling      --("stop",)--> place
    place  --("mark", row) / ("advance", row)--> place   --("end",)--> next turn | over

Placing is a sequence of small actions so that the scene and the computer
players share one legality path: ``("mark", row)`` puts a free row marker on
row ``row`` (1-6); ``("advance", row)`` moves that row's point marker one field
on, using as many dice of face ``row`` as the next field needs. Completing a
row gives a star, frees the marker at once (F3), turns every remaining die of
that face into surplus coin fields (F4) and pays the first/second bonus (F5).
Tasks are checked on ``("end",)``. Dice not used are lost.

Events (``type`` and fields; ``seat`` is a seat index):

- ``turn_start``: seat, round (1-based round of that seat)
- ``roll``: seat, count (dice thrown), held (dice set aside, sorted)
- ``rolled``: seat, dice (the whole roll, sorted), new (the dice just thrown), rerolls_left
- ``stop``: seat, dice (the final roll)
- ``mark``: seat, row, free (free markers after)
- ``advance``: seat, row, field (fields filled after, 1-3), used (dice used), left (dice still unused)
- ``row_done``: seat, row, stars (the seat's stars after), free (free markers after)
- ``surplus``: seat, row, count, coins (coin position after)
- ``bonus``: seat, kind ("row"|"task"), index (row 1-6 or task 1-6), place (1 or 2), amount, coins
- ``coin_star``: seat, field (the star field reached), stars
- ``task``: seat, task (1-6), place (1, 2 or 0 = later), stars
- ``turn_end``: seat, stars, coins, lost (dice left unused)
- ``final_round``: seat, stars
- ``game_over``: winners (seats), reason ("stars" | "round_limit")

The start player is seat 0; the last round ends after seat ``players - 1``.
Solo (one player): the game ends after the turn that reaches the star goal;
``Outcome.scores[0]`` is the number of turns it took (lower is better, the
personal best the app records).
"""

from __future__ import annotations

from bisect import bisect
from dataclasses import dataclass
from functools import lru_cache
from itertools import accumulate, combinations_with_replacement
from math import factorial
from typing import Any

from game.rules.base import (
    CHANCE,
    TERMINAL,
    ConfigError,
    Explanation,
    GameRules,
    IllegalAction,
    Outcome,
    RulesError,
    StateError,
    read_int,
    read_list,
    state_corrupt,
)

# --- tunable numbers (⚙ in the spec); tuned with bench/starrows_balance.py ---------------
DICE = 9  # dice rolled each turn (spec default 8; 9 keeps task 6 alive and games at 12-18 rounds)
FACES = 6
ROWS = (1, 2, 3, 4, 5, 6)  # one number row per face
FIELD_NEEDS = (2, 3, 4)  # dice of the row's face each field of a row needs, left to right
MARKERS = 3  # row markers per player
REROLLS = 2  # rerolls after the first roll of a turn
COIN_STAR_EVERY = 5  # every n-th coin field carries a star
COIN_FIELDS = 40  # length of the coin row; moves beyond its end are lost
STAR_GOAL = 15  # stars that start the last round (F6)
FIRST_BONUS = 2  # coin fields for the first to complete a row / fulfil a task (F5)
SECOND_BONUS = 1  # ... and for the second (F5)
# coin-row start field by number of players and seat: evens out the start player's edge in the
# first/second races [ours]; tuned per player count with bench/starrows_balance.py
START_COINS = {1: (0,), 2: (0, 1), 3: (0, 2, 3), 4: (0, 1, 2, 3)}
MAX_ROUNDS = 60  # safety net: the game also ends after this many rounds [ours]

# the six tasks: (task number, threshold); see task_met()
TASK_ROWS_FEW = 2  # task 1: complete this many rows in total
TASK_ROWS_MANY = 5  # task 2: complete this many rows in total
TASK_SAME_FACE = 5  # task 4: a final roll with at least this many dice of one face
TASK_ADVANCE_ROWS = 3  # task 5: advance this many different rows in one turn
TASK_COMPLETE_IN_TURN = 2  # task 6: complete this many rows in one turn
TASKS = (1, 2, 3, 4, 5, 6)  # task 3: a final roll showing all six faces

START, ROLLING, REROLL, PLACE, OVER = "start", "rolling", "reroll", "place", "over"
PHASES = (START, ROLLING, REROLL, PLACE, OVER)
ROW_LENGTH = len(FIELD_NEEDS)
_ADVANCE = {r: ("advance", r) for r in ROWS}  # the placing actions, built once
_MARK = {r: ("mark", r) for r in ROWS}
_END = ("end",)
_SEQUENCE = (tuple, list)  # what an action or a chance outcome may be (JSON gives lists)


# --- dice -------------------------------------------------------------------------------
def _roll_table(n: int) -> tuple[tuple[tuple[int, ...], float], ...]:
    """Every sorted roll of ``n`` dice with its probability (multinomial)."""
    total = FACES**n
    table = []
    for roll in combinations_with_replacement(range(1, FACES + 1), n):
        ways = factorial(n)
        for value in set(roll):
            ways //= factorial(roll.count(value))
        table.append((roll, ways / total))
    return tuple(table)


ROLLS = {n: _roll_table(n) for n in range(1, DICE + 1)}
_CUMULATIVE = {n: tuple(accumulate(p for _, p in ROLLS[n])) for n in ROLLS}
_ROLL_SETS = {n: frozenset(roll for roll, _ in ROLLS[n]) for n in ROLLS}


def _as_roll(outcome, n: int) -> tuple[int, ...] | None:
    """The sorted dice of a chance outcome ``("dice", dice)`` of ``n`` dice (None if it is not one)."""
    if not (isinstance(outcome, _SEQUENCE) and len(outcome) == 2 and outcome[0] == "dice"):
        return None
    dice = outcome[1]
    if not isinstance(dice, _SEQUENCE) or len(dice) != n or set(map(type, dice)) != {int}:
        return None
    dice = tuple(sorted(dice))
    return dice if dice in _ROLL_SETS[n] else None


def counts_of(dice) -> tuple[int, ...]:
    """Dice per face: index f holds the count of face f (index 0 unused)."""
    counts = [0] * (FACES + 1)
    for d in dice:
        counts[d] += 1
    return tuple(counts)


def remove_dice(dice: tuple[int, ...], used) -> tuple[int, ...] | None:
    """``dice`` without the multiset ``used`` (None if ``used`` is not contained)."""
    left = list(dice)
    for d in used:
        if d not in left:
            return None
        left.remove(d)
    return tuple(left)


@lru_cache(maxsize=4096)
def sub_multisets(dice: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Every non-empty sub-multiset of the sorted ``dice`` (the possible rerolls)."""
    counts = counts_of(dice)
    subsets: list[tuple[int, ...]] = [()]
    for f in range(1, FACES + 1):
        if counts[f]:
            subsets = [s + (f,) * k for s in subsets for k in range(counts[f] + 1)]
    subsets.sort(key=lambda s: (len(s), s))
    return tuple(subsets[1:])


@lru_cache(maxsize=4096)
def _reroll_actions(dice: tuple[int, ...]) -> tuple[tuple, ...]:
    """The legal actions between rolls: keep the roll, or reroll any sub-multiset."""
    return (("stop",),) + tuple(("reroll", s) for s in sub_multisets(dice))


def coin_star_fields() -> tuple[int, ...]:
    """The coin-row fields that carry a star."""
    return tuple(range(COIN_STAR_EVERY, COIN_FIELDS + 1, COIN_STAR_EVERY))


def coin_stars(coins: int) -> int:
    """Stars earned on the coin row at position ``coins``."""
    return min(coins, COIN_FIELDS) // COIN_STAR_EVERY


def tasks_met(tasks, completions: int, roll, advanced: int, completed: int) -> list[int]:
    """Which of ``tasks`` a turn fulfils: ``completions`` = rows completed in the game so far,
    ``roll`` the final roll, ``advanced``/``completed`` = different rows advanced/completed this turn."""
    counts = counts_of(roll) if 3 in tasks or 4 in tasks else ()
    return [t for t in tasks if _met(t, completions, counts, advanced, completed)]


def task_met(task: int, completions: int, roll, advanced: int, completed: int) -> bool:
    """Whether a turn fulfils ``task`` (see tasks_met); the rows' tasks (1, 2, 5, 6) never look
    at the roll (the computer players ask this for every plan they weigh)."""
    counts = counts_of(roll) if task in (3, 4) else ()
    return _met(task, completions, counts, advanced, completed)


def _met(task: int, completions: int, counts, advanced: int, completed: int) -> bool:
    """One task's test (``counts``: the final roll's counts per face, empty if none)."""
    if task == 1:
        return completions >= TASK_ROWS_FEW
    if task == 2:
        return completions >= TASK_ROWS_MANY
    if task == 3:
        return bool(counts) and all(counts[f] for f in ROWS)
    if task == 4:
        return bool(counts) and max(counts) >= TASK_SAME_FACE
    if task == 5:
        return advanced >= TASK_ADVANCE_ROWS
    return completed >= TASK_COMPLETE_IN_TURN


# --- state ------------------------------------------------------------------------------
@dataclass(frozen=True)
class StarRowsState:
    """One moment of a game.

    Per seat: ``fields[s][r-1]`` fields filled in row r (0-2; a complete row resets to 0),
    ``markers[s]`` the sorted rows carrying one of the seat's row markers, ``coins[s]``
    the coin-row position, ``row_stars[s][r-1]`` stars from completing row r,
    ``task_stars[s][t-1]`` 1 if the seat fulfilled task t, ``turns[s]`` turns played.
    Shared: ``row_order[r-1]``/``task_order[t-1]`` the first seats to complete row r /
    fulfil task t (at most two kept: first, second). This turn: ``dice`` the roll,
    ``left`` the dice not yet used while placing, ``rolls`` rolls made,
    ``advanced``/``completed`` rows advanced/completed (sorted, distinct).
    """

    players: int
    seat: int
    phase: str
    fields: tuple[tuple[int, ...], ...]
    markers: tuple[tuple[int, ...], ...]
    coins: tuple[int, ...]
    row_stars: tuple[tuple[int, ...], ...]
    task_stars: tuple[tuple[int, ...], ...]
    turns: tuple[int, ...]
    row_order: tuple[tuple[int, ...], ...] = ((),) * 6
    task_order: tuple[tuple[int, ...], ...] = ((),) * 6
    dice: tuple[int, ...] = ()
    left: tuple[int, ...] = ()
    rolls: int = 0
    advanced: tuple[int, ...] = ()
    completed: tuple[int, ...] = ()
    final_trigger: int | None = None
    ended_by_limit: bool = False

    @property
    def config(self) -> dict:
        return {"players": self.players}

    @property
    def rerolls_left(self) -> int:
        return max(0, 1 + REROLLS - self.rolls)

    @property
    def final_round(self) -> bool:
        return self.final_trigger is not None

    @property
    def round(self) -> int:
        """1-based round of the seat to move (or of the last turn when over)."""
        return self.turns[self.seat] + (0 if self.phase == OVER else 1)

    def stars(self, seat: int) -> int:
        return sum(self.row_stars[seat]) + sum(self.task_stars[seat]) + coin_stars(self.coins[seat])

    def free_markers(self, seat: int) -> int:
        return MARKERS - len(self.markers[seat])

    def completions(self, seat: int) -> int:
        return sum(self.row_stars[seat])


def _replace(state: StarRowsState, **changes) -> StarRowsState:
    """``dataclasses.replace`` without its per-call introspection and ``__init__`` (this is
    the rules' hot path: a whole random game makes thousands of states). It does not check
    the names: the random-game test checks that every state it reaches has exactly the fields."""
    new = object.__new__(StarRowsState)
    values = new.__dict__
    values.update(state.__dict__)
    values.update(changes)
    return new


def _set(tup: tuple, index: int, value) -> tuple:
    return tup[:index] + (value,) + tup[index + 1 :]


def _add_sorted(tup: tuple, value) -> tuple:
    return tup if value in tup else tuple(sorted(tup + (value,)))


def _move_coins(state: StarRowsState, seat: int, amount: int, events: list) -> StarRowsState:
    """Move the seat's coin marker; emits a ``coin_star`` event per star field reached."""
    before = state.coins[seat]
    after = min(COIN_FIELDS, before + amount)
    state = _replace(state, coins=_set(state.coins, seat, after))
    for field in coin_star_fields():
        if before < field <= after:
            events.append({"type": "coin_star", "seat": seat, "field": field, "stars": state.stars(seat)})
    return state


def _bonus(state, seat, kind, index, order, events) -> StarRowsState:
    """Pay the first/second bonus (F5) if ``seat`` is first or second in ``order``."""
    place = order.index(seat) + 1 if seat in order else 0
    amount = {1: FIRST_BONUS, 2: SECOND_BONUS}.get(place, 0)
    if not amount:
        return state
    event = {"type": "bonus", "seat": seat, "kind": kind, "index": index, "place": place, "amount": amount}
    events.append(event)
    state = _move_coins(state, seat, amount, events)
    event["coins"] = state.coins[seat]
    return state


# --- rules ------------------------------------------------------------------------------
class StarRowsRules(GameRules):
    game_id = "starrows"
    event_types = frozenset(
        {"turn_start", "roll", "rolled", "stop", "mark", "advance", "row_done", "surplus", "bonus",
         "coin_star", "task", "turn_end", "final_round", "game_over"}
    )  # fmt: skip
    min_players = 1
    max_players = 4
    schema_version = 1

    def validate_config(self, config: dict) -> dict:
        if not isinstance(config, dict):
            raise ConfigError("config must be an object", "starrows.err.config")
        players = config.get("players", 1)
        if isinstance(players, bool) or not isinstance(players, int) or not 1 <= players <= 4:
            raise ConfigError(f"players must be 1-4, not {players!r}", "starrows.err.players", min=1, max=4)
        return {"players": players}

    def initial_state(self, config: dict, seed: int = 0) -> StarRowsState:
        n = self.validate_config(config)["players"]
        return StarRowsState(
            players=n,
            seat=0,
            phase=START,
            fields=((0,) * 6,) * n,
            markers=((),) * n,
            coins=START_COINS[n],
            row_stars=((0,) * 6,) * n,
            task_stars=((0,) * 6,) * n,
            turns=(0,) * n,
        )

    def opening_events(self, state: StarRowsState) -> list[dict]:
        """The ``turn_start`` of the very first turn (no action precedes it)."""
        return [{"type": "turn_start", "seat": state.seat, "round": state.round}]

    def current_player(self, state: StarRowsState) -> int:
        if state.phase == OVER:
            return TERMINAL
        if state.phase == ROLLING:
            return CHANCE
        return state.seat

    def legal_actions(self, state: StarRowsState) -> list[tuple]:
        if state.phase == START:
            return [("roll",)]
        if state.phase == REROLL:
            return list(_reroll_actions(state.dice))
        if state.phase == PLACE:
            return self._placing_actions(state)
        return []

    def _placing_actions(self, state: StarRowsState) -> list[tuple]:
        """The placing moves; the same conditions as explain_advance/explain_mark, without
        building an error for every refused row (this runs at every step of a search)."""
        seat = state.seat
        markers = state.markers[seat]
        fields = state.fields[seat]
        left = state.left
        acts = [_ADVANCE[r] for r in markers if left.count(r) >= FIELD_NEEDS[fields[r - 1]]]
        if len(markers) < MARKERS:
            acts += [_MARK[r] for r in ROWS if r not in markers and r not in state.completed]
        acts.append(_END)
        return acts

    # --- explanations and previews for the scene -----------------------------------------
    def explain_mark(self, state: StarRowsState, row) -> RulesError | None:
        """Why a free marker cannot go on ``row`` now (None if it can)."""
        if state.phase != PLACE:
            return IllegalAction("markers are placed after the final roll", "starrows.err.not_placing")
        if type(row) is not int or row not in ROWS:
            return IllegalAction(f"there is no row {row!r}", "starrows.err.no_row", row=repr(row))
        if row in state.markers[state.seat]:
            return IllegalAction(f"row {row} already has a marker", "starrows.err.has_marker", row=row)
        if row in state.completed:
            return IllegalAction(
                f"row {row} was completed this turn", "starrows.err.completed_this_turn", row=row
            )
        if not state.free_markers(state.seat):
            return IllegalAction("all row markers are in use", "starrows.err.no_free_marker", markers=MARKERS)
        return None

    def explain_advance(self, state: StarRowsState, row) -> RulesError | None:
        """Why row ``row`` cannot be advanced now (None if it can)."""
        if state.phase != PLACE:
            return IllegalAction("dice are placed after the final roll", "starrows.err.not_placing")
        if type(row) is not int or row not in ROWS:
            return IllegalAction(f"there is no row {row!r}", "starrows.err.no_row", row=repr(row))
        if row not in state.markers[state.seat]:
            if row in state.completed:
                return IllegalAction(
                    f"row {row} was completed this turn", "starrows.err.completed_this_turn", row=row
                )
            return IllegalAction(f"row {row} has no row marker", "starrows.err.no_marker", row=row)
        need = FIELD_NEEDS[state.fields[state.seat][row - 1]]
        have = state.left.count(row)
        if have < need:
            return IllegalAction(
                f"the next field of row {row} needs {need} dice showing {row}, {have} left",
                "starrows.err.too_few",
                row=row,
                need=need,
                have=have,
            )
        return None

    def preview_advance(self, state: StarRowsState, row: int) -> dict | None:
        """What ``("advance", row)`` would do (None if illegal; explain_advance says why):
        the field before/after, dice used, whether it completes, surplus, bonus, stars gained."""
        if self.explain_advance(state, row) is not None:
            return None
        seat = state.seat
        before = state.fields[seat][row - 1]
        need = FIELD_NEEDS[before]
        completes = before + 1 == ROW_LENGTH
        new, _ = self.apply(state, ("advance", row))
        return {
            "row": row,
            "field_from": before,
            "field_to": before + 1,
            "used": need,
            "completes": completes,
            "surplus": state.left.count(row) - need if completes else 0,
            "coins": new.coins[seat] - state.coins[seat],
            "stars": new.stars(seat) - state.stars(seat),
        }

    def hint_rows(self, state: StarRowsState) -> dict[int, str]:
        """Rows the current dice can advance, for highlighting: "ready" (marker on it),
        "mark" (a free marker would have to go on it first)."""
        if state.phase not in (PLACE, REROLL):
            return {}
        seat = state.seat
        dice = state.left if state.phase == PLACE else state.dice
        out = {}
        for r in ROWS:
            if dice.count(r) < FIELD_NEEDS[state.fields[seat][r - 1]] or r in state.completed:
                continue
            if r in state.markers[seat]:
                out[r] = "ready"
            elif state.free_markers(seat):
                out[r] = "mark"
        return out

    def task_status(self, state: StarRowsState) -> list[dict]:
        """Per task: its number, who fulfilled it (seats in order: first, second, ...) and
        whether the seat to move has it."""
        out = []
        for t in TASKS:
            done = [s for s in range(state.players) if state.task_stars[s][t - 1]]
            order = list(state.task_order[t - 1])
            out.append(
                {
                    "task": t,
                    "first": order[0] if order else None,
                    "second": order[1] if len(order) > 1 else None,
                    "done_by": tuple(order + [s for s in done if s not in order]),
                    "mine": bool(state.task_stars[state.seat][t - 1]),
                }
            )
        return out

    def row_status(self, state: StarRowsState) -> list[dict]:
        """Per row: who completed it first and second (for the bonus display)."""
        return [
            {
                "row": r,
                "first": state.row_order[r - 1][0] if state.row_order[r - 1] else None,
                "second": state.row_order[r - 1][1] if len(state.row_order[r - 1]) > 1 else None,
            }
            for r in ROWS
        ]

    def star_tray(self, state: StarRowsState) -> tuple[int, ...]:
        """Stars of every seat."""
        return tuple(state.stars(s) for s in range(state.players))

    def stars_by_source(self, state: StarRowsState, seat: int) -> dict:
        """Where a seat's stars come from: {"rows": (per row), "tasks": (per task), "coins": n}."""
        return {
            "rows": state.row_stars[seat],
            "tasks": state.task_stars[seat],
            "coins": coin_stars(state.coins[seat]),
        }

    def coin_position(self, state: StarRowsState, seat: int) -> int:
        return state.coins[seat]

    def coin_star_fields(self) -> tuple[int, ...]:
        return coin_star_fields()

    # --- actions ---------------------------------------------------------------------------
    def apply(self, state: StarRowsState, action) -> tuple[StarRowsState, list[dict]]:
        kind = action[0] if isinstance(action, _SEQUENCE) and action else None
        if state.phase == OVER:
            raise IllegalAction("the game is over", "starrows.err.game_over")
        if state.phase == ROLLING:
            raise IllegalAction("the dice are rolling", "starrows.err.rolling")
        if kind == "roll" and len(action) == 1:
            if state.phase != START:
                raise IllegalAction("the turn's first roll is done", "starrows.err.rolled_already")
            return _replace(state, phase=ROLLING), [
                {"type": "roll", "seat": state.seat, "count": DICE, "held": ()}
            ]
        if kind == "reroll" and len(action) == 2:
            return self._reroll(state, action[1])
        if kind == "stop" and len(action) == 1:
            if state.phase != REROLL:
                raise IllegalAction("there is no roll to keep", "starrows.err.not_rerolling")
            return _replace(state, phase=PLACE, left=state.dice), [
                {"type": "stop", "seat": state.seat, "dice": state.dice}
            ]
        if kind == "mark" and len(action) == 2:
            return self._mark(state, action[1])
        if kind == "advance" and len(action) == 2:
            return self._advance(state, action[1])
        if kind == "end" and len(action) == 1:
            if state.phase != PLACE:
                raise IllegalAction("roll and place dice first", "starrows.err.not_placing")
            return self._end_turn(state)
        raise IllegalAction(f"unknown action {action!r}", "starrows.err.unknown", action=repr(action))

    def _reroll(self, state, dice):
        if state.phase != REROLL:
            raise IllegalAction("no reroll is possible now", "starrows.err.not_rerolling")
        if not isinstance(dice, _SEQUENCE) or not dice or not all(type(d) is int and d in ROWS for d in dice):
            raise IllegalAction("choose at least one die to reroll", "starrows.err.reroll_empty")
        held = remove_dice(state.dice, dice)
        if held is None:
            raise IllegalAction("those dice are not in the roll", "starrows.err.not_in_roll")
        new = _replace(state, phase=ROLLING, dice=held)
        return new, [{"type": "roll", "seat": state.seat, "count": len(dice), "held": held}]

    def _mark(self, state, row):
        error = self.explain_mark(state, row)
        if error is not None:
            raise error
        seat = state.seat
        markers = _set(state.markers, seat, _add_sorted(state.markers[seat], row))
        new = _replace(state, markers=markers)
        return new, [{"type": "mark", "seat": seat, "row": row, "free": new.free_markers(seat)}]

    def _advance(self, state, row):
        seat = state.seat
        legal = state.phase == PLACE and type(row) is int and row in state.markers[seat]
        done = state.fields[seat][row - 1] if legal else 0
        need = FIELD_NEEDS[done]
        if not legal or state.left.count(row) < need:  # explain_advance says why
            raise self.explain_advance(state, row) or RulesError("no reason found", "starrows.err.unknown")
        left = remove_dice(state.left, (row,) * need)
        done += 1
        events: list[dict] = [
            {"type": "advance", "seat": seat, "row": row, "field": done, "used": need, "left": left}
        ]
        advanced = _add_sorted(state.advanced, row)
        if done < ROW_LENGTH:
            fields = _set(state.fields, seat, _set(state.fields[seat], row - 1, done))
            return _replace(state, left=left, advanced=advanced, fields=fields), events
        state = _replace(state, left=left, advanced=advanced)
        return self._complete_row(state, seat, row, events), events

    def _complete_row(self, state, seat, row, events) -> StarRowsState:
        """F2-F5: a star, the marker freed, the row reset, surplus and first/second bonus."""
        fields = _set(state.fields, seat, _set(state.fields[seat], row - 1, 0))
        markers = _set(state.markers, seat, tuple(r for r in state.markers[seat] if r != row))
        row_stars = _set(
            state.row_stars, seat, _set(state.row_stars[seat], row - 1, state.row_stars[seat][row - 1] + 1)
        )
        order = state.row_order[row - 1]
        newcomer = seat not in order  # only a seat's first completion of a row can earn the bonus
        if newcomer and len(order) < 2:
            order = order + (seat,)
        state = _replace(
            state,
            fields=fields,
            markers=markers,
            row_stars=row_stars,
            row_order=_set(state.row_order, row - 1, order),
            completed=_add_sorted(state.completed, row),
        )
        events.append(
            {
                "type": "row_done",
                "seat": seat,
                "row": row,
                "stars": state.stars(seat),
                "free": state.free_markers(seat),
            }
        )
        surplus = state.left.count(row)
        if surplus:
            state = _replace(state, left=tuple(d for d in state.left if d != row))
            event = {"type": "surplus", "seat": seat, "row": row, "count": surplus}
            events.append(event)
            state = _move_coins(state, seat, surplus, events)
            event["coins"] = state.coins[seat]
        return _bonus(state, seat, "row", row, order, events) if newcomer else state

    def _end_turn(self, state):
        seat = state.seat
        events: list[dict] = []
        open_tasks = [t for t in TASKS if not state.task_stars[seat][t - 1]]
        met = tasks_met(
            open_tasks, state.completions(seat), state.dice, len(state.advanced), len(state.completed)
        )
        for t in met:
            order = state.task_order[t - 1]
            if len(order) < 2:
                order = order + (seat,)
            place = order.index(seat) + 1 if seat in order else 0
            state = _replace(
                state,
                task_stars=_set(state.task_stars, seat, _set(state.task_stars[seat], t - 1, 1)),
                task_order=_set(state.task_order, t - 1, order),
            )
            events.append(
                {"type": "task", "seat": seat, "task": t, "place": place, "stars": state.stars(seat)}
            )
            state = _bonus(state, seat, "task", t, order, events)
        stars = state.stars(seat)
        events.append(
            {
                "type": "turn_end",
                "seat": seat,
                "stars": stars,
                "coins": state.coins[seat],
                "lost": len(state.left),
            }
        )
        return self._next_turn(state, stars, events), events

    def _next_turn(self, state, stars: int, events) -> StarRowsState:
        """The turn of the seat to move has ended with ``stars``: the next turn, or the end."""
        seat, trigger = state.seat, state.final_trigger
        turns = _set(state.turns, seat, state.turns[seat] + 1)
        last_seat = seat == state.players - 1
        if trigger is None and stars >= STAR_GOAL:
            trigger = seat
            if not last_seat:
                events.append({"type": "final_round", "seat": seat, "stars": stars})
        by_limit = last_seat and trigger is None and turns[seat] >= MAX_ROUNDS
        cleared = {"dice": (), "left": (), "rolls": 0, "advanced": (), "completed": ()}
        changes = {"turns": turns, "final_trigger": trigger, "ended_by_limit": by_limit, **cleared}
        if last_seat and (trigger is not None or by_limit):
            over = _replace(state, phase=OVER, **changes)
            events.append(
                {
                    "type": "game_over",
                    "winners": self.outcome(over).winners,
                    "reason": "round_limit" if by_limit else "stars",
                }
            )
            return over
        nxt = (seat + 1) % state.players
        state = _replace(state, seat=nxt, phase=START, **changes)
        events.append({"type": "turn_start", "seat": nxt, "round": state.round})
        return state

    # --- chance ----------------------------------------------------------------------------
    def dice_to_roll(self, state: StarRowsState) -> int:
        return DICE - len(state.dice) if state.phase == ROLLING else 0

    def chance_outcomes(self, state: StarRowsState) -> list[tuple[tuple, float]]:
        if state.phase != ROLLING:
            return []
        return [(("dice", roll), p) for roll, p in ROLLS[self.dice_to_roll(state)]]

    def sample_chance(self, state: StarRowsState, rng) -> tuple:
        # what rng.choices(ROLLS[n], cum_weights=_CUMULATIVE[n]) draws, without its checks
        n = self.dice_to_roll(state)
        cumulative = _CUMULATIVE[n]
        pick = bisect(cumulative, rng.random() * cumulative[-1], 0, len(cumulative) - 1)
        return ("dice", ROLLS[n][pick][0])

    def apply_chance(self, state: StarRowsState, outcome) -> tuple[StarRowsState, list[dict]]:
        if state.phase != ROLLING:
            raise IllegalAction("no dice are being rolled", "starrows.err.not_rolling")
        n = self.dice_to_roll(state)
        new_dice = _as_roll(outcome, n)
        if new_dice is None:
            raise IllegalAction(f"{outcome!r} is not a roll of {n} dice", "starrows.err.bad_dice", count=n)
        dice = tuple(sorted(state.dice + new_dice))
        rolls = state.rolls + 1
        rerolls_left = max(0, 1 + REROLLS - rolls)
        events = [
            {
                "type": "rolled",
                "seat": state.seat,
                "dice": dice,
                "new": new_dice,
                "rerolls_left": rerolls_left,
            }
        ]
        if rerolls_left:
            return _replace(state, dice=dice, rolls=rolls, phase=REROLL), events
        events.append({"type": "stop", "seat": state.seat, "dice": dice})
        return _replace(state, dice=dice, rolls=rolls, phase=PLACE, left=dice), events

    # --- results ---------------------------------------------------------------------------
    def daily_beat(self, state: StarRowsState, seat: int) -> Explanation:
        return Explanation("daily.beat.turns", {"n": state.turns[seat]})

    def outcome(self, state: StarRowsState) -> Outcome:
        n = state.players
        stars = self.star_tray(state)
        details = tuple(
            Explanation(
                "starrows.detail",
                {
                    "stars": stars[s],
                    "coins": state.coins[s],
                    "rows": state.completions(s),
                    "tasks": sum(state.task_stars[s]),
                    "turns": state.turns[s],
                },
            )
            for s in range(n)
        )
        if n == 1:
            turns = state.turns[0]
            key = "starrows.result.solo" if stars[0] >= STAR_GOAL else "starrows.result.solo_limit"
            why = Explanation(key, {"turns": turns, "stars": stars[0], "goal": STAR_GOAL})
            return Outcome((1,), (turns,), details, (why,))
        keys = [(stars[s], state.coins[s]) for s in range(n)]
        places = tuple(1 + sum(o > k for o in keys) for k in keys)
        winners = [s for s in range(n) if places[s] == 1]
        best = max(stars)
        star_leaders = [s for s in range(n) if stars[s] == best]
        if len(winners) > 1:
            why = Explanation("starrows.result.tie", {"seats": tuple(winners), "stars": best})
        elif len(star_leaders) > 1:
            why = Explanation(
                "starrows.result.coins", {"seat": winners[0], "stars": best, "coins": state.coins[winners[0]]}
            )
        else:
            why = Explanation("starrows.result.win", {"seat": winners[0], "stars": best})
        return Outcome(places, stars, details, (why,))

    def scores(self, state: StarRowsState) -> list:
        return list(self.star_tray(state))

    def turn_count(self, state: StarRowsState) -> int:
        return sum(state.turns)

    def dice_faces(self, outcome) -> list[int]:
        return list(outcome[1])

    def chance_seat(self, state: StarRowsState) -> int:
        return state.seat

    # --- serialization ---------------------------------------------------------------------
    def state_to_dict(self, state: StarRowsState) -> dict:
        return {
            "game": self.game_id,
            "schema": self.schema_version,
            "players": state.players,
            "seat": state.seat,
            "phase": state.phase,
            "fields": [list(f) for f in state.fields],
            "markers": [list(m) for m in state.markers],
            "coins": list(state.coins),
            "row_stars": [list(r) for r in state.row_stars],
            "task_stars": [list(t) for t in state.task_stars],
            "turns": list(state.turns),
            "row_order": [list(o) for o in state.row_order],
            "task_order": [list(o) for o in state.task_order],
            "dice": list(state.dice),
            "left": list(state.left),
            "rolls": state.rolls,
            "advanced": list(state.advanced),
            "completed": list(state.completed),
            "final_trigger": state.final_trigger,
            "ended_by_limit": state.ended_by_limit,
        }

    def state_from_dict(self, data: Any) -> StarRowsState:
        data = self.check_schema(data)
        try:
            n = self.validate_config({"players": data.get("players")})["players"]
        except ConfigError as exc:
            raise StateError(f"bad config: {exc}", "err.state_corrupt") from exc
        phase = data.get("phase")
        if phase not in PHASES:
            raise state_corrupt(f"unknown phase {phase!r}")
        trigger = data.get("final_trigger")
        if trigger is not None:
            trigger = read_int(trigger, "final_trigger", 0, n - 1)
        by_limit = data.get("ended_by_limit")
        if not isinstance(by_limit, bool):
            raise state_corrupt("ended_by_limit is not a boolean")
        state = StarRowsState(
            players=n,
            seat=read_int(data.get("seat"), "seat", 0, n - 1),
            phase=phase,
            fields=_per_seat(data.get("fields"), n, "fields", 6, 0, ROW_LENGTH - 1),
            markers=tuple(_sorted_set(m, "markers") for m in read_list(data.get("markers"), "markers", n)),
            coins=tuple(
                read_int(c, "coins", 0, COIN_FIELDS) for c in read_list(data.get("coins"), "coins", n)
            ),
            row_stars=_per_seat(data.get("row_stars"), n, "row_stars", 6, 0, 10_000),
            task_stars=_per_seat(data.get("task_stars"), n, "task_stars", 6, 0, 1),
            turns=tuple(
                read_int(t, "turns", 0, MAX_ROUNDS) for t in read_list(data.get("turns"), "turns", n)
            ),
            row_order=tuple(
                _order(o, n, "row_order") for o in read_list(data.get("row_order"), "row_order", 6)
            ),
            task_order=tuple(
                _order(o, n, "task_order") for o in read_list(data.get("task_order"), "task_order", 6)
            ),
            dice=_dice(data.get("dice"), "dice"),
            left=_dice(data.get("left"), "left"),
            rolls=read_int(data.get("rolls"), "rolls", 0, 1 + REROLLS),
            advanced=_sorted_set(data.get("advanced"), "advanced"),
            completed=_sorted_set(data.get("completed"), "completed"),
            final_trigger=trigger,
            ended_by_limit=by_limit,
        )
        _check_consistent(state)
        return state


def _per_seat(value, n: int, what: str, width: int, lo: int, hi: int) -> tuple[tuple[int, ...], ...]:
    return tuple(
        tuple(read_int(x, what, lo, hi) for x in read_list(row, what, width))
        for row in read_list(value, what, n)
    )


def _sorted_set(value, what: str) -> tuple[int, ...]:
    rows = tuple(read_int(r, what, 1, 6) for r in read_list(value, what))
    if list(rows) != sorted(set(rows)):
        raise state_corrupt(f"{what} is not a sorted set of rows")
    return rows


def _order(value, n: int, what: str) -> tuple[int, ...]:
    seats = tuple(read_int(s, what, 0, n - 1) for s in read_list(value, what))
    if len(seats) > 2 or len(set(seats)) != len(seats):
        raise state_corrupt(f"{what} lists too many or repeated seats")
    return seats


def _dice(value, what: str) -> tuple[int, ...]:
    dice = tuple(read_int(d, what, 1, 6) for d in read_list(value, what))
    if len(dice) > DICE or list(dice) != sorted(dice):
        raise state_corrupt(f"{what} is not a sorted roll")
    return dice


def _check_consistent(s: StarRowsState) -> None:
    """Everything a real game could have produced; anything else is corruption."""
    n = s.players
    for seat in range(n):
        if len(s.markers[seat]) > MARKERS:
            raise state_corrupt("too many row markers")
        if any(f and r not in s.markers[seat] for r, f in zip(ROWS, s.fields[seat])):
            raise state_corrupt("a started row has no marker")
    for idx, order in enumerate(s.row_order):
        if any(not s.row_stars[seat][idx] for seat in order) or (
            len(order) < 2 and any(s.row_stars[x][idx] and x not in order for x in range(n))
        ):
            raise state_corrupt("the first/second order of a row does not match the stars")
    for idx, order in enumerate(s.task_order):
        if any(not s.task_stars[seat][idx] for seat in order) or (
            len(order) < 2 and any(s.task_stars[x][idx] and x not in order for x in range(n))
        ):
            raise state_corrupt("the first/second order of a task does not match the stars")
    top = max(s.turns)
    ahead = sum(1 for t in s.turns if t == top)
    if min(s.turns) < top - 1 or list(s.turns) != sorted(s.turns, reverse=True):
        raise state_corrupt("turn counts are out of seat order")
    expected = n - 1 if s.phase == OVER else (0 if ahead == n else ahead)
    if s.seat != expected:
        raise state_corrupt("the seat to move does not match the turn counts")
    if s.final_trigger is not None and s.stars(s.final_trigger) < STAR_GOAL:
        raise state_corrupt("the last-round trigger has too few stars")
    if s.final_trigger is not None and s.phase != OVER and s.final_trigger >= s.seat:
        raise state_corrupt("the last-round trigger must have played before the seat to move")
    if s.phase == OVER and not (s.final_trigger is not None or s.ended_by_limit):
        raise state_corrupt("a finished game needs a trigger")
    if s.ended_by_limit and s.phase != OVER:
        raise state_corrupt("only a finished game ends by the round limit")
    if s.phase in (START, OVER) and (s.dice or s.left or s.rolls or s.advanced or s.completed):
        raise state_corrupt(f"no turn can be in progress in phase {s.phase}")
    if s.phase == ROLLING and (s.rolls > REROLLS or s.left or s.advanced or s.completed):
        raise state_corrupt("a roll is under way in a wrong moment")
    if s.phase == ROLLING and s.rolls == 0 and s.dice:
        raise state_corrupt("the first roll uses all dice")
    if s.phase == REROLL and (len(s.dice) != DICE or not 1 <= s.rolls <= REROLLS or s.left):
        raise state_corrupt("a reroll decision needs a full roll")
    if s.phase == PLACE:
        if len(s.dice) != DICE or not s.rolls or remove_dice(s.dice, s.left) is None:
            raise state_corrupt("the dice left over are not part of the roll")
        if not set(s.completed) <= set(s.advanced):
            raise state_corrupt("a row completed this turn was not advanced")
    elif s.advanced or s.completed:
        raise state_corrupt("rows advanced outside of placing")


RULES = StarRowsRules()
