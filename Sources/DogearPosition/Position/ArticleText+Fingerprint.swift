import FoundationEssentials

/// A few words of the text at a position, to find that text again in an article the sync
/// replaced (a re-extraction, a highlight made on the web), where the position's element may
/// now hold other text (issue 15, "A stale article is refreshed").
extension ArticleText {
  /// Characters a fingerprint holds: enough to be unique in an article, short to store.
  static let fingerprintLength = 48

  /// The text from `point` on, at most `fingerprintLength` characters; nil at the end.
  public func fingerprint(at point: Int) -> String? {
    guard var index = pieceIndex(at: point), point < length else { return nil }
    var text = ""
    var skip = max(0, point - pieces[index].start)
    while index < pieces.count, text.count < Self.fingerprintLength {
      text += pieces[index].text.dropFirst(skip).prefix(Self.fingerprintLength - text.count)
      skip = 0
      index += 1
    }
    return text.isEmpty ? nil : text
  }

  /// True when the text at `point` is `fingerprint`.
  public func holds(_ fingerprint: String, at point: Int) -> Bool {
    self.fingerprint(at: point) == fingerprint
  }

  /// The point where `fingerprint` occurs, the one nearest `near` when it occurs more than
  /// once; nil when the text no longer holds it.
  public func point(ofFingerprint fingerprint: String, near: Int) -> Int? {
    guard !fingerprint.isEmpty else { return nil }
    let whole = pieces.map(\.text).joined()
    var best: Int?
    var from = whole.startIndex
    var counted = whole.startIndex
    var countedPoint = 0
    while let found = whole[from...].firstRange(of: fingerprint) {
      countedPoint += whole.distance(from: counted, to: found.lowerBound)
      counted = found.lowerBound
      if best.map({ abs($0 - near) > abs(countedPoint - near) }) ?? true { best = countedPoint }
      from = whole.index(after: found.lowerBound)
    }
    return best
  }
}
