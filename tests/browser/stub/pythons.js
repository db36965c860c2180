// A stand-in for pygbag 0.9.3's runtime in browser tests (served in place of
// https://pygame-web.github.io/cdn/0.9.3/pythons.js, or as the vendored copy in cdn/0.9.3/).
// The real runtime cannot be downloaded here (its interpreter, main.wasm and main.data, is
// missing from every snapshot), so this does, in plain JavaScript, what the page relies on:
//
// - like pythons.js: window.Module, window.MM (with MM.UME), window.python.config, calls
//   custom_onload(debug_hidden) and window_resize() (pygame-web/cdn 0.9.3/pythons.js, onload());
// - like the interpreter's SDL audio: one AudioContext, created before any user gesture;
// - like the SDL keyboard: a keydown listener on the window (bubbling, as Emscripten registers
//   it), counting the keys the game would see (window.dcStub.sdlKeys);
// - like our loader's Python block (web/loader.tmpl): dcLoading(), fetch the game archive,
//   dcReady() and wait for MM.UME or dcGesture, then dcStarted() and "GAME_READY".
//
// What Python calls through platform.window is the page's own window object: the tests call
// those functions (dcTextOpen, dcTextPoll, dcShareBase, ...) as game/webenv.py does.
// It proves the page's side of each contract, never pygame, SDL or a phone's own behaviour.

const stub = (window.dcStub = { log: [], audio: null, archive: 0, sdlKeys: [], phase: "loading" });
const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));

window.Module = { canvas: document.getElementById("canvas") };
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

if (window.custom_onload) window.custom_onload(true);
window.window_resize();
stub.audio = new AudioContext(); // SDL opens its audio device at start-up, before any gesture

(async () => {
  const cfg = window.config || {};
  // the interpreter's files, from the same folder as this script (config.cdn), as pythons.js loads them
  const base = new URL(".", import.meta.url).href;
  for (const file of ["cpython312/main.js", "cpython312/main.wasm", "cpython312/main.data", "cpythonrc.py"]) {
    try {
      const res = await fetch(base + file);
      stub.log.push(`${file} ${res.status}`);
    } catch (err) {
      stub.log.push(`${file} failed`);
    }
  }
  window.dcLoading();
  const itch = String(location.host).includes(".itch.zone");
  try {
    const res = await fetch(`${cfg.archive}${itch ? ".apk" : ".tar.gz"}`);
    stub.archive = res.ok ? (await res.arrayBuffer()).byteLength : -res.status;
  } catch (err) {
    stub.archive = -1;
  }
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
  console.log("GAME_READY");
})();
