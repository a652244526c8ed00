import Foundation

/// The dogear the end-to-end tests run (issue 45): the build of the tree under test, never a
/// binary older than its sources. `make test` installs the release build and names it in
/// `DOGEAR_SHIPPED`; without it (`swift test --filter …` after an edit) the tests take
/// `.build/shipped` when it is newer than every source, else the debug build `swift build`
/// (and `swift test`) just made, laid out as an install (`.build/tested`: bin/dogear and
/// share/dogear/demo) so the demo is found as an installed one finds it. When neither is
/// current, `problem` says what to run.
public struct BinaryUnderTest: Sendable {
  /// The install prefix: `bin/dogear`, `share/dogear/demo`.
  public var prefix: URL
  /// Whether it is the installed release build (`make test`, `make shipped`).
  public var isShipped: Bool
  /// Why it cannot be tested, with the command that fixes it; nil when it can.
  public var problem: String?

  public var binary: URL { prefix.appendingPathComponent("bin/dogear") }

  /// The folders of Sources whose code the dogear executable is built from (the bench, the
  /// release checks and the terminal demo are other executables).
  static let otherExecutables: Set<String> = [
    "dogear-bench", "dogear-release-checks", "dogear-terminal-demo",
  ]

  static func find(root: URL, environment: [String: String]) -> BinaryUnderTest {
    if let folder = environment["DOGEAR_SHIPPED"], !folder.isEmpty {
      let found = BinaryUnderTest(
        prefix: URL(fileURLWithPath: folder), isShipped: true, problem: nil)
      return found.missing(
        "DOGEAR_SHIPPED names \(folder), which holds no bin/dogear: `make shipped` installs "
          + "the release build in .build/shipped")
    }
    let newest = newestSource(root: root)
    let shipped = root.appendingPathComponent(".build/shipped")
    let debug = root.appendingPathComponent(".build/debug/dogear")
    let shippedDate = modified(shipped.appendingPathComponent("bin/dogear"))
    let debugDate = modified(debug)
    if let date = shippedDate, date >= newest.date, date >= (debugDate ?? .distantPast) {
      return BinaryUnderTest(prefix: shipped, isShipped: true, problem: nil)
    }
    let tested = root.appendingPathComponent(".build/tested")
    guard let date = debugDate ?? shippedDate else {
      return BinaryUnderTest(
        prefix: tested, isShipped: false,
        problem: "no dogear is built: `swift build` builds the debug one these tests then run, "
          + "`make shipped` the release one `make test` runs")
    }
    guard date >= newest.date else {
      let which = debugDate == nil ? shipped.appendingPathComponent("bin/dogear") : debug
      return BinaryUnderTest(
        prefix: tested, isShipped: false,
        problem: "\(which.path) is older than \(newest.path): run `swift build` (or "
          + "`swift test` without --skip-build), or `make shipped` for the release build")
    }
    return layOut(debug, at: tested, fixtures: root.appendingPathComponent("Fixtures/demo"))
  }

  /// `binary` hard-linked as `prefix`/bin/dogear (the program finds its demo from its own
  /// path) with share/dogear/demo a link to the repository's demo.
  static func layOut(_ binary: URL, at prefix: URL, fixtures: URL) -> BinaryUnderTest {
    let manager = FileManager.default
    let bin = prefix.appendingPathComponent("bin")
    let share = prefix.appendingPathComponent("share/dogear")
    let target = bin.appendingPathComponent("dogear")
    let temporary = bin.appendingPathComponent("dogear.\(getpid())")
    do {
      try manager.createDirectory(at: bin, withIntermediateDirectories: true)
      try manager.createDirectory(at: share, withIntermediateDirectories: true)
      let demo = share.appendingPathComponent("demo")
      if (try? manager.destinationOfSymbolicLink(atPath: demo.path)) != fixtures.path {
        try? manager.removeItem(at: demo)
        try manager.createSymbolicLink(at: demo, withDestinationURL: fixtures)
      }
      try? manager.removeItem(at: temporary)
      try manager.linkItem(at: binary, to: temporary)
      guard rename(temporary.path, target.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
      return BinaryUnderTest(prefix: prefix, isShipped: false, problem: nil)
    } catch {
      return BinaryUnderTest(
        prefix: prefix, isShipped: false,
        problem: "cannot lay out \(binary.path) as an install in \(prefix.path): \(error)")
    }
  }

  /// The newest source file the executable is built from, and when it changed.
  public static func newestSource(root: URL) -> (path: String, date: Date) {
    var newest = (
      path: "Package.swift",
      date: modified(root.appendingPathComponent("Package.swift")) ?? .distantPast
    )
    let sources = root.appendingPathComponent("Sources")
    let walker = FileManager.default.enumerator(atPath: sources.path)
    while let path = walker?.nextObject() as? String {
      let top = String(path.prefix { $0 != "/" })
      guard !otherExecutables.contains(top),
        ["swift", "c", "h", "modulemap"].contains((path as NSString).pathExtension),
        let date = modified(sources.appendingPathComponent(path)), date > newest.date
      else { continue }
      newest = ("Sources/" + path, date)
    }
    return newest
  }

  public static func modified(_ url: URL) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
  }

  private func missing(_ message: String) -> BinaryUnderTest {
    var copy = self
    if !FileManager.default.isExecutableFile(atPath: binary.path) { copy.problem = message }
    return copy
  }
}

extension TestSupport {
  /// The dogear the end-to-end tests run, found once per test process.
  public static let binaryUnderTest = BinaryUnderTest.find(
    root: repositoryRoot, environment: ProcessInfo.processInfo.environment)
}
