/// The columns of a bookmark row at one screen width:
///
///     ◕ 63%  A Field Guide to Slow Rivers             rivers.example   24 min
///
/// The ring column is fixed, the reading time is right-aligned at the edge, the site is a
/// column before it (a quarter of what is left, 10 to 20 cells) and the title takes the rest.
/// Narrow screens drop the site first (below 60 columns), then the time (below 30).
struct ListRowLayout {
  static let gap = 2
  static let siteMinimumColumns = 60
  static let timeMinimumColumns = 30
  static let timeWidth = 6

  let margin: Int
  let ringStart: Int
  let titleStart: Int
  let titleWidth: Int
  let siteStart: Int
  let siteWidth: Int
  let timeStart: Int
  let timeWidth: Int

  init(columns: Int, unicode: Bool) {
    let gap = Self.gap
    margin = columns >= 20 ? 1 : 0
    ringStart = margin
    let ringWidth = ProgressRing.columnWidth(unicode: unicode)
    titleStart = margin + ringWidth + gap
    timeWidth = columns >= Self.timeMinimumColumns ? Self.timeWidth : 0
    timeStart = columns - margin - timeWidth
    let shared = max(0, timeStart - (timeWidth > 0 ? gap : 0) - titleStart)
    siteWidth = columns >= Self.siteMinimumColumns ? min(20, max(10, shared / 4)) : 0
    titleWidth = max(0, shared - (siteWidth > 0 ? siteWidth + gap : 0))
    siteStart = titleStart + titleWidth + gap
  }

  /// "24 min"; "3 h" from 100 minutes on; nothing when unknown.
  static func readingTime(minutes: Int) -> String {
    if minutes <= 0 { return "" }
    if minutes < 100 { return "\(minutes) min" }
    return "\((minutes + 30) / 60) h"
  }
}
