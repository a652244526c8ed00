import DogearCore
import DogearLayout
import DogearScreen

/// Inline pictures (issue 8, `Settings.showInlineImages`): each image of the article whose
/// picture the shell has rendered gets its rows just above and over its `[image: alt]` line
/// (the last one covers it: issue 17). The rows are blank layout lines carrying the image line's anchor, as blank
/// separators carry the anchor of the line after them, so the tracker, anchors and search
/// treat them like any other lines and the reading position survives toggling.
public struct InlinePictures: Equatable, Sendable {
  /// One inserted row: which picture, which of its rows.
  public struct Row: Equatable, Sendable {
    public let source: String
    public let row: Int
  }

  /// The most rows one inline picture takes, whatever the screen.
  public static let maximumRows = 12

  /// Rendered pictures by image source (`ImageReference.source`).
  public internal(set) var pictures: [String: Picture] = [:]
  /// The inserted rows by article line index, for the renderer.
  public internal(set) var rows: [Int: Row] = [:]

  public init() {}

  /// True when image line `number` is the image's only line and holds no link.
  static func pictureCovers(line number: Int, of layout: ArticleLayout) -> Bool {
    let line = layout.lines[number]
    guard !line.runs.contains(where: { $0.link != nil }) else { return false }
    guard number + 1 < layout.lines.count else { return true }
    let next = layout.lines[number + 1]
    return next.runs.isEmpty || next.anchor.path != line.anchor.path
  }

  /// `layout` with the picture rows inserted (unchanged when there is no picture to show).
  mutating func expand(_ layout: ArticleLayout) -> ArticleLayout {
    rows = [:]
    guard !pictures.isEmpty, layout.lines.contains(where: { $0.image != nil }) else {
      return layout
    }
    // Insert through the layout so its anchor index stays exact (an anchor in the middle of
    // a line still resolves to that line, shifted).
    var counts: [Int: Int] = [:]
    var inserted = 0
    for (number, line) in layout.lines.enumerated() {
      guard let source = line.image?.source, let picture = pictures[source], picture.rows > 0
      else { continue }
      // The picture's last row covers the `[image: alt]` line itself: the alt text is not
      // printed under the picture it describes (unless the line holds a link number or the
      // alt text runs on to another line, which the picture could not cover).
      let blank = Self.pictureCovers(line: number, of: layout) ? picture.rows - 1 : picture.rows
      if blank > 0 { counts[number] = blank }
      for row in 0..<picture.rows {
        rows[number + inserted + row] = Row(source: source, row: row)
      }
      inserted += blank
    }
    guard !rows.isEmpty else { return layout }
    return layout.insertingBlankLines(before: counts)
  }
}

extension ReaderState {
  /// The images the shell should render for inline pictures (each source once, in reading
  /// order), or none when inline images are off or the terminal has no colours.
  public var inlineImages: [ImageReference] {
    guard settings.showInlineImages, environment.colors else { return [] }
    var seen = Set<String>()
    return plainLayout.lines.compactMap { line in
      guard let image = line.image, !image.source.isEmpty, seen.insert(image.source).inserted
      else { return nil }
      return image
    }
  }

  /// The cells an inline picture should be rendered into now: the text column by at most
  /// `InlinePictures.maximumRows` (and half the viewport). Nil when inline images are off.
  public var inlinePictureSize: (columns: Int, rows: Int)? {
    guard settings.showInlineImages, environment.colors else { return nil }
    return (frame.textWidth, max(1, min(InlinePictures.maximumRows, frame.height / 2)))
  }

  /// A picture for the image `source` arrived (nil: it cannot be shown, the `[image: alt]`
  /// line stays alone).
  mutating func receiveInlinePicture(source: String, _ picture: Picture?) {
    rebaseSpotOffPictures()
    inline.pictures[source] = picture
    applySizeChange()
  }

  /// Before picture rows come, go or change height: a spot counted from an image line across
  /// its picture rows (on a picture row, or the blank line above them) is recounted without
  /// them, so it lands on the image line (or that blank line) instead of drifting into the
  /// text above by the picture's height.
  mutating func rebaseSpotOffPictures() {
    guard let spot, spot.lineOffset < 0, let line = layout.lineIndex(for: spot.anchor) else {
      return
    }
    var pictureRows = 0
    while inline.rows[line - 1 - pictureRows] != nil { pictureRows += 1 }
    guard pictureRows > 0 else { return }
    self.spot = ReadingSpot(anchor: spot.anchor, lineOffset: min(0, spot.lineOffset + pictureRows))
  }
}
