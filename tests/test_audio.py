"""The audio module stays silent instead of failing, and the shipped OGGs are sane."""

from __future__ import annotations

import logging
import os
import sys

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import numpy as np  # noqa: E402
import pygame  # noqa: E402
import pytest  # noqa: E402
import soundfile as sf  # noqa: E402

from game import audio as audio_mod  # noqa: E402
from game.audio import SOUNDS_DIR, Audio  # noqa: E402
from game.scenes.registry import sound_names  # noqa: E402

SOUND_NAMES = sound_names()


class FakeChannel:
    def __init__(self) -> None:
        self.volume = None

    def set_volume(self, v: float) -> None:
        self.volume = v


class FakeSound:
    def __init__(self, path: str, mixer: FakeMixer) -> None:
        if path.endswith("broken.ogg"):
            raise pygame.error("Unrecognized audio format")
        self.path = path
        self.mixer = mixer

    def play(self):
        if self.mixer.play_fails:
            raise pygame.error("channel error")
        if self.mixer.busy:
            return None
        channel = FakeChannel()
        self.mixer.channels.append(channel)
        return channel


class FakeMixer:
    """Stands in for pygame.mixer and counts what would have been heard."""

    def __init__(self, init_fails: bool = False) -> None:
        self.init_fails = init_fails
        self.ready = False
        self.busy = False
        self.play_fails = False
        self.channels: list[FakeChannel] = []
        self.stops = 0
        self.loaded: list[str] = []

    def get_init(self):
        return (44100, -16, 2) if self.ready else None

    def init(self) -> None:
        if self.init_fails:
            raise pygame.error("No available audio device")
        self.ready = True

    def Sound(self, path: str) -> FakeSound:  # noqa: N802 - mirrors pygame.mixer.Sound
        self.loaded.append(path)
        return FakeSound(path, self)

    def stop(self) -> None:
        self.stops += 1


@pytest.fixture
def sound_dir(tmp_path):
    for name in ("click", "dice", "broken"):
        (tmp_path / f"{name}.ogg").write_bytes(b"not really ogg")
    return tmp_path


@pytest.fixture(scope="module")
def real_mixer():
    try:
        pygame.mixer.init()
    except pygame.error as exc:
        pytest.skip(f"no mixer even with the dummy driver: {exc}")
    yield pygame.mixer
    pygame.mixer.quit()


# ---------------------------------------------------------------- the shipped files


def test_every_expected_sound_is_shipped_and_nothing_else():
    assert sorted(p.stem for p in SOUNDS_DIR.glob("*.ogg")) == sorted(SOUND_NAMES)
    assert SOUNDS_DIR.parts[-2:] == ("assets", "sounds")


def test_every_sound_loads_in_pygame(real_mixer):
    audio = Audio(unlocked=True)
    assert audio.preload() == len(SOUND_NAMES)
    for name in SOUND_NAMES:
        length = audio.load(name).get_length()
        assert 0.03 <= length <= 1.5, (name, length)


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_sound_is_mono_quiet_and_click_free(name):
    data, rate = sf.read(SOUNDS_DIR / f"{name}.ogg", dtype="float32")
    assert data.ndim == 1 and rate in (22050, 44100)
    peak = float(np.abs(data).max())
    assert 10 ** (-15 / 20) < peak < 10 ** (-2 / 20), peak  # audible, with headroom below full scale
    assert abs(data[0]) < 0.01 and abs(data[-1]) < 0.01  # starts and ends at silence


def test_sounds_fit_the_download_budget():
    assert sum(p.stat().st_size for p in SOUNDS_DIR.glob("*.ogg")) < 200_000


# ---------------------------------------------------------------- behaviour


def test_play_starts_sound_at_master_volume(sound_dir):
    mixer = FakeMixer()
    audio = Audio(sound_dir, volume=0.5, unlocked=True, mixer=mixer)
    assert audio.play("click", volume=0.5)
    assert list(audio.played) == ["click"]
    assert mixer.channels[0].volume == pytest.approx(0.25)
    assert mixer.loaded[0].endswith("/click.ogg") and "\\" not in mixer.loaded[0]


def test_sounds_load_lazily_and_once(sound_dir):
    mixer = FakeMixer()
    audio = Audio(sound_dir, unlocked=True, mixer=mixer)
    assert mixer.loaded == []
    audio.play("dice")
    audio.play("dice")
    assert len(mixer.loaded) == 1 and len(mixer.channels) == 2


def test_muted_plays_nothing_and_stops_running_sounds(sound_dir):
    mixer = FakeMixer()
    audio = Audio(sound_dir, unlocked=True, mixer=mixer)
    audio.play("click")
    audio.set_muted(True)
    assert audio.muted and mixer.stops == 1
    assert not audio.play("click")
    assert len(mixer.channels) == 1 and list(audio.played) == ["click"]
    audio.muted = False
    assert audio.play("click")


def test_zero_volume_plays_nothing(sound_dir):
    mixer = FakeMixer()
    audio = Audio(sound_dir, volume=0.0, unlocked=True, mixer=mixer)
    assert not audio.play("click")
    assert mixer.channels == []


def test_locked_until_unlock(sound_dir):
    mixer = FakeMixer()
    audio = Audio(sound_dir, unlocked=False, mixer=mixer)
    assert not audio.play("click")
    audio.unlock()
    assert audio.unlocked and audio.play("click")
    assert len(mixer.channels) == 1


def test_unlocked_default_depends_on_platform(monkeypatch):
    assert Audio(mixer=FakeMixer()).unlocked is True
    monkeypatch.setattr(sys, "platform", "emscripten")
    assert Audio(mixer=FakeMixer()).unlocked is False


def test_missing_sound_is_a_noop_logged_once(sound_dir, caplog):
    audio = Audio(sound_dir, unlocked=True, mixer=FakeMixer())
    with caplog.at_level(logging.WARNING, logger=audio_mod.__name__):
        assert not audio.play("nope")
        assert not audio.play("nope")
        assert not audio.play("../click")
    messages = [r.getMessage() for r in caplog.records]
    assert sum("'nope'" in m for m in messages) == 1
    assert audio.play("click")  # the others still work


def test_undecodable_file_is_silent(sound_dir, caplog):
    audio = Audio(sound_dir, unlocked=True, mixer=FakeMixer())
    with caplog.at_level(logging.WARNING, logger=audio_mod.__name__):
        assert not audio.play("broken")
        assert not audio.play("broken")
    assert len(caplog.records) == 1
    assert audio.preload() == 2  # click and dice


def test_real_mixer_rejects_garbage_without_raising(sound_dir, real_mixer):
    audio = Audio(sound_dir, unlocked=True)
    assert audio.load("broken") is None
    assert not audio.play("broken")


def test_mixer_failure_means_silence_and_is_retried_after_unlock(sound_dir):
    mixer = FakeMixer(init_fails=True)
    audio = Audio(sound_dir, unlocked=False, mixer=mixer)
    audio.unlocked = True
    assert not audio.play("click")
    assert audio.preload() == 0
    mixer.init_fails = False
    audio.unlocked = False
    audio.unlock()
    assert audio.play("click")


def test_busy_channels_drop_the_effect(sound_dir):
    mixer = FakeMixer()
    mixer.busy = True
    audio = Audio(sound_dir, unlocked=True, mixer=mixer)
    assert not audio.play("click")
    assert list(audio.played) == []


def test_missing_folder_is_silent(tmp_path):
    audio = Audio(tmp_path / "nowhere", unlocked=True, mixer=FakeMixer())
    assert audio.available() == [] and audio.preload() == 0
    assert not audio.play("click")


@pytest.mark.parametrize(("given", "expected"), [(2.0, 1.0), (-0.5, 0.0), (0.3, 0.3), (float("nan"), 0.0)])
def test_volume_clamps(given, expected):
    audio = Audio(mixer=FakeMixer(), volume=given)
    assert audio.volume == pytest.approx(expected)
    audio.set_volume(0.5)
    audio.volume = given
    assert audio.volume == pytest.approx(expected)


def test_per_call_volume_clamps(sound_dir):
    mixer = FakeMixer()
    audio = Audio(sound_dir, volume=0.6, unlocked=True, mixer=mixer)
    audio.play("click", volume=5.0)
    assert mixer.channels[-1].volume == pytest.approx(0.6)


def test_preload_next_loads_one_sound_per_call(sound_dir):
    mixer = FakeMixer()
    audio = Audio(sound_dir, unlocked=True, mixer=mixer)
    steps = 0
    while audio.preload_next():
        steps += 1
        assert len(mixer.loaded) == steps
    assert steps == 3 and len(mixer.loaded) == 3  # broken, click, dice: each tried exactly once
    assert audio.play("dice") and len(mixer.loaded) == 3


def test_preload_next_stops_when_mixer_is_missing(sound_dir):
    audio = Audio(sound_dir, unlocked=True, mixer=FakeMixer(init_fails=True))
    assert not audio.preload_next()


def test_failing_play_is_silent_and_logged_once(sound_dir, caplog):
    mixer = FakeMixer()
    mixer.play_fails = True
    audio = Audio(sound_dir, unlocked=True, mixer=mixer)
    with caplog.at_level(logging.WARNING, logger=audio_mod.__name__):
        assert not audio.play("click")
        assert not audio.play("click")
    assert len(caplog.records) == 1 and list(audio.played) == []


def test_every_sound_a_scene_plays_is_declared_by_its_game_or_common():
    """A game declares its sounds (``SOUNDS`` in its scene package); a typo in a name would play nothing."""
    import re
    from pathlib import Path

    from game.audio import COMMON_SOUNDS
    from game.games import GAME_IDS
    from game.scenes import registry

    scenes = Path(__file__).resolve().parent.parent / "game" / "scenes"
    for game_id in GAME_IDS:
        allowed = set(COMMON_SOUNDS) | set(registry._module(game_id).SOUNDS)
        played = set()
        for path in (scenes / game_id).glob("*.py"):
            played |= set(re.findall(r"""\.play\(["'](\w+)["']""", path.read_text(encoding="utf-8")))
        assert played, game_id
        assert played <= allowed, (game_id, sorted(played - allowed))
    for path in scenes.glob("*.py"):  # menus and the shared base play only common sounds
        played = set(re.findall(r"""\.play\(["'](\w+)["']""", path.read_text(encoding="utf-8")))
        assert played <= set(COMMON_SOUNDS), (path.name, sorted(played - set(COMMON_SOUNDS)))
