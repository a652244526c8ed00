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

  /// `text` as the plain output shows it (`TextSanitizer`: whole escape sequences, bidi
  /// controls; issue 30, one sanitiser everywhere), any control left shown as a space.
  public static func printableText(_ text: String) -> String {
    String(TextSanitizer.sanitize(text).map(printable))
  }

  /// `text` when it fits in `width` cells; otherwise as much of it as fits with the ellipsis,
  /// trailing spaces dropped. Reads no further than the width needs, whatever the length.
  public func truncated(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    let ellipsisWidth = cellWidth.of(ellipsis)
    var kept = ""
    var keptWidth = 0
    var cut: String?
    for raw in TextSanitizer.sanitize(text) {
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

  /// `text` when it fits in `width` cells; otherwise the ellipsis and as much of its end as
  /// fits: a status message's end says how things stand ("…1 change waiting").
  public func endKept(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    let clean = String(TextSanitizer.sanitize(text).map(Self.printable))
    if cellWidth.of(clean) <= width { return clean }
    let room = width - cellWidth.of(ellipsis)
    guard room > 0 else { return "" }
    var tail = self.tail(clean, width: room)
    while tail.first == " " { tail.removeFirst() }
    return ellipsis + tail
  }

  /// The end of `text` that fits in `width` cells: a text field shows what was typed last.
  /// Only the end is read and cleaned, so a long paste costs no more per keystroke.
  public func tail(_ text: String, width: Int) -> String {
    var kept: [Character] = []
    var keptWidth = 0
    for raw in TextSanitizer.sanitize(String(text.suffix(max(0, width) * 2 + 16))).reversed() {
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
