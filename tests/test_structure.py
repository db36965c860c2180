"""The import graph of game/ has no cycle: every import goes one way.

Every import counts, also one inside a function (it is still a dependency, only a later one);
only imports under ``if TYPE_CHECKING:`` are left out (they never run). What two modules both
need belongs in a module below both of them.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "game"


def module_files() -> dict[str, Path]:
    mods = {}
    for path in GAME.rglob("*.py"):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        mods[".".join(parts)] = path
    return mods


def _typing_only(tree: ast.AST) -> set[int]:
    return {
        id(n)
        for node in ast.walk(tree)
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.dump(node.test)
        for n in ast.walk(node)
    }


def imports_of(name: str, path: Path, mods: dict[str, Path]) -> dict[str, int]:
    """The game modules ``name`` imports, each with the line of its first import."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _typing_only(tree)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: dict[str, int] = {}
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        targets = []
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join(up + ([base] if base else []))
            # "from game.scenes import results" imports the module game.scenes.results
            targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in mods else base for a in node.names]
        for target in targets:
            while target and target not in mods:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.setdefault(target, node.lineno)
    return found


def import_graph() -> dict[str, dict[str, int]]:
    mods = module_files()
    return {name: imports_of(name, path, mods) for name, path in mods.items()}


def cycles(graph: dict[str, dict[str, int]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(groups)


def test_no_import_cycle_inside_game():
    graph = import_graph()
    found = cycles(graph)
    where = [
        "; ".join(f"{a} -> {b} (line {graph[a][b]})" for a in group for b in group if b in graph[a])
        for group in found
    ]
    assert not found, "import cycles (make each import go one way):\n" + "\n".join(where)


def test_the_checker_sees_a_cycle_through_a_function_level_import():
    """The checker itself: a cycle closed by an import inside a function is still a cycle, one
    under TYPE_CHECKING is not."""
    graph = {"a": {"b": 1}, "b": {"a": 9}, "c": {"a": 2}}
    assert cycles(graph) == [["a", "b"]]
    tree = ast.parse("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import game.app\n")
    imports = [n for n in ast.walk(tree) if isinstance(n, ast.Import)]
    assert imports and all(id(n) in _typing_only(tree) for n in imports)
    inside = imports_of("game.settings", GAME / "settings.py", module_files())
    assert "game.storage" in inside  # a plain module-level import is seen
