"""The pictures of docs/architecture.md's "One layout mechanism": Farkle's game screen per layout.

For each layout (standard 1280x720, a phone held sideways 844x390 CSS px, upright 390x844) it
draws the regions ``game/scenes/farkle/geometry.py`` computes for that canvas (the header, the
pill's zone and every region, labelled) and, beside them, the real screen mid-game: a two-player
game against the computer after the first roll, with one scoring die selected. Both are drawn by
the code the game runs; nothing here places anything itself.

Run: SDL_VIDEODRIVER=dummy .venv/bin/python tools/layout_pictures.py [--out DIR] [--lang de]
Writes DIR/layout-<name>.png (default DIR: docs) and, with --shots DIR, the bare screenshots.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game import layout, theme  # noqa: E402
from game.app import App  # noqa: E402
from game.boxes import Box  # noqa: E402
from game.cli import Options  # noqa: E402
from game.scenes.farkle.geometry import regions  # noqa: E402
from game.scenes.shared import regions as frame_regions  # noqa: E402
from game.session import Seat  # noqa: E402
from game.storage import MemoryStorage  # noqa: E402

LAYOUTS = {  # name: (--layout, --viewport)
    "standard": ("standard", None),
    "sideways": ("auto", (844, 390)),
    "upright": ("auto", (390, 844)),
}
COLOURS = {
    "header": (90, 90, 110),
    "board": (70, 110, 200),
    "tray": (40, 150, 90),
    "shelf": (150, 120, 60),
    "bar": (160, 80, 160),
    "roll": (210, 90, 50),
    "bank": (210, 150, 40),
    "log": (100, 100, 100),
    "pill": (200, 60, 60),  # the line where the message pill's zone starts
}
HEIGHT = 520  # px: each picture's height (the two halves side by side)


def game(choice: str, viewport, lang: str) -> App:
    """Farkle against a medium computer, the human's first roll landed, one scoring die selected."""
    opts = Options(
        game="farkle",
        headless=True,
        seats=[Seat("human", name="Ana"), Seat("ai", "medium")],
        seed=5,
        speed="normal",
        layout=choice,
        viewport=viewport,
    )
    app = App(opts, storage=MemoryStorage())
    app.init_display()
    app.settings.language = lang
    app.apply_settings()
    app.stack.push(app.first_scene())
    app.stack.apply_pending()
    scene = app.stack.top
    for _ in range(4000):
        if scene.human_to_move() and scene.tray:
            break
        if scene.human_to_move():
            scene.commit("roll")
        app.step(1 / 60, [])
    scoring = scene.scoring_values()
    die = next(d for d in scene.tray if d.value in scoring)
    scene.toggle(die)
    for _ in range(30):
        app.step(1 / 60, [])
    return app


def regions_picture(spec: layout.Layout, players: int = 2) -> pygame.Surface:
    """The canvas with every region outlined and named."""
    surf = pygame.Surface(spec.size)
    surf.fill((245, 242, 232))
    boxes = {"header": Box(0, 0, spec.size[0], frame_regions.header_h(spec))}
    boxes |= regions(spec, players).boxes()
    for name, box in boxes.items():
        colour = COLOURS[name]
        fill = pygame.Surface((box.w, box.h), pygame.SRCALPHA)
        fill.fill((*colour, 60))
        surf.blit(fill, (box.x, box.y))
        pygame.draw.rect(surf, colour, box, 3)
        text = f"{name} {box.w}x{box.h}"
        size = theme.fit_size(text, 26 if spec.size[0] > 600 else 20, box.w - 8, True)
        label = theme.render(theme.fit(text, size, box.w - 8, True), size, colour, True)
        surf.blit(label, label.get_rect(center=(box.x + box.w // 2, box.y + box.h // 2)))
    top = frame_regions.pill_top(spec)  # the message pill's zone: over the log line when it shows
    pygame.draw.line(surf, COLOURS["pill"], (0, top), (spec.size[0], top), 2)
    return surf


def picture(name: str, lang: str, shots: Path | None) -> pygame.Surface:
    choice, viewport = LAYOUTS[name]
    app = game(choice, viewport, lang)
    spec = layout.current()
    screen = app.screen.copy()
    if shots is not None:
        shots.mkdir(parents=True, exist_ok=True)
        pygame.image.save(screen, str(shots / f"farkle-{name}-{lang}.png"))
    boxes = regions_picture(spec)
    scale = HEIGHT / spec.size[1]
    size = (round(spec.size[0] * scale), HEIGHT)
    out = pygame.Surface((size[0] * 2 + 30, HEIGHT + 40))
    out.fill((255, 255, 255))
    out.blit(pygame.transform.smoothscale(boxes, size), (10, 30))
    out.blit(pygame.transform.smoothscale(screen, size), (size[0] + 20, 30))
    where = f"{viewport[0]}x{viewport[1]} CSS px" if viewport else "a desktop window"
    title = f"{name}: canvas {spec.size[0]}x{spec.size[1]} ({where}); text >= {spec.min_text} px"
    out.blit(theme.render(title, 18, (30, 30, 30), True), (10, 6))
    return out


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", default="docs", help="folder for layout-<name>.png (default: docs)")
    p.add_argument("--lang", default="en", choices=("en", "de"))
    p.add_argument("--shots", help="also save the bare screenshots here")
    ns = p.parse_args(argv)
    out = Path(ns.out)
    out.mkdir(parents=True, exist_ok=True)
    for name in LAYOUTS:
        img = picture(name, ns.lang, Path(ns.shots) if ns.shots else None)
        path = out / f"layout-{name}.png"
        pygame.image.save(img, str(path))
        print(path)


if __name__ == "__main__":
    main()
