import DogearLayout

/// Where a link inside the article goes (issue 17), for the reader's `o N Enter`: a look
/// (DESIGN.md "Reading and looking") that moves the view there and pushes the jump list.
/// The move itself belongs with the jump list; this is the lookup it calls.
extension ReaderState {
  /// The content line (lead and inline picture rows counted) that link `[number]` goes to;
  /// nil when it is not an in-article link (`#name`) or names nothing in the article.
  public func inArticleTarget(ofLink number: Int) -> Int? {
    guard number >= 1, number <= layout.links.count else { return nil }
    let href = layout.links[number - 1]
    guard let line = ArticleTargets.line(for: href, targets: digest.targets, in: layout)
    else { return nil }
    return lead.lines.count + line
  }
}
