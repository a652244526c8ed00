extension BlockPreparer {
  /// `text` with its hyphen points (issue 44): the hyphenator's for each word it may break.
  /// Without a hyphenator nothing is looked at, so preparing costs nothing more. (An author's
  /// soft hyphen needs no point: it already ends a word, `Word.Glue.softHyphen`.)
  func hyphenated(_ text: InlineText) -> InlineText {
    guard let hyphenator else { return text }
    var result = text
    result.hyphens = HyphenationRules.points(
      in: text, bytes: tokenizer.bytes, hyphenator: hyphenator)
    return result
  }
}
