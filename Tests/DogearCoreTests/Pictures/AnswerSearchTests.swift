import DogearTestSupport
import Testing

@testable import DogearScreen

/// Issue 41: the terminal's answers are searched byte for byte (`PictureDetection.holds`),
/// as `String.contains` found them, without its searcher's first-use cost at every start.
@Suite("Searching the terminal's answers")
struct AnswerSearchTests {
  @Test("2,000 seeded answers and parts: found exactly where String.contains finds them")
  func sameAsContains() {
    var random = SeededGenerator(seed: 29)
    let pieces = ["\u{1B}", "_Gi=", "31", ";OK", ";", "[?62;4c", "P>|kitty", "\u{1B}\\", "O", "K"]
    func text(_ count: Int) -> String {
      (0..<count).map { _ in pieces[random.next(below: pieces.count)] }.joined()
    }
    for _ in 0..<2_000 {
      let answers = text(random.next(below: 12))
      let part = text(1 + random.next(below: 3))
      #expect(
        PictureDetection.holds(answers, part) == answers.contains(part),
        "\(answers.debugDescription) holding \(part.debugDescription)")
    }
    #expect(PictureDetection.holds("\u{1B}_Gi=31;OK\u{1B}\\", "\u{1B}_Gi=31;OK"))
    #expect(!PictureDetection.holds("\u{1B}_Gi=31;ENOTSUPPORTED", "\u{1B}_Gi=31;OK"))
  }

  @Test("the version and the device attributes are read from the bytes of each answer")
  func versionAndAttributes() {
    let esc = "\u{1B}"
    let answers = "\(esc)_Gi=31;EINVAL\(esc)\\\(esc)P>|WezTerm 2024\(esc)\\\(esc)[?62;4;22c"
    #expect(PictureDetection.xtversion(in: answers) == "WezTerm 2024")
    #expect(PictureDetection.deviceAttributes(in: answers) == [62, 4, 22])
    #expect(PictureDetection.xtversion(in: "\(esc)P>|no end") == nil)
    #expect(PictureDetection.deviceAttributes(in: "\(esc)[?62;x4c") == nil)
    #expect(PictureDetection.deviceAttributes(in: "\(esc)[?62;;22c") == [62, 22])
    #expect(PictureDetection.deviceAttributes(in: "\(esc)[?62;22") == nil)
  }
}
