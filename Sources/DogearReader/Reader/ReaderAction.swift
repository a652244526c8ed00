import DogearCore
import DogearLayout
import DogearPosition
import DogearScreen
import FoundationEssentials

/// What happened to the reader (STYLE.md 3). Time comes in with the events that need it.
public enum ReaderAction: Equatable, Sendable {
  /// A key, the mouse wheel or a terminal resize.
  case input(InputEvent, now: Date)
  /// A timer the reader asked for with `.scheduleTimer` went off.
  case timerFired(tag: Int, now: Date)
  /// Quit or a signal: save, flush and close, as `q` does.
  case leave(now: Date)
  /// The server's progress, fetched after opening: furthest wins, and it may offer the jump.
  case serverProgress(ReadingProgress)
  /// A note from the shell for the status line (sync state, a failed link): shown until the
  /// next key.
  case showMessage(String)
  /// The hero image rendered for `ReaderState.heroPictureSize` (nil: show the framed alt
  /// block). The shell renders again after a resize changes that size.
  case showHeroPicture(Picture?)
  /// An inline picture for the image `source`, rendered for `ReaderState.inlinePictureSize`
  /// (nil: the `[image: alt]` line stays alone).
  case showInlinePicture(source: String, Picture?)
  /// Opened from the list's search of every article: find `text` as `/` would and show its
  /// first match, a search hit (a look), so `n`/`N` go on from there.
  case findSearchHit(String, now: Date)
  /// The answer to `.loadSource`: the article's text as the server counts it (nil when the
  /// article cannot be read again).
  case sourceLoaded(SourceText?)
  /// The speech engine reported (issue 42).
  case speech(SpeechEvent, now: Date)
}

/// What the shell must do for the reader. Plain values, compared with `==` in tests.
public enum ReaderEffect: Equatable, Sendable {
  /// Write this progress to the local store now (it is already the furthest).
  case saveProgress(bookmarkID: String, ReadingProgress)
  /// Send this progress to the server (the debounce ran out, or the reader is leaving).
  case pushProgress(bookmarkID: String, ReadingProgress)
  /// Call back with `.timerFired(tag:now:)` after this many seconds. Older tags may still
  /// fire; the reader ignores them.
  case scheduleTimer(tag: Int, after: Double)
  case saveSettings(Settings)
  /// Open this URL with `$BROWSER`, arguments passed directly.
  case openLink(String)
  /// `]` or `[`: leave for the next (1) or previous (-1) bookmark in the list's order; the
  /// app decides whether there is one (the reader does not know the list).
  case openNeighbour(step: Int)
  /// Back to the list, or quit when the reader was opened directly.
  case close
  /// Answer with `.sourceLoaded`.
  case loadSource(bookmarkID: String)
  /// Store this new highlight locally and queue it for the server.
  case saveHighlight(bookmarkID: String, Highlight)
  /// Put this text on the terminal's clipboard (OSC 52).
  case copy(String)
  /// Change a stored highlight (`H`) and queue the change for the server.
  case editHighlight(bookmarkID: String, HighlightEdit)
  /// Keep this reading session in the record (DESIGN.md "Reading sessions"): on leaving.
  case recordSession(ReadingSession)
  /// Keep this mark in the library (it replaces the bookmark's mark of the same letter).
  case saveMark(bookmarkID: String, Mark)
  /// Start saying the article from a point (stopping what is being said); answer with
  /// `.speech` events of `order.run`.
  case speak(SpeechOrder)
  /// Silence at once: paused, stopped, or leaving.
  case stopSpeaking
  /// The end of this bookmark was heard and the setting says archive it.
  case archiveHeard(bookmarkID: String)
  /// The end was heard and the setting says go on: the next bookmark of the list's order,
  /// read aloud from its start.
  case listenToNext
}
