// Smoke test of the built loader page (build/web/index.html) in headless Chromium.
//
// The page is served from 127.0.0.1. Requests for the pygbag runtime
// (https://pygame-web.github.io/cdn/...) are answered from the folder named by
// PYGBAG_CDN_MIRROR when it is set and holds the file, otherwise blocked; every
// other outside request is blocked. The test checks that our own page code
// throws no JavaScript error, that the loading screen is shown, takes a
// screenshot, records which runtime files the page asked for and says how far
// the start-up got. Prints one JSON line; exit 0 pass, 1 fail, 2 tools missing.
//
//   node run_loader.mjs --web build/web [--screenshot build/screenshots/loader.png] [--wait 20]

import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

import { REPO, arg, contentType, errorText, launchBrowser, printReport, safeFile, startServer } from "./common.mjs";

const WEB = resolve(arg("--web", join(REPO, "build", "web")));
const SHOT = resolve(arg("--screenshot", join(REPO, "build", "screenshots", "loader.png")));
const WAIT_MS = Number(arg("--wait", "20")) * 1000;
const MIRROR = process.env.PYGBAG_CDN_MIRROR ? resolve(process.env.PYGBAG_CDN_MIRROR) : null;
const CDN_PREFIXES = ["https://pygame-web.github.io/cdn/", "http://localhost:8000/cdn/"];

// Start-up milestones in order, each recognised by a request or a page state.
const MILESTONES = [
  ["page", "our index.html loaded"],
  ["runtime_js", "pythons.js fetched (pygbag runtime)"],
  ["terminal_js", "xterm/vtx fetched (debug terminal)"],
  ["interpreter_js", "cpython312/main.js fetched"],
  ["wasm", "main.wasm fetched"],
  ["stdlib_data", "main.data fetched"],
  ["pythonrc", "cpythonrc.py fetched (interpreter running)"],
  ["archive", "dicechips.tar.gz fetched (our loader Python block running)"],
  ["ready", "loading screen shows 'Click or tap to start'"],
  ["started", "main.py started after the click"],
  ["game_ready", "the game logged GAME_READY"],
];

function cdnRest(url) {
  for (const prefix of CDN_PREFIXES) {
    if (url.startsWith(prefix)) return url.slice(prefix.length).replace(/\/{2,}/g, "/");
  }
  return null;
}

async function main() {
  const index = join(WEB, "index.html");
  if (!existsSync(index)) {
    process.stdout.write(JSON.stringify({ ok: false, error: `no ${index}: run python -m game.build_web first` }) + "\n");
    process.exit(1);
  }
  const server = await startServer({ "/": WEB });
  const { context, close } = await launchBrowser();
  const runtime = []; // { path, served }
  const blocked = [];
  const pageErrors = [];
  const consoleLines = [];
  const reached = new Set();
  let report = {};
  try {
    await context.route("**/*", async (route) => {
      const url = route.request().url();
      if (url.startsWith(server.url + "/")) {
        if (url.includes(".tar.gz") || url.includes(".apk")) reached.add("archive");
        return route.continue();
      }
      const rest = cdnRest(url);
      if (rest === null) {
        blocked.push(url);
        return route.abort();
      }
      const file = MIRROR ? safeFile(MIRROR, rest.split("?")[0]) : null;
      runtime.push({ path: rest, served: Boolean(file) });
      if (!file) return route.abort();
      if (rest.endsWith("pythons.js")) reached.add("runtime_js");
      if (/(^|\/)(vtx|vt)\.js$|xterm/.test(rest)) reached.add("terminal_js");
      if (/cpython3\d+\/main\.js$/.test(rest)) reached.add("interpreter_js");
      if (rest.endsWith("main.wasm")) reached.add("wasm");
      if (rest.endsWith("main.data")) reached.add("stdlib_data");
      if (rest.endsWith("cpythonrc.py")) reached.add("pythonrc");
      return route.fulfill({ status: 200, contentType: contentType(file), body: readFileSync(file) });
    });
    const page = await context.newPage();
    page.on("pageerror", (err) => pageErrors.push({ message: String(err.message || err), stack: String(err.stack || "") }));
    page.on("console", (msg) => {
      const text = msg.text();
      if (consoleLines.length < 400) consoleLines.push(`${msg.type()}: ${text.slice(0, 300)}`);
      if (text.includes("GAME_READY")) reached.add("game_ready");
    });
    await page.goto(`${server.url}/index.html`, { waitUntil: "load", timeout: 30_000 });
    reached.add("page");

    // Watch the start-up until it settles (ready, failed, or nothing new for a while).
    const deadline = Date.now() + WAIT_MS;
    let phase = "loading";
    let lastChange = Date.now();
    let lastSeen = "";
    while (Date.now() < deadline) {
      phase = await page.evaluate(() => window.dcPhase);
      const seen = `${phase}|${runtime.length}|${[...reached].join()}`;
      if (seen !== lastSeen) {
        lastSeen = seen;
        lastChange = Date.now();
      }
      if (phase === "ready" || phase === "failed" || Date.now() - lastChange > 6000) break;
      await page.waitForTimeout(250);
    }
    const screen = async () =>
      page.evaluate(() => {
        const loader = document.getElementById("dc-loader");
        const style = loader ? getComputedStyle(loader) : null;
        const prompt = document.getElementById("dc-prompt");
        return {
          title: document.title,
          heading: (document.querySelector("#dc-loader h1") || {}).textContent || "",
          loader_visible: Boolean(
            style && style.display !== "none" && style.visibility !== "hidden" && Number(style.opacity) > 0.5,
          ),
          status: (document.getElementById("status") || {}).textContent || "",
          prompt: prompt ? prompt.textContent : "",
          prompt_visible: Boolean(prompt && getComputedStyle(prompt).visibility === "visible"),
          canvas: (() => {
            const c = document.getElementById("canvas");
            return c ? { width: c.width, height: c.height, tabindex: c.getAttribute("tabindex") } : null;
          })(),
          icon: (document.querySelector("link[rel=icon]") || {}).href || "",
          phase: window.dcPhase,
        };
      });
    const before = await screen();
    if (before.phase === "ready") reached.add("ready");
    mkdirSync(dirname(SHOT), { recursive: true });
    await page.screenshot({ path: SHOT });

    // Space and the arrow keys must not scroll the host page: their keydown is cancelled.
    const keys = await page.evaluate(() =>
      ["ArrowDown", " ", "ArrowRight", "a"].map((key) => {
        const ev = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
        document.body.dispatchEvent(ev);
        return [key, ev.defaultPrevented];
      }),
    );

    // The first click is the user gesture that lets the game (and its sound) start.
    await page.mouse.click(640, 360);
    const gesture = await page.evaluate(() => window.dcGesture === true);
    if (before.phase === "ready") {
      const t = Date.now() + 20_000;
      while (Date.now() < t && !reached.has("game_ready")) {
        if ((await page.evaluate(() => window.dcPhase)) === "started") reached.add("started");
        await page.waitForTimeout(250);
      }
    }
    const after = await screen();
    const ownErrors = pageErrors.filter((e) => e.stack.includes(`${server.url}/index.html`) || !/https?:\/\//.test(e.stack));
    const order = MILESTONES.map(([key]) => key);
    const furthest = order.filter((k) => reached.has(k)).pop();
    report = {
      mirror: MIRROR,
      furthest,
      furthest_means: Object.fromEntries(MILESTONES)[furthest],
      reached: order.filter((k) => reached.has(k)),
      before_click: before,
      after_click: after,
      gesture_recorded: gesture,
      keys_prevented: Object.fromEntries(keys),
      runtime_requests: runtime,
      blocked_other: blocked,
      own_errors: ownErrors,
      page_errors: pageErrors.slice(0, 20),
      console_tail: consoleLines.slice(-25),
      screenshot: SHOT,
    };
    const problems = [];
    if (ownErrors.length) problems.push("JavaScript errors from our page code");
    if (!before.loader_visible) problems.push("loading screen not visible");
    if (before.heading !== "Dice & Chips") problems.push(`heading is ${JSON.stringify(before.heading)}`);
    if (!runtime.some((r) => r.path.endsWith("pythons.js"))) problems.push("pythons.js was never requested");
    if (!keys.every(([key, prevented]) => prevented === (key !== "a"))) problems.push("game keys not kept from scrolling");
    if (!gesture) problems.push("the click was not recorded as the start gesture");
    report.problems = problems;
    report.ok = problems.length === 0;
  } catch (err) {
    report.ok = false;
    report.error = errorText(err);
  } finally {
    await close();
    await server.close();
  }
  printReport(report);
}

main().catch((err) => {
  process.stdout.write(JSON.stringify({ ok: false, error: errorText(err) }) + "\n");
  process.exit(1);
});
