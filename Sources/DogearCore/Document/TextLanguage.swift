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
  public static let sampleWords = 3_000
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
    /// A word's letters so far, as written.
    private var word = ""

    public init() {}

    public var isFull: Bool { words >= TextLanguage.sampleWords }

    public mutating func read<S: Sequence>(_ scalars: S) where S.Element == Unicode.Scalar {
      for scalar in scalars {
        if isFull { return }
        read(scalar)
      }
    }

    public mutating func read(_ scalar: Unicode.Scalar) {
      let properties = scalar.properties
      if properties.isAlphabetic || properties.generalCategory == .nonspacingMark {
        if TextLanguage.isWrittenWithoutSpaces(scalar) {
          endWord()
          words += 1
        } else {
          word.unicodeScalars.append(scalar)
        }
      } else {
        endWord()
      }
    }

    /// Ends the word being read, if any (a span's end is a word's end).
    public mutating func endWord() {
      guard !word.isEmpty else { return }
      words += 1
      guard let languages = TextLanguage.languagesOfWord[word.lowercased()] else {
        word = ""
        return
      }
      word = ""
      for index in hits.indices where languages & (1 << index) != 0 { hits[index] += 1 }
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

  /// A language's commonest short words, as they are written (lowercase). A language may be
  /// here without a hyphenation dictionary, and placeholder Latin is here too: it is better
  /// to know an Italian or a "lorem ipsum" text for what it is than to take it for Spanish or
  /// English.
  struct Profile {
    var tag: String
    var words: Set<String>

    init(_ tag: String, _ words: String) {
      self.tag = tag
      self.words = Set(words.split(separator: " ").map(String.init))
    }
  }

  /// Each common word's languages, a bit for each profile: one look-up a word.
  static let languagesOfWord: [String: UInt32] = {
    var languages: [String: UInt32] = [:]
    for (index, profile) in profiles.enumerated() {
      for word in profile.words { languages[word, default: 0] |= 1 << index }
    }
    return languages
  }()

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
      "lorem ipsum dolor sit amet consectetur adipiscing elit sed eiusmod tempor incididunt "
        + "ut labore et dolore magna aliqua enim ad minim veniam quis nostrud exercitation "
        + "ullamco laboris nisi aliquip ex ea commodo consequat duis aute irure in "
        + "reprehenderit voluptate velit esse cillum fugiat nulla pariatur excepteur sint "
        + "occaecat cupidatat non proident sunt culpa qui officia deserunt mollit anim id est "
        + "laborum cum quod quae"),
  ]
}
