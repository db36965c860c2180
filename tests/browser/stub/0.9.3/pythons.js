// A stand-in for pygbag 0.9.3's runtime in browser tests, laid out as the CDN root is
// (tests/browser/stub/ is the folder that holds 0.9.3/, vtx.js, vt/, the package index and cp312/):
// game/build_web.py --vendor-runtime copies it into the site's cdn/ folder as it copies the real
// one. The real interpreter (main.wasm, main.data) is missing from every public snapshot, so this
// does in plain JavaScript what the page relies on, and asks for the same files as the real
// pythons.js on each kind of device (docs/web.md, "What the runtime asks for", has the lines):
//
// - config.cdn: the page's, else this script's folder (pythons.js 2376-2382);
// - feat_snd: MM.UME = !ume_block; where it does not count the browser as Safari (or an iPhone)
//   it plays cdn+"empty.ogg" to probe the autoplay policy (pythons.js 1148-1170);
// - on every browser mobile() does not count as a phone (desktops, iPads, Android tablets):
//   import("../vtx.js"), which loads vt/xterm.css, vt/xterm.js, vt/xterm-addon-image.js
//   (pythons.js 2166-2190, 1012; vtx.js 15-35); a missing file rejects, as the real import does;
// - custom_onload(debug_hidden), window_resize() (pythons.js 2204-2209);
// - the interpreter: a script tag for cpython312/main.js (pythons.js 2248, 2382), which asks
//   for main.wasm beside itself and main.data at config.cdn (locateFile, pythons.js 479-487);
//   then cpythonrc.py (pythons.js 393);
// - like the interpreter's SDL audio: one AudioContext, created before any user gesture;
// - like the SDL keyboard: a keydown listener on the window (bubbling, as Emscripten registers
//   it), counting the keys the game would see (window.dcStub.sdlKeys);
// - like our loader's Python block (web/loader.tmpl): dcLoading(), the package index from the
//   site when dcSetting("packages") names it, the game archive (dcSetting("archive")), dcReady()
//   and wait for MM.UME or dcGesture, dcStarted(); then, as pygbag's pep0723 does when main.py
//   imports pygame, the package index (PKG_INDEXES + "index-0.9.3-cp312.json") and the wheel it
//   names (its "-CDN-" + "/" + entry), and "GAME_READY".
//
// Any file answered with an error stops the start-up with an uncaught error, as the real runtime
// does. It proves the page's side of each contract, never pygame, SDL or a phone's own behaviour.

const stub = (window.dcStub = { log: [], audio: null, archive: 0, sdlKeys: [], phase: "loading", wheel: 0 });
const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));
const HERE = new URL(".", import.meta.url).href;
const PKG_BASE_DEFAULT = "https://pygame-web.github.io/cdn/"; // pygbag's pep0723.py Config

async function need(url) {
  const res = await fetch(url);
  stub.log.push(`${url} ${res.status}`);
  if (!res.ok) throw new Error(`runtime stub: ${url} answered ${res.status}`);
  return res;
}

// pythons.js 1768-1796: userAgentData.mobile where the browser has it, else the user agent
// (its first test; the second, on the first four characters, only matches old feature phones)
function mobile_check() {
  const a = navigator.userAgent || navigator.vendor || window.opera;
  return /(android|bb\d+|meego).+mobile|avantgo|bada\/|blackberry|blazer|compal|elaine|fennec|hiptop|iemobile|ip(hone|od)|iris|kindle|lge |maemo|midp|mmp|mobile.+firefox|netfront|opera m(ob|in)i|palm( os)?|phone|p(ixi|re)\/|plucker|pocket|psp|series(4|6)0|symbian|treo|up\.(browser|link)|vodafone|wap|windows ce|xda|xiino/i.test(a);
}
function mobile() {
  try {
    return navigator.userAgentData.mobile;
  } catch (x) {
    return mobile_check();
  }
}

const config = window.config || (window.config = {});
config.cdn = config.cdn || HERE;
stub.mobile = mobile();

window.Module = { canvas: document.getElementById("canvas"), config };
window.MM = { UME: false, download: (path) => stub.log.push(`download ${path}`) };
window.python = { config: { debug: false } };
window.window_resize = function () {
  // as pythons.js window_canvas_adjust: the canvas as large as the window allows, its own shape kept
  stub.log.push("window_resize");
  const canvas = document.getElementById("canvas");
  const scale = Math.min(innerWidth / canvas.width, innerHeight / canvas.height);
  canvas.style.width = `${canvas.width * scale}px`;
  canvas.style.height = `${canvas.height * scale}px`;
};
window.addEventListener("resize", () => window.window_resize());
window.addEventListener("keydown", (ev) => stub.sdlKeys.push(ev.key)); // SDL: bubbling, on window

function feat_snd() {
  window.MM.UME = !config.ume_block;
  let safari = /^((?!chrome|android).)*safari/i.test(navigator.userAgent);
  if (!safari) safari = navigator.userAgent.search("iPhone") >= 0;
  stub.safari = safari;
  if (!window.MM.UME && !safari) {
    const probe = new Audio(config.cdn + "empty.ogg");
    probe.play().catch(() => {});
    stub.log.push("empty.ogg");
  }
}

function interpreter() {
  // pythons.js jsimport(config.executable): a classic script tag; main.js calls dcStubInterpreter
  return new Promise((ok, fail) => {
    window.dcStubInterpreter = ok;
    const script = document.createElement("script");
    script.src = `${config.cdn}cpython312/main.js`;
    script.onerror = () => fail(new Error(`runtime stub: ${script.src} did not load`));
    document.head.appendChild(script);
  });
}

async function packages() {
  // pygbag's pep0723: async_repos, then the wheel for "import pygame"
  const repo = (stub.pkgIndexes || [PKG_BASE_DEFAULT])[0];
  const index = await (await need(`${repo}index-0.9.3-cp312.json`)).json();
  const wheel = String(index.pygame).replace(/<abi>/g, "cp312").replace(/<api>/g, "wasm32_bi_emscripten");
  stub.wheel = (await (await need(`${index["-CDN-"]}/${wheel}`)).arrayBuffer()).byteLength;
}

(async () => {
  feat_snd();
  if (!stub.mobile) await import("../vtx.js"); // the terminal, on every browser but a phone
  if (window.custom_onload) window.custom_onload(true);
  window.window_resize();
  await interpreter();
  stub.audio = new AudioContext(); // SDL opens its audio device at start-up, before any gesture
  await need(`${config.cdn}cpythonrc.py`);

  // our loader's Python block
  window.dcLoading();
  const vendored = window.dcSetting ? window.dcSetting("packages") : "";
  if (vendored) stub.pkgIndexes = [vendored];
  const apk = (window.dcSetting ? window.dcSetting("archive") : "") === "apk";
  const res = await fetch(`${config.archive}${apk ? ".apk" : ".tar.gz"}`);
  stub.archive = res.ok ? (await res.arrayBuffer()).byteLength : -res.status;
  if (!(window.MM.UME || window.dcGesture)) {
    window.dcReady();
    while (!(window.MM.UME || window.dcGesture)) await sleep(50);
  }
  window.MM.UME = true;
  window.dcStarted();
  window.window_resize();
  // a frame, as the game would draw one: felt, and a name field at (495, 300, 300x55) canvas px
  const canvas = document.getElementById("canvas");
  const g = canvas.getContext("2d");
  g.fillStyle = "#1d3b2a";
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = "#faf4e4";
  g.fillRect(495, 300, 300, 55);
  g.font = "28px serif";
  g.fillText("runtime stub: the game's canvas", 40, 60);
  stub.phase = "started";
  await packages();
  stub.phase = "game";
  console.log("GAME_READY");
})();
