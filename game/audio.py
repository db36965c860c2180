"""Sound effects that can never crash the game.

Sound is decoration: a missing mixer (CI, no audio device), a missing file or a broken OGG must
leave the game running, silently. Sounds load lazily on first play (or all at once with preload()),
each failure is logged once, and nothing here blocks or starts threads (browser-safe).

In the browser, audio may only start after a user gesture, so `unlocked` starts False there and the
app calls `unlock()` on the first MOUSEBUTTONDOWN/KEYDOWN; natively it starts True.
"""

from __future__ import annotations

import logging
import math
import sys
from collections import deque
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

SOUNDS_DIR = Path(__file__).resolve().parent.parent / "assets" / "sounds"

# Effects every screen may play; each game declares its own in its scene package (``SOUNDS``),
# and ``game.scenes.registry.sound_names()`` lists them all (tools/make_sounds.py writes each one).
COMMON_SOUNDS = ("click", "error", "turn", "win")


def pre_init() -> None:
    """Call before pygame.init(): a short mixer buffer keeps clicks in sync with the UI."""
    try:
        import pygame

        buffer = 1024 if sys.platform == "emscripten" else 512  # browsers crackle on tiny buffers
        pygame.mixer.pre_init(44100, -16, 2, buffer)
    except Exception as exc:  # audio is optional
        log.info("mixer pre_init failed: %s", exc)


def _clamp01(value: float) -> float:
    value = float(value)
    if math.isnan(value):
        return 0.0
    return min(1.0, max(0.0, value))


class Audio:
    """Plays the named effects from `sounds_dir` at a master volume, unless muted or locked.

    `mixer` can be injected (tests use a fake); by default it is pygame.mixer, imported on first use.
    `played` holds the names of the most recent sounds actually started (newest last).
    """

    def __init__(
        self,
        sounds_dir: Path | str = SOUNDS_DIR,
        volume: float = 0.8,
        muted: bool = False,
        unlocked: bool | None = None,
        mixer: Any = None,
    ) -> None:
        self.sounds_dir = Path(sounds_dir)
        self._volume = _clamp01(volume)
        self._muted = bool(muted)
        self.unlocked = sys.platform != "emscripten" if unlocked is None else bool(unlocked)
        self._mixer = mixer
        self._mixer_ok: bool | None = None  # None: not tried yet
        self._cache: dict[str, Any] = {}  # name -> Sound, or None when it failed to load
        self._warned: set[str] = set()
        self._available: list[str] | None = None
        self.played: deque[str] = deque(maxlen=64)

    # ---------------------------------------------------------------- settings

    @property
    def volume(self) -> float:
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self.set_volume(value)

    def set_volume(self, value: float) -> None:
        self._volume = _clamp01(value)

    @property
    def muted(self) -> bool:
        return self._muted

    @muted.setter
    def muted(self, value: bool) -> None:
        self.set_muted(value)

    def set_muted(self, muted: bool) -> None:
        self._muted = bool(muted)
        if self._muted and self._mixer_ok:
            try:
                self._mixer.stop()  # cut what is still ringing, like a real mute button
            except Exception as exc:
                self._warn_once("stop", "mixer stop failed: %s", exc)

    def unlock(self) -> None:
        """Called by the app on the first user gesture; retries a mixer that failed before it."""
        if not self.unlocked:
            self.unlocked = True
            if self._mixer_ok is False:
                self._mixer_ok = None

    # ---------------------------------------------------------------- loading

    def available(self) -> list[str]:
        """Names of the .ogg files in sounds_dir (empty if the folder is missing); listed once."""
        if self._available is None:
            try:
                self._available = sorted(p.stem for p in self.sounds_dir.glob("*.ogg") if p.is_file())
            except OSError:
                self._available = []
        return list(self._available)

    def preload(self) -> int:
        """Decode every available sound now (e.g. behind a loading screen); returns how many loaded."""
        return sum(self.load(name) is not None for name in self.available())

    def preload_next(self) -> bool:
        """Decode one not-yet-tried sound (call once per frame in the browser, where decoding is
        slow); returns False when nothing is left to try or the mixer is unavailable."""
        for name in self.available():
            if name not in self._cache:
                self.load(name)
                return name in self._cache
        return False

    def load(self, name: str) -> Any:
        """The Sound for `name`, or None if it cannot be had; the result is cached either way."""
        if name in self._cache:
            return self._cache[name]
        if not self._ensure_mixer():
            return None  # not cached: the mixer may come back after unlock()
        sound = None
        path = self.sounds_dir / f"{name}.ogg"
        if "/" in name or "\\" in name or not path.is_file():
            self._warn_once(name, "sound %r not found at %s", name, path)
        else:
            try:
                sound = self._mixer.Sound(path.as_posix())
            except Exception as exc:  # a bad file must only mean silence
                self._warn_once(name, "sound %r failed to load: %s", name, exc)
        self._cache[name] = sound
        return sound

    def _ensure_mixer(self) -> bool:
        if self._mixer_ok is None:
            try:
                if self._mixer is None:
                    import pygame.mixer

                    self._mixer = pygame.mixer
                if not self._mixer.get_init():
                    self._mixer.init()
                self._mixer_ok = bool(self._mixer.get_init())
            except Exception as exc:  # no audio device is normal in CI
                self._warn_once("mixer", "audio disabled, mixer unavailable: %s", exc)
                self._mixer_ok = False
        return self._mixer_ok

    # ---------------------------------------------------------------- playing

    def play(self, name: str, volume: float = 1.0) -> bool:
        """Start effect `name` at volume * master volume; returns whether it actually started."""
        gain = self._volume * _clamp01(volume)
        if self._muted or not self.unlocked or gain <= 0.0:
            return False
        sound = self.load(name)
        if sound is None:
            return False
        try:
            channel = sound.play()
            if channel is None:
                return False  # every channel busy: dropping one effect is fine
            channel.set_volume(gain)
        except Exception as exc:
            self._warn_once(f"play:{name}", "sound %r failed to play: %s", name, exc)
            return False
        self.played.append(name)
        return True

    def _warn_once(self, key: str, message: str, *args: Any) -> None:
        if key not in self._warned:
            self._warned.add(key)
            log.warning(message, *args)
