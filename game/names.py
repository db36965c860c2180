"""Player names: one cleaning rule for every way a name comes in (setup, command line, saves).

A name must be drawable: valid Unicode without control or format characters
(NUL, lone surrogates, bidi overrides...), spaces normalised, at most
``MAX_NAME`` characters. Anything else is dropped, never an error.
"""

from __future__ import annotations

import unicodedata

MAX_NAME = 20


def clean_name(text: object) -> str:
    """The drawable part of ``text`` ("" for non-strings or nothing drawable)."""
    if not isinstance(text, str):
        return ""
    kept = []
    for ch in text:
        category = unicodedata.category(ch)
        if category[0] == "Z":
            kept.append(" ")  # any space or line break becomes one plain space
        elif category[0] != "C":  # Cc control, Cf format, Cs surrogate, Co private, Cn unassigned
            kept.append(ch)
    name = " ".join("".join(kept).split())
    if all(unicodedata.category(ch)[0] == "M" for ch in name):
        return ""  # combining marks alone draw nothing
    return name[:MAX_NAME].strip()


def is_clean(text: object) -> bool:
    return isinstance(text, str) and clean_name(text) == text
