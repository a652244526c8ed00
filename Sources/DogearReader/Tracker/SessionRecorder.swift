import DogearCore
import FoundationEssentials

/// Turns one reading of an article into a `ReadingSession` (DESIGN.md "Reading sessions"),
/// from the moves the reader makes and the times they come at. Pure: time comes in as values.
///
/// The time between two events is what the screen shown between them took. A reading move
/// counts that time, capped at `screenCap` (KOReader's 120 s a page: nobody reads one screen
/// longer; beyond is idle), together with the words it carried past the top of the screen.
/// A move that covers a share `s` of a screen in less than `s * skimLimit` (KOReader: a page
/// turned within 5 s was not read) is a skim: neither its time nor its words count. A look
/// (a jump, a search hit, a mark) counts neither and starts the count again where it landed;
/// so does coming back from a suspended process. While the terminal is hidden (it lost the
/// focus: another window, another tmux pane) the clock of the screen stops and goes on when it
/// shows again: the time away is not reading, the time before and after it is.
public struct SessionRecorder: Equatable, Sendable {
  public var screenCap: Double = 120
  public var skimLimit: Double = 5

  public private(set) var session: ReadingSession
  /// The words before the furthest place reached in this reading: words are counted once.
  private var furthest: Int
  /// When the screen now shown started to count.
  private var lastEvent: Date
  /// The seconds the screen now shown was in view before the terminal was last hidden.
  private var shownBeforeHiding: Double = 0
  /// Whether the terminal is hidden now (lost the focus).
  private var isHidden = false
  private let wasFinished: Bool

  /// Starts recording at `now`, `words` words into the article (the top line's place).
  public init(
    bookmark: Bookmark, words: Int, at now: Date, wasFinished: Bool,
    intake: ReadingSession.Intake = .read
  ) {
    session = ReadingSession(
      bookmarkID: bookmark.id, title: bookmark.title,
      language: ReadingSession.language(of: bookmark.lang), intake: intake, started: now,
      ended: now, seconds: 0, words: 0)
    furthest = words
    lastEvent = now
    self.wasFinished = wasFinished
  }

  /// A reading move at `now` to a place `words` words in, covering `share` of a screen;
  /// `finished` when the article is finished by it.
  public mutating func read(toWords words: Int, share: Double, finished: Bool, at now: Date) {
    let gap = shownSeconds(until: now)
    shownBeforeHiding = 0
    lastEvent = now
    session.ended = max(session.ended, now)
    if finished, !wasFinished { session.finishedArticle = true }
    guard gap >= abs(share) * skimLimit else {
      // A skim: what it passed is not read, and will not be counted later either.
      furthest = max(furthest, words)
      return
    }
    session.seconds += min(gap, screenCap)
    session.screens += min(1, abs(share))
    if words > furthest {
      session.words += words - furthest
      furthest = words
    }
  }

  /// A look at `now` to a place `words` words in: the time since the last event does not
  /// count, and the count goes on from the new place.
  public mutating func look(toWords words: Int, at now: Date) {
    lastEvent = max(lastEvent, now)
    shownBeforeHiding = 0
    session.ended = max(session.ended, now)
    furthest = words
  }

  /// Back from a suspended process, or the terminal shown again: the time away does not
  /// count; the screen's clock goes on from `now`.
  public mutating func resumed(at now: Date) {
    lastEvent = max(lastEvent, now)
    isHidden = false
  }

  /// The terminal hidden at `now`: the screen's time so far is kept, and its clock stops
  /// until `resumed` (or a key, which shows the terminal is in use after all).
  public mutating func hidden(at now: Date) {
    guard !isHidden else { return }
    shownBeforeHiding += max(0, now.timeIntervalSince(lastEvent))
    lastEvent = max(lastEvent, now)
    isHidden = true
  }

  /// The seconds the screen now shown was in view by `now`: none of the hidden stretch.
  private mutating func shownSeconds(until now: Date) -> Double {
    let sinceLast = isHidden ? 0 : max(0, now.timeIntervalSince(lastEvent))
    isHidden = false
    return shownBeforeHiding + sinceLast
  }

  /// Leaving at `now` from a place `words` words in (all of them when the end is on screen):
  /// the last screen counts its time (capped) and its words, and adds no screenful (it was
  /// not moved past). Nil when nothing counted.
  public func ended(atWords words: Int, finished: Bool, at now: Date) -> ReadingSession? {
    var done = self
    done.read(toWords: words, share: 0, finished: finished, at: now)
    guard done.session.seconds >= 1 || done.session.words > 0 else { return nil }
    return done.session
  }
}
