"""Player names: one cleaning rule for every way a name comes in (setup, command line, saves).

A name must be drawable: valid Unicode without control or format characters
(NUL, lone surrogates, bidi overrides...), spaces normalised, at most
``MAX_NAME`` characters. Anything else is dropped, never an error.
"""

from __future__ import annotations

import unicodedata

MAX_NAME = 20


def _drawable(text: str) -> str:
    kept = []
    for ch in text:
        category = unicodedata.category(ch)
        if category[0] == "Z":
            kept.append(" ")  # any space or line break becomes one plain space
        elif category[0] != "C":  # Cc control, Cf format, Cs surrogate, Co private, Cn unassigned
            kept.append(ch)
    return "".join(kept)


def _marks_only(text: str) -> bool:
    return all(unicodedata.category(ch)[0] == "M" for ch in text)


def clean_name(text: object) -> str:
    """The drawable part of ``text`` ("" for non-strings or nothing drawable)."""
    if not isinstance(text, str):
        return ""
    name = " ".join(_drawable(text).split())
    if _marks_only(name):
        return ""  # combining marks alone draw nothing
    return name[:MAX_NAME].strip()


def typed(current: str, text: str, max_len: int) -> str:
    """A name field's text after ``text`` is typed (or pasted) onto ``current``: the same rule
    as ``clean_name``, but spaces stay where they are while the player is still typing.
    Marks with nothing to sit on (U+FE0F from an emoji picker, U+034F...) are dropped."""
    result = (current + _drawable(text))[:max_len]
    return "" if _marks_only(result) else result


def is_clean(text: object) -> bool:
    return isinstance(text, str) and clean_name(text) == text
