// swift-tools-version:6.0
import PackageDescription

// Dependencies point inward: DogearCore imports nothing but Foundation; the C libraries are
// reached only by the module that owns them (see ARCHITECTURE.md).
let package = Package(
  name: "dogear",
  products: [.executable(name: "dogear", targets: ["dogear"])],
  targets: [
    .systemLibrary(
      name: "CNCursesW", path: "Sources/CNCursesW", pkgConfig: "ncursesw",
      providers: [.apt(["libncursesw5-dev"])]),
    .systemLibrary(
      name: "CSQLite", path: "Sources/CSQLite", pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"])]),
    .systemLibrary(
      name: "CLibXML2", path: "Sources/CLibXML2", pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"])]),
    .target(name: "DogearCore"),
    .target(name: "DogearHTML", dependencies: ["DogearCore", "CLibXML2"]),
    .target(name: "DogearStore", dependencies: ["DogearCore", "CSQLite"]),
    .target(name: "DogearReadeck", dependencies: ["DogearCore", "DogearStore"]),
    .target(name: "DogearTerminal", dependencies: ["DogearCore", "CNCursesW"]),
    .executableTarget(
      name: "dogear",
      dependencies: ["DogearCore", "DogearHTML", "DogearStore", "DogearReadeck", "DogearTerminal"]),
    .target(
      name: "DogearTestSupport", dependencies: ["DogearCore", "DogearTerminal"],
      path: "Tests/DogearTestSupport"),
    .testTarget(name: "DogearCoreTests", dependencies: ["DogearCore", "DogearTestSupport"]),
    .testTarget(
      name: "DogearHTMLTests", dependencies: ["DogearHTML", "DogearCore", "DogearTestSupport"]),
    .testTarget(
      name: "DogearStoreTests", dependencies: ["DogearStore", "DogearCore", "DogearTestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "DogearReadeckTests",
      dependencies: ["DogearReadeck", "DogearStore", "DogearCore", "DogearTestSupport"]),
    .testTarget(
      name: "DogearTerminalTests",
      dependencies: ["DogearTerminal", "DogearCore", "DogearTestSupport"]),
    .testTarget(name: "EndToEndTests", dependencies: ["DogearTestSupport"]),
  ],
  swiftLanguageModes: [.v5]
)
