import DogearCore

/// `q`: its quotation marks are text the reader adds (`Span.Content.quotationMark`), not text
/// of the page, so every offset, anchor and highlight counts the page's Characters only, as
/// the web reader does (CSS draws a `q`'s marks, the DOM holds none). The collapsed text
/// around them is left exactly as it was without them.
extension DocumentBuilder {
  /// Opens a `q` whose context (`language`, `quoteDepth`) is the quotation's own.
  mutating func openQuotation(path: ElementPath, context: Context, sharesStart: Bool) {
    var inner = context
    inner.quoteDepth += 1
    push(role: .quotation, path: path, context: inner, sharesStart: sharesStart)
    let marks = QuotationMarks.marks(language: context.language, depth: context.quoteDepth)
    appendMark(marks.open, opening: true, path: path, context: context, offset: 0)
  }

  /// The closing mark of the `q` of `frame`.
  mutating func closeQuotation(_ frame: Frame) {
    var outer = frame.context
    outer.quoteDepth -= 1
    let marks = QuotationMarks.marks(language: outer.language, depth: outer.quoteDepth)
    appendMark(
      marks.close, opening: false, path: frame.path, context: outer,
      offset: emitted - frame.startChar)
  }

  /// A span of added text that counts no Character: the run's whitespace state is kept, so
  /// that the page's own text collapses as it would without it.
  private mutating func appendMark(
    _ mark: String, opening: Bool, path: ElementPath, context: Context, offset: Int
  ) {
    let collector = contentCollector()
    openRun(in: collector, context: context)
    collector.run.spans.append(
      Span(
        .quotationMark(mark, opening: opening), style: context.style, link: context.link,
        path: path, offset: offset))
    collector.run.lastFrameID = -1
  }
}
