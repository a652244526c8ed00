# dogear: `make run` opens the reader on its demo library, `make test` runs every test.
# Every target that builds calls `deps` first, which installs missing Debian packages.

PREFIX ?= /usr/local
SWIFT ?= swift
SWIFT_FORMAT_PATHS := Sources Tests Package.swift
# What building and testing need; `apt-get` runs only when one is missing.
DEB_PACKAGES := pkg-config libncursesw5-dev libsqlite3-dev libxml2-dev tmux \
	libchafa-dev libgdk-pixbuf-2.0-dev webp-pixbuf-loader libcurl4-openssl-dev
# What only the tests need: Chromium plays Readeck's web reader (Tests/DogearTestSupport/WebReader).
# sixel2png, xterm, Xvfb and ImageMagick check pictures sent as pixels (issue 29).
TEST_PACKAGES := chromium libsixel-bin xterm xvfb imagemagick
# What `make bench` compares against.
BENCH_PACKAGES := w3m lynx hyperfine sqlite3 curl bc

.PHONY: all deps test-deps bench-deps build release run test lint format bench install clean

all: build

deps:
	@scripts/ensure-packages $(DEB_PACKAGES)

bench-deps:
	@scripts/ensure-packages $(BENCH_PACKAGES)

build: deps
	$(SWIFT) build

# The Swift runtime linked in: a third less work at every start (the dynamic loader's symbol
# lookups over ~70 libraries dominate a short `dogear dump`); needs libcurl's headers.
release: deps
	$(SWIFT) build -c release --static-swift-stdlib
	.build/release/dogear --manual > .build/release/dogear.1

run: release
	.build/release/dogear

lint:
	$(SWIFT) format lint --strict --recursive $(SWIFT_FORMAT_PATHS)

format:
	$(SWIFT) format --in-place --recursive $(SWIFT_FORMAT_PATHS)

# Where `make test` installs the release build the end-to-end tests run: what ships, laid out
# as `make install` lays it out (bin/dogear execs libexec/dogear/dogear-app).
SHIPPED := $(CURDIR)/.build/shipped

# The shipped build is the tested build: the release binaries `make run` and `make install`
# produce, installed into $(SHIPPED), carry every end-to-end test; dogear-release-checks, built
# as shipped (no -enable-testing), holds what only the optimiser can break. Unit suites
# build in debug, as `swift test` does.
test-deps:
	@scripts/ensure-packages $(TEST_PACKAGES)

test: deps test-deps lint release
	.build/release/dogear-release-checks
	rm -rf $(SHIPPED)
	$(MAKE) --no-print-directory install PREFIX=$(SHIPPED) >/dev/null
	$(SWIFT) build --build-tests
	DOGEAR_SHIPPED=$(SHIPPED) $(SWIFT) test --skip-build

bench: release bench-deps
	Benchmarks/run

install: release
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/libexec/dogear \
		$(DESTDIR)$(PREFIX)/share/dogear $(DESTDIR)$(PREFIX)/share/man/man1
	install -m 0755 .build/release/dogear $(DESTDIR)$(PREFIX)/bin/dogear
	install -m 0755 .build/release/dogear-app $(DESTDIR)$(PREFIX)/libexec/dogear/dogear-app
	install -m 0644 .build/release/dogear.1 $(DESTDIR)$(PREFIX)/share/man/man1/dogear.1
	cp -R Fixtures $(DESTDIR)$(PREFIX)/share/dogear/

clean:
	rm -rf .build
