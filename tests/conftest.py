"""Every test runs headless and never touches the real user data directory.

The throw-away data folder is removed when the test run ends (unless the
caller chose DICECHIPS_DATA), so runs leave nothing in the temp directory.
"""

import atexit
import os
import shutil
import tempfile

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
if not os.environ.get("DICECHIPS_DATA"):
    _data = tempfile.mkdtemp(prefix="dicechips-test-")
    os.environ["DICECHIPS_DATA"] = _data
    atexit.register(shutil.rmtree, _data, True)
