#!/usr/bin/env bash
# Checks geolab's command line without a terminal: exit codes (0 success, 1 a failed input in a
# script, 2 usage), --version, and that piped input prints exactly the transcript-shaped output.
#
# Usage: Tests/Interactive/cli.sh   (GEOLAB=/path/to/geolab to test another binary)
set -u

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
GEOLAB=${GEOLAB:-$ROOT/.build/debug/geolab}
if [ ! -x "$GEOLAB" ]; then
  (cd "$ROOT" && swift build --product geolab) || { echo "cli.sh: build failed" >&2; exit 1; }
fi
WORK=$(mktemp -d /tmp/geolab-cli.XXXXXX)
trap 'rm -rf "$WORK"' EXIT
FAILURES=0
PASSES=0

# check DESCRIPTION EXPECTED_STATUS COMMAND…: runs COMMAND, compares its exit status.
check() {
  local description=$1 expected=$2
  shift 2
  "$@" >"$WORK/out" 2>"$WORK/err"
  local status=$?
  if [ "$status" -eq "$expected" ]; then
    PASSES=$((PASSES + 1)); echo "ok: $description"
  else
    FAILURES=$((FAILURES + 1))
    echo "FAIL: $description (exit $status, expected $expected)"
    echo "--- stdout"; cat "$WORK/out"; echo "--- stderr"; cat "$WORK/err"
  fi
}

# same DESCRIPTION FILE: compares stdout of the last check with FILE.
same() {
  if diff -u "$2" "$WORK/out" >"$WORK/diff"; then
    PASSES=$((PASSES + 1)); echo "ok: $1"
  else
    FAILURES=$((FAILURES + 1)); echo "FAIL: $1"; cat "$WORK/diff"
  fi
}

check "--version" 0 "$GEOLAB" --version
printf '0.1.0\n' >"$WORK/expected"; same "--version prints the version" "$WORK/expected"
check "an unknown option is a usage error" 2 "$GEOLAB" --bogus
check "run without a file is a usage error" 2 "$GEOLAB" run
check "run with a missing file is a usage error" 2 "$GEOLAB" run "$WORK/missing"

printf ':set color\n:help set\n' >"$WORK/good"
check "a script without errors exits 0" 0 "$GEOLAB" run "$WORK/good"
printf ':set color\n:hepl\n:set color\n' >"$WORK/bad"
check "a script with a failed input exits 1" 1 "$GEOLAB" run "$WORK/bad"
cat >"$WORK/expected" <<'OUT'
color off
color off
OUT
same "run prints every output in order on standard output" "$WORK/expected"
cp "$WORK/err" "$WORK/out"
cat >"$WORK/expected" <<'OUT'
error: unknown command ':hepl'; did you mean ':help'?
OUT
same "run prints its errors on standard error" "$WORK/expected"
printf 'let x = 1\nprint(y)\nprint(x)\nprint("a\\u{0}b")\n' >"$WORK/swift"
check "a script with a Swift error exits 1" 1 "$GEOLAB" run "$WORK/swift"
printf '1\na\000b\n' >"$WORK/expected"
same "run keeps printing after the error, NUL characters included" "$WORK/expected"
cp "$WORK/err" "$WORK/out"
# A script's diagnostics point at its file's lines: `print(y)` is line 2 of the file.
cat >"$WORK/expected" <<OUT
$WORK/swift:2:7: error: cannot find \`y\`
2 | print(y)
  |       |- error: cannot find \`y\`
  |       \`- note: did you mean \`x\`?
OUT
same "run prints Swift diagnostics on standard error, at the script's lines" "$WORK/expected"
printf 'Color.red.fram(width: 1) // \000 x\nprint(2)\n' >"$WORK/nulsource"
check "a NUL in the source is an error like any other" 1 "$GEOLAB" run "$WORK/nulsource"
printf '2\n' >"$WORK/expected"
same "the input after it still runs" "$WORK/expected"
cp "$WORK/err" "$WORK/out"
cat >"$WORK/expected" <<OUT
$WORK/nulsource:1:11: error: value of type \`Color\` has no member \`fram\`
1 | Color.red.fram(width: 1) // ␀ x
  |           |- error: value of type \`Color\` has no member \`fram\`
  |           \`- note: did you mean \`frame\`?
OUT
same "control characters in quoted source show as control pictures" "$WORK/expected"
# Inputs after blank lines, a multi-line one, and a modifier line that continues the root
# before it: each error is at its line in the file.
printf 'let x = 1\n\nVStack {\n  Color.red\n}\nColor.red\n  .fram(width: 2)\nprint(x, z)\n' >"$WORK/lines.geo"
check "a script with errors on lines 7 and 8 exits 1" 1 "$GEOLAB" run "$WORK/lines.geo"
if [ "$(grep -o '^[^ ]*lines.geo:[0-9]*:[0-9]*' "$WORK/err" | sed 's|.*/||' | tr '\n' ' ')" = "lines.geo:7:4 lines.geo:8:10 " ]; then
  PASSES=$((PASSES + 1)); echo "ok: a script's errors point at their lines in the file"
else
  FAILURES=$((FAILURES + 1)); echo "FAIL: a script's errors point at their lines in the file"; cat "$WORK/err"
fi
printf 'VStack {\n' >"$WORK/open"
check "a script ending inside an unfinished input exits 1" 1 "$GEOLAB" run "$WORK/open"

cat >"$WORK/piped" <<'IN'
:set color
VStack {
  Text("a")
}
:quit
:help
IN
check "piped input with --echo" 0 "$GEOLAB" --echo <"$WORK/piped"
cat >"$WORK/expected" <<'OUT'
geo> :set color
color off
geo> VStack {
...>   Text("a")
...> }
root VStack#1 · 2 views · 9×20.33 at (192, 428.33)
geo> :quit
OUT
same "piped input prints the session as a transcript shows it (stops at :quit)" "$WORK/expected"
check "piped input exits 0 without errors" 0 "$GEOLAB" --echo <"$WORK/good"
if grep -q $'\e' "$WORK/out"; then
  FAILURES=$((FAILURES + 1)); echo "FAIL: piped output has no escape codes"
else
  PASSES=$((PASSES + 1)); echo "ok: piped output has no escape codes"
fi

# :save refuses paths outside the working directory unless --allow-outside; the file it writes
# is a transcript that `geolab check` passes.
printf 'Color.red.frame(width: 10, height: 10)\n:save %s\n' "$WORK/saved.md" >"$WORK/save"
cd "$ROOT" || exit 1
check ":save outside the working directory is refused" 1 "$GEOLAB" run "$WORK/save"
check ":save with --allow-outside" 0 "$GEOLAB" run --allow-outside "$WORK/save"
check "a :saved session passes geolab check" 0 "$GEOLAB" check "$WORK/saved.md"

# A Swift file runs as one input, as :load runs it: its diagnostics point into the file, and
# its declarations may come in any order (a struct used above its declaration).
cat >"$WORK/screen.swift" <<'SWIFT'
print(Greeting().text)
struct Greeting { var text = "hi" }
let broken = [1, 2][5]
SWIFT
check "a Swift file with a runtime error exits 1" 1 "$GEOLAB" run "$WORK/screen.swift"
printf 'hi\n' >"$WORK/expected"; same "a Swift file runs as one input" "$WORK/expected"
if grep -q "screen.swift:3:" "$WORK/err"; then
  PASSES=$((PASSES + 1)); echo "ok: a Swift file's error points at its line in the file"
else
  FAILURES=$((FAILURES + 1)); echo "FAIL: a Swift file's error points at its line in the file"
  cat "$WORK/err"
fi

echo "$PASSES passed, $FAILURES failed"
[ "$FAILURES" -eq 0 ]
