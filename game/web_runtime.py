"""pygbag's browser runtime, vendored into the site: which files, pinned how (``game/build_web.py``).

The page and pygbag 0.9.3's runtime ask for these files (docs/web.md, "What the runtime asks
for", has the lines of pythons.js that ask for each): the interpreter and its data and rc file,
the terminal (``vtx.js`` and ``vt/``, asked for on every browser pythons.js does not count as a
phone), the sound probe ``empty.ogg``, pygbag's package index and the pygame-ce wheel it names.
``--vendor-runtime SOURCE`` copies them from a copy of the CDN root (laid out as
https://pygame-web.github.io/cdn/ is) or from that address into the site's ``cdn/`` folder, so
the game asks no other origin for anything at play time.

Every file but the interpreter's two blobs is pinned by SHA-256: a source whose files differ is
refused, so every build ships the runtime that was tested. ``main.wasm`` and ``main.data`` are
missing from every public snapshot of the CDN, so they cannot be pinned here.

A dev tool, not game code: it is left out of the archive.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path

CDN_ROOT = "https://pygame-web.github.io/cdn/"
SITE_FOLDER = "cdn/"  # the CDN root's copy, next to index.html


class RuntimeSourceError(RuntimeError):
    """The runtime's source is missing a file, or a file differs from its pin."""


@dataclass(frozen=True)
class Runtime:
    """One pygbag version's runtime: files under the CDN root and their SHA-256."""

    version: str
    abi: str  # the interpreter's tag, e.g. cp312
    pinned: tuple[tuple[str, str], ...]  # (path under the CDN root, sha256)
    unpinned: tuple[str, ...]  # asked for, but no public copy to pin them from
    wheel_module: str = "pygame"  # the index's entry the game needs

    @property
    def folder(self) -> str:
        return f"{self.version}/"  # pythons.js and the interpreter: the page's config.cdn

    @property
    def index(self) -> str:
        return f"index-{self.version}-{self.abi}.json"

    @property
    def wheel(self) -> str:
        return next(rel for rel, _ in self.pinned if rel.endswith(".whl"))

    def files(self) -> list[str]:
        """Every file the site holds, under the CDN root, the package index included."""
        return sorted([rel for rel, _ in self.pinned] + list(self.unpinned) + [self.index])


# From a snapshot of the public repository pygame-web/cdn (its commit 5f40e45, 2026-03-01).
PYGBAG_0_9_3 = Runtime(
    version="0.9.3",
    abi="cp312",
    pinned=(
        ("0.9.3/pythons.js", "92fbcbfbb0603ab4fdc604b4fb8951c042040de27cc290742feaa1c3e505332a"),
        ("0.9.3/cpythonrc.py", "4ed118ded521641afbd8a717ba0d5625bda0b6aace00ca6c1ac623f21f5adfdb"),
        ("0.9.3/cpython312/main.js", "70efa7f3b0112f4912eac43637eae5bde805fba9fe8bb9619aa0bb3a48095bb8"),
        ("0.9.3/empty.ogg", "884c20d864222b845aa78fb078ec370f4ddaa203cd92ace28440ed7733403b40"),
        ("vtx.js", "9c5f4de60a85dad9093862715094d67d9c8065872657ad3effa1a6cac6834797"),
        ("vt/xterm.js", "f0aea0f75f48559013ae6643c2479dd737d26da42d5524e6d2b70915ae6523c7"),
        ("vt/xterm-addon-image.js", "a4795cf0998c595de120f79a69c6e522db5fff28dba7c50c1e872ea81a89fd81"),
        ("vt/xterm.css", "832f3f2c603b43ad4351ff04970150cc7a873014276db126a6065c6dd81e4872"),
        (
            "cp312/pygame_ce-2.5.7.dev1-cp312-cp312-wasm32_bi_emscripten.whl",
            "9c6aa80480c7f199dd024639fc1e1f6b4a5c5c6a7a888b11110ad17b35abdd27",
        ),
    ),
    unpinned=("0.9.3/cpython312/main.wasm", "0.9.3/cpython312/main.data"),
)


def read_source(source: str, rel: str, timeout: float = 60.0, log=print) -> bytes:
    """One file of the runtime's source: a URL ending in the CDN root's "/" or a local folder."""
    if "://" in source:
        url = source.rstrip("/") + "/" + rel
        log(f"downloading {url}")
        try:
            with urllib.request.urlopen(url, timeout=timeout) as response:
                return response.read()
        except (OSError, urllib.error.URLError, ValueError) as exc:
            raise RuntimeSourceError(f"could not download {url} ({exc})") from None
    path = Path(source) / rel
    if not path.is_file():
        raise RuntimeSourceError(f"{path} is missing (SOURCE is the folder that holds {rel.split('/')[0]}/)")
    return path.read_bytes()


def site_index(upstream: bytes, runtime: Runtime, cdn: str = SITE_FOLDER) -> bytes:
    """The package index the site serves: only what it vendors, its ``-CDN-`` the site's own folder.

    The upstream index must name the pinned wheel for the game's module (its ``<abi>``/``<api>``
    placeholders filled in as pygbag's pep0723.py does), or the source is refused.
    """
    try:
        entries = json.loads(upstream.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise RuntimeSourceError(f"{runtime.index} is not JSON ({exc})") from None
    named = str(entries.get(runtime.wheel_module, "")) if isinstance(entries, dict) else ""
    resolved = named.replace("<abi>", runtime.abi).replace("<api>", "wasm32_bi_emscripten")
    if resolved != runtime.wheel:
        raise RuntimeSourceError(
            f"{runtime.index} names {named or 'nothing'} for {runtime.wheel_module}, not the pinned {runtime.wheel}"
        )
    ours = {"-CDN-": cdn, runtime.wheel_module: named}
    return (json.dumps(ours, indent=1, sort_keys=True) + "\n").encode("utf-8")


def vendor(source: str, dest: Path, runtime: Runtime = PYGBAG_0_9_3, log=print) -> list[str]:
    """Copy the runtime from ``source`` into ``dest`` (the site's cdn/ folder), checking the pins.

    Returns the copied paths relative to the site (``cdn/...``), sorted. Nothing is written
    unless every pinned file matches.
    """
    blobs = {}
    wrong = []
    for rel, sha in runtime.pinned:
        data = read_source(source, rel, log=log)
        if hashlib.sha256(data).hexdigest() != sha:
            wrong.append(rel)
        blobs[rel] = data
    if wrong:
        raise RuntimeSourceError(
            f"files differ from the pygbag {runtime.version} runtime this build pins: {', '.join(wrong)}"
        )
    for rel in runtime.unpinned:
        blobs[rel] = read_source(source, rel, log=log)
    blobs[runtime.index] = site_index(read_source(source, runtime.index, log=log), runtime)
    if dest.exists():
        shutil.rmtree(dest)
    for rel, data in sorted(blobs.items()):
        target = dest / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    return [SITE_FOLDER + rel for rel in sorted(blobs)]


def pinned_to(folder: Path, like: Runtime = PYGBAG_0_9_3) -> Runtime:
    """The same files as ``like``, pinned to what ``folder`` holds (the tests' stand-in runtime)."""
    pins = tuple(
        (rel, hashlib.sha256((Path(folder) / rel).read_bytes()).hexdigest()) for rel, _ in like.pinned
    )
    return Runtime(like.version, like.abi, pins, like.unpinned, like.wheel_module)


def download(dest: Path, runtime: Runtime = PYGBAG_0_9_3, source: str = CDN_ROOT, log=print) -> None:
    """A copy of the CDN root's files this runtime needs, checked against the pins, into ``dest``
    (the Pages workflow keeps it in its cache, one per pygbag version and set of pins)."""
    blobs = {rel: read_source(source, rel, log=log) for rel in runtime.files()}
    wrong = [rel for rel, sha in runtime.pinned if hashlib.sha256(blobs[rel]).hexdigest() != sha]
    if wrong:
        raise RuntimeSourceError(f"{source} serves files that differ from the pins: {', '.join(wrong)}")
    site_index(blobs[runtime.index], runtime)  # names the pinned wheel
    for rel, data in blobs.items():
        (dest / rel).parent.mkdir(parents=True, exist_ok=True)
        (dest / rel).write_bytes(data)


def main(argv: list[str] | None = None) -> int:
    import argparse
    import sys

    parser = argparse.ArgumentParser(
        prog="python -m game.web_runtime",
        description="Download pygbag's runtime (pinned files) into a folder laid out as the CDN root.",
    )
    parser.add_argument("--download", type=Path, required=True, metavar="DIR")
    parser.add_argument("--source", default=CDN_ROOT, help=f"default {CDN_ROOT}")
    args = parser.parse_args(argv)
    try:
        download(args.download, source=args.source)
    except RuntimeSourceError as exc:
        print(f"web_runtime: error: {exc}", file=sys.stderr)
        return 1
    print(f"pygbag {PYGBAG_0_9_3.version} runtime in {args.download}: {len(PYGBAG_0_9_3.files())} files")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
