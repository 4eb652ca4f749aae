# pokedex — build, test, install and measure with nothing but the Swift toolchain.

PREFIX ?= /usr/local
API ?= https://pokeapi.co/api/v2
SWIFT ?= swift
BIN_DIR = $(shell $(SWIFT) build -c release --show-bin-path)

.PHONY: all build release run test lint format tmux fixtures install uninstall bench clean

all: build

build:
	$(SWIFT) build

release:
	$(SWIFT) build -c release --product pokedex
	$(SWIFT) build -c release --product PokedexHTTP

# The first run of a fresh clone: build everything (the HTTP library too, which
# 'swift run' alone would not build) and show the first twenty Pokémon.
run:
	$(SWIFT) build
	$(SWIFT) run --skip-build pokedex list --limit 20

# The full-screen test drives a real terminal through tmux: find it, or install it where
# this is Debian and we are root; otherwise that one test reports itself skipped.
test: tmux
	$(SWIFT) build --build-tests
	$(SWIFT) build --product PokedexHTTP
	$(SWIFT) test

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
	$(SWIFT) build -c release --product pokedex-fixtures
	"$(BIN_DIR)/pokedex-fixtures" --api "$(API)" --out Fixtures

install: release
	install -d "$(PREFIX)/bin" "$(PREFIX)/share/pokedex" "$(PREFIX)/lib/pokedex" "$(PREFIX)/share/man/man1"
	install -m 755 "$(BIN_DIR)/pokedex" "$(PREFIX)/bin/pokedex"
	install -m 755 "$(BIN_DIR)/libPokedexHTTP.so" "$(PREFIX)/lib/pokedex/libPokedexHTTP.so"
	rm -rf "$(PREFIX)/share/pokedex/Fixtures"
	cp -R Fixtures "$(PREFIX)/share/pokedex/Fixtures"
	install -m 644 Sources/pokedex/pokedex.1 "$(PREFIX)/share/man/man1/pokedex.1"

uninstall:
	rm -f "$(PREFIX)/bin/pokedex"
	rm -rf "$(PREFIX)/share/pokedex" "$(PREFIX)/lib/pokedex"
	rm -f "$(PREFIX)/share/man/man1/pokedex.1"

# Release-build timings and peak memory against a "hello" floor; see the README.
bench: release
	$(SWIFT) build -c release --product pokedex-bench
	$(SWIFT) build -c release --product hello-floor
	$(SWIFT) build -c release --product peak-rss
	"$(BIN_DIR)/pokedex-bench" --pokedex "$(BIN_DIR)/pokedex" --floor "$(BIN_DIR)/hello-floor" \
		--probe "$(BIN_DIR)/peak-rss" --fixtures Fixtures

clean:
	$(SWIFT) package clean
