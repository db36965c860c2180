"""The coach's words: an advice entry's reason, its value and a loss, in the player's language.

Shared by the coach panel (during play) and the review (after the game). Seat parameters become
names, Buttons colours their translated names, coin moves "50c from the bank to Ann".
"""

from __future__ import annotations

import importlib
import math

from game.coach import measure, percent
from game.i18n import has, language, number, tr
from game.rules.base import SEAT_PARAMS

DECIDED = 5000  # a "lead" this large means the search saw the deal decided (half game.ai.chains.WIN)
LINE = 40.0  # Buttons: a value this large holds a line of five (game.ai.buttons.WINDOW_VALUE[5])


def _decimal(value: float, digits: int = 1) -> str:
    text = f"{value:.{digits}f}"
    return text.replace(".", ",") if language() == "de" else text


def _signed(value: float) -> str:
    """+3.6, −2.0 (a real minus sign), ±0.0 (what rounds to zero)."""
    if abs(value) < 0.05:
        return "±" + _decimal(0.0)
    return ("+" if value > 0 else "−") + _decimal(abs(value))


def _params(entry, name_of) -> dict:
    params = {}
    for k, v in entry.params.items():
        if k in SEAT_PARAMS and isinstance(v, int):
            v = name_of(v)
        elif k.endswith("_key"):  # a word the reason names by its message key (a colour)
            k, v = k[: -len("_key")], tr(v)
        elif isinstance(v, int) and not isinstance(v, bool) and abs(v) >= 1000:
            v = number(v)  # one number format on a card: "Bank 1,500 now" beside "1,500 pts"
        params[k] = v
    return params


def reason_text(game_id: str, entry, name_of) -> str:
    """The entry's one short reason, led by the choice's name where the reason lacks it (a cell, a
    coin move: the game's ``game.coach.<id>.label``, if it has one)."""
    text = tr(entry.key, **_params(entry, name_of))
    label = getattr(importlib.import_module(f"game.coach.{game_id}"), "label", None)
    name = label(entry, name_of) if label is not None else ""
    return f"{name}: {text}" if name else text


def value_text(game_id: str, entry) -> str:
    """The entry's number as a player reads it: 595 pts, win 54%, 2.2 stars, lead +3.6."""
    v = entry.value
    if entry.unit == "win":  # a race (Farkle at 3+ players) is a duel, not the whole table's chance
        return tr("coach.unit.race" if measure(entry) == "race" else "coach.unit.win", value=percent(v))
    if entry.unit == "stars":
        if v <= -LINE:
            return tr("coach.unit.lost")  # opting out while another player has a line
        if v >= LINE:  # a line of five is the game, not 40 or 100 "stars"
            sure = entry.key.startswith(("coach.buttons.star", "coach.buttons.opt_out"))
            return tr("coach.unit.line" if sure else "coach.unit.line_reach")
        return tr("coach.unit.stars", value=_decimal(v, 2))
    if entry.unit == "score":
        return tr("coach.unit.score", value=_signed(v))
    if entry.unit == "lead":
        if abs(v) >= DECIDED:  # a decided deal, and its margin in chain points (WIN + margin / 100)
            margin = _signed(100 * (v - math.copysign(2 * DECIDED, v)))
            return tr("coach.unit.won_by" if v > 0 else "coach.unit.lost_by", value=margin)
        if v <= -0.05:
            return tr("coach.unit.behind", value=_decimal(-v))
        return tr("coach.unit.lead", value=_signed(v))
    if entry.unit == "turns":  # minus the expected turns to the goal, this one included
        return tr("coach.unit.goal") if v >= -1.0 else tr("coach.unit.turns", value=_decimal(-v, 2))
    need = entry.info.get("need")
    if need is not None and v >= need:
        return tr("coach.unit.goal")  # solo Farkle: this choice reaches the goal for sure
    return tr("coach.unit.points", value=number(round(v)))


def caption_key(game_id: str, entries) -> str:
    """What the numbers mean: the entries' own caption (``info["caption"]``), else the game's
    caption for the entries' unit where it has one (Farkle counts points, or the chance to win),
    else the game's caption."""
    if entries and entries[0].info.get("caption"):
        return entries[0].info["caption"]
    key = f"coach.caption.{game_id}"
    by_unit = f"{key}.{entries[0].unit}" if entries else key
    return by_unit if has(by_unit) else key


def loss_text(game_id: str, unit: str, amount: float) -> str:
    """How much a choice gave away against the coach's best, in the coach's unit."""
    if unit in ("win", "race"):  # race: the duel against the top rival (Farkle, 3+ players)
        if amount > 0.001:
            return tr(f"coach.loss.{unit}", value=max(1, round(100 * amount)))
        return tr(f"coach.loss.{unit}_small", value=_decimal(100 * amount))
    if unit == "stars":
        if amount >= LINE / 2:
            return tr("coach.loss.line")
        return tr("coach.loss.stars", value=_decimal(amount, 2))
    if unit == "lead":
        if amount >= DECIDED:
            return tr("coach.loss.deal")
        return tr("coach.loss.lead", value=_decimal(amount))
    if unit == "score":
        return tr("coach.loss.score", value=_decimal(amount))
    if unit == "turns":
        return tr("coach.loss.turns", value=_decimal(amount, 2))
    return tr("coach.loss.points", value=number(round(amount)))


def loss_words(game_id: str, best, chosen) -> str | None:
    """The Review's loss of ``chosen`` against ``best`` (two advice entries of one position) in
    the card's unit, or None where there is nothing to show: the same choice, no loss, or a loss
    too small for the two cards to read differently (both show "win 24%")."""
    amount = best.value - chosen.value
    if chosen.action == best.action or amount <= 0:
        return None
    if value_text(game_id, best) == value_text(game_id, chosen):
        return None
    if best.unit == "win" and min(best.value, chosen.value) >= 0.005:  # the difference of the cards
        amount = (round(100 * best.value) - round(100 * chosen.value)) / 100
    return loss_text(game_id, measure(best), amount)
