"""Buttons: roll where the dice cross, place buttons, opt out in time, turn them into stars.

Our version of *Buttons* (Benjamin Schwer, Noris 2015); spec: rules/buttons.md.
Each seat has its own 6x6 board (one of eight fixed layouts below). Cells are
named (row, column), both 1..6: the row is the white die, the column a black die.
Inside the state a cell is a bit ``(row - 1) * 6 + (column - 1)`` of a mask.

Flow of a round (phases): ``turn`` -- the roller rolls or opts out;
``rolling`` -- CHANCE rolls white + gold black + the plain black dice in play;
``place`` -- the roller places at (white, one rolled column) (a roller without a
legal cell busts at once, inside ``apply_chance``); ``gold`` -- each other seat
still in the round that has a legal cell at (white, gold) places there or
passes, in seat order after the roller (seats without one are skipped);
``stars`` -- a seat that just opted out turns its earned stars into cells, one
``star`` action each. Decided where the spec is silent: stars are placed right
when a seat opts out (its buttons cannot change any more, so this equals
placing them at round end, and the choice is made while it is fresh); the
rules never auto-place stars, ``suggest_stars`` offers a sensible choice.

Actions: ("roll",), ("opt_out",), ("place", row, col), ("pass",), ("star", row, col).
Chance outcome: ("dice", white, gold, plain) with ``plain`` the sorted values of
the plain black dice in play (4 minus those taken out of play).

Events (seat params are seat indices; cells are [row, col]; colours are names):
  round_start  {round, starter, bonus: [[colour, ...] per seat], dice_in_play}
  turn_start   {seat, round}
  roll         {seat, dice_in_play}                       the roller chose to roll
  rolled       {seat, white, gold, plain}                 the dice landed
  placed       {seat, row, col, colour, gold, buttons}    gold: placed on another seat's roll
  passed       {seat, row, col}                           declined the gold cell
  bust         {seat, row, returned: [cells], dice_taken, dice_in_play}
  opted_out    {seat, earned, counts: {colour: n}, colours: [...], bonus_colours: [...],
                dice_taken, dice_in_play}
  star_placed  {seat, row, col, left, stars}
  round_end    {round, earned: [per seat], stars: [per seat], returned: [[cells] per seat]}
  bonus_passed {bonus: [[colour, ...] per seat]}
  game_over    {winners, reason ("line" | "stars"), stars: [per seat], lines: [seat, ...]}

Options: ``boards`` "random" (each seat a different board drawn from the seed) or
"fixed" (seat i plays board i+1, for players who want to learn one layout).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations_with_replacement
from math import factorial
from typing import Any

from game.rules.base import (
    BAD,
    CHANCE,
    FAIR,
    GOOD,
    TERMINAL,
    Action,
    ConfigError,
    Event,
    Explanation,
    GameRules,
    IllegalAction,
    Option,
    Outcome,
    read_ints,
    state_corrupt,
)

# --- the table -----------------------------------------------------------------

SIZE = 6
CELLS = SIZE * SIZE
FULL = (1 << CELLS) - 1
COLOURS = ("red", "yellow", "green", "blue")
RED = 0
PLAIN_DICE = 4  # plain black dice in the box
MIN_PLAYERS, MAX_PLAYERS = 2, 4
LINE = 5  # stars in an unbroken row or column that win
STAR_GOAL = 12  # stars that end the game
SET_SIZE = 3  # buttons of one colour that earn a star (and a bonus star with the bonus colour)
BOARD_CHOICES = ("random", "fixed")

TURN, ROLLING, PLACE, GOLD, STARS, OVER = "turn", "rolling", "place", "gold", "stars", "over"
PHASES = (TURN, ROLLING, PLACE, GOLD, STARS, OVER)
IN, OPTED, BUST = "in", "opted", "bust"
STATUSES = (IN, OPTED, BUST)

# fmt: off
# --- BEGIN GENERATED BOARDS (tools/make_buttons_boards.py) ---
# colour index per cell, row-major (0 red, 1 yellow, 2 green, 3 blue)
BOARDS = (
    (
        1, 3, 2, 1, 3, 0,
        3, 2, 3, 2, 0, 1,
        1, 0, 1, 0, 2, 3,
        2, 3, 2, 1, 3, 0,
        0, 1, 0, 3, 1, 2,
        2, 0, 3, 2, 0, 1,
    ),
    (
        1, 3, 1, 0, 3, 2,
        3, 1, 0, 2, 0, 3,
        1, 3, 1, 0, 2, 0,
        2, 0, 2, 3, 0, 1,
        3, 1, 0, 2, 1, 2,
        0, 2, 3, 1, 2, 3,
    ),
    (
        1, 3, 2, 3, 2, 0,
        0, 2, 1, 2, 1, 3,
        1, 0, 3, 0, 3, 2,
        2, 1, 0, 2, 0, 3,
        0, 2, 3, 1, 3, 1,
        3, 1, 2, 0, 1, 0,
    ),
    (
        0, 2, 3, 0, 3, 1,
        1, 0, 2, 3, 1, 0,
        2, 1, 0, 1, 3, 2,
        0, 3, 1, 2, 0, 1,
        1, 2, 0, 3, 2, 3,
        3, 1, 3, 2, 0, 2,
    ),
    (
        1, 0, 3, 0, 2, 1,
        0, 3, 1, 3, 0, 2,
        2, 1, 0, 1, 3, 0,
        1, 3, 1, 2, 0, 2,
        3, 1, 2, 3, 2, 0,
        0, 2, 3, 2, 1, 3,
    ),
    (
        1, 2, 3, 2, 3, 0,
        3, 1, 2, 1, 0, 2,
        2, 0, 1, 3, 1, 0,
        0, 3, 0, 1, 3, 2,
        3, 2, 1, 2, 0, 1,
        0, 1, 3, 0, 2, 3,
    ),
    (
        1, 3, 0, 2, 1, 0,
        0, 1, 3, 0, 3, 2,
        2, 3, 2, 3, 0, 1,
        1, 2, 1, 0, 3, 2,
        2, 1, 2, 1, 0, 3,
        3, 0, 1, 3, 2, 0,
    ),
    (
        3, 1, 3, 1, 2, 0,
        1, 2, 0, 2, 0, 3,
        3, 1, 2, 3, 2, 0,
        2, 0, 3, 1, 3, 2,
        0, 2, 1, 0, 1, 3,
        1, 3, 0, 2, 0, 1,
    ),
)
# --- END GENERATED BOARDS ---
# fmt: on


def cell_of(row: int, col: int) -> int:
    """Bit index of (row, col), both 1..6."""
    return (row - 1) * SIZE + (col - 1)


def row_col(cell: int) -> tuple[int, int]:
    r, c = divmod(cell, SIZE)
    return r + 1, c + 1


_LEFT_EDGE = sum(1 << cell_of(r, 1) for r in range(1, SIZE + 1))
_RIGHT_EDGE = sum(1 << cell_of(r, SIZE) for r in range(1, SIZE + 1))
ROW_MASK = (0,) + tuple(
    sum(1 << cell_of(r, c) for c in range(1, SIZE + 1)) for r in range(1, SIZE + 1)
)  # [0] unused


def neighbours(mask: int) -> int:
    """Cells orthogonally next to any cell of ``mask`` (not the cells themselves)."""
    return (
        ((mask << SIZE) | (mask >> SIZE) | ((mask & ~_RIGHT_EDGE) << 1) | ((mask & ~_LEFT_EDGE) >> 1))
        & FULL
        & ~mask
    )


NEIGHBOURS = tuple(neighbours(1 << i) for i in range(CELLS))


def any_adjacent(mask: int) -> bool:
    """Whether two cells of ``mask`` are orthogonal neighbours."""
    return bool(((mask << SIZE) & mask) or (((mask & ~_RIGHT_EDGE) << 1) & mask))


def cells_of(mask: int) -> list[int]:
    """Bit indices set in ``mask``, ascending."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def cell_list(mask: int) -> list[list[int]]:
    """``mask`` as [[row, col], ...] in reading order (events and saves)."""
    return [list(row_col(i)) for i in cells_of(mask)]


# colour masks per board: COLOUR_MASKS[board][colour]
COLOUR_MASKS = tuple(
    tuple(sum(1 << i for i in range(CELLS) if b[i] == c) for c in range(len(COLOURS))) for b in BOARDS
)

# the windows of five cells in a row or a column; a window full of stars is a line
WINDOWS: tuple[int, ...] = tuple(
    [sum(1 << cell_of(r, c0 + k) for k in range(LINE)) for r in range(1, 7) for c0 in (1, 2)]
    + [sum(1 << cell_of(r0 + k, c) for k in range(LINE)) for c in range(1, 7) for r0 in (1, 2)]
)


_LINE_STARTS_H = sum(1 << cell_of(r, c) for r in range(1, SIZE + 1) for c in range(1, SIZE - LINE + 2))
_LINE_STARTS_V = sum(1 << cell_of(r, c) for r in range(1, SIZE - LINE + 2) for c in range(1, SIZE + 1))


def has_line(stars: int) -> bool:
    """Five stars in an unbroken horizontal or vertical line (spec example 5)."""
    h = stars & (stars >> 1) & (stars >> 2) & (stars >> 3) & (stars >> 4) & _LINE_STARTS_H
    v = stars & (stars >> 6) & (stars >> 12) & (stars >> 18) & (stars >> 24) & _LINE_STARTS_V
    return bool(h or v)


def legal_mask(buttons: int, stars: int) -> int:
    """Cells where a seat with these buttons/stars may place: empty and not next to its own button."""
    return FULL & ~buttons & ~stars & ~neighbours(buttons)


def dice_per_exit(players: int) -> int:
    """Plain dice a seat takes out of play when it opts out or busts (two with two players)."""
    return 2 if players == 2 else 1


def colour_counts(board: int, buttons: int) -> tuple[int, ...]:
    return tuple((buttons & m).bit_count() for m in COLOUR_MASKS[board])


def stars_earned(board: int, buttons: int, bonus: tuple[int, ...]) -> int:
    """Stars for opting out with ``buttons``: 1, +1 per colour with 3+, +1 per such bonus colour."""
    if not buttons:
        return 0
    counts = colour_counts(board, buttons)
    full_sets = [c for c in range(len(COLOURS)) if counts[c] >= SET_SIZE]
    earned = 1 + len(full_sets) + sum(1 for c in full_sets if c in bonus)
    return min(earned, buttons.bit_count())


def _multiset_probabilities(k: int) -> list[tuple[tuple[int, ...], float]]:
    """Every sorted roll of k six-sided dice with its probability."""
    out = []
    for roll in combinations_with_replacement(range(1, 7), k):
        ways = factorial(k)
        for v in set(roll):
            ways //= factorial(roll.count(v))
        out.append((roll, ways / 6**k))
    return out


PLAIN_ROLLS = tuple(_multiset_probabilities(k) for k in range(PLAIN_DICE + 1))


# --- state ---------------------------------------------------------------------


@dataclass(frozen=True)
class ButtonsState:
    """One moment of a game. Immutable; ``apply`` returns a new one.

    Per seat: ``boards`` (index into BOARDS), ``buttons``/``stars`` (cell masks;
    buttons are this round's), ``bonus`` (colour indices of the bonus cards held),
    ``status`` (in / opted / bust this round), ``taken`` (plain dice this seat took
    out of play this round; the scene shows them with the seat), ``earned`` (stars
    earned this round). ``roller`` is whose turn it is, ``to_move`` who decides
    (a seat, CHANCE or TERMINAL). ``dice`` = (white, gold, plain) of the latest
    roll of this turn, or (). ``queue`` holds the seats still to decide about the
    gold cell (the one deciding first). ``stars_left`` counts stars still to
    place in the stars phase. ``history`` has one row of earned stars per
    finished round.
    """

    players: int
    board_choice: str
    seed: int
    boards: tuple[int, ...]
    bonus: tuple[tuple[int, ...], ...]
    buttons: tuple[int, ...]
    stars: tuple[int, ...]
    status: tuple[str, ...]
    taken: tuple[int, ...]
    earned: tuple[int, ...]
    round: int
    starter: int
    roller: int
    to_move: int
    phase: str
    dice: tuple = ()
    queue: tuple[int, ...] = ()
    stars_left: int = 0
    turns: int = 0
    history: tuple[tuple[int, ...], ...] = ()
    end_reason: str = ""

    def config(self) -> dict:
        return {"players": self.players, "boards": self.board_choice}


def _with(state: ButtonsState, **changes) -> ButtonsState:
    """A copy with some fields changed (a fast ``dataclasses.replace`` for the hot path)."""
    new = object.__new__(ButtonsState)
    object.__setattr__(new, "__dict__", {**state.__dict__, **changes})
    return new


def _at(t: tuple, i: int, value) -> tuple:
    return t[:i] + (value,) + t[i + 1 :]


def _colour_names(colours) -> list[str]:
    return [COLOURS[c] for c in sorted(colours)]


# --- queries the scene and the computer players use ------------------------------


def dice_in_play(state: ButtonsState) -> int:
    """Plain black dice still rolled (4 minus those taken out of play)."""
    return PLAIN_DICE - sum(state.taken)


def open_mask(state: ButtonsState, seat: int) -> int:
    """Cells ``seat`` could place on if the dice showed them."""
    return legal_mask(state.buttons[seat], state.stars[seat])


def blocked_cells(state: ButtonsState, seat: int) -> list[tuple[int, int]]:
    """Empty cells ``seat`` may not use because one of its buttons is next to them."""
    b = state.buttons[seat]
    return [row_col(i) for i in cells_of(neighbours(b) & ~state.stars[seat])]


def offered_cells(state: ButtonsState) -> list[tuple[int, int]]:
    """Cells the latest roll offers the deciding seat (legal or not): the roller any rolled
    column, the others the gold column only."""
    if not state.dice:
        return []
    white, gold, plain = state.dice
    if state.phase == PLACE:
        return [(white, c) for c in sorted({gold, *plain})]
    if state.phase == GOLD:
        return [(white, gold)]
    return []


def legal_cells(state: ButtonsState) -> list[tuple[int, int]]:
    """Cells the deciding seat may place a button (or, in the stars phase, a star) on now."""
    if state.phase == STARS:
        return [row_col(i) for i in cells_of(state.buttons[state.to_move])]
    if state.phase not in (PLACE, GOLD):
        return []
    ok = open_mask(state, state.to_move)
    white, gold, plain = state.dice
    base = (white - 1) * SIZE - 1
    cols = sorted({gold, *plain}) if state.phase == PLACE else (gold,)
    return [(white, c) for c in cols if ok >> (base + c) & 1]


def bust_probability_for(open_cells: int, plain: int) -> float:
    """Exact chance that a roll of white + gold + ``plain`` dice offers none of ``open_cells``.

    Per white row with m open columns, each of the 1 + plain black dice misses
    them with chance (6 - m) / 6.
    """
    n = 1 + plain
    total = 0.0
    for r in range(1, SIZE + 1):
        m = (open_cells & ROW_MASK[r]).bit_count()
        total += ((SIZE - m) / SIZE) ** n
    return total / SIZE


def bust_by_row(state: ButtonsState, seat: int | None = None) -> list[float]:
    """For white rows 1..6: the chance that no black die of the next roll hits an open column there."""
    seat = state.roller if seat is None else seat
    open_cells = open_mask(state, seat)
    n = 1 + dice_in_play(state)
    return [((SIZE - (open_cells & ROW_MASK[r]).bit_count()) / SIZE) ** n for r in range(1, SIZE + 1)]


def bust_probability(state: ButtonsState, seat: int | None = None) -> float:
    """The exact chance that ``seat`` (default: the roller) busts if it rolls now."""
    seat = state.roller if seat is None else seat
    return bust_probability_for(open_mask(state, seat), dice_in_play(state))


def counts_this_round(state: ButtonsState, seat: int) -> dict[str, int]:
    """Buttons per colour that ``seat`` has on its board this round."""
    counts = colour_counts(state.boards[seat], state.buttons[seat])
    return {COLOURS[c]: counts[c] for c in range(len(COLOURS))}


def stars_if_opting_out(state: ButtonsState, seat: int) -> int:
    """Stars ``seat`` would earn by opting out now (0 without buttons)."""
    return stars_earned(state.boards[seat], state.buttons[seat], state.bonus[seat])


def star_breakdown(state: ButtonsState, seat: int) -> dict:
    """Why opting out earns what it earns: base, colours, bonus_colours, total, counts (per colour index)."""
    counts = colour_counts(state.boards[seat], state.buttons[seat])
    sets = [c for c in range(len(COLOURS)) if counts[c] >= SET_SIZE]
    bonus = [c for c in sets if c in state.bonus[seat]]
    base = 1 if state.buttons[seat] else 0
    return {
        "base": base,
        "colours": _colour_names(sets),
        "bonus_colours": _colour_names(bonus),
        "total": min(base + len(sets) + len(bonus), state.buttons[seat].bit_count()),
        "counts": counts,
    }


def cell_colour(state: ButtonsState, seat: int, row: int, col: int) -> str:
    return COLOURS[BOARDS[state.boards[seat]][cell_of(row, col)]]


def fullest_window(stars: int, cell: int) -> int:
    """Stars in the fullest row or column window of five through ``cell`` once it holds a star."""
    with_cell = stars | 1 << cell
    return max(((with_cell & w).bit_count() for w in WINDOWS if w >> cell & 1), default=0)


def suggest_stars(state: ButtonsState, seat: int | None = None) -> list[tuple[int, int]]:
    """A sensible choice of cells for the stars still to place (the "auto" button).

    Greedy: each star goes where it makes the fullest row or column window of five,
    ties broken by reading order. The computer players use their own planning.
    """
    seat = state.to_move if seat is None else seat
    stars = state.stars[seat]
    free = state.buttons[seat]
    out = []
    for _ in range(state.stars_left if state.phase == STARS else stars_if_opting_out(state, seat)):
        if not free:
            break
        best = max(cells_of(free), key=lambda i: (fullest_window(stars, i), -i))
        stars |= 1 << best
        free &= ~(1 << best)
        out.append(row_col(best))
    return out


def line_cells(stars: int) -> list[tuple[int, int]]:
    """The cells of every complete line of five in ``stars`` (for highlighting)."""
    mask = 0
    for w in WINDOWS:
        if stars & w == w:
            mask |= w
    return [row_col(i) for i in cells_of(mask)]


# --- the rules ---------------------------------------------------------------------


def _deal_bonus(seed: int, players: int) -> tuple[tuple[int, ...], ...]:
    """Bonus cards: one each (4 players), one each after removing a non-red card (3), two each (2)."""
    rng = random.Random(f"buttons/{seed}/bonus")
    cards = list(range(len(COLOURS)))
    if players == 3:
        cards.remove(rng.choice([c for c in cards if c != RED]))
    rng.shuffle(cards)
    per = len(cards) // players
    return tuple(tuple(sorted(cards[s * per : (s + 1) * per])) for s in range(players))


def _deal_boards(seed: int, players: int, choice: str) -> tuple[int, ...]:
    if choice == "fixed":
        return tuple(range(players))
    return tuple(random.Random(f"buttons/{seed}/boards").sample(range(len(BOARDS)), players))


def red_holder(bonus) -> int:
    return next(s for s, cards in enumerate(bonus) if RED in cards)


def _is_legal(state: ButtonsState, action: Action) -> bool:
    """The same answer as ``action in legal_actions(state)``, without building the list (hot path)."""
    phase = state.phase
    if phase == TURN:
        return action == ("roll",) or (action == ("opt_out",) and state.buttons[state.roller] != 0)
    if phase == GOLD and action == ("pass",):
        return True
    if not (isinstance(action, tuple) and len(action) == 3):
        return False
    kind, row, col = action
    if type(row) is not int or type(col) is not int or not (1 <= row <= SIZE and 1 <= col <= SIZE):
        return False
    if phase == GOLD:
        return kind == "place" and row == state.dice[0] and col == state.dice[1]
    bit = 1 << cell_of(row, col)
    seat = state.to_move
    if phase == PLACE:
        white, gold, plain = state.dice
        return (
            kind == "place"
            and row == white
            and (col == gold or col in plain)
            and bool(open_mask(state, seat) & bit)
        )
    if phase == STARS:
        return kind == "star" and bool(state.buttons[seat] & bit)
    return False


_ALLOWED = {TURN: ("roll", "opt_out"), PLACE: ("place",), GOLD: ("place", "pass"), STARS: ("star",)}


class ButtonsRules(GameRules):
    LINK_LOOK_AHEAD_PAYS = True  # a one-roll look-ahead won 64-66% (not 47%) against the same hard computer
    game_id = "buttons"
    event_types = frozenset(
        {"round_start", "turn_start", "roll", "rolled", "placed", "passed", "bust", "opted_out",
         "star_placed", "round_end", "bonus_passed", "game_over"}
    )  # fmt: skip
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    schema_version = 1

    # --- configuration ---------------------------------------------------------
    def options(self) -> tuple[Option, ...]:
        return (
            Option(
                "boards",
                "buttons.opt.boards",
                BOARD_CHOICES,
                "random",
                ("buttons.opt.boards.random", "buttons.opt.boards.fixed"),
            ),
        )

    def validate_config(self, config: dict) -> dict:
        if not isinstance(config, dict):
            raise ConfigError("config is not an object", "buttons.err.config")
        players = config.get("players")
        if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ConfigError(
                f"players must be {MIN_PLAYERS}..{MAX_PLAYERS}, not {players!r}",
                "buttons.err.players",
                min=MIN_PLAYERS,
                max=MAX_PLAYERS,
            )
        boards = config.get("boards", "random")
        if boards not in BOARD_CHOICES:
            raise ConfigError(f"unknown board choice {boards!r}", "buttons.err.boards")
        return {"players": players, "boards": boards}

    # --- the game ----------------------------------------------------------------
    def initial_state(self, config: dict, seed: int = 0) -> ButtonsState:
        cfg = self.validate_config(config)
        n = cfg["players"]
        bonus = _deal_bonus(int(seed), n)
        starter = red_holder(bonus)
        return ButtonsState(
            players=n,
            board_choice=cfg["boards"],
            seed=int(seed),
            boards=_deal_boards(int(seed), n, cfg["boards"]),
            bonus=bonus,
            buttons=(0,) * n,
            stars=(0,) * n,
            status=(IN,) * n,
            taken=(0,) * n,
            earned=(0,) * n,
            round=1,
            starter=starter,
            roller=starter,
            to_move=starter,
            phase=TURN,
        )

    def current_player(self, state: ButtonsState) -> int:
        return state.to_move

    def legal_actions(self, state: ButtonsState) -> list[Action]:
        phase = state.phase
        if phase == TURN:
            if state.buttons[state.roller]:
                return [("roll",), ("opt_out",)]
            return [("roll",)]
        if phase == PLACE:
            return [("place", r, c) for r, c in legal_cells(state)]
        if phase == GOLD:
            white, gold, _ = state.dice
            return [("place", white, gold), ("pass",)]
        if phase == STARS:
            return [("star", r, c) for r, c in legal_cells(state)]
        return []

    # --- explanations ----------------------------------------------------------------
    def explain(self, state: ButtonsState, action: Action) -> IllegalAction | None:
        """Why ``action`` is illegal now (None if it is legal): the UI asks before acting."""
        if not isinstance(action, tuple) or not action or not isinstance(action[0], str):
            return IllegalAction(f"malformed action {action!r}", "buttons.err.bad_action")
        kind = action[0]
        if kind not in ("roll", "opt_out", "place", "pass", "star"):
            return IllegalAction(f"unknown action {kind!r}", "buttons.err.bad_action")
        if kind in ("place", "star"):
            if len(action) != 3 or not all(type(v) is int and 1 <= v <= SIZE for v in action[1:]):
                return IllegalAction(f"malformed {kind} {action!r}", "buttons.err.bad_action")
        elif len(action) != 1:
            return IllegalAction(f"malformed {kind} {action!r}", "buttons.err.bad_action")
        phase = state.phase
        if phase == OVER:
            return IllegalAction("the game is over", "buttons.err.game_over")
        if phase == ROLLING:
            return IllegalAction("the dice are rolling", "buttons.err.rolling")
        wrong = self._explain_phase(state, kind)
        if wrong is not None:
            return wrong
        if kind == "opt_out" and not state.buttons[state.roller]:
            return IllegalAction("opting out needs a button this round", "buttons.err.opt_out_empty")
        if kind == "place":
            return self._explain_place(state, action[1], action[2])
        if kind == "star":
            return self._explain_star(state, action[1], action[2])
        return None

    def _explain_phase(self, state: ButtonsState, kind: str) -> IllegalAction | None:
        phase = state.phase
        if kind in _ALLOWED[phase]:
            return None
        if phase == TURN:
            return IllegalAction("roll or opt out first", "buttons.err.roll_first")
        if phase == PLACE:
            if kind == "pass":
                return IllegalAction("the roller must place a button", "buttons.err.must_place")
            return IllegalAction("place a button first", "buttons.err.place_first")
        if phase == GOLD:
            return IllegalAction("place on the gold cell or pass", "buttons.err.gold_first")
        return IllegalAction("place your stars first", "buttons.err.stars_first", left=state.stars_left)

    def _explain_place(self, state: ButtonsState, row: int, col: int) -> IllegalAction | None:
        white, gold, plain = state.dice
        if row != white:
            return IllegalAction(
                f"row {row} is not the white die {white}", "buttons.err.not_white_row", row=row, white=white
            )
        if state.phase == GOLD and col != gold:
            return IllegalAction(f"only the gold column {gold}", "buttons.err.not_gold", col=col, gold=gold)
        if state.phase == PLACE and col != gold and col not in plain:
            return IllegalAction(f"column {col} was not rolled", "buttons.err.not_rolled", col=col)
        return self.explain_cell(state, state.to_move, row, col)

    def explain_cell(self, state: ButtonsState, seat: int, row: int, col: int) -> IllegalAction | None:
        """Why ``seat`` may not put a button on (row, col) whatever the dice say (None if it may)."""
        i = cell_of(row, col)
        if state.stars[seat] >> i & 1:
            return IllegalAction(f"({row},{col}) holds a star", "buttons.err.star_there", row=row, col=col)
        if state.buttons[seat] >> i & 1:
            return IllegalAction(
                f"({row},{col}) holds a button", "buttons.err.button_there", row=row, col=col
            )
        near = NEIGHBOURS[i] & state.buttons[seat]
        if near:
            r2, c2 = row_col(cells_of(near)[0])
            return IllegalAction(
                f"({row},{col}) is next to your button at ({r2},{c2})",
                "buttons.err.adjacent",
                row=row,
                col=col,
                row2=r2,
                col2=c2,
            )
        return None

    def _explain_star(self, state: ButtonsState, row: int, col: int) -> IllegalAction | None:
        i = cell_of(row, col)
        seat = state.to_move
        if state.stars[seat] >> i & 1:
            return IllegalAction(
                f"({row},{col}) is already a star", "buttons.err.star_there", row=row, col=col
            )
        if not state.buttons[seat] >> i & 1:
            return IllegalAction(
                "a star replaces one of this round's buttons", "buttons.err.star_not_button", row=row, col=col
            )
        return None

    # --- actions ----------------------------------------------------------------------
    def apply(self, state: ButtonsState, action: Action) -> tuple[ButtonsState, list[Event]]:
        if not _is_legal(state, action):  # the cheap test; explain says why
            raise self.explain(state, action) or IllegalAction(
                f"{action!r} is not legal now", "buttons.err.bad_action"
            )
        kind = action[0]
        if kind == "roll":
            return _with(state, phase=ROLLING, to_move=CHANCE), [
                {"type": "roll", "seat": state.roller, "dice_in_play": dice_in_play(state)}
            ]
        if kind == "opt_out":
            return self._opt_out(state)
        if kind == "pass":
            white, gold, _ = state.dice
            events: list[Event] = [{"type": "passed", "seat": state.to_move, "row": white, "col": gold}]
            return self._next_gold(_with(state, queue=state.queue[1:]), events)
        if kind == "place":
            return self._place(state, action[1], action[2])
        return self._star(state, action[1], action[2])

    def _exit(self, state: ButtonsState, seat: int, status: str) -> tuple[ButtonsState, int]:
        """``seat`` leaves the round and takes its plain dice out of play."""
        k = min(dice_per_exit(state.players), dice_in_play(state))
        return _with(state, status=_at(state.status, seat, status), taken=_at(state.taken, seat, k)), k

    def _opt_out(self, state: ButtonsState):
        seat = state.roller
        info = star_breakdown(state, seat)
        earned = info["total"]
        new, k = self._exit(state, seat, OPTED)
        counts = info["counts"]
        new = _with(new, earned=_at(state.earned, seat, earned), phase=STARS, to_move=seat, stars_left=earned)
        events: list[Event] = [
            {
                "type": "opted_out",
                "seat": seat,
                "earned": earned,
                "counts": {COLOURS[c]: counts[c] for c in range(len(COLOURS))},
                "colours": info["colours"],
                "bonus_colours": info["bonus_colours"],
                "dice_taken": k,
                "dice_in_play": dice_in_play(new),
            }
        ]
        return new, events

    def _star(self, state: ButtonsState, row: int, col: int):
        seat = state.to_move
        bit = 1 << cell_of(row, col)
        stars = state.stars[seat] | bit
        left = state.stars_left - 1
        new = _with(
            state,
            stars=_at(state.stars, seat, stars),
            buttons=_at(state.buttons, seat, state.buttons[seat] & ~bit),
            stars_left=left,
        )
        events: list[Event] = [
            {
                "type": "star_placed",
                "seat": seat,
                "row": row,
                "col": col,
                "left": left,
                "stars": stars.bit_count(),
            }
        ]
        if left:
            return new, events
        return self._next_turn(new, events)

    def _place(self, state: ButtonsState, row: int, col: int):
        seat = state.to_move
        bit = 1 << cell_of(row, col)
        buttons = state.buttons[seat] | bit
        new = _with(state, buttons=_at(state.buttons, seat, buttons))
        events: list[Event] = [
            {
                "type": "placed",
                "seat": seat,
                "row": row,
                "col": col,
                "colour": COLOURS[BOARDS[state.boards[seat]][cell_of(row, col)]],
                "gold": state.phase == GOLD,
                "buttons": buttons.bit_count(),
            }
        ]
        if state.phase == PLACE:
            return self._start_gold(new, events)
        return self._next_gold(_with(new, queue=state.queue[1:]), events)

    def _start_gold(self, state: ButtonsState, events: list[Event]):
        """After the roller has placed (or busted): queue the others who can use the gold cell."""
        white, gold, _ = state.dice
        bit = 1 << cell_of(white, gold)
        n = state.players
        queue = tuple(
            s
            for s in ((state.roller + k) % n for k in range(1, n))
            if state.status[s] == IN and legal_mask(state.buttons[s], state.stars[s]) & bit
        )
        return self._next_gold(_with(state, queue=queue), events)

    def _next_gold(self, state: ButtonsState, events: list[Event]):
        if state.queue:
            return _with(state, phase=GOLD, to_move=state.queue[0]), events
        return self._next_turn(state, events)

    def _next_turn(self, state: ButtonsState, events: list[Event]):
        """The next seat still in the round rolls; nobody left ends the round."""
        n = state.players
        for k in range(1, n + 1):
            s = (state.roller + k) % n
            if state.status[s] == IN:
                events.append({"type": "turn_start", "seat": s, "round": state.round})
                return _with(
                    state,
                    roller=s,
                    to_move=s,
                    phase=TURN,
                    dice=(),
                    queue=(),
                    stars_left=0,
                    turns=state.turns + 1,
                ), events
        return self._end_round(state, events)

    def chance_outcomes(self, state: ButtonsState) -> list[tuple[Any, float]]:
        if state.phase != ROLLING:
            return []
        plains = PLAIN_ROLLS[dice_in_play(state)]
        base = 1 / 36
        return [
            (("dice", w, g, plain), base * p) for w in range(1, 7) for g in range(1, 7) for plain, p in plains
        ]

    def sample_chance(self, state: ButtonsState, rng: random.Random) -> tuple:
        """Roll each die (the same distribution as ``chance_outcomes``, without listing 4536 outcomes)."""
        k = dice_in_play(state)
        rand = rng.random
        white = int(rand() * 6) + 1
        gold = int(rand() * 6) + 1
        plain = tuple(sorted([int(rand() * 6) + 1 for _ in range(k)]))
        return ("dice", white, gold, plain)

    def apply_chance(self, state: ButtonsState, outcome: Any) -> tuple[ButtonsState, list[Event]]:
        if state.phase != ROLLING:
            raise IllegalAction("no dice are being rolled", "buttons.err.not_rolling")
        k = dice_in_play(state)
        ok = (
            isinstance(outcome, tuple | list)
            and len(outcome) == 4
            and outcome[0] == "dice"
            and all(type(v) is int and 1 <= v <= 6 for v in outcome[1:3])
            and isinstance(outcome[3], tuple | list)
            and len(outcome[3]) == k
            and all(type(v) is int and 1 <= v <= 6 for v in outcome[3])
        )
        if not ok:
            raise IllegalAction(
                f"not a roll of white, gold and {k} plain dice: {outcome!r}", "buttons.err.bad_dice", count=k
            )
        white, gold = outcome[1], outcome[2]
        plain = tuple(sorted(outcome[3]))
        seat = state.roller
        new = _with(state, dice=(white, gold, plain), phase=PLACE, to_move=seat)
        events: list[Event] = [
            {"type": "rolled", "seat": seat, "white": white, "gold": gold, "plain": list(plain)}
        ]
        offered = 0
        for c in {gold, *plain}:
            offered |= 1 << cell_of(white, c)
        if offered & open_mask(state, seat):
            return new, events
        returned = cell_list(state.buttons[seat])
        new, taken = self._exit(_with(new, buttons=_at(state.buttons, seat, 0)), seat, BUST)
        events.append(
            {
                "type": "bust",
                "seat": seat,
                "row": white,
                "returned": returned,
                "dice_taken": taken,
                "dice_in_play": dice_in_play(new),
            }
        )
        return self._start_gold(new, events)

    # --- end of a round ----------------------------------------------------------------
    def _end_round(self, state: ButtonsState, events: list[Event]):
        n = state.players
        stars = [state.stars[s].bit_count() for s in range(n)]
        events.append(
            {
                "type": "round_end",
                "round": state.round,
                "earned": list(state.earned),
                "stars": stars,
                "returned": [cell_list(b) for b in state.buttons],
            }
        )
        history = state.history + (state.earned,)
        lines = [s for s in range(n) if has_line(state.stars[s])]
        reason = "line" if lines else "stars" if max(stars) >= STAR_GOAL else ""
        if reason:
            over = _with(
                state,
                phase=OVER,
                to_move=TERMINAL,
                dice=(),
                queue=(),
                history=history,
                end_reason=reason,
                turns=state.turns + 1,
            )
            events.append(
                {
                    "type": "game_over",
                    "winners": self.outcome(over).winners,
                    "reason": reason,
                    "stars": stars,
                    "lines": lines,
                }
            )
            return over, events
        bonus = tuple(state.bonus[(s - 1) % n] for s in range(n))
        events.append({"type": "bonus_passed", "bonus": [_colour_names(b) for b in bonus]})
        starter = red_holder(bonus)
        new = _with(
            state,
            bonus=bonus,
            buttons=(0,) * n,
            status=(IN,) * n,
            taken=(0,) * n,
            earned=(0,) * n,
            round=state.round + 1,
            starter=starter,
            roller=starter,
            to_move=starter,
            phase=TURN,
            dice=(),
            queue=(),
            stars_left=0,
            turns=state.turns + 1,
            history=history,
        )
        events.append(
            {
                "type": "round_start",
                "round": new.round,
                "starter": starter,
                "bonus": [_colour_names(b) for b in bonus],
                "dice_in_play": PLAIN_DICE,
            }
        )
        events.append({"type": "turn_start", "seat": starter, "round": new.round})
        return new, events

    # --- results ------------------------------------------------------------------------
    def scores(self, state: ButtonsState) -> list:
        return [s.bit_count() for s in state.stars]

    def turn_count(self, state: ButtonsState) -> int:
        return state.turns

    def dice_faces(self, outcome) -> list[int]:
        """The white and the gold die and every plain die in play."""
        return [outcome[1], outcome[2], *outcome[3]]

    def chance_seat(self, state: ButtonsState) -> int:
        return state.roller

    def like_chance(self, state: ButtonsState, outcome: Any, rng: random.Random) -> tuple | None:
        """The same white and gold die, and as many of the plain dice as are in play now (fewer: a
        drawn choice of them; more: the extra ones drawn)."""
        if state.phase != ROLLING or not (isinstance(outcome, tuple) and len(outcome) == 4):
            return None
        k, plain = dice_in_play(state), list(outcome[3])
        if k <= len(plain):
            shown = rng.sample(plain, k)
        else:
            shown = plain + [rng.randint(1, 6) for _ in range(k - len(plain))]
        return ("dice", outcome[1], outcome[2], tuple(sorted(shown)))

    def ranking_key(self, state: ButtonsState, seat: int) -> tuple[bool, int]:
        """A line of five beats any number of stars; then more stars (BGA: stars + 100 per line)."""
        return has_line(state.stars[seat]), state.stars[seat].bit_count()

    def score_label(self, state: ButtonsState, seat: int) -> Explanation | None:
        """A line of five is what wins, whatever the stars: the results say so, not "10" above "11"."""
        return Explanation("buttons.score.line", {}) if has_line(state.stars[seat]) else None

    def daily_marks(self, states: list, seat: int) -> list[str]:
        """A round per mark: two stars or more good, one fair, none bad."""
        return [BAD if row[seat] == 0 else GOOD if row[seat] >= 2 else FAIR for row in states[-1].history]

    def daily_beat(self, state: ButtonsState, seat: int) -> Explanation:
        outcome = self.outcome(state)
        return Explanation("daily.beat.buttons", {"n": outcome.scores[seat], "place": outcome.places[seat]})

    def outcome(self, state: ButtonsState) -> Outcome:
        n = state.players
        keys = [self.ranking_key(state, s) for s in range(n)]
        places = tuple(1 + sum(1 for o in range(n) if keys[o] > keys[s]) for s in range(n))
        scores = tuple(k[1] for k in keys)
        details = tuple(
            Explanation(
                "buttons.detail.line" if k[0] else "buttons.detail",
                {"stars": k[1], "rounds": " · ".join(str(row[s]) for row in state.history) or "–"},
            )
            for s, k in enumerate(keys)
        )
        return Outcome(places, scores, details, self._explain_ranking(keys))

    def _explain_ranking(self, keys: list[tuple[bool, int]]) -> tuple[Explanation, ...]:
        order = sorted(range(len(keys)), key=lambda s: keys[s], reverse=True)
        out = []
        for a, b in zip(order, order[1:]):
            (la, xa), (lb, xb) = keys[a], keys[b]
            params = {"a": a, "b": b, "x": xa, "y": xb}
            if la and not lb:
                key = "buttons.expl.line"
            elif keys[a] == keys[b]:
                key = "buttons.expl.tie_line" if la else "buttons.expl.tie"
            else:
                key = "buttons.expl.more_line" if la else "buttons.expl.more"
            out.append(Explanation(key, params))
        return tuple(out)

    # --- serialization ------------------------------------------------------------------
    def state_to_dict(self, state: ButtonsState) -> dict:
        dice = None
        if state.dice:
            white, gold, plain = state.dice
            dice = {"white": white, "gold": gold, "plain": list(plain)}
        return {
            "game": self.game_id,
            "schema": self.schema_version,
            "config": state.config(),
            "seed": state.seed,
            "boards": list(state.boards),
            "bonus": [_colour_names(b) for b in state.bonus],
            "buttons": [cell_list(b) for b in state.buttons],
            "stars": [cell_list(s) for s in state.stars],
            "status": list(state.status),
            "taken": list(state.taken),
            "earned": list(state.earned),
            "round": state.round,
            "starter": state.starter,
            "roller": state.roller,
            "to_move": state.to_move,
            "phase": state.phase,
            "dice": dice,
            "queue": list(state.queue),
            "stars_left": state.stars_left,
            "turns": state.turns,
            "history": [list(row) for row in state.history],
            "end_reason": state.end_reason,
        }

    def validate_state(self, state: ButtonsState) -> None:
        _validate(state)

    def build_state(self, d: dict) -> ButtonsState:
        try:
            cfg = self.validate_config(d["config"])
        except Exception as exc:
            raise state_corrupt(f"bad config: {exc}") from exc
        if cfg != d["config"]:
            raise state_corrupt("config is not normalised")
        n = cfg["players"]

        def ints(seq, length=None) -> tuple[int, ...]:
            return read_ints(seq, "a list of numbers", length)

        def seats(seq, kind):
            if not isinstance(seq, list) or len(seq) != n:
                raise state_corrupt(f"{kind} needs one entry per seat")
            return seq

        def mask(cells) -> int:
            if not isinstance(cells, list):
                raise state_corrupt("cells must be a list")
            m = 0
            for cell in cells:
                r, c = ints(cell, 2)
                if not (1 <= r <= SIZE and 1 <= c <= SIZE):
                    raise state_corrupt("cell off the board")
                bit = 1 << cell_of(r, c)
                if m & bit:
                    raise state_corrupt("a cell is listed twice")
                m |= bit
            return m

        def colours(names) -> tuple[int, ...]:
            if not isinstance(names, list) or not all(v in COLOURS for v in names):
                raise state_corrupt("unknown bonus colour")
            return tuple(sorted(COLOURS.index(v) for v in names))

        for key in ("seed", "round", "starter", "roller", "to_move", "stars_left", "turns"):
            if type(d[key]) is not int:
                raise state_corrupt(f"{key} must be an integer")
        dice: tuple = ()
        if d["dice"] is not None:
            dd = d["dice"]
            if not isinstance(dd, dict):
                raise state_corrupt("dice must be an object")
            if type(dd["white"]) is not int or type(dd["gold"]) is not int:
                raise state_corrupt("dice must be integers")
            dice = (dd["white"], dd["gold"], ints(dd["plain"]))
        history = d["history"]
        if not isinstance(history, list):
            raise state_corrupt("history must be a list")
        if not all(isinstance(s, str) for s in seats(d["status"], "status")):
            raise state_corrupt("status must be strings")
        return ButtonsState(
            players=n,
            board_choice=cfg["boards"],
            seed=d["seed"],
            boards=ints(d["boards"], n),
            bonus=tuple(colours(b) for b in seats(d["bonus"], "bonus")),
            buttons=tuple(mask(b) for b in seats(d["buttons"], "buttons")),
            stars=tuple(mask(s) for s in seats(d["stars"], "stars")),
            status=tuple(d["status"]),
            taken=ints(d["taken"], n),
            earned=ints(d["earned"], n),
            round=d["round"],
            starter=d["starter"],
            roller=d["roller"],
            to_move=d["to_move"],
            phase=d["phase"],
            dice=dice,
            queue=ints(d["queue"]),
            stars_left=d["stars_left"],
            turns=d["turns"],
            history=tuple(ints(row, n) for row in history),
            end_reason=d["end_reason"],
        )


def _validate(s: ButtonsState) -> None:
    """Every invariant a real game keeps; anything else is a corrupt or edited save."""
    n = s.players
    if len(set(s.boards)) != n or not all(0 <= b < len(BOARDS) for b in s.boards):
        raise state_corrupt("each seat needs a different board")
    if s.board_choice == "fixed" and s.boards != tuple(range(n)):
        raise state_corrupt("fixed boards are 1..n in seat order")
    cards = sorted(c for b in s.bonus for c in b)
    expected = 3 if n == 3 else 4
    if len(cards) != expected or len(set(cards)) != expected or RED not in cards:
        raise state_corrupt("bonus cards are not a valid deal")
    if any(len(b) != expected // n for b in s.bonus):
        raise state_corrupt("bonus cards are unevenly dealt")
    if s.starter != red_holder(s.bonus):
        raise state_corrupt("the red holder starts the round")
    for seat in range(n):
        b, st = s.buttons[seat], s.stars[seat]
        if b & st:
            raise state_corrupt("a button lies on a star")
        if any_adjacent(b):
            raise state_corrupt("two buttons of one round are adjacent")
        if s.status[seat] not in STATUSES:
            raise state_corrupt("unknown status")
        if s.status[seat] == BUST and b:
            raise state_corrupt("a seat that busted keeps no buttons")
        if s.status[seat] == IN and (s.taken[seat] or s.earned[seat]):
            raise state_corrupt("a seat in the round has taken no dice and earned nothing")
        if s.status[seat] != IN and s.phase != OVER and s.taken[seat] != dice_per_exit(n):
            raise state_corrupt("a seat out of the round took the wrong number of dice")
        if s.status[seat] != OPTED and s.earned[seat]:
            raise state_corrupt("only seats that opted out earn stars")
    if dice_in_play(s) < 0:
        raise state_corrupt("more dice taken than exist")
    if s.round < 1 or s.turns < 0 or len(s.history) != s.round - 1 + (s.phase == OVER):
        raise state_corrupt("round counters do not match the history")
    if not (0 <= s.roller < n):
        raise state_corrupt("bad roller")
    if s.phase not in PHASES:
        raise state_corrupt(f"unknown phase {s.phase!r}")
    if s.dice:
        white, gold, plain = s.dice
        if not all(1 <= v <= 6 for v in (white, gold, *plain)) or list(plain) != sorted(plain):
            raise state_corrupt("bad dice")
    expect_dice = s.phase in (PLACE, GOLD)
    if bool(s.dice) != expect_dice:
        raise state_corrupt("dice belong to the place and gold phases")
    if s.phase == PLACE and len(s.dice[2]) != dice_in_play(s):
        raise state_corrupt("the roll does not match the dice in play")
    if s.phase in (TURN, ROLLING, PLACE) and (
        s.to_move != (CHANCE if s.phase == ROLLING else s.roller) or s.status[s.roller] != IN
    ):
        raise state_corrupt("the roller must be in the round and deciding")
    if s.phase == PLACE and not legal_cells(s):
        raise state_corrupt("a roller without a legal cell busts at once")
    if s.phase == GOLD:
        if not s.queue or s.to_move != s.queue[0] or s.roller in s.queue:
            raise state_corrupt("bad gold queue")
        if any(s.status[q] != IN for q in s.queue) or not legal_cells(s):
            raise state_corrupt("the gold queue holds seats that cannot place")
    elif s.queue:
        raise state_corrupt("a gold queue outside the gold phase")
    if s.phase == STARS:
        if (
            s.to_move != s.roller
            or s.status[s.roller] != OPTED
            or not 1 <= s.stars_left <= s.buttons[s.roller].bit_count()
        ):
            raise state_corrupt("bad star placement")
    elif s.stars_left:
        raise state_corrupt("stars left outside the stars phase")
    if s.phase == OVER:
        if s.to_move != TERMINAL or s.end_reason not in ("line", "stars"):
            raise state_corrupt("a finished game needs a reason")
    elif s.end_reason:
        raise state_corrupt("only a finished game has an end reason")


RULES = ButtonsRules()
