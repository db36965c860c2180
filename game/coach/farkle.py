"""Farkle advice: every choice valued by what the hard player maximises at this table.

``expected_points`` is always the turn's exact expected points (``game.ai.farkle.decide_value``:
after this choice the player keeps maximising them, banks only above 350, hot dice roll six
again, no bankruptcy) and ``farkle_chance`` the chance that the next roll scores nothing. The
``value`` (what the entries are ranked by) depends on the table, always the hard player's measure
or a stronger reading of it (``turn_measure``):

- two players with a win table: the chance to win the game (``game.ai.farkle_win``, exact model);
- the final round, any number of players: the chance to win from this turn on (pass the leader;
  every later seat gets one turn from six dice to pass you: ``FinalTurn``), played out exactly
  within the turn, where the hard player chases the leader one decision at a time;
- three to six players before the final round: the hard player's race against the leading
  opponent (its two-player table), and a bank that reaches the limit is worth the chance that no
  later seat passes it (``RaceTurn``; the caption says so);
- solo: the fewest expected turns to the goal, this one included (``FewestTurns``, exact: the
  value is minus the turns, so the best is first), for the limits with a table
  (``game.ai.farkle_solo``); at other limits the points the turn adds toward the goal (points past
  it count nothing), ``SoloTurn``;
- elsewhere (limits below every table): the expected points, as the hard player plays them.

Ties keep the more expected points first, as the hard player. Thought out in slices.
"""

from __future__ import annotations

import math
from dataclasses import replace

from game.ai import farkle_policy as P
from game.ai.farkle import decide_value, reach_probability, roll_value
from game.ai.farkle_solo import expected_turns, turns_after
from game.ai.farkle_win import TurnValues, farkle_chance, option_set_steps, table_steps, win_chance_steps
from game.coach import Advice, percent
from game.rules.farkle import BANK_MIN, DECIDE, DICE, KEEP, START, score, scoring_subsets

SURE = 1e-3  # a later seat's chance to pass below this counts as none (the turn stops looking)
NEAR_GOAL = 3000  # solo: farther than this below the goal, a turn's points count in full


def _keep(state, keep, then: str) -> Advice:
    """Keep ``keep`` and then bank (``then`` "bank") or roll on ("roll"): one gesture on screen
    (select the dice, press Bank or Roll), so each is its own entry with its own number."""
    total = state.turn_total + score(keep)
    dice = len(state.roll) - len(keep) or DICE
    if then == "bank":
        key = "coach.farkle.keep_bank_all" if score(keep) == total else "coach.farkle.keep_bank"
        expected, chance = float(total), 0.0
    else:
        key, expected, chance = "coach.farkle.keep_roll", roll_value(total, dice), farkle_chance(dice)
    return Advice(
        ("keep", keep),
        expected,
        "points",
        key,
        {"points": score(keep), "total": total, "dice": dice, "chance": percent(farkle_chance(dice))},
        expected_points=expected,
        farkle_chance=chance,
        info={"total": total, "dice": dice, "then": then},
    )


def _keeps(state, keep) -> list[Advice]:
    """A keep's entries: rolling on, and banking where the total after it may be banked."""
    total = state.turn_total + score(keep)
    return [_keep(state, keep, "roll")] + ([_keep(state, keep, "bank")] if total > BANK_MIN else [])


def _roll(state) -> Advice:
    dice = state.dice_to_roll
    expected = roll_value(state.turn_total, dice)
    return Advice(
        ("roll",),
        expected,
        "points",
        "coach.farkle.roll",
        {"dice": dice, "chance": percent(farkle_chance(dice))},
        expected_points=expected,
        farkle_chance=farkle_chance(dice),
        info={"total": state.turn_total, "dice": dice},
    )


def _bank(state) -> Advice:
    total = state.turn_total
    return Advice(
        ("bank",),
        float(total),
        "points",
        "coach.farkle.bank",
        {"total": total},
        expected_points=float(total),
        farkle_chance=0.0,
        info={"total": total, "dice": state.dice_to_roll},
    )


def _points_entries(rules, state) -> list[Advice]:
    if state.phase == KEEP:
        return [entry for action in rules.legal_actions(state) for entry in _keeps(state, action[1])]
    if state.phase in (DECIDE, START):
        out = [_roll(state)]
        if state.phase == DECIDE and state.turn_total > BANK_MIN:
            out.append(_bank(state))
        return out
    return []


# --- the measures ---------------------------------------------------------------------------
def _pass_chance(banked: int, later: tuple[int, ...]) -> float:
    """Chance that no later seat passes ``banked`` in its one last turn (from six dice)."""
    p = 1.0
    for total in later:
        p *= 1.0 - reach_probability(max(banked - total + P.STEP, BANK_MIN + P.STEP), DICE)
    return p


class PayoffTurn(TurnValues):
    """One turn whose bank pays ``payoff(banked total)`` and whose farkle pays 0, played to the
    best of bank and roll at every point (``settled``: banking there cannot be bettered)."""

    leader = 0  # not None: TurnValues then adds no first-roll bankruptcy term

    def __init__(self, mine: int):
        self.mine, self.farkle, self.t = mine, 0.0, None
        self._roll: dict[tuple[int, int], float] = {}

    def payoff(self, total: int) -> float:
        raise NotImplementedError

    def settled(self, turn_total: int) -> bool:
        raise NotImplementedError

    def bank(self, turn_total: int) -> float:
        return self.payoff(self.mine + turn_total)

    def decide(self, turn_total: int, dice: int) -> float:
        bank = self.bank(turn_total) if turn_total > BANK_MIN else -math.inf  # (solo values: minus turns)
        if turn_total > BANK_MIN and self.settled(turn_total):
            return bank
        return max(bank, self.roll(turn_total, dice))

    def _needs_roll(self, turn_total: int, dice: int) -> bool:
        return turn_total <= BANK_MIN or not self.settled(turn_total)


class FinalTurn(PayoffTurn):
    """The final round: banking at or below the leader loses (a tie with nobody after: half),
    past it wins unless a later seat passes it in its last turn."""

    def __init__(self, mine: int, leader: int, later: tuple[int, ...]):
        super().__init__(mine)
        self.top, self.later = leader, later

    def payoff(self, total: int) -> float:
        if total < self.top or (total == self.top and self.later):
            return 0.0
        return _pass_chance(total, self.later) * (0.5 if total == self.top else 1.0)

    def settled(self, turn_total: int) -> bool:
        total = self.mine + turn_total
        return total > self.top and all(reach_probability(total - t, DICE) < SURE for t in self.later)


class SoloTurn(PayoffTurn):
    """Solo: the points the turn adds toward the goal; the points optimum far below it."""

    def __init__(self, mine: int, limit: int):
        super().__init__(mine)
        self.need = limit - mine

    def payoff(self, total: int) -> float:
        return float(min(total, self.mine + self.need) - self.mine)

    def settled(self, turn_total: int) -> bool:
        return turn_total >= self.need

    def decide(self, turn_total: int, dice: int) -> float:
        if turn_total < self.need - NEAR_GOAL:
            return decide_value(turn_total, dice)
        return super().decide(turn_total, dice)

    def _needs_roll(self, turn_total: int, dice: int) -> bool:
        return turn_total >= self.need - NEAR_GOAL and super()._needs_roll(turn_total, dice)


class FewestTurns(PayoffTurn):
    """Solo with a table: minus the expected turns to the goal, this one included (fewer is better),
    exact (``game.ai.farkle_solo``): a bank to x costs this turn and E[x] more, a farkle this turn
    and E[banked], and the turn is played out on those costs at every roll, keep and bank."""

    def __init__(self, mine: int, limit: int, table: tuple[float, ...]):
        super().__init__(mine)
        self.limit, self.table = limit, table
        self.farkle = -1.0 - turns_after(table, limit, mine)

    def payoff(self, total: int) -> float:
        return -1.0 - turns_after(self.table, self.limit, total)

    def settled(self, turn_total: int) -> bool:
        return self.mine + turn_total >= self.limit

    def start(self) -> float:
        """The turn's start (its one choice, roll): the table's own value, first-roll
        bankruptcy included."""
        return -turns_after(self.table, self.limit, self.mine)


class RaceTurn(TurnValues):
    """Three to six players before the final round: the hard player's race against the leading
    opponent (the two-player table and its bank policy); a bank that reaches the limit is worth
    the chance that no later seat passes it, and there the turn takes the better of bank and roll."""

    def __init__(self, tbl, seat: int, mine: int, theirs: int, limit: int, later: tuple[int, ...]):
        super().__init__(tbl, seat, mine, theirs)
        self.limit, self.later = limit, later

    def _ending(self, turn_total: int) -> bool:
        return turn_total > BANK_MIN and self.mine + turn_total >= self.limit

    def _settled(self, turn_total: int) -> bool:
        total = self.mine + turn_total
        return all(reach_probability(total - t, DICE) < SURE for t in self.later)

    def bank(self, turn_total: int) -> float:
        if self.mine + turn_total >= self.limit:
            return _pass_chance(self.mine + turn_total, self.later)
        return super().bank(turn_total)

    def decide(self, turn_total: int, dice: int) -> float:
        if not self._ending(turn_total):
            return super().decide(turn_total, dice)
        if self._settled(turn_total):
            return self.bank(turn_total)
        return max(self.bank(turn_total), self.roll(turn_total, dice))

    def _needs_roll(self, turn_total: int, dice: int) -> bool:
        if self._ending(turn_total):
            return not self._settled(turn_total)
        return super()._needs_roll(turn_total, dice)


_MEASURES: dict = {}  # the last turns' measures (``turn_measure``)


def turn_measure(state):
    """(the turn's values, caption key) of the measure the coach ranks by, or (None, None): points.

    Kept for the turn: every decision of one turn (the coach's card, thinking ahead, the Review)
    reads the same values, which depend on nothing but the totals and the game's settings, and
    each fills in only what it adds (a measure's memo holds finished values only)."""
    key = (state.players, state.limit, state.bankruptcy, state.seat, tuple(state.totals), state.final_round)
    made = _MEASURES.get(key)
    if made is None:
        made = yield from _new_measure(state)
        if len(_MEASURES) >= 16:
            _MEASURES.clear()
        _MEASURES[key] = made
    return made


def _new_measure(state):
    seat, totals = state.seat, state.totals
    later = tuple(totals[seat + 1 :]) if state.final_round or state.players > 1 else ()
    if state.players == 1:
        table = expected_turns(state.limit, state.bankruptcy)
        if table is not None:
            return FewestTurns(totals[0], state.limit, table), "coach.caption.farkle.turns"
        return SoloTurn(totals[0], state.limit), "coach.caption.farkle.solo"
    if state.final_round:
        leader = max(t for s, t in enumerate(totals) if s != seat)
        return FinalTurn(totals[seat], leader, later), None
    tbl = yield from table_steps(state.limit, state.bankruptcy)
    if tbl is None:
        return None, None
    if state.players == 2:
        return TurnValues(tbl, seat, totals[seat], totals[1 - seat]), None
    role = 1 if seat == state.players - 1 else 0
    theirs = max(t for s, t in enumerate(totals) if s != seat)
    return RaceTurn(tbl, role, totals[seat], theirs, state.limit, later), "coach.caption.farkle.race"


# --- words --------------------------------------------------------------------------------------
def _bank_key(entry: Advice, values, state, prefix: str = "coach.farkle.bank") -> str:
    """A bank's reason says what banking does where it decides the game (``prefix``: the bank
    alone, or after a keep)."""
    total = state.totals[state.seat] + entry.info["total"]
    if state.players == 1:
        return f"{prefix}_goal" if total >= state.limit else prefix
    if state.final_round or total >= state.limit:
        bank = values.bank(entry.info["total"]) if values is not None else None
        if bank == 0.0:
            return f"{prefix}_short"
        if bank == 1.0:
            return f"{prefix}_wins"
    return prefix


def _worded(entry: Advice, values, state) -> Advice:
    if entry.action == ("bank",):
        key = _bank_key(entry, values, state)
        return replace(entry, key=key, params={**entry.params, "limit": state.limit})
    if entry.info.get("then") == "bank" and entry.key == "coach.farkle.keep_bank":
        key = _bank_key(entry, values, state, entry.key)
        return replace(entry, key=key, params={**entry.params, "limit": state.limit})
    return entry


def _keep_values(state, values):
    """Each keep's two halves valued by the measure: {(keep, "bank"/"roll"): value}, sliced."""
    for n in range(1, DICE + 1):
        yield from option_set_steps(n)
    out = {}
    for keep in scoring_subsets(state.roll):
        total, dice = state.turn_total + score(keep), len(state.roll) - len(keep) or DICE
        yield from values.fill_steps(total, dice)
        out[(("keep", keep), "roll")] = values.roll(total, dice)
        if total > BANK_MIN:
            out[(("keep", keep), "bank")] = values.bank(total)
    return out


def _kind(entry: Advice) -> str:
    """ "bank" or "roll": what the entry ends with (a keep then banks or rolls on)."""
    return entry.info.get("then") or entry.action[0]


def shown_first(entries: list[Advice], shown: int | None) -> list[Advice]:
    """The entries a card of ``shown`` rows shows, best first: the best ones, always with the best
    bank and the best roll among them where both are open (a card that showed only "keep …, roll
    on" rows would never put a number on banking now, or the other way round)."""
    if shown is None or len(entries) <= shown:
        return entries
    must = []
    for kind in ("bank", "roll"):
        best = next((e for e in entries if _kind(e) == kind), None)
        if best is not None:
            must.append(best)
    picked = {id(e) for e in must}
    for entry in entries:
        if len(picked) >= shown:
            break
        picked.add(id(entry))
    return [e for e in entries if id(e) in picked]


def steps(rules, state, shown: int | None = None):  # cheap enough to value every choice
    yield None
    entries = _points_entries(rules, state)
    values, caption = yield from turn_measure(state)
    if values is not None:
        if state.phase == KEEP:
            chances = yield from _keep_values(state, values)
        else:
            chances = {(a, None): v for a, v in (yield from win_chance_steps(state, values))}
        if state.phase == START and not isinstance(values, PayoffTurn) and values.t.shift > 0:
            # a table read squeezed (limits above 10,000): the turn's one choice is worth the
            # table's chance at the start of the turn, closer to play-outs than a turn played on it
            chances[(("roll",), None)] = values.t.win(values.seat, values.mine, values.theirs)
        if state.phase == START and isinstance(values, FewestTurns):
            chances[(("roll",), None)] = values.start()
        unit = "turns" if isinstance(values, FewestTurns) else "points" if state.players == 1 else "win"
        info = {"caption": caption} if caption else {}
        if isinstance(values, RaceTurn):  # not the chance to win: the Review's losses say so too
            info["measure"] = "race"
        if isinstance(values, SoloTurn):
            info["need"] = values.need  # reaching it reads "reaches the goal"
        entries = [
            replace(e, value=chances[(e.action, e.info.get("then"))], unit=unit, info={**e.info, **info})
            for e in entries
        ]
    entries = [_worded(e, values, state) for e in entries]
    # best first by the measure; equal values: more expected points first, as the hard player
    return shown_first(sorted(entries, key=lambda e: (-e.value, -e.expected_points)), shown)
