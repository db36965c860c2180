"""Synthesize the game's sound effects and write them as OGG Vorbis to assets/sounds/.

Every effect is built from sines, band-limited tones and filtered noise with a fixed seed, so the
files are reproducible and carry no third-party licence. Each one starts and ends at silence (short
raised-cosine fades), is mono at RATE Hz, and is scaled to a peak of PEAK_DBFS unless that would make
its RMS louder than MAX_RMS_DBFS (long tones would otherwise sound much louder than clicks).

Regenerate (needs numpy and soundfile from the "tools" extra):
    .venv/bin/python tools/make_sounds.py [--out DIR] [--quality 0.3]
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path

import numpy as np
import soundfile as sf

ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "assets" / "sounds"
RATE = 44100
SEED = 20261122
PEAK_DBFS = -3.0
MAX_RMS_DBFS = -17.0

Signal = np.ndarray


# ---------------------------------------------------------------- building blocks


def times(duration: float) -> Signal:
    return np.arange(int(round(duration * RATE))) / RATE


def silence(duration: float) -> Signal:
    return np.zeros(int(round(duration * RATE)))


def place(out: Signal, sig: Signal, at: float, gain: float = 1.0) -> None:
    """Mix sig into out starting at time `at` (seconds), cutting what overhangs."""
    start = int(round(at * RATE))
    end = min(len(out), start + len(sig))
    if start < end:
        out[start:end] += gain * sig[: end - start]


def fade(sig: Signal, fade_in: float = 0.002, fade_out: float = 0.01) -> Signal:
    """Raised-cosine edges so no file starts or ends with a step (an audible click)."""
    out = sig.copy()
    n_in = max(1, int(fade_in * RATE))
    n_out = max(1, int(fade_out * RATE))
    out[:n_in] *= 0.5 - 0.5 * np.cos(np.linspace(0.0, np.pi, n_in))
    out[-n_out:] *= 0.5 + 0.5 * np.cos(np.linspace(0.0, np.pi, n_out))
    return out


def decay(duration: float, tau: float, attack: float = 0.002) -> Signal:
    """Exponential decay with a short linear attack."""
    t = times(duration)
    env = np.exp(-t / tau)
    n_att = max(1, int(attack * RATE))
    env[:n_att] *= np.linspace(0.0, 1.0, n_att)
    return env


def bandpass(sig: Signal, center: float, width: float) -> Signal:
    """Static band-pass by shaping the spectrum with a Gaussian bump (fine for noise bursts)."""
    spec = np.fft.rfft(sig)
    freqs = np.fft.rfftfreq(len(sig), 1.0 / RATE)
    spec *= np.exp(-0.5 * ((freqs - center) / width) ** 2)
    return np.fft.irfft(spec, len(sig))


def lowpass(sig: Signal, cutoff: float) -> Signal:
    spec = np.fft.rfft(sig)
    freqs = np.fft.rfftfreq(len(sig), 1.0 / RATE)
    spec /= np.sqrt(1.0 + (freqs / cutoff) ** 4)
    return np.fft.irfft(spec, len(sig))


def sweep_bandpass(sig: Signal, centers: Signal, q: float) -> Signal:
    """Time-varying band-pass (Chamberlin state-variable filter); centers is Hz per sample."""
    out = np.empty_like(sig)
    low = band = 0.0
    damp = 1.0 / q
    coeffs = 2.0 * np.sin(np.pi * np.clip(centers, 20.0, RATE / 6) / RATE)
    for i, (x, f) in enumerate(zip(sig.tolist(), coeffs.tolist())):
        low += f * band
        high = x - low - damp * band
        band += f * high
        out[i] = band
    return out


def modes(duration: float, partials: list[tuple[float, float, float]], phase_rng=None) -> Signal:
    """Sum of exponentially damped sines: (frequency Hz, amplitude, decay time s)."""
    t = times(duration)
    out = np.zeros_like(t)
    for freq, amp, tau in partials:
        phase = 0.0 if phase_rng is None else phase_rng.uniform(0, 2 * np.pi)
        out += amp * np.sin(2 * np.pi * freq * t + phase) * np.exp(-t / tau)
    return fade(out, 0.0005, 0.008)  # cut-off ends would click when mixed into a longer effect


def tone(freq: Signal | float, duration: float, harmonics: list[float]) -> Signal:
    """Band-limited harmonic tone (partials above Nyquist dropped); freq may glide (Hz per sample)."""
    t = times(duration)
    f = np.broadcast_to(np.asarray(freq, dtype=float), t.shape)
    phase = 2 * np.pi * np.cumsum(f) / RATE
    out = np.zeros_like(t)
    for k, amp in enumerate(harmonics, start=1):
        audible = (k * f) < (RATE / 2 - 500)
        out += amp * np.sin(k * phase) * audible
    return out


def note(midi: float) -> float:
    return 440.0 * 2 ** ((midi - 69) / 12)


def bell(freq: float, duration: float, tau: float) -> Signal:
    """Soft mallet/bell note: a few harmonics, upper ones dying faster."""
    return modes(
        duration,
        [
            (freq, 1.0, tau),
            (2 * freq, 0.35, tau * 0.5),
            (3 * freq, 0.12, tau * 0.3),
            (4.2 * freq, 0.05, tau * 0.2),
        ],
    ) * decay(duration, 10.0, attack=0.004)


# ---------------------------------------------------------------- the effects


def click(rng: np.random.Generator) -> Signal:
    d = 0.045
    noise = bandpass(rng.standard_normal(len(times(d))), 3500, 1200) * decay(d, 0.004, 0.0005)
    blip = modes(d, [(1800, 0.6, 0.006), (2700, 0.3, 0.004)])
    return noise / (np.abs(noise).max() + 1e-9) + blip


def clack(rng: np.random.Generator, duration: float, hardness: float) -> Signal:
    """One die/chip impact: a noisy transient plus a few random hard-plastic resonances."""
    n = len(times(duration))
    burst = bandpass(rng.standard_normal(n), rng.uniform(2500, 4500), 1500) * decay(duration, 0.003, 0.0003)
    burst /= np.abs(burst).max() + 1e-9
    partials = [
        (rng.uniform(1800, 5200), rng.uniform(0.3, 0.7), rng.uniform(0.006, 0.018) * hardness)
        for _ in range(4)
    ]
    thump = modes(duration, [(rng.uniform(180, 260), 0.35, 0.012)])
    return 0.8 * burst + modes(duration, partials, rng) + thump


def dice(rng: np.random.Generator) -> Signal:
    d = 0.62
    out = silence(d)
    at, gap = 0.0, 0.035
    while at < 0.5:  # a tumble: impacts bunch up and weaken like bounces coming to rest
        gain = 0.35 + 0.65 * (1.0 - at / 0.55) * rng.uniform(0.6, 1.0)
        place(out, clack(rng, 0.06, 1.0), at, gain)
        at += gap * rng.uniform(0.5, 1.6)
        gap *= 0.93
    place(out, clack(rng, 0.08, 1.3), 0.52, 0.3)  # last die settles
    return out


def chip(rng: np.random.Generator) -> Signal:
    d = 0.16
    out = silence(d)
    ceramic = [(3150, 1.0, 0.035), (4720, 0.6, 0.025), (6900, 0.3, 0.015), (2100, 0.25, 0.02)]
    hit = modes(0.12, ceramic, rng) + 0.5 * clack(rng, 0.12, 0.8)
    place(out, hit, 0.0)
    place(out, modes(0.1, [(f * 1.02, a, t * 0.8) for f, a, t in ceramic], rng), 0.028, 0.4)
    return out


def coin(rng: np.random.Generator) -> Signal:
    d = 0.8
    f0 = 1900.0
    ring = modes(
        d,
        [
            (f0, 1.0, 0.35),
            (f0 * 1.004, 0.8, 0.33),
            (f0 * 2.76, 0.5, 0.18),
            (f0 * 5.40, 0.25, 0.1),
            (f0 * 8.93, 0.1, 0.05),
        ],
        rng,
    )
    tick = bandpass(rng.standard_normal(len(ring)), 6000, 2000) * decay(d, 0.003, 0.0003)
    return ring + 0.6 * tick / (np.abs(tick).max() + 1e-9)


def win(rng: np.random.Generator) -> Signal:
    d = 1.25
    out = silence(d)
    for i, m in enumerate((72, 76, 79, 84)):  # C5 E5 G5 C6 arpeggio
        place(out, bell(note(m), 0.6, 0.25), 0.11 * i, 0.8)
    for m in (72, 76, 79, 84):  # then the chord rings out
        place(out, bell(note(m), d - 0.5, 0.35), 0.5, 0.45)
    return out


def farkle(rng: np.random.Generator) -> Signal:
    """Sad-trombone "wah wah wah waaah": each syllable opens and closes the harmonics."""
    d = 1.35
    out = silence(d)
    steps = [(55, 0.0, 0.24), (54, 0.26, 0.24), (53, 0.52, 0.24), (52, 0.78, 0.55)]  # G3 F#3 F3 E3
    harmonics = [1.0, 0.7, 0.5, 0.35, 0.25, 0.15, 0.1, 0.06]
    for midi, at, length in steps:
        t = times(length)
        vib = 1.0 + (
            0.012 * np.sin(2 * np.pi * 5.5 * t) * np.clip((t - 0.12) / 0.1, 0, 1) if length > 0.4 else 0.0
        )
        glide = note(midi) * vib * (1.0 - 0.03 * t / length)
        wah = np.sin(np.pi * np.clip(t / length, 0, 1)) ** 0.8  # mouth opens then closes
        syllable = np.zeros(len(t))
        for k, amp in enumerate(harmonics, start=1):  # brightness follows the wah envelope
            syllable += amp * (0.15 + 0.85 * wah) ** (k - 1) * tone(glide * k, length, [1.0])
        place(out, fade(syllable * wah, 0.01, 0.03), at)
    return out


def hotdice(rng: np.random.Generator) -> Signal:
    d = 0.9
    out = silence(d)
    scale = [79, 81, 84, 86, 88, 91, 93, 96, 98, 100]  # G5 up a pentatonic run to E7
    for i, m in enumerate(scale):
        place(out, modes(0.3, [(note(m), 1.0, 0.07), (2 * note(m), 0.25, 0.04)]), 0.045 * i, 0.5 + 0.05 * i)
    for _ in range(14):  # glitter on top
        f = rng.uniform(3000, 7000)
        place(out, modes(0.12, [(f, 1.0, 0.025)], rng), rng.uniform(0.2, 0.75), rng.uniform(0.1, 0.3))
    return out


def bankrupt(rng: np.random.Generator) -> Signal:
    d = 1.3
    t = times(d)
    glide = 294.0 * 2 ** (-1.0 * np.clip(t / 1.1, 0, 1) ** 1.5) * (1 + 0.01 * np.sin(2 * np.pi * 4.5 * t))
    body = tone(glide, d, [1.0, 0.5, 0.25, 0.12, 0.06])
    env = np.clip(t / 0.05, 0, 1) * np.clip((d - t) / 0.45, 0, 1) ** 1.5
    return lowpass(body * env, 1400)


def bank(rng: np.random.Generator) -> Signal:
    d = 0.9
    out = silence(d)
    for at, gain in ((0.0, 0.8), (0.05, 0.5)):  # "ka": the drawer's mechanical clunk
        place(out, clack(rng, 0.06, 0.6), at, gain)
    ching = [(2637, 1.0, 0.3), (3951, 0.6, 0.22), (5274, 0.4, 0.15), (2650, 0.6, 0.28), (7040, 0.15, 0.08)]
    place(out, modes(0.8, ching, rng), 0.1, 0.9)  # "ching": the bell
    place(out, modes(0.6, [(f * 1.5, a, t) for f, a, t in ching[:3]], rng), 0.16, 0.35)
    return out


def error(rng: np.random.Generator) -> Signal:
    d = 0.32
    t = times(d)
    buzz = tone(140.0, d, [1.0, 0.0, 0.33, 0.0, 0.2, 0.0, 0.14, 0.0, 0.11])  # soft square
    env = np.clip(t / 0.02, 0, 1) * np.clip((d - t) / 0.1, 0, 1) * (0.75 + 0.25 * np.cos(2 * np.pi * 12 * t))
    return lowpass(buzz * env, 1000)


def swap(rng: np.random.Generator) -> Signal:
    d = 0.45
    t = times(d)
    centers = 500 + 2500 * np.sin(np.pi * t / d) ** 2  # the band sweeps up and back down
    whoosh = sweep_bandpass(rng.standard_normal(len(t)), centers, 3.0)
    return lowpass(whoosh * np.sin(np.pi * t / d) ** 2, 5000)


def turn(rng: np.random.Generator) -> Signal:
    d = 0.75
    out = silence(d)
    place(out, bell(note(79), 0.6, 0.22), 0.0, 0.7)  # G5
    place(out, bell(note(84), 0.65, 0.28), 0.09, 0.8)  # C6
    return out


EFFECTS: dict[str, Callable[[np.random.Generator], Signal]] = {
    "click": click,
    "dice": dice,
    "chip": chip,
    "coin": coin,
    "win": win,
    "farkle": farkle,
    "hotdice": hotdice,
    "bankrupt": bankrupt,
    "bank": bank,
    "error": error,
    "swap": swap,
    "turn": turn,
}


# ---------------------------------------------------------------- finishing and writing


def finish(sig: Signal) -> Signal:
    """Remove DC, fade the edges, scale to the peak target (capped by the RMS limit)."""
    sig = fade(sig - sig.mean())
    peak = np.abs(sig).max()
    rms = np.sqrt(np.mean(sig**2))
    gain = min(10 ** (PEAK_DBFS / 20) / peak, 10 ** (MAX_RMS_DBFS / 20) / rms)
    return (sig * gain).astype(np.float32)


def _ogg_crc(data: bytes) -> int:
    crc = 0
    for byte in data:
        crc ^= byte << 24
        for _ in range(8):
            crc = ((crc << 1) ^ 0x04C11DB7) if crc & 0x80000000 else crc << 1
            crc &= 0xFFFFFFFF
    return crc


def fix_ogg_serial(path: Path, serial: int) -> None:
    """libsndfile picks a random Ogg stream serial number; pin it so output files are byte-identical."""
    data = bytearray(path.read_bytes())
    pos = 0
    while pos < len(data):
        if data[pos : pos + 4] != b"OggS":
            raise ValueError(f"{path}: no Ogg page at byte {pos}")
        n_segs = data[pos + 26]
        length = 27 + n_segs + sum(data[pos + 27 : pos + 27 + n_segs])
        data[pos + 14 : pos + 18] = serial.to_bytes(4, "little")
        data[pos + 22 : pos + 26] = bytes(4)
        data[pos + 22 : pos + 26] = _ogg_crc(bytes(data[pos : pos + length])).to_bytes(4, "little")
        pos += length
    path.write_bytes(bytes(data))


def dbfs(x: float) -> float:
    return 20 * np.log10(max(x, 1e-9))


def render(name: str) -> Signal:
    """Each effect gets its own seeded generator so editing one never changes the others."""
    rng = np.random.default_rng([SEED, sorted(EFFECTS).index(name)])
    return finish(EFFECTS[name](rng))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT_DIR)
    parser.add_argument("--quality", type=float, default=0.3, help="Vorbis compression level 0 (best)..1")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    total = 0
    print(f"{'file':<14}{'sec':>6}{'bytes':>8}{'peak dBFS':>11}{'rms dBFS':>10}{'edge':>9}")
    for name in EFFECTS:
        sig = render(name)
        path = args.out / f"{name}.ogg"
        sf.write(path, sig, RATE, format="OGG", subtype="VORBIS", compression_level=args.quality)
        fix_ogg_serial(path, SEED + sorted(EFFECTS).index(name))
        decoded, _ = sf.read(path, dtype="float32")
        edge = max(abs(decoded[0]), abs(decoded[-1]))
        size = path.stat().st_size
        total += size
        print(
            f"{path.name:<14}{len(sig) / RATE:6.2f}{size:8d}{dbfs(np.abs(decoded).max()):11.1f}"
            f"{dbfs(np.sqrt(np.mean(decoded**2))):10.1f}{edge:9.5f}"
        )
    print(f"total {total} bytes in {len(EFFECTS)} files")


if __name__ == "__main__":
    main()
