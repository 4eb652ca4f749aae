# pokedex — build, test, install and measure with nothing but the Swift toolchain.

PREFIX ?= /usr/local
API ?= https://pokeapi.co/api/v2
# PKHeX's tables beside PokeAPI's bodies: the games' own place names (see pokedex-fixtures).
PKHEX ?= ../shared/pkhex
# Pokémon Showdown's data as JSON facts: forms' names and evolutions, special moves, tiers.
SHOWDOWN ?= ../shared/showdown
# The PokeAPI data API serves (its README names the snapshot's commit, for --version).
POKEAPI_DATA ?= ../shared/pokeapi
SWIFT ?= swift
BIN_DIR = $(shell $(SWIFT) build -c release --show-bin-path)
# Release builds link with lld: gold warns about a function inside the toolchain's static
# Foundation. Every release build passes the same flags, so none rebuilds another's modules.
RELEASE = $(SWIFT) build -c release -Xswiftc -use-ld=lld
# pokedex and the static floors carry the Swift runtime and FoundationEssentials inside; pokedex
# (and the fully static floor) the C library too, as Package.swift says.
STATIC = --static-swift-stdlib
# pokedex is linked at a fixed address, as Go links its programs: a position-independent
# static binary applies some 40 000 relocations at every start, writing to the pages they
# touch (0.4 ms of a 3.5 ms command; see the README's benchmarks).
FIXED = -Xlinker -no-pie

.PHONY: all build release run test lint format tmux fixtures verify crosscheck install uninstall bench bench-check bench-stage bench-tools smoke clean

all: build

build:
	$(SWIFT) build

# A fully static pokedex, and beside it its HTTP helper, which loads libcurl at run time.
release:
	$(RELEASE) $(STATIC) $(FIXED) --product pokedex
	$(RELEASE) --product pokedex-http

# The first run of a fresh clone: build everything (the HTTP helper too, which
# 'swift run' alone would not build) and show the first twenty Pokémon.
run:
	$(SWIFT) build
	$(SWIFT) run --skip-build pokedex list --limit 20

# The full-screen test drives a real terminal through tmux: find it, or install it where
# this is Debian and we are root; otherwise that one test reports itself skipped.
# One test process: tests wait on child processes and servers without holding a thread of the
# concurrency pool (Tests/…/ChildProcess, `eventually`), so the network tests' deadlines hold
# beside them.
test: tmux
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$(MAKE) smoke

# The toolchain's own formatter, with the rules in .swift-format.
lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests

format:
	$(SWIFT) format format --in-place --recursive Package.swift Sources Tests

tmux:
	@command -v tmux >/dev/null 2>&1 || { [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1 && \
		{ apt-get install -y -qq tmux >/dev/null 2>&1 || { apt-get update -qq >/dev/null 2>&1 && apt-get install -y -qq tmux >/dev/null 2>&1; }; }; } || \
		echo "note: tmux is not installed and could not be installed; the full-screen test will be skipped"

# Regenerate Fixtures/ from any PokeAPI (the committed ones come from the stand-in):
#   make fixtures API=http://127.0.0.1:8787/api/v2
fixtures:
	$(RELEASE) --product pokedex-fixtures
	"$(BIN_DIR)/pokedex-fixtures" --api "$(API)" --out Fixtures $(if $(wildcard $(PKHEX)/locations),--pkhex "$(PKHEX)") \
		$(if $(wildcard $(SHOWDOWN)/pokedex.json),--showdown "$(SHOWDOWN)") \
		$(if $(wildcard $(POKEAPI_DATA)/README.md),--pokeapi-data "$(POKEAPI_DATA)")

# Check every Pokémon's `where --json` and every location's `location --json` against a PokeAPI,
# and the games PokeAPI has no encounters for against PKHeX's tables (PKHEX, read on its own):
#   make verify API=http://127.0.0.1:8787/api/v2
verify: release
	$(RELEASE) --product pokedex-verify
	"$(BIN_DIR)/pokedex-verify" --api "$(API)" --pokedex "$(BIN_DIR)/pokedex" $(if $(wildcard $(PKHEX)/wild),--pkhex "$(PKHEX)")

# `pokedex damage` against Smogon's calculator itself on seeded random Gen 9 cases (node and
# the calculator beside the project; not part of `make test`):
#   make crosscheck [ORACLE=../shared/tools/smogon-calc] [CASES=2000] [SEED=20261126]
ORACLE ?= ../shared/tools/smogon-calc
CASES ?= 2000
SEED ?= 20261126
crosscheck: release
	$(RELEASE) --product pokedex-crosscheck
	"$(BIN_DIR)/pokedex-crosscheck" --oracle "$(ORACLE)" --pokedex "$(BIN_DIR)/pokedex" --cases $(CASES) --seed $(SEED)

install: release
	install -d "$(PREFIX)/bin" "$(PREFIX)/share/pokedex" "$(PREFIX)/lib/pokedex" "$(PREFIX)/share/man/man1"
	install -m 755 "$(BIN_DIR)/pokedex" "$(PREFIX)/bin/pokedex"
	install -m 755 "$(BIN_DIR)/pokedex-http" "$(PREFIX)/lib/pokedex/pokedex-http"
	rm -rf "$(PREFIX)/share/pokedex/Fixtures"
	cp -R Fixtures "$(PREFIX)/share/pokedex/Fixtures"
	install -m 644 Sources/pokedex/pokedex.1 "$(PREFIX)/share/man/man1/pokedex.1"

uninstall:
	rm -f "$(PREFIX)/bin/pokedex"
	rm -rf "$(PREFIX)/share/pokedex" "$(PREFIX)/lib/pokedex"
	rm -f "$(PREFIX)/share/man/man1/pokedex.1"

BENCH = "$(BIN_DIR)/pokedex-bench" --pokedex "$(BIN_DIR)/pokedex" --floor "$(BIN_DIR)/hello-floor" \
	--static-floor "$(BIN_DIR)/hello-static" --full-floor "$(BIN_DIR)/hello-full" --c-floor "$(BIN_DIR)/hello-c" \
	--probe "$(BIN_DIR)/peak-rss" --frames "$(BIN_DIR)/browse-frames"

# The bench times copies laid out as `make install` lays them out, floors too. A binary the
# linker has just written sits in the page cache in small pieces and starts 0.4–0.5 ms slower
# than the same bytes copied (49 more page faults for `show`): timed where they were built,
# the ratios would depend on which binaries this build happened to relink.
STAGE = .build/bench-stage
STAGED = "$(STAGE)/bin/pokedex-bench" --pokedex "$(STAGE)/bin/pokedex" --floor "$(STAGE)/bin/hello-floor" \
	--static-floor "$(STAGE)/bin/hello-static" --full-floor "$(STAGE)/bin/hello-full" --c-floor "$(STAGE)/bin/hello-c" \
	--probe "$(STAGE)/bin/peak-rss" --frames "$(STAGE)/bin/browse-frames"

# Grouped by flags: SwiftPM relinks what a build with other flags linked last, so the tools
# that need no flags of their own are built with pokedex's.
bench-tools:
	$(RELEASE) $(STATIC) $(FIXED) --product pokedex-bench
	$(RELEASE) $(STATIC) $(FIXED) --product hello-full
	$(RELEASE) $(STATIC) $(FIXED) --product peak-rss
	$(RELEASE) $(STATIC) $(FIXED) --product browse-frames
	$(RELEASE) $(STATIC) --product hello-static
	$(RELEASE) --product hello-floor
	$(RELEASE) --product hello-c

# The release binaries laid out as `make install` lays them out, for the bench.
bench-stage: release bench-tools
	rm -rf "$(STAGE)"
	install -d "$(STAGE)/bin" "$(STAGE)/lib/pokedex" "$(STAGE)/share/pokedex"
	for tool in pokedex pokedex-bench hello-floor hello-static hello-full hello-c peak-rss browse-frames; do \
		cp "$(BIN_DIR)/$$tool" "$(STAGE)/bin/$$tool" || exit 1; done
	cp "$(BIN_DIR)/pokedex-http" "$(STAGE)/bin/pokedex-http"
	ln -s "$(CURDIR)/Fixtures" "$(STAGE)/share/pokedex/Fixtures"

# Release-build timings and peak memory against a "hello" floor; see the README. Fails when a
# command is over its budget.
bench: bench-stage
	$(STAGED) --fixtures Fixtures

# CI's guard: fewer runs, and only a command over twice its budget fails (a gross regression,
# never a machine's noise), so that a slowdown is seen at the commit that causes it.
bench-check: bench-stage
	$(STAGED) --runs 11 --check 2

# The release build, as installed, runs each offline command of the bench once and must exit
# 0: the optimiser can bring out what the debug build the tests use does not.
smoke: release bench-tools
	$(BENCH) --runs 1 --budget off

clean:
	$(SWIFT) package clean
