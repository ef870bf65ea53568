#!/usr/bin/env bash
# make bench-peers: our layout pass beside Taffy (PyPI `stretchable`) and Yoga (PyPI
# `yoga-python`, Python >= 3.12; `poga` when that will not install) on the same trees, in
# one run, printed as one table (ns per node per engine, our ratio against each).
#
#   Benchmarks/peers/run.sh                     # row 1k/100k/1M, tree 1.1k/111k/1.1M
#   WORKLOADS="row:1000 tree:10000" RUNS=5 Benchmarks/peers/run.sh
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
venv="$repo/.build/peers-venv"
out="$repo/.build/peers-results.jsonl"
workloads="${WORKLOADS:-row:1000 row:100000 row:1000000 tree:1000 tree:100000 tree:1000000}"
runs="${RUNS:-5}"

# yoga-python needs Python >= 3.12: take the first such interpreter found.
python=""
for candidate in python3.13 python3.12 /root/.pyenv/versions/3.13*/bin/python3 \
  /root/.pyenv/versions/3.12*/bin/python3 python3; do
  if command -v "$candidate" >/dev/null 2>&1 \
    && "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 12))' 2>/dev/null; then
    python="$candidate"
    break
  fi
done
if [ -z "$python" ]; then
  python="$(command -v python3)"
  echo "bench-peers: no Python >= 3.12 found; using $python (Yoga through poga)" >&2
fi

if [ ! -x "$venv/bin/python" ]; then
  echo "bench-peers: creating $venv with $python" >&2
  "$python" -m venv "$venv"
fi
"$venv/bin/pip" install -q --disable-pip-version-check stretchable >&2
yoga_engine=yoga
if ! "$venv/bin/pip" install -q --disable-pip-version-check yoga-python >&2; then
  echo "bench-peers: yoga-python would not install; falling back to poga (older Yoga)" >&2
  "$venv/bin/pip" install -q --disable-pip-version-check poga >&2
  yoga_engine=poga
fi

echo "bench-peers: building layout-timer (release)" >&2
(cd "$repo/Benchmarks" && swift build -c release --product layout-timer >&2)
timer="$(cd "$repo/Benchmarks" && swift build -c release --show-bin-path)/layout-timer"

: >"$out"
for w in $workloads; do
  echo "bench-peers: $w" >&2
  # shellcheck disable=SC2086
  "$timer" --runs "$runs" "$w" | tee -a "$out" >&2
  "$venv/bin/python" "$here/peers.py" --runs "$runs" --engines "taffy,$yoga_engine" "$w" \
    | tee -a "$out" >&2
done

echo
echo "Layout, one pass, release; $(nproc) cores; runs per case: $runs (median). Raw lines: $out"
echo
"$venv/bin/python" "$here/table.py" "$out"
