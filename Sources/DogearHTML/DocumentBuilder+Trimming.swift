import DogearCore

/// Removing what a browser would not show at the end of a line: a collapsed space before a
/// break or a block end, trailing line breaks, the last newlines of a `pre`. Leading line
/// breaks go too: they are nearly always left over from content that was taken out (an image
/// that became a block of its own, a removed element), and would show as a blank line.
extension DocumentBuilder {
  mutating func trimTrailingSpace(of run: inout InlineRun) {
    guard run.trailingSpace else { return }
    run.trailingSpace = false
    removeLastCharacters(of: &run, while: { $0 == " " }, limit: 1)
  }

  mutating func trimEdges(of run: inout InlineRun) {
    if let firstContent = run.spans.firstIndex(where: { $0.content != .lineBreak }),
      firstContent > 0
    {
      run.spans.removeFirst(firstContent)
    }
    trimTrailingSpace(of: &run)
    while let last = run.spans.last {
      if last.content == .lineBreak {
        run.spans.removeLast()
        run.lastFrameID = -1
      } else if run.kind == .preformatted, case .text(let text) = last.content, text.last == "\n" {
        removeLastCharacters(of: &run, while: { $0 == "\n" }, limit: Int.max)
      } else {
        return
      }
    }
  }

  /// Drops up to `limit` trailing characters matching `test` from the last text span (a `q`'s
  /// closing mark after it stays), keeping the running count and the open elements' starts
  /// in step.
  private mutating func removeLastCharacters(
    of run: inout InlineRun, while test: (Character) -> Bool, limit: Int
  ) {
    var index = run.spans.count - 1
    while index >= 0, case .quotationMark = run.spans[index].content { index -= 1 }
    guard index >= 0, case .text(var text) = run.spans[index].content else { return }
    run.spans[index].content = .lineBreak
    var removed = 0
    while removed < limit, let last = text.last, test(last) {
      text.removeLast()
      removed += 1
    }
    if text.isEmpty {
      run.spans.remove(at: index)
      run.lastFrameID = -1
    } else {
      run.spans[index].content = .text(text)
    }
    run.lastSpanEnd -= removed
    emitted -= removed
    var frameIndex = frames.count - 1
    while frameIndex >= 0 && frames[frameIndex].startChar > emitted {
      frames[frameIndex].startChar = emitted
      frameIndex -= 1
    }
  }
}
