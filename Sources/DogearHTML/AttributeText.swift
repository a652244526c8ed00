import DogearCore

/// Attribute values made safe for the model: sanitised like text, URLs without the tabs and
/// line breaks browsers strip from them.
///
/// `data:` URLs are kept whole (the picture engineer may decode inline images); they are only
/// strings, so a 2 MB one costs 2 MB and nothing else.
enum AttributeText {
  static func url(_ raw: String) -> String {
    var bytes = Array(raw.utf8)
    bytes.removeAll { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    let cleaned = TextSanitizer.sanitize(String(decoding: bytes, as: UTF8.self))
    return cleaned.trimmingCharacters(in: .whitespaces)
  }

  /// Human-readable text (alt, title): sanitised, whitespace collapsed, trimmed.
  static func text(_ raw: String) -> String {
    let sanitized = TextSanitizer.sanitize(raw)
    var output: [UInt8] = []
    var copy = sanitized
    let collapsed: (ascii: Bool, endsWithSpace: Bool) = copy.withUTF8 {
      CollapsedText.collapse($0, afterSpace: true, into: &output)
    }
    if collapsed.endsWithSpace { output.removeLast() }
    return String(decoding: output, as: UTF8.self)
  }

  static func image(_ node: XMLNode, path: ElementPath) -> ImageReference {
    let source = node.attribute("src").map(url) ?? node.attribute("data-src").map(url) ?? ""
    return ImageReference(
      source: source, alt: node.attribute("alt").map(text) ?? "",
      title: node.attribute("title").map(text).flatMap { $0.isEmpty ? nil : $0 },
      width: node.attribute("width").flatMap(dimension),
      height: node.attribute("height").flatMap(dimension), path: path)
  }

  /// `width="640"` or `"640px"`; nil for percentages and nonsense.
  private static func dimension(_ raw: String) -> Int? {
    let trimmed = raw.trimmingCharacters(in: .whitespaces)
    let digits = trimmed.hasSuffix("px") ? String(trimmed.dropLast(2)) : trimmed
    guard let value = Int(digits), value > 0 else { return nil }
    return value
  }
}
