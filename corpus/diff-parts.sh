#!/usr/bin/env bash
# The real-code corpus's plain-Swift parts against the local swiftc (issue 25's second source).
# For every file of corpus/manifest.tsv and the other Swift files of its folder (its project's
# models and helpers), read from the same bare git copies as corpus/run.sh, `geolab-diff parts`
# keeps what compiles with Foundation alone (enums, structs, extensions, constants, functions;
# views and apps left out), adds lines that print what each declaration offers, and compares
# the lab's output with the compiled program's: agrees, refused, disagrees.
#
#   corpus/diff-parts.sh            # DIFF=.build/debug/geolab-diff, CORPUS_MIRROR=/work/.mirror
#   corpus/diff-parts.sh --verbose  # also every refused and disagreeing case
set -uo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
repo_root="$(cd "$here/.." && pwd)"
diff_bin="${DIFF:-$repo_root/.build/debug/geolab-diff}"
mirror="${CORPUS_MIRROR:-/work/.mirror}"
[ -x "$diff_bin" ] || { echo "diff-parts: no geolab-diff at $diff_bin (run 'swift build --product geolab-diff')" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

n=0
while IFS=$'\t' read -r repo commit path; do
  case "$repo" in '#'* | '') continue ;; esac
  dir="$mirror/${repo/\//+}/repo"
  [ -d "$dir" ] || continue
  git -C "$dir" ls-tree --name-only "$commit" "$(dirname "$path")/" | grep '\.swift$' \
    | while read -r f; do printf '%s\t%s\t%s\n' "$repo" "$commit" "$f"; done
done < "$repo_root/corpus/manifest.tsv" | sort -u >"$work/files.tsv"

files=()
while IFS=$'\t' read -r repo commit f; do
  n=$((n + 1))
  name="$work/$(printf '%03d' "$n")-${repo//\//+}-$(basename "$f")"
  git -C "$mirror/${repo/\//+}/repo" show "$commit:$f" >"$name" 2>/dev/null && files+=("$name")
done <"$work/files.tsv"
echo "diff-parts: ${#files[@]} files from the folders of corpus/manifest.tsv"
"$diff_bin" parts "$@" "${files[@]}"
