import DogearCore
import DogearHTML
import Foundation
import Testing

/// Inputs made to hurt: each must end with a sane document, fast, with nothing a terminal
/// would act on.
@Suite("Hostile input")
struct HostileInputTests {
  /// No span text (but a `pre`'s newlines) and no attribute holds a control or bidi character.
  static func expectClean(_ document: Document, sourceLocation: SourceLocation = #_sourceLocation) {
    for span in DocumentWalk.spans(of: document) {
      if case .text(let text) = span.content {
        #expect(!HostileText.containsControls(text), sourceLocation: sourceLocation)
      }
    }
    for attribute in HostileText.attributes(of: document) {
      #expect(!HostileText.containsControls(attribute), sourceLocation: sourceLocation)
    }
  }

  @Test("100,000 nested elements neither overflow the stack nor lose the text")
  func deepNesting() {
    let depth = 100_000
    let html =
      "<p>start</p>" + String(repeating: "<div><span>", count: depth) + "deep"
      + String(repeating: "</span></div>", count: depth) + "<p>end</p>"
    let document = HTMLDocumentParser.parse(html: html)
    #expect(VisibleWords.text(of: document) == "start deep end")
    Self.expectClean(document)
  }

  @Test(
    "25,000 nested quotes, lists or tables stay shallow in the model",
    arguments: [
      ("<blockquote>", "</blockquote>"), ("<ul><li>", "</li></ul>"),
      ("<table><tr><td>", "</td></tr></table>"), ("<dl><dd>", "</dd></dl>"),
    ])
  func deepStructures(open: String, close: String) {
    let depth = 25_000
    let html =
      String(repeating: open, count: depth) + "deep" + String(repeating: close, count: depth)
    let document = HTMLDocumentParser.parse(html: html)
    #expect(VisibleWords.text(of: document) == "deep")
    #expect(BlockDepth.of(document) <= 40)
  }

  @Test("a 5 MB word survives whole")
  func hugeWord() {
    let word = String(repeating: "x", count: 5_000_000)
    let document = HTMLDocumentParser.parse(html: "<p>a \(word)\u{1B}[2J b</p>")
    #expect(VisibleWords.text(of: document) == "a \(word) b")
    Self.expectClean(document)
  }

  @Test("invalid UTF-8 becomes U+FFFD and the rest stays")
  func invalidUTF8() {
    let bytes: [UInt8] =
      Array("<p>ok ".utf8) + [0xFF, 0xC3, 0x28, 0xE2, 0x82] + Array(" end</p>".utf8)
    let document = HTMLDocumentParser.parse(Data(bytes))
    let text = VisibleWords.text(of: document)
    Self.expectClean(document)
    #expect(text.hasPrefix("ok \u{FFFD}"))
    #expect(text.hasSuffix(" end"))
    #expect(!HostileText.containsControls(text))
  }

  @Test("NUL bytes are removed")
  func nulBytes() {
    let bytes: [UInt8] =
      Array("<p>a".utf8) + [0, 0] + Array("b</p><p>c".utf8) + [0] + Array("d</p>".utf8)
    let document = HTMLDocumentParser.parse(Data(bytes))
    #expect(VisibleWords.text(of: document) == "ab cd")
    Self.expectClean(document)
  }

  @Test("escape sequences vanish whole from text and attributes, encoded or raw")
  func escapeSequences() {
    let clear = "\u{1B}[2J"
    let osc52 = "\u{1B}]52;c;ZXZpbA==\u{07}"
    let html = """
      <p>one\(clear)two&#x9b;31mthree\(osc52)four\u{1B}]0;title\u{1B}\\five</p>\
      <p><a href="https://x.example/\(clear)">link\(osc52)</a><img alt="alt\(clear)" src="i\(osc52).png"></p>
      """
    let document = HTMLDocumentParser.parse(html: html)
    #expect(VisibleWords.text(of: document) == "onetwothreefourfive link")
    Self.expectClean(document)
    #expect(HostileText.attributes(of: document).contains("alt"))
    #expect(HostileText.attributes(of: document).contains("https://x.example/"))
  }

  @Test("bidi overrides and isolates stay in the text, as the server's, and never reach the screen")
  func bidi() {
    let html =
      "<p title='\u{202E}t'>a\u{202E}b\u{2066}c\u{2069}d\u{200F}e&#x202D;f</p><img alt='x&#x202E;y'>"
    let document = HTMLDocumentParser.parse(html: html)
    let text = VisibleWords.text(of: document)
    #expect(text == "a\u{202E}b\u{2066}c\u{2069}d\u{200F}e\u{202D}f")
    #expect(InvisibleText.removed(from: text) == "abcdef")
    Self.expectClean(document)
  }

  @Test("a 20,000-row table parses whole")
  func bigTable() {
    let rows = (0..<20_000).map { "<tr><td>r\($0)</td><td>x</td></tr>" }.joined()
    let document = HTMLDocumentParser.parse(html: "<table>\(rows)</table>")
    guard case .table(let table) = document.blocks.first?.kind else {
      Issue.record("no table")
      return
    }
    #expect(table.rows.count == 20_000)
    Self.expectClean(document)
    #expect(
      table.rows.last?.path.css == "table:nth-child(1)>tbody:nth-child(1)>tr:nth-child(20000)"
        || table.rows.last?.path.css == "table:nth-child(1)>tr:nth-child(20000)")
  }

  @Test("empty and blank input give an empty document", arguments: ["", "   \n\t", "\u{FEFF}"])
  func empty(html: String) {
    #expect(HTMLDocumentParser.parse(html: html) == Document())
    #expect(HTMLDocumentParser.parse(Data(html.utf8)) == Document())
  }

  @Test("a 2 MB data: URL is kept as a plain string")
  func dataURL() {
    let payload = String(repeating: "QUJD", count: 500_000)
    let document = HTMLDocumentParser.parse(
      html: "<p>before</p><img alt=pic src=\"data:image/png;base64,\(payload)\"><p>after</p>")
    #expect(VisibleWords.text(of: document) == "before after")
    Self.expectClean(document)
    guard document.blocks.count == 3, case .image(let image) = document.blocks[1].kind else {
      Issue.record("no image block")
      return
    }
    #expect(image.source.count == 2_000_022)
    #expect(image.alt == "pic")
  }
}

/// How deep blocks nest in a document (a list's items and a quote's blocks count one level).
enum BlockDepth {
  static func of(_ document: Document) -> Int {
    var deepest = 0
    var pending = document.blocks.map { ($0, 1) }
    while let (block, depth) = pending.popLast() {
      deepest = max(deepest, depth)
      let children: [Block]
      switch block.kind {
      case .list(_, _, let items): children = items.flatMap(\.blocks)
      case .definitionList(let items): children = items.flatMap { $0.definitions.flatMap(\.blocks) }
      case .blockquote(let blocks): children = blocks
      case .figure(let content, _): children = content
      case .details(_, let body): children = body
      default: children = []
      }
      pending += children.map { ($0, depth + 1) }
    }
    return deepest
  }
}

@Suite("Silence", .serialized)
struct SilenceTests {
  @Test("libxml2 writes nothing to stderr, however broken the HTML")
  func silentOnStderr() throws {
    let soup = """
      <html><body><p>a &bogus; &#xFFFFFFFF; <foo:bar x=1 x=2><<>></p></b></i>
      <table><td>x<tr></div></table><!-- unclosed <svg><script>if (a < b)</scr
      """
    let captured = try StandardError.capture {
      for _ in 0..<20 { _ = HTMLDocumentParser.parse(html: soup) }
    }
    #expect(!captured.contains("error"), "\(captured)")
    #expect(!captured.contains("HTML parser"), "\(captured)")
  }
}

/// Runs `body` with file descriptor 2 pointing at a temporary file and returns what was
/// written there.
enum StandardError {
  static func capture(_ body: () -> Void) throws -> String {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("dogear-stderr-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: url) }
    let handle = try FileHandle(forWritingTo: url)
    let saved = dup(2)
    dup2(handle.fileDescriptor, 2)
    body()
    dup2(saved, 2)
    close(saved)
    try handle.close()
    return String(decoding: try Data(contentsOf: url), as: UTF8.self)
  }
}
