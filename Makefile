# dogear: `make run` opens the reader on its demo library, `make test` runs every test.
# Every target that builds calls `deps` first, which installs missing Debian packages.

PREFIX ?= /usr/local
SWIFT ?= swift
SWIFT_FORMAT_PATHS := Sources Tests Package.swift
# What building and testing need; `apt-get` runs only when one is missing.
DEB_PACKAGES := pkg-config libncursesw5-dev libsqlite3-dev libxml2-dev tmux \
	libchafa-dev libgdk-pixbuf-2.0-dev webp-pixbuf-loader libcurl4-openssl-dev
# What `make bench` compares against.
BENCH_PACKAGES := w3m lynx hyperfine sqlite3

.PHONY: all deps bench-deps build release run test lint format bench install clean

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

test: deps lint
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

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
