"""Subset DejaVu Sans (regular, bold) to the characters the game's texts use.

The full fonts are ~700 KB each; the browser build downloads every byte, so we keep only the Unicode
ranges listed in UNICODES (EN/DE text, typographic punctuation, arrows, a few symbols and dice faces).
Hinting is dropped: it is a large share of the file and the game renders at sizes where FreeType's
auto-hinter looks as good. Layout tables (kerning) are kept.

Regenerate (needs the Debian package fonts-dejavu-core and fontTools from the "tools" extra):
    .venv/bin/python tools/subset_fonts.py [--src /usr/share/fonts/truetype/dejavu] [--hinting]
"""

from __future__ import annotations

import argparse
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "assets" / "fonts"
DEFAULT_SRC = Path("/usr/share/fonts/truetype/dejavu")
FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")

# (first, last) code points, inclusive.
RANGES = (
    (0x0020, 0x007E),  # Basic Latin
    (0x00A0, 0x00FF),  # Latin-1 Supplement: umlauts, ß, ×, ·, « », ±, °
    (0x0100, 0x017F),  # Latin Extended-A
    (0x2010, 0x2027),  # General Punctuation: dashes, quotes „ “ ” ‘ ’, •, …
    (0x2030, 0x203A),  # ‰ ′ ″ ‹ ›
    (0x20AC, 0x20AC),  # €
    (0x2190, 0x2199),  # ← ↑ → ↓ ↔ ↕ and diagonals
    (0x21BA, 0x21BB),  # ↺ ↻
    (0x21E6, 0x21E9),  # ⇦ ⇧ ⇨ ⇩
    (0x2212, 0x2212),  # − minus
    (0x2260, 0x2260),  # ≠
    (0x2264, 0x2265),  # ≤ ≥
    (0x221E, 0x221E),  # ∞
    (0x25A0, 0x25A1),  # ■ □
    (0x25AA, 0x25AB),  # ▪ ▫
    (0x25B2, 0x25B3),  # ▲ △
    (0x25B6, 0x25B7),  # ▶ ▷
    (0x25BC, 0x25BD),  # ▼ ▽
    (0x25C0, 0x25C1),  # ◀ ◁
    (0x25C6, 0x25C7),  # ◆ ◇
    (0x25CB, 0x25CB),  # ○
    (0x25CF, 0x25CF),  # ●
    (0x2605, 0x2606),  # ★ ☆
    (0x2680, 0x2685),  # ⚀ ⚁ ⚂ ⚃ ⚄ ⚅ dice faces
    (0x2713, 0x2713),  # ✓
    (0x2717, 0x2717),  # ✗
    (0xFFFD, 0xFFFD),  # replacement character
)
UNICODES = sorted({cp for first, last in RANGES for cp in range(first, last + 1)})


def subset_font(src: Path, dst: Path, hinting: bool) -> int:
    """Write the subset of src to dst and return its size in bytes."""
    options = subset.Options()
    options.hinting = hinting
    options.layout_features = ["kern", "liga", "ccmp", "locl", "mark", "mkmk"]
    options.name_IDs = ["*"]  # keep copyright, licence and trademark strings
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.drop_tables += ["FFTM", "MATH"]
    font = TTFont(src)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=UNICODES)
    subsetter.subset(font)
    # Deterministic output: fontTools stamps "modified" with the current time otherwise.
    font.recalcTimestamp = False
    font["head"].modified = font["head"].created
    dst.parent.mkdir(parents=True, exist_ok=True)
    font.save(dst, reorderTables=True)
    return dst.stat().st_size


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--src", type=Path, default=DEFAULT_SRC, help="folder holding the DejaVu TTFs")
    parser.add_argument("--hinting", action="store_true", help="keep TrueType hinting (bigger files)")
    args = parser.parse_args()
    for name in FILES:
        size = subset_font(args.src / name, OUT_DIR / name, args.hinting)
        print(f"{OUT_DIR / name}: {size} bytes, {len(UNICODES)} code points requested")


if __name__ == "__main__":
    main()
