"""Number Chains computer players and the fast mutable position they search.

The rules' immutable state is right for the app but too slow for search, so
the computer players copy it into ``Pos``: a flat board list, per-seat chip
bitmasks (bit c = chip c), Sohtar chain breaks as bitmasks, running chain
values, and make/unmake. Swaps are not searched (they are decided at the root).
"""

from __future__ import annotations

import math

from game.ai.base import Agent
from game.rules.chains import LIVE_RAYS, N_SQUARES, ChainsState, sohtar_fits

WIN = 10_000.0
SOHTAR_MINUS = 3.0  # Sohtar: weight of one minus point ...
SOHTAR_STEP = 1.0  # ... and of each chip still missing to reach 6 (heuristic only)
POTENTIAL = 0.6  # value of a chip on the board that would extend a chain
GAP = 1.2  # extra value of a chip on the board that would join two chains


def tri(n: int) -> int:
    return n * (n + 1) // 2 if n >= 2 else 0


TRI = tuple(tri(n) for n in range(64))  # tri(n) looked up (the search's hot loops; a chain is at most 48)


def sohtar_cost(n: int) -> float:
    return 0.0 if n >= 6 else SOHTAR_MINUS + SOHTAR_STEP * (6 - n)


def run_lengths(mask: int, breaks: int = 0) -> list[int]:
    """Lengths of the runs of set bits in ``mask`` (split where ``breaks`` has bit k: k | k+1)."""
    out = []
    c = 1
    length = 0
    while c <= 48:
        if mask >> c & 1:
            length += 1
            if breaks >> c & 1:
                out.append(length)
                length = 0
        elif length:
            out.append(length)
            length = 0
        c += 1
    if length:
        out.append(length)
    return out


class Pos:
    """Mutable search position. ``turn`` is the seat to move; ``val[s]`` the running chain value."""

    __slots__ = (
        "board",
        "star",
        "n",
        "turn",
        "masks",
        "breaks",
        "val",
        "sohtar",
        "onboard",
        "left",
        "stack",
        "totals",
        "scoring",
        "where",
    )

    def __init__(self, board, star, n, turn, masks, breaks, scoring, totals):
        self.board = list(board)
        self.star = star
        self.n = n
        self.turn = turn
        self.masks = list(masks)
        self.breaks = list(breaks)
        self.scoring = scoring
        self.sohtar = scoring == "sohtar"
        self.totals = list(totals)
        self.onboard = 0
        self.left = 0
        for chip in self.board:
            if chip:
                self.onboard |= 1 << chip
                self.left += 1
        self.stack: list = []
        self.val = [self.value_from_scratch(s) for s in range(n)]

    @classmethod
    def from_state(cls, state: ChainsState) -> Pos:
        n = state.players
        masks = []
        breaks = []
        for s in range(n):
            m = 0
            for c in state.held[s]:
                if not (state.pending and s == state.to_move and c == state.pending):
                    m |= 1 << c
            masks.append(m)
            b = 0
            for _lo, hi in state.chains[s]:
                if m >> (hi + 1) & 1:
                    b |= 1 << hi
            breaks.append(b)
        totals = state.totals if state.scoring == "tournament" else (0,) * n
        turn = state.to_move if state.to_move >= 0 else 0
        return cls(state.board, state.star, n, turn, masks, breaks, state.scoring, totals)

    # --- values ------------------------------------------------------------------
    def value_from_scratch(self, s: int) -> float:
        lengths = run_lengths(self.masks[s], self.breaks[s])
        if self.sohtar:
            return -sum(sohtar_cost(n) for n in lengths)
        return float(sum(tri(n) for n in lengths))

    def gain(self, s: int, chip: int) -> float:
        """Change of seat s's chain value if it took ``chip`` (Sohtar: best assignment)."""
        m = self.masks[s]
        lo = 0
        k = chip - 1
        if self.sohtar:
            br = self.breaks[s]
            while m >> k & 1 and (lo == 0 or not br >> k & 1):
                lo += 1
                k -= 1
            hi = 0
            k = chip + 1
            while m >> k & 1:
                hi += 1
                if br >> k & 1:
                    break
                k += 1
            if not lo and not hi:
                return -sohtar_cost(1)
            return max(sohtar_cost(x) - sohtar_cost(x + 1) for x in (lo, hi) if x)
        while m >> k & 1:
            lo += 1
            k -= 1
        hi = 0
        k = chip + 1
        while m >> k & 1:
            hi += 1
            k += 1
        return float(TRI[lo + 1 + hi] - TRI[lo] - TRI[hi])

    def potential(self, s: int) -> float:
        m = self.masks[s]
        ob = self.onboard
        if self.sohtar:
            return POTENTIAL * ((((m << 1) | (m >> 1)) & ob).bit_count())
        near = ((m << 1) | (m >> 1)) & ob
        gaps = (m << 1) & (m >> 1) & ob
        return POTENTIAL * near.bit_count() + GAP * gaps.bit_count()

    def seat_score(self, s: int) -> float:
        return self.val[s] + self.totals[s] + self.potential(s)

    def evaluate(self, me: int) -> float:
        """Heuristic value for seat ``me``: own score minus the best opponent's (paranoid)."""
        if self.left == 0:
            return self.terminal(me)
        mine = self.seat_score(me)
        if self.n == 1:
            return mine
        # the best opponent's seat_score, inlined (the search's leaves: the same sums, cheaper)
        ob, val, totals, masks = self.onboard, self.val, self.totals, self.masks
        best = -math.inf
        for o in range(self.n):
            if o == me:
                continue
            m = masks[o]
            near = ((m << 1) | (m >> 1)) & ob
            if self.sohtar:
                score = val[o] + totals[o] + POTENTIAL * near.bit_count()
            else:
                score = (
                    val[o]
                    + totals[o]
                    + (POTENTIAL * near.bit_count() + GAP * ((m << 1) & (m >> 1) & ob).bit_count())
                )
            if score > best:
                best = score
        return mine - best

    def terminal(self, me: int) -> float:
        """Exact value of a finished deal for seat ``me``."""
        n = self.n
        if self.scoring == "standard":
            keys = [tuple(sorted((x for x in run_lengths(m) if x >= 2), reverse=True)) for m in self.masks]
            best = max(keys[o] for o in range(n) if o != me) if n > 1 else ()
            sign = 1 if keys[me] > best else (0 if keys[me] == best else -1)
            return sign * WIN + 0.01 * (self.val[me] - max(self.val[o] for o in range(n) if o != me))
        if self.scoring == "tournament":
            pts = [self.val[s] + self.totals[s] for s in range(n)]
        else:
            pts = [
                -SOHTAR_MINUS * sum(1 for x in run_lengths(self.masks[s], self.breaks[s]) if x < 6)
                for s in range(n)
            ]
        if n == 1:
            return pts[me]
        return pts[me] - max(pts[o] for o in range(n) if o != me)

    # --- moves ---------------------------------------------------------------------
    def targets(self) -> list[int]:
        board = self.board
        out = []
        for ray in LIVE_RAYS[self.star]:
            for sq in ray:
                if board[sq]:
                    out.append(sq)
                    break
        if out:
            return out
        return [i for i in range(N_SQUARES) if board[i]]

    def choices(self, chip: int) -> tuple[int, ...]:
        """Sohtar assignment choices for the mover: (-1, 1) if the chip fits two chains, else (0,)."""
        if self.sohtar:
            m = self.masks[self.turn]
            if m >> (chip - 1) & 1 and m >> (chip + 1) & 1:
                return (-1, 1)
        return (0,)

    def moves_by_gain(self) -> list[tuple[int, int]]:
        """``moves``, the mover's biggest chain gain first (ties in ``moves``' order): the
        search's order."""
        moves = self.moves()
        if len(moves) > 1:
            turn, board, gain = self.turn, self.board, self.gain
            moves.sort(key=lambda m: -gain(turn, board[m[0]]))
        return moves

    def moves(self) -> list[tuple[int, int]]:
        if not self.sohtar:  # every chip has the one choice 0 (``choices``)
            return [(sq, 0) for sq in self.targets()]
        out = []
        board = self.board
        for sq in self.targets():
            for ch in self.choices(board[sq]):
                out.append((sq, ch))
        return out

    def make(self, sq: int, choice: int, chip: int = 0) -> None:
        """Take the chip on ``sq`` (sq -1: add the already-lifted ``chip``), then pass the turn."""
        s = self.turn
        if sq >= 0:
            chip = self.board[sq]
            self.board[sq] = 0
            self.onboard &= ~(1 << chip)
            self.left -= 1
        old_star = self.star
        old_val = self.val[s]
        old_breaks = self.breaks[s]
        if sq >= 0:
            self.star = sq
        if self.sohtar:
            if choice == -1:  # join the lower chain: split from the upper one
                self.breaks[s] |= 1 << chip
            elif choice == 1:
                self.breaks[s] |= 1 << (chip - 1)
            if choice:
                self.masks[s] |= 1 << chip
                self.val[s] = self.value_from_scratch(s)
            else:
                self.val[s] = old_val + self.gain(s, chip)
                self.masks[s] |= 1 << chip
        else:
            self.val[s] = old_val + self.gain(s, chip)
            self.masks[s] |= 1 << chip
        self.stack.append((sq, chip, old_star, old_val, old_breaks))
        self.turn = (s + 1) % self.n

    def unmake(self) -> None:
        sq, chip, old_star, old_val, old_breaks = self.stack.pop()
        s = (self.turn - 1) % self.n
        self.turn = s
        self.masks[s] &= ~(1 << chip)
        self.val[s] = old_val
        self.breaks[s] = old_breaks
        self.star = old_star
        if sq >= 0:
            self.board[sq] = chip
            self.onboard |= 1 << chip
            self.left += 1


def random_playout(pos: Pos, rng) -> None:
    """Play random moves to the end of the deal (mutates ``pos``; used by benchmarks and tests)."""
    while pos.left:
        moves = pos.moves()
        sq, ch = moves[int(rng.random() * len(moves))]
        pos.make(sq, ch)


# --- the computer players ----------------------------------------------------------

# The hard level's budget is counted in search nodes only, so its choice depends only on the state
# and its seed: the same seed gives the same game on any machine, however busy or slow (there is no
# wall-time cap: a cap that fired made the choice depend on the clock). 8 000 nodes: natively 21.7 /
# 23.7 / 27.2 ms CPU (median / p95 / max, 912 decisions of whole 2-4 player games against medium,
# bench/chains_decisions.py); in Pyodide 50 / 99 / 120 ms at the 254 positions of
# bench/chains_coach.py (2.2-2.4x native): the browser's 100 ms at the median and the p95, a little
# over at the slowest. Fewer would be weaker: 5 000 nodes scored 47.8% ± 5.7 and 4 000 nodes 44.2%
# ± 5.6 against 8 000 (`python -m bench.chains --budgets 5000,4000`: 300 two-player games each,
# seats swapped); 6 000 nodes beat medium 80.6% of the time.
HARD_NODES = 8_000
YIELD_EVERY = 16  # search nodes between yields: ~0.2 ms natively, ~1 ms in the browser
REPLY = 0.8  # medium: weight of the best immediate gain the move hands to the next player
DENY = 0.5  # medium: weight of the chain gain the taken chip would have given an opponent
EASY_MARGIN = 12.0  # easy: moves this far below the best are "obvious blunders"
SWAP_RESERVE = 6.0  # value of an unused swap chip at the start of a deal (falls to 0 at the end)


class _Timeout(Exception):
    pass


class ChainsAgent(Agent):
    """Easy: random but no obvious blunders. Medium: one ply plus the reply it opens up.
    Hard: iterative-deepening alpha-beta (paranoid with 3-4 players) with exact endgames."""

    def __init__(self, rules, seat, level, seed=0, node_budget=None):
        super().__init__(rules, seat, level, seed)
        self.node_budget = HARD_NODES if node_budget is None else node_budget
        self.nodes = 0
        self.yield_at = YIELD_EVERY  # ``_ab`` yields once ``nodes`` reaches it
        self.last_depth = 0
        self.exact = False
        # the coach's table of what searches proved: (position, depth) -> (lower, upper bound, best
        # move). None for a computer player. ``_ab`` records into it; it reads it back only when
        # ``probe`` is set (``exact_values``), so a search that records counts the same nodes,
        # cuts off in the same places and returns the same values as one that does not.
        self.tt: dict | None = None
        self.probe = False
        self.root_order: list | None = None  # the root moves as the last complete depth ordered them

    def think(self, state: ChainsState):
        if state.phase == "swap":
            action = yield from self._think_swap(state)
            return action
        pos = Pos.from_state(state)
        root, to_action = _root(state, pos)
        if len(set(to_action.values())) == 1:
            return next(iter(to_action.values()))
        if self.level == "hard":
            best = yield from self._search_root(pos, root, state.to_move)
        else:
            scored = yield from self._one_ply(pos, root, state.to_move)
            if self.level == "medium":
                top = max(v for v, _ in scored)
                best = self.rng.choice([m for v, m in scored if v >= top - 1e-9])
            else:
                top = max(v for v, _ in scored)
                best = self.rng.choice([m for v, m in scored if v >= top - EASY_MARGIN])
        return to_action[(best[0], best[1])]

    # --- medium and easy -----------------------------------------------------------
    def _one_ply(self, pos: Pos, root, me: int):
        out = []
        others = [o for o in range(pos.n) if o != me]
        for i, (sq, ch, chip) in enumerate(root):
            taken = pos.board[sq] if sq >= 0 else chip
            denied = max((pos.gain(o, taken) for o in others), default=0.0)
            pos.make(sq, ch, chip)
            v = pos.evaluate(me) + DENY * max(denied, 0.0)
            if pos.left:
                nxt = pos.turn
                board = pos.board
                reply = max(pos.gain(nxt, board[t]) for t in pos.targets())
                v += REPLY * reply if nxt == me else -REPLY * reply
            pos.unmake()
            out.append((v, (sq, ch, chip)))
            if i % 4 == 3:
                yield
        return out

    # --- hard ------------------------------------------------------------------------
    def _count(self, budget: int) -> None:
        """Start counting a search's nodes from 0, to stop at ``budget``."""
        self.nodes, self.yield_at, self.node_budget = 0, YIELD_EVERY, budget

    def _search_root(self, pos: Pos, root, me: int):
        self._count(self.node_budget)
        order = list(root)
        scored = yield from self._one_ply(pos, order, me)
        scored.sort(key=lambda t: -t[0])
        order = [m for _, m in scored]
        self.root_order = order  # this search's, from its first depth on
        best = order[0]
        self.last_depth = 1
        self.exact = False
        depth = 2
        horizon = pos.left + (1 if root[0][0] < 0 else 0)
        while True:
            try:
                values = []
                alpha = -math.inf
                for m in order:
                    pos.make(*m)
                    v = yield from self._ab(pos, depth - 1, alpha, math.inf, me)
                    pos.unmake()
                    values.append((v, m))
                    alpha = max(alpha, v)
            except _Timeout:
                break
            values.sort(key=lambda t: -t[0])  # stable: ties keep the previous order
            order = [m for _, m in values]
            self.root_order = order
            best = order[0]
            self.last_depth = depth
            if depth >= horizon:
                self.exact = True
                break
            depth += 1
        return best

    def _ab(self, pos: Pos, depth: int, alpha: float, beta: float, me: int):
        if depth == 1:
            return self._ab1(pos, alpha, beta, me)
        self.nodes += 1
        if self.nodes % YIELD_EVERY == 0 and self.nodes >= self.node_budget:
            raise _Timeout
        if self.nodes >= self.yield_at:
            self.yield_at = self.nodes + YIELD_EVERY
            yield
        if pos.left == 0:
            return pos.terminal(me)
        if depth == 0:
            return pos.evaluate(me)
        turn = pos.turn
        moves = pos.moves_by_gain()
        tt = self.tt
        if tt is not None:
            key = (pos.onboard, pos.star, turn, *pos.masks, *pos.breaks, depth)
            known = tt.get(key)
            if known is not None and self.probe:
                lower, upper, first = known
                if lower >= beta:
                    return lower
                if upper <= alpha or lower == upper:
                    return upper
                alpha, beta = max(alpha, lower), min(beta, upper)
                if first in moves:  # what was best here before, first (values do not change)
                    moves.remove(first)
                    moves.insert(0, first)
            window = alpha, beta
        best = None
        maximise = turn == me
        value = -math.inf if maximise else math.inf
        for m in moves:
            pos.make(*m)
            if depth == 2:
                v = self._ab1(pos, alpha, beta, me)
            else:
                v = yield from self._ab(pos, depth - 1, alpha, beta, me)
            pos.unmake()
            if maximise:
                if v > value:
                    value, best = v, m
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
            elif v < value:
                value, best = v, m
                if v < beta:
                    beta = v
                    if alpha >= beta:
                        break
        if tt is not None:
            tt[key] = _bounds(known, value, window, best)
        return value

    def _ab1(self, pos: Pos, alpha: float, beta: float, me: int) -> float:
        """``_ab`` at depth 1, whose children are leaves, as a plain function: most of the search's
        nodes are these and their leaves, and a generator each would cost more than the node. It
        never yields (``_ab`` above it yields every ``YIELD_EVERY`` nodes or so); it counts the same
        nodes, cuts off in the same places and stops at the same budget. The leaves' values come
        one by one (``_made_leaves``, or ``_scored_leaves`` where no take ends the deal)."""
        nodes = self.nodes + 1
        budget = self.node_budget
        if nodes % YIELD_EVERY == 0 and nodes >= budget:
            self.nodes = nodes
            raise _Timeout
        if pos.left == 0:
            self.nodes = nodes
            return pos.terminal(me)
        if not pos.sohtar and pos.left > 1:
            leaves = _scored_leaves(pos, me)
        else:
            leaves = _made_leaves(pos, pos.moves_by_gain(), me)
        maximise = pos.turn == me
        value = -math.inf if maximise else math.inf
        for v in leaves:
            nodes += 1
            if nodes % YIELD_EVERY == 0 and nodes >= budget:
                self.nodes = nodes
                raise _Timeout
            if maximise:
                if v > value:
                    value = v
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
            elif v < value:
                value = v
                if v < beta:
                    beta = v
                    if alpha >= beta:
                        break
        self.nodes = nodes
        return value

    # --- swaps -------------------------------------------------------------------------
    def _think_swap(self, state: ChainsState):
        scored, reserve = yield from self._swap_scores(state)
        if not scored:
            return ("no_swap",)
        if self.level == "easy":
            helpful = [a for _, own, a in scored if own > 0]
            if helpful and self.rng.random() < 0.3:
                return self.rng.choice(helpful)
            return ("no_swap",)
        gain, _, action = max(scored, key=lambda t: t[0])
        return action if gain > reserve else ("no_swap",)

    def _swap_scores(self, state: ChainsState):
        """([(gain in evaluation, gain in own chains, swap)], reserve): what each swap is worth
        and what keeping the swap chip for later is worth (a generator)."""
        me = state.to_move
        pos = Pos.from_state(state)
        actions = self.rules.legal_actions(state)
        swaps = [a for a in actions if a[0] == "swap"]
        if not swaps:
            return [], 0.0
        base = pos.evaluate(me)
        base_val = pos.val[me]
        scored = []
        for i, (_, mine, other, theirs) in enumerate(swaps):
            saved = (pos.masks[me], pos.masks[other], pos.val[me], pos.val[other])
            pos.masks[me] = (pos.masks[me] & ~(1 << mine)) | (1 << theirs)
            pos.masks[other] = (pos.masks[other] & ~(1 << theirs)) | (1 << mine)
            pos.val[me] = pos.value_from_scratch(me)
            pos.val[other] = pos.value_from_scratch(other)
            scored.append((pos.evaluate(me) - base, pos.val[me] - base_val, swaps[i]))
            pos.masks[me], pos.masks[other], pos.val[me], pos.val[other] = saved
            if i % 16 == 15:
                yield
        reserve = 0.0 if pos.left < state.players else SWAP_RESERVE * pos.left / 48
        return scored, reserve

    # --- every move's value (the coach) -------------------------------------------------
    def exact_values(self, pos: Pos, root, me: int, depth: int, node_budget: int, top: int | None = None):
        """Every root move with its value searched to ``depth`` with the full window, in the order
        iterative deepening from depth 2 would leave them (a generator): [(value, root move)].
        With ``top``, only the moves at least as good as the ``top``-th of that list (the same
        moves, values and order; ties with it included, so the hard player's choice is there):
        a move is searched only as far as it takes to prove it below the ``top`` best found so
        far, in the order the hard search left the moves (``root_order``), best first.

        That order is by the value at ``depth``, ties by the value one depth less, and so on down
        to ``evaluate`` after the move and then the order of ``root``; only moves still tied are
        searched at the shallower depths. Run after ``_search_root`` with ``tt`` set, the
        bounds it proved at the same depths cut this search short (the values stay exact: a
        bound is only ever used for what it proves). If half of ``node_budget`` does not
        suffice, the other half deepens from depth 2 and the last depth it completes counts (so
        at most ``node_budget`` nodes in all); ``last_depth`` is the depth of the values (0:
        none, ``evaluate`` only, as below depth 2).
        """
        if self.tt is None:
            self.tt = {}
        self.probe = True
        while pos.stack:  # moves a search that ran out left made
            pos.unmake()
        static = {}
        for m in root:
            pos.make(*m)
            static[m] = pos.evaluate(me)
            pos.unmake()
        values = {1: static}  # depth -> {root move: value}

        def value_at(k: int, group, top: int | None = None):
            """The values at depth k of ``group``; with ``top``, of at least the ``top`` best and
            every move tied with the last of them (the others: below them, left out)."""
            got = values.setdefault(k, {})
            if top is not None:
                group = sorted(group, key=hard_rank.__getitem__)
            for m in group:
                if m not in got:
                    alpha = -math.inf
                    if top is not None:
                        found = sorted((got[x] for x in group if x in got), reverse=True)
                        if len(found) >= top:  # a value at or above the top-th best is exact
                            alpha = math.nextafter(found[top - 1], -math.inf)
                    pos.make(*m)
                    v = yield from self._ab(pos, k - 1, alpha, math.inf, me)
                    pos.unmake()
                    if v > alpha:
                        got[m] = v
            return got

        def ranked(k: int, group, top: int | None = None):
            """``group`` (in root order) by the values at depth k, ties by depth k - 1, ...
            (with ``top``: the moves ``value_at`` kept, which include its first ``top``)"""
            got = static
            if k >= 2:
                got = yield from value_at(k, group, top)
            out = sorted((m for m in group if m in got), key=lambda m: -got[m])
            if k > 1:
                i = 0
                while i < len(out):
                    j = i + 1
                    while j < len(out) and got[out[j]] == got[out[i]]:
                        j += 1
                    if j - i > 1:
                        tied = sorted(out[i:j], key=index.__getitem__)
                        out[i:j] = yield from ranked(k - 1, tied)
                    i = j
            return out

        index = {m: i for i, m in enumerate(root)}
        hard_rank = {m: i for i, m in enumerate(self.root_order or root)}
        self._count(node_budget // 2)
        last, order = 0, sorted(root, key=lambda m: -static[m])
        if depth >= 2:
            try:
                order = yield from ranked(depth, list(root), top)
                last = depth
            except _Timeout:  # the position is left mid-search; the values stored are whole
                while pos.stack:
                    pos.unmake()
                self.node_budget = node_budget  # the other half: deepen from 2, keep the last depth done
                for k in range(2, depth):
                    try:
                        yield from value_at(k, root)
                    except _Timeout:
                        while pos.stack:
                            pos.unmake()
                        break
                    last = k
                if last:
                    order = yield from ranked(last, list(root))  # every value it reads is known
        self.last_depth = last
        if top is not None and len(order) > top:  # those at least as good as the top-th
            floor = values[last][order[top - 1]] if last else static[order[top - 1]]
            order = [m for m in order if (values[last][m] if last else static[m]) >= floor]
        return [(values[last][m] if last else static[m], m) for m in order]

    def score_moves(self, state: ChainsState, node_budget: int, max_depth: int | None = None):
        """Every root move with its search value, best first: [(value, action)] (a generator).

        Unlike ``_search_root`` each root move is searched with the full window, so every
        value is exact at the depth reached (not only a bound); deepening stops at the
        horizon or when ``node_budget`` nodes are spent (the last complete depth counts).
        Swaps are valued as ``_think_swap`` values them (gain against the reserve).
        ``max_depth``: deepen no further (the coach stops at the hard player's depth).
        """
        if state.phase == "swap":
            scored, reserve = yield from self._swap_scores(state)
            out = [(gain, action) for gain, _, action in scored] + [(reserve, ("no_swap",))]
            return sorted(out, key=lambda t: -t[0])
        me = state.to_move
        pos = Pos.from_state(state)
        root, to_action = _root(state, pos)
        self._count(node_budget)
        values = []
        for m in root:
            pos.make(*m)
            values.append((pos.evaluate(me), m))
            pos.unmake()
        values.sort(key=lambda t: -t[0])
        horizon = pos.left + (1 if root[0][0] < 0 else 0)
        if max_depth is not None:
            horizon = min(horizon, max_depth)
        depth = 2
        while depth <= horizon:
            try:
                deeper = []
                for _, m in values:
                    pos.make(*m)
                    deeper.append(((yield from self._ab(pos, depth - 1, -math.inf, math.inf, me)), m))
                    pos.unmake()
            except _Timeout:  # the position is left mid-search; it is not used again
                break
            deeper.sort(key=lambda t: -t[0])
            values = deeper
            self.last_depth = depth
            depth += 1
        self.root_values = values  # [(value, root move)]: which chain a two-chain chip joins
        return [(v, to_action[(m[0], m[1])]) for v, m in values]


def _bounds(known, value: float, window: tuple[float, float], best) -> tuple[float, float, tuple]:
    """What a fail-soft search of ``window`` that returned ``value`` proves, joined with what was
    ``known`` (lower, upper, best move): at most ``value`` if it failed low, at least if high,
    else exactly ``value``."""
    lower, upper = (known[0], known[1]) if known is not None else (-math.inf, math.inf)
    if value <= window[0]:
        upper = min(upper, value)
    elif value >= window[1]:
        lower = max(lower, value)
    else:
        lower = upper = value
    return lower, upper, best


def _made_leaves(pos: Pos, moves, me: int):
    """Each move's leaf value, made and unmade in turn (``ChainsAgent._ab_leaves``)."""
    make, unmake = pos.make, pos.unmake
    for sq, ch in moves:
        make(sq, ch)
        v = pos.terminal(me) if pos.left == 0 else pos.evaluate(me)
        unmake()
        yield v


def _scored_leaves(pos: Pos, me: int):
    """The leaf values of the mover's takes outside Sohtar where no take ends the deal, best
    gain first as ``_ab`` orders them: each ``evaluate`` worked out from the chip's ``gain``
    without making the move (the same sums in the same order, so the same values). The other
    seats' chains do not change with the take, only the chips next to them on the board."""
    s = pos.turn
    board, masks, val, totals, n = pos.board, pos.masks, pos.val, pos.totals, pos.n
    scored = [(pos.gain(s, board[sq]), sq) for sq in pos.targets()]
    if len(scored) > 1:
        scored.sort(key=lambda t: -t[0])
    onboard = pos.onboard
    ms, base_s = masks[s], val[s]
    others = []  # (seat, its val + total, board chips next to its chains, ... that fill a gap)
    for o in range(n):
        if o != s:
            m = masks[o]
            others.append(
                (o, val[o] + totals[o], ((m << 1) | (m >> 1)) & onboard, (m << 1) & (m >> 1) & onboard)
            )
    for g, sq in scored:
        bit = 1 << board[sq]
        ob = onboard & ~bit
        m = ms | bit
        # Pos.seat_score of the mover after the take, then of every other seat
        score = (
            base_s
            + g
            + totals[s]
            + (
                POTENTIAL * (((m << 1) | (m >> 1)) & ob).bit_count()
                + GAP * ((m << 1) & (m >> 1) & ob).bit_count()
            )
        )
        mine, best = (score, -math.inf) if s == me else (0.0, score)
        for o, base, near, gaps in others:
            score = base + (POTENTIAL * (near & ~bit).bit_count() + GAP * (gaps & ~bit).bit_count())
            if o == me:
                mine = score
            elif score > best:
                best = score
        yield mine if n == 1 else mine - best


def _root(state: ChainsState, pos: Pos):
    """The root moves of a search ((square, choice, chip); square -1 for a Sohtar assignment)
    and the rules' action of each."""
    if state.phase == "assign":
        fits = sohtar_fits(state.chains[state.to_move], state.pending)
        root = [(-1, -1, state.pending), (-1, 1, state.pending)]
        return root, {(-1, -1): ("assign", fits[0]), (-1, 1): ("assign", fits[1])}
    root = [(sq, ch, 0) for sq, ch in pos.moves()]
    return root, {(sq, ch): ("take", sq) for sq, ch, _ in root}


def make_agent(rules, seat: int, level: str, seed: int = 0, **kwargs) -> ChainsAgent:
    """A Number Chains computer player; ``node_budget`` tunes the hard level."""
    return ChainsAgent(rules, seat, level, seed, **kwargs)
