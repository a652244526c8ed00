import Testing

@testable import DogearCore
@testable import DogearReader

/// Readeck bounds a note by `forms.Trim` then `MaxLen`, which counts `len([]rune(s))`
/// (`pkg/forms/validators.go`): code points after trimming, not Characters (issue 36).
@Suite("Lengths counted as the server counts them")
struct ServerLengthTests {
  @Test("a note counts code points after trimming, as Go's []rune does")
  func runes() {
    #expect(ServerLength.of("  note \n") == 4)
    // Devanagari: 6 code points, 3 Characters.
    #expect(ServerLength.of("नमस्ते") == 6)
    #expect("नमस्ते".count == 3)
    // A family emoji: 7 code points (4 people, 3 joiners), 1 Character.
    #expect(ServerLength.of("👨‍👩‍👧‍👦") == 7)
    #expect(ServerLength.fits(String(repeating: "ab", count: 512), within: 1024))
    #expect(!ServerLength.fits(String(repeating: "👨‍👩‍👧‍👦", count: 147), within: 1024))
  }

  @Test("the note field shows the count the server keeps near its limit")
  func label() {
    #expect(ReaderRenderer.noteLabel("short") == "Note (Enter keeps, Esc drops): ")
    let family = String(repeating: "👨‍👩‍👧‍👦", count: 130)
    #expect(ReaderRenderer.noteLabel(family) == "Note 910/1024 (Enter keeps, Esc drops): ")
  }
}
