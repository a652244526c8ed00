import DogearCore

/// Collects laid-out lines and, as it goes, the index from anchors back to lines.
///
/// Blank separators are requested with `separate()` and written lazily, just before the next
/// content line (so never at the start, never two in a row), carrying that line's anchor.
///
/// A resize re-wraps every line, so `emit` is the layout's innermost loop: it reads pieces
/// through pointers (no array slices, no reference counting per piece) and builds each run's
/// String straight from the article's bytes, in an array allocated once at its final size.
struct LineCollector {
  let paths: PathTable
  /// The prepared article's text bytes, which pieces point into; valid while the layout runs
  /// (`ArticleLayout(prepared:width:)` lends them for exactly that long).
  let bytes: UnsafeBufferPointer<UInt8>
  private(set) var lines: [LayoutLine] = []
  private var entries = AnchorIndex.Entries()
  private var elementLine: [Int32]
  private var pendingElements: [Int32] = []
  private var pendingBlank = false
  private var lastIsBlank = true
  /// For each element, the last line an entry was indexed for: one entry per element a line.
  private var indexedLine: [Int32]
  /// The picture for the next content line (the first line of an image block). Kept here,
  /// not passed along with every line, so that text lines never copy an optional picture.
  private var pendingImage: ImageReference?
  private var hasPendingImage = false
  /// Set on the content lines emitted while it is not 0: the rows of a grid wider than the
  /// layout (`LayoutLine.gridWidth`).
  var gridWidth: Int32 = 0
  /// When set, the lines go here as plain UTF-8 instead, each ending in a line feed (a blank
  /// separator is a line feed alone): what `dogear dump` prints, without runs, anchors or an
  /// index to build and free. `lines` stays empty.
  private(set) var text: [UInt8]?

  init(paths: PathTable, bytes: UnsafeBufferPointer<UInt8>, plainText: Bool = false) {
    self.paths = paths
    self.bytes = bytes
    self.elementLine = Array(repeating: -1, count: plainText ? 0 : paths.count)
    self.indexedLine = Array(repeating: -1, count: plainText ? 0 : paths.count)
    if plainText { text = [] }
  }

  /// Asks for one blank line before the next content line.
  mutating func separate() { pendingBlank = true }

  /// Sets `image` on the next content line, if one comes before `dropImage()`.
  mutating func attachImage(_ image: ImageReference) {
    pendingImage = image
    hasPendingImage = true
  }

  mutating func dropImage() {
    pendingImage = nil
    hasPendingImage = false
  }

  /// Remembers that the next content line is the first of element `pathID`.
  mutating func enter(_ pathID: Int32) { pendingElements.append(pathID) }

  /// Appends a content line: `prefix` (decoration), then `pieces`, each piece's style joined
  /// with `extraStyle`; consecutive non-empty pieces of one style and link make one run. A
  /// line without source text takes `fallback` as its anchor.
  mutating func emit(
    prefix: [StyledRun], pieces: UnsafeBufferPointer<Piece>, extraStyle: TextStyle,
    fallback: (pathID: Int32, offset: Int32)
  ) {
    if text != nil { return emitText(prefix: prefix, pieces: pieces) }
    let lineNumber = Int32(lines.count + (pendingBlank && !lastIsBlank ? 1 : 0))
    let anchorPiece = indexAnchors(of: pieces, line: lineNumber)
    let pieceRuns = Self.runCount(pieces, extraStyle: extraStyle)
    var runs: [StyledRun] = []
    // A content line always has a run, even an empty one: no runs marks a blank separator.
    runs.reserveCapacity(prefix.count + max(pieceRuns, prefix.isEmpty ? 1 : 0))
    runs.append(contentsOf: prefix)
    appendRuns(of: pieces, extraStyle: extraStyle, to: &runs)
    if runs.isEmpty {
      runs.append(StyledRun("", style: (pieces.first?.style ?? []).union(extraStyle)))
    }
    let source = anchorPiece ?? fallback
    if anchorPiece == nil {
      entries.append(pathID: source.pathID, offset: source.offset, line: lineNumber)
    }
    let anchor = Anchor(path: paths.path(source.pathID), offset: Int(source.offset))
    if pendingBlank && !lastIsBlank {
      lines.append(LayoutLine(runs: [], anchor: anchor))
    }
    pendingBlank = false
    lastIsBlank = false
    if !pendingElements.isEmpty {
      for element in pendingElements where elementLine[Int(element)] < 0 {
        elementLine[Int(element)] = lineNumber
      }
      pendingElements.removeAll(keepingCapacity: true)
    }
    if hasPendingImage {
      lines.append(
        LayoutLine(runs: runs, anchor: anchor, image: pendingImage, gridWidth: gridWidth))
      dropImage()
    } else {
      lines.append(LayoutLine(runs: runs, anchor: anchor, gridWidth: gridWidth))
    }
  }

  /// `emit` for plain text: the line's runs would hold the prefix's text, then the bytes of
  /// the pieces that are not empty, in order.
  private mutating func emitText(prefix: [StyledRun], pieces: UnsafeBufferPointer<Piece>) {
    if pendingBlank && !lastIsBlank { text?.append(0x0A) }
    pendingBlank = false
    lastIsBlank = false
    pendingElements.removeAll(keepingCapacity: true)
    dropImage()
    for run in prefix { text?.append(contentsOf: run.text.utf8) }
    Self.forEachStretch(of: pieces) {
      text?.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[$0]))
    }
    text?.append(0x0A)
  }

  /// The byte ranges of the pieces that are not empty, in order, pieces that follow each
  /// other in the bytes (a word and the space after it) joined into one range.
  private static func forEachStretch(
    of pieces: UnsafeBufferPointer<Piece>, _ body: (Range<Int>) -> Void
  ) {
    var stretch = 0..<0
    for piece in pieces where !piece.isEmpty {
      if Int(piece.start) == stretch.upperBound {
        stretch = stretch.lowerBound..<Int(piece.end)
        continue
      }
      if !stretch.isEmpty { body(stretch) }
      stretch = Int(piece.start)..<Int(piece.end)
    }
    if !stretch.isEmpty { body(stretch) }
  }

  /// Indexes where each element's text on the line begins; returns the line's anchor: its
  /// first piece from an element (decoration such as a link number only when nothing else
  /// comes first).
  private mutating func indexAnchors(
    of pieces: UnsafeBufferPointer<Piece>, line: Int32
  ) -> (pathID: Int32, offset: Int32)? {
    var anchorPiece: (pathID: Int32, offset: Int32)?
    var lastPath: Int32 = -1
    for piece in pieces
    where piece.pathID >= 0 && (anchorPiece == nil || !piece.isDecoration) {
      if anchorPiece == nil { anchorPiece = (piece.pathID, piece.offset) }
      // Most pieces of a line come from the element of the piece before.
      if piece.pathID != lastPath && indexedLine[Int(piece.pathID)] != line {
        indexedLine[Int(piece.pathID)] = line
        entries.append(pathID: piece.pathID, offset: piece.offset, line: line)
      }
      lastPath = piece.pathID
    }
    return anchorPiece
  }

  /// How many runs `pieces` make.
  private static func runCount(_ pieces: UnsafeBufferPointer<Piece>, extraStyle: TextStyle) -> Int {
    var count = 0
    var style: TextStyle = []
    var link: Int32 = 0
    for piece in pieces where !piece.isEmpty {
      let pieceStyle = piece.style.union(extraStyle)
      if count == 0 || pieceStyle != style || piece.link != link { count += 1 }
      style = pieceStyle
      link = piece.link
    }
    return count
  }

  /// Appends the runs of `pieces`, each one String made once from the bytes of its pieces.
  private func appendRuns(
    of pieces: UnsafeBufferPointer<Piece>, extraStyle: TextStyle, to runs: inout [StyledRun]
  ) {
    var index = 0
    while index < pieces.count {
      guard !pieces[index].isEmpty else {
        index += 1
        continue
      }
      let first = index
      let style = pieces[index].style.union(extraStyle)
      let link = pieces[index].link
      var size = 0
      while index < pieces.count {
        let piece = pieces[index]
        if !piece.isEmpty {
          guard piece.style.union(extraStyle) == style && piece.link == link else { break }
          size += Int(piece.end - piece.start)
        }
        index += 1
      }
      let text = string(of: UnsafeBufferPointer(rebasing: pieces[first..<index]), size: size)
      runs.append(StyledRun(text, style: style, link: link > 0 ? Int(link) : nil))
    }
  }

  /// The text of `pieces` (`size` bytes in all), copied once from the article's bytes: pieces
  /// that follow each other in the bytes (a word and the space after it) in one copy.
  private func string(of pieces: UnsafeBufferPointer<Piece>, size: Int) -> String {
    String(unsafeUninitializedCapacity: size) { target in
      var filled = 0
      Self.forEachStretch(of: pieces) { filled += copy($0, to: target, at: filled) }
      return filled
    }
  }

  /// Copies `range` of the article's bytes into `target` at `position`; returns the count.
  private func copy(
    _ range: Range<Int>, to target: UnsafeMutableBufferPointer<UInt8>, at position: Int
  )
    -> Int
  {
    guard !range.isEmpty, let source = bytes.baseAddress, let destination = target.baseAddress
    else { return 0 }
    (destination + position).initialize(from: source + range.lowerBound, count: range.count)
    return range.count
  }

  func finish() -> (lines: [LayoutLine], index: AnchorIndex) {
    (lines, AnchorIndex(paths: paths, entries: entries, elementLine: elementLine))
  }
}
