// swift-tools-version:6.0
import PackageDescription

// Dependencies point inward: DogearCore imports nothing but Foundation; the C libraries are
// reached only by the module that owns them (see ARCHITECTURE.md).
let package = Package(
  name: "dogear",
  products: [
    .executable(name: "dogear", targets: ["dogear"])
  ],
  targets: [
    // ncurses, opened when the list or the reader starts (not linked, like the picture libraries
    // and libcurl below). No pkgConfig: its only flags (-D_XOPEN_SOURCE=600) are ones SwiftPM
    // drops with a warning on every build; the header defines what they were for, and
    // `make deps` checks for ncursesw with pkg-config.
    .target(name: "CNCursesW", path: "Sources/CNCursesW"),
    .systemLibrary(
      name: "CSQLite", path: "Sources/CSQLite", pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"])]),
    .systemLibrary(
      name: "CLibXML2", path: "Sources/CLibXML2", pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"])]),
    // The picture libraries (chafa, gdk-pixbuf, GLib) and libcurl are opened on first use, not
    // linked: these C targets look their functions up (Sources/DogearCommandLine/NOTES.md,
    // "One executable"). No pkgConfig: its flags would link them, and gdk-pixbuf's add
    // -pthread, which SwiftPM drops with a warning on every build; `make deps` checks for them.
    .target(name: "CPictureLibraries", path: "Sources/CPictureLibraries"),
    .target(name: "CCurl", path: "Sources/CCurl"),
    // libhyphen, opened on first use like the above (issue 44: hyphenation by dictionary).
    .target(name: "CHyphen", path: "Sources/CHyphen"),
    .target(
      name: "DogearCore",
      exclude: [
        "App/NOTES.md", "Layout/NOTES.md", "List/NOTES.md", "Position/NOTES.md",
        "Reader/NOTES.md",
      ]),
    .target(
      name: "DogearHTML", dependencies: ["DogearCore", "CLibXML2"], exclude: ["NOTES.md"]),
    .target(
      name: "DogearStore", dependencies: ["DogearCore", "CSQLite"], exclude: ["NOTES.md"]),
    // The Readeck HTTP client, with no SQLite; the sync engine joins it to the store.
    .target(name: "DogearReadeck", dependencies: ["DogearCore", "CCurl"], exclude: ["NOTES.md"]),
    .target(
      name: "DogearSync", dependencies: ["DogearCore", "DogearReadeck", "DogearStore"],
      exclude: ["NOTES.md"]),
    // glibc's wcwidth alone: what the layout measures with, without ncurses.
    .systemLibrary(name: "CWidth", path: "Sources/CWidth"),
    .target(name: "DogearWidth", dependencies: ["DogearCore", "CWidth"]),
    // Debian's hyphenation dictionaries read with libhyphen: the layout's `Hyphenation`.
    .target(name: "DogearHyphen", dependencies: ["DogearCore", "CHyphen"]),
    .target(
      name: "DogearTerminal", dependencies: ["DogearCore", "DogearWidth", "CNCursesW"],
      exclude: ["NOTES.md"]),
    .target(
      name: "DogearPictures", dependencies: ["DogearCore", "CPictureLibraries"],
      exclude: ["NOTES.md"]),
    // Test-only: paints a known Screen so the end-to-end tests can exercise DogearTerminal.
    .executableTarget(
      name: "dogear-terminal-demo", dependencies: ["DogearTerminal", "DogearCore"],
      path: "Sources/dogear-terminal-demo"),
    // The quick commands: help, version, add, list, dump, search, the demo library.
    .target(
      name: "DogearCommandLine",
      dependencies: ["DogearCore", "DogearHTML", "DogearStore", "DogearWidth", "DogearHyphen"],
      exclude: ["NOTES.md"]),
    // `dogear`: every command, in one executable that opens the picture libraries and libcurl
    // only when it draws a picture or sends a request. Linked position-independent like
    // everything else: it parses untrusted HTML, so it keeps ASLR
    // (Sources/DogearCommandLine/NOTES.md, "One executable").
    .executableTarget(
      name: "dogear",
      dependencies: [
        "DogearCommandLine", "DogearCore", "DogearHTML", "DogearStore", "DogearReadeck",
        "DogearSync", "DogearTerminal", "DogearPictures", "DogearHyphen",
      ]),
    // Test-only: checks that only an optimised build can fail, run by `make test` from a
    // release build (Sources/dogear-release-checks/main.swift).
    .executableTarget(
      name: "dogear-release-checks",
      dependencies: ["DogearReadeck", "DogearStore", "DogearSync"],
      path: "Sources/dogear-release-checks"),
    // Benchmarks only (make bench): in-process timings of the reader and list cores.
    .executableTarget(
      name: "dogear-bench",
      dependencies: [
        "DogearCore", "DogearHTML", "DogearStore", "DogearWidth", "DogearPictures", "DogearHyphen",
      ],
      path: "Sources/dogear-bench"),
    .target(
      name: "DogearTestSupport", dependencies: ["DogearCore", "DogearWidth", "DogearReadeck"],
      path: "Tests/DogearTestSupport"),
    .testTarget(
      name: "DogearCoreTests",
      dependencies: ["DogearCore", "DogearTestSupport", "DogearHTML", "CLibXML2", "DogearHyphen"],
      exclude: ["Layout/__Snapshots__", "List/__Snapshots__", "Reader/__Snapshots__"]),
    .testTarget(
      name: "DogearHTMLTests",
      dependencies: ["DogearHTML", "DogearCore", "DogearTestSupport", "CLibXML2"]),
    .testTarget(
      name: "DogearStoreTests", dependencies: ["DogearStore", "DogearCore", "DogearTestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "DogearReadeckTests",
      dependencies: [
        "DogearReadeck", "DogearSync", "DogearStore", "DogearCore", "DogearHTML",
        "DogearTestSupport",
      ]),
    .testTarget(
      name: "DogearTerminalTests",
      dependencies: ["DogearTerminal", "DogearCore", "DogearTestSupport"]),
    .testTarget(
      name: "DogearPicturesTests",
      dependencies: ["DogearPictures", "DogearCore", "DogearTestSupport"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "EndToEndTests",
      dependencies: ["DogearTestSupport", "DogearCore", "DogearHTML", "DogearStore"]),
    // The shell in process, behind its seams (a scripted loop, a recording terminal).
    .testTarget(
      name: "ShellTests",
      dependencies: [
        "dogear", "DogearCommandLine", "DogearCore", "DogearStore", "DogearSync",
        "DogearTerminal", "DogearTestSupport",
      ]),
  ],
  swiftLanguageModes: [.v5]
)
