// Plays computer-vs-computer games of every game in Pyodide inside headless
// Chromium, with the project's own pure-Python rules and computer players, and
// prints one JSON summary line (per-level decision times, failures).
// Exit code: 0 all games passed, 1 a failure, 2 Chromium/node packages missing.
//
//   node run_pyodide.mjs [--src REPO_ROOT] [--timeout SECONDS]

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { HERE, REPO, arg, errorText, launchBrowser, missing, projectFiles, startServer, withTimeout } from "./common.mjs";

const SRC = arg("--src", REPO);
const TOTAL_TIMEOUT_MS = Number(arg("--timeout", "240")) * 1000;
const PYODIDE_DIR = join(HERE, "node_modules", "pyodide");

async function main() {
  if (!existsSync(join(PYODIDE_DIR, "pyodide.js"))) {
    missing(`pyodide is not installed in ${PYODIDE_DIR} (run tools/setup_browser_tests.sh)`);
  }
  const started = Date.now();
  const files = projectFiles(SRC);
  const harness = readFileSync(join(HERE, "harness.py"));
  const server = await startServer(
    { "/pyodide/": PYODIDE_DIR, "/src/": SRC, "/": HERE },
    {
      "/manifest.json": () => JSON.stringify({ files: [...files, "harness.py"] }),
      "/src/harness.py": () => harness,
    },
  );
  const { context, close } = await launchBrowser();
  const pageErrors = [];
  const blocked = [];
  const consoleErrors = [];
  let summary = null;
  const results = [];
  try {
    // Nothing but our own server: Pyodide must not reach for a CDN.
    await context.route("**/*", (route) => {
      const url = route.request().url();
      if (url.startsWith(server.url + "/")) return route.continue();
      blocked.push(url);
      return route.abort();
    });
    const page = await context.newPage();
    page.on("pageerror", (err) => pageErrors.push(errorText(err)));
    page.on("console", (msg) => {
      if (msg.type() === "error") consoleErrors.push(msg.text());
    });
    await page.goto(`${server.url}/pyodide.html`, { waitUntil: "load", timeout: 60_000 });
    const setup = await withTimeout(page.evaluate(() => window.dcSetup()), 120_000, "loading Pyodide");
    process.stderr.write(
      `pyodide ${setup.pyodide} (Python ${setup.python}) ready in ${setup.setupMs} ms, ${setup.files} files, ${setup.scenarios} scenarios\n`,
    );
    for (let i = 0; i < setup.scenarios; i++) {
      const left = TOTAL_TIMEOUT_MS - (Date.now() - started);
      if (left <= 0) throw new Error(`out of time after ${i} scenarios`);
      const text = await withTimeout(page.evaluate((n) => window.dcRun(n), i), left, `scenario ${i}`);
      const r = JSON.parse(text);
      results.push(r);
      process.stderr.write(
        `  ${r.game} ${r.levels.join("/")} ${JSON.stringify(r.config || {})}: ${r.decisions ?? 0} decisions, ` +
          `${r.seconds} s ${r.ok ? "ok" : "FAILED " + r.errors.join("; ")}\n`,
      );
    }
    summary = JSON.parse(await page.evaluate(() => window.dcSummary()));
    summary.setup = setup;
  } catch (err) {
    summary = summary || {};
    summary.error = errorText(err);
  } finally {
    await close();
    await server.close();
  }
  summary.results = results;
  summary.blocked = blocked;
  summary.page_errors = pageErrors;
  summary.console_errors = consoleErrors;
  summary.wall_seconds = (Date.now() - started) / 1000;
  summary.ok = !summary.error && results.length > 0 && results.every((r) => r.ok) && pageErrors.length === 0;
  process.stdout.write(JSON.stringify(summary) + "\n");
  process.exit(summary.ok ? 0 : 1);
}

main().catch((err) => {
  process.stdout.write(JSON.stringify({ ok: false, error: errorText(err) }) + "\n");
  process.exit(1);
});
