#!/usr/bin/env bash
# Output does not depend on the environment (issue 10 §4): `geolab check` and `geolab replay` of
# every transcript, and `geolab run --echo` of every example, print the same bytes (and exit with
# the same status) in two processes whose locale, time zone and terminal width differ. Dictionary
# order differs between the two processes as well: Swift seeds its hashing per process.
#
# Usage: Tests/Interactive/determinism.sh   (GEOLAB=/path/to/geolab to test another binary)
set -u

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
GEOLAB=${GEOLAB:-$ROOT/.build/debug/geolab}
if [ ! -x "$GEOLAB" ]; then
  (cd "$ROOT" && swift build --product geolab) || { echo "determinism.sh: build failed" >&2; exit 1; }
fi
WORK=$(mktemp -d /tmp/geolab-determinism.XXXXXX)
trap 'rm -rf "$WORK"' EXIT
cd "$ROOT" || exit 1
FAILURES=0
PASSES=0

# Two environments as far apart as this machine allows; a locale that is not installed still
# changes what the C library is asked for.
ENV_A=(LANG=C LC_ALL=C TZ=UTC COLUMNS=80 LINES=24)
ENV_B=(LANG=de_DE.UTF-8 LC_ALL=tr_TR.UTF-8 LC_NUMERIC=de_DE.UTF-8 TZ=Pacific/Kiritimati
  COLUMNS=37 LINES=9 NO_COLOR=1)

# same DESCRIPTION COMMAND…: runs COMMAND in both environments and compares stdout, stderr and
# the exit status byte for byte.
same() {
  local description=$1
  shift
  env -i PATH="$PATH" HOME="$WORK" "${ENV_A[@]}" "$@" >"$WORK/a.out" 2>"$WORK/a.err"
  echo "exit $?" >>"$WORK/a.out"
  env -i PATH="$PATH" HOME="$WORK" "${ENV_B[@]}" "$@" >"$WORK/b.out" 2>"$WORK/b.err"
  echo "exit $?" >>"$WORK/b.out"
  if cmp -s "$WORK/a.out" "$WORK/b.out" && cmp -s "$WORK/a.err" "$WORK/b.err" \
    && [ "$(wc -l <"$WORK/a.out")" -gt 1 ]; then
    PASSES=$((PASSES + 1)); echo "ok: $description"
  else
    FAILURES=$((FAILURES + 1)); echo "FAIL: $description"
    diff -u "$WORK/a.out" "$WORK/b.out" | head -n 40
    diff -u "$WORK/a.err" "$WORK/b.err" | head -n 20
  fi
}

same "geolab check transcripts" "$GEOLAB" check transcripts
for file in transcripts/*.md; do
  same "geolab replay $file" "$GEOLAB" replay "$file"
done
for file in examples/*; do
  [ -f "$file" ] && same "geolab run --echo $file" "$GEOLAB" run --echo "$file"
done

echo "$PASSES passed, $FAILURES failed"
[ "$FAILURES" -eq 0 ]
