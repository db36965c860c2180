"""Strings shared by the whole app (EN/DE)."""

EN: dict[str, str] = {}

DE: dict[str, str] = {}
