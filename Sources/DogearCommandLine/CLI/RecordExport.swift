import DogearCore
import FoundationEssentials

/// `dogear stats [--json|--csv]`: the record as text, as JSON (the totals, the speeds and the
/// days read), or as CSV (one row per session). Plain output: no control character from a
/// title reaches the terminal.
public enum RecordExport {
  public enum Format: Equatable, Sendable {
    case text, json, csv
  }

  public static func text(
    _ record: ReadingRecord, sessions: [ReadingSession], as format: Format, calendar: Calendar
  ) -> String {
    switch format {
    case .text: return plain(record)
    case .json: return json(record, calendar: calendar)
    case .csv: return csv(sessions)
    }
  }

  /// The lines the record screen shows too, in the same words.
  static func plain(_ record: ReadingRecord) -> String {
    var lines: [String] = []
    if record.isEmpty {
      lines.append("No reading recorded yet: the record starts with the next article you read.")
    } else {
      for (name, totals) in [
        ("Today", record.today), ("This week", record.week), ("This year", record.year),
      ] {
        lines.append(name.padded(toLength: 11) + RecordWords.totals(totals))
      }
      lines.append("Streak".padded(toLength: 11) + RecordWords.streak(record))
    }
    lines.append("Speed".padded(toLength: 11) + RecordWords.speed(record.speed))
    lines.append("Queue".padded(toLength: 11) + RecordWords.queue(record.queueMinutes))
    return lines.joined(separator: "\n") + "\n"
  }

  static func json(_ record: ReadingRecord, calendar: Calendar) -> String {
    func totals(_ value: ReadingRecord.Totals) -> String {
      "{\"minutes\": \(value.minutes), \"finished\": \(value.finished), \"words\": \(value.words)}"
    }
    let languages = record.speed.measured.sorted { $0.key < $1.key }
      .map { "\(JSONText.string($0.key)): \($0.value)" }.joined(separator: ", ")
    let days = record.days.filter { $0.seconds > 0 }
      .map {
        "{\"date\": \"\(RecordWords.date($0.start, calendar: calendar))\", \"minutes\": \($0.minutes)}"
      }
      .joined(separator: ", ")
    let lines = [
      "  \"sessions\": \(record.sessionCount)",
      "  \"words_per_minute\": \(record.speed.overallWordsPerMinute)",
      "  \"speed_measured\": \(record.speed.overall != nil)",
      "  \"languages\": {\(languages)}",
      "  \"today\": \(totals(record.today))",
      "  \"week\": \(totals(record.week))",
      "  \"year\": \(totals(record.year))",
      "  \"streak_days\": \(record.currentStreak)",
      "  \"longest_streak_days\": \(record.longestStreak)",
      "  \"queue_minutes\": \(record.queueMinutes)",
      "  \"listened_minutes\": \(Int((record.listenedSeconds / 60).rounded()))",
      "  \"days\": [\(days)]",
    ]
    return JSONText.escapingStrayControls("{\n" + lines.joined(separator: ",\n") + "\n}\n")
  }

  static let csvHeader =
    "started,ended,bookmark_id,title,language,intake,seconds,words,words_per_minute,finished"

  static func csv(_ sessions: [ReadingSession]) -> String {
    var rows = [csvHeader]
    for session in sessions.sorted(by: { $0.started < $1.started }) {
      let speed = session.wordsPerMinute.map { String(Int($0.rounded())) } ?? ""
      rows.append(
        [
          RecordWords.instant(session.started), RecordWords.instant(session.ended),
          field(session.bookmarkID), field(session.title), field(session.language),
          session.intake.rawValue, String(Int(session.seconds.rounded())), String(session.words),
          speed, session.finishedArticle ? "1" : "0",
        ].joined(separator: ","))
    }
    return rows.joined(separator: "\n") + "\n"
  }

  /// A CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180), on one
  /// line first (`PlainOutput.write` makes it safe for a terminal).
  static func field(_ text: String) -> String {
    let clean = PlainOutput.oneLine(text)
    guard clean.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return clean }
    return "\""
      + clean.split(separator: "\"", omittingEmptySubsequences: false)
      .joined(separator: "\"\"") + "\""
  }
}
