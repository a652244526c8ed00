import DogearCore

/// Attribute values made safe for the model: sanitised like text, URLs without the tabs and
/// line breaks browsers strip from them.
///
/// `data:` URLs are kept whole (the picture engineer may decode inline images); they are only
/// strings, so a 2 MB one costs 2 MB and nothing else.
enum AttributeText {
  static func url(_ raw: String) -> String {
    var copy = raw
    return copy.withUTF8 { bytes in
      // Nearly every URL needs nothing: no control, no hostile scalar, no edge space.
      if bytes.first != 0x20, bytes.last != 0x20, !TextSanitizer.needsSanitizing(bytes) {
        return raw
      }
      var kept: [UInt8] = []
      kept.reserveCapacity(bytes.count)
      for byte in bytes where byte != 0x09 && byte != 0x0A && byte != 0x0D { kept.append(byte) }
      var output: [UInt8] = []
      kept.withUnsafeBufferPointer { TextSanitizer.sanitize($0, into: &output) }
      let start = output.firstIndex { $0 != 0x20 } ?? output.endIndex
      let end = (output.lastIndex { $0 != 0x20 }).map { $0 + 1 } ?? start
      return String(decoding: output[start..<max(start, end)], as: UTF8.self)
    }
  }

  /// Human-readable text (alt, title): sanitised, whitespace collapsed, trimmed.
  static func text(_ raw: String) -> String {
    var copy = raw
    return copy.withUTF8 { bytes in
      var sanitized: [UInt8] = []
      TextSanitizer.sanitize(bytes, into: &sanitized)
      var output: [UInt8] = []
      let collapsed = sanitized.withUnsafeBufferPointer {
        CollapsedText.collapse($0, afterSpace: true, into: &output)
      }
      if collapsed.endsWithSpace { output.removeLast() }
      return String(decoding: output, as: UTF8.self)
    }
  }

  static func image(
    _ attributes: ImageAttributes, path: ElementPath, media: ImageReference.Media = .image
  ) -> ImageReference {
    let source = [attributes.source, attributes.dataSource]
      .lazy.compactMap { $0.map(url) }.first { !$0.isEmpty }
    let alt = attributes.alt.map(text)
    return ImageReference(
      source: source ?? "", alt: alt ?? "",
      title: attributes.title.map(text).flatMap { $0.isEmpty ? nil : $0 },
      width: attributes.width.flatMap(dimension), height: attributes.height.flatMap(dimension),
      path: path, isDecorative: alt?.isEmpty ?? false, media: media)
  }

  /// `width="640"` or `"640px"`; nil for percentages and nonsense.
  private static func dimension(_ raw: String) -> Int? {
    // Nearly every one is plain digits, which need no trimming through Foundation.
    if !raw.isEmpty, raw.utf8.count <= 9, raw.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
      let value = Int(raw)!
      return value > 0 ? value : nil
    }
    let trimmed = raw.trimmingWhitespace()
    let digits = trimmed.hasSuffix("px") ? String(trimmed.dropLast(2)) : trimmed
    guard let value = Int(digits), value > 0 else { return nil }
    return value
  }
}
