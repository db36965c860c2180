"""All benchmark figures in one reproducible run; writes docs/benchmarks.md.

    python -m bench.run_all [--quick]

App figures: frame time per scene (median / p95 of App.step, which handles
input, updates and draws the full 1280×720 frame; headless, so the final
window blit is not included), start-up time to the first frame, peak memory
of a whole headless game. Game figures come from bench.<game>.run().
"""

from __future__ import annotations

import importlib
import os
import platform
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

from bench import pct

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent


def frame_times(app, frames: int) -> tuple[float, float]:
    times = []
    for _ in range(frames):
        t0 = time.perf_counter()
        app.step(1 / 60, [])
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times), pct(times, 0.95)


def scene_rows(quick: bool) -> list[tuple[str, str]]:
    import tempfile

    os.environ.setdefault("DICECHIPS_DATA", tempfile.mkdtemp())
    from game import games
    from game.app import App
    from game.cli import Options
    from game.scenes.howto import HowToScene
    from game.scenes.settings import SettingsScene
    from game.scenes.setup import SetupScene
    from game.session import Seat, Session
    from game.storage import MemoryStorage

    n = 120 if quick else 600
    app = App(Options(headless=True), storage=MemoryStorage())
    app.lazy = False  # every frame drawn: these rows are the cost of a drawn frame
    app.init_display()
    app.stack.push(app.first_scene())
    app.stack.apply_pending()
    rows = []

    def measure(label: str, frames: int = n) -> None:
        for _ in range(30):  # warm caches, finish transitions
            app.step(1 / 60, [])
        med, p95 = frame_times(app, frames)
        rows.append((f"frame ms, {label} (median / p95)", f"{med:.2f} / {p95:.2f}"))

    measure("title")
    app.stack.push(SettingsScene(app))
    measure("settings")
    app.stack.pop()
    for game_id in games.GAME_IDS:
        app.stack.push(SetupScene(app, game_id))
        measure(f"setup {game_id}")
        app.stack.push(HowToScene(app, game_id))
        measure(f"how-to {game_id}")
        app.stack.pop()
        app.stack.pop()
        rules = games.rules_for(game_id)
        seats = [Seat("ai", "A", "hard"), Seat("ai", "B", "medium")]
        session = Session(game_id, rules.default_config(2), seats, 11)
        app.settings.anim_speed = "normal"
        app.apply_settings()
        app.start_game(session, transition=False)
        measure(f"{game_id} game, computer turns animating", n * 2)
        app.stack.top.open_pause()
        measure(f"{game_id} pause over the board")
        app.stack.pop()
        app.anim.speed = 0.0
        for _ in range(50_000):
            app.step(1 / 60, [])
            if app.finished_result is not None and not app.anim.busy:
                break
        measure(f"{game_id} results")
        app.go_title()
    return rows


def startup_rows() -> list[tuple[str, str]]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    times = []
    for _ in range(5):
        t0 = time.perf_counter()
        subprocess.run(
            [sys.executable, "main.py", "--headless", "--max-frames", "1"],
            cwd=ROOT,
            env=env,
            check=True,
            capture_output=True,
        )
        times.append(time.perf_counter() - t0)
    rows = [
        (
            "start-up to first frame, s (median of 5, whole process incl. interpreter)",
            f"{statistics.median(times):.2f}",
        )
    ]
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    from game import games

    peaks = []
    for game_id in games.GAME_IDS:
        subprocess.run(
            [sys.executable, "main.py", "--autoplay", "--headless", "--game", game_id, "--seed", "3"],
            cwd=ROOT,
            env=env,
            check=True,
            capture_output=True,
        )
        peaks.append(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
    rows.append(("peak memory of a headless game, MB (max RSS)", f"{max(peaks + [before]) / 1024:.0f}"))
    return rows


def main() -> None:
    quick = "--quick" in sys.argv
    sys.path.insert(0, str(ROOT))
    from game import games

    sections: list[tuple[str, list[tuple[str, str]]]] = []
    t0 = time.perf_counter()
    sections.append(("App", startup_rows() + scene_rows(quick)))
    from bench import idle

    sections.append(("Idle and animated frames, paced at 60 fps, CPU time (bench/idle.py)", idle.run(quick)))
    for game_id in games.GAME_IDS:
        try:
            module = importlib.import_module(f"bench.{game_id}")
        except ModuleNotFoundError:
            continue
        sections.append((game_id, module.run(quick=quick)))
    sections.append(("coach", importlib.import_module("bench.coach").run(quick=quick)))
    elapsed = time.perf_counter() - t0
    lines = [
        "# Benchmarks",
        "",
        f"Generated by `python -m bench.run_all{' --quick' if quick else ''}` in {elapsed:.0f} s on "
        f"{platform.machine()} / Python {platform.python_version()} / {os.cpu_count()} cores "
        f"({time.strftime('%Y-%m-%d')}). Goals: frame median ≤ 4 ms and p95 ≤ 8 ms natively, start-up ≤ 1 s, "
        "computer decision median ≤ 100 ms natively.",
        "",
    ]
    for title, rows in sections:
        lines += [f"## {title}", "", "| metric | value |", "|---|---|"]
        lines += [f"| {k} | {v} |" for k, v in rows]
        lines.append("")
    text = "\n".join(lines)
    print(text)
    out = ROOT / "docs" / "benchmarks.md"
    out.parent.mkdir(exist_ok=True)
    out.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
