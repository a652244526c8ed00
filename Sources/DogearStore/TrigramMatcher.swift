import CSQLite
import DogearCore

/// Where the terms of the trigram index occur in a row's title and text, found without the
/// index (issue 41).
///
/// The index holds a mixed text's lines alone (`TrigramText.joinedLines`), so its positions
/// are not the text's, and FTS5's `highlight()` (which reads the real text again and marks
/// the positions the index matched) would mark the wrong places. A term matches where its
/// characters follow one another in the text, each folded as the trigram tokenizer folds it
/// (the trigrams of a row follow one another where the term's do), and every such place lies
/// inside one line holding a script without spaces (`TrigramText`): only those lines are
/// read. The lines and the terms are folded by SQLite's own trigram tokenizer, so the places
/// are exactly the ones the index matched, whatever it holds of the row (the whole text,
/// version 21's filled lines, or the lines alone).
///
/// The places are every occurrence, overlapping ones too, as the index's instances are; for
/// a long English article only its few lines with such a script are folded.
struct TrigramMatcher {
  private let tokenizer: TrigramTokenizer
  /// Each term's characters as the tokenizer folds them (three or more).
  private let terms: [[UInt32]]

  /// Nil when SQLite's trigram tokenizer cannot be had (then `highlight()` marks).
  init?(connection: SQLiteConnection, terms: [String]) {
    guard let tokenizer = connection.trigramTokenizer() else { return nil }
    self.tokenizer = tokenizer
    self.terms = terms.map { term in
      var term = term
      return term.withUTF8 { tokenizer.folded($0) }
    }.filter { !$0.isEmpty }
  }

  /// Every place a term occurs in `text`, in Unicode scalars, sorted by start. With `reach`,
  /// only those in the lines that start at most `reach` characters after the first place (a
  /// snippet's window): the rest of the text is not folded.
  func instances(in text: String, reach: Int? = nil) -> [TextMatch] {
    var found: [TextMatch] = []
    var first: Int?
    TrigramText.forEachKeptLine(of: text) { line, start in
      if let first, let reach, start > first + reach { return false }
      let characters = tokenizer.folded(line)
      for term in terms where term.count <= characters.count {
        for index in 0...(characters.count - term.count)
        where characters[index] == term[0]
          && characters[index..<(index + term.count)].elementsEqual(term)
        {
          found.append(TextMatch(start: start + index, length: term.count))
          first = min(first ?? .max, start + index)
        }
      }
      return true
    }
    return found.sorted { ($0.start, $0.length) < ($1.start, $1.length) }
  }

  /// The marks `highlight()` puts around `instances` (sorted): overlapping ones make one,
  /// touching ones stay two. (SQLite 3.40's `highlight()` makes one only of instances that
  /// share a trigram, and garbles its text around two that overlap by one or two characters:
  /// here they make one.)
  static func marks(_ instances: [TextMatch]) -> [TextMatch] {
    var marks: [TextMatch] = []
    for instance in instances {
      if let last = marks.last, instance.start < last.end {
        marks[marks.count - 1].length = max(last.end, instance.end) - last.start
      } else {
        marks.append(instance)
      }
    }
    return marks
  }
}

extension SQLiteConnection {
  /// SQLite's trigram tokenizer on this connection (nil if FTS5 does not hand it out).
  func trigramTokenizer() -> TrigramTokenizer? { TrigramTokenizer(handle: handle) }
}

/// SQLite's trigram tokenizer (FTS5's built-in `trigram`, with the options `search_trigrams`
/// has: none), run on a line to fold it as the index does.
final class TrigramTokenizer {
  private let tokenizer: fts5_tokenizer
  private let instance: OpaquePointer

  init?(handle: OpaquePointer) {
    guard let api = FTS5.api(on: handle), let find = api.pointee.xFindTokenizer else {
      return nil
    }
    var context: UnsafeMutableRawPointer?
    var tokenizer = fts5_tokenizer()
    var instance: OpaquePointer?
    guard find(api, "trigram", &context, &tokenizer) == SQLITE_OK,
      let create = tokenizer.xCreate, create(context, nil, 0, &instance) == SQLITE_OK,
      let instance
    else { return nil }
    self.tokenizer = tokenizer
    self.instance = instance
  }

  deinit { tokenizer.xDelete?(instance) }

  /// The characters of `text` (UTF-8 without a NUL) as the tokenizer folds them, one code a
  /// character: each trigram is the three characters from its place on, folded. Empty for a
  /// text shorter than a trigram, which makes none.
  func folded(_ text: UnsafeBufferPointer<UInt8>) -> [UInt32] {
    guard let base = text.baseAddress, let tokenize = tokenizer.xTokenize else { return [] }
    var folding = Folding()
    folding.codes.reserveCapacity(text.count)
    withUnsafeMutablePointer(to: &folding) { context in
      _ = tokenize(
        instance, context, FTS5_TOKENIZE_DOCUMENT,
        UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self), Int32(text.count)
      ) { context, _, token, length, _, _ in
        guard let context, let token else { return SQLITE_OK }
        context.assumingMemoryBound(to: Folding.self).pointee.add(
          UnsafeBufferPointer(
            start: UnsafeRawPointer(token).assumingMemoryBound(to: UInt8.self),
            count: Int(length)))
        return SQLITE_OK
      }
    }
    return folding.characters
  }

  /// The trigrams of a text, in order, read back into its folded characters.
  private struct Folding {
    /// Each trigram's first character.
    var codes: [UInt32] = []
    /// The last trigram's other two.
    var rest: (UInt32, UInt32) = (0, 0)

    mutating func add(_ trigram: UnsafeBufferPointer<UInt8>) {
      var index = 0
      var place = 0
      while index < trigram.count {
        let (length, scalar) = UTF8Scalar.read(trigram, at: index)
        let code = (scalar ?? "\u{FFFD}").value
        switch place {
        case 0: codes.append(code)
        case 1: rest.0 = code
        default: rest.1 = code
        }
        place += 1
        index += length
      }
    }

    var characters: [UInt32] { codes.isEmpty ? [] : codes + [rest.0, rest.1] }
  }
}

/// FTS5's API, which it hands out as a pointer that `SELECT fts5(?1)` writes into the bound
/// one (sqlite.org/fts5.html, "Extending FTS5"); it lives as long as the connection.
enum FTS5 {
  static func api(on handle: OpaquePointer) -> UnsafeMutablePointer<fts5_api>? {
    var statement: OpaquePointer?
    guard sqlite3_prepare_v2(handle, "SELECT fts5(?1)", -1, &statement, nil) == SQLITE_OK
    else { return nil }
    defer { sqlite3_finalize(statement) }
    var api: UnsafeMutablePointer<fts5_api>?
    withUnsafeMutablePointer(to: &api) { pointer in
      sqlite3_bind_pointer(statement, 1, pointer, pointerType, nil)
      _ = sqlite3_step(statement)
    }
    return api
  }

  /// The type name FTS5 checks the bound pointer by, in static memory (it must outlive the
  /// statement).
  static var pointerType: UnsafePointer<CChar> {
    UnsafeRawPointer(("fts5_api_ptr" as StaticString).utf8Start).assumingMemoryBound(
      to: CChar.self)
  }
}
