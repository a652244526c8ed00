import DogearScreen

/// What the reader's user wants, whatever key said it (STYLE.md 3).
public enum ReaderCommand: Hashable, Sendable, CaseIterable {
  case lineDown, lineUp, pageDown, pageUp, halfPageDown, halfPageUp, top, bottom
  case search, nextMatch, previousMatch
  case jump, acceptPrompt, dismiss, goToPercent, jumpBack, jumpForward
  case toggleProgressBar, toggleWordCount, toggleHeroImage, toggleSummary, toggleInlineImages
  case settings, openLink, outline, help, redraw, back
  case openAddress, nextBookmark, previousBookmark
  case select, copyParagraph, highlights
  case setMark, goToMark
  case listen
  case tableLeft, tableRight

  /// Commands a count typed before them repeats (`5j`, `3` Space, `2n`); `%` takes it as
  /// its number. Every other command drops a count.
  public var takesCount: Bool {
    switch self {
    case .lineDown, .lineUp, .pageDown, .pageUp, .halfPageDown, .halfPageUp, .nextMatch,
      .previousMatch, .goToPercent:
      return true
    case .top, .bottom, .search, .jump, .acceptPrompt, .dismiss, .jumpBack, .jumpForward,
      .toggleProgressBar, .toggleWordCount, .toggleHeroImage, .toggleSummary, .toggleInlineImages,
      .settings, .openLink, .outline, .help, .redraw, .back, .openAddress, .nextBookmark,
      .previousBookmark, .select, .copyParagraph, .highlights, .setMark, .goToMark, .listen,
      .tableLeft, .tableRight:
      return false
    }
  }
}

/// The reader's one key table: `Reader.update` dispatches through it and the help overlay is
/// generated from it (DESIGN.md "Keys added in the second wave").
public enum ReaderKeyMap {
  public static let table = KeyMap<ReaderCommand>([
    KeyBinding([.character("q")], .back, "Back to the list"),
    KeyBinding([.character("?")], .help, "This help"),
    KeyBinding([.character("j"), .down, .control("e")], .lineDown, "Down one line"),
    KeyBinding([.character("k"), .up, .control("y")], .lineUp, "Up one line"),
    KeyBinding([.character(" "), .pageDown, .control("f")], .pageDown, "Down one page"),
    KeyBinding([.character("b"), .pageUp, .control("b")], .pageUp, "Up one page"),
    KeyBinding([.character("d"), .control("d")], .halfPageDown, "Down half a page"),
    KeyBinding([.character("u"), .control("u")], .halfPageUp, "Up half a page"),
    KeyBinding([.character("g"), .home], .top, "Top of the article"),
    KeyBinding([.character("G"), .end], .bottom, "End of the article"),
    KeyBinding([.character("%")], .goToPercent, "Go to N percent: 37%"),
    KeyBinding([.character("/")], .search, "Search"),
    KeyBinding([.character("n")], .nextMatch, "Next match"),
    KeyBinding([.character("N")], .previousMatch, "Previous match"),
    KeyBinding([.character("J")], .jump, "Jump to saved position"),
    KeyBinding([.enter], .acceptPrompt, "Jump, while the prompt shows"),
    KeyBinding([.control("o")], .jumpBack, "Back on the jump list"),
    KeyBinding([.tab], .jumpForward, "Forward on the jump list (Ctrl-I)"),
    KeyBinding([.escape], .dismiss, "Dismiss prompt/search"),
    KeyBinding([.character("p")], .toggleProgressBar, "Show/hide progress bar"),
    KeyBinding([.character("w")], .toggleWordCount, "Show/hide word count"),
    KeyBinding([.character("i")], .toggleHeroImage, "Show/hide hero image"),
    KeyBinding([.character("s")], .toggleSummary, "Show/hide summary"),
    KeyBinding([.character("I")], .toggleInlineImages, "Show/hide inline images"),
    KeyBinding([.character(",")], .settings, "Settings"),
    KeyBinding([.character("o")], .openLink, "Open link: o shows numbers, 3 Enter"),
    KeyBinding([.character("T")], .outline, "Outline of headings and marks"),
    KeyBinding([.character("m")], .setMark, "Mark the reading line: m a"),
    KeyBinding([.character("'")], .goToMark, "Go to a mark: ' a ('' goes back)"),
    KeyBinding([.character("O")], .openAddress, "Open the bookmark's address in the browser"),
    KeyBinding([.character("]")], .nextBookmark, "Next bookmark in the list"),
    KeyBinding([.character("[")], .previousBookmark, "Previous bookmark in the list"),
    KeyBinding([.control("l")], .redraw, "Redraw the screen"),
    KeyBinding([.character("v")], .select, "Select from the top line (w b ) ( j k 0 $, o)"),
    KeyBinding([.character("Y")], .copyParagraph, "Copy the top line's paragraph"),
    KeyBinding([.character("H")], .highlights, "This article's highlights"),
    KeyBinding(
      [.character("L")], .listen,
      "Listen from here (Space pauses, q stops)"),
    KeyBinding(
      [.character("<"), .character("h"), .left], .tableLeft,
      "Scroll a wide table at the reading line left"),
    KeyBinding([.character(">"), .character("l"), .right], .tableRight, "... and right"),
  ])
}
