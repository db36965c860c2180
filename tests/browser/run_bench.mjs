// Runs a benchmark module of this repository in Pyodide under node (the Python the browser
// runs, without the browser): the repository is mounted read-only at /repo and
// `python -m MODULE ARGS...` runs there.
//
//   node tests/browser/run_bench.mjs bench.chains_coach [--reps 3]

import { existsSync } from "node:fs";
import { join } from "node:path";

import { HERE, REPO, missing } from "./common.mjs";

const PYODIDE = join(HERE, "node_modules", "pyodide", "pyodide.mjs");

async function main() {
  const [module, ...args] = process.argv.slice(2);
  if (!module) {
    process.stderr.write("usage: node run_bench.mjs MODULE [ARGS...]\n");
    process.exit(1);
  }
  if (!existsSync(PYODIDE)) missing(`pyodide is not installed in ${HERE}/node_modules (run tools/setup_browser_tests.sh)`);
  const { loadPyodide } = await import(PYODIDE);
  const py = await loadPyodide();
  py.FS.mkdir("/repo");
  py.FS.mount(py.FS.filesystems.NODEFS, { root: REPO }, "/repo");
  py.globals.set("ARGS", py.toPy([module, ...args]));
  await py.runPythonAsync(`
import os, runpy, sys
sys.path.insert(0, "/repo")
os.chdir("/repo")
sys.dont_write_bytecode = True
sys.argv = ["-m " + ARGS[0], *ARGS[1:]]
runpy.run_module(ARGS[0], run_name="__main__", alter_sys=True)
`);
}

main().catch((err) => {
  process.stderr.write(`${err && err.stack ? err.stack : err}\n`);
  process.exit(1);
});
