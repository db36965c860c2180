"""Exactly! computer players and the small mutable position they search.

- easy: takes an exact euro when it has one, otherwise a random legal move.
- medium: one ply: wins at once if it can, never hands a euro to someone else if
  it can help it, and otherwise weighs its own chance to finish on its next roll
  against the best opponent's (``exact_chance``), with a little credit for totals
  one move away from a finishing total.
- hard: expectimax over the die. Every own move gets a static value first; then,
  best first, each of the six faces of the next player's roll and that player's
  reply are searched (the reply that hurts us most: in this game everybody blocks
  the leader), and in two-player games one more turn (our roll and best answer)
  while the leaf budget lasts. Leaves are valued with a race model (each seat's
  chance to finish on its coming roll, discounted for the players who can block it
  first; what one cycle of turns leaves is shared evenly) turned into our chance
  to win the game by who would hold how many €1 pieces. Pushing a rival over
  €1.50 (closing the pile) falls out of that: a closed pile can only shrink, often
  several coins away from €1. Budgets are leaf counts, never wall time.
- Open races (3+ seats, no round limit, the default; issue 39): every seat is stopped, if at
  all, by the seats rolling before it, the one just before it last. A medium weighs the next
  seat's threat in full on 3 of 4 of its decisions (the last chance to stop it); other threats
  fade over the round. Hard plays the next cycle out for its best moves by the static look: each
  rival until its own next roll, over 36 sets of their faces, replies as such a medium would (or
  takes its own euro), and its value is the race at its own roll, a round that goes on being worth
  a fair lottery. On the decisions where a medium would not weigh the next seat in full, hard
  makes a medium's move too: among players who all block the next seat a round ends only when a
  block fails, so a table of hards or a player who blocks everything among them still finishes.
- Two players without a limit (issue 27): a round that nobody ends wins nobody the game, so what
  "the round goes on" is worth fades as a round grows long (``Pos.fade``): hard values it from a
  fair lottery down to its worst round winner and stops expecting to be blocked; medium stops
  weighing its rival's threat. In a long round (``LONG_ROUND``) hard values it going on at
  nothing and its race as if it rolled first, without handing a euro over itself.
- The round limit option (3+ players): a turn after which it ends the round is
  decided by the closest pile (medium on its own move, hard anywhere in its
  search), and the race stops at the limit, the rest going to the pile closest now.
"""

from __future__ import annotations

import random
from functools import lru_cache

from game.ai.base import Agent, Thinking
from game.rules.exactly import (
    ANY,
    BANK,
    CHOOSE,
    CLOSED_ABOVE,
    COIN_SUPPLY,
    COINS,
    EXACT,
    FACES,
    MOVE,
    ExactlyState,
    closest_seat,
    moves_for,
    turns_left,
)

HARD_NODES = 3000  # leaf evaluations per hard decision (deterministic budget) ...
CYCLE_NODES = 60_000  # ... in an open race (3+ seats, no round limit): medium moves weighed and leaves
YIELD_EVERY = 50  # leaves between yields to the frame loop (~0.1 ms natively, under 1 ms in the browser)
BLOCK_DISCOUNT = 0.55  # hazard kept by a seat that others may block before it rolls (per seat between)
SETUP_WEIGHT = 0.12  # hazard credited to a seat one move away from a finishing total
MAX_DEPTH = 2  # hard: turns searched after its own move (the second only while the budget lasts) ...
DEEP_PLAYERS = 2  # ... and only up to this many players (with more, one reply already fills the budget)
MEDIUM_SETUP = 0.25  # medium: weight of "one move from a finishing total" for itself
MEDIUM_THREAT = 1.2  # medium: weight of the best opponent's finishing chance against its own
FADE = (4, 12)  # hard, without a round limit: what "the round goes on" is worth fades over these turns
# of a round from a fair lottery down to the worst round winner for it, and BLOCK_DISCOUNT up to 1
LONG_ROUND = (18, 30)  # hard, 2 players: over these turns of a round, "the round goes on" falls to nothing
# (a round nobody ends is the worst outcome) and a rival's threat stops counting against its own chance
MEDIUM_FADE = (2, 6)  # medium: its weight on the best rival's threat fades to 0 over these turns ...
LAST_CHANCE = 0.75  # ... but for the next seat's, with 3+ seats, on this share of its decisions (issue 39)
CYCLE_MOVES = 8  # hard, open races (3+ seats, no round limit): the best moves by the static look
# whose following cycle of rivals' turns is played out (``ExactlyAgent._cycle``, over ``cycle_dice``)
LAPSE_ROUND = (12, 24)  # hard, open races: its medium's moves grow from 1 decision in 4 to all over
LAPSE_CYCLES = (3, 6)  # these turns of a round, or these cycles of the table if sooner (``_plays_as_medium``)
LET_GO_STRETCH = 1.5  # ... and its medium's moves stop blocking the next seat by this multiple of the end
MAX_TOTAL = CLOSED_ABOVE + max(COINS)  # no pile can ever hold more
N_FACES = len(FACES)
NO_LIMIT = 1 << 30  # turns left in a round without a turn limit (two players)

# For a total t: the coin index that finishes by adding it (-1: none) and by removing it.
ADD_K = tuple(next((k for k, v in enumerate(COINS) if t + v == EXACT), -1) for t in range(MAX_TOTAL + 1))
SUB_K = tuple(next((k for k, v in enumerate(COINS) if t - v == EXACT), -1) for t in range(MAX_TOTAL + 1))


def _finishing(t: int) -> bool:
    return 0 <= t <= MAX_TOTAL and (ADD_K[t] >= 0 or SUB_K[t] >= 0)


def _setup_faces(t: int) -> float:
    """Share of die faces that could bring total ``t`` to a finishing total in one move (coins ignored)."""
    good = 0
    for v in COINS:
        if (t <= CLOSED_ABOVE and _finishing(t + v)) or _finishing(t - v):
            good += 1
    return (good + (1 if good else 0)) / N_FACES


SETUP = tuple(_setup_faces(t) for t in range(MAX_TOTAL + 1))


@lru_cache(maxsize=8)
def cycle_dice(rivals: int) -> tuple[tuple[int, ...], ...]:
    """36 sets of face indexes, one per rival in turn order: the first rival's
    face and the last's (the seat just before the hard, its blocker) in all 36 pairs; a rival
    between them by a Latin square of the two (each face equally often with every face of either),
    a different one for each seat between. Fixed, so a decision depends on the state alone."""
    out = []
    for first in range(N_FACES):
        for last in range(N_FACES):
            between = tuple(
                (first + (1 if j % 2 else 5) * last + 2 * j) % N_FACES for j in range(1, rivals - 1)
            )
            out.append((first,) + between + (last,))
    return tuple(out)


def lapse_window(n: int) -> tuple[int, int]:
    """Turns of a round over which hard comes to make the medium's move on every decision, with
    ``n`` seats (``LAPSE_ROUND``, or ``LAPSE_CYCLES`` of the table if sooner)."""
    start, end = LAPSE_ROUND
    return min(start, LAPSE_CYCLES[0] * n), min(end, LAPSE_CYCLES[1] * n)


@lru_cache(maxsize=4096)
def game_win(euros: tuple[int, ...], target: int) -> tuple[float, ...]:
    """Each seat's chance to win the game from ``euros`` if every later round is a fair lottery."""
    n = len(euros)
    for s, e in enumerate(euros):
        if e >= target:
            return tuple(1.0 if i == s else 0.0 for i in range(n))
    acc = [0.0] * n
    for k in range(n):
        child = game_win(euros[:k] + (euros[k] + 1,) + euros[k + 1 :], target)
        for i in range(n):
            acc[i] += child[i] / n
    return tuple(acc)


class Pos:
    """A mutable copy of a round for search: ``c[p]`` coin counts (p == n is the bank), ``t[p]`` totals."""

    __slots__ = ("n", "c", "t", "seat", "left", "age", "fades")

    def __init__(self, state: ExactlyState):
        self.n = state.players
        self.c = [list(p) for p in state.piles] + [list(state.bank)]
        self.t = [sum(v * x for v, x in zip(COINS, p)) for p in self.c]
        self.seat = state.seat
        left = turns_left(state)
        self.left = NO_LIMIT if left is None else left  # turns the round has left, this one included
        self.age = state.turns - state.round_start  # turns the round has lasted (this one not included)
        self.fades = left is None  # a round without a limit: its going on is worth less and less

    def pass_turn(self, turns: int = 1) -> None:
        """Count ``turns`` more (or, negative, fewer) turns of the round as played."""
        self.left -= turns
        self.age += turns

    def open_race(self) -> bool:
        """3+ seats and no round limit: every seat is stopped, if at all, by the seats rolling
        before it, the one just before it last. Then a medium weighs the next seat's threat as the
        last chance to block it, and hard plays out a cycle of such replies (with two seats the
        next seat is the only rival, and a player who always blocks it stalls the round; the
        limit ends rounds by itself)."""
        return self.fades and self.n >= 3

    def fade(self, window: tuple[int, int] = FADE) -> float:
        """How far this round's "going on" has lost its worth: 0 early in a round, rising linearly
        to 1 over the ``window`` of turns (always 0 with a round limit, which ends rounds by
        itself). Computers that block every threat forever stall the game, which wins nobody
        anything: in a long round a computer stops valuing a round that goes on above the worst
        finish for it and stops expecting to be blocked, so it plays for its own euro."""
        start, end = window
        if not self.fades or self.age <= start:
            return 0.0
        return min(1.0, (self.age - start) / (end - start))

    def moves(self, k: int) -> list[tuple[int, int, int]]:
        """(k, src, dst) for every legal move of coin index k (the bank is index n)."""
        n, c, t = self.n, self.c, self.t
        dsts = [p for p in range(n) if t[p] <= CLOSED_ABOVE]
        dsts.append(n)
        return [(k, s, d) for s in range(n + 1) if c[s][k] for d in dsts if d != s]

    def do(self, k: int, s: int, d: int) -> None:
        v = COINS[k]
        self.c[s][k] -= 1
        self.c[d][k] += 1
        self.t[s] -= v
        self.t[d] += v

    def undo(self, k: int, s: int, d: int) -> None:
        self.do(k, d, s)

    def exact_after(self, k: int, s: int, d: int, mover: int) -> int:
        """The seat that takes a euro if the move (already made) made a pile exact, else -1."""
        n, t = self.n, self.t
        hit_s = s < n and t[s] == EXACT
        hit_d = d < n and t[d] == EXACT
        if not (hit_s or hit_d):
            return -1
        if (hit_s and s == mover) or (hit_d and d == mover):
            return mover
        return d if hit_d else s

    def closest(self, first: int) -> int:
        """The seat the round's turn limit would give the euro now (``first``: the next to roll)."""
        return closest_seat(tuple(self.t[: self.n]), first)

    def finishing_coins(self, i: int) -> list[int]:
        """The coin indexes whose move would make seat i's own pile exact (adding or removing one)."""
        t, c = self.t[i], self.c[i]
        ks = []
        a = ADD_K[t]
        if a >= 0 and c[a] < COIN_SUPPLY:
            ks.append(a)
        b = SUB_K[t]
        if b >= 0 and c[b]:
            ks.append(b)
        return ks

    def hazard(self, i: int) -> float:
        """Chance that seat i's own next roll lets it finish (the rules' exact_chance, fast)."""
        good = len(self.finishing_coins(i))
        return (good + 1) / N_FACES if good else 0.0

    def race(self, first: int) -> tuple[list[float], float]:
        """(each seat's chance to win the round within one cycle of turns, the chance that the
        round goes on after it), seats rolling in turn from ``first``.

        Later seats are discounted (the earlier ones may block them). When the round limit
        (``left`` turns from ``first``) comes within the cycle, the pile closest to €1.00 now
        takes what is left and the round does not go on.
        """
        n = self.n
        probs = [0.0] * n
        stay = 1.0
        discount = BLOCK_DISCOUNT + (1.0 - BLOCK_DISCOUNT) * self.fade()  # nobody blocks a long round
        for j in range(min(n, self.left)):
            seat = (first + j) % n
            h = self.hazard(seat)
            if h == 0.0:
                h = SETUP_WEIGHT * SETUP[self.t[seat]]
            h *= discount**j
            probs[seat] = stay * h
            stay *= 1.0 - h
        if self.left <= n:
            probs[self.closest(first)] += stay
            return probs, 0.0
        return probs, stay


def medium_score(pos: Pos, k: int, s: int, d: int, mover: int, blocks_next: bool) -> float:
    """A medium's value of moving coin ``k`` from ``s`` to ``d``: +100 for its own euro, -100 for
    one handed over (or, on a limited round's last turn, for somebody else's closest pile), else
    its own finishing chance minus ``MEDIUM_THREAT`` times the worst rival's, each rival's weight
    fading over ``MEDIUM_FADE`` but the next seat's in full when ``blocks_next``."""
    pos.do(k, s, d)
    try:
        winner = pos.exact_after(k, s, d, mover)
        if winner < 0 and pos.left == 1:  # the round's last turn: the closest pile takes it
            winner = pos.closest((mover + 1) % pos.n)
        if winner >= 0:
            return 100.0 if winner == mover else -100.0
        mine = pos.hazard(mover) or MEDIUM_SETUP * SETUP[pos.t[mover]]
        weight = 1.0 - pos.fade(MEDIUM_FADE)
        nxt = (mover + 1) % pos.n
        threat = max(
            (1.0 if o == nxt and blocks_next else weight) * pos.hazard(o) for o in range(pos.n) if o != mover
        )
        return mine - MEDIUM_THREAT * threat
    finally:
        pos.undo(k, s, d)


class ExactlyAgent(Agent):
    """One class for all levels; ``level`` picks how a move is chosen."""

    def __init__(
        self,
        rules,
        seat: int,
        level: str,
        seed: int = 0,
        node_budget: int | None = None,
        cycle_moves: int | None = CYCLE_MOVES,
    ):
        super().__init__(rules, seat, level, seed)
        self.cycle_moves = cycle_moves  # moves played out in an open race (None: all, as the coach does)
        self.seed = seed
        self.budget = node_budget  # None: the level's own (HARD_NODES, CYCLE_NODES in an open race)
        self.node_budget = HARD_NODES if node_budget is None else node_budget  # this decision's
        self.nodes = self._yielded = 0
        self._mine: list = []
        self._fair = self._worst = 0.0
        self._plan: tuple | None = None  # (state key, move) found while choosing a value for "?"
        self._blocks_next = False  # medium, this decision: the next seat's threat weighs in full

    def think(self, state: ExactlyState) -> Thinking:
        legal = self.rules.legal_actions(state)
        yield None
        if len(legal) == 1:
            return legal[0]
        if state.phase == CHOOSE:
            move = yield from self._best_move(state, [v for _, v in legal])
            self._plan = (_key(state), move)
            return ("value", move[1])
        if state.phase == MOVE:
            if self._plan is not None and self._plan[0] == _key(state) and self._plan[1] in legal:
                return self._plan[1]
            move = yield from self._best_move(state, [state.value])
            return move
        return legal[0]

    def _best_move(self, state: ExactlyState, values: list[int]):
        """The chosen ("move", v, src, dst) among every move of ``values``."""
        moves = [("move", v, s, d) for v in values for s, d in moves_for(state, v)]
        if self.level == "easy":
            return self._easy(state, moves)
        if self.level == "medium":
            return self._medium(state, moves)
        move = yield from self._hard(state, moves)
        return move

    # --- easy ---------------------------------------------------------------------------
    def _easy(self, state: ExactlyState, moves: list) -> tuple:
        for m in moves:
            if _euro_winner(state, m) == self.seat:
                return m
        return moves[int(self.rng.random() * len(moves))]

    # --- medium -------------------------------------------------------------------------
    def _medium(self, state: ExactlyState, moves: list) -> tuple:
        pos = Pos(state)
        self._blocks_next = pos.open_race() and self._coin(state) < LAST_CHANCE * self._still_blocks(pos)
        best, best_score = moves[0], -1e9
        for m in moves:
            score = self._medium_score(pos, m) + 1e-6 * self.rng.random()
            if score > best_score:
                best, best_score = m, score
        return best

    def _coin(self, state: ExactlyState) -> float:
        """A number in [0, 1) drawn from this seat's seed and the turn alone: the same state and
        seed give the same decision, whatever the agent decided before."""
        return random.Random(f"{self.seed}:{state.turns}").random()

    def _medium_score(self, pos: Pos, move: tuple) -> float:
        """Win now; never hand a euro over; else own finishing chance minus the worst threat."""
        return medium_score(pos, *_internal(move, pos.n), self.seat, self._blocks_next)

    # --- hard ---------------------------------------------------------------------------
    def _hard(self, state: ExactlyState, moves: list):
        """Expectimax deepened best-first: static look, then one reply, then two, within the budget;
        in an open race the static look, then the cycle played out, except on the decisions where
        it makes a medium's move (``_plays_as_medium``)."""
        if self._plays_as_medium(state):
            return self._medium(state, moves)
        ranked = yield from self.rank_moves(state, moves)
        return ranked[0][2]

    def _plays_as_medium(self, state: ExactlyState) -> bool:
        """Whether hard makes the medium's own move this decision (an open race only), unless every
        rival is a computer that lets go by itself (an easy or a medium: the table, when told).
        Among players who all block the next seat a round ends only when a block fails: this is
        what ends a round among hards, or with a person who blocks everything. Two kinds of
        decision, by the medium's coin (``_coin``):

        - the 1 in 4 where a medium would not weigh the next seat in full: that medium's move lets
          go of the next seat (late in a round it plays for its own euro alone); never when the
          next seat is a person (the table told): a player who blocks and builds, let go on 1
          decision in 4 from the round's start, won 30.5% against three hards (fair 25%);
        - over ``LAPSE_ROUND`` (``LAPSE_CYCLES`` with three seats) more and more of the other 3 in
          4 as well (of all of them before a person): there the medium's move still blocks the
          next seat, but by its one-ply look instead of the cycle played out, a block that fails
          more often."""
        pos = Pos(state)
        if not pos.open_race() or self._rivals_let_go():
            return False
        # the coin's share kept by the cycle: before a person all of it, until the window
        habit = 1.0 if self._next_seat(pos.n) == "human" else LAST_CHANCE
        return self._coin(state) >= habit * (1.0 - pos.fade(lapse_window(pos.n)))

    def _still_blocks(self, pos: Pos) -> float:
        """The share of the medium's blocks of the next seat that a medium's move keeps: all of
        them for a medium; for a hard making the medium's move (``_plays_as_medium``, an open race)
        before another hard (the table told), fewer and fewer once its own window ends
        (``lapse_window``), none after half as many turns again (``LET_GO_STRETCH``): in a round
        that long blocking has not paid, and among players who block every threat only letting go
        ends it. Not before a person, who may never let go (those rounds end among the hards), nor
        before an easy or a medium, who let go by themselves."""
        if self.level != "hard" or self._next_seat(pos.n) != "hard":
            return 1.0
        end = lapse_window(pos.n)[1]
        return 1.0 - pos.fade((end, round(end * LET_GO_STRETCH)))

    def _rivals_let_go(self) -> bool:
        """Every other seat is an easy or a medium computer (the table told, ``Agent.table``)."""
        table = self.table
        return table is not None and all(
            lv in ("easy", "medium") for s, lv in enumerate(table) if s != self.seat
        )

    def _next_seat(self, n: int) -> str | None:
        """Who rolls after me: a level, "human" for a person, None when not told (``Agent.table``)."""
        return None if self.table is None else self.table[(self.seat + 1) % n]

    def rank_moves(self, state: ExactlyState, moves: list):
        """[(chance to win the game, is the round over, move)], best first, by the hard search (a
        generator). Moves the budget did not reach at the deepest depth keep the last depth's
        value (the hard player drops them: they were worse there)."""
        pos = Pos(state)
        n, me = pos.n, self.seat
        self.nodes = self._yielded = 0
        if self.budget is None:
            self.node_budget = CYCLE_NODES if pos.open_race() else HARD_NODES
        self._mine = [
            game_win(state.euros[:k] + (state.euros[k] + 1,) + state.euros[k + 1 :], state.target)[me]
            for k in range(n)
        ]
        self._fair, self._worst = sum(self._mine) / n, min(self._mine)  # a round going on: early, late
        nxt = (me + 1) % n
        pos.pass_turn()  # from here on: the turns left after mine
        ranked = []  # (value, is the round over, move), best first
        for m in moves:
            k, s, d = _internal(m, n)
            pos.do(k, s, d)
            winner = pos.exact_after(k, s, d, me)
            if winner < 0 and pos.left == 0:
                winner = pos.closest(nxt)
            val = self._euro_value(pos, winner, me) if winner >= 0 else self._leaf(pos, nxt)
            pos.undo(k, s, d)
            ranked.append((val, winner >= 0, m))
            if self.nodes - self._yielded >= YIELD_EVERY:
                self._yielded = self.nodes
                yield None
        ranked.sort(key=lambda x: -x[0])
        if pos.open_race():
            if self.node_budget > 0:
                ranked = yield from self._cycle_stage(pos, ranked)
            return ranked
        for depth in range(1, (MAX_DEPTH if n <= DEEP_PLAYERS else 1) + 1):
            deeper = []
            for val, over, m in ranked:
                if not over:
                    k, s, d = _internal(m, n)
                    pos.do(k, s, d)
                    val = yield from self._expect(pos, nxt, depth)
                    pos.undo(k, s, d)
                    if val is None:  # out of budget: this move stays unsearched at this depth
                        break
                deeper.append((val, over, m))
            if len(deeper) < min(2, len(ranked)):
                break  # too little searched to trust this depth over the last one
            deeper.sort(key=lambda x: -x[0])
            ranked = deeper + ranked[len(deeper) :]  # moves not reached keep the last depth's value
        return ranked

    def _cycle_stage(self, pos: Pos, ranked: list):
        """The best ``cycle_moves`` moves valued by playing out the cycle of rivals' turns that
        follows them (``_cycle``), best first; the others keep their static value below them."""
        played = []
        for val, over, m in ranked[: self.cycle_moves]:
            if not over:
                k, s, d = _internal(m, pos.n)
                pos.do(k, s, d)
                val = yield from self._cycle(pos)
                pos.undo(k, s, d)
                if val is None:  # out of budget: the moves from this one on keep their static value
                    break
            played.append((val, over, m))
        if len(played) < min(2, len(ranked)):
            return ranked  # too little played out to trust it over the static look
        played.sort(key=lambda x: -x[0])
        return played + ranked[len(played) :]

    def _cycle(self, pos: Pos):
        """My value after my move (made, and my turn counted) when every rival until my next roll
        replies as a medium that blocks its next seat would; None when the budget ran out. Over
        ``cycle_dice`` (the first rival's face and the face of the seat just before me in full,
        the seats between by a Latin square) each rival takes its own euro when its face allows,
        else makes that medium's move; at my roll the leaf. The medium is the model because
        blocking the next seat is the block that pays: the last chance to stop it before it rolls."""
        total, dice = 0.0, cycle_dice(pos.n - 1)
        for faces in dice:
            if self.nodes >= self.node_budget:
                return None
            total += yield from self._reply(pos, faces)
        return total / len(dice)

    def _reply(self, pos: Pos, faces: tuple):
        """``_cycle``'s value of one set of faces (index ``j`` for the ``j``-th rival after me), a
        generator that yields between rivals; the position is given back as it came."""
        me, n = self.seat, pos.n
        made, turns, value = [], 0, None
        try:
            mover = (me + 1) % n
            for index in faces:
                face = FACES[index]
                own = pos.finishing_coins(mover)
                if own and (face == ANY or (face and COINS.index(face) in own)):
                    value = self._mine[mover]  # every player takes its own exact euro
                    break
                pos.pass_turn()
                turns += 1
                move = None if face == 0 else self._medium_reply(pos, mover, face)
                if move is not None:  # else a 0, or nothing of the value can move
                    pos.do(*move)
                    made.append(move)
                    winner = pos.exact_after(*move, mover)
                    if winner >= 0:
                        value = self._mine[winner]
                        break
                mover = (mover + 1) % n
                if self.nodes - self._yielded >= YIELD_EVERY:
                    self._yielded = self.nodes
                    yield None
            if value is None:
                value = self._leaf(pos, me)
        finally:
            for move in reversed(made):
                pos.undo(*move)
            pos.pass_turn(-turns)
        return value

    def _medium_reply(self, pos: Pos, mover: int, face) -> tuple | None:
        """The (k, src, dst) a medium at ``mover`` blocking its next seat makes with ``face``: the
        medium's own ``medium_score``, but ties to the first move where ``_medium`` draws from its
        rng (a model must not use up the hard player's random numbers)."""
        best, best_score = None, -1e9
        for k in range(len(COINS)) if face == ANY else (COINS.index(face),):
            for move in pos.moves(k):
                self.nodes += 1
                score = medium_score(pos, *move, mover, True)
                if score > best_score:
                    best, best_score = move, score
        return best

    def _leaf(self, pos: Pos, first: int) -> float:
        """My game-win chance: the round race weighted by what each round winner means to me and
        what a round that goes on is worth (``_going_on``)."""
        self.nodes += 1
        going_on = self._going_on(pos)
        value = self._race_value(pos, first, going_on)
        long = 0.0 if pos.open_race() else pos.fade(LONG_ROUND)
        if long and first != self.seat:  # a long round: my chance as if I rolled first
            value = (1.0 - long) * value + long * self._race_value(pos, self.seat, going_on)
        return value

    def _race_value(self, pos: Pos, first: int, going_on: float) -> float:
        """The race from ``first`` weighted by what each round winner means to me."""
        probs, stay = pos.race(first)
        return sum(p * m for p, m in zip(probs, self._mine)) + stay * going_on

    def _going_on(self, pos: Pos) -> float:
        """What a round that goes on is worth to me: in an open race a fair lottery; else (two
        players, or the round limit) a fair lottery early, the worst round winner for me once the
        fade is through, and in a long round falling on to nothing."""
        if pos.open_race():  # what ends rounds there is the medium's moves (``_plays_as_medium``)
            return self._fair
        fade = pos.fade()
        return ((1.0 - fade) * self._fair + fade * self._worst) * (1.0 - pos.fade(LONG_ROUND))

    def _euro_value(self, pos: Pos, winner: int, mover: int) -> float:
        """What a euro taken now is worth to me. Without a round limit, one I hand over with my
        own move is never worth more than the round going on: late in a long round I may leave a
        rival a chance to end it, but I do not give the euro away myself."""
        value = self._mine[winner]
        if mover == self.seat and winner != mover and pos.fades:
            value = min(value, self._going_on(pos))
        return value

    def _expect(self, pos: Pos, mover: int, depth: int):
        """My expected value when ``mover`` rolls next and answers; None when the budget ran out.

        Opponents answer with the move that is worst for me, I with my best; the 0 face
        (or a value with no move) passes. ``depth`` counts the turns still searched.
        """
        pos.pass_turn()  # the mover's turn is used up
        try:
            value = yield from self._expect_turn(pos, mover, depth)
        finally:
            pos.pass_turn(-1)
        return value

    def _expect_turn(self, pos: Pos, mover: int, depth: int):
        """``_expect`` once the mover's turn is counted (``pos.left``: the turns after it)."""
        me, n = self.seat, pos.n
        after = (mover + 1) % n
        sign = 1.0 if mover == me else -1.0
        last = pos.left == 0  # the round's turn limit ends it after this turn
        own = pos.finishing_coins(mover) if mover != me and pos.fades else ()
        best_per_value: list = []
        for k in range(len(COINS)):
            if k in own:  # every player takes its own exact euro
                best_per_value.append(self._mine[mover])
                continue
            best = None
            for k2, s, d in pos.moves(k):
                if self.nodes >= self.node_budget:
                    return None
                pos.do(k2, s, d)
                winner = pos.exact_after(k2, s, d, mover)
                if winner < 0 and last:
                    winner = pos.closest(after)
                if winner >= 0:
                    val = self._euro_value(pos, winner, mover)
                elif depth > 1:
                    val = yield from self._expect(pos, after, depth - 1)
                else:
                    val = self._leaf(pos, after)
                pos.undo(k2, s, d)
                if val is None:
                    return None
                if best is None or sign * val > sign * best:
                    best = val
            best_per_value.append(best)
            if self.nodes - self._yielded >= YIELD_EVERY:
                self._yielded = self.nodes
                yield None
        if last:
            stay = self._mine[pos.closest(after)]
        elif depth > 1:
            stay = yield from self._expect(pos, after, depth - 1)
            if stay is None:
                return None
        else:
            stay = self._leaf(pos, after)
        options = [self._mine[mover]] if own else [b for b in best_per_value if b is not None]
        total = stay + (max(options, key=lambda v: sign * v) if options else stay)  # the 0 and the ?
        for b in best_per_value:
            total += stay if b is None else b
        return total / N_FACES


def _key(state: ExactlyState) -> tuple:
    return (state.piles, state.bank, state.seat, state.euros, state.turns)


def _internal(move: tuple, n: int) -> tuple[int, int, int]:
    _, v, s, d = move
    return COINS.index(v), (n if s == BANK else s), (n if d == BANK else d)


def _euro_winner(state: ExactlyState, move: tuple) -> int:
    """The seat a move would hand a euro to (-1: nobody), by the rules' two-piles decision."""
    _, v, s, d = move
    seat = state.seat
    tot = state.totals
    hit_s = s != BANK and tot[s] - v == EXACT
    hit_d = d != BANK and tot[d] + v == EXACT
    if (hit_s and s == seat) or (hit_d and d == seat):
        return seat
    if hit_d:
        return d
    return s if hit_s else -1


def make_agent(rules, seat: int, level: str, seed: int = 0, **kw) -> ExactlyAgent:
    return ExactlyAgent(rules, seat, level, seed, **kw)
