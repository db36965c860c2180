// stub of pygbag's vtx.js (tests only): loads the terminal's files as the real one does, from
// Module.config.cdn + "../vt/" (vtx.js 15-35); a missing file rejects the import.
const xterm_cdn = window.Module.config.cdn + "../vt/";
const css = document.createElement("link");
css.rel = "stylesheet";
css.href = xterm_cdn + "xterm.css";
document.head.appendChild(css);
await import(xterm_cdn + "xterm.js");
await import(xterm_cdn + "xterm-addon-image.js");
window.dcStub.log.push("vtx.js");
