/// The language an article's words are plainly written in, for an article that names none
/// (issue 44): what hyphenation falls back to after the bookmark's `lang` and the page's
/// `<html lang>`, so that an English article from a site that wrote no `lang` is set like
/// every other English article.
///
/// It counts the commonest short words of each language it knows (function words: "the",
/// "und", "les", "los") among the first words of the text, and names a language only when
/// they are plainly there: enough words read, enough of them that language's, and twice as
/// many as the next language's. Anything else (too short, mixed, another script, placeholder
/// Latin, a language it does not know) is no language, and the article is not hyphenated.
/// Text in code is not read. The same tally serves the reader (`of(_:)`, the document's
/// words) and `dogear dump` (`PageLanguage.guess`, the page's bytes before it is parsed).
public enum TextLanguage {
  /// Words read at most: enough to be sure, few enough to cost nothing on a large page.
  public static let sampleWords = 1_000
  /// Fewer words than this say nothing.
  static let fewestWords = 40

  /// The language of `document`'s words (a BCP 47 primary tag), or nil.
  public static func of(_ document: Document) -> String? {
    var tally = Tally()
    Block.forEachTextRun(in: document.blocks) { run in
      guard !tally.isFull, !run.preformatted else { return }
      for span in run.spans where !span.style.contains(.code) {
        guard case .text(let text) = span.content else { continue }
        tally.read(text.unicodeScalars)
        tally.endWord()
      }
    }
    return tally.verdict
  }

  /// The language of plain `text`, or nil.
  public static func of(text: String) -> String? {
    var tally = Tally()
    tally.read(text.unicodeScalars)
    tally.endWord()
    return tally.verdict
  }

  /// Words counted one scalar at a time: a run of letters is a word (lowercased), a letter of
  /// a script written without spaces (Han, kana, Hangul, Thai) is a word on its own, so a page
  /// mostly in such a script is never taken for the language of its few Latin words.
  public struct Tally {
    public private(set) var words = 0
    private var hits = [Int](repeating: 0, count: TextLanguage.profiles.count)
    /// The word read so far (`WordKey`), and its length in UTF-8 bytes.
    private var key = WordKey()

    public init() {}

    public var isFull: Bool { words >= TextLanguage.sampleWords }

    public mutating func read<S: Sequence>(_ scalars: S) where S.Element == Unicode.Scalar {
      for scalar in scalars {
        if isFull { return }
        read(scalar)
      }
    }

    public mutating func read(_ scalar: Unicode.Scalar) {
      if scalar.isASCII {
        // Most text: a letter is lowered as it is kept, anything else ends the word.
        let byte = UInt8(scalar.value)
        if byte &- UInt8(ascii: "A") < 26 {
          key.append(byte | 0x20)
        } else if byte &- UInt8(ascii: "a") < 26 {
          key.append(byte)
        } else {
          endWord()
        }
        return
      }
      let properties = scalar.properties
      if properties.isAlphabetic || properties.generalCategory == .nonspacingMark {
        if TextLanguage.isWrittenWithoutSpaces(scalar) {
          endWord()
          words += 1
        } else if properties.changesWhenLowercased {
          for byte in properties.lowercaseMapping.utf8 { key.append(byte) }
        } else {
          UTF8.encode(scalar) { key.append($0) }
        }
      } else {
        endWord()
      }
    }

    /// Ends the word being read, if any (a span's end is a word's end).
    public mutating func endWord() {
      guard !key.isEmpty else { return }
      words += 1
      defer { key = WordKey() }
      guard !key.isLong else { return }
      var languages = TextLanguage.commonWords.languages(of: key.bits)
      while languages != 0 {
        hits[languages.trailingZeroBitCount] += 1
        languages &= languages - 1
      }
    }

    /// The language plainly written, or nil.
    public var verdict: String? {
      guard words >= TextLanguage.fewestWords else { return nil }
      let ranked = hits.indices.sorted { hits[$0] > hits[$1] }
      let best = hits[ranked[0]]
      let next = hits[ranked[1]]
      guard best * 100 >= TextLanguage.leastShare * words, best >= 2 * next else { return nil }
      return TextLanguage.profiles[ranked[0]].tag
    }
  }

  /// The percentage of words that must be the winning language's common words. Prose counts
  /// 20-35% (English 28-33% over the corpus); a list of names, a table of figures or another
  /// language's text with a few borrowed words counts far less.
  static let leastShare = 12

  static func isWrittenWithoutSpaces(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0E00...0x0EFF,  // Thai, Lao
      0x1000...0x109F,  // Myanmar
      0x1780...0x17FF,  // Khmer
      0x3040...0x30FF,  // Hiragana, Katakana
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,  // Han
      0x20000...0x3FFFF,
      0xAC00...0xD7AF, 0x1100...0x11FF:  // Hangul
      return true
    default:
      return false
    }
  }

  /// A word's first eight UTF-8 bytes in a word, the first in the lowest byte (no byte of
  /// text is zero, so the length is implied): every common word of `profiles` fits, and
  /// looking one up hashes a word, not a string.
  struct WordKey {
    private(set) var bits: UInt64 = 0
    private var length = 0

    var isEmpty: Bool { length == 0 }
    /// Longer than eight bytes: no common word.
    var isLong: Bool { length > 8 }

    mutating func append(_ byte: UInt8) {
      if length < 8 { bits |= UInt64(byte) << (8 * length) }
      length += 1
    }
  }

  /// A language's commonest short words, as they are written (lowercase, at most eight
  /// UTF-8 bytes each). A language may be here without a hyphenation dictionary, and
  /// placeholder Latin is here too: it is better to know an Italian or a "lorem ipsum" text
  /// for what it is than to take it for Spanish or English.
  struct Profile {
    var tag: String
    /// Separated by single spaces.
    var words: String

    init(_ tag: String, _ words: String) {
      self.tag = tag
      self.words = words
    }
  }

  /// Each common word's languages, a bit for each profile: one look-up a word.
  static let commonWords: CommonWords = {
    var table = CommonWords()
    for (index, profile) in profiles.enumerated() {
      var key = WordKey()
      for byte in profile.words.utf8 + [UInt8(ascii: " ")] {
        guard byte == UInt8(ascii: " ") else {
          key.append(byte)
          continue
        }
        precondition(!key.isLong, "a common word over eight bytes in \(profile.tag)")
        table.add(key.bits, language: index)
        key = WordKey()
      }
    }
    return table
  }()

  /// Words (`WordKey.bits`) to their languages' bits, in an open-addressed table probed in
  /// order from a multiplicative hash: a look-up is a multiply and a compare or two, where a
  /// `Dictionary` hashes each key with SipHash (a fifth of a small page's guess).
  /// `TextLanguageTests` holds it to a `Dictionary` of the same words.
  struct CommonWords {
    /// A power of two, over four times the words of every profile (441).
    static let slots = 2_048
    private var keys = [UInt64](repeating: 0, count: slots)
    private var values = [UInt32](repeating: 0, count: slots)

    private static func slot(_ key: UInt64) -> Int {
      Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 53)
    }

    mutating func add(_ key: UInt64, language: Int) {
      var slot = Self.slot(key)
      while keys[slot] != 0 && keys[slot] != key { slot = (slot + 1) & (Self.slots - 1) }
      keys[slot] = key
      values[slot] |= 1 << language
    }

    /// The languages of `key` (a word no language has: 0).
    func languages(of key: UInt64) -> UInt32 {
      var slot = Self.slot(key)
      while keys[slot] != 0 {
        if keys[slot] == key { return values[slot] }
        slot = (slot + 1) & (Self.slots - 1)
      }
      return 0
    }
  }

  static let profiles: [Profile] = [
    Profile(
      "en",
      "the and of to is that it was for with this are have not but they from which be at by "
        + "you his he we been has their would there what will or an were can more its about "
        + "when who our if than into"),
    Profile(
      "de",
      "der die und das ist nicht ich zu den mit sich des auf für dem ein eine einen auch es "
        + "wird sind wie aber im von dass oder noch nach bei werden wir sie hat war kann einer "
        + "nur um aus wenn"),
    Profile(
      "fr",
      "le les et des est une du que qui pas dans pour sur au avec ce il sont aux mais ne se "
        + "un nous vous cette elle ont été être leur sa son ses ou plus par comme tout très"),
    Profile(
      "es",
      "el los las y del que por con una es para se lo como más pero sus está fue al han ha "
        + "su muy también este esta entre cuando sobre todo ser son hay sin ya le"),
    Profile(
      "it",
      "il di che della per non sono gli del con è anche più nel alla questo questa come ma "
        + "dei delle da ha lo una al si essere stato sua suo loro ci tra molto"),
    Profile(
      "pt",
      "o os do da não em um uma para com no na dos das por mais é são ao como mas foi ele ela "
        + "seu sua também já muito isso pelo pela ou está quando nos há tem"),
    Profile(
      "nl",
      "het een van is dat niet op te zijn met voor die er ook maar wordt aan om bij naar nog "
        + "uit dan als werd heeft hij zij wij kan deze dit worden door geen tot"),
    Profile(
      "sv",
      "och att det som är för på med inte av till den har ett om var jag men så från eller "
        + "vid kan när hade skulle sig också"),
    Profile(
      "da",
      "og at det som er for på med ikke af til den har et om var jeg men så fra eller kan "
        + "når havde skulle sig også blev"),
    Profile(
      "nb",
      "og at det som er for på med ikke av til den har et om var jeg men så fra eller kan "
        + "når hadde skulle seg også ble"),
    Profile(
      "pl",
      "i w z na się nie do to że jest jak ale po co tak za od są przez był jego dla tylko "
        + "może już"),
    Profile(
      "cs",
      "v se na je že s z to do jsou jako ale by pro jak tak které který když podle jen "
        + "již jeho není"),
    Profile(
      "ro",
      "și în de la care cu nu pe este un din mai sunt pentru ca să fost sau dar lui ei "
        + "această"),
    Profile(
      "tr",
      "ve bir bu da de için ile çok daha gibi olan olarak ama ne en kadar sonra değil var ya"),
    Profile(
      "fi",
      "ja on ei että se oli hän joka kun mutta niin tai ovat myös kuin vain jo nyt sen tämä"),
    Profile(
      "hu",
      "az és hogy nem is egy meg de van volt ez már csak mint még azt vagy ki el"),
    Profile(
      "la",
      "lorem ipsum dolor sit amet elit sed eiusmod tempor "
        + "ut labore et dolore magna aliqua enim ad minim veniam quis nostrud "
        + "ullamco laboris nisi aliquip ex ea commodo duis aute irure in "
        + "velit esse cillum fugiat nulla pariatur sint "
        + "occaecat non proident sunt culpa qui officia deserunt mollit anim id est "
        + "laborum cum quod quae"),
  ]
}
