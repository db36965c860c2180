// The player's data in the browser (issue 29), with the game's own Python in Pyodide inside
// headless Chromium and the browser's real storage (tests/browser/storage_harness.py):
//  - backup: settings, statistics and two autosaves written to localStorage through the game's
//    storage, backed up, localStorage wiped, restored, compared field by field; a damaged and a
//    foreign backup change nothing;
//  - persist: webenv.request_persistent_storage() reaches the loader's own dcPersist (taken from
//    web/loader.tmpl) and navigator.storage.persist() answers;
//  - download: webenv.download_text makes a real download whose content is the backup code;
//  - reload: resume.py's flag, set in one tab, is found after a real reload of that tab and not
//    in a fresh tab of the same browser;
//  - daily: daily games on two stores and two dates, practice, a friend's link (issue 40).
// Prints one JSON line. Exit code: 0 ok, 1 a failure, 2 Chromium/node packages missing.
//
//   node run_storage.mjs [--src REPO_ROOT]

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { HERE, REPO, arg, errorText, launchBrowser, missing, printReport, projectFiles, startServer, withTimeout } from "./common.mjs";

const SRC = arg("--src", REPO);
const PYODIDE_DIR = join(HERE, "node_modules", "pyodide");

// The loader's own dcPersist, as the built page has it.
function loaderPersist() {
  const tmpl = readFileSync(join(SRC, "web", "loader.tmpl"), "utf-8");
  const found = tmpl.match(/window\.dcPersisted = null;\n\s*window\.dcPersist = function \(\) \{[\s\S]*?\n {2}\};/);
  if (!found) throw new Error("no dcPersist in web/loader.tmpl");
  return found[0];
}

// Pyodide and the project's files in `page` (opened at `url` first, unless it is there already);
// then `py(page, "<call>")` runs `storage_harness.<call>` and returns its JSON, parsed.
async function setUp(page, url = null) {
  if (url) await page.goto(`${url}/pyodide.html`, { waitUntil: "load", timeout: 60_000 });
  const setup = await withTimeout(page.evaluate(() => window.dcSetup()), 90_000, "loading Pyodide");
  await page.evaluate(() => window.dcPy.runPython("import storage_harness"));
  return setup;
}

async function py(page, call, value = null) {
  const text = await page.evaluate(
    ([source, v]) => {
      window.dcPy.globals.set("dc_value", v);
      return window.dcPy.runPython(`storage_harness.${source}`);
    },
    [call, value],
  );
  return JSON.parse(text);
}

async function main() {
  if (!existsSync(join(PYODIDE_DIR, "pyodide.js"))) {
    missing(`pyodide is not installed in ${PYODIDE_DIR} (run tools/setup_browser_tests.sh)`);
  }
  const started = Date.now();
  const files = [...projectFiles(SRC), "harness.py", "storage_harness.py"];
  const server = await startServer(
    { "/pyodide/": PYODIDE_DIR, "/src/": SRC, "/": HERE },
    {
      "/manifest.json": () => JSON.stringify({ files }),
      "/src/harness.py": () => readFileSync(join(HERE, "harness.py")),
      "/src/storage_harness.py": () => readFileSync(join(HERE, "storage_harness.py")),
    },
  );
  const { context, close } = await launchBrowser([], { acceptDownloads: true });
  const report = { page_errors: [], blocked: [], seconds: {} };
  const lap = (name, t0) => (report.seconds[name] = (Date.now() - t0) / 1000);
  try {
    await context.route("**/*", (route) => {
      const url = route.request().url();
      if (url.startsWith(server.url + "/")) return route.continue();
      report.blocked.push(url);
      return route.abort();
    });
    await context.addInitScript(loaderPersist());
    const page = await context.newPage();
    page.on("pageerror", (err) => report.page_errors.push(errorText(err)));

    let t0 = Date.now();
    const setup = await setUp(page, server.url);
    report.python = setup.python;
    report.pyodide_load_ms = setup.loadMs;
    lap("pyodide", t0);

    // Each check fills its own part of the report; one that fails records its error there and
    // the others still run (each pytest test then fails only for its own part).
    const step = async (name, body) => {
      const t = Date.now();
      report[name] = {};
      try {
        await body(report[name]);
      } catch (err) {
        report[name].error = errorText(err);
      }
      lap(name, t);
    };
    let code = "";
    await step("backup", async (out) => {
      Object.assign(out, await py(page, "backup_check()"));
      code = out.code;
      delete out.code;
      out.keys_in_js = await page.evaluate(() =>
        Object.keys(localStorage).filter((k) => k.startsWith("dicechips.")).sort(),
      );
    });
    await step("persist", async (out) => {
      Object.assign(out, await py(page, "persist()"));
      await page.waitForFunction(() => window.dcPersisted !== null, null, { timeout: 3000 });
      out.persisted = await page.evaluate(() => window.dcPersisted);
    });
    await step("download", async (out) => {
      const text = code || "DCBACKUP1.test";
      const [download, called] = await Promise.all([
        page.waitForEvent("download", { timeout: 5000 }),
        py(page, "download(dc_value)", text),
      ]);
      const content = readFileSync(await download.path(), "utf-8");
      Object.assign(out, {
        called: called.ok,
        filename: download.suggestedFilename(),
        same_as_backup: content === text + "\n",
        chars: content.length,
      });
    });
    await step("reload", async (out) => {
      out.marked = await py(page, "mark_playing()");
      out.session_key = await page.evaluate(() => sessionStorage.getItem("dicechips.playing"));
      out.local_key = await page.evaluate(() => localStorage.getItem("dicechips.playing"));
      await page.reload({ waitUntil: "load" });
      out.fresh_python = await page.evaluate(() => typeof window.dcPy === "undefined");
      await setUp(page); // the reloaded page, at the same address: no navigation of ours
      out.after_reload = (await py(page, "interrupted()")).game;
      const fresh = await context.newPage(); // a new tab of the same browser (same localStorage)
      await setUp(fresh, server.url);
      out.fresh_tab = (await py(fresh, "interrupted()")).game;
    });
    await step("daily", async (out) => {
      Object.assign(out, await py(page, "daily_check()"));
    });
  } catch (err) {
    report.error = errorText(err);
  } finally {
    await close();
    await server.close();
  }
  report.wall_seconds = (Date.now() - started) / 1000;
  const steps = ["backup", "persist", "download", "reload", "daily"];
  report.ok =
    !report.error && steps.every((n) => report[n] && !report[n].error) && report.page_errors.length === 0 && report.blocked.length === 0;
  printReport(report);
}

main().catch((err) => {
  process.stdout.write(JSON.stringify({ ok: false, error: errorText(err) }) + "\n");
  process.exit(1);
});
