import DogearCore
import DogearLayout

/// Collects the text spans of a document in the order the layout shows them (figure
/// content before its caption, a table's caption before its rows, a term before its
/// definitions), and the words they hold.
struct ArticleTextWalker {
  var pieces: [ArticleText.Piece] = []
  var length = 0
  var words = WordStarts()
  /// Elements with an element child: never a leaf, so never the web reader's `read_anchor`.
  var parents = ParentElements()
  /// Counts the runs of spans walked: the pieces of one paragraph, heading or cell share it.
  var run = 0

  mutating func walk(_ blocks: [Block]) {
    for block in blocks { walk(block) }
  }

  private mutating func walk(_ block: Block) {
    switch block.kind {
    case .heading(_, let spans), .paragraph(let spans), .preformatted(let spans):
      walk(spans)
    case .list(_, _, let items):
      for item in items { walk(item.blocks) }
    case .definitionList(let items):
      for item in items {
        walk(item.term)
        for definition in item.definitions { walk(definition.blocks) }
      }
    case .blockquote(let blocks): walk(blocks)
    case .figure(let content, let caption):
      walk(content)
      walk(caption)
    case .image(let reference): parents.noteChild(reference.path)
    case .rule: break
    case .table(let table):
      walk(table.caption)
      for row in table.rows { for cell in row.cells { walk(cell.spans) } }
    case .details(let summary, let body):
      walk(summary)
      walk(body)
    }
  }

  private mutating func walk(_ spans: [Span]) {
    run += 1
    for span in spans {
      // A `q`'s marks are no text of the page: not even their element counts as shown.
      if case .quotationMark = span.content { continue }
      parents.noteChild(span.path)
      // An inline picture's span is in its parent's path; the picture names its own.
      if case .image(let reference) = span.content { parents.noteChild(reference.path) }
      switch span.content {
      case .text(let text): add(text, span: span)
      case .lineBreak, .image: words.endToken()
      case .quotationMark: continue
      }
    }
    words.endToken()
  }

  private mutating func add(_ text: String, span: Span) {
    let isASCII = text.utf8.allSatisfy { $0 < 0x80 }
    let count = isASCII ? text.utf8.count : text.count
    guard count > 0 else { return }
    let scalars = isASCII ? count : text.unicodeScalars.count
    pieces.append(
      ArticleText.Piece(
        path: span.path, leafOffset: span.offset, start: length, length: count,
        scalars: scalars, text: text, isASCII: isASCII, run: run))
    if isASCII {
      words.addASCII(text.utf8, from: length)
    } else {
      words.add(text, from: length)
    }
    length += count
  }
}

/// Where each word starts, by `ReadingStats`' rules: whitespace-separated tokens holding a
/// letter or digit, and in Chinese and Japanese text one word per two characters.
struct WordStarts {
  private(set) var starts: [Int] = []
  private var tokenStart: Int?
  private var tokenHasWord = false
  private var ideographRun = 0

  mutating func addASCII(_ bytes: String.UTF8View, from point: Int) {
    var here = point
    for byte in bytes {
      if byte == 0x20 || (0x09...0x0D).contains(byte) {
        endToken()
      } else {
        ideographRun = 0
        if tokenStart == nil { tokenStart = here }
        if (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
          || (0x61...0x7A).contains(byte)
        {
          tokenHasWord = true
        }
      }
      here += 1
    }
  }

  mutating func add(_ text: String, from point: Int) {
    var here = point
    for character in text {
      for scalar in character.unicodeScalars { add(scalar, at: here) }
      here += 1
    }
  }

  private mutating func add(_ scalar: Unicode.Scalar, at point: Int) {
    if WordScalar.isWhitespace(scalar) {
      endToken()
    } else if CharacterClass.isSpacelessScript(scalar) {
      if ideographRun % 2 == 0 { starts.append(point) }
      ideographRun += 1
    } else {
      ideographRun = 0
      if tokenStart == nil { tokenStart = point }
      if WordScalar.isWordCharacter(scalar) { tokenHasWord = true }
    }
  }

  mutating func endToken() {
    ideographRun = 0
    if let tokenStart, tokenHasWord { starts.append(tokenStart) }
    tokenStart = nil
    tokenHasWord = false
  }

  /// Ends the last token. A token is recorded when it ends, so ideograph words inside it
  /// come first: put the starts back in order (they are nearly sorted already).
  mutating func finish() {
    endToken()
    starts.sort()
  }
}
