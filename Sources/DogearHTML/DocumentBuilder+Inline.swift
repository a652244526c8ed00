import DogearCore

/// Inline content: text with whitespace collapsed as a browser does, line breaks, images.
extension DocumentBuilder {
  func emitText(_ bytes: UnsafeBufferPointer<UInt8>, frameIndex: Int) {
    guard !bytes.isEmpty else { return }
    if TextSanitizer.needsSanitizing(bytes, preserving: .html) {
      sanitized.removeAll(keepingCapacity: true)
      TextSanitizer.sanitize(bytes, preserving: .html, into: &sanitized)
      let clean = sanitized
      clean.withUnsafeBufferPointer { emitClean($0, frameIndex: frameIndex) }
    } else {
      emitClean(bytes, frameIndex: frameIndex)
    }
  }

  private func emitClean(_ bytes: UnsafeBufferPointer<UInt8>, frameIndex: Int) {
    let top = collectors[collectors.count - 1]
    let preserves =
      frames[frameIndex].context.runKind == .preformatted && !top.isSpans
      && top.kind != .table && top.kind != .row
    scratch.removeAll(keepingCapacity: true)
    let ascii: Bool
    var endsWithSpace = false
    if preserves {
      let peek = top.run
      ascii = PreformattedText.expand(
        bytes, startColumn: peek?.column ?? 0, isFirst: !(peek?.hasText ?? false), into: &scratch)
    } else {
      let afterSpace = top.takesContent ? (top.run?.afterSpace ?? true) : true
      (ascii, endsWithSpace) = CollapsedText.collapse(bytes, afterSpace: afterSpace, into: &scratch)
    }
    guard !scratch.isEmpty else { return }
    let text = String(decoding: scratch, as: UTF8.self)
    let count = ascii ? scratch.count : text.count
    appendText(text, count: count, frameIndex: frameIndex, endsWithSpace: endsWithSpace)
  }

  private func appendText(_ text: String, count: Int, frameIndex: Int, endsWithSpace: Bool) {
    let frame = frames[frameIndex]
    let collector = contentCollector()
    var run = takeRun(from: collector, context: frame.context)
    let offset = emitted - frame.startChar
    let last = run.spans.count - 1
    if run.lastFrameID == frame.id, run.lastSpanEnd == offset, last >= 0,
      case .text(var existing) = run.spans[last].content
    {
      // Release the span's copy first, so the append does not copy the whole string.
      run.spans[last].content = .lineBreak
      existing += text
      run.spans[last].content = .text(existing)
    } else {
      run.spans.append(
        Span(
          .text(text), style: frame.context.style, link: frame.context.link, path: frame.path,
          offset: offset))
    }
    emitted += count
    run.lastFrameID = frame.id
    run.lastSpanEnd = offset + count
    run.afterSpace = endsWithSpace
    run.trailingSpace = endsWithSpace
    if run.kind == .preformatted {
      run.column = PreformattedText.column(after: text, from: run.column)
    }
    run.hasText = true
    collector.run = run
  }

  func appendLineBreak(path: ElementPath, context: Context) {
    let collector = contentCollector()
    var run = takeRun(from: collector, context: context)
    trimTrailingSpace(of: &run)
    run.spans.append(Span(.lineBreak, style: context.style, link: context.link, path: path))
    run.afterSpace = true
    run.lastFrameID = -1
    run.column = 0
    collector.run = run
  }

  /// A span line (a table cell, a caption) gets a break where a block would have ended.
  func breakLine(in collector: Collector, path: ElementPath) {
    guard var run = collector.run, let last = run.spans.last else { return }
    collector.run = nil
    trimTrailingSpace(of: &run)
    if last.content != .lineBreak && !run.spans.isEmpty {
      run.spans.append(Span(.lineBreak, path: path))
    }
    run.afterSpace = true
    run.lastFrameID = -1
    collector.run = run
  }

  /// An image standing alone in a flow becomes an image block, any other an image span.
  func appendImage(_ node: XMLNode, path: ElementPath, context: Context) {
    let reference = AttributeText.image(node, path: path)
    let collector = contentCollector()
    if collector.isFlow, collector.run?.spans.isEmpty ?? true, Self.standsAlone(node) {
      collector.blocks.append(Block(.image(reference), path: path, direction: context.direction))
      return
    }
    var run = takeRun(from: collector, context: context)
    run.spans.append(
      Span(.image(reference), style: context.style, link: context.link, path: path))
    run.afterSpace = false
    run.trailingSpace = false
    run.lastFrameID = -1
    collector.run = run
  }

  /// True when the image's parent holds no text of its own (looking at a bounded number of
  /// siblings, so a parent with thousands of images stays linear).
  private static func standsAlone(_ node: XMLNode) -> Bool {
    guard let parent = node.pointer.pointee.parent else { return true }
    var child = parent.pointee.children.map(XMLNode.init)
    var seen = 0
    while let sibling = child {
      seen += 1
      if seen > 64 { return false }
      if sibling.isText && !CollapsedText.isBlank(sibling.textBytes) { return false }
      child = sibling.nextSibling
    }
    return true
  }

  /// Takes the collector's run out (so its spans are uniquely referenced while they change),
  /// or starts one.
  private func takeRun(from collector: Collector, context: Context) -> InlineRun {
    if let run = collector.run {
      collector.run = nil
      return run
    }
    if collector.isSpans {
      return InlineRun(kind: .paragraph, path: collector.path, direction: collector.direction)
    }
    return InlineRun(kind: context.runKind, path: context.runPath, direction: context.direction)
  }
}
