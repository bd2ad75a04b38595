#!/usr/bin/env bash
# Installs ohds outside the clone as a user would (README "Set-up"): pack the built package, install the
# tarball into a temporary global prefix, run `ohds --version` and one real command from another folder.
# Needs dist/ (npm ci builds it). Run by .ci/run after npm test.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$root"
[ -f dist/commands/index.js ] || { echo "install test: dist/ missing; run npm ci first" >&2; exit 1; }
tarball="$(npm pack --ignore-scripts --silent --pack-destination "$work")"
npm install --global --prefix "$work/prefix" --no-audit --no-fund --prefer-offline --silent "$work/$tarball"
cd "$work"
ohds="$work/prefix/bin/ohds"
version="$("$ohds" --version)"
[ "$version" = "$(node -p "require('$root/package.json').version")" ] || { echo "install test: --version printed '$version'" >&2; exit 1; }
sample="$work/prefix/lib/node_modules/ohds/samples/instruments/depression_screen.csv"
"$ohds" score "$sample" --instrument depression_screen --out scored.csv 2>/dev/null
head -1 scored.csv | grep -q ',score,band,' || { echo "install test: score wrote no scored CSV" >&2; exit 1; }
echo "install test: ohds $version installed from $tarball runs outside the clone"
