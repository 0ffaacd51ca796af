#!/usr/bin/env bash
# Measures snapfit's benchmark rows and regenerates docs/BENCHMARKS.md from them.
#
#   bench/run.sh                 every row at full settings (hours), then rewrites docs/BENCHMARKS.md
#   bench/run.sh --only REGEX    only the rows whose id matches (e.g. 'sweep', '^cli\.'), full settings
#   bench/run.sh --quick         a subset at short settings (a few minutes); writes bench/target/quick/ only
#   bench/run.sh --render        docs/BENCHMARKS.md again from bench/results.tsv; nothing is run
#   options: --no-build (use the jars as they are), -h/--help
#
# The rows (workload, anchor, command) are in bench/src/main/java/org/snapfit/bench/report/BenchmarkCatalog.java;
# the figures of the last run of each row, with the machine and the load, in bench/results.tsv. A row that fails
# keeps its previous figure and is named at the end (exit code 1); its output is in bench/target/run/<id>.log.
# Run on a quiet machine: the load average is recorded beside every figure.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
quick=0; only=""; render_only=0; build=1
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) quick=1 ;;
    --only) [ $# -ge 2 ] || { echo "bench/run.sh: --only needs a regular expression" >&2; exit 2; }; only="$2"; shift ;;
    --render) render_only=1 ;;
    --no-build) build=0 ;;
    -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "bench/run.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
  esac
  shift
done

jar="$root/bench/target/benchmarks.jar"
report() { java -cp "$jar" org.snapfit.bench.report.BenchmarkReport "$@"; }

if [ "$build" = 1 ] || [ ! -f "$jar" ]; then
  echo "bench/run.sh: building bench/target/benchmarks.jar and cli/target/snapfit.jar (tests skipped)..." >&2
  mvn -q -B -ntp -Dstyle.color=never -DskipTests -Dcheckstyle.skip -Djacoco.skip package -pl bench,cli -am >&2
fi

results="$root/bench/results.tsv"
out_md="$root/docs/BENCHMARKS.md"
work="$root/bench/target/run"
if [ "$quick" = 1 ]; then
  work="$root/bench/target/quick"
  mkdir -p "$work"
  cp "$results" "$work/results.tsv"
  results="$work/results.tsv"
  out_md="$work/BENCHMARKS.md"
fi
mkdir -p "$work"

if [ "$render_only" = 1 ]; then
  report render "$results" "$out_md"
  echo "bench/run.sh: wrote ${out_md#"$root"/}" >&2
  exit 0
fi

list_args=()
[ "$quick" = 1 ] && list_args+=(--quick)
[ -n "$only" ] && list_args+=(--only "$only")
mapfile -t rows < <(report list "${list_args[@]}")
if [ "${#rows[@]}" -eq 0 ]; then
  echo "bench/run.sh: no row matches '${only}'" >&2
  exit 2
fi

cores="$(nproc)"
memory="$(awk '/^MemTotal/ {printf "%.0f GiB", $2 / 1048576}' /proc/meminfo)"
jdk="$(java -version 2>&1 | head -n 1 | sed -E 's/.*version "([^"]+)".*/\1/')"
load() { cut -d ' ' -f 1 /proc/loadavg; }
wall_runs=5
[ "$quick" = 1 ] && wall_runs=3
failed=()
n=0
for line in "${rows[@]}"; do
  IFS=$'\t' read -r -a f <<< "$line"
  id="${f[0]}"; kind="${f[1]}"; args=("${f[@]:2}")
  envs=()   # a whole-process row may set launcher variables first: NAME=VALUE ... snapfit-arguments
  while [ "$kind" = WALL ] && [ "${#args[@]}" -gt 0 ] && [[ "${args[0]}" =~ ^[A-Z_]+= ]]; do
    envs+=("${args[0]}"); args=("${args[@]:1}")
  done
  n=$((n + 1))
  echo "bench/run.sh: [$n/${#rows[@]}] $id" >&2
  log="$work/$id.log"
  l0="$(load)"
  ok=1
  if [ "$kind" = JMH ]; then
    java -jar "$jar" "${args[@]}" -rf json -rff "$work/$id.json" > "$log" 2>&1 || ok=0
  elif [ "$kind" = SCRIPT ]; then
    "${args[@]}" > "$log" 2>&1 || ok=0
  else
    : > "$work/$id.times"
    ./snapfit --version > /dev/null 2>> "$log" || ok=0   # untimed: a rebuilt jar gets its class-data archive here
    for _ in $(seq "$wall_runs"); do
      rm -rf "$work/$id.out"
      if [ -x /usr/bin/time ]; then
        env "${envs[@]}" /usr/bin/time -f "%e %M" -o "$work/$id.time1" ./snapfit "${args[@]}" --out "$work/$id.out" >> "$log" 2>&1 \
          || ok=0
      else   # bash's own timer: wall time only, no resident set
        { TIMEFORMAT="%R 0"; time env "${envs[@]}" ./snapfit "${args[@]}" --out "$work/$id.out" >> "$log" 2>&1 || ok=0; } \
          2> "$work/$id.time1"
      fi
      cat "$work/$id.time1" >> "$work/$id.times"
    done
  fi
  l1="$(load)"
  machine="$cores cores, $memory, OpenJDK $jdk; load $l0–$l1"
  [ "$quick" = 1 ] && machine="$machine; quick settings"
  if [ "$ok" = 1 ]; then
    if [ "$kind" = JMH ]; then
      report record-jmh "$results" "$id" "$work/$id.json" "$machine"
    elif [ "$kind" = SCRIPT ]; then
      report record-script "$results" "$id" "$log" "$machine"
    else
      report record-wall "$results" "$id" "$work/$id.times" "$machine"
    fi
  else
    failed+=("$id")
    echo "bench/run.sh: $id failed; see ${log#"$root"/}" >&2
  fi
done

report render "$results" "$out_md"
echo "bench/run.sh: wrote ${out_md#"$root"/}" >&2
if [ "${#failed[@]}" -gt 0 ]; then
  echo "bench/run.sh: failed rows (previous figures kept): ${failed[*]}" >&2
  exit 1
fi
