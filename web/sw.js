// Dice & Chips service worker (written into build/web by game/build_web.py, which fills in the
// version and the file list): cache-first for the page, the game archive, the icons and the
// runtime, so a second visit starts without the network.
//
// Updates: the version is a hash of the files and of this worker, so a new build is a new worker.
// It fills a new cache straight from the server (cache: "reload": behind GitHub Pages'
// max-age=600 the HTTP cache would hand it the old files), then waits; the page activates it at
// once while the game has not started, otherwise it shows "A new version is ready · Reload" and
// the player chooses the moment (web/loader.tmpl). Old dc- caches go when it takes over.
//
// The runtime from another origin (a build without --vendor-runtime): the page tells the worker
// which runtime files it loaded before the worker was in control, and the worker keeps them, so
// the plain build too starts offline from its second visit. A vendored site answers the CDN's
// own addresses from its copy.
const VERSION = "dc-dev"; /* dc-version */
const PRECACHE = []; /* dc-precache */
const CDN_ROOT = "https://pygame-web.github.io/cdn/"; // pygbag's CDN (the package index names it)
const SITE_CDN = new URL("cdn/", self.registration.scope).href; // the vendored copy of the CDN root
const VENDORED = PRECACHE.some((rel) => rel.startsWith("cdn/"));

// our own files by their path (#g= and ?query share one copy; pygbag asks for "cdn//cp312/…")
function key(url) {
  const u = new URL(url);
  if (u.origin !== self.location.origin) return u.href;
  return u.origin + u.pathname.replace(/\/{2,}/g, "/");
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(VERSION);
    await cache.addAll(PRECACHE.map((rel) => new Request(rel, { cache: "reload" })));
    if (!self.registration.active) await self.skipWaiting(); // a first visit: nothing to replace
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("dc-") && k !== VERSION).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

async function keep(urls) {
  const cache = await caches.open(VERSION);
  for (const url of urls) {
    if (!String(url).startsWith(CDN_ROOT) || (await cache.match(key(url)))) continue;
    try {
      const response = await fetch(url);
      if (response.ok) await cache.put(key(url), response);
    } catch (err) {
      // offline again: the next visit brings it
    }
  }
}

self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.activate) self.skipWaiting();
  if (Array.isArray(data.keep)) event.waitUntil(keep(data.keep));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  const ours = url.origin === self.location.origin;
  const cdn = request.url.startsWith(CDN_ROOT);
  if (!ours && !cdn) return;
  // a vendored site answers the CDN's address from its own copy
  const name = cdn && VENDORED ? key(SITE_CDN + request.url.slice(CDN_ROOT.length)) : key(request.url);
  event.respondWith(
    caches.open(VERSION).then(async (cache) => {
      const hit = await cache.match(name);
      if (hit) return hit;
      const response = await fetch(request);
      if (response.ok || response.type === "opaque") cache.put(name, response.clone());
      return response;
    }),
  );
});
