# dogear: `make run` opens the reader on its demo library, `make test` runs every test.
# Every target that builds calls `deps` first: it checks the libraries with pkg-config and
# installs Debian packages only when one is missing and apt-get exists (scripts/ensure-packages).

PREFIX ?= /usr/local
SWIFT ?= swift
SWIFT_FORMAT_PATHS := Sources Tests Package.swift
# What building and running need, as check=Debian package (scripts/ensure-packages says what a
# check is). chafa, gdk-pixbuf and libcurl are opened when first used, not linked, so the
# build needs only their presence; their headers are not read (see Package.swift).
BUILD_NEEDS := cmd:pkg-config=pkg-config pc:ncursesw=libncursesw5-dev \
	pc:sqlite3=libsqlite3-dev pc:libxml-2.0=libxml2-dev pc:chafa=libchafa-dev \
	pc:gdk-pixbuf-2.0=libgdk-pixbuf-2.0-dev pixbuf:webp=webp-pixbuf-loader \
	pc:libcurl=libcurl4-openssl-dev
# Hyphenation (issue 44): libhyphen, opened on first use like libcurl, and the pattern
# dictionaries of the languages most articles are in. Without them nothing breaks: text is
# simply not hyphenated, and the reader says why.
BUILD_NEEDS += file:/usr/lib/$(shell uname -m)-linux-gnu/libhyphen.so.0=libhyphen0 \
	file:/usr/share/hyphen/hyph_en_US.dic=hyphen-en-us file:/usr/share/hyphen/hyph_de_DE.dic=hyphen-de \
	file:/usr/share/hyphen/hyph_fr.dic=hyphen-fr file:/usr/share/hyphen/hyph_es_ES.dic=hyphen-es
# What only the tests need; Chromium plays Readeck's web reader (Tests/DogearTestSupport/
# WebReader) and is optional: without it those suites say they are skipped.
TEST_NEEDS := cmd:tmux=tmux cmd:python3=python3 ?cmd:chromium=chromium
# sixel2png, xterm, Xvfb and ImageMagick check pictures sent as pixels (issue 29); optional too.
TEST_NEEDS += ?cmd:sixel2png=libsixel-bin ?cmd:xterm=xterm ?cmd:Xvfb=xvfb ?cmd:import=imagemagick
# What `make bench` compares against.
BENCH_NEEDS := cmd:w3m=w3m cmd:lynx=lynx cmd:hyperfine=hyperfine cmd:sqlite3=sqlite3 \
	cmd:curl=curl cmd:bc=bc cmd:python3=python3
# The demo library, the one thing installed under share/dogear (in a folder of its own).
DEMO_FILES := $(notdir $(wildcard Fixtures/demo/*))

.PHONY: all deps test-deps bench-deps build release run test lint format bench install \
	install-built uninstall uninstall-second-executable clean

all: build

deps:
	@scripts/ensure-packages $(BUILD_NEEDS)

bench-deps:
	@scripts/ensure-packages $(BENCH_NEEDS)

build: deps
	$(SWIFT) build

# The Swift runtime linked in: a third less work at every start (the dynamic loader's symbol
# lookups over ~70 libraries dominate a short `dogear dump`); needs libcurl's headers.
# --no-export-dynamic: SwiftPM exports every symbol of an executable (5,700 of them), which
# only `@testable import` of a debug build needs; without them each start relocates less
# (Sources/DogearCommandLine/NOTES.md, "One executable").
release: deps
	$(SWIFT) build -c release --static-swift-stdlib -Xlinker --no-export-dynamic
	.build/release/dogear --manual > .build/release/dogear.1

run: release
	.build/release/dogear

lint:
	$(SWIFT) format lint --strict --recursive $(SWIFT_FORMAT_PATHS)

format:
	$(SWIFT) format --in-place --recursive $(SWIFT_FORMAT_PATHS)

# Where `make test` installs the release build the end-to-end tests run: what ships, laid out
# as `make install` lays it out (bin/dogear and share/dogear/demo).
SHIPPED := $(CURDIR)/.build/shipped

# The shipped build is the tested build: the release binaries `make run` and `make install`
# produce, installed into $(SHIPPED), carry every end-to-end test; dogear-release-checks, built
# as shipped (no -enable-testing), holds what only the optimiser can break. Unit suites
# build in debug, as `swift test` does.
test-deps:
	@scripts/ensure-packages $(TEST_NEEDS)

test: deps test-deps lint release
	.build/release/dogear-release-checks
	rm -rf $(SHIPPED)
	$(MAKE) --no-print-directory install PREFIX=$(SHIPPED) >/dev/null
	$(SWIFT) build --build-tests
	DOGEAR_SHIPPED=$(SHIPPED) $(SWIFT) test --skip-build

bench: release bench-deps
	Benchmarks/run

# Installs the release build. Program files only: user data (the library, settings,
# credentials) lives in $XDG_DATA_HOME and $XDG_CONFIG_HOME, never here, so `make uninstall`
# removes exactly these files and leaves a library in $(PREFIX)/share/dogear alone. The
# binary is stripped (its symbol table and debug information are about 19 MB).
install: release
	@$(MAKE) --no-print-directory install-built

# `install` without building: what the install tests use (the release build must exist).
install-built:
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/dogear/demo \
		$(DESTDIR)$(PREFIX)/share/man/man1
	install -s -m 0755 .build/release/dogear $(DESTDIR)$(PREFIX)/bin/dogear
	install -m 0644 .build/release/dogear.1 $(DESTDIR)$(PREFIX)/share/man/man1/dogear.1
	install -m 0644 $(addprefix Fixtures/demo/,$(DEMO_FILES)) $(DESTDIR)$(PREFIX)/share/dogear/demo/
	@$(MAKE) --no-print-directory uninstall-second-executable

# libexec/dogear/dogear-app: the second executable installs made before issue 26 put every
# command in bin/dogear. Removed by install (an upgrade leaves nothing unused) and uninstall.
uninstall-second-executable:
	rm -f $(DESTDIR)$(PREFIX)/libexec/dogear/dogear-app
	@[ ! -d "$(DESTDIR)$(PREFIX)/libexec/dogear" ] || rmdir --ignore-fail-on-non-empty \
		"$(DESTDIR)$(PREFIX)/libexec/dogear"

uninstall: uninstall-second-executable
	rm -f $(DESTDIR)$(PREFIX)/bin/dogear $(DESTDIR)$(PREFIX)/share/man/man1/dogear.1 \
		$(addprefix $(DESTDIR)$(PREFIX)/share/dogear/demo/,$(DEMO_FILES))
	@for folder in share/dogear/demo share/dogear; do \
		[ ! -d "$(DESTDIR)$(PREFIX)/$$folder" ] || rmdir --ignore-fail-on-non-empty \
			"$(DESTDIR)$(PREFIX)/$$folder"; \
	done

clean:
	rm -rf .build
