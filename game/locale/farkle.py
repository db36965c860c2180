"""farkle strings (EN/DE)."""

EN: dict[str, str] = {}

DE: dict[str, str] = {}
