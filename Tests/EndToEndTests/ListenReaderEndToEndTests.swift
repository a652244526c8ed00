import DogearTestSupport
import Foundation
import Testing

/// Listening in the real program (issue 42), on the release build under tmux with the speech
/// sent to a WAV file (`DOGEAR_SPEECH_WAV`): `L` from the middle of a long article, the word
/// heard moves through the text, a pause and a stop keep that word as the reading position,
/// `dogear sync` sends it and the fake server holds it; sox hears the WAV is not silent.
@Suite(
  "Listening in the reader",
  .enabled(if: DogearProcess.isBuilt, Comment(rawValue: DogearProcess.notBuilt)))
struct ListenReaderEndToEndTests {
  /// The word drawn as heard (bold, underlined, accent colour) in a capture with escapes.
  static func heardWord(_ screen: String) -> String? {
    guard let start = screen.range(of: "\u{1B}[1;4m") else { return nil }
    var rest = screen[start.upperBound...]
    // Further SGR sequences (a colour) before the word; the word itself may start with a
    // digit ("36"), so only whole sequences are skipped.
    while rest.hasPrefix("\u{1B}["), let end = rest.firstIndex(of: "m") {
      rest = rest[rest.index(after: end)...]
    }
    let word = rest.prefix { $0 != "\u{1B}" }
    return word.isEmpty ? nil : String(word)
  }

  @Test(
    "L, a few seconds, pause and stop: the WAV is speech, the word moved, the place is it, sync sends it"
  )
  func listenThenSync() async throws {
    try #require(TmuxSession.isAvailable, "tmux is not installed")
    try #require(SoundCheck.isAvailable, "sox is not installed")
    let rig = try await SyncReaderRig.start()
    defer { rig.stop() }
    let home = try await rig.connectedHome()
    let id = rig.longID
    let wav = home.appendingPathComponent("speech.wav")
    let heard = try await offPool { () -> String in
      let session = try TmuxSession(
        command: "\(TestSupport.dogearBinary.path) open \(id)",
        environment: ["DOGEAR_HOME": home.path, "DOGEAR_SPEECH_WAV": wav.path])
      defer { session.kill() }
      _ = try session.waitFor(text: SyncReaderRig.longArticleStart.firstWords, timeout: 15)
      try session.sendKeys("5", "0", "%")
      try session.sendKeys("L")
      _ = try session.waitFor(text: "Listening · 1.0x", timeout: 10)
      _ = try session.waitFor(timeout: 10) { _ in
        (try? session.capturePane(escapes: true)).flatMap(Self.heardWord) != nil
      }
      let firstWord = Self.heardWord(try session.capturePane(escapes: true)) ?? ""
      // The voice moves on: another word is drawn as heard a little later.
      _ = try session.waitFor(timeout: 10) { _ in
        let word = (try? session.capturePane(escapes: true)).flatMap(Self.heardWord)
        return word != nil && word != firstWord
      }
      try session.sendKeys("Space")
      _ = try session.waitFor(text: "Paused · 1.0x", timeout: 5)
      let word = Self.heardWord(try session.capturePane(escapes: true)) ?? ""
      try session.sendKeys("q")
      _ = try session.waitFor(timeout: 5) { !$0.contains("Paused ·") }
      try session.sendKeys("q")
      _ = try session.waitForExit(timeout: 10)
      return word
    }
    #expect(!heard.isEmpty)
    let sound = try SoundCheck.measure(wav)
    #expect(sound.seconds > 0.5)
    #expect(sound.maximumAmplitude > 0.1)
    let local = try #require(try await rig.listed(home: home)[id])
    let percent = try #require(local["progress"] as? Int)
    #expect((50...52).contains(percent), "saved \(percent)%")
    let sync = try await rig.dogear(["sync"], home: home)
    #expect(sync.status == 0, "\(sync.all)")
    let server = try await rig.waitForServerProgress(id) { $0 == percent }
    #expect(server.percent == percent)
    // The anchor sent is the one saved here, a leaf (as the web reader saves it) of the
    // block holding the word last heard.
    #expect(server.anchor == local["anchor"] as? String)
    var block = server.anchor
    var blockText = ""
    let plainWord = heard.trimmingCharacters(in: .punctuationCharacters.union(.whitespaces))
    while !block.isEmpty, !blockText.contains(plainWord) {
      blockText = try await rig.server.elementText(id, path: block) ?? ""
      guard !blockText.contains(plainWord), let cut = block.range(of: ">", options: .backwards)
      else { break }
      block = String(block[..<cut.lowerBound])
    }
    #expect(blockText.contains(plainWord), "«\(plainWord)» not around \(server.anchor)")
  }
}
