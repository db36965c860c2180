// Updates that arrive (issue 36): the site served with GitHub Pages' Cache-Control: max-age=600
// on every file. A player visits build 1 (the worker takes over); build 2 is deployed; on the
// player's next visit the new worker fills its cache from the server, not from the HTTP cache, and
// takes over before the game starts: the page shows build 2 within that visit. Then build 3 is
// deployed while the game runs: the page keeps running and shows "A new version is ready ·
// Reload"; its Reload brings build 3. And offline from the second visit, for a build whose
// runtime comes from pygbag's CDN (here the stand-in, answered in the CDN's place).
// Prints one JSON line; exit 0 pass, 1 fail, 2 tools missing.
//
//   node run_update.mjs --v1 DIR --v2 DIR --v3 DIR --plain DIR

import { join, resolve } from "node:path";

import { REPO, arg, errorText, launchBrowser, printReport, startServer } from "./common.mjs";

const V1 = resolve(arg("--v1", ""));
const V2 = resolve(arg("--v2", ""));
const V3 = resolve(arg("--v3", ""));
const PLAIN = resolve(arg("--plain", ""));
const STUB = join(REPO, "tests", "browser", "stub");
const CDN = "https://pygame-web.github.io/cdn/";

const waitFor = (page, fn, ms = 8000) => page.waitForFunction(fn, null, { timeout: ms, polling: 50 }).then(() => true, () => false);

async function updates(context, server, mounts) {
  const out = {};
  const page = await context.newPage();
  await page.goto(`${server.url}/`, { waitUntil: "load" });
  out.first_ready = await waitFor(page, () => window.dcPhase === "ready");
  out.first_controlled = await waitFor(page, () => Boolean(navigator.serviceWorker.controller));
  out.first_title = await page.title();
  mounts["/"] = V2; // build 2 is deployed
  await page.goto(`${server.url}/`, { waitUntil: "load" });
  out.second_visit_title_at_once = await page.title();
  out.second_visit_updated = await waitFor(page, () => document.title.endsWith("v2"), 15000);
  out.second_visit_ready = await waitFor(page, () => window.dcPhase === "ready");
  // build 3 while the game runs
  await page.mouse.click(300, 300);
  out.started = await waitFor(page, () => window.dcPhase === "started");
  mounts["/"] = V3;
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((reg) => reg.update()));
  out.line_shown = await waitFor(page, () => !document.getElementById("dc-update").hidden, 15000);
  out.still_started = await page.evaluate(() => window.dcPhase === "started" && document.title.endsWith("v2"));
  out.line_text = await page.evaluate(() => document.getElementById("dc-update").textContent.replace(/\s+/g, " ").trim());
  await Promise.all([page.waitForNavigation({ timeout: 15000 }).catch(() => {}), page.click("#dc-update-reload")]);
  out.after_reload_updated = await waitFor(page, () => document.title.endsWith("v3"), 15000);
  await page.close();
  return out;
}

async function offline(context, server) {
  const out = {};
  const page = await context.newPage();
  // the worker arrives after the runtime has loaded (as with the real runtime's megabytes)
  await context.route(`${server.url}/plain/sw.js`, async (route) => {
    await new Promise((ok) => setTimeout(ok, 1500));
    await route.continue();
  });
  await page.goto(`${server.url}/plain/`, { waitUntil: "load" });
  out.first_ready = await waitFor(page, () => window.dcPhase === "ready");
  out.controlled = await waitFor(page, () => Boolean(navigator.serviceWorker.controller));
  await page.mouse.click(300, 300);
  out.started = await waitFor(page, () => window.dcStub && window.dcStub.phase === "game");
  await page.waitForTimeout(1500); // the worker keeps what the page loaded before it took over
  await context.unrouteAll({ behavior: "wait" });
  await context.route(`${CDN}**`, (route) => route.abort()); // the CDN is gone too, not only the site
  await context.setOffline(true);
  try {
    await page.goto(`${server.url}/plain/`, { waitUntil: "load", timeout: 15000 });
    out.offline_ready = await waitFor(page, () => window.dcPhase === "ready");
    await page.mouse.click(300, 300);
    out.offline_game = await waitFor(page, () => window.dcStub && window.dcStub.phase === "game");
    out.offline_status = await page.evaluate(() => document.getElementById("status").textContent);
  } catch (err) {
    out.offline_error = errorText(err);
  } finally {
    await context.setOffline(false);
  }
  await page.close();
  return out;
}

async function main() {
  const mounts = { "/plain/": PLAIN, "/": V1 };
  const server = await startServer(mounts, {}, { "Cache-Control": "max-age=600" });
  const report = { ok: false };
  // Playwright turns the HTTP cache off in a context with routes: the update check runs in one
  // without any (the vendored site needs none), the offline check in another.
  let browser = await launchBrowser();
  try {
    report.updates = await updates(browser.context, server, mounts);
    await browser.close();
    browser = await launchBrowser();
    // the plain build asks pygbag's CDN: the stand-in answers there, as GitHub Pages does (CORS open)
    await browser.context.route(`${CDN}**`, (route) =>
      route.fulfill({ path: join(STUB, route.request().url().slice(CDN.length).split("?")[0].replace(/\/{2,}/g, "/")), headers: { "Access-Control-Allow-Origin": "*" } }),
    );
    report.offline = await offline(browser.context, server);
    const u = report.updates;
    const o = report.offline;
    report.ok = Boolean(u.second_visit_updated && u.line_shown && u.still_started && u.after_reload_updated && o.offline_ready && o.offline_game);
  } catch (err) {
    report.error = errorText(err);
  } finally {
    await browser.close();
    await server.close();
  }
  printReport(report);
}

main();
