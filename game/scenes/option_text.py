"""Setup options in words: one value ("5,000 (standard)", "On") for Setup, and the recorded variant
key a personal best was set with (``session.variant_key``) for the statistics."""

from __future__ import annotations

from game import games
from game.i18n import number, tr


def value_text(opt, value) -> str:
    key = opt.choice_label_key(value)
    if key:
        return tr(key)
    if isinstance(value, bool):
        return tr("on") if value else tr("off")
    shown = number(value) if isinstance(value, int) else str(value)
    return tr("setup.custom", value=shown) if value in opt.more else shown


def variant_text(game_id: str, key: str) -> str:
    """ "limit=5000,bankruptcy=True" -> "Point limit: 5,000 (standard) · Bankruptcy: On" (unknown parts skipped)."""
    options = {o.key: o for o in games.rules_for(game_id).options()}
    parts = []
    for pair in key.split(","):
        name, _, raw = pair.partition("=")
        opt = options.get(name)
        if opt is None:
            continue
        value = next((v for v in (*opt.choices, *opt.more) if str(v) == raw), None)
        parts.append(f"{tr(opt.label_key)}: {value_text(opt, value) if value is not None else raw}")
    return " · ".join(parts)
