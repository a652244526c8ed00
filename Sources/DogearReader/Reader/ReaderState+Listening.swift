import DogearCore
import DogearLayout
import DogearScreen
import FoundationEssentials

/// Listening (issue 42, DESIGN.md "Listening"): `L` reads aloud from the reading position, and
/// the word last heard is the reading position, saved, pushed and recorded as reading keeps it.
extension ReaderState {
  /// Words a minute at speed 1: espeak's normal rate, what the minutes left count with.
  static let listeningWordsPerMinute = 175.0

  /// `L`: from the start of the selection, else from the top text line.
  mutating func startListening(from point: Int, now: Date) -> [ReaderEffect] {
    var effects = switchRecording(to: .listened, now: now)
    let run = (lastListeningRun ?? 0) + 1
    lastListeningRun = run
    mode = .listening(Listening(from: point, run: run))
    message = nil
    effects.append(.speak(order(from: point, run: run)))
    return effects
  }

  func order(from point: Int, run: Int) -> SpeechOrder {
    SpeechOrder(
      from: point, speed: settings.listeningSpeed, run: run,
      speaksAltText: settings.speaksAltText)
  }

  /// A key while listening: the player's keys, a move by hand while paused.
  mutating func handleListening(_ listening: Listening, key: Key, now: Date) -> [ReaderEffect] {
    message = nil
    switch key {
    case .character("L"), .character(" "):
      return listening.isPaused ? resume(listening, now: now) : pause(listening, now: now)
    case .escape, .character("q"):
      return stopListening(listening, now: now)
    case .character("+"), .character("="):
      return changeSpeed(listening, by: 0.1)
    case .character("-"):
      return changeSpeed(listening, by: -0.1)
    case .character("]"):
      return skip(listening, to: text.nextParagraphStart(after: listening.point), now: now)
    case .character("["):
      return skip(listening, to: text.previousParagraphStart(before: listening.point), now: now)
    default:
      guard listening.isPaused, let command = ReaderKeyMap.table.command(for: key),
        Self.movesByHand.contains(command)
      else {
        message = "Listening: Space pauses, ] [ skip, + - speed, q stops"
        return []
      }
      // A move by hand while paused: speech goes on from the new top line.
      let effects = run(command, now: now)
      var moved = listening
      moved.word = nil
      moved.from = heldPoint
      mode = .listening(moved)
      return effects
    }
  }

  /// The moves that choose where paused speech goes on.
  static let movesByHand: Set<ReaderCommand> = [
    .lineDown, .lineUp, .pageDown, .pageUp, .halfPageDown, .halfPageUp, .top, .bottom,
  ]

  private mutating func pause(_ listening: Listening, now: Date) -> [ReaderEffect] {
    var paused = listening
    paused.isPaused = true
    paused.from = listening.point
    paused.run += 1
    lastListeningRun = paused.run
    mode = .listening(paused)
    recorder?.hidden(at: now)
    return [.stopSpeaking]
  }

  private mutating func resume(_ listening: Listening, now: Date) -> [ReaderEffect] {
    var resumed = listening
    resumed.isPaused = false
    resumed.run += 1
    lastListeningRun = resumed.run
    mode = .listening(resumed)
    recorder?.resumed(at: now)
    return [.speak(order(from: resumed.point, run: resumed.run))]
  }

  /// Esc or `q`: silence, the place kept as leaving keeps it (however small the step).
  mutating func stopListening(_ listening: Listening, now: Date) -> [ReaderEffect] {
    var effects: [ReaderEffect] = [.stopSpeaking]
    effects += keepListeningPlace(now: now)
    mode = .reading
    effects += switchRecording(to: .read, now: now)
    return effects
  }

  /// The word last heard saved when it is further than the saved place.
  private mutating func keepListeningPlace(now: Date) -> [ReaderEffect] {
    guard let reading = readingPoint else { return [] }
    let report = tracker.leave(at: trackerViewport(point: reading.point, atEnd: false))
    return record(report: report, now: now)
  }

  private mutating func changeSpeed(_ listening: Listening, by step: Double) -> [ReaderEffect] {
    let speed = Settings.listeningSpeed(settings.listeningSpeed + step)
    guard speed != settings.listeningSpeed else {
      message = "Speed \(Self.speedLabel(speed)) is the \(step > 0 ? "fastest" : "slowest")"
      return []
    }
    settings.listeningSpeed = speed
    var effects: [ReaderEffect] = [.saveSettings(settings)]
    guard !listening.isPaused else { return effects }
    effects += restart(listening, at: listening.point)
    return effects
  }

  /// `]` or `[`: the voice goes on from `target` (paused, it waits there).
  private mutating func skip(_ listening: Listening, to target: Int?, now: Date) -> [ReaderEffect] {
    guard let target else {
      message = "This is the last paragraph"
      return []
    }
    var moved = listening
    moved.word = text.spokenWord(at: target)
    moved.from = target
    mode = .listening(moved)
    follow(point: target)
    let wordsBefore = text.wordsBefore(target)
    recorder?.look(toWords: wordsBefore, at: now)
    return moved.isPaused ? [] : restart(moved, at: target)
  }

  /// A new run from `point`: the engine stops the old one first.
  private mutating func restart(_ listening: Listening, at point: Int) -> [ReaderEffect] {
    var next = listening
    next.run += 1
    next.from = point
    lastListeningRun = next.run
    mode = .listening(next)
    return [.speak(order(from: point, run: next.run))]
  }

  /// "1.2x".
  static func speedLabel(_ speed: Double) -> String {
    let tenths = Int((speed * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)x"
  }

  /// Minutes of speech left from the voice's place at the current speed.
  public func listeningMinutesLeft(from point: Int) -> Int {
    let words = Double(text.words - text.wordsBefore(point))
    let perMinute = Self.listeningWordsPerMinute * settings.listeningSpeed
    return Int((words / perMinute).rounded(.up))
  }

  /// Ends this session and starts one taken in as `intake` (DESIGN.md "Reading sessions").
  mutating func switchRecording(to intake: ReadingSession.Intake, now: Date) -> [ReaderEffect] {
    var effects: [ReaderEffect] = []
    if let session = endedSession(at: now) { effects.append(.recordSession(session)) }
    recorder = SessionRecorder(
      bookmark: bookmark, words: wordsTaken, at: now, wasFinished: saved?.isFinished == true,
      intake: intake)
    return effects
  }
}
