extension BlockPreparer {
  /// Measures a run of spans, numbering links and appending "[n]" after each, and showing
  /// superscripts and subscripts as `ScriptRun` says.
  mutating func inline(_ spans: [Span], style: TextStyle = []) -> InlineText {
    var tokenizer = makeTokenizer()
    defer { keepBuffers(of: &tokenizer) }
    var openLink: (number: Int32, pathID: Int32, end: Int32)?
    var scripts = ScriptRun.runs(in: spans)[...]
    var script: ScriptRun?
    // Indices rather than `for in`: a span is read in place, never copied whole.
    for index in spans.indices {
      if let run = script, run.range.upperBound == index {
        tokenizer.closeScript(mark: run.suffix)
        script = nil
      }
      let number = spans[index].link.map { linkNumber($0) } ?? 0
      if let link = openLink, link.number != number, !isLineBreak(spans[index]) {
        tokenizer.appendToLastWord(
          "[\(link.number)]", style: .dim, link: link.number, pathID: link.pathID,
          offset: link.end)
        openLink = nil
      }
      if let run = scripts.first, run.range.lowerBound == index {
        script = scripts.popFirst()
        tokenizer.openScript(mark: run.prefix)
      }
      if let end = add(spans[index], to: &tokenizer, style: style, link: number, script: script),
        number > 0
      {
        openLink = (number, end.pathID, end.offset)
      }
    }
    if let run = script { tokenizer.closeScript(mark: run.suffix) }
    if let link = openLink {
      tokenizer.appendToLastWord(
        "[\(link.number)]", style: .dim, link: link.number, pathID: link.pathID, offset: link.end)
    }
    return tokenizer.finish()
  }

  /// Adds one span's content; returns where its text ends (for a link number), nil for a
  /// line break.
  private mutating func add(
    _ span: Span, to tokenizer: inout InlineTokenizer, style: TextStyle, link: Int32,
    script: ScriptRun?
  ) -> (pathID: Int32, offset: Int32)? {
    switch span.content {
    case .text(let text):
      let pathID = paths.id(of: span.path)
      let cleaned = Sanitizer.clean(text)
      let spanStyle = style.union(Self.textStyle(span.style)).union(link > 0 ? .link : [])
      let end = tokenizer.add(
        script?.display(cleaned) ?? cleaned, style: spanStyle, link: link, pathID: pathID,
        offset: Int32(span.offset))
      return (pathID, end)
    case .lineBreak:
      tokenizer.forceLineBreak(pathID: paths.id(of: span.path))
      return nil
    case .image(let reference):
      let pathID = paths.id(of: reference.path)
      tokenizer.allowBreak()
      let end = tokenizer.add(
        Self.imageText(reference), style: style.union(.dim), link: link,
        pathID: pathID, offset: 0)
      tokenizer.allowBreak()
      return (pathID, end)
    }
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
