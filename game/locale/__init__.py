"""Message catalogs, one module per area (see game/i18n.py)."""
