#!/usr/bin/env bash
# The real-code corpus (issue 15): SwiftUI view files from public repositories, listed in
# corpus/manifest.tsv by repository, commit and path. The files themselves never enter this
# repository: they are read from bare git copies (CORPUS_MIRROR, one `owner+name/repo` folder
# each, as the workspace's fetch tool lays them out; a missing one is cloned from GitHub).
#
# Each file is loaded into a fresh lab (`:load`) and what its author previews is built: its
# `#Preview` (the last one becomes the root as the file loads), a `PreviewProvider`'s
# `previews`, else its first `struct …: View` with no arguments. A file passes when that runs
# without an error and a root view is laid out. Failures are
# grouped by the first error's message with names blanked, and the classes are printed by count.
#
#   corpus/run.sh                      # GEOLAB=.build/debug/geolab, CORPUS_MIRROR=/work/.mirror
#   GEOLAB=.build/run/debug/geolab corpus/run.sh --list   # also one line per file
#   corpus/run.sh --with-project       # first load the other Swift files of the file's folder
#                                      # (its project's models and helpers), as a user pasting
#                                      # a screen with what it uses would
set -uo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
repo_root="$(cd "$here/.." && pwd)"
geolab="${GEOLAB:-$repo_root/.build/debug/geolab}"
# Relative to where the script was started (make passes .build/debug/geolab): each file runs
# from a scratch directory.
case "$geolab" in /*) ;; *) geolab="$PWD/$geolab" ;; esac
mirror="${CORPUS_MIRROR:-/work/.mirror}"
list=false
project=false
for arg in "$@"; do
  case "$arg" in
    --list) list=true ;;
    --with-project) project=true ;;
    *) echo "usage: corpus/run.sh [--list] [--with-project]" >&2; exit 2 ;;
  esac
done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

[ -x "$geolab" ] || { echo "corpus: no geolab at $geolab (run 'make build')" >&2; exit 2; }

total=0
passed=0
partial=0
: >"$work/classes"
while IFS=$'\t' read -r repo commit path; do
  case "$repo" in '#'* | '') continue ;; esac
  dir="$mirror/${repo/\//+}/repo"
  if [ ! -d "$dir" ]; then
    git clone -q --bare "https://github.com/$repo" "$dir" 2>/dev/null \
      || { echo "corpus: cannot get $repo" >&2; continue; }
  fi
  total=$((total + 1))
  file="$work/f$total.swift"
  if ! git -C "$dir" show "$commit:$path" >"$file" 2>/dev/null; then
    echo "missing: $repo $path" >>"$work/classes"
    continue
  fi
  # What the file's author previews: its `#Preview` (the last one becomes the root when the
  # file loads), a `PreviewProvider`'s `previews`, else its first view built with no arguments.
  # Declarations in commented-out lines do not count (a file commented out top to bottom).
  grep -vE '^[[:space:]]*//' "$file" >"$work/code.swift"
  provider=$(grep -oE 'struct[[:space:]]+[A-Za-z_][A-Za-z0-9_]*[[:space:]]*:[[:space:]]*PreviewProvider' "$work/code.swift" \
    | head -1 | sed -E 's/struct[[:space:]]+([A-Za-z0-9_]+).*/\1/')
  view=$(grep -oE 'struct[[:space:]]+[A-Za-z_][A-Za-z0-9_]*[[:space:]]*:[[:space:]]*View\b' "$work/code.swift" \
    | head -1 | sed -E 's/struct[[:space:]]+([A-Za-z0-9_]+).*/\1/')
: >"$work/script.geo"
  if $project; then
    # The other Swift files of the file's folder and of the folders beside it (the parent
    # folder's tree: an app's Models/ next to its Views/), except the app entry point and at
    # most 40 of them: loaded first, so that the file finds the types and data its project
    # declares around it. Their own errors are not the file's (see first_error below).
    folder=$(dirname "$(dirname "$path")")
    [ "$folder" = "." ] && folder=$(dirname "$path")
    k=0
    git -C "$dir" ls-tree -r --name-only "$commit" "$folder/" | grep '\.swift$' | grep -v 'Tests/' | sort | head -40 \
      | while read -r sibling; do
        [ "$sibling" = "$path" ] && continue
        git -C "$dir" show "$commit:$sibling" | grep -q '@main' && continue
        k=$((k + 1))
        git -C "$dir" show "$commit:$sibling" >"$work/s$total-$k.swift"
        printf ':load %s\n' "$work/s$total-$k.swift"
      done >>"$work/script.geo"
    # What follows is the file's own run: errors before this line are the project's.
    printf 'print("geolab-corpus: the file")\n' >>"$work/script.geo"
  fi
  if grep -qE '^[[:space:]]*#Preview' "$file"; then
    printf ':load %s\n' "$file" >>"$work/script.geo"
  elif [ -n "$provider" ]; then
    printf ':load %s\n%s.previews\n' "$file" "$provider" >>"$work/script.geo"
  else
    printf ':load %s\n%s()\n' "$file" "$view" >>"$work/script.geo"
  fi
  out=$(cd "$work" && timeout 30 "$geolab" run "$work/script.geo" 2>&1)
  status=$?
  # The first error of the file's own run: not one of loading its project's files before it.
  if $project; then own=$(printf '%s\n' "$out" | sed -n '/^geolab-corpus: the file$/,$p'); else own=$out; fi
  first_error=$(printf '%s\n' "$own" | grep -m1 -E '(^|: |- )error: ' | sed -E 's/.*error: //')
  if [ $status -eq 124 ]; then
    class="timeout (30 s)"
  elif [ -n "$first_error" ]; then
    # The message without the names in it, so files fail into shared classes. A name the
    # file's own project declares elsewhere is not a lab gap: it needs that other file.
    missing=$(printf '%s' "$first_error" | sed -nE 's/^cannot find `([A-Za-z_][A-Za-z0-9_]*)`.*/\1/p')
    if [ -n "$missing" ] && git -C "$dir" grep -qE \
      "(struct|class|enum|protocol|typealias|func|let|var)[[:space:]]+$missing\b" "$commit" -- '*.swift' \
      2>/dev/null && ! grep -qE "(struct|class|enum|protocol|typealias|func|let|var)[[:space:]]+$missing\b" "$file"; then
      class="needs another file of its project (\`$missing\`)"
      class="needs another file of its project"
    else
      class=$(printf '%s' "$first_error" | sed -E 's/`[^`]*`/`_`/g; s/[0-9]+/N/g' | cut -c1-90)
    fi
    # The SwiftUI or Foundation name, kept: which API is missing is the point.
    case "$first_error" in
      "cannot find \`"*|*"is not supported yet"*|*"has no member"*)
        [ "$class" = "needs another file of its project" ] \
          || class=$(printf '%s' "$first_error" | sed -E 's/value of type `[^`]*`/value of type `_`/' | cut -c1-90) ;;
    esac
  elif printf '%s\n' "$out" | grep -q '^root '; then
    class=""
  else
    class="no root view built"
  fi
  # A view that needs arguments, in a file with no preview to give them, is not runnable alone.
  case "$class" in
    "missing argument for parameter"*)
      grep -qE '^[[:space:]]*#Preview|PreviewProvider' "$file" || class="no preview, and its view needs arguments" ;;
  esac
  if [ -z "$class" ]; then
    passed=$((passed + 1))
    printf '%s\n' "$out" | grep -q 'is not supported yet' && partial=$((partial + 1))
    $list && printf 'pass  %s %s\n' "$repo" "$path"
  else
    printf '%s\n' "$class" >>"$work/classes"
    $list && printf 'FAIL  %s %s: %s\n' "$repo" "$path" "$class"
  fi
done <"$here/manifest.tsv"

echo "corpus: $passed of $total files run ($(awk -v p="$passed" -v t="$total" 'BEGIN { printf "%.0f", t ? 100 * p / t : 0 }') %), $partial of them with a 'not supported yet' warning"
echo "failures by first error:"
sort "$work/classes" | uniq -c | sort -rn | head -25
