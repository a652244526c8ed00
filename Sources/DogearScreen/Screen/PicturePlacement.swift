/// Where a picture is shown in pixels on a frame (issue 29): the visible part of one
/// picture, rows `rows` of its `totalRows`, drawn from screen row `row`, column `column`,
/// `columns` cells wide. The frame's cells there are blank; the terminal layer sends the
/// picture's pixels over them, cropped to the visible rows.
public struct PicturePlacement: Equatable, Hashable, Sendable {
  /// Names the image and its rendered size (`Picture.pixelKey`).
  public var key: String
  public var row: Int
  public var column: Int
  public var columns: Int
  /// The picture rows shown, top to bottom.
  public var rows: Range<Int>
  public var totalRows: Int

  public init(key: String, row: Int, column: Int, columns: Int, rows: Range<Int>, totalRows: Int) {
    self.key = key
    self.row = row
    self.column = column
    self.columns = columns
    self.rows = rows
    self.totalRows = totalRows
  }
}

extension Screen {
  /// Records picture row `pictureRow` drawn at screen `row`: it joins the placement of the
  /// row above when that is the same picture's previous row, so a picture is one placement.
  public mutating func placePictureRow(
    key: String, pictureRow: Int, totalRows: Int, row: Int, column: Int, columns: Int
  ) {
    if var last = pictures.last, last.key == key, last.column == column,
      last.row + last.rows.count == row, last.rows.upperBound == pictureRow
    {
      last.rows = last.rows.lowerBound..<(pictureRow + 1)
      pictures[pictures.count - 1] = last
      return
    }
    pictures.append(
      PicturePlacement(
        key: key, row: row, column: column, columns: columns,
        rows: pictureRow..<(pictureRow + 1), totalRows: totalRows))
  }
}
