import DogearTestSupport
import Foundation
import Testing

/// What keeps the installed program small (issue 26): full Foundation brings ICU and its
/// 34 MB data table into the binary, so no module the shipped binary links may import it,
/// and the installed tree stays within 30 MB.
@Suite("A small install")
struct SmallInstallTests {
  /// Every module linked into `dogear`.
  static let shippedModules = [
    "DogearCore", "DogearLayout", "DogearScreen", "DogearSyncRules", "DogearReader", "DogearList",
    "DogearApp", "DogearHTML", "DogearStore", "DogearReadeck", "DogearSync", "DogearWidth",
    "DogearTerminal", "DogearPictures", "DogearCommandLine", "dogear",
  ]
  static let forbidden = ["Foundation", "FoundationNetworking", "FoundationInternationalization"]

  /// `file:line: import X` for each import of a forbidden module in the shipped sources.
  static func forbiddenImports() throws -> [String] {
    var found: [String] = []
    for module in shippedModules {
      let folder = TestSupport.repositoryRoot.appendingPathComponent("Sources/\(module)")
      let walker = FileManager.default.enumerator(atPath: folder.path)
      while let path = walker?.nextObject() as? String {
        guard path.hasSuffix(".swift") else { continue }
        let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
          .enumerated()
        {
          let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
          guard words.first == "import", let last = words.last else { continue }
          let name = last.split(separator: ".").first.map(String.init) ?? ""
          if forbidden.contains(name) { found.append("\(module)/\(path):\(number + 1): \(line)") }
        }
      }
    }
    return found
  }

  @Test(
    "no shipped module imports full Foundation, FoundationNetworking or FoundationInternationalization"
  )
  func essentialsOnly() throws {
    #expect(try Self.forbiddenImports() == [])
  }

  @Test(
    "the installed tree is at most 30 MB",
    .enabled(
      if: FileManager.default.isExecutableFile(
        atPath: TestSupport.repositoryRoot.appendingPathComponent(".build/release/dogear").path),
      "needs the release build (make release), which make test builds first"))
  func installedSize() throws {
    let prefix = FileManager.default.temporaryDirectory
      .appendingPathComponent("dogear-size-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: prefix) }
    let result = try InstallTests.make("install-built", prefix: prefix)
    #expect(result.status == 0, "\(result.errors)")
    var total = 0
    let walker = FileManager.default.enumerator(atPath: prefix.path)
    while let path = walker?.nextObject() as? String {
      let facts = try FileManager.default.attributesOfItem(
        atPath: prefix.appendingPathComponent(path).path)
      if facts[.type] as? FileAttributeType == .typeRegular {
        total += (facts[.size] as? Int) ?? 0
      }
    }
    // One static binary (about 18 MB) with the manual and the demo; two made 34 MB.
    #expect(total <= 30_000_000, "installed: \(total) bytes")
  }
}
