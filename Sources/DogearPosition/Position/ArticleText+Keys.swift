import DogearCore
import DogearLayout

/// Key characters (`SourceText.isKey`) counted inside one element of dogear's text: the
/// measure a highlight boundary keeps between dogear's text and the server's.
extension ArticleText {
  /// The element holding the character at `holder` (less a highlight's wrapper), and the
  /// key scalars of that element's text before `point`.
  func keys(before point: Int, inElementOf holder: Int) -> (ElementPath, Int) {
    guard let index = pieceIndex(at: holder) else { return (.root, 0) }
    let element = Self.boundaryElement(of: pieces[index].path)
    var keys = 0
    for piece in pieces[firstPiece(within: element, endingAt: index)...index] {
      let inside = min(max(0, point - piece.start), piece.length)
      if piece.isASCII {
        keys += piece.text.utf8.prefix(inside).filter { $0 > 0x20 && $0 != 0x7F }.count
      } else {
        for character in piece.text.prefix(inside) {
          keys += character.unicodeScalars.filter(SourceText.isKey).count
        }
      }
    }
    return (element, keys)
  }

  /// The point just before the character holding key scalar `keys` (counted from 0) of
  /// `element`'s text for a start; just after the one holding key scalar `keys - 1` for an
  /// end. nil when the element has no such character.
  func point(afterKeys keys: Int, in element: ElementPath, isStart: Bool) -> Int? {
    guard let first = pieces.firstIndex(where: { Self.path($0.path, isWithin: element) })
    else { return nil }
    var seen = 0
    for piece in pieces[first...] {
      guard Self.path(piece.path, isWithin: element) else { break }
      var point = piece.start
      for character in piece.text {
        let count = character.unicodeScalars.filter(SourceText.isKey).count
        if isStart, count > 0, seen + count > keys { return point }
        seen += count
        point += 1
        if !isStart, count > 0, seen >= keys { return point }
      }
    }
    return nil
  }

  /// The first of the pieces before `index` (and including it) that lie in `element`
  /// without a break.
  func firstPiece(within element: ElementPath, endingAt index: Int) -> Int {
    var first = index
    while first > 0, Self.path(pieces[first - 1].path, isWithin: element) { first -= 1 }
    return first
  }
}

extension ArticleText {
  /// The text of points `[start, end)`, the pieces joined as they are (no separators
  /// between blocks).
  public func characters(from start: Int, to end: Int) -> String {
    guard let first = pieceIndex(at: start), start < end else { return "" }
    var result = ""
    for piece in pieces[first...] {
      if piece.start >= end { break }
      let low = max(0, start - piece.start)
      let high = min(piece.length, end - piece.start)
      if low < high { result += piece.text.dropFirst(low).prefix(high - low) }
    }
    return result
  }
}

extension ArticleText {
  /// The text of points `[start, end)` to copy: the article's own characters (no link
  /// numbers, markers or hyphens of the layout), a blank line between paragraphs.
  public func copyText(from start: Int, to end: Int) -> String {
    guard let first = pieceIndex(at: start), start < end else { return "" }
    var result = ""
    var lastRun: Int?
    for piece in pieces[first...] {
      if piece.start >= end { break }
      let low = max(0, start - piece.start)
      let high = min(piece.length, end - piece.start)
      guard low < high else { continue }
      if let lastRun, lastRun != piece.run { result += "\n\n" }
      result += piece.text.dropFirst(low).prefix(high - low)
      lastRun = piece.run
    }
    return InvisibleText.removed(from: result)
  }

  /// The points of the paragraph (heading, item, cell) holding `point`.
  public func paragraph(holding point: Int) -> Range<Int> {
    guard let index = pieceIndex(at: point) else { return 0..<0 }
    let run = pieces[index].run
    var first = index
    while first > 0, pieces[first - 1].run == run { first -= 1 }
    var last = index
    while last + 1 < pieces.count, pieces[last + 1].run == run { last += 1 }
    return pieces[first].start..<(pieces[last].start + pieces[last].length)
  }
}
