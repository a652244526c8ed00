import FoundationEssentials

/// One stretch of taking in one article's words (DESIGN.md "Reading sessions"): from opening
/// an article to leaving it, the words taken in and the time that counted.
///
/// `seconds` is the time that counted, not `ended - started`: a screen held longer than the
/// cap counts the cap, a skimmed screen counts nothing, a look and a suspended process count
/// nothing (`SessionRecorder`). `words` are the words that passed the top of the screen (the
/// position) in reading moves, each once, and the rest of the article once its end was on
/// screen. The record keeps the bookmark's id, title and language as they were, so deleting
/// the bookmark leaves its minutes in the totals.
public struct ReadingSession: Equatable, Sendable, Codable {
  /// How the words were taken in: read on screen, or heard read aloud. Listening is counted
  /// apart: it never makes a reading speed.
  public enum Intake: String, Equatable, Sendable, Codable, CaseIterable {
    case read
    case listened
  }

  public var bookmarkID: String
  public var title: String
  /// The article's language as its primary subtag ("en" for "en-GB"), "" when unknown.
  public var language: String
  public var intake: Intake
  public var started: Date
  public var ended: Date
  public var seconds: Double
  public var words: Int
  /// How many screenfuls the counted moves covered (a line move is a fraction of one): how
  /// much evidence the session gives of a speed.
  public var screens: Double
  /// The article became finished in this session (it was not before).
  public var finishedArticle: Bool

  public init(
    bookmarkID: String, title: String = "", language: String = "", intake: Intake = .read,
    started: Date, ended: Date, seconds: Double, words: Int, screens: Double = 0,
    finishedArticle: Bool = false
  ) {
    self.bookmarkID = bookmarkID
    self.title = title
    self.language = language
    self.intake = intake
    self.started = started
    self.ended = ended
    self.seconds = seconds
    self.words = words
    self.screens = screens
    self.finishedArticle = finishedArticle
  }

  /// Words a minute in this session; nil when no time counted.
  public var wordsPerMinute: Double? {
    seconds > 0 && words > 0 ? Double(words) * 60 / seconds : nil
  }

  /// The language tag reduced to what speeds are kept by: "en-GB", "EN" and "en_US" are "en".
  public static func language(of tag: String) -> String {
    let primary = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? ""
    return primary.lowercased().filter { $0.isASCII && $0.isLetter }
  }
}
