import DogearSpeech
import DogearTestSupport
import Foundation
import Testing

/// The speakers' player as the reader meets it on a machine that cannot play (issue 42): a
/// player that takes the first audio and exits (aplay with no sound card does just that) ends
/// the run with its own words, never with a voice that says nothing and a status line that
/// says "Listening" for ever.
@Suite("SoundPlayer")
struct SoundPlayerTests {
  static let speaks = (try? SpeechLibrary.load()) != nil

  /// A folder holding one executable `aplay` script with `body`, for `PATH`. The file is
  /// written through a descriptor closed on exec, so no other test's child keeps it open for
  /// writing, which would make it busy (ETXTBSY) when the player is started.
  static func fakePlayer(_ body: String) throws -> URL {
    let folder = try TestSupport.freshFolder("dogear-player")
    try TestSupport.writeExecutable(
      "#!/bin/sh\n" + body + "\n", to: folder.appendingPathComponent("aplay").path)
    return folder
  }

  /// The player in `folder`. A child of another test, between its fork and its exec, can
  /// still hold the descriptor a moment: the start is tried again until the file is free
  /// (a state, not a time; a bounded number of tries).
  static func startPlayer(in folder: URL) throws -> SoundPlayer {
    let environment = ["PATH": folder.path]
    for _ in 0..<10_000 {
      if let player = try? SoundPlayer(rate: 22_050, environment: environment) { return player }
      sched_yield()
    }
    return try SoundPlayer(rate: 22_050, environment: environment)
  }

  /// Speaks `text` to the player found first on `folder`, on this thread, and says how it ended
  /// and how many words were reported.
  static func speak(_ text: String, playerIn folder: URL) throws -> (SpeechRun.End?, Int) {
    let player = try startPlayer(in: folder)
    var request = SpeechRun.Request(text: text, language: "en", speed: 3, paced: true)
    request.limit = 30
    let ending = Ending()
    let run = SpeechRun(
      request, sink: .player(player), onWord: { _ in ending.words += 1 }, onEnd: { ending.end = $0 }
    )
    run.speak()
    return (ending.end, ending.words)
  }

  @Test(
    "a player that cannot open a sound device ends the run with its own last line",
    .enabled(if: speaks))
  func playerWithoutDevice() throws {
    let folder = try Self.fakePlayer(
      "echo 'ALSA lib confmisc.c:855: cannot find card 0' >&2\n"
        + "echo 'aplay: main:850: audio open error: No such file or directory' >&2\nexit 1")
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = String(repeating: "The river keeps its own map of the valley. ", count: 40)
    let (end, _) = try Self.speak(text, playerIn: folder)
    let problem = SpeechProblem.playerFailed(
      "aplay: main:850: audio open error: No such file or directory")
    #expect(end == .failed(problem))
    #expect(
      problem.description
        == "Cannot play sound: aplay: main:850: audio open error: No such file or directory")
  }

  @Test("a player that exits saying nothing is named", .enabled(if: speaks))
  func silentPlayer() throws {
    let folder = try Self.fakePlayer("exec 2>&-\nexit 1")
    defer { try? FileManager.default.removeItem(at: folder) }
    let (end, _) = try Self.speak(String(repeating: "Slow water. ", count: 200), playerIn: folder)
    #expect(end == .failed(.playerFailed("aplay stopped")))
  }

  @Test(
    "a player that plays to the end finishes the run with every word heard", .enabled(if: speaks))
  func playerThatPlays() throws {
    let folder = try Self.fakePlayer("exec /bin/cat > /dev/null")
    defer { try? FileManager.default.removeItem(at: folder) }
    let (end, words) = try Self.speak("Rivers redraw their maps.", playerIn: folder)
    #expect(end == .finished)
    #expect(words == 4)
  }

  @Test("with no player on PATH, listening says what to install")
  func noPlayer() throws {
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dogear-empty-\(UUID())")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    #expect(throws: SpeechProblem.noPlayer) {
      try SoundPlayer(rate: 22_050, environment: ["PATH": empty.path])
    }
  }
}

/// What the run reported (it calls back on the thread that speaks).
private final class Ending: @unchecked Sendable {
  var end: SpeechRun.End?
  var words = 0
}
