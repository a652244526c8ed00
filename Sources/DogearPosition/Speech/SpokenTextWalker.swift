import DogearCore
import DogearLayout

/// Builds a `SpokenText`: walks the blocks in the order `ArticleTextWalker` walks them, so the
/// point it counts is the article text's, and writes what is said for each.
struct SpokenTextWalker {
  let speaksAltText: Bool
  var scalars: [Unicode.Scalar] = []
  var points: [Int32] = []
  var isArticle: [Bool] = []
  /// The article text that is not said (code blocks, tables), in order.
  var skipped: [Range<Int>] = []
  /// The article point of the next text character.
  var point = 0

  init(speaksAltText: Bool) {
    self.speaksAltText = speaksAltText
  }

  mutating func walk(_ blocks: [Block]) {
    for block in blocks { walk(block) }
  }

  private mutating func walk(_ block: Block) {
    switch block.kind {
    case .heading(_, let spans), .paragraph(let spans):
      speak(spans)
    case .preformatted(let spans):
      announce(SpokenText.Announcement.codeBlock)
      let start = point
      skip(spans)
      noteSkipped(from: start)
    case .list(_, _, let items):
      for item in items { walk(item.blocks) }
    case .definitionList(let items):
      for item in items {
        speak(item.term)
        for definition in item.definitions { walk(definition.blocks) }
      }
    case .blockquote(let blocks): walk(blocks)
    case .figure(let content, let caption):
      walk(content)
      speak(caption)
    case .image(let reference): image(reference)
    case .rule: break
    case .table(let table):
      announce(SpokenText.Announcement.table)
      let start = point
      skip(table.caption)
      for row in table.rows { for cell in row.cells { skip(cell.spans) } }
      noteSkipped(from: start)
    case .details(let summary, let body):
      speak(summary)
      walk(body)
    }
  }

  /// A run of spans (a paragraph, a heading, an item's text), then a pause.
  private mutating func speak(_ spans: [Span]) {
    let before = scalars.count
    for span in spans {
      switch span.content {
      case .text(let text): add(text)
      case .lineBreak: separate()
      case .image(let reference): image(reference)
      case .quotationMark: continue
      }
    }
    guard scalars.count > before else { return }
    endRun()
  }

  private mutating func noteSkipped(from start: Int) {
    if point > start { skipped.append(start..<point) }
  }

  /// Counts spans' characters without saying them.
  private mutating func skip(_ spans: [Span]) {
    for span in spans {
      if case .text(let text) = span.content { point += text.count }
    }
  }

  private mutating func add(_ text: String) {
    for character in text {
      // One space between words: a run of them (and one after a pause) says nothing more.
      let repeatsSpace =
        character.isWhitespace && scalars.last.map(\.properties.isWhitespace) ?? true
      if !InvisibleText.isInvisible(character), !repeatsSpace {
        for scalar in character.unicodeScalars { append(scalar, article: true) }
      }
      point += 1
    }
  }

  /// What dogear says itself, read at the current point, and a pause after it.
  private mutating func announce(_ words: String) {
    separate()
    for scalar in words.unicodeScalars { append(scalar, article: false) }
    append(" ", article: false)
  }

  private mutating func image(_ reference: ImageReference) {
    let alt = reference.alt.trimmingWhitespace()
    guard speaksAltText, reference.media == .image, !reference.isDecorative, !alt.isEmpty else {
      return
    }
    announce(SpokenText.Announcement.image(alt))
  }

  /// A full stop after a run that ends without one (espeak pauses at it), then a space.
  private mutating func endRun() {
    var last = scalars.count - 1
    while last >= 0, scalars[last].properties.isWhitespace { last -= 1 }
    if last >= 0, !".!?:;…".unicodeScalars.contains(scalars[last]) {
      append(".", article: false)
    }
    append(" ", article: false)
  }

  /// A space before dogear's own words when text comes right before them.
  private mutating func separate() {
    if let last = scalars.last, !last.properties.isWhitespace { append(" ", article: false) }
  }

  private mutating func append(_ scalar: Unicode.Scalar, article: Bool) {
    scalars.append(scalar)
    points.append(Int32(clamping: point))
    isArticle.append(article)
  }
}
