import Testing

@testable import DogearCore
@testable import DogearLayout

@Suite("Word scalars: the switch answers as Unicode's properties do")
struct WordScalarTests {
  /// Every scalar (1,112,064 of them): the fast answers must be the simple ones, or word
  /// counts, word starts and where a hyphen may break would shift.
  @Test("whitespace and word characters, over every scalar")
  func everyScalar() {
    var differing: [String] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if WordScalar.isWhitespace(scalar) != WordScalar.Simple.isWhitespace(scalar) {
        differing.append("whitespace U+\(String(value, radix: 16))")
      }
      if WordScalar.isWordCharacter(scalar) != WordScalar.Simple.isWordCharacter(scalar) {
        differing.append("word U+\(String(value, radix: 16))")
      }
    }
    #expect(differing == [])
  }

  @Test("the switch's own cases, spot-checked against what a reader expects")
  func examples() {
    #expect(WordScalar.isWordCharacter("é"))
    #expect(WordScalar.isWordCharacter("½"))
    #expect(!WordScalar.isWordCharacter("—"))
    #expect(!WordScalar.isWordCharacter("’"))
    #expect(WordScalar.isWhitespace("\u{00A0}"))
    #expect(!WordScalar.isWhitespace("\u{200B}"))
  }
}
