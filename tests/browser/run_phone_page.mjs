// The built loader page as a phone shows it (tests/test_browser.py): headless Chromium with a
// touch screen, 844x390 CSS px held sideways, then 390x844 upright. Checks what the page itself
// promises (issue 17): the browser may not zoom (viewport meta, touch-action), the page does not
// scroll or pull to refresh (overscroll-behavior), every text of the page is at least 16 CSS px,
// the start prompt is a finger-sized target either way up, and nothing asks to turn the phone
// (issue 38: the game plays upright). The runtime is blocked: only our page is measured.
// Prints one JSON line; exit 0 pass, 1 fail, 2 tools missing.
//
//   node run_phone_page.mjs --web build/web [--shots build/screenshots]

import { existsSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";

import { REPO, arg, errorText, launchBrowser, printReport, startServer } from "./common.mjs";

const WEB = resolve(arg("--web", join(REPO, "build", "web")));
const SHOTS = resolve(arg("--shots", join(REPO, "build", "screenshots")));

function measure() {
  const visible = (el) => {
    const s = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    return s.display !== "none" && s.visibility !== "hidden" && Number(s.opacity) > 0.3 && r.width > 0 && r.height > 0;
  };
  const texts = [];
  for (const el of document.querySelectorAll("body *")) {
    if (!visible(el)) continue;
    const own = [...el.childNodes].filter((n) => n.nodeType === 3 && n.textContent.trim()).map((n) => n.textContent.trim());
    if (own.length) texts.push({ id: el.id || el.tagName.toLowerCase(), text: own.join(" ").slice(0, 60), px: parseFloat(getComputedStyle(el).fontSize) });
  }
  const covers = [...document.querySelectorAll("body > *")].filter((el) => {
    const r = el.getBoundingClientRect();
    return visible(el) && el.id !== "dc-loader" && el.tagName !== "CANVAS" && r.width >= innerWidth && r.height >= innerHeight;
  });
  const prompt = document.getElementById("dc-prompt");
  const body = getComputedStyle(document.body);
  const html = getComputedStyle(document.documentElement);
  return {
    viewport_meta: (document.querySelector("meta[name=viewport]") || {}).content || "",
    touch_action: body.touchAction,
    canvas_touch_action: getComputedStyle(document.getElementById("canvas")).touchAction,
    overscroll: [html.overscrollBehaviorY, body.overscrollBehaviorY],
    scrollable: document.documentElement.scrollHeight > innerHeight + 1 || document.documentElement.scrollWidth > innerWidth + 1,
    texts,
    covered_by: covers.map((el) => el.id || el.tagName.toLowerCase()),
    prompt_box: prompt ? (() => { const r = prompt.getBoundingClientRect(); return [Math.round(r.width), Math.round(r.height)]; })() : null,
    viewport: [innerWidth, innerHeight],
  };
}

async function main() {
  if (!existsSync(join(WEB, "index.html"))) {
    process.stdout.write(JSON.stringify({ ok: false, error: `no ${WEB}/index.html: build first` }) + "\n");
    process.exit(1);
  }
  const server = await startServer({ "/": WEB });
  const { context, close } = await launchBrowser([], {
    viewport: { width: 844, height: 390 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  const report = { ok: false, problems: [] };
  try {
    await context.route("**/*", (route) => (route.request().url().startsWith(server.url + "/") ? route.continue() : route.abort()));
    const page = await context.newPage();
    await page.goto(`${server.url}/index.html`, { waitUntil: "load", timeout: 30_000 });
    await page.evaluate(() => window.dcReady && window.dcReady()); // the start prompt, as once loaded
    await page.waitForTimeout(300);
    mkdirSync(SHOTS, { recursive: true });
    report.sideways = await page.evaluate(measure);
    await page.screenshot({ path: join(SHOTS, "phone-sideways.png") });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(300);
    report.upright = await page.evaluate(measure);
    await page.screenshot({ path: join(SHOTS, "phone-upright.png") });
    const p = report.problems;
    const meta = report.sideways.viewport_meta;
    if (!/user-scalable=no/.test(meta) || !/maximum-scale=1/.test(meta)) p.push(`viewport meta lets the page zoom: ${meta}`);
    if (report.sideways.touch_action !== "none" || report.sideways.canvas_touch_action !== "none") p.push("touch-action is not none");
    if (!report.sideways.overscroll.every((v) => v === "none")) p.push("overscroll (pull-to-refresh) not stopped");
    for (const side of ["sideways", "upright"]) {
      if (report[side].scrollable) p.push(`${side}: the page scrolls`);
      for (const t of report[side].texts) if (t.px < 16) p.push(`${side}: text ${JSON.stringify(t.text)} (#${t.id}) is ${t.px} CSS px`);
    }
    for (const side of ["sideways", "upright"]) {
      if (report[side].covered_by.length) p.push(`${side}: the page is covered by ${report[side].covered_by}`);
      const box = report[side].prompt_box;
      if (!box || box[0] < 44 || box[1] < 44) p.push(`${side}: the start prompt is ${box} CSS px`);
    }
    report.ok = p.length === 0;
  } catch (err) {
    report.error = errorText(err);
  } finally {
    await close();
    await server.close();
  }
  printReport(report);
}

main();
