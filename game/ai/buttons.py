"""Buttons computer players.

easy   places on a random legal cell, always takes the gold cell, opts out at a
       fixed small number of buttons, puts stars anywhere.
medium scores cells by colour sets (toward 3, bonus colours first) and the space
       a button blocks, takes the gold cell when it helps a colour, opts out when
       the exact bust chance of rolling again passes a threshold, and places stars
       with the rules' line-building suggestion.
hard   values a round by the stars it would bring *where they would go*: stars
       plus progress toward a line of five (``star_value``). Opting out is worth
       the best star placement of what it earns now; rolling is worth the exact
       expectation over the white row and the best column the black dice offer
       (a closed form: with n black dice and cells ranked by value, the j-th best
       is the best one rolled with chance ((7-j)/6)^n - ((6-j)/6)^n), looking two
       rolls ahead. The same value decides the gold cell on other players' rolls
       and (exhaustively, when small) which buttons become stars.

Budgets are counted in evaluations, never in time; the generator yields every
``YIELD_EVERY`` evaluations so a frame never waits long.
"""

from __future__ import annotations

from itertools import combinations

from game.ai.base import Agent, Thinking, finish
from game.rules.base import Action, GameRules
from game.rules.buttons import (
    BOARDS,
    COLOURS,
    GOLD,
    NEIGHBOURS,
    PLACE,
    ROW_MASK,
    SET_SIZE,
    SIZE,
    STARS,
    TURN,
    WINDOWS,
    ButtonsState,
    bust_probability,
    cell_of,
    cells_of,
    colour_counts,
    dice_in_play,
    has_line,
    legal_mask,
    row_col,
    stars_earned,
    suggest_stars,
)

YIELD_EVERY = 12  # star-placement evaluations between yields (each a few dozen microseconds)

# easy
EASY_OPT_OUT_AT = 3  # opts out as soon as it has this many buttons

# medium
MEDIUM_RISK = 0.30  # opts out when the chance to bust on the next roll is above this
MEDIUM_COMPLETE = 3.0  # a button that completes a set of three
MEDIUM_BONUS_COMPLETE = 2.0  # ... extra when it is a bonus colour
MEDIUM_TOWARD = 1.0  # a button toward a set
MEDIUM_BONUS_TOWARD = 0.5
MEDIUM_SURPLUS = 0.2  # a 4th+ button of a colour (only fills space)
MEDIUM_BLOCK = 0.15  # per open cell a new button blocks
MEDIUM_GOLD_MIN = 0.6  # takes the gold cell when it scores at least this

# hard (tuned over 300 two-player games against medium, same seeds: looking two rolls ahead after a
# placement and the steeper window values below took the share from 65% to 71%; a third roll ahead
# for roll/opt-out cost 6x the time for no measurable gain)
STAR = 1.0  # value of one star on the board
# value of a window of five by stars in it (5 = a winning line)
WINDOW_VALUE = (0.0, 0.0, 0.2, 0.8, 2.5, 40.0)
HARD_DEPTH_TURN = 2  # rolls looked ahead when deciding roll or opt out
HARD_DEPTH_PLACE = 2  # rolls looked ahead after a placement or a gold cell
HARD_EXHAUSTIVE = 400  # star subsets tried exhaustively up to this many
HARD_ROLL_MARGIN = 0.0  # rolling must beat opting out by this much
HARD_LINE_NEEDED = 100.0  # extra worth of a line when another player already has one (the game ends)


# --- star values (hard) ------------------------------------------------------------

WINDOWS_OF = tuple(tuple(w for w in WINDOWS if w >> i & 1) for i in range(SIZE * SIZE))
WINDOW_IDS_OF = tuple(tuple(k for k, w in enumerate(WINDOWS) if w >> i & 1) for i in range(SIZE * SIZE))


def star_value(stars: int) -> float:
    """Stars count, plus how close they are to lines of five."""
    return STAR * stars.bit_count() + sum(WINDOW_VALUE[(stars & w).bit_count()] for w in WINDOWS)


def _gain(stars: int, cell: int) -> float:
    """Change of ``star_value`` when ``cell`` becomes a star."""
    g = STAR
    for w in WINDOWS_OF[cell]:
        k = (stars & w).bit_count()
        g += WINDOW_VALUE[k + 1] - WINDOW_VALUE[k]
    return g


def best_stars(stars: int, buttons: int, k: int) -> tuple[float, int]:
    """(gain, cells mask): the best ``k`` buttons to turn into stars (exhaustive when small, else greedy)."""
    return finish(best_stars_steps(stars, buttons, k))


STAR_COMBOS_PER_SLICE = 25


def best_stars_steps(stars: int, buttons: int, k: int):
    """``best_stars`` as a generator that yields every ``STAR_COMBOS_PER_SLICE`` subsets tried."""
    cells = cells_of(buttons)
    k = min(k, len(cells))
    if k <= 0:
        return 0.0, 0
    base = star_value(stars)
    if k == len(cells):
        return star_value(stars | buttons) - base, buttons
    if _n_choose(len(cells), k) <= HARD_EXHAUSTIVE:
        best, best_mask = -1.0, 0
        for n, combo in enumerate(combinations(cells, k)):
            m = 0
            for i in combo:
                m |= 1 << i
            v = star_value(stars | m) - base
            if v > best:
                best, best_mask = v, m
            if n % STAR_COMBOS_PER_SLICE == STAR_COMBOS_PER_SLICE - 1:
                yield
        return best, best_mask
    total, m, s = 0.0, 0, stars
    for _ in range(k):
        i = max((c for c in cells if not m >> c & 1), key=lambda c: (_gain(s, c), -c))
        total += _gain(s, i)
        s |= 1 << i
        m |= 1 << i
    return total, m


def _n_choose(n: int, k: int) -> int:
    out = 1
    for j in range(k):
        out = out * (n - j) // (j + 1)
    return out


def line_reachable(stars: int, buttons: int, k: int) -> bool:
    """Whether ``k`` of ``buttons`` turned into stars complete a line of five."""
    for w in WINDOWS:
        missing = w & ~stars
        if missing & ~buttons == 0 and missing.bit_count() <= k:
            return True
    return False


def someone_else_has_a_line(state: ButtonsState, seat: int) -> bool:
    """The game ends after this round and ``seat`` can only win with a line of its own."""
    return any(has_line(state.stars[s]) for s in range(state.players) if s != seat)


class _Evaluator:
    """Round values of one seat for one decision (memoised by buttons mask).

    The seat's stars do not change during a decision, so the star count of every
    window is computed once; star placement for a value is greedy on top of it
    (the real star decision is exhaustive, see ``best_stars``). ``value`` and
    ``roll_value`` are generators: they yield every ``YIELD_EVERY`` evaluations.
    """

    def __init__(self, board: int, bonus: tuple[int, ...], stars: int, plain: int, need_line: bool = False):
        self.need_line = need_line
        self.board = board
        self.bonus = bonus
        self.stars = stars
        self.n_dice = 1 + plain
        self.window_count = [(stars & w).bit_count() for w in WINDOWS]
        self.memo_opt: dict[int, float] = {}
        self.memo_v: dict[tuple[int, int], float] = {}
        self.evals = 0
        # chance that the j-th best of the open cells of a row is the best one the black dice offer
        n = self.n_dice
        self.rank_p = tuple(((SIZE - j) / SIZE) ** n - ((SIZE - j - 1) / SIZE) ** n for j in range(SIZE))

    def opt_value(self, buttons: int) -> float:
        """What opting out with ``buttons`` is worth: a greedy placement of the stars it earns."""
        v = self.memo_opt.get(buttons)
        if v is None:
            self.evals += 1
            k = stars_earned(self.board, buttons, self.bonus)
            v = self._greedy_stars(buttons, k)
            if self.need_line and line_reachable(self.stars, buttons, k):
                v += HARD_LINE_NEEDED
            self.memo_opt[buttons] = v
        return v

    def _greedy_stars(self, buttons: int, k: int) -> float:
        counts = self.window_count
        changed: dict[int, int] = {}
        cells = cells_of(buttons)
        total = 0.0
        for _ in range(min(k, len(cells))):
            best_gain, best_cell = -1.0, -1
            for c in cells:
                g = STAR
                for w in WINDOW_IDS_OF[c]:
                    m = changed.get(w, counts[w])
                    g += WINDOW_VALUE[m + 1] - WINDOW_VALUE[m]
                if g > best_gain:
                    best_gain, best_cell = g, c
            total += best_gain
            cells.remove(best_cell)
            for w in WINDOW_IDS_OF[best_cell]:
                changed[w] = changed.get(w, counts[w]) + 1
        return total

    def value(self, buttons: int, depth: int) -> Thinking:
        """The round's worth with ``buttons`` when the seat may still roll ``depth`` more times."""
        if depth <= 0:
            return self.opt_value(buttons) if buttons else 0.0
        key = (buttons, depth)
        v = self.memo_v.get(key)
        if v is None:
            roll = yield from self.roll_value(buttons, depth)
            v = max(self.opt_value(buttons), roll) if buttons else roll
            self.memo_v[key] = v
        return v

    def roll_value(self, buttons: int, depth: int) -> Thinking:
        """Expected worth of rolling now (bust = 0), then playing on with ``depth - 1`` rolls."""
        open_cells = legal_mask(buttons, self.stars)
        total = 0.0
        rank_p = self.rank_p
        for r in range(1, SIZE + 1):
            values = []
            for i in cells_of(open_cells & ROW_MASK[r]):
                v = yield from self.value(buttons | 1 << i, depth - 1)
                values.append(v)
                if self.evals >= YIELD_EVERY:
                    self.evals = 0
                    yield
            values.sort(reverse=True)
            for j, v in enumerate(values):
                total += rank_p[j] * v
        return total / SIZE


# --- the agent ------------------------------------------------------------------------


class ButtonsAgent(Agent):
    """One computer player; ``level`` picks the policy."""

    def think(self, state: ButtonsState) -> Thinking:
        legal = self.rules.legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        yield
        if state.phase == STARS:
            action = yield from self._star(state, legal)
        elif state.phase == TURN:
            action = yield from self._turn(state, legal)
        elif state.phase == PLACE:
            action = yield from self._place(state, legal)
        elif state.phase == GOLD:
            action = yield from self._gold(state, legal)
        else:
            action = legal[0]
        return action if action in legal else legal[0]

    # --- turn: roll or opt out ---------------------------------------------------------
    def _turn(self, state: ButtonsState, legal: list[Action]) -> Thinking:
        seat = state.roller
        if self.level == "easy":
            return ("opt_out",) if state.buttons[seat].bit_count() >= EASY_OPT_OUT_AT else ("roll",)
        if self.level == "medium":
            return ("opt_out",) if bust_probability(state, seat) > MEDIUM_RISK else ("roll",)
        ev = self.evaluator(state, seat)
        buttons = state.buttons[seat]
        opt = ev.opt_value(buttons)
        if ev.need_line and opt < HARD_LINE_NEEDED:
            return ("roll",)  # stopping without a line loses for sure
        roll = yield from ev.roll_value(buttons, HARD_DEPTH_TURN)
        return ("roll",) if roll > opt + HARD_ROLL_MARGIN else ("opt_out",)

    # --- placing --------------------------------------------------------------------------
    def _place(self, state: ButtonsState, legal: list[Action]) -> Thinking:
        if self.level == "easy":
            return self.rng.choice(legal)
        if self.level == "medium":
            return max(legal, key=lambda a: (self._medium_score(state, a[1], a[2]), -a[2]))
        ev = self.evaluator(state, state.to_move)
        buttons = state.buttons[state.to_move]
        best, best_v = legal[0], -1.0
        for a in legal:
            v = yield from ev.value(buttons | 1 << cell_of(a[1], a[2]), HARD_DEPTH_PLACE)
            if v > best_v:
                best, best_v = a, v
        return best

    def _gold(self, state: ButtonsState, legal: list[Action]) -> Thinking:
        place = legal[0]
        if self.level == "easy":
            return place
        if self.level == "medium":
            return place if self._medium_score(state, place[1], place[2]) >= MEDIUM_GOLD_MIN else ("pass",)
        seat = state.to_move
        ev = self.evaluator(state, seat)
        buttons = state.buttons[seat]
        with_it = yield from ev.value(buttons | 1 << cell_of(place[1], place[2]), HARD_DEPTH_PLACE)
        without = yield from ev.value(buttons, HARD_DEPTH_PLACE)
        return place if with_it >= without else ("pass",)

    def _medium_score(self, state: ButtonsState, row: int, col: int) -> float:
        """Colour sets first (bonus colours more), minus the open cells the button would block."""
        seat = state.to_move
        board = state.boards[seat]
        i = cell_of(row, col)
        colour = BOARDS[board][i]
        have = colour_counts(board, state.buttons[seat])[colour]
        bonus = colour in state.bonus[seat]
        if have == SET_SIZE - 1:
            score = MEDIUM_COMPLETE + (MEDIUM_BONUS_COMPLETE if bonus else 0.0)
        elif have < SET_SIZE - 1:
            score = MEDIUM_TOWARD + (MEDIUM_BONUS_TOWARD if bonus else 0.0)
        else:
            score = MEDIUM_SURPLUS
        open_now = legal_mask(state.buttons[seat], state.stars[seat])
        blocked = (NEIGHBOURS[i] & open_now).bit_count()
        return score - MEDIUM_BLOCK * blocked

    # --- stars ------------------------------------------------------------------------------
    def _star(self, state: ButtonsState, legal: list[Action]) -> Thinking:
        seat = state.to_move
        if self.level == "easy":
            return self.rng.choice(legal)
        if self.level == "medium":
            r, c = suggest_stars(state, seat)[0]
            return ("star", r, c)
        yield
        _, mask = yield from best_stars_steps(state.stars[seat], state.buttons[seat], state.stars_left)
        return ("star", *row_col(cells_of(mask)[0]))

    def evaluator(self, state: ButtonsState, seat: int) -> _Evaluator:
        """The hard player's round values for ``seat`` (``value``, ``roll_value``, ``opt_value``;
        the coach ranks choices with them)."""
        return _Evaluator(
            state.boards[seat],
            state.bonus[seat],
            state.stars[seat],
            dice_in_play(state),
            need_line=someone_else_has_a_line(state, seat),
        )


def make_agent(rules: GameRules, seat: int, level: str, seed: int = 0) -> ButtonsAgent:
    return ButtonsAgent(rules, seat, level, seed)


__all__ = ["COLOURS", "ButtonsAgent", "best_stars", "make_agent", "star_value"]
