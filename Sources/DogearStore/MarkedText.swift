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
    return (String(text), matches)
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
