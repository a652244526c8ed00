import DogearCore
import DogearLayout
import FoundationEssentials

/// The engine's reports while listening (issue 42): each word heard becomes the reading
/// position, the screen follows it, the end marks the article read.
extension ReaderState {
  mutating func receive(_ event: SpeechEvent, now: Date) -> [ReaderEffect] {
    guard case .listening(let listening) = mode else { return [] }
    switch event {
    case .word(let point, let run):
      guard run == listening.run, !listening.isPaused else { return [] }
      return hear(point: point, listening, now: now)
    case .ended(let run):
      guard run == listening.run, !listening.isPaused else { return [] }
      return heardTheEnd(now: now)
    case .failed(let sentence, let run):
      guard run == listening.run else { return [] }
      mode = .reading
      let effects = switchRecording(to: .read, now: now)
      message = sentence
      return effects
    }
  }

  /// A word heard: the reading position (reported as a reading move reports it), the word
  /// shown, the screen paged when the word left it, the session's words counted.
  private mutating func hear(point: Int, _ listening: Listening, now: Date) -> [ReaderEffect] {
    guard let word = text.spokenWord(at: point) else { return [] }
    var heard = listening
    heard.word = word
    mode = .listening(heard)
    follow(point: word.lowerBound)
    readingPoint = ReadingPoint(point: word.lowerBound, atEnd: false)
    let wordsBefore = text.wordsBefore(word.lowerBound)
    recorder?.read(toWords: wordsBefore, share: 0, finished: false, at: now)
    let report = tracker.scrolled(to: trackerViewport(point: word.lowerBound, atEnd: false))
    return record(report: report, now: now)
  }

  /// Everything was heard: the article is read (DESIGN.md "Finished"), the voice stops, and
  /// the queue's settings say what comes next.
  private mutating func heardTheEnd(now: Date) -> [ReaderEffect] {
    readingPoint = ReadingPoint(point: text.length, atEnd: true)
    let words = text.words
    recorder?.read(toWords: words, share: 0, finished: true, at: now)
    let report = tracker.scrolled(to: trackerViewport(point: text.length, atEnd: true))
    var effects = record(report: report ?? 1, now: now)
    mode = .reading
    effects += switchRecording(to: .read, now: now)
    if settings.archivesWhenHeard { effects.append(.archiveHeard(bookmarkID: bookmark.id)) }
    if settings.listensOnToNext {
      effects.append(.listenToNext)
    } else {
      message = "Listened to the end"
    }
    return effects
  }

  /// Keeps the line showing `point` on screen calmly: nothing moves while it is in view; when
  /// it leaves, the screen pages so that its line is the top line (the toolbar stays as it is).
  mutating func follow(point heard: Int) {
    let line = contentLine(showing: heard)
    guard line < top || line >= top + frame.height else { return }
    top = min(max(0, line), maximumTop)
    pinnedEdge = top == maximumTop ? .bottom : nil
    spot = spot(atContentLine: top)
    heldPoint = point(atContentLine: top)
  }
}
