import Testing

@testable import DogearCore
@testable import DogearLayout

@Suite("The wrapper's line buffer")
struct PieceBufferTests {
  static func piece(_ number: Int32) -> Piece {
    Piece(
      start: number, end: number + 1, width: 1, characters: 1, style: [], link: 0,
      pathID: number, offset: number)
  }

  @Test("pieces appended past its first capacity all stay, in order")
  func growth() {
    let buffer = PieceBuffer(capacity: 2)
    for number in 0..<100 { buffer.append(Self.piece(Int32(number))) }
    #expect(buffer.count == 100)
    #expect(buffer.pieces.map(\.pathID) == Array(0..<100))
  }

  @Test("emptied, it is empty, then holds only what comes after")
  func reuse() {
    let buffer = PieceBuffer(capacity: 4)
    buffer.append(contentsOf: (0..<10).map { Self.piece($0) })
    buffer.removeAll()
    #expect(buffer.isEmpty)
    #expect(buffer.pieces.isEmpty)
    buffer.append(contentsOf: [Self.piece(7), Self.piece(8)][1...])
    #expect(buffer.pieces.map(\.start) == [8])
  }
}
