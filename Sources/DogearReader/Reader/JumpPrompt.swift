import DogearCore

/// The "Jump to last read position" prompt's life: offered on open, gone once jumped,
/// dismissed, or read past.
public enum JumpPrompt: Equatable, Sendable {
  case hidden
  case offered(ReadingProgress)
  /// The server holds a place further than this reading (another device read on): offered
  /// on open or whenever the reader's check finds it, also after the first offer was settled.
  case furtherElsewhere(ReadingProgress)
  /// Jumped or dismissed: never offered again in this reading, unless another device goes
  /// further.
  case settled

  /// The place on offer, whichever offer it is.
  public var offeredProgress: ReadingProgress? {
    switch self {
    case .offered(let progress), .furtherElsewhere(let progress): return progress
    case .hidden, .settled: return nil
    }
  }
}
