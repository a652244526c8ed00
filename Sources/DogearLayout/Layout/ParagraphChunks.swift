import DogearCore

/// A paragraph of more text than `textBytes` is set in chunks of at most that much text, cut
/// after a space, each chunk's lines set as if a line break stood before it and with no blank
/// line between them (issue 37: memory on long flat pages). Measured text costs about a
/// hundred bytes a word (its pieces, words, spaces, the breaker's atoms), twenty times the
/// text itself: a 32 MB page of one paragraph took 1.2 GB to dump. In chunks, `dogear dump`
/// measures and sets one chunk at a time (`StreamingLayout.Piece.write`), and the reader's
/// layout sets the same lines (`PreparedBlock.continues`), so both agree. No paragraph of a
/// real article comes near it: a chunk is about ten thousand words, a thousand lines at 80
/// columns.
enum ParagraphChunks {
  static let textBytes = 64 * 1024

  /// The chunks of a paragraph's spans, or nil when they hold at most `limit` bytes of text
  /// (or cannot be cut). A text span is cut after a space that an ASCII character other than
  /// a space follows, so that no Character is cut (a space and a combining mark are one), or
  /// between two ideographs (`isCut`); the second part's offset is the first's plus its
  /// Characters. A chunk holds more than `limit` only when a single word does.
  static func split(_ spans: [Span], limit: Int = textBytes) -> [[Span]]? {
    var chunks: [[Span]] = []
    guard forEachChunk(of: spans, limit: limit, { chunks.append($0) }) else { return nil }
    return chunks
  }

  /// Hands the chunks of `split` to `body` one at a time, in order, each made only once the
  /// one before is handled (issue 37: a page of one paragraph of 800,000 links held a copy of
  /// every span at once); false, having handed nothing, when `split` gives nil.
  @discardableResult
  static func forEachChunk(
    of spans: [Span], limit: Int = textBytes, _ body: ([Span]) -> Void
  ) -> Bool {
    guard textBytes(of: spans, beyond: limit) else { return false }
    var chunker = Chunker(limit: limit)
    var first: [Span]?
    // The first chunk waits for a second: a paragraph that gives one is not cut.
    func hand(_ chunk: [Span]) {
      if let held = first {
        if !held.isEmpty { body(held) }
        first = []
        body(chunk)
      } else {
        first = chunk
      }
    }
    for index in spans.indices { chunker.add(spans[index], hand) }
    chunker.finish(hand)
    return first?.isEmpty == true
  }

  /// The chunk being gathered, handing each full one on.
  private struct Chunker {
    let limit: Int
    var current: [Span] = []
    var bytes = 0

    mutating func add(_ span: Span, _ hand: ([Span]) -> Void) {
      guard case .text(let text) = span.content else {
        current.append(span)
        return
      }
      var rest = Substring(text)
      var offset = span.offset
      while bytes + rest.utf8.count > limit {
        let end: Int
        if let within = ParagraphChunks.cut(rest, before: limit - bytes) {
          end = within
        } else if !current.isEmpty {
          // Nothing of this span fits: the chunk ends before it.
          handCurrent(hand)
          continue
        } else if let past = ParagraphChunks.cut(rest, after: limit) {
          end = past  // one word longer than a chunk
        } else {
          break
        }
        let cut = rest.utf8.index(rest.utf8.startIndex, offsetBy: end)
        let head = rest[..<cut]
        current.append(ParagraphChunks.piece(of: span, head, offset: offset))
        handCurrent(hand)
        offset += head.count
        rest = rest[cut...]
      }
      if !rest.isEmpty {
        current.append(ParagraphChunks.piece(of: span, rest, offset: offset))
        bytes += rest.utf8.count
      }
    }

    mutating func finish(_ hand: ([Span]) -> Void) {
      if !current.isEmpty { handCurrent(hand) }
    }

    private mutating func handCurrent(_ hand: ([Span]) -> Void) {
      let chunk = current
      (current, bytes) = ([], 0)
      hand(chunk)
    }
  }

  private static func textBytes(of spans: [Span], beyond limit: Int) -> Bool {
    var total = 0
    for span in spans {
      if case .text(let text) = span.content { total += text.utf8.count }
      if total > limit { return true }
    }
    return false
  }

  /// The last cut (a byte count) of at most `room` bytes, if any.
  private static func cut(_ text: Substring, before room: Int) -> Int? {
    bytes(of: text) { bytes in
      var index = min(room, bytes.count - 1) - 1
      while index >= 0 {
        if isCut(bytes, after: index) { return index + 1 }
        index -= 1
      }
      return nil
    }
  }

  /// The first cut of more than `start` bytes, if any.
  private static func cut(_ text: Substring, after start: Int) -> Int? {
    bytes(of: text) { bytes in
      var index = max(0, start - 1)
      while index < bytes.count - 1 {
        if isCut(bytes, after: index) { return index + 1 }
        index += 1
      }
      return nil
    }
  }

  /// A cut after byte `index`: after a space that an ASCII character other than a space
  /// follows, or between two ideographs or kana letters (`isStandaloneIdeograph`) where a line
  /// may break (kinsoku: not before a small kana), so that no Character is cut either (a page
  /// of Chinese has no spaces: one paragraph of it was set whole, its breaker's numbers for
  /// every character at once).
  private static func isCut(_ bytes: UnsafeBufferPointer<UInt8>, after index: Int) -> Bool {
    let next = bytes[index + 1]
    if next < 0x80 {
      return bytes[index] == UInt8(ascii: " ") && next != UInt8(ascii: " ")
    }
    // Only a three- or four-byte sequence starting after `index` and one ending at it.
    guard next >= 0xE0, bytes[index] & 0xC0 == 0x80 else { return false }
    var lead = index
    while lead > 0 && index - lead < 3 && bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
    let before = UTF8Scalar.read(bytes, at: lead)
    guard lead + before.length == index + 1, let first = before.scalar,
      let second = UTF8Scalar.read(bytes, at: index + 1).scalar
    else { return false }
    return Unicode.Scalar.isStandaloneIdeograph(first.value)
      && Unicode.Scalar.isStandaloneIdeograph(second.value) && !CharacterClass.isClosing(second)
  }

  private static func bytes(
    of text: Substring, _ body: (UnsafeBufferPointer<UInt8>) -> Int?
  ) -> Int? {
    if let found = text.utf8.withContiguousStorageIfAvailable(body) { return found }
    return Array(text.utf8).withUnsafeBufferPointer(body)
  }

  private static func piece(of span: Span, _ text: Substring, offset: Int) -> Span {
    var piece = span
    piece.content = .text(String(text))
    piece.offset = offset
    return piece
  }
}
