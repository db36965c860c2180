"""A finished game's outcome in words: a score, a detail or a why, with names and numbers in the
player's language (the results screen, the share box and the code card)."""

from __future__ import annotations

from game.i18n import counted_by, number, tr
from game.rules.base import SEAT_PARAMS, Explanation


def detail_text(detail, names=()) -> str:
    """Outcome details may be a message (Explanation), a sequence of numbers or plain text."""
    if isinstance(detail, Explanation):
        count = counted_by(detail.key)
        params = {}
        for k, v in detail.params.items():
            if k in SEAT_PARAMS and isinstance(v, int) and 0 <= v < len(names):
                v = names[v]
            elif isinstance(v, int) and not isinstance(v, bool) and k != count:
                v = number(v)  # 2,300 / 2.300; the count stays a number so it can pick one/other
            params[k] = v
        return tr(detail.key, **params)
    if isinstance(detail, tuple | list):
        return " · ".join(str(d) for d in detail) if detail else "–"
    if isinstance(detail, int) and not isinstance(detail, bool):
        return number(detail)
    return "" if detail is None else str(detail)
