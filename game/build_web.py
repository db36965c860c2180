"""Build the browser version: ``python -m game.build_web``.

Writes ``build/web/`` (index.html, favicon.png, dicechips.tar.gz and
dicechips.apk, plus the web app manifest, its icons and the service worker
sw.js unless ``--no-pwa``, and with ``--vendor-runtime`` the runtime in
cdn/0.9.3/: deploy the whole folder, e.g. to GitHub Pages) and
``build/web.zip`` (its own index.html at the root, without manifest and worker:
upload to itch.io only, because it holds just the .apk the page loads on
*.itch.zone). ``--site-url URL`` is where the site is published: share links
point there (docs/web.md, "The phone page").

Why a wrapper around pygbag 0.9.3: run bare it packs whatever sits in the
folder (tests, docs, .venv), runs ``black`` in place on the source tree when
black is importable, and retries forever when the CDN is unreachable (its
template and icon). So this script copies only main.py, game/ and assets/ into
a clean temporary staging folder, builds there with our own template and icon
(no network needed), under a timeout, and copies the results out. It never
writes to the source tree except the output folder.

A dev tool, not game code: it uses subprocess and is left out of the archive.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from dataclasses import dataclass
from pathlib import Path

from game import web_runtime

APP_NAME = "dicechips"
TITLE = "Dice & Chips"
PYGBAG_VERSION = "0.9.3"
CDN = f"https://pygame-web.github.io/cdn/{PYGBAG_VERSION}/"
ARCHIVE_BUDGET = 1_000_000  # bytes, for our code + assets (the .tar.gz)
DEFAULT_TIMEOUT = 180.0
UPSTREAM_TEMPLATE_URL = "https://pygame-web.github.io/cdn/0.9.3/default.tmpl"  # what pygbag 0.9.3 fetches
PROBE_TIMEOUT = 10.0  # seconds to reach the CDN before --upstream-template gives up
NEEDS_NETWORK = "--upstream-template downloads pygbag's template from the CDN and needs the network"

ROOT = Path(__file__).resolve().parent.parent
TEMPLATE = ROOT / "web" / "loader.tmpl"
ICON = ROOT / "web" / "favicon.png"
WORKER = ROOT / "web" / "sw.js"
APP_ICONS = {192: ROOT / "web" / "icon-192.png", 512: ROOT / "web" / "icon-512.png"}  # tools/make_favicon.py
MASKABLE_ICON = ROOT / "web" / "icon-maskable-512.png"  # the chip in the safe zone, on felt
APPLE_ICON = ROOT / "web" / "apple-touch-icon.png"  # 180 px, opaque (iOS puts transparency on black)

# --vendor-runtime copies pygbag's runtime (game/web_runtime.py) into the site's cdn/ folder, laid
# out as the CDN root is: the page loads pythons.js from cdn/0.9.3/ and the loader points pygbag's
# package index there, so at play time the game asks no other origin for anything.
VENDORED_ROOT = web_runtime.SITE_FOLDER
VENDORED_CDN = f"{VENDORED_ROOT}{PYGBAG_VERSION}/"
# Same tree, same bytes: every archive member gets this time (1980-01-01, the zip format's first day).
FIXED_TIME = (1980, 1, 1, 0, 0, 0)
FIXED_EPOCH = 315532800

# What the archive holds: the entry point, the game package and the assets.
STAGED = ("main.py", "game", "assets")
# Never staged: caches, editor and OS litter, this build tool itself.
SKIP_DIRS = {"__pycache__", ".mypy_cache", ".pytest_cache", ".ruff_cache", ".hypothesis"}
SKIP_SUFFIXES = {".pyc", ".pyo", ".orig", ".rej", ".swp", ".bak"}
SKIP_FILES = {"build_web.py", "web_runtime.py", ".DS_Store", "Thumbs.db"}
FORBIDDEN_AUDIO = {".wav", ".mp3", ".aiff"}


class BuildError(RuntimeError):
    """The build cannot run or did not produce what it should."""


@dataclass(frozen=True)
class BuildResult:
    web_dir: Path
    zip_path: Path
    archive_path: Path
    archive_bytes: int
    files: tuple[str, ...]  # paths inside the archive, relative to its assets/ folder
    seconds: float

    @property
    def within_budget(self) -> bool:
        return self.archive_bytes <= ARCHIVE_BUDGET


@dataclass(frozen=True)
class Site:
    """What the page knows of where it is published (written into index.html)."""

    url: str = ""  # e.g. https://example.org/dice/ ; "" = links give the code
    pwa: bool = False  # manifest + service worker (the site build; never itch.io's)
    vendored: bool = False  # the runtime is served from the site's own cdn/ folder
    archive: str = "tar.gz"  # which copy of the game the loader unpacks: tar.gz (site) or apk (itch.io zip)


def site_url(url: str) -> str:
    """The site's address, checked: http(s), a host, ending in "/" (the page is its folder's index)."""
    from urllib.parse import urlsplit

    url = url.strip()
    if not url:
        return ""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.netloc or parts.query or parts.fragment:
        raise BuildError(f"--site-url must be an http(s) address without ?query or #part, not {url!r}")
    if url.endswith("/index.html"):
        url = url[: -len("index.html")]
    return url if url.endswith("/") else url + "/"


def finish_page(html: str, site: Site) -> str:
    """Our settings into the built index.html: the build settings object, the manifest link and,
    for a vendored runtime, the CDN address replaced by the site's own folder."""
    import json

    marker = "window.dcBuild = {}; /* dc-build */"
    if marker not in html:
        raise BuildError("the template has no dcBuild marker (web/loader.tmpl)")
    settings = {
        "site_url": site.url,
        "pwa": site.pwa,
        "vendored": site.vendored,
        "archive": site.archive,
        # pygbag's package index (and through its -CDN- entry the wheels): the site's copy
        "packages": VENDORED_ROOT if site.vendored else "",
        # where the runtime comes from when it is not the site's own (the worker keeps those files)
        "runtime_from": "" if site.vendored else web_runtime.CDN_ROOT,
    }
    html = html.replace(marker, f"window.dcBuild = {json.dumps(settings)}; /* dc-build */")
    manifest = (
        '<link rel="manifest" href="manifest.webmanifest">\n<link rel="apple-touch-icon" href="apple-touch-icon.png">'
        if site.pwa
        else ""
    )
    html = html.replace("<!-- dc-manifest -->", manifest)
    if site.vendored:
        html = html.replace(CDN, VENDORED_CDN)
    return html


def manifest(site: Site) -> dict:
    """The web app manifest: installable, landscape, in the game's colours."""
    return {
        "name": TITLE,
        "short_name": "Dice&Chips",
        "description": "Tabletop dice-and-chip games",
        "start_url": "./",
        "scope": "./",
        "id": "./",
        "display": "standalone",
        "orientation": "landscape",
        "background_color": "#1d3b2a",
        "theme_color": "#1d3b2a",
        "icons": [
            {"src": f"icon-{size}.png", "sizes": f"{size}x{size}", "type": "image/png", "purpose": "any"}
            for size in sorted(APP_ICONS)
        ]
        + [{"src": MASKABLE_ICON.name, "sizes": "512x512", "type": "image/png", "purpose": "maskable"}],
    }


def vendor_runtime_into(
    source: str, web_dir: Path, runtime: web_runtime.Runtime = web_runtime.PYGBAG_0_9_3, log=print
) -> list[str]:
    """The runtime from ``source`` (a copy of the CDN root, or its URL) into the site's cdn/ folder."""
    try:
        return web_runtime.vendor(source, web_dir / VENDORED_ROOT, runtime, log=log)
    except web_runtime.RuntimeSourceError as exc:
        raise BuildError(f"--vendor-runtime: {exc}") from None


def _fixed_zipinfo(name: str, compress: int) -> zipfile.ZipInfo:
    info = zipfile.ZipInfo(name, date_time=FIXED_TIME)
    info.compress_type = compress
    info.external_attr = 0o644 << 16
    info.create_system = 3  # unix, whatever the building machine
    return info


def write_zip(path: Path, members: dict[str, bytes], stored: frozenset = frozenset()) -> None:
    """A zip whose bytes depend only on ``members``: sorted names, fixed times and attributes."""
    with zipfile.ZipFile(path, "w") as out:
        for name in sorted(members):
            compress = zipfile.ZIP_STORED if name in stored else zipfile.ZIP_DEFLATED
            out.writestr(_fixed_zipinfo(name, compress), members[name], compresslevel=9)


def read_zip(path: Path) -> dict[str, bytes]:
    with zipfile.ZipFile(path) as zf:
        return {i.filename: zf.read(i) for i in zf.infolist() if not i.is_dir()}


def repack_tar_gz(path: Path) -> None:
    """pygbag's .tar.gz again, without the build's time (gzip header, member times) or owner."""
    import gzip
    import io

    with tarfile.open(path, "r:gz") as tar:
        members = {m.name: tar.extractfile(m).read() for m in tar.getmembers() if m.isfile()}
    raw = io.BytesIO()
    with tarfile.open(fileobj=raw, mode="w", format=tarfile.GNU_FORMAT) as out:
        dirs = sorted({"/".join(n.split("/")[:i]) for n in members for i in range(1, n.count("/") + 1)})
        for name in dirs:
            info = tarfile.TarInfo(name)
            info.type, info.mode, info.mtime = tarfile.DIRTYPE, 0o755, FIXED_EPOCH
            out.addfile(info)
        for name in sorted(members):
            info = tarfile.TarInfo(name)
            info.size, info.mode, info.mtime = len(members[name]), 0o644, FIXED_EPOCH
            out.addfile(info, io.BytesIO(members[name]))
    with open(path, "wb") as fh, gzip.GzipFile(filename="", mode="wb", fileobj=fh, mtime=0) as gz:
        gz.write(raw.getvalue())


def vendored_members(web_dir: Path, runtime: list[str]) -> dict[str, bytes]:
    return {rel: (web_dir / rel).read_bytes() for rel in runtime}


def add_pwa(web_dir: Path, site: Site, runtime: list[str]) -> None:
    """Manifest, app icons and the versioned service worker (its cache list and version)."""
    import hashlib
    import json

    for size, icon in APP_ICONS.items():
        shutil.copy2(icon, web_dir / f"icon-{size}.png")
    for icon in (MASKABLE_ICON, APPLE_ICON):
        shutil.copy2(icon, web_dir / icon.name)
    (web_dir / "manifest.webmanifest").write_text(json.dumps(manifest(site), indent=1), encoding="utf-8")
    precache = ["./", "index.html", "favicon.png", f"{APP_NAME}.tar.gz", "manifest.webmanifest"]
    precache += [f"icon-{size}.png" for size in sorted(APP_ICONS)] + [MASKABLE_ICON.name, APPLE_ICON.name]
    precache += runtime
    worker = WORKER.read_text(encoding="utf-8")
    digest = hashlib.sha256(worker.encode("utf-8"))  # a new worker is a new version too
    for rel in precache[1:]:
        digest.update(rel.encode() + b"\0" + (web_dir / rel).read_bytes())
    for marker, value in (
        ('"dc-dev"; /* dc-version */', json.dumps("dc-" + digest.hexdigest()[:16]) + "; /* dc-version */"),
        ("[]; /* dc-precache */", json.dumps(precache) + "; /* dc-precache */"),
    ):
        if marker not in worker:
            raise BuildError(f"web/sw.js has no {marker!r} marker")
        worker = worker.replace(marker, value)
    (web_dir / "sw.js").write_text(worker, encoding="utf-8")


def itch_zip(zip_path: Path, web_dir: Path, html: str, runtime: list[str]) -> None:
    """web.zip (itch.io, or any host's subfolder): its own index.html that unpacks the .apk, the
    vendored runtime when there is one, no manifest and no worker."""
    members = {"index.html": html.encode("utf-8"), "favicon.png": (web_dir / "favicon.png").read_bytes()}
    members[f"{APP_NAME}.apk"] = (web_dir / f"{APP_NAME}.apk").read_bytes()
    members.update(vendored_members(web_dir, runtime))
    write_zip(
        zip_path, members, stored=frozenset({f"{APP_NAME}.apk", *[r for r in runtime if r.endswith(".whl")]})
    )


def _skip(path: Path) -> bool:
    return path.name in SKIP_FILES or path.name.startswith(".") or path.suffix.lower() in SKIP_SUFFIXES


def staged_files(root: Path = ROOT) -> list[str]:
    """The relative paths (posix) that go into the archive, sorted."""
    main = root / "main.py"
    if not main.is_file():
        raise BuildError(f"{main} is missing: the web build needs the app's entry point")
    out = ["main.py"]
    for top in STAGED[1:]:
        base = root / top
        if not base.is_dir():
            continue
        for dirpath, dirnames, filenames in os.walk(base):
            dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS and not d.startswith("."))
            for name in sorted(filenames):
                path = Path(dirpath) / name
                if not _skip(path):
                    out.append(path.relative_to(root).as_posix())
    bad = [p for p in out if Path(p).suffix.lower() in FORBIDDEN_AUDIO]
    if bad:
        raise BuildError(f"browsers get OGG only; convert or remove: {', '.join(bad)}")
    spaced = [p for p in out if " " in p]
    if spaced:
        raise BuildError(f"pygbag cannot pack names with spaces: {', '.join(spaced)}")
    return sorted(out)


def check_no_black(python: str) -> None:
    """pygbag runs ``black`` on the folder it packs whenever black is importable."""
    if python == sys.executable:
        found = importlib.util.find_spec("black") is not None
    else:
        probe = subprocess.run(
            [python, "-c", "import importlib.util as u; print(u.find_spec('black') is not None)"],
            capture_output=True,
            text=True,
            timeout=60,
        )
        found = probe.stdout.strip() == "True"
    if found:
        raise BuildError(
            "black is importable in this interpreter; pygbag 0.9.3 would reformat the packed code. "
            "Build from an environment without black (pip uninstall black)."
        )


def stage(root: Path, dest: Path) -> list[str]:
    """Copy the files the archive should hold into ``dest``."""
    files = staged_files(root)
    for rel in files:
        target = dest / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(root / rel, target)
    return files


def pygbag_command(
    python: str, app_dir: Path, *, upstream_template: bool, ume_block: int, template: Path, icon: Path
) -> list[str]:
    cmd = [python, "-m", "pygbag", "--archive", "--no_opt", "--ume_block", str(ume_block)]
    cmd += ["--title", TITLE, "--icon", str(icon)]
    if not upstream_template:
        cmd += ["--template", str(template)]
    cmd.append(str(app_dir))  # must be the last argument
    return cmd


def probe_upstream_template(
    url: str = UPSTREAM_TEMPLATE_URL, timeout: float = PROBE_TIMEOUT, log=print
) -> None:
    """Say at once what --upstream-template waits for, and fail fast when it cannot be reached.

    (pygbag itself retries the download every 5 s for ever, silently.)
    """
    import urllib.error
    import urllib.request

    log(f"{NEEDS_NETWORK}: fetching {url} (giving up after {timeout:.0f} s)")
    try:
        with urllib.request.urlopen(url, timeout=timeout) as response:
            response.read(1)
    except (OSError, urllib.error.URLError, ValueError) as exc:
        reason = getattr(exc, "reason", None) or exc
        raise BuildError(f"{NEEDS_NETWORK}; {url} could not be reached ({reason})") from None


def archive_members(archive: Path) -> list[str]:
    """The files in a built .tar.gz, relative to its top ``assets/`` folder."""
    with tarfile.open(archive, "r:gz") as tar:
        names = [m.name for m in tar.getmembers() if m.isfile()]
    prefix = "assets/"
    return sorted(n[len(prefix) :] if n.startswith(prefix) else n for n in names)


def build(
    out: Path | None = None,
    *,
    root: Path = ROOT,
    ume_block: int = 1,
    upstream_template: bool = False,
    timeout: float = DEFAULT_TIMEOUT,
    python: str = sys.executable,
    template: Path = TEMPLATE,
    icon: Path = ICON,
    site_address: str = "",
    pwa: bool = True,
    vendor_runtime: str | None = None,
    runtime: web_runtime.Runtime = web_runtime.PYGBAG_0_9_3,
    log=print,
) -> BuildResult:
    """Stage, run pygbag, copy build/web and build/web.zip into ``out``."""
    out = Path(out) if out else root / "build"
    started = time.perf_counter()
    for needed in (icon,) + (() if upstream_template else (template,)):
        if not Path(needed).is_file():
            raise BuildError(f"{needed} is missing")
    address = site_url(site_address)
    check_no_black(python)
    if upstream_template:
        probe_upstream_template(log=log)
    with tempfile.TemporaryDirectory(prefix="dicechips-web-") as tmp:
        app_dir = Path(tmp) / APP_NAME  # pygbag names the app after this folder
        app_dir.mkdir()
        files = stage(root, app_dir)
        log(f"staged {len(files)} files in {app_dir}")
        cmd = pygbag_command(
            python,
            app_dir,
            upstream_template=upstream_template,
            ume_block=ume_block,
            template=Path(template).resolve(),
            icon=Path(icon).resolve(),
        )
        env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
        try:
            proc = subprocess.run(
                cmd,
                cwd=app_dir,
                env=env,
                capture_output=True,
                text=True,
                timeout=timeout,
                stdin=subprocess.DEVNULL,
            )
        except subprocess.TimeoutExpired as exc:
            hint = (
                NEEDS_NETWORK
                if upstream_template
                else "pygbag may be waiting for the network (it retries forever)"
            )
            tail = (exc.stdout or b"")[-800:]
            if isinstance(tail, bytes):
                tail = tail.decode(errors="replace")
            raise BuildError(f"pygbag did not finish within {timeout:.0f} s; {hint}.\n{tail}") from None
        if proc.returncode != 0:
            raise BuildError(
                f"pygbag failed (exit {proc.returncode}):\n{proc.stdout[-2000:]}\n{proc.stderr[-2000:]}"
            )
        built = app_dir / "build" / "web"
        built_zip = app_dir / "build" / "web.zip"
        expected = [built / n for n in ("index.html", "favicon.png", f"{APP_NAME}.tar.gz", f"{APP_NAME}.apk")]
        missing = [p.name for p in expected + [built_zip] if not p.is_file()]
        if missing:
            raise BuildError(f"pygbag did not produce {', '.join(missing)}:\n{proc.stdout[-2000:]}")
        web_dir = out / "web"
        if web_dir.exists():
            shutil.rmtree(web_dir)
        web_dir.mkdir(parents=True)
        for path in expected:
            shutil.copy2(path, web_dir / path.name)
        zip_path = out / "web.zip"
        upstream_zip = read_zip(built_zip)
    # same tree, same bytes: pygbag stamps the build's time into both archives
    repack_tar_gz(web_dir / f"{APP_NAME}.tar.gz")
    write_zip(web_dir / f"{APP_NAME}.apk", read_zip(web_dir / f"{APP_NAME}.apk"))
    if upstream_template:
        write_zip(zip_path, {**upstream_zip, f"{APP_NAME}.apk": (web_dir / f"{APP_NAME}.apk").read_bytes()})
    else:
        page = web_dir / "index.html"
        built_html = page.read_text(encoding="utf-8")
        vendored = vendor_runtime_into(vendor_runtime, web_dir, runtime, log=log) if vendor_runtime else []
        site = Site(url=address, pwa=pwa, vendored=bool(vendor_runtime))
        page.write_text(finish_page(built_html, site), encoding="utf-8")
        if pwa:
            add_pwa(web_dir, site, vendored)
        itch = Site(url=address, vendored=bool(vendor_runtime), archive="apk")
        itch_zip(zip_path, web_dir, finish_page(built_html, itch), vendored)
    archive = web_dir / f"{APP_NAME}.tar.gz"
    packed = archive_members(archive)
    if packed != files:
        extra = sorted(set(packed) - set(files))
        lost = sorted(set(files) - set(packed))
        raise BuildError(f"archive content differs from the staged files: extra {extra}, missing {lost}")
    with zipfile.ZipFile(zip_path) as zf:
        if "index.html" not in zf.namelist():
            raise BuildError("web.zip has no index.html at its root")
    return BuildResult(
        web_dir=web_dir,
        zip_path=zip_path,
        archive_path=archive,
        archive_bytes=archive.stat().st_size,
        files=tuple(files),
        seconds=time.perf_counter() - started,
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m game.build_web", description="Build the browser version."
    )
    parser.add_argument("--out", type=Path, default=None, help="output folder (default: build/ in the repo)")
    parser.add_argument(
        "--ume-block",
        type=int,
        choices=(0, 1),
        default=1,
        help="1 (default): wait for a click or tap before starting (needed for sound); 0: start at once (tests)",
    )
    parser.add_argument(
        "--upstream-template",
        action="store_true",
        help="use pygbag's own template from the CDN instead of web/loader.tmpl (needs the network)",
    )
    parser.add_argument(
        "--timeout", type=float, default=DEFAULT_TIMEOUT, help="seconds before giving up on pygbag"
    )
    parser.add_argument(
        "--site-url",
        default="",
        help="the address the site is published at (e.g. https://example.org/dice/): share links point there",
    )
    parser.add_argument(
        "--vendor-runtime",
        nargs="?",
        const=web_runtime.CDN_ROOT,
        default=None,
        metavar="SOURCE",
        help="copy pygbag's runtime, the pygame-ce wheel included, into the site and the itch.io zip "
        "and load it from there; SOURCE is a copy of the CDN root (the folder holding "
        f"{PYGBAG_VERSION}/) or its address (default {web_runtime.CDN_ROOT}; needs the network). "
        "Files that differ from the pinned ones are refused",
    )
    parser.add_argument(
        "--no-pwa", action="store_true", help="no manifest and no service worker in build/web"
    )
    parser.add_argument(
        "--root", type=Path, default=ROOT, help=argparse.SUPPRESS
    )  # experiments on a scratch tree
    args = parser.parse_args(argv)
    try:
        result = build(
            args.out,
            root=args.root,
            ume_block=args.ume_block,
            upstream_template=args.upstream_template,
            timeout=args.timeout,
            site_address=args.site_url,
            pwa=not args.no_pwa,
            vendor_runtime=args.vendor_runtime,
        )
    except BuildError as exc:
        print(f"build_web: error: {exc}", file=sys.stderr)
        return 1
    kib = result.archive_bytes / 1024
    budget = "within" if result.within_budget else "OVER"
    print(f"built {result.web_dir} and {result.zip_path} in {result.seconds:.1f} s")
    print(
        f"archive {result.archive_path.name}: {len(result.files)} files, {kib:.1f} KiB ({budget} the 1 MB budget)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
