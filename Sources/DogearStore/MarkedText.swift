import DogearCore

/// Match offsets, which FTS5 does not give (it has no `offsets()`): read back from the marks
/// `highlight()` puts around each match, or found by plain substring search.
enum MarkedText {
  /// `marked` without its marks, and the marked ranges in Unicode scalars of that text.
  static func split(_ marked: String) -> (text: String, marks: [TextMatch]) {
    var matches: [TextMatch] = []
    var text = String.UnicodeScalarView()
    var offset = 0
    var start: Int?
    for scalar in marked.unicodeScalars {
      if scalar == SearchSchema.markStart {
        start = offset
      } else if scalar == SearchSchema.markEnd {
        if let begun = start, offset > begun {
          matches.append(TextMatch(start: begun, length: offset - begun))
        }
        start = nil
      } else {
        text.append(scalar)
        offset += 1
      }
    }
    // A mark the caller's window cut off runs to the end of what is there.
    if let begun = start, offset > begun {
      matches.append(TextMatch(start: begun, length: offset - begun))
    }
    return (String(text), matches)
  }

  /// Scalars kept before and after the first mark before the snippet is cut at spaces.
  static let windowBefore = 60
  static let windowAfter = 240

  /// A snippet around the first mark of a marked text (`highlight()` output), reading only a
  /// window of it: the text of a long article is never walked past its first match.
  static func snippet(ofMarked marked: String) -> DogearCore.SearchSnippet {
    let utf8 = marked.utf8
    let first = utf8.firstIndex(of: UInt8(SearchSchema.markStart.value)) ?? utf8.startIndex
    let start = step(utf8, from: first, scalars: windowBefore, forward: false)
    let end = step(utf8, from: first, scalars: windowAfter, forward: true)
    let (text, marks) = split(String(Substring(utf8[start..<end])))
    var snippet = SearchSnippet.excerpt(of: text, matches: marks)
    if start > utf8.startIndex, !snippet.text.hasPrefix("…") {
      snippet.text = "…" + snippet.text
      snippet.marks = snippet.marks.map { ($0.lowerBound + 1)..<($0.upperBound + 1) }
    }
    if end < utf8.endIndex, !snippet.text.hasSuffix("…") { snippet.text += "…" }
    return snippet
  }

  /// `snippet(ofMarked:)` of `text` with `marks` (sorted, apart; touching ones stay two, as
  /// `highlight()` leaves them) put in: only the part of the text that function reads is
  /// marked and copied, one character more on each side, so that its window starts and ends
  /// short of the text exactly where it would in the whole marked text.
  static func snippet(of text: String, marks: [TextMatch]) -> DogearCore.SearchSnippet {
    let first = marks.first?.start ?? 0
    let from = first > windowBefore ? first - windowBefore - 1 : 0
    let to = first + windowAfter + 1
    var marked = String.UnicodeScalarView()
    var left = marks[...]
    var offset = from
    for scalar in text.unicodeScalars.dropFirst(from) {
      guard offset < to else { break }
      if let mark = left.first, mark.end == offset {
        marked.append(SearchSchema.markEnd)
        left.removeFirst()
      }
      if let mark = left.first, mark.start == offset { marked.append(SearchSchema.markStart) }
      marked.append(scalar)
      offset += 1
    }
    if let mark = left.first, mark.end == offset { marked.append(SearchSchema.markEnd) }
    return snippet(ofMarked: String(marked))
  }

  /// The index `scalars` Unicode scalars away from `index` (or the text's edge), always on
  /// the first byte of a scalar.
  private static func step(
    _ utf8: String.UTF8View, from index: String.Index, scalars: Int, forward: Bool
  ) -> String.Index {
    var position = index
    var counted = 0
    let isLead = { (byte: UInt8) in byte & 0xC0 != 0x80 }
    if forward {
      while position < utf8.endIndex, counted < scalars {
        position = utf8.index(after: position)
        while position < utf8.endIndex, !isLead(utf8[position]) {
          position = utf8.index(after: position)
        }
        counted += 1
      }
    } else {
      while position > utf8.startIndex, counted < scalars {
        position = utf8.index(before: position)
        while position > utf8.startIndex, !isLead(utf8[position]) {
          position = utf8.index(before: position)
        }
        counted += 1
      }
    }
    return position
  }

  /// Every occurrence of `needle` in `text`, exactly as written (what `instr` found).
  static func occurrences(of needle: String, in text: String) -> [TextMatch] {
    let pattern = Array(needle.unicodeScalars)
    guard let head = pattern.first else { return [] }
    let scalars = Array(text.unicodeScalars)
    var matches: [TextMatch] = []
    var index = 0
    while index + pattern.count <= scalars.count {
      if scalars[index] == head, scalars[index..<(index + pattern.count)].elementsEqual(pattern) {
        matches.append(TextMatch(start: index, length: pattern.count))
        index += pattern.count
      } else {
        index += 1
      }
    }
    return matches
  }
}
