#!/usr/bin/env bash
# Writes the fuzzer's seed corpus: every input of every ```geolab block in the transcripts (a
# `geo> ` line with its `...> ` continuation lines) as one seed, and every whole block as another,
# so that seeds carry both single inputs and the sessions they build up. Files are named by
# content hash, so re-running adds nothing twice.
#
# Usage: Fuzz/seed-corpus.sh OUT_DIR [TRANSCRIPT…]   (default: transcripts/*.md and examples/*)
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT=${1:?usage: seed-corpus.sh OUT_DIR [TRANSCRIPT…]}
shift
mkdir -p "$OUT"
if [ $# -eq 0 ]; then set -- "$ROOT"/transcripts/*.md; fi

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# awk writes input-N and block-N files: inputs lose their prompts, output lines are dropped.
for file in "$@"; do
  awk -v dir="$TMP" -v tag="$(basename "$file")" '
    function flush_input() { if (input != "") { n++; printf "%s", input > (dir "/" tag ".input-" n); close(dir "/" tag ".input-" n) }; input = "" }
    /^```geolab/ { inblock = 1; block = ""; next }
    /^```/ && inblock { flush_input(); if (block != "") { b++; printf "%s", block > (dir "/" tag ".block-" b); close(dir "/" tag ".block-" b) }; inblock = 0; next }
    !inblock { next }
    /^geo> / { flush_input(); line = substr($0, 6); input = line "\n"; block = block line "\n"; next }
    /^geo>$/ { flush_input(); next }
    /^\.\.\.> ?/ { line = substr($0, 6); input = input line "\n"; block = block line "\n"; next }
    { flush_input() }
  ' "$file"
done
for example in "$ROOT"/examples/*; do
  [ -f "$example" ] && cp "$example" "$TMP/example.$(basename "$example")"
done

count=0
for seed in "$TMP"/*; do
  [ -s "$seed" ] || continue
  name=$(sha1sum "$seed" | cut -c1-40)
  [ -f "$OUT/$name" ] || { cp "$seed" "$OUT/$name"; count=$((count + 1)); }
done
echo "seed-corpus: $count new seeds in $OUT ($(ls "$OUT" | wc -l) in all)"
