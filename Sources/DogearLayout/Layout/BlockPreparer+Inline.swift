import DogearCore

extension BlockPreparer {
  /// Measures a run of spans, numbering links and appending "[n]" after each (unless the
  /// link's own text is a bracketed label, `OpenLink.isCitation`), showing superscripts and
  /// subscripts as `ScriptRun` says and marking struck text (`StruckRun`).
  mutating func inline(_ spans: [Span], style: TextStyle = []) -> InlineText {
    var openLink: OpenLink?
    var scripts = ScriptRun.runs(in: spans)[...]
    var script: ScriptRun?
    var struck = marksStruckText ? StruckRun.runs(in: spans)[...] : []
    var struckEnd: Int?
    // Indices rather than `for in`: a span is read in place, never copied whole.
    for index in spans.indices {
      if let run = script, run.range.upperBound == index {
        tokenizer.closeScript(mark: run.suffix)
        script = nil
      }
      let number = spans[index].link.map { linkNumber($0) } ?? 0
      if let link = openLink, link.number != number, !isLineBreak(spans, at: index) {
        close(link)
        openLink = nil
      }
      if struckEnd == index {
        tokenizer.closeScript(mark: StruckRun.mark)
        struckEnd = nil
      }
      if let run = struck.first, run.lowerBound == index {
        struckEnd = struck.popFirst()?.upperBound
        tokenizer.openScript(mark: StruckRun.mark)
      }
      if let run = scripts.first, run.range.lowerBound == index {
        script = scripts.popFirst()
        tokenizer.openScript(mark: run.prefix)
      }
      if let end = add(spans, at: index, style: style, link: number, script: script),
        number > 0
      {
        var link = openLink?.number == number ? openLink : nil
        link = link ?? OpenLink(number: number)
        link?.extend(spans[index].content, pathID: end.pathID, end: end.offset)
        openLink = link
      }
    }
    if let run = script { tokenizer.closeScript(mark: run.suffix) }
    if let link = openLink { close(link) }
    if struckEnd != nil { tokenizer.closeScript(mark: StruckRun.mark) }
    return tokenizer.finish()
  }

  /// Writes a finished link's "[n]" after its text, when numbers are written and the text
  /// is not a number of its own.
  private mutating func close(_ link: OpenLink) {
    guard numbersInText, !link.isCitation else { return }
    tokenizer.appendToLastWord(
      "[\(link.number)]", style: .dim, link: link.number, pathID: link.pathID, offset: link.end)
  }

  /// Adds the content of span `index`; returns where its text ends (for a link number), nil
  /// for a line break. The span is read in place: copying one whole costs more than its text.
  private mutating func add(
    _ spans: [Span], at index: Int, style: TextStyle, link: Int32, script: ScriptRun?
  ) -> (pathID: Int32, offset: Int32)? {
    switch spans[index].content {
    case .text(let text):
      let pathID = paths.id(of: spans[index].path)
      let cleaned = text
      let spanStyle = style.union(Self.textStyle(spans[index].style)).union(
        link > 0 ? .link : [])
      let end = tokenizer.add(
        script?.display(cleaned) ?? cleaned, style: spanStyle, link: link, pathID: pathID,
        offset: Int32(spans[index].offset))
      return (pathID, end)
    case .lineBreak:
      let pathID = paths.id(of: spans[index].path)
      tokenizer.forceLineBreak(pathID: pathID)
      return nil
    case .image(let reference):
      let pathID = paths.id(of: reference.path)
      tokenizer.allowBreak()
      let end = tokenizer.add(
        Self.imageText(reference, linked: link > 0), style: style.union(.dim), link: link,
        pathID: pathID, offset: 0)
      tokenizer.allowBreak()
      return (pathID, end)
    case .quotationMark(let mark, let opening):
      // Sticks to the word after it (opening) or before it (closing), with no source
      // position; a quotation with no text loses both marks.
      if opening {
        tokenizer.openScript(mark: mark, style: style)
      } else {
        tokenizer.closeScript(mark: mark, style: style)
      }
      return nil
    }
  }

  /// Measures the spans of a `pre` block, verbatim.
  mutating func verbatim(_ spans: [Span]) -> InlineText {
    var code = VerbatimTokenizer(cellWidth: cellWidth, bytes: takeBytes())
    defer { tokenizer.bytes = code.bytes }
    for span in spans {
      let number = span.link.map { linkNumber($0) } ?? 0
      let spanStyle = TextStyle.code.union(Self.textStyle(span.style))
        .union(number > 0 ? .link : [])
      switch span.content {
      case .text(let text):
        code.add(
          text, style: spanStyle, link: number, pathID: paths.id(of: span.path),
          offset: Int32(span.offset))
      case .lineBreak:
        code.add(
          "\n", style: spanStyle, link: 0, pathID: paths.id(of: span.path),
          offset: Int32(span.offset))
      case .image(let reference):
        code.add(
          Self.imageText(reference, linked: number > 0), style: .dim, link: number,
          pathID: paths.id(of: reference.path), offset: 0)
      case .quotationMark: continue
      }
    }
    return code.finish()
  }

  private func isLineBreak(_ spans: [Span], at index: Int) -> Bool {
    if case .lineBreak = spans[index].content { return true }
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
