import DogearCore
import DogearLayout
import FoundationEssentials

/// The content lines above the article: the hero image slot and the summary (the bookmark's
/// description). They scroll with the article and count in `total`, but they are not part of
/// the document, so they carry no anchor of their own (see `ReadingSpot`).
public struct ReaderLead: Equatable, Sendable {
  /// The most rows the hero slot takes, whatever the screen.
  public static let maximumHeroRows = 12

  public let lines: [LayoutLine]
  /// The hero slot's rows (0 when hidden or absent), not counting the blank line after it.
  public let heroRows: Int

  public init(lines: [LayoutLine] = [], heroRows: Int = 0) {
    self.lines = lines
    self.heroRows = heroRows
  }

  /// The lead for `bookmark` at text width `width` for a viewport of `viewportRows` rows
  /// (counted with the toolbar shown, so that the toolbar coming and going never resizes it).
  ///
  /// The hero slot takes a third of the viewport (at most `maximumHeroRows`, and none when
  /// that would be under 3 rows). Until pictures are drawn (issue 8) it is a frame with
  /// the image's caption, the bookmark title.
  ///
  /// A summary that only repeats how the article begins (`summaryRepeats`) is not shown.
  public init(
    bookmark: Bookmark, settings: Settings, width: Int, viewportRows: Int, glyphs: ReaderGlyphs,
    cellWidth: CellWidth, summaryRepeats: Bool = false
  ) {
    var lines: [LayoutLine] = []
    var heroRows = 0
    let wantedHeroRows = min(Self.maximumHeroRows, viewportRows / 3)
    if bookmark.heroImage != nil, !settings.hideHeroImage, wantedHeroRows >= 3, width >= 4 {
      let caption = "[image: \(bookmark.title)]"
      lines += Self.frame(
        caption: caption, rows: wantedHeroRows, width: width, glyphs: glyphs, cellWidth: cellWidth)
      lines.append(Self.blank)
      heroRows = wantedHeroRows
    }
    let summary = bookmark.description.trimmingWhitespaceAndNewlines()
    if !settings.hideSummary, !summaryRepeats, !summary.isEmpty {
      for text in TextFitting.wrap(summary, width: width, cellWidth: cellWidth) {
        lines.append(Self.line([StyledRun(text, style: [.dim, .italic])]))
      }
      lines.append(Self.blank)
    }
    self.init(lines: lines, heroRows: heroRows)
  }

  private static let blank = line([])

  private static func line(_ runs: [StyledRun]) -> LayoutLine {
    LayoutLine(runs: runs, anchor: Anchor(path: .root, offset: 0))
  }

  /// A box `rows` tall and `width` wide with `caption` centred in it.
  private static func frame(
    caption: String, rows: Int, width: Int, glyphs: ReaderGlyphs, cellWidth: CellWidth
  ) -> [LayoutLine] {
    let inner = width - 2
    let rule = String(repeating: glyphs.horizontal, count: inner)
    let text = TextFitting.truncate(
      caption, toWidth: inner, ellipsis: glyphs.ellipsis, cellWidth: cellWidth)
    let padding = inner - cellWidth.of(text)
    let centred =
      String(repeating: " ", count: padding / 2) + text
      + String(repeating: " ", count: padding - padding / 2)
    let empty = String(repeating: " ", count: inner)
    var lines = [line([StyledRun(glyphs.topLeft + rule + glyphs.topRight, style: .dim)])]
    for row in 1..<(rows - 1) {
      let middle = row == (rows - 1) / 2 ? centred : empty
      lines.append(
        line([
          StyledRun(glyphs.vertical, style: .dim), StyledRun(middle, style: .dim),
          StyledRun(glyphs.vertical, style: .dim),
        ]))
    }
    lines.append(line([StyledRun(glyphs.bottomLeft + rule + glyphs.bottomRight, style: .dim)]))
    return lines
  }
}
