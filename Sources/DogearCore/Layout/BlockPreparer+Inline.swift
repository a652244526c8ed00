extension BlockPreparer {
  /// Measures a run of spans, numbering links and appending "[n]" after each.
  mutating func inline(_ spans: [Span], style: TextStyle = []) -> InlineText {
    var tokenizer = InlineTokenizer(cellWidth: cellWidth, bytes: takeBytes())
    defer { bytes = tokenizer.bytes }
    var openLink: (number: Int32, pathID: Int32, end: Int32)?
    for span in spans {
      let number = span.link.map { linkNumber($0) } ?? 0
      if let link = openLink, link.number != number, !isLineBreak(span) {
        tokenizer.appendToLastWord(
          "[\(link.number)]", style: .dim, link: link.number, pathID: link.pathID,
          offset: link.end)
        openLink = nil
      }
      let spanStyle = style.union(Self.textStyle(span.style)).union(number > 0 ? .link : [])
      switch span.content {
      case .text(let text):
        let pathID = paths.id(of: span.path)
        let end = tokenizer.add(
          Sanitizer.clean(text), style: spanStyle, link: number, pathID: pathID,
          offset: Int32(span.offset))
        if number > 0 { openLink = (number, pathID, end) }
      case .lineBreak:
        tokenizer.forceLineBreak()
      case .image(let reference):
        let pathID = paths.id(of: reference.path)
        tokenizer.allowBreak()
        let end = tokenizer.add(
          Self.imageText(reference), style: style.union(.dim), link: number, pathID: pathID,
          offset: 0)
        tokenizer.allowBreak()
        if number > 0 { openLink = (number, pathID, end) }
      }
    }
    if let link = openLink {
      tokenizer.appendToLastWord(
        "[\(link.number)]", style: .dim, link: link.number, pathID: link.pathID, offset: link.end)
    }
    return tokenizer.finish()
  }

  /// Measures the spans of a `pre` block, verbatim.
  mutating func verbatim(_ spans: [Span]) -> InlineText {
    var tokenizer = VerbatimTokenizer(cellWidth: cellWidth, bytes: takeBytes())
    defer { bytes = tokenizer.bytes }
    for span in spans {
      let number = span.link.map { linkNumber($0) } ?? 0
      let spanStyle = TextStyle.code.union(Self.textStyle(span.style))
        .union(number > 0 ? .link : [])
      switch span.content {
      case .text(let text):
        tokenizer.add(
          Sanitizer.clean(text), style: spanStyle, link: number, pathID: paths.id(of: span.path),
          offset: Int32(span.offset))
      case .lineBreak:
        tokenizer.add(
          "\n", style: spanStyle, link: 0, pathID: paths.id(of: span.path),
          offset: Int32(span.offset))
      case .image(let reference):
        tokenizer.add(
          Self.imageText(reference), style: .dim, link: number,
          pathID: paths.id(of: reference.path), offset: 0)
      }
    }
    return tokenizer.finish()
  }

  private func isLineBreak(_ span: Span) -> Bool {
    if case .lineBreak = span.content { return true }
    return false
  }

  static func textStyle(_ inline: InlineStyle) -> TextStyle {
    var style: TextStyle = []
    if inline.contains(.emphasis) { style.insert(.italic) }
    if inline.contains(.strong) { style.insert(.bold) }
    if inline.contains(.code) { style.insert(.code) }
    if inline.contains(.link) { style.insert(.link) }
    if inline.contains(.highlight) { style.insert(.highlight) }
    if inline.contains(.underline) { style.insert(.underline) }
    if inline.contains(.strikethrough) { style.insert(.strikethrough) }
    return style
  }
}
