// Shared helpers of the browser checks: a tiny static file server on
// 127.0.0.1 (plain node:http, no dependencies) and a headless Debian
// Chromium driven by playwright-core (never Playwright's own browser build).

import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { dirname, extname, join, normalize, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

export const HERE = dirname(fileURLToPath(import.meta.url));
export const REPO = resolve(HERE, "..", "..");
export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

// Missing tools are exit code 2, so the pytest wrapper can tell them from failures.
export const EXIT_MISSING = 2;

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json",
  ".wasm": "application/wasm",
  ".py": "text/x-python; charset=utf-8",
  ".css": "text/css",
  ".png": "image/png",
  ".ogg": "audio/ogg",
  ".ttf": "font/ttf",
  ".txt": "text/plain; charset=utf-8",
  ".zip": "application/zip",
  ".whl": "application/zip",
  ".apk": "application/zip",
  ".gz": "application/octet-stream", // never Content-Encoding: the page unpacks it itself
  ".data": "application/octet-stream",
  ".tmpl": "text/plain; charset=utf-8",
};

export function contentType(path) {
  return TYPES[extname(path).toLowerCase()] || "application/octet-stream";
}

// A file inside `base` for the URL path `rel`, or null (no escaping the folder).
export function safeFile(base, rel) {
  const root = resolve(base);
  const full = normalize(join(root, decodeURIComponent(rel)));
  if (full !== root && !full.startsWith(root + sep)) return null;
  if (!existsSync(full) || !statSync(full).isFile()) return null;
  return full;
}

// Serve `mounts` ({"/prefix/": folder}) and `virtual` ({"/path": () => body})
// on an ephemeral port of 127.0.0.1. Returns { url, close, requests, served }: the paths asked
// for, and each answer ({ path, status }) in order. `headers` go with every file (not with 404s).
export async function startServer(mounts, virtual = {}, headers = { "Cache-Control": "no-store" }) {
  const requests = [];
  const served = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url, "http://127.0.0.1").pathname;
    requests.push(path);
    const writeHead = res.writeHead.bind(res);
    res.writeHead = (status, ...rest) => {
      served.push({ path, status });
      return writeHead(status, ...rest);
    };
    if (virtual[path]) {
      const body = virtual[path]();
      res.writeHead(200, { "Content-Type": contentType(path), "Cache-Control": "no-store" });
      res.end(body);
      return;
    }
    const prefixes = Object.keys(mounts).sort((a, b) => b.length - a.length);
    for (const prefix of prefixes) {
      if (path.startsWith(prefix)) {
        const file = safeFile(mounts[prefix], path.slice(prefix.length) || "index.html");
        if (file) {
          res.writeHead(200, { "Content-Type": contentType(file), ...headers });
          res.end(readFileSync(file));
          return;
        }
        break;
      }
    }
    res.writeHead(404, { "Content-Type": "text/plain" });
    res.end("not found");
  });
  await new Promise((ok) => server.listen(0, "127.0.0.1", ok));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    served,
    close: () => new Promise((ok) => server.close(ok)),
  };
}

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
  "--autoplay-policy=no-user-gesture-required",
];

// CHROMIUM_ARGS and extraArgs: an --autoplay-policy among extraArgs replaces the default one.
function chromiumArgs(extraArgs) {
  const own = (prefix) => extraArgs.some((b) => b.startsWith(prefix));
  return [...CHROMIUM_ARGS.filter((a) => !(a.startsWith("--autoplay-policy=") && own("--autoplay-policy="))), ...extraArgs];
}

// One headless Chromium for many fresh contexts (each its own storage, cache and workers, as a new
// profile would have), where launching a browser per case would cost more than the case.
export async function launchShared(extraArgs = []) {
  if (!existsSync(CHROMIUM)) {
    missing(`no Chromium at ${CHROMIUM} (run tools/setup_browser_tests.sh)`);
  }
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: chromiumArgs(extraArgs), timeout: 60_000 });
  return {
    newContext: (options = {}) => browser.newContext({ viewport: { width: 1280, height: 720 }, ...options }),
    close: () => browser.close(),
  };
}

// Headless Chromium with a fresh profile folder; close() removes it again.
export async function launchBrowser(extraArgs = [], contextOptions = {}) {
  if (!existsSync(CHROMIUM)) {
    missing(`no Chromium at ${CHROMIUM} (run tools/setup_browser_tests.sh)`);
  }
  let chromium;
  try {
    ({ chromium } = await import("playwright-core"));
  } catch (err) {
    missing(`playwright-core is not installed (run tools/setup_browser_tests.sh): ${err.message}`);
  }
  const profile = mkdtempSync(join(tmpdir(), "dicechips-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: chromiumArgs(extraArgs),
    viewport: { width: 1280, height: 720 },
    timeout: 60_000,
    ...contextOptions,
  });
  const close = async () => {
    try {
      await context.close();
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  };
  return { context, close };
}

// What a thrown error says, with its stack where it has one (for a report's "error" fields).
export function errorText(err) {
  return String(err && err.stack ? err.stack : err);
}

// The script's one JSON line, then exit 0 when report.ok, else 1.
export function printReport(report) {
  process.stdout.write(JSON.stringify(report) + "\n");
  process.exit(report.ok ? 0 : 1);
}

// Each folder must hold a built index.html, else the script's one JSON line says so (exit 1).
export function requireBuilt(...dirs) {
  for (const dir of dirs) {
    if (!existsSync(join(dir, "index.html"))) {
      process.stdout.write(JSON.stringify({ ok: false, error: `no ${dir}/index.html: build first` }) + "\n");
      process.exit(1);
    }
  }
}

export function missing(reason) {
  process.stdout.write(JSON.stringify({ ok: false, missing: reason }) + "\n");
  process.exit(EXIT_MISSING);
}

export function withTimeout(promise, ms, what) {
  let timer;
  const limit = new Promise((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

export function arg(name, fallback) {
  const i = process.argv.indexOf(name);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}

// The pure-Python part of the project that the Pyodide checks load: no pygame, no I/O of its own
// (storage goes through the page's localStorage/sessionStorage).
const PY_FILES = [
  "game/__init__.py",
  "game/games.py",
  "game/i18n.py",
  "game/names.py",
  "game/session.py",
  "game/seal.py", // the seal of a game's seed (session.py)
  "game/dice_stats.py", // the faces of the dice counted (settings.py)
  "game/share.py",
  "game/bylink.py",
  "game/bylink_store.py",
  "game/bylink_cli.py",
  "game/storage.py",
  "game/webenv.py",
  // the player's data (run_storage.mjs): backup, saves, settings, the reload flag
  "game/backup.py",
  "game/saves.py",
  "game/notices.py",
  "game/settings.py",
  "game/anim.py",
  "game/layout.py",
  "game/resume.py",
  "game/game_lock.py",
  // daily games (run_storage.mjs): the seed, the record, starting and counting a try
  "game/daily.py",
  "game/daily_record.py",
  "game/daily_play.py",
];
const PY_TREES = ["game/rules", "game/ai", "game/locale", "game/coach"];

function walk(dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    if (name === "__pycache__" || name.startsWith(".")) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...walk(full));
    else if (!name.endsWith(".pyc")) out.push(full);
  }
  return out;
}

// Paths (relative to `src`, "/"-separated) of the files above that exist.
export function projectFiles(src) {
  const files = PY_FILES.filter((f) => existsSync(join(src, f)));
  for (const tree of PY_TREES) {
    if (existsSync(join(src, tree))) {
      files.push(...walk(join(src, tree)).map((f) => relative(src, f).split(sep).join("/")));
    }
  }
  return files;
}
