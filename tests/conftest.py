"""Every test runs headless and never touches the real user data directory."""

import os
import tempfile

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
os.environ.setdefault("DICECHIPS_DATA", tempfile.mkdtemp(prefix="dicechips-test-"))
