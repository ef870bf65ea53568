# Sourced by the whole-process benchmarks (limits.sh, paste.sh): builds, unless NO_BUILD is
# set, the geolab binary `make run` starts (debug with -O, in .build/run) and the release one
# (in the Benchmarks package), and sets `run_bin` and `release_bin` to them. Expects `here`
# (this folder) and `root` (the repository), and the caller's name in `name`.
if [ -z "${NO_BUILD:-}" ]; then
  echo "$name: building geolab as make run does (.build/run) and in release (Benchmarks)" >&2
  (cd "$root" && swift build -Xswiftc -O --scratch-path .build/run --product geolab >&2)
  (cd "$here" && swift build -c release --product geolab >&2)
fi
run_bin="$root/.build/run/debug/geolab"
release_bin="$(cd "$here" && swift build -c release --show-bin-path)/geolab"
for bin in "$run_bin" "$release_bin"; do
  [ -x "$bin" ] || { echo "$name: no $bin (build it, or drop NO_BUILD)" >&2; exit 1; }
done
