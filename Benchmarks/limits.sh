#!/usr/bin/env bash
# Evaluation limits answer in time (issue 20): every runaway program a user could type must end
# with its limit's error in ≤ 2 s in the binary `make run` uses (debug with -O) and ≤ 0.5 s in
# release. Each program below is written to a file and timed as `geolab run <file>` (the whole
# process, start to exit), N runs per build after one untimed run, which also checks that the
# output names a limit. A run that outlives TIMEOUT seconds is killed and reported (no further
# runs of it in that build). Prints one Markdown table: the limit hit (the name in the error's
# note), median and max ms per build, and whether each is within its target.
#
#   Benchmarks/limits.sh                 # RUNS=5, TIMEOUT=30
#   RUNS=9 Benchmarks/limits.sh
#   NO_BUILD=1 Benchmarks/limits.sh      # time the binaries as they are
#   ONLY=steps,set Benchmarks/limits.sh  # some programs only (their keys, below)
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
runs="${RUNS:-5}"
timeout_s="${TIMEOUT:-30}"

name=limits
# shellcheck source=binaries.sh
. "$here/binaries.sh"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The programs: key, description (the table's first column), text. `gen_*` writes the large ones.
keys=()
declare -A desc text
add() { keys+=("$1"); desc[$1]="$2"; text[$1]="$3"; }

add steps 'while true { n += 1 }' $'var n = 0\nwhile true { n += 1 }\n'
add empty 'while true {} (empty body)' $'while true {}\n'
add nested 'nested for 0..<100_000, empty body' $'for i in 0..<100_000 {\n  for j in 0..<100_000 { }\n}\n'
add append 'while true { a.append(1) }' $'var a = [1]\nwhile true { a.append(1) }\n'
add string 'while true { s += "x" }' $'var s = ""\nwhile true { s += "x" }\n'
add dict 'while true { d[i] = i; i += 1 }' $'var d: [Int: Int] = [:]\nvar i = 0\nwhile true { d[i] = i; i += 1 }\n'
add set 'while true { s.insert(i); i += 1 } (Set)' $'var s: Set<Int> = []\nvar i = 0\nwhile true { s.insert(i); i += 1 }\n'
add range 'for i in 0..<10_000_000 { a.append(i) }' $'var a: [Int] = []\nfor i in 0..<10_000_000 { a.append(i) }\n'
add double 'while true { a += a } (doubling)' $'var a = [1]\nwhile true { a += a }\n'
add strdouble 'while true { s = s + s } (doubling)' $'var s = "x"\nwhile true { s = s + s }\n'
add repeating 'Array(repeating: 0, count: 10_000_000)' $'let a = Array(repeating: 0, count: 10_000_000)\nprint(a.count)\n'
add map '(0..<10_000_000).map { $0 * 2 }' $'let a = (0..<10_000_000).map { $0 * 2 }\nprint(a.count)\n'
add recursion 'func f(_ n: Int) -> Int { f(n + 1) }' $'func f(_ n: Int) -> Int { f(n + 1) }\nprint(f(0))\n'
add closure 'f = { f($0 + 1) } (closure recursion)' $'var f: (Int) -> Int = { $0 }\nf = { f($0 + 1) }\nprint(f(0))\n'
add body 'struct Loop: View { body: Loop() }' $'struct Loop: View {\n  var body: some View { Loop() }\n}\nLoop()\n'
add tree 'view tree of 2^30 leaves (T(d: d + 1) twice)' $'struct T: View {\n  let d: Int\n  var body: some View {\n    HStack {\n      if d < 30 { T(d: d + 1); T(d: d + 1) } else { Color.red }\n    }\n  }\n}\nT(d: 0)\n'
add literal 'VStack of 100,000 literal Color.red lines' ''
add foreach 'VStack { ForEach(0..<100000) { _ in Color.red } }' $'VStack {\n  ForEach(0..<100000) { _ in Color.red }\n}\n'

gen_literal() {
  echo 'VStack {'
  for _ in $(seq 100000); do echo '  Color.red'; done
  echo '}'
}

if [ -n "${ONLY:-}" ]; then
  IFS=, read -r -a keys <<<"$ONLY"
fi
for k in "${keys[@]}"; do
  if declare -F "gen_$k" >/dev/null; then "gen_$k" >"$work/$k.swift"; else printf '%s' "${text[$k]}" >"$work/$k.swift"; fi
done

# One build, one program: "limit|median|max|status" (ms, one decimal). The untimed first run
# gives the limit's name; a run past TIMEOUT ends the series.
measure() {
  local bin="$1" file="$2" out limit times=() start end rc
  start=$(date +%s%N)
  rc=0
  out="$(timeout "$timeout_s" "$bin" --no-color run "$file" 2>&1)" || rc=$?
  end=$(date +%s%N)
  if [ "$rc" = 124 ]; then
    echo "no answer in ${timeout_s} s|>$((timeout_s * 1000))|>$((timeout_s * 1000))|timeout"
    return
  fi
  local status=ok
  limit="$(grep -o 'the limit is `[A-Za-z]*`' <<<"$out" | head -1 | sed 's/.*`\(.*\)`/\1/' || true)"
  if [ -z "$limit" ]; then
    if grep -qi 'limit' <<<"$out"; then limit="limit (unnamed)"; else
      limit="**no limit**: $(head -1 <<<"$out" | cut -c1-60)"
      status=nolimit
    fi
  fi
  for _ in $(seq "$runs"); do
    start=$(date +%s%N)
    rc=0
    timeout "$timeout_s" "$bin" --no-color run "$file" >/dev/null 2>&1 || rc=$?
    end=$(date +%s%N)
    if [ "$rc" = 124 ]; then
      echo "$limit|>$((timeout_s * 1000))|>$((timeout_s * 1000))|timeout"
      return
    fi
    times+=($(((end - start) / 1000)))
  done
  printf '%s\n' "${times[@]}" | sort -n | awk -v limit="$limit" -v status="$status" '{ a[NR] = $1 } END {
    printf "%s|%.1f|%.1f|%s\n", limit, a[int((NR + 1) / 2)] / 1000, a[NR] / 1000, status }'
}

# "yes" when every run is within the target (max ≤ target ms) and the output named a limit.
within() {
  local max="$1" status="$2" target="$3"
  if [ "$status" != ok ]; then echo "**no**"; return; fi
  awk -v m="$max" -v t="$target" 'BEGIN { if (m <= t) print "yes"; else print "**no**" }'
}

load_before="$(cut -d' ' -f1-3 /proc/loadavg)"
at="$(git -C "$root" rev-parse --short HEAD)"
if [ -n "${NO_BUILD:-}" ]; then at="$at (HEAD; the binaries were not rebuilt)"; else at="$at (built from the work tree)"; fi
rows=()
for k in "${keys[@]}"; do
  echo "limits: $k" >&2
  IFS='|' read -r l1 med1 max1 st1 <<<"$(measure "$run_bin" "$work/$k.swift")"
  IFS='|' read -r l2 med2 max2 st2 <<<"$(measure "$release_bin" "$work/$k.swift")"
  limit="$l1"
  [ "$l1" = "$l2" ] || limit="$l1 / $l2 (release)"
  rows+=("| \`$k\`: ${desc[$k]} | $limit | $med1 | $max1 | $(within "$max1" "$st1" 2000) | $med2 | $max2 | $(within "$max2" "$st2" 500) |")
done

echo
echo "Evaluation limits, \`geolab run <file>\` (whole process), $runs runs each after one untimed;"
echo "$(nproc) cores; load average $load_before → $(cut -d' ' -f1-3 /proc/loadavg); at $at"
echo
echo "| program | limit hit | \`make run\` median (ms) | max (ms) | ≤ 2 s | release median (ms) | max (ms) | ≤ 0.5 s |"
echo "|---|---|---|---|---|---|---|---|"
printf '%s\n' "${rows[@]}"
