import DogearCore

/// Struck-through text (`del`, `s`, `strike`) where it cannot be drawn struck: a terminal
/// without `smxx`, or `dogear dump`. Printed flat, "<del>$20</del> <ins>$15</ins>" reads
/// "$20 $15" (issue 28); marked, it reads "~~$20~~ $15", the way Markdown writes it.
///
/// The marks are decoration without a source position, like a superscript's (see
/// `Piece.isScriptMark`), so anchors and offsets count only the source's Characters.
enum StruckRun {
  static let mark = "~~"

  /// The index ranges of consecutive struck-through spans of `spans`, in order.
  static func runs(in spans: [Span]) -> [Range<Int>] {
    var runs: [Range<Int>] = []
    var index = 0
    while index < spans.endIndex {
      guard spans[index].style.contains(.strikethrough) else {
        index += 1
        continue
      }
      var end = index + 1
      while end < spans.endIndex, spans[end].style.contains(.strikethrough) { end += 1 }
      runs.append(index..<end)
      index = end
    }
    return runs
  }
}
