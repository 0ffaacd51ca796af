#!/usr/bin/env bash
# Times a design study through the launcher on the embedded engine (2 threads) and on Spark local[2], at two study
# sizes, and derives Spark's fixed start-up cost and its overhead per sample from the differences:
#   T(N) = a + b N for each engine;  start-up = a_spark - a_local,  overhead per sample = b_spark - b_local.
# Wall time and the process's CPU time (user + system, which other processes on a shared machine do not advance)
# are both reported, with the load average before and after.
#
#   bench/study-spark.sh [SMALL LARGE]      sample counts, default 50 and 250
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
small="${1:-50}"; large="${2:-250}"
work="$root/bench/target/study-spark"
rm -rf "$work"; mkdir -p "$work"
study() {   # study <samples>: the friction/stiffness study of test-data with another sample count
  sed -E "s/\"samples\": *[0-9]+/\"samples\": $1/; s#\"\\.\\./dxf/#\"$root/test-data/dxf/#" \
    test-data/study/hook-friction-mc.json > "$work/study-$1.json"
}
study "$small"; study "$large"
# untimed: both jars as the sources are now (the launcher would otherwise build inside the first timed run)
mvn -q -B -ntp -Dstyle.color=never -DskipTests -Dcheckstyle.skip -Djacoco.skip package -pl cli,study-spark -am >&2
touch study-spark/target/launcher-build.stamp   # the launcher's mark of a current Spark engine build
./snapfit --version > /dev/null                 # the class-data archive of the new jar (untimed)
echo "load before: $(cut -d ' ' -f 1-3 /proc/loadavg)"
for n in "$small" "$large"; do
  for engine in local spark; do
    args=(study "$work/study-$n.json" --out "$work/out-$engine-$n" --fresh)
    if [ "$engine" = spark ]; then args+=(--engine spark --master 'local[2]'); else args+=(--threads 2); fi
    /usr/bin/time -f "%e %U %S" -o "$work/time-$engine-$n" ./snapfit "${args[@]}" > "$work/log-$engine-$n" 2>&1
    read -r wall user sys < "$work/time-$engine-$n"
    echo "$engine $n $wall $(echo "$user + $sys" | bc)" | tee -a "$work/times"
  done
  cmp -s "$work/out-local-$n/samples.csv" "$work/out-spark-$n/samples.csv" \
    && echo "samples.csv of $n samples: identical" || { echo "samples.csv of $n samples DIFFER"; exit 1; }
done
echo "load after: $(cut -d ' ' -f 1-3 /proc/loadavg)"
awk -v s="$small" -v l="$large" '
  { w[$1, $2] = $3; c[$1, $2] = $4 }
  END {
    for (k = 0; k < 2; k++) {
      what = k == 0 ? "wall" : "cpu"
      bl = ((k ? c["local", l] : w["local", l]) - (k ? c["local", s] : w["local", s])) / (l - s)
      bs = ((k ? c["spark", l] : w["spark", l]) - (k ? c["spark", s] : w["spark", s])) / (l - s)
      al = (k ? c["local", s] : w["local", s]) - bl * s
      as = (k ? c["spark", s] : w["spark", s]) - bs * s
      printf "figure: %s: local %.1f s + %.1f ms/sample, Spark local[2] %.1f s + %.1f ms/sample: Spark start-up %.1f s, overhead %.1f ms/sample\n", \
        what, al, bl * 1000, as, bs * 1000, as - al, (bs - bl) * 1000
    }
  }' "$work/times"
