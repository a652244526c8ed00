/// Where a run's audio goes: the speakers (through a player) or a WAV file.
public enum SpeechSink: Sendable {
  case player(SoundPlayer)
  case file(WAVFile)
  /// Nowhere: the words are timed all the same (a test of the pacing).
  case none

  func write(_ audio: UnsafeBufferPointer<Int16>) -> Bool {
    switch self {
    case .player(let player): return player.write(audio)
    case .file(let file): return file.write(audio)
    case .none: return true
    }
  }

  /// The run reached its end: the player plays what it holds, the file's header is written.
  func finish() {
    switch self {
    case .player(let player): player.finish()
    case .file(let file): file.flush()
    case .none: break
    }
  }

  /// Why it refused audio (after `write` returned false), said to the reader.
  func refusal() -> SpeechProblem {
    switch self {
    case .player(let player): return .playerFailed(player.failure())
    case .file(let file): return .cannotWrite(path: file.path, reason: "the disk refused it")
    case .none: return .playerFailed("nothing")
    }
  }

  /// The run was stopped: silence at once.
  func stop() {
    switch self {
    case .player(let player): player.stop()
    case .file(let file): file.flush()
    case .none: break
    }
  }
}
