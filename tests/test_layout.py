"""The layout rules of the code base, checked: what a game brings, what stays shared, what imports what.

The README says what a new game touches; these tests keep that true.
"""

import ast
import re
from pathlib import Path

import pytest

from game.games import GAME_IDS

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "game"
SCENE_LINE_LIMIT = 500


def sources(folder: Path):
    return sorted(p for p in folder.rglob("*.py") if "__pycache__" not in p.parts)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_each_game_brings_its_own_modules(game_id):
    for path in (
        f"game/rules/{game_id}.py",
        f"game/ai/{game_id}.py",
        f"game/locale/{game_id}.py",
        f"game/scenes/{game_id}/__init__.py",
    ):
        assert (ROOT / path).is_file(), f"{game_id} is listed in GAME_IDS but {path} is missing"
    assert list((ROOT / "tests").glob(f"test_{game_id}_*.py")), f"{game_id} has no tests of its own"


def test_shared_code_names_no_game():
    """Only GAME_IDS names the games: the app, menus, shared pieces and common strings stay game-free."""
    shared = [p for p in GAME.glob("*.py") if p.name not in ("games.py", "build_web.py")]
    shared += list((GAME / "scenes").glob("*.py")) + sources(GAME / "scenes" / "shared")
    shared += [GAME / "locale" / "common.py"]
    ids = "|".join(GAME_IDS)
    pattern = re.compile(rf"""["']({ids})[."']""")
    offenders = [
        f"{p.relative_to(ROOT)}: {m.group(0)}" for p in shared for m in pattern.finditer(p.read_text())
    ]
    assert not offenders, offenders


def test_no_scene_module_is_over_the_size_limit():
    long = {
        str(p.relative_to(ROOT)): n
        for p in sources(GAME / "scenes")
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > SCENE_LINE_LIMIT
    }
    assert not long, f"split these by job (scene/input, animations, drawing, how-to): {long}"


def test_nothing_below_the_app_imports_it():
    """game/app.py wires everything together; a module importing it back makes an import cycle."""
    offenders = []
    for path in sources(GAME):
        if path.name == "app.py" and path.parent == GAME:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.ImportFrom):
                names = [node.module or ""] + [f"{node.module}.{a.name}" for a in node.names]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            if "game.app" in names:
                offenders.append(str(path.relative_to(ROOT)))
    assert not offenders, offenders


def test_rules_stay_pure():
    for path in sources(GAME / "rules"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imported = {
            (n.module or "") if isinstance(n, ast.ImportFrom) else a.name
            for n in ast.walk(tree)
            if isinstance(n, ast.Import | ast.ImportFrom)
            for a in (n.names if isinstance(n, ast.Import) else [n])
        }
        assert not {m for m in imported if m.split(".")[0] in ("pygame", "os", "io", "pathlib")}, path
