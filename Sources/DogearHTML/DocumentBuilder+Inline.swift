import DogearCore

/// Inline content: text with whitespace collapsed as a browser does, line breaks, images.
extension DocumentBuilder {
  mutating func emitText(_ bytes: UnsafeBufferPointer<UInt8>, frameIndex: Int) {
    guard !bytes.isEmpty else { return }
    if TextSanitizer.needsSanitizing(bytes, preserving: .document) {
      sanitized.removeAll(keepingCapacity: true)
      TextSanitizer.sanitize(bytes, preserving: .document, into: &sanitized)
      let clean = sanitized
      clean.withUnsafeBufferPointer { emitClean($0, frameIndex: frameIndex) }
    } else {
      emitClean(bytes, frameIndex: frameIndex)
    }
  }

  private mutating func emitClean(_ bytes: UnsafeBufferPointer<UInt8>, frameIndex: Int) {
    let top = collectors[collectors.count - 1]
    let preserves =
      frames[frameIndex].context.runKind == .preformatted && !top.isSpans
      && top.kind != .table && top.kind != .row
    let text: String
    let byteCount: Int
    let count: Int
    var endsWithSpace = false
    if preserves {
      scratch.removeAll(keepingCapacity: true)
      let open = top.run.isOpen
      let ascii = PreformattedText.expand(
        bytes, startColumn: open ? top.run.column : 0, isFirst: !(open && top.run.hasText),
        into: &scratch)
      byteCount = scratch.count
      text = String(decoding: scratch, as: UTF8.self)
      count =
        ascii ? byteCount : scratch.withUnsafeBufferPointer { CharacterCount.of($0, text: text) }
    } else if CollapsedText.isBlank(bytes) {
      // Whitespace alone (half the text nodes of an article: what indents the tags) collapses
      // to one space, or to nothing after a space.
      guard top.run.isOpen, !top.run.afterSpace else { return }
      (text, byteCount, count, endsWithSpace) = (" ", 1, 1, true)
    } else {
      if collapsed.count < bytes.count {
        collapsed = Array(repeating: 0, count: max(bytes.count, collapsed.count * 2, 4096))
      }
      let afterSpace = top.run.isOpen ? top.run.afterSpace : true
      (text, byteCount, count, endsWithSpace) = collapsed.withUnsafeMutableBufferPointer {
        let result = CollapsedText.collapse(
          bytes, afterSpace: afterSpace, writingTo: $0.baseAddress!)
        let written = UnsafeBufferPointer(start: $0.baseAddress, count: result.count)
        let text = String(decoding: written, as: UTF8.self)
        let count = result.ascii ? result.count : CharacterCount.of(written, text: text)
        return (text, result.count, count, result.endsWithSpace)
      }
    }
    guard byteCount > 0 else { return }
    appendText(text, count: count, frameIndex: frameIndex, endsWithSpace: endsWithSpace)
  }

  private mutating func appendText(_ text: String, count: Int, frameIndex: Int, endsWithSpace: Bool)
  {
    let frameID = frames[frameIndex].id
    let offset = emitted - frames[frameIndex].startChar
    let collector = contentCollector()
    openRun(in: collector, context: frames[frameIndex].context)
    let last = collector.run.spans.count - 1
    if collector.run.lastFrameID == frameID, collector.run.lastSpanEnd == offset, last >= 0,
      case .text(var existing) = collector.run.spans[last].content
    {
      // Release the span's copy first, so the append does not copy the whole string.
      collector.run.spans[last].content = .lineBreak
      existing += text
      collector.run.spans[last].content = .text(existing)
    } else {
      let context = frames[frameIndex].context
      collector.run.spans.append(
        Span(
          .text(text), style: context.style, link: context.link, path: frames[frameIndex].path,
          offset: offset))
    }
    emitted += count
    collector.run.lastFrameID = frameID
    collector.run.lastSpanEnd = offset + count
    collector.run.afterSpace = endsWithSpace
    collector.run.trailingSpace = endsWithSpace
    if collector.run.kind == .preformatted {
      collector.run.column = PreformattedText.column(after: text, from: collector.run.column)
    }
    collector.run.hasText = true
  }

  mutating func appendLineBreak(path: ElementPath, context: Context) {
    let collector = contentCollector()
    openRun(in: collector, context: context)
    trimTrailingSpace(of: &collector.run)
    collector.run.spans.append(
      Span(.lineBreak, style: context.style, link: context.link, path: path))
    collector.run.afterSpace = true
    collector.run.lastFrameID = -1
    collector.run.column = 0
  }

  /// A span line (a table cell, a caption) gets a break where a block would have ended.
  mutating func breakLine(in collector: Collector, path: ElementPath) {
    guard collector.run.isOpen, !collector.run.spans.isEmpty else { return }
    trimTrailingSpace(of: &collector.run)
    if let last = collector.run.spans.last, last.content != .lineBreak {
      collector.run.spans.append(Span(.lineBreak, path: path))
    }
    collector.run.afterSpace = true
    collector.run.lastFrameID = -1
  }

  /// An image standing alone in a flow becomes an image block, any other an image span.
  mutating func appendImage(_ reference: ImageReference, standsAlone: Bool, context: Context) {
    let collector = contentCollector()
    if collector.isFlow, collector.run.spans.isEmpty, standsAlone {
      collector.blocks.append(
        Block(.image(reference), path: reference.path, direction: context.direction))
      return
    }
    openRun(in: collector, context: context)
    collector.run.spans.append(
      Span(.image(reference), style: context.style, link: context.link, path: reference.path))
    collector.run.afterSpace = false
    collector.run.trailingSpace = false
    collector.run.lastFrameID = -1
  }

  /// Starts a line in `collector` unless one is open.
  mutating func openRun(in collector: Collector, context: Context) {
    guard !collector.run.isOpen else { return }
    if collector.isSpans {
      collector.run = InlineRun(
        kind: .paragraph, path: collector.path, direction: collector.direction)
    } else {
      collector.run = InlineRun(
        kind: context.runKind, path: context.runPath, direction: context.direction)
    }
  }
}
