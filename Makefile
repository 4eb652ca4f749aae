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
# Each function in a section of its own, as the toolchain's own libraries have them, so that
# the linker can lay pokedex out in the order below.
#
# Every release build is also optimized by a profile of the bench's commands (`make profile`):
# knowing which paths run, and how often, the compiler lays each function's blocks out with the
# paths that run together, inlines where the calls are, and keeps what never ran small (most
# commands run 2-6% fewer instructions and take 1-3% less time; see docs/BENCHMARKS.md). The
# profile (PROFILE_DATA, committed) is in the compiler's own form: LLVM's text form reads a line
# that starts with `$`, as every Swift function's name does, as something else. A build reads
# a copy named by its checksum (PROFILE), made when there is none of that name, that is when
# the profile has changed. A function the profile found hot or never run would go in a
# section of another name (`.text.hot.`, `.text.unlikely.`), which the layout below does not
# name: not here. The profile is read only where the toolchain's own llvm-profdata reads it
# (an older LLVM may not know its version): else the release build is made without it, and
# says so.
RELEASE_FLAGS = -c release -Xswiftc -use-ld=lld -Xswiftc -Xfrontend -Xswiftc -function-sections
PROFILE_DATA = Sources/pokedex/profile.profdata
PROFILE = .build/profile-$(shell cksum < $(PROFILE_DATA) | cut -d ' ' -f 1).profdata
LLVM_PROFDATA = $(dir $(realpath $(shell command -v $(SWIFT))))llvm-profdata
PROFILE_READABLE := $(shell "$(LLVM_PROFDATA)" show "$(PROFILE_DATA)" > /dev/null 2>&1 && echo yes)
PGO = $(if $(PROFILE_READABLE),-Xswiftc -Xfrontend -Xswiftc -ir-profile-use=$(CURDIR)/$(PROFILE) \
	-Xswiftc -Xllvm -Xswiftc -profile-guided-section-prefix=false)
RELEASE = $(SWIFT) build $(RELEASE_FLAGS) $(PGO)
# pokedex and the static floors carry the Swift runtime and FoundationEssentials inside; pokedex
# (and the fully static floor) the C library too, as Package.swift says.
STATIC = --static-swift-stdlib
# pokedex is linked at a fixed address, as Go links its programs: a position-independent
# static binary applies some 40 000 relocations at every start, writing to the pages they
# touch (0.4 ms of a 3.5 ms command; see the README's benchmarks).
FIXED = -Xlinker -no-pie
# pokedex laid out by the commands of the bench that run it (`make link-order`): the common
# commands' code first, then the other commands', within each what more commands run first and
# each command's own together, so that a start touches few pages of the binary (a linker script,
# LAYOUT_SCRIPT); then its variables, those the bench's page faults landed in most (each page of
# them written is a fault of its own; the symbol order, LINK_ORDER). The common commands' code
# goes after the variables and the runtime's metadata, and a cold start asks the disk for that
# stretch of the file in one system call before anything else runs (Sources/PokedexStart/
# Entry.c): the kernel reads 8 MB around a page fault here, and on from one in code to the end
# of its segment. The other commands' code follows in the same segment; then the unwinding
# tables, the rest of pokedex's own code and the libraries' code nothing runs, those two a
# segment each. What the order does not name (new since) goes with the code nothing runs.
LINK_ORDER = Sources/pokedex/link-order.txt
LAYOUT_SCRIPT = Sources/pokedex/layout.ld
LAYOUT = -Xlinker --symbol-ordering-file=$(CURDIR)/$(LINK_ORDER) -Xlinker --no-warn-symbol-ordering \
	-Xlinker -T -Xlinker $(CURDIR)/$(LAYOUT_SCRIPT)

.PHONY: all build release run test tools lint format tmux fixtures verify crosscheck install uninstall dist deb bench bench-check bench-stage bench-tools smoke link-order profile profile-tools phrasebook-index clean

all: build

build:
	$(SWIFT) build

# A fully static pokedex, and beside it its HTTP helper, which loads libcurl at run time
# (the Swift runtime inside it too: a machine without Swift runs both); and pokedex-pack, which
# writes the bundled data as install lays it out (PACK_DATA).
release: $(PROFILE)
	$(RELEASE) $(STATIC) $(FIXED) $(LAYOUT) --product pokedex
	$(RELEASE) $(STATIC) $(FIXED) $(LAYOUT) --product pokedex-pack
	$(RELEASE) $(STATIC) --product pokedex-http

# The bundled data as installed: Fixtures/ in one file, FOLDER.pack (Sources/PokedexData/
# FixturePack.swift), which pokedex opens and maps once, where the folder cost each command an
# open, a look, a read or a mapping and a close for each of the dozen files it reads (show
# 0.06 ms, French show 0.09 ms, docs/BENCHMARKS.md).
PACK_DATA = "$(BIN_DIR)/pokedex-pack" Fixtures
# $(call stage-pack,DIR,BINARY): BINARY copied to DIR/bin/pokedex, the bundled data packed beside
# it, as install lays them out: run there, it finds its data as an installed pokedex does (so
# the profile and the link order see the code that finding runs).
stage-pack = rm -rf "$(1)" && install -d "$(1)/bin" "$(1)/share/pokedex" && cp "$(2)" "$(1)/bin/pokedex" \
	&& $(PACK_DATA) "$(1)/share/pokedex/Fixtures.pack"

# The first run of a fresh clone, in a minute or so: only what running needs (pokedex and its
# HTTP helper, which 'swift run' alone would not build), unoptimized (the tests' debug build
# optimizes some libraries for speed, which takes about three times as long to compile), in a
# build folder of its own so that neither build undoes the other. SwiftPM's release
# configuration compiles each module whole, by one compiler (the debug one compiles its files
# in batches, each batch checking the whole module's declarations again); `-Onone` keeps it
# unoptimized and `-gnone` leaves out the debug information: a fresh clone's `make run` takes
# about a fifth less time (docs/BENCHMARKS.md). Linked as `make release` links: Package.swift
# links the release pokedex statically. Then the first twenty Pokémon.
RUN_BUILD = $(SWIFT) build -c release -Xswiftc -Onone -Xswiftc -gnone -Xswiftc -use-ld=lld $(STATIC) \
	--scratch-path .build/run
run:
	$(RUN_BUILD) --product pokedex
	$(RUN_BUILD) --product pokedex-http
	.build/run/release/pokedex list --limit 20

# The full-screen test drives a real terminal through tmux: find it, or install it where
# this is Debian and we are root; otherwise that one test reports itself skipped.
# One test process: tests wait on child processes and servers without holding a thread of the
# concurrency pool (Tests/…/ChildProcess, `eventually`), so the network tests' deadlines hold
# beside them.
# The release build's own check (every offline command of the bench, as installed, must exit 0)
# is `make smoke`, and `make bench-check`'s, which CI runs after this.
# Only what the tests run is built (the test bundle and the executables it starts); the tools
# of `make fixtures`, `verify` and `crosscheck` are built by `make tools`, which CI runs.
test: tmux
	$(SWIFT) build --product pokedexPackageTests
	$(SWIFT) test --skip-build

# The toolchain's own formatter, with the rules in .swift-format.
# Besides the formatter: no `@inlinable` on a `package` declaration. Swift 6.3 does not serialize
# its body, so another module calls it and never inlines or specializes it, whatever it says
# (to be inlined, the declaration and its type must be public; docs/BENCHMARKS.md says what
# that gave ByteSearch and the JSON reader and writer).
lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests
	@if grep -rn -A1 '@inlinable' Sources | grep -E '^[^ ]+[:-][0-9]+[:-].*(^|[^A-Za-z_])package '; then \
		echo "lint: @inlinable on a package declaration is never inlined by another module: drop it, or make the declaration and its type public" >&2; exit 1; fi

format:
	$(SWIFT) format format --in-place --recursive Package.swift Sources Tests

tmux:
	@command -v tmux >/dev/null 2>&1 || { [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1 && \
		{ apt-get install -y -qq tmux >/dev/null 2>&1 || { apt-get update -qq >/dev/null 2>&1 && apt-get install -y -qq tmux >/dev/null 2>&1; }; }; } || \
		echo "note: tmux is not installed and could not be installed; the full-screen test will be skipped"

# Regenerate Fixtures/ from any PokeAPI (the committed ones come from the stand-in):
#   make fixtures API=http://127.0.0.1:8787/api/v2
fixtures: $(PROFILE)
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

# The generator and the checkers, built as their targets do (CI builds them so they cannot rot).
tools: $(PROFILE)
	$(RELEASE) --product pokedex-fixtures
	$(RELEASE) --product pokedex-verify
	$(RELEASE) --product pokedex-crosscheck

# `pokedex damage` against Smogon's calculator itself on seeded random Gen 9 cases (node and
# the calculator beside the project; not part of `make test`):
#   make crosscheck [ORACLE=../shared/tools/smogon-calc] [CASES=2000] [SEED=20261126]
ORACLE ?= ../shared/tools/smogon-calc
CASES ?= 2000
SEED ?= 20261126
crosscheck: release
	$(RELEASE) --product pokedex-crosscheck
	"$(BIN_DIR)/pokedex-crosscheck" --oracle "$(ORACLE)" --pokedex "$(BIN_DIR)/pokedex" --cases $(CASES) --seed $(SEED)

# The completion scripts go where each shell looks for them.
BASH_COMPLETION = share/bash-completion/completions/pokedex
ZSH_COMPLETION = share/zsh/site-functions/_pokedex
FISH_COMPLETION = share/fish/vendor_completions.d/pokedex.fish

install: release
	install -d "$(PREFIX)/bin" "$(PREFIX)/share/pokedex" "$(PREFIX)/lib/pokedex" "$(PREFIX)/share/man/man1" \
		"$(PREFIX)/share/bash-completion/completions" "$(PREFIX)/share/zsh/site-functions" \
		"$(PREFIX)/share/fish/vendor_completions.d"
	install -m 755 "$(BIN_DIR)/pokedex" "$(PREFIX)/bin/pokedex"
	install -m 755 "$(BIN_DIR)/pokedex-http" "$(PREFIX)/lib/pokedex/pokedex-http"
	rm -rf "$(PREFIX)/share/pokedex/Fixtures" "$(PREFIX)/share/pokedex/Fixtures.pack"
	$(PACK_DATA) "$(PREFIX)/share/pokedex/Fixtures.pack"
	install -m 644 Sources/pokedex/pokedex.1 "$(PREFIX)/share/man/man1/pokedex.1"
	POKEDEX_OFFLINE=1 XDG_CONFIG_HOME=/nonexistent "$(PREFIX)/bin/pokedex" completion bash > "$(PREFIX)/$(BASH_COMPLETION)"
	POKEDEX_OFFLINE=1 XDG_CONFIG_HOME=/nonexistent "$(PREFIX)/bin/pokedex" completion zsh > "$(PREFIX)/$(ZSH_COMPLETION)"
	POKEDEX_OFFLINE=1 XDG_CONFIG_HOME=/nonexistent "$(PREFIX)/bin/pokedex" completion fish > "$(PREFIX)/$(FISH_COMPLETION)"

uninstall:
	rm -f "$(PREFIX)/bin/pokedex"
	rm -rf "$(PREFIX)/share/pokedex" "$(PREFIX)/lib/pokedex"
	rm -f "$(PREFIX)/share/man/man1/pokedex.1" "$(PREFIX)/$(BASH_COMPLETION)" "$(PREFIX)/$(ZSH_COMPLETION)" \
		"$(PREFIX)/$(FISH_COMPLETION)"

# Packages for machines without Swift: the same files as `make install` puts in PREFIX.
VERSION = $(shell sed -n 's/.*static let version = "pokedex \(.*\)"/\1/p' Sources/PokedexApp/HelpText.swift)
ARCH = $(shell uname -m)
DIST = dist/pokedex-$(VERSION)-linux-$(ARCH)
# The packages' programs without their symbol tables (45 MB → 20 MB), as Debian's dh_strip does.
STRIP = $(if $(shell command -v strip),strip --strip-unneeded,true)
# Archives that are the same bytes for the same files: names sorted, owner root, one date.
TAR = tar --sort=name --owner=0 --group=0 --numeric-owner --mtime=@$(shell git log -1 --format=%ct 2>/dev/null || echo 0)

# dist/pokedex-<version>-linux-<arch>.tar.gz: bin/pokedex, lib/pokedex/pokedex-http,
# share/pokedex (the data), the man page, the completions, the licence; and SHA256SUMS. It is
# unpacked and run from / before it is called done.
dist: release
	rm -rf "$(DIST)" "$(DIST).tar.gz"
	$(MAKE) --no-print-directory install PREFIX="$(CURDIR)/$(DIST)"
	$(STRIP) "$(DIST)/bin/pokedex" "$(DIST)/lib/pokedex/pokedex-http"
	install -d "$(DIST)/share/doc/pokedex"
	install -m 644 LICENSE NOTICE README.md "$(DIST)/share/doc/pokedex/"
	install -m 644 LICENSE "$(DIST)/LICENSE"
	$(TAR) -czf "$(DIST).tar.gz" -C dist "$(notdir $(DIST))"
	cd dist && sha256sum "$(notdir $(DIST)).tar.gz" > SHA256SUMS
	rm -rf "$(DIST)"
	@check=$$(mktemp -d) && tar -xzf "$(DIST).tar.gz" -C "$$check" && \
		(cd / && env -i HOME="$$check" POKEDEX_OFFLINE=1 "$$check/$(notdir $(DIST))/bin/pokedex" show 25 --json | grep -q '"name":"pikachu"') && \
		rm -rf "$$check" && echo "dist: $(DIST).tar.gz runs from anywhere (show 25 --json from /)"

# dist/pokedex_<version>_<arch>.deb, built with dpkg-deb: the same files under /usr.
DEB_ARCH = $(shell dpkg --print-architecture 2>/dev/null || echo amd64)
DEB_ROOT = dist/deb
DEB = dist/pokedex_$(VERSION)_$(DEB_ARCH).deb
deb: release
	rm -rf "$(DEB_ROOT)" "$(DEB)"
	$(MAKE) --no-print-directory install PREFIX="$(CURDIR)/$(DEB_ROOT)/usr"
	$(STRIP) "$(DEB_ROOT)/usr/bin/pokedex" "$(DEB_ROOT)/usr/lib/pokedex/pokedex-http"
	gzip -9n "$(DEB_ROOT)/usr/share/man/man1/pokedex.1"
	install -d "$(DEB_ROOT)/usr/share/doc/pokedex" "$(DEB_ROOT)/DEBIAN"
	install -m 644 Sources/pokedex/debian/copyright "$(DEB_ROOT)/usr/share/doc/pokedex/copyright"
	sed "s/@VERSION@/$(VERSION)/" Sources/pokedex/debian/changelog | gzip -9n > "$(DEB_ROOT)/usr/share/doc/pokedex/changelog.Debian.gz"
	sed -e "s/@VERSION@/$(VERSION)/" -e "s/@ARCH@/$(DEB_ARCH)/" \
		-e "s/@SIZE@/$$(du -sk "$(DEB_ROOT)/usr" | cut -f1)/" Sources/pokedex/debian/control > "$(DEB_ROOT)/DEBIAN/control"
	find "$(DEB_ROOT)" -type d -exec chmod 755 {} +
	dpkg-deb --root-owner-group -Zgzip --build "$(DEB_ROOT)" "$(DEB)"
	rm -rf "$(DEB_ROOT)"
	@if command -v lintian >/dev/null 2>&1; then lintian "$(DEB)"; else echo "note: lintian is not installed; $(DEB) not linted"; fi

# The bench's tools, running the pokedex at $(1).
bench = "$(BIN_DIR)/pokedex-bench" --pokedex "$(1)" --print-floor "$(BIN_DIR)/hello-print" \
	--floor "$(BIN_DIR)/hello-floor" \
	--static-floor "$(BIN_DIR)/hello-static" --full-floor "$(BIN_DIR)/hello-full" --c-floor "$(BIN_DIR)/hello-c" \
	--probe "$(BIN_DIR)/peak-rss" --frames "$(BIN_DIR)/browse-frames"
BENCH = $(call bench,$(BIN_DIR)/pokedex)

# The bench times copies laid out as `make install` lays them out, floors too. A binary the
# linker has just written sits in the page cache in small pieces and starts 0.4–0.5 ms slower
# than the same bytes copied (49 more page faults for `show`): timed where they were built,
# the ratios would depend on which binaries this build happened to relink.
STAGE = .build/bench-stage
STAGED = "$(STAGE)/bin/pokedex-bench" --pokedex "$(STAGE)/bin/pokedex" --print-floor "$(STAGE)/bin/hello-print" \
	--floor "$(STAGE)/bin/hello-floor" \
	--static-floor "$(STAGE)/bin/hello-static" --full-floor "$(STAGE)/bin/hello-full" --c-floor "$(STAGE)/bin/hello-c" \
	--probe "$(STAGE)/bin/peak-rss" --frames "$(STAGE)/bin/browse-frames"

# Grouped by flags: SwiftPM relinks what a build with other flags linked last, so the tools
# that need no flags of their own are built with pokedex's.
bench-tools: $(PROFILE)
	$(RELEASE) $(STATIC) $(FIXED) $(LAYOUT) --product pokedex-bench
	$(RELEASE) $(STATIC) $(FIXED) $(LAYOUT) --product pokedex-pack
	$(RELEASE) $(STATIC) $(FIXED) $(LAYOUT) --product hello-full
	$(RELEASE) $(STATIC) $(FIXED) $(LAYOUT) --product peak-rss
	$(RELEASE) $(STATIC) $(FIXED) $(LAYOUT) --product unwind-check
	$(RELEASE) $(STATIC) $(FIXED) $(LAYOUT) --product browse-frames
	$(RELEASE) $(STATIC) --product hello-static
	$(RELEASE) $(STATIC) --product hello-print
	$(RELEASE) --product hello-floor
	$(RELEASE) --product hello-c

# The release binaries laid out as `make install` lays them out, for the bench, the data packed
# as install packs it (the folder through a link cost every file opened the link's walk too, and
# its files were in the page cache as the checkout wrote them: 2-4% slower); first, the check
# that a program linked as pokedex still unwinds (Sources/PokedexStart/UnwindTables.c).
bench-stage: release bench-tools
	"$(BIN_DIR)/unwind-check"
	rm -rf "$(STAGE)"
	install -d "$(STAGE)/bin" "$(STAGE)/lib/pokedex" "$(STAGE)/share/pokedex"
	for tool in pokedex pokedex-bench hello-print hello-floor hello-static hello-full hello-c peak-rss browse-frames; do \
		cp "$(BIN_DIR)/$$tool" "$(STAGE)/bin/$$tool" || exit 1; done
	cp "$(BIN_DIR)/pokedex-http" "$(STAGE)/bin/pokedex-http"
	$(PACK_DATA) "$(STAGE)/share/pokedex/Fixtures.pack"

# Release-build timings and peak memory against a "hello" floor; see the README. Fails when a
# command is over its budget.
bench: bench-stage
	$(STAGED) --fixtures Fixtures

# CI's guard: fewer runs, and only a command over 1.5 times its budget fails (a gross
# regression, not a machine's noise), so that a slowdown is seen at the commit that causes it.
# When a command is found over it, every command is measured again with three times the runs,
# and only one over it on that measure fails: the whole dex as JSON and the Japanese `where`
# stand at 1.45-1.55 times theirs, hour to hour, and 21 pairs once failed CI on noise.
bench-check: bench-stage
	$(STAGED) --runs 21 --cold-runs 0 --check 1.5

# The release build, as installed, runs each offline command of the bench once and must exit
# 0: the optimiser can bring out what the debug build the tests use does not.
smoke: release bench-tools
	$(call stage-pack,.build/smoke,$(BIN_DIR)/pokedex)
	$(call bench,$(CURDIR)/.build/smoke/bin/pokedex) --runs 1 --cold-runs 0 --budget off
	rm -rf .build/smoke

# Writes LAYOUT_SCRIPT: the code each command of the bench runs, made anew: first the code native
# page faults landed in that callgrind did not see, then from callgrind (every function, where a
# profile's samples miss the short ones) what every command runs and each command's own
# together, each group in the order valgrind's lackey saw its code first run; and LINK_ORDER:
# the variables the page faults landed in (five runs of each command, under perf), added to
# those the file had (Sources/PokedexLinkLayout/LinkOrder.swift says how).
# Needs valgrind and perf; run it after a change of what the commands run, and commit both files.
# The runs hash deterministically: Swift seeds its hashing anew at every start, and with it a
# dictionary's order and so some of the code a command runs first; unseeded, one order left out
# the accessor `where` reaches a dictionary's type through, and a cold `where` read the disk
# once more (10.1 ms → 12.8 ms). So no run asks the kernel for a seed, as every real start does:
# the script names that code itself (LinkOrder.scriptHead).
link-order: bench-tools
	@command -v valgrind >/dev/null 2>&1 || { echo "make link-order needs valgrind (Debian: valgrind)" >&2; exit 1; }
	@command -v perf >/dev/null 2>&1 || { echo "make link-order needs perf (Debian: linux-perf)" >&2; exit 1; }
	touch "$(LINK_ORDER)" "$(LAYOUT_SCRIPT)"
	rm -rf .build/link-order && mkdir -p .build/link-order
	rm -f "$(BIN_DIR)/pokedex"
	$(RELEASE) $(STATIC) $(FIXED) $(LAYOUT) -Xlinker -Map="$(CURDIR)/.build/link-order/pokedex.map" -Xlinker --no-demangle \
		--product pokedex
	$(call stage-pack,.build/link-order/stage,$(BIN_DIR)/pokedex)
	SWIFT_DETERMINISTIC_HASHING=1 $(call bench,$(CURDIR)/.build/link-order/stage/bin/pokedex) \
		--callgrind .build/link-order
	SWIFT_DETERMINISTIC_HASHING=1 perf record -q -d -e page-faults/period=1,call-graph=no/ \
		-o .build/link-order/faults.data -- $(call bench,$(CURDIR)/.build/link-order/stage/bin/pokedex) \
		--runs 5 --cold-runs 0 --budget off > /dev/null
	perf script -i .build/link-order/faults.data --comm pokedex -F event,addr > .build/link-order/faults 2> /dev/null
	"$(BIN_DIR)/pokedex-bench" --write-link-order "$(LINK_ORDER)" --write-layout "$(LAYOUT_SCRIPT)" --executed .build/link-order \
		--faults .build/link-order/faults --map .build/link-order/pokedex.map
	rm -rf .build/link-order "$(BIN_DIR)/pokedex"

# The release build's profile (PROFILE_DATA), made anew: pokedex built with the release flags
# to count what its code runs (in a build folder of its own), each command of the bench run
# through it once (as a person runs them, not weighted by the bench's own repeats), their
# counts merged by the toolchain's own llvm-profdata (functions that never ran left out). Run
# it after a change of what the commands run, then `make link-order` (the profile changes the
# code the order is made of), and commit both. The runs hash deterministically, as
# link-order's do.
PROFILE_BUILD = .build/profile
PROFILE_RUNTIME = $(firstword $(wildcard \
	$(dir $(LLVM_PROFDATA))../lib/clang/*/lib/linux/libclang_rt.profile-$(shell uname -m).a))
# A new profile has every module compiled anew: the compiler's incremental build does not see
# that the profile it reads has changed, and keeps the code the last one made.
$(PROFILE):
	$(if $(PROFILE_READABLE),rm -rf .build/profile-*.profdata "$(BIN_DIR)"/*.build,\
		@echo "note: $(LLVM_PROFDATA) cannot read $(PROFILE_DATA); the release build is made without it")
	mkdir -p .build
	cp "$(PROFILE_DATA)" "$@"

profile: profile-tools bench-tools
	rm -rf "$(PROFILE_BUILD)/counts"
	$(SWIFT) build $(RELEASE_FLAGS) --scratch-path "$(PROFILE_BUILD)" $(STATIC) $(FIXED) \
		-Xswiftc -Xfrontend -Xswiftc -ir-profile-generate -Xlinker "$(PROFILE_RUNTIME)" \
		-Xlinker -u__llvm_profile_runtime --product pokedex
	$(call stage-pack,$(PROFILE_BUILD)/stage,$(PROFILE_BUILD)/release/pokedex)
	SWIFT_DETERMINISTIC_HASHING=1 $(call bench,$(CURDIR)/$(PROFILE_BUILD)/stage/bin/pokedex) \
		--profile "$(CURDIR)/$(PROFILE_BUILD)/counts"
	"$(LLVM_PROFDATA)" merge --sparse -o "$(PROFILE_DATA)" "$(PROFILE_BUILD)"/counts/*.profraw
	rm -rf "$(PROFILE_BUILD)/stage"

# What `make profile` needs of the toolchain, checked before it builds anything.
profile-tools:
	@[ -x "$(LLVM_PROFDATA)" ] || \
		{ echo "make profile needs the toolchain's llvm-profdata beside swift" >&2; exit 1; }
	@[ -n "$(PROFILE_RUNTIME)" ] || \
		{ echo "make profile needs the toolchain's libclang_rt.profile-$(shell uname -m).a" >&2; exit 1; }

# Writes the phrasebook's lookup table (Sources/PokedexWords/Phrasebook/Phrasebook+Index.swift)
# anew from its tables: after an edit of a phrase, which `make test` fails until this is run.
# It is a test that writes rather than checks, so the file must compile: one broken by hand is
# taken back from git first.
phrasebook-index:
	POKEDEX_WRITE_PHRASEBOOK_INDEX="$(CURDIR)/Sources/PokedexWords/Phrasebook/Phrasebook+Index.swift" \
		$(SWIFT) test --filter PhrasebookIndexTests/theBuiltTableIsThePhrasebooksOwn

clean:
	$(SWIFT) package clean
	rm -rf dist
