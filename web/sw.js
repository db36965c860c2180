// Dice & Chips service worker (written into build/web by game/build_web.py, which replaces
// the version line): cache-first for the page, the game archive, the icons and the runtime,
// so a second visit starts without the network. A new build has a new version: its worker
// fills a new cache and deletes the old ones when it takes over.
const VERSION = "dc-dev"; /* dc-version */
const PRECACHE = []; /* dc-precache */
const RUNTIME_HOSTS = ["https://pygame-web.github.io/cdn/"]; // the pygame-ce wheel and its index

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(VERSION).then((cache) => cache.addAll(PRECACHE)).then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("dc-") && k !== VERSION).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  const ours = url.origin === self.location.origin;
  if (!ours && !RUNTIME_HOSTS.some((h) => request.url.startsWith(h))) return;
  const key = ours ? url.origin + url.pathname : request.url; // #g= and ?query share one copy
  event.respondWith(
    caches.open(VERSION).then(async (cache) => {
      const hit = await cache.match(key);
      if (hit) return hit;
      const response = await fetch(request);
      if (response.ok || response.type === "opaque") cache.put(key, response.clone());
      return response;
    }),
  );
});
