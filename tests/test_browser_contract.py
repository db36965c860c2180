"""Static check that the code shipped to the browser keeps pygbag's rules.

In the browser there are no real threads, no subprocesses, no blocking sleep
or console input, no synchronous sockets, only OGG audio, and some stdlib
modules are missing from the runtime (see docs/web.md). This walks the syntax
tree of main.py and game/** (what the web archive holds) and reports each
violation with file and line.

game/build_web.py and game/web_runtime.py are excluded: they are the developer's build tool (it
runs pygbag as a subprocess and downloads pygbag's runtime), and the build leaves them out of the
archive (tests/test_build_web.py checks that).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
EXCLUDED = {"game/build_web.py", "game/web_runtime.py"}

# Not in pygbag's Python 3.12 runtime (or removed from 3.12 altogether).
MISSING_IN_BROWSER = {
    "statistics", "sched", "shelve", "dbm", "wave", "timeit", "cmd", "pdb", "doctest", "graphlib",
    "cProfile", "profile", "pstats", "fileinput", "tkinter", "turtle", "imp", "distutils", "asyncore",
    "asynchat", "smtpd",
}  # fmt: skip
# Work that cannot happen in a browser tab: threads, processes, blocking network.
UNSUPPORTED = {
    "threading": "threads (the browser has none; use asyncio and generators)",
    "_thread": "threads",
    "multiprocessing": "processes",
    "concurrent": "thread/process pools",
    "subprocess": "subprocesses",
    "socket": "blocking sockets",
    "socketserver": "blocking sockets",
    "selectors": "blocking sockets",
    "http": "synchronous networking",
    "urllib.request": "synchronous networking",
    "requests": "synchronous networking",
}
BLOCKING_CALLS = {
    "time.sleep": "time.sleep blocks the frame loop (use await asyncio.sleep or a timer)",
    "input": "input() cannot read a console in the browser",
    "os.system": "no subprocesses",
    "os.popen": "no subprocesses",
    "os.fork": "no processes",
    "os.wait": "no processes",
    "socket.socket": "blocking sockets",
    "socket.create_connection": "blocking sockets",
}
BLOCKING_PREFIXES = ("os.spawn", "os.exec", "subprocess.")
AUDIO_SUFFIXES = (".wav", ".mp3", ".aiff")


def shipped_sources() -> list[Path]:
    files = [ROOT / "main.py"] if (ROOT / "main.py").is_file() else []
    files += sorted(p for p in (ROOT / "game").rglob("*.py") if "__pycache__" not in p.parts)
    return [p for p in files if p.relative_to(ROOT).as_posix() not in EXCLUDED]


def _module_matches(name: str, banned: str) -> bool:
    return name == banned or name.startswith(banned + ".")


class ContractChecker(ast.NodeVisitor):
    """Collects (line, message) for each use of something the browser lacks."""

    def __init__(self) -> None:
        self.problems: list[tuple[int, str]] = []
        self.aliases: dict[str, str] = {}  # local name -> dotted origin, from imports

    def _module(self, name: str, line: int) -> None:
        top = name.split(".")[0]
        if top in MISSING_IN_BROWSER:
            self.problems.append((line, f"imports {name}: missing from the browser runtime"))
        for banned, why in UNSUPPORTED.items():
            if _module_matches(name, banned):
                self.problems.append((line, f"imports {name}: {why}"))

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            self._module(alias.name, node.lineno)
            if alias.asname:
                self.aliases[alias.asname] = alias.name
            else:
                top = alias.name.split(".")[0]
                self.aliases[top] = top
        self.generic_visit(node)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        if node.module and node.level == 0:
            before = len(self.problems)
            self._module(node.module, node.lineno)
            for alias in node.names:
                full = f"{node.module}.{alias.name}"
                if len(self.problems) == before:  # e.g. "from urllib import request"
                    self._module(full, node.lineno)
                self.aliases[alias.asname or alias.name] = full
        self.generic_visit(node)

    def _dotted(self, node: ast.AST) -> str | None:
        if isinstance(node, ast.Name):
            return self.aliases.get(node.id, node.id)
        if isinstance(node, ast.Attribute):
            base = self._dotted(node.value)
            return f"{base}.{node.attr}" if base else None
        return None

    def visit_Call(self, node: ast.Call) -> None:
        name = self._dotted(node.func)
        if name:
            if name in BLOCKING_CALLS:
                self.problems.append((node.lineno, f"calls {name}: {BLOCKING_CALLS[name]}"))
            elif name.startswith(BLOCKING_PREFIXES):
                self.problems.append((node.lineno, f"calls {name}: no subprocesses"))
            if name in ("importlib.import_module", "__import__") and node.args:
                arg = node.args[0]
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    self._module(arg.value, node.lineno)
        self.generic_visit(node)

    def visit_Constant(self, node: ast.Constant) -> None:
        if isinstance(node.value, str) and node.value.lower().endswith(AUDIO_SUFFIXES):
            self.problems.append((node.lineno, f"refers to {node.value!r}: ship OGG audio only"))


def check_source(source: str, filename: str = "<string>") -> list[tuple[int, str]]:
    checker = ContractChecker()
    checker.visit(ast.parse(source, filename))
    return sorted(checker.problems)


# --- the checker finds what it should (so a clean result means something) ---


@pytest.mark.parametrize(
    "source, expected",
    [
        ("import threading", "threads"),
        ("from threading import Thread", "threads"),
        ("import concurrent.futures", "pools"),
        ("from concurrent import futures", "pools"),
        ("import subprocess", "subprocesses"),
        ("import socket\ns = socket.socket()", "blocking sockets"),
        ("from urllib.request import urlopen", "synchronous networking"),
        ("from urllib import request", "synchronous networking"),
        ("import statistics", "missing from the browser runtime"),
        ("from graphlib import TopologicalSorter", "missing from the browser runtime"),
        ("import cProfile as prof", "missing from the browser runtime"),
        ("import time\ntime.sleep(1)", "time.sleep blocks"),
        ("from time import sleep\nsleep(0.5)", "time.sleep blocks"),
        ("import time as t\nt.sleep(1)", "time.sleep blocks"),
        ("name = input('who? ')", "input()"),
        ("import os\nos.system('ls')", "no subprocesses"),
        ("import os\nos.execv('x', [])", "no subprocesses"),
        ("import importlib\nimportlib.import_module('timeit')", "missing from the browser runtime"),
        ("__import__('tkinter')", "missing from the browser runtime"),
        ("SOUND = 'assets/sounds/dice.wav'", "OGG"),
        ("load('music/theme.MP3')", "OGG"),
    ],
)
def test_checker_catches(source, expected):
    problems = check_source(source)
    assert any(expected in msg for _, msg in problems), problems


@pytest.mark.parametrize(
    "source",
    [
        "import asyncio\nasync def f():\n    await asyncio.sleep(0)",
        "import time\nt = time.perf_counter()",
        "import random, json, itertools, dataclasses, math, functools",
        "from pathlib import Path\nPath('assets/sounds/dice.ogg')",
        "def input_box():\n    pass\ninput_box()",
        "import urllib.parse",
        "class A:\n    def sleep(self):\n        pass\nA().sleep()",
    ],
)
def test_checker_accepts_browser_safe_code(source):
    assert check_source(source) == []


# --- the shipped code -----------------------------------------------------------


def test_there_is_code_to_check():
    rels = [p.relative_to(ROOT).as_posix() for p in shipped_sources()]
    assert "game/games.py" in rels and "game/rules/base.py" in rels
    assert "game/build_web.py" not in rels and "game/web_runtime.py" not in rels


def test_shipped_code_keeps_the_browser_contract():
    report = []
    for path in shipped_sources():
        rel = path.relative_to(ROOT).as_posix()
        for line, msg in check_source(path.read_text(encoding="utf-8"), rel):
            report.append(f"{rel}:{line}: {msg}")
    assert report == [], "\n".join(report)


def test_build_tool_is_excluded_for_its_subprocess_use():
    problems = check_source((ROOT / "game" / "build_web.py").read_text(encoding="utf-8"))
    assert any("subprocess" in msg for _, msg in problems)  # why it is excluded above


def test_no_wav_or_mp3_files_are_shipped():
    found = [
        p.relative_to(ROOT).as_posix()
        for top in ("assets", "game")
        if (ROOT / top).is_dir()
        for p in (ROOT / top).rglob("*")
        if p.suffix.lower() in AUDIO_SUFFIXES
    ]
    assert found == []
