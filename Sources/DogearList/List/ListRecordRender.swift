import DogearCore
import DogearScreen

/// The record screen (`t`, DESIGN.md "The record"): today, this week and this year, the
/// streaks, your speed, the queue, and a calendar of the last weeks in shaded cells, one
/// column a week and one row a day, as the contribution calendars people know. What does not
/// fit the window is left out from the bottom, the calendar first.
extension ListPainter {
  mutating func drawRecord(_ view: ListRecordView) {
    let closing = "any key closes"
    let end = put("Your reading", row: 0, column: margin, style: theme.appName)
    if end + 2 + fit.width(closing) <= state.columns - margin {
      put(
        closing, row: 0, column: state.columns - margin - fit.width(closing),
        style: theme.secondary)
    }
    guard case .shown(let record) = view else {
      drawCentred(["Reading the record…"])
      return
    }
    var lines: [(String, CellStyle)] = []
    if record.isEmpty {
      lines.append(("No reading recorded yet: the record starts", theme.strong))
      lines.append(("with the next article you read.", theme.strong))
    } else {
      lines += RecordTable.lines(record, room: state.columns - 2 * margin).enumerated().map {
        ($1, $0 == 0 ? theme.secondary : theme.plain)
      }
      lines.append(("Streak   " + RecordWords.streak(record), theme.plain))
    }
    lines.append(("Speed    " + RecordWords.speed(record.speed), theme.plain))
    lines.append(("Queue    " + RecordWords.queue(record.queueMinutes), theme.plain))
    var row = state.rows >= 16 ? 2 : 1
    for (text, style) in lines where row < state.rows {
      put(
        fit.truncated(text, to: state.columns - 2 * margin), row: row, column: margin, style: style)
      row += 1
    }
    drawCalendar(record, from: row + 1)
  }

  /// The month names over the weeks, then a row a day; only when all eight rows fit.
  private mutating func drawCalendar(_ record: ReadingRecord, from top: Int) {
    guard !record.isEmpty, top + 8 <= state.rows else { return }
    let room = state.columns - 2 * margin
    let weeks = min((record.days.count + 6) / 7, room / 2)
    guard weeks > 0 else { return }
    let firstWeek = (record.days.count + 6) / 7 - weeks
    var lastMonth = 0
    var labelEnd = 0
    for week in 0..<weeks {
      let index = (firstWeek + week) * 7
      guard index < record.days.count else { break }
      let column = margin + week * 2
      for weekday in 0..<7 where index + weekday < record.days.count {
        let day = record.days[index + weekday]
        let level = RecordShade.level(minutes: day.minutes)
        put(
          RecordShade.glyph(level, unicode: environment.unicode), row: top + 1 + weekday,
          column: column, style: level == 0 ? theme.secondary : theme.strong)
      }
      let month = record.days[index].month
      // A month's name over its first week, where the last name left room.
      if month != lastMonth, column >= labelEnd, column + 3 <= state.columns - margin {
        labelEnd =
          put(RecordShade.monthName(month), row: top, column: column, style: theme.secondary) + 1
      }
      lastMonth = month
    }
  }
}

/// The totals as a small table: a heading row, then minutes, finished and words, each
/// period's column as wide as the window allows (10 cells at most, 6 at least).
enum RecordTable {
  static func lines(_ record: ReadingRecord, room: Int = 39) -> [String] {
    let periods = [record.today, record.week, record.year]
    let width = min(10, max(6, (room - 9) / 3))
    func row(_ name: String, _ values: [String]) -> String {
      name.padded(toLength: 9)
        + values.map { String(repeating: " ", count: max(1, width - $0.count)) + $0 }.joined()
    }
    return [
      row("", ["today", "week", "year"]),
      row("minutes", periods.map { RecordWords.grouped($0.minutes) }),
      row("finished", periods.map { RecordWords.grouped($0.finished) }),
      row("words", periods.map { RecordWords.grouped($0.words) }),
    ]
  }
}

/// A day's cell: five shades by the minutes read that day.
enum RecordShade {
  /// 0: none; 1: under 15 min; 2: under 30; 3: under an hour; 4: an hour or more.
  static func level(minutes: Int) -> Int {
    switch minutes {
    case ..<1: return 0
    case ..<15: return 1
    case ..<30: return 2
    case ..<60: return 3
    default: return 4
    }
  }

  static func glyph(_ level: Int, unicode: Bool) -> String {
    let glyphs = unicode ? ["·", "░", "▒", "▓", "█"] : [".", "-", "+", "*", "#"]
    return glyphs[min(max(0, level), 4)]
  }

  static func monthName(_ month: Int) -> String {
    let names = [
      "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    return names[min(max(1, month), 12) - 1]
  }
}
