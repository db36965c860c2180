"""Number Chains: move the star in a line, take the first chip, build runs of numbers.

Our version of Sid Sackson's *Nummerus Zahlus* (spec: rules/chains.md). There are
no chance nodes: every deal of a series is shuffled from ``(seed, game index)``
with a local ``random.Random``, so a game is ``config + seed + actions``.

Variants (config keys):
  ``scoring``  "standard" (longest chains, ties cancel), "tournament" (n(n+1)/2
               per chain, totals over a series) or "sohtar" (single chips are
               chains, chains never merge, fewest minus points wins);
  ``series``   games in a tournament series (1..20; only with tournament scoring);
  ``swap``     swap chips (2 each with up to 3 players, 1 each with 4).
Decided combinations: swap + Sohtar is a ConfigError (in Sohtar every chip is in
a chain, so nothing could ever be swapped); a series > 1 needs tournament scoring;
one player is solitaire and always plays Sohtar without swaps or series (options
that do not apply to a player count are normalised away, not refused).

A turn: ("take", square) -> in Sohtar, when the chip fits two chains, ("assign",
lowest number of the chain to join) -> with swaps, ("swap", own, seat, chip) or
("no_swap",) when a swap is possible. ``scores`` during play: standard -> a tuple
of chain lengths per seat, longest first; tournament -> series total including
the running deal; Sohtar -> minus points if the deal ended now.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.rules.base import (
    TERMINAL,
    Action,
    ConfigError,
    Event,
    Explanation,
    GameRules,
    IllegalAction,
    Option,
    Outcome,
    StateError,
    read_ints,
    read_list,
    state_corrupt,
)

# --- board geometry --------------------------------------------------------

ROW_LENGTHS = (3, 5, 7, 7, 5, 7, 7, 5, 3)
WIDTH = 7
N_SQUARES = 49
N_CHIPS = 48
SQUARES: tuple[tuple[int, int], ...] = tuple(
    (r, c) for r, n in enumerate(ROW_LENGTHS) for c in range((WIDTH - n) // 2, (WIDTH - n) // 2 + n)
)
SQUARE_INDEX: dict[tuple[int, int], int] = {sq: i for i, sq in enumerate(SQUARES)}
# N, NE, E, SE, S, SW, W, NW as (d_row, d_col)
DIRECTIONS: tuple[tuple[int, int], ...] = (
    (-1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
)


def square_index(row: int, col: int) -> int:
    """The index of board square (row, col); KeyError if it is off the board."""
    return SQUARE_INDEX[(row, col)]


def _ray(start: int, dr: int, dc: int) -> tuple[int, ...]:
    """Squares in one direction, stopping at the first cell off the board (the notch rule)."""
    r, c = SQUARES[start]
    out = []
    while True:
        r, c = r + dr, c + dc
        i = SQUARE_INDEX.get((r, c))
        if i is None:
            return tuple(out)
        out.append(i)


# RAYS[square][direction] -> squares in order of distance
RAYS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(_ray(i, dr, dc) for dr, dc in DIRECTIONS) for i in range(N_SQUARES)
)
# the same rays without empty ones, for fast move generation
LIVE_RAYS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(tuple(r for r in rays if r) for rays in RAYS)

SCORINGS = ("standard", "tournament", "sohtar")
PHASES = ("move", "assign", "swap", "over")
MAX_SERIES = 20


def line_targets(board, star: int) -> list[int]:
    """The first chip in each of the 8 lines from ``star`` (may be empty)."""
    out = []
    for ray in LIVE_RAYS[star]:
        for sq in ray:
            if board[sq]:
                out.append(sq)
                break
    return out


# --- chains and scoring ------------------------------------------------------


def runs_of(chips) -> list[tuple[int, int]]:
    """Maximal runs of consecutive numbers as (low, high), singles included, ascending."""
    out: list[tuple[int, int]] = []
    for c in sorted(chips):
        if out and out[-1][1] == c - 1:
            out[-1] = (out[-1][0], c)
        else:
            out.append((c, c))
    return out


def chains_of(chips) -> list[tuple[int, int]]:
    """Base-game chains: runs of two or more consecutive numbers, as (low, high)."""
    return [r for r in runs_of(chips) if r[1] > r[0]]


def chain_lengths(chips) -> tuple[int, ...]:
    """Base-game ranking key: chain lengths, longest first (tuples compare as the rule says)."""
    return tuple(sorted((hi - lo + 1 for lo, hi in chains_of(chips)), reverse=True))


def triangle(n: int) -> int:
    """Tournament points of a chain of n chips (singles score nothing)."""
    return n * (n + 1) // 2 if n >= 2 else 0


def tournament_points(chips) -> int:
    return sum(triangle(hi - lo + 1) for lo, hi in chains_of(chips))


def sohtar_minus(chains) -> int:
    """Sohtar count: chains of 6 or more are removed, every other chain is one minus point."""
    return sum(1 for lo, hi in chains if hi - lo + 1 < 6)


def in_chain(chips, chip: int) -> bool:
    """Whether ``chip`` belongs to a base-game chain of ``chips`` (then it cannot be swapped)."""
    s = set(chips)
    return chip in s and (chip - 1 in s or chip + 1 in s)


def sohtar_fits(chains, chip: int) -> list[int]:
    """Lowest numbers of the chains ``chip`` would extend (0, 1 or 2 of them), ascending."""
    out = []
    for lo, hi in chains:
        if hi == chip - 1 or lo == chip + 1:
            out.append(lo)
    return sorted(out)


def sohtar_join(chains, chip: int, choice: int | None) -> tuple[tuple[tuple[int, int], ...], tuple[int, int]]:
    """Add ``chip`` to the chain starting at ``choice`` (None: a new chain); returns (chains, joined)."""
    out = []
    joined = (chip, chip)
    for lo, hi in chains:
        if lo == choice:
            joined = (min(lo, chip), max(hi, chip))
            out.append(joined)
        else:
            out.append((lo, hi))
    if choice is None:
        out.append(joined)
    out.sort()
    return tuple(out), joined


# --- state -------------------------------------------------------------------


@dataclass(frozen=True)
class ChainsState:
    """One moment of a game (or series). Immutable; ``apply`` returns a new one.

    ``board[i]`` is the chip on square i (0 = empty); the star stands on the
    empty square ``star``. ``held[s]`` are seat s's chips (sorted, a pending
    Sohtar chip included); ``chains[s]`` seat s's Sohtar chains as (low, high)
    (empty tuples outside Sohtar). ``results`` holds one row per finished deal
    (per seat: tournament points, Sohtar minus points, or standard chain lengths);
    ``totals`` are tournament series totals (zeros otherwise).
    """

    players: int
    scoring: str
    swap: bool
    series: int
    seed: int
    game_index: int
    first_seat: int
    board: tuple[int, ...]
    star: int
    held: tuple[tuple[int, ...], ...]
    chains: tuple[tuple[tuple[int, int], ...], ...]
    swaps_left: tuple[int, ...]
    to_move: int
    phase: str
    pending: int
    takes: int
    turns: int
    totals: tuple[int, ...]
    results: tuple[tuple, ...]
    last_move: tuple = ()  # (seat, from, to) of the latest take, for highlighting

    @property
    def jump(self) -> bool:
        """True when no chip lies in line with the star, so any chip may be taken."""
        return self.phase == "move" and not line_targets(self.board, self.star)

    def config(self) -> dict:
        return {"players": self.players, "scoring": self.scoring, "series": self.series, "swap": self.swap}


def targets(state: ChainsState) -> list[int]:
    """Squares the star may move to now (same as the ``take`` actions), ascending."""
    if state.phase != "move":
        return []
    found = line_targets(state.board, state.star)
    if found:
        return sorted(found)
    return [i for i, chip in enumerate(state.board) if chip]


def is_jump(state: ChainsState) -> bool:
    return state.jump


def swap_eligible(state: ChainsState, seat: int) -> set[int]:
    """Chips of ``seat`` that an opponent may take with a swap (those not in a chain)."""
    chips = state.held[seat]
    s = set(chips)
    return {c for c in chips if c - 1 not in s and c + 1 not in s}


def swap_gain(held: tuple[int, ...], mine: int, theirs: int) -> int:
    """How much giving ``mine`` for ``theirs`` adds to your chains (tournament points: longer and more
    chains count more); 0 or less when the swap builds nothing for you."""
    after = tuple(sorted([c for c in held if c != mine] + [theirs]))
    return tournament_points(after) - tournament_points(held)


def useful_swaps(state: ChainsState) -> list[tuple[str, int, int, int]]:
    """The swaps the player to move could make that build a chain of theirs (the chip taken joins or
    lengthens one without breaking another); the scene asks about a swap only when there is one."""
    if state.phase != "swap":
        return []
    seat = state.to_move
    own = state.held[seat]
    return [
        ("swap", mine, other, theirs)
        for other in range(state.players)
        if other != seat
        for theirs in sorted(swap_eligible(state, other))
        for mine in own
        if swap_gain(own, mine, theirs) > 0
    ]


def swap_chips_per_player(players: int) -> int:
    return 1 if players >= 4 else 2


def first_seat_of_series(seed: int, players: int) -> int:
    return random.Random(f"chains/{seed}/first").randrange(players)


def deal(seed: int, game_index: int) -> tuple[tuple[int, ...], int]:
    """The shuffled board of deal ``game_index`` and the star square."""
    pieces = list(range(1, N_CHIPS + 1)) + [0]
    random.Random(f"chains/{seed}/deal/{game_index}").shuffle(pieces)
    return tuple(pieces), pieces.index(0)


def _deal_score(state: ChainsState, seat: int):
    if state.scoring == "tournament":
        return tournament_points(state.held[seat])
    if state.scoring == "sohtar":
        return sohtar_minus(state.chains[seat])
    return chain_lengths(state.held[seat])


class ChainsRules(GameRules):
    game_id = "chains"
    event_types = frozenset({"star_moved", "assigned", "swapped", "deal_over", "new_deal", "game_over"})
    min_players = 1
    max_players = 4
    schema_version = 1

    # --- configuration ---------------------------------------------------
    def options(self) -> tuple[Option, ...]:
        return (
            Option(
                "scoring",
                "chains.opt.scoring",
                SCORINGS,
                "standard",
                ("chains.opt.scoring.standard", "chains.opt.scoring.tournament", "chains.opt.scoring.sohtar"),
                min_players=2,
            ),
            Option(
                "series",
                "chains.opt.series",
                (1, 3, 5),
                1,
                ("chains.opt.series.1", "chains.opt.series.3", "chains.opt.series.5"),
                min_players=2,
                more=(2, 4, 7, 10),
            ),
            Option("swap", "chains.opt.swap", (False, True), False, ("chains.opt.off", "chains.opt.on"), 2),
        )

    def validate_config(self, config: dict) -> dict:
        if not isinstance(config, dict):
            raise ConfigError("config is not an object", "chains.err.config")
        players = config.get("players")
        if type(players) is not int or not 1 <= players <= 4:
            raise ConfigError(f"players must be 1..4, not {players!r}", "chains.err.players", min=1, max=4)
        if players == 1:  # solitaire: Sohtar scoring, no swaps, no series
            return {"players": 1, "scoring": "sohtar", "series": 1, "swap": False}
        scoring = config.get("scoring", "standard")
        if scoring not in SCORINGS:
            raise ConfigError(f"unknown scoring {scoring!r}", "chains.err.scoring")
        series = config.get("series", 1)
        if type(series) is not int or not 1 <= series <= MAX_SERIES:
            raise ConfigError(f"series must be 1..{MAX_SERIES}", "chains.err.series", max=MAX_SERIES)
        swap = config.get("swap", False)
        if type(swap) is not bool:
            raise ConfigError("swap must be true or false", "chains.err.config")
        if series > 1 and scoring != "tournament":
            raise ConfigError("a series needs tournament scoring", "chains.err.series_scoring")
        if swap and scoring == "sohtar":
            raise ConfigError("swap chips do not combine with Sohtar", "chains.err.swap_sohtar")
        return {"players": players, "scoring": scoring, "series": series, "swap": swap}

    # --- the game ------------------------------------------------------------
    def initial_state(self, config: dict, seed: int) -> ChainsState:
        cfg = self.validate_config(config)
        n = cfg["players"]
        first = first_seat_of_series(seed, n)
        return self._new_deal(cfg, int(seed), 0, first, (0,) * n, (), 0)

    def _new_deal(self, cfg: dict, seed: int, k: int, first0: int, totals, results, turns) -> ChainsState:
        n = cfg["players"]
        board, star = deal(seed, k)
        return ChainsState(
            players=n,
            scoring=cfg["scoring"],
            swap=cfg["swap"],
            series=cfg["series"],
            seed=seed,
            game_index=k,
            first_seat=(first0 + k) % n,
            board=board,
            star=star,
            held=((),) * n,
            chains=((),) * n,
            swaps_left=(swap_chips_per_player(n) if cfg["swap"] else 0,) * n,
            to_move=(first0 + k) % n,
            phase="move",
            pending=0,
            takes=0,
            turns=turns,
            totals=tuple(totals),
            results=tuple(results),
        )

    def current_player(self, state: ChainsState) -> int:
        return state.to_move

    def legal_actions(self, state: ChainsState) -> list[Action]:
        if state.phase == "move":
            return [("take", sq) for sq in targets(state)]
        seat = state.to_move
        if state.phase == "assign":
            return [("assign", lo) for lo in sohtar_fits(state.chains[seat], state.pending)]
        if state.phase == "swap":
            out: list[Action] = [("no_swap",)]
            own = state.held[seat]
            for other in range(state.players):
                if other == seat:
                    continue
                for theirs in sorted(swap_eligible(state, other)):
                    out.extend(("swap", mine, other, theirs) for mine in own)
            return out
        return []

    def apply(self, state: ChainsState, action: Action) -> tuple[ChainsState, list[Event]]:
        if not isinstance(action, tuple) or not action or not isinstance(action[0], str):
            raise IllegalAction(f"malformed action {action!r}", "chains.err.bad_action")
        if state.phase == "over":
            raise IllegalAction("the game is over", "chains.err.game_over")
        kind = action[0]
        if kind == "take":
            return self._take(state, action)
        if kind == "assign":
            return self._assign(state, action)
        if kind in ("swap", "no_swap"):
            return self._swap(state, action)
        raise IllegalAction(f"unknown action {kind!r}", "chains.err.bad_action")

    def _take(self, state: ChainsState, action: Action):
        if state.phase != "move":
            raise IllegalAction("finish the current turn first", "chains.err.wrong_phase")
        if len(action) != 2 or type(action[1]) is not int or not 0 <= action[1] < N_SQUARES:
            raise IllegalAction(f"malformed take {action!r}", "chains.err.bad_action")
        sq = action[1]
        if not state.board[sq]:
            raise IllegalAction("there is no chip on that square", "chains.err.no_chip")
        line = line_targets(state.board, state.star)
        if line and sq not in line:
            raise IllegalAction("the star cannot reach that chip", "chains.err.not_in_line")
        seat = state.to_move
        chip = state.board[sq]
        board = list(state.board)
        board[sq] = 0
        held = list(state.held)
        held[seat] = tuple(sorted(held[seat] + (chip,)))
        events: list[Event] = [
            {"type": "star_moved", "seat": seat, "from": state.star, "to": sq, "chip": chip, "jump": not line}
        ]
        chains = state.chains
        pending = 0
        phase = "move"
        if state.scoring == "sohtar":
            fits = sohtar_fits(chains[seat], chip)
            if len(fits) == 2:
                pending, phase = chip, "assign"
            else:
                mine, joined = sohtar_join(chains[seat], chip, fits[0] if fits else None)
                chains = _replace_at(chains, seat, mine)
                events.append({"type": "assigned", "seat": seat, "chip": chip, "chain": joined})
        new = ChainsState(
            state.players,
            state.scoring,
            state.swap,
            state.series,
            state.seed,
            state.game_index,
            state.first_seat,
            tuple(board),
            sq,
            tuple(held),
            chains,
            state.swaps_left,
            seat,
            phase,
            pending,
            state.takes + 1,
            state.turns,
            state.totals,
            state.results,
            (seat, state.star, sq),
        )
        if phase == "assign":
            return new, events
        return self._after_move(new, events)

    def _assign(self, state: ChainsState, action: Action):
        if state.phase != "assign":
            raise IllegalAction("there is no chip to assign", "chains.err.wrong_phase")
        seat = state.to_move
        fits = sohtar_fits(state.chains[seat], state.pending)
        if len(action) != 2 or action[1] not in fits:
            raise IllegalAction(
                f"{action!r} is not a chain the chip fits", "chains.err.bad_chain", options=fits
            )
        mine, joined = sohtar_join(state.chains[seat], state.pending, action[1])
        new = _with(state, chains=_replace_at(state.chains, seat, mine), pending=0, phase="move")
        events: list[Event] = [{"type": "assigned", "seat": seat, "chip": state.pending, "chain": joined}]
        return self._after_move(new, events)

    def _after_move(self, state: ChainsState, events: list[Event]):
        """After the star move (and Sohtar assignment): offer a swap, or end the turn."""
        seat = state.to_move
        if state.swaps_left[seat] > 0 and any(
            swap_eligible(state, o) for o in range(state.players) if o != seat
        ):
            return _with(state, phase="swap"), events
        return self._end_turn(state, events)

    def _swap(self, state: ChainsState, action: Action):
        if state.phase != "swap":
            raise IllegalAction("a swap is only possible right after your move", "chains.err.wrong_phase")
        seat = state.to_move
        if action[0] == "no_swap":
            if len(action) != 1:
                raise IllegalAction(f"malformed action {action!r}", "chains.err.bad_action")
            return self._end_turn(_with(state, phase="move"), [])
        if len(action) != 4 or not all(type(v) is int for v in action[1:]):
            raise IllegalAction(f"malformed swap {action!r}", "chains.err.bad_action")
        _, mine, other, theirs = action
        if state.swaps_left[seat] <= 0:
            raise IllegalAction("no swap chips left", "chains.err.no_swaps_left")
        if mine not in state.held[seat]:
            raise IllegalAction(f"{mine} is not your chip", "chains.err.not_own_chip", chip=mine)
        if not 0 <= other < state.players or other == seat:
            raise IllegalAction(f"seat {other} is not an opponent", "chains.err.bad_opponent")
        if theirs not in state.held[other]:
            raise IllegalAction(
                f"{theirs} is not that player's chip", "chains.err.not_their_chip", chip=theirs
            )
        if in_chain(state.held[other], theirs):
            raise IllegalAction(f"{theirs} is part of a chain", "chains.err.in_chain", chip=theirs)
        held = list(state.held)
        held[seat] = tuple(sorted([c for c in held[seat] if c != mine] + [theirs]))
        held[other] = tuple(sorted([c for c in held[other] if c != theirs] + [mine]))
        left = _replace_at(state.swaps_left, seat, state.swaps_left[seat] - 1)
        new = _with(state, held=tuple(held), swaps_left=left, phase="move")
        events: list[Event] = [
            {"type": "swapped", "seat": seat, "gave": mine, "took": theirs, "other": other}
        ]
        return self._end_turn(new, events)

    def _end_turn(self, state: ChainsState, events: list[Event]):
        turns = state.turns + 1
        if state.takes < N_CHIPS:
            return _with(
                state, to_move=(state.to_move + 1) % state.players, phase="move", turns=turns
            ), events
        # the deal is over
        n = state.players
        points = tuple(_deal_score(state, s) for s in range(n))
        results = state.results + (points,)
        totals = (
            tuple(t + p for t, p in zip(state.totals, points))
            if state.scoring == "tournament"
            else state.totals
        )
        events.append(
            {"type": "deal_over", "game_index": state.game_index, "points": points, "totals": totals}
        )
        if state.game_index + 1 < state.series:
            first0 = first_seat_of_series(state.seed, n)
            new = self._new_deal(
                state.config(), state.seed, state.game_index + 1, first0, totals, results, turns
            )
            events.append({"type": "new_deal", "game_index": new.game_index, "first_seat": new.first_seat})
            return new, events
        final = _with(state, to_move=TERMINAL, phase="over", turns=turns, totals=totals, results=results)
        events.append({"type": "game_over", "winners": self.outcome(final).winners})
        return final, events

    # --- results ---------------------------------------------------------------
    def scores(self, state: ChainsState) -> list:
        n = state.players
        if state.scoring == "tournament":
            if state.phase == "over":
                return list(state.totals)
            return [state.totals[s] + tournament_points(state.held[s]) for s in range(n)]
        return [_deal_score(state, s) for s in range(n)]

    def turn_count(self, state: ChainsState) -> int:
        return state.turns

    def ranking_keys(self, state: ChainsState) -> list:
        """Per seat a key where bigger is better; equal keys share a place."""
        if state.scoring == "tournament":
            return list(self.scores(state))
        if state.scoring == "sohtar":
            return [-m for m in self.scores(state)]
        return [chain_lengths(h) for h in state.held]

    DAILY_LOWER_IS_BETTER = True  # minus points

    def daily_beat(self, state: ChainsState, seat: int) -> Explanation:
        return Explanation("daily.beat.minus", {"n": self.scores(state)[seat]})

    def outcome(self, state: ChainsState) -> Outcome:
        keys = self.ranking_keys(state)
        n = state.players
        places = tuple(1 + sum(1 for o in range(n) if keys[o] > keys[s]) for s in range(n))
        scores = tuple(self.scores(state))
        if state.scoring == "tournament":
            details = tuple(tuple(row[s] for row in state.results) for s in range(n))
        elif state.scoring == "sohtar":
            details = tuple(
                tuple(sorted((hi - lo + 1 for lo, hi in state.chains[s]), reverse=True)) for s in range(n)
            )
        else:
            details = tuple(keys)
        return Outcome(places, scores, details, self._explain(state, keys))

    def _explain(self, state: ChainsState, keys: list) -> tuple[Explanation, ...]:
        """Why each seat ranks where it does: one sentence per neighbouring pair.

        Params ``a``/``b`` are seat indices (the scene puts names in before translating).
        """
        n = state.players
        if n == 1:
            minus = -keys[0]
            rating = f"chains.rating.{minus}" if minus <= 2 else "chains.rating.more"
            return (Explanation("chains.expl.solitaire", {"x": minus}), Explanation(rating, {}))
        order = sorted(range(n), key=lambda s: keys[s], reverse=True)
        out = []
        for a, b in zip(order, order[1:]):
            ka, kb = keys[a], keys[b]
            if state.scoring == "tournament":
                key = "chains.expl.points_tie" if ka == kb else "chains.expl.more_points"
                out.append(Explanation(key, {"a": a, "b": b, "x": ka, "y": kb}))
            elif state.scoring == "sohtar":
                key = "chains.expl.minus_tie" if ka == kb else "chains.expl.fewer_minus"
                out.append(Explanation(key, {"a": a, "b": b, "x": -ka, "y": -kb}))
            else:
                out.append(_explain_standard(a, b, ka, kb))
        return tuple(out)

    # --- serialization -----------------------------------------------------------
    def state_to_dict(self, state: ChainsState) -> dict:
        return {
            "game": self.game_id,
            "schema": self.schema_version,
            "config": state.config(),
            "seed": state.seed,
            "game_index": state.game_index,
            "first_seat": state.first_seat,
            "board": list(state.board),
            "star": state.star,
            "held": [list(h) for h in state.held],
            "chains": [[list(c) for c in ch] for ch in state.chains],
            "swaps_left": list(state.swaps_left),
            "to_move": state.to_move,
            "phase": state.phase,
            "pending": state.pending,
            "takes": state.takes,
            "turns": state.turns,
            "totals": list(state.totals),
            "results": [[list(p) if isinstance(p, tuple) else p for p in row] for row in state.results],
            "last_move": list(state.last_move),
        }

    def validate_state(self, state: ChainsState) -> None:
        _validate(state)

    def build_state(self, d: dict) -> ChainsState:
        try:
            cfg = self.validate_config(d["config"])
        except ConfigError as exc:
            raise StateError(f"bad config: {exc}", "err.state_corrupt") from exc
        if cfg != d["config"]:
            raise StateError("config is not normalised", "err.state_corrupt")

        def ints(seq) -> tuple[int, ...]:
            return read_ints(seq, "a list of numbers")

        def pair(v) -> tuple[int, int]:
            t = ints(v)
            if len(t) != 2:
                raise StateError("a chain must be [low, high]", "err.state_corrupt")
            return t

        results = []
        for row in d["results"]:
            if not isinstance(row, list):
                raise StateError("results rows must be lists", "err.state_corrupt")
            results.append(tuple(ints(p) if isinstance(p, list) else p for p in row))
        for key in ("seed", "game_index", "first_seat", "star", "to_move", "pending", "takes", "turns"):
            if type(d[key]) is not int:
                raise StateError(f"{key} must be an integer", "err.state_corrupt")
        if not isinstance(d["held"], list) or not isinstance(d["chains"], list):
            raise StateError("held and chains must be lists", "err.state_corrupt")
        return ChainsState(
            players=cfg["players"],
            scoring=cfg["scoring"],
            swap=cfg["swap"],
            series=cfg["series"],
            seed=d["seed"],
            game_index=d["game_index"],
            first_seat=d["first_seat"],
            board=ints(d["board"]),
            star=d["star"],
            held=tuple(ints(h) for h in d["held"]),
            chains=tuple(tuple(pair(c) for c in read_list(ch, "chains")) for ch in d["chains"]),
            swaps_left=ints(d["swaps_left"]),
            to_move=d["to_move"],
            phase=d["phase"],
            pending=d["pending"],
            takes=d["takes"],
            turns=d["turns"],
            totals=ints(d["totals"]),
            results=tuple(results),
            last_move=ints(d.get("last_move", [])),
        )


def _validate(s: ChainsState) -> None:
    """Every invariant a real game keeps; anything else is a corrupt or edited save."""
    n = s.players
    if len(s.board) != N_SQUARES or any(not 0 <= c <= N_CHIPS for c in s.board):
        raise state_corrupt("board must hold 49 squares with chips 0..48")
    if not 0 <= s.star < N_SQUARES or s.board[s.star] != 0:
        raise state_corrupt("the star must stand on an empty square")
    if len(s.held) != n or len(s.chains) != n or len(s.swaps_left) != n or len(s.totals) != n:
        raise state_corrupt("per-seat lists have the wrong length")
    all_chips = [c for c in s.board if c] + [c for h in s.held for c in h]
    if sorted(all_chips) != list(range(1, N_CHIPS + 1)):
        raise state_corrupt("chips must be exactly 1..48 across board and players")
    if any(list(h) != sorted(h) for h in s.held):
        raise state_corrupt("held chips must be sorted")
    on_board = sum(1 for c in s.board if c)
    if s.takes != N_CHIPS - on_board:
        raise state_corrupt("take count does not match the board")
    if s.phase not in PHASES:
        raise state_corrupt(f"unknown phase {s.phase!r}")
    if not 0 <= s.game_index < s.series:
        raise state_corrupt("game index outside the series")
    first0 = first_seat_of_series(s.seed, n)
    if s.first_seat != (first0 + s.game_index) % n:
        raise state_corrupt("first seat does not follow from the seed")
    limit = swap_chips_per_player(n) if s.swap else 0
    if any(not 0 <= v <= limit for v in s.swaps_left):
        raise state_corrupt("swap chips out of range")
    if s.turns < 0:
        raise state_corrupt("negative turn count")
    if s.phase == "over":
        if s.to_move != TERMINAL or s.takes != N_CHIPS or s.game_index != s.series - 1:
            raise state_corrupt("a finished game must have every chip taken in its last deal")
        if len(s.results) != s.series:
            raise state_corrupt("results table has the wrong length")
    else:
        if len(s.results) != s.game_index:
            raise state_corrupt("results table has the wrong length")
        mover_takes = s.takes if s.phase == "move" else s.takes - 1
        if s.phase != "move" and s.takes == 0:
            raise state_corrupt("nothing was taken yet")
        if s.to_move != (s.first_seat + mover_takes) % n:
            raise state_corrupt("wrong seat to move")
        if s.phase == "move" and s.takes >= N_CHIPS:
            raise state_corrupt("a deal with every chip taken must be over")
    if s.phase == "swap":
        if s.swaps_left[s.to_move] <= 0:
            raise state_corrupt("swap phase without swap chips")
    for row in s.results:
        if len(row) != n:
            raise state_corrupt("results row has the wrong length")
        for p in row:
            if s.scoring == "standard":
                if not isinstance(p, tuple) or list(p) != sorted(p, reverse=True) or any(v < 2 for v in p):
                    raise state_corrupt("standard results must be chain lengths, longest first")
            elif type(p) is not int or p < 0:
                raise state_corrupt("deal points must be non-negative integers")
    if s.scoring == "tournament":
        sums = tuple(sum(row[i] for row in s.results) for i in range(n))
        if s.totals != sums:
            raise state_corrupt("series totals do not add up")
    elif any(s.totals):
        raise state_corrupt("totals are only kept in tournament scoring")
    if s.scoring == "sohtar":
        if (s.pending != 0) != (s.phase == "assign"):
            raise state_corrupt("a pending chip exists exactly in the assign phase")
        for seat in range(n):
            covered = []
            for lo, hi in s.chains[seat]:
                if lo > hi:
                    raise state_corrupt("chain low above high")
                covered.extend(range(lo, hi + 1))
            expected = [c for c in s.held[seat] if not (seat == s.to_move and c == s.pending)]
            if sorted(covered) != expected or list(s.chains[seat]) != sorted(s.chains[seat]):
                raise state_corrupt("Sohtar chains must cover the held chips exactly")
        if s.phase == "assign":
            if s.pending not in s.held[s.to_move] or len(sohtar_fits(s.chains[s.to_move], s.pending)) != 2:
                raise state_corrupt("the pending chip must fit two chains")
    elif s.pending or any(s.chains) or s.phase == "assign":
        raise state_corrupt("Sohtar data outside Sohtar scoring")
    if s.last_move:
        if len(s.last_move) != 3 or not all(0 <= v < N_SQUARES for v in s.last_move[1:]):
            raise state_corrupt("bad last move")
        if not 0 <= s.last_move[0] < n or s.last_move[2] != s.star:
            raise state_corrupt("bad last move")


def _replace_at(t: tuple, i: int, value) -> tuple:
    return t[:i] + (value,) + t[i + 1 :]


def _with(state: ChainsState, **changes) -> ChainsState:
    """A copy with some fields changed (a fast ``dataclasses.replace`` for this hot path)."""
    new = object.__new__(ChainsState)
    new.__dict__.update(state.__dict__)
    new.__dict__.update(changes)
    return new


def _explain_standard(a: int, b: int, ka: tuple, kb: tuple) -> Explanation:
    """E.g. "both have a chain of 4; the next chains decide: 4 beats 3"."""
    if ka == kb:
        if not ka:
            return Explanation("chains.expl.tie_none", {"a": a, "b": b})
        return Explanation("chains.expl.tie", {"a": a, "b": b, "chains": "+".join(map(str, ka))})
    i = 0
    while i < len(kb) and ka[i] == kb[i]:
        i += 1
    x = ka[i]
    y = kb[i] if i < len(kb) else 0
    if i == 0:
        if y == 0:
            return Explanation("chains.expl.only_chain", {"a": a, "b": b, "x": x})
        return Explanation("chains.expl.longer", {"a": a, "b": b, "x": x, "y": y})
    same = "+".join(map(str, ka[:i]))
    if y == 0:
        return Explanation("chains.expl.next_missing", {"a": a, "b": b, "same": same, "x": x})
    return Explanation("chains.expl.next_decides", {"a": a, "b": b, "same": same, "x": x, "y": y})


RULES = ChainsRules()
