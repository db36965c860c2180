"""Star Rows computer players.

- easy: keeps the dice of its marked rows (and of the biggest groups while it has a
  free marker), rerolls the rest once (a hasty player), and places greedily: advance what it can, put a
  free marker on the face it has most of.
- medium: values every reroll ("keep all dice of these faces, reroll the rest") by
  the expected value of the best placement of the next roll, enumerated exactly for
  small rerolls and sampled (a fixed number of samples) for big ones; places with
  an exhaustive search over the turn's mark/advance sequences.
- hard: the same placing search, and rerolls by exact expectimax over the rest of the
  turn: it values all 2,002 possible rolls once, then every way to keep dice (any
  sub-multiset, not only whole faces) with one and with two rerolls left, knowing it
  will choose again after the next roll. Its valuation knows the race: first/second
  bonuses still open, tasks nobody has yet, and the end of the game (in the last round
  only the chance to win counts). Solo it maximises the value per turn.

Budgets are counted in work (evaluated rolls), never in time, so a state and a seed
always give the same action; ``think`` yields every few evaluated rolls.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from game.ai.base import Agent, Thinking, finish
from game.rules.starrows import (
    _CUMULATIVE as CUMULATIVE,
)
from game.rules.starrows import (
    COIN_FIELDS,
    COIN_STAR_EVERY,
    DICE,
    FACES,
    FIELD_NEEDS,
    FIRST_BONUS,
    MARKERS,
    MAX_ROUNDS,
    PLACE,
    REROLL,
    REROLLS,
    ROLLS,
    ROW_LENGTH,
    ROWS,
    SECOND_BONUS,
    STAR_GOAL,
    START_COINS,
    TASK_COMPLETE_IN_TURN,
    TASK_SAME_FACE,
    TASKS,
    StarRowsState,
    counts_of,
    sub_multisets,
    task_met,
)

# valuation (in stars): a started row is worth part of its star, by fields filled
ROW_PROGRESS = (0.0, 0.3, 0.62)
HARD_ROW_PROGRESS = (0.0, 0.38, 0.72)  # the hard player's own figures (self-play: 68% vs 65% vs medium)
EMPTY_MARKER = -0.06  # a marker on an empty row costs flexibility
TASK6_SETUP = 0.2  # two rows waiting at their last field: a chance at task 6 (and two stars)
COIN_PARTIAL = 0.8  # share of a coin field's value counted before its star is reached
COIN_VALUE = 1.0 / COIN_STAR_EVERY  # a coin field is a fifth of a star
OPEN_BONUS = 0.12  # hard: extra value of a started row whose first/second bonus is still open
SAMPLES = {"medium": 10}  # medium: samples per candidate reroll of more than EXACT_UPTO dice
EXACT_UPTO = 2
WIN_STAR = 0.01  # hard, last round: stars still count a little beside the chance to win
EASY_REROLLS = 1  # easy: a hasty player, it rerolls once and takes what comes
SLICE_ROLLS = 4  # evaluated rolls between two yields
EXACT_SLICE = 6  # hard: whole rolls valued between two yields (~0.3 ms natively, a few ms in the browser)


def _bonus(order: tuple[int, ...], seat: int) -> int:
    """Coin fields the seat would get for being next in ``order`` (first/second)."""
    if seat in order:
        return 0
    return FIRST_BONUS if not order else SECOND_BONUS if len(order) == 1 else 0


class Context:
    """What the planner needs about the seat to move, taken once from the rules' state."""

    def __init__(self, state: StarRowsState, seat: int, level: str):
        self.seat = seat
        self.level = level
        self.fields = state.fields[seat]
        self.markers = state.markers[seat]
        self.coins = state.coins[seat]
        self.completions = state.completions(seat)
        self.tasks_open = tuple(t for t in TASKS if not state.task_stars[seat][t - 1])
        self.row_bonus = tuple(_bonus(state.row_order[r - 1], seat) for r in ROWS)
        self.task_bonus = tuple(_bonus(state.task_order[t - 1], seat) for t in TASKS)
        # hard: the future matters less the closer the end is
        self.future = 0.0 if state.final_round else 1.0
        if level == "hard" and state.players > 1 and not state.final_round:
            lead = max(state.stars(s) for s in range(state.players))
            self.future = 0.5 if lead >= STAR_GOAL - 2 else 1.0
        # hard, last round: play for the win (beat the best other seat's stars, then coins)
        self.my_stars = state.stars(seat)
        self.target = None
        if level == "hard" and state.players > 1 and state.final_round:
            self.target = max((state.stars(s), state.coins[s]) for s in range(state.players) if s != seat)
        self.task6_open = 6 in self.tasks_open
        self.progress = HARD_ROW_PROGRESS if level == "hard" else ROW_PROGRESS
        self.cache: dict = {}
        self.plans: dict = {}  # best_plan's value by what a roll can do for each row (roll_value)
        self.reach = tuple(_reach(self.fields[r - 1]) for r in ROWS)


def roll_task_gain(ctx: Context, roll_counts) -> tuple[int, int]:
    """(stars, bonus coins) of the open tasks that depend only on the final roll (3 and 4)."""
    stars = coins = 0
    for t in ctx.tasks_open:
        if (t == 3 and all(roll_counts[f] for f in ROWS)) or (t == 4 and max(roll_counts) >= TASK_SAME_FACE):
            stars += 1
            coins += ctx.task_bonus[t - 1]
    return stars, coins


def leaf_value(ctx: Context, fields, markers, advanced: int, completed: int, coins: int, stars: int) -> float:
    """Star-equivalent value of the seat's position after this turn's placing
    (``advanced``/``completed``: rows advanced/completed this turn; stars and coins so far)."""
    done = ctx.completions + completed
    for t in ctx.tasks_open:
        if t in (3, 4):
            continue
        if task_met(t, done, (), advanced, completed):
            stars += 1
            coins += ctx.task_bonus[t - 1]
    before = min(ctx.coins, COIN_FIELDS)
    after = min(COIN_FIELDS, coins)
    stars += after // COIN_STAR_EVERY - before // COIN_STAR_EVERY
    if ctx.target is not None:
        mine = (ctx.my_stars + stars, after)
        return (1.0 if mine > ctx.target else 0.5 if mine == ctx.target else 0.0) + WIN_STAR * stars
    value = float(stars)
    future = ctx.future
    if future:
        if after < COIN_FIELDS:
            value += future * COIN_VALUE * (after % COIN_STAR_EVERY) * COIN_PARTIAL
        waiting = 0  # rows at their last field: two of them set up task 6
        for r in markers:
            f = fields[r - 1]
            value += future * (ctx.progress[f] if f else EMPTY_MARKER)
            waiting += f == ROW_LENGTH - 1
            if ctx.level == "hard" and f and ctx.row_bonus[r - 1]:
                value += future * OPEN_BONUS * ctx.row_bonus[r - 1] / FIRST_BONUS
        if waiting >= TASK_COMPLETE_IN_TURN and ctx.task6_open:
            value += future * TASK6_SETUP
    value += 0.001 * (after - before)  # coins break ties
    return value


def best_plan(ctx: Context, fields, markers, left_counts, advanced, completed, coins, stars, after=0):
    """(value, actions) of the best way to finish placing from this point.

    Advancing a marked row never hurts (dice have no other use), so every marked row
    is advanced as far as the dice allow before any choice; the choices are which
    free markers go on which rows, searched exhaustively over rows the dice can
    start (marking an empty row only costs flexibility). Marks are tried in row
    order (``after``) unless a completion freed a marker in between.
    """
    actions: list[tuple] = []
    fields = list(fields)
    markers = list(markers)
    left = list(left_counts)
    advanced = set(advanced)
    completed = set(completed)
    progress = True
    while progress:
        progress = False
        for r in list(markers):
            need = FIELD_NEEDS[fields[r - 1]]
            if left[r] >= need:
                left[r] -= need
                actions.append(("advance", r))
                advanced.add(r)
                progress = True
                if fields[r - 1] + 1 == ROW_LENGTH:
                    fields[r - 1] = 0
                    markers.remove(r)
                    completed.add(r)
                    stars += 1
                    coins += left[r] + ctx.row_bonus[r - 1]
                    left[r] = 0
                    after = 0
                else:
                    fields[r - 1] += 1
    best = (
        leaf_value(ctx, fields, markers, len(advanced), len(completed), coins, stars),
        actions + [("end",)],
    )
    if len(markers) < MARKERS:
        for r in ROWS:
            if r <= after or r in markers or r in completed or left[r] < FIELD_NEEDS[fields[r - 1]]:
                continue
            value, rest = best_plan(
                ctx, fields, sorted(markers + [r]), left, advanced, completed, coins, stars, r
            )
            if value > best[0] + 1e-9:
                best = (value, actions + [("mark", r)] + rest)
    return best


def _reach(field: int) -> tuple[tuple[int, int], ...]:
    """For each count of a row's face (0..DICE): (fields those dice advance the row from
    ``field``, dice left over if they complete it, else 0): all that ``best_plan`` reads of it."""
    out = []
    for count in range(DICE + 1):
        f = field
        while f < ROW_LENGTH and count >= FIELD_NEEDS[f]:
            count -= FIELD_NEEDS[f]
            f += 1
        out.append((f - field, count if f == ROW_LENGTH else 0))
    return tuple(out)


def roll_value(ctx: Context, dice: tuple[int, ...]) -> float:
    """Value of the best placement of the final roll ``dice`` (cached per decision).

    ``best_plan`` reads a face's count only as how many fields it can advance that row and,
    if they complete it, how many dice are left over for coins: rolls alike in that for every
    row (and in the tasks 3 and 4, counted apart) take the same steps to the same value, which
    is computed once."""
    hit = ctx.cache.get(dice)
    if hit is None:
        counts = counts_of(dice)
        stars, coins = roll_task_gain(ctx, counts)
        key = (tuple([reach[c] for reach, c in zip(ctx.reach, counts[1:])]), stars, coins)
        hit = ctx.plans.get(key)
        if hit is None:
            hit = best_plan(ctx, ctx.fields, ctx.markers, counts, (), (), ctx.coins + coins, stars)[0]
            ctx.plans[key] = hit
        ctx.cache[dice] = hit
    return hit


def keep_candidates(dice: tuple[int, ...]) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """(kept, rerolled) for every choice "keep all dice of these faces", rerolling at least one."""
    faces = sorted(set(dice))
    out = []
    for k in range(len(faces)):
        for keep in combinations(faces, k):
            kept = tuple(d for d in dice if d in keep)
            rerolled = tuple(d for d in dice if d not in keep)
            out.append((kept, rerolled))
    return out


class Lattice:
    """Every multiset of at most DICE dice, as indices: ``children[i][f-1]`` is multiset i
    with one more die showing f (for the sizes below DICE), ``parents[i]`` the multisets
    with one die fewer, ``full`` the indices of whole rolls and ``dice[i]`` a whole roll's
    sorted dice. Rolling m dice onto a kept multiset is rolling one die m times, so the
    expectation over a reroll is a mean over children, computed size by size."""

    def __init__(self):
        self.sets: list[tuple[int, ...]] = []  # counts per face (index 0 unused), by size
        self.size: list[int] = []
        self.index: dict[tuple[int, ...], int] = {}
        self.children: list[tuple[int, ...]] = []
        self.parents: list[tuple[int, ...]] = []
        self.full: list[int] = []
        self.dice: dict[int, tuple[int, ...]] = {}
        self.by_size_down: list[int] = []
        self.by_size_up: list[int] = []

    def build(self):
        """Fill the tables (a generator: it yields between slices of the work).

        Each multiset is also one number, a decimal digit per face (no count reaches 10): a
        child or a parent is that number plus or minus one digit's place, found in one dict of
        ints instead of building a tuple per neighbour."""
        assert DICE < 10
        place = (0, *(10 ** (f - 1) for f in ROWS))  # by face
        codes: list[int] = []
        for n in range(DICE + 1):
            rolls = [roll for roll, _ in ROLLS[n]] if n else [()]
            for chunk in _chunks(rolls):
                self.sets += [counts_of(roll) for roll in chunk]
                codes += [sum(map(place.__getitem__, roll)) for roll in chunk]
                yield None
            self.size += [n] * len(rolls)
        self.full = [i for i, n in enumerate(self.size) if n == DICE]
        self.dice = dict(zip(self.full, (roll for roll, _ in ROLLS[DICE]), strict=True))
        yield None
        at: dict[int, int] = {}
        for k in range(0, len(codes), 1000):
            self.index.update(zip(self.sets[k : k + 1000], range(k, k + 1000)))
            at.update(zip(codes[k : k + 1000], range(k, k + 1000)))
            yield None
        self.by_size_down = [i for i in range(len(self.sets) - 1, -1, -1) if self.size[i] < DICE]
        self.by_size_up = list(range(len(self.sets)))
        yield None
        up = place[1:]
        for chunk in _chunks(list(enumerate(codes))):
            for i, code in chunk:
                self.children.append(tuple([at[code + p] for p in up]) if self.size[i] < DICE else ())
                self.parents.append(tuple([at[code - place[f]] for f in ROWS if self.sets[i][f]]))
            yield None


def _chunks(items: list, size: int = 100):
    """``items`` in consecutive slices (a yield between two keeps a slice short)."""
    return (items[k : k + size] for k in range(0, len(items), size))


def _minus(counts: tuple[int, ...], dice) -> tuple[int, ...]:
    out = list(counts)
    for d in dice:
        out[d] -= 1
    return tuple(out)


_LATTICE: list[Lattice] = []
_BUILDING: list[tuple[Lattice, Iterator[None]]] = []  # the Lattice being built and its build's steps


def lattice_steps():
    """The one Lattice, built on first use in slices (a generator that returns it). Every caller
    steps the same build: a decision that starts while the warm-up (or another decision) is
    building it goes on from where that one stopped, so it is built once."""
    while not _LATTICE:
        if not _BUILDING:
            lat = Lattice()
            _BUILDING.append((lat, lat.build()))
        lat, steps = _BUILDING[0]
        try:
            next(steps)
        except StopIteration:
            _LATTICE.append(lat)
            _BUILDING.clear()
            break
        except Exception:  # a build that broke starts again at the next call
            _BUILDING.clear()
            raise
        yield None
    return _LATTICE[0]


def warm_steps():
    """The lattice built ahead, in slices (``game.warmup``: the setup screen's idle frames and a
    game scene's first frames), so the first hard or coached reroll decision of a session does
    not build it."""
    yield from lattice_steps()


def lattice() -> Lattice:
    """The one Lattice, built at once if needed."""
    return finish(lattice_steps())


def board_key(state: StarRowsState) -> tuple:
    """What a seat's roll values depend on during its rerolls (not the dice themselves)."""
    seat = state.seat
    return (
        seat,
        state.players,
        state.fields,
        state.markers,
        state.coins,
        state.row_stars,
        state.task_stars,
        state.row_order,
        state.task_order,
        state.final_trigger,
    )


class StarRowsAgent(Agent):
    """One class for all levels; ``level`` picks the reroll and placing policies."""

    def __init__(self, rules, seat: int, level: str, seed: int = 0):
        super().__init__(rules, seat, level, seed)
        self.samples = SAMPLES.get(level, 0)
        self._tables: tuple | None = None  # hard: (board key, exact reroll tables) of this turn

    def think(self, state: StarRowsState) -> Thinking:
        legal = self.rules.legal_actions(state)
        yield None
        if len(legal) == 1:
            return legal[0]
        if state.phase == PLACE:
            action = self._place(state)
        elif state.phase == REROLL:
            action = yield from self._reroll(state)
        else:  # pragma: no cover - start has one action
            action = legal[0]
        return action if action in legal else ("end",) if ("end",) in legal else legal[0]

    # --- placing -----------------------------------------------------------------------
    def _place(self, state: StarRowsState) -> tuple:
        seat = state.seat
        if self.level == "easy":
            return self._easy_place(state)
        ctx = Context(state, seat, self.level)
        stars, coins = roll_task_gain(ctx, counts_of(state.dice))
        _, actions = best_plan(
            ctx,
            state.fields[seat],
            state.markers[seat],
            counts_of(state.left),
            state.advanced,
            state.completed,
            state.coins[seat] + coins,
            stars,
        )
        return actions[0]

    def _easy_place(self, state: StarRowsState) -> tuple:
        seat = state.seat
        for r in state.markers[seat]:
            if self.rules.explain_advance(state, r) is None:
                return ("advance", r)
        if state.free_markers(seat):
            options = [r for r in ROWS if r not in state.completed and r not in state.markers[seat]]
            options = [r for r in options if state.left.count(r) >= FIELD_NEEDS[state.fields[seat][r - 1]]]
            if options:
                return ("mark", max(options, key=lambda r: (state.left.count(r), r)))
        return ("end",)

    # --- rerolling ---------------------------------------------------------------------
    def _reroll(self, state: StarRowsState):
        if self.level == "easy":
            return self._easy_reroll(state)
        if self.level == "hard":
            return (yield from self._exact_reroll(state))
        ctx = Context(state, state.seat, self.level)
        dice = state.dice
        best_value = roll_value(ctx, dice)
        best = ("stop",)
        yield None
        for kept, rerolled in keep_candidates(dice):
            value = yield from self._expected(ctx, kept, len(rerolled))
            if value > best_value + 1e-9:
                best_value, best = value, ("reroll", rerolled)
        return best

    def _exact_reroll(self, state: StarRowsState):
        """The best reroll by exact expectimax over the turn's remaining rolls: the value
        of every whole roll (its best placement), then for each reroll left the expected
        value of every kept multiset and the best choice after each roll. The tables
        depend only on the board, so the turn's second reroll decision reuses them."""
        lat = yield from self.exact_tables(state)
        best_value, best = None, ("stop",)
        for action, value in self.reroll_values(state, lat):
            if best_value is None or value > best_value + 1e-9:
                best_value, best = value, action
        return best

    def reroll_values(self, state: StarRowsState, lat: Lattice) -> list[tuple[tuple, float]]:
        """("stop",) and every ("reroll", dice) with its exact expected value (the tables of
        ``_exact_tables`` must be built for this board: ``_exact_reroll`` or ``exact_tables``)."""
        final, keep_values = self._tables[1]
        expected = keep_values[state.rerolls_left - 1]
        dice = state.dice
        out = [(("stop",), final[lat.index[counts_of(dice)]])]
        for rerolled in sub_multisets(dice):
            out.append((("reroll", rerolled), expected[lat.index[_minus(counts_of(dice), rerolled)]]))
        return out

    def exact_tables(self, state: StarRowsState):
        """Build (or keep) this board's exact reroll tables; a generator that returns the Lattice."""
        lat = yield from lattice_steps()
        key = board_key(state)
        if self._tables is None or self._tables[0] != key:
            tables = yield from self._exact_tables(state, lat)
            self._tables = (key, tables)
        return lat

    def _exact_tables(self, state: StarRowsState, lat: Lattice):
        """(final, keep_values): ``final[i]`` the value of whole roll i placed at once,
        ``keep_values[r-1][k]`` the expected value of keeping multiset k with r rerolls left."""
        ctx = Context(state, state.seat, self.level)
        final = [0.0] * len(lat.size)
        for n, i in enumerate(lat.full):
            if n % EXACT_SLICE == EXACT_SLICE - 1:
                yield None
            final[i] = roll_value(ctx, lat.dice[i])
        keep_values = []
        value = final  # value of a whole roll with r-1 rerolls still to come
        for _ in range(REROLLS):
            expected = value[:]
            for chunk in _chunks(lat.by_size_down):
                for i in chunk:
                    expected[i] = sum(map(expected.__getitem__, lat.children[i])) / FACES
                yield None
            best_keep = expected[:]  # the best kept multiset within each multiset
            for chunk in _chunks(lat.by_size_up):
                for i in chunk:
                    for p in lat.parents[i]:
                        if best_keep[p] > best_keep[i]:
                            best_keep[i] = best_keep[p]
                yield None
            value = final[:]
            for chunk in _chunks(lat.full):
                for i in chunk:
                    value[i] = max([final[i]] + [best_keep[p] for p in lat.parents[i]])
                yield None
            keep_values.append(expected)
        return final, keep_values

    def _outcomes(self, n: int, samples: int):
        """(roll, weight) pairs: every roll of n dice, or ``samples`` drawn ones."""
        if n <= EXACT_UPTO:
            return ROLLS[n]
        picks = self.rng.choices(ROLLS[n], cum_weights=CUMULATIVE[n], k=samples)
        return [(roll, 1.0 / samples) for roll, _ in picks]

    def _expected(self, ctx: Context, kept, n: int):
        """Expected value of keeping ``kept`` and rolling ``n`` dice (a generator: it
        yields every few evaluated rolls so one slice stays short)."""
        total = 0.0
        for i, (roll, p) in enumerate(self._outcomes(n, self.samples)):
            if i % SLICE_ROLLS == SLICE_ROLLS - 1:
                yield None
            total += p * roll_value(ctx, tuple(sorted(kept + roll)))
        return total

    def _easy_reroll(self, state: StarRowsState) -> tuple:
        seat = state.seat
        if state.rerolls_left <= REROLLS - EASY_REROLLS:
            return ("stop",)
        keep_faces = set(state.markers[seat])
        counts = counts_of(state.dice)
        free = [r for r in ROWS if r not in keep_faces]
        free.sort(key=lambda r: (-counts[r], r))
        for r in free[: state.free_markers(seat)]:
            if counts[r] >= 2:
                keep_faces.add(r)
        rerolled = tuple(d for d in state.dice if d not in keep_faces)
        return ("reroll", rerolled) if rerolled else ("stop",)


def placing_values(state: StarRowsState, actions, level: str = "hard"):
    """The value of each placing action (the best plan that starts with it), as ``_place``
    values plans: advancing a row the dice allow is part of the best plan (dice have no other
    use), a mark adds the row before the plan's own marks, "end" stops here. A generator (it
    yields after each plan search) that returns {action: value}."""
    seat = state.seat
    ctx = Context(state, seat, level)
    stars, coins = roll_task_gain(ctx, counts_of(state.dice))
    fields, markers, left = state.fields[seat], state.markers[seat], counts_of(state.left)
    coins += state.coins[seat]
    best = best_plan(ctx, fields, markers, left, state.advanced, state.completed, coins, stars)[0]
    yield None
    out = {}
    for action in actions:
        if action[0] == "advance":
            out[action] = best
        elif action[0] == "mark":
            marked = tuple(sorted(markers + (action[1],)))
            out[action] = best_plan(ctx, fields, marked, left, state.advanced, state.completed, coins, stars)[
                0
            ]
            yield None
        else:
            done = len(set(state.advanced)), len(set(state.completed))
            out[action] = leaf_value(ctx, fields, markers, *done, coins, stars)
    return out


def make_agent(rules, seat: int, level: str, seed: int = 0, samples: int | None = None) -> StarRowsAgent:
    """``samples`` overrides the level's samples per candidate reroll (tests use fewer)."""
    agent = StarRowsAgent(rules, seat, level, seed)
    if samples is not None:
        agent.samples = samples
    return agent


# --- a fast playout kernel ------------------------------------------------------------------
def easy_playout(players: int, roll) -> tuple[tuple[int, ...], tuple[int, ...], int]:
    """A whole game between easy players on flat mutable lists, without the rules' states
    and events: (stars per seat, coins per seat, rounds). ``roll(n)`` gives a roll of n
    dice as counts per face (index 1-6; the chance outcomes in the order the rules would
    ask for them); the
    result equals the same game played through the rules API (tested). Used for the
    speed benchmark of random full games and for quick balance checks."""
    fields = [[0] * 7 for _ in range(players)]
    markers: list[list[int]] = [[] for _ in range(players)]
    coins = list(START_COINS[players])
    completions = [0] * players
    tasks = [[0] * 7 for _ in range(players)]
    row_order: list[list[int]] = [[] for _ in range(7)]
    task_order: list[list[int]] = [[] for _ in range(7)]

    def stars(seat: int) -> int:
        return completions[seat] + sum(tasks[seat]) + min(coins[seat], COIN_FIELDS) // COIN_STAR_EVERY

    def bonus(order: list[int], seat: int) -> int:
        if seat in order or len(order) >= 2:
            return 0
        order.append(seat)
        return FIRST_BONUS if len(order) == 1 else SECOND_BONUS

    def turn(seat: int) -> None:
        mine, row = markers[seat], fields[seat]
        counts = list(roll(DICE))
        for _ in range(EASY_REROLLS):
            keep = [r in mine for r in range(7)]
            free = MARKERS - len(mine)
            while free:  # the biggest groups (ties: the higher face) while markers are free
                best = 0
                for r in ROWS:
                    if not keep[r] and counts[r] >= 2 and counts[r] > counts[best]:
                        best = r
                if not best:
                    break
                keep[best] = True
                free -= 1
            thrown = sum(counts[r] for r in ROWS if not keep[r])
            if not thrown:
                break
            new = roll(thrown)
            counts = [(counts[r] if keep[r] else 0) + new[r] for r in range(7)]
        left = counts[:]
        advanced: set[int] = set()
        completed: set[int] = set()
        gained = 0
        while True:
            moved = True
            while moved:
                moved = False
                for r in sorted(mine):
                    need = FIELD_NEEDS[row[r]]
                    if left[r] < need:
                        continue
                    left[r] -= need
                    advanced.add(r)
                    moved = True
                    if row[r] + 1 < ROW_LENGTH:
                        row[r] += 1
                        continue
                    row[r] = 0
                    mine.remove(r)
                    completed.add(r)
                    completions[seat] += 1
                    gained += left[r] + bonus(row_order[r], seat)
                    left[r] = 0
            options = [
                r for r in ROWS if r not in mine and r not in completed and left[r] >= FIELD_NEEDS[row[r]]
            ]
            if len(mine) >= MARKERS or not options:
                break
            mine.append(max(options, key=lambda r: (left[r], r)))
        roll_tasks = (all(counts[1:]), max(counts) >= TASK_SAME_FACE)
        for t in TASKS:
            if tasks[seat][t]:
                continue
            if (
                roll_tasks[t - 3]
                if t in (3, 4)
                else task_met(t, completions[seat], (), len(advanced), len(completed))
            ):
                tasks[seat][t] = 1
                gained += bonus(task_order[t], seat)
        coins[seat] = min(COIN_FIELDS, coins[seat] + gained)

    rounds = 0
    trigger = None
    while trigger is None and rounds < MAX_ROUNDS:
        for seat in range(players):
            turn(seat)
            if trigger is None and stars(seat) >= STAR_GOAL:
                trigger = seat
        rounds += 1
    return tuple(stars(s) for s in range(players)), tuple(coins), rounds
