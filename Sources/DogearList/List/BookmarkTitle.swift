import FoundationEssentials

/// What a bookmark's title may be when renamed here. Readeck trims the title, refuses an
/// empty one, takes at most 1024 characters (counted as Unicode scalars) and turns each run
/// of spaces into one (routes/forms_bookmarks.go, `updateForm`): the title is stored here as
/// the server will store it, so the list and the server agree without a sync. A control
/// character or a bidirectional control is refused rather than cleaned: it would reach every
/// terminal that shows the title, and a paste that carries one is a paste gone wrong.
public enum BookmarkTitle {
  public enum Refusal: Error, Equatable, CustomStringConvertible {
    case empty
    case controlCharacters
    case tooLong(Int)

    public var description: String {
      switch self {
      case .empty: return "A title cannot be empty"
      case .controlCharacters: return "A title cannot hold control characters"
      case .tooLong(let length):
        return "The title is \(length) characters long; Readeck takes at most \(longest)"
      }
    }
  }

  /// Readeck's bound on a title (`forms.MaxLen(1024)`).
  public static let longest = 1024

  /// The title as it is stored and sent, or why it cannot be one.
  public static func check(_ text: String) -> Result<String, Refusal> {
    if text.unicodeScalars.contains(where: isControl) { return .failure(.controlCharacters) }
    let title = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    if title.isEmpty { return .failure(.empty) }
    let length = title.unicodeScalars.count
    return length > longest ? .failure(.tooLong(length)) : .success(title)
  }

  /// A C0 or C1 control, or a bidirectional embedding, override, isolate or mark.
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.properties.generalCategory == .control { return true }
    return (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
      || scalar.value == 0x200E || scalar.value == 0x200F || scalar.value == 0x061C
  }
}
