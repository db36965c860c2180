// The site starts from its own files (issue 36): the built site, served on 127.0.0.1 with every
// other origin blocked, opened in headless Chromium as a desktop, an iPad, an Android tablet, an
// Android phone and an iPhone, and the itch.io zip unpacked in a subfolder of that host (no
// itch.io name, so no worker). For each: every request the page and the runtime make, in order,
// with its answer; what was asked of another origin (blocked); the first answer that was not 200.
// After the loading screen says "ready", a click or tap starts the game, so the runtime's later
// requests (the package index, the pygame-ce wheel) are seen too.
//
// Run against the runtime stand-in (tests/browser/stub/) by tests/test_browser.py, or by hand
// against a site built from the real runtime (docs/web.md, "Checking the real runtime"): there
// the start-up stops at the placeholder main.wasm, so --wait bounds it.
// Prints one JSON line; exit 0 when nothing was blocked and nothing answered an error, else 1;
// 2 when tools are missing.
//
//   node run_origins.mjs --web DIR --itch DIR [--wait 10] [--only desktop,ipad,...]

import { join, resolve } from "node:path";

import { REPO, arg, errorText, launchShared, printReport, requireBuilt, startServer } from "./common.mjs";

const WEB = resolve(arg("--web", join(REPO, "build", "web")));
const ITCH = resolve(arg("--itch", join(REPO, "build", "itch")));
const WAIT_MS = Number(arg("--wait", "10")) * 1000;
const ONLY = new Set((arg("--only", "") || "").split(",").filter(Boolean));
const SUBFOLDER = "/some/host/games/dice/";

// Chromium's own device descriptors (Playwright's names), written out: user agent, screen, touch.
const IPAD_UA = "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const IPHONE_UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const TAB_UA = "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PHONE_UA = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const touch = (userAgent, width, height) => ({ userAgent, viewport: { width, height }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
// navigator.userAgentData as each browser has it (pythons.js mobile() reads it first): Safari has
// none, so its user agent decides; Chrome on Android says mobile only on a phone. (Chromium told
// isMobile would say mobile on a tablet too.)
const SAFARI_UA_DATA = "Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined });";
const androidUaData = (mobile) => `Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => ({ mobile: ${mobile}, platform: "Android", brands: [] }) });`;
export const DEVICES = {
  desktop: { kind: "desktop", options: { viewport: { width: 1280, height: 720 } } },
  ipad: { kind: "tablet", options: touch(IPAD_UA, 1180, 820), init: SAFARI_UA_DATA },
  android_tablet: { kind: "tablet", options: touch(TAB_UA, 1280, 800), init: androidUaData(false) },
  android_phone: { kind: "phone", options: touch(PHONE_UA, 915, 412), init: androidUaData(true) },
  iphone: { kind: "phone", options: touch(IPHONE_UA, 844, 390), init: SAFARI_UA_DATA },
};

async function open(chromium, device, url, server) {
  const context = await chromium.newContext(device.options);
  const close = () => context.close();
  const out = { kind: device.kind, url, blocked: [], page_errors: [] };
  const first = server.served.length;
  try {
    if (device.init) await context.addInitScript(device.init);
    await context.route("**/*", (route) => {
      const target = route.request().url();
      if (target.startsWith(server.url + "/") || target.startsWith("data:") || target.startsWith("blob:")) return route.continue();
      out.blocked.push(target);
      return route.abort();
    });
    const page = await context.newPage();
    page.on("pageerror", (err) => out.page_errors.push(err.message));
    // what the page and the runtime ask for themselves (the server's log also has the worker's precache)
    const pageAsked = [];
    page.on("request", (req) => pageAsked.push(req.url()));
    await page.goto(url, { waitUntil: "load", timeout: 30_000 });
    const settled = () => window.dcPhase === "ready" || window.dcPhase === "failed";
    await page.waitForFunction(settled, null, { timeout: WAIT_MS, polling: 50 }).catch(() => {});
    out.phase_before_tap = await page.evaluate(() => window.dcPhase);
    if (out.phase_before_tap === "ready") {
      if (device.options.hasTouch) await page.touchscreen.tap(200, 200);
      else await page.mouse.click(200, 200);
      const done = () => (window.dcStub && window.dcStub.phase === "game") || window.dcPhase === "failed";
      await page.waitForFunction(done, null, { timeout: WAIT_MS, polling: 50 }).catch(() => {});
    }
    out.phase = await page.evaluate(() => window.dcPhase);
    out.status = await page.evaluate(() => (document.getElementById("status") || {}).textContent || "");
    out.stub = await page.evaluate(() => (window.dcStub ? { mobile: window.dcStub.mobile, safari: window.dcStub.safari, phase: window.dcStub.phase, wheel: window.dcStub.wheel, archive: window.dcStub.archive } : null));
    out.worker = await page.evaluate(() => window.dcWorker);
    await page.waitForTimeout(300); // the last answers (a worker's precache) reach the log
    const base = url.replace(/[^/]*$/, "");
    out.page_asked = pageAsked.map((u) => (u.startsWith(base) ? u.slice(base.length) : u));
  } finally {
    await close();
  }
  const base = new URL(url).pathname.replace(/[^/]*$/, "");
  out.requests = server.served.slice(first).map(({ path, status }) => `${status} ${path.startsWith(base) ? path.slice(base.length) : path}`);
  out.not_ok = out.requests.filter((r) => !r.startsWith("200 "));
  return out;
}

async function main() {
  requireBuilt(WEB, ITCH);
  const server = await startServer({ [SUBFOLDER]: ITCH, "/": WEB });
  const report = { ok: false, problems: [] };
  const chromium = await launchShared(["--autoplay-policy=document-user-activation-required"]);
  try {
    for (const [name, device] of Object.entries(DEVICES)) {
      if (ONLY.size && !ONLY.has(name)) continue;
      for (const [build, url] of [["site", `${server.url}/index.html`], ["itch_zip", `${server.url}${SUBFOLDER}index.html`]]) {
        const key = `${build}:${name}`;
        try {
          report[key] = await open(chromium, device, url, server);
          for (const what of ["blocked", "not_ok", "page_errors"]) {
            if (report[key][what].length) report.problems.push(`${key} ${what}: ${report[key][what].join(", ")}`);
          }
        } catch (err) {
          report[key] = { error: errorText(err) };
          report.problems.push(`${key}: ${errorText(err).split("\n")[0]}`);
        }
      }
    }
    report.ok = report.problems.length === 0;
  } catch (err) {
    report.error = errorText(err);
  } finally {
    await chromium.close();
    await server.close();
  }
  printReport(report);
}

main();
