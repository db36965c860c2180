"""Key/value persistence: a JSON file per key natively, localStorage in the browser.

Callers see ``read(key)`` / ``write(key, text)`` / ``remove(key)`` /
``keep_aside(key, reason, remove)``; which backend is used is decided once by
``default_storage()``. The promises, the same for every backend:

- ``read`` returns None only when nothing is stored; data that exists but
  cannot be read raises ``Unreadable`` (it must then never be overwritten).
  Bytes that are not UTF-8 raise ``UnicodeDecodeError`` (a ValueError): the
  data is damaged, and ``load_json`` keeps it aside like any other.
- ``write`` and ``remove`` raise ``WriteFailed`` (full disk, read-only folder,
  browser quota...) and never leave half a value behind. Temporary files have
  a name unique to the write, so two copies of the game can save at once.
- ``keep_aside`` copies the value under a new, unique key (``<key>.<reason>-
  <time>[-n]``) and removes the original only after the copy is written; it
  returns where the copy went, or "" when no copy could be made (then the
  original is left alone).
- ``rename(src, dst)`` puts the value of ``src`` under ``dst`` (replacing it)
  exactly, byte for byte; natively an atomic rename that needs no free space.
  Raises ``WriteFailed``; the value is then still under ``src``.

``load_json`` is the only way saved data is read back: anything unusable is
kept aside and reported as a ``LoadProblem`` instead of raising.
"""

from __future__ import annotations

import json
import os
import sys
import time
import uuid
from pathlib import Path
from typing import Any

from game.webenv import IS_WEB, browser_window

NAMESPACE = "dicechips"
MAX_ASIDE = 1000  # kept-aside copies per key and second before giving up


class StorageError(Exception):
    """A storage operation failed; ``str(exc)`` is a short reason for the player."""


class Unreadable(StorageError):
    """Something is stored under the key but cannot be read (permissions, a folder, blocked storage)."""


class WriteFailed(StorageError):
    """A write or removal did not happen (full disk, read-only folder, quota...)."""


def _reason(exc: BaseException) -> str:
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror
    return str(exc) or type(exc).__name__


def _stamp() -> str:
    return time.strftime("%Y%m%d-%H%M%S")


class _KeepAside:
    """``keep_aside`` for every backend, built on ``_read_exact`` and ``_create``."""

    aside_failed = ""  # why the last copy that could not be made failed

    def _read_exact(self, key: str):
        raise NotImplementedError

    def _create(self, key: str, raw) -> bool:
        """Store ``raw`` under ``key`` only if nothing is there; False if taken. May raise WriteFailed."""
        raise NotImplementedError

    def where(self, key: str) -> str:
        return key

    def create(self, key: str, text: str) -> bool:
        """Store ``text`` under ``key`` only if nothing is there; False if taken. May raise WriteFailed."""
        return self._create(key, text)

    def keep_aside(self, key: str, reason: str = "corrupt", remove: bool = True) -> str:
        """Copy the value to a unique key, then (``remove``) drop the original. "" if no copy was made."""
        try:
            raw = self._read_exact(key)
        except StorageError:
            return ""
        if raw is None:
            return ""
        stamp = _stamp()
        for n in range(MAX_ASIDE):
            alias = f"{key}.{reason}-{stamp}" + (f"-{n}" if n else "")
            try:
                if self._create(alias, raw):
                    break
            except StorageError as exc:
                self.aside_failed = str(exc)  # why (a full disk...), for a caller that names it
                return ""
        else:
            return ""
        if remove:
            try:
                self.remove(key)
            except StorageError:
                pass  # the copy exists; the original is simply still there too
        return self.where(alias)

    def rename(self, src: str, dst: str) -> None:
        """``src``'s exact value under ``dst``, then ``src`` removed (WriteFailed: ``src`` is kept)."""
        try:
            raw = self._read_exact(src)
        except StorageError as exc:
            raise WriteFailed(str(exc)) from None
        if raw is None:
            raise WriteFailed(f"{src}: nothing stored")
        self._put_exact(dst, raw)
        try:
            self.remove(src)
        except StorageError:
            pass  # the value is where it belongs; a second copy stays behind

    def _put_exact(self, key: str, raw) -> None:
        raise NotImplementedError


class FileStorage(_KeepAside):
    def __init__(self, directory: Path):
        self.directory = Path(directory)

    def _path(self, key: str) -> Path:
        return self.directory / f"{key}.json"

    def where(self, key: str) -> str:
        return str(self._path(key))

    def _read_exact(self, key: str) -> bytes | None:
        try:
            return self._path(key).read_bytes()
        except (FileNotFoundError, NotADirectoryError):
            return None  # nothing there (or the data path is a file: nothing can be stored there)
        except OSError as exc:
            raise Unreadable(_reason(exc)) from None

    def read(self, key: str) -> str | None:
        raw = self._read_exact(key)
        return None if raw is None else raw.decode("utf-8")  # never "\ufffd" in place of the player's bytes

    def write(self, key: str, text: str) -> None:
        path = self._path(key)
        tmp = self.directory / f".{key}.{os.getpid()}-{uuid.uuid4().hex[:12]}.tmp"
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            tmp.write_bytes(text.encode("utf-8"))
            os.replace(tmp, path)  # atomic: a crash never leaves half a save
        except OSError as exc:
            try:
                tmp.unlink()
            except OSError:
                pass
            raise WriteFailed(_reason(exc)) from None

    def rename(self, src: str, dst: str) -> None:
        try:
            os.replace(self._path(src), self._path(dst))
        except OSError as exc:
            raise WriteFailed(_reason(exc)) from None

    def create(self, key: str, text: str) -> bool:
        """Whole or not at all, and only if nothing is there: written aside, then hard-linked into
        place (which fails if the name is taken), so another copy never reads it half written."""
        path = self._path(key)
        tmp = self.directory / f".{key}.{os.getpid()}-{uuid.uuid4().hex[:12]}.tmp"
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            tmp.write_bytes(text.encode("utf-8"))
            try:
                os.link(tmp, path)
                return True
            except FileExistsError:
                return False
            except OSError:  # a file system without hard links
                return self._create(key, text.encode("utf-8"))
        except OSError as exc:
            raise WriteFailed(_reason(exc)) from None
        finally:
            try:
                tmp.unlink()
            except OSError:
                pass

    def _create(self, key: str, raw: bytes) -> bool:
        path = self._path(key)
        try:
            f = open(path, "xb")  # noqa: SIM115 - closed below, and removed again if writing fails
        except FileExistsError:
            return False
        except OSError as exc:
            raise WriteFailed(_reason(exc)) from None
        try:
            with f:
                f.write(raw)
        except OSError as exc:  # a full disk: what was created is removed, never left empty
            try:
                path.unlink()
            except OSError:
                pass
            raise WriteFailed(_reason(exc)) from None
        return True

    def remove(self, key: str) -> None:
        try:
            self._path(key).unlink()
        except (FileNotFoundError, NotADirectoryError):
            pass
        except OSError as exc:
            raise WriteFailed(_reason(exc)) from None

    def stored_keys(self) -> list[str]:
        """Every key stored here (a damaged index is rebuilt from them)."""
        try:
            names = [p.name for p in self.directory.iterdir()]
        except (FileNotFoundError, NotADirectoryError):
            return []
        except OSError as exc:
            raise Unreadable(_reason(exc)) from None
        return sorted(n[: -len(".json")] for n in names if n.endswith(".json") and not n.startswith("."))


class WebStorage(_KeepAside):
    """localStorage with namespaced keys; None / "null" mean missing. Every call may throw (quota, blocked)."""

    def __init__(self, store):
        self.store = store

    def _key(self, key: str) -> str:
        return f"{NAMESPACE}.{key}"

    def where(self, key: str) -> str:
        return f"localStorage {self._key(key)}"

    def _read_exact(self, key: str) -> str | None:
        try:
            value = self.store.getItem(self._key(key))
        except Exception as exc:  # noqa: BLE001 - storage blocked in third-party iframes
            raise Unreadable(_reason(exc)) from None
        if value is None or str(value) in ("null", "undefined"):
            return None
        return str(value)

    def read(self, key: str) -> str | None:
        return self._read_exact(key)

    def write(self, key: str, text: str) -> None:
        try:
            self.store.setItem(self._key(key), text)
        except Exception as exc:  # noqa: BLE001 - quota exceeded or blocked storage
            raise WriteFailed(_reason(exc)) from None

    def _put_exact(self, key: str, raw: str) -> None:
        self.write(key, raw)

    def _create(self, key: str, raw: str) -> bool:
        try:
            taken = self._read_exact(key) is not None
        except Unreadable as exc:
            raise WriteFailed(str(exc)) from None
        if taken:
            return False
        self.write(key, raw)
        return True

    def remove(self, key: str) -> None:
        try:
            self.store.removeItem(self._key(key))
        except Exception as exc:  # noqa: BLE001
            raise WriteFailed(_reason(exc)) from None

    def stored_keys(self) -> list[str]:
        prefix = f"{NAMESPACE}."
        try:
            names = [str(self.store.key(i)) for i in range(int(self.store.length))]
        except Exception as exc:  # noqa: BLE001 - blocked storage
            raise Unreadable(_reason(exc)) from None
        return sorted(n[len(prefix) :] for n in names if n.startswith(prefix))


class MemoryStorage(_KeepAside):
    """A throw-away store: tests, --autoplay / --headless runs, and when nothing else works."""

    def __init__(self):
        self.data: dict[str, str] = {}

    def _read_exact(self, key):
        return self.data.get(key)

    def read(self, key):
        return self.data.get(key)

    def write(self, key, text):
        self.data[key] = text

    def _put_exact(self, key, raw) -> None:
        self.write(key, raw)

    def _create(self, key, raw) -> bool:
        if key in self.data:
            return False
        self.write(key, raw)
        return True

    def remove(self, key):
        self.data.pop(key, None)

    def stored_keys(self) -> list[str]:
        return sorted(self.data)

    def keys_aside(self, key: str) -> list[str]:
        """The kept-aside copies of ``key`` (tests)."""
        return sorted(k for k in self.data if k.startswith(f"{key}.") and "-" in k[len(key) :])


def user_data_dir() -> Path:
    """Where saves live natively (overridable with DICECHIPS_DATA)."""
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
    """Saved data exists but cannot be used; ``message_key`` explains it to the player.

    ``moved_to`` is where a copy was kept ("" if none). ``untouched`` means the
    original is still in place and must not be overwritten (it could not be
    read, or no copy of it could be made).
    """

    def __init__(self, message_key: str, detail: str, moved_to: str = "", untouched: bool = False):
        super().__init__(detail)
        self.message_key = message_key
        self.detail = detail
        self.moved_to = moved_to
        self.untouched = untouched


def _set_aside(storage, key: str, message_key: str, detail: str) -> LoadProblem:
    moved = storage.keep_aside(key)
    if moved:
        return LoadProblem(message_key, detail, moved)
    return LoadProblem("err.save_stuck", detail, "", untouched=True)


def load_json(storage, key: str, schema: int, validate=None) -> Any | None:
    """Read ``key``; None when absent. Unusable data is kept aside and LoadProblem raised.

    ``validate(data)`` may raise ValueError/KeyError/TypeError for data that is
    well-formed JSON but not usable; that also counts as corrupt.
    """
    return load_json_text(storage, key, schema, validate)[0]


def load_json_text(storage, key: str, schema: int, validate=None) -> tuple[Any | None, str | None]:
    """``load_json`` and the exact text it read (None when absent): what a later write compares
    with to see whether another copy of the game has stored something since."""
    try:
        raw = storage.read(key)
    except Unreadable as exc:
        raise LoadProblem("err.save_unreadable", str(exc), "", untouched=True) from None
    except UnicodeDecodeError as exc:
        raise _set_aside(
            storage, key, "err.save_corrupt", f"{key}: {exc.reason} at byte {exc.start}"
        ) from None
    if raw is None:
        return None, None
    try:
        data = json.loads(raw)
        if not isinstance(data, dict):
            raise ValueError("not a JSON object")
    except (ValueError, RecursionError) as exc:
        raise _set_aside(storage, key, "err.save_corrupt", f"{key}: {exc}") from None
    version = data.get("schema")
    if type(version) is not int or version != schema:
        raise _set_aside(storage, key, "err.save_version", f"{key}: schema {version!r}, expected {schema}")
    if validate is not None:
        try:
            return validate(data), raw
        except (
            ValueError,
            KeyError,
            TypeError,
            IndexError,
            AttributeError,
            RecursionError,
            OverflowError,
        ) as exc:
            raise _set_aside(storage, key, "err.save_corrupt", f"{key}: {exc}") from None
    return data, raw


def save_json(storage, key: str, data: dict) -> str:
    """Write ``data`` and return the text written; raises WriteFailed (the caller tells the player)."""
    text = json.dumps(data, separators=(",", ":"))
    storage.write(key, text)
    return text
