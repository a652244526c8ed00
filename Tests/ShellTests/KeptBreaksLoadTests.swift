import DogearClients
import DogearCommandLine
import DogearCore
import DogearHyphen
import DogearReader
import DogearStore
import Foundation
import Testing

@testable import DogearApp

/// Issue 41: a stored article's reader is made with the breaks its words were found to have
/// at its last opening (`KeptBreaks`): the same lines, and no dictionary read.
@Suite("A stored article's kept breaks")
struct KeptBreaksLoadTests {
  static let html = Data(
    ("<html lang=\"en-US\"><h1>Extraordinary herons</h1>"
      + (0..<30).map {
        "<p>Paragraph \($0): unquestionably extraordinary herons reconsidered the "
          + "international agreement of representatives, characteristically.</p>"
      }.joined() + "</html>").utf8)

  static func load(_ id: String, _ library: Library, _ dictionaries: HyphenDictionaries) throws
    -> ReaderState
  {
    var environment = ReaderEnvironment(cellWidth: .ascii)
    environment.hyphenation = dictionaries
    let (action, _) = ArticleLoading.answer(
      id: id, from: library,
      preparing: ReaderSetup(columns: 40, rows: 24, environment: environment))
    guard case .articleLoaded(_, let shown?, nil) = action else {
      throw LibraryError.corrupt(path: "no article shown: \(action)")
    }
    dictionaries.keepLearned()
    return try #require(shown.prepared)
  }

  @Test("opened again: the same lines from the kept breaks, which are not written again")
  func openedAgain() throws {
    guard FileManager.default.fileExists(atPath: "/usr/share/hyphen/hyph_en_US.dic") else { return }
    let cache = FileManager.default.temporaryDirectory
      .appendingPathComponent("dogear-kept-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: cache) }
    let library = try Library.openInMemory()
    let id = try AddCommand.add(
      html: Self.html, facts: ArticleFacts(html: Self.html),
      from: URL(fileURLWithPath: "/tmp/herons.html"), to: library)
    let first = try Self.load(
      id, library, HyphenDictionaries(folder: "/usr/share/hyphen", indexFolder: cache))
    let file = "\(cache)/breaks-\(id)"
    let written = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate]
    let lines = first.layout.lines.map(\.text)
    #expect(lines.contains { $0.hasSuffix("-") }, "the article was not hyphenated")
    // A new process: dictionaries of its own, the same cache.
    let second = try Self.load(
      id, library, HyphenDictionaries(folder: "/usr/share/hyphen", indexFolder: cache))
    #expect(second.layout.lines.map(\.text) == lines)
    let after = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate]
    #expect(after as? Date == written as? Date, "a word was missing from the kept breaks")
  }
}
