"""The message catalog: every UI string goes through ``tr(key, **params)``.

Catalogs live in ``game/locale/*.py``; each module defines ``EN`` and ``DE``
dicts (one module per area, so a game brings its own strings). A test checks
that both languages have exactly the same keys and the same ``{placeholders}``.

Counted messages have two forms, ``key.one`` and ``key.other``. Scene code picks
one with ``trn(key, count)``. A key that arrives from the rules (an explanation
with, say, ``{turns}``) is counted by the parameter a locale module names in its
``COUNTED`` dict (``{"<game>.detail": "turns"}``), so ``tr(key, **params)``
picks the form and the rules stay free of grammar.
"""

from __future__ import annotations

import importlib
import string

LANGUAGES = ("en", "de")

_catalog: dict[str, dict[str, str]] = {}
_counted: dict[str, str] = {}  # counted key -> the parameter that holds its count
_lang = "en"


def locale_modules() -> tuple[str, ...]:
    """The shared strings and one module per game in ``GAME_IDS`` (a game brings its own strings)."""
    from game.games import GAME_IDS

    return ("common", "share", "backup", "bylink", "daily", "dice", *GAME_IDS, "coach")


def load_catalog() -> dict[str, dict[str, str]]:
    """Merge every locale module; a key defined twice is a bug."""
    merged: dict[str, dict[str, str]] = {lang: {} for lang in LANGUAGES}
    for name in locale_modules():
        mod = importlib.import_module(f"game.locale.{name}")
        for lang in LANGUAGES:
            table = getattr(mod, lang.upper())
            clash = merged[lang].keys() & table.keys()
            if clash:
                raise KeyError(f"message keys defined twice: {sorted(clash)[:5]}")
            merged[lang].update(table)
    return merged


def load_counted() -> dict[str, str]:
    """Every locale module's ``COUNTED``: key -> name of the parameter that counts."""
    merged: dict[str, str] = {}
    for name in locale_modules():
        merged.update(getattr(importlib.import_module(f"game.locale.{name}"), "COUNTED", {}))
    return merged


def catalog() -> dict[str, dict[str, str]]:
    global _catalog, _counted
    if not _catalog:
        _catalog = load_catalog()
        _counted = load_counted()
    return _catalog


def set_language(lang: str) -> None:
    global _lang
    _lang = lang if lang in LANGUAGES else "en"


def language() -> str:
    return _lang


def counted_by(key: str) -> str | None:
    """The parameter that picks a counted key's form (None for a plain key)."""
    catalog()
    return _counted.get(key)


def has(key: str) -> bool:
    return key in catalog()["en"] or key in _counted


def tr(key: str, **params) -> str:
    """Translate ``key`` into the current language; a missing key shows itself."""
    table = catalog()
    text = table[_lang].get(key) or table["en"].get(key)
    if text is None and key in _counted:
        return trn(key, params.pop(_counted[key], 0), **params)
    if text is None:
        return key
    if params:
        try:
            return text.format(**params)
        except (KeyError, IndexError, ValueError):
            return text
    return text


def trn(key: str, count: int, **params) -> str:
    """A counted phrase: ``key.one`` when ``count`` is 1, else ``key.other``.

    English and German share this rule (one form for exactly 1, one for every
    other number, 0 included), so a counted message defines both keys in both
    catalogs and gets ``{count}`` filled in.
    """
    catalog()
    form = "one" if count == 1 else "other"
    counter = _counted.get(key, "count")
    return tr(f"{key}.{form}", **{counter: count}, **params)


def number(value: int) -> str:
    """A whole number the way the current language writes it: 5,000 in English, 5.000 in German."""
    text = f"{int(value):,}"
    return text.replace(",", ".") if _lang == "de" else text


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def language_from_locale(locale_name: str | None) -> str:
    """'de-DE', 'de_AT.UTF-8' -> 'de'; anything else -> 'en'."""
    if locale_name and locale_name.lower().startswith("de"):
        return "de"
    return "en"
