/// Your reading speed, per language, and the one estimate of minutes made from it (DESIGN.md
/// "Your speed", "Time left"): every minute figure dogear shows comes from `minutes(words:
/// language:)`, so the list, the reader's toolbar, the jump offer and `dogear stats` agree for
/// the same words.
///
/// A language's speed is the median words a minute of its `recent` latest read sessions
/// (robust to a session read while distracted, or skimmed), once they cover `enoughScreens`
/// screenfuls between them; until then it is Readeck's 200. Listened sessions never count.
public struct ReadingSpeed: Equatable, Sendable {
  /// Readeck's rate (`word_count / 200`), the prior until there is enough of your own.
  public static let prior = 200
  public static let recent = 20
  public static let enoughScreens = 5.0

  /// Words a minute measured, by language ("" for articles of no stated language).
  public var measured: [String: Int]
  /// Over every language: what the record shows as "your speed".
  public var overall: Int?

  public init(measured: [String: Int] = [:], overall: Int? = nil) {
    self.measured = measured
    self.overall = overall
  }

  /// Nothing measured: 200 words a minute everywhere.
  public static let readeck = ReadingSpeed()

  /// The speeds from `sessions`, newest or oldest first (they are sorted here).
  public init(sessions: [ReadingSession]) {
    let read = sessions.filter { $0.intake == .read && $0.wordsPerMinute != nil }
      .sorted { $0.ended > $1.ended }
    var measured: [String: Int] = [:]
    for (language, ones) in Dictionary(grouping: read, by: \.language) {
      if let speed = Self.median(of: ones) { measured[language] = speed }
    }
    self.init(measured: measured, overall: Self.median(of: read))
  }

  /// Words a minute for an article in `language` (a tag such as "en-GB", or "").
  public func wordsPerMinute(language: String) -> Int {
    measured[ReadingSession.language(of: language)] ?? Self.prior
  }

  /// The overall speed, or the prior.
  public var overallWordsPerMinute: Int { overall ?? Self.prior }

  /// THE estimate: minutes to read `words` words of an article in `language`. 0 for no words,
  /// else at least 1, rounded down otherwise (as Readeck's `reading_time`).
  public func minutes(words: Int, language: String) -> Int {
    guard words > 0 else { return 0 }
    return max(1, words / max(1, wordsPerMinute(language: language)))
  }

  /// THE estimate for a place in an article of `words` words: the minutes left after
  /// `percent` (0 for the whole article). The list's rows and the reader's toolbar both ask
  /// this, with the same words and the same whole percent, so they say the same minutes.
  public func minutes(ofArticle words: Int, afterPercent percent: Int, language: String) -> Int {
    minutes(words: Self.wordsLeft(of: words, afterPercent: percent), language: language)
  }

  /// The words left after `percent` of an article of `words` words: the list's estimate of
  /// where a saved place is, for `minutes(words:language:)`.
  public static func wordsLeft(of words: Int, afterPercent percent: Int) -> Int {
    percent >= 100 ? 0 : words * (100 - max(0, percent)) / 100
  }

  /// The median speed of the latest `recent` sessions, when they cover enough screens.
  private static func median(of newestFirst: [ReadingSession]) -> Int? {
    let latest = newestFirst.prefix(recent)
    guard latest.reduce(0, { $0 + $1.screens }) >= enoughScreens else { return nil }
    let speeds = latest.compactMap(\.wordsPerMinute).sorted()
    guard !speeds.isEmpty else { return nil }
    let middle = speeds.count / 2
    let median = speeds.count % 2 == 1 ? speeds[middle] : (speeds[middle - 1] + speeds[middle]) / 2
    return max(1, Int(median.rounded()))
  }
}
