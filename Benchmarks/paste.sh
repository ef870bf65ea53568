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
#   LINES_LIST="500 2000"                # the long-input table's sizes (below)
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

# One long input read line by line, as the REPL reads a paste (a `.geo` script), against the
# same text run as one file (`.swift`, as `:load` runs it): a view whose data is an array
# literal of N lines. Before the input rule stopped parsing the buffer at every line
# (docs/architecture.md §10), the first cost the square of N.
long_input() {
  echo 'struct Long: View {'
  echo '  let widths: [Double] = ['
  for i in $(seq "$1"); do echo "    $((i % 50 + 1)),"; done
  echo '  ]'
  echo '  var body: some View {'
  echo '    VStack(spacing: 0) {'
  echo '      ForEach(0..<widths.count, id: \.self) { i in Color.red.frame(width: widths[i], height: 1) }'
  echo '    }'
  echo '  }'
  echo '}'
  echo 'Long()'
}
echo
echo "One long input in \`make run\`'s binary, read line by line (.geo) and as one file (.swift); $runs runs each"
echo
echo "| lines | .geo median (ms) | min (ms) | .swift median (ms) | min (ms) |"
echo "|---|---|---|---|---|"
for n in ${LINES_LIST:-500 2000}; do
  long_input "$n" >"$work/long-$n.geo"
  cp "$work/long-$n.geo" "$work/long-$n.swift"
  for f in "$work/long-$n.geo" "$work/long-$n.swift"; do
    "$run_bin" run --no-color "$f" 2>/dev/null | grep -q 'root Long#1' \
      || { echo "paste: $f printed no root" >&2; exit 1; }
  done
  echo "| $((n + 11)) | $(measure "$run_bin" "$work/long-$n.geo") | $(measure "$run_bin" "$work/long-$n.swift") |"
done
