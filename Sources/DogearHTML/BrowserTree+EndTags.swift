/// The searches of HTML5's "in body" end-tag rules: how far an end tag, or a new list item,
/// closes the open elements.
extension BrowserTree {
  /// "Any other end tag": closes the nearest open element of that name, unless a special
  /// element comes first.
  mutating func endOther(tag: String) {
    for index in stack.indices.reversed() {
      if stack[index].tag == tag {
        popTo(index)
        return
      }
      if stack[index].rules.isSpecial { return }
    }
  }

  /// `li` closes the open `li` (and `dd`/`dt` the open `dd` or `dt`) unless a special element
  /// other than address, div and p comes first.
  mutating func closeListItem(like tag: String) {
    let closes = tag == "li" ? Self.listItems : Self.definitionParts
    for index in stack.indices.reversed() {
      let open = stack[index]
      if closes.contains(open.tag) {
        popTo(index)
        return
      }
      if open.rules.isSpecial, !Self.notEndingListItems.contains(open.tag) { return }
    }
  }

  private static let listItems = ["li"]
  private static let definitionParts = ["dd", "dt"]
  private static let notEndingListItems = ["address", "div", "p"]
}
