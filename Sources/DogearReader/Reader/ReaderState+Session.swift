import DogearCore
import FoundationEssentials

/// The reading recorded as a session (DESIGN.md "Reading sessions") and the minutes shown
/// from your speed (DESIGN.md "Time left").
extension ReaderState {
  /// Starts the session at `now` (the article is on screen), estimating with `speed`.
  public mutating func startRecording(at now: Date, speed: ReadingSpeed) {
    self.speed = speed
    recorder = SessionRecorder(
      bookmark: bookmark, words: wordsTaken, at: now, wasFinished: saved?.isFinished == true)
  }

  /// The words before the top line, or all of them once the end is on screen: where a
  /// session's count of words stands.
  var wordsTaken: Int {
    // Listening, the words are those before the voice (the screen may lag a page behind).
    if case .listening(let listening) = mode { return text.wordsBefore(listening.point) }
    return isAtEnd ? text.words : text.wordsBefore(heldPoint)
  }

  /// Tells the recorder of a move that went from content line `oldTop` to `top`.
  mutating func recordMove(_ kind: MoveKind, from oldTop: Int, now: Date) {
    let words = wordsTaken
    switch kind {
    case .reading:
      let share = Double(top - oldTop) / Double(max(1, frame.height))
      let finished = isAtEnd
      recorder?.read(toWords: words, share: share, finished: finished, at: now)
    case .look:
      recorder?.look(toWords: words, at: now)
    }
  }

  /// Back from a suspended process, or the terminal shown again: the time away is not
  /// reading.
  public mutating func resumedRecording(at now: Date) {
    recorder?.resumed(at: now)
  }

  /// The terminal hidden (it lost the focus): the screen's clock stops until it shows again.
  mutating func hiddenRecording(at now: Date) {
    recorder?.hidden(at: now)
  }

  /// The session to keep when leaving at `now`, if anything counted.
  func endedSession(at now: Date) -> ReadingSession? {
    recorder?.ended(atWords: wordsTaken, finished: tracker.isLocked && isAtEnd, at: now)
  }

  /// Minutes to read the article whole at your speed (the toolbar's reading time).
  public var minutesWhole: Int {
    speed.minutes(ofArticle: articleWords, afterPercent: 0, language: bookmark.lang)
  }
}
