/// Collects laid-out lines and, as it goes, the index from anchors back to lines.
///
/// Blank separators are requested with `separate()` and written lazily, just before the next
/// content line (so never at the start, never two in a row), carrying that line's anchor.
struct LineCollector {
  let paths: PathTable
  /// The prepared article's text bytes, which pieces point into.
  let bytes: [UInt8]
  private(set) var lines: [LayoutLine] = []
  private var entries = AnchorIndex.Entries()
  private var elementLine: [Int32]
  private var pendingElements: [Int32] = []
  private var pendingBlank = false
  private var lastIsBlank = true
  private var linePaths: [Int32] = []
  /// The run being gathered, as bytes copied from `bytes`.
  private var runBytes: [UInt8] = []
  private var runStyle: TextStyle = []
  private var runLink: Int32 = 0

  init(paths: PathTable, bytes: [UInt8]) {
    self.paths = paths
    self.bytes = bytes
    self.elementLine = Array(repeating: -1, count: paths.count)
  }

  /// Asks for one blank line before the next content line.
  mutating func separate() { pendingBlank = true }

  /// Remembers that the next content line is the first of element `pathID`.
  mutating func enter(_ pathID: Int32) { pendingElements.append(pathID) }

  /// Appends a content line: `prefix` (decoration), then `pieces`, each piece's style joined
  /// with `extraStyle`. A line without source text takes `fallback` as its anchor.
  mutating func emit(
    prefix: [StyledRun], pieces: ArraySlice<Piece>, extraStyle: TextStyle,
    fallback: (pathID: Int32, offset: Int32), image: ImageReference? = nil
  ) {
    var runs = prefix
    var anchorPiece: (pathID: Int32, offset: Int32)?
    linePaths.removeAll(keepingCapacity: true)
    let lineNumber = Int32(lines.count + (pendingBlank && !lastIsBlank ? 1 : 0))
    for piece in pieces {
      if piece.pathID >= 0 && (anchorPiece == nil || !piece.isDecoration) {
        if anchorPiece == nil { anchorPiece = (piece.pathID, piece.offset) }
        if !linePaths.contains(piece.pathID) {
          linePaths.append(piece.pathID)
          entries.append(pathID: piece.pathID, offset: piece.offset, line: lineNumber)
        }
      }
      guard !piece.isEmpty else { continue }
      let style = piece.style.union(extraStyle)
      if !runBytes.isEmpty && (style != runStyle || piece.link != runLink) {
        flushRun(into: &runs)
      }
      runStyle = style
      runLink = piece.link
      runBytes.append(contentsOf: bytes[Int(piece.start)..<Int(piece.end)])
    }
    flushRun(into: &runs)
    // A content line always has a run, even an empty one: no runs marks a blank separator.
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
    for element in pendingElements where elementLine[Int(element)] < 0 {
      elementLine[Int(element)] = lineNumber
    }
    pendingElements.removeAll(keepingCapacity: true)
    lines.append(LayoutLine(runs: runs, anchor: anchor, image: image))
  }

  private mutating func flushRun(into runs: inout [StyledRun]) {
    guard !runBytes.isEmpty else { return }
    let text = String(decoding: runBytes, as: UTF8.self)
    runs.append(StyledRun(text, style: runStyle, link: runLink > 0 ? Int(runLink) : nil))
    runBytes.removeAll(keepingCapacity: true)
  }

  func finish() -> (lines: [LayoutLine], index: AnchorIndex) {
    (lines, AnchorIndex(paths: paths, entries: entries, elementLine: elementLine))
  }
}
