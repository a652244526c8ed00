/// The plain text of an article, for the full-text index: every visible text of the document
/// in reading order, one line per block, with no markup, link list or picture.
///
/// The search index stores this text (not the HTML) and reports match offsets in Unicode
/// scalars over it, so it must be what a reader sees: the same blocks and spans the layout
/// draws, in the same order.
public enum DocumentText {
  public static func plainText(of document: Document) -> String {
    var writer = Writer()
    writer.write(document.blocks)
    return writer.text
  }

  /// The same, nil once it passes `limit` bytes of UTF-8 (the rest is not written): what a
  /// hyphenator made for a short article's words reads
  /// (`Hyphenation.hyphenator(forLanguage:articleText:)`).
  public static func plainText(of document: Document, upTo limit: Int) -> String? {
    if keepsMore(of: document.blocks, than: limit) { return nil }
    var writer = Writer(limit: limit)
    writer.write(document.blocks)
    return writer.isOver ? nil : writer.text
  }

  /// Whether the text surely passes `limit` bytes, counted without writing it (issue 41: a
  /// long article's text was written up to the limit, 8 M instructions, to learn that it
  /// passed it, three times before its first frame). Every ASCII byte other than whitespace
  /// is kept as it is: the writer takes out only invisible format characters, none of them
  /// ASCII, and whitespace at a line's ends.
  static func keepsMore(of blocks: [Block], than limit: Int) -> Bool {
    var kept = 0
    // Block by block, so that the walk stops soon after the limit.
    for index in blocks.indices {
      blocks[index].kind.forEachTextRun { run in
        for span in run.spans {
          guard case .text(let words) = span.content else { continue }
          kept += Self.keptASCII(in: words)
        }
      }
      if kept > limit { return true }
    }
    return false
  }

  /// How many of `text`'s bytes are printable ASCII other than the space.
  private static func keptASCII(in text: String) -> Int {
    var text = text
    return text.withUTF8 { bytes in
      var count = 0
      for byte in bytes where byte > 0x20 && byte < 0x7F { count += 1 }
      return count
    }
  }

  /// Appends block texts, one line each (a table row's cells on one line), in the order of
  /// `Block.forEachTextRun`.
  private struct Writer {
    var text = ""
    private var piece = ""
    let limit: Int
    var isOver: Bool { text.utf8.count > limit }

    init(limit: Int = .max) {
      self.limit = limit
    }

    mutating func write(_ blocks: [Block]) {
      Block.forEachTextRun(in: blocks) { run in
        guard !isOver else { return }
        if run.continuesRow {
          piece += " "
        } else {
          endLine()
        }
        append(run.spans)
      }
      endLine()
    }

    /// A `<br>` is a space, so a line never breaks a word.
    private mutating func append(_ spans: [Span]) {
      for span in spans {
        switch span.content {
        case .text(let words): piece += words
        case .lineBreak: piece += " "
        case .image, .quotationMark: break
        }
      }
    }

    private mutating func endLine() {
      defer { piece = "" }
      let trimmed = InvisibleText.removed(from: piece).trimmingSpaces()
      guard !trimmed.isEmpty else { return }
      if !text.isEmpty { text += "\n" }
      text += trimmed
    }
  }
}

extension String {
  /// Without leading and trailing whitespace (spaces, tabs and line breaks).
  fileprivate func trimmingSpaces() -> String {
    let isSpace: (Character) -> Bool = { $0.isWhitespace }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}
