#!/usr/bin/env bash
# Process start to prompt (issue 9): the release `geolab` started N times with `--version`
# (process start and argument parsing only) and with `:quit` on a pipe (start, the REPL's
# session and demo scene, ready for input, quit). hyperfine when installed, else a loop timed
# with `date +%s%N`; prints one Markdown table (median and minimum, ms).
#
#   Benchmarks/startup.sh            # N=30
#   RUNS=100 Benchmarks/startup.sh
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
runs="${RUNS:-30}"

echo "startup: building geolab (release, in the Benchmarks package)" >&2
(cd "$here" && swift build -c release --product geolab >&2)
geolab="$(cd "$here" && swift build -c release --show-bin-path)/geolab"
printf ':quit\n' >"$here/.build/quit.txt"

# Median and minimum of N runs of a command, in ms (one decimal).
measure() {
  local times=()
  "$@" >/dev/null 2>&1 || true # warm the page cache
  for _ in $(seq "$runs"); do
    local start end
    start=$(date +%s%N)
    "$@" >/dev/null 2>&1
    end=$(date +%s%N)
    times+=($(((end - start) / 1000)))
  done
  printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $1 } END {
    printf "%.1f | %.1f", a[int((NR + 1) / 2)] / 1000, a[1] / 1000 }'
}

repl() { "$geolab" <"$here/.build/quit.txt"; }

echo
echo "Process start, release geolab, $runs runs each; $(nproc) cores; load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo
if command -v hyperfine >/dev/null 2>&1; then
  hyperfine -N --warmup 3 --runs "$runs" "$geolab --version"
  hyperfine -N --warmup 3 --runs "$runs" --input "$here/.build/quit.txt" "$geolab"
else
  echo "| command | median (ms) | min (ms) |"
  echo "|---|---|---|"
  echo "| \`geolab --version\` | $(measure "$geolab" --version) |"
  echo "| \`geolab\` with \`:quit\` on a pipe (start to prompt, then quit) | $(measure repl) |"
fi
