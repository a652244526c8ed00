# dogear: `make run` opens the reader on its demo library, `make test` runs every test.
# Every target that builds calls `deps` first: it checks the libraries with pkg-config and
# installs Debian packages only when one is missing and apt-get exists (scripts/ensure-packages).
# `make install` never installs packages (it builds only when no current build exists, and
# then only checks); PACKAGES=check makes every target only check and name what is missing.

PREFIX ?= /usr/local
SWIFT ?= swift
PACKAGES ?= install
# `install -s`: the binary's symbol table and debug information are about 19 MB.
# `make install STRIP=` keeps them.
STRIP ?= -s
SWIFT_FORMAT_PATHS := Sources Tests Benchmarks Package.swift
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
# html5lib, an HTML5-conformant parser, stands in for the server's parser in the differential
# suite (issue 37); html5lib-tests' tree-construction files come from its PyPI source
# distribution at test time (scripts/fetch-html5lib-tests, into .build, never committed).
TEST_NEEDS += py:html5lib=python3-html5lib
# sixel2png, xterm, Xvfb and ImageMagick check pictures sent as pixels (issue 29); optional too.
# espeak-ng (and its voices, which libespeak-ng1 depends on) speaks in the listening tests
# (issue 42); sox says a WAV file is not silent; aplay plays it into ALSA's file plugin, so the
# speakers' path is heard without a sound card.
TEST_NEEDS += lib:libespeak-ng.so.1=libespeak-ng1 cmd:sox=sox cmd:aplay=alsa-utils
TEST_NEEDS += ?cmd:sixel2png=libsixel-bin ?cmd:xterm=xterm ?cmd:Xvfb=xvfb ?cmd:import=imagemagick
# What the installed dogear opens at run time, as library=Debian package (bookworm's names;
# `make deps-list` prints them). sqlite3 is linked (readelf -d shows it); the others are
# opened with dlopen when first needed, so no packaging tool finds them alone: libxml2 to
# parse an article, ncursesw for the list and the reader, libcurl for a server, chafa, gdk-pixbuf (with its
# WebP loader), GObject and GLib for pictures, libhyphen for hyphenation, espeak-ng for
# listening, and a program that plays it (aplay from alsa-utils; pacat from pulseaudio-utils
# is taken too). dogear names the file when one is missing.
RUNTIME_NEEDS := libsqlite3.so.0=libsqlite3-0 libxml2.so.2=libxml2 \
	libncursesw.so.6=libncursesw6 libcurl.so.4=libcurl4 libchafa.so.0=libchafa0 \
	libgdk_pixbuf-2.0.so.0=libgdk-pixbuf-2.0-0 libgobject-2.0.so.0=libglib2.0-0 \
	libglib-2.0.so.0=libglib2.0-0 libpixbufloader-webp.so=webp-pixbuf-loader \
	libhyphen.so.0=libhyphen0 libespeak-ng.so.1=libespeak-ng1 aplay=alsa-utils
# What `make bench` compares against.
BENCH_NEEDS := cmd:w3m=w3m cmd:lynx=lynx cmd:less=less cmd:hyperfine=hyperfine cmd:sqlite3=sqlite3 \
	cmd:curl=curl cmd:bc=bc cmd:python3=python3
# The demo library, the one thing installed under share/dogear (in a folder of its own).
DEMO_FILES := $(notdir $(wildcard Fixtures/demo/*))

.PHONY: all deps test-deps bench-deps deps-list build release shipped run test lint format \
	bench install install-built uninstall uninstall-second-executable check-plain-clone clean

all: build

deps:
	@PACKAGES=$(PACKAGES) scripts/ensure-packages $(BUILD_NEEDS)

bench-deps:
	@PACKAGES=$(PACKAGES) scripts/ensure-packages $(BENCH_NEEDS)

# The Debian packages the installed program needs at run time, one a line with the file it
# opens: what a package's Depends should list.
deps-list:
	@for need in $(RUNTIME_NEEDS); do printf '%-24s %s\n' "$${need#*=}" "$${need%%=*}"; done

build: deps
	$(SWIFT) build

# The Swift runtime linked in: a third less work at every start (the dynamic loader's symbol
# lookups over ~70 libraries dominate a short `dogear dump`); needs libcurl's headers.
# --no-export-dynamic: SwiftPM exports every symbol of an executable (5,700 of them), which
# only `@testable import` of a debug build needs; without them each start relocates less
# (Sources/DogearCommandLine/NOTES.md, "One executable").
# -file-prefix-map (Swift) and -ffile-prefix-map (C): the paths the compilers record (#filePath,
# __FILE__, debug information) name the tree as ".", so the binary holds no path of the
# machine it was built on (issue 45).
# -function-sections: each Swift function in a section of its own, so that the link's
# start order (scripts/start-order.txt) can place functions, not whole source files: a small
# article's first frame maps 4.0 MB of dogear's code instead of 4.9 (issue 41, memory).
# -disable-concrete-type-metadata-mangled-name-accessors: a generic type's metadata (a
# Dictionary's storage of String keys, a Set of ElementPath) is made by calling its accessor
# with the witness tables the compiler knows, not by demangling its name, which looks each
# conformance up again by scanning all 4,000 of the binary's conformance records: 13 such
# scans opening a small article, 12% of its instructions (issue 41, "What a start costs").
# --disable-local-rpath: no $ORIGIN in the binary's search path. Every library dogear loads is
# the system's (Debian's, by soname); with $ORIGIN the loader first tried each one in the
# binary's folder and eight subfolders of it, 39 failed opens at every start.
RELEASE_FLAGS := -c release --static-swift-stdlib --disable-local-rpath \
	-Xlinker --no-export-dynamic \
	-Xswiftc -file-prefix-map -Xswiftc $(CURDIR)=. -Xcc -ffile-prefix-map=$(CURDIR)=. \
	-Xswiftc -Xfrontend -Xswiftc -function-sections \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
release: deps
	$(SWIFT) build $(RELEASE_FLAGS)
	.build/release/dogear --manual > .build/release/dogear.1

# The release build as a file, written last by `release`: `run`, `install` and `test` build
# only when a source is newer, so `make test` after `make run` builds nothing again, and
# `make install` (as root) uses the build that is there.
RELEASE_BUILT := .build/release/dogear.1
RELEASE_SOURCES := Package.swift $(shell find Sources -type f 2>/dev/null)
$(RELEASE_BUILT): $(RELEASE_SOURCES)
	@$(MAKE) --no-print-directory release PACKAGES=$(PACKAGES)

# The binary finds its demo beside it once installed (share/dogear); here, in the tree.
run: $(RELEASE_BUILT)
	DOGEAR_FIXTURES=$(CURDIR)/Fixtures .build/release/dogear

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
	@PACKAGES=$(PACKAGES) scripts/ensure-packages $(TEST_NEEDS)

# The release build installed in $(SHIPPED), as `make install` lays it out: what the
# end-to-end tests run (`swift test` alone takes it while it is newer than every source,
# else the debug build: Tests/DogearTestSupport/BinaryUnderTest.swift).
shipped: $(RELEASE_BUILT)
	rm -rf $(SHIPPED)
	@$(MAKE) --no-print-directory install-built PREFIX=$(SHIPPED) STRIP=-s >/dev/null

test: deps test-deps lint shipped
	.build/release/dogear-release-checks
	/usr/bin/python3 scripts/fetch-html5lib-tests
	$(SWIFT) build --build-tests
	DOGEAR_SHIPPED=$(SHIPPED) $(SWIFT) test --skip-build

bench: release bench-deps
	Benchmarks/run

# Installs the release build, building it only when none is current (and then installing no
# Debian package: PACKAGES=check). Program files only: user data (the library, settings,
# credentials) lives in $XDG_DATA_HOME and $XDG_CONFIG_HOME, never here, so `make uninstall`
# removes exactly these files and leaves a library in $(PREFIX)/share/dogear alone. The
# binary is stripped unless STRIP= is given.
install: PACKAGES = check
install: $(RELEASE_BUILT)
	@$(MAKE) --no-print-directory install-built

# `install` without building or checking anything: the release build must exist. The
# manual's FILES names the real folders ($PREFIX replaced by the prefix installed to).
install-built:
	@[ -x .build/release/dogear ] && [ -f .build/release/dogear.1 ] || { \
		echo "no release build in .build/release: run make release first" >&2; exit 1; }
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/dogear/demo \
		$(DESTDIR)$(PREFIX)/share/man/man1
	install $(STRIP) -m 0755 .build/release/dogear $(DESTDIR)$(PREFIX)/bin/dogear
	sed 's|\$$PREFIX/|$(PREFIX)/|g' .build/release/dogear.1 > $(DESTDIR)$(PREFIX)/share/man/man1/dogear.1
	chmod 0644 $(DESTDIR)$(PREFIX)/share/man/man1/dogear.1
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

# What CI meets (issue 45): a fresh clone of the last commit (what is not committed is not
# tested) with no ../shared beside it, run by CI's own script with an empty HOME and a plain
# PATH. The whole suite: about as long as `make test`.
PLAIN_PATH := /usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
check-plain-clone:
	@folder=$$(mktemp -d /tmp/dogear-plain-clone.XXXXXX) && \
	git clone -q "$(CURDIR)" "$$folder/dogear" && mkdir "$$folder/home" && \
	echo "plain clone of $$(git -C "$$folder/dogear" log -1 --format=%h) in $$folder" && \
	status=0 && env -i HOME="$$folder/home" TERM="$${TERM:-xterm}" \
		PATH="$(PLAIN_PATH):$(dir $(realpath $(shell command -v $(SWIFT))))" \
		bash "$$folder/dogear/.ci/run" || status=$$?; \
	rm -rf "$$folder"; echo "check-plain-clone: exit $$status"; exit $$status

clean:
	rm -rf .build
