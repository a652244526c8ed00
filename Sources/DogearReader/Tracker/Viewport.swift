/// What the reader shows of an article, in laid-out content lines (DESIGN.md "Definitions").
///
/// `total` is the number of content lines at the reading width, `height` the rows the article
/// gets on screen, and `top` the index of the first visible line. Hiding the bar, toolbar, hero
/// or summary, or resizing the terminal, changes `total` or `height`; moving changes `top`.
public struct Viewport: Equatable, Sendable {
  public var top: Int
  public var height: Int
  public var total: Int

  public init(top: Int, height: Int, total: Int) {
    self.top = top
    self.height = height
    self.total = total
  }

  /// The number of lines `top` can move over: `total - height`, never negative.
  public var scrollRange: Int { max(0, total - height) }

  /// True when the whole article is visible at once, which counts as read.
  public var fits: Bool { total <= height }
}
