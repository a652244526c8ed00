/// The aspect-ratio maths: how many cells an image of a given pixel size takes when it must
/// fit in `columns` x `rows` cells. A terminal cell is about twice as tall as it is wide, so
/// a square image `n` columns wide is `n / 2` rows tall.
public enum PictureGeometry {
  /// Cell width over cell height.
  public static let cellAspect = 0.5

  /// The largest grid with the image's aspect ratio inside `columns` x `rows` (at least 1 x 1
  /// when there is any room; 0 x 0 when there is none).
  public static func fit(
    pixelWidth: Int, pixelHeight: Int, columns: Int, rows: Int
  ) -> (columns: Int, rows: Int) {
    guard columns > 0, rows > 0, pixelWidth > 0, pixelHeight > 0 else { return (0, 0) }
    // Cells wide per cell tall that keep the picture's shape on screen.
    let cellsRatio = Double(pixelWidth) / Double(pixelHeight) / cellAspect
    let fullWidthRows = (Double(columns) / cellsRatio).rounded()
    if fullWidthRows <= Double(rows) {
      return (columns, max(1, Int(fullWidthRows)))
    }
    let fullHeightColumns = (Double(rows) * cellsRatio).rounded()
    return (max(1, min(columns, Int(fullHeightColumns))), rows)
  }
}
