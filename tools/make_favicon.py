"""Draw web/favicon.png: an ivory die showing five pips on a gold poker chip.

The browser tab, the itch.io page and the loader all show this icon, so it is
drawn in code (reproducible, no binary art source to keep) and the PNG output
is committed. Drawn at 4x and smooth-scaled down for clean edges.

    python tools/make_favicon.py [--size 64] [--out web/favicon.png]
    python tools/make_favicon.py --size 512 --maskable --out web/icon-maskable-512.png
    python tools/make_favicon.py --size 180 --maskable --out web/apple-touch-icon.png

``--maskable``: the chip inside the safe zone (a circle of 40 % of the size around the centre)
on a full felt-green square, for launchers that crop icons to their own shape and for iOS,
which puts a transparent icon on black.
"""

from __future__ import annotations

import argparse
import math
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

GOLD = (232, 182, 76)
GOLD_DARK = (168, 120, 36)
FELT = (29, 59, 42)
IVORY = (250, 244, 228)
IVORY_EDGE = (196, 184, 160)
PIP = (29, 40, 34)

ROOT = Path(__file__).resolve().parent.parent


def draw_icon(size: int) -> pygame.Surface:
    """The icon at ``size`` x ``size`` pixels, transparent outside the chip."""
    scale = 4
    big = size * scale
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    c = big / 2
    r = big / 2 - scale
    # The chip: gold disc, six felt-green edge notches, an inner ring.
    pygame.draw.circle(surf, GOLD_DARK, (c, c), r)
    pygame.draw.circle(surf, GOLD, (c, c), r * 0.94)
    for k in range(6):
        a = k * math.pi / 3 + math.pi / 6
        x, y = c + math.cos(a) * r * 0.82, c + math.sin(a) * r * 0.82
        pygame.draw.circle(surf, FELT, (x, y), r * 0.12)
    pygame.draw.circle(surf, GOLD_DARK, (c, c), r * 0.66, width=max(1, scale))
    # The die: a rounded ivory square with five pips.
    half = r * 0.46
    die = pygame.Rect(0, 0, half * 2, half * 2)
    die.center = (round(c), round(c))
    pygame.draw.rect(surf, IVORY_EDGE, die.inflate(scale * 2, scale * 2), border_radius=round(half * 0.4))
    pygame.draw.rect(surf, IVORY, die, border_radius=round(half * 0.35))
    off = half * 0.52
    pip_r = half * 0.2
    for dx, dy in ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)):
        pygame.draw.circle(surf, PIP, (c + dx * off, c + dy * off), pip_r)
    return pygame.transform.smoothscale(surf, (size, size))


def draw_maskable(size: int) -> pygame.Surface:
    """The icon on a felt-green square, its chip within the maskable safe zone."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    surf.fill(FELT + (255,))
    chip = draw_icon(round(size * 0.78))
    surf.blit(chip, chip.get_rect(center=(size // 2, size // 2)))
    return surf


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=64)
    parser.add_argument("--out", type=Path, default=ROOT / "web" / "favicon.png")
    parser.add_argument("--maskable", action="store_true", help="on a felt square, within the safe zone")
    args = parser.parse_args(argv)
    pygame.display.init()
    try:
        icon = draw_maskable(args.size) if args.maskable else draw_icon(args.size)
        args.out.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(icon, str(args.out))
    finally:
        pygame.quit()
    print(f"wrote {args.out} ({args.size}x{args.size}, {args.out.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
