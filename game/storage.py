"""Key/value persistence: a JSON file per key natively, localStorage in the browser.

Callers see ``read(key)`` / ``write(key, text)`` / ``keep_aside(key)``; which
backend is used is decided once by ``default_storage()``. ``load_json`` is the
only way saved data is read back: anything unreadable is moved aside (renamed,
never deleted) and reported as a clear message instead of raising.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path
from typing import Any

from game.webenv import IS_WEB, browser_window

NAMESPACE = "dicechips"


class FileStorage:
    def __init__(self, directory: Path):
        self.directory = Path(directory)

    def _path(self, key: str) -> Path:
        return self.directory / f"{key}.json"

    def read(self, key: str) -> str | None:
        try:
            return self._path(key).read_bytes().decode("utf-8", errors="replace")
        except FileNotFoundError:
            return None
        except OSError:
            return None

    def write(self, key: str, text: str) -> None:
        self.directory.mkdir(parents=True, exist_ok=True)
        path = self._path(key)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, path)  # atomic: a crash never leaves half a save

    def remove(self, key: str) -> None:
        try:
            self._path(key).unlink()
        except FileNotFoundError:
            pass

    def keep_aside(self, key: str) -> str:
        """Rename the entry out of the way; returns where it went."""
        path = self._path(key)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = path.with_name(f"{key}.corrupt-{stamp}.json")
        n = 1
        while target.exists():
            target = path.with_name(f"{key}.corrupt-{stamp}-{n}.json")
            n += 1
        try:
            os.replace(path, target)
        except OSError:
            return ""
        return str(target)


class WebStorage:
    """localStorage with namespaced keys; None / "null" mean missing."""

    def __init__(self, store):
        self.store = store

    def _key(self, key: str) -> str:
        return f"{NAMESPACE}.{key}"

    def read(self, key: str) -> str | None:
        try:
            value = self.store.getItem(self._key(key))
        except Exception:  # noqa: BLE001 - storage blocked in third-party iframes
            return None
        if value is None or value == "null" or str(value) in ("null", "undefined"):
            return None
        return str(value)

    def write(self, key: str, text: str) -> None:
        try:
            self.store.setItem(self._key(key), text)
        except Exception:  # noqa: BLE001 - quota or blocked storage: play on without saving
            pass

    def remove(self, key: str) -> None:
        try:
            self.store.removeItem(self._key(key))
        except Exception:  # noqa: BLE001
            pass

    def keep_aside(self, key: str) -> str:
        raw = self.read(key)
        backup = f"{key}.corrupt"
        if raw is not None:
            self.write(backup, raw)
        self.remove(key)
        return self._key(backup)


class MemoryStorage:
    """For tests and when nothing else works."""

    def __init__(self):
        self.data: dict[str, str] = {}

    def read(self, key):
        return self.data.get(key)

    def write(self, key, text):
        self.data[key] = text

    def remove(self, key):
        self.data.pop(key, None)

    def keep_aside(self, key):
        if key in self.data:
            self.data[f"{key}.corrupt"] = self.data.pop(key)
        return f"{key}.corrupt"


def user_data_dir() -> Path:
    """Where saves live natively (overridable with DICECHIPS_DATA for tests)."""
    override = os.environ.get("DICECHIPS_DATA")
    if override:
        return Path(override)
    if os.name == "nt":
        base = Path(os.environ.get("APPDATA", Path.home()))
        return base / "DiceAndChips"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / "DiceAndChips"
    return Path(os.environ.get("XDG_DATA_HOME", Path.home() / ".local" / "share")) / "dice-and-chips"


def default_storage():
    if IS_WEB:
        win = browser_window()
        if win is not None:
            try:
                return WebStorage(win.localStorage)
            except Exception:  # noqa: BLE001
                pass
        return MemoryStorage()
    return FileStorage(user_data_dir())


class LoadProblem(Exception):
    """Saved data exists but cannot be used; ``message_key`` explains it to the player."""

    def __init__(self, message_key: str, detail: str, moved_to: str = ""):
        super().__init__(detail)
        self.message_key = message_key
        self.detail = detail
        self.moved_to = moved_to


def load_json(storage, key: str, schema: int, validate=None) -> Any | None:
    """Read ``key``; None when absent. Corrupt or foreign data is moved aside and LoadProblem raised.

    ``validate(data)`` may raise ValueError/KeyError/TypeError for data that is
    well-formed JSON but not usable; that also counts as corrupt.
    """
    raw = storage.read(key)
    if raw is None:
        return None
    try:
        data = json.loads(raw)
        if not isinstance(data, dict):
            raise ValueError("not a JSON object")
    except (ValueError, RecursionError) as exc:
        moved = storage.keep_aside(key)
        raise LoadProblem("err.save_corrupt", f"{key}: {exc}", moved) from None
    version = data.get("schema")
    if version != schema:
        moved = storage.keep_aside(key)
        raise LoadProblem("err.save_version", f"{key}: schema {version!r}, expected {schema}", moved)
    if validate is not None:
        try:
            return validate(data)
        except (ValueError, KeyError, TypeError, IndexError, AttributeError, RecursionError) as exc:
            moved = storage.keep_aside(key)
            raise LoadProblem("err.save_corrupt", f"{key}: {exc}", moved) from None
    return data


def save_json(storage, key: str, data: dict) -> None:
    storage.write(key, json.dumps(data, separators=(",", ":")))
