// stub interpreter loader (tests only): the real one is Emscripten output of several 100 kB. Like
// it, it asks for main.wasm beside itself and for main.data where locateFile puts it (config.cdn).
(async () => {
  const here = new URL(".", document.currentScript.src).href;
  for (const url of [`${here}main.wasm`, `${window.config.cdn}cpython312/main.data`]) {
    const res = await fetch(url);
    window.dcStub.log.push(`${url} ${res.status}`);
    if (!res.ok) throw new Error(`runtime stub: ${url} answered ${res.status}`);
  }
  window.dcStubInterpreter();
})();
