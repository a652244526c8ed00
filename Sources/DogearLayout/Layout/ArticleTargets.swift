import DogearCore
import FoundationEssentials

/// Links inside the article (`href="#name"`): where they go in a layout. A footnote mark
/// (`#fn1`), its back-link (`#r1`) and a table of contents (`#history`) all name an element
/// by its `id` (or an `<a name>`), which `Document.targets` maps to the element's path.
///
/// The reader follows one as a look (DESIGN.md): it asks `line(for:targets:in:)` and moves
/// there, pushing the jump list. `lineIndex` is a line of the article's layout; the reader
/// adds its lead (hero, summary) and counts the rows of inline pictures as it does for any
/// anchor.
public enum ArticleTargets {
  /// The name an in-article link points at ("#fn1" -> "fn1", percent-decoded); nil for any
  /// other link and for a bare "#".
  public static func fragment(of href: String) -> String? {
    guard href.hasPrefix("#"), href.count > 1 else { return nil }
    let name = String(href.dropFirst())
    return name.removingPercentEscapes() ?? name
  }

  /// True for a link inside the article.
  public static func isInArticle(_ href: String) -> Bool { fragment(of: href) != nil }

  /// The layout line link `href` goes to: the first line of its target element, else the
  /// first line after it in document order (an empty `<a name>`, a wrapper whose text is in
  /// its children). Nil when `href` is not an in-article link or names nothing.
  public static func line(
    for href: String, targets: [String: ElementPath], in layout: ArticleLayout
  ) -> Int? {
    guard let name = fragment(of: href), let path = targets[name] else { return nil }
    if let line = layout.lineIndex(for: Anchor(path: path, offset: 0)) { return line }
    return layout.lines.indices.first { index in
      let line = layout.lines[index]
      guard !line.runs.isEmpty, line.anchor.path != PathTable.linksPath else { return false }
      return line.anchor.path.isWithin(path) || precedes(path, line.anchor.path)
    }
  }

  /// Document order: `first` starts before `second` (an ancestor before its descendants).
  static func precedes(_ first: ElementPath, _ second: ElementPath) -> Bool {
    for (one, two) in zip(first.steps, second.steps) where one.index != two.index {
      return one.index < two.index
    }
    return first.steps.count < second.steps.count
  }
}
