"""Every test runs headless and never touches the real user data directory.

The throw-away data folder is removed when the test run ends (unless the
caller chose DICECHIPS_DATA), so runs leave nothing in the temp directory.
"""

import atexit
import os
import shutil
import sys
import tempfile

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
# A folder made here is marked (DICECHIPS_TEST_DATA), so that each pytest-xdist worker, which
# inherits the controller's environment, makes its own instead of sharing (and removing) it.
_chosen = os.environ.get("DICECHIPS_DATA")
if not _chosen or _chosen == os.environ.get("DICECHIPS_TEST_DATA"):
    _data = tempfile.mkdtemp(prefix="dicechips-test-")
    os.environ["DICECHIPS_DATA"] = os.environ["DICECHIPS_TEST_DATA"] = _data
    atexit.register(shutil.rmtree, _data, True)
# Tests start main.py and Python dozens of times. Where the environment turns bytecode off
# (PYTHONDONTWRITEBYTECODE), each start compiled the whole game again (0.7 s of CPU): the run keeps
# its bytecode in a folder of its own instead, removed at the end, and writes nothing into the tree.
if os.environ.pop("PYTHONDONTWRITEBYTECODE", None) and not sys.pycache_prefix:
    sys.pycache_prefix = os.environ["PYTHONPYCACHEPREFIX"] = tempfile.mkdtemp(prefix="dicechips-pyc-")
    sys.dont_write_bytecode = False
    atexit.register(shutil.rmtree, sys.pycache_prefix, True)


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def english():
    """Every test starts in English, and one that switched language leaves the next in English."""
    from game import i18n

    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.fixture(autouse=True)
def _standard_layout_after():
    """A test that switched to the compact layout (game/layout.py) leaves the next one standard."""
    yield
    from game import layout, theme

    if layout.current() is not layout.STANDARD:
        theme.use_layout(layout.STANDARD)


@pytest.fixture(autouse=True)
def _no_turn_measures_kept():
    """The Farkle coach keeps a turn's measure between that turn's decisions (game/coach/farkle.py):
    each test starts without, so what it counts (a computation's slices) never depends on the test
    that ran before it in the same process."""
    coach = sys.modules.get("game.coach.farkle")
    if coach is not None:
        coach._MEASURES.clear()
