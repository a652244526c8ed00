/// Word and sentence ends in the article text, for a selection's moves. A word is what the
/// reading time counts (`wordStarts`); a word ends at the first space after its start or where
/// the next word starts (between two blocks there is no space).
extension ArticleText {
  /// The first word starting at or after `point`, or nil past the last one.
  public func wordIndex(atOrAfter point: Int) -> Int? {
    let index = wordsBefore(point)
    return index < wordStarts.count ? index : nil
  }

  public func wordStart(_ index: Int) -> Int { Int(wordStarts[index]) }

  /// The point just after word `index`'s last character.
  public func wordEnd(_ index: Int) -> Int {
    let limit = index + 1 < wordStarts.count ? Int(wordStarts[index + 1]) : length
    var point = Int(wordStarts[index])
    forEachCharacter(from: point, to: limit) { character in
      guard Self.isKey(character) else { return false }
      point += 1
      return true
    }
    return max(point, Int(wordStarts[index]) + 1)
  }

  /// The end of the first word ending after `point`.
  public func nextWordEnd(after point: Int) -> Int {
    guard var index = wordIndex(atOrAfter: max(0, point - 1)) else { return length }
    while index < wordStarts.count, wordEnd(index) <= point { index += 1 }
    return index < wordStarts.count ? wordEnd(index) : length
  }

  /// True when word `index` ends a sentence: its last character is a full stop, question or
  /// exclamation mark (a closing quote or bracket may follow), or the next word starts in
  /// another block (no space between them).
  public func endsSentence(_ index: Int) -> Bool {
    let end = wordEnd(index)
    if index + 1 < wordStarts.count, Int(wordStarts[index + 1]) == end,
      character(at: end - 1).map(Self.isKey) == true,
      !Self.isIdeographic(character(at: end))
    {
      return true
    }
    var point = end - 1
    while point > wordStarts[index], let last = character(at: point), "\"'”’»)]".contains(last) {
      point -= 1
    }
    return character(at: point).map { ".!?…。！？".contains($0) } ?? false
  }

  static func isIdeographic(_ character: Character?) -> Bool {
    guard let scalar = character?.unicodeScalars.first else { return false }
    return (0x3040...0x9FFF).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value)
  }

  /// Calls `body` with each character of `[start, end)` in order until it returns false.
  func forEachCharacter(from start: Int, to end: Int, _ body: (Character) -> Bool) {
    guard start < end, var index = pieceIndex(at: start) else { return }
    var point = start
    while index < pieces.count, point < end {
      let piece = pieces[index]
      let inside = point - piece.start
      if inside >= 0, inside < piece.length {
        for character in piece.text.dropFirst(inside) {
          if point >= end || !body(character) { return }
          point += 1
        }
      }
      point = max(point, piece.start + piece.length)
      index += 1
    }
  }
}
