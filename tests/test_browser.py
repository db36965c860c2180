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


def test_loader_page_on_a_phone(tmp_path):
    """The page as a phone shows it, sideways and upright (tests/browser/run_phone_page.mjs)."""
    require_browser_tools()
    from game import build_web

    result = build_web.build(tmp_path, log=lambda *a: None)
    code, report, log = run_node(
        "run_phone_page.mjs", "--web", str(result.web_dir), "--shots", str(SCREENSHOT.parent), timeout=120
    )
    assert not report.get("error"), report.get("error")
    assert report["problems"] == [] and code == 0, report["problems"]
    assert report["upright"]["portrait_shown"] and not report["sideways"]["portrait_shown"]
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
def stub_page_report(tmp_path_factory):
    """The page of a site build (address, vendored stub runtime, install) and of its itch.io zip,
    on a phone in headless Chromium against the runtime stub (tests/browser/run_page_stub.mjs)."""
    require_browser_tools()
    import zipfile

    from game import build_web

    out = tmp_path_factory.mktemp("stubsite")
    result = build_web.build(
        out,
        site_address="https://example.org/dice/",
        vendor_runtime=str(BROWSER / "stub"),
        log=lambda *a: None,
    )
    itch = out / "itch"
    with zipfile.ZipFile(result.zip_path) as zf:
        zf.extractall(itch)
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
    assert audio["before_tap"] == "suspended" and audio["contexts"] == 1
    assert audio["after_tap"] == "running" and audio["phase_after_tap"] == "started"
    assert audio["after_suspend"] == "suspended" and audio["after_second_tap"] == "running"


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
    assert [(i["width"], i["height"]) for i in manifest["icons"]] == [(192, 192), (512, 512)]
    assert pwa["registered"] and pwa["worker_state"] == "activated" and pwa["controlled"]
    assert pwa["offline_ready"] and pwa["offline_heading"] == "Dice & Chips", pwa
    assert pwa["offline_archive"] > 10_000  # the game archive came from the worker's cache
    assert len(pwa["offline_runtime"]) == 4 and all(r.endswith(" 200") for r in pwa["offline_runtime"])


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
