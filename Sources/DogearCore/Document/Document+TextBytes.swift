extension Document {
  /// Every text of the document as UTF-8, a space between runs and spans kept together as
  /// the layout joins them (a word split by `<em>` is one word here too); nil once it would
  /// pass `limit` bytes. What a hyphenator made for this article's words reads
  /// (`Hyphenation.hyphenator(forLanguage:articleText:)`).
  public func textBytes(upTo limit: Int) -> [UInt8]? {
    var bytes: [UInt8] = []
    var over = false
    Block.forEachTextRun(in: blocks) { run in
      guard !over else { return }
      for span in run.spans {
        switch span.content {
        case .text(let words): bytes += words.utf8
        case .lineBreak: bytes.append(0x20)
        case .image, .quotationMark: break
        }
      }
      bytes.append(0x20)
      over = bytes.count > limit
    }
    return over ? nil : bytes
  }
}
