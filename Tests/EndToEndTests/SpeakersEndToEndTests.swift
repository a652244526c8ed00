import DogearTestSupport
import Foundation
import Testing

/// Listening through the speakers as a user hears it (issue 42): the real player program
/// (`aplay` from alsa-utils) and ALSA underneath, with ALSA's own `file` plugin as the sound
/// card so the test hears exactly the samples the speakers would get; and a player that cannot
/// play, which the reader says in the player's words instead of listening to silence.
@Suite(
  "Listening through the speakers",
  .enabled(if: DogearProcess.isBuilt, Comment(rawValue: DogearProcess.notBuilt)),
  .enabled(if: SpeakersCheck.hasPlayer, "aplay (alsa-utils) is not installed"))
struct SpeakersEndToEndTests {
  static let article = ListenEndToEndTests.article

  @Test("dogear listen without --wav plays through aplay: ALSA receives seconds of speech")
  func listenCommand() throws {
    try #require(SoundCheck.isAvailable, "sox is not installed")
    let folder = try ListenEndToEndTests.freshFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let card = try SpeakersCheck.fileCard(in: folder)
    var environment = DogearProcess.environment(
      home: folder, fixtures: ListenEndToEndTests.fixtures)
    environment["ALSA_CONFIG_PATH"] = card.configuration.path
    let run = try DogearProcess.run(
      ["listen", Self.article, "--from", "20%", "--seconds", "3"], environment: environment)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.hasPrefix("Stopped at 2"), "\(run.output)")
    let sound = try SoundCheck.measure(raw: card.samples, rate: 22_050)
    #expect(sound.seconds > 2.5, "\(sound.seconds) s reached ALSA")
    #expect(sound.maximumAmplitude > 0.1)
  }

  @Test("L in the reader plays through aplay while the word heard moves; q silences it")
  func readerToSpeakers() async throws {
    try #require(TmuxSession.isAvailable, "tmux is not installed")
    try #require(SoundCheck.isAvailable, "sox is not installed")
    let folder = try ListenEndToEndTests.freshFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let card = try SpeakersCheck.fileCard(in: folder)
    try await offPool {
      let session = try TmuxSession(
        command: "\(TestSupport.dogearBinary.path) open \(Self.article)",
        environment: [
          "DOGEAR_FIXTURES": ListenEndToEndTests.fixtures.path,
          "ALSA_CONFIG_PATH": card.configuration.path,
        ])
      defer { session.kill() }
      _ = try session.waitFor(text: "Slow Rivers", timeout: 15)
      try session.sendKeys("L")
      _ = try session.waitFor(text: "Listening · 1.0x", timeout: 10)
      _ = try session.waitFor(timeout: 10) { _ in
        (try? session.capturePane(escapes: true)).flatMap(ListenReaderEndToEndTests.heardWord)
          != nil
      }
      let first = ListenReaderEndToEndTests.heardWord(try session.capturePane(escapes: true))
      _ = try session.waitFor(timeout: 10) { _ in
        let word = (try? session.capturePane(escapes: true)).flatMap(
          ListenReaderEndToEndTests.heardWord)
        return word != nil && word != first
      }
      // A second of audio has reached the card (16-bit mono at 22,050 Hz).
      _ = try session.waitFor(timeout: 10) { _ in card.bytes() > 44_100 }
      try session.sendKeys("q")
      _ = try session.waitFor(timeout: 5) { !$0.contains("Listening ·") }
      // Silenced: the player is gone, so nothing more reaches the card.
      let stopped = card.bytes()
      try session.sendKeys("j")
      _ = try session.waitFor(timeout: 5) { !$0.contains("Listening ·") }
      #expect(card.bytes() <= stopped + 16_384)
      try session.sendKeys("q")
      _ = try session.waitForExit(timeout: 10)
    }
    let sound = try SoundCheck.measure(raw: card.samples, rate: 22_050)
    #expect(sound.seconds > 1)
    #expect(sound.maximumAmplitude > 0.1)
  }

  @Test("a player that cannot open a sound card: the status line says its words, listening ends")
  func playerThatCannotPlay() async throws {
    try #require(TmuxSession.isAvailable, "tmux is not installed")
    let folder = try ListenEndToEndTests.freshFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let bin = folder.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let player = bin.appendingPathComponent("aplay")
    try TestSupport.writeExecutable(
      "#!/bin/sh\necho 'aplay: main:850: audio open error: No such file or directory' >&2\nexit 1\n",
      to: player.path)
    try await offPool {
      let session = try TmuxSession(
        command: "\(TestSupport.dogearBinary.path) open \(Self.article)",
        environment: [
          "DOGEAR_FIXTURES": ListenEndToEndTests.fixtures.path,
          "PATH": bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
        ])
      defer { session.kill() }
      _ = try session.waitFor(text: "Slow Rivers", timeout: 15)
      try session.sendKeys("L")
      let screen = try session.waitFor(
        text: "Cannot play sound: aplay: main:850: audio open", timeout: 15)
      #expect(!screen.contains("Listening ·"))
      // Still the reader, and still usable.
      try session.sendKeys("q")
      _ = try session.waitForExit(timeout: 10)
    }
  }
}

/// The player the speakers need, and ALSA's `file` plugin as a sound card that writes what it
/// is given to a file (over ALSA's `null` device, so no hardware is touched).
enum SpeakersCheck {
  static var hasPlayer: Bool {
    ["/usr/bin/aplay", "/bin/aplay"].contains { FileManager.default.isExecutableFile(atPath: $0) }
  }

  struct FileCard {
    let configuration: URL
    let samples: URL

    /// How many bytes of samples have reached the card so far.
    func bytes() -> Int {
      ((try? FileManager.default.attributesOfItem(atPath: samples.path))?[.size] as? Int) ?? 0
    }
  }

  /// An ALSA configuration (for `ALSA_CONFIG_PATH`) whose default device writes raw samples.
  static func fileCard(in folder: URL) throws -> FileCard {
    let samples = folder.appendingPathComponent("card.raw")
    let configuration = folder.appendingPathComponent("asound.conf")
    try """
    pcm.!default {
      type file
      slave.pcm { type null }
      file "\(samples.path)"
      format "raw"
    }

    """.write(to: configuration, atomically: true, encoding: .utf8)
    return FileCard(configuration: configuration, samples: samples)
  }
}
