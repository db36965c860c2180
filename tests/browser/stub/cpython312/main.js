// stub interpreter loader (tests only): the real one is Emscripten output of several 100 kB
window.dcStub && window.dcStub.log.push("cpython312/main.js");
