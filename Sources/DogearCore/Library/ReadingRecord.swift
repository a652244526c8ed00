import FoundationEssentials

/// What the record screen and `dogear stats` show (DESIGN.md "The record"): made only from
/// the sessions actually recorded, with the days as the reader's calendar counts them.
///
/// Minutes are the sessions' counted seconds, rounded to the minute. An article is finished
/// in a period when one of its sessions there finished it. A day belongs to a streak when it
/// has at least `streakMinimumSeconds` of reading; the current streak ends today, or
/// yesterday while today has none yet (the day is not over). The week starts on the
/// calendar's first weekday.
public struct ReadingRecord: Equatable, Sendable {
  /// One period's totals.
  public struct Totals: Equatable, Sendable {
    public var seconds: Double = 0
    public var words = 0
    public var finished = 0
    public var minutes: Int { Int((seconds / 60).rounded()) }
  }

  /// One day of the calendar: its start, its month (1...12) and the reading that counted.
  public struct Day: Equatable, Sendable {
    public var start: Date
    public var month: Int
    public var seconds: Double
    public var minutes: Int { Int((seconds / 60).rounded()) }
  }

  public static let streakMinimumSeconds = 60.0

  public var today = Totals()
  public var week = Totals()
  public var year = Totals()
  public var currentStreak = 0
  public var longestStreak = 0
  public var speed: ReadingSpeed
  /// The unread and unfinished queue at your speed.
  public var queueMinutes: Int
  /// The last weeks, oldest day first, ending today (whole weeks from the first weekday).
  public var days: [Day]
  public var sessionCount: Int
  /// Sessions listened to rather than read, counted apart from the totals above.
  public var listenedSeconds: Double

  /// The record of `sessions` (any order) at `now`, with `weeks` weeks of calendar.
  public init(
    sessions: [ReadingSession], speed: ReadingSpeed, queueWords: [String: Int], now: Date,
    calendar: Calendar, weeks: Int = 26
  ) {
    self.speed = speed
    queueMinutes = queueWords.reduce(0) { $0 + speed.minutes(words: $1.value, language: $1.key) }
    sessionCount = sessions.count
    let read = sessions.filter { $0.intake == .read }
    listenedSeconds = sessions.filter { $0.intake == .listened }.reduce(0) { $0 + $1.seconds }
    let todayStart = calendar.startOfDay(for: now)
    let weekStart = calendar.dateInterval(of: .weekOfYear, for: now)?.start ?? todayStart
    let yearStart = calendar.dateInterval(of: .year, for: now)?.start ?? todayStart
    today = Self.totals(read, from: todayStart)
    week = Self.totals(read, from: weekStart)
    year = Self.totals(read, from: yearStart)
    var byDay: [Date: Double] = [:]
    for session in read {
      byDay[calendar.startOfDay(for: session.started), default: 0] += session.seconds
    }
    (currentStreak, longestStreak) = Self.streaks(byDay, today: todayStart, calendar: calendar)
    let firstDay = calendar.date(byAdding: .weekOfYear, value: 1 - max(1, weeks), to: weekStart)
    days = Self.days(from: firstDay ?? weekStart, to: todayStart, byDay, calendar: calendar)
  }

  /// True when there is nothing to show: no session was ever recorded.
  public var isEmpty: Bool { sessionCount == 0 }

  private static func totals(_ sessions: [ReadingSession], from start: Date) -> Totals {
    var totals = Totals()
    var finished: Set<String> = []
    for session in sessions where session.started >= start {
      totals.seconds += session.seconds
      totals.words += session.words
      if session.finishedArticle { finished.insert(session.bookmarkID) }
    }
    totals.finished = finished.count
    return totals
  }

  private static func streaks(_ byDay: [Date: Double], today: Date, calendar: Calendar)
    -> (current: Int, longest: Int)
  {
    let read = Set(byDay.filter { $0.value >= streakMinimumSeconds }.keys)
    var longest = 0
    var run = 0
    var previous: Date?
    for day in read.sorted() {
      let next = previous.flatMap { calendar.date(byAdding: .day, value: 1, to: $0) }
      run = next.map { calendar.isDate($0, inSameDayAs: day) } == true ? run + 1 : 1
      longest = max(longest, run)
      previous = day
    }
    var current = 0
    var day = read.contains(today) ? today : calendar.date(byAdding: .day, value: -1, to: today)
    while let counted = day, read.contains(counted) {
      current += 1
      day = calendar.date(byAdding: .day, value: -1, to: counted)
    }
    return (current, longest)
  }

  private static func days(
    from first: Date, to last: Date, _ byDay: [Date: Double], calendar: Calendar
  )
    -> [Day]
  {
    var days: [Day] = []
    var day = calendar.startOfDay(for: first)
    while day <= last {
      let month = calendar.component(.month, from: day)
      days.append(Day(start: day, month: month, seconds: byDay[day] ?? 0))
      guard let next = calendar.date(byAdding: .day, value: 1, to: day) else { break }
      day = calendar.startOfDay(for: next)
    }
    return days
  }
}
