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
    // libxml2, opened on first use like the above (issue 41: it brings ICU, ~2.5 ms of every
    // start); its headers through Sources/CLibXML2/include/libxml, a link to Debian's. The tests
    // that walk libxml2's own tree link it (`linkedLibrary("xml2")` below).
    .target(name: "CLibXML2", path: "Sources/CLibXML2"),
    // The picture libraries (chafa, gdk-pixbuf, GLib) and libcurl are opened on first use, not
    // linked: these C targets look their functions up (Sources/DogearCommandLine/NOTES.md,
    // "One executable"). No pkgConfig: its flags would link them, and gdk-pixbuf's add
    // -pthread, which SwiftPM drops with a warning on every build; `make deps` checks for them.
    .target(name: "CPictureLibraries", path: "Sources/CPictureLibraries"),
    .target(name: "CCurl", path: "Sources/CCurl"),
    // libhyphen, opened on first use like the above (issue 44: hyphenation by dictionary).
    .target(name: "CHyphen", path: "Sources/CHyphen"),
    // espeak-ng, opened on first use like libcurl; its header is not read (Sources/CSpeech).
    .target(name: "CSpeech", path: "Sources/CSpeech"),
    // The model everything shares: the document and its element paths, text, links, the
    // library's values, search terms. Pure Swift, no I/O, no clock, no globals.
    .target(name: "DogearCore"),
    // Parse once, wrap per width: the blocks, the line breaking and the lines of a width.
    .target(
      name: "DogearLayout", dependencies: ["DogearCore"],
      exclude: ["Layout/NOTES.md"]),
    // Places in a laid-out article: its text as points, positions, anchors, highlights'
    // ranges, the server's text, and the text spoken aloud.
    .target(
      name: "DogearPosition", dependencies: ["DogearCore", "DogearLayout"],
      exclude: ["Position/NOTES.md"]),
    // What every view renders to and reads from: the Screen, keys, key maps, pictures' cells.
    .target(name: "DogearScreen", dependencies: ["DogearCore"]),
    // The sync's rules: the queue's pass, the merge, furthest wins, failures sorted.
    .target(name: "DogearSyncRules", dependencies: ["DogearCore"]),
    // The reader and its tracker: a reducer over a laid-out article.
    .target(
      name: "DogearReader",
      dependencies: [
        "DogearCore", "DogearLayout", "DogearPosition", "DogearScreen", "DogearSyncRules",
      ],
      exclude: ["Reader/NOTES.md"]),
    // The bookmark list: a reducer over pages of the library.
    .target(
      name: "DogearList", dependencies: ["DogearCore", "DogearScreen"],
      exclude: ["List/NOTES.md"]),
    // The app that joins the list and the reader, and the effects the shell runs.
    .target(
      name: "DogearApp",
      dependencies: [
        "DogearCore", "DogearLayout", "DogearPosition", "DogearScreen", "DogearSyncRules",
        "DogearReader",
        "DogearList",
      ],
      exclude: ["App/NOTES.md"]),
    .target(
      name: "DogearHTML",
      dependencies: ["DogearCore", "DogearLayout", "DogearPosition", "DogearScreen", "CLibXML2"],
      exclude: ["NOTES.md"]),
    .target(
      name: "DogearStore", dependencies: ["DogearCore", "DogearSyncRules", "CSQLite"],
      exclude: ["NOTES.md"]),
    // The Readeck HTTP client, with no SQLite; the sync engine joins it to the store.
    .target(
      name: "DogearReadeck", dependencies: ["DogearCore", "DogearSyncRules", "CCurl"],
      exclude: ["NOTES.md"]),
    .target(
      name: "DogearSync",
      dependencies: ["DogearCore", "DogearSyncRules", "DogearReadeck", "DogearStore"],
      exclude: ["NOTES.md"]),
    // Listening (issue 42): espeak-ng's audio and word events, a player or a WAV file.
    .target(name: "DogearSpeech", dependencies: ["DogearCore", "CSpeech"]),
    // glibc's wcwidth alone: what the layout measures with, without ncurses.
    .systemLibrary(name: "CWidth", path: "Sources/CWidth"),
    .target(name: "DogearWidth", dependencies: ["DogearCore", "CWidth"]),
    // Debian's hyphenation dictionaries read with libhyphen: the layout's `Hyphenation`.
    .target(name: "DogearHyphen", dependencies: ["DogearCore", "DogearLayout", "CHyphen"]),
    .target(
      name: "DogearTerminal",
      dependencies: ["DogearCore", "DogearScreen", "DogearWidth", "CNCursesW"],
      exclude: ["NOTES.md"],
      // Swift 5 mode: curses and the signal handlers share C globals (`stdout`, `stderr`,
      // the saved `sigaction`s) that Swift 6 cannot prove safe; one thread owns them.
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "DogearPictures", dependencies: ["DogearCore", "DogearScreen", "CPictureLibraries"],
      exclude: ["NOTES.md"]),
    // Test-only: paints a known Screen so the end-to-end tests can exercise DogearTerminal.
    .executableTarget(
      name: "dogear-terminal-demo", dependencies: ["DogearTerminal", "DogearCore", "DogearScreen"],
      path: "Sources/dogear-terminal-demo"),
    // The quick commands: help, version, add, list, dump, search, the demo library.
    .target(
      name: "DogearCommandLine",
      dependencies: [
        "DogearCore", "DogearLayout", "DogearReader", "DogearList", "DogearApp", "DogearHTML",
        "DogearStore", "DogearWidth", "DogearHyphen",
      ],
      exclude: ["NOTES.md"]),
    // The live parts the shell's effects run against, each behind a seam a test replaces:
    // the library (`AppStore`), the Readeck server (`AppServer`), pictures, speech, a
    // browser for links, the article queue. They run what the core decided and answer with
    // actions; the loop that feeds them stays in the shell (Sources/dogear/Interactive).
    .target(
      name: "DogearClients",
      dependencies: [
        "DogearApp", "DogearCommandLine", "DogearCore", "DogearHTML", "DogearLayout",
        "DogearPosition", "DogearList", "DogearPictures", "DogearReadeck", "DogearReader",
        "DogearScreen", "DogearSpeech", "DogearStore", "DogearSync", "DogearSyncRules",
        "DogearTerminal",
      ]),
    // `dogear`: every command, in one executable that opens the picture libraries and libcurl
    // only when it draws a picture or sends a request. Linked position-independent like
    // everything else: it parses untrusted HTML, so it keeps ASLR
    // (Sources/DogearCommandLine/NOTES.md, "One executable").
    .executableTarget(
      name: "dogear",
      dependencies: [
        "DogearClients", "DogearCommandLine", "DogearCore", "DogearLayout", "DogearPosition",
        "DogearScreen",
        "DogearSyncRules",
        "DogearReader", "DogearList", "DogearApp", "DogearHTML", "DogearStore", "DogearReadeck",
        "DogearSync", "DogearTerminal", "DogearPictures", "DogearHyphen", "DogearSpeech",
      ],
      // Memory at start (issue 41): lld packs the 43,000 relative relocations (1 MB read at
      // every start) into a few KB (DT_RELR, glibc 2.36), and lays out first the functions a
      // start runs (scripts/start-order.txt, made by scripts/start-order), so the kernel's
      // 64 KB fault-around maps 2-3 MB of code instead of 8. PIE and ASLR are unchanged.
      linkerSettings: [
        .unsafeFlags(
          [
            "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
            "-Xlinker",
            "--symbol-ordering-file=\(Context.packageDirectory)/scripts/start-order.txt",
            "-Xlinker", "--no-warn-symbol-ordering",
          ], .when(configuration: .release))
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
        "DogearCore", "DogearLayout", "DogearPosition", "DogearScreen", "DogearReader",
        "DogearList", "DogearHTML",
        "DogearStore", "DogearWidth", "DogearPictures", "DogearHyphen", "DogearSpeech",
      ],
      path: "Sources/dogear-bench"),
    .target(
      name: "DogearTestSupport",
      dependencies: [
        "DogearCore", "DogearScreen", "DogearWidth", "DogearReadeck", "DogearTerminal",
      ],
      path: "Tests/DogearTestSupport"),
    .testTarget(
      name: "DogearCoreTests",
      dependencies: [
        "DogearCore", "DogearLayout", "DogearPosition", "DogearScreen", "DogearSyncRules",
        "DogearReader",
        "DogearList", "DogearApp", "DogearCommandLine", "DogearTestSupport", "DogearHTML",
        "CLibXML2", "DogearHyphen",
      ],
      exclude: ["Layout/__Snapshots__", "List/__Snapshots__", "Reader/__Snapshots__"],
      linkerSettings: [.linkedLibrary("xml2")]),
    .testTarget(
      name: "DogearHTMLTests",
      dependencies: [
        "DogearHTML", "DogearCore", "DogearLayout", "DogearPosition", "DogearReader",
        "DogearTestSupport",
        "CLibXML2",
      ],
      linkerSettings: [.linkedLibrary("xml2")]),
    .testTarget(
      name: "DogearStoreTests", dependencies: ["DogearStore", "DogearCore", "DogearTestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "DogearReadeckTests",
      dependencies: [
        "DogearReadeck", "DogearSync", "DogearStore", "DogearCore", "DogearLayout",
        "DogearSyncRules", "DogearReader", "DogearList", "DogearHTML", "DogearCommandLine",
        "DogearTestSupport",
      ]),
    .testTarget(
      name: "DogearTerminalTests",
      dependencies: ["DogearTerminal", "DogearCore", "DogearScreen", "DogearTestSupport"]),
    .testTarget(
      name: "DogearPicturesTests",
      dependencies: [
        "DogearPictures", "DogearCore", "DogearScreen", "DogearReader", "DogearApp",
        "DogearTestSupport",
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        "DogearTestSupport", "DogearCore", "DogearLayout", "DogearScreen", "DogearHTML",
        "DogearStore",
      ],
      // Swift 5 mode: a tmux session is one handle to an outside process, which the suites'
      // waits poll from closures Swift 6 requires to be Sendable.
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "DogearSpeechTests",
      dependencies: [
        "DogearSpeech", "DogearCore", "DogearLayout", "DogearPosition", "DogearHTML",
        "DogearTestSupport",
      ]),
    // The shell in process, behind its seams (a scripted loop, a recording terminal).
    .testTarget(
      name: "ShellTests",
      dependencies: [
        "dogear", "DogearClients", "DogearCommandLine", "DogearCore", "DogearLayout",
        "DogearPosition",
        "DogearScreen", "DogearList",
        "DogearApp", "DogearStore", "DogearSyncRules", "DogearSync", "DogearTerminal",
        "DogearTestSupport", "DogearHyphen", "DogearReader",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
