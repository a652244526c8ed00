import Testing

@testable import DogearPictures

@Suite("The aspect ratio of pictures in cells")
struct PictureGeometryTests {
  struct Case: Sendable, CustomStringConvertible {
    let pixels: (Int, Int)
    let room: (Int, Int)
    let cells: (Int, Int)
    var description: String { "\(pixels) in \(room) -> \(cells)" }
  }

  static let table: [Case] = [
    // A square image is half as many rows as columns (cells are twice as tall as wide).
    Case(pixels: (100, 100), room: (80, 60), cells: (80, 40)),
    Case(pixels: (100, 100), room: (80, 10), cells: (20, 10)),
    // 2:1 landscape: as many rows as a quarter of the columns.
    Case(pixels: (200, 100), room: (80, 60), cells: (80, 20)),
    Case(pixels: (1600, 900), room: (78, 6), cells: (21, 6)),
    Case(pixels: (1600, 900), room: (78, 40), cells: (78, 22)),
    // Tall portrait: limited by the rows.
    Case(pixels: (100, 400), room: (80, 12), cells: (6, 12)),
    // A thin strip still gets one row; a thin column one column.
    Case(pixels: (10_000, 10), room: (40, 10), cells: (40, 1)),
    Case(pixels: (10, 10_000), room: (40, 10), cells: (1, 10)),
    // No room, or no pixels: nothing.
    Case(pixels: (100, 100), room: (0, 10), cells: (0, 0)),
    Case(pixels: (0, 100), room: (10, 10), cells: (0, 0)),
  ]

  @Test("fit keeps the aspect ratio inside the room", arguments: table)
  func fit(_ example: Case) {
    let size = PictureGeometry.fit(
      pixelWidth: example.pixels.0, pixelHeight: example.pixels.1, columns: example.room.0,
      rows: example.room.1)
    #expect(size.columns == example.cells.0 && size.rows == example.cells.1)
  }

  @Test("the fitted grid never exceeds the room, for many shapes and rooms")
  func neverExceeds() {
    for width in stride(from: 1, through: 3000, by: 137) {
      for height in stride(from: 1, through: 3000, by: 211) {
        for (columns, rows) in [(1, 1), (7, 3), (80, 8), (200, 60)] {
          let size = PictureGeometry.fit(
            pixelWidth: width, pixelHeight: height, columns: columns, rows: rows)
          #expect(size.columns >= 1 && size.columns <= columns)
          #expect(size.rows >= 1 && size.rows <= rows)
        }
      }
    }
  }
}
