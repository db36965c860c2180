"""Browser checks in headless Chromium, driven by the node scripts in tests/browser/.

- Every game, computer against computer, in Pyodide (Python 3.12 compiled to
  WebAssembly, the same minor version pygbag's runtime has), with the same
  invariants as the native tests and per-level decision times.
- A smoke test of the built loader page (how far it starts without the CDN).
- The player's data with the game's own modules in Pyodide and the browser's real storage:
  Back up / Restore over localStorage, the backup's download, the reload flag in sessionStorage
  over a real reload, ``dcPersist`` reached from Python (tests/browser/run_storage.mjs).

They need Debian's chromium and the pinned node packages
(``tools/setup_browser_tests.sh`` installs both). Locally they are skipped
when those are missing; with CI=true they fail instead, so CI cannot pass
without running them.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from game.games import GAME_IDS

ROOT = Path(__file__).resolve().parent.parent
BROWSER = ROOT / "tests" / "browser"
CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
SCREENSHOT = ROOT / "build" / "screenshots" / "loader.png"


def require_browser_tools() -> None:
    problems = []
    if not Path(CHROMIUM).exists():
        problems.append(f"no Chromium at {CHROMIUM}")
    if shutil.which("node") is None:
        problems.append("node is not installed")
    for pkg in ("playwright-core", "pyodide"):
        if not (BROWSER / "node_modules" / pkg / "package.json").is_file():
            problems.append(f"tests/browser/node_modules/{pkg} is missing")
    if problems:
        reason = "; ".join(problems) + " (run tools/setup_browser_tests.sh)"
        if os.environ.get("CI") == "true":
            pytest.fail(reason)
        pytest.skip(reason)


def run_node(script: str, *args: str, timeout: float, env: dict | None = None) -> tuple[int, dict, str]:
    proc = subprocess.run(
        ["node", script, *args],
        cwd=BROWSER,
        capture_output=True,
        text=True,
        timeout=timeout,
        env={**os.environ, **(env or {})},
        stdin=subprocess.DEVNULL,
    )
    lines = [ln for ln in proc.stdout.splitlines() if ln.startswith("{")]
    assert lines, (
        f"{script} printed no JSON (exit {proc.returncode}):\n{proc.stdout[-2000:]}\n{proc.stderr[-3000:]}"
    )
    report = json.loads(lines[-1])
    if proc.returncode == 2 and "missing" in report:
        if os.environ.get("CI") == "true":
            pytest.fail(report["missing"])
        pytest.skip(report["missing"])
    return proc.returncode, report, proc.stderr


@pytest.fixture(scope="module")
def pyodide_report():
    require_browser_tools()
    code, report, log = run_node("run_pyodide.mjs", "--timeout", "240", timeout=300)
    print(log)  # per-game progress lines, shown with pytest -s
    print(json.dumps(report.get("timings", {}), indent=1))
    return code, report


def test_every_game_plays_to_the_end_in_pyodide(pyodide_report):
    code, report = pyodide_report
    assert not report.get("error"), report.get("error")
    failed = [(r["game"], r["levels"], r["errors"]) for r in report["results"] if not r["ok"]]
    assert failed == []
    assert code == 0 and report["ok"] is True
    assert report["python"].startswith("3.12.") and report["platform"] == "emscripten"
    played = {r["game"] for r in report["results"]}
    assert played == set(GAME_IDS)
    for r in report["results"]:
        assert r["decisions"] > 0 and r["winners"], r
        assert all(0 <= w < len(r["levels"]) for w in r["winners"])
        # the share-code path of a #g= link, in Pyodide (tests/browser/harness.py share_check)
        assert r["share"]["chars"] > 10 and r["share"]["finished"], r
        assert r["share"]["refused"] == "share.err.damaged", r
    # a whole game by links between two localStorage namespaces, secrets from Pyodide's `secrets`
    link = next(r["bylink"] for r in report["results"] if "bylink" in r)
    assert link["finished"] and link["storage"] == "localStorage" and link["roots_distinct"], link
    assert link["refused"] in ("link.err.reveal", "link.err.damaged") and link["max_chars"] < 2000, link
    assert link["nested"] == "link.err.damaged", link  # refused, not a dead page (issue 37)


def test_pyodide_run_covers_variants_and_stays_offline(pyodide_report):
    _, report = pyodide_report
    configs = [(r["game"], len(r["levels"]), r.get("config", {})) for r in report["results"]]
    if "farkle" in GAME_IDS:
        assert any(g == "farkle" and n == 3 for g, n, _ in configs)
    if "chains" in GAME_IDS:
        assert any(g == "chains" and c.get("scoring") == "sohtar" for g, _, c in configs)
        assert any(g == "chains" and c.get("swap") is True for g, _, c in configs)
    assert report["blocked"] == []  # Pyodide fetched nothing from outside 127.0.0.1
    assert report["page_errors"] == []


def test_pyodide_reports_decision_times_per_level(pyodide_report):
    _, report = pyodide_report
    timings = report["timings"]
    for game in GAME_IDS:
        for level in ("easy", "medium", "hard"):
            t = timings[game][level]
            assert t["decisions"] > 0
            assert 0 <= t["median_ms"] <= t["p95_ms"] <= t["max_ms"]


def test_loader_page_smoke(tmp_path):
    require_browser_tools()
    from game import build_web

    # a release build (waits for a click) without the service worker, whose precache would fetch
    # the archive and blur how far the start-up itself gets (tests/browser/run_page_stub.mjs tests it)
    result = build_web.build(tmp_path, pwa=False, log=lambda *a: None)
    code, report, log = run_node(
        "run_loader.mjs",
        "--web",
        str(result.web_dir),
        "--screenshot",
        str(SCREENSHOT),
        "--wait",
        "20",
        timeout=120,
    )
    print(
        json.dumps({k: report.get(k) for k in ("furthest", "furthest_means", "reached", "runtime_requests")})
    )
    assert not report.get("error"), report.get("error")
    assert report["own_errors"] == []
    assert report["problems"] == [] and code == 0
    before = report["before_click"]
    assert before["loader_visible"] and before["heading"] == "Dice & Chips"
    assert before["prompt"] == "Click or tap to start"
    assert before["canvas"] == {"width": 1280, "height": 720, "tabindex": "1"}
    assert any(r["path"] == "0.9.3/pythons.js" for r in report["runtime_requests"])
    assert report["blocked_other"] == []
    assert SCREENSHOT.is_file() and SCREENSHOT.stat().st_size > 10_000
    mirror = os.environ.get("PYGBAG_CDN_MIRROR")
    if not mirror:
        # Without the runtime the page must say so instead of waiting forever.
        assert before["phase"] == "failed" and "runtime" in before["status"]
    elif all((Path(mirror) / "0.9.3" / "cpython312" / f).is_file() for f in ("main.wasm", "main.data")):
        assert "ready" in report["reached"], report["reached"]


@pytest.fixture(scope="module")
def plain_site(tmp_path_factory):
    """The default build (the runtime from pygbag's CDN), once for the tests that only serve it."""
    from game import build_web

    return build_web.build(tmp_path_factory.mktemp("plain"), log=lambda *a: None)


def test_loader_page_on_a_phone(plain_site):
    """The page as a phone shows it, sideways and upright (tests/browser/run_phone_page.mjs)."""
    require_browser_tools()
    result = plain_site
    code, report, log = run_node(
        "run_phone_page.mjs", "--web", str(result.web_dir), "--shots", str(SCREENSHOT.parent), timeout=120
    )
    assert not report.get("error"), report.get("error")
    assert report["problems"] == [] and code == 0, report["problems"]
    assert report["upright"]["covered_by"] == [] == report["sideways"]["covered_by"]  # no "turn your phone"
    texts = {t["id"]: t["px"] for t in report["sideways"]["texts"]}
    assert texts["dc-prompt"] >= 16 and texts["status"] >= 16


def test_pyodide_times_the_coach_in_every_game(pyodide_report):
    """A seat following the coach's best choice plays a whole game of each game in the browser."""
    _, report = pyodide_report
    for game in GAME_IDS:
        t = report["timings"][game]["coach"]
        assert t["decisions"] > 0
        assert 0 <= t["median_ms"] <= t["p95_ms"] <= t["max_ms"]


@pytest.fixture(scope="module")
def stub_site(tmp_path_factory):
    """A site built with --site-url https://example.org/dice/ --vendor-runtime tests/browser/stub
    (the stand-in pinned to itself), and its zip unpacked: built once for the tests that only serve
    it (a build is 5 s of CPU)."""
    import zipfile

    from game import build_web, web_runtime

    out = tmp_path_factory.mktemp("stubsite")
    result = build_web.build(
        out,
        site_address="https://example.org/dice/",
        vendor_runtime=str(BROWSER / "stub"),
        runtime=web_runtime.pinned_to(BROWSER / "stub"),
        log=lambda *a: None,
    )
    itch = out / "itch"
    with zipfile.ZipFile(result.zip_path) as zf:
        zf.extractall(itch)
    return result, itch


@pytest.fixture(scope="module")
def stub_page_report(stub_site):
    """The page of a site build (address, vendored stub runtime, install) and of its itch.io zip,
    on a phone in headless Chromium against the runtime stub (tests/browser/run_page_stub.mjs)."""
    require_browser_tools()
    result, itch = stub_site
    code, report, log = run_node(
        "run_page_stub.mjs",
        "--web",
        str(result.web_dir),
        "--itch",
        str(itch),
        "--shots",
        str(SCREENSHOT.parent),
        timeout=120,
    )
    assert not report.get("error"), report.get("error")
    assert report["problems"] == [] and report["page_errors"] == [] and code == 0, report
    return report


def test_sound_resumes_on_every_tap_on_a_phone(stub_page_report):
    """A context made before the first tap runs after one tap, and again after it was suspended
    (the phone autoplay policy; the tap is pointerup/touchend/click, never pointerdown)."""
    audio = stub_page_report["audio"]
    # (before the tap this page may already play: Playwright's evaluate is a user gesture, and one on
    # this origin lets Chromium start the next page's sound; the page never activated is below)
    assert audio["contexts"] == 1
    assert audio["after_tap"] == "running" and audio["phase_after_tap"] == "started"
    assert audio["after_suspend"] == "suspended" and audio["after_second_tap"] == "running"
    # the same on a page never activated before the tap (watched through its console only)
    fresh = stub_page_report["audio_fresh"]
    assert fresh["ready"] and fresh["before_tap"]["active"] is False
    assert fresh["before_tap"]["audio"] == "suspended" and fresh["before_tap"]["phase"] == "ready"
    assert (
        fresh["running"] and fresh["after_tap"]["audio"] == "running" and fresh["after_tap"]["active"] is True
    )


def test_phone_keyboard_field_types_pastes_deletes_and_closes(stub_page_report):
    text = stub_page_report["text"]
    assert text["opened"] is True and text["focused"] == "dc-text"
    box = text["box"]  # over the field (495, 300, 300x55 of 1280x720), invisible but focusable
    scale = box["canvas_w"] / 1280
    assert abs(box["x"] - 495 * scale) < 1 and abs(box["w"] - 300 * scale) < 1
    assert box["display"] != "none" and box["opacity"] == "0" and box["font_px"] >= 16
    assert text["typed"] == {"value": "Ann Lee", "enter": False}  # the space arrives
    assert text["backspace"] == {"value": "Ann Le", "enter": False}
    assert text["nothing_new"] is None
    small = text["box_small"]  # the window shrank (a keyboard opened): the input followed the field
    assert small["canvas_w"] < box["canvas_w"] and abs(small["x"] - 495 * small["canvas_w"] / 1280) < 1
    assert text["game_saw_keys"] == []  # the game's own key handler did not type it twice
    assert text["enter"]["enter"] is True and text["focused_after_enter"] != "dc-text"
    assert text["pasted_ok"] and len(text["pasted"]["value"]) == 200
    assert text["focused_after_tap_elsewhere"] == "canvas"
    assert text["focused_after_tap_on_field"] == "dc-text"


def test_a_game_link_reaches_the_start_up_as_a_share_link_does(stub_page_report):
    """Opening ``#m=CODE`` on a phone: the hash the game reads at start-up (webenv.location_hash, the
    path ``#g=`` takes) is intact, and the links the game sends start with the site's address."""
    link = stub_page_report["bylink"]
    assert link["ready"] and link["started"]
    assert link["hash_at_ready"] == link["hash_at_start"] == "#m=" + link["code"]
    assert link["base"] == "https://example.org/dice/"


def test_share_links_point_home_only_where_they_can(stub_page_report):
    share, itch = stub_page_report["share"], stub_page_report["itch"]
    assert share["site_base"] == "https://example.org/dice/" and share["site_in_itch"] is False
    assert share["framed_base"] == "" and share["framed_worker"] == "off"
    assert itch["host"] == "game.itch.zone" and itch["site_url_written"] == "https://example.org/dice/"
    assert itch["base"] == "" and itch["worker"] == "off" and itch["manifest_link"] is False
    assert itch["archive_bytes"] > 10_000  # the .apk, as on itch.io
    assert share["shared"]["got"] == [{"title": "Dice & Chips", "text": "CODE\nline"}]
    assert share["pasted"] == "FROM-THE-CLIPBOARD"


def test_install_and_offline_second_visit(stub_page_report):
    pwa = stub_page_report["pwa"]
    manifest = pwa["manifest"]
    assert manifest["display"] == "standalone" and manifest["orientation"] == "landscape"
    assert [(i["width"], i["height"]) for i in manifest["icons"]] == [(192, 192), (512, 512), (512, 512)]
    assert pwa["registered"] and pwa["worker_state"] == "activated" and pwa["controlled"]
    assert [a[:2] for a in pwa["cdn_answers"]] == [
        ["index-0.9.3-cp312.json", 200],
        ["cp312/pygame_ce-2.5.7.dev1-cp312-cp312-wasm32_bi_emscripten.whl", 200],
    ]
    assert pwa["cdn_answers"][0][2].startswith("{")  # the site's own index
    assert pwa["offline_ready"] and pwa["offline_heading"] == "Dice & Chips", pwa
    assert pwa["offline_archive"] > 10_000  # the game archive came from the worker's cache
    assert pwa["offline_runtime"] == [
        "cdn/0.9.3/cpython312/main.wasm 200",
        "cdn/0.9.3/cpython312/main.data 200",
        "cdn/0.9.3/cpythonrc.py 200",
    ]


def test_fullscreen_screen_reader_lines_and_persistent_storage(stub_page_report):
    extras = stub_page_report["extras"]
    assert extras["fullscreen_available"] and extras["fullscreen_on"]
    assert extras["iphone_fullscreen"] is False  # no Fullscreen API: the control is hidden
    live = extras["live"]
    assert live["aria"] == "polite" and live["text"] == "Ana rolls 3, 3 and 5.Ben banks 350."
    assert live["display"] != "none" and live["w"] <= 1 and live["h"] <= 1
    assert extras["persist_called"] is True and extras["persisted"] in (True, False)


@pytest.fixture(scope="module")
def storage_report():
    """The player's data with the game's own Python in Pyodide and Chromium's real localStorage
    and sessionStorage (tests/browser/run_storage.mjs, tests/browser/storage_harness.py)."""
    require_browser_tools()
    code, report, log = run_node("run_storage.mjs", timeout=120)
    print(json.dumps(report.get("seconds")))
    assert not report.get("error"), report.get("error")
    assert report["page_errors"] == [] and report["blocked"] == [], report
    assert report["python"].startswith("3.12.")
    return report  # each test checks its own part (and its "error"); exit code 0 only if all pass


def test_backup_restores_localstorage_field_by_field_in_chromium(storage_report):
    """Settings, statistics and two autosaves in localStorage (``dicechips.*``), backed up, wiped,
    restored from the code: every field back; a damaged or foreign code changes nothing."""
    b = storage_report["backup"]
    assert not b.get("error"), b["error"]
    assert b["storage"] == "WebStorage" and b["where"] == "localStorage dicechips.settings"
    stored = ["dicechips.autosave.chains", "dicechips.autosave.farkle", "dicechips.settings"]
    assert b["keys_before"] == stored
    assert b["backup_games"] == ["farkle", "chains"] and b["code_chars"] > 100
    assert b["keys_after_wipe"] == []
    assert sorted(b["written"]) == ["autosave.chains", "autosave.farkle", "settings"]
    assert b["keys_after_restore"] == stored and b["raw_same"] is True
    assert b["settings_differ"] == [] and b["settings_problem"] is None
    assert b["stats"]["farkle"] == {"games": 2, "wins": {"hard": 1, "human": 1}, "best": {}}
    assert b["games_differ"] == {"farkle": [], "chains": []}
    assert b["damaged"] == "backup.err.damaged" and b["foreign"] == "backup.err.contents"
    assert b["unchanged_after_bad"] is True
    assert b["keys_in_js"] == stored  # what the page's own JavaScript sees in localStorage at the end


def test_daily_games_in_pyodide_on_two_stores_and_two_dates(storage_report):
    """The same date gives the same seed and first dice on two stores (localStorage and another
    device's), another date others; a second try the same day is practice; a friend's link opens
    the same daily; the record lives in localStorage (tests/browser/storage_harness.py daily_check)."""
    d = storage_report["daily"]
    assert not d.get("error"), d["error"]
    first, second, elsewhere, next_day, friend = d["seeds"]
    assert first == second == elsewhere == friend == d["expected_seed"] != next_day
    dice = d["first_dice"]
    assert dice[0] == dice[1] == dice[2] is not None and dice[3] != dice[0]
    assert d["practice"] == [False, True, False, False]
    assert d["friend_rival"] == 0 and d["friend_day"] == "2026-11-29"
    assert d["tries_here"] == 2 and d["done_here"] is True
    assert d["storage"] == "WebStorage" and d["local_keys"] == ["dicechips.daily"]


def test_backup_file_is_a_real_download_in_chromium(storage_report):
    """``webenv.download_text`` (the Back up page's file in the browser) makes a download whose
    content is the backup code."""
    d = storage_report["download"]
    assert not d.get("error"), d["error"]
    assert d["called"] is True and d["filename"] == "dice-and-chips-backup-test.txt"
    assert d["same_as_backup"] is True and d["chars"] == storage_report["backup"]["code_chars"] + 1


def test_playing_flag_survives_a_reload_of_its_tab_only(storage_report):
    """resume.py's flag lives in the tab's sessionStorage: found after a real reload of that tab
    (iOS dropping a background tab), not in a new tab of the same browser."""
    r = storage_report["reload"]
    assert not r.get("error"), r["error"]
    game = r["marked"]["game"]
    assert json.loads(r["session_key"])["game"] == game and r["local_key"] is None
    assert r["fresh_python"] is True  # the reload really started the page (and Pyodide) anew
    assert r["after_reload"] == game
    assert r["fresh_tab"] is None


def test_first_save_asks_the_browser_to_keep_storage(storage_report):
    """``webenv.request_persistent_storage`` reaches the loader's own ``dcPersist`` (from
    web/loader.tmpl) and ``navigator.storage.persist()`` answers."""
    p = storage_report["persist"]
    assert not p.get("error"), p["error"]
    assert p["asked"] is True and p["persisted"] in (True, False)


# What the real pythons.js asks for on each kind of device (docs/web.md, "What the runtime asks
# for"): the stand-in asks for the same, so a file the site lacks shows here as a 404.
INTERPRETER = ["cdn/0.9.3/pythons.js", "cdn/0.9.3/cpython312/main.js", "cdn/0.9.3/cpython312/main.wasm"]
INTERPRETER += ["cdn/0.9.3/cpython312/main.data", "cdn/0.9.3/cpythonrc.py"]
TERMINAL = ["cdn/vtx.js", "cdn/vt/xterm.css", "cdn/vt/xterm.js", "cdn/vt/xterm-addon-image.js"]
PACKAGES = [
    "cdn/index-0.9.3-cp312.json",
    "cdn//cp312/pygame_ce-2.5.7.dev1-cp312-cp312-wasm32_bi_emscripten.whl",
]
ASKED = {  # device: (terminal, sound probe)
    "desktop": (True, True),
    "ipad": (True, False),  # not a phone to pythons.js, but Safari: no empty.ogg probe
    "android_tablet": (True, True),
    "android_phone": (False, True),
    "iphone": (False, False),
}


@pytest.fixture(scope="module")
def origins_report(stub_site):
    require_browser_tools()
    result, itch = stub_site
    code, report, _ = run_node(
        "run_origins.mjs", "--web", str(result.web_dir), "--itch", str(itch), "--wait", "15", timeout=300
    )
    assert not report.get("error"), report.get("error")
    return code, report


@pytest.mark.parametrize("build", ["site", "itch_zip"])
@pytest.mark.parametrize("device", sorted(ASKED))
def test_the_site_starts_from_its_own_files_on_every_device(origins_report, build, device):
    """Served with every other origin blocked: the page and the runtime ask the site alone, every
    answer is 200, and the game starts (the wheel arrives). The zip runs unpacked in a subfolder."""
    code, report = origins_report
    run = report[f"{build}:{device}"]
    assert run["blocked"] == [] and run["not_ok"] == [] and run["page_errors"] == [], run
    assert run["phase"] == "started" and run["stub"]["phase"] == "game" and run["stub"]["wheel"] > 0, run
    asked = set(run["page_asked"])
    terminal, probe = ASKED[device]
    assert set(INTERPRETER + PACKAGES) <= asked
    assert (set(TERMINAL) <= asked) is terminal and bool(set(TERMINAL) & asked) is terminal
    assert ("cdn/0.9.3/empty.ogg" in asked) is probe
    archive = "dicechips.apk" if build == "itch_zip" else "dicechips.tar.gz"
    assert archive in asked and run["stub"]["archive"] > 0
    if build == "itch_zip":
        assert run["worker"] == "off" and "dicechips.tar.gz" not in asked


def versions_of(site, out):
    """Builds 2 and 3 of ``site``: its page retitled (code changed), its worker written anew."""
    import shutil

    from game import build_web, web_runtime

    runtime = web_runtime.pinned_to(BROWSER / "stub")
    dirs = []
    for n in (2, 3):
        web = out / f"v{n}"
        shutil.copytree(site, web)
        page = web / "index.html"
        html = page.read_text(encoding="utf-8").replace(
            "<title>Dice &amp; Chips</title>", f"<title>Dice &amp; Chips v{n}</title>"
        )
        page.write_text(html, encoding="utf-8")
        vendored = [web_runtime.SITE_FOLDER + rel for rel in runtime.files()]
        build_web.add_pwa(
            web, build_web.Site(url="https://example.org/dice/", pwa=True, vendored=True), vendored
        )
        dirs.append(web)
    return dirs


def test_updates_arrive_behind_max_age_and_the_plain_build_plays_offline(
    tmp_path_factory, stub_site, plain_site
):
    """Behind Cache-Control: max-age=600 a new build replaces the old files within the next visit
    (before the game starts), and while the game runs only a line offers the reload; a build whose
    runtime comes from pygbag's CDN starts offline from its second visit."""
    require_browser_tools()

    result, _ = stub_site
    v2, v3 = versions_of(result.web_dir, tmp_path_factory.mktemp("versions"))
    plain = plain_site
    code, report, log = run_node(
        "run_update.mjs",
        *("--v1", str(result.web_dir), "--v2", str(v2), "--v3", str(v3), "--plain", str(plain.web_dir)),
        timeout=240,
    )
    assert not report.get("error"), report.get("error")
    updates, offline = report["updates"], report["offline"]
    assert updates["first_controlled"] and updates["first_title"] == "Dice & Chips"
    assert updates["second_visit_updated"] and updates["second_visit_ready"], updates
    assert updates["started"] and updates["line_shown"] and updates["still_started"], updates
    assert updates["line_text"] == "A new version is ready · Reload"
    assert updates["after_reload_updated"], updates
    assert offline["controlled"] and offline["started"], offline
    assert offline["offline_ready"] and offline["offline_game"], offline
    assert code == 0


def test_blocked_storage_is_told_once_and_a_load_failure_is_never_hidden(stub_page_report):
    """localStorage throwing (a private window, cookies off): one line says so in words until OK;
    an ordinary page says nothing. Upright, a failure shows through the turn-your-phone screen."""
    told = stub_page_report["told"]
    assert told["blocked"]["shown"] and told["shown_count"] == 1
    assert told["blocked"]["text"].startswith("This browser keeps nothing")
    assert told["blocked"]["px"] >= 16 and told["blocked"]["bottom"] and told["blocked"]["right"]
    assert not told["after_ok"]["shown"]
    assert stub_page_report["extras"]["storage_notice"] is False
    assert told["german"] == [
        "Bereit.",
        "Installiere pygame\u2026",
        "Die Laufzeit des Spiels wurde nicht geladen. Prüfe die Verbindung und lade die Seite neu.",
    ]
    assert told["turn_screen"] is False  # upright is played, not refused (issue 38)
    assert told["failed_status_visible"]
