/// One Unicode scalar read from UTF-8 bytes: what the pair tokenizer, the trigram index's text
/// (`TrigramText`), the trigram matcher's folding and the words a hyphenation dictionary is
/// made for (DogearHyphen's `ArticleWords`) each read a text by.
public enum UTF8Scalar {
  /// The length in bytes of the sequence at `index` and its scalar: a stray or cut byte, or
  /// a sequence of no scalar (a surrogate), is nil, the stray byte counted alone.
  @inlinable @inline(__always)
  public static func read(
    _ bytes: UnsafeBufferPointer<UInt8>, at index: Int
  ) -> (length: Int, scalar: Unicode.Scalar?) {
    let lead = bytes[index]
    if lead < 0x80 { return (1, Unicode.Scalar(lead)) }
    let length: Int
    var value: UInt32
    switch lead {
    case 0xC0...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
    case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
    case 0xF0...0xF7: (length, value) = (4, UInt32(lead & 0x07))
    default: return (1, nil)
    }
    guard index + length <= bytes.count else { return (1, nil) }
    for offset in 1..<length {
      let byte = bytes[index + offset]
      guard byte & 0xC0 == 0x80 else { return (1, nil) }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    return (length, Unicode.Scalar(value))
  }
}

extension UInt8 {
  /// An ASCII letter, either case.
  @inlinable public var isASCIILetter: Bool {
    (self | 0x20) &- UInt8(ascii: "a") < 26
  }
}

extension Unicode.Scalar {
  /// A character of a script written without spaces that forms a Character alone: an
  /// ideograph or a kana letter (not a sound mark, which joins the one before). Between two of
  /// them a long text may be cut with no Character split, for the layout (`ParagraphChunks`,
  /// where a line may break there unless the second must not begin one) and for the search
  /// indexes (`SearchTextBudget`).
  @inlinable public static func isStandaloneIdeograph(_ value: UInt32) -> Bool {
    switch value {
    case 0x3041...0x3096, 0x30A1...0x30FA, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
      0x20000...0x3134F:
      return true
    default:
      return false
    }
  }
}
