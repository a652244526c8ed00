import FoundationEssentials

/// JSON coding the way Readeck writes it: snake_case keys spelled out per type, and RFC 3339
/// dates with or without fractional seconds (Go's `time.Time` writes nanoseconds when it has them).
public enum ReadeckJSON {
  static func decoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      guard let date = parseDate(text) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "not an RFC 3339 date: \(text)")
      }
      return date
    }
    return decoder
  }

  static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return encoder
  }

  /// Parses `2026-03-02T08:12:44Z`, `…44.123456789Z` and `…44+02:00`.
  public static func parseDate(_ text: String) -> Date? {
    if let date = try? Date(text, strategy: .iso8601) { return date }
    let withFraction = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    if let date = try? withFraction.parse(text) { return date }
    // Nanosecond fractions are longer than the parser takes: cut them to milliseconds.
    guard let dot = text.firstIndex(of: "."),
      let zone = text[dot...].firstIndex(where: { $0 == "Z" || $0 == "+" || $0 == "-" })
    else { return nil }
    let digits = text[text.index(after: dot)..<zone].prefix(3)
    let shortened = String(text[..<dot]) + "." + digits + String(text[zone...])
    return try? withFraction.parse(shortened)
  }

  /// The form `since=` takes: RFC 3339 in UTC with milliseconds.
  public static func formatDate(_ date: Date) -> String {
    date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
  }
}
