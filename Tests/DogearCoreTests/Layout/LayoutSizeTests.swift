import Testing

@testable import DogearLayout

/// What the reader holds for each word of an open article (issue 41): a piece and a word for
/// it (the space before it implied, `ImpliedSpacesTests`), and each laid-out line's runs. A
/// stored property added or moved can make them bigger by padding alone; these sizes are in
/// bench-open's peak memory.
@Suite("Sizes of the prepared text and the laid-out runs")
struct LayoutSizeTests {
  @Test("a piece is 32 bytes apart in an array: its flag fills the room after its style")
  func pieceSize() {
    #expect(MemoryLayout<Piece>.stride == 32)
  }

  @Test("a word is 16 bytes apart: where its space is sits in a byte beside its glue")
  func wordSize() {
    #expect(MemoryLayout<Word>.stride == 16)
  }

  @Test("a styled run is 32 bytes apart: its style follows its link number")
  func runSize() {
    #expect(MemoryLayout<StyledRun>.stride == 32)
  }

  @Test("a piece made with its fields by name keeps each of them")
  func pieceFields() {
    let piece = Piece(
      start: 1, end: 2, width: 3, characters: 4, style: .bold, link: 5, pathID: 6, offset: 7,
      isDecoration: true)
    #expect(
      [piece.start, piece.end, piece.width, piece.characters, piece.link, piece.pathID]
        == [1, 2, 3, 4, 5, 6])
    #expect(piece.offset == 7 && piece.style == .bold && piece.isDecoration)
    #expect(
      !Piece(start: 0, end: 0, width: 0, characters: 0, style: [], link: 0, pathID: 0, offset: 0)
        .isDecoration)
  }
}
