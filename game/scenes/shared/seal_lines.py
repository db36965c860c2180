"""The sealed dice in the game's log (game/seal.py): the seal when the game begins, the seed at
its end. Presentation never runs ahead: the seed's line is added only once the last roll has landed."""

from __future__ import annotations

from game import seal
from game.scenes.shared.log import Entry

SEALED, REVEALED = "seal.log.sealed", "seal.log.revealed"


def grouped(seed: int) -> str:
    """The seed's digits in groups of three, so a log line can wrap it ("340 282 366 …")."""
    digits = str(seed)
    head = len(digits) % 3 or 3
    return " ".join([digits[:head]] + [digits[i : i + 3] for i in range(head, len(digits), 3)])


def add_start(log, session) -> None:
    """ "Dice sealed: 7F3A 91C2", for a sealed game (the log's lines before the first move)."""
    if session.sealed is not None:
        log.add(Entry(SEALED, {"seal": seal.fingerprint(session.sealed)}))


def add_reveal(log, session) -> None:
    """The seed's line, once, when a sealed game is over (live play only: a rebuilt log, such as
    View board's, ends with the game's own last line)."""
    if session.sealed is None or not session.is_over:
        return
    if log.entries and log.entries[-1].key == REVEALED:
        return
    log.add(Entry(REVEALED, {"seed": grouped(session.seed), "seal": seal.fingerprint(session.sealed)}))
