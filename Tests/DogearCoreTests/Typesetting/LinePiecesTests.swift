import DogearTestSupport
import Testing

@testable import DogearCore
@testable import DogearLayout

/// The two ways of writing a set line's pieces (issue 44): the layout's (`LinePieces.write`,
/// room reserved once a word, a widened gap one piece of two spaces) must draw exactly what
/// the simple one (`simpleWrite`, piece by piece) draws, as `LineCollector.emit` reads it.
@Suite("Line pieces")
struct LinePiecesTests {
  /// What `emit` makes of a line's pieces: its runs' bytes by style and link, its anchor and
  /// the elements' offsets it indexes, and its columns.
  struct Drawn: Equatable {
    var runs: [[UInt8]] = []
    var styles: [TextStyle] = []
    var links: [Int32] = []
    var anchors: [[Int32]] = []
    /// Each run's columns.
    var runColumns: [Int32] = []
    /// The elements' Characters on the line, as (element, first, end) spans, a span that goes
    /// on from the one before joined to it (what a joined piece's counts must keep).
    var spans: [[Int32]] = []
    var columns = 0

    init(_ pieces: UnsafeBufferPointer<Piece>, bytes: [UInt8]) {
      for piece in pieces where !piece.isEmpty {
        if runs.isEmpty || styles.last != piece.style || links.last != piece.link {
          runs.append([])
          styles.append(piece.style)
          links.append(piece.link)
          runColumns.append(0)
        }
        runs[runs.count - 1] += bytes[Int(piece.start)..<Int(piece.end)]
        runColumns[runColumns.count - 1] += piece.width
      }
      for piece in pieces where piece.pathID >= 0 && piece.characters > 0 {
        if let last = spans.last, last[0] == piece.pathID, last[2] == piece.offset {
          spans[spans.count - 1][2] += piece.characters
        } else {
          spans.append([piece.pathID, piece.offset, piece.offset + piece.characters])
        }
      }
      // As `LineCollector.indexAnchors`: the line's first piece from an element, then where
      // each element's text begins on the line.
      var indexed: Set<Int32> = []
      var lastPath: Int32 = -1
      for piece in pieces where piece.pathID >= 0 && (anchors.isEmpty || !piece.isDecoration) {
        if anchors.isEmpty { anchors.append([piece.pathID, piece.offset]) }
        if piece.pathID != lastPath && !indexed.contains(piece.pathID) {
          indexed.insert(piece.pathID)
          anchors.append([piece.pathID, piece.offset])
        }
        lastPath = piece.pathID
      }
      columns = pieces.reduce(0) { $0 + Int($1.width) }
    }
  }

  @Test("Both ways draw seeded lines of every corpus paragraph alike, justified or not")
  func corpusLinesDrawAlike() {
    var generator = SeededGenerator(seed: 4_444)
    var compared = 0
    var widened = 0
    var joinedAround = 0
    let (fast, simple) = (PieceBuffer(capacity: 1), PieceBuffer(capacity: 1))
    for article in TypesettingCorpus.articles {
      let bytes = article.prepared.bytes
      for text in article.prepared.paragraphSegments() {
        var atoms: [ParagraphAtom] = []
        var nextPoint = 0
        ParagraphAtom.atoms(
          of: text, words: 0..<text.words.count, hyphenate: true, nextPoint: &nextPoint,
          into: &atoms)
        guard !atoms.isEmpty else { continue }
        joinedAround += atoms.filter(\.joinsAround).count
        for _ in 0..<8 {
          let start = Int(generator.next() % UInt64(atoms.count))
          let end = min(atoms.count, start + 1 + Int(generator.next() % 25))
          let gaps = atoms[(start + 1)..<end].filter(\.stretches).count
          let spread = LineSpread(
            extra: gaps == 0 ? 0 : Int(generator.next() % UInt64(gaps + 1)), gaps: gaps,
            mirrored: generator.next() % 2 == 0)
          let line = LinePieces.Line(
            atoms: start..<end, hyphenated: end < atoms.count && atoms[end].afterHyphen,
            spread: spread)
          let (found, expected) = text.withPointers { pointers in
            atoms.withUnsafeBufferPointer { atoms in
              bytes.withUnsafeBufferPointer { bytes in
                let source = LinePieces.Source(atoms: atoms, text: pointers, bytes: bytes)
                LinePieces.write(line, of: source, into: fast)
                LinePieces.simpleWrite(line, of: source, into: simple)
                return (
                  Drawn(fast.pieces, bytes: article.prepared.bytes),
                  Drawn(simple.pieces, bytes: article.prepared.bytes)
                )
              }
            }
          }
          if found != expected {
            Issue.record("\(article.name), atoms \(start)..<\(end): \(found), expected \(expected)")
          }
          compared += 1
          if !spread.isEmpty { widened += 1 }
        }
      }
    }
    // Most words take `write`'s shortest way (`ParagraphAtom.joinsAround`).
    #expect(
      TypesettingCorpus.articles.isEmpty
        || (compared > 5_000 && widened > 1_000 && joinedAround > 50_000))
  }
}
