import CSQLite
import DogearCore

/// The FTS5 tokenizer of the pair index (`SearchPairSchema`), registered as `dogear_pairs` on
/// every connection.
///
/// A document's tokens are its pairs of adjacent characters (Unicode scalars, as SQLite's
/// `instr` counts them) of which at least one is in a script without spaces
/// (`SearchTerms.Term.isUnspacedScalar`), each exactly as written (no case folding, nothing
/// left out), and a last such character alone at the end of the text. So a term of two
/// characters is found where `instr` finds it, and nowhere else: "谷 歌" holds "谷 " and
/// " 歌", never "谷歌". A term of one character is the prefix of every pair it begins, and of
/// the lone last one. Latin text between holds no token at all.
///
/// A query (or a prefix) is one token as typed: the plan only asks for one or two characters.
enum PairTokenizer {
  static let name = "dogear_pairs"

  /// The byte ranges of `text`'s tokens (its pairs, then the lone last character), in order.
  static func tokens(in text: UnsafeBufferPointer<UInt8>, _ take: (Range<Int>) -> Bool) {
    var previous: (start: Int, unspaced: Bool)?
    var index = 0
    while index < text.count {
      let (length, unspaced) = scalar(in: text, at: index)
      if let previous, previous.unspaced || unspaced {
        guard take(previous.start..<index + length) else { return }
      }
      previous = (index, unspaced)
      index += length
    }
    if let previous, previous.unspaced { _ = take(previous.start..<text.count) }
  }

  /// The length in bytes of the UTF-8 scalar at `index` (a stray byte counts alone), and
  /// whether it is in a script without spaces.
  private static func scalar(in text: UnsafeBufferPointer<UInt8>, at index: Int) -> (Int, Bool) {
    let (length, scalar) = UTF8Scalar.read(text, at: index)
    return (length, scalar.map(SearchTerms.Term.isUnspacedScalar) ?? false)
  }

  /// Registers the tokenizer on a connection.
  @discardableResult
  static func register(on handle: OpaquePointer) -> Bool {
    guard let api = FTS5.api(on: handle), let create = api.pointee.xCreateTokenizer else {
      return false
    }
    var tokenizer = fts5_tokenizer(
      xCreate: { _, _, _, made in
        // FTS5 wants an object back, but the tokenizer keeps no state: any pointer that
        // is not null, never read.
        made?.pointee = OpaquePointer(FTS5.pointerType)
        return SQLITE_OK
      },
      xDelete: { _ in },
      xTokenize: { _, context, flags, text, length, token in
        guard let text, let token, length > 0 else { return SQLITE_OK }
        let bytes = UnsafeBufferPointer(
          start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: Int(length))
        if flags & FTS5_TOKENIZE_QUERY != 0 {
          return token(context, 0, text, length, 0, length)
        }
        var code = SQLITE_OK
        PairTokenizer.tokens(in: bytes) { range in
          code = token(
            context, 0, text + range.lowerBound, Int32(range.count), Int32(range.lowerBound),
            Int32(range.upperBound))
          return code == SQLITE_OK
        }
        return code
      })
    return create(api, name, nil, &tokenizer, nil) == SQLITE_OK
  }
}
