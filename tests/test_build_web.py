"""The offline web build (game/build_web.py + web/loader.tmpl) and what it ships.

Builds run pygbag 0.9.3 for real (offline, well under a second each) into
temporary folders. The loader's Python block is also executed natively against
a stand-in for pygbag's browser runtime, since the real runtime cannot be
downloaded here.
"""

from __future__ import annotations

import hashlib
import os
import re
import sys
import tarfile
import types
import zipfile
from pathlib import Path

import pytest

from game import build_web, web_runtime

ROOT = Path(__file__).resolve().parent.parent
CDN = "https://pygame-web.github.io/cdn/0.9.3/"

pytest.importorskip("pygbag", reason="pygbag==0.9.3 is a dev dependency")


def expected_files(root: Path = ROOT) -> list[str]:
    """main.py, game/** and assets/** minus caches and the build tool, computed independently."""
    out = ["main.py"]
    for top in ("game", "assets"):
        for path in (root / top).rglob("*"):
            rel = path.relative_to(root)
            if not path.is_file() or "__pycache__" in rel.parts or any(p.startswith(".") for p in rel.parts):
                continue
            if path.suffix == ".pyc" or rel.as_posix() in ("game/build_web.py", "game/web_runtime.py"):
                continue
            out.append(rel.as_posix())
    return sorted(out)


def tree_digest(root: Path) -> dict[str, str]:
    files = [root / "main.py", *sorted((root / "game").rglob("*.py")), *sorted((root / "assets").rglob("*"))]
    return {
        str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest() for p in files if p.is_file()
    }


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    if not (ROOT / "main.py").is_file():
        pytest.fail("main.py is missing: the web build needs the app entry point")
    before = tree_digest(ROOT)
    out = tmp_path_factory.mktemp("webbuild")
    result = build_web.build(out, ume_block=0, log=lambda *a: None)
    assert tree_digest(ROOT) == before, "the build changed the source tree"
    return result


def test_offline_build_produces_web_folder_and_zip(built):
    names = sorted(p.name for p in built.web_dir.iterdir())
    assert names == [
        "apple-touch-icon.png",
        "dicechips.apk",
        "dicechips.tar.gz",
        "favicon.png",
        "icon-192.png",
        "icon-512.png",
        "icon-maskable-512.png",
        "index.html",
        "manifest.webmanifest",
        "sw.js",
    ]
    assert built.zip_path.name == "web.zip" and built.zip_path.parent == built.web_dir.parent
    assert built.seconds < 60


def test_archive_holds_exactly_main_game_and_assets(built):
    expected = expected_files()
    assert list(built.files) == expected
    with tarfile.open(built.archive_path, "r:gz") as tar:
        names = sorted(m.name for m in tar.getmembers() if m.isfile())
    assert names == sorted(f"assets/{p}" for p in expected)
    for name in names:
        parts = name.split("/")[1:]
        assert parts[0] in ("main.py", "game", "assets"), name
        assert "__pycache__" not in parts and not name.endswith(".pyc"), name
    assert "assets/game/build_web.py" not in names  # a dev tool that shells out: not shipped
    # the .apk (used on itch.io) carries the same files
    with zipfile.ZipFile(built.web_dir / "dicechips.apk") as apk:
        assert sorted(apk.namelist()) == names


def test_archive_size_is_reported(built):
    assert built.archive_bytes == built.archive_path.stat().st_size > 0
    assert built.within_budget == (built.archive_bytes <= build_web.ARCHIVE_BUDGET)


def test_index_html_fills_every_field_and_pins_the_runtime(built):
    html = (built.web_dir / "index.html").read_text(encoding="utf-8")
    assert "{{" not in html and "}}" not in html and "cookiecutter" not in html
    assert f'src="{CDN}pythons.js"' in html
    assert 'data-python="python3.12"' in html
    assert 'archive: "dicechips"' in html and 'APP = "dicechips"' in html
    assert "ume_block: 0," in html  # the test build's --ume-block 0 reached the page
    assert "<title>Dice &amp; Chips</title>" in html
    assert 'href="favicon.png"' in html
    assert 'width="1280" height="720"' in html
    assert (built.web_dir / "favicon.png").read_bytes() == (ROOT / "web" / "favicon.png").read_bytes()


def test_web_zip_has_index_html_at_its_root(built):
    with zipfile.ZipFile(built.zip_path) as zf:
        names = zf.namelist()
        assert "index.html" in names and "favicon.png" in names and "dicechips.apk" in names
        assert all("/" not in n for n in names)
        itch = zf.read("index.html").decode("utf-8")
    # itch.io cannot install a page: its index.html has no manifest and registers no worker
    site = (built.web_dir / "index.html").read_text(encoding="utf-8")
    assert '<link rel="manifest" href="manifest.webmanifest">' in site
    assert "manifest.webmanifest" not in itch.split("<style>")[0]
    assert '"pwa": true' in site and '"pwa": false' in itch
    assert "sw.js" not in names and "manifest.webmanifest" not in names


STUB = ROOT / "tests" / "browser" / "stub"  # a stand-in for the CDN root, pinned to itself here
STUB_RUNTIME = web_runtime.pinned_to(STUB)


@pytest.fixture(scope="module")
def vendored(tmp_path_factory):
    out = tmp_path_factory.mktemp("vendored")
    return build_web.build(
        out,
        site_address="https://example.org/dice",
        vendor_runtime=str(STUB),
        runtime=STUB_RUNTIME,
        log=lambda *a: None,
    )


def test_site_url_goes_into_the_page_and_vendored_runtime_into_the_site(vendored):
    result = vendored
    html = (result.web_dir / "index.html").read_text(encoding="utf-8")
    assert '"site_url": "https://example.org/dice/"' in html  # the missing "/" added
    assert CDN not in html and 'src="cdn/0.9.3/pythons.js"' in html and 'cdn: "cdn/0.9.3/",' in html
    assert '"packages": "cdn/"' in html and '"archive": "tar.gz"' in html
    for rel, _ in STUB_RUNTIME.pinned:
        assert (result.web_dir / "cdn" / rel).read_bytes() == (STUB / rel).read_bytes()
    for rel in STUB_RUNTIME.unpinned:
        assert (result.web_dir / "cdn" / rel).read_bytes() == (STUB / rel).read_bytes()
    worker = (result.web_dir / "sw.js").read_text(encoding="utf-8")
    for rel in STUB_RUNTIME.files():
        assert f'"cdn/{rel}"' in worker
    assert '"dicechips.tar.gz"' in worker
    # the zip (itch.io, or any host's subfolder) holds the same runtime and unpacks its .apk
    with zipfile.ZipFile(result.zip_path) as zf:
        names = set(zf.namelist())
        itch = zf.read("index.html").decode("utf-8")
        assert zf.read("cdn/vtx.js") == (STUB / "vtx.js").read_bytes()
    assert {f"cdn/{rel}" for rel in STUB_RUNTIME.files()} <= names
    assert "dicechips.apk" in names and "dicechips.tar.gz" not in names and "sw.js" not in names
    assert 'src="cdn/0.9.3/pythons.js"' in itch and '"archive": "apk"' in itch and '"pwa": false' in itch
    assert '"site_url": "https://example.org/dice/"' in itch


def test_vendored_package_index_names_only_the_sites_wheel(vendored):
    import json

    index = json.loads((vendored.web_dir / "cdn" / "index-0.9.3-cp312.json").read_text(encoding="utf-8"))
    assert index == {"-CDN-": "cdn/", "pygame": "cp312/pygame_ce-2.5.7.dev1-<abi>-<abi>-<api>.whl"}
    assert (vendored.web_dir / "cdn" / web_runtime.PYGBAG_0_9_3.wheel).is_file()
    # neither the page nor the index sends the runtime to the third-party CDN
    for path in (vendored.web_dir / "index.html", vendored.web_dir / "cdn" / "index-0.9.3-cp312.json"):
        assert b"pygame-web.github.io" not in path.read_bytes(), path


def test_a_runtime_that_differs_from_the_pins_is_refused(tmp_path):
    with pytest.raises(build_web.BuildError, match="differ from the pygbag 0.9.3 runtime") as err:
        build_web.vendor_runtime_into(str(STUB), tmp_path, log=lambda *a: None)
    assert "0.9.3/pythons.js" in str(err.value) and "vtx.js" in str(err.value)
    assert not (tmp_path / "cdn").exists()  # nothing written
    with pytest.raises(build_web.BuildError, match="missing"):
        build_web.vendor_runtime_into(str(tmp_path / "nowhere"), tmp_path, STUB_RUNTIME, log=lambda *a: None)


def test_an_index_that_names_another_wheel_is_refused():
    other = b'{"-CDN-": "https://pygame-web.github.io/cdn/", "pygame": "cp312/pygame_ce-2.5.7-<abi>-<abi>-<api>.whl"}'
    with pytest.raises(web_runtime.RuntimeSourceError, match="not the pinned"):
        web_runtime.site_index(other, web_runtime.PYGBAG_0_9_3)
    with pytest.raises(web_runtime.RuntimeSourceError, match="not JSON"):
        web_runtime.site_index(b"<html>404</html>", web_runtime.PYGBAG_0_9_3)


def test_two_builds_of_one_tree_are_byte_identical(vendored, tmp_path):
    again = build_web.build(
        tmp_path,
        site_address="https://example.org/dice",
        vendor_runtime=str(STUB),
        runtime=STUB_RUNTIME,
        log=lambda *a: None,
    )
    first = {
        p.relative_to(vendored.web_dir): p.read_bytes() for p in vendored.web_dir.rglob("*") if p.is_file()
    }
    second = {p.relative_to(again.web_dir): p.read_bytes() for p in again.web_dir.rglob("*") if p.is_file()}
    assert sorted(first) == sorted(second)
    assert [rel for rel in first if first[rel] != second[rel]] == []
    assert vendored.zip_path.read_bytes() == again.zip_path.read_bytes()


def test_site_url_is_checked():
    assert build_web.site_url("") == ""
    assert build_web.site_url(" https://example.org/dice/index.html ") == "https://example.org/dice/"
    for bad in ("example.org/dice", "ftp://example.org/", "https://example.org/?a=1", "https:///x"):
        with pytest.raises(build_web.BuildError, match="--site-url"):
            build_web.site_url(bad)


def test_manifest_and_worker_version(built, tmp_path):
    import json

    manifest = json.loads((built.web_dir / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["display"] == "standalone" and manifest["orientation"] == "landscape"
    assert {i["sizes"] for i in manifest["icons"]} == {"192x192", "512x512"}
    assert [i["purpose"] for i in manifest["icons"]] == ["any", "any", "maskable"]
    html = (built.web_dir / "index.html").read_text(encoding="utf-8")
    assert '<link rel="apple-touch-icon" href="apple-touch-icon.png">' in html
    assert '<meta name="description" content="Five tabletop dice-and-chip games' in html
    apple = (built.web_dir / "apple-touch-icon.png").read_bytes()
    assert int.from_bytes(apple[16:20], "big") == 180 and apple[25] == 6  # 180 px RGBA
    assert '"apple-touch-icon.png"' in (built.web_dir / "sw.js").read_text(encoding="utf-8")
    for icon in manifest["icons"]:
        data = (built.web_dir / icon["src"]).read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n"
        size = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
        assert f"{size[0]}x{size[1]}" == icon["sizes"]
    worker = (built.web_dir / "sw.js").read_text(encoding="utf-8")
    version = re.search(r'const VERSION = "(dc-[0-9a-f]{16})"', worker)
    assert version, worker[:400]
    assert "dc-dev" not in worker and '"index.html"' in worker
    # another build of other content gets another cache version
    other = build_web.build(tmp_path, site_address="https://example.org/", log=lambda *a: None)
    assert version.group(1) not in (other.web_dir / "sw.js").read_text(encoding="utf-8")


def test_release_build_waits_for_a_click(tmp_path):
    result = build_web.build(tmp_path, log=lambda *a: None)
    assert "ume_block: 1," in (result.web_dir / "index.html").read_text(encoding="utf-8")


def test_command_line_reports_the_archive_size(tmp_path, capsys):
    assert build_web.main(["--out", str(tmp_path), "--ume-block", "0"]) == 0
    out = capsys.readouterr().out
    assert re.search(
        r"archive dicechips\.tar\.gz: \d+ files, [\d.]+ KiB \((within|OVER) the 1 MB budget\)", out
    )
    assert (tmp_path / "web.zip").is_file()


def test_refuses_to_run_when_black_is_importable(tmp_path, monkeypatch):
    fake = tmp_path / "site"
    (fake / "black").mkdir(parents=True)
    (fake / "black" / "__init__.py").write_text("")
    monkeypatch.syspath_prepend(str(fake))
    with pytest.raises(build_web.BuildError, match="black"):
        build_web.build(tmp_path / "out", log=lambda *a: None)
    assert not (tmp_path / "out").exists()


def test_a_hanging_pygbag_is_stopped_with_a_clear_error(tmp_path):
    slow = tmp_path / "slowpython"
    slow.write_text('#!/bin/sh\ncase "$*" in *find_spec*) echo False;; *) sleep 30;; esac\n')
    slow.chmod(0o755)
    with pytest.raises(build_web.BuildError, match="did not finish within 2 s"):
        build_web.build(tmp_path / "out", python=str(slow), timeout=2, log=lambda *a: None)


def test_upstream_template_says_what_it_waits_for_and_gives_up_soon(tmp_path, monkeypatch):
    import time
    import urllib.error
    import urllib.request

    def offline(url, timeout):
        assert timeout <= 15
        raise urllib.error.URLError("Name or service not known")

    monkeypatch.setattr(urllib.request, "urlopen", offline)
    said = []
    started = time.perf_counter()
    with pytest.raises(build_web.BuildError) as info:
        build_web.build(tmp_path / "out", upstream_template=True, log=said.append)
    assert time.perf_counter() - started < 60  # not pygbag's silent 180 s
    assert said and build_web.UPSTREAM_TEMPLATE_URL in said[0] and "needs the network" in said[0]
    assert "needs the network" in str(info.value) and "could not be reached" in str(info.value)
    assert not (tmp_path / "out").exists()


def test_missing_entry_point_and_bad_audio_are_refused(tmp_path):
    (tmp_path / "game").mkdir()
    (tmp_path / "game" / "__init__.py").write_text("")
    with pytest.raises(build_web.BuildError, match="main.py"):
        build_web.staged_files(tmp_path)
    (tmp_path / "main.py").write_text("")
    (tmp_path / "assets").mkdir()
    (tmp_path / "assets" / "boom.wav").write_bytes(b"RIFF")
    with pytest.raises(build_web.BuildError, match="OGG"):
        build_web.staged_files(tmp_path)


def test_staging_skips_caches_and_hidden_files(tmp_path):
    (tmp_path / "main.py").write_text("")
    pkg = tmp_path / "game"
    (pkg / "__pycache__").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "__pycache__" / "x.cpython-311.pyc").write_bytes(b"")
    (pkg / ".hidden.py").write_text("")
    (pkg / "build_web.py").write_text("")
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_x.py").write_text("")
    assert build_web.staged_files(tmp_path) == ["game/__init__.py", "main.py"]


# --- the loader's Python block, run against a stand-in runtime -----------------


def loader_block(html: str) -> str:
    m = re.search(r'<script src="[^"]*pythons\.js"[^>]*id="site"[^>]*>(.*?)</script>', html, re.S)
    assert m, "no pythons.js script block with id=site"
    return m.group(1)


class FakeJS(types.SimpleNamespace):
    """Stands in for platform.window: records the loader's calls into our page."""


@pytest.mark.parametrize("page", ["site", "itch_zip"])
def test_loader_block_unpacks_waits_for_the_click_and_runs_main(vendored, tmp_path, monkeypatch, page):
    """The site's page unpacks the .tar.gz, the zip's page the .apk it holds (on any host); both
    point pygbag's package index at the site's copy before main.py's imports are resolved."""
    import json

    built = vendored
    if page == "site":
        html = (built.web_dir / "index.html").read_text(encoding="utf-8")
    else:
        with zipfile.ZipFile(built.zip_path) as zf:
            html = zf.read("index.html").decode("utf-8")
    settings = json.loads(re.search(r"window\.dcBuild = (\{.*?\}); /\* dc-build", html).group(1))
    host = "127.0.0.1:8000"
    files = built.web_dir
    if page == "itch_zip":
        files = tmp_path / "unpacked"
        with zipfile.ZipFile(built.zip_path) as zf:
            zf.extractall(files)
    code = loader_block(html)
    assert code.splitlines()[0].startswith("#")  # the runtime skips the first line
    assert "<script" not in code and "<!--" not in code  # would confuse the HTML parser
    data_root = tmp_path / "data"
    code = code.replace('Path(f"/data/data/{APP}")', f'Path(r"{data_root}") / APP')
    calls: list = []
    gesture_polls = iter([False, False, True])

    class MM:
        UME = False

    class Window(FakeJS):
        dcGesture = property(lambda self: next(gesture_polls, True))  # the click comes on the 3rd poll

    window = Window(
        location=FakeJS(host=host),
        MM=MM,
        python=FakeJS(config=FakeJS(debug=False)),
        dcStatus=lambda text: calls.append(("status", text)),
        dcLoading=lambda: calls.append(("loading",)),
        dcReady=lambda: calls.append(("ready",)),
        dcStarted=lambda: calls.append(("started",)),
        dcFailed=lambda text: calls.append(("failed", text)),
        window_resize=lambda: None,
        dcSetting=lambda name: str(settings.get(name) or ""),
    )

    class fopen:  # noqa: N801 - mimics platform.fopen
        def __init__(self, name, mode):
            calls.append(("fopen", name))
            self.f = open(files / name, mode)  # noqa: SIM115

        async def __aenter__(self):
            return self.f

        async def __aexit__(self, *exc):
            self.f.close()

    sourced = []

    async def start_toplevel(shell, console=False):
        calls.append(("toplevel", console))

    fake_platform = types.ModuleType("platform")
    fake_platform.window = window
    fake_platform.fopen = fopen
    fake_platform.shell = object()
    fake_platform.run_main = lambda cfg, loaderhome=None, loadermain=None: calls.append(
        ("run_main", loaderhome)
    )
    fake_embed = types.ModuleType("embed")
    fake_embed.counter = lambda: 0
    fake_pep0723 = types.ModuleType("aio.pep0723")
    fake_pep0723.Config = types.SimpleNamespace(PKG_INDEXES=[])
    fake_aio = types.ModuleType("aio")
    fake_aio.pep0723 = fake_pep0723

    async def source(main, callback=None):
        sourced.append((Path(main), list(fake_pep0723.Config.PKG_INDEXES)))

    monkeypatch.setitem(sys.modules, "aio", fake_aio)
    monkeypatch.setitem(sys.modules, "aio.pep0723", fake_pep0723)
    monkeypatch.setitem(sys.modules, "platform", fake_platform)
    monkeypatch.setitem(sys.modules, "embed", fake_embed)
    namespace = {
        "__name__": "__loader_test__",
        "PyConfig": {},
        "TopLevel_async_handler": FakeJS(start_toplevel=start_toplevel),
        "shell": FakeJS(source=source),
    }
    monkeypatch.setitem(sys.modules, "__loader_test__", types.ModuleType("__loader_test__"))
    exec(compile(code, "index.html", "exec"), namespace)

    archive = "dicechips.apk" if page == "itch_zip" else "dicechips.tar.gz"
    assert [c for c in calls if c[0] == "fopen"] == [("fopen", archive)]
    appdir = data_root / "dicechips"
    assert ("run_main", appdir / "assets") in calls
    assert sourced == [(appdir / "assets" / "main.py", ["cdn/"])]
    assert sourced[0][0].read_bytes() == (ROOT / "main.py").read_bytes()
    for rel in built.files:
        assert (appdir / "assets" / rel).is_file(), rel
    kinds = [c[0] for c in calls]
    assert kinds.index("loading") < kinds.index("ready") < kinds.index("toplevel") < kinds.index("started")
    assert MM.UME is True and not any(k == "failed" for k in kinds)


def test_loader_block_compiles_on_this_python():
    html = (ROOT / "web" / "loader.tmpl").read_text(encoding="utf-8")
    compile(loader_block(html).replace("{{cookiecutter.archive}}", "dicechips"), "loader.tmpl", "exec")
    assert os.path.getsize(ROOT / "web" / "favicon.png") < 20_000


def test_command_line_site_url_and_no_pwa(tmp_path, capsys):
    assert (
        build_web.main(["--out", str(tmp_path), "--site-url", "https://example.org/dice/", "--no-pwa"]) == 0
    )
    html = (tmp_path / "web" / "index.html").read_text(encoding="utf-8")
    assert '"site_url": "https://example.org/dice/", "pwa": false' in html
    assert (
        not (tmp_path / "web" / "sw.js").exists() and not (tmp_path / "web" / "manifest.webmanifest").exists()
    )
    assert build_web.main(["--out", str(tmp_path / "bad"), "--site-url", "example.org"]) == 1
    assert "--site-url must be an http(s) address" in capsys.readouterr().err


def test_the_workflows_download_checks_the_pins(tmp_path):
    """python -m game.web_runtime --download (the Pages and itch.io workflows' cache) keeps the CDN
    root's layout and refuses files that differ from the pins."""
    web_runtime.download(tmp_path / "ok", STUB_RUNTIME, source=str(STUB), log=lambda *a: None)
    for rel in STUB_RUNTIME.files():
        assert (tmp_path / "ok" / rel).read_bytes() == (STUB / rel).read_bytes()
    assert web_runtime.main(["--download", str(tmp_path / "bad"), "--source", str(STUB)]) == 1
    assert not (tmp_path / "bad").exists()
