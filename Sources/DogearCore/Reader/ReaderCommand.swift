/// What the reader's user wants, whatever key said it (STYLE.md 3).
public enum ReaderCommand: Hashable, Sendable, CaseIterable {
  case lineDown, lineUp, pageDown, pageUp, halfPageDown, halfPageUp, top, bottom
  case search, nextMatch, previousMatch
  case jump, dismiss
  case toggleProgressBar, toggleWordCount, toggleHeroImage, toggleSummary, toggleInlineImages
  case settings, openLink, help, redraw, back
}

/// The reader's one key table: `Reader.update` dispatches through it and the help overlay is
/// generated from it.
public enum ReaderKeyMap {
  public static let table = KeyMap<ReaderCommand>([
    KeyBinding([.character("j"), .down], .lineDown, "Down one line"),
    KeyBinding([.character("k"), .up], .lineUp, "Up one line"),
    KeyBinding([.character(" "), .pageDown], .pageDown, "Down one page"),
    KeyBinding([.character("b"), .pageUp], .pageUp, "Up one page"),
    KeyBinding([.character("d")], .halfPageDown, "Down half a page"),
    KeyBinding([.character("u")], .halfPageUp, "Up half a page"),
    KeyBinding([.character("g"), .home], .top, "Top of the article"),
    KeyBinding([.character("G"), .end], .bottom, "End of the article"),
    KeyBinding([.character("/")], .search, "Search"),
    KeyBinding([.character("n")], .nextMatch, "Next match"),
    KeyBinding([.character("N")], .previousMatch, "Previous match"),
    KeyBinding([.character("J"), .enter], .jump, "Jump to saved position"),
    KeyBinding([.escape], .dismiss, "Dismiss prompt/search"),
    KeyBinding([.character("p")], .toggleProgressBar, "Show/hide progress bar"),
    KeyBinding([.character("w")], .toggleWordCount, "Show/hide word count"),
    KeyBinding([.character("i")], .toggleHeroImage, "Show/hide hero image"),
    KeyBinding([.character("s")], .toggleSummary, "Show/hide summary"),
    KeyBinding([.character("I")], .toggleInlineImages, "Show/hide inline images"),
    KeyBinding([.character(",")], .settings, "Settings"),
    KeyBinding([.character("o")], .openLink, "Open link: o 3 Enter"),
    KeyBinding([.character("?")], .help, "This help"),
    KeyBinding([.control("l")], .redraw, "Redraw the screen"),
    KeyBinding([.character("q")], .back, "Back to the list"),
  ])
}
