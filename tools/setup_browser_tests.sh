#!/usr/bin/env bash
# Installs what the browser tests need, and nothing twice: Debian's chromium
# (when /usr/bin/chromium, or $CHROMIUM_PATH if set, is missing) and the pinned
# node packages of tests/browser (when node_modules is missing or older than
# package-lock.json). Playwright's own browser download is never used.
# Safe to run again and again; .ci/run and the GitHub workflow call it.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
browser_dir="$here/tests/browser"

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium" ]; then
    echo "setup_browser_tests: installing Debian chromium"
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "setup_browser_tests: no $chromium and no apt-get; set CHROMIUM_PATH to a Chromium or Chrome binary" >&2
        exit 1
    fi
    sudo_cmd=""
    if [ "$(id -u)" != "0" ]; then sudo_cmd="sudo"; fi
    export DEBIAN_FRONTEND=noninteractive
    $sudo_cmd apt-get update -qq
    $sudo_cmd apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
fi
# (Debian's wrapper script may print a harmless shell warning on stderr.)
"$chromium" --version 2>/dev/null

if ! command -v npm >/dev/null 2>&1; then
    echo "setup_browser_tests: npm is missing (install Node.js 20 or newer)" >&2
    exit 1
fi

node_major="$(node -p 'process.versions.node.split(".")[0]')"
if [ "$node_major" -lt 20 ]; then
    echo "setup_browser_tests: node $(node --version) is too old; playwright-core needs 20 or newer" >&2
    exit 1
fi

stamp="$browser_dir/node_modules/.lock-installed"
if [ ! -f "$stamp" ] || ! cmp -s "$browser_dir/package-lock.json" "$stamp"; then
    echo "setup_browser_tests: npm ci in tests/browser"
    (cd "$browser_dir" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error)
    cp "$browser_dir/package-lock.json" "$stamp"
fi
echo "setup_browser_tests: ready (node $(node --version), $(cd "$browser_dir" && node -p "'pyodide ' + require('pyodide/package.json').version + ', playwright-core ' + require('playwright-core/package.json').version"))"
