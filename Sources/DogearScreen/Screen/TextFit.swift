import DogearCore

/// Fitting text into a number of terminal cells, by display width (never by character count),
/// so that CJK and emoji titles neither overflow nor lose half of a wide character.
public struct TextFit {
  public let cellWidth: CellWidth
  public let ellipsis: String

  public init(cellWidth: CellWidth, ellipsis: String) {
    self.cellWidth = cellWidth
    self.ellipsis = ellipsis
  }

  /// Control characters (newlines and tabs in titles) become spaces: they have no width of
  /// their own and would break the row.
  public static func printable(_ character: Character) -> Character {
    character.unicodeScalars.contains { $0.properties.generalCategory == .control }
      ? " " : character
  }

  /// `text` as the screen draws it (`Screen.drawable`), any control left shown as a space.
  public static func printableText(_ text: String) -> String {
    String(Screen.drawable(text).map(printable))
  }

  /// `text` when it fits in `width` cells; otherwise as much of it as fits with the ellipsis,
  /// trailing spaces dropped. Reads no further than the width needs, whatever the length.
  public func truncated(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    if let fitted = truncatedASCII(text, to: width) { return fitted }
    return truncatedByCharacter(text, to: width)
  }

  /// `truncated` of a text of printable ASCII alone, the most common title, site and label,
  /// by its bytes: each is one Character of one cell that neither `Screen.drawable` nor
  /// `printable` changes (issue 41: a list's first frame cut its rows Character by
  /// Character, 1.4 M instructions). Nil for any other text.
  func truncatedASCII(_ text: String, to width: Int) -> String? {
    var contiguous = text
    let printable = contiguous.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return true }
      return ASCIIScan.printableEnd(base, from: 0, count: bytes.count) == bytes.count
    }
    guard printable else { return nil }
    let bytes = text.utf8
    if bytes.count <= width { return text }
    let ellipsisWidth = cellWidth.of(ellipsis)
    guard ellipsisWidth <= width else {
      return String(decoding: bytes.prefix(width), as: UTF8.self)
    }
    var kept = bytes.prefix(width - ellipsisWidth)
    while kept.last == 0x20 { kept = kept.dropLast() }
    return String(decoding: kept, as: UTF8.self) + ellipsis
  }

  /// `truncated`, Character by Character: the simple version beside `truncatedASCII`, and
  /// what any other text takes.
  func truncatedByCharacter(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    let ellipsisWidth = cellWidth.of(ellipsis)
    var kept = ""
    var keptWidth = 0
    var cut: String?
    for raw in Screen.drawable(text) {
      let character = Self.printable(raw)
      let w = cellWidth.of(character)
      if cut == nil, keptWidth + w > width - ellipsisWidth { cut = kept }
      if keptWidth + w > width {
        guard ellipsisWidth <= width else { return kept }
        return Self.trimmingTrailingSpaces(cut ?? "") + ellipsis
      }
      kept.append(character)
      keptWidth += w
    }
    return kept
  }

  /// `text` when it fits in `width` cells. Otherwise, when it has a ": " (a message whose
  /// news comes after its subject: "Sync failed (…): the library is as it was", "synced:
  /// …, 1 change waiting"), its end: the last clause whole after the head cut to the room
  /// left, when that clause takes at most half the width; else the ellipsis and as much of
  /// the end as fits, after the head up to the first ": " when that takes at most half the
  /// width. Without a ": ", `truncated`.
  public func endKept(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    let clean = String(Screen.drawable(text).map(Self.printable))
    if cellWidth.of(clean) <= width { return clean }
    guard let colon = Self.lastColon(in: clean) else { return truncated(clean, to: width) }
    let clause = String(clean[clean.index(colon, offsetBy: 2)...])
    if cellWidth.of(clause) + 2 <= width / 2 {
      let head = truncated(String(clean[..<colon]), to: width - cellWidth.of(clause) - 2)
      return head + ": " + clause
    }
    let head = Self.head(of: clean, within: width / 2, cellWidth: cellWidth)
    let room = width - cellWidth.of(head) - cellWidth.of(ellipsis)
    guard room > 0 else { return "" }
    var tail = self.tail(String(clean.dropFirst(head.count)), width: room)
    while tail.first == " " { tail.removeFirst() }
    return head + ellipsis + tail
  }

  /// Where the last ": " of `text` starts.
  private static func lastColon(in text: String) -> String.Index? {
    var found: String.Index?
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(after: index)
      if text[index] == ":", next < text.endIndex, text[next] == " " { found = index }
      index = next
    }
    return found
  }

  /// `text` up to and with its first ": " when that fits in `width` cells, else "".
  private static func head(of text: String, within width: Int, cellWidth: CellWidth) -> String {
    var head = ""
    for character in text {
      head.append(character)
      if cellWidth.of(head) > width { return "" }
      if character == " ", head.dropLast().last == ":" { return head }
    }
    return ""
  }

  /// The end of `text` that fits in `width` cells: a text field shows what was typed last.
  /// Only the end is read and cleaned, so a long paste costs no more per keystroke.
  public func tail(_ text: String, width: Int) -> String {
    var kept: [Character] = []
    var keptWidth = 0
    for raw in Screen.drawable(String(text.suffix(max(0, width) * 2 + 16))).reversed() {
      let character = Self.printable(raw)
      let w = cellWidth.of(character)
      if keptWidth + w > width { break }
      kept.append(character)
      keptWidth += w
    }
    return String(kept.reversed())
  }

  public func width(_ text: String) -> Int { cellWidth.of(text) }

  private static func trimmingTrailingSpaces(_ text: String) -> String {
    var text = text
    while text.last == " " { text.removeLast() }
    return text
  }
}
