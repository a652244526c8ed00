import DogearScreen

/// The help screen's keys. When every key fits, any key closes it, as before; when they do
/// not, `j`/`k`, the arrows, Space, `b`, the page keys and the wheel scroll it and any other
/// key closes it.
extension ListState {
  mutating func handleHelp(_ key: Key) -> [ListEffect] {
    let page = max(1, rows - 2)
    guard ListHelpLayout(state: self).lastScroll > 0 else { return closeHelp() }
    switch key {
    case .character("j"), .down: return scrollHelp(by: 1)
    case .character("k"), .up: return scrollHelp(by: -1)
    case .character(" "), .pageDown: return scrollHelp(by: page)
    case .character("b"), .pageUp: return scrollHelp(by: -page)
    default: return closeHelp()
    }
  }

  private mutating func closeHelp() -> [ListEffect] {
    isShowingHelp = false
    helpScroll = 0
    return []
  }

  mutating func scrollHelp(by lines: Int) -> [ListEffect] {
    let limit = ListHelpLayout(state: self).lastScroll
    helpScroll = min(max(0, helpScroll + lines), limit)
    return []
  }
}
