"""How fast a computer's turn plays, so that watching it stays short (issue 18: at normal speed at most
1.5 s a turn in Exactly!, 3 s in Star Rows, 2 s elsewhere) and every step stays followable.

A computer's steps play faster than the speed setting says (the same animations, only brisker;
a human's own steps keep their pace), and a long turn (Farkle's hot dice, a Buttons run of many
rolls) speeds up further once it has used part of its budget (the fields below). Counted in frame
time, so a turn takes the same on any machine; the computer's thinking overlaps its pause before
the move (``ComputerTurns.drive_agent``, game/scenes/computers.py).

Brisk never means unreadable (issue 30): the result of every step (a landed roll, a placement, a
move) stays on screen, still, for ``hold`` seconds at normal speed before a computer's next decision
moves anything, so a turn of many steps outlasts the budget (seven Farkle throws about seven
seconds); "Skip to my turn", a tap or the speed setting shorten it. A choice shown before its
result (Star Rows' reroll: the dice to throw again lift) is held the same way
(``ComputerTurns.hold_wait``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True)
class Pace:
    budget: float = 2.0  # seconds at normal speed a computer's whole turn should take at most
    boost: float = 1.0  # a computer's steps play this much faster than the speed setting
    soft: float = 0.5  # fraction of the budget after which a long turn speeds up further ...
    double: float = 0.15  # ... doubling every this fraction of the budget ...
    most: float = 4.0  # ... up to this many times the boost
    hold: float = 0.5  # seconds at normal speed the result of each step stays on screen, at least

    def factor(self, elapsed: float) -> float:
        """The speed factor for a computer's turn that has been on screen ``elapsed`` seconds."""
        over = elapsed - self.soft * self.budget
        if over <= 0:
            return self.boost
        doublings = over / (self.double * self.budget)
        if doublings >= math.log2(self.most):  # also a turn left on screen for hours (a card waiting)
            return self.boost * self.most
        return self.boost * 2.0**doublings
