import DogearCore
import DogearPictures
import DogearScreen
import DogearTerminal

extension ShellPictures {
  /// The frame's pictures as the terminal sends them (issue 29), encoded through the cache
  /// (a part already sent at this size is not encoded again). A picture whose pixels are not
  /// decoded yet stays blank until they are.
  public func images(
    for placements: [PicturePlacement], output: PictureOutput, cell: CellPixels
  ) -> [TerminalImage] {
    guard let pixels = cache.pixels else { return [] }
    return placements.compactMap { placement in
      guard let sequence = pixels.sequence(for: placement, output: output, cell: cell),
        !sequence.isEmpty
      else { return nil }
      return TerminalImage(
        row: placement.row, column: placement.column, rows: placement.rows.count,
        sequence: sequence)
    }
  }
}
