#!/usr/bin/env bash
# How each benchmark's cost grows with N (issue 9): the workloads of the package-benchmark
# suites, run by the plain release timers (median of RUNS runs, inputs built untimed), one
# Markdown table each. Benchmarks/README.md records a run of this.
#
#   Benchmarks/scaling.sh                 # everything, RUNS=5
#   RUNS=9 Benchmarks/scaling.sh layout   # one group: layout | presentation | frontend | transcripts | memory
#   CALLGRIND=1 Benchmarks/scaling.sh layout   # also instructions per layout pass (valgrind)
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
runs="${RUNS:-5}"
groups="${*:-layout presentation frontend transcripts memory}"

echo "scaling: building the timers (release)" >&2
(cd "$here" && swift build -c release --product layout-timer >&2 && swift build -c release --product pipeline-timer >&2)
bin="$(cd "$here" && swift build -c release --show-bin-path)"

echo
echo "Release, $(nproc) cores, median of $runs runs; load average $(cut -d' ' -f1-3 /proc/loadavg)"

for group in $groups; do
  echo
  case "$group" in
  layout)
    echo "Layout, one pass (\`Layout(tree:window:)\` on a prebuilt tree):"
    echo
    echo "| workload | ViewTree nodes | median | ns/ViewTree node | min ns/node | ns/peer node |"
    echo "|---|---|---|---|---|---|"
    for w in row:1000 row:10000 row:100000 row:1000000 tree:1000 tree:10000 tree:100000 tree:1000000; do
      r=$runs
      case "$w" in *:1000000) r=$(((runs + 1) / 2 > 3 ? (runs + 1) / 2 : 3)) ;; esac
      "$bin/layout-timer" --runs "$r" "$w" | python3 -c '
import json, sys
r = json.loads(sys.stdin.readline())
name, nodes, median, per, least, peer = (r["workload"], r["tree_nodes"], r["median_ns"],
  r["ns_per_tree_node"], r["min_ns"] / r["tree_nodes"], r["ns_per_peer_node"])
print(f"| {name} | {nodes:,} | {median / 1e6:.2f} ms | {per} | {least:.1f} | {peer} |")'
    done
    if [ "${CALLGRIND:-0}" = 1 ] && command -v valgrind >/dev/null 2>&1; then
      echo
      echo "| workload | instructions per pass (callgrind) | per ViewTree node |"
      echo "|---|---|---|"
      for w in row:1000 row:10000 row:100000 tree:1000 tree:10000 tree:100000; do
        out="$(mktemp)"
        valgrind --tool=callgrind --callgrind-out-file="$out" --toggle-collect='*LayoutV4tree6window*' \
          "$bin/layout-timer" --runs 1 "$w" 2>&1 >/dev/null | awk '/Collected/ { print $4 }' >"$out.n"
        nodes=$("$bin/layout-timer" --runs 1 "$w" | python3 -c 'import json,sys; print(json.loads(sys.stdin.readline())["tree_nodes"])')
        python3 -c "n=int(open('$out.n').read()); print(f'| $w | {n:,} | {n / $nodes:.0f} |')"
        rm -f "$out" "$out.n"
      done
    fi
    ;;
  presentation)
    echo "SHOWN layer (a row whose every leaf animates; scrub: 100 updates over 10 s):"
    echo
    "$bin/pipeline-timer" --runs "$runs" playhead:1000 playhead:10000 playhead:100000
    "$bin/pipeline-timer" --runs "$(((runs + 1) / 2))" scrub:100 scrub:1000 scrub:3000 | tail -n +3
    ;;
  frontend)
    echo "Front end (a generated SwiftUI file of N lines; a REPL scene of N leaves):"
    echo
    "$bin/pipeline-timer" --runs "$runs" parse:250 parse:1000 parse:4000 viewfile:250 viewfile:500 \
      viewfile:1000 viewfile:2000 viewfile:4000 repl repl:10 repl:100 repl:1000
    ;;
  transcripts)
    echo "Transcript replay (transcripts/ replayed K times in one run):"
    echo
    "$bin/pipeline-timer" --runs "$runs" transcripts:1 transcripts:2 transcripts:4
    ;;
  memory)
    echo "Memory per ViewTree node (the playhead row):"
    echo
    "$bin/pipeline-timer" --runs 1 memory:1000 memory:10000 memory:100000 | grep -v '^| case\|^|---' \
      | sed '1i | case | N | unit | tree and LAYOUT layer | SHOWN layer | one shown() result |\n|---|---|---|---|---|---|'
    ;;
  *)
    echo "scaling: unknown group $group" >&2
    exit 2
    ;;
  esac
done
