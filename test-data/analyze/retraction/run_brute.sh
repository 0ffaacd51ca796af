#!/usr/bin/env bash
# Runs the shared brute-force simulator (shared/test-data/snapfit/tools/brute.py, unchanged) on every retraction
# mechanism of this folder and stores its text output as <case>.retraction.brute.txt.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
tools="${1:-$here/../../../../shared/test-data/snapfit/tools}"
for f in "$here"/*.retraction.json; do
  (cd "$tools" && python3 brute.py "$f") > "${f%.json}.brute.txt"
done
