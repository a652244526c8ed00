import FoundationEssentials

/// The record's figures in words, the same on the record screen and in `dogear stats`.
public enum RecordWords {
  public static func totals(_ totals: ReadingRecord.Totals) -> String {
    "\(minutes(totals.minutes)) · \(totals.finished) finished · \(grouped(totals.words)) words"
  }

  public static func streak(_ record: ReadingRecord) -> String {
    "\(days(record.currentStreak)) (longest \(days(record.longestStreak)))"
  }

  public static func speed(_ speed: ReadingSpeed) -> String {
    guard let overall = speed.overall else {
      return "\(ReadingSpeed.prior) words a minute (Readeck's rate until you have read more)"
    }
    return "\(overall) words a minute"
  }

  public static func queue(_ minutes: Int) -> String {
    minutes == 0 ? "nothing left to read" : "\(self.minutes(minutes)) to read at your speed"
  }

  /// "0 min", "45 min", "2 h 05 min".
  public static func minutes(_ minutes: Int) -> String {
    minutes < 60 ? "\(minutes) min" : "\(minutes / 60) h \(String(format2: minutes % 60)) min"
  }

  public static func days(_ count: Int) -> String { count == 1 ? "1 day" : "\(count) days" }

  /// "12,400".
  public static func grouped(_ number: Int) -> String {
    let digits = String(number)
    var out = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
      out.append(digit)
    }
    return out
  }

  /// The day as the calendar names it: "2026-12-05".
  public static func date(_ date: Date, calendar: Calendar) -> String {
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    return
      "\(parts.year ?? 0)-\(String(format2: parts.month ?? 0))-\(String(format2: parts.day ?? 0))"
  }

  /// An instant in UTC, ISO 8601: "2026-12-05T13:05:09Z".
  public static func instant(_ date: Date) -> String {
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(secondsFromGMT: 0) ?? utc.timeZone
    let parts = utc.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    let day =
      "\(parts.year ?? 0)-\(String(format2: parts.month ?? 0))-\(String(format2: parts.day ?? 0))"
    let time = [parts.hour, parts.minute, parts.second].map { String(format2: $0 ?? 0) }
    return day + "T" + time.joined(separator: ":") + "Z"
  }
}

extension String {
  /// Two digits, zero-padded.
  init(format2 value: Int) {
    self = value < 10 && value >= 0 ? "0\(value)" : String(value)
  }
}
