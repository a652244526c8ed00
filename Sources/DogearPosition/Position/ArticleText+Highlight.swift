import DogearCore
import DogearLayout

/// Ranges of the article text to and from Readeck's highlight boundaries (readeck-api-2.md
/// §1.3). dogear's text and the server's differ in whitespace and in what is shown; inside
/// one element they hold the same key characters (`SourceText.isKey`) in the same order, so
/// a boundary is carried across as "so many key characters into this element".
extension ArticleText {
  /// Why a range cannot become a highlight.
  public enum HighlightRefusal: Error, Equatable, Sendable {
    /// Nothing but spaces selected.
    case blank
    /// The text lies outside any element (the fragment's own loose text).
    case outsideElements
    /// dogear's text and the server's do not line up here.
    case unmatched
    /// What the server itself would answer (§1.2).
    case server(SourceText.Refusal)
    /// A selector longer than the server takes (256 characters).
    case tooDeep
  }

  /// The range `[start, end)` of points as Readeck's boundaries in the form the web writes,
  /// trimmed to its first and last key character, checked as the server checks a new
  /// highlight against `source` (the article as the server holds it, highlights included).
  public func readeckRange(
    from start: Int, to end: Int, in source: SourceText
  ) throws(HighlightRefusal) -> (start: TextPosition, end: TextPosition) {
    guard let first = firstKeyPoint(from: start, before: end),
      let last = lastKeyPoint(before: end, from: first)
    else { throw .blank }
    let (startElement, startKeys) = keys(before: first, inElementOf: first)
    let (endElement, endKeys) = keys(before: last + 1, inElementOf: last)
    guard !startElement.isRoot, !endElement.isRoot else { throw .outsideElements }
    guard
      let startOffset = source.offset(afterKeys: startKeys, in: startElement, isStart: true),
      let endOffset = source.offset(afterKeys: endKeys, in: endElement, isStart: false)
    else { throw .unmatched }
    do {
      let low = try source.resolve(
        TextPosition(selector: TextPosition.selector(of: startElement), offset: startOffset),
        isStart: true)
      let high = try source.resolve(
        TextPosition(selector: TextPosition.selector(of: endElement), offset: endOffset),
        isStart: false)
      _ = try source.nodes(from: low, to: high)
      let bounds = (source.webBoundary(at: low), source.webBoundary(at: high))
      let longest = TextPosition.longestSelector
      guard bounds.0.selector.count <= longest, bounds.1.selector.count <= longest else {
        throw HighlightRefusal.tooDeep
      }
      return bounds
    } catch let refusal as SourceText.Refusal {
      throw .server(refusal)
    } catch let refusal as HighlightRefusal {
      throw refusal
    } catch {
      throw .unmatched
    }
  }

  /// The points a highlight's boundaries cover, `[start, end)`, or nil when they do not
  /// resolve in `source` or land outside dogear's text.
  public func points(
    from start: TextPosition, to end: TextPosition, in source: SourceText
  ) -> Range<Int>? {
    guard let low = try? source.resolve(start, isStart: true),
      let high = try? source.resolve(end, isStart: false)
    else { return nil }
    let lowElement = ArticleText.boundaryElement(of: source.nodes[low.node].parent)
    let highElement = ArticleText.boundaryElement(of: source.nodes[high.node].parent)
    let lowKeys = source.keys(before: source.offset(of: low, in: lowElement), in: lowElement)
    let highKeys = source.keys(before: source.offset(of: high, in: highElement), in: highElement)
    guard let from = point(afterKeys: lowKeys, in: lowElement, isStart: true),
      let to = point(afterKeys: highKeys, in: highElement, isStart: false), from < to
    else { return nil }
    return from..<to
  }

  /// The first point in `[start, end)` whose character is key text.
  func firstKeyPoint(from start: Int, before end: Int) -> Int? {
    var point = max(0, start)
    while point < min(end, length) {
      if Self.isKey(character(at: point)) { return point }
      point += 1
    }
    return nil
  }

  /// The last point in `[start, end)` whose character is key text.
  public func lastKeyPoint(before end: Int, from start: Int) -> Int? {
    var point = min(end, length) - 1
    while point >= start {
      if Self.isKey(character(at: point)) { return point }
      point -= 1
    }
    return nil
  }

  static func isKey(_ character: Character?) -> Bool {
    character?.unicodeScalars.contains(where: SourceText.isKey) ?? false
  }

  /// The character at `point`.
  func character(at point: Int) -> Character? {
    guard let index = pieceIndex(at: point) else { return nil }
    let piece = pieces[index]
    let inside = point - piece.start
    guard inside >= 0, inside < piece.length else { return nil }
    if piece.isASCII {
      let byte = piece.text.utf8[
        piece.text.utf8.index(piece.text.utf8.startIndex, offsetBy: inside)]
      return Character(Unicode.Scalar(byte))
    }
    return piece.text[piece.text.index(piece.text.startIndex, offsetBy: inside)]
  }
}
