import DogearTestSupport
import Foundation
import Testing

@testable import DogearHyphen

/// Issue 41: the words a long page's HTML likely shows, found from its bytes while it is
/// parsed, for its dictionary opened ahead (`PageWords`).
@Suite("The words a page's HTML likely shows")
struct PageWordsTests {
  static func words(_ html: String, most: Int = PageWords.most) -> [String] {
    PageWords.likely(in: Data(html.utf8), most: most)
  }

  @Test("runs of six letters or more between other characters, each once, in the order met")
  func runs() {
    #expect(
      Self.words("Hyphenation, hyphenation; Hyphenation! breaking words apart 42remarkable7")
        == ["Hyphenation", "hyphenation", "breaking", "remarkable"])
  }

  @Test("a run of five letters only beside an apostrophe, either kind; shorter runs never")
  func apostrophes() {
    #expect(
      Self.words("Chozo's Samus’s wouldn’t Queen there four") == ["Chozo", "Samus", "wouldn"])
    #expect(Self.words("’Yagan") == ["Yagan"])
  }

  @Test("nothing from tags, attributes, comments, scripts or styles, in any case")
  func markup() {
    let html = """
      <div class="navigation-wrapper" data-something="attribute"><!-- commented outside -->\
      <SCRIPT type="text/javascript">variable = functional()</SCRIPT>\
      <style>.selector { position: absolute }</style><p>Visible paragraph</p>\
      <scripted>inside unknown element</scripted>
      """
    #expect(
      Self.words(html) == [
        "Visible", "paragraph", "inside", "paragraphinside", "unknown", "element",
      ])
  }

  @Test("a word a tag interrupts is one word, and each part is one too")
  func interruptedWords() {
    #expect(
      Self.words("<p><span class=\"initial\">I</span>nternational <b>extra</b>ordinary</p>")
        == ["nternational", "International", "ordinary", "extraordinary"])
    // A comment or a script ends a word.
    #expect(Self.words("Begin<!-- x -->ning Begin<script>x</script>ning") == [])
  }

  @Test("letters beyond ASCII belong to their word; punctuation beyond it ends one")
  func beyondASCII() {
    #expect(
      Self.words("Übersetzung—naïveté “quotation” Straße\u{00A0}façades🙂emojis")
        == ["Übersetzung", "naïveté", "quotation", "Straße", "façades", "emojis"])
  }

  @Test("a page cut inside a tag, a comment or a script ends there")
  func cutPages() {
    #expect(Self.words("Beginning <a href=\"unfinished") == ["Beginning"])
    #expect(Self.words("Beginning <!-- unfinished comment") == ["Beginning"])
    #expect(Self.words("Beginning <script>unfinished script") == ["Beginning"])
    #expect(Self.words("Beginning <script") == ["Beginning"])
    #expect(Self.words("Trailing") == ["Trailing"])
  }

  @Test("at most `most` words, and runs past libhyphen's 250 letters are left out")
  func bounds() {
    let many = (0..<50).map { "word\(String(repeating: "x", count: $0 % 7))abcdef\($0)" }
    #expect(Self.words(many.joined(separator: " "), most: 5).count == 5)
    #expect(Self.words(String(repeating: "a", count: 251) + " bounded").count == 1)
    #expect(Self.words(String(repeating: "a", count: 250)).count == 1)
  }

  @Test("arbitrary bytes never crash it, and every word is a run of its letters", arguments: 0..<20)
  func arbitraryBytes(seed: Int) {
    var generator = SeededGenerator(seed: UInt64(seed))
    let alphabet = Array("ab<>!-/'’é \u{2014}script".utf8) + [0xFF, 0xC3, 0x80]
    let bytes = (0..<2000).map { _ in alphabet.randomElement(using: &generator)! }
    for word in PageWords.likely(in: Data(bytes)) {
      #expect(word.unicodeScalars.count >= PageWords.shortest)
      #expect(!word.contains("<") && !word.contains(" ") && !word.contains("'"))
    }
  }
}
