extension BlockPreparer {
  /// `text` with its hyphen points (issue 44): the hyphenator's for each word it may break,
  /// a soft hyphen's where the author wrote one. Without a hyphenator, only a paragraph
  /// holding a soft hyphen is looked at, so preparing costs nothing more.
  func hyphenated(_ text: InlineText) -> InlineText {
    guard hyphenator != nil || containsSoftHyphen(text) else { return text }
    var result = text
    result.hyphens = HyphenationRules.points(
      in: text, bytes: tokenizer.bytes, hyphenator: hyphenator)
    return result
  }

  /// Whether the UTF-8 of U+00AD (C2 AD) is in the text's pieces.
  private func containsSoftHyphen(_ text: InlineText) -> Bool {
    guard let first = text.pieces.first, let last = text.pieces.last else { return false }
    let bytes = tokenizer.bytes
    var index = Int(first.start)
    let end = min(Int(last.end), bytes.count) - 1
    while index < end {
      if bytes[index] == 0xC2 && bytes[index + 1] == 0xAD { return true }
      index += 1
    }
    return false
  }
}
