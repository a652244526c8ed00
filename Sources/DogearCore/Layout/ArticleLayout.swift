/// An article laid out at one width: its lines, its numbered links and the way back from an
/// anchor to a line.
public struct ArticleLayout: Equatable, Sendable {
  public var width: Int
  public var lines: [LayoutLine]
  /// `links[n - 1]` is the href of link `[n]`.
  public var links: [String]

  public init(width: Int, lines: [LayoutLine], links: [String]) {
    self.width = width
    self.lines = lines
    self.links = links
  }

  /// Lays `document` out at `width` columns (>= 1). No line is ever wider than `width`.
  public init(document: Document, width: Int, cellWidth: CellWidth) {
    let width = max(1, width)
    var lines: [LayoutLine] = []
    for block in document.blocks {
      guard case .paragraph(let spans) = block.kind else { continue }
      for span in spans {
        guard case .text(let text) = span.content else { continue }
        var current = ""
        var used = 0
        var offset = span.offset
        var start = span.offset
        for character in text {
          let columns = cellWidth.of(character)
          if used + columns > width, !current.isEmpty {
            lines.append(
              LayoutLine(runs: [StyledRun(current)], anchor: Anchor(path: span.path, offset: start))
            )
            current = ""
            used = 0
            start = offset
          }
          current.append(character)
          used += columns
          offset += 1
        }
        if !current.isEmpty {
          lines.append(
            LayoutLine(runs: [StyledRun(current)], anchor: Anchor(path: span.path, offset: start)))
        }
      }
    }
    self.init(width: width, lines: lines, links: [])
  }

  /// The line holding `anchor`; nil when its path is not in this layout.
  public func lineIndex(for anchor: Anchor) -> Int? {
    var best: Int?
    for (index, line) in lines.enumerated()
    where line.anchor.path == anchor.path && line.anchor.offset <= anchor.offset {
      best = index
    }
    return best ?? lines.firstIndex { $0.anchor.path == anchor.path }
  }

  /// The anchor of line `index` (clamped to the lines there are).
  public func anchor(atLine index: Int) -> Anchor {
    guard !lines.isEmpty else { return Anchor(path: .root, offset: 0) }
    return lines[min(max(0, index), lines.count - 1)].anchor
  }
}
