import DogearCore

/// The text of a parsed document as a reader sees it: spans joined, blocks and line breaks
/// as single spaces.
enum VisibleWords {
  static func text(of document: Document) -> String {
    var pieces: [String] = []
    DocumentWalk.forEach(in: document, block: { _ in }, spans: { pieces.append(line($0)) })
    return pieces.filter { !$0.isEmpty }.joined(separator: " ")
  }

  static func line(_ spans: [Span]) -> String {
    var text = ""
    for span in spans {
      switch span.content {
      case .text(let value): text += value
      case .lineBreak: text += " "
      case .image, .quotationMark: break
      }
    }
    return text
  }
}

/// Checks for what must never reach a terminal.
enum HostileText {
  /// C0 (but `\n`), DEL, C1, and the bidi controls.
  static func containsControls(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
      let value = scalar.value
      // Direction marks and bidi controls stay in the document, as in the server's text
      // (issue 37); the screen never draws them (`Screen.put`).
      return (value < 0x20 && value != 0x0A) || (0x7F...0x9F).contains(value)
    }
  }

  /// Every href, src, alt and title in the document.
  static func attributes(of document: Document) -> [String] {
    var values: [String] = []
    func add(_ spans: [Span]) {
      for span in spans {
        if let link = span.link { values.append(link) }
        if case .image(let image) = span.content { add(image) }
      }
    }
    func add(_ image: ImageReference) {
      values += [image.source, image.alt] + (image.title.map { [$0] } ?? [])
    }
    DocumentWalk.forEach(
      in: document,
      block: { block in
        if case .image(let image) = block.kind { add(image) }
      }, spans: add)
    return values
  }
}
