# GeometryLab — every entry point a person or CI needs. `make run` and `make test` do all set-up.
SWIFT        ?= swift
DEBUG_BIN    := .build/debug/geolab
RUN_SCRATCH  := .build/run
RUN_BIN      := $(RUN_SCRATCH)/debug/geolab
APT_PACKAGES := libedit-dev pkg-config

.PHONY: run test build release bench bench-peers lint deps test-deps clean fuzz fuzz-build corpus diff-fuzz corpus-diff pictures fuzz-gen

## deps: install the system libraries the package links against (libedit), when missing.
deps:
	@if ! pkg-config --exists libedit 2>/dev/null; then \
	  echo "geolab: libedit's pkg-config entry is missing; installing $(APT_PACKAGES) with apt-get"; \
	  if [ "$$(id -u)" -eq 0 ]; then SUDO=""; \
	  elif command -v sudo >/dev/null 2>&1; then SUDO="sudo"; \
	  else echo "geolab: need root to run 'apt-get install $(APT_PACKAGES)'; run it as root, then retry" >&2; exit 1; fi; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $(APT_PACKAGES) >/dev/null \
	    || { echo "geolab: apt-get install $(APT_PACKAGES) failed" >&2; exit 1; }; \
	fi

## test-deps: headless Chromium for Tests/Interactive/pictures.sh (the :export html page), when
## missing; if it cannot be installed the test says so and skips the browser checks.
test-deps:
	@if ! command -v chromium >/dev/null 2>&1; then \
	  echo "geolab: chromium is missing; installing Debian's chromium with apt-get (for the picture tests)"; \
	  if [ "$$(id -u)" -eq 0 ]; then SUDO=""; \
	  elif command -v sudo >/dev/null 2>&1; then SUDO="sudo"; \
	  else SUDO="none"; fi; \
	  if [ "$$SUDO" = none ]; then echo "geolab: need root to install chromium; the browser checks will be skipped" >&2; \
	  else { $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium >/dev/null; } \
	    || echo "geolab: apt-get install chromium failed; the browser checks will be skipped" >&2; fi; \
	fi

build: deps
	$(SWIFT) build

## run: the REPL on the built-in demo scene. Its binary is a debug build with every module
## optimised file by file (-O, no whole-module optimisation): about as fast as a release build
## for a pasted screen, and about 3½ minutes to build the first time on two cores, where a
## release build takes 8–9 (swift-syntax under whole-module optimisation). Its own scratch path
## keeps it apart from the debug build `make test` uses.
run: deps
	$(SWIFT) build -Xswiftc -O --scratch-path $(RUN_SCRATCH) --product geolab
	@$(RUN_BIN)

## test: every unit test, every transcript, then the command-line, determinism (two processes,
## different locale/TZ/COLUMNS), picture (SVG as XML, the HTML page in headless Chromium),
## preview (`geolab preview` serving a file and following its edits),
## citation (every doc citation points at a section in docs/) and tmux-driven REPL checks.
## test also runs the differential check against the local swiftc (issue 25): every case of
## Tests/Differential/suite, then DIFF_TEST_COUNT generated programs (about 30 s per 1,000 on two
## cores); any case where the lab prints something else than the compiled program fails it.
DIFF_BIN        := .build/debug/geolab-diff
DIFF_TEST_COUNT ?= 1000
DIFF_TEST_SEED  ?= 2026
## Generated view programs checked against the lab's own invariants (issues 20, 24): about 27 s per
## 100 in the debug build. `make fuzz-gen` runs many more.
VIEWS_TEST_COUNT ?= 200
test: build test-deps
	$(SWIFT) test --disable-xctest
	$(DEBUG_BIN) check transcripts
	$(SWIFT) build --product geolab-diff
	$(DIFF_BIN) suite Tests/Differential/suite
	$(DIFF_BIN) fuzz --count $(DIFF_TEST_COUNT) --seed $(DIFF_TEST_SEED)
	$(DIFF_BIN) views --count $(VIEWS_TEST_COUNT) --seed $(DIFF_TEST_SEED)
	GEOLAB=$(DEBUG_BIN) Tests/Interactive/cli.sh
	GEOLAB=$(DEBUG_BIN) Tests/Interactive/determinism.sh
	GEOLAB=$(DEBUG_BIN) Tests/Interactive/pictures.sh
	GEOLAB=$(DEBUG_BIN) Tests/Interactive/preview.sh
	Tests/Interactive/citations.sh
	@if command -v tmux >/dev/null 2>&1; then GEOLAB=$(DEBUG_BIN) Tests/Interactive/repl.sh; \
	else echo "tmux not installed: skipping Tests/Interactive/repl.sh"; fi

## pictures: regenerate the pictures committed beside their transcripts (the README shows them);
## Tests/Interactive/pictures.sh fails in `make test` when a committed one is stale.
pictures: build
	$(DEBUG_BIN) check transcripts/pictures-screen.md
	cp .build/pictures-screen.svg transcripts/pictures-screen.svg

## fuzz-gen: generated view programs against the lab's invariants, a longer run than make test's
## (FUZZ_GEN_COUNT programs, FUZZ_GEN_SEED); prints each broken invariant with its program.
FUZZ_GEN_COUNT ?= 2000
FUZZ_GEN_SEED  ?= 1
fuzz-gen: deps
	$(SWIFT) build --product geolab-diff
	$(DIFF_BIN) views --count $(FUZZ_GEN_COUNT) --seed $(FUZZ_GEN_SEED)

## corpus: the real-code measure (issue 15): public SwiftUI files listed in corpus/manifest.tsv,
## read from fetched git copies (CORPUS_MIRROR), run through the lab; prints the pass rate and
## the failures by first error. Not part of `make test`: it needs the copies.
corpus: build
	GEOLAB=$(DEBUG_BIN) corpus/run.sh

## corpus-diff: the corpus's plain-Swift parts (models, helpers, extensions of the files in
## corpus/manifest.tsv and their folders) run by the lab and compiled by swiftc, with print
## lines for what each declaration offers; outputs compared (issue 25). Needs the copies.
corpus-diff: build
	$(SWIFT) build --product geolab-diff
	DIFF=$(DIFF_BIN) corpus/diff-parts.sh

## diff-fuzz: the long differential run: DIFF_COUNT generated programs (default 100,000, about
## an hour on two cores) from DIFF_SEED, through the lab and through swiftc.
DIFF_COUNT ?= 100000
DIFF_SEED  ?= 1
diff-fuzz: deps
	$(SWIFT) build --product geolab-diff
	$(DIFF_BIN) fuzz --count $(DIFF_COUNT) --seed $(DIFF_SEED)

release: deps
	$(SWIFT) build -c release

## bench: the package-benchmark suites (release, from the Benchmarks/ package: Layout,
## Presentation, FrontEnd, Transcripts, Memory), then process start to prompt
## (Benchmarks/startup.sh) and how each benchmark's cost grows with N (Benchmarks/scaling.sh).
## BENCH_FLAGS go to `swift package benchmark` (e.g. BENCH_FLAGS="--target Layout").
BENCH_FLAGS ?=
bench: deps
	@echo "make bench: $$(nproc) cores, load average $$(cut -d' ' -f1-3 /proc/loadavg)"
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark --no-progress $(BENCH_FLAGS)
	./Benchmarks/startup.sh
	./Benchmarks/scaling.sh

## bench-peers: Taffy (stretchable) and Yoga (yoga-python) on the same trees, side by side.
bench-peers: deps
	./Benchmarks/peers/run.sh

## fuzz: libFuzzer over the whole pipeline (Fuzz/ package), FUZZ_SECONDS long (default 60),
## seeded with every transcript input; the corpus grows in .build/fuzz-corpus and crashes land in
## .build/fuzz-artifacts. Every module is built with coverage (`--sanitize=fuzzer`); the target
## itself adds AddressSanitizer. Reproduce one: `.build/fuzz/debug/geolab-fuzz <crash-file>`.
FUZZ_SECONDS ?= 60
FUZZ_FLAGS   ?=
FUZZ_BIN     := .build/fuzz/debug/geolab-fuzz
FUZZ_CORPUS  := $(CURDIR)/.build/fuzz-corpus

fuzz-build: deps
	$(SWIFT) build --package-path Fuzz --scratch-path .build/fuzz --sanitize=fuzzer \
	  --product geolab-fuzz

fuzz: fuzz-build
	@Fuzz/seed-corpus.sh $(FUZZ_CORPUS)
	@mkdir -p .build/fuzz-artifacts .build/fuzz-work
	ASAN_OPTIONS=detect_leaks=0:$(ASAN_OPTIONS) GEOLAB_FUZZ_WORK=$(CURDIR)/.build/fuzz-work nice -n 10 $(FUZZ_BIN) \
	  -max_total_time=$(FUZZ_SECONDS) -timeout=20 -rss_limit_mb=2048 -max_len=2048 \
	  -dict=$(CURDIR)/Fuzz/geolab.dict -artifact_prefix=$(CURDIR)/.build/fuzz-artifacts/ \
	  -print_final_stats=1 -print_funcs=0 $(FUZZ_FLAGS) $(FUZZ_CORPUS)

lint:
	$(SWIFT) format lint -r Sources Tests Benchmarks/Sources 2>&1

clean:
	rm -rf .build
