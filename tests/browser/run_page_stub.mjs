// The built page on a phone against the runtime stub (tests/browser/stub/), in headless Chromium
// with touch emulation (844x390 sideways, isMobile) and the autoplay policy of a phone
// (--autoplay-policy=document-user-activation-required). tests/test_browser.py runs it on a
// build made with --site-url https://example.org/dice/ --vendor-runtime tests/browser/stub, and
// on that build's web.zip (itch.io) served from a *.itch.zone host name.
//
// Checks, each a part of issue 29: sound resumes on a tap and again after a suspend; the start
// counts on the tap; the phone keyboard's field (typing with spaces, a 200-character paste,
// Backspace, Enter, a tap elsewhere) without the game's key handler seeing the keys; where share
// links point (site, framed, itch host); share sheet and paste; full screen offered or not;
// screen-reader lines; persistent storage; manifest, service worker and a reload offline.
// Prints one JSON line; exit 0 pass, 1 fail, 2 tools missing.
//
//   node run_page_stub.mjs --web DIR --itch DIR [--shots DIR] [--only audio,text,...]

import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";

import { REPO, arg, errorText, launchBrowser, printReport, requireBuilt, startServer } from "./common.mjs";

const WEB = resolve(arg("--web", join(REPO, "build", "web")));
const ITCH = resolve(arg("--itch", join(REPO, "build", "itch")));
const SHOTS = resolve(arg("--shots", join(REPO, "build", "screenshots")));
const ONLY = new Set((arg("--only", "") || "").split(",").filter(Boolean));
const STUB = join(REPO, "tests", "browser", "stub");
const CDN = "https://pygame-web.github.io/cdn/"; // the CDN root: tests/browser/stub/ stands in for it
const CODE = Array.from({ length: 200 }, (_, i) => "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789-_"[(i * 7) % 59]).join("");
const want = (name) => ONLY.size === 0 || ONLY.has(name);

async function waitFor(page, fn, arg, ms = 5000) {
  try {
    await page.waitForFunction(fn, arg, { timeout: ms, polling: 50 });
    return true;
  } catch (err) {
    return false;
  }
}

async function started(page, url, report) {
  await page.goto(url, { waitUntil: "load", timeout: 30_000 });
  report.ready = await waitFor(page, () => window.dcPhase === "ready");
}

async function audio(page, url) {
  const out = {};
  await started(page, url, out);
  out.before_tap = await page.evaluate(() => window.dcStub.audio.state);
  out.contexts = await page.evaluate(() => window.dcAudioContexts.length);
  await page.touchscreen.tap(422, 300);
  await waitFor(page, () => window.dcStub.audio.state === "running", null, 3000);
  out.after_tap = await page.evaluate(() => window.dcStub.audio.state);
  out.phase_after_tap = await waitFor(page, () => window.dcPhase === "started", null, 3000) ? "started" : await page.evaluate(() => window.dcPhase);
  out.after_suspend = await page.evaluate(async () => { await window.dcStub.audio.suspend(); return window.dcStub.audio.state; });
  await page.touchscreen.tap(600, 200);
  await waitFor(page, () => window.dcStub.audio.state === "running", null, 3000);
  out.after_second_tap = await page.evaluate(() => window.dcStub.audio.state);
  return out;
}

// The same on a page that was never activated: Playwright's evaluate and waitForFunction count as
// a user gesture, so here the page is only watched through its console until the tap.
async function audioFresh(page, url) {
  const out = {};
  const lines = [];
  page.on("console", (m) => { if (m.text().startsWith("DCWATCH ")) lines.push(JSON.parse(m.text().slice(8))); });
  await page.addInitScript(() => {
    let last = "";
    setInterval(() => {
      const audio = window.dcStub && window.dcStub.audio ? window.dcStub.audio.state : null;
      const s = JSON.stringify({ phase: window.dcPhase, audio, active: navigator.userActivation.hasBeenActive });
      if (s !== last) { last = s; console.log("DCWATCH " + s); }
    }, 50);
  });
  const until = async (pred, ms) => {
    for (const t0 = Date.now(); Date.now() - t0 < ms; await new Promise((ok) => setTimeout(ok, 50))) if (lines.some(pred)) return true;
    return false;
  };
  await page.goto(url, { waitUntil: "load", timeout: 30_000 });
  out.ready = await until((l) => l.phase === "ready" && l.audio, 8000);
  out.before_tap = lines[lines.length - 1];
  await page.touchscreen.tap(422, 300);
  out.running = await until((l) => l.audio === "running", 3000);
  out.after_tap = lines[lines.length - 1];
  return out;
}

async function poll(page) {
  const raw = await page.evaluate(() => window.dcTextPoll());
  return raw ? JSON.parse(raw) : null;
}

async function text(page, url, context) {
  const out = {};
  await started(page, url, out);
  await page.touchscreen.tap(422, 300); // start
  await waitFor(page, () => window.dcPhase === "started");
  // What game/webenv.py PhoneKeyboard does when the name field (canvas px) gets the focus.
  out.opened = await page.evaluate(() => window.dcTextOpen(495, 300, 300, 55, 1280, 720, "Ann", 14));
  out.focused = await page.evaluate(() => document.activeElement && document.activeElement.id);
  out.box = await page.evaluate(() => {
    const input = document.getElementById("dc-text");
    const r = input.getBoundingClientRect();
    const c = document.getElementById("canvas").getBoundingClientRect();
    const s = getComputedStyle(input);
    return { x: r.x - c.x, y: r.y - c.y, w: r.width, h: r.height, canvas_w: c.width, display: s.display, opacity: s.opacity, font_px: parseFloat(s.fontSize) };
  });
  await page.evaluate(() => { window.dcStub.sdlKeys.length = 0; });
  await page.keyboard.type(" Lee");
  out.typed = await poll(page);
  await page.keyboard.press("Backspace");
  out.backspace = await poll(page);
  out.nothing_new = await poll(page);
  // the keyboard opening shrinks the window: the canvas shrinks, the input follows the field
  await page.setViewportSize({ width: 844, height: 200 });
  await page.waitForTimeout(100);
  out.box_small = await page.evaluate(() => {
    const r = document.getElementById("dc-text").getBoundingClientRect();
    const c = document.getElementById("canvas").getBoundingClientRect();
    return { x: r.x - c.x, y: r.y - c.y, w: r.width, canvas_w: c.width };
  });
  await page.setViewportSize({ width: 844, height: 390 });
  out.game_saw_keys = await page.evaluate(() => window.dcStub.sdlKeys.slice());
  // a picture of the field with the page's input shown (outlined) over it, as a person checks it
  await page.waitForTimeout(500); // the loading screen's fade
  await page.evaluate(() => { const i = document.getElementById("dc-text"); i.style.opacity = "0.6"; i.style.outline = "3px solid red"; i.style.color = "black"; });
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, "phone-stub-keyboard-field.png") });
  await page.evaluate(() => { const i = document.getElementById("dc-text"); i.style.opacity = ""; i.style.outline = ""; i.style.color = ""; });
  await page.keyboard.press("Enter");
  out.enter = await poll(page);
  out.focused_after_enter = await page.evaluate(() => document.activeElement && document.activeElement.id);
  await page.evaluate(() => window.dcTextClose());
  // A 200-character code pasted into "Open a code".
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(url).origin });
  await page.evaluate((code) => navigator.clipboard.writeText(code), CODE);
  out.code_opened = await page.evaluate(() => window.dcTextOpen(40, 210, 660, 55, 1280, 720, "", 4000));
  await page.keyboard.press("Control+V");
  out.pasted = await poll(page);
  out.pasted_ok = Boolean(out.pasted && out.pasted.value === CODE);
  // A tap elsewhere closes the keyboard (the canvas takes the focus).
  await page.touchscreen.tap(100, 40);
  out.focused_after_tap_elsewhere = await page.evaluate(() => document.activeElement && document.activeElement.id);
  // a tap on the field again opens the keyboard again (the input still lies over the field)
  const field = await page.evaluate(() => { const r = document.getElementById("dc-text").getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; });
  await page.touchscreen.tap(field[0], field[1]);
  out.focused_after_tap_on_field = await page.evaluate(() => document.activeElement && document.activeElement.id);
  await page.evaluate(() => window.dcTextClose());
  return out;
}

async function share(page, url, server, context) {
  const out = {};
  await started(page, url, out);
  out.site_base = await page.evaluate(() => window.dcShareBase());
  out.site_in_itch = await page.evaluate(() => window.dcInItch());
  // navigator.share: headless Linux Chromium has none; a stand-in records what the page hands it
  out.share_native = await page.evaluate(() => typeof navigator.share === "function");
  out.shared = await page.evaluate(async () => {
    const got = [];
    navigator.share = (data) => { got.push(data); return Promise.resolve(); };
    const called = window.dcShare("CODE\nline");
    await new Promise((ok) => setTimeout(ok, 50));
    return { called, got, state: window.dcShared };
  });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(url).origin });
  await page.evaluate(() => navigator.clipboard.writeText("FROM-THE-CLIPBOARD"));
  await page.evaluate(() => window.dcPaste());
  await waitFor(page, () => window.dcPasteState !== 0, null, 3000);
  out.pasted = await page.evaluate(() => (window.dcPasteState === 1 ? window.dcPastedText : null));
  // framed (itch.io embeds the page in an iframe)
  await page.goto(`${server.url}/frame.html`, { waitUntil: "load" });
  const frame = page.frames().find((f) => f.url().endsWith("/index.html"));
  await frame.waitForFunction(() => typeof window.dcShareBase === "function");
  out.framed_base = await frame.evaluate(() => window.dcShareBase());
  out.framed_worker = await frame.evaluate(() => window.dcWorker);
  return out;
}

// Issue 31: a game link (#m=CODE) reaches the start-up as #g= does: the hash Python's side reads
// (game/webenv.py location_hash) is intact when the page is ready and after the tap that starts it.
async function bylink(page, url) {
  const out = { code: `DM${CODE.slice(0, 180)}` };
  await started(page, `${url}#m=${out.code}`, out);
  out.hash_at_ready = await page.evaluate(() => location.hash);
  await page.touchscreen.tap(422, 300);
  out.started = await waitFor(page, () => window.dcPhase === "started", null, 3000);
  out.hash_at_start = await page.evaluate(() => location.hash);
  out.base = await page.evaluate(() => window.dcShareBase());
  return out;
}

async function itch(page, url) {
  const out = {};
  await page.route(`${CDN}**`, (route) => route.fulfill({ path: join(STUB, route.request().url().slice(CDN.length).split("?")[0]) }));
  await started(page, url, out);
  out.host = await page.evaluate(() => location.hostname);
  out.base = await page.evaluate(() => window.dcShareBase());
  out.site_url_written = await page.evaluate(() => window.dcBuild.site_url);
  out.worker = await page.evaluate(() => window.dcWorker);
  out.manifest_link = await page.evaluate(() => Boolean(document.querySelector("link[rel=manifest]")));
  out.archive_bytes = await page.evaluate(() => window.dcStub.archive);
  return out;
}

async function extras(page, url) {
  const out = {};
  await started(page, url, out);
  out.fullscreen_available = await page.evaluate(() => window.dcFullscreenAvailable());
  await page.touchscreen.tap(422, 300);
  out.fullscreen_toggled = await page.evaluate(() => window.dcToggleFullscreen());
  await waitFor(page, () => Boolean(document.fullscreenElement), null, 2000);
  out.fullscreen_on = await page.evaluate(() => Boolean(document.fullscreenElement));
  out.iphone_fullscreen = await page.evaluate(() => {
    Object.defineProperty(Document.prototype, "fullscreenEnabled", { get: () => false, configurable: true });
    return window.dcFullscreenAvailable();
  });
  await page.evaluate(() => { window.dcSay("Ana rolls 3, 3 and 5."); window.dcSay("Ben banks 350."); });
  out.live = await page.evaluate(() => {
    const el = document.getElementById("dc-live");
    const r = el.getBoundingClientRect();
    return { text: el.textContent, aria: el.getAttribute("aria-live"), display: getComputedStyle(el).display, w: r.width, h: r.height };
  });
  out.storage_notice = await page.evaluate(() => !document.getElementById("dc-storage").hidden);
  out.persist_called = await page.evaluate(() => window.dcPersist());
  await waitFor(page, () => window.dcPersisted !== null, null, 3000);
  out.persisted = await page.evaluate(() => window.dcPersisted);
  return out;
}

// Issue 36: blocked storage (a private window, cookies off: localStorage throws) is said once, in
// words, and OK puts it away; an ordinary page says nothing. Upright, a load failure is shown, not
// hidden by the turn-your-phone screen. The loader's lines in German.
async function told(page, url) {
  const out = {};
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", { get() { throw new DOMException("The operation is insecure.", "SecurityError"); } });
  });
  await started(page, url, out);
  const notice = () => {
    const el = document.getElementById("dc-storage");
    const r = el.getBoundingClientRect();
    return { shown: !el.hidden && r.width > 0, text: el.textContent.replace(/\s+/g, " ").trim(), px: parseFloat(getComputedStyle(el).fontSize), bottom: r.bottom <= innerHeight, right: r.right <= innerWidth };
  };
  out.blocked = await page.evaluate(notice);
  out.shown_count = await page.evaluate(() => document.querySelectorAll("#dc-storage:not([hidden])").length);
  await page.click("#dc-storage-ok");
  out.after_ok = await page.evaluate(notice);
  out.german = await page.evaluate(() => {
    window.dcGerman = true;
    const lines = ["Ready.", "Installing pygame\u2026", "The game runtime did not load. Check your connection and reload."].map(window.dcWords);
    window.dcGerman = false;
    return lines;
  });
  await page.setViewportSize({ width: 390, height: 844 }); // upright
  out.turn_screen = await page.evaluate(() => document.querySelector("[id*=portrait]") !== null);
  await page.evaluate(() => window.dcFailed("The game runtime did not load. Check your connection and reload."));
  out.failed_status_visible = await page.evaluate(() => {
    const el = document.getElementById("status");
    const r = el.getBoundingClientRect();
    return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === el;
  });
  await page.setViewportSize({ width: 844, height: 390 });
  return out;
}

async function pwa(page, url, context) {
  const out = {};
  await started(page, url, out);
  out.manifest_href = await page.evaluate(() => (document.querySelector("link[rel=manifest]") || {}).href || "");
  out.manifest = await page.evaluate(async (href) => {
    const m = await (await fetch(href)).json();
    const icons = [];
    for (const icon of m.icons || []) {
      const bitmap = await createImageBitmap(await (await fetch(new URL(icon.src, href))).blob());
      icons.push({ sizes: icon.sizes, type: icon.type, width: bitmap.width, height: bitmap.height });
    }
    return { name: m.name, short_name: m.short_name, display: m.display, orientation: m.orientation, start_url: m.start_url, background_color: m.background_color, icons };
  }, out.manifest_href);
  out.registered = await waitFor(page, () => window.dcWorker === "registered", null, 5000);
  out.worker_state = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready; // resolves once a worker is active, maybe still activating
    const worker = reg.active;
    if (worker && worker.state === "activating") {
      await new Promise((ok) => {
        worker.addEventListener("statechange", () => worker.state !== "activating" && ok());
        setTimeout(ok, 10000);
      });
    }
    return worker ? worker.state : "none";
  });
  await page.reload({ waitUntil: "load" }); // now controlled by the worker
  await waitFor(page, () => window.dcPhase === "ready");
  out.controlled = await page.evaluate(() => Boolean(navigator.serviceWorker.controller));
  // the worker answers pygbag's CDN addresses of the index and the wheel from the site's copy
  out.cdn_answers = await page.evaluate(async () => {
    const out = [];
    for (const rel of ["index-0.9.3-cp312.json", "cp312/pygame_ce-2.5.7.dev1-cp312-cp312-wasm32_bi_emscripten.whl"]) {
      try {
        const res = await fetch(`https://pygame-web.github.io/cdn/${rel}`);
        out.push([rel, res.status, (await res.text()).slice(0, 20)]);
      } catch (err) {
        out.push([rel, String(err)]);
      }
    }
    return out;
  });
  await context.setOffline(true);
  try {
    await page.reload({ waitUntil: "load", timeout: 15_000 });
    out.offline_ready = await waitFor(page, () => window.dcPhase === "ready", null, 8000);
    out.offline_archive = await page.evaluate(() => window.dcStub.archive);
    out.offline_runtime = await page.evaluate(() => window.dcStub.log.filter((l) => l.includes("/cdn/")).map((l) => l.slice(l.indexOf("/cdn/") + 1)));
    out.offline_heading = await page.evaluate(() => (document.querySelector("#dc-loader h1") || {}).textContent);
  } catch (err) {
    out.offline_error = String(err.message || err);
  } finally {
    await context.setOffline(false);
  }
  return out;
}

async function main() {
  requireBuilt(WEB, ITCH);
  const server = await startServer({ "/itch/": ITCH, "/": WEB }, {
    "/frame.html": () => '<!doctype html><meta charset="utf-8"><title>host</title><iframe src="index.html" width="800" height="380"></iframe>',
  });
  const port = new URL(server.url).port;
  const { context, close } = await launchBrowser(
    ["--autoplay-policy=document-user-activation-required", "--host-resolver-rules=MAP *.itch.zone 127.0.0.1"],
    { viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  );
  const report = { ok: false, problems: [], page_errors: [] };
  const site = `${server.url}/index.html`;
  try {
    const run = async (name, fn) => {
      if (!want(name)) return;
      const page = await context.newPage();
      page.on("pageerror", (err) => report.page_errors.push(`${name}: ${err.message}`));
      const t0 = Date.now();
      try {
        report[name] = await fn(page);
        report[name].ms = Date.now() - t0;
      } catch (err) {
        report[name] = { error: errorText(err) };
      }
      await page.close();
    };
    // on an origin of its own: after a real tap on an origin Chromium lets its next pages start
    // sound without a gesture
    await run("audio_fresh", (page) => audioFresh(page, site.replace("127.0.0.1", "localhost")));
    await run("pwa", (page) => pwa(page, site, context));
    await run("audio", (page) => audio(page, site));
    await run("text", (page) => text(page, site, context));
    await run("share", (page) => share(page, site, server, context));
    await run("bylink", (page) => bylink(page, site));
    await run("itch", (page) => itch(page, `http://game.itch.zone:${port}/itch/index.html`));
    await run("extras", (page) => extras(page, site));
    await run("told", (page) => told(page, site));
    for (const [name, part] of Object.entries(report)) {
      if (part && typeof part === "object" && part.error) report.problems.push(`${name}: ${part.error.split("\n")[0]}`);
    }
    report.ok = report.problems.length === 0;
  } catch (err) {
    report.error = errorText(err);
  } finally {
    await close();
    await server.close();
  }
  printReport(report);
}

main();
