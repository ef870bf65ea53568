#!/usr/bin/env bash
# Pasting a real screen, whole process (issue 21): the feed screen of PastedScreenWorkload (a
# ScrollView of a ForEach of rows: circle, text, spacer, capsule, padding, rounded background;
# 10 views a row and 3 around them; its text from `pipeline-timer --source paste:ROWS`) written
# to a file with `:frames Circle#1` after it, and timed
# as `geolab run <file>` from process start to exit, in the binary `make run` starts (debug with
# -O, .build/run) and in release. N runs per size after one untimed run, which also checks that
# the frames were printed. Prints one Markdown table: median and minimum ms per binary.
#
#   Benchmarks/paste.sh                  # RUNS=9, rows 10 100 240 (103, 1,003, 2,403 views)
#   ROWS="240" RUNS=15 Benchmarks/paste.sh
#   NO_BUILD=1 Benchmarks/paste.sh       # time the binaries as they are
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
runs="${RUNS:-9}"
rows_list="${ROWS:-10 100 240}"
name=paste
# shellcheck source=binaries.sh
. "$here/binaries.sh"
[ -n "${NO_BUILD:-}" ] || (cd "$here" && swift build -c release --product pipeline-timer >&2)
timer="$(cd "$here" && swift build -c release --show-bin-path)/pipeline-timer"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The screen as a user would paste it (PastedScreenWorkload.source), then the command.
screen() {
  "$timer" --source "paste:$1"
  echo ":frames Circle#1"
}

# Median and minimum of N runs of `geolab run file`, in ms (one decimal).
measure() {
  local bin="$1" file="$2" times=()
  for _ in $(seq "$runs"); do
    local start end
    start=$(date +%s%N)
    "$bin" run --no-color "$file" >/dev/null 2>&1
    end=$(date +%s%N)
    times+=($(((end - start) / 1000)))
  done
  printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $1 } END {
    printf "%.1f | %.1f", a[int((NR + 1) / 2)] / 1000, a[1] / 1000 }'
}

echo
echo "Pasted screen, whole process; $runs runs each; $(nproc) cores; load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| rows | views | \`make run\` binary median (ms) | min (ms) | release median (ms) | min (ms) |"
echo "|---|---|---|---|---|---|"
for rows in $rows_list; do
  file="$work/feed-$rows.geo"
  screen "$rows" >"$file"
  for bin in "$run_bin" "$release_bin"; do
    out="$("$bin" run --no-color "$file" 2>/dev/null)"
    grep -q 'Circle#1' <<<"$out" || { echo "paste: $bin printed no frames for $rows rows" >&2; exit 1; }
  done
  views="$("$release_bin" run --no-color "$file" 2>/dev/null | sed -n 's/.* · \([0-9,]*\) views · .*/\1/p' | head -1)"
  echo "| $rows | $views | $(measure "$run_bin" "$file") | $(measure "$release_bin" "$file") |"
done
