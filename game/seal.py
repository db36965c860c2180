"""Sealed dice: a game against the computer commits to its seed before the first roll.

A new game's seed is ``2**128 + secrets.randbits(128)`` (``new_seed``): 128 bits from the
operating system's CSPRNG (in the browser, ``crypto.getRandomValues``; docs/bylink.md says how),
so its hash cannot be inverted by trying every seed, as it could for the 30-bit seeds of earlier
versions. A game with a computer seat whose seed has those 128 bits is *sealed*: its seal

    seal = SHA-256("dicechips/seal/" + decimal seed), in hex

is fixed when the game is made, and the log's first lines show its first 8 hex digits
("Dice sealed: 7F3A 91C2"). The k-th chance outcome of the game is the rules' ``sample_chance``
drawn from ``random.Random(f"{seed}:{k}")`` (``game/session.py``; Python seeds a ``Random`` from
a str by SHA-512 of its UTF-8 bytes, so a seed of any size gives one well-defined generator).
At the end the seed is revealed, and ``check`` recomputes the seal and replays every roll from it.
The formula and a stand-alone check: ``docs/fair-dice.md``. Pure Python: no pygame, no I/O.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
import secrets
from dataclasses import dataclass

SEALED_FROM = 1 << 128  # seeds from here on are drawn by ``new_seed``; smaller ones are never sealed
_TAG = "dicechips/seal/"
_HEX = re.compile(r"[0-9a-f]{64}")


def new_seed() -> int:
    """A fresh seed with 128 random bits (a 39-digit number; the top bit marks it as one of these)."""
    return SEALED_FROM + secrets.randbits(128)


def seal_of(seed: int) -> str:
    """The seal of ``seed``: SHA-256 of ``"dicechips/seal/" + str(seed)``, 64 hex digits."""
    return hashlib.sha256(f"{_TAG}{seed}".encode("ascii")).hexdigest()


def fingerprint(seal: str) -> str:
    """What the log shows of a seal: its first 8 hex digits in two groups ("7F3A 91C2")."""
    return f"{seal[:4]} {seal[4:8]}".upper()


def sealable(seats, seed: int) -> bool:
    """A game is sealed when a computer plays in it and its seed has the 128 random bits."""
    return any(seat.is_ai for seat in seats) and seed >= SEALED_FROM


def valid_seal(value) -> bool:
    return isinstance(value, str) and _HEX.fullmatch(value) is not None


def _same(value) -> str:
    """A JSON value as text (a tuple and the list it is saved as read the same)."""
    return json.dumps(value, sort_keys=True)


@dataclass(frozen=True)
class Check:
    """What "Check the dice" found: ``ok``, the rolls checked, and where it failed (0-based roll)."""

    ok: bool
    rolls: int
    problem: str = ""  # "": none; "seal": the seed's seal is not the one shown; "roll"; "damaged"
    roll: int = -1  # the first roll that did not come from the seed ("roll")


def check(data: dict, shown: str | None = None) -> Check:
    """Check a game as saved (``Session.to_dict``): its seed has its seal (``shown``, the seal
    shown when the game began, if given; else the one saved with it), and every roll in its log is
    the one ``Random(f"{seed}:{k}")`` gives. Never raises for any JSON value."""
    from game import games  # the rules replay the game; imported here so the formula above stands alone

    try:
        seed, seal, log = data["seed"], shown or data.get("sealed"), data["log"]
        if type(seed) is not int or not valid_seal(seal) or not isinstance(log, list):
            return Check(False, 0, "damaged")
        if seal_of(seed) != seal:
            return Check(False, 0, "seal")
        rules = games.rules_for(data["game"])
        state = rules.initial_state(rules.validate_config(data["config"]), seed)
        k = 0
        for kind, _seat, value in log:
            if kind == "a":
                state, _ = rules.apply(state, rules.action_from_json(value))
                continue
            drawn = rules.sample_chance(state, random.Random(f"{seed}:{k}"))
            if _same(rules.outcome_to_json(drawn)) != _same(value):
                return Check(False, k, "roll", k)
            state, _ = rules.apply_chance(state, drawn)
            k += 1
        return Check(True, k)
    except Exception:  # noqa: BLE001 - anything unusable in a save is a damaged game, never a crash
        return Check(False, 0, "damaged")
