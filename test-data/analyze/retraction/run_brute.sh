#!/usr/bin/env bash
# Runs the reference brute-force simulator (brute.py of the project's shared reference set, unchanged) on every retraction
# mechanism of this folder and stores its text output as <case>.retraction.brute.txt.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
tools="${1:?usage: run_brute.sh TOOLS_DIR (the folder that holds brute.py)}"
for f in "$here"/*.retraction.json; do
  (cd "$tools" && python3 brute.py "$f") > "${f%.json}.brute.txt"
done
