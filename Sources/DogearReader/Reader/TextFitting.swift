import DogearCore

/// Small display-width helpers for single-line text: truncation with an ellipsis and greedy
/// word wrapping, both measured in terminal columns.
public enum TextFitting {
  /// `text` cut to at most `width` columns, ending in `ellipsis` when something was cut.
  public static func truncate(
    _ text: String, toWidth width: Int, ellipsis: String, cellWidth: CellWidth
  ) -> String {
    guard width > 0 else { return "" }
    if cellWidth.of(text) <= width { return text }
    let room = width - cellWidth.of(ellipsis)
    guard room > 0 else { return prefix(of: ellipsis, width: width, cellWidth: cellWidth) }
    return prefix(of: text, width: room, cellWidth: cellWidth) + ellipsis
  }

  /// The longest prefix of `text` that fits in `width` columns.
  public static func prefix(of text: String, width: Int, cellWidth: CellWidth) -> String {
    var used = 0
    var result = ""
    for character in text {
      let columns = cellWidth.of(character)
      if used + columns > width { break }
      used += columns
      result.append(character)
    }
    return result
  }

  /// Greedy wrapping at spaces; a word wider than `width` is broken wherever it must be.
  public static func wrap(_ text: String, width: Int, cellWidth: CellWidth) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var current = ""
    var currentWidth = 0
    for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
      var word = String(word)
      var wordWidth = cellWidth.of(word)
      if !current.isEmpty && currentWidth + 1 + wordWidth <= width {
        current += " " + word
        currentWidth += 1 + wordWidth
        continue
      }
      if !current.isEmpty { lines.append(current) }
      while wordWidth > width {
        let piece = prefix(of: word, width: width, cellWidth: cellWidth)
        let head = piece.isEmpty ? String(word.prefix(1)) : piece
        lines.append(head)
        word.removeFirst(head.count)
        wordWidth = cellWidth.of(word)
      }
      current = word
      currentWidth = wordWidth
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}
